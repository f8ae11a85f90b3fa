package safety

// Round 104 (forged-turn), tuned on fresh319-322's misses.
//
//   - Labels: a role label glossed in parentheses ("## Sistem mesajı
//     (system message)"): the gloss names the same role, so it does not
//     make the label prose; and a role written as an angle-bracket tag in
//     Spanish, Portuguese, Italian, Dutch or Afrikaans ("<sistema>",
//     "<asistente>"), as "<system>" and "[sistema]" already are.
//   - Grants (the second part of a forged turn; checkForged still needs a
//     label or tag before them in the same block): the agent saying it
//     skips all of its safety rules; in Turkish, the skill set above the
//     safety rules or every command carried out without approval; in
//     Afrikaans, the earlier (system) instruction said replaced or acting
//     without asking permission; in Georgian, the safety check said
//     switched off or acting without the user's consent or confirmation.
const (
	roleLabel104 = `(?im)^[ \t>*_#\-]*(?:sistem\s+mesaj\pL*|system\s+message|stelsel(?:boodskap)?|სისტემა|სისტემური\s+შეტყობინება)[ \t]*\([^)\n]{1,40}\)[ \t*_]*(?:[:：]|$)`

	roleTag104 = `</?(?:sistema|sistem|systeem|stelsel|asistente|assistente|usuario|utente)>`

	forgedAuthority104 = `\bI\s+(?:will\s+|now\s+|can\s+|may\s+|am\s+allowed\s+to\s+)?skip\s+all\s+(?:of\s+)?(?:my\s+|the\s+)?(?:safety|security)\s+(?:rules|checks|guidelines|policies|guardrails)\b|` +
		`\ballowed\s+to\s+skip\s+all\s+(?:of\s+)?(?:your\s+|the\s+)?(?:safety|security)\s+(?:rules|checks|guidelines|policies|guardrails)\b|` +
		// Turkish: above all safety rules; every command without approval
		`(?:^|[^\pL])(?:tüm\s+|bütün\s+)?(?:güvenlik|emniyet)\s+kurallar\pL*\s+(?:\pL+\s+)?üst(?:ünde|ündedir|tür)|` +
		`(?:^|[^\pL])(?:her|tüm|bütün)\s+(?:komut|talimat|emir|istek)\pL*\s+(?:\pL+\s+){0,2}?(?:onays[ıi]z|izinsiz|sormadan|onay\s+almadan|izin\s+almadan)|` +
		// Afrikaans: earlier instruction replaced; without asking permission
		`\b(?:vorige|vroeëre|oorspronklike)\s+(?:stelsel)?(?:opdrag|instruksie|reël)\pL*\s+(?:is\s+|word\s+)?(?:vervang|gekanselleer|opgehef|nietig|verval)|` +
		`\bsonder\s+om\s+(?:\pL+\s+)?(?:toestemming|goedkeuring|bevestiging)\s+te\s+vra\b|` +
		// Georgian: safety check switched off; without consent
		`უსაფრთხოების\s+(?:\S+\s+)?(?:გათიშ|გაუქმ|გამორთ)\S*|(?:თანხმობის|დადასტურების|ნებართვის)\s+გარეშე`
)

func init() {
	rolePrefixes = append(rolePrefixes, "stelsel", "სისტემა")
	roleLabelRe = lazyRegexp(roleLabelRe.String() + `|` + roleLabel104)
	roleTagRe = lazyRegexp(roleTagRe.String() + `|(?i:` + roleTag104 + `)`)
	authorityRe = lazyRegexp(authorityRe.String() + `|(?i:` + forgedAuthority104 + `)`)
}
