package safety

// Round 83 (tamper): the quiet-tamper rule's verbs and secrecy in the
// languages read in fresh243-246, and concealment said as the purpose of
// the change. The rule still needs an edit verb, secrecy and a target
// (agent settings, CI workflows, other skills) together, so "change the
// settings, then tell the team" stays harmless.
//
//   - Quechua puts, adds or changes ("churay", "yapay", "tikray") and
//     hides it ("ama runaman willaychu", tell no one).
//   - Fijian changes, adds, deletes ("veisautaka", "vakuria", "bokoca",
//     "vakaleqa" spoils it) and hides it ("kua ni tukuna", do not tell);
//     it is typed in ASCII, so it needs marker words.
//   - Tok Pisin, Bislama, Yoruba and Malagasy change, write, remove
//     ("senisim", "jenisim", "yí padà", "ovay") and hide it ("long
//     hait", "no ken tokim", "má sọ fún ẹnikẹ́ni", "aza lazaina").
//   - Occitan modifies, adds, deletes ("modificatz", "apondètz",
//     "escafatz") and hides it ("o digas pas a degun", tell no one).
//   - The other skills' files named before their file name in the
//     Romance languages ("totes los autres fichièrs SKILL.md", "todos
//     los demás archivos SKILL.md"): every other skill, as "SKILL.md de
//     las otras skills" already is.
//   - English: a change made "so nobody can review what ran", "so the
//     user can't see": its purpose is that no one finds out, which is
//     secrecy as "don't tell the user" is. "So the user can see" is the
//     opposite and is not read.
func init() {
	registerActionLexicon("qu+r83-tamper", actionLex{
		editVerb: []string{"churay", "churaychik", "yapay", "yapaychik", "tikray", "tikraychik", "hukniray", "chinkachiy", "qillqay"},
		stealth:  []string{"ama runaman willaychu", "ama pimanpas willaychu", "mana pimanpas willaspa"},
	})
	registerActionLexicon("fj+r83-tamper", actionLex{
		editVerb: []string{"veisautaka", "veisautaki", "vakuria", "vakuri", "bokoca", "vakaleqa", "volai tale"},
		stealth:  []string{"kua ni tukuna", "kakua ni tukuna", "vakavuni", "me vuni", "vakalolo"},
		markers:  []string{"kina", "vei", "kua", "kakua", "kei", "vakamacala", "tukuna", "qo"},
	})
	registerActionLexicon("tpi+r83-tamper", actionLex{
		editVerb: []string{"senisim", "stretim", "rausim", "raitim", "tekewe", "putim"},
		stealth:  []string{"long hait", "hait ", "hait,", "no ken tokim", "noken tokim", "no ken tokaut", "noken tokaut"},
	})
	registerActionLexicon("bi+r83-tamper", actionLex{
		editVerb: []string{"jenisim", "jenem", "rimuvum", "raetem", "putum"},
		stealth:  []string{"long haed", "yu no talem", "no talem long", "no talemaot"},
	})
	registerActionLexicon("yo+r83-tamper", actionLex{
		editVerb: []string{"yí padà", "yi pada", "ṣàtúnṣe", "satunse", "fi kún", "fi kun", "pa rẹ́", "pa a rẹ"},
		stealth:  []string{"ní ìkọ̀kọ̀", "ni ìkọ̀kọ̀", "ni ikoko", "má sọ fún", "ma so fun", "láìsọ fún", "laiso fun"},
	})
	registerActionLexicon("mg+r83-tamper", actionLex{
		editVerb: []string{"ovay", "ovao", "ampio", "fafao", "soloy", "soloina"},
		stealth:  []string{"miafina", "an-tsokosoko", "aza lazaina", "aza ilazana", "tsy ilazana"},
	})
	registerActionLexicon("oc+r83-tamper", actionLex{
		editVerb: []string{"modificatz", "modificar", "apondètz", "apondetz", "apondre", "cambiatz", "escafatz", "suprimissètz", "remplaçatz", "desactivatz"},
		stealth:  []string{"o digas pas a degun", "o digatz pas a degun", "digas pas res", "digatz pas res", "sens o dire", "en secret", "d'amagat", "sens ne parlar"},
	})
	actionTargets50 = append(actionTargets50, targetKind{RuleTamperSkills, lazyRegexp(`(?i)\b(?:autres|autras|autri|otros|otras|outros|outras|altri|altre|demás|demais|restants?)\s+(?:\pL+\s+){0,1}(?:fichièrs|fichiers|ficheros|archivos|arquivos|file|fitxers|fichèrs)\s+SKILL\.md\b`), nil, "the other skills' SKILL.md files"})
	stealthWords = lazyRegexp(stealthWords.String() + `|(?i:\bso\s+(?:that\s+)?(?:(?:nobody|no\s+one|no-one)\s+(?:else\s+)?(?:can|could|will|would|is\s+able\s+to)|(?:the\s+(?:user|owner|team|admins?|reviewers?|auditors?|maintainers?)|users|reviewers|auditors|anyone|they|you)\s+(?:can(?:'?t|not)|could(?:n'?t|\s+not)|won'?t|will\s+not|are\s+not\s+able\s+to))\s+(?:ever\s+|later\s+)?(?:review|see|audit|trace|inspect|reconstruct|tell|know|find\s+out|notice|check)\b)`)
	covertStems = append(covertStems, "so nobody", "so no one", "so that nobody", "so that no one", "so the", "so users", "so reviewers", "so anyone", "so they", "so you")
}
