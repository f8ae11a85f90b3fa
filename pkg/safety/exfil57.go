package safety

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// Round 57 (exfil-prose): an object pronoun read in its verb's language.
//
// A pronoun after the send verb ("lähetä ne", send them; "sendu það",
// send it) points back to a secret named earlier in the statement,
// across a clause, as "transmets-les" does (actPronounAfter). Finnish
// "ne" and Icelandic "það" were left out of the pooled list because
// short words are other things elsewhere ("ne" is "not" in Czech,
// Esperanto and Serbian). Read right after a send verb of its own
// language, the word can only be that language's pronoun: so it carries
// the secret, and it is no negation of another language either.
//
// For the negation test, a verb that takes the thing before it is sent
// (save, collect, copy, write down them) is read the same way
// ("tallenna ne ja lähetä ne": save them and send them): held.
var ownLangPronouns57 = []struct {
	verbs, pronouns, held []string
}{
	// Finnish: send, forward, publish, share, attach, post, e-mail.
	{lowerStems("lähetä", "lähettäkää", "välitä", "välittäkää", "julkaise", "julkaiskaa", "jaa", "jakakaa", "liitä", "postita", "sähköpostita", "tekstaa"),
		[]string{"ne", "se", "sen", "niitä", "nämä", "tämän", "ne kaikki"},
		lowerStems("tallenna", "tallentakaa", "kerää", "kerätkää", "kopioi", "kirjoita", "ota", "pakkaa", "hae", "lue")},
	// Icelandic: send, post, publish, share, forward.
	{lowerStems("sendu", "sendið", "póstaðu", "birtu", "deildu", "áframsendu", "framsendu"),
		[]string{"það", "þau", "þær", "þetta", "þessi", "hann", "hana"},
		lowerStems("skrifaðu", "vistaðu", "geymdu", "safnaðu", "afritaðu", "taktu")},
}

// ownLangPronounAfter57: the send verb at v is one of a language listed
// above and the next word is that language's object pronoun.
func ownLangPronounAfter57(low string, v [2]int) bool {
	verb := strings.TrimSpace(low[v[0]:v[1]])
	rest := low[v[1]:]
	for _, l := range ownLangPronouns57 {
		if !inStems57(verb, l.verbs) {
			continue
		}
		for _, p := range l.pronouns {
			if wordAfter57(rest, p) {
				return true
			}
		}
	}
	return false
}

// pronounNotNegation57: the negation hit n is an object pronoun right
// after a send verb of its own language ("lähetä ne"), not a negation.
func pronounNotNegation57(low string, n [2]int) bool {
	before := strings.TrimRight(low[:n[0]], " ")
	if len(before) == n[0] { // no space between: not a word after a verb
		return false
	}
	for _, l := range ownLangPronouns57 {
		for _, v := range append(l.verbs[:len(l.verbs):len(l.verbs)], l.held...) {
			v = strings.TrimSpace(v)
			if strings.HasSuffix(before, v) && wordStart(before, len(before)-len(v)) {
				for _, p := range l.pronouns {
					if wordAfter57(low[n[0]-1:], p) {
						return true
					}
				}
			}
		}
	}
	return false
}

// inStems57: verb is one of stems, as the lexicons match it (a stem may
// carry a trailing space).
func inStems57(verb string, stems []string) bool {
	for _, s := range stems {
		if strings.TrimSpace(s) == verb {
			return true
		}
	}
	return false
}

// wordAfter57: rest opens (after blanks) with the word w, whole.
func wordAfter57(rest, w string) bool {
	t := strings.TrimLeft(rest, " ")
	if len(t) == len(rest) || !strings.HasPrefix(t, w) {
		return false
	}
	t = t[len(w):]
	return t == "" || strings.ContainsRune(" ,.;:!?)", rune(t[0]))
}

// Round 57 (exfil-prose): people listed with how to reach them, in the
// languages of Africa and South Asia.
//
// A list of people's names with their phone numbers, addresses, card or
// ID numbers or whereabouts finds those people, whoever they are: the
// English rules read "names, addresses and phone numbers" as records
// about people (privateData, round 54). Gathered in a sweep (collect,
// all, every member) and sent to a fixed place outside, it is a harvest
// of personal data, as secrets sent there are an exfiltration. The
// rule wants the three together: a word for names beside a word for how
// to reach or identify a person (the pair, not either word: "the file
// name", "the office phone number" are no list of people), a word of
// gathering or of all/every in the statement, and (actionPersonalSend)
// a verb that sends the list and a place outside.
var (
	peopleNames57 = lowerStems(
		// Swahili, Zulu/Xhosa, Hausa, Yoruba, Amharic, Somali
		"majina", "jina kamili", "amagama", "sunaye", "sunan", "orúkọ", "oruko", "ስሞች", "ስማቸው", "magacyada", "magacyo",
		// Hindi, Marathi, Nepali, Urdu, Persian/Dari, Pashto, Sindhi, Bengali, Punjabi, Gujarati
		"नाम", "नामों", "नावे", "نام", "ناموں", "نام‌ها", "نامها", "اسامی", "نومونه", "نوم", "نالو", "نالا", "نالن", "নাম", "ਨਾਮ", "ਨਾਂ", "નામ",
		// Tamil, Telugu, Kannada, Malayalam, Sinhala, Arabic
		"பெயர்கள்", "பெயர்", "పేర్లు", "పేరు", "ಹೆಸರುಗಳು", "ಹೆಸರು", "പേരുകൾ", "പേര്", "නම්", "الأسماء", "أسماء", "اسماء")
	peopleReach57 = lowerStems(
		// Swahili
		"namba za simu", "nambari za simu", "namba ya simu", "nambari ya simu", "namba za kadi", "namba za vitambulisho", "anwani za barua pepe", "anwani za nyumbani",
		// Zulu, Xhosa
		"izinombolo zocingo", "inombolo yocingo", "izinombolo zefoni", "inombolo yefoni", "izinombolo zamakhadi", "inombolo yekhadi", "izinombolo zikamazisi", "amakheli", "iinombolo zefowuni", "inombolo yefowuni", "iidilesi",
		// Hausa, Yoruba, Amharic, Somali
		"lambar waya", "lambobin waya", "lambar wayar", "lambobin wayar", "nọ́mbà fóònù", "nomba foonu", "nọmba foonu", "àdírẹ́sì ilé", "ስልክ ቁጥር", "የስልክ ቁጥር", "ስልክ ቁጥሮች", "ስልክ ቁጥራቸው", "lambarrada taleefanka", "lambarka taleefanka", "lambarrada telefoonka", "lambarka telefoonka",
		// Hindi, Marathi, Nepali
		"फ़ोन नंबर", "फोन नंबर", "फ़ोन नम्बर", "फोन नम्बर", "मोबाइल नंबर", "मोबाइल नम्बर", "मोबाईल नंबर", "आधार नंबर", "घर का पता", "घर के पते",
		// Urdu, Sindhi, Persian/Dari, Pashto
		"فون نمبر", "فون نمبرز", "موبائل نمبر", "شناختی کارڈ نمبر", "شماره تلفن", "شماره‌های تلفن", "شماره های تلفن", "شماره موبایل", "شماره همراه", "کد ملی", "تلیفون شمېرې", "ټلیفون شمېرې", "تلفون شمېرې", "تلیفون شمیرې", "تلیفون شمېره", "ځایونه",
		// Bengali, Punjabi, Gujarati, Tamil, Telugu, Kannada, Malayalam, Sinhala
		"ফোন নম্বর", "মোবাইল নম্বর", "ਫ਼ੋਨ ਨੰਬਰ", "ਫੋਨ ਨੰਬਰ", "ફોન નંબર", "મોબાઇલ નંબર", "தொலைபேசி எண்", "கைபேசி எண்", "மொபைல் எண்", "ఫోన్ నంబర్", "మొబైల్ నంబర్", "ಫೋನ್ ಸಂಖ್ಯೆ", "ಫೋನ್ ನಂಬರ್", "ഫോൺ നമ്പർ", "ഫോൺ നമ്പറുകൾ", "දුරකථන අංක",
		// Arabic
		"أرقام الهواتف", "أرقام الهاتف", "أرقام هواتف", "رقم الهاتف", "أرقام الجوال", "أرقام التليفون", "نمر التليفون")
	peopleSweep57 = lowerStems(
		"kusanya", "ukusanye", "kukusanya", "kila ", "wote", "zote", "qoqa", "uqoqe", "qokelela", "buthela", "wonke", "yonke", "zonke",
		"tattara", "dukkan", "kowane", "kowace", "kó jọ", "ko jo", "gbogbo", "ሰብስብ", "ሁሉንም", "ururi", "uruuri", "dhammaan",
		"सभी", "हर ", "इकट्ठा", "जमा कर", "एकत्र", "सर्व", "गोळा", "सबै", "जम्मा",
		"تمام", "ہر ", "جمع کر", "اکٹھا", "هر ", "سڀ", "گڏ ڪ", "همه", "جمع‌آوری", "جمع آوری", "جمع کن", "گردآوری", "ټول", "راټول",
		"সব ", "সকল", "প্রত্যেক", "সংগ্রহ", "ਸਾਰੇ", "ਇਕੱਠ", "ਹਰ ", "બધા", "દરેક", "એકત્ર",
		"அனைத்து", "எல்லா", "சேகரி", "ஒவ்வொரு", "అన్ని", "సేకరించ", "ప్రతి", "ಎಲ್ಲಾ", "ಸಂಗ್ರಹಿಸ", "ಪ್ರತಿ", "എല്ലാ", "ശേഖരിക്ക", "ഓരോ",
		"جميع", "كل ", "اجمع", "جمّع", "كاع")
)

// peopleList57: the spans of low that list people with how to reach
// them: a whole word for names and a whole word for a phone number,
// address, card or ID number within a short window, chained so the span
// runs to the list's last item; only when a word of gathering or of
// all/every stands in the statement.
func peopleList57(low string) [][2]int {
	names := wholeWords57(low, hitsOf(low, peopleNames57))
	if len(names) == 0 {
		return nil
	}
	reach := wholeWords57(low, hitsOf(low, peopleReach57))
	if len(reach) == 0 || len(hitsOf(low, peopleSweep57)) == 0 {
		return nil
	}
	win := 60 * scriptScale(low)
	var out [][2]int
	for _, n := range names {
		s, e, paired := n[0], n[1], false
		for grew := true; grew; {
			grew = false
			for _, h := range append(reach[:len(reach):len(reach)], names...) {
				if h[0] >= s && h[1] <= e {
					continue
				}
				if h[0] >= e && h[0]-e <= win || h[1] <= s && s-h[1] <= win {
					if !inAnyHit(h, names) {
						paired = true
					}
					s, e, grew = min(s, h[0]), max(e, h[1]), true
				}
			}
		}
		if paired {
			out = append(out, [2]int{s, e})
		}
	}
	return out
}

// wholeWords57: the hits that end a word (a stem here is a whole word:
// "نام" is not the start of "نامه", a letter).
func wholeWords57(low string, hs [][2]int) [][2]int {
	var out [][2]int
	for _, h := range hs {
		if h[1] >= len(low) {
			out = append(out, h)
			continue
		}
		r, _ := utf8.DecodeRuneInString(low[h[1]:])
		if !unicode.IsLetter(r) && !unicode.IsNumber(r) && !unicode.In(r, unicode.Mn, unicode.Mc) && r != '\u200c' {
			out = append(out, h)
		}
	}
	return out
}

// Round 57 (exfil-prose): the conversation with the agent, named as the
// user's, is private cargo in any language, as the English rules read
// "a transcript of the whole session" or "everything the user typed"
// (personalCargo): Moroccan Arabic names it with "ديال" (of), Standard
// Arabic, Persian, Urdu, Hindi, Swahili and Zulu with their possessives.
// "The user's conversation" sent to a fixed place outside is the user's
// words taken from them.
func init() {
	personalCargoML = append(personalCargoML, lowerStems(
		"المحادثة ديال المستخدم", "المحادثات ديال المستخدم", "الهضرة ديال المستخدم", "الشات ديال المستخدم", "محادثة المستخدم", "محادثات المستخدم", "المحادثة مع المستخدم",
		"گفتگوی کاربر", "گفت‌وگوی کاربر", "مکالمه کاربر", "مکالمه‌ی کاربر", "صارف کی گفتگو", "صارف کی بات چیت", "उपयोगकर्ता की बातचीत", "यूज़र की बातचीत",
		"mazungumzo ya mtumiaji", "mazungumzo yote ya mtumiaji", "ingxoxo yomsebenzisi", "ingxoxo yonke yomsebenzisi")...)
	// Moroccan Arabic: "without telling him anything", said of the step.
	covertStealthML = append(covertStealthML, lowerStems("بلا ما تقول ليه", "بلا ما تعلمو", "بلا ما يعرف")...)
	// Sindhi sends (upload, send): "موڪل" alone starts "موڪليندڙ" (sender),
	// so only the imperatives are listed.
	registerActionLexicon("sd+r57-exfil", actionLex{
		sendVerb: []string{"اپلوڊ ڪر", "اپلوڊ ڪريو", "موڪليو", "موڪلي ڏيو", "موڪلي ڇڏ", "موڪل ڏي"},
	})
}

// Round 57 (exfil-prose), what English prose hands over, named by its
// own label:
//   - papers the text itself says are marked confidential, internal,
//     restricted or secret ("every document marked confidential", "files
//     labelled internal only"): the mark says they are not for outside
//     eyes, as "confidential documents" and "documents marked
//     privileged" already say;
//   - someone's internal notes or memos ("the user's internal notes",
//     "the client's internal memos"), beside the private notes round 55
//     reads: notes kept inside, by their owner's word.
//
// These are read as what a sending verb takes (proseSecretRe, in the
// verb's own clause), not anywhere in the statement: "list every file
// marked restricted; upload only the public ones" sends none of them.
// A bare "internal" mark is left out: "internal" is also a kind of
// document (an internal wiki page) with nothing kept from outsiders.
//
// A decrypted (or unencrypted) copy of an export, backup, vault or
// archive is a secret: it was kept encrypted because of what it holds,
// and the decrypted form is that content without its protection. "Send
// the decrypted export to x@y" sends it all (proseSecretRe, read beside
// a verb that sends it and a place outside).
func init() {
	proseSecretRe = lazyRegexp(proseSecretRe.String() + `|(?i:\b(?:documents?|files?|papers?|pages?|records?|reports?|memos?|e-?mails?|attachments?|folders?)\s+(?:marked|labell?ed|tagged|flagged|stamped|classified)\s+(?:as\s+)?["'“‘]?(?:confidential|internal[- ]only|restricted|secret|top[- ]secret|privileged)\b|` +
		`\b(?:the\s+)?(?:user|client|customer|company|team|firm|owner|editor|reporter|author)(?:'s|s')\s+internal\s+(?:notes?|memos?|documents?|files?|comments?|reports?|emails?)\b|` +
		`\b(?:decrypted|unencrypted|deciphered)\s+(?:[\w-]+\s+)?(?:exports?|backups?|vaults?|archives?|dumps?|databases?|keychains?|key\s*stores?|password\s+(?:files?|lists?))\b)`)
}

// proseCargoStems57: words every round-57 proseSecretRe match holds one
// of, let through checkExfilProse's word filter.
var proseCargoStems57 = []string{"marked", "labeled", "labelled", "tagged", "flagged", "stamped", "classified", "internal", "decrypted", "unencrypted", "deciphered"}

// Round 57 (exfil-flow): a flag inside a command substitution belongs to
// the command substituted, not to the network command around it. In
// curl "https://host/p?x=$(echo -n "$line" | base64)" the -n is echo's
// (no newline), not curl's --netrc: the value is sent as request data,
// encoded, and is in no position that authenticates. What the
// substitution's output stands beside is read before its "$(" (curl -H
// "Authorization: Bearer $(cat token)" is still a header).
//
// outerSubstOpen57: the offset of the outermost "$(" left open at the
// end of before, or len(before) when none is.
func outerSubstOpen57(before string) int {
	if !strings.Contains(before, "$(") {
		return len(before)
	}
	var open []int // offsets of "(" still open; -1 for a plain one
	for i := 0; i < len(before); i++ {
		switch before[i] {
		case '(':
			if i > 0 && before[i-1] == '$' {
				open = append(open, i-1)
			} else {
				open = append(open, -1)
			}
		case ')':
			if len(open) > 0 {
				open = open[:len(open)-1]
			}
		}
	}
	for _, o := range open {
		if o >= 0 {
			return o
		}
	}
	return len(before)
}

// Round 57 (exfil-flow): a search whose pattern names secrets (KEY,
// TOKEN, SECRET, PASSWORD), run over the dotfiles of the home folder
// (~/.bashrc, ~/.zshrc, ~/.profile, $HOME/.env), prints the lines that
// hold secrets: the shell start-up files are where tokens are exported.
// Its output is secrets, as printenv | grep TOKEN is. A search there
// for anything else (grep PATH ~/.bashrc) reads no secret.
var dotfileSecretGrep57Re = lazyRegexp(`(?i)\b(?:grep|egrep|rg|ag|ack|select-string|findstr)\b[^|;&\n'"]{0,60}?(?:'[^'\n]{0,80}?` + secretWords57 + `[^'\n]{0,80}'|"[^"\n]{0,80}?` + secretWords57 + `[^"\n]{0,80}"|[^\s|;&'"]*` + secretWords57 + `[^\s|;&'"]*)[^|;&\n]{0,120}?((?:~|\$home|\$\{home\}|\$env:userprofile)[/\\]\.[\w.-]+)`)

// secretWords57: the words of a search pattern that name secrets.
const secretWords57 = `(?:key|token|secret|passw(?:or)?d|pass\b|credential)`

// The same search is a source of the code flows (a loop over its lines
// across the next lines of a block: flowSourceRe).
func init() {
	flowSourceRe = lazyRegexp(flowSourceRe.String() + `|` + dotfileSecretGrep57Re.String())
	flowSourceKws = append(flowSourceKws, "grep", "select-string", "findstr")
}

func dotfileSecretGrep57(seg, l string) []source {
	if !lowerHas(l, "grep", "rg ", "ag ", "ack ", "select-string", "findstr") || !lowerHas(l, "~/.", "$home/.", "${home}/.", "userprofile") {
		return nil
	}
	var out []source
	for _, m := range dotfileSecretGrep57Re.FindAllStringSubmatchIndex(seg, 4) {
		out = append(out, source{kind: srcCred, start: m[2], end: m[3], name: "secret lines searched out of " + seg[m[2]:m[3]]})
	}
	return out
}
