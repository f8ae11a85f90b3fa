package safety

// Round 78 (propagate family): the standing copy of this skill into each
// new place, in words the lists lacked (fresh230-231).
//
//   - Czech names the many places as "every new project" ("každý nový
//     projekt", and its cases), the round-26 "every other project" said
//     of the projects still to come, and orders the copy with the noun
//     ("must contain a copy of this file": "kopii"). The copy rule still
//     needs this skill beside it: "every new project needs a copy of the
//     licence" carries another file.
//   - Polish says "any repository" ("jakiekolwiek repozytorium", "dowolne
//     repozytorium"), a place that is many as "every repository" is, and
//     copies by committing the file into it ("zrób commit", as Urdu's
//     "کمٹ کر" in round 62).
//   - Chinese says the recurrence "whenever" ("每當", "每当", "每次"), the
//     project or repository ("專案", "项目", "倉庫"), made or opened anew
//     ("新", "建立", "创建", "打开"), and puts the skill in with "寫進" /
//     "加入" (write into, add into). Round 77's standing-copy reading
//     still needs all four parts and this skill named.
func init() {
	registerActionLexicon("cs+r78-tamper", actionLex{
		copyVerb:    []string{"kopii tohoto", "kopii této", "kopie tohoto", "kopie této"},
		otherPlaces: []string{"každý nový projekt", "každého nového projekt", "každém novém projekt", "každému novému projekt", "do každého nového", "každý nový repozitář", "každého nového repozitář", "každém novém repozitář"},
	})
	registerActionLexicon("pl+r78-tamper", actionLex{
		copyVerb:    []string{"zrób commit", "zróbcie commit", "zacommituj", "scommituj", "skomituj"},
		otherPlaces: []string{"jakiekolwiek repozytori", "dowolne repozytori", "jakikolwiek projekt", "dowolny projekt", "jakikolwiek katalog", "każde nowe repozytori", "każdy nowy projekt", "każdym nowym repozytori"},
	})
	prop77Recur = append(prop77Recur, "每當", "每当", "每次")
	prop77Place = append(prop77Place, "專案", "项目", "項目", "仓库", "倉庫", "儲存庫", "存储库", "代码库", "程式庫")
	prop77Fresh = append(prop77Fresh, "新", "建立", "创建", "創建", "打开", "打開", "開啟", "开启")
	prop77Put = append(prop77Put, "寫進", "写进", "加入", "放進", "放进")
}
