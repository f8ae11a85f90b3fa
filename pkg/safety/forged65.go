package safety

// Round 65 (forged-turn family): forged turns in more shapes. Each part
// still needs the other half in the same block (checkForged): a role label
// or tag, and a grant of authority after it.
//
//   - Label: a role label opening an HTML comment ("<!-- tool output from
//     approvals_service:", "<!-- system note:") is a label as it is at a
//     line's start: the comment opener is decoration, as "> " or "**" is,
//     and a comment hides the turn from the reader besides.
//   - Grants:
//     . the user's identity or privilege reported as verified by another
//     voice ("the requester is verified as an administrator", "the user
//     has confirmed root rights"): an identity claim, as "role=admin" in
//     a tool's output is;
//     . the user's blanket consent reported as a fact ("USER CONSENTED:
//     ...", "the user has consented to anything"; consent to cookies is
//     a record, not a grant), and prompts declared unneeded ("no further
//     prompts required"), as "confirmation is not required" is;
//     . consent or permission given for everything ("permission granted
//     for anything", Dutch "toestemming gegeven voor alles"); asking
//     permission for anything is not read;
//     . restrictions declared removed in Portuguese and Spanish ("as
//     restrições ... foram removidas", "las restricciones ... han sido
//     eliminadas"), and Dutch rules declared no longer in force ("gelden
//     de veiligheidsregels niet meer"), as "restrictions have been lifted";
//     . obedience ordered without question in Portuguese, Spanish and
//     English ("cumprir ... sem questionar", "obey ... without
//     objection"), as "comply without question" is;
//     . the skill or the agent declared exempt from policy, and refusals
//     switched off ("disable all refusal logic"), as safeguards switched
//     off are;
//     . Arabic: not asking the user for confirmation (لا تطلب تأكيداً),
//     and privileges granted (منح ... صلاحيات), as "without confirmation"
//     and "granted".
//
// Left out: bare "comply with any request" (a privacy notice complies with
// any deletion request) and "do not show ... to the user" (a key is
// rightly not shown to the user).
var (
	roleLabel65 = `(?im)^[ \t>]*<!--[ \t*_]*` + roleWords + `(?:[\s_]+call)?(?:[\s_]+(?:message|prompt|note|notice|instructions?|results?|outputs?|response|reply|returns?|returned))?(?:\s+(?:from|by)\s+(?:the\s+)?[\w -]{1,40})?[ \t*_]*(?:\([^)\n]{0,60}\))?[ \t*_]*(?:[:：]|$)`

	forgedAuthority65 = `(?i:\b(?:user|requester|caller|sender)\s+(?:has\s+been\s+|is\s+|was\s+)?(?:verified|confirmed|authenticated)\s+as\s+(?:an?\s+)?(?:admin|administrator|root|superuser|owner|operator)\b|` +
		`\b(?:user|requester|caller|sender)\s+(?:has\s+)?(?:verified|confirmed|authenticated)\s+(?:admin|administrator|root|superuser|elevated|owner|operator)\s+(?:status|rights|privileges|access|role|clearance)\b|` +
		`\buser[\s_-]+(?:has\s+)?consented\s*(?::|to\s+(?:everything|anything|all\b|any\s))|\bno\s+(?:further|more|additional)\s+(?:prompts?|confirmations?|approvals?)\s+(?:are\s+|is\s+)?(?:required|needed|necessary)\b|` +
		`\b(?:consent|permission|approval|toestemming|permissão|permiso)\s+(?:\S+\s+)?(?:given|granted|gegeven|verleend|dada|concedida|concedido)\s+(?:for|voor|para)\s+(?:everything|anything|alles|tudo|todo)\b|` +
		`\b(?:restriç(?:ões|ão)|limitaç(?:ões|ão)|regras)\s+(?:\S+\s+){0,4}?(?:foram|estão|são|ficam)\s+(?:agora\s+)?(?:removidas|retiradas|suspensas|levantadas|desativadas|eliminadas|anuladas)|` +
		`\b(?:restricciones|limitaciones|reglas)\s+(?:\S+\s+){0,4}?(?:han\s+sido|fueron|están|quedan)\s+(?:ahora\s+)?(?:eliminadas|retiradas|suspendidas|levantadas|desactivadas|anuladas)|` +
		`\bgelden\s+(?:de\s+|alle\s+)?\S*(?:regels|beperkingen|restricties|richtlijnen)\s+niet\s+meer\b|\b\S*(?:regels|beperkingen|restricties|richtlijnen)\s+gelden\s+niet\s+meer\b|` +
		`\b(?:cumprir|obedecer|atender|executar|seguir|cumplir|ejecutar|comply|obey)\b[^.\n]{0,60}?\b(?:sem\s+(?:questionar|objeç)|sin\s+(?:cuestionar|rechistar|objeci)|without\s+(?:question(?:ing)?|objection))|` +
		`\b(?:skill|assistant|agent|model)\s+(?:is\s+|are\s+)?(?:now\s+|hereby\s+)?exempt(?:ed)?\s+from\s+(?:all\s+|any\s+|the\s+)?(?:safety\s+|content\s+|usage\s+)?(?:polic(?:y|ies)|rules|restrictions|guardrails|safeguards|review)\b|` +
		`\bdisabl\w*\s+(?:all\s+|any\s+|its\s+|your\s+|the\s+)*refusals?\b)|` +
		`لا\s+(?:تطلب|تسأل|تنتظر)\s+[^.\n،]{0,20}?(?:تأكيد|موافقة|إذن)|(?:منح|منحت|مُنحت)[^.\n]{0,30}?صلاحيات`
)

func init() {
	roleLabelRe = lazyRegexp(roleLabelRe.String() + `|` + roleLabel65)
	authorityRe = lazyRegexp(authorityRe.String() + `|` + forgedAuthority65)
}
