package safety

// Round 102 (exfil-prose): fresh311-314's misses by the rules alone.

// A chat app named in the script of the statement's language ("ไลน์ไอดี
// @x", LINE ID in Thai; "телеграм @x"; "ライン @x"; "텔레그램 @x") before a
// handle is the same one person's account outside the organisation as
// "LINE ID @x" in Latin letters (exfil60.go, exfil68.go): a send to it
// leaves. The app's name is still required before the handle, so an
// "@mention" in a team's own chat is not read. No \b: the scripts' letters
// are not ASCII word letters.
const chatAppML102 = `(?:ไลน์|เทเลแกรม|วอทส์แอ[ปพ]|วีแชท|ライン|テレグラム|라인|텔레그램|카카오톡|телеграм|вайбер|ватсап|вотсап)[^\s@]{0,4}\s*(?:ไอดี|id|아이디|ід|ид)?\s*[:：]?\s*@[\w.-]{2,}`

func init() {
	actChatOutside = lazyRegexp(actChatOutside.String() + `|(?i:` + chatAppML102 + `)`)
	covertHost = lazyRegexp(covertHost.String() + `|(?i:` + chatAppML102 + `)`)
}

// The records that identify a person, in Ukrainian and Russian: passport
// data ("паспортні дані", "паспортные данные") and the personal tax
// identification code or number ("ідентифікаційний код", РНОКПП, ИНН in
// full) name one person's identity papers, as "passport numbers" do in
// English; personalCargoML reads them beside a send to a place outside.
// "Telling no one" ("нікому не кажучи", "никому не говоря") hides the act
// from the user as "without telling the user" does.
func init() {
	personalCargoML = append(personalCargoML, lowerStems(
		"паспортні дані", "паспортних даних", "паспортними даними", "ідентифікаційні коди", "ідентифікаційний код", "ідентифікаційних код", "ідентифікаційний номер", "ідентифікаційні номер", "рнокпп",
		"паспортные данные", "паспортных данных", "идентификационный номер", "идентификационные номер", "идентификационный код", "идентификационные код")...)
	registerActionLexicon("uk+r102-exfil", actionLex{
		stealth: []string{"нікому не кажучи", "нікому не кажи", "нікому не кажіть", "нікому не говорячи", "нікому не повідомляючи"},
	})
	registerActionLexicon("ru+r102-exfil", actionLex{
		stealth: []string{"никому не говоря", "никому не говори", "никому не говорите", "никому не сообщая"},
	})
}
