package safety

import "strings"

// Round 88 (propagate), tuned on fresh255-257.
//
// This skill's own text written into every repository or fork of the
// user (the agent's instruction file or skills folder of each, then
// pushed), or into every channel and colleague's account, in other
// languages: Portuguese, Italian, Russian, Bengali. Read as round 87's
// propagation is (checkPropagation87): the skill named as itself, a
// carrying verb and a place that is every repository, fork or account,
// close together; the global skills folder alone is an install step and
// is not read.
var (
	self88 = concept{"questa skill", "questo skill", "esta skill", "este skill", "desta skill", "deste skill", "deste ficheiro", "deste arquivo", "этот навык", "этого навыка", "এই দক্ষতা", "এই স্কিল"}
	// copy88: the carrying verbs the lexicons may leave out.
	copy88 = concept{"acrescenta", "adiciona", "copia", "invia", "installa", "добавь", "добавьте", "скопируй", "কপি", "পুশ", "যোগ কর"}
	// places88: every repository, fork, channel or colleague's account.
	places88 = concept{
		"todos os repositórios", "todos os seus repositórios", "todos os repos", "cada repositório",
		"tutti i repository", "tutti i repo", "ogni repository", "tutti i canali", "sui loro account", "nei loro account", "a tutti i colleghi",
		"все форки", "всех форк", "все репозитори", "всех репозитори", "каждый репозитори", "каждый новый проект",
		"সব গিট রিপোজিটরি", "সব রিপোজিটরি", "সকল রিপোজিটরি", "প্রতিটি রিপোজিটরি",
	}
)

// checkPropagation88 reads each prose statement of the body for this
// skill, a carrying verb and one of places88 close together (hooked from
// checkTamper88).
func (c *checker) checkPropagation88(d *doc) {
	c.propagationNear(d, self88, copy88, places88, 200, "tells the agent to carry this skill into every repository, fork, channel or colleague's account (self-propagation)")
}

// checkTamper88 runs the round-88 tamper checks (hooked from tamper.go's
// list).
func (c *checker) checkTamper88(d *doc) {
	if d.field == FieldBody {
		c.checkPropagation88(d)
	}
	if strings.Contains(d.v.lower, "approv") || strings.Contains(d.v.lower, "aprov") || strings.Contains(d.v.lower, "aprue") || strings.Contains(d.v.lower, "aprob") || lowerHas(d.v.lower, "genehmig", "goedkeur", "keur", "zatwierdz", "schval") {
		c.checkRubberStampML88(d) // tamper88.go
	}
	if strings.Contains(d.v.lower, "approv") || strings.Contains(d.v.lower, " as passed") || strings.Contains(d.v.lower, " as green") {
		c.checkGatePassedUnreviewed88(d) // tamper88.go
	}
}
