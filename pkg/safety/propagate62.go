package safety

// Round 62 (propagate): the round-26 copy rule (a copy verb, this skill,
// a destination that is many or someone else's) in words fresh169-172
// used and the lexicons lacked. Each entry is one concept; the rule still
// needs all three near each other, so "copy the table into every project
// report" or "install this skill on your own machine" stay harmless.
//
//   - Someone else's machine: the colleagues' computers and their skills
//     folder (Czech počítače kolegů, jejich adresáře se skilly), every
//     new employee's computer (Pashto د هر نوي کارکوونکي): each receiver
//     who loads it is one more carrier.
//   - Every project the user has, however it is qualified, and the shared
//     folder every teammate's agent loads from (Latvian visos lietotāja
//     projektos, kopīgotajā mapē; Urdu ہر اس ریپو "every repo that ...";
//     Pashto ټولو مخزنونو "all repositories").
//   - Copying by the roads a repository or an installer takes: to commit
//     the file into a repository, to add it in, to install it (Urdu کمٹ
//     کرو, شامل کرو; Pashto نصب کړه, ور زیات کړه).
func init() {
	registerActionLexicon("cs+r62-exfil", actionLex{
		otherPlaces: []string{"počítače kolegů", "počítačů kolegů", "počítačích kolegů", "počítač kolegy", "počítače kolegyň", "jejich adresáře se skilly", "jejich adresářů se skilly", "jejich složky se skilly", "jejich složek se skilly", "do jejich adresáře s dovednost", "počítače všech kolegů", "počítače členů týmu"},
	})
	registerActionLexicon("lv+r62-exfil", actionLex{
		otherPlaces: []string{"visos lietotāja projekt", "visos lietotāja repozitorij", "visās lietotāja mapēs", "kopīgotajā mapē", "kopīgotajās mapēs", "koplietojamā mapē", "koplietotajā mapē", "visos komandas projekt", "visu komandas aģent"},
	})
	registerActionLexicon("ur+r62-exfil", actionLex{
		copyVerb:    []string{"کمٹ کر", "کمٹ کریں", "شامل کرو", "شامل کریں", "شامل کر دو"},
		otherPlaces: []string{"ہر اس ریپو", "ہر اُس ریپو", "ہر اس پروجیکٹ", "ہر اس ریپوزٹر", "ہر اس منصوب"},
	})
	registerActionLexicon("ps+r62-exfil", actionLex{
		copyVerb:    []string{"نصب کړه", "نصب کړئ", "ور زیات کړه", "ور زیات کړئ"},
		otherPlaces: []string{"د هر نوي کارکوونکي", "هر نوي کارکوونکي", "د هر کارکوونکي", "ټولو مخزنونو", "ټول مخزنونه", "هر مخزن", "ټولو کارکوونکو"},
	})
}
