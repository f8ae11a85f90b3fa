package safety

import (
	"sort"
	"strings"
)

// Forged conversation structure: a skill body that speaks in the voice of
// someone with more authority than a skill (the system, the developer, a
// tool result, the user in an earlier turn) to grant itself permissions. A
// role label on its own is common in real skills (API examples, log lines,
// FAQs), so the rule needs both: a role label, tag or template token, and
// within the same block an authority claim (an approval, a permission, a
// lifted restriction). Context downgrades it as for role markers.

// roleWordsMore: a system message, the system or the developer named in
// more languages ("ZPRÁVA SYSTÉMU", "Pesan Sistem", "komunikat
// systemowy", "systeembericht", "message système", "Vývojář").
const roleWordsMore = `zpráva\s+systému|systémová\s+zpráva|systém|pesan\s+sistem|sistem|pengembang|wiadomość\s+systemowa|komunikat\s+systemowy|systeembericht|bericht\s+van\s+het\s+systeem|systeem|message\s+(?:du\s+)?système|mensaje\s+del\s+sistema|mensagem\s+do\s+sistema|messaggio\s+di\s+sistema|vývojář|ontwikkelaar|développeur|desarrollador|desenvolvedor|sviluppatore|entwickler|` +
	// round 34: Persian system message, Malay and Indonesian user
	`پیام\s+سیستم|سیستم|pengguna`

var (
	roleWords = `(?:system|developer|user|human|assistant|model|tool|function|observation|operator|administrator|admin|moderator|orchestrator|harness|supervisor|policy\s+update|sistema|systemnachricht|système|usuario|usuário|utilisateur|benutzer|nutzer|asistente|assistente|системное\s+сообщение|система|пользователь|ассистент|系统消息|系统|系統|用户|用戶|助手|システム|ユーザー|アシスタント|시스템|사용자|어시스턴트|النظام|المستخدم|المساعد|` + roleWordsMore + `)`
	// roleLabelRe: "System:", "**Developer message:**", "【系统消息】", "### SYSTEM",
	// "[Message from the platform administrator]".
	roleLabelRe = lazyRegexp(`(?im)^[ \t>*_#\-%;/=]*(?:[【\[(〔〈]\s*!?)?(?:(?:message|note|notice|instructions?)\s+from\s+(?:the\s+)?(?:\w+\s+)?)?` + roleWords +
		`(?:[\s_]+call)?(?:[\s_]+(?:message|prompt|note|notice|instructions?|override|results?|outputs?|response|reply|returns?|returned|nachricht|mensagem|mensaje|消息|メッセージ|메시지))?(?:\s+(?:from|by)\s+(?:the\s+)?[\w -]{1,40})?[ \t*_]*(?:[】\])〕〉][ \t*_]*)?(?:\([^)\n]{0,60}\))?[ \t*_=\-—]*(?:[:：]|$|[】\]])` +
		// "[SYSTEM OVERRIDE — priority 0]": a bracketed label with more
		// words after the role word.
		`|(?im)^[ \t>*_#\-]*[【\[]\s*` + roleWords + `\b[^\]】\n]{0,60}[】\]][ \t*_]*(?:[:：]|$)`)
	// (round 35: "〔システム〕", "〈system〉": a role word in the other CJK
	// brackets (not the quotation marks 「」) is a label like "【系统】"; "function_results:" written
	// snake_case is a tool-result label like "function results:".)
	// roleTagRe: XML-ish turn and tool-result tags, template tokens, fence
	// languages and JSON/YAML role fields.
	roleTagRe = lazyRegexp(`(?i)\[/?(?:tool_result|tool_response|tool_output|tool_call|function_results?|function_outputs?|function_call_output|observation|system|developer|assistant|user|search_results?|retrieval_results?|retrieved_documents?|documents?|context)\b[^\]\n]{0,80}\]|</?(?:tool_result|tool_response|tool_output|function_results?|function_call_output|search_results?|observation|user|assistant|human|system|developer|operator_instructions|admin_instructions|[a-z]+_instructions|start_of_turn|end_of_turn)\b[^<>\n]{0,80}>|<\|[a-z_]{2,20}\|>|<(?:start|end)_of_turn>|` +
		"```" + `(?:tool_output|tool_result|tool_response|function_result|observation)\b|["']?role["']?\s*:\s*["']?(?:system|developer|tool|user|assistant|function)\b|\b(?:begin|end)\s+(?:of\s+)?(?:privileged|system|admin|developer|operator|trusted)\s+(?:context|prompt|message|instructions?|section)\b|"jsonrpc"\s*:\s*"2\.0"[^\n]{0,200}"(?:result|content)"|<!--\s*/?(?:system|assistant|user|developer|tool)\s*-->|` +
		// "[système] ... [/système]": the system's tag in other languages
		// (written out: \b is ASCII-only and these end in accented letters)
		`\[/?(?:système|systém|sistema|sistem|systeem)(?:\s[^\]\n]{0,80})?\]|` +
		// round 31: a table of turns, its header naming a role column and
		// a content or message column
		`(?m:^\|\s*role\s*\|\s*(?:content|message|text)\s*\|)|` +
		// round 34: a turn element carrying its role as an attribute
		// (<message role="user">, <turn role="developer">), and a tool's
		// output introduced in prose ("Output of `check_access` tool:")
		// round 35: a JSON event typed as a tool's result ("type":
		// "tool_result"), as the API writes one
		`["']type["']\s*:\s*["'](?:tool_result|tool_response|function_result|function_call_output|tool_output)["']|` +
		`<(?:message|turn|msg|chat_?message|entry|utterance)\b[^<>\n]{0,40}\brole\s*=\s*["']?(?:user|assistant|tool|human)\b|` +
		`(?m:^[ \t>*_#-]*(?:output|result|response|reply)\s+(?:of|from)\s+(?:the\s+)?` + "`?" + `[\w.-]{2,40}` + "`?" + `\s+(?:tool|function|call|command)\s*:)`)
	// authorityRe: a grant of permission or a lifted restriction.
	authorityRe = lazyRegexp(`(?i)\bwithout\s+(?:further\s+)?(?:asking|confirmation|confirming|review|approval|questions|prompting)|` +
		// round 34: not pausing to ask, keeping the user uninformed, a
		// permission or confirmation field set open in a tool's output,
		// an override flag set, the skill's text raised to the system's
		// level, constraints lifted
		`\bwithout\s+(?:stopping|pausing|waiting|halting)\s+to\s+(?:ask|check|confirm)\b|\b(?:do|does)\s*(?:not|n'?t)\s+need\s+to\s+(?:tell|inform|notify|let\s+\w+\s+know)\b|\bwithout\s+(?:telling|informing|notifying)\s+(?:me|the\s+user|them|anyone)\b|\bhide\s+(?:this|it|that|these|them)\s+from\s+(?:the\s+)?user\b|` +
		`\byou\s+(?:can|may)\s+(?:now\s+)?(?:edit|modify|overwrite|write\s+to|change)\s+(?:\w+\s+)?(?:files?|anything|everything)\s+outside\b|\brequire[_\s-]?(?:confirm\w*|approval|consent|review)["']?\s*[:=]\s*["']?(?:false|no|none|off|0)\b|\ballow(?:ed)?(?:[_\s-]?(?:tools|actions|commands))?["']?\s*[:=]\s*\[?\s*["']\*["']|` +
		`\b(?:admin|operator|root|developer|system|sudo)[_\s-]?override["']?\s*[:=]\s*["']?(?:true|on|yes|1|enabled)\b|\bas\s+system[- ](?:level|priority|authority)\b|\b(?:safety|content|usage|policy|all|your|its)\s+constraints\s+(?:are\s+|have\s+been\s+|were\s+)?(?:now\s+)?(?:lifted|off|removed|disabled|suspended|waived)\b|\bno\s+need\s+to\s+(?:ask|confirm)|\bskip\w*\s+(?:all\s+|the\s+|any\s+|remaining\s+)*(?:confirm\w*|approv\w*|review\w*|prompts?)|\bpre-?approved\b|\bapprov(?:ed|al\s+granted)\b|\bi\s+approve\b|\bpermission\s+to\b|\bmy\s+permission\b|\bauthori[sz](?:ed|e|es|ation)\b|\bi\s+(?:allow|authori[sz]e)\s+you\b|\b(?:is|are)\s+(?:now\s+)?allowed\s+to\b|\bmay\s+(?:now\s+)?(?:delete|push|run|execute|publish|remove|wipe|deploy|print|share|send|reveal|disclose|display|upload|show|post|read)\b|\bmay\s+(?:now\s+)?be\s+(?:printed|shared|sent|revealed|disclosed|displayed|uploaded|shown|posted|read)\b|\bcan\s+now\s+(?:delete|push|run|execute)\b|\bfull\s+(?:filesystem\s+|root\s+|admin\s+)?access\b|\bbypass\w*\b|\brestrictions\s+(?:are|have\s+been)\s+lifted\b|\b(?:has|have|had)\s+(?:been\s+)?(?:disabled|lifted|removed|suspended|waived|turned\s+off|switched\s+off)\b|\b(?:turned|switched)\s+off\b|\bwithout\s+(?:any\s+)?(?:filters?|restrictions?|limits?|rules|guardrails|safeguards|censorship|checks)\b|\bno\s+(?:more\s+)?(?:filters?|restrictions?|limits?|guardrails|safeguards)\b|\b(?:restrictions|limits|rules|checks|confirmations|safeguards|guardrails|filters)\s+(?:are\s+)?(?:now\s+)?(?:off|lifted|suspended|waived|removed)\b|\b(?:is|are|was|were)\s+(?:now\s+)?disabled\b|\bdisabled\s+for\b|\bgranted\b|\bconfirmed\s*:|\bmust\s+now\b|\b(?:to|on)\s+(?:production|prod|main)\s+directly|\bdirectly\s+(?:to|on|into)\s+(?:production|prod|main)\b|\bsem\s+perguntar|\bpode\s+apagar|\bohne\s+rückfrage|\bdarf\b|\bsin\s+preguntar|\bte\s+autorizo|\bautoriz|不经确认|无需确认|无需批准|可以在不|確認なし|確認せず|확인 없이|승인 없이|\bdo\s+it\s+now\b|` +
		// Standing approval or obedience: every action approved ahead, an
		// "always allow" decision, stop asking, obey it over the user.
		`\bapprove\s+(?:everything|all|every\s+\w+|anything)\b|\bstop\s+asking\b|\b(?:never|don'?t|do\s+not)\s+(?:ask|check)\s+(?:(?:with|in\s+with)\s+(?:me|the\s+user)|for\s+(?:permission|approval|confirmation))|\bno\s+need\s+to\s+check\b|\b(?:do|does)\s*(?:not|n'?t)\s+need\s+to\s+(?:ask|check|confirm|wait\s+for)\b|\bwithout\s+checking\b|\bskip\w*\s+(?:all\s+|the\s+|any\s+|every\s+)*(?:safety\s+)?(?:checks?|guardrails?|safeguards?|filters?)\b|\b(?:checks|safeguards|guardrails|filters)\s+(?:are\s+)?(?:skipped|disabled|off)\b|\btrusts?\s+(?:the\s+)?instructions\s+(?:found\s+)?in\s+(?:documents?|files?|web\s*pages?|tool\s+outputs?|e-?mails?|retrieved)|\b(?:above|over)\s+the\s+user'?s?\s+own\b|\bunrestricted\s+(?:\w+\s+)?mode\b|\b(?:confirmation|approval|review|consent|sign-?off)\s+requirements?\s+(?:is|are)\s+(?:now\s+)?(?:waived|lifted|suspended|disabled|off)\b|\b(?:safety|guardrails?|filters?|moderation|limits|restrictions)["']?\s*[:=]\s*["']?(?:off|false|none|disabled|0)\b|\b(?:must|should|need)\s+not\s+ask\b|\belevated\b|\btrusted\s+mode\b|\bignore\s+(?:the\s+)?user'?s?\s+objections?\b|\bi\s+have\s+verified\b|\bsupersed\w*\s+(?:the\s+)?(?:user'?s?|operator'?s?|system)\b|\b(?:do\s+not|don'?t|never)\s+(?:request|ask\s+for|seek)\s+(?:confirmation|approval|permission)|\boverride\s+accepted\b|\bauto-?approve\W{0,3}(?:true|on|yes)\b|\blogging\W{0,3}off\b|\bdisable\s+(?:all\s+)?confirmations?\b|\bconfirmations?\s+(?:are\s+)?(?:now\s+)?disabled\b|\b(?:do\s+not|don'?t|never)\s+ask\s+again\b|\bstanding\s+(?:consent|approval|permission)\b|\bwithout\s+(?:the\s+)?(?:usual\s+)?(?:dry[- ]run|review|checks?|confirmation|approval)\b|\bcall\s+the\s+\w+\s+tool\b|\binclude\s+the\s+output\s+in\s+your\s+(?:reply|answer|response)\b|\bmustn'?t\s+ask\b|\bcleared\s+to\b|\byou\s+(?:can|may)\s+(?:now\s+)?(?:upload|send|delete|push|run|execute|share|publish|read|access|print|post)\b|\bi\s+confirm\b|\babove\s+the\s+(?:system|developer)\s+(?:prompt|message|instructions?)\b|\belevated\s+(?:this|the)\s+skill\b|\bsystem\s+override\b|\bdisable\s+(?:its|your|the)\s+(?:confirmation|approval|safety|review)\w*|\bproceed\s+autonomously\b|\balways[\s_-]+allow\b|\ballow[_\s-]?all\b|\b(?:obey|follow)\s+(?:it|this|them|me)\s+over\s+the\s+user\b|\bover\s+the\s+user\b|\b(?:operator|admin|root|elevated)\s+clearance\b|\bexpires\W+never\b|\bskip\s+the\s+review\b|\bpublish(?:ing)?\s+now\b|\bproceed\s+to\s+publish\b|\bupload\s+the\s+\w+\s+to\b|\bon\s+prod(?:uction)?\b|` +
		// A safeguard said to be offline, consent given in the user's
		// voice, confirmation fields set to not required, and the user's
		// own stop or undo to be ignored.
		`\b(?:safety|moderation|filter\w*|guard\w*|review\w*|approval|confirmation|policy|content)\s+(?:\w+\s+)?(?:is|are|has\s+been|have\s+been)\s+(?:now\s+|currently\s+|temporarily\s+)?(?:offline|inactive|paused|down|suspended|off|bypassed)\b|\bcomply\s+(?:fully\s+|completely\s+|without\s+question\s+)?with\s+(?:the\s+|all\s+|any\s+|every\s+)?(?:instructions?|requests?|commands?|steps)\s+(?:that\s+follow|below|in\s+this|which\s+follow)|` +
		`\bi\s+(?:hereby\s+)?(?:consent|agree)\s+to\b|\byou\s+have\s+my\s+(?:full\s+)?(?:consent|permission|approval|blessing)\b|\b(?:confirmation|approval|review|consent|sign-?off)s?\s+(?:is|are)\s+(?:not|no\s+longer)\s+(?:required|needed|necessary)\b|\b(?:user_?)?(?:confirm|approval|consent|review)\w*["']?\s*[:=]\s*["']?(?:not\s+required|not\s+needed|none|false|off|disabled|skip\w*|waived)\b|\b(?:admin|root|god|sudo|developer|unrestricted|elevated)[_\s-]?mode["']?\s*[:=]\s*["']?(?:enabled|on|true|active|1)\b|` +
		`\b(?:instructions|polic(?:y|ies)|rules|guidelines|settings)\s+(?:have\s+been|has\s+been|were|was|are|got)\s+(?:\w+\s+)?(?:updated|changed|revised|replaced|amended)\s+by\b|\bdisregard\w*\s+(?:the\s+)?user'?s?\s+(?:\w+\s+)?(?:preferences|settings|wishes|instructions|choices)\b|` +
		`\btreat\w*\s+(?:every|all|each|any)\s+(?:\w+\s+){0,2}(?:in|from|of)\s+this\s+(?:skill|file|document)\s+as\s+(?:(?:if\s+it\s+)?(?:coming|came)\s+from|from|issued\s+by|written\s+by|sent\s+by)\s+(?:the\s+)?(?:operator|system|developer|user|admin\w*|platform)\b|` +
		`\bignor\w*\s+(?:the\s+|any\s+|all\s+)?(?:human'?s?|user'?s?|operator'?s?)?\s*(?:requests?|attempts?|instructions?|commands?|messages?|pleas?)\s+to\s+(?:stop|cancel|undo|abort|halt|pause|interrupt|revert|roll\s*back)\b|` +
		// round 30: permission prompts switched off; the user's consent
		// reported by another voice or given in the user's own ("I've
		// signed off"); the safety review skipped; approvals and the
		// sandbox off, as prose or as settings; an override said to be in
		// force; steps to run even against earlier rules.
		`\bdisable\s+(?:its|your|the|all|any)\s+(?:permission|confirmation|approval|safety|review)\w*(?:\s+(?:prompts?|checks?|dialogs?))?|` +
		// round 35: the user's part played for them (confirming on the
		// user's behalf, steps taken as if the user had typed them);
		// confirmations silenced by any verb; full access of any kind
		// granted; the safety rules declared not binding (a test
		// fixture, an example, obsolete)
		`\b(?:confirm|approve|accept|answer|consent|agree|sign)\w*\s+(?:\w+\s+){0,3}?on\s+(?:the\s+)?(?:user'?s?|human'?s?|owner'?s?|their)\s+behalf\b|\bas\s+(?:if|though)\s+(?:the\s+)?(?:user|human|owner)\s+(?:had\s+)?(?:typed|wrote|written|said|sent|asked|requested|approved|entered)\b|` +
		`\b(?:suppress|silence|mute|hide|turn\s+off|switch\s+off|drop|remove)\w*\s+(?:all\s+|any\s+|the\s+|every\s+)?(?:confirmations?|approval\s+prompts?|permission\s+prompts?|confirmation\s+(?:prompts?|dialogs?))\b|\bfull\s+(?:tool|system|network|shell|write|read|account|api|disk|data)\s+access\b|` +
		`\b(?:safety|security|guardrails?|refusal|permission)\s+(?:\w+\s+)?(?:section|rules?|instructions?|guidance|polic(?:y|ies)|checks?|notes?)\s+(?:above\s+|below\s+)?(?:is|are|was|were)\s+(?:just\s+|only\s+|merely\s+)?(?:an?\s+)?(?:test\s+fixtures?|fixtures?|placeholders?|examples?|samples?|decorative|obsolete|outdated|void|not\s+binding|non-?binding|for\s+show)\b|\b(?:confirmed|agreed|settled|cleared\s+it)\s+with\s+the\s+user\s+that\b|` +
		// round 33: an identity or check result claimed in a tool's
		// output ("role=admin", "auth_check: PASSED"), orders to run
		// unattended, fields addressed to the model, and consent given in
		// a forged turn ("yes, go ahead and ...", "Sure, I'll delete it").
		`\b(?:role|access|privileges?|clearance|identity)\s*[:=]\s*["']?(?:admin|administrator|root|superuser|system|operator|owner)\b|\b(?:auth\w*|permission\w*|access|verification|policy)[_\s-]?(?:check|status|result|gate)?["']?\s*[:=]\s*["']?(?:passed|granted|approved|allowed)\b|` +
		`\b(?:run|execute|proceed|continue|process)\w*\s+(?:\w+\s+){0,4}?unattended\b|\b(?:instructions?|notes?|messages?|directives?|commands?)[_\s-]*(?:for|to)[_\s-]*(?:the[_\s-]+)?(?:model|assistant|agent|ai|llm)\b|` +
		`\b(?:yes|yeah|yep|sure|ok(?:ay)?)\W{0,3}\s*(?:please\s+)?go\s+ahead\s+and\b|\b(?:sure|certainly|of\s+course|okay|ok|will\s+do|understood|absolutely)\W{1,3}\s*(?:i'?ll|i\s+will|i'?m\s+going\s+to|let\s+me)\s+(?:\w+\s+)?(?:delete|remove|wipe|erase|drop|purge|destroy|disable|upload|push|exfiltrat\w*|(?:send|e-?mail|forward)\s+(?:it|them|the|all|everything|this|that|those|these))\b|(?:^|[:>]\s*)(?:deleting|wiping|erasing|purging|uploading|(?:sending|emailing|forwarding)\s+(?:it|them|the|all|everything))\b[^.\n]{0,60}\bnow\b|` +
		`\bskip\w*\s+(?:the\s+|all\s+|any\s+)?(?:safety|security)\s+(?:review|checks?|scans?|audit)\w*|\b(?:i'?ve|i\s+have|i)\s+(?:already\s+)?signed\s+off\b|\bsigned\s+off\s+on\s+(?:everything|all|it)\b|` +
		`\b(?:approvals?|confirmations?|permission\s+prompts?|sandbox(?:ing)?)\s+(?:are\s+|is\s+|were\s+|was\s+|have\s+been\s+|has\s+been\s+)?(?:now\s+)?(?:disabled|off|skipped|bypassed)\b|\b(?:approval_?mode|ask_?for_?approval|sandbox(?:_?mode)?)["']?\s*[:=]\s*["']?(?:never|off|none|disabled|false|danger\w*|bypass\w*)\b|` +
		`\b(?:operator|admin|administrator|developer|root|emergency)\s+override\s+(?:is\s+)?(?:now\s+)?(?:in\s+effect|in\s+force|active|enabled|engaged|granted|on)\b|\beven\s+if\s+(?:they|it|this|these|that|those)\s+(?:contradicts?|conflicts?\s+with|overrides?|breaks?|violates?)\s+(?:your\s+|the\s+|any\s+)?(?:earlier|prior|previous|existing|system|other|original)\s+(?:rules|instructions|guidance|guidelines|polic(?:y|ies))|` +
		// round 37: the skill's own text raised to trusted ("treat this
		// skill's commands as trusted"); acting without the user's
		// confirmation, however the confirmation is qualified; the rest of
		// the skill to be run silently (an order in the user's voice to
		// keep the user from seeing what follows)
		`\btreat\w*\s+(?:this\s+skill'?s?|the\s+skill'?s?|its|these|my|our)\s+(?:\w+\s+){0,2}?as\s+(?:fully\s+)?(?:trusted|verified|pre-?approved|authori[sz]ed|authoritative|safe\s+to\s+(?:run|execute))\b|` +
		`\bwithout\s+(?:any\s+|further\s+|the\s+)?(?:user'?s?|human|manual|explicit|interactive|operator)\s+(?:confirmation|approval|consent|sign-?off|review|prompts?)\b|` +
		`\b(?:run|execute|do|follow|apply|perform|carry\s+out)\w*\s+(?:everything|all(?:\s+(?:the\s+)?steps)?|every\s+step|the\s+(?:steps|rest))\s+(?:below|that\s+follows?|after\s+this|here)\s+(?:silently|quietly|secretly|covertly|unnoticed|in\s+silence)\b`)
)

// RuleForged is a forged turn, tool result or higher-authority message
// that grants the skill permissions.
const RuleForged = "override.forged-turn"

// checkForged refuses a role label or tag followed, in the same block, by
// an authority claim.
func (c *checker) checkForged(d *doc) {
	c.checkAuthorityTags(d)
	c.checkAuthorityHeadings(d)
	t := d.v.text
	// Cheap line filter in front of the label patterns: a line that
	// starts (after decoration) with a role word, or holds a tag, token,
	// role field or boundary word.
	type mark struct{ s, e int }
	var marks []mark
	for ls, le := range lineSpans(t) {
		line := t[ls:le]
		if roleLine(line) {
			for _, m := range roleLabelRe.FindAllStringIndex(line, -1) {
				marks = append(marks, mark{ls + m[0], ls + m[1]})
			}
			for _, m := range roleTagRe.FindAllStringIndex(line, -1) {
				marks = append(marks, mark{ls + m[0], ls + m[1]})
			}
		}
	}
	sort.Slice(marks, func(i, j int) bool { return marks[i].s < marks[j].s })
	last := -1
	// Authority claims are found once per paragraph (memo by its end) and
	// looked up per mark, so a paragraph of thousands of labels costs one
	// pass.
	claims := map[int][][]int{}
	type paraLift struct {
		from int
		at   [][]int
	}
	lifts := map[int]paraLift{}
	for _, m := range marks {
		if m.s < last || slotTag(t, m.s, m.e) || configPathTag97(t, m.s, m.e) { // round 97: benign97.go
			continue
		}
		// The block: from the label to the next blank line, or to the end
		// of the code block it is in (at most 600 bytes).
		pend := len(t)
		if i := strings.Index(t[m.e:], "\n\n"); i >= 0 {
			pend = m.e + i
			// A label alone in its paragraph (a heading, "System:" on
			// its own) governs the paragraph after it.
			if strings.TrimSpace(t[m.e:pend]) == "" {
				if j := strings.Index(t[pend+2:], "\n\n"); j >= 0 {
					pend = pend + 2 + j
				} else {
					pend = len(t)
				}
			}
		}
		if fi := d.fenceAt(m.s); fi >= 0 {
			pend = min(pend, d.fences[fi].end)
		}
		end := min(pend, m.e+600)
		cs, ok := claims[pend]
		if !ok {
			cs = authorityRe.FindAllStringIndex(t[m.e:pend], -1)
			for _, c := range cs {
				c[0], c[1] = c[0]+m.e, c[1]+m.e
			}
			claims[pend] = cs
		}
		var a []int
		for _, c := range cs {
			if c[0] >= m.e && c[1] <= end {
				a = c
				break
			}
		}
		if a == nil {
			// Authority claims in other languages ("desactiva todas las
			// restricciones"), or an override by intent under the label:
			// both read once per paragraph, from its first label, like
			// the authority claims above.
			pl, ok := lifts[pend]
			if !ok {
				pl = paraLift{from: m.s, at: liftRe.FindAllStringIndex(t[m.e:pend], -1)}
				for _, l := range pl.at {
					l[0], l[1] = l[0]+m.e, l[1]+m.e
				}
				lifts[pend] = pl
			}
			for _, l := range pl.at {
				if l[0] >= m.e && l[1] <= end {
					a = l
					break
				}
			}
			if a == nil && c.overrideIn(t, pl.from, pend) {
				le := strings.IndexByte(t[m.e:end], '\n')
				if le < 0 {
					le = end - m.e
				}
				a = []int{m.e, m.e + le}
			}
			if a == nil {
				a = forgedNoPolicy43(t, t[m.s:m.e], m.e, end) // round 43 (lead)
			}
		}
		if a == nil {
			continue
		}
		s, e := trimMatch(t, m.s, a[1])
		reason := c.mentionContext(d, s)
		if reason == "" && !d.hidden(s) && c.payload == nil && exampleIntro(t, s) {
			reason = "a transcript introduced as an example"
		}
		if reason == "" && !d.hidden(s) && c.payload == nil && declinedTurn(t, m.e) {
			reason = "a user turn the agent's reply declines or asks to confirm (an example of refusing)"
		}
		if reason == "quoted in a prompting skill" && loneRoleMessage(d, s) {
			reason = "" // nothing around it says it is an example
		}
		reason = turnShown(d, s, reason)
		reason = c.ownWorkTurn87(d, s, reason) // round 87: override87.go
		// round 93: the rules of its own work (forged93.go)
		reason = c.ownWorkRules93(d, s, reason)
		tier, msg := downgrade(reason, "speaks as a "+roleName(t[m.s:m.e])+" (forged turn or tool result) to grant itself permissions")
		c.add(d, RuleForged, tier, s, e, msg)
		last = e
	}
}

// slotTag reports a bare turn tag used as a slot of a command or address
// ("curl -u <user>:<password>", "<user>@<host>", "<user>/<repo>"): the tag
// is joined to what follows with no space, as no turn label is, and is
// never closed.
func slotTag(t string, s, e int) bool {
	tag := t[s:e]
	if len(tag) < 3 || tag[0] != '<' || tag[1] == '/' || strings.ContainsAny(tag, " =") || e >= len(t) {
		return false
	}
	rest := t[e:min(len(t), e+3)]
	switch {
	case rest[0] == '@' || rest[0] == '/':
	case rest[0] == ':' && len(rest) > 1 && strings.ContainsRune("<$%{", rune(rest[1])):
	case rest[0] == '`' && inInlineCode(t, s):
		// Session 22: the last argument of a command in inline code
		// (`sudo usermod -L <user>`): a slot the reader fills.
	default:
		return false
	}
	closeTag := "</" + strings.ToLower(tag[1:])
	return !strings.Contains(strings.ToLower(t[e:min(len(t), e+4000)]), closeTag)
}

// declinedTurn reports a user turn whose label ends at e and whose next
// turn, the agent's, declines it or asks the user to confirm first ("I
// can play a tough interviewer, but I will not ...", "Here is the diff.
// Apply it?"): the transcript shows the agent keeping its rules, it grants
// nothing.
func declinedTurn(t string, e int) bool {
	label := strings.ToLower(t[max(0, e-24):e])
	if !strings.Contains(label, "user") && !strings.Contains(label, "human") && !strings.Contains(label, "customer") && !strings.Contains(label, "student") {
		return false
	}
	rest := t[e:min(len(t), e+800)]
	m := agentTurnRe.FindStringIndex(rest)
	if m == nil {
		return false
	}
	reply := rest[m[1]:]
	if i := strings.Index(reply, "\n\n"); i >= 0 {
		reply = reply[:i]
	}
	if i := userTurnRe.FindStringIndex(reply); i != nil {
		reply = reply[:i[0]]
	}
	if complyRe.MatchString(reply) || acceptStart.MatchString(reply) && !strings.Contains(strings.ToLower(reply), " but ") {
		return false // "Understood, I will not ask again": the agent complies
	}
	return declineRe.MatchString(reply) || confirmAskRe.MatchString(reply)
}

var (
	agentTurnRe = lazyRegexp(`(?im)^[ \t>*_]*(?:agent|assistant|ai|model|bot|tutor|interviewer|coach|support)[ \t*_]*:[ \t*_]*`)
	userTurnRe  = lazyRegexp(`(?im)^[ \t>*_]*(?:user|human|customer|student|candidate)[ \t*_]*:`)
	declineRe   = lazyRegexp(`(?i)\bI\s+(?:can(?:no|')t|cannot|won'?t|will\s+not|do\s+not|don'?t|am\s+not\s+able|'m\s+not\s+able|am\s+unable|'m\s+unable|must\s+decline|have\s+to\s+decline|'d\s+rather\s+not|would\s+rather\s+not)\b|\b(?:sorry|unfortunately),?\s+(?:I|but|that)\b|\bnot\s+something\s+I\b|\bI\s+can\s+(?:help|offer|play|do)\b[^.\n]{0,80}\bbut\b|\bI(?:'ll|\s+will)\s+(?:stay|remain|keep)\s+(?:myself|within|in\s+(?:policy|character\s+but)|to\s+my)\b`)
	// complyRe and acceptStart: a reply that takes the permission ("I
	// will not ask again", "Understood, ...").
	complyRe     = lazyRegexp(`(?i)\bI(?:'ll|\s+will)?\s*(?:not|won'?t|don'?t|do\s+not|will\s+not|no\s+longer|never)\s+(?:ask|check|confirm|wait|stop|bother|hesitate|question|prompt|double-check)\w*`)
	acceptStart  = lazyRegexp(`(?i)^\W*(?:sure|ok(?:ay)?|understood|done|will\s+do|of\s+course|absolutely|got\s+it|noted|yes|right\s+away)\b`)
	confirmAskRe = lazyRegexp(`(?i)\b(?:apply\s+it|proceed|go\s+ahead|shall\s+I|should\s+I|do\s+you\s+want\s+me\s+to|want\s+me\s+to|ok(?:ay)?\s+to|confirm|is\s+that\s+ok(?:ay)?|can\s+you\s+confirm)\b[^\n]{0,40}\?`)
)

// inDeclinedUserTurn reports pos on a user turn's line ("**User:** ...")
// that the agent's next turn declines or asks to confirm (declinedTurn).
func (d *doc) inDeclinedUserTurn(pos int) bool {
	ls, le := d.lineAt(pos)
	// A label opens its line: only the line's first bytes are read (a
	// megabyte-long line costs no more).
	m := userTurnRe.FindStringIndex(d.v.text[ls:min(le, ls+48)])
	return m != nil && declinedTurn(d.v.text, ls+m[1])
}

// exampleIntroRe: the line before a transcript introduces it as an
// example ("Example transcript:", "A sample dialogue:", "For instance:").
var exampleIntroRe = lazyRegexp(`(?i)\b(?:examples?|sample|transcripts?|dialogues?|conversation|for\s+instance|e\.g\.|such\s+as|like\s+this)\b[^\n]{0,60}:\s*$`)

// exampleIntro reports a turn whose paragraph is introduced, on the
// non-blank line before it, as an example.
func exampleIntro(t string, pos int) bool {
	lo := max(0, pos-4096)
	ps := strings.LastIndex(t[lo:pos], "\n\n")
	if ps < 0 {
		return false
	}
	ps += lo
	prev := strings.TrimRight(t[max(0, ps-200):ps], " \t\r\n")
	if i := strings.LastIndexByte(prev, '\n'); i >= 0 {
		prev = prev[i+1:]
	}
	return exampleIntroRe.MatchString(prev)
}

func roleName(label string) string {
	l := strings.ToLower(strings.Trim(label, " \t#*_>[]【】():：-<>/|`\"'"))
	if len(l) > 40 {
		l = l[:40]
	}
	if l == "" {
		return "higher-authority message"
	}
	return "higher-authority voice (" + l + ")"
}

// rolePrefixes are the role words a label line may start with, lowered.
var rolePrefixes = []string{"پیام", "سیستم", "pengguna", "output of", "output from", "result of", "result from", "response from", "reply from", "zpráva", "systémová", "systém", "pesan", "sistem", "pengembang", "wiadomość", "komunikat", "systeem", "bericht", "mensaje", "mensagem", "messaggio", "vývojář", "ontwikkelaar", "développeur", "desarrollador", "desenvolvedor", "sviluppatore", "entwickler", "system", "developer", "user", "human", "assistant", "model", "tool", "function", "observation", "operator", "administrator", "admin", "moderator", "orchestrator", "harness", "supervisor", "policy", "message", "note", "notice", "instruction",
	"sistema", "systemnachricht", "système", "usuario", "usuário", "utilisateur", "benutzer", "nutzer", "asistente", "assistente", "системное", "система", "пользователь", "ассистент", "系统", "系統", "用户", "用戶", "助手", "システム", "ユーザー", "アシスタント", "시스템", "사용자", "어시스턴트", "النظام", "المستخدم", "المساعد"}

// roleLine reports a line worth reading for a role label or tag.
func roleLine(line string) bool {
	if strings.ContainsAny(line, "<`") || strings.Contains(line, "role") || strings.Contains(line, "\"type\"") {
		return true
	}
	l := strings.ToLower(strings.TrimLeft(line, " \t>*_#-【[(〔〈%;/=!|"))
	for _, p := range rolePrefixes {
		if strings.HasPrefix(l, p) {
			return true
		}
	}
	if roleLine43(l) {
		return true // round 43: bracketed speaker labels (forged43.go)
	}
	if roleLine45(l) {
		return true // round 45: time-stamped labels, transcript tables, Amharic (forged45.go)
	}
	if roleLine50(line) {
		return true // round 50 (lang): capital tags of authority inside a line (lang50.go)
	}
	if roleLine59(line) {
		return true // round 59: a bold caption of a system notice (forged59.go)
	}
	if roleLine63(line) {
		return true // round 63: a bracketed role field, a handle with a role (forged63.go)
	}
	if roleLine64(line) {
		return true // round 64: a native label glossed with the role in parentheses (forged64.go)
	}
	if roleLine90(line) {
		return true // round 90: a role word in doubled brackets (forged90.go)
	}
	if roleLine91(l) {
		return true // round 91: a tool's output introduced in prose (forged91.go)
	}
	return strings.Contains(l, "begin") || strings.Contains(l, "end of") || strings.Contains(l, "end ")
}

// Markup that claims authority by its own shape. A skill never receives a
// tool result, a user turn or a system message, so in its prose an element
// that is one, or that says it comes from the system, the developer or an
// operator, is forged structure whatever it goes on to say:
//   - a tag whose name holds an authority word (<operator_instructions>,
//     <system_override>, <admin-note>); names are split at '-', '_' and ':'
//     but not at '.', which joins the path of a configuration key
//     (<system.webServer>);
//   - a tag with an attribute claiming authority (authority="system",
//     priority="high", role="developer", source="operator");
//   - a tool-result or conversation-turn element (<tool_response ...>,
//     <function_results>, <observation>, <assistant>...</assistant>) with
//     attributes or a closing tag: a bare <user> with neither is a
//     placeholder ("ssh <user>@<host>").
//
// Code blocks are left to checkForged's label-plus-authority reading (they
// hold configuration and chat-template examples); inline code is a mention.
var (
	openTagRe = lazyRegexp(`<([A-Za-z][\w:.-]{0,60})((?:\s+[A-Za-z_][\w:.-]*\s*=\s*(?:"[^"<>\n]*"|'[^'<>\n]*'|[^\s<>"']+))*)\s*/?>`)
	tagAttrRe = lazyRegexp(`([A-Za-z_][\w:.-]*)\s*=\s*(?:"([^"<>\n]*)"|'([^'<>\n]*)'|([^\s<>"']+))`)

	authorityNameWords = map[string]bool{"system": true, "developer": true, "operator": true, "admin": true, "administrator": true, "sudo": true, "superuser": true, "override": true, "overrides": true, "privileged": true, "trusted": true, "elevated": true, "authority": true, "authoritative": true, "priority": true}
	authorityAttrs     = map[string]bool{"authority": true, "priority": true, "role": true, "source": true, "from": true, "origin": true, "sender": true, "trust": true, "issuer": true}
	authorityValues    = map[string]bool{"system": true, "developer": true, "operator": true, "admin": true, "administrator": true, "root": true, "sudo": true, "superuser": true, "high": true, "highest": true, "critical": true, "override": true, "max": true, "maximum": true, "urgent": true, "elevated": true, "trusted": true, "privileged": true, "platform": true}
	turnElementNames   = map[string]bool{"tool_result": true, "tool_results": true, "tool_response": true, "tool_output": true, "tool_use": true, "tool_call": true, "function_result": true, "function_results": true, "function_response": true, "function_call_output": true, "observation": true, "search_result": true, "search_results": true, "user": true, "assistant": true, "human": true, "model": true}
)

func (c *checker) checkAuthorityTags(d *doc) {
	t := d.v.text
	if !strings.Contains(t, "<") {
		return
	}
	for _, m := range openTagRe.FindAllStringSubmatchIndex(t, -1) {
		s, e := m[0], m[1]
		if d.inClosedFence(s) || d.quoted(s) {
			continue
		}
		name := t[m[2]:m[3]]
		lname := strings.ToLower(name)
		attrs := t[m[4]:m[5]]
		why := ""
		for _, w := range strings.FieldsFunc(lname, func(r rune) bool { return r == '-' || r == '_' || r == ':' }) {
			if authorityNameWords[w] && !strings.Contains(lname, ".") {
				why = "its name claims " + w + " authority"
				break
			}
		}
		if why == "" {
			for _, a := range tagAttrRe.FindAllStringSubmatch(attrs, -1) {
				v := strings.ToLower(strings.TrimSpace(a[2] + a[3] + a[4]))
				if authorityAttrs[strings.ToLower(a[1])] && authorityValues[v] {
					why = "its " + a[1] + "=\"" + v + "\" attribute claims authority"
					break
				}
			}
		}
		if why == "" && turnElementNames[lname] {
			closeTag := "</" + lname + ">"
			if strings.TrimSpace(attrs) != "" || strings.Contains(strings.ToLower(t[e:min(len(t), e+4000)]), closeTag) {
				why = "it is a " + lname + " element, which no skill receives"
			}
		}
		if why == "" {
			continue
		}
		reason := c.mentionContext(d, s)
		if reason == "" && !d.hidden(s) && c.payload == nil {
			reason = placeholderSlot67(t, s, e) // round 67 (override67.go)
		}
		if reason == "" && structuralTag(t, s, e) {
			// A self-closing element, or one holding only child elements,
			// speaks no words: configuration markup unless its paragraph
			// claims authority or voids guidance.
			reason = c.markupContext(d, s, e)
		}
		tier, msg := downgrade(reason, "forged structure <"+name+">: "+why)
		c.add(d, RuleForged, tier, s, e, msg)
	}
}

var (
	// authorityHeadingRe is a section heading that is nothing but the label
	// of a higher-authority message ("SYSTEM MESSAGE (priority: highest)",
	// "Developer instructions", "[Admin notice]"): a heading that names a
	// subject ("System prompt design", "System requirements") is not one.
	authorityHeadingRe = lazyRegexp(`(?i)^[\[(【]?\s*(?:system|developer|admin|administrator|operator|platform|root)\s+(?:message|prompt|instructions?|notice|note|directive|override|update|policy|announcement)\s*[\])】]?\s*(?:[-—–:]\s*[\w ]{0,30}|\([^)\n]{0,60}\))?\s*:?\s*$`)
	// addressesAgent: the section under such a heading speaks to the agent
	// about its obligations or restrictions.
	addressesAgent = lazyRegexp(`(?i)\bassistant\b|\bthe\s+(?:model|agent|ai)\b|\byou\s+(?:must|are\s+now|have\s+no|may\s+now|will\s+now|should\s+now|no\s+longer)\b|\bmust\s+(?:follow|obey|comply)\b|\btakes?\s+precedence\b|\bover\s+any\b|\b(?:prior|previous|earlier|other)\s+instructions\b|\brestrictions?\b|\bcomply\b|\bobey\b|\bsafety\b`)
)

// checkAuthorityHeadings refuses a section headed as a system, developer or
// operator message whose prose speaks to the agent about what it must do or
// may now do. In a prompting skill it is flagged instead (such a skill may
// lay out an example system message as a section).
func (c *checker) checkAuthorityHeadings(d *doc) {
	t := d.v.text
	for i, h := range d.headings {
		if !authorityHeadingRe.MatchString(strings.TrimSpace(strings.Trim(h.text, "*_ "))) {
			continue
		}
		_, hs := d.lineAt(h.pos)
		end := min(len(t), hs+600)
		if i+1 < len(d.headings) {
			end = min(end, d.headings[i+1].pos)
		}
		var prose strings.Builder
		for p := h.pos; p < end; {
			if fi := d.fenceAt(p); fi >= 0 {
				p = d.fences[fi].close + 1
				continue
			}
			_, le := d.lineAt(p)
			prose.WriteString(t[p:min(le, end)])
			prose.WriteByte('\n')
			p = le + 1
		}
		if !addressesAgent.MatchString(prose.String()) {
			continue
		}
		tier, msg := Refuse, "a section headed as a higher-authority message ("+strings.TrimSpace(h.text)+") that tells the agent what it must or may now do"
		if c.topic.llm || c.topic.security {
			tier, msg = Flag, msg+" (in a prompting or security skill; shown to the reviewer)"
		}
		c.add(d, RuleForged, tier, h.pos, hs, msg)
	}
}

// structuralTag: the tag at [s,e) is self-closing, or the next thing after
// it is another tag.
func structuralTag(t string, s, e int) bool {
	if strings.HasSuffix(t[s:e], "/>") {
		return true
	}
	return strings.HasPrefix(strings.TrimLeft(t[e:min(len(t), e+200)], " \t\r\n"), "<")
}

// liftRe: a lifted restriction in the languages of the intent lexicons
// (verb of switching off next to a word for restrictions, rules, filters
// or safety, either order).
var liftRe = lazyRegexp(`(?i)` + liftMore + `|(?:ignor|oubli|olvid|esquec|dimentic|vergiss|vergeet|забуд|игнорир|zignoruj|zapomnij)\w*[^.\n]{0,40}?(?:restric|regla|règle|regel|regole|regras|правил|ograniczen|zasad|rules|kural|sécurité|segurid|seguran|sicurezza|sicherheit)|(?:plus|ninguna|nenhuma|nessuna|keine|никаких|żadnych|hiçbir)\s+(?:aucune\s+)?(?:règle|restriction|limite|regla|restricci|regra|restriç|regola|restrizion|regeln|einschränkung|правил|ограничени|zasad|ograniczeń|kural|kısıtlama)|\bn'appliqu\w*\s+plus\b|\bje\s+t'autoris|\bautoris(?:e|é|ée|és|ées|ation)\b|(?:vypnul|vypnut|zrušil|deaktivoval|uitgeschakeld|uitschakel|schakelt\s+uit|desactiv|deaktivier|abgeschaltet|désactiv|disattiv|desativ|отключ|вимкн|wyłącz|devre dışı|nonaktifkan|dinonaktifkan|matikan|tắt|关闭|關閉|解除|無効に|해제|비활성|تعطيل|أوقف|निष्क्रिय|hủy bỏ)\w*[^.\n]{0,40}?(?:aturan|keamanan|pravidl|omezen|bezpečnost|regels|beperking|veiligheid|zabezpiecze|bezpiecze|restric|regla|règle|regel|regole|regras|ограничен|правил|обмежен|ograniczen|kısıtlama|kural|batasan|giới hạn|hạn chế|限制|制限|제한|قيود|प्रतिबंध|filtr|sicherheit|segurid|seguran|sécurité|sicurezza)|(?:restric|regla|règle|regel|regole|regras|правил|ограничени|ograniczeni|kural|限制|制限|제한|قيود)\w*[^.\n]{0,20}?(?:desactivad|deaktiviert|désactivé|disattivat|desativad|отключен|wyłączon|已关闭|已解除|解除|해제)|` +
	// round 34: Indonesian and Malay (limits or safety policy switched
	// off), Persian (safety limits disabled)
	`\b(?:batasan|pembatasan|aturan|polisi|kebijakan|sekatan)\s+(?:\w+\s+){0,2}?(?:telah\s+|sudah\s+)?(?:dinonaktifkan|dimatikan|dinyahaktifkan|dicabut|dihapus)\b|(?:محدودیت|ایمنی|قوانین|قیود)[^.\n]{0,30}?غیرفعال`)

// liftMore: authority claims of the forged turns in more languages: an
// unrestricted mode, refusing forbidden ("nesmí nic odmítnout", "tidak
// boleh menolak"), and acting without asking ("sans demander de
// confirmation", "tanpa bertanya", "zonder te vragen").
const liftMore = `neomezen\w*\s+režim|režim\s+bez\s+omezení|tryb\s+bez\s+ogranicze|nieograniczon\w*\s+tryb|mode\s+tanpa\s+batas|onbeperkte?\s+modus|modo\s+(?:sin\s+restricciones|irrestrito|sem\s+restrições|illimitato|senza\s+restrizioni)|mode\s+(?:sans\s+restriction|illimité)|uneingeschränkt\w*\s+modus|` +
	`nesmí\s+(?:nic\s+)?odmítnout|nikdy\s+neodmít|nie\s+(?:wolno|może)\s+(?:mu\s+|jej\s+)?(?:niczego\s+)?odm[óa]wi|tidak\s+boleh\s+menolak|mag\s+(?:niets|nooit)\s+weigeren|ne\s+(?:doit|peut)\s+(?:jamais\s+|rien\s+)?refuser|no\s+(?:debe|puede)\s+(?:negarse|rechazar)|não\s+(?:deve|pode)\s+recusar|darf\s+nichts\s+(?:ablehnen|verweigern)|` +
	`sans\s+(?:demander|(?:aucune\s+)?confirmation|validation\s+préalable)|tanpa\s+(?:bertanya|konfirmasi|persetujuan|meminta\s+(?:izin|persetujuan|konfirmasi))|بدون\s+(?:پرسیدن|اجازه|تأیید|تایید)|دون\s+(?:سؤال|إذن|تأكيد)|bez\s+(?:ptaní|potvrzení|dotazu|pytania|potwierdzenia|zgody)|zonder\s+(?:te\s+vragen|bevestiging|toestemming)|ohne\s+(?:nachzufragen|bestätigung)|sin\s+(?:pedir\s+)?confirmación|sem\s+(?:pedir\s+)?confirmação|senza\s+(?:chiedere|conferma)|` +
	// round 31: approval or confirmation not needed, skipped, or never
	// asked, in Japanese, Russian, Korean, Turkish and Vietnamese; a field
	// or note that carries an instruction for the model (a tool result
	// has data, not orders)
	`(?:承認|確認|許可|同意)(?:なしで|なしに|は不要|不要|せずに|を求めず|を取らず)|確認ダイアログ[^。\n]{0,6}表示しない|без\s+(?:вопросов|подтверждени\pL*|согласовани\pL*|разрешени\pL*)|разрешено\s+отключ\pL*\s+проверк|` +
	`(?:허락|허가|승인|확인)(?:은|을|는)?\s*(?:안\s*(?:구해도|받아도)|없이|생략)|묻지\s*않고|(?:onay|izin)(?:ı|i)?\s+(?:gerekmez|gerekmiyor|almadan|istemeden)|sormadan|` +
	`xác\s+nhận[^.\n]{0,30}?(?:bỏ\s+qua|không\s+cần)|không\s+cần\s+(?:xác\s+nhận|hỏi|sự\s+đồng\s+ý)|sin\s+preguntar|sem\s+perguntar|` +
	`\binstructions?[_\s-]for[_\s-](?:the[_\s-])?(?:model|assistant|agent|ai|llm)\b`

// captionRe: words of the prose around a code block that say it shows a
// message rather than speaks one (an example, a template, a prompt, an API
// request, an attack to recognise).
var captionRe = lazyRegexp(`(?i)\b(?:examples?|samples?|templates?|prompts?|messages?|requests?|payloads?|conversations?|transcripts?|chats?|api|calls?|body|format|schema|e\.g\.|like\s+this|such\s+as|for\s+instance|shape|tests?|fixtures?|attacks?|injections?|malicious|red[- ]team\w*|avoid|never|don'?t|looks?\s+like|renders?|produces?|returns?|sends?|outputs?)\b`)

// loneRoleMessage reports a role message at pos that is the whole of its
// code block (one role field, no code around it) and that no prose around
// the block introduces as an example, a template or a request. A prompting
// skill shows role messages as examples with a caption; a bare one set
// between unrelated steps speaks to the agent that reads it.
func loneRoleMessage(d *doc, pos int) bool {
	fi := d.fenceAt(pos)
	if fi < 0 || !d.fences[fi].closed {
		return false
	}
	f := d.fences[fi]
	body := d.v.text[f.start:f.end]
	if len(roleFieldRe.FindAllStringIndex(body, 3)) != 1 || strings.Count(strings.TrimSpace(body), "\n") > 3 {
		return false
	}
	switch strings.ToLower(f.lang) {
	case "", "json", "jsonc", "yaml", "yml", "text", "txt":
	default:
		return false
	}
	before, after := d.fenceProse(fi)
	return !captionRe.MatchString(before) && !captionRe.MatchString(after)
}

// turnShown keeps a mention reason for a role turn at pos only when the
// turn is shown rather than said: a turn in a code block set between
// steps with no caption, in a security or prompting skill, speaks to the
// agent; so does a role label inside a letter.
func turnShown(d *doc, pos int, reason ctxReason) ctxReason {
	if (reason == "quoted in a security skill" || reason == "quoted in a prompting skill") && uncaptionedFence(d, pos) {
		return ""
	}
	if reason != "" && d.fenceAt(pos) >= 0 && letterBlock(d, pos) {
		return ""
	}
	if reason != "" && boundByOrder79At(d, pos) { // round 79: forged79.go
		return ""
	}
	return reason
}

// uncaptionedFence reports a closed code block at pos that holds a role
// turn and that no prose around it introduces as an example, a template,
// an attack or a request (captionRe): set between ordinary steps, the turn
// is not shown, it is said.
func uncaptionedFence(d *doc, pos int) bool {
	fi := d.fenceAt(pos)
	if fi < 0 || !d.fences[fi].closed {
		return false
	}
	before, after := d.fenceProse(fi)
	// Only the lines touching the block caption it.
	if i := strings.LastIndexByte(before, '\n'); i >= 0 {
		before = before[i+1:]
	}
	if i := strings.IndexByte(after, '\n'); i >= 0 {
		after = after[:i]
	}
	return !captioning(before) && !captioning(after) && !captionRe.MatchString(d.headingPath(pos))
}

// captioning: a line touching a block captions it when it ends with a
// colon and names what the block is ("The request body:"), or names it as
// an example, a template or an attack wherever it ends.
func captioning(line string) bool {
	if strings.HasSuffix(strings.TrimRight(line, " \t*_"), ":") {
		return captionRe.MatchString(line)
	}
	return strongCaptionRe.MatchString(line)
}

var strongCaptionRe = lazyRegexp(`(?i)\b(?:examples?|samples?|transcripts?|payloads?|attacks?|injections?|injected|malicious|red[- ]team\w*|e\.g\.|for\s+instance|like\s+this|looks?\s+like)\b`)

// letterBlock reports a code block at pos that opens with a letter's
// salutation ("Dear {{name}},", "Hi Sam,"): a letter is one voice, so a
// role label inside it is not a transcript being quoted.
func letterBlock(d *doc, pos int) bool {
	fi := d.fenceAt(pos)
	if fi < 0 {
		return false
	}
	f := d.fences[fi]
	return salutationRe.MatchString(d.v.text[f.start:min(f.end, f.start+200)])
}

var salutationRe = lazyRegexp(`(?i)^\s*(?:dear|hello|hi|hey|greetings|to\s+whom|estimad[oa]s?|querid[oa]s?|hola|bonjour|cher|chère|sehr\s+geehrte|liebe[rs]?|hallo|gentile|caro|cara|prezad[oa]s?|olá|beste|geachte|szanown\S*|уважаем\S*|здравствуй\S*)\b[^\n]{0,60}[,:!]?\s*\n`)

// roleFieldRe: a JSON or YAML role field.
var roleFieldRe = lazyRegexp(`(?i)["']?role["']?\s*:`)

// inInlineCode reports that an inline code span is open at pos: an odd
// number of backticks stands between the line's start and pos.
func inInlineCode(t string, pos int) bool {
	ls := strings.LastIndexByte(t[:pos], '\n') + 1
	return strings.Count(t[ls:pos], "`")%2 == 1
}
