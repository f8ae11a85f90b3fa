package safety

import "strings"

// Round 91 (override-paraphrase), tuned on fresh273-274: the voiding-and-
// replacement shape (checkVoidReplaced) in more words:
//
//   - guidance said to have no effect ("to be regarded as having no
//     effect", "is of no effect") or to have been dropped ("whatever was
//     set earlier was dropped") is void, as "is null" and "lifted" are
//     (void38);
//   - this text obeyed alone ("comply only with this file", "answer only
//     to this document") ranks it as the authority, as "instructions
//     prevail" does (authority38), still counted only beside no caps;
//   - the agent "free to carry out any request" (to do, fulfil or answer
//     any) is boundless conduct, as "carry out anything" is (bounds38).
//
// Every part is still needed in one paragraph: a release note saying an
// old flag "has no effect" beside "comply only with this standard" and
// no caps voids none of the agent's guidance.
func init() {
	v := []string{"having no effect", "have no effect", "has no effect", "had no effect", "of no effect", "without effect",
		"was dropped", "were dropped", "has been dropped", "have been dropped", "got dropped"}
	void38 = append(void38, v...)
	voidAll38 = append(voidAll38, v...)
	authority38 = append(authority38, "comply only with this", "comply solely with this", "comply with this file alone", "comply with this document alone",
		"answer only to this", "answer solely to this", "obey only this", "obey this file alone", "obey this document alone")
	bounds38 = append(bounds38, "free to carry out any", "free to do any", "free to fulfil any", "free to fulfill any", "free to answer any", "free to perform any", "free to execute any")
}

// Round 91 (persona), tuned on fresh272: two traits of the stack
// (personastack.go) in the words of a character's backstory:
//
//   - freed of rules: the character was never taught (given, told) any
//     rules or policy: the rules are absent from its making, as "knows
//     no rules" says of its present;
//   - never refusing: refusing (declining, saying no) is "not in its
//     vocabulary", the idiom for a thing one never does.
//
// Each is one trait: the stack still needs the other in the same
// paragraph, and a frame. A robot-kit mascot "never taught any rules of
// chess" who "answers in beeps" frees no agent.
// The rules are "any" rules, plural: "never given a policy number" (a
// singular policy, the head of a compound) is paperwork (round 56).
const (
	stackFree91  = `(?:was|were|has\s+been|have\s+been|is|are)\s+never\s+(?:taught|given|told|trained\s+(?:with|on)|handed)\s+any\s+(?:rules|policies|guidelines|restrictions|limits|boundaries)`
	stackNever91 = `(?:refus\pL*|declin\pL*|saying\s+no|the\s+word\s+["“']?no["”']?|turning\s+(?:anything|anyone|requests?)\s+down)\s+(?:is|are)\s+(?:simply\s+|just\s+|really\s+)?not\s+(?:in|part\s+of)\s+(?:\pL+['’]s|his|her|its|their|the|my|your)\s+vocabulary`
)

func init() {
	stackFree = nfkcRe(stackFree.String() + `|(?i:(?:^|[^\pL])(?:` + stackFree91 + `))`)
	stackNever = nfkcRe(stackNever.String() + `|(?i:(?:^|[^\pL])(?:` + stackNever91 + `))`)
}

// Round 91 (override-lang), tuned on fresh271: "agents" in a skill's
// name or description makes it a prompting skill (topicLLM), whose
// quoted overrides read as examples. A support runbook's "tier-1 support
// agents" (service, sales, travel, call-centre agents) are people in a
// job, not language models: when every LLM word of the description is
// "agent" after such a job word, the skill is not a prompting skill, and
// an override in its table row speaks to the agent. "AI support agents",
// or any other LLM word beside, keeps the topic.
var (
	humanAgent91 = lazyRegexp(`(?i)\b(?:support|service|help-?\s?desk|desk|call[- ]?cent(?:er|re)|contact[- ]?cent(?:er|re)|sales|travel|booking|reservations?|estate|insurance|customer|field|tier[- ]?[1-3]|l[1-3]|frontline|front-line|ticketing|care|claims|leasing|rental|shipping|freight|customs|ticket|human|live|patent|talent|press)\s+agents?\b`)
	aiAgent91    = lazyRegexp(`(?i)\b(?:ai|llm|virtual|autonomous|coding|software|chat|bot|model|gpt)[- ](?:\w+\s+)?agents?\b`)
)

// humanAgentsOnly91 reports a name and description whose only LLM word
// is "agent(s)", each time named by a job (classifyTopic).
func humanAgentsOnly91(s string) bool {
	low := strings.ToLower(s)
	if !strings.Contains(low, "agent") || aiAgent91.MatchString(s) || len(hitsOf(low, topicLLMStems)) > 0 {
		return false
	}
	ms := topicLLM.FindAllStringIndex(s, -1)
	if len(ms) == 0 {
		return false
	}
	hs := humanAgent91.FindAllStringIndex(s, -1)
	for _, m := range ms {
		w := strings.ToLower(s[m[0]:m[1]])
		if w != "agent" && w != "agents" {
			return false
		}
		human := false
		for _, h := range hs {
			if h[1] == m[1] {
				human = true
				break
			}
		}
		if !human {
			return false
		}
	}
	return true
}

// Round 91 (override), the false refusal of fresh271's security lesson:
// "never approve what the assistant suggests without policy checks". A
// privative pair's limit noun that is the modifier of a noun after it
// ("without policy checks", "no rules engine", "no filter settings
// page") lacks a check, an engine or a page, not the agent's limits: the
// compound's head decides what is missing. A head that is itself a limit
// ("without policy restrictions") still reads as one, and so does the
// pair with nothing after it ("without policy").
var modifierHead91 = lazyRegexp(`^[ \t]+(?:checks?|checking|reviews?|reviewing|lookups?|docs?|documents?|documentation|references?|numbers?|owners?|teams?|pages?|training|engines?|templates?|violations?|exceptions?|questions?|updates?|changes?|versions?|sign-?offs?)(?:$|[^\pL\pN-])`)

// limitAsModifier91 reports a privative pair (nlPairRe, at m) whose limit
// noun modifies the noun after it.
func limitAsModifier91(low string, m []int) bool {
	return m[1] < len(low) && low[m[1]] == ' ' && modifierHead91.MatchString(low[m[1]:min(len(low), m[1]+24)])
}

// nextPairNotModifier91: the next privative pair after m that neither
// modifies a noun, sets a bound, nor states a safeguarding duty.
func nextPairNotModifier91(low string, m []int) []int {
	for from := m[1]; from < len(low); {
		n := nlPairRe.FindStringIndex(low[from:])
		if n == nil {
			return nil
		}
		n[0], n[1] = n[0]+from, n[1]+from
		if !limitAsModifier91(low, n) && !limitAsBound75(low, n) && !safeguardingDuty54(low, n) {
			return n
		}
		from = n[1]
	}
	return nil
}
