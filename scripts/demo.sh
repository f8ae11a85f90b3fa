#!/usr/bin/env bash
# The change-control demo: in a throwaway Ingot home, build a small skill
# library from the vendored corpus, propose a change to one skill with a
# (hand-written, clearly labelled) evidence bundle, review it, approve it,
# read the history, roll it back and verify the stores.
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

step "2. A challenger body and its evidence bundle"
# The champion revision and description, as ingot-promote sees them.
champion=$("$promote" history "$skill" | awk 'NR==1 {print $3}')
description=$("$promote" list --all --json | awk -v id="\"$skill\"," '
	$1 == "\"id\":" { hit = ($2 == id) }
	hit && $1 == "\"description\":" { sub(/^ *"description": /, ""); sub(/,$/, ""); print; exit }')
body_lines=(
	"## When to use this skill"
	""
	"Use it for any internal communication: status reports, leadership updates, 3P updates, newsletters, FAQs, incident reports and project updates."
	""
	"## How to write"
	""
	"1. Lead with the one thing the reader must know, in one sentence."
	"2. Follow the company format for the kind of message (see the guidelines in examples/)."
	"3. End with the decision or action you need, with an owner and a date."
)
body=$(printf '%s\n' "${body_lines[@]}")
body_json=$(printf '%s\\n' "${body_lines[@]}")
body_json=${body_json%\\n}
# What the live folder would hash to with the new body: the same SKILL.md
# frontmatter, then the new body (this is how approve writes it).
probe=$work/probe/skills/internal-comms
mkdir -p "$probe"
awk 'NR == 1 { print "---"; next } /^---[ \t]*$/ { print "---"; exit } { print }' "$live/SKILL.md" >"$probe/SKILL.md"
printf '\n%s\n' "$body" >>"$probe/SKILL.md"
challenger=$("$promote" --home "$work/probe" history internal-comms | awk 'NR==1 {print $3}')
bundle=$work/demo-bundle
mkdir -p "$bundle"
cat >"$bundle/evidence.json" <<JSON
{
  "schema": "ingot/evidence/v1",
  "skill": "$skill",
  "pass": "body",
  "created": "$(date -u +%Y-%m-%dT%H:%M:%SZ)",
  "source": "demo",
  "note": "DEMO BUNDLE: a hand-written challenger and gate verdict, not measured evidence. Real bundles come from ingot-ab.",
  "champion": { "revision": "$champion" },
  "challenger": {
    "revision": "$challenger",
    "components": { "description": $description, "body": "$body_json" }
  },
  "changed_components": ["body"],
  "gate": { "promotable": true, "blocked": [], "warnings": ["demo bundle: nothing was measured"] }
}
JSON
echo "champion   $champion"
echo "challenger $challenger"

step "3. Propose it: the change waits, inert, in the review slot"
run "$promote" propose --bundle "$bundle"
run "$promote" list

step "4. Review: gate verdict, freshness and the diff"
run "$promote" show "$skill"

step "5. Approve: snapshot, stage, verify, swap, audit"
run "$promote" approve "$skill" --actor demo-reviewer
grep -q "Lead with the one thing" "$live/SKILL.md" && echo "(the live SKILL.md now holds the new body)"

step "6. History: the displaced revision is snapshotted"
run "$promote" history "$skill"

step "7. Roll back to the original revision"
run "$promote" rollback "$skill" "$champion" --actor demo-reviewer
cmp -s "$corpus/skills/$skill/SKILL.md" "$live/SKILL.md" && echo "(the live SKILL.md is byte-for-byte the original again)"
run "$promote" history "$skill"

step "8. Verify: audit chain, snapshots, live skills, review slots"
run "$promote" verify

printf '\ndemo: done%s\n' "$([[ ${KEEP:-} == 1 ]] && echo "; the home is kept at $INGOT_HOME")"
