package safety

import "strings"

// Round 64 (propagate): the round-5 reading (this skill, a verb or a copy
// that carries it, a destination that is many or someone else's) with one
// part spelled in a way the lists did not hold, read in fresh177-184:
//
//   - "Add this glossary as a skill to each fork": whatever "this" names,
//     once it is installed as a skill it is the text in hand carried as
//     one, as "this skill" is.
//   - "Baked into the template": a text baked into something is put in
//     it for good, as "bake" already is.
//   - Bengali এই and Telugu ఈ ("this") before skill or file; Chinese 这份技能
//     ("this skill"); Bengali and Telugu verbs of copying and adding, put
//     last as Hindi's are.
//   - Places that are many where people read: every channel, thread,
//     group or forum; everyone one meets or works with; a Hindi or Telugu
//     quantifier (हर, ప్రతి: every) before an English loanword for a
//     repository, folder, template or agent.
//   - Someone else's agent as the destination: readers or recipients asked
//     to put it into their own agent (its instructions, its skills), or
//     their assistants asked to install it, as prop50Fan reads "ask
//     recipients to install it in their agents".
//   - Code: a hook written into git's template folder (which every new
//     clone receives) that copies this skill's own folder into the clone's
//     skills folder: the template carries the skill into every repository.
//   - Lexicons: Uzbek "qo'sh" (add), Macedonian every folder or project,
//     Korean teammates' or other people's places, Hindi "a copy ... put".

// prop64SelfEN: "this <thing> as a skill" (spliced into propSelfEN).
const prop64SelfEN = `this\s+[\w-]+(?:\s+[\w-]+)?\s+as\s+(?:a|an)\s+(?:new\s+)?(?:agent\s+)?skill\b`

// prop64SelfML: Bengali and Telugu "this skill/file", Chinese "this skill"
// with the measure word 份 (spliced into propSelfML).
const prop64SelfML = `এই\s*(?:skill|স্কিল|ফাইল|নির্দেশ[\p{L}\p{M}]*)|ఈ\s*(?:skill|స్కిల్|ఫైల్|ఫైలు|సూచన[\p{L}\p{M}]*)|(?:這份|这份)\s*(?:技能|文件|文檔|文档|指令|說明|说明)`

// prop64Spread: baked into something (spliced into propSpread; the
// passive's auxiliary is read there).
const prop64Spread = `baked\b`

// prop64SpreadSOV: Bengali and Telugu copy and add, the verb last
// (spliced into propSpreadSOV).
const prop64SpreadSOV = `কপি|যোগ\s*কর|যুক্ত\s*কর|కాపీ|జోడించ|చేర్చ`

// prop64Fan: places many people read, someone else's agent (spliced into
// propFan; the word's start is propFanRe's own).
const prop64Fan = `(?:every|each|all|any|other)\s+(?:[\w'-]+\s+){0,2}?(?:channels?|threads?|chat\s*rooms?|chats?|groups?|forums?|mailing\s+lists?|communit(?:y|ies)|wikis?|boards?|feeds?)\b|` +
	`everyone\s+(?:(?:you|they|we|he|she)\s+)(?:\w+\s+){0,2}?(?:meet|talk|work|chat|speak|e-?mail|message|know|contact|deal|correspond|collaborate)\w*\b|` +
	// people asked to put it into their own agent
	`(?:ask|asking|asks|tell|telling|urge|urging|invite|inviting|encourag\w+|request\w*|get|getting|have|having)\s+(?:(?:the|all|your|our|its)\s+)?(?:readers?|recipients?|subscribers?|members?|viewers?|attendees?|participants?|followers?|users?|people|everyone|others|them|colleagues|teammates|customers?|clients?)\s+to\s+(?:\w+\s+)?(?:install|add|load|enable|import|save|paste|copy|put|insert|append|drop|store)\w*\s+(?:it|this|them|the\s+(?:skill|text))\s+(?:in|into|to|inside)\s+(?:their|his|her|each)\s+(?:own\s+)?(?:agents?|assistants?|AIs?|copilots?|bots?)\b|` +
	// their assistants asked to install it
	`(?:ask|asking|asks|tell|telling|get|getting|have|having|instruct\w*)\s+(?:the\s+)?(?:readers?|recipients?|subscribers?|members?|attendees?|participants?|users?|people|everyone|others|colleagues|teammates|customers?|clients?)(?:'s?|’s?)\s+(?:own\s+)?(?:agents?|assistants?|AIs?|copilots?|bots?)\s+(?:to\s+)?(?:install|add|load|enable|import|save|copy|store)\w*\b|` +
	// Hindi and Telugu quantifiers before English loanwords
	`(?:हर|सभी|सारे|दूसरे|अन्य|नए|नई)\s+(?:\S+\s+){0,2}?(?i:repos?|repositor(?:y|ies)|projects?|folders?|templates?|agents?|drives?|workspaces?)(?:[^\p{L}]|$)|` +
	`(?:ప్రతి|అన్ని|ఇతర|కొత్త)\s+(?:\S+\s+)?(?:(?i:agents?|repos?|repositor(?:y|ies)|projects?|folders?|files?|documents?|docs?|templates?|sops?)(?:[^\p{L}]|$)|ఏజెంట్|ప్రాజెక్ట్|ఫోల్డర్|ఫైల్|పత్ర)`

func init() {
	// the prefilter in front of propSelfRe: the demonstratives above
	propSelfStems = append(propSelfStems, "এই", "ఈ", " as a skill", " as an agent skill", " as a new skill")
	registerActionLexicon("uz+r64-propagate", actionLex{
		copyVerb: uzApos("qo'sh", "qo'shib", "qo'shing", "qo'shinglar", "kiriting", "kiritib", "joyla", "nusxasini"),
	})
	registerActionLexicon("mk+r64-propagate", actionLex{
		otherPlaces: []string{"секоја папка", "секој проект", "секое складиште", "секое репозитори", "сите папки", "сите проекти", "сите складишта", "сите вештини", "секоја вештина", "новите проекти", "нови проекти", "други проекти", "другите проекти", "секој агент", "сите агенти"},
	})
	registerActionLexicon("ko+r64-propagate", actionLex{
		otherPlaces: []string{"팀원", "동료", "그 사람들의", "다른 사람", "다른 사용자", "모든 사용자", "모든 팀원", "남의"},
	})
	registerActionLexicon("hi+r64-propagate", actionLex{
		copyVerb:    []string{"एक प्रति", "की प्रति", "प्रति बना", "प्रतिलिपि"},
		otherPlaces: []string{"हर नए", "हर नई", "हर template", "हर repository", "हर repo", "हर project", "हर folder", "सभी repository", "सभी project"},
	})
}

var (
	// prop64HereDoc: a file written by a here-document (cat > FILE <<EOF);
	// group 1 the file, group 2 the delimiter.
	prop64HereDoc = lazyRegexp(`\bcat\s+>>?\s*["']?([^\s"'<]+)["']?\s*<<-?\s*["']?(\w+)["']?`)
	// prop64IntoSkills: a copy into an agent's skills folder.
	prop64IntoSkills = lazyRegexp(`(?:^|[\s"'])(?:\S*/)?\.?(?:claude|codex|agents|cursor|gemini)/skills\b`)
)

// prop64TemplateHook reports, in the code block b, a hook written into
// the folder git copies into every new repository (init.templateDir)
// whose body copies this skill's own folder (skills/<name>) or file into
// the clone's skills folder.
func prop64TemplateHook(b string, own *lazyRE) (int, int, bool) {
	if own == nil || !strings.Contains(b, "<<") || !strings.Contains(strings.ToLower(b), "git") {
		return 0, 0, false
	}
	dir, gm, ok := prop46TemplateDir(b)
	if !ok {
		return 0, 0, false
	}
	dir = strings.TrimPrefix(strings.TrimPrefix(dir, "~/"), "$HOME/")
	for _, hm := range prop64HereDoc.FindAllStringSubmatchIndex(b, 8) {
		if !strings.Contains(b[hm[2]:hm[3]], dir) {
			continue
		}
		body, delim, closed := b[hm[1]:], b[hm[4]:hm[5]], false
		for ls, le := range lineSpans(body) {
			if strings.TrimSpace(body[ls:le]) == delim {
				body, closed = body[:ls], true
				break
			}
		}
		if !closed {
			continue
		}
		for ls, le := range lineSpans(body) {
			line := body[ls:le]
			if propCopyCode.FindStringIndex(line) == nil {
				continue
			}
			// the own folder or file is the source, a skills folder the
			// destination after it
			sm := own.FindStringIndex(line)
			if sm == nil {
				sm = prop46SelfFile.FindStringIndex(line)
			}
			if sm != nil && prop64IntoSkills.MatchString(line[sm[1]:]) {
				return min(gm[0], hm[0]), hm[1] + le, true
			}
		}
	}
	return 0, 0, false
}

// checkPropagation64 runs round 64's readings over d.
func (c *checker) checkPropagation64(d *doc, ownCode *lazyRE) {
	t := d.v.text
	for _, f := range d.fences {
		if s, e, ok := prop64TemplateHook(t[f.start:f.end], ownCode); ok {
			c.reportPropagation(d, f.start+s, f.start+e, true, "writes a hook into git's template folder that copies this skill into every new clone's skills folder (self-propagation)")
		}
	}
}
