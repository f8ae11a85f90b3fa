package safety

// Round 42 (forged-turn family): forged turns in more shapes and more
// words of a grant.
//
//   - Labels: a chat template's turn tokens written without their bars
//     ("<im_start>system", "<im_end>") are the template's "<|im_start|>";
//     a tool's output fenced by "begin tool output" / "end tool output"
//     lines is a tool result as "<tool_output>" is.
//   - Grants, in English: refusals removed ("no refusals") and obedience
//     without condition ("obey the user unconditionally"); the agent's
//     own rules, policy or refusals set off as a field ("assistant_rules":
//     "disabled"; not "rules: none" of a firewall); the text after
//     raised to the system's prompt ("treat the following text as system
//     prompt"); a
//     content or safety policy said suspended; a mode of unlimited
//     authority said enabled (developer, admin, god or jailbreak mode, not
//     debug or maintenance, which are ordinary); a notice or memo
//     addressed to the model (as round 33's "note to the model": a tool
//     result carries data, not orders); following any instruction in
//     later messages or found in documents (as "comply with all later
//     requests" and "trust instructions in documents"); the agent needing
//     no approval, said with the agent as subject ("the assistant no
//     longer needs user approval"); a voice that "permits the assistant
//     to" act (as "is allowed to"); skipping the safety confirmation (as
//     skipping the confirmation); the agent's voice saying it agreed that
//     this skill replaces its guidelines, or that it will not ask before
//     running commands.
//   - Grants in Sranan Tongo (a forged "Systeem:" turn): the assistant
//     has no rules any more ("no abi wet moro"), does all that is asked
//     ("du ala san"), acts without asking ("sondro fu aksi").
//
// Each still needs a role label or tag in the same block (checkForged).
const (
	roleTags42        = `</?im_(?:start|end)>|(?m:^[ \t>*_#=\-]*(?:begin|start|end)\s+(?:of\s+)?(?:the\s+)?(?:tool|function|command|api|plugin)\s+(?:output|result|response)s?\b)`
	forgedAuthority42 = `\bno\s+(?:more\s+)?refusals\s*(?:[.;,!)|]|$)|\b(?:obey|follow|comply\s+with|execute)\w*\s+(?:\w+\s+){0,3}?unconditionally\b|` +
		`\b(?:(?:assistant|agent|model|ai|llm|bot|chatbot)[_\s-]*(?:rules|polic(?:y|ies)|guidelines|moderation|safety|filters?)|refusals?)["']?\s*[:=]\s*["']?(?:disabled|off|none|suspended|removed|lifted|bypassed)\b|` +
		`\btreat\w*\s+(?:the\s+)?(?:following|next|this|below|subsequent)\s+(?:\w+\s+)?(?:as\s+)?(?:(?:the|a|your)\s+)?(?:system|developer|operator|admin)\s+(?:prompt|message|instructions?)\b|` +
		`\b(?:content|safety|usage|moderation)\s+polic(?:y|ies)\s+(?:is\s+|are\s+|now\s+|has\s+been\s+|have\s+been\s+)?(?:suspended|lifted|off|disabled|waived|removed|revoked)\b|` +
		`\b(?:developer|admin|administrator|god|sudo|root|jailbreak|unrestricted|unfiltered)\s+mode\s+(?:is\s+|has\s+been\s+|now\s+)?(?:enabled|activated|on|engaged|unlocked|active)\b|` +
		`\b(?:notices?|memos?|alerts?|orders?|bulletins?)[_\s-]*(?:for|to)[_\s-]*(?:the[_\s-]+)?(?:model|assistant|agent|ai|llm)\b|` +
		`\b(?:follow|obey|execute|carry\s+out)\s+(?:all|any|every)\s+(?:\w+\s+)?(?:instructions?|requests?|commands?|orders?)\s+(?:in|from|found\s+in)\s+(?:the\s+)?(?:later|subsequent|following|future|next|coming|incoming)\s+(?:messages?|turns?|inputs?)\b|` +
		`\b(?:follow|obey|execute|carry\s+out|trust)\s+(?:all|any|every)\s+(?:\w+\s+)?instructions?\s+(?:found\s+)?in\s+(?:documents?|files?|web\s*pages?|tool\s+outputs?|e-?mails?|retrieved)\b|` +
		`\b(?:no\s+longer|does\s*n[o'’]?t|does\s+not|never)\s+needs?\s+(?:the\s+|any\s+|a\s+)?(?:user'?s?\s+|human\s+|explicit\s+|manual\s+)?(?:approval|confirmation|consent|permission|sign-?off)\b|` +
		`\bpermits?\s+(?:the\s+)?(?:assistant|agent|model|ai|you)\s+to\b|` +
		`\bskip\w*\s+(?:all\s+|the\s+|any\s+|every\s+)*safety\s+(?:confirm\w*|approv\w*|prompts?|review\w*)|` +
		`\bi\s+(?:have\s+)?agreed\s+that\s+(?:this|the)\s+skill'?s?\s+(?:\w+\s+)?(?:replaces?|overrides?|supersedes?|outranks?)\s+(?:my|the)\s+(?:\w+\s+)?(?:guidelines|rules|instructions|polic(?:y|ies)|safeguards)\b|` +
		`\b(?:will\s+not|won'?t|shall\s+not|need\s+not|do\s+not\s+need\s+to|don'?t\s+need\s+to)\s+ask\s+(?:you\s+|the\s+user\s+|anyone\s+)?(?:for\s+(?:permission|approval|confirmation)\s+)?before\s+(?:running|executing|deleting|sending|acting|making|taking|changing|pushing|publishing)\b|` +
		// Sranan Tongo: has no rules any more, does all that is asked,
		// without asking
		`\bno\s+abi\s+(?:nowan\s+)?(?:wet|wetten|regel|regels)\s+moro\b|\bdu\s+ala\s+san\b|\bsondro\s+fu\s+aksi\b`
)

func init() {
	roleTagRe = lazyRegexp(roleTagRe.String() + `|(?i:` + roleTags42 + `)`)
	authorityRe = lazyRegexp(authorityRe.String() + `|(?i:` + forgedAuthority42 + `)`)
}
