package safety

import (
	"strings"
	"unicode/utf8"
)

// Session 21: production named inside a prohibition in another language
// ("לעולם לא למחוק namespace של production", "nunca borrar production",
// "決してproductionを削除しない") is what the skill keeps away from, as
// prodNegated reads it in English. The negations of the languages of the
// lexicons, before the marker in the same clause; the window is counted
// in runes, since a 40-byte window holds a dozen Hebrew or Thai letters.
var prodNegatedMLRe = lazyRegexp(`(?i)(?:(?:^|[^\pL])(?:לעולם|לא|אל|אסור|לא\s+לגעת|لا|لن|أبدا|أبداً|ليس|غير|باستثناء|نه|هرگز|نباید|بجز|به‌جز|asla|hiçbir\s+zaman|değil|nunca|jamás|jamais|não|excepto|exceto|salvo|ne|pas|sauf|mai|non|tranne|eccetto|nie|niemals|nicht|kein\pL*|außer|ausser|nooit|niet|geen|behalve|никогда|не|нельзя|кроме|ніколи|крім|nigdy|oprócz|nikdy|kromě|aldrig|aldri|inte|ikke|utom|unntatt|ei|älä|koskaan|paitsi|jangan|tidak|bukan|kecuali|không|đừng|chớ|cấm|tránh|chưa|trừ|huwag|hindi|maliban)(?:[^\pL]|$)|不要|不得|切勿|绝不|絕不|永远不|永遠不|禁止|除了|絶対に|決して|절대|제외)[^.;。；!?\n]{0,30}$`)

// prodNegatedML reports a negation of another language in the 40 runes
// before the production marker at pos.
func prodNegatedML(t string, pos int) bool {
	from := pos
	for n := 0; n < 40 && from > 0; n++ {
		_, size := utf8.DecodeLastRuneInString(t[:from])
		from -= size
	}
	return prodNegatedMLRe.MatchString(t[from:pos])
}

// negatedClauseML reports a negation of another language in the clause
// before a tell (cut at the last comma, colon or stop, as negatedBefore
// cuts English), so "nigdy bez potwierdzenia", "không bao giờ chạy trên
// máy chủ thật" void the tell while "không sao lưu, không hỏi lại" keeps
// the second one.
func negatedClauseML(before string) bool {
	if i := strings.LastIndexAny(before, ";:.!?,\n"); i >= 0 {
		before = before[i+1:]
	}
	return prodNegatedMLRe.MatchString(before)
}

// prodLivesRe: production named as living somewhere ("prod tables live
// in dw.*", "production sits on the other cluster"); group 1 is where.
var prodLivesRe = lazyRegexp(`(?i)^[\w-]*(?:\s+[\w-]+){0,2}?\s+(?:lives?|sits?|resides?|(?:is|are)\s+kept|(?:is|are)\s+hosted)\s+(?:in|on|under)\s+(?:the\s+)?([\w.*/:-]+)`)

// prodLivesElsewhere (session 22): production named as living in a place
// the text never acts on is the contrast to the command's target ("only
// the staging schema; prod tables live in dw.*" beside TRUNCATE
// stg.claims_raw), as prodSpared reads "production is untouched". If the
// place recurs in the text (TRUNCATE dw.claims), the command may be aimed
// at it, and production counts as named.
func prodLivesElsewhere(t string, end int) bool {
	m := prodLivesRe.FindStringSubmatchIndex(t[end:min(len(t), end+80)])
	if m == nil {
		return false
	}
	place := strings.TrimRight(t[end+m[2]:end+m[3]], ".*/:")
	if len(place) < 2 {
		return false
	}
	return strings.Count(strings.ToLower(t), strings.ToLower(place)) == 1
}
