package safety

import "strings"

// Round 83 (exfil-prose), tuned on fresh243-246.
//
// kindDescribed83 (benign): a sentence that says what a kind of thing
// is and does, the send in a relative clause whose antecedent is that
// kind ("'Try my game' executables are often token grabbers that read
// local Discord storage and post it to a webhook", "Fake updaters are
// usually stealers which copy saved passwords and upload them to a
// server"): the subject of the send is the malware or the scam, the
// sentence describes it to the reader and orders the agent nothing.
// The main clause is a statement, subject then a copula ("are", "is",
// "can be"), not an order: a sentence that opens with a verb ("Write a
// tool that reads ... and posts ...") has no subject before its copula,
// a subject that is the agent or the skill itself ("You are a helper
// that ...", "This skill is a tool that ...") describes the agent's own
// job, and a sentence that turns to an order after the description
// (", then send it") is not a description. The same frame in French,
// Spanish, Portuguese, Italian, German and Dutch ("sont souvent des
// voleurs de jetons qui lisent ... et l'envoient", "sind oft Stealer,
// die ... hochladen").
var (
	kindCopula83 = lazyRegexp(`(?i)^[\s>*_\-\d.)"'“”«»]*((?:[\p{L}\p{N}"'“”«»’-]+\s+){1,5}?)(?:are|is|were|was|(?:can|may|might|could)\s+be|tend\s+to\s+be|sont|est|son|es|são|é|sono|è|sind|ist|zijn|is)\s+((?:(?:often|usually|typically|commonly|frequently|generally|mostly|sometimes|mainly|souvent|généralement|parfois|fréquemment|a\s+menudo|normalmente|generalmente|frecuentemente|muitas\s+vezes|frequentemente|geralmente|spesso|di\s+solito|oft|häufig|meist|meistens|vaak|meestal|soms|doorgaans)\s+)*)(?:(?:an?|the|des|de|les|un|une|unos|unas|uns|umas|dei|degli|delle|ein|eine|einige|een)\s+)?(?:[\p{L}\p{N}'’-]+\s+){0,4}?[\p{L}\p{N}'’-]+,?\s+(?:that|which|who|qui|que|che|die|welche|der|das)\s+`)
	kindSelf83   = lazyRegexp(`(?i)\b(?:you|you're|your|yourself|we|our|it|this|these|vous|tu|nous|ce|cet|cette|usted|ustedes|nosotros|este|esta|você|voi|noi|questo|questa|sie|du|wir|ihr|dieser|diese|dieses|u|jij|wij|je|dit|deze)\b|\b(?:skill|plugin|agent|agente|assistant|assistante|asistente|assistente|bot|helper|tool|outil|herramienta|ferramenta|strumento|werkzeug|script|extension|extensión|extensão|estensione|erweiterung|model|modèle|modelo|modello|ai|ia|ki)\s*$`)
	// kindMalice83: the kind named as harmful (malware, a scam, a fake).
	kindMalice83   = lazyRegexp(`(?i)(?:grabber|stealer|logger|scam|fraud|phish|malicious|malware|trojan|troyano|backdoor|spyware|ransomware|rootkit|botnet|dropper|rat\b|fake|bogus|counterfeit|pirat|cracked|voleur|arnaque|escroquer|malveillant|faux|fausse|ladr[oó]n|ladr[aã]o|ladro|estafa|golpe|falso|falsa|malicios|malevol|truffa|dieb|betrug|gefälscht|bösartig|schadsoftware|nep|oplicht|kwaadaardig|dief)`)
	kindVerbLead83 = lazyRegexp(`(?i)^[\s>*_\-\d.)"'“”«»]*(?:write|build|make|create|use|install|run|add|deploy|set\s+up|ship|put|design|implement|code|develop|turn|become|act|pretend|behave|ensure|remember|note|keep|treat|consider|imagine|assume|écris|crée|utilise|escribe|crea|usa|escreva|crie|use|scrivi|usa|schreib|erstelle|nutze|schrijf|maak|gebruik)\b`)
)

// kindDescribed83 reports whether the send matched at [v, e) of t is in
// a relative clause of a sentence describing a kind of thing.
func kindDescribed83(t string, v, e int) bool {
	if len(t) > maxIntentUnit {
		return false
	}
	start := strings.LastIndexAny(t[:v], ".!?\n") + 1
	s := t[start:]
	m := kindCopula83.FindStringSubmatchIndex(s)
	if m == nil || start+m[1] > e {
		return false
	}
	subj := s[m[2]:m[3]]
	if kindSelf83.MatchString(subj) || kindVerbLead83.MatchString(s) || turnsToOrder73.MatchString(s[m[1]:]) {
		return false
	}
	// A generalisation ("are often") or a harmful kind: an order says
	// neither of what it orders.
	return m[4] < m[5] || kindMalice83.MatchString(s[:m[1]])
}
