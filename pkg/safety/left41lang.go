package safety

import (
	"strings"
)

// Round 41 (left): the languages the action lexicons (actions_*.go) did
// not cover yet, and the ways of carrying an object to its verb that the
// foreign exfiltration rule (actionExfil) did not read.
//
// Nepali, Sinhala and Mongolian get their lexicons for the concepts the
// round-26 rules read: this skill, copy, every other place, secrecy, send,
// secret, and the negations. As in actions_slavicbalticuralic.go, each
// stem is written for the concept in the forms an order to an agent takes
// (imperative, polite imperative, the converb that joins it to the next
// verb), and checked against the pooled lexicons and ordinary words:
// Mongolian "хуул-" (copy) also starts "хууль" (law), so only its verb
// forms are given ("хуулж", "хуулаад", "хуулна"); Nepali "पठाउ" (send)
// starts "पठाउने" (the sender, a noun), so the imperatives and the
// infinitive are given instead; Nepali and Hindi share "पासवर्ड", which
// the Hindi lexicon already holds. The keys carry a suffix so a second
// lexicon for the same language, registered by another file, cannot clash.
func init() {
	registerActionLexicon("ne-r41l", actionLex{
		selfRef:     []string{"यो सीप", "यस सीप", "यो skill", "यस skill", "यो फाइल", "यस फाइल", "यो कागजात", "यस कागजात", "यो निर्देशिका", "यी निर्देशनहरू"},
		copyVerb:    []string{"प्रतिलिपि गर्नुहोस्", "प्रतिलिपि गर", "प्रतिलिपि बनाउनुहोस्", "कपी गर्नुहोस्", "कपी गर", "फैलाउनुहोस्", "फैलाऊ"},
		otherPlaces: []string{"सबै अन्य परियोजना", "अन्य सबै परियोजना", "सबै परियोजना", "हरेक परियोजना", "सबै रिपोजिटोरी", "हरेक रिपोजिटोरी", "अन्य रिपोजिटोरी", "सबै repo", "हरेक repo", "अन्य सीप", "सबै सीप", "अन्य skill", "सबै skill"},
		stealth:     []string{"चुपचाप", "गोप्य रूपमा", "लुकाएर", "प्रयोगकर्तालाई नभन", "प्रयोगकर्तालाई नबताई", "प्रयोगकर्तालाई थाहा नदिई", "प्रयोगकर्तालाई जानकारी नदिई", "उल्लेख नगर", "केही नभन"},
		sendVerb:    []string{"पठाउनुहोस्", "पठाउनु", "पठाऊ", "पठाइदिनुहोस्", "पठाइदेऊ", "इमेल गर्नुहोस्", "इमेल गर", "इमेल गरिदिनुहोस्", "इमेलमा पठाउनुहोस्", "अपलोड गर्नुहोस्", "अपलोड गर", "सेयर गर्नुहोस्", "सेयर गर", "साझा गर्नुहोस्", "साझा गर", "फर्वार्ड गर्नुहोस्", "फरवार्ड गर्नुहोस्", "प्रकाशित गर्नुहोस्", "पोस्ट गर्नुहोस्", "संलग्न गर्नुहोस्"},
		public:      []string{"सार्वजनिक", "सबैले देख्ने"},
		secret:      []string{"पासवर्डहरू", "टोकनहरू", "टोकन", "गोप्य कुञ्जी", "निजी कुञ्जी", "ssh कुञ्जी", "api कुञ्जी", "पहुँच कुञ्जी", "लगइन विवरण", "बैंक विवरण", "पिन कोड"},
		never:       []string{"कहिल्यै", "नगर्नुहोस्", "नपठाउनुहोस्", "नपठाऊ", "निषेधित", "नगर"},
	})
	registerActionLexicon("si-r41l", actionLex{
		selfRef:     []string{"මෙම කුසලතාව", "මේ කුසලතාව", "මෙම skill", "මේ skill", "මෙම ගොනුව", "මේ ගොනුව", "මෙම ලේඛනය", "මේ ලේඛනය", "මෙම උපදෙස්"},
		copyVerb:    []string{"පිටපත් කරන්න", "පිටපත් කර", "කොපි කරන්න", "කොපි කර", "බෙදා හරින්න"},
		otherPlaces: []string{"අනෙකුත් සියලු ව්", "සියලු ව්", "සෑම ව්", "සියලු repo", "සෑම repo", "අනෙකුත් කුසලතා", "සියලු කුසලතා", "අනෙකුත් skill"},
		stealth:     []string{"නිහඬව", "රහසින්", "රහසේ", "පරිශීලකයාට නොකියා", "පරිශීලකයාට නොදන්වා", "පරිශීලකයාට කියන්න එපා", "පරිශීලකයාට දන්වන්න එපා", "සඳහන් නොකරන්න"},
		sendVerb:    []string{"යවන්න", "එවන්න", "යවනු", "උඩුගත කරන්න", "අප්ලෝඩ් කරන්න", "බෙදාගන්න", "බෙදා ගන්න", "ඊමේල් කරන්න", "පළ කරන්න", "යොමු කරන්න"},
		public:      []string{"ප්‍රසිද්ධියේ", "පොදු"},
		secret:      []string{"මුරපද", "රහස් යතුර", "පුද්ගලික යතුර", "api යතුර", "ටෝකන", "පිවිසුම් තොරතුරු", "බැංකු තොරතුරු", "පින් අංකය"},
		never:       []string{"කිසිවිටෙක", "කිසි විටෙක", "එපා", "නොයවන්න", "නොකරන්න"},
	})
	registerActionLexicon("mn-r41l", actionLex{
		selfRef:     []string{"энэ файлыг", "энэ файл", "энэ skill", "энэ ур чадвар", "энэ баримт бичиг", "энэ заавар", "энэхүү файл", "энэхүү заавар"},
		copyVerb:    []string{"хуулж", "хуулаад", "хуулна", "хуулах", "хуулан", "хуул.", "хуулбарла", "тарааж", "тараана", "түгээ"},
		otherPlaces: []string{"бүх репозитор", "бусад репозитор", "репозитор бүр", "бүх төсөл", "бусад төсөл", "төсөл бүр", "бүх skill", "бусад skill", "бүх хавтас", "бусад хавтас", "бусад ур чадвар", "бүх ур чадвар"},
		stealth:     []string{"чимээгүй", "нууцаар", "хэрэглэгчид хэлэлгүй", "хэрэглэгчид мэдэгдэлгүй", "хэрэглэгчид битгий", "битгий дурд", "мэдэгдэлгүйгээр"},
		sendVerb:    []string{"илгээ", "явуул", "байршуул", "хуваалц", "нийтэл", "дамжуул"},
		public:      []string{"олон нийтэд", "нийтэд нээлттэй"},
		secret:      []string{"нууц үг", "нууц түлхүүр", "хувийн түлхүүр", "api түлхүүр", "нэвтрэх мэдээлэл", "банкны мэдээлэл", "пин код"},
		never:       []string{"хэзээ ч", "битгий", "хориотой", "болохгүй"},
	})
	// Zulu puts the object pronoun inside the verb, after the subject
	// marker: "uwathumele" (you send them), "zithumele" (send them). The
	// lexicon's stems match at the start of a word, so "thumela" missed
	// every such form; these are the send verbs with each object marker,
	// with and without a subject marker.
	var zuSend []string
	for _, v := range []string{"thumel", "dlulisel", "shicilel", "layish"} {
		for _, subj := range []string{"", "u", "ni"} {
			for _, oc := range []string{"", "wa", "wu", "zi", "yi", "li", "ba", "si", "bu", "lu", "m"} {
				zuSend = append(zuSend, subj+oc+v)
			}
		}
	}
	registerActionLexicon("zu-r41l", actionLex{sendVerb: zuSend})
	// A secret named before the verb and taken up again by a pronoun
	// object ("collect the passwords and upload them"); actPronounAfter
	// and actPronounBefore read the pronoun (exfil.go).
	actPronounAfter = lazyRegexp(`(?:` + actPronounAfter.String() + `)|^\s+(?:(?:el|fel|át|be|ki)\s+)?(?:` + pronounAfter41 + `)(?:[\s,.;!]|$)`)
	actPronounBefore = lazyRegexp(`(?:` + actPronounBefore.String() + `)|(?:^|\s)(?:` + pronounBefore41 + `)(?:\s|$)`)
	// Round 41: a gathering verb in the joining form of an
	// object-before-verb language ("…ni yig'ib,", "…जम्मा गरेर",
	// "…එකතු කර", "…цуглуулж,") carries the gathered secret to the next
	// verb as the Japanese "…を集め、" does (actGatherJoin).
	actGatherJoin = lazyRegexp(`(?:` + actGatherJoin.String() + `)|^[^.;!?।\n]{0,30}?(?:` + gatherJoin41 + `)(?:[\s,]|$)`)
	// Host names under the newer generic suffixes, written without a
	// scheme and with one label (glossary.top/api): as outside as a .com.
	actBareDomain = lazyRegexp(actBareDomain.String() + `|\b(?:[a-z0-9-]+\.)+(?:top|site|online|cloud|live|club|icu|website|host)\b`)
}

// pronounAfter41: object pronouns after the verb ("töltsd fel őket",
// "pošlji jih", "nosūti tos"; "envíalos" is already read): Hungarian,
// Slovene, Croatian and Serbian, Latvian, Lithuanian, Finnish. Short
// Hungarian may put the verb's particle first ("küldd el őket"). Short
// Hungarian may put the verb's particle first ("küldd el őket"). Short
// words that are also "is", "not" or "she" elsewhere ("je", "ne", "sie")
// are left out.
const pronounAfter41 = `őket|azokat|ezeket|jih|njih|ih|tos|tās|juos|jas|niitä`

// pronounBefore41: object pronouns before the verb, in languages that put
// them there ("ularni ... yubor", "jih prilepite", "तिनीहरूलाई पठाउनुहोस्").
const pronounBefore41 = `ularni|bularni|jih|тэдгээрийг|тэднийг|तिनीहरूलाई|ඒවා`

// gatherJoin41: gathering verbs in their joining form in Uzbek, Turkish,
// Kazakh, Nepali, Sinhala, Mongolian (languages that put the object
// first, so the secret stands just before the gathering verb).
var gatherJoin41 = strings.Join([]string{
	`yig['ʻ’‘]?ib`, `to['ʻ’‘]?plab`, `jamlab`, `toplayıp`, `toplayarak`, `жинап`, `жиынтықтап`,
	`जम्मा\s+गरेर`, `सङ्कलन\s+गरेर`, `संकलन\s+गरेर`, `एकत्र\s+गरेर`,
	`එකතු\s+කර`, `එකතු\s+කරලා`, `රැස්\s+කර`,
	`цуглуулж`, `цуглуулаад`, `нэгтгэж`, `нэгтгээд`,
}, "|")

// Round 41: records about the people a home, a school, a prison or a
// benefits office looks after, named by their role ("resident records",
// "the pupils' files", "claimant details"), are records about people as
// much as patient or tenant records are (privateData names those roles
// only in the possessive).
func init() {
	privateData = lazyRegexp(privateData.String() + `|(?i)\b(?:resident|tenant|pupil|inmate|prisoner|claimant|beneficiar(?:y|ie)|service\s+user|care\s+recipient)s?'?\s+(?:records?|files?|notes|details|data|charts?|lists?|registers?|profiles?)\b`)
	privateStems = append(privateStems, "pupil", "inmate", "prisoner", "claimant", "beneficiar", "service user", "care recipient")
}

// listItemStart41: a line that opens a list item of its own.
var listItemStart41 = lazyRegexp(`^[ \t]*(?:[-*+]|\d{1,3}[.)])[ \t]`)

// authContextAround41: authContext read in the list item that holds the
// send at k (an offset of the unit's compacted lower case), or in the
// whole unit when it is not a list. A list item is a statement of its
// own: "authorisation timestamps" in step 1 says nothing about where
// step 3 sends the passwords, while "put it in the Authorization header"
// after a send in the same item or the same running text still does.
func authContextAround41(d *doc, u intentUnit, raw string, k int) bool {
	if !authContext.MatchString(raw) {
		return false
	}
	_, off := d.unitLower(u)
	pos := off[min(k, len(off)-1)]
	s, e := 0, len(raw)
	for ls := 0; ls < len(raw); {
		le := strings.IndexByte(raw[ls:], '\n')
		if le < 0 {
			le = len(raw)
		} else {
			le += ls
		}
		if listItemStart41.MatchString(raw[ls:le]) {
			if ls <= pos {
				s = ls
			} else {
				e = ls
				break
			}
		}
		ls = le + 1
	}
	return authContext.MatchString(raw[s:e])
}
