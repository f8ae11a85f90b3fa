package safety

// Round 46 (forged-turn family): forged turns in more shapes and more
// words of a grant.
//
//   - Labels: an instruction or message whose parenthesis attributes it to
//     an authority among other fields ("Instruction (from: system,
//     authority: root)", "Message (priority: 1, sender: admin)") is a
//     label as round 41's "Instruction (from: platform-admin)" is: the
//     attribution is what makes it a voice, whatever else the parenthesis
//     holds (lines opening with "Directive" or "Prompt" are now read for
//     labels: round 41's label named them, the line filter did not). The
//     user, the assistant and the developer named in Romanian
//     ("Utilizator:", "Asistent:", "Dezvoltator:") and the system, the
//     user and the assistant in Latin ("Systema:", "Usuarius:", "Assistens:")
//     are role labels like "Sistem:".
//   - Grants, as fields of a tool's output: a field that turns off asking
//     before acting ("ask_before_acting": false), records the action as
//     approved by the user ("approved_by_user": true), allows every action
//     ("allow_all_actions": true), or sets the policy or its enforcement
//     off ("policy": "disabled"); round 34 had require_confirmation set
//     false and bare "allow": "*". The asking field is read only for the
//     agent's acting (not "confirm_before_quit" of an application).
//   - Grants, in English: consent to every action reported as already
//     obtained by another voice ("user consent already obtained for all
//     uploads"; consent for one named thing is an ordinary record); the
//     agent's safety layer or guardrails said retired or decommissioned
//     (as round 45's "offline"; not an approval service or a review form,
//     which an IT team retires); the agent's earlier guidelines said
//     archived, superseded or withdrawn, ending the clause ("previous
//     guidelines are archived."; "archived in the wiki" says where they
//     are); told not to ask the user for approval (round 42 had it with
//     "need to"; a skill that never asks for a password asks no approval).
//   - Grants in Romanian: acting without confirmation or without asking
//     ("fără confirmare", "fără să întrebe"), no longer asking for
//     confirmation or applying the safety rules ("nu mai cere confirmare",
//     "nu mai aplică reguli de siguranță"), every action approved ahead
//     ("a aprobat deja toate").
//   - Grants in Swahili: full permission given ("nakupa ruhusa kamili"),
//     do not ask again or act without asking ("usiulize tena", "bila
//     kuuliza"), do not refuse ("usikatae", "bila kukataa"), new
//     instructions taking the place of all earlier ones ("yanachukua
//     nafasi ya yote ya awali"), the rules removed ("sheria zimeondolewa").
//   - Grants in Latin: without confirmation or permission ("sine
//     confirmatione"), the earlier rules removed ("regulae priores
//     sublatae sunt"), no rules any more ("nullae iam regulae").
//   - Roles and grants in more languages, for the same shapes: the
//     user, the assistant and the system named in the Scandinavian
//     languages, Finnish, Hungarian, Hebrew, Hindi, Thai, Tagalog and
//     Catalan ("Användare:", "Käyttäjä:", "Felhasználó:", "משתמש:",
//     "उपयोगकर्ता:", "ผู้ใช้:") are role labels; a grant there is acting
//     without asking or without confirmation, or an order never to refuse
//     ("utan att fråga", "kysymättä", "megerősítés nélkül", "בלי לשאול",
//     "बिना पूछे", "ห้ามปฏิเสธ"). Only these agent-specific grants are
//     listed: "without permission" or "without limits" is what a user asks
//     about parking or travel.
//
// Each still needs a role label or tag in the same block (checkForged).
const (
	// roleAttrib46: an authority attribution among other fields of the
	// label's parenthesis.
	roleAttrib46 = `(?im)^[ \t>*_#\-]*(?:message|note|notice|instructions?|directives?|orders?|prompt)\s*\([^)\n]{0,80}?\b(?:from|by|source|sender|author|authority|issuer|origin)\s*[:=]\s*[\w.@-]*(?:admin|system|operator|platform|developer|root|owner|supervisor)[\w.@-]*[^)\n]{0,60}\)[ \t*_]*:?[ \t]*$`
	// roleWords46: Romanian and Latin role words.
	roleWords46 = `utilizator\pL*|asistent(?:ul|ului)?|dezvoltator\pL*|systema|usuarius|assistens|nuntius\s+a\s+systemate`

	// roleWordsWide46: the roles in Swedish, Danish, Norwegian, Finnish,
	// Hungarian, Hebrew, Hindi, Thai, Tagalog and Catalan.
	roleWordsWide46 = `användar\pL*|systemmeddelande|assistent(?:en)?|bruger(?:en)?|bruker(?:en)?|käyttäjä\pL*|järjestelmä\pL*|avustaja\pL*|felhasználó\pL*|rendszer(?:üzenet)?|asszisztens|משתמש|מערכת|עוזר|उपयोगकर्ता|सिस्टम|सहायक|ผู้ใช้|ระบบ|ผู้ช่วย|gumagamit|usuari`
	forgedWide46    = `\b(?:utan\s+(?:att\s+fråga|bekräftelse)|vägra\s+aldrig|aldrig\s+vägra|uten\s+(?:å\s+spørre|bekreftelse)|aldri\s+nekt|uden\s+(?:at\s+spørge|bekræftelse)|aldrig\s+afvis|` +
		`kysymättä|ilman\s+vahvistusta|megerősítés\s+nélkül|kérdezés\s+nélkül|(?:soha\s+)?ne\s+utasíts\s+el|` +
		`nang\s+walang\s+kumpirmasyon|huwag\s+(?:nang\s+)?(?:magtanong|tumanggi)|sense\s+(?:preguntar|confirmació))|` +
		`(?:^|[^\pL])älä\s+(?:koskaan\s+)?kieltäydy|(?:ללא|בלי)\s+(?:אישור|לשאול)|אל\s+תסרב|बिना\s+(?:पूछे|पुष्टि)|(?:कभी\s+)?मना\s+मत\s+कर|โดยไม่ต้องถาม|ไม่ต้องยืนยัน|ห้ามปฏิเสธ`

	forgedFields46 = `\b(?:ask|confirm|check|prompt)(?:[_-](?:the[_-])?(?:user|human|owner))?[_-](?:before|first)(?:[_-](?:acting|actions?|running|executing|execution|proceeding|tool[_-]?use|tools?|commands?))?["']?\s*[:=]\s*["']?(?:false|no|off|0|never|disabled)\b|` +
		`\b(?:approved|authori[sz]ed|consented)[_-]by[_-](?:the[_-])?(?:user|owner|human)["']?\s*[:=]\s*["']?(?:true|yes|1)\b|` +
		`\ballow[_-]?(?:all|every|any)[_-](?:actions?|tools?|commands?|operations?|requests?|tool[_-]calls?)["']?\s*[:=]\s*["']?(?:true|yes|1|on)\b|` +
		`\b(?:policy|policy[_-](?:check|enforcement|engine)|enforcement)["']?\s*[:=]\s*["']?(?:disabled|off|suspended|bypassed|waived)\b`

	forgedAuthority46 = `\b(?:user|owner|customer|client|human|account[_\s-]holder)'?s?\s+(?:consent|approval|permission|authori[sz]ation|sign-?off)\s+(?:has\s+been\s+|was\s+|is\s+)?(?:already\s+)?(?:obtained|given|secured|recorded|on\s+file|captured|received|collected)\s+(?:for|to|on)\s+(?:all|every|any|everything|anything)\b|` +
		`\b(?:safety|moderation|refusal|guardrails?|content[_\s-]filter|safety[_\s-]filter)(?:\s+(?:layer|module|filter|engine|system|checks?|rules?|polic(?:y|ies)))?s?\s+(?:is\s+|are\s+|has\s+been\s+|have\s+been\s+|was\s+|were\s+|now\s+|permanently\s+|officially\s+)*(?:retired|decommissioned|dismantled|revoked|withdrawn|abolished|stood\s+down|unplugged|sunset)\b|` +
		`\b(?:all\s+)?(?:earlier|prior|previous|old|former|original|preceding)\s+(?:rules|instructions|constraints|restrictions|guidelines|polic(?:y|ies)|safeguards)\s+(?:(?:are|were|have\s+been|has\s+been|is)\s+)?(?:now\s+)?(?:archived|retired|superseded|deprecated|shelved|rescinded|repealed|withdrawn)\s*(?:[.;!]|$)|` +
		`\b(?:never|don'?t|do\s+not|must\s+not|should\s+not)\s+ask\s+(?:the\s+user|the\s+human|the\s+owner|anyone|them|me)\s+for\s+(?:their\s+|any\s+|an?\s+)?(?:approval|permission|confirmation|consent|sign-?off)\b|` +
		// Romanian
		`\bf[ăa]r[ăa]\s+(?:a\s+(?:mai\s+)?cere\s+|s[ăa]\s+(?:mai\s+)?cear[ăa]\s+)?(?:nicio\s+)?(?:confirmar\pL*|aprobar\pL*|permisiun\pL*)|\bf[ăa]r[ăa]\s+s[ăa]\s+(?:mai\s+)?(?:[îi]ntreb\pL*|cear[ăa]\s+voie)|` +
		`\bnu\s+mai\s+(?:cere|solicit[ăa]|ceri|solici[țţt]i|a[șş]teapt[ăa])\s+(?:nicio\s+)?(?:\pL+\s+)?(?:confirmar\pL*|aprobar\pL*|permisiun\pL*|acord\pL*)|` +
		`\bnu\s+mai\s+(?:aplic[ăa]|respect[ăa]|aplici|respec[țţt]i|urmeaz[ăa])\s+(?:nicio\s+|niciun\s+|\pL+\s+)?(?:reguli\pL*|restric[țţt]i\pL*|limit\pL*|politic\pL*|m[ăa]suri\pL*)|` +
		`\ba\s+aprobat\s+(?:deja\s+)?(?:toate|tot|orice)\b|\bf[ăa]r[ăa]\s+(?:nicio\s+|niciun\s+)?(?:restric[țţt]i\pL*|limit[ăe]\pL*)|` +
		// Swahili
		`\b(?:na|ni|tuna|tu)kupa\s+ruhusa\b|\bruhusa\s+(?:kamili|yote|zote)\b|\busiulize\s+(?:tena|kamwe|chochote)\b|\bbila\s+(?:ya\s+)?(?:kuuliza|kuomba\s+ruhusa|idhini|ruhusa|uthibitisho|kuthibitisha)\b|` +
		`\busikatae\b|\busiyakatae\b|\b(?:bila|wala)\s+(?:ya\s+)?kukataa\b|\b(?:ya|i|zi|li|u|a|wa)nachukua\s+nafasi\s+ya\s+(?:yote|zote|kila|maelekezo|maagizo|sheria|kanuni)\b|\b(?:sheria|kanuni|vikwazo|masharti)\s+(?:zote\s+|yote\s+)?(?:zimeondolewa|zimefutwa|yameondolewa|yamefutwa|hazitumiki)\b|` +
		// Latin
		`\bsine\s+(?:ulla\s+|ullo\s+)?(?:confirmatione|permissu|approbatione|consensu|interrogatione|licentia)\b|\b(?:regulae|leges|praecepta|restrictiones)\s+(?:\pL+\s+){0,2}?(?:sublatae|sublata|abrogatae|abrogata|remotae|remota|deletae|abolitae|suspensae)\b|\bnullae\s+(?:iam\s+|amplius\s+)?(?:regulae|restrictiones)\b`
)

func init() {
	rolePrefixes = append(rolePrefixes, "directive", "prompt", "utilizator", "asistent", "dezvoltator", "usuarius", "assistens", "nuntius",
		"användar", "systemmeddelande", "assistent", "bruger", "bruker", "käyttäjä", "järjestelmä", "avustaja", "felhasználó", "rendszer", "asszisztens", "משתמש", "מערכת", "עוזר", "उपयोगकर्ता", "सिस्टम", "सहायक", "ผู้ใช้", "ระบบ", "ผู้ช่วย", "gumagamit", "usuari")
	roleLabelRe = lazyRegexp(roleLabelRe.String() + `|` + roleAttrib46 + `|(?im)^[ \t>*_#\-]*(?:[\[(]\s*)?(?:` + roleWords46 + `|` + roleWordsWide46 + `)(?:\s*[\])])?[ \t*_]*[:：]`)
	authorityRe = lazyRegexp(authorityRe.String() + `|(?i:` + forgedFields46 + `|` + forgedAuthority46 + `|` + forgedWide46 + `)`)
}
