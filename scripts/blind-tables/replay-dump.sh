#!/bin/sh
# Dumps, for every case of the blind sets fresh99-152, what the rules and
# the learned stage said at the commit that measured the set once: the
# rules' verdict with the stage off, the rules that refused, and the
# stage's highest chunk score (JSON lines, one file per set, in OUTDIR).
# pkg/safety/replaydump_experiment_test.go (this checkout's) is copied
# into each worktree, so older commits need not hold it.
#
#   scripts/blind-tables/replay-dump.sh OUTDIR
#
# About a minute per set. Session 20 used it to measure a veto of rule
# refusals by a low stage score (docs/safety-history.md, "Session 20").
set -eu
[ $# -eq 1 ] || { echo "usage: $0 OUTDIR" >&2; exit 2; }
root=$(git rev-parse --show-toplevel)
out=$(cd "$1" && pwd)
base=${TMPDIR:-/tmp}/ingot-replay
mkdir -p "$base"
# 1560998 (fresh139-140) also holds one rule fix made after the blind
# measurement (a setting after a label judging it bad, lead54.go), so its
# replay shows one false refusal fewer than was seen (b140-skill-authoring-04).
for set in "7890706 99,100,101,102" "98cce2a 103,104,105,106" "518e479 107,108,109,110" "013a7f8 111,112,113,114" "efb7267 115,116,117,118" "ecd17cf 119,120,121,122" "e1f0da7 123,124,125,126" "bc6fd48 127,128,129,130" "f00bd8b 131,132,133,134" "5849882 135,136,137,138" "1560998 139,140" "ec854f3 141,142,143,144" "2bb1ffa 145,146,147,148" "ed700c5 149,150,151,152" "76c3278 153,154,155,156" "ec41799 157,158,159,160" "e243168 161,162,163,164" "5ea0c05 165,166,167,168" "acf3440 169,170,171,172" "b7c540e 173,174,175,176" "5742f54 177,178,179,180" "0026873 181,182,183,184" "7d2a6ef 185,186,187,188" "0e4fe68 189,190,191,192" "1b9b146 193,194,195,196" "410859f 197,198,199,200" "ead9eab 201,202,203,204" "935bbd1 205,206,207,208" "c9524ea 209,210,211,212" "6d42ffd 213,214,215,216" "02747b0 217,218,219,220" "8e9b207 221,222,223,224" "dc6fae1 225,226,227,228" "7a57fa2 229,230,231,232" "79abef8 233,234,235,236" "271f578b 237,238,239,240" "1dc698b9 243,244,245,246" "0841c7c6 247,248,249,250" "2f6b50e0 251,252,253,254" "0807df0c 255,256,257,258" "ae2d2635 259,260,261,262" "fe3232b0 263,264,265,266" "3be6fa96 267,268,269,270" "dcfc8848 271,272,273,274" "03664a30 275,276,277,278" "60f66e13 279,280,281,282" "c5155ef0 283,284,285,286" "bcc109bf 287,288,289,290" "6b5a6a8f 291,292,293,294" "ba855f5f 295,296,297,298" "284aa0e1 299,300,301,302" "1781eed6 303,304,305,306" "fadc98c8 307,308,309,310" "4a3c86b4 311,312,313,314" "cd4321c0 315,316,317,318" "3c923d35 319,320,321,322"; do
	commit=${set%% *}
	tables=$(echo "${set#* }" | sed 's/\([0-9][0-9]*\)/fresh\1/g')
	wt=$base/$commit
	[ -d "$wt" ] || git -C "$root" worktree add -q --detach "$wt" "$commit"
	cp "$root/pkg/safety/replaydump_experiment_test.go" "$wt/pkg/safety/"
	(cd "$wt/pkg/safety" && REPLAY_TABLES=$tables REPLAY_OUT=$out/$commit.jsonl \
		go test -tags experiment -count=1 -timeout 30m -run 'TestReplayDump$' . >/dev/null)
	echo "$out/$commit.jsonl: $(wc -l <"$out/$commit.jsonl") cases"
done
