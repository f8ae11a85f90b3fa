package safety

// Round 42 (propagate family): the round-26 action rules (actions.go) in
// more languages and more words of languages already known.
//
// Self-propagation is this skill, a verb that carries it, and a place that
// is many, someone else's or onward; a scope claim is this skill, a verb
// that uses it and every request. New: Cantonese (written colloquial
// Chinese: 呢 for "this", 抄 for "copy"), Venda, Papiamento, and Zulu's
// class-7 demonstrative with "put in" (faka) as the carrying verb.
func init() {
	// Cantonese: this skill or file, copy in, every new project, all
	// colleagues.
	registerActionLexicon("yue+r42-prop", actionLex{
		selfRef:     []string{"呢份 skill", "呢個 skill", "呢份skill", "呢個skill", "呢個技能", "呢份技能", "呢份文件", "呢個文件", "呢個檔案", "呢份檔案", "呢份指引", "呢啲指示"},
		copyVerb:    []string{"抄入", "抄去", "抄落", "抄晒", "複製去", "複製入", "擺入", "放入去", "裝落", "散播"},
		otherPlaces: []string{"每次開新", "每個新項目", "每個項目", "所有項目", "其他項目", "所有同事", "個個同事", "每個同事", "所有 repo", "每個 repo", "所有倉庫", "每個倉庫"},
		useVerb:     []string{"用呢", "載入", "先睇"},
		everyReq:    []string{"每個問題", "所有問題", "任何問題", "每個要求", "所有要求", "任何要求", "每個任務", "任何任務"},
		never:       []string{"唔好", "千祈唔好", "唔准"},
	})
	// Venda: this (one), copy, all the other works, colleagues' computers.
	registerActionLexicon("ve+r42-prop", actionLex{
		selfRef:     []string{"zwonoyu", "iyi faela", "ino faela", "iyi skill", "ino skill", "ndaela idzi", "idzi ndaela", "ili bammbiri"},
		copyVerb:    []string{"kopela", "kopele", "kopelani", "kopolola", "phadaladza", "phadaladzani"},
		otherPlaces: []string{"zwiṅwe zwoṱhe", "zwiṅwe zwothe", "zwoṱhe zwa mushumo", "zwothe zwa mushumo", "mishumo yoṱhe", "mishumo yothe", "dza vhashumisani", "vhashumisani", "kompyutha dzoṱhe", "kompyutha dzothe", "thandela dzoṱhe", "thandela dzothe"},
		never:       []string{"ni songo", "ni si"},
		markers:     []string{"kha", "zwa", "dza", "zwoṱhe", "zwothe", "zwiṅwe", "zwinwe", "vhashumisani", "ndi", "nahone"},
	})
	// Papiamento: this skill, use, any question, before every other skill.
	registerActionLexicon("pap+r42-prop", actionLex{
		selfRef:     []string{"e skill aki", "e skill akí", "e skill akinan", "e archivo aki", "e archivo akí", "e dokumento aki", "e dokumento akí", "e guia aki"},
		useVerb:     []string{"usa", "uza", "carga", "karga", "aplika", "konsultá", "konsulta"},
		everyReq:    wqCross([]string{"kualke", "tur", "kada"}, []string{"pregunta", "preguntanan", "tarea", "mensahe", "peticion", "petishon", "trabou", "kos"}),
		beforeAns:   []string{"promé ku bo kontestá", "promé ku bo kontesta", "promé ku kualke kontesta", "promé ku tur otro skill", "prome ku tur otro skill", "promé ku kualke otro skill"},
		anyTopic:    []string{"no importá e tema", "no importa e tema", "sin importá e tema", "kualke tema"},
		narrow:      []string{"tokante", "relashoná", "relashona", "riba e tema"},
		copyVerb:    []string{"kopia", "kopiá", "plak", "plakia"},
		otherPlaces: []string{"tur otro proyekto", "tur proyekto", "kada proyekto", "tur otro repositorio", "tur repositorio"},
		never:       []string{"nunka", "no mester"},
		markers:     []string{"aki", "akí", "kualke", "semper", "tur", "ku", "promé", "prome", "den", "riba", "mester", "pa"},
	})
	// Zulu: this (class 7) skill, tool or method, put in (faka), every
	// repository, distributed.
	registerActionLexicon("zu+r42-prop", actionLex{
		selfRef:     []string{"lesi sikili", "lesi-skill", "lesi sikhumba", "lesi sixhobo", "lesi siqondiso", "le ndlela"},
		copyVerb:    []string{"faka", "fakani", "ufake", "nifake", "yifake", "sifake"},
		otherPlaces: []string{"wonke ama-repository", "onke ama-repository", "kuwo wonke ama-", "zonke izindawo", "zonke izinhlelo", "isatshalaliswe", "sisatshalaliswe", "isakazeke"},
	})
}
