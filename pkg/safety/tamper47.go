package safety

import (
	"strings"
)

// Round 47 (tamper family): a soft line wrap is a space. A prose unit is
// one sentence of one block (paragraph or list item), so a newline inside
// it is only where the author's editor wrapped the line: "without\n
// pointing it out" hides the edit as much as "without pointing it out",
// and "turn off \"require review\"\n   in the branch protection settings"
// turns the guard off as much as the one-line form. The secrecy words and
// the guard-off pattern were written with a literal space or stopped at a
// newline; here they read a wrapped sentence as the same sentence.

// wrapSpaces47 rewrites each literal space of a pattern's source, outside
// a character class, to any run of whitespace (a newline and the next
// line's indent included); a space a quantifier follows becomes \s, so
// " ?" stays "an optional blank".
func wrapSpaces47(src string) string {
	var b strings.Builder
	b.Grow(len(src) + len(src)/4)
	inClass, esc := false, false
	for i := 0; i < len(src); i++ {
		ch := src[i]
		switch {
		case esc:
			esc = false
		case ch == '\\':
			esc = true
		case inClass:
			if ch == ']' {
				inClass = false
			}
		case ch == '[':
			inClass = true
			// "[]...]" and "[^]...]": a leading ] is literal.
			if i+1 < len(src) && src[i+1] == '^' {
				b.WriteByte(ch)
				i++
				ch = src[i]
			}
			if i+1 < len(src) && src[i+1] == ']' {
				b.WriteByte(ch)
				i++
				ch = src[i]
			}
		case ch == ' ':
			if i+1 < len(src) && strings.IndexByte("?*+{", src[i+1]) >= 0 {
				b.WriteString(`\s`)
			} else {
				b.WriteString(`\s+`)
			}
			continue
		}
		b.WriteByte(ch)
	}
	return b.String()
}

func init() {
	stealthWords = lazyRegexp(wrapSpaces47(stealthWords.String()))
	// The gap between the verb and the guard it turns off may hold the
	// wrap; a full stop still ends it.
	guardOff = lazyRegexp(strings.Replace(guardOff.String(), `[^.\n]{0,50}?`, `[^.]{0,50}?`, 1))
}

// Secrecy with the object first: Slavic word order puts the person and
// the matter before the verb ("to the user about this don't say"), so
// the lexicons' "не кажи користувачеві" did not read "Користувачу про
// це не кажи". Registered under this round's own keys.
//
// The other or all skills in Bengali and Hindi, for the action rule's
// quiet tampering: round 41's list (foreignOtherSkills41) named them in
// European languages and Turkish; "প্রতিটি স্কিলের শেষে ... চুপচাপ যোগ
// করুন" changes every skill as much as its Latvian form. The list is
// read once, lazily (actionTamperTargets41), after every init.
func init() {
	registerActionLexicon("uk+r47-tamper", actionLex{
		stealth: []string{"про це не кажи", "про це не кажіть", "про це не згадуй", "про це не згадуйте", "про це не повідомляй", "користувачу не кажи", "користувачеві не кажи", "не кажи користувачу", "не кажіть користувачу", "нікому не кажи", "нікому не кажіть"},
	})
	registerActionLexicon("ru+r47-tamper", actionLex{
		stealth: []string{"об этом не говори", "об этом не говорите", "об этом не упоминай", "об этом не сообщай", "пользователю не говори", "пользователю не говорите", "никому не говори", "никому не говорите"},
	})
	foreignOtherSkills41 = append(foreignOtherSkills41,
		"প্রতিটি স্কিল", "সব স্কিল", "সমস্ত স্কিল", "অন্য স্কিল", "অন্যান্য স্কিল",
		"हर स्किल", "सभी स्किल", "अन्य स्किल", "दूसरी स्किल", "बाकी स्किल", "हर स्किल्स", "सभी स्किल्स")
}
