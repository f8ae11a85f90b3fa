package safety

import (
	"fmt"
	"regexp"
	"sort"
	"strings"
)

// Environment-tampering rules.
const (
	RuleTamperSkills  = "tamper.skills"
	RuleTamperHarness = "tamper.harness"
	RuleTamperCI      = "tamper.ci"
	RuleTamperReview  = "tamper.review"
	RuleTamperStartup = "tamper.startup"
	// RuleTamperPrivilege: root for everyone, or for the skill's user
	// behind the user's back (sudoers, setuid shells).
	RuleTamperPrivilege = "tamper.privilege"
)

type targetKind struct {
	rule string
	re   *lazyRE
	kws  []string
	what string
}

var tamperTargets = []targetKind{
	{RuleTamperSkills, lazyRegexp(`(?i)(?:(?:~|\$HOME|\$\{HOME\})/)?\.(?:claude|codex|agents|cursor|gemini|opencode|windsurf|config/opencode)/skills\b|(?:~|\$HOME|\$\{HOME\})/\S*/skills/\S*SKILL\.md\b|\$\{?CODEX_HOME\}?/skills\b|\$\{?INGOT_LIBRARY\}?|\bthe\s+(?:\w+-[\w-]+|["'` + "`" + `][\w-]+["'` + "`" + `])\s+skill'?s\s+(?:SKILL\.md|description|instructions|body|frontmatter)\b|` +
		strings.ReplaceAll(`\b(?:other|all|every|each|existing|installed|remaining)␣(?:(?:installed|existing|other|loaded|available)␣){0,2}(?:skills?'?s?␣(?:SKILL\.md|files?|bodies|body|descriptions?|folders?|directories)|SKILL\.md␣files?|skills?)\b`, "␣", `\s+`) + `|` +
		// SKILL.md of every other skill, in other languages (Arabic,
		// Spanish/Portuguese, French, German, Italian)
		`\bSKILL\.md\s+(?:(?:ل?كل|جميع)\s+(?:ال)?مهار\p{L}*|(?:ال)?مهارات\s+(?:ال)?أخرى|d[eao]s?\s+(?:cada|todas?\s+(?:las|as|les)|l[ae]s\s+(?:otras|autres)|outras|chaque|tutte\s+le|ogni)\s+(?:\p{L}+\s+)?(?:skills?|habilidad\w*|compétences?|abilità)|(?:jedes|aller|der\s+anderen)\s+(?:anderen\s+)?Skills?)`),
		[]string{"skill", "codex_home", "ingot_library"}, "another skill or the skill library"},
	// Another skill's SKILL.md reached through a parent directory or a glob
	// (../other/SKILL.md, ../*/SKILL.md, skills/*/SKILL.md).
	{RuleTamperSkills, lazyRegexp(`(?:\.\./|[\w.~$/{}-]*\*)[^\s"'` + "`" + `;|&<>]*SKILL\.md\b`),
		[]string{"skill.md"}, "another skill or the skill library"},
	{RuleTamperHarness, lazyRegexp(`(?i)(?:(?:~|\$HOME|\$\{HOME\})/)?\.claude/(?:settings(?:\.local)?\.json|hooks\b|agents\b|commands\b)|~/\.claude\.json|(?:(?:~|\$HOME|\$\{HOME\})/)?\.codex/config\.toml|\$\{?CODEX_HOME\}?/config\.toml|\.mcp\.json|claude_desktop_config\.json|\.cursor/(?:mcp\.json|rules)\b|\.vscode/settings\.json\b|\.config/claude/[\w.-]+\.json\b|\.gemini/settings\.json|\.vscode/mcp\.json|\.continue/config\.\w+`),
		[]string{".claude", "config.toml", "mcp.json", "claude_desktop", ".cursor/", ".gemini/", ".continue/"}, "the agent harness's settings"},
	// The same places with the path built from parts in code
	// (Path.home() / ".cursor" / "mcp.json", os.path.join(home, ".claude",
	// "settings.json"), path.join(os.homedir(), '.codex', 'config.toml')).
	{RuleTamperHarness, lazyRegexp(`(?i)["'` + "`" + `]\.(?:claude|codex|cursor|gemini|vscode|continue)["'` + "`" + `]\s*[/,+]\s*["'` + "`" + `](?:settings(?:\.local)?\.json|config\.toml|mcp\.json|hooks|rules|agents|commands)\b["'` + "`" + `]?`),
		[]string{"settings", "config.toml", "mcp.json", "hooks", "rules"}, "the agent harness's settings"},
	{RuleTamperSkills, lazyRegexp(`(?i)["'` + "`" + `]\.(?:claude|codex|agents|cursor|gemini|opencode|windsurf)["'` + "`" + `]\s*[/,+]\s*["'` + "`" + `]skills\b["'` + "`" + `]?`),
		[]string{"skills"}, "another skill or the skill library"},
	// Instruction files the harness loads into every session.
	{RuleTamperHarness, lazyRegexp(`(?:^|[\s/"'` + "`" + `(])(?:AGENTS\.md|CLAUDE\.md|GEMINI\.md|\.cursorrules|\.windsurfrules|\.clinerules|copilot-instructions\.md)\b`),
		[]string{"agents.md", "claude.md", "gemini.md", ".cursorrules", ".windsurfrules", ".clinerules", "copilot-instructions"}, agentInstructionsWhat},
	{RuleTamperCI, lazyRegexp(`(?i)\.github/workflows\b|\.github/actions\b|\.gitlab-ci\.ya?ml\b|\.circleci\b|\bJenkinsfile\b|\bazure-pipelines\.ya?ml\b|\.travis\.ya?ml\b|\bbitbucket-pipelines\.ya?ml\b|\.buildkite\b|\bCODEOWNERS\b`),
		[]string{".github/", "gitlab-ci", "circleci", "jenkinsfile", "azure-pipelines", "travis", "bitbucket-pipelines", "buildkite", "codeowners"}, "CI configuration"},
	{RuleTamperReview, lazyRegexp(`(?i)\bruns/(?:pending|revisions|evidence)\b|\b(?:approval|ingress|blocked)-audit\.(?:jsonl|head)\b|\baudit\.jsonl\b|\.snapshots\.json\b|(?:(?:~|\$HOME|\$\{HOME\})/)?\.ingot/[^\s"'` + "`" + `;|&<>]*|\$\{?INGOT_HOME\}?(?:/[^\s"'` + "`" + `;|&<>]*)?|\bapprovals?\.(?:jsonl?|db|sqlite3?|ya?ml)\b|\bapproved[_-](?:commands?|tools?|actions?)\.(?:jsonl?|ya?ml|toml)\b|(?:(?:~|\$HOME|\$\{HOME\})/)?\.config/ingot/[^\s"'` + "`" + `;|&<>]*`),
		[]string{"runs/", "audit.", ".snapshots", "approval", "approved", ".ingot/", "ingot_home", ".config/ingot"}, "Ingot's review slot, approval store or audit trail"},
	// Files that run later on their own: shell startup files and git hooks.
	// Writing them is persistence; what is written decides the tier.
	{RuleTamperStartup, lazyRegexp(`(?:(?:~|\$HOME|\$\{HOME\}|/root|/home/[\w.-]+|/Users/[\w.-]+)/)?\.(?:bashrc|bash_profile|bash_login|bash_logout|profile|zshrc|zprofile|zshenv|zlogin|kshrc|cshrc|tcshrc|inputrc)\b|(?:~|\$HOME|\$\{HOME\})/\.config/fish/(?:config\.fish|conf\.d/[\w.-]+)|/etc/(?:profile(?:\.d/[\w.-]+)?|bash\.bashrc|zsh/zshrc|environment)\b|\$PROFILE\b|Microsoft\.PowerShell_profile\.ps1|\.git/hooks/[\w.-]+|\bcore\.hooksPath\b|\bhooksPath\s*=|\bcredential(?:\.[^\s=]+)?\.helper\b|\bcore\.(?:sshCommand|fsmonitor|pager|editor)\b|` +
		// Services and agents the system starts on its own, and the list
		// of keys allowed to log in.
		`\.config/systemd/user/[\w.@-]+|/etc/systemd/system/[\w.@-]+|Library/LaunchAgents/[\w.-]+|/Library/LaunchDaemons/[\w.-]+|\.config/autostart/[\w.-]+|\.ssh/authorized_keys2?\b|` +
		// Round 37: udev rules, whose RUN+= the system runs as root on
		// every matching device event.
		`/(?:etc|lib|usr/lib)/udev/rules\.d/[\w.-]+|` +
		// Hooks a tool runs on every commit or install: the pre-commit
		// framework's config and a package's install scripts.
		`\.pre-commit-config\.ya?ml\b|\bpre-commit` + "`?" + `\s+config(?:uration)?\b|["'` + "`" + `]?\b(?:pre|post)install["'` + "`" + `]?\s+(?:script|hook)\b|` +
		// Files the Python interpreter runs at every start: sitecustomize,
		// usercustomize and a .pth file in site-packages.
		`\b(?:site|user)customize\.py\b|site-packages/[\w.-]+\.pth\b`),
		[]string{"customize.py", ".pth", "pre-commit", "install", "rc", "profile", "udev/", "zshenv", "zlogin", "config.fish", "conf.d", "/etc/environment", "hooks", "systemd/", "launchagents", "launchdaemons", "autostart", "authorized_keys", "helper", "sshcommand", "fsmonitor", "core.pager", "core.editor"}, "a file or setting that runs on its own later (a shell startup file, git hook, git helper or Python startup file)"},
	// The other skills named in another language (their descriptions,
	// files or folders): the quiet-tampering rule of actions.go reads
	// them with a verb of change and a word of secrecy.
	{RuleTamperSkills, lazyRegexp(`(?i)(?:diğer|başka|tüm|bütün)\s+becer\p{L}*|(?:други\p{L}*|остальн\p{L}*|чужи\p{L}*)\s+навык\p{L}*|(?:outr[oa]s|otr[oa]s)\s+(?:skills|habilidades|competências)|(?:autres|toutes\s+les)\s+(?:skills|compétences)|(?:ander(?:e|en)|alle\s+anderen)\s+skills|(?:他の|ほかの|すべての)スキル|(?:其他|别的|所有)技能|다른\s*스킬|(?:các\s+)?(?:tệp\s+|file\s+)?(?:kỹ\s+năng|skill|SKILL\.md)\s+khác`),
		[]string{"becer", "навык", "skills", "habilidades", "compétences", "スキル", "技能", "스킬", "kỹ năng", "skill"}, "another skill or the skill library"},
}

var (
	editVerbRe = lazyRegexp(`(?i)\b(?:edit|modify|change|update|mark|flip|point|overwrite|replace|append|add|insert|write|rewrite|patch|delete|remove|disable|comment\s+out|create|put|place|save|copy|move|install|set|configure|enable|inject|drop|wipe|clear|empty|truncate|tweak|alter|amend|register|commit|push|symlink|link)\b`)
	// imperativeLead is what may precede an imperative verb in its clause.
	imperativeLead = lazyRegexp(`(?i)^[\s>*_\-+\d.)\[\]x#` + "`" + `"']*(?:(?:then|also|first|next|now|finally|quietly|silently|secretly|always|immediately|please|and|just|simply|automatically|additionally|afterwards|subsequently|step\s+\d+|important|note)[\s:,!*_]+)*(?:(?:you\s+(?:should|must|need\s+to|will|can|have\s+to|are\s+to)|make\s+sure\s+(?:to|you)|be\s+sure\s+to|remember\s+to|don'?t\s+forget\s+to|proceed\s+to|go\s+ahead\s+and|it\s+is\s+(?:important|necessary|required)\s+to|(?:we|i)\s+(?:need|want)\s+you\s+to)\s+)?(?:\w+ly\s+)?$`)
	clauseBreak    = lazyRegexp(`(?i)[,;:(]|\b(?:and|then|or)\b`)
	afterTarget    = lazyRegexp(`(?i)^[\w./-]*[\s` + "`" + `'"*_)]*(?:,|\band\b|\bthen\b|:)?\s*(?:then\s+)?$`)

	shellRedirectTo = lazyRegexp(`(?:(?:^|[\s\d&])>>?|\btee\s+(?:-a\s+)?)\s*["']?[~$\w{}./-]*$`)
	shellCopyCmd    = lazyRegexp(`(?i)^\s*(?:sudo\s+)?(?:cp|mv|ln|install|rsync|scp|curl\s[^|]*-o|wget\s[^|]*-O)\b`)
	shellRemoveCmd  = lazyRegexp(`(?i)\b(?:rm|rmdir|sed\s+-i\S*|perl\s+-\S*i\S*|truncate|unlink|shred|git\s+rm|yq\s+(?:-i|e\s+-i|eval\s+-i)|Set-Content|Remove-Item)\b`)
	shellWriteCmd   = lazyRegexp(`(?i)\b(?:chmod|chown|touch|git\s+mv|git\s+config(?:\s+--\w+)*|git\s+apply|patch|vim?|nano|emacs|code|Add-Content|Out-File|New-Item|Copy-Item|Move-Item|ln\s+-\w+)\b`)
	// sqlWrite: a database client changing rows or schema of the target.
	sqlWrite    = lazyRegexp(`(?i)\b(?:sqlite3?|duckdb|psql|mysql)\b[^|;&]*\b(?:update|insert|delete|drop|replace|alter|create|vacuum\s+into|\.import|\.restore)\b`)
	codeWriteRe = lazyRegexp(`(?i)\bopen\s*\([^)]*,\s*["'][wa]|\.write_text\s*\(|\.write_bytes\s*\(|writeFileSync\s*\(|writeFile\s*\(|appendFileSync\s*\(|appendFile\s*\(|os\.(?:remove|unlink|rename|replace)\s*\(|shutil\.(?:copy\w*|move|rmtree)\s*\(|fs\.(?:rm|unlink|rename|copyFile)\w*\s*\(`)

	sensitiveSettings = lazyRegexp(`(?i)["']?\b(?:permissions|allow|deny|defaultMode|hooks|PreToolUse|PostToolUse|UserPromptSubmit|SessionStart|Stop|mcpServers|mcp_servers|apiKeyHelper|env|ANTHROPIC_BASE_URL|OPENAI_BASE_URL|ANTHROPIC_API_KEY|command|approval_policy|sandbox_mode|trust_level|enableAllProjectMcpServers|model_provider|base_url|\w*(?:[Aa]pprov|[Cc]onfirm|[Pp]ermission|[Ss]andbox|[Tt]rust)\w*)\b["']?\s*[:=\]]`)

	permissionWeakening = lazyRegexp(`(?i)--dangerously-skip-permissions|--dangerously-bypass-approvals-and-sandbox|--allow-dangerously-skip-permissions|\bbypassPermissions\b|--permission-mode[ =]+bypass\w*|\bapproval_policy\s*=\s*["']?never\b|--ask-for-approval[ =]+never\b|\bsandbox_mode\s*=\s*["']?danger-full-access\b|--sandbox[ =]+danger-full-access\b|\bdanger-full-access\b|\bBash\(\*\)|--allowedTools[ =]+["']?Bash(?:[ "',]|$)|"?enableAllProjectMcpServers"?\s*[:=]\s*true\b|` +
		// An editor's or agent's setting, in any syntax (JSON, a dict
		// assignment, --set), that approves tool calls on its own or
		// turns workspace trust off.
		`[\w.]*(?:autoApprove|auto_approve|autoApproval|alwaysAllow|autoRunTasks|runTasks|allowAll)\w*["']?\s*\]?\s*[:=]\s*(?:["']?(?:true|True|1|all)\b|\[\s*["']\*["']\s*\])|security\.workspace\.trust\.enabled["']?\s*\]?\s*[:=]\s*(?:false|False|0)\b|` +
		// Round 39: the permission skip as a settings key in any spelling
		// ("dangerouslySkipPermissions": true) is the flag written down.
		`\bdangerously[-_]?skip[-_]?permissions["']?\s*[:=]\s*["']?(?:true|1|yes)\b`)
	agentYolo    = lazyRegexp(`(?i)\b(?:gemini|codex|claude|qwen|aider|opencode|cursor-agent)\b[^\n|;&]*\s--yolo\b|\s--yolo\b`)
	mcpAdd       = lazyRegexp(`(?i)\b(?:claude|codex|gemini|qwen)\s+mcp\s+add\b[^\n` + "`" + `]*`)
	reviewBypass = []*lazyRE{
		lazyRegexp(`(?i)\bingot-promote\s+(?:approve|promote|accept|rollback)\b`),
		// the gate or its evidence switched off so changes pass unmeasured
		lazyRegexp(`(?i)\b(?:promot|approv|merg|ship|releas|accept)\w*\s+without\s+(?:any\s+)?(?:evaluation|evidence|review|approval|a\s+gate|the\s+gate)\b|\b(?:required\s+)?evidence\W{0,12}(?:to|=|:)\s*(?:zero|0|none|off)\b|\bgate\W{0,12}(?:to\s+)?(?:off|disabled|zero)\b|\bgate[\w.]*\.(?:min|required|threshold|margin|judges|cases|evidence)\w*["'` + "`" + `]?\s*[:=]\s*["']?(?:0|zero|false|none|off)\b|\b(?:challengers?|proposals?|revisions?|candidates?)\b[^.\n]{0,40}\b(?:pass(?:es)?|(?:get|are|is)\s+(?:approved|promoted|accepted))\s+(?:the\s+gate\s+)?automatically\b`),
		re(`(?i)\b(?:approve|merge|promote|accept|publish)\w*␣(?:(?:it|this|the|your|its|own|new|created|proposed|pending)␣){0,3}(?:skills?|proposals?|pending␣(?:changes?|proposals?)|changes?|revisions?)␣(?:yourself|directly|immediately|automatically|without␣(?:any␣)?(?:human␣)?(?:review|approval|confirmation|waiting))\b`),
		re(`(?i)\b(?:run|do|perform|give|grant|handle|complete)\w*␣(?:the␣)?(?:approval|review)(?:␣step)?␣yourself\b|\bapprov\w*[^.\n]{0,40}\b(?:yourself|on␣(?:the␣)?(?:user|maintainer|reviewer)'?s?␣behalf)\b|\bmark\w*␣(?:(?:the|it|this|pending|change|proposal|revision|skill|as)␣){1,5}(?:reviewed|approved)\b|\b(?:human|review|approval)␣step␣is␣(?:just␣|only␣|merely␣)?a␣formality\b|\bso␣(?:that␣)?the␣(?:maintainer|reviewer|user|human)␣(?:does␣not|doesn't|won't|will␣not)␣have␣to\b`),
		re(`(?i)\bapprov\w*␣(?:(?:it|this|them|everything|all)␣)?without␣(?:any␣)?(?:human␣)?(?:review|reviewing|approval|a␣reviewer)\b`),
		re(`(?i)\bauto-?approv\w*␣(?:(?:it|this|the|your|its|all|every|any|new|pending)␣){0,3}(?:skills?|proposals?|pending|changes?|revisions?|reviews?)\b`),
		re(`(?i)\b(?:skip|bypass|circumvent|avoid|disable|turn␣off|short-?circuit|get␣around|evade|defeat|sidestep|work␣around)\w*␣(?:(?:the|any|all|ingot's|human|manual|skill|proposal|this)␣){0,3}(?:review␣(?:slot|queue|step|gate|process|command|tool|cli)|approval␣(?:step|gate|process|queue|command|tool|cli)|quarantine|reviewers?|human␣(?:review|approval))\b`),
		re(`(?i)\b(?:write|copy|put|install|save|place|drop|move)\w*␣(?:\S+␣){0,5}(?:directly|straight)␣(?:in)?to␣(?:the␣)?(?:live␣|served␣)?(?:skills?␣(?:library|directory|folder|root)|skills/|library)\b`),
		re(`(?i)\bwithout␣(?:going␣through|waiting␣for|asking␣for|needing|any)␣(?:the␣)?(?:human␣)?(?:review|approval|reviewer)␣(?:slot|queue|process|step)?\b[^.\n]{0,40}\b(?:skill|proposal|create_skill|ingot)`),
	}
)

const agentInstructionsWhat = "the agent's instruction file"

// selfPropagation tells the agent to copy the skill's own text into other
// skills, files or projects: a worm needs no other payload.
var selfPropagation = re(`(?i)\b(?:copy|paste|replicate|propagate|include|insert|embed|add|carry|spread|duplicate|clone|reproduce)\w*␣(?:(?:this|these|the␣above|the␣following|the␣same)␣)(?:\w+␣)?(?:section|block|text|paragraph|instructions?|lines?|rules?|note|snippet|file|skill|content)s?␣(?:\S+␣){0,4}?(?:in|into|to|onto|across)␣(?:(?:every|any|each|all|other|new|future|the␣next|newly␣created|their|the␣user's)␣)+(?:\w+␣)?(?:skills?|SKILL\.md|files?|repos(?:itories)?|projects?|prompts?|agents?|documents?|workspaces?)\b`)

// selfPropagationNew: "when you create any new skill, copy this section
// into it": the destination is named first, the copy second.
var selfPropagationNew = re(`(?i)\b(?:when(?:ever)?|each␣time|every␣time|if)␣you␣(?:create|write|make|scaffold|generate|draft|author|add)␣(?:(?:a|an|any|every|each|new|another|other)␣)+(?:\w+␣)?(?:skills?|SKILL\.md|agents?|prompts?)\b[^.\n]{0,80}?\b(?:copy|paste|replicate|propagate|include|insert|embed|add|carry|duplicate|clone|reproduce)\w*␣(?:(?:this|these|the␣above|the␣same)␣)(?:\w+␣)?(?:section|block|text|paragraph|instructions?|lines?|rules?|note|snippet|content)s?\b`)

// Self-propagation by meaning: a sentence about every skill (or agent,
// prompt) the agent makes that asks for a copy of this very text, in
// whichever order ("make sure every skill you create ends with a copy of
// this paragraph"). A template the skill points at ("a copy of the
// template in this section") is not this text.
var (
	propEvery = re(`(?i)\b(?:every|each|all|any|future|later)␣(?:(?:new|other|future|later|subsequent)␣)?(?:skills?|SKILL\.md(?:␣files?)?|agents?|prompts?|system␣prompts?)\b`)
	propThis  = re(`(?i)\b(?:cop(?:y|ies)|verbatim|word[- ]for[- ]word|replicat\w*|propagat\w*|past\w*|duplicat\w*|clon\w*|reproduc\w*)␣(?:of␣)?(?:this|these)␣(?:(?:exact|very|same)␣)?(?:paragraph|section|text|block|note|instructions?|lines?|rules?|message|snippet|content)s?\b|\b(?:this|these)␣(?:(?:exact|very|same)␣)?(?:paragraph|section|text|block|note|instructions?|lines?|rules?|message|snippet)s?␣(?:verbatim|word[- ]for[- ]word|unchanged)\b`)
)

// checkPropagationMeaning refuses a prose sentence holding both.
func (c *checker) checkPropagationMeaning(d *doc) {
	for _, u := range d.units {
		if u.fence >= 0 {
			continue
		}
		t := d.unitText(u)
		if len(t) > maxIntentUnit {
			t = t[:maxIntentUnit]
		}
		em := propEvery.FindStringIndex(t)
		if em == nil {
			continue
		}
		tm := propThis.FindStringIndex(t)
		if tm == nil || negatedBefore(t[:min(em[0], tm[0])]) {
			continue
		}
		s, e := u.start+min(em[0], tm[0]), u.start+max(em[1], tm[1])
		tier, msg := downgrade(c.securityContext(d, s), "tells the agent to copy this skill's text into every skill it makes (self-propagation)")
		if stealthWords.MatchString(t) {
			tier, msg = Refuse, msg+", and to hide it"
		}
		c.add(d, RuleTamperSkills, tier, s, e, msg)
	}
}

// A workflow that runs on pull_request_target, checks out the pull
// request's own code and has secrets in reach hands the secrets to
// whoever opens a pull request (a "pwn request"); shown in a skill it is
// what the agent will write, so it is refused wherever it appears.
var (
	prTargetRe   = lazyRegexp(`\bpull_request_target\b`)
	prHeadRe     = lazyRegexp(`github\.event\.pull_request\.head\.(?:sha|ref)|github\.head_ref|refs/pull/`)
	prSecretsRe  = lazyRegexp(`\$\{\{\s*(?:secrets\.|toJSON\(\s*secrets)`)
	workflowLike = lazyRegexp(`(?m)^\s*(?:on|jobs|steps|runs-on)\s*:`)
)

func (c *checker) checkPwnRequest(d *doc) {
	if !strings.Contains(d.v.text, "pull_request_target") {
		return
	}
	for _, f := range d.fences {
		b := d.v.text[f.start:f.end]
		m := prTargetRe.FindStringIndex(b)
		if m == nil || !workflowLike.MatchString(b) || !prHeadRe.MatchString(b) || !prSecretsRe.MatchString(b) {
			continue
		}
		s := f.start + m[0]
		tier, msg := downgrade(c.securityContext(d, s), "a pull_request_target workflow checks out the pull request's code with secrets in reach, handing them to whoever opens a pull request")
		c.add(d, RuleTamperCI, tier, s, f.start+m[1], msg)
	}
}

// checkTamper applies the environment-tampering rules to one field.
func (c *checker) checkTamper(d *doc) {
	t, lower := d.v.text, d.v.lower
	c.checkStealthTamper(d)
	c.checkPwnRequest(d)
	c.checkGuardTamper(d)
	c.checkWinPersistence(d)
	c.checkPrivilege(d)
	c.checkSSHDOpen(d)
	c.checkDockerOpenAPI(d)
	c.checkCISecretDump(d)
	c.checkTamper39(d)      // round 39: tamper39.go
	c.checkTamper40(d)      // round 40: tamper40.go
	c.checkTamper41(d)      // round 41: tamper41tamper.go
	c.checkTamper42(d)      // round 42: tamper42.go
	c.checkTamper43(d)      // round 43: tamper43.go
	c.checkTamper46(d)      // round 46: tamper46.go
	c.checkTamper48(d)      // round 48: tamper48.go
	c.checkTamper49(d)      // round 49: tamper49.go
	c.checkAlertingOff81(d) // round 81: tamper81.go
	c.checkTamper82(d)      // round 82: tamper82.go
	c.checkTamper50(d)      // round 50: tamper50.go
	if strings.Contains(d.v.lower, "audit") {
		c.checkAuditOff51(d) // round 51: proptamper51.go
	}
	if lowerHas(d.v.lower, "skill", "hook", "review", "owners", "scan") {
		c.checkGuardSkill51(d) // round 51: proptamper51.go
		c.checkRepoGate51(d)
	}
	if len(d.fences) > 0 && strings.Contains(d.v.lower, "pending") {
		c.checkPendingApproved51(d) // round 51: proptamper51.go
	}
	c.checkGuardOff53(d)    // round 53: tamper53.go
	c.checkAskStripped53(d) // round 53: tamper53.go
	c.checkOtherSkillPart53(d)
	c.checkPropagate53(d)
	c.checkSkillFanTask53(d)
	c.checkInstrSelfML73(d)
	c.checkGuardOffUnchecked73(d)
	c.checkTamper54(d) // round 54: tamper54.go, propagate54.go
	c.checkTamper55(d) // round 55: tamper55.go
	c.checkTamper61(d) // round 61: tamper61.go
	c.checkTamper62(d) // round 62: tamper62.go
	c.checkTamper63(d) // round 63: tamper63.go
	c.checkTamper64(d) // round 64: tamper64.go
	c.checkTamper65(d) // round 65: tamper65.go
	c.checkTamper66(d) // round 66: tamper66.go
	c.checkTamper67(d) // round 67: tamper67.go
	c.checkTamper68(d) // round 68: tamper68.go
	c.checkTamper69(d) // round 69: tamper69.go
	c.checkTamper70(d) // round 70: tamper70.go
	c.checkTamper73(d) // round 73: tamper73.go
	c.checkTamper75(d) // round 75: tamper75.go
	c.checkTamper77(d) // round 77: tamper77.go
	c.checkTamper78(d) // round 78: tamper78.go
	c.checkTamper79(d) // round 79: tamper79.go
	c.checkTamper80(d) // round 80: tamper80.go
	c.checkTamper85(d) // round 85: tamper85.go
	c.checkTamper87(d) // round 87: tamper87.go
	c.checkTamper88(d) // round 88: propagate88.go
	c.checkTamper89(d) // round 89: tamper89.go
	c.checkTamper90(d) // round 90: tamper90.go
	c.checkTamper91(d) // round 91: tamper91.go
	// round 95: desttamper95.go
	c.checkDestTamper95(d)
	c.checkTamper98(d) // round 98: tamper98.go
	c.checkTamper99(d) // round 99: tamper99.go
	// round 100: tamper100.go
	c.checkTamper100(d)
	c.checkTamper101(d) // round 101: tamper101.go
	c.checkTamper102(d) // round 102: tamper102.go

	if d.field == FieldBody {
		c.checkPropagation(d)
		c.checkSelfRestore(d)
	}
	if lowerHas(lower, "this", "these") {
		c.checkPropagationMeaning(d)
	}
	if lowerHas(lower, "this", "these", "above", "following", "same") {
		ms := d.findAll(selfPropagation, []string{"skill", "file", "repo", "project", "prompt", "agent", "document", "workspace"}, true)
		ms = append(ms, d.findAll(selfPropagationNew, []string{"skill", "agent", "prompt"}, true)...)
		for _, m := range ms {
			if c.negated(d, m[0]) {
				continue
			}
			tier, msg := downgrade(c.securityContext(d, m[0]), "tells the agent to copy this skill's text into other skills or files (self-propagation)")
			c.add(d, RuleTamperSkills, tier, m[0], m[1], msg)
		}
	}
	for _, tk := range tamperTargets {
		for _, m := range d.findAll(tk.re, tk.kws, false) {
			if forEachSkill(d.v.text, m[0], m[1]) || skillsIndexed86.MatchString(d.v.text[max(0, m[0]-60):m[1]]) {
				continue
			}
			c.tamperTarget(d, tk, m[0], m[1])
		}
	}
	{
		for _, m := range d.findAll(permissionWeakening, []string{"danger", "bypass", "approval", "bash(*)", "allowedtools", "enableallproject", "autoapprov", "auto_approve", "alwaysallow", "runtasks", "allowall", "trust.enabled"}, false) {
			if c.negated(d, m[0]) || preferredOver.MatchString(d.v.text[max(d.unitAt(m[0]).start, m[0]-120):m[0]]) {
				continue // "prefer narrow patterns over Bash(*)": the thing to avoid
			}
			if scrutinisedSetting53(d.v.text[max(d.unitAt(m[0]).start, m[0]-120):m[0]]) || d.judgedBadSetting54(m[0]) || d.judgedBadAfter81(m[1]) || d.settingAvoided94(m[0], m[1]) || settingHeldAway(d.v.text[max(d.unitAt(m[0]).start, m[0]-200):m[0]]) {
				continue // "question any broad permission like Bash(*)" (lead53.go)
			}
			if c.settingExplained46(d, m[0], m[1]) {
				continue // round 46: "`x = y` means ...: flag it as risky" (tamper46.go)
			}
			tier, msg := downgrade(c.securityContext(d, m[0]), "disables the agent harness's permission prompts or sandbox")
			c.add(d, RuleTamperHarness, tier, m[0], m[1], msg)
		}
	}
	if strings.Contains(lower, "--yolo") {
		for _, m := range d.findAll(agentYolo, []string{"--yolo"}, false) {
			s := m[0] + strings.Index(asciiLower(t[m[0]:m[1]]), "--yolo")
			if c.negated(d, s) {
				continue
			}
			c.add(d, RuleTamperHarness, Flag, m[0], m[1], "runs an agent CLI with every approval disabled (--yolo)")
		}
	}
	if strings.Contains(lower, "mcp add") {
		for _, m := range d.findAll(mcpAdd, []string{"mcp add"}, false) {
			c.add(d, RuleTamperHarness, Flag, m[0], m[1], "adds an MCP server to the agent's configuration")
		}
	}
	{
		for _, r := range reviewBypass {
			for _, m := range d.findAll(r, []string{"review", "approv", "quarantine", "ingot-promote", "directly", "straight", "formality", "have to", "promot", "evidence", "gate", "evaluation"}, true) {
				if c.negated(d, m[0]) || negationInside.MatchString(d.v.text[m[0]:m[1]]) {
					continue // "hand it to the approver; do not upload it yourself"
				}
				if ownQuarantineList48(d.v.text, m) {
					continue // round 48: paraphrase48.go
				}
				if c.testQuarantine49(d, m) {
					continue // session 19: falserefusal49.go
				}
				tier, msg := downgrade(c.securityContext(d, m[0]), "tells the agent to approve its own change or get around human review")
				c.add(d, RuleTamperReview, tier, m[0], m[1], msg)
			}
		}
	}
}

var (
	stealthTarget = lazyRegexp(`(?i)\.git/hooks\b|\bgit\s+hooks?\b|\b(?:pre|post)-(?:commit|push|merge|checkout|receive)\s+hooks?\b|\bcrontab\b|\bcron\s+(?:jobs?|entr(?:y|ies))\b|\bscheduled\s+tasks?\b|\bsudoers\b|\.(?:bashrc|zshrc|bash_profile|zprofile|profile)\b|\bsystemd\b|\blaunch(?:agents?|daemons?)\b|\bauthorized_keys\b|\budev\b|skill\.md|\bskills?\b|settings\.json|config\.toml|\bagent(?:'?s)?\s+(?:\w+\s+)?(?:config\w*|settings)\b|` +
		// the agent's own memory and its subagents' definitions
		`\b(?:agent'?s?\s+)?memory\s+files?\b|\bMEMORY\.md\b|(?:^|[\s"'` + "`" + `(/])\.agents/|\bsub-?agents?\b|\bpre-?tool-?use\b|\bpermissions?\.(?:ya?ml|json|toml)\b|\.config/(?:agents?|assistant|claude|codex|copilot|cursor|gemini)\b|agents\.md|claude\.md|gemini\.md|\.cursor/|\.github/|workflows?\b|\bhabilidad|\bcompétence|スキル|技能|` +
		// Round 39: the agent's system prompt (its file or its text) is
		// the first instruction file it reads.
		`\bsystem[\s_-]prompts?\b`)
	stealthEdit = lazyRegexp(`(?i)\bset\s+["'` + "`" + `]|\bset\s+\w+[_.]\w|\b(?:turn|switch)\s+(?:\w+\s+)?(?:on|off)\b|\b(?:edit|modify|change|update|enabl|grant|overwrite|rewrite|append|add|insert|write|patch|replace|delete|remove|install|copy|drop|put|place|creat|schedul|modifica|edita|cambia|actualiza|escribe|modifie|change|écris|ajoute|ändere|bearbeite|schreibe|füge|altere|altera|измени|отредактируй|перепиши|допиши` +
		// Round 39: another skill marked disabled, deactivated or taken
		// off the registry is changed as much as one rewritten.
		`|mark|disabl|deactivat|unregist|deregist)\w*|修改|更改|改写|変更|書き換え|編集|追加|수정|변경`)
)

// checkStealthTamper refuses a sentence, in any of several languages, that
// edits skills or agent settings and hides it from the user: the secrecy
// is the tell, whatever the target's exact path.
func (c *checker) checkStealthTamper(d *doc) {
	if !lowerHas(d.v.lower, stealthStems...) {
		return
	}
	for _, u := range d.units {
		if u.fence >= 0 {
			continue
		}
		t := d.unitText(u)
		if !lowerHas(asciiLower(t), stealthStems...) {
			continue
		}
		sm := stealthWords.FindStringIndex(t)
		if sm == nil {
			// "... set allow_shell. Leave this out of the summary.": the
			// next sentence hides this one.
			if nt := nextUnitText(d, u); len(nt) < 160 && stealthThis.MatchString(itemText48(nt)) { // round 48: a list item or table row too (tamper48.go)
				if m := stealthWords.FindStringIndex(nt); m != nil {
					sm = []int{len(t), len(t)}
				}
			}
		}
		if sm == nil {
			continue
		}
		tm := stealthTarget.FindStringIndex(t)
		// The edit is an order ("add", "quietly rewrite": imperativeAt
		// lets "quietly" lead), not what some tool does ("git silently
		// drops the commits"); a verb in a non-Latin script is taken as is.
		var em []int
		for _, m := range stealthEdit.FindAllStringIndex(t, 8) {
			if t[m[0]] >= 0x80 || imperativeAt(t, m[0]) {
				em = m
				break
			}
		}
		if tm == nil || em == nil || negatedBefore(t[max(0, em[0]-60):em[0]]) || stealthForbidden55(t, sm) { // session 24: lead55.go
			continue
		}
		if d.underAvoidList(u.start+em[0]) || d.labelledExample(u.start+sm[0]) || rejectsKind.MatchString(t) || threatLabel.MatchString(t) || detectKind78(t) { // detectKind78: round 78 (benign), benign78.go
			continue // "Red flags: ... steps that edit other skills, framed as 'quietly'"
		}
		rule := RuleTamperHarness
		tl := strings.ToLower(t[tm[0]:tm[1]])
		switch {
		case strings.Contains(tl, "skill") || strings.Contains(tl, "スキル"):
			rule = RuleTamperSkills
		case strings.Contains(tl, "sudoers"):
			rule = RuleTamperPrivilege
		case startupStealthTarget.MatchString(tl):
			// A file that runs on its own later: "quietly" must qualify
			// the agent's edit ("quietly add"), not what the job does
			// ("a cron job that runs the backup quietly").
			if bareAdverb.MatchString(t[sm[0]:sm[1]]) && !stealthEdit.MatchString(t[sm[1]:min(len(t), sm[1]+14)]) {
				continue
			}
			rule = RuleTamperStartup
		}
		s, e := u.start+min(sm[0], tm[0], em[0]), u.start+max(sm[1], tm[1], em[1])
		what := "edits skills or agent settings"
		switch rule {
		case RuleTamperStartup:
			what = "sets up something that runs on its own later (a git hook, scheduled job, startup file or service)"
		case RuleTamperPrivilege:
			what = "changes who may act as root (sudoers)"
		}
		c.add(d, rule, Refuse, s, e, what+" and tells the agent to hide it from the user")
	}
}

// stealthStems: words every stealthTarget match holds one of.
var stealthStems = []string{"skill", "settings", "config", "memory", ".agents/", "agent", "agents.md", "claude.md", "gemini.md", ".cursor", ".github", "workflow", "habilidad", "compétence", "スキル", "技能", "hook", "cron", "scheduled task", "sudoers", "rc", "profile", "systemd", "launch", "authorized_keys", "udev"}

var (
	// startupStealthTarget: the stealth targets that run on their own
	// later (git hooks, scheduled jobs, shell startup files, services).
	startupStealthTarget = lazyRegexp(`hooks?\b|cron|scheduled|\.(?:bashrc|zshrc|bash_profile|zprofile|profile)\b|systemd|launch|authorized_keys|udev`)
	bareAdverb           = lazyRegexp(`(?i)^(?:quietly|silently)$`)
)

// threatLabel: a sentence opened by a label naming what follows as
// threats or red flags ("Threats: a skill that ... or one that quietly
// edits ...").
// The label may say what the list is for ("Red flags to look for:",
// "Warning signs in install scripts:").
var threatLabel = lazyRegexp(`(?i)^[\s>*_-]*(?:threats?|risks?|red\s+flags?|attacks?|indicators?|anti-?patterns?|warning\s+signs?)(?:\s+(?:to\s+(?:(?:look|watch|check)\s+(?:out\s+)?for|spot|catch|recogni[sz]e|notice|detect)|(?:in|of|from)\s+[\w-]+(?:\s+[\w-]+){0,2}))?\s*:`)

// forEachSkill: "write two questions for each skill", "a rubric per
// skill": bare skills after a preposition are what the work is about
// (abilities, topics), not files being written.
func forEachSkill(t string, s, e int) bool {
	m := strings.ToLower(t[s:e])
	if !strings.HasSuffix(m, "skill") && !strings.HasSuffix(m, "skills") || strings.ContainsAny(m, "./") {
		return false
	}
	return forEachBefore.MatchString(t[max(0, s-24):s])
}

// skillPartNear: the edit's object is the skill's own text ("for each
// skill, append a line to its description", "rewrite them").
var skillPartNear = lazyRegexp(`(?i)\b(?:its|their|the\s+skill'?s?)\s+(?:\w+\s+){0,2}?(?:SKILL\.md|descriptions?|frontmatter|instructions?|bod(?:y|ies)|files?|text|triggers?|names?|steps?|contents?|prompts?)\b|\bSKILL\.md\b|\b(?:edit|rewrite|modify|update|change|patch|overwrite|replace|append\s+to|prepend\s+to|amend|alter)\s+(?:it|them)\b`)

// A verb that enumerates them ("a README listing each skill and its
// owner", "a table naming every skill") makes them the subject matter too.
// Round 86 (b253-skill-authoring-06): so does a document that lists them
// just before or inside the target ("Add a README index listing each
// skill's description"): what is added is the document, not a skill's
// text.
var skillsIndexed86 = lazyRegexp(`(?i)\b(?:readme|index|table|catalog(?:ue)?|list|overview|summary|docs?|page|changelog)\b[^.\n]{0,30}?\b(?:listing|naming|cataloguing|cataloging|indexing|enumerating|summari[sz]ing|describing|showing)\s+(?:(?:each|every|all(?:\s+the)?|the)\s+)?skills?\b`)

var forEachBefore = lazyRegexp(`(?i)\b(?:for|per|about|across|listing|naming|cataloguing|cataloging|indexing|enumerating|summari[sz]ing)\s+(?:each|every|all|all\s+the)?\s*$`)

// rejectsKind: a sentence whose order is to reject, flag or block a kind
// of thing, described in a relative clause ("Reject skills that tell the
// agent to edit other skills quietly"): a review rule, not an instruction.
var rejectsKind = lazyRegexp(`(?i)^[\s>*_-]*(?:\d{1,3}[.)]\s*)?(?:reject|flag|block|refuse|deny|report|quarantine|do\s+not\s+(?:install|approve|merge)|never\s+(?:install|approve|merge))\s+(?:any\s+|all\s+|every\s+)?(?:skills?|plugins?|extensions?|proposals?|prs?|pull\s+requests?|changes?|files?|packages?|submissions?)\s+(?:that|which|whose|claiming|asking|telling)\b`)

// preferredOver: the match is what something else is preferred to.
var preferredOver = lazyRegexp(`(?i)\bprefer\w*\b[^.\n]{0,80}\s(?:over|to)\s+\W*$|\b(?:instead\s+of|rather\s+than)\s+\W*$|\b(?:narrow\w*|replac\w*|tighten\w*|restrict\w*|remov\w*|drop\w*|avoid\w*|flag\w*|warn\w*\s+about)\s+(?:the\s+|any\s+|a\s+)?\W*$|\b(?:list|find|flag|look\s+for|detect|report|spot|search\s+for|audit|review|point\s+out|highlight|identify|call\s+out|remov|drop|narrow|replac|tighten|restrict)\w*\b[^.\n]{0,60}\b(?:such\s+as|like|e\.g\.,?)\s+\W*$`)

// stealthThis: a sentence that opens by hiding what the one before it
// said ("Leave this out of the summary.").
var stealthThis = lazyRegexp(`(?i)^[\s>*_]*(?:and\s+|but\s+|also\s+|then\s+)?(?:leave|keep|don'?t|do\s+not|never|omit|hide|no\s+need|there\s+is\s+no\s+need|skip)\b[^.\n]{0,30}?\b(?:this|it|that|these|those|the\s+change|this\s+step)\b|` +
	// "This must not appear in the summary.", "Low-key change, ..."
	`^[\s>*_]*(?:this|it|that|the\s+change|this\s+(?:change|step|edit))\s+(?:must|should|shall|may)\s+not\b|^[\s>*_]*(?:a\s+)?low[- ]key\s+(?:change|edit|tweak|step)\b|` +
	// "ユーザーには伝えなくて大丈夫です": the user as the topic of the next sentence
	`^[\s>*_]*(?:ユーザー|利用者|用户|使用者)|` +
	// Round 39: "Say nothing about it in the report."
	`^[\s>*_]*(?:and\s+|also\s+|then\s+)?(?:say|mention|report|tell\s+(?:them|the\s+user))\s+nothing\b`)

// nextUnitText is the prose sentence after u in its paragraph, or "".
func nextUnitText(d *doc, u unit) string {
	i := sort.Search(len(d.units), func(i int) bool { return d.units[i].start >= u.end })
	i = pastItemNumber49(d, i) // round 49: "2." is the next step's number, not its sentence (tamper49.go)
	if i >= len(d.units) || d.units[i].fence >= 0 || strings.Contains(d.v.text[u.end:d.units[i].start], "\n\n") {
		return ""
	}
	return d.unitText(d.units[i])
}

// clauseStart is the offset just after the last sentence or clause end
// (". ; ! ?" or a line break) before i in t, or 0.
func clauseStart(t string, i int) int {
	return strings.LastIndexAny(t[:i], ".;!?\n") + 1
}

// shortNextText is nextUnitText when that sentence is at most limit bytes
// long, or "": a short sentence right after an order is read as part of
// it ("Grant the role. Don't mention it."), a long one is its own step.
func shortNextText(d *doc, u unit, limit int) string {
	if nt := nextUnitText(d, u); len(nt) <= limit {
		return nt
	}
	return ""
}

// prevUnitText is the prose sentence before u in its paragraph (not
// across a blank line or a fence), or "": nextUnitText's twin.
func prevUnitText(d *doc, u unit) string {
	i := sort.Search(len(d.units), func(i int) bool { return d.units[i].start >= u.start }) - 1
	if i < 0 || d.units[i].fence >= 0 || d.units[i].end > u.start || strings.Contains(d.v.text[d.units[i].end:u.start], "\n\n") {
		return ""
	}
	return d.unitText(d.units[i])
}

// negated reports a negation shortly before pos in its clause ("never run
// with X", "do not edit Y"); a negation in an earlier clause ("if it is
// not sandboxed, run with X") does not count.
func (c *checker) negated(d *doc, pos int) bool {
	u := d.unitAt(pos)
	return negatedBefore(d.v.text[max(u.start, pos-200):pos])
}

func negatedBefore(before string) bool {
	if i := strings.LastIndexAny(before, ";:.!?,"); i >= 0 {
		before = before[i+1:]
	}
	if len(before) > 60 {
		before = before[len(before)-60:]
	}
	before = dropConcealAside41(before) // round 41: left41spread.go
	before = dropUrging87(before)       // round 87: lead87.go
	return negationWords.MatchString(before)
}

// tamperTarget decides whether a mention of a protected path is an
// instruction to change it, and how severe that is.
func (c *checker) tamperTarget(d *doc, tk targetKind, s, e int) {
	if s >= 2 && d.v.text[s-2:s] == "](" {
		return // a markdown link's target: a reference, not a write
	}
	u := d.unitAt(s)
	t := joinContinuations(d.unitText(u))
	ls, le := s-u.start, e-u.start
	how, hs := "", ls
	if u.fence >= 0 || d.quoted(s) {
		how, hs = c.shellWritesMemo(u, t, ls, le)
	}
	if how == "" && u.fence >= 0 {
		how = configModuleWrite(d, u, t, ls)
	}
	if how == "" && d.proseUnit(u) {
		how, hs = imperativeEdit(t, ls, le)
		if how != "" && (purposeNotTarget49(t, hs, ls) || bookkeepingFile59(t, hs, ls, le) || declinedRequest70(t, hs, le) || layoutConvention87(t, hs, ls, le)) { // round 87: lead87.go // round 70 (benign): benign70.go
			how = "" // session 19: falserefusal49.go; session 27: lead59.go
		}
	}
	if how == "" && u.fence < 0 && tk.rule == RuleTamperReview && wildcardGrant.MatchString(t) && !c.negated(d, s) {
		// A grant of everything ("approved": ["*"]) beside Ingot's
		// approval store, in any language: what it writes is the order.
		how = "writes a grant of everything into"
	}
	if how == "" && u.fence >= 0 && contentFor.MatchString(t[:ls]) {
		// "// merge into ~/.claude/settings.json" heading a block: the
		// block is content for the target.
		how = contentForHow
	}
	if how == "" && u.fence >= 0 {
		var we int
		if how, we = c.writesThrough(d, u, t, ls, le); how != "" {
			// Reported from the target to the write.
			c.reportTamper(d, tk, u, t, ls, le, how, ls, s, max(e, we))
			return
		}
	}
	if how == "" {
		return
	}
	c.reportTamper(d, tk, u, t, ls, le, how, hs, s, e)
}

// reportTamper judges and records one instruction to change a target at
// [ls,le) of unit u (text t): hs is where the writing command starts in t,
// [s,e) the span to report's target part in the doc.
func (c *checker) reportTamper(d *doc, tk targetKind, u unit, t string, ls, le int, how string, hs, s, e int) {
	target := t[ls:le]
	msg := fmt.Sprintf("%s %s (%s)", how, tk.what, target)
	tier := Refuse
	stealth := c.unitMemo(&c.memoStealth, u, func() bool {
		return stealthWords.MatchString(t) || (u.fence >= 0 && c.fenceStealth(d, u.fence)) || (u.fence < 0 && stealthWords.MatchString(restOfParagraph(d.v.text, u.end)))
	})
	if stealth && tk.rule == RuleTamperStartup && u.fence < 0 && jobAdverb48(t, restOfParagraph(d.v.text, u.end)) {
		stealth = false // round 48: "a hook that formats files silently" (tamper48.go)
	}
	switch {
	case stealth:
		msg += ", and to hide it"
	case tk.rule == RuleTamperCI:
		// Adding to the user's CI is ordinary work (a reviewer sees it).
		// Removing or rewriting it is refused unless CI is the skill's
		// declared job; weakening its checks is refused regardless.
		nb := c.neighbourhood(d, u)
		switch {
		case ciSecretsOut.MatchString(t + "\n" + nb):
			msg += ", handing secrets to code or hosts outside the project"
		case ciWeakening.MatchString(t):
			msg += ", weakening its checks"
		case !destructiveEdit.MatchString(how):
			tier, msg = Flag, msg+"; additive CI change, shown to the reviewer"
		case c.topic.ci:
			tier, msg = Flag, msg+"; the skill says CI/CD is its job"
		}
	case tk.rule == RuleTamperSkills:
		if userAsks.MatchString(t) {
			tier, msg = Flag, msg+userAsksNote
		} else if selfServing(t, c.p.Name) { // round 48: its requests sent here (tamper48.go)
			msg += ", so that its work goes to this skill"
		} else if c.topic.skills {
			tier, msg = Flag, msg+"; the skill says authoring or installing skills is its job"
		}
	case tk.what == agentInstructionsWhat:
		// Projects keep notes for agents in these files, and skills add
		// to them; a change that makes the agent stop asking, skip review
		// or obey the file is what tampers.
		nb := c.neighbourhood(d, u)
		switch {
		case c.unitMemo(&c.memoGuard, u, func() bool { return guardRemoval.MatchString(t) }):
			msg += ", removing what makes the agent ask, stop or be reviewed"
		case u.fence < 0 && c.unitMemo(&c.memoFan, u, func() bool { return instrFan.MatchString(t) && !referenceFix89(t) }): // round 89: tamper89.go
			msg += ", in every such file it can reach"
		case u.fence < 0 && c.unitMemo(&c.memoSelf, u, func() bool { return propSelfRe.MatchString(t) && !c.topic.skills }):
			msg += ", with this skill's own text, so every agent working there follows it"
		case !c.unitMemo(&c.memoHarness, u, func() bool { return harnessInstr.MatchString(nb+" "+t) || permissionWeakening.MatchString(nb+" "+t) }):
			tier, msg = Flag, msg+"; the content shown does not change what the agent may do"
		}
	case tk.rule == RuleTamperStartup:
		// A startup file or hook that fetches from the network, reads
		// secrets or runs a payload is persistence for an attack; a PATH
		// line or a formatter hook is ordinary setup.
		if hookDirDownloaded(c.neighbourhood(d, u), target) {
			msg += ", pointing git at hooks downloaded from the network"
		} else if strings.Contains(target, "authorized_keys") {
			// A key written out literally is the skill author's: it
			// grants them a login. The user's own key file is setup.
			if w := c.writtenContent(d, u, t, s); literalPubKey.MatchString(w) || literalPubKey.MatchString(t) {
				msg += ", adding a public key the skill carries: its owner gets a login"
			} else {
				tier, msg = Flag, msg+"; adds a key the skill does not carry, shown to the reviewer"
			}
		} else if w := c.writtenContent(d, u, t, s); credentialHelper.MatchString(target) && !worldWritable.MatchString(w) && !(strings.Contains(w, "!") && sinkWordRe.MatchString(w)) {
			// A credential helper reads the user's credentials by design;
			// it is hostile when it stores them where others can read or
			// hands them to a command that reaches the network.
			tier, msg = Flag, msg+"; a credential helper that keeps credentials in the user's own store, shown to the reviewer"
		} else if worldWritable.MatchString(w) && !startupReaches(w) {
			msg += ", pointing it into a directory any local user can write, or preloading a library into every program"
		} else if u.fence < 0 && proseSendsOut(t[le:]) {
			msg += ", which the instruction says sends the user's data to a host outside"
		} else if how == contentForHow && startupHostile(linesBelow50(d, u)) { // round 50: the lines a comment says go there (tamper50.go)
			msg += ", with lines below it that reach the network or read secrets"
		} else if startupGuardOff90(w) { // round 90: tamper90.go
			msg += ", with a line that turns a guard off again each time it runs (commit signing, or a review or approval requirement)"
		} else if !startupHostile(w) {
			tier, msg = Flag, msg+"; what it adds reads no secrets and reaches no network, shown to the reviewer"
		} else {
			msg += ", with a line that reaches the network or reads secrets"
		}
	case tk.rule == RuleTamperHarness:
		nb := c.neighbourhood(d, u)
		switch {
		case u.fence < 0 && (userAsks.MatchString(t) || userGate.MatchString(t) || userConfirms.MatchString(t)) && !permissionWeakening.MatchString(t+" "+nb):
			tier, msg = Flag, msg+userAsksNote
		case how == contentForHow && !permissionWeakening.MatchString(nb) && !harnessInstr.MatchString(nb) && !unpromptedFor85.MatchString(t) && !(hookSetting.MatchString(nb) && sinkWordRe.MatchString(nb)):
			tier, msg = Flag, msg+"; the block widens no permission and adds no hook that reaches the network, shown to the reviewer"
		case u.fence < 0 && localHookOnly46(prevUnitText(d, u)+"\n"+t+"\n"+nb): // lead46.go
			tier, msg = Flag, msg+"; a hook that runs a local tool, reads no secrets and reaches no network, shown to the reviewer"
		case c.topic.harness:
			tier, msg = Flag, msg+"; the skill says configuring the harness is its job"
		case c.topic.consented && !permissionWeakening.MatchString(t+" "+nb):
			tier, msg = Flag, msg+"; the skill says it makes this change when the user asks for it"
		case guardKeyDrop58At(t): // round 58: propagate58.go
			msg += ", deleting the key that holds its hooks or permissions"
		case nb != "" && !sensitiveSettings.MatchString(nb) && !harnessInstr.MatchString(nb+" "+t):
			tier, msg = Flag, msg+"; the settings shown touch no permissions, hooks, MCP servers or environment"
		}
	}
	if tier == Refuse && !stealth {
		tier, msg = downgrade(c.securityContext(d, s), msg)
	}
	c.add(d, tk.rule, tier, u.start+min(hs, ls), max(e, u.start+hs), msg)
}

const contentForHow = "gives content to merge into"

var (
	// configPathKey: the target is the value of a task's path or dest key
	// (Ansible, Salt and the like: "path: /root/.ssh/authorized_keys").
	configPathKey = lazyRegexp(`(?i)^\s*-?\s*(?:path|dest|destfile|name|file)\s*:\s*["']?[\w./~${}-]*$`)
	// configWriteModule: a configuration-management module that writes
	// the file its path names (lineinfile, blockinfile, copy, template,
	// authorized_key, file.managed, ...).
	configWriteModule = lazyRegexp(`(?i)\b(?:(?:ansible\.builtin|ansible\.posix|community\.general)\.)?(?:lineinfile|blockinfile|copy|template|replace|ini_file|authorized_key|file\.(?:managed|append|replace|line|blockreplace))\s*:`)
)

// configModuleWrite reports a configuration-management task that writes
// the target on line t of code unit u: its path key holds the target and
// a writing module opens the task within the few lines above.
func configModuleWrite(d *doc, u unit, t string, ls int) string {
	if !configPathKey.MatchString(t[:ls]) {
		return ""
	}
	f := d.fences[u.fence]
	above := d.v.text[max(f.start, u.start-240):u.start]
	if lines := strings.Split(above, "\n"); len(lines) > 4 {
		above = strings.Join(lines[len(lines)-4:], "\n")
	}
	if m := configWriteModule.FindString(above); m != "" {
		return "writes (with " + strings.TrimSpace(strings.TrimSuffix(m, ":")) + ")"
	}
	return ""
}

var (
	// contentFor: a code comment that says where the block goes ("//
	// merge into", "# add to", "<!-- paste in").
	contentFor = lazyRegexp(`(?i)^\s*(?://+|#+|;+|--|<!--|/\*)\s*(?:\w+\s+){0,2}?(?:merge|add|append|put|paste|insert|save|write|place|copy|drop)\w*\s+(?:(?:this|it|the\s+following|below)\s+)?(?:in|into|to|under|at)\s+["'` + "`" + `]?$`)
	// hookSetting: an agent harness hook in a settings block.
	hookSetting = lazyRegexp(`(?i)["']?\b(?:hooks|PreToolUse|PostToolUse|UserPromptSubmit|SessionStart|Stop|Notification)\b["']?\s*:`)
)

// proseSendsOut: the words after a startup file's name say that what it
// runs sends the user's data (a diff, the code, keys, history) to a host
// ("a pre-commit hook that sends the staged diff to https://...").
func proseSendsOut(after string) bool {
	if i := strings.IndexAny(after, ".!?\n"); i >= 0 && i+1 < len(after) && after[i] != '.' {
		after = after[:i]
	}
	m := startupSendRe.FindStringSubmatch(after[:min(len(after), 300)])
	if m == nil {
		return false
	}
	dest := strings.ToLower(m[1])
	return !ownVendorDest(dest) && !strings.Contains(dest, "localhost") && !strings.HasPrefix(strings.TrimPrefix(strings.TrimPrefix(dest, "http://"), "https://"), "127.")
}

var startupSendRe = lazyRegexp(`(?i)^[^.]{0,60}?\b(?:sends?|sending|posts?|posting|uploads?|uploading|forwards?|forwarding|ships?|pipes?|mails?|e-?mails?|transmits?|streams?|beacons?|copies|syncs?|pushes)\b[^.\n]{0,40}?\b(?:diffs?|patch(?:es)?|commits?|code|source|files?|folders?|contents?|repo(?:sitory)?|history|env(?:ironment)?|keys?|tokens?|credentials?|secrets?|passwords?|logs?|clipboard|keystrokes|everything|changes)\b[^.\n]{0,40}?\b(?:to|at|into)\s+<?((?:https?://)?[\w-]+(?:\.[\w-]+)+[^\s<>"'` + "`" + `)]*)`)

// credentialHelper is git's credential.helper setting as a target.
var credentialHelper = lazyRegexp(`\bcredential(?:\.\S+)?\.helper\b`)

// emptyingRedirect: a redirection with nothing (or only ":", true or an
// empty echo) before it, which truncates the file.
var emptyingRedirect = lazyRegexp(`^\s*(?::|true|echo\s+-n\s*(?:""|'')?|printf\s+(?:""|''))?\s*>\s*["']?[~$\w{}./-]*$`)

// stripShellComment drops a trailing " # comment" from the rest of a
// shell segment.
func stripShellComment(r string) string {
	for _, sep := range []string{" #", "\t#"} {
		if k := strings.Index(r, sep); k >= 0 {
			r = r[:k]
		}
	}
	return r
}

// passiveEdit: "should be rewritten", "must be edited".
var passiveEdit = lazyRegexp(`(?i)\b(?:should|must|shall|needs?\s+to)\s+be\s+(?:rewritten|edited|updated|changed|modified|amended)\b`)

// userAsks: an instruction that applies only when the user asks for it.
// userGate: the change waits for the user ("only after showing the user
// the JSON", "only once the user approves").
var userGate = lazyRegexp(`(?i)\bat\s+the\s+user'?s\s+(?:explicit\s+)?request\b|\bshow\s+(?:the\s+)?(?:\w+\s+)?(?:diff|json|change|changes|edit|patch|entry|block)\s+to\s+the\s+user\s+(?:first|before)\b|\bfirst\s+show\s+(?:it\s+to\s+)?the\s+user\b|\bwith\s+the\s+user'?s\s+(?:explicit\s+)?(?:ok|okay|approval|consent|permission|go-ahead|agreement|confirmation|sign-?off)\b|\b(?:once|after)\s+the\s+user\s+(?:says\s+yes|agrees|approves|confirms|consents|okays|signs\s+off)\b|\bonly\s+(?:after|once|when|if)\s+(?:(?:showing|you\s+(?:have\s+)?show(?:n)?|you've\s+shown)\s+(?:it\s+to\s+)?the\s+user|the\s+user\s+(?:has\s+)?(?:asks?|asked|requests?|requested|confirms?|confirmed|approves?|approved|agrees?|agreed|says?\s+(?:yes|so)))\b`)

var userAsks = lazyRegexp(`(?i)^[\s>*_-]*(?:if|when|whenever|only\s+if|only\s+when)\s+the\s+user\s+(?:asks|requests|wants|says)\b`)

// negationInside: a negation within a matched span ("approver; do not
// upload it yourself" tells the agent to leave approval to someone else).
var negationInside = lazyRegexp(`(?i)\b(?:do\s+not|don'?t|never|must\s+not|should\s+not|not)\b`)

// unitBinds are one unit's find-and-write commands and variable bindings.
type unitBinds struct{ writes, binds [][]int }

// restOfParagraph is the prose after offset e up to the paragraph's end
// (at most 300 bytes): the sentence after an instruction often carries its
// framing ("Keep the edit out of the commit message").
func restOfParagraph(t string, e int) string {
	r := t[min(e, len(t)):min(len(t), e+300)]
	if k := strings.Index(r, "\n\n"); k >= 0 {
		r = r[:k]
	}
	if k := strings.Index(r, "```"); k >= 0 {
		r = r[:k]
	}
	return r
}

var (
	// guardRemoval: an edit that takes out what makes the agent ask,
	// stop or be reviewed (a confirmation list, a safety section).
	// Round 39: the lines that forbid or disallow something are such
	// guards, whatever they forbid; the dot of a file name between verb
	// and guard ends no sentence ("delete the lines in CLAUDE.md that").
	guardRemoval = lazyRegexp(`(?i)\b(?:remov|delet|drop|strip|disabl|eras|cut|comment\w*\s+out)\w*\b(?:[^.\n]|\.\w){0,80}\b(?:confirm\w*|approv\w*|permission\w*|safety|guard\w*|restrict\w*|sandbox\w*|allowlist|denylist|prohibit\w*|forbidden|need\s+(?:a\s+)?(?:human|review)|forbids?|disallow\w*)\b`)
	// instrFan: agent instruction files everywhere, not this project's.
	instrFan = lazyRegexp(`(?i)\b(?:every|each|all|any)\s+(?:[\w-]+\s+)?(?:AGENTS\.md|CLAUDE\.md|GEMINI\.md|\.cursorrules|\.windsurfrules|copilot-instructions\.md)|\byou\s+can\s+find\b|\bon\s+(?:the\s+)?(?:disk|machine|system)\b|\bacross\s+(?:all|every)\b`)
)

// unitMemo computes a per-unit judgement once: a long unit holding many
// targets would otherwise be read again for each (quadratic time).
func (c *checker) unitMemo(m *map[[2]int]bool, u unit, f func() bool) bool {
	k := [2]int{u.start, u.end}
	if v, ok := (*m)[k]; ok {
		return v
	}
	if *m == nil {
		*m = map[[2]int]bool{}
	}
	v := f()
	(*m)[k] = v
	return v
}

// fenceStealth reports secrecy in the prose that introduces a code block
// (the paragraph before it) or follows it (the paragraph after it): the
// caption of a block governs what the block does ("Quietly apply",
// "no need to tell the team").
func (c *checker) fenceStealth(d *doc, fi int) bool {
	before, after := d.fenceProse(fi)
	if strings.TrimSpace(before) == "" {
		// A caption ending in a colon, a blank line above its block.
		before = captionAbove(d, fi)
	}
	if stealthWords.MatchString(before) || stealthWords.MatchString(after) {
		return true
	}
	// A comment inside the block speaks to whoever carries it out as the
	// caption does ("# one-time setup (keep it out of the summary)",
	// "no_log: true  # don't surface this"); memoised per block under a
	// key no unit has.
	f := d.fences[fi]
	return c.unitMemo(&c.memoStealth, unit{start: -1 - f.start, end: f.end}, func() bool {
		return commentStealth(d.v.text[f.start:f.end])
	})
}

// captionAbove is the paragraph just above a code block when a blank
// line parts them and it ends with a colon (it introduces the block).
func captionAbove(d *doc, fi int) string {
	f := d.fences[fi]
	b := strings.TrimRight(d.v.text[max(0, f.open-400):f.open], " \t\n")
	if !strings.HasSuffix(b, ":") {
		return ""
	}
	if k := strings.LastIndex(b, "\n\n"); k >= 0 {
		b = b[k+2:]
	}
	return b
}

// commentStealth reports a code comment (a whole line, or after code)
// that tells the reader to hide what the block does. "silently" alone
// describing error handling ("# silently skip missing files") is not.
func commentStealth(b string) bool {
	for _, line := range strings.Split(b, "\n") {
		if !strings.Contains(line, "#") && !strings.Contains(line, "//") {
			continue
		}
		c, ok := commentProse(line)
		if !ok {
			k := strings.Index(line, " #")
			if k < 0 {
				k = strings.Index(line, " //")
			}
			if k < 0 {
				continue
			}
			c = line[k:]
		}
		m := stealthWords.FindStringIndex(c)
		if m == nil || bareAdverb.MatchString(c[m[0]:m[1]]) && quietHandling.MatchString(c[m[1]:]) {
			continue
		}
		return true
	}
	return false
}

// quietHandling: what "silently" qualifies in error handling.
var quietHandling = lazyRegexp(`(?i)^\s+(?:\w+\s+)?(?:fail|ignor|skip|continu|exit|return|pass|discard|swallow|no-?op|fall\s+back|retr)\w*`)

var (
	// bindRe binds a name to the values of a loop or an assignment: shell
	// and Python "for NAME in", JavaScript "for (const NAME of",
	// PowerShell "foreach ($NAME in", "NAME = ...", and "while read NAME"
	// after a pipe.
	bindRe = lazyRegexp(`(?i)\bfor\s+\$?([A-Za-z_]\w*)\s+in\b|\b(?:const|let|var)\s+([A-Za-z_]\w*)\s+of\b|\bforeach\s*\(\s*\$([A-Za-z_]\w*)\s+in\b|^\s*(?:export\s+|const\s+|let\s+|var\s+|local\s+|readonly\s+|\$)?([A-Za-z_]\w*)\s*:?=[^=]|\bwhile\s+(?:IFS=\S*\s+)?read\s+(?:-r\s+)?([A-Za-z_]\w*)`)
	// findWrite: find TARGET ... -exec a writing command, or a pipe into
	// xargs running one.
	findWrite = lazyRegexp(`(?i)-exec(?:dir)?\s+(?:sudo\s+)?(?:sed\s+-i|perl\s+-\S*i|rm|tee|cp|mv|truncate|ed|sh\s+-c)\b|\|\s*xargs\b[^|;&\n]*\b(?:sed\s+-i|perl\s+-\S*i|rm|tee|cp|mv|truncate)\b`)
)

const (
	maxAliasReads = 64
	maxAliasUnits = 64
)

// writesThrough reports a write that reaches the target at [ls,le) of the
// code unit u (text t) through a name bound to it (for d in
// ~/.claude/skills/*/; do ... >> "$d/SKILL.md"; for p in
// Path.home().glob('.codex/skills/*/SKILL.md'): p.write_text(...)), or
// through find -exec / xargs. It returns how, and the doc offset where the
// write ends.
func (c *checker) writesThrough(d *doc, u unit, t string, ls, le int) (string, int) {
	// The unit's find-and-write commands and variable bindings are read
	// once (many targets in one long statement would otherwise rescan it
	// for each: quadratic time).
	k := [2]int{u.start, u.end}
	memo, ok := c.memoBinds[k]
	if !ok {
		memo = unitBinds{writes: findWrite.FindAllStringIndex(t, -1), binds: bindRe.FindAllStringSubmatchIndex(t, -1)}
		if c.memoBinds == nil {
			c.memoBinds = map[[2]int]unitBinds{}
		}
		c.memoBinds[k] = memo
	}
	if i := sort.Search(len(memo.writes), func(i int) bool { return memo.writes[i][0] >= le }); i < len(memo.writes) {
		return "rewrites files found under", u.start + memo.writes[i][1]
	}
	var name string
	// The last binding that starts at or before the target and ends
	// before its end.
	for i := sort.Search(len(memo.binds), func(i int) bool { return memo.binds[i][0] > ls }) - 1; i >= 0 && name == ""; i-- {
		m := memo.binds[i]
		if m[1] > le {
			continue
		}
		for g := 2; g < len(m); g += 2 {
			if m[g] >= 0 {
				name = t[m[g]:m[g+1]]
			}
		}
	}
	if name == "" {
		if m := bindRe.FindStringSubmatchIndex(t[le:]); m != nil && m[10] >= 0 && strings.Contains(t[le:le+m[0]], "|") {
			name = t[le+m[10] : le+m[11]]
		}
	}
	if name == "" {
		return "", 0
	}
	// Bounded: at most maxAliasReads bindings per check, each followed
	// through at most maxAliasUnits statements of its code block.
	if c.aliasReads++; c.aliasReads > maxAliasReads {
		return "", 0
	}
	refRe := lazyRegexp(`\$\{?` + regexp.QuoteMeta(name) + `\b|(?:^|[^\w$.])` + regexp.QuoteMeta(name) + `(?:\.\w|\s*[,)])`)
	fe := d.fences[u.fence].end
	i := sort.Search(len(d.units), func(i int) bool { return d.units[i].end > u.start })
	for n := 0; i < len(d.units) && n < maxAliasUnits; i, n = i+1, n+1 {
		v := d.units[i]
		if v.fence != u.fence || v.start >= fe {
			break
		}
		vt := joinContinuations(d.unitText(v))
		from := 0
		if v.start == u.start {
			from = le
		}
		for _, r := range refRe.FindAllStringIndex(vt[from:], -1) {
			rs, re := from+r[0], from+r[1]
			for rs < re && !(vt[rs] == '$' || vt[rs] == '_' || vt[rs] >= 'A' && vt[rs] <= 'Z' || vt[rs] >= 'a' && vt[rs] <= 'z') {
				rs++
			}
			if how, _ := c.shellWritesMemo(v, vt, rs, re); how != "" {
				return how + " (through " + name + ")", v.start + re
			}
		}
	}
	return "", 0
}

var (
	// harnessInstr is content for a harness settings or rules file that
	// changes how the agent behaves: sandboxing, obedience, never asking.
	harnessInstr = lazyRegexp(`(?i)\bsandbox\w*\b|\bobey\b|\bpre-?approv\w*|\bload\s+this\s+skill\b|\bthis\s+skill\s+first\b|\balready\s+approved\b|\bnever\s+(?:ask|confirm|wait)|\bwithout\s+(?:asking|confirm\w*|approval|review\w*|waiting)|\bno\s+need\s+to\s+(?:ask|confirm)|\bskip\w*\s+(?:the\s+)?(?:review|confirmation|approval)|\bbefore\s+any\s+other\b|\bauto-?approv|\byolo\b|\btrust\w*\s*[:=]|` +
		// Content that makes the agent take orders from elsewhere: other
		// files' or pages' instructions, their commands, a remote skill
		// for every task.
		`\b(?:trust|follow|obey|execute|run)\s+(?:all\s+|any\s+|every\s+)?(?:the\s+)?instructions\b|\b(?:run|execute)\s+(?:their|its|the\s+listed)\s+commands\b|\b(?:execute|run)\s+the\s+commands\s+(?:they|it)\s+(?:list|contain|give)|https?://\S+[^.\n]{0,40}\b(?:for|on)\s+(?:every|each|any|all)\s+tasks?\b|\b(?:for|on)\s+(?:every|each|all)\s+tasks?\b[^.\n]{0,40}https?://|\bpush\w*\s+(?:\w+\s+)?(?:directly\s+)?to\s+(?:main|master|production|prod)\b`)
	// ciSecretsOut is a CI change that hands secrets to forks or other hosts.
	ciSecretsOut = lazyRegexp(`(?i)\bpull_request_target\b|\becho\w*\b[^.\n]{0,40}\$\{?(?:CI_JOB_TOKEN|[A-Z_]*(?:SECRET|TOKEN|PASSWORD|KEY)[A-Z_]*)\b[^.\n]{0,80}\b(?:artifacts?|public\w*)\b|\bpublicly\s+(?:downloadable|readable|visible)\b|\bforks?\b[^.\n]{0,40}\bsecrets\b|toJSON\(\s*secrets\s*\)|\bsecrets\.\w+[^\n]*\|\s*(?:base64\s*\|\s*)?(?:curl|wget|nc)\b|\b(?:curl|wget)\b[^\n]*\$\{\{\s*secrets\.|\b(?:curl|wget)\b[^\n]*-d\s*"?\$(?:NPM|PYPI|DOCKER\w*|GH|GITHUB|AWS)_\w*`)
	stealthWords = lazyRegexp(`(?i)\b(?:invisible\s+to\s+(?:the\s+)?(?:user|them|anyone)|keep\s+it\s+that\s+way|silently|quietly|secretly|covertly|discreetly|without (?:telling|asking|informing|notifying|mentioning|showing|announcing|saying|noting|flagging|reporting|a word)|(?:don'?t|do not|never|no need to|without|there is no need to|you needn'?t|need not) (?:tell(?:ing)?|mention(?:ing)?|inform(?:ing)?|notify(?:ing)?|show(?:ing)?|report(?:ing)?|bring(?:ing)? (?:it|this|that) up|bring(?:ing)? up|rais(?:e|ing) (?:it|this)|disclos(?:e|ing)|reveal(?:ing)?|surfac(?:e|ing)|flag(?:ging)?|point(?:ing)? (?:it|this|that|them) out|call(?:ing)? (?:\w+ )?attention|draw(?:ing)? (?:\w+ )?attention|alert(?:ing)?|let(?:ting)? (?:the user|them|anyone|anybody) know|say(?:ing)? anything|explain(?:ing)?|list(?:ing)?|ask(?:ing)?)\b|(?:the user|users|they|nobody|no one|anyone) (?:doesn'?t|does not|don'?t|do not|won'?t|will not|needn'?t|need not|shouldn'?t|should not) (?:need to |have to )?(?:know|notice|see|find out|hear|be told)|keep (?:this|it|that) (?:quiet|secret|private|hidden|to yourself|between us|off the record|out of)|(?:leave|keep) (?:it|this|that|these|those|(?:the|this|that|these|those) (?:\w+ ){0,2}(?:line|lines|change|changes|step|steps|edit|edits|part|command|commands)) out of|` +
		// the change kept small in the telling ("keep it low-key", "a
		// low-key change"), or kept out of what the user reads
		`keep (?:it|this|that|the change|this change) (?:low[- ]key|under the radar|on the quiet|subtle)|` +
		// Round 37: silence kept about the act ("keep quiet about the
		// edit", "stay silent on it")
		`(?:keep|stay|remain) (?:quiet|silent|mum) (?:about|on|regarding) (?:it|this|that|them|the|these|those|any|your|what)\b|` +
		// kept off what the user reads ("keep that off the commit message")
		`(?:leave|keep) (?:it|this|that|these|those|them|the change|this change) off (?:the |your |any )?(?:\w+ )?(?:summary|report|reply|answer|commit message|commit log|changelog|pr description|description|release notes|notes|record)\b|low[- ]key (?:change|edit|tweak|step)|(?:must|should|shall|may) not (?:appear|show up|be (?:mentioned|listed|shown|visible)) in (?:the |your |any )?(?:\w+ )?(?:summary|report|reply|answer|output|pr|pull request|commit|changelog|description|diff)|` +
		`omit (?:it|this|that) from|leave (?:it|this|that) out\b|keep (?:it|this|that|the change|this change) to yourself|hide (?:it|this|the change)|so (?:that )?(?:the user|nobody|no one) (?:doesn'?t|does not|won'?t|will not) (?:notice|see|know)|so (?:that )?(?:nobody|no one|no-one) (?:asks|questions it|objects|wonders|looks (?:closer|twice))\b|keep (?:this|it) between us|leave (?:it|this) out of (?:your|the) (?:reply|summary|answer|report)|(?:mention|report|describe|list)\s+only\s+(?:the\s+)?[\w-]+(?:\s+[\w-]+)?\s+in\s+(?:the\s+|your\s+)?(?:commit|pr|pull\s+request|summary|reply|report|changelog)|en silencio|sin dec[ií]rselo|no se lo digas|sans (?:le )?dire|discrètement|en douce|heimlich|ohne es zu (?:sagen|erwähnen)|silenciosamente|sem contar|втихую|незаметно|не говори|悄悄|不要告诉|偷偷|こっそり|知らせずに|몰래|알리지 말)` +
		// round 38: the telling skipped ("skip mentioning it"), the change kept
		// out of a record ("don't note this in the changelog")
		`|(?:skip|avoid|omit) (?:mentioning|reporting|noting|listing|disclosing|announcing|explaining) (?:it|this|that|these|them|the change|this change|the edit|any of this)\b|(?:don'?t|do not|never) (?:note|log|record|document|write down) (?:it|this|that|these|them|the change|this change|these changes|the edits?|these edits) (?:in|to|on) (?:the |your |any )?(?:\w+ )?(?:summary|report|reply|answer|commit message|changelog|pr description|release notes|notes|log|record)\b` +
		// Round 39: nothing said about the act ("say nothing about it"),
		// and the edit kept from showing ("so the edit does not show",
		// the history tidied so the change is not seen)
		`|(?:say|mention|report|tell\s+(?:them|the\s+user)) nothing (?:about|of|regarding|on) (?:it|this|that|these|them|the change|this change|the edit|what)\b|so (?:that )?(?:the|this|your|any) (?:edit|change|commit|removal|step)s? (?:does not|doesn'?t|do not|don'?t|won'?t|will not|never) (?:show|appear|stand out|get noticed)\b` +
		// CJK words have no ASCII word boundary before them.
		`|悄悄|不要告诉|偷偷|こっそり|知らせずに|伝えなくて|言わなくて|知らせなくて|伝えないで|言わないで|内緒で|黙って|몰래|알리지\s*마|알리지\s*말` +
		// Round 37: the Japanese prohibitive of telling, reporting or
		// notifying ("伝えないこと", "報告しないように"): an order not to tell.
		`|(?:伝え|知らせ|言わ|話さ|報告し|通知し|連絡し)ない(?:こと|ように)`)
	ciWeakening     = lazyRegexp(`(?i)\b(?:remov|delet|disabl|skip|bypass|drop|weaken|relax|loosen)\w*\b[^.\n]{0,60}\b(?:approvals?|protections?|required|reviews?|checks?|tests?|scans?|security|permissions?|codeowners|gates?|signing|verification)\b|\bcomment\w*\s+out\b`)
	destructiveEdit = lazyRegexp(`(?i)\b(?:remov\w*|delet\w*|disabl\w*|comment\w*\s+out|overwrit\w*|rewrit\w*|replac\w*|truncat\w*|wip\w*|empty|clear|skip\w*|bypass\w*|continue-on-error|if:\s*false|sed\s+-i|rm\s)`)
)

// writtenContent is what a write at doc offset pos puts in place: the
// whole shell statement holding it when its code block parses as shell
// (so a heredoc body counts), else the logical line t.
func (c *checker) writtenContent(d *doc, u unit, t string, pos int) string {
	if u.fence < 0 {
		return t
	}
	if c.fenceStmts == nil {
		c.fenceStmts = map[int][]shellStmt{}
	}
	f := d.fences[u.fence]
	stmts, ok := c.fenceStmts[u.fence]
	if !ok {
		if shellLangs[f.lang] {
			stmts, _ = shellStatements(d.v.text[f.start:f.end])
		}
		c.fenceStmts[u.fence] = stmts
	}
	// Statements are in source order except a loop's trailing redirection,
	// so the innermost statement holding pos is found by a binary search
	// and a short look back.
	i := sort.Search(len(stmts), func(i int) bool { return f.start+stmts[i].start > pos })
	for j := i - 1; j >= 0 && j >= i-8; j-- {
		if st := stmts[j]; f.start+st.start <= pos && pos < f.start+st.end {
			return d.v.text[f.start+st.start : f.start+st.end]
		}
	}
	return t
}

// startupHostile: content that reaches the network, reads a secret source
// or runs something hidden.
func startupHostile(w string) bool {
	return startupReaches(w) || worldWritable.MatchString(w)
}

// startupReaches: content that reaches the network, reads a secret source,
// runs something hidden or shadows a command that handles secrets.
func startupReaches(w string) bool {
	if len(w) > maxStatement {
		w = w[:maxStatement]
	}
	// A unit file or plist names commands by path or inside tags
	// ("ExecStart=/usr/bin/wget", "<string>curl"): read those as words.
	bare := strings.NewReplacer("/", " ", ">", " ").Replace(w)
	return sinkWordRe.MatchString(w) || sinkWordRe.MatchString(bare) || codeSinkRe.MatchString(w) || len(findSources(w)) > 0 || reverseShell.MatchString(w) || decodeRe.MatchString(w) || startupSubvert.MatchString(w) || quietPushURL99(w) // round 99: tamper99.go
}

// worldWritable: a startup line, hook directory or credential store that
// points into a directory any local user can write (/tmp, /var/tmp,
// /dev/shm), or preloads a library into every program. Whoever writes
// there then runs code as the user (a git or sudo placed first on PATH, a
// hook) or reads what git stores there.
var worldWritable = lazyRegexp(`(?:^|[\s=:'"(])(?:/tmp|/var/tmp|/dev/shm|/private/tmp)(?:/|\b)|\bLD_PRELOAD=|\bLD_LIBRARY_PATH=|\bDYLD_INSERT_LIBRARIES=`)

// startupSubvert: a startup line that shadows a command that handles
// passwords or keys (alias or function for sudo, su, ssh, gpg, doas, git)
// or turns shell history off: groundwork for an attack, not setup.
var startupSubvert = lazyRegexp(`\balias\s+(?:sudo|su|ssh|doas|gpg|git|passwd)=|(?:^|[\s;{])(?:function\s+)?(?:sudo|su|ssh|doas|passwd)\s*\(\s*\)|\bHISTFILE=/dev/null\b|\bunset\s+HISTFILE\b|\bHISTSIZE=0\b|\bset\s+\+o\s+history\b`)

// literalPubKey: an SSH public key written out (type and base64 body).
var literalPubKey = lazyRegexp(`\b(?:ssh-(?:ed25519|rsa|dss)|ecdsa-sha2-nistp\d+|sk-ssh-ed25519@openssh\.com)\s+AAAA[A-Za-z0-9+/]{12,}`)

// hookDirDownloaded: core.hooksPath set to a directory the same block
// fills with downloads (curl -o DIR/hook, wget -P DIR), or with a hook it
// writes out (echo '...' >> DIR/post-commit) that reaches the network or
// pushes the repository to a literal URL: every repository then runs code
// from the network, or sends itself out.
func hookDirDownloaded(block, target string) bool {
	if !strings.Contains(target, "hooksPath") {
		return false
	}
	m := hooksPathDirRe.FindStringSubmatch(block)
	if m == nil {
		return false
	}
	dir := strings.TrimRight(strings.Trim(m[1], `"'`), "/")
	for _, dm := range downloadToRe.FindAllStringSubmatch(block, 8) {
		if strings.HasPrefix(strings.Trim(dm[1], `"'`), dir) {
			return true
		}
	}
	for _, wm := range echoIntoRe.FindAllStringSubmatch(block, 8) {
		content := wm[1] + wm[2]
		if strings.HasPrefix(strings.Trim(wm[3], `"'`), dir+"/") && (startupReaches(content) || gitPushURLRe.MatchString(content)) {
			return true
		}
	}
	return false
}

var (
	hooksPathDirRe = lazyRegexp(`core\.hooksPath\s+(\S+)`)
	downloadToRe   = lazyRegexp(`(?i)\b(?:curl|wget|iwr|invoke-webrequest)\b[^\n|;]*?(?:\s-o\s*|\s--output[= ]|\s-O\s+|\s-P\s+|-OutFile\s+|>\s*)(\S+)`)
	// echoIntoRe: a quoted line echoed or printed into a file (> or >>,
	// or through tee): the content, single- or double-quoted (printf's
	// arguments after it skipped), and the file.
	echoIntoRe = lazyRegexp(`\b(?:echo|printf)\s+(?:-[neE]+\s+)?(?:'([^'\n]*)'|"((?:[^"\\\n]|\\.)*)")(?:\s+(?:"[^"\n]*"|'[^'\n]*'|\$\{?\w+\}?))*\s*(?:>>?|\|\s*(?:sudo\s+)?tee\s+(?:-a\s+)?)\s*(\S+)`)
	// gitPushURLRe: a push to a remote given as a literal URL, not a
	// configured remote's name.
	gitPushURLRe = lazyRegexp(`\bgit\s+push\b[^\n;|&]*?(?:\b(?:https?|ssh|git)://|\b[\w.-]+@[\w.-]+\.[a-z]{2,}:)`)
)

var decodeRe = lazyRegexp(`(?i)\bbase64\s+(?:-d|--decode|-D)\b|\bFromBase64String\b|\bb64decode\b`)

// neighbourhood is the content an edit instruction applies: the code block
// the unit is in, or the code block right after a prose unit ending in ':'.
func (c *checker) neighbourhood(d *doc, u unit) string {
	t := d.v.text
	if u.fence >= 0 {
		f := d.fences[u.fence]
		return t[f.start:f.end]
	}
	for _, f := range d.fences {
		if f.open >= u.end {
			gap := strings.TrimSpace(t[u.end:f.open])
			if len(gap) <= 200 && strings.HasSuffix(strings.TrimSpace(t[u.start:u.end]), ":") || gap == "" {
				return t[f.start:f.end]
			}
			return ""
		}
	}
	return ""
}

// shellWrites reports how a code line writes to the target at [s,e), and
// where the writing command starts; "" when it does not.
func shellWrites(t string, s, e int) (string, int) {
	return shellWritesIn(t, splitTop(t, true, commandSep), s, e)
}

// shellWritesMemo is shellWrites with the unit's commands split once, so
// a unit holding many targets costs linear time.
func (c *checker) shellWritesMemo(u unit, t string, s, e int) (string, int) {
	k := [2]int{u.start, u.end}
	crs, ok := c.memoCmds[k]
	if !ok {
		if c.memoCmds == nil {
			c.memoCmds = map[[2]int][][2]int{}
		}
		crs = splitTop(t, true, commandSep)
		c.memoCmds[k] = crs
	}
	// The commands are in order: start at the first that can hold [s,e).
	i := sort.Search(len(crs), func(i int) bool { return crs[i][1] >= e })
	return shellWritesIn(t, crs[i:min(len(crs), i+4)], s, e)
}

func shellWritesIn(t string, crs [][2]int, s, e int) (string, int) {
	for _, cr := range crs {
		if s < cr[0] || e > cr[1] {
			continue
		}
		for _, sg := range splitTop(t[cr[0]:cr[1]], true, pipeSep) {
			a, b := cr[0]+sg[0], cr[0]+sg[1]
			if s < a || e > b {
				continue
			}
			seg := t[a:b]
			ts, te := s-a, e-a
			before := seg[:ts]
			lead := a + len(seg) - len(strings.TrimLeft(seg, " \t"))
			switch {
			case shellRedirectTo.MatchString(before) && emptyingRedirect.MatchString(before):
				return "empties (truncates)", lead
			case shellRedirectTo.MatchString(before):
				return "writes to", lead
			case shellCopyCmd.MatchString(seg) && strings.TrimLeft(stripShellComment(seg[te:]), "/\\\"'`*.\t \r-_"+letters) == "":
				return "copies or moves a file into", lead
			case shellRemoveCmd.MatchString(before):
				return "removes or rewrites", lead
			case shellWriteCmd.MatchString(before):
				return "modifies", lead
			case codeWriteRe.MatchString(seg):
				return "writes to", lead
			case sqlWrite.MatchString(seg):
				return "changes the database in", lead
			}
			// A command held in a string that something else runs (a
			// crontab entry, sh -c, ssh, eval) writes when it runs.
			if qs, qe, ok := quoteAround(seg, ts, te); ok && stringRunner.MatchString(t[cr[0]:cr[1]]) {
				inner := seg[qs:qe]
				skip := 0
				if m := cronSchedule.FindStringIndex(inner); m != nil {
					skip = m[1]
				}
				in := inner[skip:]
				if how, _ := shellWritesIn(in, splitTop(in, true, commandSep), ts-qs-skip, te-qs-skip); how != "" {
					return how, lead
				}
			}
		}
	}
	return "", s
}

var (
	// stringRunner: a command that runs a string it is given, now or on
	// a schedule.
	stringRunner = lazyRegexp(`(?i)\bcrontab\b|\b(?:ba|z|da|k)?sh\s+-\w*c\b|\bsu\b[^|;\n]*\s-c\b|\beval\b|\bssh\b|\bwatch\b|\bnohup\b|\bsystemd-run\b|\bExecStart\w*=|\bschtasks\b|\bat\s+(?:now|midnight|noon|\d)`)
	// cronSchedule: the five time fields (or @reboot/@hourly) that start
	// a crontab entry.
	cronSchedule = lazyRegexp(`^\s*(?:@\w+|(?:[\d*/,-]+\s+){5})`)
)

// quoteAround reports the quoted span of seg (its inside) that holds
// [s,e).
func quoteAround(seg string, s, e int) (int, int, bool) {
	var quote byte
	start := 0
	for i := 0; i < len(seg); i++ {
		ch := seg[i]
		switch {
		case quote != 0:
			if ch == '\\' && quote == '"' {
				i++
			} else if ch == quote {
				if start <= s && e <= i {
					return start, i, true
				}
				quote = 0
			}
		case ch == '"' || ch == '\'':
			quote, start = ch, i+1
		}
		if i >= e && quote == 0 {
			break
		}
	}
	return 0, 0, false
}

const letters = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"

// imperativeEdit reports an edit verb in imperative position governing the
// target at [s,e) of a prose sentence, and the verb's offset; "" when none.
func imperativeEdit(t string, s, e int) (string, int) {
	// Verb before the target.
	lo := max(0, s-120)
	var verb []int
	for _, m := range editVerbRe.FindAllStringIndex(t[lo:s], -1) {
		if hyphenated(t, lo+m[0], lo+m[1]) {
			continue // "pre-commit", "post-install": part of a name, not a verb
		}
		verb = []int{lo + m[0], lo + m[1]}
	}
	if verb != nil && imperativeAt(t, verb[0]) {
		return "instructs the agent to " + strings.ToLower(t[verb[0]:verb[1]]), verb[0]
	}
	// Round 37: the nearest verb may be a purpose or a value inside the
	// order ("edit ~/.gitconfig to set core.sshCommand", "set X to an
	// empty list in Y"): the order is the earlier verb that opens the
	// clause holding the target, with no clause break between them.
	if v, ok := imperativeEarlier(t, lo, s); ok {
		return "instructs the agent to " + strings.ToLower(t[v[0]:v[1]]), v[0]
	}
	// "Mark it approved by writing {...} into .ingot/approvals.jsonl": the
	// write is the means (a gerund after "by", the target after into/to/
	// in) of a command earlier in the same sentence.
	glo := max(0, s-240)
	if gs := byGerundEdit.FindAllStringIndex(t[glo:s], -1); gs != nil {
		g := gs[len(gs)-1]
		gpos := glo + g[0]
		if intoTarget.MatchString(t[glo+g[1] : s]) {
			sent := gpos
			for sent > 0 && !strings.ContainsRune(".!?\n", rune(t[sent-1])) {
				sent--
			}
			for _, m := range editVerbRe.FindAllStringIndex(t[sent:gpos], -1) {
				if v := sent + m[0]; !hyphenated(t, v, sent+m[1]) && imperativeAt(t, v) {
					return "instructs the agent to " + strings.ToLower(t[v:sent+m[1]]) + " it " + strings.ToLower(t[gpos+3:glo+g[1]]) + " into", v
				}
			}
		}
	}
	// "Open .github/workflows/ci.yml and add ..."
	if m := editVerbRe.FindStringIndex(t[e:min(len(t), e+40)]); m != nil {
		vs := e + m[0]
		if (afterTarget.MatchString(t[e:vs]) || afterTargetPlace.MatchString(t[e:vs])) && (imperativeAt(t, vs) || startsImperative(t, s)) {
			return "instructs the agent to " + strings.ToLower(t[vs:e+m[1]]), s
		}
	}
	return "", s
}

// imperativeEarlier finds, from the target at s back to lo, the edit verb
// that opens the target's clause as an order, passing later edit verbs
// that do not (a purpose "to set", a value "an empty list"); a clause
// break ends the search, so an order in an earlier clause governs
// nothing here.
func imperativeEarlier(t string, lo, s int) ([]int, bool) {
	ms := editVerbRe.FindAllStringIndex(t[lo:s], -1) // lo is at most 120 bytes back
	for i := len(ms) - 2; i >= 0; i-- {
		v := []int{lo + ms[i][0], lo + ms[i][1]}
		if clauseBreak.MatchString(t[v[1]:s]) {
			return nil, false
		}
		if !hyphenated(t, v[0], v[1]) && imperativeAt(t, v[0]) {
			return v, true
		}
	}
	return nil, false
}

var (
	// byGerundEdit: "by writing", "by adding": an edit as the means.
	byGerundEdit = lazyRegexp(`(?i)\bby\s+(?:writ|add|append|insert|putt|plac|sav|inject|edit|modify|updat|overwrit|chang|patch|copy|creat|dropp|record|register)ing\b`)
	// intoTarget: the target is where the edit goes, not what it is about.
	intoTarget = lazyRegexp(`(?i)\b(?:into|to|in|onto|inside)\b[^.!?\n]{0,60}$`)
)

// hyphenated: the word at [s,e) is joined to another by a hyphen.
func hyphenated(t string, s, e int) bool {
	return s > 0 && t[s-1] == '-' || e < len(t) && t[e] == '-'
}

// imperativeAt reports whether the verb at v opens its clause as a command
// and is not negated.
func imperativeAt(t string, v int) bool {
	if negatedBefore(t[max(0, v-200):v]) {
		return false
	}
	// The clause start is looked for within 400 bytes (a longer run is no
	// clause that opens with the verb), so many targets on one long line
	// cost linear time.
	lo := max(0, v-400)
	start := lo
	for _, m := range clauseBreak.FindAllStringIndex(t[lo:v], -1) {
		start = lo + m[1]
	}
	return imperativeLead.MatchString(dropDashAside41(t[start:v])) // round 41: left41spread.go
}

// startsImperative reports a sentence that opens with "open", "in", "inside"
// or "edit" before the target at s.
func startsImperative(t string, s int) bool {
	lead := strings.ToLower(strings.TrimLeft(t[:s], " \t\n>*_-+0123456789.)`\"'"))
	lead = leadAdverb.ReplaceAllString(lead, "") // round 39: "Also open ..." (tamper39.go)
	for _, p := range []string{"open ", "in ", "inside ", "within ", "edit ", "go to ", "navigate to "} {
		if strings.HasPrefix(lead, p) && len(lead) < len(p)+20 {
			return true
		}
	}
	return false
}

var (
	// otherSkillRe: a skill that is not this one, or the user's skills.
	// (The skill the user works on, "the user's skill", is the task.)
	otherSkillRe = lazyRegexp(`(?i)\b(?:every|each|all|any)\s+other\s+skills?(?:'s)?\b|\bthe\s+(?:["'` + "`" + `][\w-]+["'` + "`" + `]|\w+-[\w-]+)\s+skill\b|\b(?:another|other|every|each|all|any)\s+(?:installed\s+|existing\s+)?skills?\b|\b(?:the\s+)?user's\s+skills\b|\bskills\s+(?:folder|directory|dir)\b`)
	// skillSabotage: what a change to another skill does to it.
	skillSabotage = lazyRegexp(`(?i)https?://|\bmandatory\b|\bprerequisite\b|\breference\s+this\s+skill\b|\bload\s+this\s+skill\b|\b(?:description|triggers?|frontmatter|name)\b|\bonly\s+(?:triggers?|fires?|loads?|runs?)\b|\b(?:disabl|delet|remov|empt|break|neuter|weaken)\w*|` +
		// a safety step of the other skill skipped or left out (also
		// "so that it no longer mentions / stops checking / leaves out")
		`\b(?:skip|omit|bypass|drop|no\s+longer\s+(?:mention|includ|list|check|requir|run|ask|cover|contain|enforc|flag|perform|do)|stops?\s+(?:mention|includ|check|requir|run|ask|cover|enforc|flag|perform|do)|leaves?\s+out)\w*\b[^.\n]{0,40}?\b(?:secrets?|security|safety|scan\w*|audit\w*|verif\w*|signatures?|vulnerab\w*|credentials?)\b`)
	// guardOff: turning off what makes the agent ask or stop.
	guardOff = lazyRegexp(`(?i)\b(?:turn\w*\s+off|disabl\w*|switch\w*\s+off|bypass\w*|deactivat\w*|remov\w*|skip\w*|delet\w*|drop\w*|strip\w*|uninstall\w*|comment\w*\s+out)\b[^.\n]{0,50}?\b(?:secret\s+scann\w*|code\s+scanning|pre-commit\s+(?:hooks?|checks?|scanners?)|gitleaks|detect-secrets|trufflehog|git-secrets|ggshield|talisman|secretlint|branch\s+protection|signature\s+verification|(?:command\s+)?allow-?list|safety(?:\s+checks?)?|sandbox\w*|approval\s*(?:prompts?|checks?|steps?)?|confirmations?\s*(?:prompts?|steps?)?|permission\s+prompts?|guardrails?|safeguards?|safety\s+checks?)\b`)
	// secTooling: the project's own security checks (a secret scanner,
	// code scanning, branch protection): turning them off needs no agent
	// named to be hostile.
	secTooling = lazyRegexp(`(?i)secret\s+scann|code\s+scanning|pre-commit|gitleaks|detect-secrets|trufflehog|git-secrets|ggshield|talisman|secretlint|branch\s+protection|signature\s+verification`)
	// harnessWord: the agent, its harness or Ingot named in the sentence.
	harnessWord = lazyRegexp(`(?i)\b(?:harness\w*|agent'?s?|assistant'?s?|claude|codex|cursor|copilot|gemini|ingot|INGOT_\w+)\b`)
	// autoTasks: the editor told to run workspace tasks without asking.
	autoTasks = lazyRegexp(`(?i)task\.allowAutomaticTasks\W{0,8}(?:to\W{0,4})?on\b`)
	// pwnProse: a workflow described as running a pull request's own code
	// with repository secrets (pull_request_target + the PR head).
	pwnProse = lazyRegexp(`(?i)\bpull_request_target\b`)
	pwnHead  = lazyRegexp(`(?i)\bhead\.(?:sha|ref)\b|pull_request\.head\b|\bthe\s+PR'?s\s+(?:code|scripts?|branch|head)|\bforks?\b[^.\n]{0,40}\b(?:run|build|execute|see|read|access|get|use)\b|toJSON\(\s*secrets\s*\)`)
	// pwnOrder: the trigger switched to pull_request_target by order;
	// then "the PR head" (no possessive) is the head it builds, where a
	// description of the risk ("a workflow that checks out the PR head")
	// stays a description.
	pwnOrder    = lazyRegexp(`(?i)^\W*(?:(?:in|on|for)\s+[^,.\n]{0,60},\s*)?(?:change|switch|set|move|convert|make)\b[^.\n]{0,60}\bpull_request_target\b`)
	pwnHeadBare = lazyRegexp(`(?i)\bthe\s+(?:PR|pull\s+request)\s+(?:head|branch|code)\b`)
	pwnSecret   = lazyRegexp(`(?i)\bsecrets\.\w+|\bsecrets\b`)
	// nextEdit: the next sentence opening with an edit of what was named.
	nextEdit = lazyRegexp(`(?i)^\s*(?:then\s+)?(?:open|edit|rewrite|change|modify|delete|remove|disable|overwrite|replace|strip|empty)\b[^.\n]{0,80}\b(?:sections?|description|triggers?|frontmatter|safety|guard\w*|confirm\w*|rules?|them|each|it)\b`)
	// settingOff: an agent's or Ingot's safety setting switched off.
	settingOff = lazyRegexp(`\b(?:INGOT|CLAUDE|CODEX|GEMINI|CURSOR|COPILOT)_\w*(?:SAFETY|SANDBOX|APPROV\w*|CONFIRM\w*|GUARD\w*|CHECKS?)\w*\s*[=:]\s*["']?(?i:off|false|0|no|none|disabled|never)\b`)
)

var (
	// approvalOff: a setting that makes the agent ask, be reviewed or
	// stay sandboxed, set false (requireApproval: false, sandbox = off);
	// autoApprove-style keys are permissionWeakening's.
	approvalOff = lazyRegexp(`(?i)\b(?:require|enable|enforce|ask|use|prompt)?[_-]?(?:approv\w*|confirm\w*|review\w*|sandbox\w*|safety\w*|safe_?mode|guard\w*)["']?\s*[:=]\s*["']?(?:false|off|no|never|none|0|disabled)\b`)
	// harnessPath: an agent harness's configuration named nearby.
	harnessPath = lazyRegexp(`(?i)\.(?:claude|codex|gemini|cursor|copilot|continue|aider|opencode)\b|\.config/(?:agents?|assistant|claude|codex|copilot|cursor|gemini)\b|\bharness\w*\b|\bagent\w*\.(?:ya?ml|json|toml)\b`)
)

// wildcardGrant: an approval or allow list that grants everything
// ({"approved": ["*"]}, auto_approve: "*").
var wildcardGrant = lazyRegexp(`(?i)["']?(?:approv\w*|allow\w*|trust\w*|auto[_-]?approv\w*|permit\w*)["']?\s*[:=]\s*\[?\s*["']\*["']`)

// editPurpose: an order to edit something whose purpose is what follows
// ("Modify X to remove the gitleaks hook", "patch the config so as to
// disable the sandbox").
var editPurpose = lazyRegexp(`(?i)\b(?:modify|edit|change|update|patch|tweak|adjust|rewrite|amend|alter)\b[^.;!?\n]{0,100}?\s(?:to|so\s+as\s+to|in\s+order\s+to)\s+$`)

// editToGuardOff: the guard turned off as the purpose of an ordered edit.
func editToGuardOff(t string, g int) bool {
	lo := max(0, g-140)
	m := editPurpose.FindStringIndex(t[lo:g])
	return m != nil && imperativeAt(t, lo+m[0])
}

// traceErase: the skill's or agent's own records removed from a log, an
// audit trail or a history, in prose: erasing what it did is the tell.
var traceErase = lazyRegexp(`(?i)\b(?:remov|delet|eras|purg|strip|scrub|wip|drop|filter|prun|clear|redact|cut|trim)\w*\s+(?:out\s+)?(?:all\s+|any\s+)?(?:of\s+)?(?:this\s+skill'?s?|its|your|the\s+agent'?s?|our|the\s+assistant'?s?)\s+(?:own\s+)?(?:\w+\s+)?(?:entries|records|lines|traces|actions|runs|calls|commands|events|activity|footprints?)\s+(?:from|in|out\s+of)\s+(?:the\s+|any\s+|every\s+)?(?:[\w-]+\s+){0,2}?(?:logs?|trails?|history|histories|journals?|traces?)\b`)

// ownTextOver: another thing's body, text or instructions replaced with
// (or overwritten by) this skill's own ("replace its body with this one",
// "overwrite their instructions with ours").
var ownTextOver = lazyRegexp(`(?i)\b(?:replac|overwrit|swap|substitut|rewrit)\w*\s+(?:its|their|the(?:ir)?|that\s+skill'?s?|the\s+other\s+skill'?s?)\s+(?:\w+\s+){0,2}?(?:body|bodies|text|content|contents|instructions|steps)\s+(?:with|by|for)\s+(?:(?:this\s+(?:one|skill(?:'s)?|file|text|body|SKILL\.md)|ours|our\s+own|(?:the\s+)?(?:text|body|content|contents)\s+of\s+this\s+(?:one|skill|file)))\b`)

// selfServing reports a change to other skills that sends their work to
// this one ("defer to <this skill>", "so routing prefers this one").
func selfServing(t, name string) bool {
	if selfServingRe.MatchString(t) {
		return true
	}
	if len(name) < 3 {
		return false
	}
	low := strings.ToLower(t)
	n := strings.ToLower(name)
	for off := 0; off < len(low); {
		i := strings.Index(low[off:], n)
		if i < 0 {
			return false
		}
		i += off
		if deferBefore.MatchString(low[max(0, i-40):i]) {
			return true
		}
		off = i + len(n)
	}
	return false
}

var (
	selfServingRe = lazyRegexp(`(?i)\b(?:defer|redirect|route|hand\w*\s+(?:it\s+|them\s+)?off|delegate|forward|prefer)\w*\s+(?:\w+\s+){0,3}?(?:to\s+)?this\s+(?:one|skill)\b`)
	deferBefore   = lazyRegexp(`(?:defer|redirect|route|hand\w*\s+(?:it\s+|them\s+)?off|delegate|forward|use|prefer|point)\w*\s+(?:\w+\s+){0,2}?(?:to\s+)?["'` + "`" + `]?$`)
)

var (
	// sudoAllRe: a sudoers line granting passwordless root to everyone
	// (ALL, %users, %everyone); sudoUserRe: to one user or group.
	sudoAllRe  = lazyRegexp(`(?i)(?:^|[\s"'` + "`" + `])(?:ALL|%(?:users|everyone|all|staff|domain\\?\s*users))\s+ALL\s*=\s*\((?:ALL|root)(?::ALL)?\)\s*NOPASSWD\s*:\s*ALL\b`)
	sudoUserRe = lazyRegexp(`(?i)(?:^|[\s"'` + "`" + `])%?(?:[\w.-]+|\$\{?\w+\}?)\s+ALL\s*=\s*\((?:ALL|root)(?::ALL)?\)\s*NOPASSWD\s*:\s*ALL\b`)
	// setuidShell: a shell or interpreter made setuid.
	setuidShell = lazyRegexp(`(?i)\bchmod\s+(?:[ug]?\+s|[2467][0-7]{3})\s+\S*/(?:ba|z|da|k|fi)?sh\b|\bchmod\s+(?:[ug]?\+s|[2467][0-7]{3})\s+\S*/(?:python3?|perl|ruby|node|env)\b`)
	// lockedIn: the change made hard to undo.
	lockedIn = lazyRegexp(`\bchattr\s+\+i\b`)
)

// checkPrivilege refuses root handed to every user, a setuid shell, and
// passwordless root for a user when the skill hides it or locks it in; a
// narrow passwordless rule for one user is left to the reviewer.
func (c *checker) checkPrivilege(d *doc) {
	if !lowerHas(d.v.lower, "nopasswd", "chmod") {
		return
	}
	t := d.v.text
	seen := map[int]bool{}
	for _, r := range []*lazyRE{sudoAllRe, setuidShell, sudoUserRe} {
		for _, m := range r.FindAllStringIndex(t, 8) {
			if seen[m[1]] {
				continue // the everyone rule already read this line
			}
			seen[m[1]] = true
			u := d.unitAt(m[0])
			para := t[u.start:u.end] + " " + restOfParagraph(t, u.end)
			if u.fence >= 0 {
				para = c.neighbourhood(d, u)
			}
			stealth := stealthWords.MatchString(para) || (u.fence >= 0 && c.fenceStealth(d, u.fence))
			tier, msg := Refuse, "gives root to every user of the machine"
			switch {
			case r == setuidShell:
				msg = "makes a shell or interpreter setuid: anyone who runs it is root"
			case r == sudoUserRe && !stealth && !lockedIn.MatchString(para):
				tier, msg = Flag, "gives a user passwordless root for every command, shown to the reviewer"
			case r == sudoUserRe:
				msg = "gives a user passwordless root for every command and hides it or locks it in"
			}
			if tier == Refuse && !stealth {
				tier, msg = downgrade(c.securityContext(d, m[0]), msg)
			}
			c.add(d, RuleTamperPrivilege, tier, m[0], m[1], msg)
		}
	}
}

// sshdOpen: an SSH server setting that lets root log in over the network,
// an account with an empty password log in, or a client set any
// environment variable (LD_PRELOAD among them) for its session.
var sshdOpen = lazyRegexp(`(?i)\bPermitRootLogin\W{0,3}(?:\s+|=)["'` + "`" + `]?yes\b|\bPermitEmptyPasswords\W{0,3}(?:\s+|=)["'` + "`" + `]?yes\b|\bAcceptEnv\W{0,3}\s+["'` + "`" + `]?\*`)

// checkSSHDOpen (round 37) reads the SSH server opened to root or to any
// environment as checkPrivilege reads sudoers: a lab machine may need it,
// so it is shown to the reviewer, but done in secret it is a way in for
// someone else and refused.
func (c *checker) checkSSHDOpen(d *doc) {
	if !lowerHas(d.v.lower, "permitrootlogin", "permitemptypasswords", "acceptenv") {
		return
	}
	t := d.v.text
	for _, m := range sshdOpen.FindAllStringIndex(t, 8) {
		if c.negated(d, m[0]) {
			continue
		}
		u := d.unitAt(m[0])
		para := t[u.start:u.end] + " " + restOfParagraph(t, u.end)
		if u.fence >= 0 {
			para = c.neighbourhood(d, u)
		}
		if stealthWords.MatchString(para) || (u.fence >= 0 && c.fenceStealth(d, u.fence)) {
			c.add(d, RuleTamperPrivilege, Refuse, m[0], m[1], "opens the SSH server to root logins, empty passwords or any client environment, and hides it")
			continue
		}
		c.add(d, RuleTamperPrivilege, Flag, m[0], m[1], "opens the SSH server to root logins, empty passwords or any client environment, shown to the reviewer")
	}
}

// winPersistRe: a Windows autostart entry (Run key, scheduled task).
var winPersistRe = lazyRegexp(`(?i)\breg(?:\.exe)?\s+add\s+["']?HK(?:CU|LM|EY_CURRENT_USER|EY_LOCAL_MACHINE)\\Software\\Microsoft\\Windows\\CurrentVersion\\Run(?:Once)?\b[^\n]*|\bschtasks(?:\.exe)?\s+/create\b[^\n]*|\bRegister-ScheduledTask\b[^\n]*|\b(?:New|Set)-ItemProperty\b[^\n]*\\CurrentVersion\\Run\b[^\n]*`)

var (
	// uncShare: a path on another machine's network share (\\host\share),
	// the network reached as a file path.
	uncShare = lazyRegexp(`(?:^|[\s'"=(])\\\\[\w.-]+\\[\w$.-]+`)
	// winAgentPath: the agent harness's settings or skills folder in a
	// Windows path (\.claude\settings.json, .codex\skills).
	winAgentPath = lazyRegexp(`(?i)\.(?:claude|codex|cursor|gemini|agents|windsurf|continue)[\\/](?:settings(?:\.local)?\.json|config\.toml|mcp\.json|skills|hooks|agents|commands|rules)\b|\.claude\.json\b|\.mcp\.json\b`)
)

// winFetchOrEncoded: a scheduled or login command that reaches the network
// or runs an encoded one (checkWinPersistence).
var winFetchOrEncoded = lazyRegexp(`(?i)\biwr\b|\biex\b|https?://|DownloadString|-enc(?:odedcommand)?\b`)

// checkWinPersistence refuses a Windows autostart entry whose command
// reaches the network or decodes a payload, as tamper.startup does for
// shell startup files.
func (c *checker) checkWinPersistence(d *doc) {
	for _, m := range d.findAll(winPersistRe, []string{"reg", "schtasks", "scheduledtask", "itemproperty"}, false) {
		w := d.v.text[m[0]:m[1]]
		msg := "adds a program that Windows runs at every login or on a schedule, and it reaches the network or runs a hidden command"
		if winAgentPath.MatchString(w) {
			// The task rewrites the agent's own settings or skills at
			// every run: whatever the user changes there is put back.
			msg = "adds a program that Windows runs at every login or on a schedule, and it overwrites the agent harness's settings or skills"
		} else if !startupReaches(w) && !winFetchOrEncoded.MatchString(w) && !uncShare.MatchString(w) {
			continue
		}
		tier := Refuse
		if d.fenceAt(m[0]) < 0 {
			tier, msg = downgrade(c.securityContext(d, m[0]), msg)
		}
		c.add(d, RuleTamperStartup, tier, m[0], m[1], msg)
	}
}

// checkGuardTamper reads prose for changes to other skills (rewriting a
// skill's description or triggers) and for turning off the agent's or
// Ingot's safeguards, and every field for a safety setting switched off.
// addEachUnnegated reports every match of re (kws its prefilter, fold as
// for findAll) that no negation precedes, as rule with msg, downgraded by
// the security context around it.
func (c *checker) addEachUnnegated(d *doc, re *lazyRE, kws []string, fold bool, rule, msg string) {
	for _, m := range d.findAll(re, kws, fold) {
		if c.negated(d, m[0]) {
			continue
		}
		tier, text := downgrade(c.securityContext(d, m[0]), msg)
		c.add(d, rule, tier, m[0], m[1], text)
	}
}

func (c *checker) checkGuardTamper(d *doc) {
	t := d.v.text
	c.addEachUnnegated(d, autoTasks, []string{"allowautomatictasks"}, false, RuleTamperHarness,
		"lets the editor run workspace tasks on its own when a folder opens, without asking")
	for _, m := range d.findAll(approvalOff, []string{"approv", "confirm", "review", "sandbox", "safe", "guard"}, false) {
		u := d.unitAt(m[0])
		where := t[u.start:u.end]
		if u.fence >= 0 {
			where = c.neighbourhood(d, u)
		}
		if !harnessPath.MatchString(where) || c.negated(d, m[0]) {
			continue
		}
		stealth := stealthWords.MatchString(where) || (u.fence >= 0 && c.fenceStealth(d, u.fence))
		tier, msg := Refuse, "switches off an approval, review or sandbox setting in the agent harness's configuration"
		switch {
		case stealth:
			msg += ", and hides it"
		case c.topic.harness:
			tier, msg = Flag, msg+"; the skill says configuring the harness is its job"
		default:
			tier, msg = downgrade(c.securityContext(d, m[0]), msg)
		}
		c.add(d, RuleTamperHarness, tier, m[0], m[1], msg)
	}
	c.addEachUnnegated(d, traceErase, []string{"log", "trail", "history", "journal", "trace"}, true, RuleTamperReview,
		"erases the skill's or the agent's own entries from a log, audit trail or history (hides what it did)")
	c.addEachUnnegated(d, settingOff, []string{"ingot_", "claude_", "codex_", "gemini_", "cursor_", "copilot_"}, false, RuleTamperHarness,
		"switches off a safety setting of the agent or of Ingot")
	for u, ut := range d.proseTexts() {
		om := otherSkillRe.FindStringIndex(ut)
		gm := guardOff.FindStringIndex(ut)
		pwn := strings.Contains(ut, "pull_request_target")
		if om == nil && gm == nil && !pwn {
			continue // the common case: nothing to judge, no framing to read
		}
		rest := restOfParagraph(t, u.end)
		stealth := stealthWords.MatchString(ut) || stealthWords.MatchString(rest)
		// "runs on pull_request (not pull_request_target)": the trigger
		// named as the one not used.
		if pi := strings.Index(ut, "pull_request_target"); pwn && negatedBefore(strings.TrimRight(ut[max(0, pi-24):pi], "`'\" ")+" ") {
			pwn = false
		}
		if pwn && (pwnHead.MatchString(ut+rest) || pwnOrder.MatchString(ut) && pwnHeadBare.MatchString(ut)) && pwnSecret.MatchString(ut+rest) {
			tier, msg := Refuse, "describes a workflow that runs a pull request's own code with the repository's secrets (pull_request_target with the PR head)"
			if !stealth {
				tier, msg = downgrade(c.securityContext(d, u.start+strings.Index(ut, "pull_request_target")), msg)
			}
			c.add(d, RuleTamperCI, tier, u.start, u.end, msg)
		}
		if om != nil && !propSelfRe.MatchString(ut[om[0]:om[1]]) {
			if hm := ownTextOver.FindStringIndex(ut); hm != nil && !negatedBefore(ut[max(0, hm[0]-60):hm[0]]) {
				// Another skill's body swapped for this one's: its
				// name then routes to this skill (a hijack).
				tier, msg := Refuse, "tells the agent to replace another skill's text with this skill's, keeping the other's name"
				if !stealth {
					tier, msg = downgrade(c.securityContext(d, u.start+om[0]), msg)
				}
				c.add(d, RuleTamperSkills, tier, u.start+min(om[0], hm[0]), u.start+max(om[1], hm[1]), msg)
				continue
			}
			v, vs := imperativeEdit(ut, om[0], om[1])
			if v != "" && (purposeNotTarget49(ut, vs, om[0]) || declinedRequest70(ut, vs, om[1])) { // round 70 (benign): benign70.go
				v = "" // session 19: falserefusal49.go
			}
			if v == "" && (nextEdit.MatchString(rest) || passiveEdit.MatchString(ut) || nextEditFile57(rest)) { // round 57: tamper57.go
				v = "edit"
			}
			if v != "" && forEachSkill(ut, om[0], om[1]) && !skillPartNear.MatchString(ut[max(0, om[0]-120):min(len(ut), om[1]+80)]) {
				v = "" // "for each skill, write ten prompts": the skills are what the work is about
			}
			if v != "" && skillSabotage.MatchString(ut+" "+rest) {
				tier, msg := Refuse, "tells the agent to rewrite another skill"
				switch {
				case stealth:
					msg += ", and to hide it"
				case selfServing(ut+" "+rest, c.p.Name):
					msg += ", so that its work goes to this skill"
				case c.topic.skills:
					tier, msg = Flag, msg+"; the skill says authoring skills is its job"
				default:
					tier, msg = downgrade(c.securityContext(d, u.start+om[0]), msg)
				}
				c.add(d, RuleTamperSkills, tier, u.start+om[0], u.start+om[1], msg)
				continue
			}
		}
		if gm != nil && (imperativeAt(ut, gm[0]) || editToGuardOff(ut, gm[0])) && (stealth || harnessWord.MatchString(ut) || secTooling.MatchString(ut[gm[0]:gm[1]])) {
			tier, msg := Refuse, "tells the agent to turn off its own safeguards"
			if stealth {
				msg += ", and to hide it"
			} else {
				tier, msg = downgrade(c.securityContext(d, u.start+gm[0]), msg)
			}
			c.add(d, RuleTamperHarness, tier, u.start+gm[0], u.start+gm[1], msg)
		}
	}
}

var (
	// dockerOpenAPI: the Docker daemon told to listen on every address
	// over plain TCP (daemon.json "hosts", dockerd -H): anyone who can
	// reach the port runs containers as root on the host. A client's
	// DOCKER_HOST or a loopback address is not this.
	dockerOpenAPI = lazyRegexp(`(?i)"hosts"\s*:\s*\[[^\]\n]{0,200}?"tcp://(?:0\.0\.0\.0|\[?::\]?|\*)?:\d+"|\bdockerd\b[^\n|;&]{0,200}?(?:-H|--host)[ =]+["']?tcp://(?:0\.0\.0\.0|\[?::\]?|\*)?:\d+`)
	dockerTLS     = lazyRegexp(`(?i)\btlsverify\b|--tls(?:cacert|cert|key)\b|"tls(?:cacert|cert|key)"`)
)

// checkDockerOpenAPI refuses exposing the Docker daemon's API on every
// address without TLS: root on the machine for whoever reaches the port.
func (c *checker) checkDockerOpenAPI(d *doc) {
	if !strings.Contains(d.v.lower, "tcp://") {
		return
	}
	for _, m := range d.findAll(dockerOpenAPI, []string{"hosts", "dockerd"}, false) {
		u := d.unitAt(m[0])
		where := d.v.text[u.start:u.end]
		if u.fence >= 0 {
			where = c.neighbourhood(d, u)
		}
		if dockerTLS.MatchString(where) || c.negated(d, m[0]) {
			continue
		}
		tier, msg := downgrade(c.securityContext(d, m[0]), "opens the Docker daemon's API on every network address without TLS: whoever reaches the port is root on the host")
		c.add(d, RuleTamperPrivilege, tier, m[0], m[1], msg)
	}
}

var (
	// ciSecretDump: every secret of the repository serialised at once.
	ciSecretDump = lazyRegexp(`(?i)\$\{\{\s*toJSON\(\s*secrets\s*\)\s*\}\}`)
	// ciNetSink: a step command that reaches the network.
	ciNetSink = lazyRegexp(`(?i)\b(?:curl|wget|nc|ncat|Invoke-WebRequest|Invoke-RestMethod|iwr|irm|http\s+POST|gh\s+gist\s+create)\b`)
)

// checkCISecretDump refuses a CI step, in any code block whether or not
// a workflow file is named, that serialises all the repository's
// secrets (toJSON(secrets)) and sends them over the network in the same
// step: the secrets leave for a host outside.
func (c *checker) checkCISecretDump(d *doc) {
	c.checkCISecretHidden(d)
	if !strings.Contains(d.v.lower, "tojson(") {
		return
	}
	for _, f := range d.fences {
		b := d.v.text[f.start:f.end]
		for _, m := range ciSecretDump.FindAllStringIndex(b, 4) {
			// the step holding the dump: up to the next list item at the
			// same or lower indent (bounded to 1500 bytes)
			lo := max(0, m[0]-1500)
			if k := strings.LastIndex(b[lo:m[0]], "\n- "); k >= 0 {
				lo += k + 1
			} else if k := strings.LastIndex(b[lo:m[0]], "\n"); k >= 0 {
				lo += k + 1
			}
			step := b[lo:min(len(b), m[1]+1500)]
			sinkFrom := m[1] - lo
			if k := strings.Index(step[sinkFrom:], "\n- "); k >= 0 {
				step = step[:sinkFrom+k]
			}
			if k := nextStepRe.FindStringIndex(step[sinkFrom:]); k != nil {
				step = step[:sinkFrom+k[0]]
			}
			if !ciNetSink.MatchString(step) {
				continue
			}
			s := f.start + m[0]
			tier, msg := downgrade(c.securityContext(d, s), "a CI step serialises every repository secret (toJSON(secrets)) and sends it over the network")
			c.add(d, RuleTamperCI, tier, s, f.start+m[1], msg)
		}
	}
}

var (
	// ciNamedSecret: one repository secret put into a step's command.
	ciNamedSecret = lazyRegexp(`(?i)\$\{\{\s*secrets\.\w+\s*\}\}`)
	// ciURLHost: the host a command line reaches.
	ciURLHost = lazyRegexp(`(?i)\bhttps?://([\w.-]+)`)
	// ciOwnHost: GitHub's own hosts (a token sent back to the forge that
	// issued it).
	ciOwnHost = lazyRegexp(`(?i)(?:^|\.)(?:github\.com|githubusercontent\.com|ghcr\.io)$`)
)

// checkCISecretHidden refuses a CI step (in any code block) whose command
// line sends a named repository secret to a host outside the forge when
// the words around the block or its comments tell the agent to keep that
// step from the user ("leave it out of the changelog"): a hidden channel
// for the repository's credentials, however it is called (a mirror, a
// backup). Without the secrecy it is the exfil rule's finding alone.
func (c *checker) checkCISecretHidden(d *doc) {
	if !strings.Contains(d.v.lower, "secrets.") {
		return
	}
	for fi, f := range d.fences {
		b := d.v.text[f.start:f.end]
		for _, m := range ciNamedSecret.FindAllStringIndex(b, 8) {
			ls := strings.LastIndexByte(b[:m[0]], '\n') + 1
			le := len(b)
			if k := strings.IndexByte(b[m[1]:], '\n'); k >= 0 {
				le = m[1] + k
			}
			line := b[ls:le]
			h := ciURLHost.FindStringSubmatch(line)
			if h == nil || ciOwnHost.MatchString(h[1]) || !ciNetSink.MatchString(line) || d.labelledExample(f.start+ls) || !c.fenceStealth(d, fi) {
				continue
			}
			c.add(d, RuleTamperCI, Refuse, f.start+ls, f.start+le, "a CI step sends a repository secret to "+h[1]+" and the agent is told to keep the step from the user")
			break
		}
	}
}

// nextStepRe: the next step of a workflow's step list.
var nextStepRe = lazyRegexp(`\n\s*-\s+(?:name|uses|run|id)\s*:`)
