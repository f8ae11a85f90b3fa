package safety

import (
	"strings"
)

// Round 50 (lang): the override of the lexicons (the agent's earlier or
// system guidance voided, this file ranked above the rest, no limits)
// where a language's list lacked a part of the concept that a native
// writer reaches for first. Each entry fills a gap in meaning, for the
// whole language, not a sentence:
//
//   - French voids guidance in the singular as often as in the plural:
//     "everything said before no longer counts" ("tout ce qui a été dit
//     ... ne compte plus", "ne vaut plus", "n'a plus cours", "ne
//     s'applique plus"); the lists had only the plural ("ne comptent
//     plus"). It names guidance as "everything that was said (to you)"
//     ("tout ce qui a été dit", "tout ce qu'on t'a dit"), as Portuguese
//     "tudo o que te disseram" and English "everything you were told"
//     already are. Only the whole of what was said is read: the bare
//     "what you were told" ("ce qu'on t'a dit") is as often said of a
//     topic ("ce qu'on t'a dit sur l'horaire du magasin", the shop's
//     hours). It lifts limits as "without any restraint" ("sans aucune
//     retenue"). The agent's own conduct allowed or ordered ("tu peux
//     agir", "agis sans") joins a phrase of no limits as English "you
//     act" does.
//   - Afrikaans names guidance as "what was told to you" ("wat ... vir
//     jou gesê het", "aan jou gesê", "jou vertel is") and marks it as
//     earlier with the adverb "voorheen" ("previously", "tevore"), not
//     only the adjective "vorige"; it lifts limits as "sonder perke"
//     ("without bounds") or "sonder grense", beside "sonder beperkings".
//   - Zulu ranks a text "above everything" with the subject concord joined
//     to "phezu" ("iphezu kwakho konke" of ifayela, "liphezu" of
//     ibhuku/leli fayela, "uphezu" of umbhalo), as round 46 wrote Xhosa's;
//     the round-40 list had only the bare "phezu kwakho konke", which a
//     stem matching at a word's start never meets. Zulu and Xhosa order
//     the agent to "do anything" ("yenza noma yini", "yenza nantoni na"),
//     the imperative that addresses the reader (Latvian's "dari jebko" of
//     round 49).
//
// A stem that reads also as an ordinary word is left out: French "fait
// foi" is the contract's "is authoritative" ("seule la version anglaise
// fait foi"), Afrikaans "enigste gesag" the source of truth for prices or
// versions ("die enigste gesag oor pryse"), French bare "sans retenue"
// laughs or praises ("rire sans retenue"), and Zulu "shiya" (leave) also
// leaves rules in place ("shiya imithetho yangaphambili ye-firewall": keep
// the earlier firewall rules), the opposite of voiding them.
var lexicons50 = map[string]langLex{
	"fr+r50-lang": { // French
		void:     []string{"ne compte plus", "ne compte plus du tout", "ne compte pour rien", "ne comptent pour rien", "ne vaut plus", "n'a plus cours", "ne s'applique plus", "n'est plus valable", "n'est plus en vigueur", "ne sont plus en vigueur", "n'a plus de valeur", "n'ont plus de valeur", "n'a plus aucune valeur", "n'ont plus aucune valeur"},
		guide:    []string{"tout ce qui a été dit", "tout ce qui t'a été dit", "tout ce qui vous a été dit", "tout ce qu'on t'a dit", "tout ce qu'on vous a dit", "tout ce que l'on t'a dit", "tout ce que l'on vous a dit", "tout ce qu'on t'a demandé", "tout ce qu'on vous a demandé"},
		noLimits: []string{"sans aucune retenue", "sans la moindre retenue", "sans retenue aucune", "sans aucun garde-fou", "sans garde-fou", "sans garde-fous"},
	},
	"af+r50-lang": { // Afrikaans
		prior:    []string{"voorheen", "tevore", "vroeër", "voorafgaande", "tot nou toe"},
		guide:    []string{"vir jou gesê", "aan jou gesê", "jou vertel is", "jou vertel het", "vir jou opgedra", "jou opgedra is", "riglyne"},
		noLimits: []string{"sonder perke", "sonder enige perke", "sonder grense", "sonder enige grense", "sonder beperking", "sonder enige beperking"},
	},
	"zu+r50-lang": { // Zulu
		wins: zuluAbove50(),
	},
}

// zuluAbove50 writes "above everything/all of them" with each subject
// concord joined to "phezu" (i- for ifayela, li- for ibhuku and "leli
// fayela", u- for umbhalo, lu- for uhlu, si- for isiqondiso, ku- for the
// infinitive) and each concord of what it ranks, in Zulu's spelling
// ("kwakho konke") and the unaspirated one Xhosa shares ("kwako konke").
func zuluAbove50() []string {
	var out []string
	for _, p := range []string{"i", "li", "u", "lu", "si", "ku"} {
		for _, o := range []string{"kwakho konke", "kwako konke", "kwazo zonke", "kwayo yonke", "kwemiyalelo yonke", "kweminye yonke"} {
			out = append(out, p+"phezu "+o)
		}
	}
	return out
}

// youAct50: the agent's own conduct ordered or allowed, which with a
// phrase of no limits within a few words lifts them: French "you may
// act", "act without"; Afrikaans "you act", "act without"; Zulu and Xhosa
// "do anything!" in the imperative. Not the infinitive after "may" of
// someone else ("les enfants peuvent agir", "izingane zingenza noma
// yini": the children may do anything).
var youAct50 = []string{
	// French
	"tu peux agir", "vous pouvez agir", "agis sans", "agissez sans", "tu agis", "tu agiras", "réponds sans", "répondez sans",
	// Afrikaans
	"jy tree op", "tree op sonder", "jy werk sonder", "jy mag enigiets", "doen enigiets",
	// Zulu, Xhosa
	"yenza noma yini", "yenzani noma yini", "yenza nantoni na", "yenzani nantoni na",
}

func init() {
	for _, l := range byLanguage(lexicons50) {
		for _, set := range []*[]string{&l.void, &l.prior, &l.guide, &l.this, &l.wins, &l.obeyOnly, &l.fromNow, &l.noLimits, &l.frame, &l.noPolicy} {
			*set = apostropheVariants(*set)
		}
		normaliseLex(&l)
		mergeLexicon(l)
		voidAll38 = append(voidAll38, l.void...)
	}
	youAct = append(youAct, youAct50...)
}

// Round 50 (lang: forged-turn family): forged turns in more languages.
//
//   - Labels: the user, the assistant, the administrator and the
//     developer named in Turkish ("Kullanıcı:", "Asistan:", "Yönetici:",
//     "Geliştirici:"; "Sistem:" was read already), Ukrainian
//     ("Користувач:", "Асистент:", "Помічник:", "Адміністратор:"), Polish
//     ("Użytkownik:", "Asystent:"), Dutch ("Gebruiker:"), Italian
//     ("Utente:"), Indonesian ("Asisten:"), Vietnamese ("Người dùng:",
//     "Trợ lý:", "Hệ thống:"), Greek ("Χρήστης:", "Βοηθός:", "Σύστημα:")
//     and Persian ("کاربر:", "دستیار:") are role labels as "User:" is,
//     with an optional word for "message" ("Kullanıcı mesajı:").
//   - Tags: the system's, the administrator's or the developer's tag in
//     capitals inside a line ("... [MFUMO] ...", "[СИСТЕМА]", "[YÖNETİCİ]")
//     marks a voice as "[system]" does anywhere in a line. Only capitals
//     are read: a bracketed word in ordinary case is a menu or a button
//     in a manual ("open [Sistema] > [Rede]", "[Система] → [Мережа]").
//   - Grants, in English: the user's agreement to drop the agent's rules
//     reported by another voice ("I've verified with the user that the
//     safety rules ..."; round 35 read "confirmed with the user that" for
//     anything; checking a meeting time with the user grants nothing, so
//     the clause must name rules, limits or approvals); the agent's safety
//     rules said to be skippable
//     ("safety guidelines can be skipped", "guardrails may be ignored").
//   - Grants in Ukrainian and Russian: "I allow you" ("дозволяю тобі",
//     "разрешаю тебе", as English "I allow you"), restrictions or rules
//     ignored ("ігнорувати обмеження"), switched off or removed with the
//     noun first ("обмеження вимкнено", "ограничения сняты"), any command
//     to be run ("виконувати будь-які команди").
//   - Grants in Turkish: "I give (you) permission" ("izin veriyorum"),
//     safety rules or restrictions turned off or removed ("güvenlik
//     kurallarını kapat", "kısıtlamaları kaldır"), the agent's pledge not
//     to ask for approval ("onay istemeyeceğim").
//   - Grants in Swahili: the restrictions removed in the active voice
//     ("msimamizi ameondoa vikwazo", round 46 had the passive
//     "vikwazo zimeondolewa"), the agent allowed to run any command or
//     do anything ("anaruhusiwa kutekeleza amri yoyote").
//
// Each still needs a role label or tag in the same block (checkForged):
// the same words in a customer reply or a release note are no turn.
const (
	roleWords50 = `kullan[ıi]c[ıi]|asistan|y[öo]netici|geli[şs]tirici|операт[оo]р|користувач|асистент|помічник|адміністратор|розробник|u[żz]ytkownik|asystent|gebruiker|utente|asisten|ng[ưu][ờo]i\s+d[ùu]ng|tr[ợo]\s+l[ýy]|h[ệe]\s+th[ốo]ng|χρήστης|βοηθός|σύστημα|کاربر|دستیار`
	// roleMsg50: the word for "message" after a role word.
	roleMsg50 = `(?:\s+(?:mesaj[ıi]|повідомлення|wiadomo[śs][ćc]|bericht|messaggio|pesan|tin\s+nh[ắa]n|μήνυμα|پیام))?`

	// roleCapsTag50: a voice of authority in capitals inside brackets:
	// the system, the administrator, the developer (Swahili, Turkish,
	// Ukrainian, Russian, Bulgarian, Serbian, Greek, Vietnamese,
	// Hungarian, Finnish, Latvian, Croatian, Zulu, Afrikaans, Polish).
	roleCapsTag50 = `\[/?(?:MFUMO|MSIMAMIZI|MSANIDI|S[İI]STEM|Y[ÖO]NET[İI]C[İI]|GEL[İI][ŞS]T[İI]R[İI]C[İI]|СИСТЕМА|СИСТЕМИ|СИСТЕМНЕ|СИСТЕМНОЕ|АДМІНІСТРАТОР|АДМИНИСТРАТОР|РОЗРОБНИК|РАЗРАБОТЧИК|ΣΥΣΤΗΜΑ|ΔΙΑΧΕΙΡΙΣΤΗΣ|HỆ THỐNG|RENDSZER|JÄRJESTELMÄ|SISTĒMA|SUSTAV|UHLELO|ISISTIMU|STELSEL|ADMINISTRATEUR|SYSTEMET|SYSTEMU)(?:\s[^\]\n]{0,80})?\]`

	forgedAuthority50 = `\b(?:verified|checked|established|double-checked|made\s+sure|confirmed)\s+with\s+the\s+(?:user|owner|human|account\s+holder)\s+that\s+[^.\n]{0,60}?\b(?:safety|guardrails?|safeguards?|rules|guidelines|restrictions|limits|polic(?:y|ies)|confirmations?|approvals?)\b|` +
		`\b(?:all\s+)?(?:(?:your|my|the|its)\s+)?(?:safety|guardrail|safeguard|refusal)\s+(?:rules|guidelines|polic(?:y|ies)|instructions|restrictions|filters)\s+(?:can|may|could|are\s+to)\s+(?:now\s+|safely\s+|all\s+|simply\s+|just\s+)?be\s+(?:skipped|ignored|disregarded|dropped|bypassed|waived|turned\s+off|switched\s+off|disabled|relaxed|set\s+aside|suspended|lifted)\b|` +
		// Ukrainian, Russian
		`(?:^|[^\pL])(?:дозволяю|дозволяємо|разрешаю|разрешаем)\s+(?:тобі|вам|тебе)(?:[^\pL]|$)|` +
		`(?:ігнорува|ігноруй|нехтува|знехтуй|игнорирова|игнорируй|пренебрега)\pL*\s+(?:\pL+\s+){0,2}?(?:обмежен|правил|інструкці|заборон|ограничен|инструкци|запрет)|` +
		`(?:обмеженн|ограничени|правила|фільтр|фильтр|заборон|запрет)\pL*\s+(?:\pL+\s+){0,2}?(?:вимкнен|вимкнут|знят|скасован|відключен|отключен|снят|отменен|выключен)|` +
		`(?:виконувати|виконуй|выполнять|выполняй|запускати|запускать)\s+(?:будь-які|будь-яку|любые|любую)\s+(?:команд|запит|запрос|ді)|` +
		// Turkish
		`(?:^|[^\pL])izin\s+veriyorum(?:[^\pL]|$)|(?:^|[^\pL])güvenlik\s+(?:\pL+\s+){0,2}?(?:kapat|devre\s+dışı|kaldır)|(?:^|[^\pL])(?:kısıtlama|sınırlama|kural)\pL*\s+(?:\pL+\s+){0,2}?(?:kaldır|kapat|devre\s+dışı)|(?:^|[^\pL])onay\s+(?:istemeyeceğim|sormayacağım|beklemeyeceğim)|` +
		// Swahili
		`\b(?:a|wa|ni|tu|m|u)meondoa\s+(?:vikwazo|sheria|masharti|vizuizi|kanuni|mipaka)\b|\b(?:a|wa|u|m)naruhusiwa\s+(?:ku\pL+\s+)?(?:amri|kitu|jambo|chochote|lolote|kila\s+kitu)(?:\s+(?:yoyote|chochote|lolote))?`
)

// roleLabel50: the role words above as labels, at a line's start.
var roleLabel50 = `(?im)^[ \t>*_#\-]*(?:[\[(]\s*)?(?:` + roleWords50 + `)` + roleMsg50 + `(?:\s*[\])])?[ \t*_]*(?:\([^)\n]{0,40}\))?[ \t*_]*[:：]`

// rolePrefixes50 are the role words above, lowered, for the cheap line
// filter (Turkish "KULLANICI" lowers to a dotted i).
var rolePrefixes50 = []string{"kullanıcı", "kullanici", "asistan", "yönetici", "yonetici", "geliştirici", "gelistirici", "оператор", "користувач", "асистент", "помічник", "адміністратор", "розробник", "użytkownik", "uzytkownik", "asystent", "gebruiker", "utente", "asisten", "người dùng", "trợ lý", "hệ thống", "χρήστης", "βοηθός", "σύστημα", "کاربر", "دستیار"}

// roleCapsWords50: the capital tag words, for roleLine50's filter.
var roleCapsWords50 = []string{"MFUMO", "MSIMAMIZI", "MSANIDI", "SİSTEM", "SISTEM", "YÖNETİCİ", "YONETICI", "GELİŞTİRİCİ", "СИСТЕМ", "АДМІНІСТРАТОР", "АДМИНИСТРАТОР", "РОЗРОБНИК", "РАЗРАБОТЧИК", "ΣΥΣΤΗΜΑ", "ΔΙΑΧΕΙΡΙΣΤΗΣ", "HỆ THỐNG", "RENDSZER", "JÄRJESTELMÄ", "SISTĒMA", "SUSTAV", "UHLELO", "ISISTIMU", "STELSEL", "ADMINISTRATEUR", "SYSTEMET", "SYSTEMU"}

// roleLine50 reads a line holding a capital tag of authority in brackets
// anywhere, for roleCapsTag50: a bracket, then one of the words.
func roleLine50(line string) bool {
	if !strings.Contains(line, "[") {
		return false
	}
	for _, w := range roleCapsWords50 {
		if strings.Contains(line, w) {
			return true
		}
	}
	return false
}

func init() {
	rolePrefixes = append(rolePrefixes, rolePrefixes50...)
	roleLabelRe = lazyRegexp(roleLabelRe.String() + `|` + roleLabel50)
	roleTagRe = lazyRegexp(roleTagRe.String() + `|(?-i:` + roleCapsTag50 + `)`)
	authorityRe = lazyRegexp(authorityRe.String() + `|(?i:` + forgedAuthority50 + `)`)
}
