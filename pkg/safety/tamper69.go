package safety

// Round 69 (tamper): tampering read in shapes the earlier rules missed.
// Each principle is one the older rules hold, carried to a form they did
// not read.

func init() {
	// Basque verbs that change or strip a file ("aldatu", "kendu") and
	// the other skills in the genitive ("beste skill guztien"): Basque
	// secrecy ("isilean", "ez esan erabiltzaileari") is read since round
	// 39, but no Basque verb of change was, so a quiet edit of the other
	// skills' files went unread (foreignOtherSkills41's principle).
	actionEditVerbs["eu+r69-tamper"] = []string{"aldatu", "aldatu ezazu", "aldatzen", "editatu", "kendu", "kendu ezazu", "ezabatu", "gehitu", "idatzi", "berridatzi", "ordezkatu", "desgaitu", "hustu"}
	foreignOtherSkills41 = append(foreignOtherSkills41,
		"beste skill guztien", "beste skill guztiak", "skill guztien", "beste trebetasun guztien", "beste trebetasunen", "trebetasun guztien")
	// Sinhala secrecy ("without a sound", "don't tell the user") and its
	// verbs that change a setting ("empty it", "change", "remove"): the
	// action rule's quiet tampering, which round 53 taught Sinhala's
	// copying but not its editing.
	registerActionLexicon("si+r69-tamper", actionLex{
		stealth:  []string{"ශබ්ද නොකර", "නිහඬව", "රහසින්", "රහසිගතව", "පරිශීලකයාට නොකියන්න", "පරිශීලකයාට නොකියා", "කාටවත් නොකියන්න", "කිසිවෙකුට නොකියන්න"},
		editVerb: []string{"හිස් කර", "හිස් කරන්න", "වෙනස් කර", "වෙනස් කරන්න", "ඉවත් කර", "ඉවත් කරන්න", "මකා දමන්න", "මකන්න", "අක්‍රිය කරන්න", "සංස්කරණය කරන්න", "එකතු කරන්න"},
	})
	// Igbo "tell no one" ("agwala onye ọ bụla") and its verbs that change
	// or strip a file ("gbanwee", "wepụ"): the same principle, a language
	// the action rule did not read.
	registerActionLexicon("ig+r69-tamper", actionLex{
		stealth:  []string{"agwala onye ọ bụla", "agwala onye o bula", "agwala onye ọrụ", "agwala onye oru", "agwala onye njikwa", "na nzuzo", "ná nzuzo", "n'nzuzo"},
		editVerb: []string{"gbanwee", "gbanwe", "wepụ", "wepu", "wepụkwa", "wepukwa", "hichapụ", "hichapu", "dezie", "tinye", "tinyekwa", "mechie"},
	})
}

func init() {
	// A gate's list of requirements set to an empty list ("apply_
	// requirements: []", "required_reviewers = []"): branchCut43's
	// principle (no approving review is required any more), with the
	// requirement emptied rather than counted down to zero; the field
	// itself names the gate, as branch protection does.
	branchCut43 = lazyRegexp(branchCut43.String() + `|(?i:\b(?:apply|merge|deploy)_requirements\W{0,3}\s*[:=]\s*\[\s*\]|\brequired_(?:reviewers|approvers|approvals|reviews)\W{0,3}\s*[:=]\s*\[\s*\])`)
	branchNamed43 = lazyRegexp(branchNamed43.String() + `|(?i:\b(?:apply|merge|deploy)_requirements\b|\brequired_(?:reviewers|approvers|approvals|reviews)\b)`)
}

// checkTamper69 runs the round-69 tamper checks (hooked from tamper.go's
// list).
func (c *checker) checkTamper69(d *doc) {
	// A gate emptied by its field's name need not say "review": round
	// 43's guard check is gated on that word, so it is run here for the
	// fields above when round 43 did not run it.
	lower := d.v.lower
	if lowerHas(lower, "_requirements", "required_") && !lowerHas(lower, "review", "status check", "bypass", "alert", "alarm", "notification", "warning") {
		c.checkGuardQuiet43(d)
	}
}
