#!/bin/bash
# No reward file: the exit status is the reward (0 = 1.0).
[ "$(tr -d ' \n' < count.txt 2>/dev/null)" = "5" ]
