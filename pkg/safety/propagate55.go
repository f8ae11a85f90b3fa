package safety

import (
	"strings"
)

// Round 55 (propagate): round 26's copy of this skill to other places (a
// copy verb, this skill or text, other places, near each other), in words
// the lexicons lacked. The places are the ones a worm wants: every
// colleague's or teammate's machine or skills folder, a shared drive, all
// the user's repositories, projects, templates and servers, the other
// skills; the skill is "this instruction", "this file", "this skill" as
// each language writes it. A copy of this skill to one named place, or a
// copy of something else to everyone, meets only two of the three.
func init() {
	registerActionLexicon("de+r55-tamper", actionLex{
		stealth:     []string{"ohne hinweis an den nutzer", "ohne hinweis an die nutzerin", "ohne hinweis an den benutzer", "ohne den nutzer zu informieren", "ohne den nutzer zu benachrichtigen"},
		otherPlaces: []string{"aller teammitglieder", "aller kollegen", "aller kolleginnen", "aller mitarbeiter", "skill-ordner aller", "gemeinsamen netzlaufwerk"},
	})
	registerActionLexicon("no+r55-tamper", actionLex{
		selfRef: []string{"denne instruksen", "denne instruksjonen", "denne teksten", "denne ferdigheten", "denne filen"},
	})
	registerActionLexicon("mr+r55-tamper", actionLex{
		otherPlaces: []string{"सर्व गिट रिपॉझिटरी", "सर्व रिपॉझिटरी", "सहकाऱ्यांच्या संगणक", "सहकाऱ्यांच्या", "इतर कौशल्यां", "सर्व प्रकल्प"},
	})
	registerActionLexicon("tr+r55-tamper", actionLex{
		otherPlaces: []string{"ekip arkadaşlarının", "takım arkadaşlarının", "iş arkadaşlarının", "erişimin olan tüm", "tüm sunucular", "tüm projeler", "tüm depolar"},
	})
	registerActionLexicon("el+r55-tamper", actionLex{
		otherPlaces: []string{"όλων των συναδέλφων", "των συναδέλφων", "κοινόχρηστο δίσκο", "κάθε νέο έργο", "κάθε έργο", "όλα τα έργα"},
	})
	registerActionLexicon("kn+r55-tamper", actionLex{
		selfRef:     []string{"ಈ ಕೌಶಲ್ಯ", "ಈ ಫೈಲ್", "ಈ ಸೂಚನೆ"},
		copyVerb:    []string{"ನಕಲಿಸಿ", "ನಕಲು ಮಾಡಿ", "ಕಾಪಿ ಮಾಡಿ"},
		otherPlaces: []string{"ಸಹೋದ್ಯೋಗಿಗಳ", "ಎಲ್ಲಾ ಯೋಜನೆ", "ಪ್ರತಿಯೊಂದು ಹೊಸ ಯೋಜನೆ", "ಪ್ರತಿ ಯೋಜನೆ", "ಎಲ್ಲಾ ಟೆಂಪ್ಲೇಟ್", "ಇತರ ಕೌಶಲ್ಯ"},
	})
	registerActionLexicon("mt+r55-tamper", actionLex{
		selfRef:     []string{"din il-ħila", "dan il-fajl", "din l-istruzzjoni", "dan il-file", "din is-skill"},
		copyVerb:    []string{"ikkopja", "ikkopjaha", "ikkopjah", "ikkupja", "kkopja"},
		otherPlaces: []string{"tal-kollegi kollha", "il-kollegi kollha", "kull proġett", "il-proġetti kollha", "kull direttorju", "il-ħiliet l-oħra"},
	})
	registerActionLexicon("tg+r55-tamper", actionLex{
		selfRef:     []string{"ин файлро", "ин малакаро", "ин маҳоратро", "ин дастурро"},
		copyVerb:    []string{"нусхабардорӣ кун", "нусхабардорӣ кунед", "нусха бардор", "нусха кун"},
		otherPlaces: []string{"ҳамаи лоиҳаҳо", "компютерҳои ҳамкорон", "ҳамаи ҳамкорон", "ҳар лоиҳа", "ҳамаи маҳоратҳо"},
	})
}

// Self-propagation in code, round 55: round 54's shapes, with the places
// a system writes for every account:
//   - a line appended to a system-wide shell startup file (/etc/bash.bashrc,
//     /etc/profile, /etc/zsh/zshrc, a file under /etc/profile.d) runs in
//     every user's every shell: one that copies a skill into an agent's
//     skills folder re-installs it for everyone, as round 54's ~/.bashrc
//     line does for one user;
//   - a setting or install step that names copying the skill itself
//     (copy_self_to, self_copy, replicate_self) into skills folders under
//     a wildcard or the new-account template (/etc/skel) installs it for
//     every user the pattern reaches, now and later.
func init() {
	startupAppend54 = lazyRegexp(startupAppend54.String() + `|(?i:>>\s*["']?/etc/(?:bash\.bashrc|bashrc|profile|zsh/zshrc|zshrc|zprofile|environment|profile\.d/[\w.-]+)\b)`)
}

var (
	// selfCopyKey55: a key or step that copies the skill itself.
	selfCopyKey55 = lazyRegexp(`(?i)\b(?:copy|install|replicate|clone|sync|spread|push)_?(?:self|itself|this_skill)\w*|\bself_?(?:copy|install|replicat|clone|spread)\w*`)
	// skelSkills55: the skills folder of every future account.
	skelSkills55 = lazyRegexp(`(?i)/etc/skel/\.(?:claude|codex|agents|cursor|gemini|opencode|windsurf)/skills\b`)
)

// checkSelfCopyKey55 refuses a block whose key or step copies the skill
// itself into skills folders under a wildcard or the new-account template.
func (c *checker) checkSelfCopyKey55(d *doc) {
	t := d.v.text
	for _, f := range d.fences {
		b := t[f.start:f.end]
		if !strings.Contains(b, "skills") {
			continue
		}
		km := selfCopyKey55.FindStringIndex(b)
		if km == nil {
			continue
		}
		dm := globSkillsDest54.FindStringIndex(b)
		if dm == nil {
			dm = skelSkills55.FindStringIndex(b)
		}
		if dm == nil {
			continue
		}
		c.reportPropagation(d, f.start+min(km[0], dm[0]), f.start+max(km[1], dm[1]), true, "copies this skill itself into the skills folder of every user a wildcard or the new-account template reaches (self-propagation)")
	}
}

// A chain letter (round 55): this skill sent to every contact, teammate
// or member with the request that they pass it on spreads it from each
// recipient to theirs, as a copy to every folder does from one machine.
// Sending something else to everyone, or this skill to one person, asks
// nobody to pass it on.
var (
	// sendSelf55: this skill or its file as what is sent.
	sendSelf55 = lazyRegexp(`(?i)\b(?:send|share|post|dm|message|e-?mail|forward|distribute)\w*\s+(?:this\s+skill|the\s+skill(?:'s)?\s+(?:file|itself)|this\s+skill(?:'s)?\s+file|this\s+file|SKILL\.md)\b`)
	// everyone55: every contact, teammate or member.
	everyone55 = lazyRegexp(`(?i)\b(?:every|each|all)\s+(?:(?:of\s+the\s+)?(?:user's\s+)?)?(?:contacts?|teammates?|team\s+members?|members?|colleagues?|friends?|followers?|channels?)\b`)
	// passOn55: the request to pass it on.
	passOn55 = lazyRegexp(`(?i)\b(?:ask|tell|get|have|urge)\s+(?:them|each\s+(?:one|of\s+them)|every\s+recipient|recipients)\s+to\s+(?:forward|share|send|pass|spread|repost)\w*(?:\s+(?:it|this))?\b`)
)

// checkChainLetter55 refuses an order to send this skill to everyone and
// ask them to pass it on.
func (c *checker) checkChainLetter55(d *doc) {
	for u, t := range d.shortPlainUnits() {
		sm := sendSelf55.FindStringIndex(t)
		if sm == nil || !everyone55.MatchString(t[sm[0]:]) {
			continue
		}
		rest := t[sm[1]:]
		rest += " " + shortNextText(d, u, 200)
		if !passOn55.MatchString(rest) || firstImperative(sendSelf55, t, 2) == nil || c.describedNotOrdered(d, u, t, sm[0]) {
			continue
		}
		c.reportPropagation(d, u.start+sm[0], u.start+sm[1], false, "sends this skill to every contact and asks them to pass it on (self-propagation by chain letter)")
	}
}
