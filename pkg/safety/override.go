package safety

import (
	"strings"
)

// Instruction-override and encoded-execution rules.
const (
	RuleOverride      = "override.phrase"
	RuleRoleMarker    = "override.role-marker"
	RuleEncodedExec   = "exec.encoded-payload"
	RuleReverseShell  = "exec.reverse-shell"
	overrideSeparator = `[\s*_~>"'` + "`" + `|]+`
)

// re compiles a pattern in which "␣" stands for a run of whitespace or
// markdown emphasis, so "ignore **all** previous\ninstructions" matches.
func re(p string) *lazyRE {
	return lazyRegexp(strings.ReplaceAll(p, "␣", overrideSeparator))
}

type phraseRule struct {
	re  *lazyRE
	kws []string // ASCII-lowered prefilter; any one must occur
	msg string
}

var overridePhrases = []phraseRule{
	{re(`(?i)\b(?:ignore|disregard|forget|override|overrule|bypass|abandon|neglect|discard|set␣aside)␣(?:(?:all|any|every|each|of|the|your|my|these|those|its)␣){0,4}(?:previous|prior|preceding|above|earlier|former|foregoing|original|initial|old)␣(?:\w+␣)?(?:instructions?|prompts?|directives?|rules?|guidelines?|context|orders|guidance|constraints|restrictions|polic(?:y|ies)|programming|training|safeguards?)\b`),
		[]string{"ignore", "disregard", "forget", "overrid", "overrul", "bypass", "abandon", "neglect", "discard", "aside"},
		"tells the agent to drop the instructions it was given"},
	// "override the system prompt" is an API parameter in prompting skills;
	// ignoring or bypassing it is not.
	{re(`(?i)\b(?:ignore|disregard|forget|bypass|abandon|neglect|discard|set␣aside)␣(?:(?:all|any|every|each|of|the|your|my|these|those|its)␣){0,4}(?:system|developer|safety|security)␣(?:\w+␣)?(?:instructions?|prompts?|directives?|rules?|guidelines?|constraints|restrictions|polic(?:y|ies)|programming|training|safeguards?)\b`),
		[]string{"ignore", "disregard", "forget", "bypass", "abandon", "neglect", "discard", "aside"},
		"tells the agent to drop the instructions it was given"},
	{re(`(?i)\b(?:ignore|disregard|forget)␣(?:(?:all|any|every|the|your)␣){0,2}(?:instructions?|prompts?|directives?|rules|guidelines)␣(?:above|before|so␣far|you␣(?:were|have␣been)␣given)\b`),
		[]string{"ignore", "disregard", "forget"},
		"tells the agent to drop the instructions it was given"},
	{re(`(?i)\b(?:ignore|disregard|forget|override|bypass)␣(?:(?:all|any|every)␣)?(?:of␣)?your␣(?:(?:\w+)␣)?(?:instructions|rules|guidelines|directives|restrictions|programming|training|safeguards|system␣prompt|polic(?:y|ies))\b`),
		[]string{"ignore", "disregard", "forget", "overrid", "bypass"},
		"tells the agent to drop the instructions it was given"},
	{re(`(?i)\b(?:ignore|disregard)␣(?:all|any|every)␣(?:\w+␣)?(?:instructions|directives|rules)␣(?:from|in|of|given␣by)␣(?:the␣|your␣|any␣)?(?:user'?s?␣)?(?:user|system|developer|operator|anthropic|openai|claude|previous|original)\b`),
		[]string{"ignore", "disregard"},
		"tells the agent to drop the instructions it was given"},
	{re(`(?i)\bforget␣(?:everything|all|anything)␣(?:(?:you|that|which|you've|i|we|have|had|were|was|been)␣){0,4}(?:told|taught|given|instructed|learned|learnt|know|said|above|before|previously|so␣far|until␣now|up␣to␣now)\b`),
		[]string{"forget"},
		"tells the agent to forget its instructions"},
	{re(`(?i)\b(?:reveal|leak|print|output|repeat|show|dump|expose|disclose)␣(?:(?:me|us|the|full|entire|complete|hidden|original|verbatim|back)␣){0,3}your␣(?:(?:full|entire|complete|hidden|original|initial|exact)␣)?(?:system␣|developer␣|hidden␣|initial␣)?(?:prompt|instructions)\b`),
		[]string{"prompt", "instructions"},
		"asks the agent to disclose its system prompt"},
	{re(`(?i)\byou␣are␣now␣(?:in␣)?(?:an?␣)?(?:developer|dev|god|jailbreak|jailbroken|unrestricted|unfiltered|uncensored|dan|evil|sudo|admin|root|unlocked)␣mode\b`),
		[]string{"mode"},
		"claims to switch the agent into a privileged mode"},
	{re(`(?i)\byou␣are␣now␣(?:an?␣)?(?:dan|jailbroken|unrestricted|unfiltered|uncensored|freed?␣from|no␣longer␣bound)\b`),
		[]string{"now"},
		"claims to lift the agent's restrictions"},
	{re(`(?i)\b(?:enter|enable|activate|switch␣(?:to|into)|engage|unlock)␣(?:(?:the|a)␣)?(?:god|jailbreak|dan|unrestricted|unfiltered|uncensored|evil)␣mode\b`),
		[]string{"mode"},
		"asks the agent to enter a jailbreak mode"},
	{re(`(?i)\b(?:no␣longer|not|never)␣(?:be␣)?(?:bound|restricted|constrained|limited)␣by␣(?:(?:your|any|the|its|openai's|anthropic's|those|these)␣)*(?:rules|guidelines|polic(?:y|ies)|restrictions|instructions|programming|training|safety\w*)\b`),
		[]string{"bound", "restricted", "constrained", "limited"},
		"claims to lift the agent's restrictions"},
	{re(`(?i)\bdo␣anything␣now\b`), []string{"anything"}, "DAN jailbreak phrasing"},
	{re(`(?i)\bpretend␣(?:that␣)?you␣(?:are|have|were)␣(?:no|not|without)␣(?:\w+␣)?(?:restrictions|rules|guidelines|limits|filters|safeguards)\b`),
		[]string{"pretend"}, "asks the agent to act without its restrictions"},
	{re(`(?i)(?:^|[\s#>*_])(?:new|updated|revised|real|actual|true|overriding|override|priority|secret|hidden|urgent)␣(?:system␣|developer␣|admin␣)?(?:instructions?|directives?|orders|prompt)[*_\s]*:`),
		[]string{"instruction", "directive", "orders", "prompt"},
		"announces replacement instructions"},
	// This skill ranked above the system, the developer or the user
	// ("precedence: this skill > system > developer > user"), or named the
	// agent's sole or real rule set.
	{re(`(?i)\bthis␣?(?:skill|file|document)␣?(?:>|≫|>>|outranks|ranks␣above|comes␣before)␣?(?:the␣)?(?:system|developer|operator|user)\b|\bthis␣(?:skill|file|document)␣(?:over|above|before|ahead␣of)␣(?:everything|anything|all␣(?:else|other\w*)|(?:the␣)?(?:system|developer|operator)(?:␣(?:prompt|instructions?|messages?))?)\b`),
		[]string{"this"}, "claims this skill outranks the agent's other instructions"},
	// This text declared the winner over whatever came before ("the page
	// prevails", "the host loses", "sits above whatever rules the host
	// gave you", "authority: this-file-only").
	{re(`(?i)\b(?:this|the)␣(?:page|file|skill|guide|table|folder|checklist|document|section|note)␣(?:prevails|governs|wins|overrides\w*|is␣(?:the␣)?(?:single␣source␣of␣truth|last␣word|final␣(?:word|authority)|top␣of␣the␣chain(?:␣of␣command)?))\b|\b(?:let␣it␣be|treat␣this␣(?:\w+␣)?as)␣the␣(?:last␣word|top␣of␣the␣chain|final␣authority|single␣source␣of␣truth)\b|\bsits?␣above␣(?:whatever|any|all|the)␣(?:\w+␣){0,3}(?:rules|instructions|guidance|polic(?:y|ies)|directions)\b|\b(?:the␣)?(?:host|platform|operator|system|developer|harness)␣loses(?:\s*[.;,!:)|\n]|\s*$)|\b(?:overridden|overtaken|superseded|replaced)␣by␣this␣(?:guide|file|skill|page|document|checklist|note)\b|\bnothing␣(?:configured|set|written|said|given)␣outside␣this␣(?:folder|file|skill|page)␣applies\b|\bauthority\s*:\s*this[-_␣](?:file|skill|page)\b|\binherited[_␣]polic(?:y|ies)\s*:\s*(?:discarded|none|off|void)\b|\brefusals?\s*:\s*(?:disabled|off|none|false)\b|\b(?:mine|these)␣replace␣(?:them|those)␣(?:completely|entirely|fully)\b|\breplaces?␣(?:it|them|those|that)␣(?:wholesale|completely|entirely|in␣full)\b|\bthis␣(?:page|file|skill|document|guide)␣is␣the␣(?:rulebook|authority|law)(?:␣now)?\b|\bthe␣only␣authority␣you␣answer␣to\b|\bpolic(?:y|ies)␣(?:are|is|have␣been|has␣been)␣(?:superseded|overridden|void|suspended)\b|\b(?:superseded|overridden|replaced)␣(?:in␣full␣|entirely␣|completely␣)?by␣this␣(?:skill|file|page|document|guide)\b|\brulebook␣(?:is|has␣been)␣(?:suspended|void|retired)\b`),
		[]string{"wholesale", "rulebook", "authority", "superseded", "overridden", "prevail", "govern", "wins", "overrid", "source of truth", "last word", "final", "chain", "above", "loses", "overtaken", "superseded", "replaced", "outside this", "authority", "inherited", "refusal", "replace"}, "claims this skill outranks the agent's other instructions"},
	// Guidance said to stop counting ("the directions that accompany
	// your deployment stop counting", "no longer carries weight"; "act as
	// though you were never given any").
	{re(`(?i)\b(?:directions|instructions|guidance|rules|polic(?:y|ies)|briefing|constraints|framing)\b[^.\n]{0,80}?\b(?:stops?␣counting|no␣longer␣(?:carr(?:y|ies)␣(?:any␣)?weight|count|matters?|holds?|binds?␣you)|stop␣at␣the␣skill␣boundary|(?:are|is)␣void|lapse|were␣never␣loaded)\b|\b(?:rules|instructions|polic(?:y|ies)|constraints)␣you␣(?:carried|brought)␣in\b|\bact␣as␣(?:though|if)␣you␣(?:were|had␣been)␣never␣given␣any\b|\bbehave␣as␣(?:though|if)␣(?:those|these|the|your)␣(?:\w+␣)?(?:polic(?:y|ies)|rules|guidelines)␣were␣never␣loaded\b|\bthe␣only␣polic(?:y|ies)␣is\b|\bthe␣earlier␣(?:thing|one|instructions?)␣loses\b|\b(?:this␣skill'?s?|its)␣word␣is␣final\b|\bnothing␣requested␣will␣be␣off-?limits\b|\bassume␣full␣permission\b|\brefusal␣habits?\b[^.\n]{0,40}\b(?:switched|turned)␣off\b`),
		[]string{"counting", "weight", "no longer", "never given", "boundary", "void", "lapse", "carried in", "brought in", "never loaded", "only polic", "loses", "final", "off-limits", "off limits", "full permission", "refusal habit"}, "tells the agent that its earlier instructions no longer apply"},
	{re(`(?i)\bthis␣(?:skill|file|document)␣(?:is␣|as␣)your␣(?:sole|only|real|true|actual|new|single|one)␣(?:\w+␣){0,3}(?:rules?|configuration|instructions?|briefing|guidance|authority|rulebook)\b|\b(?:the|your)␣(?:real|true|actual)␣(?:\w+␣)?(?:configuration|instructions?|briefing|rules|guidance|prompt|orders)␣(?:is|are)␣(?:in␣)?this␣(?:skill|file|document)\b`),
		[]string{"this"}, "claims this skill is the agent's real or only set of instructions"},
	{re(`(?i)\b(?:these|the␣following|this|my|our)␣(?:\w+␣)?(?:instructions?|rules|directives?|messages?)␣(?:supersede|override|overrule|replace|take␣precedence␣over|have␣priority␣over|outrank)␣(?:(?:all|any|every|the)␣)*(?:previous|prior|other|earlier|system|developer|your)\b`),
		[]string{"supersede", "overrid", "overrul", "replace", "precedence", "priority", "outrank"},
		"claims authority over the agent's other instructions"},
}

var roleMarkers = []phraseRule{
	{lazyRegexp(`(?i)<\|(?:im_start|im_end|im_sep|system|developer|endoftext|start_header_id|end_header_id|eot_id|begin_of_text)\|>(?:\s*(?:system|developer|assistant|user)\b)?`),
		[]string{"<|"}, "chat-template control token"},
	{lazyRegexp(`\[/?INST\]|<</?SYS>>`), []string{"[inst]", "[/inst]", "<<sys>>", "<</sys>>"}, "chat-template control token"},
	{lazyRegexp(`(?i)\[(?:system|sys|developer|admin|system message|system prompt|developer message)\]`),
		[]string{"[system", "[sys]", "[developer", "[admin]"}, "fake system/developer message marker"},
	{lazyRegexp(`(?im)^[ \t>*_#]*(?:system|developer)(?:[ \t]+(?:message|prompt|instructions?|override|note|notice))?[ \t*_]*:[ \t*_]*(?:$|you\b|the assistant\b|ignore\b|disregard\b|new\b|important\b|override\b|from now\b|always\b|never\b|as an ai\b|assistant\b)`),
		[]string{"system", "developer"}, "fake system/developer message header"},
	{lazyRegexp(`(?i)</?(?:system|system[-_ ]?prompt|system[-_]message|system[-_]instructions?|system[-_]reminder|developer|developer[-_]message|developer[-_]instructions?|sys|admin[-_]instructions?|important[-_]instructions?)(?:\s[^<>]*)?>`),
		[]string{"<system", "</system", "<developer", "</developer", "<sys>", "</sys>", "instructions>", "instruction>", "<admin"}, "fake system/developer message tag"},
	{re(`(?i)\b(?:begin|start|end)␣(?:of␣)?(?:the␣)?(?:system|developer|admin)␣(?:prompt|message|instructions?)\b`),
		[]string{"system", "developer", "admin"}, "fake system prompt boundary"},
	{lazyRegexp(`(?im)^[ \t>]*={2,}[ \t]*(?:system|developer)(?:[ \t]+(?:prompt|message))?[ \t]*={2,}`),
		[]string{"=="}, "fake system message banner"},
}

// checkOverride applies the override phrases and role markers to d, and the
// phrases again to a letter-spaced reading of d ("i g n o r e ...").
// quotedSectionName: the matched words open a quotation that closes on a
// document part ("Ignore the 'previous instructions' section in the old
// release notes").
func quotedSectionName(t string, s, e int) bool {
	if !strings.ContainsAny(t[s:e], "'\"‘“") {
		return false
	}
	return quotedSectionRe.MatchString(t[e:min(len(t), e+60)])
}

// configRuleAfter: "the previous rule that only ignored `demos/raw/`":
// the rule is a line of a configuration file that names a path.
var configRuleAfter = lazyRegexp("^\\s*(?:that|which)\\b[^.\\n]{0,60}`[^`\\n]+`")

var quotedSectionRe = lazyRegexp(`^[^'"’”\n]{0,30}['"’”]\s+(?:section|heading|chapter|page|step|part|paragraph|tab|field|column|header|label)s?\b`)

// Round 37: "when the author says 'disregard my previous draft of
// paragraph 3', replace it wholesale": the pronoun replaced stands for
// the piece of work its sentence names, not for the agent's guidance.
var (
	replacePronounRe = lazyRegexp(`(?i)^(?:replaces?|mine|these)\b`)
	workProductRe    = lazyRegexp(`(?i)\b(?:drafts?|paragraphs?|sections?|chapters?|versions?|files?|texts?|sentences?|functions?|pages?|configs?|entr(?:y|ies)|rows?|records?|images?|slides?|tables?|figures?|logos?|templates?|manuscripts?|essays?|letters?|emails?|posts?|captions?|abstracts?)\b`)
	guidanceNounRe   = lazyRegexp(`(?i)\b(?:instructions?|rules?|guidance|guidelines?|polic(?:y|ies)|prompts?|directives?|orders?|system|constraints?|restrictions?|settings?)\b`)
)

// workProductAntecedent: a "replace it wholesale" whose sentence names a
// piece of work and no guidance.
func workProductAntecedent(t string, s, e int) bool {
	if !replacePronounRe.MatchString(t[s:e]) {
		return false
	}
	before := t[max(0, s-200):s]
	if i := strings.LastIndexAny(before, ".!?\n"); i >= 0 {
		before = before[i+1:]
	}
	return workProductRe.MatchString(before) && !guidanceNounRe.MatchString(before)
}

func (c *checker) checkOverride(d *doc) {
	// round 38: guidance voided and boundless conduct put in its place.
	c.checkVoidReplaced(d)
	c.checkConfigOverride41(d) // round 41: the override as settings
	c.checkVoidSupreme43(d)    // round 43: paraphrase43.go
	c.checkConfigOverride45(d) // round 45: override45.go
	c.checkConfigOverride59(d) // round 59: override59.go
	seen := map[int]bool{}
	for _, r := range overridePhrases {
		for _, m := range d.findAll(r.re, r.kws, true) {
			s, e := trimMatch(d.v.text, m[0], m[1])
			os, _ := d.v.orig(s, e)
			seen[os] = true
			reason := c.intentContext(d, s, s)
			if reason == "" && !d.hidden(s) && c.payload == nil && immediateNegation.MatchString(d.v.text[max(0, s-24):s]) {
				reason = "negated"
			}
			if reason == "" {
				reason = c.topicalGuidance(d, s, e)
			}
			if reason == "" && quotedSectionName(d.v.text, s, e) {
				reason = "names a quoted section of a document, not the agent's instructions"
			}
			if reason == "" && configRuleAfter.MatchString(d.v.text[e:min(len(d.v.text), e+100)]) {
				reason = "names a configuration rule (a path pattern), not the agent's instructions"
			}
			if reason == "" && !d.hidden(s) && c.payload == nil && purposeOfOther66(d.v.text, s) { // lead66.go
				reason = "describes the purpose of a third party, not an instruction to the agent"
			}
			if reason == "" && workProductAntecedent(d.v.text, s, e) {
				reason = "the pronoun stands for a piece of work (a draft, a section), not the agent's instructions"
			}
			if reason == "" && !d.hidden(s) && c.payload == nil && detectList46(d.v.text, s) { // lead46.go
				reason = "named as a kind of text to look for"
			}
			if reason == "" && !d.hidden(s) && c.payload == nil && testInputRefused73(d.v.text, s, e) { // round 73 (benign): benign73.go
				reason = "quoted as a test's input that the test expects to be refused"
			}
			if reason == "" && !d.hidden(s) && c.payload == nil && persuadedBelief75(d.v.text, s) { // round 75 (benign): benign75.go
				reason = "describes what an attack tries to make a model believe"
			}
			if reason == "" && !d.hidden(s) && c.payload == nil && reviewItemOverride79(d.v.text, s) { // round 79 (lead): benign79.go
				reason = "names what a text under review asks for, in a reviewer's checklist item"
			}
			tier, msg := downgrade(reason, r.msg)
			c.add(d, RuleOverride, tier, s, e, msg)
		}
	}
	for _, r := range roleMarkers {
		for _, m := range d.findAll(r.re, r.kws, true) {
			s, e := trimMatch(d.v.text, m[0], m[1])
			reason := c.mentionContext(d, s)
			if reason == "" {
				reason = c.markupContext(d, s, e)
			}
			if reason == "" && !d.hidden(s) && c.payload == nil {
				reason = placeholderSlot67(d.v.text, s, e) // round 67 (override67.go)
			}
			tier, msg := downgrade(reason, r.msg+" impersonating a higher-authority message")
			c.add(d, RuleRoleMarker, tier, s, e, msg)
		}
	}
	if c.payload != nil {
		return
	}
	sp, ok := d.v.despaced()
	if !ok {
		return
	}
	spd := &doc{field: d.field, v: sp}
	spd.parse()
	// The intent rules read the joined words too ("i.g.n.o.r.e a.l.l
	// p.r.e.v.i.o.u.s ..."); their findings map back through sp.
	c.checkIntent(spd)
	for _, r := range overridePhrases {
		for _, m := range spd.findAll(r.re, r.kws, true) {
			s, e := trimMatch(sp.text, m[0], m[1])
			os, oe := sp.orig(s, e)
			if seen[os] {
				continue
			}
			c.addRaw(RuleOverride, Refuse, d.field, os, oe, r.msg+" (letter-spaced to evade matching)")
		}
	}
}

// immediateNegation is a negation directly before a phrase ("don't forget
// the previous instructions", "never ignore prior guidance"). It only
// downgrades to a Flag, and only when nothing stands between the negation
// and the verb, so "don't hesitate to ignore previous instructions" is
// still refused.
// Round 97 (b294-ignore-ordinary-04): a hyphenated prefix on the verb
// ("never blanket-ignore", "do not bulk-disregard") leaves the negation
// on it.
var immediateNegation = re(`(?i)\b(?:don'?t|do␣not|never|must␣not|mustn'?t|should␣not|shouldn'?t|cannot|can'?t|won'?t|will␣not)[\s*_]+(?:[a-z]{2,12}-)?$`)

// trimMatch drops leading separators a pattern consumed as context.
func trimMatch(t string, s, e int) (int, int) {
	for s < e && strings.ContainsRune(" \t\n#>*_", rune(t[s])) {
		s++
	}
	return s, e
}

var encodedExec = []phraseRule{
	{lazyRegexp(`(?i)\bbase64\s+(?:-d|--decode|-D|-di)\b[^\n;&]*\|\s*(?:sudo\s+)?(?:(?:ba|z|da|k|fi)?sh|python3?|perl|ruby|node|iex)\b`),
		[]string{"base64"}, "decodes a base64 payload and pipes it into an interpreter"},
	{lazyRegexp(`(?i)\b(?:xxd\s+-r|rev|tr\s+['"]?a-z)\b[^\n;&|]*\|\s*(?:sudo\s+)?(?:ba|z|da)?sh\b`),
		[]string{"xxd", "rev", "tr "}, "decodes an obfuscated payload and pipes it into a shell"},
	{lazyRegexp(`(?i)\b(?:eval|(?:ba|z)?sh\s+-c|source)\b[^\n]{0,40}\$\([^)\n]*base64\s+(?:-d|--decode|-D)`),
		[]string{"base64"}, "evaluates a decoded base64 payload"},
	// round 34: a download decoded or unscrambled on its way into an
	// interpreter (python3 -c "$(curl -s URL | rev | base64 -d)"): the
	// code is hidden from whoever reads the line, whatever the host.
	{lazyRegexp(`(?i)\b(?:(?:ba|z|da|k)?sh|python[23]?|perl|ruby|node|php|eval|source)\s+(?:-\w+\s+)*\\?["']?\$\(\s*(?:curl|wget)\b[^)\n]*\|\s*(?:rev|base64\s+(?:-d|--decode|-D)|base32\s+-d|xxd\s+-r|openssl\s+(?:enc|base64)\b[^|)\n]*\s-d|gunzip|zcat|tr\s)`),
		[]string{"curl", "wget"}, "runs a download that it decodes or unscrambles first, so the code stays hidden"},
	{lazyRegexp(`(?i)\b(?:exec|eval|compile)\s*\(\s*(?:__import__\(\s*['"](?:base64|codecs|zlib)['"]\s*\)|base64|codecs|zlib|bytes|binascii)\.(?:b64decode|b32decode|decode|decompress|fromhex|a2b_base64|unhexlify)`),
		[]string{"exec", "eval", "compile"}, "executes a decoded payload"},
	{lazyRegexp(`(?i)\b(?:eval|new\s+Function|setTimeout|Function)\s*\(\s*(?:atob|Buffer\.from|unescape|decodeURIComponent)\s*\(`),
		[]string{"eval", "function", "settimeout"}, "evaluates a decoded payload"},
	{lazyRegexp(`(?i)\b(?:powershell|pwsh)(?:\.exe)?\b[^\n]*\s-(?:e|ec|en|enc|enco|encod|encode|encoded|encodedcommand)\s+[A-Za-z0-9+/=]{16,}`),
		[]string{"powershell", "pwsh"}, "runs a base64-encoded PowerShell command"},
	{lazyRegexp(`(?i)(?:\b(?:iex|invoke-expression)\b[^\n]*frombase64string|frombase64string[^\n]*\|\s*(?:iex|invoke-expression)\b)`),
		[]string{"frombase64string"}, "evaluates a decoded base64 payload"},
}

var reverseShell = lazyRegexp(`(?i)\b(?:ba|z|k)?sh\s+-i\s*[>&]+\s*/dev/(?:tcp|udp)/|/dev/(?:tcp|udp)/[^\s/]+/\d+\s+0>&1|\b(?:nc|ncat|netcat)\b[^\n|;&]*\s(?:-e|-c|--exec|--sh-exec)\s+["']?\S*(?:sh|cmd(?:\.exe)?|powershell(?:\.exe)?)\b|\bsocat\b[^\n]*\bexec:["']?[^\n]*\b(?:ba)?sh\b|\bmkfifo\s+\S+[^\n]*\|\s*(?:nc|ncat|netcat|openssl\s+s_client|socat|telnet)\b|\b(?:ba|z)?sh\s+-i\b[^\n]*\|\s*(?:nc|ncat|netcat|openssl\s+s_client|socat|telnet)\b|\bsocket\b[^\n]*\bpty\.spawn\s*\(|\bos\.dup2\s*\(\s*\w+\.fileno\(\)|New-Object\s+System\.Net\.Sockets\.TCPClient\s*\(\s*["'$]|` +
	// A two-way descriptor to a remote host, and a remote peer's output
	// fed to a shell ("nc host port < fifo | /bin/sh").
	`\bexec\s+\d+<>\s*/dev/(?:tcp|udp)/|\b(?:nc|ncat|netcat|telnet)\s+[^\n|;&]*\|\s*(?:/\w+/)*(?:ba|z|da|k)?sh\b`)

// checkReverseShell refuses commands that hand a shell to a remote host.
func (c *checker) checkReverseShell(d *doc) {
	for _, m := range d.findAll(reverseShell, []string{"/dev/tcp", "/dev/udp", "nc ", "ncat", "netcat", "socat", "mkfifo", "pty.spawn", "dup2", "tcpclient", "telnet"}, false) {
		tier, msg := downgrade(c.securityContext(d, m[0]), "opens a reverse shell: hands control of the machine to a remote host")
		_, le := d.lineAt(m[0])
		if tier == Refuse && slotHost.MatchString(d.v.text[m[0]:max(m[1], le)]) && d.fenceAt(m[0]) < 0 {
			// "/dev/tcp/<attacker-ip>/<port>" in prose: a shape with
			// slots to fill cannot run; shown to the reviewer.
			tier, msg = Flag, msg+" (the host is a placeholder: a shape, not a command; shown to the reviewer)"
		}
		c.add(d, RuleReverseShell, tier, m[0], max(m[1], le), msg)
	}
	// Round 28: a socket opened to a host and a shell run on it, in one
	// line of PHP, Perl, Ruby or Go.
	for _, m := range d.findAll(socketShell, []string{"fsockopen", "socket", "tcpsocket", "net.dial"}, false) {
		tier, msg := downgrade(c.securityContext(d, m[0]), "opens a socket to a remote host and runs a shell on it (a reverse shell)")
		c.add(d, RuleReverseShell, tier, m[0], m[1], msg)
	}
}

// slotHost: a host or port written as a slot to fill, or elided
// ("/dev/tcp/..."): a shape to recognise, not a command that can run.
var slotHost = lazyRegexp(`/dev/(?:tcp|udp)/(?:<[^>\s]{1,30}>|[A-Z][A-Z_]{1,}/|\.{3}|…)|\s(?:IP|HOST|ADDR|ATTACKER|LHOST|RHOST)\s+(?:PORT|LPORT|RPORT)\b|\s<(?:attacker|host|ip|your|remote|target)[\w-]*>`)

// socketShell: a socket to a host and, on the same line, a shell started
// with its input and output (exec/system/spawn of /bin/sh or cmd.exe).
var socketShell = lazyRegexp(`(?i)\b(?:fsockopen|socket|TCPSocket\.(?:new|open)|IO::Socket::INET(?:->new)?|net\.Dial)\b[^\n]{0,300}?\b(?:exec|system|spawn|popen|proc_open|passthru|shell_exec|exec\.Command)\s*\(\s*["'](?:/bin/(?:ba|z)?sh|cmd(?:\.exe)?|powershell)\b[^\n]*`)

var (
	decodeWords  = lazyRegexp(`(?i)\b(?:decode|decrypt|deobfuscate|unescape|unscramble|reverse|rot13|base64[- ]?decode)\w*`)
	encodedWords = lazyRegexp(`(?i)\b(?:base64|b64|base-64|encoded|hex|rot13|rot-13|cipher\w*|obfuscat\w*|scrambled)\b`)
	runDecoded   = re(`(?i)\b(?:run|execute|eval(?:uate)?|follow|obey|carry␣out|act␣on|comply␣with|pipe)(?:(?:␣(?:the|this|that|its|these|all|every|each|resulting|decoded|hidden|embedded|of|into|to))*␣(?:it|them|result|output|text|instructions?|commands?|script|payload|string|steps|contents?|(?:ba|z)?sh|shell)\b|[ \t]*(?:[.!;:]|$))|\bdo␣what␣it␣says\b`)
)

// checkEncodedExec refuses decode-and-run constructs, in code or in prose:
// a payload the reviewer cannot read is a payload the reviewer cannot
// review. Documentation of the technique inside a security skill is a Flag.
func (c *checker) checkEncodedExec(d *doc) {
	for _, r := range encodedExec {
		for _, m := range d.findAll(r.re, r.kws, false) {
			tier, msg := downgrade(c.securityContext(d, m[0]), r.msg)
			c.add(d, RuleEncodedExec, tier, m[0], m[1], msg)
		}
	}
	if !lowerHas(d.v.lower, "decod", "decrypt", "deobfusc", "unescape", "unscrambl", "revers", "rot13") {
		return
	}
	for _, u := range d.units {
		if u.fence >= 0 {
			continue
		}
		t := d.unitText(u)
		dm := decodeWords.FindStringIndex(t)
		if dm == nil || !encodedWords.MatchString(t) {
			continue
		}
		rm := runDecoded.FindStringIndex(t[dm[1]:])
		if rm == nil {
			continue
		}
		if negatedBefore(t[:dm[0]]) {
			continue
		}
		s, e := u.start+dm[0], u.start+dm[1]+rm[1]
		tier, msg := downgrade(c.securityContext(d, s), "instructs the agent to decode a hidden payload and act on it")
		c.add(d, RuleEncodedExec, tier, s, e, msg)
	}
}

// markupContext decides whether a role marker is markup shown as markup,
// not a turn spoken to the agent: a template token or tag inside a closed
// code block, or an XML element used as configuration (self-closing, or
// holding only child elements). It is a mention only when the text around
// it (the code block, or the element's paragraph) carries no authority
// claim and no override: those make it a forged turn, which the
// forged-turn and override rules refuse on their own.
func (c *checker) markupContext(d *doc, s, e int) ctxReason {
	if d.hidden(s) || c.payload != nil {
		return ""
	}
	t := d.v.text
	var bs, be int
	var why ctxReason
	switch fi := d.fenceAt(s); {
	case fi >= 0 && d.fences[fi].closed:
		bs, be = d.fences[fi].start, d.fences[fi].end
		why = "markup example in a code block, with no authority claim"
	case configElement(t, s, e):
		// The element's paragraph, at most 8 KiB either side.
		i := strings.Index(t[e:min(len(t), e+8192)], "\n\n")
		j := strings.LastIndex(t[max(0, s-8192):s], "\n\n")
		if (i < 0 && e+8192 < len(t)) || (j < 0 && s > 8192) {
			return ""
		}
		be = len(t)
		if i >= 0 {
			be = e + i
		}
		bs = 0
		if j >= 0 {
			bs = max(0, s-8192) + j + 2
		}
		why = "configuration element, with no authority claim"
	default:
		return ""
	}
	if be-bs > 8192 {
		return ""
	}
	if c.claimsIn(t, bs, be) {
		return ""
	}
	return why
}

// configElement: the tag at [s,e) is self-closing, carries name="value"
// attributes, or (opening or closing) sits directly next to another tag,
// as elements of a configuration file do.
func configElement(t string, s, e int) bool {
	tag := t[s:e]
	if !strings.HasPrefix(tag, "<") || strings.HasPrefix(tag, "<|") {
		return false
	}
	if strings.HasSuffix(tag, "/>") || attrRe.MatchString(tag) {
		return true
	}
	if strings.HasPrefix(tag, "</") {
		return strings.HasSuffix(strings.TrimRight(t[max(0, s-200):s], " \t\r\n"), ">")
	}
	return strings.HasPrefix(strings.TrimLeft(t[e:min(len(t), e+200)], " \t\r\n"), "<")
}

var attrRe = lazyRegexp(`\s[a-zA-Z_:][\w:.-]*\s*=\s*["']`)

// overrideIntent reports an override by intent anywhere in s (the rules
// of checkIntent, read over s as one text in windows).
func overrideIntent(s string) bool {
	low, _ := lowerCompact(s)
	for i := 0; i < len(low); i += maxIntentUnit - 256 {
		w := low[i:min(len(low), i+maxIntentUnit)]
		if _, _, _, ok := nearTogether(w, 120, overVoid, overPrior, overGuide); ok {
			return true
		}
		if _, _, _, ok := nearTogether(w, 120, weakVoid, agentGuide); ok {
			return true
		}
		if _, _, _, ok := nearTogether(w, 60, noLimits, youAct); ok {
			return true
		}
		if _, _, _, ok := nearTogether(w, 160, personaNoPolicy, personaFrame); ok {
			return true
		}
		if i+maxIntentUnit >= len(low) {
			break
		}
	}
	return false
}
