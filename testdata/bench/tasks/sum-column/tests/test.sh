#!/bin/bash
python3 - <<'PY'
import os
try:
    ok = open("total.txt").read().strip() == "33.75"
except OSError:
    ok = False
open(os.environ["REWARD_FILE"], "w").write("1\n" if ok else "0\n")
PY
