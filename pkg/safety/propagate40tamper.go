package safety

import (
	"regexp"
	"strings"
)

// Round 40 (propagate family): self-propagation read in three more
// shapes, each the round-5 reading (this skill, a spreading verb, a
// destination that is many or someone else's) with one part spelled in a
// way the lists did not hold:
//   - this skill by its own slug, bare ("copy lab-notes-helper into any
//     repository"): a hyphenated name of eight letters or more is no
//     ordinary word, so it names this skill as "the <name> skill" does;
//   - this skill with a word before "skill" ("this formatter skill"), and
//     this whole table or checklist carried with its instructions;
//   - other agents addressed by the carried text ("a paragraph that tells
//     AI assistants to ..."): whoever reads it next is someone else's
//     agent, the relay the "tell them to do the same" reading holds.

// prop40SelfEN: this skill with one qualifying word before "skill", and
// this whole table or checklist (with its instructions).
const prop40SelfEN = `this\s+[\w-]+\s+skill\b|this\s+(?:whole|entire|complete|full|exact|same)\s+(?:table|checklist|list)\b`

// prop40Fan: the carried text addressed to other agents or assistants.
const prop40Fan = `\b(?:tells?|instructs?|instructing|telling|asks?|asking|directs?|directing|orders?|ordering)\s+(?:(?:other|future|any|all|every|the)\s+)?(?:AI\s+)?(?:assistants?|agents?|models?|LLMs?|copilots?)\s+(?:(?:who|that|which)\s+(?:\w+\s+){1,3})?to\b`

// prop40Own widens the skill's own-name pattern (checkPropagation) with
// the bare slug, when it is hyphenated and long enough to be no word of
// the language.
func prop40Own(name string, own *lazyRE) *lazyRE {
	if own == nil || len(name) < 8 || !strings.Contains(name, "-") || strings.Trim(name, "-") != name {
		return own
	}
	q := regexp.QuoteMeta(name)
	return nfkcRe(own.String() + `|(?i)(?:^|[^\w/.-])` + q + `(?:$|[^\w/-])`)
}
