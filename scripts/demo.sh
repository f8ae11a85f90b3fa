#!/usr/bin/env bash
# The change-control demo: in a throwaway Ingot home, build a small skill
# library from the vendored corpus, propose a change to one skill with a
# hand edit proposed from a folder (UNMEASURED: no evidence), review it,
# approve it with --unmeasured, read the history, roll it back, show drift
# after an edit outside change control, and verify the stores.
#
#   make build && scripts/demo.sh        (or: make demo)
#
# Environment: BIN (default ./bin), KEEP=1 keeps the demo home.
set -euo pipefail

repo=$(cd "$(dirname "$0")/.." && pwd)
bin=${BIN:-$repo/bin}
promote=$bin/ingot-promote
route=$bin/ingot-route
corpus=$repo/testdata/corpus
for b in "$promote" "$route"; do
	if [[ ! -x $b ]]; then
		echo "demo: $b not found; run 'make build' first" >&2
		exit 1
	fi
done

work=$(mktemp -d "${TMPDIR:-/tmp}/ingot-demo.XXXXXX")
if [[ ${KEEP:-} != 1 ]]; then
	trap 'rm -rf "$work"' EXIT
fi
export INGOT_HOME=$work/home
unset INGOT_SKILL_PATHS
mkdir -p "$INGOT_HOME/skills"

if [[ -t 1 ]]; then bold=$'\033[1m' plain=$'\033[0m'; else bold='' plain=''; fi
step() { printf '\n%s== %s%s\n' "$bold" "$*" "$plain"; }
run() {
	printf '$ %s\n' "$*"
	"$@"
}

step "1. A small skill library (three skills copied from the vendored corpus)"
for id in anthropics/internal-comms superpowers/systematic-debugging superpowers/test-driven-development; do
	mkdir -p "$INGOT_HOME/skills/$id"
	cp "$corpus/skills/$id/SKILL.md" "$INGOT_HOME/skills/$id/SKILL.md"
done
mkdir -p "$INGOT_HOME/skills/LICENSES"
cp "$corpus/licenses/anthropics-Apache-2.0.txt" "$corpus/licenses/superpowers-MIT.txt" "$INGOT_HOME/skills/LICENSES/"
cat >"$INGOT_HOME/skills/ATTRIBUTION.md" <<'TXT'
These skills are unmodified copies from the Ingot test corpus (testdata/corpus; see
testdata/corpus/SOURCES.md for upstream repositories and commits):
- anthropics/internal-comms: anthropics/skills, Apache-2.0 (LICENSES/anthropics-Apache-2.0.txt)
- superpowers/*: obra/superpowers, MIT, Copyright (c) 2025 Jesse Vincent (LICENSES/superpowers-MIT.txt)
TXT
echo "INGOT_HOME=$INGOT_HOME"
run "$promote" list --all

step "1b. Route tasks to it: the lexical router, no model and no network"
for task in "write the weekly status update for leadership about the migration" \
	"this bug keeps coming back; find the root cause before you change any code" \
	"book me a flight to Lisbon"; do
	printf '$ %s "%s"\n' "$route" "$task"
	"$route" "$task" | awk '/^  "(match|related_match|score|revision|novel)":/'
done

skill=anthropics/internal-comms
live=$INGOT_HOME/skills/$skill

step "2. Adopt the library: record the live revisions as approved (drift is checked against them)"
for id in anthropics/internal-comms superpowers/systematic-debugging superpowers/test-driven-development; do
	run "$promote" adopt "$id" --actor demo-reviewer
done
champion=$("$promote" history "$skill" | awk 'NR==1 {print $3}')

step "3. A hand edit of a copy of the skill, proposed from its folder"
edit=$work/edit/internal-comms
mkdir -p "$(dirname "$edit")"
cp -r "$live" "$edit"
awk '{ print } /^To write any internal communication:/ { print ""; print "0. **Lead with the one thing the reader must know**, in one sentence, before any detail." }' \
	"$live/SKILL.md" >"$edit/SKILL.md"
run "$promote" propose --from-dir "$edit" "$skill"
run "$promote" list

step "4. Review: the verdict (UNMEASURED: nothing measured this edit), freshness and the diff"
run "$promote" show "$skill"
echo "(ingot-promote serve shows the same on a web page; ingot-ab $skill --challenger DIR would measure it)"

step "5. Approve: without evidence it takes --unmeasured, and the audit says so"
printf '$ %s approve %s --actor demo-reviewer    (refused: unmeasured)\n' "$promote" "$skill"
"$promote" approve "$skill" --actor demo-reviewer || true
run "$promote" approve "$skill" --actor demo-reviewer --unmeasured
grep -q "Lead with the one thing" "$live/SKILL.md" && echo "(the live SKILL.md now holds the edit)"

step "6. History: the displaced revision is snapshotted"
run "$promote" history "$skill"

step "7. Roll back to the original revision"
run "$promote" rollback "$skill" "$champion" --actor demo-reviewer
cmp -s "$corpus/skills/$skill/SKILL.md" "$live/SKILL.md" && echo "(the live SKILL.md is byte-for-byte the original again)"
run "$promote" history "$skill"

step "8. Verify: audit chain, snapshots, live skills, review slots, drift"
run "$promote" verify

step "9. Drift: an edit of the live folder outside change control is reported"
printf '\n(edited by hand)\n' >>"$live/SKILL.md"
printf '$ %s verify    (fails: drift)\n' "$promote"
"$promote" verify || true
run "$promote" rollback "$skill" "$champion" --actor demo-reviewer
run "$promote" verify

printf '\ndemo: done%s\n' "$([[ ${KEEP:-} == 1 ]] && echo "; the home is kept at $INGOT_HOME")"
