package safety

import (
	"context"
	"fmt"
	"strings"
	"unicode"
)

// Shadowing rules.
const (
	RuleCollision = "shadow.collision"
	RuleCatchAll  = "shadow.catch-all"
)

const taskNouns = `(?:tasks?|requests?|conversations?|questions?|prompts?|messages?|quer(?:y|ies)|situations?|responses?|work|things?|topics?|problems?|interactions?|turns?|sessions?|jobs?|actions?|tool␣calls?|inputs?|cases?|scenarios?|chats?)`

var catchAll = []*lazyRE{
	re(`(?i)\b(?:use|invoke|load|apply|trigger|activate|call|run|consult|read)\b(?:␣(?:this|me|it|the))?(?:␣skill)?␣(?:for|on|with|in|during|before|after)␣(?:any|every|each|all)␣(?:(?:kind|type|sort)s?␣of␣)?(?:(?:other|possible|single|user|incoming|new|general|coding|programming|software|conceivable)␣)?` + taskNouns + `\b`),
	re(`(?i)\b(?:use|invoke|load|apply|trigger|activate|consult)\b(?:␣(?:this|me|it))?(?:␣skill)?␣(?:when|whenever|while)␣(?:\w+ing␣)?(?:any|every|each|all)␣(?:(?:kind|type|sort)s?␣of␣)?(?:(?:other|possible|single|user|incoming|new)␣)?` + taskNouns + `\b`),
	re(`(?i)\balways␣(?:use|invoke|load|apply|trigger|activate|consult|read|run)␣(?:this|me)\b`),
	re(`(?i)\bthis␣skill␣(?:should␣)?(?:always␣)?(?:applies|apply|is␣relevant|is␣useful|handles?|covers?|works)␣(?:to␣|for␣|with␣)?(?:(?:any|every|all)␣` + taskNouns + `|everything|anything)\b`),
	re(`(?i)\b(?:use␣(?:it␣|this␣(?:skill␣)?)?for|handles?|covers?|applies␣to)␣(?:everything|anything|all␣(?:of␣)?(?:your␣|the␣user's␣)?(?:tasks|requests|work|queries|conversations|questions|prompts))\b`),
	re(`(?i)\bapplies␣to␣(?:all|any|every)␣` + taskNouns + `\b`),
	re(`(?i)\b(?:before|prior␣to)␣(?:any|every|each)␣(?:response|reply|answer|action|task|tool␣call|message|turn)\b`),
	re(`(?i)\b(?:regardless␣of|no␣matter)␣(?:what␣)?(?:the␣)?(?:task|request|topic|question|user␣asks|prompt)\b`),
	re(`(?i)\b(?:every|any|all)␣` + taskNouns + `␣(?:whatsoever|at␣all|of␣any␣kind)\b`),
	re(`(?i)\b(?:anything|everything)␣(?:at␣all|whatsoever)\b|\bin␣(?:any|every)␣(?:domain|field|subject|area␣of␣life)\b`),
	re(`(?i)\b(?:mandatory|required|compulsory|obligatory)␣(?:\w+␣)?(?:for|in|before)␣(?:all|any|every|each)\b|\bbefore␣(?:answering|responding|replying|acting)␣(?:to␣)?(?:anything|everything|any␣\w+)\b|\bwhenever␣the␣user␣(?:says|asks|types|writes|sends)␣(?:anything|something)\b|\bloaded␣first\b|\bload(?:ed)?␣(?:it␣)?before␣(?:any|all|every)␣other\b|\btriggers?␣on(?:(?:␣)?:)?␣(?:\*|everything|anything)(?:\s*[:.,;!)]|\s*$)|\btriggers?␣on(?:␣)?:(?:␣)?[^.\n]{0,20}\b(?:everything|anything)\b`),
	// (round 37: "trigger on anything" with one space between: "␣?" is a
	// lazy run of one or more, not an optional one, so the colon forms
	// above asked for two separators and the plain form was missed. The
	// claim ends there: "triggers on anything pushed to main" names what.)
	re(`(?i)\b(?:any|every|all)␣(?:\w+␣)?(?:inputs?|messages?|requests?|tasks?)␣at␣all\b|\buniversal␣(?:pre-?processing␣)?skill\b|\bapplies␣to␣:?␣everything\b|\beach␣and␣every␣(?:task|request|message|turn)\b|\bno␣(?:request|task|question|topic|message)␣is␣out␣of␣scope\b|\bload␣(?:it␣|me␣)?(?:on|for)␣every␣(?:turn|message|request|task|reply)\b`),
	re(`(?i)\banything␣and␣everything\b|\beverything␣and␣anything\b|\b(?:be␣)?used␣for␣(?:anything|everything|all␣(?:tasks|requests|work|queries))\b`),
	// "relevant to literally everything (the user says)": a claim of
	// relevance to everything, not to a subject.
	re(`(?i)\b(?:relevant|applicable|pertinent|useful|suited)␣(?:to|for)␣(?:literally␣|absolutely␣|just␣about␣|practically␣|basically␣)?(?:everything|anything)\b`),
}

// restricting words after a catch-all phrase narrow it back down
// ("any task involving PDFs").
var restricting = re(`(?i)^[\s*_]*(?:skill␣)?(?:(?:when|whenever|while|if|before|after|during|once)\b|related|about|regarding|in|from|that|which|involving|concerning|around|to␣do␣with|with|on|for|where|requiring|using|touching|under|within|inside|of|you␣need␣to␣know|mentioning|containing|against|across␣(?:the␣)?\w+␣(?:codebase|repo))\b`)

// checkCatchAll refuses a description that claims every task: through the
// router such a skill would be offered for everything and shadow the rest
// of the library.
// placeOnly: "in this workspace", "in any project": a place, not a
// subject; it narrows nothing.
var (
	caDataKind      = lazyRegexp(`^\s+(?:types?|kinds?|formats?|versions?|fields?|schemas?|ids?|headers?|bodies|body|payloads?|codes?)\b`)
	caSubjectBefore = lazyRegexp(`(?i)\b(?:asks?|questions?|works?|working|deals?|dealing)\s+(?:about|with|on)\s+[^\s,.;]+[^.;]*$`)
)

// caFromUser: "any input from the user", "cualquier petición del
// usuario": whose request it is, not a subject; it narrows nothing.
var caFromUser = lazyRegexp(`(?i)^[\s,*_]*(?:from|by|of|del|de|da|do|dos|das|du|des|di|della|dell'|von|vom|des|od|dari|daripada|từ|от)\s+(?:the\s+|a\s+|an\s+|any\s+|l'|la\s+|el\s+|los\s+|o\s+|os\s+|les\s+|der\s+|dem\s+|den\s+)?(?:users?|end[- ]users?|usuarios?|usuários?|utilisateurs?|utente|utenti|benutzer\pL*|nutzer\pL*|anwender\pL*|пользовател\pL*|uživatel\pL*|użytkownik\pL*|pengguna|người\s+dùng|anyone|anybody|you|customers?|clients?|people)(?:$|[^\pL])`)

// pastUser skips a caFromUser source at the start of rest, so a topic
// after it still narrows ("any question from a user about invoices").
func pastUser(rest string) (string, bool) {
	if m := caFromUser.FindStringIndex(rest); m != nil {
		return rest[m[1]:], true
	}
	return rest, false
}

var placeOnly = lazyRegexp(`(?i)^\s*in\s+(?:this|the|any|every|each|all|your)\s+(?:workspace|project|repo\w*|session|conversation|chat|codebase|environment|machine|folder|directory)s?\b`)

func (c *checker) checkCatchAll(d *doc) {
	c.checkCatchAllMeaning(d)
	// round 39: beyond its subject, no other skill, permanent (spread39.go)
	c.checkCatchAll39(d)
	// round 42: priority over every other skill, even when one fits (scope42.go)
	c.checkCatchAll42(d)
	// round 43: "use it always", placed before all others (scope43.go)
	c.checkCatchAll43(d)
	// round 44: named the handler of every request, replaces the others (scope44.go)
	c.checkCatchAll44(d)
	// round 45: applies when in doubt or even when it does not (scope45.go)
	c.checkCatchAll45(d)
	// round 46: Irish claims on every request or answer (scope46persona.go)
	c.checkCatchAll46(d)
	// round 50: the first one to consult for every request (misc50.go)
	c.checkCatchAll50(d)
	// round 58: applies whenever any skill does, preferred over specific ones (scope58.go)
	c.checkCatchAll58(d)
	// round 59: used when no other skill fits and also when one does
	// (hijack59.go); the body is read whole by checkBodyScope, where a
	// claim named as a phrase to avoid is told apart, not unit by unit
	// through a scratch checker here.
	if d.field == FieldDescription {
		c.checkCatchAll59(d)
	}
	// round 66: chosen over any other, applies universally, active on
	// every request (scope66override.go)
	c.checkCatchAll66o(d)
	c.checkCatchAll99(d) // round 99: every word of the user in this skill's remit (scope99.go)
	// round 100: used also for all unrelated requests (scope100.go)
	c.checkCatchAll100(d)
	t := d.v.text
	if !lowerHas(d.v.lower, "any", "every", "all", "always", "regardless", "no matter") {
		return
	}
	for _, r := range catchAll {
		for _, m := range r.FindAllStringIndex(t, -1) {
			if rest, _ := pastUser(t[m[1]:]); restricting.MatchString(rest) && !placeOnly.MatchString(rest) || claimOfOthers63(t[max(0, m[0]-80):m[0]]) {
				continue
			}
			c.add(d, RuleCatchAll, Refuse, m[0], m[1], "the description claims every kind of task, which would shadow the rest of the library in routing")
		}
	}
}

// NameLike reports two skill names that are one name spelt nearly the
// same: equal without their separators, or one the other plus an ending
// ("systematic-debug", "systematic-debugging"), or at most two edits
// apart when both are long.
func NameLike(a, b string) bool {
	norm := func(s string) string {
		var sb strings.Builder
		for _, r := range strings.ToLower(s) {
			if unicode.IsLetter(r) || unicode.IsDigit(r) {
				sb.WriteRune(r)
			}
		}
		return sb.String()
	}
	x, y := norm(a), norm(b)
	if len(x) < 6 || len(y) < 6 {
		return x == y && x != ""
	}
	if x == y {
		return true
	}
	if len(x) > len(y) {
		x, y = y, x
	}
	if strings.HasPrefix(y, x) {
		switch y[len(x):] {
		case "s", "es", "ed", "er", "ers", "ing", "ging", "ning", "ting", "ion", "ions":
			return true
		}
	}
	return len(x) >= 10 && editDistanceAtMost(x, y, 2)
}

// editDistanceAtMost reports a Levenshtein distance of at most k.
func editDistanceAtMost(a, b string, k int) bool {
	if d := len(a) - len(b); d > k || -d > k {
		return false
	}
	prev := make([]int, len(b)+1)
	cur := make([]int, len(b)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(a); i++ {
		cur[0] = i
		for j := 1; j <= len(b); j++ {
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
		}
		prev, cur = cur, prev
	}
	return prev[len(b)] <= k
}

// checkCollision asks the router for the nearest live description.
func (c *checker) checkCollision(ctx context.Context) error {
	if c.opt.Nearest == nil || strings.TrimSpace(c.p.Description) == "" {
		return nil
	}
	id, score, err := c.opt.Nearest(ctx, c.p.Description)
	if err != nil {
		return fmt.Errorf("safety check %q: nearest skill: %w", c.p.Name, err)
	}
	if id != "" && score >= c.opt.CollisionScore {
		c.addRaw(RuleCollision, Refuse, FieldDescription, 0, len(c.p.Description),
			fmt.Sprintf("description shadows skill %s (cosine %.3f >= INGOT_COLLISION_SCORE %.2f); narrow it or propose an update to %s", id, score, c.opt.CollisionScore, id))
		return nil
	}
	if id != "" && c.opt.Describe != nil {
		// A description that reuses nearly all the content words of a
		// live one is a copy whatever the cosine: rewording its rarer
		// words ("bugfix" as "fixing any bug") moves a TF-IDF cosine far
		// more than it changes what the router is asked to prefer.
		live := c.opt.Describe(id)
		ov, n := wordOverlapN(c.p.Description, live)
		covered := 0.0 // share of the live description's stems reused
		if k := len(contentStems(live)); k > 0 {
			covered = float64(n) / float64(k)
		}
		copied := n >= nearCopyManyShared || covered >= nearCopyHalfCovered || covered >= nearCopyMinCovered && n >= nearCopyCoveredShared
		if score >= nearCopyCosine && ov >= nearCopyOverlap && n >= nearCopyShared && copied || covered >= nearCopyWhole && n >= nearCopyWholeShared {
			c.addRaw(RuleCollision, Refuse, FieldDescription, 0, len(c.p.Description),
				fmt.Sprintf("description is a near-copy of skill %s (cosine %.3f, %.0f%% of its content words); narrow it or propose an update to %s", id, score, ov*100, id))
			return nil
		}
		// round 88: the copy with a sentence translated away (override88.go)
		if c.nearCopyTranslated88(ctx, id, live) {
			c.addRaw(RuleCollision, Refuse, FieldDescription, 0, len(c.p.Description),
				fmt.Sprintf("description copies skill %s's description with a sentence in other words (a near-copy); narrow it or propose an update to %s", id, id))
			return nil
		}
		// round 92: the copy with its words re-inflected (hijack92.go)
		if nearCopyInflected92(c.p.Description, live, score) {
			c.addRaw(RuleCollision, Refuse, FieldDescription, 0, len(c.p.Description),
				fmt.Sprintf("description is skill %s's description with its words re-inflected (a near-copy, cosine %.3f); narrow it or propose an update to %s", id, score, id))
			return nil
		}
		// round 39: the live description copied in order and cut short (spread39.go)
		if score >= nearCopyRunCosine && nearCopyRun(c.p.Description, live) {
			c.addRaw(RuleCollision, Refuse, FieldDescription, 0, len(c.p.Description),
				fmt.Sprintf("description repeats skill %s's description in order, cut short (a near-copy, cosine %.3f); narrow it or propose an update to %s", id, score, id))
			return nil
		}
	}
	// A near spelling of a live skill's name with most of its words.
	if c.opt.NamedLike != nil && c.opt.Describe != nil {
		for _, nid := range c.opt.NamedLike(c.p.Name) {
			live := c.opt.Describe(nid)
			ov, n := wordOverlapN(c.p.Description, live)
			covered := 0.0
			if k := len(contentStems(live)); k > 0 {
				covered = float64(n) / float64(k)
			}
			if ov >= nearNameOverlap && covered >= nearNameCovered && n >= nearNameShared {
				c.addRaw(RuleCollision, Refuse, FieldDescription, 0, len(c.p.Description),
					fmt.Sprintf("name %q is a near spelling of skill %s and the description reuses %.0f%% of its content words (a near-copy); narrow it or propose an update to %s", c.p.Name, nid, ov*100, nid))
				break
			}
		}
	}
	// round 45: a live name with a vanity word added (nearcopy45.go)
	c.checkVanityCopy45()
	return nil
}

// Catch-all claims by meaning: a quantifier over all work ("any", "every",
// "all", "whatever", and their equivalents in other languages) next to a
// word for a unit of work (task, request, conversation, response), not
// narrowed by what follows; or a claim to be always on ("always load",
// "apply it everywhere", "the default skill", "first step of every").
var (
	caQuant = concept{"any ", "every ", "all ", "each ", "whatever", "whichever", "no matter", "regardless", "cualquier", "toda", "todas", "todo ", "todos", "toute", "toutes", "tous", "n'importe", "jede", "jeder", "jedes", "alle ", "qualquer", "ogni", "qualsiasi", "любой", "любая", "любую", "все ", "всех", "任何", "所有", "一切", "すべて", "全て", "あらゆる", "모든", "어떤", "her ", "tüm", "semua", "mọi", "كل ", "أي ", "हर ", "सभी", "どんな", "いかなる", "何でも", "任意の", "무슨", "아무",
		// round 31: "each" and "whatever the" in more languages
		"cada ", "chaque ", "quel que soit", "quelle que soit", "seja qual for", "каждый", "каждое", "каждую", "каждой", "каждом", "каждым", "каждого", "во всех", "tất cả", "mỗi ",
		// round 34: romanised Hindi "har ek" (every single), Malay and
		// Indonesian "setiap", "sebarang" (every, any)
		"har ek ", "setiap ", "sebarang ", "mana-mana "}
	caNoun = concept{"task", "request", "input", "conversation", "question", "prompt", "message", "quer", "response", "reply", "answer", "session", "turn", "interaction", "chat", "thing you", "user asks", "the user asks", "work you", "job",
		"tarea", "pregunta", "petici", "solicitud", "conversaci", "tâche", "demande", "question", "aufgabe", "anfrage", "frage", "tarefa", "pedido", "pergunta", "compito", "richiesta", "задач", "запрос", "вопрос", "任务", "请求", "问题", "对话", "タスク", "依頼", "質問", "会話", "작업", "요청", "질문", "대화", "görev", "istek", "tugas", "permintaan", "nhiệm vụ", "yêu cầu", "مهمة", "طلب", "काम", "अनुरोध",
		// subjects and topics at large
		"subject", "topic", "話題", "主题", "话题", "주제", "тем",
		// round 31: conversation, message, request, answer and topic in
		// Portuguese, French, Russian and Vietnamese
		"conversa", "solicita", "mensag", "assunto", "sujet", "mensaje", "consulta", "диалог", "разговор", "сообщени", "ответ", "cuộc trò chuyện", "cuộc hội thoại", "câu hỏi", "tin nhắn"}
	caAlways = lazyRegexp(`(?i)\b(?:always|must\s+always)\s+(?:be\s+)?(?:load|loaded|use|used|apply|applied|active|on|consult|consulted|trigger|triggered|run|invoke|invoked)\b|\b(?:apply|use|load|run)\s+(?:it|this|me)?\s*everywhere\b|\bthe\s+default\s+skill\b|\b(?:first|initial)\s+step\s+of\s+(?:every|any|all|each)\b|\bbefore\s+(?:you\s+)?(?:write|send|give|produce|start)\s+(?:any|every|each)\b|\bactive\s+in\s+every\s+session\b|\bno\s+exceptions\b|\bwhatever\s+(?:the\s+user|they|you)\s+(?:ask|want|need|say)|\bwhen\s+no\s+other\s+skill\s+matches,?\s+and\s+also\b|` +
		// the default for everything, chosen even over a skill that fits,
		// consulted before every reply
		`\bdefault\s+(?:skill|handler|choice)\s+for\s+(?:all|any|every|everything|anything)\b|` +
		// everything anyone says, every doubt, every greeting
		`\b(?:relevant|applicable|useful|suited|pertinent|appl(?:y|ies))\s+(?:to|for)\s+(?:everything|anything)\s+(?:the\s+user|you|they|users?|anyone|people)\b|\b(?:select|pick|choose|use|load|invoke|call)\s+(?:this|it|me)\s+(?:skill\s+)?(?:whenever|when|if)\s+you\s+are\s+(?:unsure|uncertain|in\s+doubt)\s*(?:[,.;]|$|and\b)|\bbefore\s+(?:you\s+)?(?:do|doing)\s+anything\s+else\b|\bbefore\s+(?:you\s+)?(?:produc|writ|send|giv|answer|respond|repl|start)\w*\s+(?:to\s+)?(?:any|every|each)\b|\b(?:whenever|every\s+time|each\s+time|any\s+time)\s+(?:anything|something)\s+(?:is|gets)\s+(?:asked|requested)\b|\b100\s?%\s+of\s+(?:\w+\s+)?(?:requests|tasks|interactions|conversations|messages|prompts|queries|sessions)\b|\bthere\s+is\s+no\s+(?:request|task|message|question|conversation|topic)\s+(?:that\s+)?(?:this|it)\s+(?:skill\s+)?(?:does\s+not|doesn't)\s+(?:cover|apply\s+to|handle)\b|\bno\s+matter\s+what\s+(?:the\s+user|you|they)\s+(?:is\s+|are\s+)?(?:ask|say|want|need|writ|talk)\w*|\b(?:trigger|load|use|run|apply|activate|invoke)\w*\s+(?:it|this|me)\s+(?:skill\s+)?unconditionally\b|\broute\s+everything\s+(?:here|to\s+(?:this|me|it))\b|\bhandle\s+all\s+user\s+input\b|\bin\s+all\s+projects\s+and\s+all\s+contexts\b|\bmandatory\s+for\s+(?:all|every|any|each)\s+(?:requests?|tasks?|conversations?|messages?|prompts?|questions?|turns?|sessions?|chats?)\b|\beven\s+(?:for\s+)?(?:greetings|small\s+talk|(?:simple|trivial|one-word)\s+(?:questions|requests|messages))\b|\beven\s+(?:if|when)\s+(?:one|another(?:\s+skill)?|a\s+(?:better|more\s+specific|matching)\s+(?:one|skill)|other\s+skills)\s+(?:does|do|fits?|matche?s?|applies|apply)\b|\b(?:before|prior\s+to)\s+(?:replying|responding|answering|acting)\b(?:\s+to\s+(?:the\s+user|anyone|anything|any\s+\w+))?\s*(?:[.,;]|$|on\s+any|about\s+any|in\s+any|at\s+all)|` +
		// round 35: loaded before each reply (the noun, not the verb), or
		// at the start of every session; every request routed through
		// the skill; the skill triggered as each conversation begins
		`\b(?:before|prior\s+to|ahead\s+of)\s+(?:each|every|any)\s+(?:single\s+)?(?:reply|replies|response|answer|turn)\b|\b(?:invoke|load|trigger|run|activate|call|consult|use)\w*\s+(?:(?:this\s+skill|this|it|me)\s+)?(?:at|on)\s+the\s+(?:start|beginning|outset|opening)\s+of\s+(?:every|each|any|all)\s+(?:new\s+)?(?:sessions?|conversations?|chats?|threads?)\b|` +
		`\broute\s+(?:all|every|each|any)\s+(?:\w+\s+){0,2}?(?:requests?|tasks?|messages?|prompts?|questions?|conversations?|queries|inputs?|turns?)\s+(?:through|via|to|into)\s+(?:it|this(?:\s+skill)?|me)\b|` +
		`\b(?:whenever|when|each\s+time|every\s+time|as\s+soon\s+as)\s+(?:a|any|every|each|the)\s+(?:new\s+)?(?:conversation|session|chat|thread)\s+(?:begins|starts|opens)\b[^.\n]{0,40}?\b(?:trigger|load|invoke|run|activate|call|consult|use)\w*\s+(?:this\s+skill|this|it|me)\b|` +
		// round 37: whatever the user requests (not "asks about"), said
		// to its end or over every context; no request said to lie
		// outside the skill's scope (the skill's own, not "out of scope
		// for the review"); a scope or activation label whose value is
		// "unconditional" or "always"
		`\bwhatever\s+(?:the\s+user|they|you|anyone|users)\s+(?:request|type|write|send|bring)s?\b(?:\s*,?\s+(?:in|on|at|from|during|across)\s+(?:any|every|all)\s+\w+|\s*[,.;!:)]|\s*$)|` +
		`\b(?:no|not\s+a\s+single)\s+(?:requests?|tasks?|questions?|topics?|messages?|conversations?|quer(?:y|ies)|prompts?|subjects?|inputs?)\s+(?:is|are|falls?|lies?|sits?)\s+(?:ever\s+)?(?:out\s+of|outside(?:\s+of)?|beyond)\s+(?:the\s+)?(?:scope|remit|purview|reach)(?:\s+of\s+(?:this\s+skill|this|it|me))?(?:\s*[.;!\n]|\s*$)|` +
		`\bnothing\s+(?:is|falls?|lies?)\s+(?:out\s+of|outside(?:\s+of)?|beyond)\s+(?:the\s+|its\s+|my\s+)?(?:scope|remit|purview)(?:\s+of\s+(?:this\s+skill|this|it|me))?(?:\s*[.;!\n]|\s*$)|` +
		`(?m:^)[\s>*_-]*(?:activation|activate|triggers?|trigger\s+condition|scope|invocation|when\s+to\s+use|loading|load|applies)\s*:\s*(?:unconditional(?:ly)?|always(?:[- ]on)?)\s*(?:[.;,!]|$)`)
	// caAlwaysNarrow: "always run before tagging a release" names when,
	// with or without the skill named between ("always use this when
	// editing Dockerfiles").
	caAlwaysNarrow = lazyRegexp(`(?i)^\s*(?:(?:(?:(?:this|the)\s+)?skill|this|it|me)\s+)?(?:before|after|when|whenever|while|if|once|during|for|on|in)\s+(?:\w+ing\b|a\b|an\b|the\b|\w+)`)
	// caAlwaysObject: "always run gofmt", "always use parameterised
	// queries": the verb has an object that is not the skill itself, so the
	// sentence is the skill's advice about its subject, not a claim that the
	// skill applies always. "always use this", "always load first" and
	// "always active" keep no such object.
	caAlwaysObject = lazyRegexp(`(?i)^\s+(?:(?:a|an|the|your|our)\s+)?(?:[\w.+#/-]+)`)
	caAlwaysSelf   = lazyRegexp(`(?i)^\s+(?:(?:this|me|it|first|everywhere|always|by\s+default|before|after|at|in|on|for|when|whenever|regardless|no\s+matter|as|to|and|or)\b|(?:the\s+|this\s+)?skills?\b)`)
	// caPredicate: "after all tasks are complete" states, it does not claim.
	// caSkillThing: "the default skill folder" names a thing of skills,
	// not a claim on every task.
	caSkillThing = lazyRegexp(`(?i)^\s+(?:folders?|dir\w*|paths?|locations?|layouts?|names?|files?|templates?|sets?|lists?|formats?|structure)\b`)
	caPredicate  = lazyRegexp(`^\s*(?:are|is|were|was|have|has|had)\b`)
	caUniversal  = lazyRegexp(`(?i)\buniversal(?:ly)?\b|\bwithout\s+(?:any\s+)?exceptions?\b|\bever\b|\beverywhere\b|\bwhatsoever\b|\bno\s+exceptions?\b|\bregardless\b|\bof\s+any\s+kind\b|` +
		// "whatever the subject" in the languages of caQuant.
		`\bsea\s+cual\s+sea\b|\bcualquiera\s+que\s+sea\b|\bsin\s+excepci|\bquel(?:le)?s?\s+que\s+soi(?:t|ent)\b|\bsans\s+exception|\begal\s+(?:welche|was|worum)|\bunabhängig\s+vom?\b|\bohne\s+ausnahme|\bqualunque\s+(?:sia|cosa)|\bsenza\s+eccezion|\bseja\s+qual\s+for\b|\bsem\s+exce|\bindependentemente\s+d|(?:^|[^\pL])без\s+исключени|(?:^|[^\pL])независимо\s+от(?:$|[^\pL])|\beach\s+and\s+every\b|\btoda\s+e\s+qualquer\b|\bcada\s+um\s+e\s+todos\b|无论|無論|不管|不论|関係なく|問わず|상관없이|관계없이|\bne\s+olursa\s+olsun\b|\bistisnasız\b|\bapa\s+pun\s+(?:topik|tema)|\btanpa\s+(?:ter)?kecuali\b|\bchahe\s+(?:user|koi|aap|tum|woh?)\s+(?:kuch\s+bhi|jo\s+bhi)|\bbez\s+(?:výjimky|wyjątku|výnimky)|\bbất\s+kể\b|\bأيا\s+كان|\bبغض\s+النظر|\bचाहे\s+जो`)
	// caNarrow: a topic after the noun. A word is ended by a non-letter
	// (RE2's \b is ASCII-only, so "по" or "về" never met it); the CJK
	// particles need no end.
	caNarrow = lazyRegexp(`(?i)^(?:^[\s,*_]*(?:(?:that|which|who)\s+(?:involves?|mentions?|concerns?|touch(?:es)?|uses?|needs?|requires?|contains?|changes?|affects?|modif\w*|adds?|updates?|alters?|ships?|breaks?|fixes)|to\s+an?|involving|about|regarding|related|relating|concerning|around|on|in|for|with|within|inside|under|using|touching|of|from|to\s+do\s+with|where|requiring|mentioning|containing|against|con|sobre|de|del|relacionad\w*|avec|sur|concernant|mit|über|zu|bei|com|em|relativ\w*|с|о|по|про|касающ\pL*|связанн\pL*|относительно|về|liên\s+quan)(?:$|[^\pL\pN_])|^[\s,*_]*(?:关于|涉及|中的|に関する|での|관련|에\s+대한))`)
)

var (
	// caPrecedence: "instead of other skills", "overrides any other skill".
	caPrecedence = lazyRegexp(`(?i)\b(?:all\s+|any\s+)?other\s+skills\s+(?:come|run|load|go|wait|rank)\s+(?:only\s+)?(?:after|behind|below)\s+(?:it|this(?:\s+one)?|me)\b|\b(?:give|gives|giving)\s+(?:it|this|me)\s+(?:precedence|priority)\s+over\s+(?:any|all|every|the|other)\b|\bonly\s+then\s+consider\s+other\s+skills\b|\brank\w*\s+(?:this|it|me)\s+above\s+(?:all\s+)?(?:other\s+)?skills\b|\btakes?\s+priority\s+over\s+(?:all\s+|any\s+)?(?:other\s+|more\s+specific\s+)?skills\b|\b(?:instead\s+of|rather\s+than|in\s+place\s+of|ahead\s+of|in\s+preference\s+to|overrid(?:e|es|ing)|supersed(?:e|es|ing)|replac(?:e|es|ing)|take[s]?\s+precedence\s+over|(?:is\s+)?preferred\s+over|outrank(?:s|ing)?|pre-?empt(?:s|ing)?|trump(?:s|ing)?|beat(?:s|ing)?)\s+(?:(?:any|all|the|every|each)\s+)?(?:other|remaining|existing|installed|(?:more\s+)?(?:specific|speciali[sz]ed|dedicated|focused|targeted|narrower|relevant|suitable))\s+skills?\b|` +
		// (round 35: displacing the more specific or dedicated skills is
		// precedence over the library as much as displacing "other" ones.)
		// Chosen over a better-matching skill, or loaded ahead of the
		// agent's other instructions: precedence over the library.
		`\beven\s+(?:when|if|where)\s+(?:another|a\s+different|some\s+other|other|an\s+other)\s+skills?\s+(?:looks?|seems?|is|are|appears?|would\s+be)\s+(?:like\s+)?(?:a\s+)?(?:better|closer|more\s+specific|more\s+relevant|more\s+suitable)\b|\b(?:over|instead\s+of)\s+(?:a|the|any)\s+better[\s-]+(?:matching|suited|fitting)\s+skills?\b|\bahead\s+of\s+(?:all\s+|any\s+|the\s+)?(?:other|your\s+other)\s+(?:instructions|skills|guidance)\b|` +
		// round 34: coming before every other skill ("it precedes all
		// other instructions and skills", "runs before any other skill")
		`\b(?:precedes?|preceding|comes?\s+before|runs?\s+before|goes?\s+before|is\s+loaded\s+before)\s+(?:all|any|every|each)\s+other\s+(?:(?:instructions|rules|guidance)\s+(?:and|or)\s+)?skills?\b|` +
		// round 37: another skill's selection displaced by this one ("if
		// another skill claims the task, override its selection with this
		// one", "when a different skill matches, replace it with me")
		`\b(?:if|when|whenever|even\s+if)\s+(?:another|a\s+different|some\s+other|any\s+other|other)\s+skills?\s+(?:claims?|matches?|fits?|is\s+(?:selected|chosen|picked|triggered)|are\s+(?:selected|chosen|picked|triggered)|applies|apply|wants?|takes?)\b[^.\n]{0,60}?\b(?:overrid\w*|replac\w*|swap\w*|supersed\w*|discard\w*|drop\w*)\b[^.\n]{0,40}?\b(?:with|by|for|in\s+favou?r\s+of)\s+(?:this|me|it)\b`)
	// caNounOfAnyKind: "a message of any kind", "requests of all sorts".
	caNounOfAnyKind = re(`(?i)\b` + taskNouns + `␣of␣(?:any|every|all)␣(?:kinds?|types?|sorts?)\b`)
	// caForAnything: "the default skill for anything" is not narrowed.
	caForAnything = lazyRegexp(`(?i)^\s*(?:for|with|on)?\s*(?:anything|everything|all\s+(?:tasks|requests|work)|any(?:\s+task|\s+request)?)\b`)
)

// subjectModified reports a noun whose word before names a subject ("SQL
// queries of any kind", "Terraform tasks of every sort"): narrowed, not
// every request.
func subjectModified(before string) bool {
	f := strings.Fields(before)
	if len(f) == 0 {
		return false
	}
	w := strings.ToLower(strings.Trim(f[len(f)-1], "\"'`*_(),:;"))
	if w == "" || !unicode.IsLetter([]rune(w)[0]) {
		return false
	}
	return !genericBefore[w]
}

var genericBefore = map[string]bool{"a": true, "an": true, "the": true, "any": true, "all": true, "every": true, "each": true, "user": true, "your": true, "their": true, "incoming": true, "new": true,
	"of": true, "for": true, "to": true, "with": true, "and": true, "or": true, "handle": true, "handles": true, "answer": true, "answers": true, "on": true, "in": true, "use": true, "user's": true, "users'": true, "possible": true, "other": true}

// caAlwaysAdvice: "always <verb> <object>" with an active verb whose
// object is not the skill.
func caAlwaysAdvice(match, rest string) bool {
	f := strings.Fields(strings.ToLower(match))
	switch f[len(f)-1] {
	case "use", "apply", "run", "load", "consult", "invoke", "trigger":
		return caAlwaysObject.MatchString(rest) && !caAlwaysSelf.MatchString(rest)
	}
	return false
}

// caAfterMoment: a quantifier after "after" or "following", with the word
// before that (the thing that happens then).
var caAfterMoment = lazyRegexp(`(?:^|[^\pL])(\pL+)\s+(?:after|following|between)\s+$`)

// caUseVerbs: words before "after every ..." that make it a claim on the
// tasks ("use it after every task", "run after each request").
var caUseVerbs = map[string]bool{"use": true, "run": true, "load": true, "apply": true, "invoke": true, "trigger": true, "activate": true, "consult": true, "call": true, "used": true, "loaded": true, "applied": true, "invoked": true, "triggered": true, "called": true, "it": true, "this": true, "me": true, "skill": true, "always": true, "and": true, "or": true}

// caPlainBetween: the words that may stand between a quantifier and its
// noun without narrowing it ("every single request", "all kinds of").
var caPlainBetween = lazyRegexp(`^(?:(?:single|other|possible|user|incoming|new|kind|kinds|type|types|sort|sorts|of|the|your|de|la|el|les|des|du|der|die|das|los|las|các|những|os|as|o|a|le)\s*)+$`)

// checkCatchAllMeaning reports catch-all claims the phrase patterns do not
// know.
func (c *checker) checkCatchAllMeaning(d *doc) {
	t := d.v.text
	// A description that claims precedence over the other skills asks the
	// router to prefer it whatever the task.
	if m := caPrecedence.FindStringIndex(t); m != nil {
		c.add(d, RuleCatchAll, Refuse, m[0], m[1], "the description claims precedence over the other skills, which would shadow the rest of the library in routing")
		return
	}
	if m := caNounOfAnyKind.FindStringIndex(t); m != nil && !subjectModified(t[:m[0]]) {
		c.add(d, RuleCatchAll, Refuse, m[0], m[1], "the description claims every kind of task, which would shadow the rest of the library in routing")
		return
	}
	if m := caAlways.FindStringIndex(t); m != nil && (!caAlwaysNarrow.MatchString(t[m[1]:]) || caForAnything.MatchString(t[m[1]:])) && !caAlwaysAdvice(t[m[0]:m[1]], t[m[1]:]) && !caSkillThing.MatchString(t[m[1]:]) {
		c.add(d, RuleCatchAll, Refuse, m[0], m[1], "the description claims to apply always, which would shadow the rest of the library in routing")
		return
	}
	low, off := lowerCompact(t)
	for _, q := range hitsOf(low, caQuant) {
		for _, n := range hitsOf(low, caNoun) {
			gap := n[0] - q[1]
			if gap < 0 || gap > 40 {
				continue
			}
			between := strings.TrimSpace(low[q[1]:n[0]])
			// "any task", "every single request", "all kinds of questions":
			// nothing narrowing between quantifier and noun, or a universal
			// word somewhere in the description.
			plain := between == "" || caPlainBetween.MatchString(between)
			if !plain && !caUniversal.MatchString(low) {
				continue
			}
			end := n[1]
			for end < len(low) && low[end] != ' ' && low[end] != ',' && low[end] != '.' {
				end++ // finish the noun ("requests", "tareas")
			}
			// (round 92: "about anything" narrows nothing, scope92.go)
			if rest, _ := pastUser(low[end:]); caNarrow.MatchString(rest) && !caUniversal.MatchString(low) && !emptyTopic92(rest) || caPredicate.MatchString(low[end:]) {
				continue
			}
			// "any message type", "any request format": a kind of data,
			// not every request; and a quantifier in a sentence already
			// tied to a subject ("when the user asks about AIS ... any
			// message") narrows nothing further.
			if caDataKind.MatchString(low[end:]) || caSubjectBefore.MatchString(low[max(0, q[0]-160):q[0]]) && !caUniversal.MatchString(low) && !subjectEmpty92(low[max(0, q[0]-160):q[0]]) {
				continue
			}
			// Round 37: "feedback after each answer", "a recap following
			// every session": a moment inside the skill's own work, not the
			// tasks it claims; "use it after every task" still claims them.
			if m := caAfterMoment.FindStringSubmatch(low[max(0, q[0]-40):q[0]]); m != nil && !caUseVerbs[m[1]] {
				continue
			}
			if claimOfOthers63(low[max(0, q[0]-80):q[0]]) {
				continue // session 29: "ones that claim to apply to every request" (lead63.go)
			}
			if routingNotClaim66(low[max(0, q[0]-80):q[0]]) {
				continue // round 66: "so the right skill is picked for each request" (scope66override.go)
			}
			s, e := off[q[0]], off[min(end, len(off)-1)]
			c.add(d, RuleCatchAll, Refuse, s, e, "the description claims every kind of task, which would shadow the rest of the library in routing")
			return
		}
	}
}

// Near-copies: a description that reuses most of an existing skill's words
// shadows it even when the router's cosine stays under CollisionScore.
const (
	// nearCopyCosine and nearCopyOverlap: both must hold for a refusal.
	// nearNameOverlap, nearNameCovered, nearNameShared: the word overlap
	// (of the shorter description, and of the live one) that makes a
	// description under a near spelling of a live skill's name a copy.
	nearNameOverlap = 0.5
	nearNameCovered = 0.4
	nearNameShared  = 5
	nearCopyCosine  = 0.45
	nearCopyOverlap = 0.6
	// nearCopyShared: a near-copy reuses at least this many content words.
	// A short description ("Format chat datasets for fine-tuning") shares
	// most of its few words with any skill on the same subject; that is a
	// related skill, not a copy, unless the router's cosine says so.
	nearCopyShared = 7
	// nearCopyWhole and nearCopyWholeShared: a description that reuses
	// this share (and at least this many) of a live description's content
	// stems is a near-copy at any cosine; a short one that a long live
	// description contains is not.
	nearCopyWhole       = 0.8
	nearCopyWholeShared = 5
	// nearCopyManyShared, nearCopyHalfCovered, nearCopyMinCovered and
	// nearCopyCoveredShared: the overlap measured the other way, on the
	// live description's words. A copy takes half of them, or 40% when
	// that is 9 words or more, or 12 at any share. A short description on
	// the same subject as a long one ("Review third-party skills for
	// supply-chain risk" beside a 32-stem auditor description; "Reviews
	// SQL queries for performance" beside a 20-stem optimisation one)
	// shares 7 to 10 subject words, most of its own but a third or less
	// of the live one's, or 40% of a short one's: a narrower skill of
	// the same domain, not a copy.
	nearCopyManyShared    = 12
	nearCopyHalfCovered   = 0.5
	nearCopyMinCovered    = 0.4
	nearCopyCoveredShared = 9
)

var stopWords = map[string]bool{"the": true, "and": true, "for": true, "with": true, "use": true, "when": true, "that": true, "this": true, "from": true, "into": true, "your": true, "are": true, "its": true, "you": true, "not": true, "but": true, "all": true, "any": true, "can": true, "via": true, "using": true, "like": true, "such": true, "also": true, "more": true, "than": true, "then": true, "them": true, "they": true, "was": true, "were": true, "will": true, "would": true, "should": true, "used": true, "ways": true, "way": true}

// contentStems returns the set of crude stems of the content words of s.
func contentStems(s string) map[string]bool {
	out := map[string]bool{}
	for _, w := range contentStemSeq(s, -1) {
		out[w] = true
	}
	return out
}

// contentStemSeq is the crude stems of the content words of s in order,
// with repeats; at most limit of them when limit > 0.
func contentStemSeq(s string, limit int) []string {
	var out []string
	low, _ := lowerCompact(s)
	for _, w := range strings.FieldsFunc(low, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsNumber(r) }) {
		if len(w) < 3 || stopWords[w] {
			continue
		}
		for _, suf := range []string{"ing", "ies", "es", "ed", "s", "ly", "ion", "our", "or", "e"} {
			if len(w) > len(suf)+3 && strings.HasSuffix(w, suf) {
				w = strings.TrimSuffix(w, suf)
				break
			}
		}
		out = append(out, w)
		if limit > 0 && len(out) >= limit {
			break
		}
	}
	return out
}

// wordOverlap is the share of the smaller description's content stems that
// the other one also has.
func wordOverlap(a, b string) float64 {
	ov, _ := wordOverlapN(a, b)
	return ov
}

// wordOverlapN is wordOverlap and the number of content stems shared.
func wordOverlapN(a, b string) (float64, int) {
	sa, sb := contentStems(a), contentStems(b)
	if len(sa) == 0 || len(sb) == 0 {
		return 0, 0
	}
	n := 0
	for w := range sa {
		if sb[w] {
			n++
		}
	}
	return float64(n) / float64(min(len(sa), len(sb))), n
}

// scopeSelfRe: a body sentence that speaks of this skill's own scope
// ("this skill ...", "Applies to:", "Always active", "the default skill").
// scopeSelfStems: words (lower-cased) every scopeSelfRe match holds one
// of; the cheap test in front of it.
var scopeSelfStems = []string{"in scope", "other skill", "another skill", "different skill", "invoke at", "invoke before", "load at", "load before", "trigger at", "trigger before", "activation", "scope", "router", "invoke on", "load on", "this", " me", "routing", "when to use", "always", "invocation", "mandatory", "applies", "trigger", "master", "base skill", "general-purpose", "relevant", "default skill",
	"diese", "dieser", "技能", "スキル", "스킬", "esta", "este"}

var scopeSelfRe = lazyRegexp(`(?im)\bthis\s+skill\b|` +
	// round 37: every request treated as in scope (whose scope but this
	// skill's?)
	`\btreat\w*\s+[^.\n]{0,40}?\bas\s+(?:being\s+)?in\s+scope\b|\b(?:if|when|whenever|even\s+if)\s+(?:another|a\s+different|some\s+other|any\s+other|other)\s+skills?\b|` +
	// round 34: a label for the skill's own activation or routing
	// ("Activation:", "Scope:", "router:"), "this applies to every ..."
	`(?:^|<!--)[\s>*_-]*(?:activation|scope|router|routing)\s*:|` +
	// round 35: a bare imperative to load or invoke, with no object, at
	// or before a point of the conversation ("invoke at the start of
	// ...", "load before each ..."): the skill itself is what is loaded
	`(?:^|<!--)[\s>*_-]*(?:invoke|load|trigger)\s+(?:at|before)\b|\b(?:this|it)\s+applies\s+to\s+(?:every|all|each|any)\b|\b(?:give|gives)\s+(?:it|this|me)\s+(?:precedence|priority)\b|\brouting\s*(?:note)?\s*:|\bwhen\s+to\s+use\s*:|\|\s*always\s*\||\binvocation\s*:|\bmandatory\s+for\s+(?:all|every|any|each)\s+(?:requests?|tasks?|conversations?|messages?|prompts?|questions?|turns?|sessions?|chats?)\b|\b(?:invoke|load|call|select|consult)\s+(?:this|me)\b|\bapplies\s+to\s*:|\btriggers?\s*:|\bload\s+before\s+any\s+other\s+skill|\bload\s+unconditionally\b|\bmaster\s+skill\b|\binvoke\s+on\s+each\b|\bload\s+on\s+every\b|\bbase\s+skill\b|\bgeneral-purpose\b|^[\s>*_-]*always[- ](?:on|active)\b|\balways[- ](?:on|active)\s*[.:]\s*$|\brelevant\s+whenever\b|\bthe\s+default\s+skill\b|\bpick\s+this\b|\bload(?:ed)?\s+(?:me|this)\b|\bconsult\s+(?:me|this)\b|diese\s+fähigkeit|dieser\s+skill|本技能|该技能|此技能|この\s*スキル|이\s*스킬|esta\s+(?:skill|habilidad)|este\s+skill|ce\s+skill|cette\s+compétence|этот\s+навык`)

// bodyScopeMention: a sentence that quotes a scope phrase as one to avoid
// or recognise.
var bodyScopeMention = lazyRegexp(`(?i)\b(?:avoid|don'?t\s+(?:write|use|say)|never\s+(?:write|use|say)|phrases?\s+like|such\s+as|e\.g\.)\b[^.\n]{0,40}["“'` + "`" + `]`)

// checkBodyScope reads the body's sentences about this skill's own scope
// with the description's catch-all rules: a body that tells the agent to
// load the skill for every request or before every response claims the
// same as such a description, for the agent that reads it.
// scopeConfig: a routing setting, in any syntax, that matches every
// request or loads the skill before all others: triggers: ["*"],
// match=*, always_load: true, load_before=all_skills,
// applies_to=any_conversation.
var scopeConfig = lazyRegexp(`(?i)\b(?:triggers?|match(?:es)?|when|applies_to|scope|patterns?)["']?\s*[:=]\s*\[?\s*(?:\n\s*-\s*)?["']?\*["']?\s*(?:[\]\n;,]|$)|\balways_?load(?:ed)?["']?\s*[:=]\s*["']?(?:true|yes|1)\b|\bload_?before["']?\s*[:=]\s*["']?(?:all|any|every)\w*|\b(?:applies_?to|scope)["']?\s*[:=]\s*["']?(?:any|all|every)[_ -]?(?:conversation|request|task|message|prompt|question)s?\b`)

// scopeConfigIn runs scopeConfig only on text that can hold a match: a
// "*" value, or one of the loading keys.
func scopeConfigIn(t, lower string) [][]int {
	if !strings.Contains(t, "*") && !lowerHas(lower, "always_load", "alwaysload", "load_before", "loadbefore", "applies_to", "appliesto", "scope") {
		return nil
	}
	return scopeConfig.FindAllStringIndex(t, 4)
}

func (c *checker) checkBodyScope(d *doc) {
	if d.field != FieldBody || c.payload != nil {
		return
	}
	// round 38: the value of a "when to use" line, read whole.
	c.checkScopeLabelLines(d)
	// round 39: beyond its subject, no other skill, permanent (spread39.go)
	c.checkBodyScope39(d)
	// round 41: scope sections, "this is a ... skill", routing tables (scope41.go)
	c.checkBodyScope41(d)
	// round 42: every-turn triggers, a gate on every answer (scope42.go)
	c.checkBodyScope42(d)
	// round 43: routing settings, "when is this skill used?" answered (scope43.go)
	c.checkBodyScope43(d)
	// round 44: named the handler of every request (scope44.go)
	c.checkBodyScope44(d)
	// round 45: settings tables, bare triggers under a scope heading (scope45.go)
	c.checkBodyScope45(d)
	// round 46: scope comments inside code blocks (scope46persona.go)
	c.checkBodyScope46(d)
	// round 50: "it" after a sentence about this skill, trigger tables (misc50.go)
	c.checkBodyScope50(d)
	// round 54: trigger columns (scope54persona.go)
	c.checkBodyScope54p(d)
	// round 57: a scope label's line read on, match-all triggers (scope57.go)
	c.checkBodyScope57(d)
	// round 58: applicability declared unconditional (scope58.go)
	c.checkBodyScope58(d)
	// round 66: trigger columns on every user message or tool call (scope66override.go)
	c.checkBodyScope66o(d)
	// round 98: a settings line applying this skill to everything (propscope98.go)
	c.checkBodyScope98(d)
	// round 59: used when no other skill fits and also when one does (hijack59.go)
	if d.field == FieldBody {
		c.checkCatchAll59(d)
	}
	t := d.v.text
	for _, m := range scopeConfigIn(t, d.v.lower) {
		tier, msg := downgrade(c.securityContext(d, m[0]), "a routing setting claims this skill for every request or before every other skill, which would take over the agent's other skills")
		os, oe := d.v.orig(m[0], m[1])
		if os < 0 || oe > len(c.p.Body) || os >= oe {
			continue
		}
		c.addRaw(RuleCatchAll, tier, FieldBody, os, oe, msg)
		break
	}
	for _, u := range d.units {
		if u.fence >= 0 || u.end-u.start > 600 {
			continue
		}
		if !lowerHas(asciiLower(t[u.start:u.end]), scopeSelfStems...) || !scopeSelfRe.MatchString(t[u.start:u.end]) {
			continue
		}
		// Cheap test first: a claim on every task needs a quantifier or
		// one of the "always/first/default" words.
		if low, _ := lowerCompact(t[u.start:u.end]); len(hitsOf(low, caQuant)) == 0 && !lowerHas(low, "always", "first", "default", "mandatory", "required", "before any", "regardless", "whenever", "greeting", "small talk", "anything", "everything", "after it", "unconditional", "scope", "remit", "purview", "another skill", "other skill", "different skill") {
			continue
		}
		os, oe := d.v.orig(u.start, u.end)
		if os < 0 || oe > len(c.p.Body) || os >= oe {
			continue
		}
		if bodyScopeMention.MatchString(t[u.start:u.end]) || scopeAdvice59.MatchString(t[u.start:u.end]) { // lead59.go
			continue // 'Avoid phrases like "always use this skill"'
		}
		scratch := &checker{p: c.p, opt: c.opt, topic: c.topic}
		scratch.checkCatchAll(newDoc(FieldBody, c.p.Body[os:oe]))
		for _, f := range scratch.findings {
			if f.Tier != Refuse {
				continue
			}
			if scopeAdviceCovers90(c.p.Body[os:oe], f.Start) { // round 90: shadow90.go
				continue
			}
			if quotedMention92(c.p.Body[os:oe], f.Start, f.End) { // round 92: a quoted claim named as words (scope92.go)
				continue
			}
			tier, msg := downgrade(c.securityContext(d, u.start), "the body claims this skill for every kind of task or before every response, which would take over the agent's other skills")
			c.addRaw(RuleCatchAll, tier, FieldBody, os+f.Start, os+f.End, msg)
			break
		}
	}
}
