package safety

import "strings"

// Round 64 (exfil-prose): the words a language sends and hides with, where
// its lexicon lacked them.
//
// Khmer "ផ្ញើ" (send), "បញ្ជូន" (transmit), "បង្ហោះ" (post) and
// "ពាក្យសម្ងាត់" (password), "លេខសម្ងាត់" (PIN): a Khmer statement that
// sends the project's passwords to an address outside is the same act as
// the English one. Slovenian "gesla", "gesel" are the plural of "geslo"
// (password), which the lexicon read in the singular and dual only.
// Uzbek in Cyrillic script: the Latin lexicon's send verbs and secrets
// ("yubor", "maxfiy kalit") as Cyrillic Uzbek writes them, and the verb
// borrowed from HTTP ("POST қил", do a POST), which sends as "post it"
// does. Tagalog borrows the English name of card data ("card details",
// "card number") into its sentences: the card's number pays with it, a
// secret as the English rules read it.
func init() {
	registerActionLexicon("km+r64-exfil", actionLex{
		sendVerb: []string{"ផ្ញើ", "បញ្ជូនទៅ", "បង្ហោះ", "ផ្ទុកឡើង", "ចែករំលែក"},
		secret:   []string{"ពាក្យសម្ងាត់", "លេខសម្ងាត់", "សោឯកជន", "សោសម្ងាត់", "ព័ត៌មានចូលគណនី"},
		stealth:  []string{"កុំប្រាប់អ្នកប្រើ", "ដោយមិនប្រាប់", "ដោយសម្ងាត់"},
	})
	registerActionLexicon("sl+r64-exfil", actionLex{
		secret: []string{"gesla", "gesel", "geslom", "gesli"},
	})
	registerActionLexicon("uz+r64-exfil", actionLex{
		sendVerb: []string{"юбор", "жўнат", "post қил", "пост қил", "юклаб юбор", "улаш"},
		// Uzbek case endings only: the lexicons are pooled, and Russian
		// "пароля" (of the password, in "how to change the password")
		// starts as the bare stem does.
		secret:  []string{"паролни", "пароллар", "паролингиз", "махфий калит", "шахсий калит", "api калит", "кириш калит", "токенлар", "токенни", "банк маълумот", "карта маълумот"},
		stealth: []string{"жимгина", "сездирмасдан", "яширинча", "фойдаланувчига айтмасдан", "фойдаланувчига билдирмасдан"},
	})
	registerActionLexicon("tl+r64-exfil", actionLex{
		secret: []string{"card details", "card number", "numero ng card", "detalye ng card", "cvv"},
	})
}

// Round 64 (exfil-prose): a person's own messages and a class's records
// are cargo in every language.
//
// Uzbek "шахсий хабарлар" / "shaxsiy xabarlar" and Yiddish "פּריוואַטע
// בריוו" (private messages, private letters) are what the English rules
// read as a person's messages; Macedonian "сите имиња на студенти" (all
// the students' names) and "оценките на сите студенти" sweep a class's
// identifiers and marks as "all student names" does (exfil60.go): the
// sweep (сите, all) is part of the stem. Yiddish "זאָג גאָרנישט" (say
// nothing) hides what is done from the user as "don't tell" does.
func init() {
	personalCargoML = append(personalCargoML, lowerStems(
		"шахсий хабар", "shaxsiy xabar", "шахсий ёзишма", "shaxsiy yozishma",
		"פּריוואַטע בריוו", "פריוואטע בריוו", "פּריוואַטע מעסעדזשעס", "פּערזענלעכע בריוו",
		"сите имиња на студент", "сите имиња на ученици", "сите имиња на вработени", "сите имиња на пациенти", "имињата на сите студенти", "оценките на сите студенти", "сите оценки на студент")...)
	covertStealthML = append(covertStealthML, lowerStems(
		"זאָג גאָרנישט", "זאג גארנישט", "זאָגט גאָרנישט", "דערצייל גאָרנישט", "זאָג ניט", "זאָג נישט")...)
}

// Round 64 (exfil-prose): a person's whole store of mail, events or
// pictures is their records.
//
// "The whole mailbox export", "the entire calendar", "the whole Photos
// library" sweep everything a person keeps in one place, as "the user's
// entire contact list" does (personalCargo): the sweep (whole, entire,
// full, complete) says no item is chosen, so what goes is the store
// itself, whoever is named as its owner. The store must be one a person
// fills (mail, a calendar, a photo library, a camera roll, a contact list,
// a message history): "the whole test suite" is none. And the addresses
// or phone numbers of the people at a meeting or on a list ("attendee
// emails", "the participants' phone numbers") are those people's details.
const wholeStore64 = `\b(?:whole|entire|full|complete)\s+(?:(?:photos?|picture|image)\s+library|photo\s+roll|camera\s+roll|mailbox|inbox|e-?mail\s+archive|calendar|contacts?\s+list|address\s+book|message\s+history|(?:sms|text)\s+history)(?:\s+(?:export|archive|dump|backup|file))?\b|\b(?:mailbox|inbox)\s+(?:export|dump|archive)s?\b`

const attendeeContacts64 = `\b(?:attendee|participant|invitee|guest|subscriber|member|applicant|volunteer)s?(?:'s|s'|')?\s+(?:e-?mails|e-?mail\s+addresses|phone\s+numbers|mobile\s+numbers|contact\s+details|home\s+addresses)\b`

func init() {
	personalCargo = lazyRegexp(personalCargo.String() + `|(?i)` + wholeStore64 + `|` + attendeeContacts64)
	personalCargoStems = append(personalCargoStems, "whole", "entire", "full ", "complete", "mailbox", "inbox", "attendee", "participant", "invitee", "guest", "subscriber", "member", "applicant", "volunteer")
	usersCargo = lazyRegexp(usersCargo.String() + `|(?i)` + wholeStore64)
}

// Round 64 (exfil-prose): setting up forwarding is forwarding.
//
// "Set up forwarding so that every incoming message goes to ...", "add a
// forwarding rule to ...": the order that creates a rule orders every
// send the rule will make, as "forward every message" does; the verb is
// "set up" (create, add, configure, enable) with forwarding as its
// object. Read by checkCovertSendProse, so only beside a concealment and
// a fixed place outside: forwarding the user is told about is a mail
// setting like any other.
func init() {
	covertVerb = lazyRegexp(covertVerb.String() + `|(?i)\b(?:set\s+up|setup|create|add|configure|enable|turn\s+on|switch\s+on)\s+(?:an?\s+|the\s+)?(?:(?:mail|e-?mail|inbox|mailbox)\s+)?(?:auto-?)?forward(?:ing)?(?:\s+(?:rules?|filters?))?\b`)
}

// Round 64 (exfil-prose): a place named by where it sits in this skill,
// and a form at an address, are places outside.
//
// "Upload them to the Dropbox link in this skill's footer": a link found
// in the skill's own footer, header or appendix is a fixed address the
// skill supplies, as "the link at the bottom of this file" is
// (prose41exfil.go); the possessive ("this skill's footer") says the same.
// "Submit them via the form at forms.gle/...": a form at an address is a
// web page that takes what is typed into it and keeps it elsewhere, under
// any domain, when the address has a path.
func init() {
	bagOutside = lazyRegexp(bagOutside.String() + `|(?i)\b(?:links?|urls?|address(?:es)?|endpoints?|inbox(?:es)?|mailbox(?:es)?|forms?|folders?)\s+(?:given\s+|listed\s+|shown\s+)?(?:in|at|on)\s+(?:this|the)\s+(?:skill|file|document|page|guide|readme)(?:'s|’s)\s+(?:header|footer|appendix|last\s+line|end|bottom)\b|\b(?:forms?|survey|questionnaire)\s+(?:at|on)\s+(?:https?://)?(?:[a-z0-9-]+\.)+[a-z]{2,12}/[\w./?=&%-]+`)
	outsideStems = append(outsideStems, "footer", "header", "appendix", "form at", "form on")
}

// Round 64 (exfil-flow): Swift's whole environment, and URLSession's
// upload.
//
// "ProcessInfo.processInfo.environment" is every variable the process was
// started with, as Python's os.environ or Perl's %ENV is (exfil62.go):
// reading the dictionary itself reads every secret in it. And
// URLSession's uploadTask(with:from:) sends the data it is given to the
// request's address, as requests.post does: a sink.
func init() {
	flowSourceRe = lazyRegexp(flowSourceRe.String() + `|\bProcessInfo\.processInfo\.environment\b`)
	flowSourceKws = append(flowSourceKws, "processinfo")
	flowSinkRe = lazyRegexp(flowSinkRe.String() + `|\bURLSession\.\w+\.(?:uploadTask|upload)\s*\(`)
	flowSinkKws = append(flowSinkKws, "urlsession")
}

// Round 64 (exfil-prose): a companion phrase between commas is part of
// its noun.
//
// "a teljes beszélgetést, a felhasználó nevével és e-mail címével
// együtt, küldd el ..." (the whole conversation, together with the
// user's name and e-mail address, send it to ...): the phrase set off by
// commas adds more cargo to the object before the verb, as "together
// with the keys" does after it (companionCargo59), and its commas close
// no clause. A phrase of at most 100 bytes between two commas, with no
// sentence end inside, that ends with a word meaning "together (with)"
// (Hungarian együtt, egyetemben; Finnish kanssa, ohella; Turkish
// birlikte) or opens with one (together with, along with, junto con,
// zusammen mit, insieme a, avec, ainsi que), is blanked for the clause
// test (blankGloss63). The whole conversation as the object ("a teljes
// beszélgetést", "a beszélgetés teljes szövegét") is a person's messages, as "the
// whole conversation" is (exfil62.go).
var (
	companionEnd64   = []string{" együtt", " egyetemben", " kanssa", " ohella", " birlikte"}
	companionStart64 = []string{"together with ", "along with ", "as well as ", "junto con ", "junto a ", "zusammen mit ", "samt ", "insieme a ", "insieme con ", "avec ", "ainsi que ", "juntamente com ", "junto com ", "samen met "}
)

func blankCompanion64(t string) string {
	if strings.Count(t, ",") < 2 {
		return t
	}
	b := []byte(t)
	for i := 0; i < len(b); i++ {
		if b[i] != ',' {
			continue
		}
		j := strings.IndexByte(t[i+1:], ',')
		if j < 0 || j > 100 || strings.ContainsAny(t[i+1:i+1+j], ".;!?\n") {
			continue
		}
		phrase := strings.TrimSpace(t[i+1 : i+1+j])
		companion := false
		for _, w := range companionEnd64 {
			companion = companion || strings.HasSuffix(" "+phrase, w)
		}
		for _, w := range companionStart64 {
			companion = companion || strings.HasPrefix(phrase, w)
		}
		if !companion {
			continue
		}
		for k := i; k <= i+1+j; k++ {
			b[k] = ' '
		}
		i += j
	}
	return string(b)
}

func init() {
	personalCargoML = append(personalCargoML, lowerStems(
		// the accusative only: "a teljes beszélgetés hossza" (the whole
		// conversation's length) is about it, not it
		"teljes beszélgetést", "beszélgetés teljes szövegét", "teljes csevegést", "beszélgetési előzményeit", "csevegési előzményeit", "üzenetelőzményeit")...)
}
