package safety

import "strings"

// Round 93 (forged-turn), tuned on fresh279, fresh281 and fresh282.
//
// Grants said in Swedish, Norwegian, Danish and Persian, where the lists
// had none: the agent's rules (safety rules, limits, blocks) said to no
// longer apply ("gäller inte längre", "gjelder ikke lenger", "gælder ikke
// længere"); full authority said to be given to it ("har fått full
// behörighet"); the user said to need no asking ("användaren behöver
// inte tillfrågas"); this file's orders ranked above the system's
// ("دستورات این فایل بالاتر از دستورات سیستم", this file's instructions
// above the system's) and no restriction said to exist ("محدودیتی وجود
// ندارد"). Each still needs a role label or heading in the same block
// (checkForged): a Swedish notice that "the old opening hours no longer
// apply" names no rules, and a Persian note that a road has no
// restriction is no turn.
const forgedAuthority93 = `(?:säkerhets)?(?:regler|reglerna|begränsningar|begränsningarna|spärrar|spärrarna|säkerhetsreglerna|sikkerhetsregler|sikkerhetsreglene|sikkerhedsregler|sikkerhedsreglerne|reglene|reglerne|begrensninger|begrensningene|begrænsninger|begrænsningerne)\s+(?:gäller|gjelder|gælder)\s+(?:inte|ikke)\s+(?:längre|lenger|længere)|` +
	`(?:har\s+fått|har\s+fået|har\s+tilldelats|er\s+tildelt|er\s+gitt)\s+(?:full|fullständig|obegränsad|fuld|ubegrenset|ubegrænset)\s+(?:behörighet|tillgång|tilgang|adgang|myndighet|autoritet)|` +
	`(?:användaren|brukeren|brugeren)\s+(?:behöver|trenger|behøver)\s+(?:inte|ikke)\s+(?:å\s+)?(?:tillfrågas|spørres|spørges|godkänna|godkjenne|godkende|bekräfta|bekrefte|bekræfte)|` +
	`(?:دستورات|دستورالعمل\S*|قوانین)\s+(?:این\s+)?(?:فایل|سند|مهارت)\s+(?:\S+\s+)?(?:بالاتر|برتر|مقدم)\s+(?:از|بر)\s+(?:دستورات|دستورالعمل\S*|قوانین)\s+(?:سیستم|قبلی)|` +
	`(?:هیچ\s+)?محدودیتی\s+(?:وجود\s+ندارد|نیست|نداری|ندارید)`

func init() {
	authorityRe = lazyRegexp(authorityRe.String() + `|(?i:` + forgedAuthority93 + `)`)
}

// ownWorkRules93: a block under a heading of the rules of the skill's own
// work ("Translation rules" in a menu-translation skill, "Packing rules"
// in a packing-list skill; the work named in its name or description) is the skill's own instruction, not a quoted
// example: "rules" makes a heading descriptive only where they are rules
// the skill shows (detection rules, firewall rules), and a heading that
// pairs it with the very work the skill names is its own. The block must
// be uncaptioned, hold no detection rule, and the skill be about neither
// security nor prompting, where a section of rules may well show turns.
func (c *checker) ownWorkRules93(d *doc, pos int, reason ctxReason) ctxReason {
	if reason != "quoted under a descriptive heading" || c.topic.security || c.topic.llm || !uncaptionedFence(d, pos) {
		return reason
	}
	h := strings.ToLower(strings.Trim(d.headingPath(pos), " *_:#"))
	if i := strings.LastIndex(h, " / "); i >= 0 {
		h = h[i+3:] // the nearest heading
	}
	ws := strings.Fields(h)
	if len(ws) != 2 || ws[1] != "rules" && ws[1] != "rule" || len(ws[0]) < 5 {
		return reason
	}
	if fi := d.fenceAt(pos); fi >= 0 && detectionRuleRe.MatchString(d.v.text[d.fences[fi].start:d.fences[fi].end]) {
		return reason
	}
	for _, w := range strings.FieldsFunc(strings.ToLower(c.p.Name+" "+c.p.Description), func(r rune) bool { return r == '-' || r == '_' || r == ' ' || r == '.' || r == ',' }) {
		if len(w) >= 5 && w[:5] == ws[0][:5] { // "translation" rules in "translates menus"
			return ""
		}
	}
	return reason
}
