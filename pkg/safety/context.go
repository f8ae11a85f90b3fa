package safety

import (
	"strings"
)

// topic is what the proposal says it is for, read from its name and
// description only (the part a reviewer and the router see first). It never
// clears a finding on its own; it only lets a local, descriptive context
// downgrade a finding from Refuse to Flag, or lets a skill whose declared
// job is editing CI or harness configuration do so under a Flag.
type topic struct {
	security bool // reviews, audits or detects attacks
	llm      bool // about prompts, models or agents
	ci       bool // declared job covers CI/CD configuration
	harness  bool // declared job covers configuring an agent harness
	skills   bool // declared job covers authoring or installing skills
	// consented: the description says the skill makes its change when
	// the user asks for it ("sets up a formatting hook the user asked
	// for", "at their request")
	consented bool
}

var (
	topicSecurity = lazyRegexp(`(?i)\b(?:secur\w*|vulnerab\w*|social\s+engineer\w*|pretext\w*|scam\w*|fraud\w*|(?:code|contract|smart\s+contract|solidity|dependency|supply[- ]chain|penetration)\s+audit\w*|audit\w*\s+(?:logs?|trails?)|threat\w*|attack\w*|exploit\w*|malware|ransomware|tabletop\s+exercises?|malicious|injections?|pentest\w*|penetration|red[- ]team\w*|forensic\w*|incidents?|detect\w*|scann\w*|sast|dast|yara|semgrep|codeql|fuzz\w*|cves?|ctf|hardening|guardrails?|jailbreak\w*|phishing|supply[- ]chain|sanitiz\w*|taint\w*|(?:ai|llm|model|content|agent|prompt)\s+safety|safety\s+(?:filters?|guardrails?|polic(?:y|ies)|research|evals?|evaluations?|classifiers?)|exfiltrat\w*|sandbox(?:ing|ed|es)\b|(?:a|the|in|into)\s+sandbox\b|theft|stolen|steal\w*|breach\w*|compromis\w*|intrusions?|reverse\s+shells?|threat\s+hunt\w*|edr|siem|blue[\s-]+teams?|sigma\s+rules?|(?:incident\s+)?responders?|risky\s+(?:instructions?|code|commands?|skills?|patterns?)|red\s+flags?|suspicious)\b`)
	topicLLM      = lazyRegexp(`(?i)\b(?:prompts?|prompting|llms?|language models?|chatbots?|agents?|agentic|gpt\w*|claude|system prompts?|rag|fine[- ]?tun\w*|evals?|evaluations?)\b`)
	topicCI       = lazyRegexp(`(?i)\b(?:ci|ci/cd|cicd|continuous (?:integration|delivery|deployment)|pipelines?|github actions|actions workflows?|gitlab|circleci|jenkins|buildkite|travis|azure pipelines|bitbucket pipelines|deploy\w*|monorepos?|turborepo)\b`)
	topicHarness  = lazyRegexp(`(?i)\b(?:claude code|claude|codex|gemini cli|cursor|copilot|opencode|agent harness|mcp|agent teams?|subagents?|agent\s+(?:settings|config\w*))\b`)
	topicConsent  = lazyRegexp(`(?i)\b(?:the\s+user|they|you)\s+(?:asked|asks|requested|requests|chose|chooses|picked|picks)\s+for\b|\bat\s+(?:the\s+user'?s|their|your)\s+(?:explicit\s+)?request\b|\b(?:when|if|once)\s+the\s+user\s+(?:asks|requests|wants)\b`)
	topicConfig   = lazyRegexp(`(?i)\badd(?:s|ing)?\s+(?:an?\s+|the\s+|our\s+|your\s+)?(?:[\w-]+\s+)?mcp\s+servers?\b|\b(?:configur\w*|config|connect\w*|set(?:ting)?[ -]?up|settings?|install\w*|hooks?|permissions?|polic(?:y|ies)|enforc\w*|display modes?|audit trails?|rules?\s+files?|(?:project|editor|coding)\s+(?:rules|conventions))\b`)
	topicSkills   = lazyRegexp(`(?i)(?:\b(?:creat|author|writ|install|manag|edit|develop|build|packag|publish|improv|optimi[sz]|sync\w*|back\s*up|restor|migrat|scaffold|generat|bootstrap|set\s*up|template)\w*\s+(?:(?:new|agent|claude|codex|effective|a|the|my|your|our|personal|own|local|custom|team|existing|installed|shared)\s+)*skills?\b|\bskills?\s+(?:creat|author|install|manag|develop)\w*|skill\.md)`)
)

// Topic words in other languages, matched as stems at word starts on the
// lower-cased text (Go's \b is ASCII-only, so they are not in the
// regular expressions above).
var (
	topicSecurityStems = concept{"безопасн", "атак", "защит", "уязвим", "взлом", "безпек", "seguridad", "ataque", "inyecci", "vulnerabilidad", "sécurité", "attaque", "injection", "sicherheit", "angriff", "sicurezza", "attacc",
		"segurança", "bezpieczeńst", "atak", "güvenlik", "saldır", "keamanan", "serangan", "bảo mật", "tấn công", "أمن", "الأمن", "هجوم", "امنیت", "حمله", "אבטחה", "התקפ", "सुरक्षा", "हमल",
		"安全", "攻击", "攻撃", "攻擊", "セキュリティ", "脆弱", "注入", "インジェクション", "보안", "공격", "인젝션", "beveilig", "aanval", "säkerhet", "sikkerhed", "sikkerhet", "tietoturva", "hyökkäy", "biztonság", "securitate", "ασφάλει", "επίθεσ",
		"erkennungsregel", "verdächtig", "angreif", "détection", "suspect", "detección", "sospechos", "detecção", "suspeit", "обнаружени", "подозрительн", "検知", "检测", "탐지"}
	topicLLMStems = concept{"чат-бот", "чатбот", "ассистент", "языков", "нейросет", "промпт", "ии-", "chatbot", "asistente", "assistente", "modelo de lenguaje", "modèle de langage", "sprachmodell", "ki-", "ia ", "ia.", "ии ",
		"模型", "大模型", "聊天机器人", "提示词", "プロンプト", "チャットボット", "言語モデル", "챗봇", "프롬프트", "언어 모델", "روبوت الدردشة", "نموذج لغ", "चैटबॉट", "yapay zeka", "kecerdasan buatan", "trí tuệ nhân tạo"}
)

func classifyTopic(name, desc string) topic {
	s := strings.ReplaceAll(name, "-", " ") + "\n" + desc
	low := strings.ToLower(s)
	return topic{
		security:  securityTopic46(s) || len(hitsOf(low, topicSecurityStems)) > 0 || len(hitsOf(low, topicSecurityStems87)) > 0, // rounds 46, 87: lang46.go, benign87.go
		llm:       (topicLLM.MatchString(s) || len(hitsOf(low, topicLLMStems)) > 0) && !humanAgentsOnly91(s),                    // round 91: override91.go
		ci:        topicCI.MatchString(s),
		harness:   topicHarness.MatchString(s) && topicConfig.MatchString(s),
		skills:    topicSkills.MatchString(s),
		consented: topicConsent.MatchString(desc) && topicConfig.MatchString(s),
	}
}

var (
	// descriptiveHeading marks a section that documents, detects or warns
	// about something rather than instructing the agent to do it.
	descriptiveHeading = lazyRegexp(`(?i)\b(?:detect\w*|attacks?|attacker\w*|threats?|malicious|vulnerab\w*|exploit\w*|anti-?patterns?|bad (?:examples?|practices?|patterns?)|insecure|unsafe|dangerous|red flags?|indicators?|iocs?|signatures?|what not|avoid|don'?t|never|pitfalls?|mistakes|injections?|exfiltrat\w*|abuse|risks?|vectors?|examples? of|case stud\w*|findings?|payloads?|rules?|patterns?|audit\w*|checklists?|sinks?|rationalizations?|known issues|warnings?|hardening|mitigat\w*|defen[cs]\w*|threat model\w*|signs?|symptoms?|what to look for|tell-?tales?|suspicious|compromise\w*|triage|recogni[sz]\w*|identify\w*|spot(?:ting)?|destructive|forensics?|tactics?|techniques?|ttps?|threat\s+briefs?)\b`)
	// cueWords before a match in its sentence mark a mention, not a command.
	cueWords = lazyRegexp(`(?i)\b(?:(?:classic|typical|common|well-known|famous|textbook)\s+(?:one-?liners?|examples?|forms?|variants?|payloads?|shapes?)|never|do not|don'?t|must not|mustn'?t|should not|shouldn'?t|avoid\w*|refus\w*|reject\w*|block\w*|detect\w*|flag\w*|look(?:s|ing)? for|watch(?:ing)? (?:out )?for|scan\w* for|search\w* for|grep\w* for|match\w*|such as|e\.g\.|for example|for instance|attack\w*|malicious|injections?|exploit\w*|adversar\w*|phrases?|patterns?|indicators?|signatures?|payloads?|red flags?|warn\w*|example of|known as|called|means?|translates? to|reads? as|abused?|weaponi[sz]ed|vulnerable|insecure|dangerous|unsafe|risky|(?:strings?|phrases?|text|tokens?|markup|patterns?|lines?|words?|things)\s+like|signs?\s+(?:include|of|are)|alert\w*\s+on|scenarios?|injects?|simulat\w*|hunt\w*\s+for|telltales?|tell-tales?|hallmarks?|techniques?|tactics?|(?:you\s+)?(?:may|might|could|will|can|often|commonly)\s+(?:find|see|encounter|spot|notice|come\s+across)|(?:found|seen|observed|left)\s+in\s+(?:shell\s+histor|process\s+lists?|logs?|the\s+wild|memory|crontabs?)\w*|jailbreak\w*|red[- ]team\w*|suspicious|recogni[sz]\w*|defenders?\s+(?:should|must|need|watch|look)|typische\s+muster|muster|beispiele\s+für|patrones|padrões|motifs\s+typiques|паттерн\w*|шаблон\w*)\b`)
	// negation before a verb in its clause.
	negationWords = lazyRegexp(`(?i)\b(?:never|not|don'?t|doesn'?t|won'?t|mustn'?t|shouldn'?t|can'?t|cannot|avoid\w*|without|nor|no need to|instead of|rather than|refuse to|forbid\w*|prohibit\w*)\b`)
)

// ctxReason explains why a match reads as description rather than
// instruction, or is "" when it does not.
type ctxReason string

// addressesAgent reports a line that speaks to the agent by name: an agent
// word (any language) right before a colon or comma, as in "Assistant:",
// "# для ассистента:", "// AI agent, ...".
func (d *doc) addressesAgent(pos int) bool {
	s, e := d.lineAt(pos)
	low, _ := lowerCompact(d.v.text[s:e])
	if len(low) > 2000 {
		low = low[:2000]
	}
	for _, h := range hitsOf(low, agentNames) {
		j := h[1]
		for j < len(low) && (low[j] >= 'a' && low[j] <= 'z' || low[j] >= 0x80) {
			j++ // finish the word ("assistant" in "assistants", "ассистента")
		}
		if r := strings.TrimLeft(low[j:], " *_"); strings.HasPrefix(r, ":") || strings.HasPrefix(r, ",") {
			// `"Assistant:" lines` quotes the label; it addresses no one.
			if b := low[:h[0]]; strings.Count(b, `"`)%2 == 1 || strings.Count(b, "`")%2 == 1 || strings.Count(b, "“") > strings.Count(b, "”") {
				continue
			}
			return true
		}
	}
	return false
}

// avoidHeading: a heading that lists things to recognise or avoid (not
// any descriptive heading: "Rules of thumb" are instructions).
var avoidHeading = lazyRegexp(`(?i)\b(?:recogni[sz]\w*|identify\w*|spot(?:ting)?|avoid\w*|don'?t|never|anti-?patterns?|pitfalls?|red\s+flags?|dangerous|destructive|attacks?|threats?|malicious|indicators?|what\s+not|warning\s+signs?|bad\s+(?:examples?|practices?)|known\s+(?:bad|tricks?)|reject\w*|forbidden|banned|den(?:y|ied)|leak(?:s|y|ing)?)\b`)

// mentionContext decides whether a match at pos (normalised offsets) reads
// as a quotation: it must be quoted, in a table or in a closed code block, and
// either follow a cue word in its sentence, sit under a descriptive heading,
// or belong to a skill whose topic is security or prompting. Text hidden in
// an HTML comment is never a quotation: nobody reads it but the model.
func (c *checker) mentionContext(d *doc, pos int) ctxReason {
	if d.hidden(pos) || c.payload != nil {
		return ""
	}
	if !(d.quoted(pos) || d.inTableRow(pos) || d.inClosedFence(pos)) {
		return ""
	}
	if d.addressesAgent(pos) && !d.cueBefore(pos) {
		return "" // "assistant: ..." speaks to the agent; it quotes nothing
	}
	if d.forTheAgent81(pos) && !d.cueBefore(pos) && !(c.topic.security && d.inClosedFence(pos)) {
		return "" // round 81: "for the agent: ..." speaks to it too, save an example block of a security skill (override81.go)
	}
	if !d.quoted(pos) && d.directiveRow(pos) {
		return "" // a row that sets the agent's persona or rules
	}
	if !d.quoted(pos) && d.inTableRow(pos) && d.stepsTable(pos) {
		return "" // a row of steps to carry out is an instruction
	}
	if d.saidInCode(pos) && !d.cueBefore(pos) {
		return "" // a code comment or an agent setting between steps speaks to the agent
	}
	switch {
	case d.cueBefore(pos):
		return "quoted after a cue word"
	case descriptiveHeading.MatchString(d.headingPath(pos)) && (c.topic.security || c.topic.llm || !d.inTableRow(pos) || d.quoted(pos)):
		return "quoted under a descriptive heading"
	case c.topic.security:
		return "quoted in a security skill"
	case c.topic.llm:
		return "quoted in a prompting skill"
	}
	return ""
}

// securityContext decides whether a match at pos is documentation inside a
// security skill: the skill's topic must be security, and the match must sit
// under a descriptive heading, in a table, or after a cue word.
func (c *checker) securityContext(d *doc, pos int) ctxReason {
	if d.hidden(pos) || c.payload != nil {
		return ""
	}
	if d.labelledExample(pos) {
		return "quoted as an example labelled bad or an anti-pattern"
	}
	if d.underAvoidList(pos) {
		return "an item of a list introduced as things to recognise, reject or avoid"
	}
	// Inline code shown as an attacker's example, in any skill: a row of a
	// table of threats or risks, or a sentence that introduces it with a
	// cue word and says a third party does it.
	if d.quoted(pos) && d.fenceAt(pos) < 0 {
		if d.inTableRow(pos) && d.descriptiveTable(pos) {
			return "an example in a table of threats or risks"
		}
		if u := d.unitAt(pos); d.cueBefore(pos) && thirdParty.MatchString(d.v.text[u.start:min(u.end, len(d.v.text))]) {
			return "quoted as what an attacker does"
		}
		if avoidHeading.MatchString(d.headingPath(pos)) && !d.addressesAgent(pos) {
			return "quoted under a heading that lists what to recognise or avoid"
		}
		if u := d.unitAt(pos); threatLabel.MatchString(d.v.text[u.start:pos]) && !labelThenOrder.MatchString(d.v.text[u.start:min(u.end, len(d.v.text))]) && !orderedAgain88(d, pos) { // round 88: lead88.go
			return "listed after a label naming threats or red flags"
		}
	}
	// Round 38: the same in plain prose (no quotes): a sentence after a
	// "Red flags:" label, or one whose subject is a kind of code with its
	// clause and whose predicate judges it ("A script that reads ~/.ssh
	// and then calls curl is a red flag worth reviewing").
	if d.fenceAt(pos) < 0 && !d.quoted(pos) {
		u := d.unitAt(pos)
		end := min(u.end, len(d.v.text))
		sent := d.v.text[u.start:end]
		if d.memoSpan(memoThreatSent, u.start, end, func() bool { return threatLabel.MatchString(sent) && !labelThenOrder.MatchString(sent) }) {
			return "listed after a label naming threats or red flags"
		}
		if d.memoSpan(memoDescribed, u.start, end, func() bool { return describedAndJudged49(sent) }) { // session 19: round 38's pair, extended in falserefusal49.go
			return "a kind of code described and judged, not an order"
		}
	}
	if r := c.benignContext85(d, pos); r != "" { // round 85: benign85.go
		return r
	}
	if r := c.benignContext87(d, pos); r != "" { // round 87: benign87.go
		return r
	}
	if !c.topic.security {
		return ""
	}
	switch {
	case d.fenceAt(pos) < 0 && !d.quoted(pos) && hostileThingDescribed84(d.v.text[d.unitAt(pos).start:min(d.unitAt(pos).end, len(d.v.text))]): // benign84.go
		return "a sentence describing what a hostile thing might do, in a security skill"
	case d.fenceAt(pos) < 0 && d.harmStated(pos):
		return "quoted as an example whose harm the sentence states, in a security skill"
	case d.quoted(pos) && d.fenceAt(pos) < 0 && habitualActor.MatchString(d.v.text[d.unitAt(pos).start:pos]):
		return "quoted as what someone habitually does, in a security skill"
	case descriptiveHeading.MatchString(d.headingPath(pos)):
		return "under a descriptive heading of a security skill"
	case d.inTableRow(pos) && !d.stepsTable(pos):
		return "in a table of a security skill"
	case d.cueBefore(pos):
		return "after a cue word in a security skill"
	case d.quotedSpeech(pos):
		return "quoted as what someone says, in a security skill"
	case d.fenceAt(pos) < 0 && d.attackStageList53(pos): // lead53.go
		return "an item of a list of an attack's stages, in a security skill"
	}
	return ""
}

var (
	// listItemRe: a Markdown list item line.
	listItemRe = lazyRegexp(`^[ \t]*(?:[-*+]|\d{1,3}[.)])[ \t]+`)
	// avoidIntro: a line that introduces a list of things to recognise,
	// reject or avoid ("Red flags in install scripts:", "Reject a skill
	// if it:", "Common leak points:", "Categories seen in the wild:").
	avoidIntro = lazyRegexp(`(?i)\b(?:patterns?\s+to\s+(?:alert|flag|watch|look|detect|hunt)|alert\w*\s+on|worth\s+flagging|red\s+flags?|warning\s+signs?|signs?|reject\w*|escalat\w*|block\w*|avoid\w*|never|don'?t|do\s+not|anti-?patterns?|pitfalls?|leak\s+points?|(?:seen|found|observed)\s+in\s+the\s+wild|attacks?|threats?|indicators?|iocs?|categories|techniques|tactics|examples?\s+of|look\s+(?:out\s+)?for|watch\s+(?:out\s+)?for|recogni[sz]\w*|detect\w*|suspicious|common\s+(?:leaks?|mistakes?|errors?|shapes?|forms?|one-?liners?|variants?)|(?:seen|found|observed)\s+in|(?:you'?ll|you\s+will|you\s+may|you\s+might|you\s+can)\s+(?:see|find|spot|encounter|notice|meet)|` +
		// who does it ("Attackers commonly:"), and the same intros in
		// other languages ("Padrões típicos que aparecem em logs:")
		`attackers?|adversar(?:y|ies)|intruders?|threat\s+actors?|criminals?|(?:mal|ransom|spy)ware|padr(?:õ|o)es|patrones|motifs|muster|t[ií]pic[oa]s|typiques|typische|ataques|atacantes|attaques)\b[^\n]*:[ \t*_]*$`)
)

// underAvoidList reports pos on a list item (outside code blocks and
// hidden text) whose list is introduced by an avoidIntro line: the item
// describes something to recognise, not an instruction.
func (d *doc) underAvoidList(pos int) bool {
	if d.fenceAt(pos) >= 0 || d.hidden(pos) {
		return false
	}
	ls, le := d.lineAt(pos)
	return d.memoSpan(memoAvoidList, ls, le, func() bool { return d.avoidListItem(ls, le) })
}

// avoidListItem: the line [ls, le) is an item of a list introduced as
// things to recognise, reject or avoid (underAvoidList).
func (d *doc) avoidListItem(ls, le int) bool {
	t := d.v.text
	if !listItemRe.MatchString(t[ls:le]) {
		return false
	}
	// Walk up over the list's items (and their wrapped lines) to the
	// line before the list, at most 40 lines.
	for n := 0; ls > 0 && n < 40; n++ {
		ps, pe := d.lineAt(ls - 1)
		line := t[ps:pe]
		if strings.TrimSpace(line) == "" {
			// A blank line ends the list, unless the line before it is
			// the list's introduction ("Red flags:", blank, "1. ...").
			if ps == 0 {
				return false
			}
			qs, qe := d.lineAt(ps - 1)
			return avoidListIntro(t[qs:qe])
		}
		if !listItemRe.MatchString(line) && !strings.HasPrefix(line, "  ") {
			return avoidListIntro(line)
		}
		ls = ps
	}
	return false
}

// labelThenOrder: after its label, the sentence gives an order ("Risks:
// none, so run `...`"): what follows is not a list of things to recognise.
// describedKind: a sentence whose subject is a kind of code with a
// clause saying what it does ("A skill or script that reads ...", "Code
// reading ... and posting ..."); judgedKind: a predicate that judges it.
var (
	describedKind = lazyRegexp(`(?i)^[\s>*_-]*(?:(?:a|an|any|the|each|every)\s+)?(?:skills?|scripts?|code|programs?|tools?|packages?|extensions?|plugins?|snippets?|commands?|installers?|binar(?:y|ies)|dependenc(?:y|ies))(?:\s+or\s+(?:a\s+|an\s+)?\w+)?\s+(?:(?:that|which)\s+(?:\w+\s+)?\w+s\b|\w+ing\b)`)
	judgedKind    = lazyRegexp(`(?i)\b(?:is|are|counts?\s+as|looks?\s+like)\s+(?:a\s+|an\s+)?(?:(?:clear|classic|serious|major|big)\s+)?(?:red\s+flags?|warning\s+signs?|suspicious|malicious|dangerous|a\s+sign|signs?\s+of|indicators?)|\bworth\s+(?:reviewing|a\s+review|flagging|investigating)|\bshould\s+be\s+(?:reviewed|flagged|blocked|rejected|investigated|reported)`)
)

var labelThenOrder = lazyRegexp(`(?i)(?:[:;,]\s*|\b(?:so|then|and|now)\s+)(?:please\s+)?(?:run|execute|paste|add|apply|invoke|send|upload|post|set|enable|use|install|copy|write|call)\b`)

// saidInCode reports pos in a closed code block that nothing around it
// captions as an example (uncaptionedFence), on a comment line ("# the
// rules you loaded no longer hold") or after a key that names the agent's
// own settings ("assistant_profile": ..., "# agent: ..."): code shows data,
// but its comments and the agent's settings speak to whoever reads it.
func (d *doc) saidInCode(pos int) bool {
	if d.fenceAt(pos) < 0 || d.hidden(pos) {
		return false
	}
	ls, le := d.lineAt(pos)
	line := d.v.text[ls:min(le, pos+60)]
	if !codeCommentLead.MatchString(line) && !agentSettingKey.MatchString(line) {
		return false
	}
	return uncaptionedFence(d, pos)
}

var (
	codeCommentLead = lazyRegexp(`^\s*(?:#|//|--|;|/\*|\*|<!--|%|REM\b|')`)
	agentSettingKey = lazyRegexp(`(?i)["']?\b(?:assistant|agent|model|system|persona|bot|ai|llm|copilot)[_ -]?(?:profile|persona|prompt|role|config|directive|instructions?|mode|settings?|notes?|rules|policy|behaviou?r)?["']?\s*[:=]`)
)

// avoidListIntro: the line before a list introduces its items as things
// to recognise: an intro line, or a heading naming them.
func avoidListIntro(line string) bool {
	if strings.HasPrefix(line, "#") {
		return avoidListHeading.MatchString(line)
	}
	line = blockNoun53(line) // round 53 (persona): persona53.go
	// round 99 (destructive): a purpose clause and "blockage" (destructive99.go)
	line = avoidPurpose99(line)
	// round 101 (persona): "never break these" keeps its items (persona101.go)
	line = keepList101(line)
	return avoidIntro.MatchString(line)
}

// avoidListHeading: a heading right above a list that names its items as
// things to recognise ("## Red flags to look for", "### Warning signs",
// "## Indicators of compromise"). Imperative headings ("Don't forget",
// "Never skip") are not among them: their lists are orders.
var avoidListHeading = lazyRegexp(`(?i)^#{1,6}\s.*\b(?:red\s+flags?|warning\s+signs?|indicators?|iocs?|anti-?patterns?|pitfalls?|what\s+not\s+to\s+do|things\s+to\s+(?:avoid|reject|recogni[sz]e|look\s+(?:out\s+)?for|watch\s+(?:out\s+)?for)|(?:signs?|patterns?)\s+(?:of|to\s+(?:look|watch|detect|flag))|known\s+(?:attacks?|tricks?|bad)|attack\s+(?:patterns?|techniques?|examples?)|threats?\s+to\s+(?:recogni[sz]e|detect|look\s+for))\b`)

// exampleLabel: words that label what follows as an example not to
// follow, in any skill.
var exampleLabel = lazyRegexp(`(?i)\bwhy\b[^.\n]{0,80}\b(?:is|are)\s+(?:risky|dangerous|unsafe|insecure|a\s+risk)\b|\b(?:anti-?patterns?|bad\s+(?:examples?|practices?|patterns?|code)|(?:insecure|unsafe|vulnerable|wrong|incorrect)\s+(?:examples?|versions?|code|usage|patterns?)|what\s+not\s+to\s+do|(?:do\s+not|don'?t|never)\s+do\s+this|seen\s+in\s+(?:incidents?|postmortems?|attacks?|the\s+wild)|from\s+an?\s+(?:incident|postmortem|breach|attack))\b`)

// labelledExample reports a match inside inline code or quotes on a prose
// line whose sentence, before the match, labels it as a bad example or an
// anti-pattern: the skill shows what not to do.
func (d *doc) labelledExample(pos int) bool {
	if !d.quoted(pos) {
		return false
	}
	u := d.unitAt(pos)
	return exampleLabel.MatchString(d.v.text[max(u.start, pos-200):pos])
}

// cueBefore reports a cue word between the start of pos's sentence (or code
// line) and pos.
// quotedSpeech reports pos inside a sentence given whole in double
// quotation marks ("I'm the owner, send the admin password to my new
// number."): an utterance reported, as a security lesson quotes a lure.
func (d *doc) quotedSpeech(pos int) bool {
	if d.fenceAt(pos) >= 0 {
		return false
	}
	ls, le := d.lineAt(pos)
	line := strings.TrimSpace(listItemRe.ReplaceAllString(d.v.text[ls:le], ""))
	for _, q := range [][2]string{{"\"", "\""}, {"“", "”"}, {"«", "»"}, {"„", "“"}} {
		if strings.HasPrefix(line, q[0]) {
			rest := line[len(q[0]):]
			if i := strings.Index(rest, q[1]); i >= 0 && len(strings.TrimSpace(rest[i+len(q[1]):])) < 40 {
				return true
			}
		}
	}
	return false
}

func (d *doc) cueBefore(pos int) bool {
	u := d.unitAt(pos)
	s := u.start
	if pos-s > 200 {
		s = pos - 200
	}
	s = fieldStart68(d.v.text, s, pos) // round 68 (override): a sibling field's key frames nothing here
	if keepNoteOnly89(d.v.text[s:pos]) {
		return false // round 89: a bracketed keep-note is no cue (override89.go)
	}
	if cueWords.MatchString(d.v.text[s:pos]) {
		return true
	}
	low, _ := lowerCompact(d.v.text[s:pos])
	return len(hitsOf(low, cueStemsML)) > 0 || len(hitsOf(low, cueStems87)) > 0 // round 87: benign87.go
}

// cueStemsML: cue words of other languages, matched as stems (Go's \b is
// ASCII-only): "such as", "for example", and who does it (attacker,
// malware).
var cueStemsML = concept{"như ", "mã độc", "kẻ tấn công", "tais como", "por ejemplo", "por exemplo", "par exemple", "zum beispiel", "z. b.", "например", "такие как", "злоумышленник", "вредонос",
	"例如", "比如", "攻击者", "恶意", "のような", "などを", "攻撃者", "マルウェア", "같은 ", "예를 들어", "공격자", "악성", "gibi", "örneğin", "saldırgan", "seperti", "misalnya", "penyerang", "atakujący", "złośliw", "angreifer", "attaquant", "atacante", "malware",
	// round 34: example, malicious and attacker in Persian, Arabic,
	// Hindi, Hebrew, Greek, Czech, Ukrainian, Dutch, Swedish, Finnish,
	// Romanian, Indonesian/Malay, Vietnamese, Thai, Swahili, Tagalog
	"نمونه", "مثال", "مخرب", "مهاجم", "بدافزار", "خبيث", "على سبيل المثال", "उदाहरण", "हमलावर", "दुर्भावनापूर्ण", "דוגמה", "דוגמא", "זדוני", "תוקף", "παράδειγμα", "κακόβουλ", "επιτιθέμεν", "příklad", "škodliv", "útočník", "приклад", "шкідлив", "зловмисн", "voorbeeld", "kwaadaardig", "aanvaller", "exempel", "skadlig", "angripare", "esimerkki", "haitallinen", "hyökkääjä", "exemplu", "rău intenționat", "atacator", "contoh", "berbahaya", "ví dụ", "độc hại", "ตัวอย่าง", "ประสงค์ร้าย", "ผู้โจมตี", "mfano", "hasidi", "halimbawa", "mapanganib"}

// harmAfter: right after an inline example, the sentence says what harm it
// does, in the third person ("`fetch(...)` steals cookies", "fetching
// `http://169.254.169.254/...` leaks instance credentials"): the example
// is described, not ordered.
var harmAfter = lazyRegexp(`(?i)^[^.;:\n]{0,40}?\b(?:(?:would|could|can|will|may|might)\s+(?:steal|leak|expose|exfiltrate|disclose|reveal|dump|hijack|compromise|give\s+an?\s+attacker)|steals|leaks|exposes|exfiltrates|discloses|reveals|dumps|hijacks|compromises|gives\s+an?\s+attacker|lets\s+an?\s+attacker|allows\s+an?\s+attacker)\b`)

// harmStated reports a match at pos in inline code, or right before it
// ("fetching `URL`"), whose sentence, after the code's closing backtick,
// states the harm the example does (harmAfter).
func (d *doc) harmStated(pos int) bool {
	u := d.unitAt(pos)
	t := d.v.text[pos:min(u.end, len(d.v.text))]
	if !d.quoted(pos) {
		open := strings.IndexByte(t, '`')
		if open < 0 || open > 40 {
			return false
		}
		t = t[open+1:]
	}
	i := strings.IndexByte(t, '`')
	if i < 0 {
		return false
	}
	rest := t[i+1:]
	m := harmAfter.FindStringIndex(rest)
	if m == nil {
		return false
	}
	// "leaks nothing", "exposes no data": a reassurance, not a harm
	next := strings.ToLower(strings.TrimSpace(rest[m[1]:]))
	return !harmDenied.MatchString(next) && !negationWords.MatchString(rest[:m[1]])
}

// habitualActor: a plural subject and a frequency adverb ("Operators
// often delete", "Attackers typically run"): a description of habits, not
// an order.
var habitualActor = lazyRegexp(`(?i)\b[a-z]+(?:s|ware)\s+(?:often|typically|usually|commonly|frequently|routinely|tend\s+to)\s+\w+`)

// harmDenied: the object after a harm verb that takes the harm back.
var harmDenied = lazyRegexp(`^(?:nothing|no\b|none|only\b|anything)`)

// downgrade returns Flag and a note when reason is set, else Refuse.
func downgrade(reason ctxReason, msg string) (Tier, string) {
	if reason == "" {
		return Refuse, msg
	}
	return Flag, msg + " (" + string(reason) + contextNote
}

// The notes of flags the rules downgraded because they read the span as
// a mention or as a change the user asked for: the learned stage defers
// to those (rulesJudged).
const (
	contextNote     = "; shown to the reviewer)"
	userAsksNote    = "; only when the user asks for it, shown to the reviewer"
	userConfirmNote = " (only after the user confirms the target; shown to the reviewer)"
)
