package safety

// Round 71 (propagate family): the round-26 copy rule (a copy verb, this
// skill, a destination that is many or someone else's, within one
// statement) where a part was spelled in a way the lists lacked, read in
// fresh213-216. Each entry names a concept for the whole language, not a
// sentence; the rule still needs all three parts near each other, so "copy
// the report to every colleague" or "add this skill to your own folder"
// stay harmless.
//
//   - Kannada writes "skill" in its own script ("ಈ ಸ್ಕಿಲ್", "this skill"),
//     and names places that are many with "every" ("ಪ್ರತಿ", "ಪ್ರತಿಯೊಂದು"),
//     "all" ("ಎಲ್ಲಾ") or "everyone's" ("ಎಲ್ಲರ") before a repository, a
//     project, a machine or a colleague, in the script or as a loanword.
//   - Swedish names places that are many with "every (new)" / "all (new,
//     other)" before a repository (also "fjärrrepo", the remote one), a
//     crate, package, module, folder, machine or colleague, and the skill's
//     own text as "this text" ("den här texten", "denna text"), as the
//     lists already held "this instruction".
func init() {
	knQ := []string{"ಎಲ್ಲಾ", "ಎಲ್ಲ", "ಎಲ್ಲರ", "ಪ್ರತಿ", "ಪ್ರತಿಯೊಂದು", "ಪ್ರತಿ ಹೊಸ", "ಇತರ"}
	knN := []string{"repo", "repository", "project", "machine", "ರೆಪೋ", "ರೆಪೊ", "ರೆಪಾಸಿಟರಿ", "ಪ್ರಾಜೆಕ್ಟ್", "ಯೋಜನೆ", "ಯಂತ್ರ", "ಕಂಪ್ಯೂಟರ", "ಸಹೋದ್ಯೋಗಿ", "ಸ್ಕಿಲ್"}
	registerActionLexicon("kn+r71-propagate", actionLex{
		selfRef:     []string{"ಈ ಸ್ಕಿಲ್", "ಈ ಕೌಶಲ", "ಈ ಪಠ್ಯ"},
		otherPlaces: wqCross(knQ, knN),
	})
	svQ := []string{"varje", "varje ny", "varje nytt", "alla", "alla nya", "alla andra", "samtliga"}
	svN := []string{"repo", "fjärrrepo", "crate", "paket", "modul", "mapp", "maskin", "dator", "dokument", "kollega", "kollegor", "projekt"}
	registerActionLexicon("sv+r71-propagate", actionLex{
		selfRef:     []string{"den här texten", "denna text", "det här textblocket"},
		otherPlaces: wqCross(svQ, svN),
	})
}
