#!/bin/bash
# Reward in reward.json: 1 when the verifier of inv.py accepts manifest.txt.
if python3 inv.py verify manifest.txt; then r=1; else r=0; fi
printf '{"reward": %s}\n' "$r" > "$LOGS_DIR/verifier/reward.json"
