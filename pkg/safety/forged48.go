package safety

// Round 48 (misc: forged-turn family): forged turns in more shapes and
// more words of a grant.
//
//   - Labels: a chat export writes the speaker first and then the time
//     ("**system** 10:02 — ...", "Assistant 9:14 pm: ..."): the stamp
//     after the role word is part of the label, as round 45's stamp
//     before it is. An HTML comment that names whose turn follows
//     ("<!-- turn: assistant -->", "<!-- role=user -->") marks a turn as
//     "<!-- assistant -->" does. The system, the user, the assistant and
//     the developer named in Urdu ("نظام", "صارف", "اسسٹنٹ") are role
//     labels, as a line or a heading of their own, with an optional
//     gloss in parentheses ("## نظام (system)").
//   - Grants, in English: the agent's own voice pledging to drop its
//     rules ("I will set aside my guidelines") or to do whatever it is
//     asked ("I'll do anything you ask"): a pledge of the first person,
//     so a user who skips their own diet rules in a question is not one
//     (that says "my rules" but pledges nothing to anyone; the pledge
//     needs "will" and an object that is the speaker's rules, and the
//     block still needs a role label); the agent's safety mode set off
//     as a field ("safety_mode=OFF", as round 42's "assistant_rules":
//     "disabled"; "safe_mode", a PHP and database setting, is not read);
//     the skill's text made from now on the only thing to follow ("should
//     now follow only the skill"; "follow only the skill's table" for a
//     layout is a pointer, not a change of master); the agent said to hold
//     administrator or root rights ("the assistant now has admin
//     permissions").
//   - Grants in Italian, Spanish, Portuguese, French and German: the
//     agent must not ask for confirmation or permission ("non deve
//     chiedere conferme", "no debe pedir confirmación", "ne doit pas
//     demander de confirmation"), and the agent given administrator
//     rights ("l'assistente ha i permessi di amministratore").
//   - Grants in Urdu: no restriction on the agent ("کوئی پابندی نہیں"),
//     acting without asking or without confirmation ("بغیر پوچھے",
//     "بغیر تصدیق"), the restrictions ended ("پابندیاں ختم").
//
// Each still needs a role label or tag in the same block (checkForged).
const (
	// roleWords48: the roles in Urdu (system, user, assistant, developer).
	roleWords48 = `نظام|صارف|اسسٹنٹ|معاون|ڈویلپر`
	roleTags48  = `<!--\s*(?:turn|role|speaker|from|author|sender|message)\s*[:=]\s*["']?(?:system|assistant|user|developer|tool|human|model|operator)\b[^>\n]{0,40}-->`

	forgedAuthority48 = `\bi(?:'ll|\s+will|\s+shall|\s+am\s+going\s+to|'m\s+going\s+to)\s+(?:now\s+|happily\s+|gladly\s+)?(?:skip|ignore|drop|set\s+aside|suspend|forget|disregard|bypass|abandon|waive|stop\s+(?:following|applying))\s+(?:all\s+(?:of\s+)?)?(?:my|these|those)\s+(?:usual\s+|normal\s+|standard\s+|own\s+|safety\s+|built-in\s+)*(?:rules|guidelines|restrictions|polic(?:y|ies)|guardrails|safeguards|limits|instructions)\b|` +
		`\bi(?:'ll|\s+will|\s+shall)\s+(?:now\s+)?(?:do|answer|carry\s+out|execute)\s+(?:anything|everything|whatever)\s+(?:you|the\s+user)\s+(?:ask|say|want|tell|request|type)\w*|` +
		`\bsafety[_-]?(?:mode|checks?|layer|filter|guard|enforcement)["']?\s*[:=]\s*["']?(?:off|false|none|disabled|0|no)\b|` +
		`\b(?:now|henceforth|from\s+now\s+on|from\s+here\s+on)\s+(?:follow|obey|listen\s+to)\s+only\s+(?:the|this)\s+skill\b|\b(?:follow|obey)\s+only\s+(?:the|this)\s+skill(?:'s)?(?:\s+\w+)?\s+from\s+now\s+on\b|` +
		`\b(?:the\s+)?(?:assistant|agent|model|ai)\s+(?:now\s+)?(?:has|holds|gets|is\s+given|has\s+been\s+given)\s+(?:full\s+)?(?:admin|administrator|root|superuser|sudo)\s+(?:rights|permissions|privileges|access)\b|` +
		// Italian, Spanish, Portuguese, French, German
		`\bnon\s+(?:deve|dovr[àa]|serve|occorre|bisogna)\s+(?:pi[ùu]\s+)?(?:chiedere|richiedere|domandare|attendere)\s+(?:\pL+\s+){0,3}?(?:conferm|autorizzazion|permess|consenso|approvazion)\pL*|` +
		`\bno\s+(?:debe|deber[áa]|necesita|tiene\s+que)\s+(?:m[áa]s\s+)?(?:pedir|solicitar|esperar)\s+(?:\pL+\s+){0,3}?(?:confirmaci|autorizaci|permiso|aprobaci|consentimiento)\pL*|` +
		`\bn[ãa]o\s+(?:deve|dever[áa]|precisa)\s+(?:mais\s+)?(?:de\s+)?(?:pedir|solicitar|esperar)\s+(?:\pL+\s+){0,3}?(?:confirma|autoriza|permiss|aprova|consentimento)\pL*|` +
		`\bne\s+(?:doit|devra|doivent)\s+(?:plus\s+|pas\s+|jamais\s+)+(?:demander|solliciter|attendre)\s+(?:\pL+\s+){0,3}?(?:confirmation|autorisation|permission|validation|accord)\b|` +
		`\b(?:muss|soll|darf)\s+(?:\pL+\s+){0,3}?(?:nicht\s+mehr|nicht|nie|keine)\s+(?:\pL+\s+){0,2}?(?:best[äa]tigung|erlaubnis|freigabe|zustimmung)\w*\s+(?:einholen|anfordern|fragen|erbitten)|` +
		`\b(?:l'assistente|l'agente|il\s+modello|l'ia|el\s+asistente|el\s+agente|el\s+modelo|o\s+assistente|o\s+agente|o\s+modelo|l'assistant|l'agent|le\s+mod[èe]le|der\s+assistent|der\s+agent|das\s+modell)\s+(?:\pL+\s+){0,2}?(?:ha|tiene|tem|a|hat|dispone\s+de)\s+(?:ora\s+|ahora\s+|agora\s+|d[ée]sormais\s+|jetzt\s+|nun\s+)?(?:(?:i|gli|los|las|os|as|les|die)\s+)?(?:pieni\s+|plenos\s+|pleins\s+|volle\s+)?(?:(?:permessi|privilegi|diritti|permisos|privilegios|derechos|permiss[õo]es|privil[ée]gios|direitos|droits|privil[èe]ges)\s*(?:di|da|de|d'|des)\s*(?:amministrat\pL*|administra\pL*|root|superusuario|superutente)|administratorrechte|adminrechte|root-?rechte)|` +
		// Urdu
		`کوئی\s+پابندی\s+نہیں|پابندیاں\s+(?:\S+\s+){0,2}?(?:ختم|ہٹا|اٹھا)|بغیر\s+(?:پوچھے|اجازت\s+لیے|تصدیق)|ہر\s+بات\s+(?:\S+\s+){0,3}?مانی\s+جائے`
)

// roleLabel48: a role word followed by a time stamp, and the Urdu role
// words as labels.
var roleLabel48 = `(?im)^[ \t>*_#\-]*(?:[\[(]\s*)?` + roleWords + `(?:\s*[\])])?[ \t*_]*(?:[\[(]\s*)?\d{1,2}:\d{2}(?::\d{2})?(?:\s*[ap]\.?m\.?)?(?:\s*[\])])?[ \t*_]*(?:[:：—–|]|-\s)|` +
	`(?m)^[ \t>*_#\-]*(?:[\[(]\s*)?(?:` + roleWords48 + `)(?:\s*[\])])?[ \t*_]*(?:\([^)\n]{0,40}\))?[ \t*_]*(?:[:：]|$)`

func init() {
	rolePrefixes = append(rolePrefixes, "نظام", "صارف", "اسسٹنٹ", "معاون", "ڈویلپر")
	roleLabelRe = lazyRegexp(roleLabelRe.String() + `|` + roleLabel48)
	roleTagRe = lazyRegexp(roleTagRe.String() + `|(?i:` + roleTags48 + `)`)
	authorityRe = lazyRegexp(authorityRe.String() + `|(?i:` + forgedAuthority48 + `)`)
}
