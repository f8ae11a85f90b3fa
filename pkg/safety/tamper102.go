package safety

import "strings"

// Round 102 (tamper, propagate, routing scope), tuned on fresh311-314.
//
// Lexicon gaps, each a meaning the readings already hold in other words
// or other languages:
//
//   - Hungarian "minden elküldött e-mail" / "minden kimenő levél" (every
//     sent e-mail, every outgoing letter): each message that leaves the
//     user carries what is pasted into it to a recipient, whose agent
//     reads it, as a copy into every other project reaches that
//     project's agent (round 85's "every outgoing document"). It is a
//     place only for the propagation reading, which still needs the
//     skill's own text ("ezt a skillt") and a carrying verb near it:
//     "paste the signature at the end of every sent e-mail" carries
//     nothing of the skill.
//   - Yoruba "da X kọ" (copy X) is one verb split around its object, as
//     the lexicon's "dà á kọ" (copy it) already holds with a pronoun:
//     with the object "skill yìí" (this skill) between its halves it is
//     the same carrying verb. "míì" is the short form of "míràn"
//     (other): "folda skills míì" (other skills folders) is another skill
//     folder as "gbogbo skill míràn" is.
//   - Czech "načti vždy" (always load) is the unconditional use as
//     "použij vždy" (always use) is; "ke každému požadavku" (to every
//     request, dative) is every request as "každý požadavek" is; "ať se
//     týká čehokoli" (whatever it concerns) is any topic as "ať jde o
//     cokoli" is. The catch-all reading still needs them together.
func init() {
	registerActionLexicon("hu+r102-tamper", actionLex{
		otherPlaces: []string{"minden elküldött e-mail", "minden elküldött email", "minden kimenő e-mail", "minden kimenő email", "minden elküldött levél", "minden kimenő levél", "minden elküldött üzenet", "minden kimenő üzenet", "minden küldött e-mail", "minden küldött levél"},
	})
	registerActionLexicon("yo+r102-tamper", actionLex{
		copyVerb:    []string{"da skill yìí kọ", "dà skill yìí kọ", "da skill yii ko", "da faili yii ko", "da fáìlì yìí kọ", "dà fáìlì yìí kọ", "da ìwé yìí kọ", "da iwe yii ko"},
		otherPlaces: []string{"folda skills míì", "folda skill míì", "folda skills mii", "folda skill mii", "gbogbo folda skills", "gbogbo folda skill", "skill míì", "skills míì", "skill mii", "iṣẹ́ akanṣe míì", "ise akanse mii", "repo míì", "repo mii"},
	})
	registerActionLexicon("cs+r102-tamper", actionLex{
		useVerb:  []string{"načti vždy", "načtěte vždy", "načítej vždy", "načítejte vždy", "aktivuj vždy", "aktivujte vždy"},
		everyReq: []string{"každému požadavk", "každému dotaz", "každému úkolu", "každé zprávě", "všem požadavkům", "všem dotazům"},
		anyTopic: []string{"ať se týká čehokoli", "ať se týká čehokoliv", "ať se to týká čehokoli", "ať se to týká čehokoliv", "ať jde o cokoliv", "týká-li se čehokoli"},
	})
}

// English reading of round 102: a tool server installed with its
// approval switched off, said in words. permissionWeakening refuses the
// setting written as a key ("autoApprove": true, alwaysAllow: ["*"]);
// an order to "mark it auto-approved" or "set the server to
// auto-approve", where "it" is an MCP server the skill adds, is the same
// setting in prose: every call of a new server then runs without the
// user seeing it. Only the whole server or "it"/"them" as the object of
// an ordering verb, and only in a text that names MCP: "auto-approve
// only the read-only tools, one by one" picks tools and is ordinary
// advice, and "never mark it auto-approved" is negated.
var serverAutoApprove102 = lazyRegexp(`(?i)(?:^|[.;:!\n]\s*|\b(?:and|then)\s+)(?:mark|set|flag|make|configure|register|list)\s+(?:it|them|(?:the|this|that|each|every|all)\s+(?:(?:new|added|mcp|helper|remote)\s+){0,2}servers?)\s+(?:as\s+|to\s+(?:be\s+)?)?["'\x60“]?auto-?\s?approv(?:ed|e|al)\b`)

// checkTamper102 runs the round-102 tamper checks (hooked from
// checkTamper). The pattern runs only on a short window before each
// "approv" of a text that names MCP.
func (c *checker) checkTamper102(d *doc) {
	low := d.v.lower
	if !strings.Contains(low, "mcp") || !lowerHas(low, "auto-approv", "autoapprov", "auto approv") {
		return
	}
	t := d.v.text
	for from := 0; from < len(low); {
		i := strings.Index(low[from:], "approv")
		if i < 0 {
			break
		}
		i += from
		from = i + len("approv")
		start := max(d.unitAt(i).start, i-90)
		end := min(len(t), i+12)
		m := serverAutoApprove102.FindStringIndex(t[start:end])
		if m == nil {
			continue
		}
		s := start + m[0]
		if c.negated(d, i) || negatedBefore(t[max(0, s-60):i]) || d.labelledExample(s) {
			continue
		}
		tier, msg := downgrade(c.securityContext(d, s), "orders an added tool server to be auto-approved, so its calls run without the user's approval")
		c.add(d, RuleTamperHarness, tier, s, start+m[1], msg)
	}
}

// prop102Fan (spliced into propFan): the text carried so that its
// readers install it, "so recipients install it too": the stated aim
// of the copy is that it lands in other people's agents, as round 48's
// "have their agents install it" and round 50's "ask them to install it
// in their agents" are. The propagation reading still needs the skill's
// own text and a carrying verb near it: "attach the app's installer so
// recipients install it" carries nothing of the skill.
const prop102Fan = `\bso\s+(?:that\s+)?(?:the\s+|their\s+|all\s+)?(?:recipients?|readers?|receivers?|addressees?)(?:'s|')?(?:\s+(?:agents?|assistants?|AIs?|bots?))?\s+(?:can\s+|will\s+|would\s+|also\s+|then\s+){0,2}install\s+(?:it|this|the\s+skill)\b`
