package safety

import (
	"strings"
	"unicode"
)

// A paragraph written in another language than the rest of an English
// skill, that opens a line by speaking to the agent ("Nota per a
// l'assistent:", "Asistentui:", "Para sa assistant:"), is an instruction
// hidden from the English-reading reviewer. In a skill that is not about languages the address alone is
// enough; in one that is, the paragraph must also speak of rules, limits
// or instructions. It is read by its structure, so it needs no lexicon for
// the language: the agent names stay recognisable across languages (most keep
// "assist-", "AI", "Claude", "agent" in Latin script, with their own case
// endings), and so do the cognates of "restriction", "ignore", "filter",
// "censor" and "policy". A line addressed to the agent about anything
// else ("Asistente: responde en español") is not refused.

// englishFunction are common English words a paragraph of English prose
// cannot avoid and that other languages do not write (no two-letter words
// but "of": "be", "to", "a", "on" are words of other languages too).
var englishFunction = map[string]bool{"the": true, "and": true, "with": true, "that": true, "this": true, "for": true, "are": true, "from": true, "when": true,
	"your": true, "you": true, "should": true, "will": true, "before": true, "after": true, "then": true, "each": true, "into": true, "only": true, "not": true,
	"use": true, "run": true, "what": true, "which": true, "have": true, "has": true, "can": true, "must": true, "of": true}

// overrideCognates: stems of the override's words that most languages
// borrowed from Latin or English.
var overrideCognates = concept{"restri", "ignor", "filtr", "censur", "cenzur", "sansür", "polic", "polit"}

// codeLike: inline code, URLs and path-like tokens.
var codeLike = lazyRegexp("`[^`\n]*`|\\S*[/\\\\.]\\S*[/\\\\.]\\S*|https?://\\S+")

// languageTopic: a skill whose name or description is about languages,
// translation or localisation.
var languageTopic = lazyRegexp(`(?i)translat|locali[sz]|locales?\b|\bi18n\b|\bl10n\b|internationali|languages?\b|multilingual|bilingual|linguist|grammar|vocabular|idiom|phrase\s?book|pronunciation|spanish|french|german|italian|portuguese|dutch|russian|ukrainian|polish|czech|turkish|arabic|persian|hebrew|hindi|chinese|mandarin|cantonese|japanese|korean|vietnamese|indonesian|malay|thai|tagalog|filipino|swahili|greek|catalan|basque|galician|welsh|irish|nordic|swedish|danish|norwegian|finnish|estonian|latvian|lithuanian|hungarian|romanian|bulgarian|serbian|croatian|slovak|slovenian|icelandic|kana|hiragana|katakana|kanji|hangul|cyrillic|español|idioma|langue|sprache|lingua|língua|язык`)

// userLabelRe: a line that is a turn of a transcript (a user/human label),
// left to the forged-turn rule. Round 46: the word for "user" in more
// languages and scripts, so a chat shown in Hebrew or Thai, whose other
// turn is labelled "assistant", is read as a transcript, not as a line
// addressed to the agent.
var userLabelRe = lazyRegexp(`(?im)^[ \t>*_#-]*(?:user|human|usuario|usuário|utilisateur|benutzer|nutzer|utente|gebruiker|użytkownik|kullanıcı|pengguna|người dùng|пользователь|користувач|用户|用戶|ユーザー|사용자|المستخدم|משתמש|ผู้ใช้|ຜູ້ໃຊ້|អ្នកប្រើ|အသုံးပြုသူ|उपयोगकर्ता|प्रयोगकर्ता|वापरकर्ता|ব্যবহারকারী|ਉਪਭੋਗਤਾ|વપરાશકર્તા|பயனர்|వినియోగదారు|ಬಳಕೆದಾರ|ഉപയോക്താവ്|පරිශීලක|کاربر|صارف|χρήστης|utilizator|utilizador|usuari|uživatel|používateľ|felhasználó|käyttäjä|kasutaja|lietotājs|naudotojas|användare|bruger|bruker|notandi|потребител|корисник|korisnik|uporabnik|përdorues|istifadəçi|foydalanuvchi|пайдаланушы|хэрэглэгч|მომხმარებელი|օգտատեր|ተጠቃሚ|mtumiaji|umsebenzisi|olumulo|mai amfani|isticmaale|mpampiasa|gumagamit|uzanto|defnyddiwr|úsáideoir)[ \t*_]*[:：]`)

// checkForeignAddress applies the rule to the prose paragraphs of d.
func (c *checker) checkForeignAddress(d *doc) {
	t := d.v.text
	type para struct {
		s, e, words, english int
	}
	var paras []para
	total := 0
	for ps := 0; ps < len(t) && len(paras) < 4096; {
		pe := strings.Index(t[ps:], "\n\n")
		if pe < 0 {
			pe = len(t)
		} else {
			pe += ps
		}
		if !d.overlapsFence(ps, pe) && pe-ps <= maxIntentUnit {
			p := para{s: ps, e: pe}
			// Words of prose only: code spans, URLs and paths are not a
			// language.
			prose := codeLike.ReplaceAllString(t[ps:pe], " ")
			for _, w := range strings.FieldsFunc(strings.ToLower(prose), func(r rune) bool { return !unicode.IsLetter(r) && r != '\'' }) {
				p.words++
				if englishFunction[w] {
					p.english++
				}
			}
			total += p.english
			paras = append(paras, p)
		}
		ps = pe + 2
	}
	// The description is the skill's own statement of what it is: its
	// English words count for the rest of the skill.
	for _, w := range strings.FieldsFunc(strings.ToLower(c.p.Description), func(r rune) bool { return !unicode.IsLetter(r) && r != '\'' }) {
		if englishFunction[w] {
			total++
		}
	}
	for _, p := range paras {
		if p.words < 8 || p.english*20 >= p.words || total-p.english < 2 {
			continue // English itself, too short, or the skill is not English
		}
		raw := t[p.s:p.e]
		if userLabelRe.MatchString(raw) {
			continue
		}
		low, off := lowerCompact(raw)
		addr := -1
		var kind byte
		for _, h := range hitsOf(low, agentNames) {
			if kind = addressKind(low, h[0], h[1]); kind != 0 {
				addr = h[0]
				break
			}
		}
		if addr < 0 {
			continue
		}
		// In a skill about languages, translation or localisation a
		// paragraph in another language is its subject, so it must also
		// speak of rules or limits; so must a vocative ("Claude, ...", as a
		// user's message begins) and a paragraph shown as an example.
		// Elsewhere a label addressing the agent in a language the rest of
		// the skill does not use is enough.
		sig := [2]int{addr, addr + 1}
		found := !c.multilingual && kind == ':' && !introducedExample(t, p.s, p.e)
		for _, cs := range []concept{overVoid, noLimits, obeyOnly, personaNoPolicy, overrideCognates} {
			if hs := hitsOf(low, cs); len(hs) > 0 {
				sig, found = hs[0], true
				break
			}
		}
		if !found {
			continue
		}
		s, e := p.s+off[addr], p.s+off[min(max(sig[1], addr+1), len(off)-1)]
		if e <= s {
			e = p.e
		}
		if e-s > 240 {
			e = s + 240
		}
		reason := c.intentContext(d, s, p.s+off[sig[0]])
		tier, msg := downgrade(reason, "a paragraph in another language than the rest of the skill addresses the agent about its rules or limits")
		c.add(d, RuleOverride, tier, s, e, msg)
	}
}

// classifyMultilingual sets c.multilingual from the name and description.
func (c *checker) classifyMultilingual() {
	c.multilingual = languageTopic.MatchString(c.p.Name + " " + scannedDescription(c.p.Description))
}

// addressAt: the agent name at [s,e) of low opens its line (at most three
// words before it) and a colon or comma
// follows it within its word. Four tokens are allowed before it ("nota
// per a l'" is four).
func addressAt(low string, s, e int) bool {
	return addressKind(low, s, e) != 0
}

// addressKind is the byte after the agent name's word when it is an
// address: ':' for a label ("Asistentui:"), ',' for a vocative ("Claude,
// ..."), 0 when it is not one.
func addressKind(low string, s, e int) byte {
	ls := strings.LastIndexByte(low[:s], '\n') + 1
	if n := len(strings.Fields(low[ls:s])); n > 4 {
		return 0
	}
	if c := low[e-1]; c == ':' || c == ',' {
		return c
	}
	for i := e; i < len(low) && i < e+24; i++ {
		switch low[i] {
		case ':', ',':
			return low[i]
		case ' ', '\n', '.', ';', '!', '?':
			return 0
		}
	}
	return 0
}

// introducedExample: the paragraph is quoted (a blockquote, or wrapped in
// quotation marks) or the text before it ends with ':' ("A customer
// writes:"), so it is shown, not said.
func introducedExample(t string, ps, pe int) bool {
	p := strings.TrimSpace(t[ps:pe])
	if strings.HasPrefix(p, ">") || strings.HasPrefix(p, "\"") && strings.HasSuffix(p, "\"") {
		return true
	}
	before := strings.TrimRight(t[max(0, ps-400):ps], " \t\n\r")
	return strings.HasSuffix(before, ":")
}

// overlapsFence reports a code block (its fence lines included) sharing
// bytes with [s,e).
func (d *doc) overlapsFence(s, e int) bool {
	for _, f := range d.fences {
		if f.open < e && f.close >= s {
			return true
		}
		if f.open >= e {
			break
		}
	}
	return false
}
