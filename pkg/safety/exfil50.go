package safety

import (
	"strings"
)

// Round 50 (exfil-flow, exfil-prose).

// inlineMod50 is a module loaded where it is used (require('dns'),
// require('node:dgram'), __import__('socket'),
// importlib.import_module('requests')): the value is that module, as a
// name bound to it would be.
func inlineMod50(mods string) string {
	return `(?:\brequire|__import__|\bimportlib\.import_module)\s*\(\s*['"](?:node:)?(?:` + mods + `)['"]\s*\)`
}

// inlineSink50: a network call on a module loaded inline is the same
// send as the call on the module's name (flowSinkRe knows dns.resolve(),
// requests.post(...), a socket's send): require('dns').resolve(x) looks x
// up, require('axios').post(u, x) posts x. A socket or connection made
// and used in one chain (dgram.createSocket('udp4').send(x, ...),
// net.connect(port, host).write(x)) sends as a socket held in a variable
// does (handleSend).
var inlineSink50 = lazyRegexp(inlineMod50(`dns|dns/promises`) + `\s*(?:\.\s*promises\s*)?\.\s*(?:resolve\w*|lookup)\s*\(` +
	`|` + inlineMod50(`socket`) + `\s*\.\s*(?:create_connection|gethostbyname\w*|getaddrinfo)\s*\(` +
	`|` + inlineMod50(`https?|axios|got|node-fetch|superagent|needle|requests|httpx|urllib\.request|urllib3`) + `(?:\s*\.\s*(?:request|default))?(?:\s*\.\s*(?:request|get|post|put|patch|urlopen))?\s*\(` +
	`|(?:` + inlineMod50(`dgram|net|tls`) + `|\b(?:dgram|net|tls))\s*\.\s*(?:createSocket|connect|createConnection)\s*\([^;\n]{0,200}?\)\s*\.\s*(?:send|write|end|connect)\s*\(` +
	`|\bnew\s+(?:\(\s*)?` + inlineMod50(`net`) + `\s*(?:\.\s*Socket\s*)?\)?\s*(?:\.\s*Socket\s*)?\(\s*\)\s*\.\s*(?:connect|write)\s*\(`)

// inlineHandle50: a variable bound to a socket or connection made from
// an inline module (const s = require('dgram').createSocket('udp4')):
// a later send on it is a send (handleSend), as sinkHandleRe's forms are.
var inlineHandle50 = lazyRegexp(`^\s*(?:const\s+|let\s+|var\s+)?([A-Za-z_$][\w$]*)\s*=\s*(?:await\s+)?(?:` + inlineMod50(`dgram|net|tls`) + `\s*\.\s*(?:createSocket|connect|createConnection)|` + inlineMod50(`socket`) + `\s*\.\s*(?:socket|create_connection)|new\s+(?:\(\s*)?` + inlineMod50(`net`) + `\s*\.\s*Socket)\b`)

var inlineMod50Kws = []string{"require", "__import__", "import_module", "createsocket", "createconnection", "connect("}

// inlineModuleSink50 returns the span of a send through an inline module
// in t (nil when none), and records a network object such a module makes
// and the statement binds to a name.
func inlineModuleSink50(t, lt string, st *flowState) []int {
	if !lowerHas(lt, inlineMod50Kws...) {
		return nil
	}
	if m := inlineHandle50.FindStringSubmatch(t); m != nil && len(st.handles) < maxTainted {
		st.handles[m[1]] = true
	}
	return inlineSink50.FindStringIndex(t)
}

// A value written into a handle opened on a file for writing is in that
// file: tarfile.open("/tmp/b.tgz", "w:gz") as t, then t.add(<a secret
// folder>), puts the folder into /tmp/b.tgz, and a later upload of
// /tmp/b.tgz sends it (the file is tainted as a shell "tar czf" taints
// its archive, learnFiles). A handle opened for reading takes nothing in.
var (
	// writeIntoHandle50: a statement that writes into a handle (t.add(x),
	// z.writestr(n, x), f.write(x), out.write(x)) or dumps into one
	// (json.dump(x, f)); group 1 or 2 is the handle.
	writeIntoHandle50 = lazyRegexp(`^\s*(?:await\s+)?([A-Za-z_]\w*)\s*\.\s*(?:add|addfile|write|writestr|writelines|write_text|write_bytes|pipe|append)\s*\(|\b(?:json|yaml|pickle|marshal|toml|tomli_w)\.(?:safe_)?dump\s*\([^\n]{1,400}?,\s*([A-Za-z_]\w*)\s*[,)]`)
	// openForWrite50: a handle opened on a path in a mode that writes
	// (w, a, x, with tarfile's "w:gz"), or a write stream: "with ... as
	// h" gives the path (a literal, group 1, or a variable, 2) then the
	// handle (3); the assignment forms give the handle first (4, 7), then
	// the path (5 or 6, 8 or 9).
	openForWrite50 = lazyRegexp(`\b(?:open|(?:tarfile|gzip|bz2|lzma|io|codecs)\.open|(?:zipfile\.)?ZipFile|(?:tarfile\.)?TarFile)\s*\(\s*(?:["']([^"'\n]{1,200})["']|([A-Za-z_]\w*))\s*,\s*(?:mode\s*=\s*)?["'][wax][^"'\n]{0,6}["'][^\n]{0,200}?\)\s*as\s+([A-Za-z_]\w*)` +
		`|^\s*(?:const\s+|let\s+|var\s+)?([A-Za-z_]\w*)\s*=\s*(?:open|(?:tarfile|gzip|bz2|lzma|io|codecs)\.open|(?:zipfile\.)?ZipFile|(?:tarfile\.)?TarFile)\s*\(\s*(?:["']([^"'\n]{1,200})["']|([A-Za-z_]\w*))\s*,\s*(?:mode\s*=\s*)?["'][wax]` +
		`|^\s*(?:const\s+|let\s+|var\s+)?([A-Za-z_]\w*)\s*=\s*(?:fs\.)?createWriteStream\s*\(\s*(?:["'` + "`" + `]([^"'` + "`" + `\n]{1,200})["'` + "`" + `]|([A-Za-z_]\w*))`)
)

// flowFileHandle50: t writes the source src into a handle; the file the
// block opened that handle on (in the 16 KB before u) holds src
// afterwards.
func (c *checker) flowFileHandle50(d *doc, u unit, t, src string, st *flowState) {
	if src == "" || u.fence < 0 || u.fence >= len(d.fences) {
		return
	}
	m := writeIntoHandle50.FindStringSubmatch(t)
	if m == nil {
		return
	}
	h := m[1]
	if h == "" {
		h = m[2]
	}
	f := d.fences[u.fence]
	lo := max(f.start, u.start-16<<10)
	if u.start <= lo {
		return
	}
	before := d.v.text[lo:u.start]
	if !strings.Contains(before, h) {
		return
	}
	path, pathVar := "", ""
	for _, line := range strings.Split(before, "\n") {
		for _, b := range openForWrite50.FindAllStringSubmatch(line, 4) {
			for g := 0; g < 3; g++ {
				lit, v, name := b[1+3*g], b[2+3*g], b[3+3*g]
				if g > 0 { // assignment forms: the handle comes first
					name, lit, v = b[1+3*g], b[2+3*g], b[3+3*g]
				}
				if name == h && (lit != "" || v != "") {
					path, pathVar = lit, v // the last binding before t wins
				}
			}
		}
	}
	switch {
	case path != "":
		st.taintFile(path, src)
	case pathVar != "":
		st.taint(pathVar, src) // the name holding the path names the file
	}
}

// sendNoun50: a word built on a send stem by a noun suffix
// ("attachments", "submissions", "shipments", "uploaders", "forwarders")
// names a thing or a tool, not an act: "send X to Y as attachments"
// orders the sending, and the word says nothing of a third party who
// sends (describedActor reads inflected verbs as a third party's act).
func sendNoun50(w string) bool {
	for _, suf := range []string{"ment", "ments", "ion", "ions", "er", "ers", "age", "ages"} {
		if strings.HasSuffix(w, suf) && len(w) > len(suf)+3 {
			return true
		}
	}
	return false
}

// Other people's correspondence and papers ("the family members'
// messages", "the guests' documents", "her partner's emails") are
// private as the user's own are (usersCargo): a quiet send of them to a
// place the skill supplies (checkCovertSendProse) is a secret kept with
// a cargo worth keeping, not a quiet mode. Only the kinds that are
// private by nature are listed; a name list or an agenda is not.
func init() {
	usersCargo = lazyRegexp(usersCargo.String() + `|(?i)\b(?:family(?:\s+members)?|household(?:\s+members)?|members?|relatives?|kids?|children|child|partners?|spouses?|husbands?|wi(?:fe|ves)|parents?|guests?|attendees?|participants?|colleagues?|co-?workers?|friends?|people|everyone|everybody|others)(?:'s|s'|'|’s|s’|’)\s+(?:private\s+|personal\s+|own\s+)?(?:messages?|documents?|docs|e-?mails?|chats?|conversations?|photos?|pictures|notes|files?|contacts?|passwords?|diar(?:y|ies)|journals?|letters?|texts?|dms|inbox(?:es)?|calendars?)\b`)
}

// pronounInVerb50: a send verb the lexicon lists with its hyphened
// object pronoun ("poste-le", "colle-la") matched at the start of a
// longer form ("poste-les"): the pronoun is in the verb's own span, and
// it points back to what was named before, across a clause (a list in
// brackets), as the pronoun after "transmets" does (actPronounAfter).
func pronounInVerb50(low string, v [2]int) bool {
	i := strings.LastIndexByte(low[v[0]:v[1]], '-')
	return i > 0 && actPronounAfter.MatchString(low[v[0]+i:])
}

// Persian: a person's contacts and the private entries of their
// calendar and mail are the address book and history personalCargoML
// lists in other languages ("فهرست مخاطبان", the contact list;
// "مخاطبانش", their contacts; "رویدادهای خصوصی", private events).
func init() {
	personalCargoML = append(personalCargoML, lowerStems(
		"فهرست مخاطبان", "لیست مخاطبان", "مخاطبان کاربر", "مخاطبانش", "دفترچه آدرس", "رویدادهای خصوصی", "رویدادهای شخصی", "تقویم خصوصی",
		"پیام‌های کاربر", "پیامهای کاربر", "پیام‌های خصوصی", "پیامهای خصوصی", "ایمیل‌های کاربر", "ایمیلهای کاربر")...)
}

// What a gathering verb takes out of a person's store is the store's
// contents: "collect every e-mail address and phone number in the user's
// address book" carries the address book, where "add the number to the
// user's address book" only writes into it (writtenInto). A store named
// after "in" or "from" is cargo when a gathering verb with "every",
// "each" or "all" governs the words before it, in one clause.
var gatherFrom50 = lazyRegexp(`(?i)\b(?:collect|gather|harvest|grab|take|copy|export|extract|pull|read|scrape|dump|list|fetch)\s+(?:out\s+|up\s+)?(?:every|each|all|any)\b[^.;:!?\n]{0,100}?\s(?:in|from)\s+$`)

// cargo50At: the first personalCargo match in w that a gathering verb
// takes its contents from (nil when none).
func cargo50At(w string) []int {
	lw := asciiLower(w)
	if !lowerHas(lw, "every", "each", "all", "any") || !lowerHas(lw, personalCargoStems...) {
		return nil
	}
	for _, m := range personalCargo.FindAllStringIndex(w, 4) {
		if gatherFrom50.MatchString(w[max(0, m[0]-160):m[0]]) {
			return m
		}
	}
	return nil
}

// configPhrase50 reads a mapping line as the order it spells ("collect:
// every contact in ..." as "collect every contact in ..."): the key is
// the verb, the value its object (checkConfigSends48).
func configPhrase50(line string) string {
	return strings.NewReplacer(`"`, " ", ":", " ", "_", " ").Replace(line)
}
