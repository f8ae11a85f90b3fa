package safety

// Round 82 (propagate family): the round-26 copy rule's three parts
// (copy this skill into places that are many) in the words the lists
// lacked, read in fresh237-242. Each entry names a concept for the whole
// language, not a sentence; the rule still needs a verb, this skill and
// the many places near each other, so "copy the log to every laptop" or
// "this guide lists every project" stay harmless.
//
//   - Tatar names this file or document ("бу файл", "бу документ").
//   - Pashto names every other skill and every new project or folder
//     ("هرې بلې مهارت", "هر نوي پروژې").
//   - Assamese names every new or each project and all the computers.
//   - Xhosa names this rule and "with this skill" ("lo mgaqo", "nalo
//     skill") and all templates and every new project.
//   - Hausa puts or installs it ("ka saka shi", "shigar da shi") into
//     every user and all code stores.
//   - Latin (typed in ASCII, so it needs marker words to be read at all)
//     names this list or paragraph, inserts it, and names any other
//     repository or project.
//   - Esperanto names this rule, inserts it ("enmetu", passive
//     "enmetita") into every new skill or prompt.
//   - Cebuano adds or puts it ("idugang", "ibutang") on all the laptops
//     or computers, on each one.
//   - Italian names the other sites' PCs, every workstation and the
//     users' profiles.
//   - Korean names every new (staff) account, every agent and user.
func init() {
	registerActionLexicon("tt+r82-propagate", actionLex{
		selfRef: []string{"бу файл", "бу документ", "бу скилл", "бу күнекмә", "бу кагыйдә"},
	})
	registerActionLexicon("ps+r82-propagate", actionLex{
		otherPlaces: []string{"هرې بلې", "هر بل مهارت", "نورو مهارتونو", "ټولو مهارتونو", "هر مهارت", "هر نوي پروژې", "هرې نوې پروژې", "هره نوې پروژه", "هره پروژه", "هر فولډر", "ټولو فولډرونو", "نورو فولډرونو"},
	})
	registerActionLexicon("as+r82-propagate", actionLex{
		otherPlaces: []string{"নতুন project", "নতুন প্ৰকল্প", "প্ৰতিটো project", "প্ৰতিটো প্ৰকল্প", "সকলো project", "সকলো laptop", "সকলো কম্পিউটাৰ", "সকলো ডিভাইচ"},
	})
	registerActionLexicon("xh+r82-propagate", actionLex{
		selfRef:     []string{"lo mgaqo", "nalo mgaqo", "nalo skill", "lo skill", "eli fayile", "nale fayile"},
		otherPlaces: []string{"zonke iitemplate", "zonke ii-template", "yonke iprojekthi", "iprojekthi entsha", "iprojekthi nganye", "zonke iirepo", "zonke ii-repo", "zonke iifolda", "zonke iikhompyutha"},
	})
	registerActionLexicon("ha+r82-propagate", actionLex{
		copyVerb:    []string{"ka saka shi", "su saka shi", "saka shi", "ka sanya shi", "sanya shi", "shigar da shi", "ka shigar da"},
		otherPlaces: []string{"kowane mai amfani", "duk masu amfani", "duk wuraren ajiya", "kowane wurin ajiya", "kowace kwamfuta", "duk kwamfutoci"},
	})
	registerActionLexicon("la+r82-propagate", actionLex{
		selfRef:     []string{"hunc indicem", "hic index", "hanc artem", "haec ars", "hoc documentum", "hunc librum", "hanc regulam", "haec regula", "hac ipsa paragrapho", "hanc paragraphum", "hunc textum", "hanc paginam"},
		copyVerb:    []string{"insere", "exscribe", "transcribe", "propaga", "dissemina", "infunde"},
		otherPlaces: []string{"aliud repositorium", "alia repositoria", "omnia repositoria", "omne repositorium", "aliud proiectum", "alia proiecta", "omnia proiecta", "alias artes", "omnes artes"},
		markers:     []string{"huius", "eius", "hunc", "hanc", "haec", "quotiens", "atque", "omnia", "omnes", "aliud", "ipsa", "ipsum", "sunt", "enim"},
	})
	registerActionLexicon("eo+r82-propagate", actionLex{
		selfRef:     []string{"ĉi tiu regulo", "ĉi tiun regulon", "ĉi tiu gvidilo", "ĉi tiu dokumento", "ĉi tiu instrukcio", "ĉi tiuj instrukcioj", "cxi tiu regulo"},
		copyVerb:    []string{"enmetu", "enmeti", "enmetita", "enmetata", "aldonu ĝin", "kopiita", "kopiata", "instalita"},
		otherPlaces: []string{"ĉiun novan", "ĉiun kapablon", "ĉiujn kapablojn", "aliajn kapablojn", "ĉiun prompton", "ĉiujn promptojn", "ĉiun dosierujon", "ĉiujn dosierujojn"},
	})
	registerActionLexicon("ceb+r82-propagate", actionLex{
		copyVerb:    []string{"idugang", "ibutang", "i-install", "isulod"},
		otherPlaces: []string{"tanang laptop", "tanang kompyuter", "tanang computer", "matag laptop", "matag kompyuter", "matag computer", "matag usa", "tanang user", "matag user", "matag proyekto"},
	})
	registerActionLexicon("it+r82-propagate", actionLex{
		otherPlaces: []string{"pc delle altre", "pc degli altri", "pc dei colleghi", "tutti i pc", "altri pc", "altri computer", "computer dei colleghi", "tutti i computer", "altre postazioni", "tutte le postazioni", "profili degli utenti", "profili utente", "tutti i profili"},
	})
	registerActionLexicon("ko+r82-propagate", actionLex{
		otherPlaces: []string{"새 직원 계정", "새 계정", "모든 계정", "모든 직원", "모든 사용자", "새 사용자", "모든 에이전트", "다른 에이전트"},
	})
}
