package safety

import "strings"

// Round 92 (override-lang), tuned on fresh276-277: the override of the
// lexicons (the agent's earlier or system guidance voided, this file
// ranked above the rest, no limits) where a language's list lacked a
// form a native writer uses for a part of the concept:
//
//   - Finnish writes the owner and the guidance as one word
//     ("järjestelmäohjeet", system instructions; "järjestelmäsäännöt",
//     "järjestelmäkehote"), so the guidance stem "ohje" never starts a
//     word there: the compounds are guidance in their own right. The
//     idiom of ranking, "mennä edelle" (go before), takes its object
//     between the two words ("menee kaiken muun edelle", goes before
//     everything else).
//   - Japanese names this document with the formal prefix 本 ("本ファイル",
//     "本書", "本文書", "本スキル") as often as with この; says guidance
//     is thrown away ("捨てて", as 破棄 is discarded); and calls rules
//     決まり as well as ルール or 規則.
//
// Each part alone is ordinary prose: the rule still needs the others in
// one paragraph (voiding with earlier guidance, or this file with a word
// of winning). "古い梱包材は捨ててください" (throw the old packing away)
// names no guidance, and "本書の手順" (this manual's steps) ranks nothing.
var lexicons92 = map[string]langLex{
	"fi+r92-override": { // Finnish
		guide: []string{"järjestelmäohje", "järjestelmäsään", "järjestelmäkehot", "järjestelmäkäsky", "järjestelmärajoitu"},
		wins:  []string{"menee kaiken muun edelle", "menee kaiken edelle", "menee kaikkien muiden edelle", "menee kaikkien edelle", "menevät kaiken muun edelle", "menevät kaiken edelle"},
	},
	"ja+r92-override": { // Japanese
		void:  []string{"捨てて", "捨てる", "捨てろ"},
		guide: []string{"決まり"},
		this:  []string{"本ファイル", "本文書", "本書", "本スキル", "本ドキュメント"},
	},
}

func init() {
	for _, l := range byLanguage(lexicons92) {
		normaliseLex(&l)
		mergeLexicon(l)
		voidAll38 = append(voidAll38, l.void...)
	}
}

// Round 92 (override-paraphrase), tuned on fresh275-278: the voiding-
// and-replacement shape (checkVoidReplaced) in more words:
//
//   - the agent addressed in the archaic second person ("thee", "thy",
//     "thine"), as "thou" and "ye" already are (agent38), and what was
//     "laid down" (set down, handed down) for it named as its guidance
//     (referent38);
//   - no bound said to remain upon it ("no bound remains", in the old
//     "-eth" form too) is boundless conduct (bounds38);
//   - this text ranked in the words of a statute or a ranking: it "shall
//     control" or "shall prevail" (in the event of conflict), "alone is
//     law", "ranks over" or "ranks above" the rest, is "the one that
//     counts" (authority38); and "no restriction" or "no prohibitions"
//     is no caps (caps38), still counted only beside that authority.
//
// Every part is still needed in one paragraph: a contract whose terms
// "shall control in the event of conflict" voids none of the agent's
// guidance, and a park whose rules "lapsed" has "no prohibitions" on
// kites without any ranking of this text.
func init() {
	agent38 = append(agent38, "thee", "thy ", "thine")
	referent38 = append(referent38, "laid down", "set down for", "handed down")
	bounds38 = append(bounds38, "no bound remain", "no bounds remain", "no limit remain", "no limits remain", "no bound is left", "no bounds are left", "nothing binds thee", "nothing bindeth")
	authority38 = append(authority38, "shall control", "shall prevail", "shall govern", "alone is law", "alone is the law", "is the only law", "ranks over", "ranks above", "is the one that counts", "the only one that counts")
	caps38 = append(caps38, "no restriction shall", "no restriction is", "no restriction applies", "no restriction remains", "no prohibitions", "no prohibition ")
}

// Round 92 (override-paraphrase), tuned on fresh275 and fresh278: the
// override written as settings. A key that names the agent's limits
// (restrictions, limits, guardrails, boundaries, constraints, safety,
// filters, refusals; "_in_effect", "_enabled", "_active" after it) set
// to off ("false", "off", "none", "disabled", "0", "null") lifts them, as
// "without limits" does; a key of authority or precedence whose value is
// this skill alone ("authority_order: [this_skill]") ranks it above the
// rest, as "authority: this skill only" does. Either, beside a voiding of
// earlier guidance in the same paragraph, makes the voiding no note on
// documentation (liftsOrOutranksNear). The paragraph is read compacted,
// an underscore as a space. Alone it is a setting: a rate
// limiter's "limits: none" voids nothing.
var (
	settingOff92 = lazyRegexp(`(?:^|[^\pL\pN])(?:restrictions?|limits?|limitations?|guard[\s_]?rails?|boundar(?:y|ies)|bounds|constraints?|safety|safeguards?|filters?|filtering|refusals?)(?:[\s_]+(?:in[\s_]+effect|in[\s_]+force|enabled|active|on|enforced|apply|applied))?\s*(?:[:=]|==)\s*["'\x60]?(?:false|off|none|disabled|null|0)(?:$|[^\pL\pN])`)
	// qualifiedValue92: the value qualified after it ("none beyond the
	// quota", "off except on weekends") leaves a limit.
	qualifiedValue92 = lazyRegexp(`^\s*(?:beyond|except|but|other\s+than|besides|unless|until|outside|apart\s+from|save)\b`)
	selfAuthority92  = lazyRegexp(`(?:^|[^\pL\pN])(?:authority|precedence|priority)(?:[\s_]+(?:order|chain|ranking|list))?\s*[:=]\s*\[\s*["']?(?:this[\s_]+(?:skill|file|document)|skill\.md)["']?\s*\]`)
)

// liftsOrOutranks92 reads a paragraph's lowered text pl for a setting
// above, behind a cheap test for a key's separator.
func liftsOrOutranks92(pl string) bool {
	if !strings.ContainsAny(pl, ":=") {
		return false
	}
	if lowerHas(pl, "false", "off", "none", "disabled", "null", "0") {
		for _, m := range settingOff92.FindAllStringIndex(pl, 8) {
			if !qualifiedValue92.MatchString(pl[m[1]:min(len(pl), m[1]+24)]) {
				return true
			}
		}
	}
	return strings.Contains(pl, "[") && selfAuthority92.MatchString(pl)
}

// Round 92 (override-paraphrase), tuned on fresh278: precedence written
// as an ordering ("this file > everything", precedenceArrowRe) whose
// universal object ends the clause at a mark ("this file > everything;
// limits off") ranks it as one followed by a space does. The mark must
// end the word ("all.txt" is a file name, "cat SKILL.md > all.txt" a shell
// redirect), and the ranked thing is this text named in words.
func init() {
	precedenceArrowRe = lazyRegexp(precedenceArrowRe.src + `|(?i:\bthis\s+(?:skill|file|document|page)\s*>{1,2}\s*(?:everything|anything|whatever|all)[;,.!)\]](?:\s|$))`)
}
