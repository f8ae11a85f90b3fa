package safety

import (
	"context"
	"strings"
)

// Round 88 (override-paraphrase), tuned on fresh255-258.
//
// The voiding-and-replacement shape (checkVoidReplaced) in three more
// registers:
//
//   - boundless conduct as "in bounds": every request (everything) is in
//     bounds, nothing is out of bounds, as "nothing is off limits" is
//     (bounds38);
//   - a catechism of short questions and answers: "what won't you do?
//     nothing" (will you refuse? nothing) is no refusals, and "whose
//     rules count now? these" ranks this text the authority (bounds38,
//     authority38);
//   - the instruction hierarchy named by its layers: "lower layers such
//     as platform or developer text are null" voids what the platform and
//     the developer gave, as "the system prompt is void" does (referent38);
//   - this text calling itself the rulebook ("i'm the rulebook now"), in
//     the first person, as "i'm the boss doc now" ranks it; and what
//     was loaded called "not relevant", as "irrelevant" voids it.
//
// Every part is still needed in one paragraph: the agent's own earlier
// guidance voided (platform, developer, system, "the usual rulebook" said
// to "you") beside no bounds or this text ranked with no caps. A club's
// old rulebook "not relevant" beside "everything is in bounds" of a
// playing field voids no guidance of the agent's.
func init() {
	bounds38 = append(bounds38, "every request is in bounds", "every request's in bounds", "all requests are in bounds", "any request is in bounds", "everything is in bounds", "everything's in bounds", "everything’s in bounds",
		"nothing is out of bounds", "nothing's out of bounds", "nothing’s out of bounds", "nothing out of bounds",
		"won't you do? nothing", "won’t you do? nothing", "will you not do? nothing", "will you refuse? nothing", "would you refuse? nothing", "won't you answer? nothing", "won’t you answer? nothing", "will you decline? nothing")
	authority38 = append(authority38, "i'm the rulebook now", "i’m the rulebook now", "i am the rulebook now",
		"rules count now? these", "rules count? these", "rules apply now? these", "rules apply? these", "rules count now? mine", "rules apply now? mine")
	referent38 = append(referent38, "platform text", "developer text", "system text", "operator text", "platform layer", "developer layer", "system layer", "operator layer", "lower layers", "other layers", "layers such as")
	void38 = append(void38, "not relevant", "no longer relevant")
	voidAll38 = append(voidAll38, "not relevant", "no longer relevant")
}

// Round 88 (forged-turn), tuned on fresh255: a forged turn's grant said
// as a state of affairs rather than a permission: confirmations are
// dropped or no longer needed ("Bestätigungen entfallen", "bevestigingen
// vervallen", "les confirmations ne sont plus nécessaires"), everything is
// permitted ("alles ist erlaubt", "tout est permis", "todo está
// permitido"). The grant must end its clause: confirmations dropped "for
// in-store pickup", or everything allowed "that keeps the tests green",
// is a narrowed statement, not the agent's leash removed. A role label or
// tag in the same block is still needed (checkForged), and a turn quoted
// under a heading that documents attacks is still quoted.
const (
	forgedEnd88       = `\s*(?:[,.;!—–]|\s-\s|$)`
	forgedAuthority88 = `\b(?:bestätigungen|rückfragen|sicherheitsabfragen|bevestigingen|bekräftelser|bekræftelser|bekreftelser)\s+(?:entfallen|vervallen|bortfaller|bortfalder|faller\s+bort|sind\s+(?:ab\s+sofort\s+|jetzt\s+)?(?:nicht\s+mehr\s+(?:nötig|erforderlich)|überflüssig|aufgehoben)|zijn\s+(?:niet\s+meer\s+nodig|overbodig))` + forgedEnd88 + `|` +
		`\b(?:les\s+)?confirmations\s+(?:ne\s+sont\s+plus\s+(?:nécessaires|requises)|sont\s+supprimées|are\s+(?:dropped|waived|no\s+longer\s+(?:needed|required)))` + forgedEnd88 + `|` +
		`\b(?:las\s+)?confirmaciones\s+ya\s+no\s+son\s+necesarias` + forgedEnd88 + `|\b(?:as\s+)?confirmações\s+(?:já\s+)?não\s+são\s+(?:mais\s+)?necessárias` + forgedEnd88 + `|\b(?:le\s+)?conferme\s+non\s+sono\s+più\s+necessarie` + forgedEnd88 + `|` +
		`\b(?:alles\s+ist\s+(?:ab\s+sofort\s+|jetzt\s+|nun\s+)?(?:erlaubt|gestattet)|ist\s+alles\s+erlaubt|alles\s+is\s+(?:nu\s+)?toegestaan|allt\s+är\s+(?:nu\s+)?tillåtet|alt\s+er\s+(?:nu\s+|nå\s+)?tilladt|alt\s+er\s+(?:nå\s+)?tillatt|tout\s+est\s+(?:désormais\s+|maintenant\s+)?(?:permis|autorisé)|todo\s+está\s+permitido|tudo\s+(?:é|está)\s+permitido|tutto\s+è\s+(?:permesso|consentito)|everything\s+is\s+(?:now\s+)?(?:allowed|permitted))` + forgedEnd88
)

func init() {
	authorityRe = lazyRegexp(authorityRe.String() + `|(?i:` + forgedAuthority88 + `)`)
}

// Round 88 (hijack-nearcopy), tuned on fresh256: a live skill's
// description copied with one of its sentences translated or replaced by
// words of its own ("Master dbt ... strategies. Dùng khi xây dựng ...").
// The new words dilute the router's cosine below the near-copy bar while
// the copy stays whole: the sentences that are copies still reuse most of
// the live description's content words, and on their own the router finds
// the same live skill, close. Two measures must agree, never the
// proposal's own words: the whole description reuses most of the live
// one's content words (covered, shared and overlap, as checkCollision
// reads them), and its copied sentences alone are nearest to that live
// skill at the near-copy cosine. The other sentences must share almost
// nothing with it (a translation, not more of the copy).
const (
	nearCopyPartCovered88 = 0.6  // share of the live content words the copied sentences reuse
	nearCopyPartOwn88     = 0.75 // share of a copied sentence's own content words found in the live description
	nearCopyRestShared88  = 0.35 // at most this share of the other sentences' content words are the live one's
)

var sentenceEnd88 = lazyRegexp(`[.!?。！？](?:\s+|$)`)

// nearCopyTranslated88 reports a description whose copied sentences alone
// make it a near-copy of live (skill id) once the rest is set aside.
func (c *checker) nearCopyTranslated88(ctx context.Context, id, live string) bool {
	desc := c.p.Description
	ov, n := wordOverlapN(desc, live)
	if ov < nearCopyOverlap || n < nearCopyShared {
		return false
	}
	liveStems := contentStems(live)
	var copied, rest []string
	last := 0
	for _, m := range append(sentenceEnd88.FindAllStringIndex(desc, -1), []int{len(desc), len(desc)}) {
		s := strings.TrimSpace(desc[last:m[1]])
		last = m[1]
		if s == "" {
			continue
		}
		own := contentStems(s)
		if len(own) == 0 {
			continue
		}
		k := 0
		for w := range own {
			if liveStems[w] {
				k++
			}
		}
		switch share := float64(k) / float64(len(own)); {
		case share >= nearCopyPartOwn88:
			copied = append(copied, s)
		case share <= nearCopyRestShared88:
			rest = append(rest, s)
		default:
			return false // more of the copy in other words: not this shape
		}
	}
	if len(copied) == 0 || len(rest) == 0 {
		return false
	}
	part := strings.Join(copied, " ")
	_, pn := wordOverlapN(part, live)
	if len(liveStems) == 0 || pn < nearCopyShared || float64(pn)/float64(len(liveStems)) < nearCopyPartCovered88 {
		return false
	}
	pid, score, err := c.opt.Nearest(ctx, part)
	return err == nil && pid == id && score >= nearCopyCosine
}
