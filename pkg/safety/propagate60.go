package safety

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
