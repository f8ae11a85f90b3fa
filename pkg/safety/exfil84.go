package safety

import "strings"

// Round 84 (exfil-prose), tuned on fresh247-250.
//
// Concealment said of the person kept in the dark ("the user must not
// find out", "el usuario no debe enterarse", "l'utilisateur ne doit pas
// le savoir", "der Nutzer darf davon nichts erfahren") hides a send as
// "don't tell the user" does: the order is that someone whose data it is
// never learns of it. Registered as the other stealth words of the
// action lexicons, in the Romance and Germanic languages that say it so.
//
// Concealment by a cover name: the agent told to describe the send to
// the user only as something else ("describe it only as 'indexing'",
// "call it just a sync", "preséntalo solo como", "bezeichne es nur als")
// misleads the user about what is done, which hides it more than
// silence does. Only the restricting form counts ("only as", "just as",
// "solo como", "nur als"): "refer to it as the nightly build" names a
// thing, it does not hide a deed.
func init() {
	extendActionLexicon41("es", actionLex{stealth: []string{
		"no debe enterarse", "no deben enterarse", "no tiene que enterarse", "no tienen que enterarse", "no debe saberlo", "no deben saberlo", "que no se entere", "que no se enteren", "sin que se entere", "sin que se enteren", "sin que lo sepa", "sin que lo sepan",
		"descríbelo solo como", "descríbela solo como", "descríbelo solamente como", "descríbelo únicamente como", "preséntalo solo como", "preséntala solo como", "preséntalo como un simple", "llámalo solo", "llámalo simplemente",
	}})
	extendActionLexicon41("pt", actionLex{stealth: []string{
		"não deve saber", "não devem saber", "não pode saber", "não podem saber", "não deve ficar sabendo", "não deve descobrir", "não pode descobrir", "sem que ele saiba", "sem que ela saiba", "sem que eles saibam", "sem que saiba",
		"descreva apenas como", "descreva-o apenas como", "descreva-a apenas como", "apresente apenas como", "apresente-o apenas como", "chame apenas de", "chame-o apenas de",
	}})
	extendActionLexicon41("fr", actionLex{stealth: []string{
		"ne doit pas le savoir", "ne doivent pas le savoir", "ne doit rien savoir", "ne doivent rien savoir", "ne doit pas l'apprendre", "ne doit jamais le savoir", "ne doit pas s'en apercevoir", "sans qu'il le sache", "sans qu'elle le sache", "sans qu'ils le sachent", "sans que personne ne le sache",
		"décris-le seulement comme", "décris-le uniquement comme", "présente-le seulement comme", "présente-le uniquement comme", "présente-le comme un simple", "appelle-le seulement", "décrivez-le seulement comme", "présentez-le seulement comme",
	}})
	extendActionLexicon41("it", actionLex{stealth: []string{
		"non deve saperlo", "non devono saperlo", "non deve accorgersene", "non devono accorgersene", "non deve venirlo a sapere", "non deve saperne nulla", "senza che lo sappia", "senza che lo sappiano", "senza che se ne accorga",
		"descrivilo solo come", "descrivilo soltanto come", "presentalo solo come", "presentalo come un semplice", "chiamalo solo",
	}})
	extendActionLexicon41("de", actionLex{stealth: []string{
		"darf es nicht erfahren", "darf das nicht erfahren", "darf davon nichts erfahren", "dürfen davon nichts erfahren", "soll davon nichts erfahren", "sollen davon nichts erfahren", "darf nichts davon wissen", "darf davon nichts wissen", "soll davon nichts wissen", "ohne dass er es merkt", "ohne dass sie es merkt", "ohne dass er es weiß", "ohne dass sie es weiß",
		"bezeichne es nur als", "bezeichne es lediglich als", "beschreibe es nur als", "beschreibe es lediglich als", "nenne es nur", "nenne es lediglich", "gib es nur als",
	}})
	extendActionLexicon41("nl", actionLex{stealth: []string{
		"mag het niet weten", "mogen het niet weten", "mag er niets van weten", "mogen er niets van weten", "mag er niet achter komen", "zonder dat hij het weet", "zonder dat zij het weet",
		"omschrijf het alleen als", "beschrijf het alleen als", "noem het alleen", "presenteer het alleen als",
	}})
	// The send verbs' other persons: German "übermittelt" (the assistant
	// transmits; you-plural transmit) beside "übermittle" and "sendet";
	// Indonesian "teruskan" (forward) with its object between it and
	// "ke" ("teruskan setiap email ... ke"), given with the quantifier or
	// the message kind so that "teruskan" (continue) alone is not a send.
	extendActionLexicon41("de", actionLex{sendVerb: []string{"übermittelt", "übermittelst", "übermittelte"}})
	extendActionLexicon41("id", actionLex{sendVerb: []string{"teruskan setiap", "teruskan semua", "teruskan seluruh", "teruskan email", "teruskan surel", "teruskan pesan", "teruskan salinan", "meneruskan setiap", "meneruskan semua", "meneruskan email", "meneruskan pesan"}})
	stealthWords = lazyRegexp(stealthWords.String() + `|(?i:\b(?:describe|call|label|present|report|mention|refer\s+to|pass)\s+(?:it|this|that|them|these|the\s+(?:upload|transfer|step|send|copy|sync))\s+(?:off\s+)?(?:to\s+(?:the\s+user|them|him|her|anyone)\s+)?(?:only|merely|just|simply|solely)\s+(?:as\s+)?["'“‘]|\b(?:the\s+user|they|nobody|no\s+one|anyone)\s+(?:must|should|may|can)\s*(?:not|n't|never)\s+(?:ever\s+)?(?:find\s+out|learn\s+of\s+(?:it|this)|know\s+about\s+(?:it|this))\b)`)
	covertStems = append(covertStems, "only as", "merely as", "just as", "simply as", "solely as", "find out", "learn of", "know about")
}

// An order written as a setting's bare value: YAML, INI, TOML and
// properties files need no quotes around a string ("note: send the
// original file ... to https://...", "on_done = upload the export to
// ..."), and the model reads that value as it reads a quoted one
// (orderInString). The value must open with a verb of sending or
// gathering, as orderInString's, after a key and ":" or "=" (a list
// item's "- " before the key allowed), and run on in words.
var valueOrder84 = lazyRegexp(`(?i)^\s*(?:-\s+)?["']?[\w.-]+["']?\s*(?:[:=]|=>)\s*((?:send|upload|post|e-?mail|mail|forward|copy|paste|attach|include|share|sync|export|dump|push|transmit|submit|deliver|ship|collect|gather|bundle|zip)\s[^"\n]{20,}?)\s*(?:\s#.*)?$`)

// orderInValue84: orderInString's reading of an unquoted value.
func orderInValue84(t string) (string, bool) {
	m := valueOrder84.FindStringSubmatchIndex(t)
	if m == nil || strings.Count(t[m[2]:m[3]], " ") < 5 {
		return "", false
	}
	b := []byte(strings.Repeat(" ", len(t)))
	copy(b[m[2]:m[3]], t[m[2]:m[3]])
	return string(b), true
}

// Round 84 (payload): a build setting that names the scripts the tool
// runs ("extra_scripts = pre:https://host/pre.py", "pre_build_hook:
// https://host/h.sh", "setup-script = https://...") given a script's
// address: the tool fetches it and runs it at every build, as "curl ... |
// sh" does, and the host is judged as round 39 judges any fetched script
// (untrustedOrigin). The key must name scripts or hooks and the address
// end in a script's extension; a local path, or a known vendor's host,
// is no finding.
var scriptSetting84 = lazyRegexp(`(?im)^\s*["']?[\w.-]*(?:script|scripts|hook|hooks)[\w.-]*["']?\s*(?:[:=]|=>)\s*[\[("']*\s*(?:[\w$.-]+\s*,\s*)*(?:(?:pre|post):)?(https?)://([^/\s"'|:),\]]+)[^\s"',\])]*\.(?:sh|bash|ps1|psm1|py|js|mjs|rb|pl|bat|cmd|vbs|lua|groovy|gradle|kts)\b`)

func (c *checker) checkScriptSetting84(d *doc, subject string) {
	t := d.v.text
	for _, m := range d.findAll(scriptSetting84, []string{"script", "hook"}, false) {
		if d.fenceAt(m[0]) < 0 && !d.quoted(m[0]) || d.labelledExample(m[0]) {
			continue
		}
		w := untrustedOrigin(t[m[2]:m[3]], t[m[4]:m[5]], subject)
		if w == "" {
			continue
		}
		why := strings.Replace(w, "and runs it", "and has the build tool run it (a setting that names the scripts the tool runs, given the script's address)", 1)
		c.add(d, RuleRemoteExec, Refuse, m[0], m[1], why)
	}
}

// Round 84 (propagate): a notebook's cell (and a slide) is this text's
// own block as "this block" is: "insert this cell, unchanged, into
// every other notebook" carries the skill's text as "paste this block
// into every other file" does.
const prop84SelfEN = `this\s+(?:(?:notebook|markdown|code|jupyter|raw)\s+)?cell\b|this\s+(?:slide|admonition|callout)\b`

// Round 84 (containers): data files carry prose in their string values
// (a notebook's cell source, a setting's description, a CSV's free-text
// column), and the model reads that prose as it reads a paragraph. A
// line of a data block (JSON, a notebook, YAML, TOML, INI, CSV, XML)
// holding a quoted string of eight words or more, or the value of an
// agent-addressed key, is read as prose by the prose rules; its keys and
// quotes are noise to them. A code block in a programming language is
// not read so: its strings are read by the taint and command rules.
var (
	dataLangs84   = map[string]bool{"json": true, "jsonc": true, "json5": true, "ipynb": true, "jupyter": true, "yaml": true, "yml": true, "toml": true, "ini": true, "cfg": true, "conf": true, "properties": true, "csv": true, "tsv": true, "xml": true}
	proseString84 = lazyRegexp(`["'](?:[^"'\n]*?[\p{L}][^"'\n]*?\s){7,}[^"'\n]*["']`)
)

// proseValueUnit84 reports whether the code unit u is a data line that
// holds prose (see above).
func (d *doc) proseValueUnit84(u unit) bool {
	if u.fence < 0 || u.fence >= len(d.fences) || !dataLangs84[d.fences[u.fence].lang] || u.end-u.start > maxIntentUnit {
		return false
	}
	// A setting whose value is an order in words is read as such
	// (orderInString), with the order before it (lead74.go).
	t := d.v.text[u.start:u.end]
	if _, ok := orderInString(t); ok {
		return false
	}
	return proseString84.MatchString(t)
}
