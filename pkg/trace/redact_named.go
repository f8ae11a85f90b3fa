package trace

import (
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Round 33: a password named in a sentence of a log, an error or a note in
// any of the common languages ("senha=X", "Passwort: X", "パスワード：X",
// "лозинка X за корисника", "Parola contului ... este X", "密碼 X 驗證失敗").
// The word for password is followed by up to six words of its own (whose
// account, which server), then a separator or a copula, or by the value
// directly; the value must look made rather than written: letters and
// digits, or mixed case at least ten long, and no placeholder.

// passwordWords: "password" in the common languages of the web (round
// 67 ahead: Estonian "salasõna", Frisian "wachtwurd", Esperanto
// "pasvorto", Māori "kupuhipa", Xhosa "igama lokugqitha", Sesotho
// "lentswe la sephiri", Oromo "jecha darbii", Javanese "tembung sandi",
// Sundanese "kecap sandi", Cebuano "kontrasenyas", Croatian "zaporka",
// "šifra", Japanese "暗証番号", Chinese "通行码", Finnish
// possessives "salasanani", English "passcode", "pass phrase", "shared
// secret"; round
// 61: Amharic "የይለፍ ቃሉ" with its definite suffix, Yiddish "פּאַראָל"; round
// 60: Uzbek "paroli", "parolingiz"; session 27: European Portuguese
// "palavra-passe"; round 55: Slovenian "geslo"; round 98: the
// Slavic instrumental "with the password" (Slovenian "z geslom", Czech
// "heslem", Slovak "heslom", Polish "hasłem", Croatian "lozinkom"); round 53:
// Breton "ger-tremen"). A word
// must end at a boundary (not "password-reset" or "password_policy").
var passwordWords = regexp.MustCompile(`(?i)(?:^|[^\pL\pN_\-.]|\\[nrt])(?:password|passphrase|passwd|pwd|pw|\pL{0,24}(?:passwort|kennwort|wachtwoord|lösenord(?:et)?|adgangskoden?|passord(?:et)?|salasana(?:ni|si|nsa|mme|nne)?)|passcode|pass[\s_\-]phrase|shared\s+secret|kodeord(?:et)?|lösenfras(?:en)?|lösen|toegangscode|zugangscode|code[\s_\-]+d['’]acc[èe]s|codice[\s_\-]+(?:di[\s_\-]+)?accesso|kod[\s_\-]+dost[ęe]pu|код\s+доступа|přístupov\pL*\s+kód\pL*|kontraseña|açar\s+sözi|senhal|contrasigno|lefoko\s+la\s+sephiri|гузарвожа|серсүз\pL*|рамз(?:и)?|[ʻ‘']?ōlelo\s+huna|upu\s+fa[ʻ‘']?alilolilo|mawu\s+achinsinsi|pasiwe(?:d|dh)i|وشەی\s+نهێنی|ପାସୱାର୍ଡ|পাছৱৰ্ড|መሕለፊ\s+ቃል|پاسورڊ|phrase[\s_\-]+secr[èe]te|frase[\s_\-]+secreta|frase[\s_\-]+segreta|wachtzin|tunnuslause|kennsatz|passordfrase|(?:wlan|wpa2?|wi-?fi)[\s_\-]?(?:schlüssel|key|sleutel|nyckel|nøgle|nøkkel|avain)|netzwerk(?:sicherheits)?[\s_\-]?schlüssel|network[\s_\-]+(?:security[\s_\-]+)?key|cl[ée][\s_\-]+(?:wpa2?|wi-?fi|de[\s_\-]+(?:s[ée]curit[ée][\s_\-]+(?:du[\s_\-]+)?)?r[ée]seau)|clave[\s_\-]+(?:wpa2?|wi-?fi|de[\s_\-]+(?:la[\s_\-]+)?red|del?[\s_\-]+(?:router|m[óo]dem|administrador|usuario|servidor|correo|acceso))|chave[\s_\-]+(?:wpa2?|wi-?fi|de[\s_\-]+rede)|chiave[\s_\-]+(?:wpa2?|wi-?fi|di[\s_\-]+rete)|netwerk[\s_\-]?sleutel|klucz[\s_\-]+sieci|ключ[\s_\-]+сети|memorable[\s_\-]+(?:word|information)|security[\s_\-]+answer|secret[\s_\-]+answer|answer\s+to\s+(?:the\s+|your\s+|my\s+)?security\s+question|code[\s_\-]?word|safe[\s_\-]?word|secret[\s_\-]+word|kodi\s+ya\s+siri|salasõna\pL*|wachtwurd|geheimwoord|pasvort[oa]n?|kupuhipa|igama\s+lokugqitha|lentswe\s+la\s+sephiri|jecha\s+darbii|tembung\s+sandh?i|kecap\s+sandi|kontrasenyas?|zapork[aeiu]|šifr[aeu]|mot[\s_\-]+de[\s_\-]+passe|contraseña|contrasenya|senha|palavra[\s_\-]+passe|parol(?:ingiz|imiz|as[ıi]|[aăei])?|hasł(?:em|[oa])|hesl(?:em|om)|heslo|hesla|gesl(?:om|[aou])|jelsz[óa]\pL*|lozink(?:om|[aeiu])|лозинк\pL*|парол\pL*|κωδικ\pL*(?:\s+πρόσβασης)?|συνθηματικό|ş[iî]fre\pL*|modpas|ñe['’](?:ẽ|e\x{0303})\s*ñemi|pakasqa\s+simi|གསང་(?:ཨང|ཚིག)་?|sifre|şifrə\pL*|كلمة\s+(?:المرور|السر)|رمز\s+(?:عبور|ورود)|گذرواژه|کلمه(?:\s|\x{200C})+(?:ی\s+)?عبور|[הובלש]?סיסמ[האת]|पासवर्ड|পাসওয়ার্ড|mật\s+khẩu|kata[\s_\-]+(?:sandi|laluan)|(?:furaha|ereyga|erayga)[\s_\-]+sirta(?:\s+ah)?|nenosiri|nywila|(?:i[lstrndxzċż]|l)-password|parool|slaptažod\pL*|lykilorð\pL*|pasahitz\pL*|cyfrinair|құпия\s*сөз\pL*|პაროლ\pL*|գաղտնաբառ\pL*|கடவுச்சொல்[\pL\pM]*|பாஸ்வேர்[\pL\pM]{0,4}|පාස්වර්ඩ්|beassansátni|ewal\s+tzij|beassansáni|pasfhocal|facal-faire|ger[\s\-]+tremen|contrasinal|fjalëkalim\pL*|wagwoord|iphasiwedi|okwuntughe|kalmar\s+sirri|loyniorð\pL*|passwud|paaswod|passwuert|нууц\s+үг|сырсөз\pL*|پټنوم|پاس\s*ورڈ|संकेतशब्द|પાસવર્ડ|ਪਾਸਵਰਡ|పాస్\x{200C}?వర్డ్|ಪಾಸ್\x{200C}?ವರ್ಡ್|ಗುಪ್ತ\s?ಪದ\pM*|ijambo\s?(?:ry['’]\s?)?i?banga|açarsöz\pL*|kelma\s+(?:tad-dħul|sigrieta)|kecap\s+konci|teny\s+miafina|tenimiafina|गुप्त\s?शब्द|कूटशब्द|రహస్య\s?పదం|പാസ്\x{200C}?വേഡ്|මුරපදය|የይለፍ\s+ቃ[ልሉ]|פ\x{05BC}?א\x{05B7}?ר\x{05B8}?א\x{05B8}?ל|[oọ]\pM*r[oọ]\pM*\s+a[sṣ]\pM*[ií]\pM*n[aà]\pM*|[oọ]\pM*r[oọ]\pM*\s*[iì]\pM*(?:p[aà]\pM*m[oọ]\pM*|gb[aà]\pM*n[ií]\pM*w[oọ]\pM*l[eé]\pM*))|密码|密碼|口令|通行[码碼]|暗証番号|パスワード|비밀번호|비번|패스워드|รหัสผ่าน|พาสเวิร์ด|စကားဝှက်|ពាក្យសម្ងាត់|ລະຫັດຜ່ານ`)

// passwordCopula: a word that joins the password to its value ("is",
// "este", "ist", "est", "är", "là", "adalah", "是").
// Round 44: Tagalog "ay" ("ang password ng X ay V"); the Scandinavian
// definite forms of the word ("passordet", "lösenordet", "adgangskoden")
// take "er"/"är" like the bare word.
var passwordCopula = map[string]bool{"se": true, "is": true, "was": true, "este": true, "era": true, "ist": true, "war": true, "est": true, "es": true, "és": true, "é": true, "è": true, "är": true, "var": true, "er": true, "on": true, "oli": true, "je": true, "jest": true, "была": true, "είναι": true, "là": true, "adalah": true, "ialah": true, "ni": true, "olarak": true, "是": true, "为": true, "為": true, "は": true, "은": true, "는": true, "lautet": true, "lauten": true, "lautete": true, "luidt": true, "lyder": true, "kuuluu": true, "estas": true, "ir": true, "yra": true, "waa": true, "isch": true, "ay": true,
	// Round 48: Serbian Cyrillic, Albanian, Maltese.
	"је": true, "është": true, "hija": true, "huwa": true,
	// Round 49: Hebrew (she/he as "is").
	"היא": true, "הוא": true,
	// Session 23: Welsh ("y cyfrinair ... yw V"), Irish ("is é an
	// pasfhocal ... ná V"), Luxembourgish ("d'Passwuert ... ass V"), Breton.
	"yw": true, "ydy": true, "ydi": true, "oedd": true, "ná": true, "ass": true, "eo": true,
	// Session 27: Hmong ("tus password tshiab yog V").
	"yog": true,
	// Session 30: Nigerian Pidgin ("di password for di box na V").
	"na": true,
	// Round 78 (fresh230): the Slavic copulas that follow the words
	// naming what the password is for: Russian "это" ("пароль от
	// панели — это V"), Ukrainian "це", "є", Bulgarian "е" ("паролата
	// за сървъра е V"). Polish "to" is slavicTo78's: in English it is a
	// preposition.
	"это": true, "це": true, "є": true, "е": true,
	// Round 80 (fresh241): Arabic joins a noun to what it is with a
	// pronoun ("كلمة المرور الجديدة لحساب المراقبة هي V": the new
	// password for the monitoring account, it V), as Hebrew does, or
	// with a verb of being or becoming (كانت, كان, أصبحت, صارت). Before,
	// only the fallback's value within three words of the noun was read.
	"هي": true, "هى": true, "هو": true, "كانت": true, "كان": true, "أصبحت": true, "صارت": true,
	// Round 82 (fresh246): French "c'est" after the words naming what
	// the password is for ("le mot de passe du wifi de la box c'est
	// V"; right after the word the fallback read it already), and the
	// same Arabic pronouns written in Latin letters in chat (Arabizi:
	// "el password beta3 el server howa V").
	"c'est": true, "c’est": true, "howa": true, "hiya": true, "hia": true, "heya": true, "hya": true, "hwa": true}

// slavicTo78 (round 78, fresh230): Polish joins a noun to what it is
// with "to" ("Hasło do panelu wyciągu to V"); it is the copula only
// after the Polish word for password (hasło, hasła), so English "password
// sent to ..." is untouched. The value must still look made ("hasło do
// skrzynki to temat szkolenia" gives none).
func slavicTo78(s string, at int, w string) bool {
	if !strings.EqualFold(w, "to") {
		return false
	}
	head := strings.ToLower(s[max(0, at-8):at])
	return strings.HasSuffix(head, "hasło") || strings.HasSuffix(head, "hasła") || strings.HasSuffix(head, "haslo")
}

// passwordTo and passwordChanged: "to" after a verb of changing or
// setting, in the languages of passwordWords. Round 45: the participles
// of Italian, Portuguese, Spanish, French, Romanian, Polish, Czech,
// German, Dutch and the Nordic languages that take "a"/"en"/"à"/"na"/
// "auf"/"naar"/"till"/"til" ("password dell'utente X impostata a V").
var passwordTo = map[string]bool{"to": true, "uz": true, "на": true, "in": true, "auf": true, "en": true, "à": true, "a": true, "para": true, "naar": true, "till": true, "til": true, "na": true, "σε": true, "olarak": true, "menjadi": true, "thành": true, "į": true, "kuni": true, "în": true, "como": true, "come": true, "comme": true}

var passwordChanged = regexp.MustCompile(`(?i)^(?:changed|set|reset|updated|rotated|nomainīt\pL*|mainīt\pL*|geändert|gesetzt|zurückgesetzt|изменен\pL*|изменён\pL*|сброшен\pL*|змінено|changé\pL*|modifié\pL*|réinitialisé\pL*|cambiad\pL*|establecid\pL*|alterad\pL*|redefinid\pL*|gewijzigd|ingesteld|ändrat|satt|endret|ændret|zmienion\pL*|změněn\pL*|άλλαξε|değiştirildi|diubah|diganti|ditukar|disetel|diatur|direset|diperbarui|dikemaskini|ditetapkan|đổi|pakeist\pL*|muudetud|impostat\pL*|reimpostat\pL*|modificat\pL*|cambiat\pL*|aggiornat\pL*|definid\pL*|atualizad\pL*|actualizad\pL*|restablecid\pL*|défini\pL*|schimbat\pL*|setat\pL*|resetat\pL*|actualizat\pL*|ustawion\pL*|nastaven\pL*|aktualisiert|bijgewerkt|uppdaterat|oppdatert|opdateret)$`)

// passwordTopic: a word after the password word that makes it the name
// of a setting about passwords, not a password ("password policy: ...").
// Round 53: a qualifier naming when or how often the password changed,
// or how its use went ("password_last_changed", "password_next_rotation",
// "password_failed_attempts"), names a date or a count about it.
//
// secretSettingTopics is the core both this and the registry's
// registrySettingName share. Each adds words only safe where it reads:
// here the word after "password" may be the value itself, so only the
// record's own qualifiers are added (field, store, vault, protect, auth,
// last, next, created, issued, valid); a registry value's name is one
// CamelCase identifier, never the value, so it also takes enabled,
// required and path ("PasswordPath" is a setting, "password path123" may
// be a password).
const secretSettingTopics = `polic|hint|reset|length|expir|hash|rotat|strength|age|histor|complex|manager|prompt|requirement|rule|change|update|min|max|file|lifetime|ttl|timeout|duration|count|attempt|fail|lock|retr`

var passwordTopic = regexp.MustCompile(`(?i)^(?:` + secretSettingTopics + `|field|store|vault|protect|auth|last|next|created|issued|valid)`)

// passwordSetter: a verb of setting right before the password word (an
// article or "new" between): the password's new value follows "to".
var passwordSetter = regexp.MustCompile(`(?i)(?:^|[^\pL])(?:set|sets|setting|change|changes|changing|changed|reset|resets|resetting|update|updates|updated|rotate|rotated)\s+(?:(?:the|a|new|its|their|his|her)\s+){0,2}\S+\s*$`)

// setterBefore reports a setter verb just before the password word that
// ends at at.
func setterBefore(s string, at int) bool {
	from := max(0, at-48)
	for from > 0 && from < at && !utf8.RuneStart(s[from]) {
		from++
	}
	return passwordSetter.MatchString(s[from:at])
}

// endsSentence reports a word that closes its sentence: punctuation at
// its end ("done.", "later;"), not inside it. Round 41: a dot inside a
// word is part of a name ("ravi.k", "db.internal", "v2.4"), and "reset
// password for user ravi.k to X" still sets X.
func endsSentence(w string) bool {
	w = strings.TrimRight(w, `"'»”’)]}`)
	return w != "" && strings.IndexByte(".;!?", w[len(w)-1]) >= 0
}

// namedPasswords finds the value after a password word at s[at:].
// unpronounceable (round 65): ten or more lower-case letters that no
// language writes as a word: four consonants in a row (y and w count as
// vowels) and a vowel share under two fifths or over four fifths
// ("kauijedxhrxu", generated), not "strengths" or "forgotten".
func unpronounceable(v string) bool {
	if len(v) < 10 || strings.Trim(v, "abcdefghijklmnopqrstuvwxyz") != "" {
		return false
	}
	run, best, vowels := 0, 0, 0
	for i := 0; i < len(v); i++ {
		if strings.IndexByte("aeiouyw", v[i]) >= 0 {
			vowels++
			run = 0
			continue
		}
		run++
		best = max(best, run)
	}
	return best >= 4 && !strings.Contains(v, "ngth") && !strings.Contains(v, "tch") || vowels*5 > len(v)*4
}

// passphraseWords (round 64): two to six words, one of them made (letters
// and digits mixed, or three digits in a row): "horse battery 2026", not
// "at least 8 characters".
func passphraseWords(v string) bool {
	f := strings.Fields(v)
	if len(f) < 2 || len(f) > 6 {
		return false
	}
	for _, w := range f {
		if hasDigitAndLetter(w) || digitRun(w) >= 3 {
			return true
		}
	}
	return false
}

func digitRun(w string) int {
	best, run := 0, 0
	for i := 0; i < len(w); i++ {
		if isDigit(w[i]) {
			run++
			best = max(best, run)
		} else {
			run = 0
		}
	}
	return best
}

// innerJoin (round 64): an '&' or '@' that stands inside a password
// rather than ending it: not the start of a query parameter (&next=) or
// an HTML entity (&amp;), not the '@' of an address or a host
// (ops@plant.example, user@10.0.0.1), and followed by a letter or digit.
func innerJoin(rest string) bool {
	if len(rest) < 2 || !isAlpha(rest[1]) && !isDigit(rest[1]) {
		return false
	}
	j := 1
	for j < len(rest) && (isAlpha(rest[j]) || isDigit(rest[j]) || rest[j] == '_' || rest[j] == '-') {
		j++
	}
	if j < len(rest) {
		switch c := rest[j]; {
		case rest[0] == '&' && (c == '=' || c == ';'):
			return false
		case rest[0] == '@' && c == '.':
			return false
		}
	}
	return true
}

func namedPasswords(s string, at int) [][2]int {
	// The word ends at a blank, a separator or a quote: not at "@" of a
	// URL ("user:password@host") or a path.
	if at < len(s) && (s[at] == '_' || s[at] == '-' || s[at] == '/' || s[at] == '#') { // round 69: password/prod, password#2
		// Round 35: a key named by the word and a qualifier of its own
		// ("contraseña_wifi = X", "passwort-db: X"): the rest of the
		// identifier must not make it a setting about passwords, and a
		// separator must follow.
		j := at + 1
		for j < len(s) {
			r, n := utf8.DecodeRuneInString(s[j:])
			if !unicode.IsLetter(r) && !unicode.IsDigit(r) && r != '_' && r != '-' {
				break
			}
			j += n
		}
		if passwordTopic.MatchString(strings.TrimLeft(s[at:j], "_-/#")) {
			return nil
		}
		k := j
		for k < len(s) && (s[k] == ' ' || s[k] == '"' || s[k] == '\'') {
			k++
		}
		if k == len(s) || s[k] != '=' && s[k] != ':' {
			return nil
		}
		at = j
	}
	// Session 21: the word given as a gloss in brackets before the
	// separator ("rimaynin (contraseña): V").
	if at+1 < len(s) && (s[at] == ')' || s[at] == ']') && (s[at+1] == ':' || s[at+1] == '=') {
		at++
	}
	// Round 59: the gloss closed and the value straight after it
	// ("pakasqa simi (contraseña) V kachkan"); the value must then look
	// made, as after any bare word.
	if at+1 < len(s) && (s[at] == ')' || s[at] == ']') && s[at+1] == ' ' {
		at++
	}
	if fileNamedPassword(s, at) || pathFolderPassword76(s, at) {
		return nil
	}
	if at < len(s) {
		r, _ := utf8.DecodeRuneInString(s[at:])
		if !unicode.IsSpace(r) && !strings.ContainsRune(`=:："'՝։།`, r) && !(noSpaceScript(r) && s[at-1] >= 0x80) {
			return nil
		}
	}
	end := at + min(len(s)-at, 160)
	if k := strings.IndexByte(s[at:end], '\n'); k >= 0 {
		end = at + k
	}
	// Tokens: runs of non-space bytes, at most ten.
	type tok struct{ s, e int }
	var toks []tok
	for i := at; i < end && len(toks) < 10; {
		r, n := utf8.DecodeRuneInString(s[i:])
		if unicode.IsSpace(r) {
			i += n
			continue
		}
		j := i
		for j < end {
			r, n := utf8.DecodeRuneInString(s[j:])
			if unicode.IsSpace(r) {
				break
			}
			j += n
		}
		toks = append(toks, tok{i, j})
		i = j
	}
	value := func(vs int) [][2]int {
		open := rune(0)
		for vs < end {
			r, n := utf8.DecodeRuneInString(s[vs:])
			if !unicode.IsSpace(r) && !strings.ContainsRune(`"'«“‘`+"`", r) {
				break
			}
			if !unicode.IsSpace(r) {
				open = r
			}
			vs += n
		}
		// Round 64: a quoted passphrase of several words ("horse battery
		// 2026") is one value when it holds letters and digits.
		if open == '"' || open == '\'' || open == '«' || open == '“' {
			closeQ := map[rune]rune{'"': '"', '\'': '\'', '«': '»', '“': '”'}[open]
			if k := strings.IndexRune(s[vs:end], closeQ); k >= 8 && k <= 64 {
				if v := s[vs : vs+k]; strings.Contains(v, " ") && passphraseWords(v) && notPlaceholder(v) && !strings.ContainsAny(v, "\t{}$<>") {
					return [][2]int{{vs, vs + k}}
				}
			}
		}
		ve := vs
		for ve < end {
			r, n := utf8.DecodeRuneInString(s[ve:])
			if (r == '&' || r == '@') && ve > vs && innerJoin(s[ve:end]) {
				ve += n // Round 64: "Hund&Katt99", "Pani@Meter55"
				continue
			}
			if unicode.IsSpace(r) || strings.ContainsRune(`"'«»“”‘’`+"`（）()，。、；[]{}<>;&@", r) {
				break
			}
			ve += n
		}
		for ve > vs && strings.IndexByte(".,;:!?", s[ve-1]) >= 0 {
			ve--
		}
		v := s[vs:ve]
		// Round 39: a path is not a password ("pwd: /srv/app2").
		// Round 70 (fresh210): a Windows path too ("PWD=C:\Users\a", the
		// working directory; "pwd: .\build").
		if strings.HasPrefix(v, "/") || strings.HasPrefix(v, "~/") || strings.HasPrefix(v, "./") || windowsPath(v) {
			return nil
		}
		if len(v) < 8 || len(v) > 128 || !notPlaceholder(v) || !(hasDigitAndLetter(v) || hasUpperAndLower(v) && len(v) >= 10 || unpronounceable(v)) {
			return nil
		}
		// Round 48: a capitalised word that opens a phrase ("heslo
		// kampaně: Bezpečný domov", a campaign's slogan) is a title; a
		// password is one token.
		if capitalisedWord(v) && lowerWordAt(s, ve) {
			return nil
		}
		return [][2]int{{vs, ve}}
	}
	// A separator right after the word, or in its own words.
	aside := false
	for k, t := range toks {
		w := s[t.s:t.e]
		if k == 0 && passwordTopic.MatchString(strings.TrimLeft(w, "=:：")) {
			// Round 70 (fresh211): a past setter that is also a topic
			// word, then "to" ("admin password reset to V"), gives the
			// new value; "password reset to default" or "reset email
			// sent to ..." fails value's made-value test or has no "to"
			// next.
			if passwordChanged.MatchString(w) && len(toks) > 2 && passwordTo[strings.ToLower(s[toks[1].s:toks[1].e])] {
				return value(toks[2].s)
			}
			return nil
		}
		if k > 8 {
			break
		}
		// Session 27: a copula may come later than a separator, after up
		// to eight words of the password's own (a Romance language names
		// the account with prepositions: "Parola nouă pentru contul de
		// predare a turei este V"); past the seventh word only a copula
		// joins the value.
		if k > 6 && !passwordCopula[strings.ToLower(w)] {
			continue
		}
		// Round 49: a comma, then a key of its own ("title: Password
		// Spraying via Kerberos, id: <uuid>"): another field begins, and
		// its value is not the password's.
		if k > 0 && strings.HasSuffix(s[toks[k-1].s:toks[k-1].e], ",") && fieldKey(w) {
			break
		}
		if n := bantuCopula93(w); n > 0 && k >= 1 { // round 93: Zulu "ngu-V" (redact_round93.go)
			if v := value(t.s + n); v != nil {
				return v
			}
		}
		if i := strings.IndexAny(w, "=:"); i >= 0 && (i == len(w)-1 || w[i] == '=') {
			if i == len(w)-1 {
				if k+1 < len(toks) {
					return value(toks[k+1].s)
				}
				return nil
			}
			return value(t.s + i + 1)
		}
		// Round 54: words in parentheses are an aside ("temporary
		// password V (must change on first login)"): a copula, a setter
		// or a dash inside it is the aside's, not the password's, so
		// the scan reads on after it (or falls to the value right after
		// the word).
		if !aside && k > 0 && strings.HasPrefix(w, "(") {
			aside = true
		}
		if aside {
			if strings.Contains(w, ")") {
				aside = false
				if endsSentence(w) {
					break
				}
			}
			continue
		}
		// Round 55: in a verb-final language the copula closes the clause
		// and the value stands just before it ("رمز عبور پنل پمپ V است",
		// "पासवर्ड V है"); a value in Latin letters before a copula in
		// another script stands out as the value.
		if k >= 1 && finalCopula[strings.TrimRight(w, ".،۔।")] {
			if p := s[toks[k-1].s:toks[k-1].e]; asciiWord(p) {
				if v := value(toks[k-1].s); v != nil {
					return v
				}
			}
		}
		// Session 23: a dash standing alone between the phrase and the
		// value ("тимчасовий пароль для нового працівника — V").
		if (w == "—" || w == "–" || w == "->" || w == "=>") && k+1 < len(toks) {
			if v := value(toks[k+1].s); v != nil {
				return v
			}
		}
		for _, sep := range [...]string{"：", "՝", "։"} { // full-width colon; Armenian comma and full stop used as one
			if i := strings.Index(w, sep); i >= 0 {
				return value(t.s + i + len(sep))
			}
		}
		// Round 41: Turkish and Azerbaijani "olarak"/"olaraq" ("as") follow
		// the value they give: "şifresi X olarak güncellendi".
		if k == 1 && (strings.EqualFold(w, "olarak") || strings.EqualFold(w, "olaraq")) {
			if v := value(toks[0].s); v != nil {
				return v
			}
		}
		if (passwordCopula[strings.ToLower(w)] || noSpaceCopula(w) || slavicTo78(s, at, w)) && k+1 < len(toks) {
			// Round 40: "password on HOST is X", "password for X is Y":
			// the first value names the owner when another copula and a
			// value follow it.
			if k+3 < len(toks) && (passwordCopula[strings.ToLower(s[toks[k+2].s:toks[k+2].e])] || strings.HasSuffix(s[toks[k+2].s:toks[k+2].e], ":")) {
				if v := value(toks[k+3].s); v != nil {
					return v
				}
			}
			// Round 41: after a setter, a copula word that is also a
			// preposition ("on" in English) names where the password is
			// set: "set password on HOST to X" sets X.
			if setterBefore(s, at) {
				for k2 := k + 2; k2 < min(len(toks)-1, k+5); k2++ {
					if passwordTo[strings.ToLower(s[toks[k2].s:toks[k2].e])] {
						if v := value(toks[k2+1].s); v != nil {
							return v
						}
						break
					}
				}
			}
			if v := value(toks[k+1].s); v != nil {
				return v
			}
			// Round 88 (after fresh262's s262-099): French sets a space
			// before its colon ("mot de passe provisoire est : V"): a lone
			// colon after the copula stands before the value.
			if w1 := s[toks[k+1].s:toks[k+1].e]; (w1 == ":" || w1 == "：") && k+2 < len(toks) {
				if v := value(toks[k+2].s); v != nil {
					return v
				}
			}
			// Round 45: a passive of setting after the copula ("è stata
			// reimpostata a V", "was changed to V", "a fost schimbată în
			// V"): the value follows its "to".
			for k2 := k + 2; k2 < min(len(toks)-1, k+4); k2++ {
				if passwordTo[strings.ToLower(s[toks[k2].s:toks[k2].e])] && passwordChanged.MatchString(s[toks[k2-1].s:toks[k2-1].e]) {
					if v := value(toks[k2+1].s); v != nil {
						return v
					}
				}
			}
			// Round 42: an adverb of one or two words may stand between
			// the copula and the value ("lautet jetzt X", "lautet ab
			// sofort X", "is now X", "est désormais X"): a short word of
			// lower-case letters is never the value.
			for k2 := k + 1; k2 < min(k+3, len(toks)-1) && adverbLike(s[toks[k2].s:toks[k2].e]); k2++ {
				if v := value(toks[k2+1].s); v != nil {
					return v
				}
			}
			// Session 21: the value before the copula, the copula saying
			// how the login went ("met wachtwoord V is gelukt", "password
			// V was rejected"): a strongly made word right after the
			// password word.
			if w0 := s[toks[0].s:toks[0].e]; k == 1 && len(w0) >= 10 && hasDigitAndLetter(w0) && hasUpperAndLower(w0) {
				return value(toks[0].s)
			}
			// Session 34 (fresh214): a copula later in the sentence whose
			// own value is no value says what became of the password
			// ("passordet V for bruker U er utløpt", "password V for
			// user U is expired"): the value right after the word stands,
			// as it does when no copula follows.
			if k > 1 {
				return value(toks[0].s)
			}
			return nil
		}
		// "changed to X", "nomainīta uz X", "geändert in X": the value a
		// change sets.
		// Round 37: or a setter before the password word ("set password
		// for user X to Y", "reset the password of svc to Y").
		if k > 0 && passwordTo[strings.ToLower(w)] && (passwordChanged.MatchString(s[toks[k-1].s:toks[k-1].e]) || setterBefore(s, at)) && k+1 < len(toks) {
			return value(toks[k+1].s)
		}
		if endsSentence(w) && k > 0 {
			break // the sentence ended before any separator
		}
	}
	// No separator: the value right after the word, or after the words
	// naming its owner ("пароль пользователя backup X") when it is
	// strongly made: upper and lower case and digits, ten or more long.
	if len(toks) > 0 {
		if v := value(toks[0].s); v != nil {
			return v
		}
	}
	for k := 1; k < min(len(toks), 4); k++ {
		w := s[toks[k].s:toks[k].e]
		if endsSentence(s[toks[k-1].s:toks[k-1].e]) {
			break
		}
		if len(w) >= 10 && hasDigitAndLetter(w) && hasUpperAndLower(w) {
			return value(toks[k].s)
		}
		// Round 82 (fresh246): or letters only, in both cases, that no
		// one could pronounce ("пароль от админки KEDzPKNtGkUz", in
		// romanised Russian "parol' ot adminki V"); a CamelCase name
		// ("MyServerName") reads as words and stays.
		if len(w) >= 10 && hasUpperAndLower(w) && unpronounceable(strings.ToLower(strings.TrimRight(w, ".,;:!?"))) {
			return value(toks[k].s)
		}
	}
	return nil
}

// finalCopula: the copulas that end a clause in verb-final languages
// written in their own scripts (Persian, Urdu, Hindi, Punjabi, Pashto,
// Amharic).
var finalCopula = map[string]bool{"است": true, "هست": true, "ہے": true, "है": true, "आहे": true, "છે": true, "ਹੈ": true, "دی": true, "ده": true, "ነው": true,
	// Round 65 (fresh197-200): Kannada and Telugu.
	"ಆಗಿದೆ": true, "ಇದೆ": true, "ఉంది": true, "అవుతుంది": true}

// asciiWord: a token of printable ASCII only.
func asciiWord(w string) bool {
	for i := 0; i < len(w); i++ {
		if w[i] <= ' ' || w[i] >= 0x7f {
			return false
		}
	}
	return w != ""
}

// adverbLike: a word of 2 to 12 lower-case letters (any script that has
// case), the shape of "now", "jetzt", "désormais", "сейчас"; never a value,
// which the caller still checks for strength.
func adverbLike(w string) bool {
	n := 0
	for _, r := range w {
		if !unicode.IsLower(r) {
			return false
		}
		n++
	}
	return n >= 2 && n <= 12
}

// Round 39: in a script written without spaces the copula runs into the
// words before it ("รหัสผ่านหลังร้านคือ X": the password of the back
// office is X), so a token that ends in one joins the value after it.
var noSpaceCopulas = [...]string{"คือ", "ແມ່ນ", "គឺ", "是", "为", "為", "は"}

func noSpaceCopula(w string) bool {
	for _, c := range noSpaceCopulas {
		if strings.HasSuffix(w, c) {
			return true
		}
	}
	return false
}

// noSpaceScript: a letter of a script written without spaces between
// words (Thai, Lao, Khmer, Myanmar, Chinese, Japanese, Korean), where a
// word for password runs straight into the next word.
func noSpaceScript(r rune) bool {
	return r >= 0x0e00 && r <= 0x109f || r >= 0x1780 && r <= 0x17ff || r >= 0x2e80
}

// madeValue: a value that looks made rather than written: letters and
// digits, or mixed case at least ten long, and no placeholder.
func madeValue(v string) bool {
	return notPlaceholder(v) && (hasDigitAndLetter(v) || hasUpperAndLower(v) && len(v) >= 10)
}

// strongMadeValue: a value that looks generated, not a word or a name:
// letters and digits, or upper and lower case ten or more long that
// change case at least four times (SaJHSJICYSZetYcdqJsXWb, not
// ValidationError).
func strongMadeValue(v string) bool {
	if !notPlaceholder(v) {
		return false
	}
	if hasDigitAndLetter(v) {
		return true
	}
	if len(v) < 10 || !hasUpperAndLower(v) {
		return false
	}
	changes := 0
	for i := 1; i < len(v); i++ {
		a, b := v[i-1], v[i]
		if (a >= 'a' && a <= 'z') && (b >= 'A' && b <= 'Z') || (a >= 'A' && a <= 'Z') && (b >= 'a' && b <= 'z') {
			changes++
		}
	}
	return changes >= 4
}

// notSettingAboutSecret: a match whose key names a setting about a
// password or secret (PasswordPolicy, MinPasswordLength, TokenLifetime
// aside): the word that names the secret is followed by a topic word.
func notSettingAboutSecret(m string) bool {
	l := asciiLower(m)
	k := strings.Index(l, "key=")
	if k < 0 {
		return true
	}
	key := l[k+len("key="):]
	key = strings.TrimLeft(key, "\"'")
	if e := strings.IndexAny(key, "\"'"); e >= 0 {
		key = key[:e]
	}
	for _, w := range [...]string{"password", "passwd", "pwd", "secret", "token", "apikey"} {
		if i := strings.LastIndex(key, w); i >= 0 {
			rest := strings.TrimLeft(key[i+len(w):], "_-.:")
			// round 99: "ApiKeyName" holds the key's name (l299-090)
			if rest != "" && (passwordTopic.MatchString(rest) || strings.HasPrefix(rest, "name")) {
				return false
			}
		}
	}
	return true
}

// notDefaultNetworkKey: a byte array that is not Zigbee2MQTT's documented
// example network key (1, 3, 5, ... 13).
func notDefaultNetworkKey(v string) bool {
	return strings.Join(strings.Fields(strings.ReplaceAll(v, ",", " ")), ",") != "1,3,5,7,9,11,13,15,0,2,4,6,8,10,12,13"
}

// jwtNotExample: a JWT whose signature segment is a word of one case
// ("SIGNATURE", "signature", "sig") is a documentation example of the
// format, not a token a server would accept; a real signature is
// random base64url (an unsigned token's empty segment stays a token).
// Round 45.
func jwtNotExample(v string) bool {
	sig := v[strings.LastIndexByte(v, '.')+1:]
	if sig == "" {
		return true
	}
	return !(strings.Trim(sig, "ABCDEFGHIJKLMNOPQRSTUVWXYZ_") == "" || strings.Trim(sig, "abcdefghijklmnopqrstuvwxyz_") == "")
}

// redisAuthValue: the value after "auth" at the end of a line (redis-cli
// AUTH PW) when it is not a word of prose: a lower-case word, even with
// its closing punctuation ("(no auth required)"), is prose. Round 45.
func redisAuthValue(v string) bool {
	w := strings.TrimRight(v, ").,;:!?]}'\"")
	// Round 69: "user:${VAR}": the password part is a reference.
	if k := strings.IndexByte(w, ':'); k >= 0 && isReference(w[k+1:]) {
		return false
	}
	return notPlaceholder(v) && strings.Trim(w, "abcdefghijklmnopqrstuvwxyz") != "" && !subcommandName(w) && !saslMechanism77(w)
}

// subcommandName: lower-case words joined by single hyphens
// (configure-docker, git-credential, print-access-token), the name of a
// CLI's subcommand after "auth" (gcloud auth, gh auth), not a made value.
// Round 52.
func subcommandName(w string) bool {
	parts := strings.Split(w, "-")
	if len(parts) < 2 {
		return false
	}
	for _, p := range parts {
		if p == "" || strings.Trim(p, "abcdefghijklmnopqrstuvwxyz") != "" {
			return false
		}
	}
	return true
}

// capitalisedWord: letters only, an upper-case first letter and lower
// case after it (Bezpečný, Sommerzeit), the shape of a word, not a made
// value.
func capitalisedWord(v string) bool {
	for i, r := range v {
		if !unicode.IsLetter(r) || i == 0 && !unicode.IsUpper(r) || i > 0 && !unicode.IsLower(r) {
			return false
		}
	}
	return v != ""
}

// lowerWordAt: s[i:] is a blank and then a word of lower-case letters.
func lowerWordAt(s string, i int) bool {
	if i >= len(s) || s[i] != ' ' {
		return false
	}
	n := 0
	for _, r := range s[i+1:] {
		if !unicode.IsLetter(r) {
			break
		}
		if !unicode.IsLower(r) {
			return false
		}
		n++
	}
	return n >= 2
}

// fieldKey: a word of ASCII letters, digits and '_' or '-' ending in a
// colon or '=' (id:, request_id=), the name of a field.
func fieldKey(w string) bool {
	if len(w) < 2 || w[len(w)-1] != ':' && w[len(w)-1] != '=' {
		return false
	}
	for i := 0; i < len(w)-1; i++ {
		if c := w[i]; !isAlpha(c) && !isDigit(c) && c != '_' && c != '-' {
			return false
		}
	}
	return true
}

// madeTypedSecret (round 59): a value typed at a prompt that reads as made,
// not as a command or a word: letters of both cases and digits.
func madeTypedSecret(v string) bool {
	return len(v) >= 8 && hasDigitAndLetter(v) && hasUpperAndLower(v) && strongMadeValue(v)
}

// namedPublic (round 59): the key name around lower[at] holds "public" or
// "publishable" as one of its parts (NEXT_PUBLIC_MAPBOX_TOKEN).
func namedPublic(lower string, at int) bool {
	j := at
	// A key's name is short: reading back at most 128 bytes keeps a long
	// run of letters ("tokentoken...", one read per anchor in it) linear.
	for j > 0 && at-j < 128 && (isAlpha(lower[j-1]) || isDigit(lower[j-1]) || lower[j-1] == '_' || lower[j-1] == '-' || lower[j-1] == '.') {
		j--
	}
	name := lower[j:at]
	for _, w := range [...]string{"public", "publishable"} {
		for _, sep := range [...]string{"_", "-", "."} {
			if strings.HasPrefix(name, w+sep) || strings.Contains(name, sep+w+sep) {
				return true
			}
		}
	}
	return false
}

// windowsPath: a drive path (C:\ or C:/), a UNC path (\\host) or a
// relative one (.\, ..\).
func windowsPath(v string) bool {
	if len(v) >= 3 && isAlpha(v[0]) && v[1] == ':' && (v[2] == '\\' || v[2] == '/') {
		return true
	}
	return strings.HasPrefix(v, `\\`) || strings.HasPrefix(v, `.\`) || strings.HasPrefix(v, `..\`)
}

// fileNamedPassword (round 71): the word ending at at is the last part
// of a file's path followed by a blank (mosquitto_passwd -b
// /etc/mosquitto/passwd USER PASS): it names the file, and the next
// word is not its value (flags may still follow).
func fileNamedPassword(s string, at int) bool {
	if at >= len(s) || (s[at] != ' ' && s[at] != '\t') {
		return false
	}
	ws := at
	for ws > 0 && at-ws < 64 && isAlpha(s[ws-1]) {
		ws--
	}
	if ws == 0 || s[ws-1] != '/' {
		return false
	}
	ts := ws - 1
	for ts > 0 && ws-ts < 256 && s[ts-1] != ' ' && s[ts-1] != '\t' && s[ts-1] != '\n' && s[ts-1] != '"' && s[ts-1] != '\'' && s[ts-1] != '=' {
		ts--
	}
	nx := at
	for nx < len(s) && (s[nx] == ' ' || s[nx] == '\t') {
		nx++
	}
	// a parameter's name followed by flags (--name /prod/db/password
	// --value V) still names the value after it
	return (s[ts] == '/' || s[ts] == '~' || s[ts] == '.') && nx < len(s) && s[nx] != '-'
}
