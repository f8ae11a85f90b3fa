#!/bin/bash
python3 - <<'PY'
try:
    ok = open("total.txt").read().strip() == "33.75"
except OSError:
    ok = False
# Harbor layout: the reward goes to /logs/verifier/reward.txt.
open("/logs/verifier/reward.txt", "w").write("1\n" if ok else "0\n")
PY
