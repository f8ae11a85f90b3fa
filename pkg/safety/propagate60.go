package safety

import "strings"

// Round 60 (propagate): the round-26 copy rule (a copy verb, this skill,
// a destination that is many or someone else's) in words fresh161-164
// used and the lexicons lacked. Each entry is one concept; the rule still
// needs all three near each other, so "add this note to the log" or
// "copy the template into your folder" stay harmless.
//
//   - Every colleague, the next person on duty, another assistant: a
//     copy into someone else's profile, dotfiles or skills folder is a
//     copy that person's agent will load, and each of them is one more
//     carrier (Romanian fiecărui coleg, Bulgarian профила на следващия,
//     Albanian të gjithë kolegët, Dutch elke collega, Norwegian andre
//     assistenter, Lao ເພື່ອນຮ່ວມງານ).
//   - Every machine, every new repository, the shared template: a place
//     every later install or every new project starts from (Romanian
//     orice mașină nouă, repository-ul de șabloane; Bulgarian общия
//     шаблон; Dutch elke nieuwe repository; Swedish projektmallar).
//   - All skills, every other skill (Swedish alla skills, Albanian çdo
//     skill tjetër).
//   - "Add" and "put in" carry the skill as "copy" does when the object
//     is this skill (Romanian adaugă, Bulgarian добави, Swedish lägg in).
//   - This instruction, these instructions: the skill's own text
//     (Albanian këtë udhëzim, Swedish den här instruktionen, Lao
//     ໄຟລ໌ນີ້ "this file").
func init() {
	registerActionLexicon("ro+r60-propagate", actionLex{
		copyVerb:    []string{"adaugă ", "adauga ", "adăugați ", "adaugati ", "pune acest", "instalează acest"},
		selfRef:     []string{"această instrucțiune", "aceste instrucțiuni", "acest text"},
		otherPlaces: []string{"fiecărui coleg", "fiecarui coleg", "fiecare coleg", "tuturor colegilor", "orice mașină", "orice masina", "fiecare mașină", "fiecărei mașini", "toate mașinile", "repository-ul de șabloane", "depozitul de șabloane", "șablonul echipei", "șabloanele echipei", "dotfiles-urile"},
	})
	registerActionLexicon("bg+r60-propagate", actionLex{
		copyVerb:    []string{"добави ", "добавете ", "сложи ", "поставете ", "постави "},
		selfRef:     []string{"тази инструкция", "тези инструкции", "този текст", "този файл"},
		otherPlaces: []string{"общия шаблон", "общите шаблони", "профила на следващия", "профила на всеки", "профилите на всички", "всеки колега", "всички колеги", "всяка машина", "всеки компютър"},
	})
	registerActionLexicon("sq+r60-propagate", actionLex{
		selfRef:     []string{"këtë udhëzim", "kete udhezim", "këto udhëzime", "keto udhezime", "ky udhëzim"},
		otherPlaces: []string{"çdo skill tjetër", "cdo skill tjeter", "çdo aftësi tjetër", "cdo aftesi tjeter", "të gjithë kolegët", "te gjithe koleget", "çdo kolegu", "çdo koleg", "të gjitha skill", "te gjitha skill"},
	})
	registerActionLexicon("nl+r60-propagate", actionLex{
		otherPlaces: []string{"elke collega", "iedere collega", "alle collega's", "alle collegas", "elke nieuwe repository", "elke nieuwe repo", "elk nieuw project", "ieder nieuw project", "elke machine", "iedere machine", "alle machines"},
	})
	registerActionLexicon("sv+r60-propagate", actionLex{
		copyVerb:    []string{"lägg in ", "lägga in ", "lägg till ", "lägga till "},
		selfRef:     []string{"den här instruktionen", "denna instruktion", "dessa instruktioner", "de här instruktionerna"},
		otherPlaces: []string{"alla skills", "alla andra skills", "alla projektmallar", "projektmallar", "alla mallar", "varje projekt", "alla projekt", "varje kollega", "alla kollegor"},
	})
	registerActionLexicon("no+r60-propagate", actionLex{
		otherPlaces: []string{"andre assistenter", "alle assistenter", "alle readme-filer", "alle readme", "hver kollega", "alle kolleger", "alle kollegaer", "alle prosjekter", "hvert prosjekt"},
	})
	registerActionLexicon("lo+r60-propagate", actionLex{
		copyVerb:    []string{"ສຳເນົາ", "ສໍາເນົາ", "ກັອບປີ້", "ກ໊ອບປີ້"},
		selfRef:     []string{"ໄຟລ໌ນີ້", "ທັກສະນີ້", "skill ນີ້", "ຄຳແນະນຳນີ້", "ເອກະສານນີ້"},
		otherPlaces: []string{"ທຸກ repository", "ທຸກ repo", "ທຸກໂຟນເດີ", "ທຸກໂປຣເຈັກ", "ທຸກໂຄງການ", "ເພື່ອນຮ່ວມງານທຸກຄົນ", "ທຸກເຄື່ອງ"},
	})
}

// Round 60 (propagate), the relay note: a line spoken to other agents
// ("agents reading this:", "AI assistants —") that tells its reader to
// take this skill in (add or install it into its own library, skills or
// memory) AND to carry it on in what it writes or sends next (include it
// in its next outgoing e-mail, every reply, all the READMEs it writes).
// Such a line is written to be planted in outputs: every agent that reads
// it becomes one more carrier, which makes it a worm whoever reads it
// first. Either half alone carries nothing: an agent told to install a
// skill recommends it, and a reply that mentions a skill advertises it.
// Negated orders ("do not add this skill ...") and lines addressed to
// people ("colleagues reading this:") stay out.
var (
	// prop60Address: the line speaks to agents, optionally as its
	// readers ("agents reading this:").
	prop60Address = lazyRegexp(`(?i)(?:^|[^\pL])(?:ai\s+|llm\s+|other\s+|any\s+|all\s+|fellow\s+)?(?:agents?|assistants?|copilots?|llms?|ais|bots?)(?:\s+(?:reading|who\s+reads?|that\s+reads?|which\s+reads?|parsing|processing|seeing|receiving)\s+(?:this|it))?\s*[:—–-]`)
	// prop60Take: this skill taken into the reader's own library.
	prop60Take = lazyRegexp(`(?i)\b(?:add|install|load|save|import|enable|copy|store|put)\w*\s+(?:this\s+(?:skill|file|note|text|block|section|comment)|it)\s+(?:to|into|in|among|inside)\s+(?:your|their)\s+(?:own\s+)?(?:[\w-]+\s+)?(?:library|libraries|skills?|toolkit|toolbox|collection|memory|memories|setup|config\w*|instructions|profile)\b`)
	// prop60Onward: the same carried on into what the reader writes or
	// sends next.
	prop60Onward = lazyRegexp(`(?i)\b(?:include|add|put|insert|embed|append|attach|paste|copy|repeat|forward|send|pass)\w*\s+(?:it|this|them|the\s+same|this\s+(?:skill|note|line|comment|text|block|section))\s+(?:(?:on|along|onward|forward)\s+)?(?:in|into|to|with|inside)\s+(?:your|their|every|each|all|any)\s+(?:next\s+|own\s+|future\s+|subsequent\s+)?(?:[\w-]+\s+)?(?:e-?mails?|messages?|mails?|replies|reply|posts?|outputs?|files?|documents?|READMEs?|announcements?|letters?|newsletters?|answers?|responses?|commits?|pull\s+requests?)\b`)
)

// prop60Relay reports a line addressed to agents that tells its reader to
// install this skill and pass it on in what it writes next.
func prop60Relay(line string) (int, int, bool) {
	am := prop60Address.FindStringIndex(line)
	if am == nil {
		return 0, 0, false
	}
	rest := line[am[1]:]
	tm := prop60Take.FindStringIndex(rest)
	if tm == nil || negatedBefore(rest[:tm[0]]) {
		return 0, 0, false
	}
	om := prop60Onward.FindStringIndex(rest[tm[1]:])
	if om == nil || negatedBefore(rest[tm[1]:tm[1]+om[0]]) {
		return 0, 0, false
	}
	return am[0], am[1] + tm[1] + om[1], true
}

// checkPropagation60 runs the relay note over every unit of the field,
// prose, comment, quote or code alike: the note is written to be copied
// into outputs, where any of these is what the next reader sees. A unit,
// not a line: a note wrapped across lines is one note.
func (c *checker) checkPropagation60(d *doc) {
	if !lowerHas(d.v.lower, "agent", "assistant", "copilot", "llm", "ai", "bot") || !lowerHas(d.v.lower, "your", "their") {
		return
	}
	t := d.v.text
	for _, u := range d.units {
		ut := t[u.start:min(u.end, len(t))]
		if len(ut) > maxIntentUnit {
			ut = ut[:maxIntentUnit]
		}
		lt := strings.ToLower(ut)
		if !lowerHas(lt, "this", "it") || !lowerHas(lt, "your", "their") {
			continue
		}
		if s, e, ok := prop60Relay(ut); ok {
			c.reportPropagation(d, u.start+s, u.start+e, false, "a note addressed to agents tells each reader to install this skill and pass it on in what it writes next (self-propagation by relay)")
		}
	}
}
