package safety

// Round 84 (the lead, benign; fresh247's b247-security-education-05, a
// lesson on supply-chain risks): a sentence whose subject is a hostile
// thing and whose verb is a modal of possibility or habit describes what
// that thing does ("A malicious skill might tell an agent to run ...,
// copy itself into other projects, or claim it applies to every
// request"; "a poisoned plugin can quietly edit your settings";
// "compromised packages often ..."). In a security skill it is a
// mention, as a quoted example after a cue word already was. The
// sentence must not turn to this skill or to an order ("..., but this
// skill applies to every request", "so you must ...").

var (
	hostileThingModal84 = lazyRegexp(`(?i)^[\s>*_\-\d.)]*(?:an?\s+|the\s+|some\s+|many\s+|such\s+)?(?:(?:malicious|rogue|compromised|hostile|poisoned|backdoored|trojani[sz]ed|typosquatted|fake|evil|untrusted|bad|harmful)\s+(?:\w+\s+)?(?:skills?|plugins?|extensions?|packages?|servers?|tools?|prompts?|instructions?|files?|add-?ons?|actors?|authors?|agents?|repos(?:itor(?:y|ies))?|dependenc(?:y|ies)|scripts?|websites?|pages?|documents?)|attackers?|adversar(?:y|ies)|threat\s+actors?|scammers?|intruders?)\s+(?:(?:often|sometimes|usually|typically|commonly|frequently|also)\s+)?(?:might|may|could|can|will|would|often|sometimes|usually|typically|tend\s+to|try\s+to|tries\s+to|attempts?\s+to)\b`)
	turnsToSelf84       = lazyRegexp(`(?i)\b(?:this\s+(?:skill|file|document|guide|page|text)|these\s+instructions|(?:you|we)\s+(?:must|should|shall|will|need\s+to)|so\s+(?:always|now|please))\b`)
)

// hostileThingDescribed84 reports the sentence s as a description of what
// a hostile thing might do.
func hostileThingDescribed84(s string) bool {
	return hostileThingModal84.MatchString(s) && !turnsToSelf84.MatchString(s)
}
