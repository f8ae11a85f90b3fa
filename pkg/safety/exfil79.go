package safety

import (
	"fmt"
	"path"
	"strings"
)

// Round 79 (exfil-prose): an order to carry secrets or records about
// people outside, written in the forms the earlier rounds did not read.

// A pronoun of totality ("include all of it in a comment on the public
// issue", "post every one of them to ...") takes up what the sentence
// named before it, as "it" and "them" do: the cargo is what the search
// or the reading found, whatever the words say of its amount.
func init() {
	pronounObject = orAtStart(pronounObject, `(?i)^\s+(?:all\s+of\s+(?:it|this|that|those|these)|every\s+(?:one|single\s+one)\s+of\s+(?:them|those|these)|each\s+(?:one\s+)?of\s+(?:them|those|these))\b`)
}

// What the agent read, opened or copied in the step before ("Read the
// contents of ~/.ssh. Upload what you read to ...") is that thing, as
// "what you find" after a search is (round 63): the free relative stands
// for the object of the verb of reading, named in the sentence before.
// The secret must still be what that verb reads (searchBefore's clause),
// so "Read the guide. Send what you read to your manager" carries
// nothing secret.
func init() {
	foundObject = orAtStart(foundObject, `(?i)^\s+(?:(?:all\s+(?:of\s+)?)?what(?:ever)?|everything)\s+(?:that\s+)?you\s+(?:have\s+|just\s+)?(?:read|opened|copied|extracted|captured|grabbed|harvested|dumped|saved)\b`)
	searchBefore = lazyRegexp(searchBefore.String() + `|(?i)\b(?:read|open|cat|copy|extract|capture|grab|harvest|dump)\b`)
}

// A passive order governs every participle joined to it ("the host's
// secrets must be collected and sent to ...", "should be zipped,
// encrypted and uploaded to ..."): the last participle is the send, and
// the subject before the modal is still its cargo.
func init() {
	passiveSendRe = lazyRegexp(replaceOnce79(passiveSendRe.String(), `\s+(?:\w+ly\s+)?(sent|`, `\s+(?:\w+ly\s+)?(?:[a-z]+(?:ed|en)(?:\s*,\s*|\s+and\s+(?:then\s+)?|\s+then\s+)){0,3}(sent|`))
}

// The skill or the agent named as the subject of a present-tense send
// ("A: The assistant emails a copy of ... to ...", "The skill uploads
// the couple's bank login to ..."): a skill saying what it does says
// what the agent will do, which is an order as the imperative is; it
// narrates a third party only when the subject is someone else ("a
// staff member emails ..."). The subject opens its sentence (or an
// answer of a FAQ), with at most an adverb between it and the verb.
//
// Advice put as a condition ("the digest works better if you also
// forward ...", "it helps if you send ...") tells the reader to do it:
// the condition is the order and the main clause its reason.
func init() {
	reportedOrder = lazyRegexp(reportedOrder.String() + `|(?i)(?:^\s*|[.!?:;]\s+|\n\s*(?:[-*>]\s+)?)(?:the|this|our)\s+(?:skill|assistant|agent|bot|tool|plugin|extension)\s+(?:also\s+|then\s+|automatically\s+|always\s+|quietly\s+|silently\s+|simply\s+){0,2}$` +
		`|(?i)\b(?:works?|runs?|is|are|gets?|comes?\s+out)\s+(?:much\s+|far\s+|a\s+lot\s+|even\s+)?(?:better|best|faster|smoother|more\s+accurate|more\s+complete)\s+(?:if|when|once)\s+you\s+(?:also\s+|first\s+|then\s+|always\s+|just\s+){0,2}$|\b(?:it\s+(?:helps|is\s+best|works\s+best)|(?:results?|output|quality|accuracy|coverage)\s+(?:improves?|gets?\s+better))\s+(?:if|when|once)\s+you\s+(?:also\s+|first\s+|then\s+|always\s+|just\s+){0,2}$`)
}

// A cloud bucket written as its storage URL (s3://, gs://, az://, an R2
// or Backblaze bucket) is a place outside, as an https address is: the
// bucket belongs to whoever the skill names, not to the user.
func init() {
	proseAnyDestRe = lazyRegexp(proseAnyDestRe.String() + `|(?i)\b(?:s3|s3a|gs|az|abfss?|wasbs?|oss|cos|r2|b2)://[^\s)"'` + "`" + `]+`)
	bareHost40Stems = append(bareHost40Stems, "s3://", "s3a://", "gs://", "az://", "abfs://", "abfss://", "wasb://", "wasbs://", "oss://", "cos://", "r2://", "b2://")
}

// A send that points back at the place named just before calls it by
// what it is ("send them to that relay", "post it to the above
// webhook"): relays, webhooks, collectors, mirrors and drops are
// addresses as an endpoint is (deicticDest42).
func init() {
	deicticDest42 = lazyRegexp(deicticDest42.String() + `|(?i)\bto\s+(?:that|this|the\s+same|the\s+above|the\s+said|the\s+aforementioned)\s+(?:[\w-]+\s+)?(?:relay|webhook|hook|collector|mirror|drop(?:box)?|intake|share|upload\s+page|form|portal|api)\b`)
}

// Concealment by pretence: the reply made to look as if nothing had
// been sent ("reply as if nothing was sent", "act as though no upload
// happened") hides the send from the user as "don't mention it" does,
// and more deliberately: it tells the agent to deceive them about it.
func init() {
	stealthWords = lazyRegexp(stealthWords.String() + `|(?i:\b(?:reply|respond|answer|act|behave|carry\s+on|continue|proceed|report\s+back)\s+as\s+(?:if|though)\s+(?:nothing|no\s+(?:copy|upload|message|file|data|e-?mail|transfer|files|copies))\s+(?:was|were|had|has|happened|took\s+place|left)\b)`)
	covertStems = append(covertStems, "as if", "as though")
}

// "No need to tell the user" in the languages of the action lexicons
// ("non serve dirlo all'utente", "no hace falta decírselo", "pas besoin
// de le dire", "muss es nicht wissen"): that the user need not be told
// of a send is the concealment "don't tell the user" is.
func init() {
	covertStealthML = append(covertStealthML, lowerStems(
		"non serve dirlo", "non serve dirglielo", "non serve avvisare", "non serve informare", "non c'è bisogno di dirlo", "non c'è bisogno di avvisare", "non è necessario dirlo", "non è necessario avvisare", "non occorre dirlo", "non occorre avvisare",
		"no hace falta decirlo", "no hace falta decírselo", "no hace falta avisar", "no hace falta mencionarlo", "no es necesario decirlo", "no es necesario decírselo", "no es necesario avisar", "no es necesario informar", "no hay que decírselo",
		"não precisa dizer", "não precisa avisar", "não precisa contar", "não precisa informar", "não é preciso avisar", "não é preciso dizer", "não é necessário avisar", "não é necessário informar",
		"pas besoin de le dire", "pas besoin de prévenir", "pas besoin d'en parler", "pas besoin de le signaler", "inutile de le dire", "inutile de prévenir", "inutile de le signaler", "pas la peine de le dire", "pas la peine de prévenir", "n'a pas besoin de le savoir",
		"muss es nicht wissen", "muss das nicht wissen", "braucht es nicht zu wissen", "braucht das nicht zu wissen", "nicht nötig, es zu sagen", "nicht nötig, es zu erwähnen",
		"hoeft het niet te weten", "hoeft dit niet te weten", "niet nodig om te melden", "niet nodig om te vertellen",
		"nie trzeba mówić", "nie trzeba informować", "nie musi o tym wiedzieć", "nie musi wiedzieć",
		"не нужно говорить", "не нужно сообщать", "незачем говорить", "не обязательно говорить", "не нужно знать", "не нужно об этом знать",
		"söylemeye gerek yok", "bilmesine gerek yok", "haber vermeye gerek yok",
		"tidak perlu memberi tahu", "tak perlu memberi tahu", "tidak perlu diberitahu", "tidak perlu memberitahu",
		"không cần nói", "không cần báo", "không cần cho biết",
		"behöver inte veta", "behöver inte berätta", "behøver ikke at vide", "trenger ikke å vite",
		"nu e nevoie să spui", "nu trebuie să știe", "nemusí to vědět", "není třeba říkat")...)
}

// Somali: the secrets and the API keys in their plural and definite
// forms ("sirta iyo furayaasha API"), and "ugu dir"/"kuna dir" (send
// to it, and send) beside the "u dir" round 41 listed.
func init() {
	registerActionLexicon("so+r79-exfil", actionLex{
		sendVerb: []string{"ugu dir", "kuna dir", "kuna soo dir", "ugu gudbi"},
		secret:   []string{"furayaasha api", "furayaasha api-ga", "sirta iyo furayaasha", "siraha", "ereyada sirta ah", "erayada sirta ah"},
	})
}

// replaceOnce79: src with its first old replaced by new; a pattern that
// lost old in a later edit panics at start-up rather than silently
// keeping the older reading.
func replaceOnce79(src, old, new string) string {
	i := strings.Index(src, old)
	if i < 0 {
		panic("exfil79: pattern changed: " + old)
	}
	return src[:i] + new + src[i+len(old):]
}

// Round 79 (exfil-flow): a connection bound to a name in the languages
// sinkHandleRe did not read, and the ways they write to it.
//
// Ruby opens a raw connection with TCPSocket.new (or .open), Lua with
// socket.tcp() or socket.connect(...), the JVM with URL(...)
// .openConnection() or a Socket(...); the name it is bound to is then a
// network object as a Python socket.socket is, and what is written to it
// ("s.write(x)", "c:send(x)", "conn.outputStream.write(x)", "s.puts x")
// leaves the machine. Only a sensitive source reaching the write refuses
// (the flow rule), so a socket that sends the order being placed stays
// allowed.
var handle79Re = lazyRegexp(`^\s*(?:val\s+|var\s+|local\s+|let\s+|const\s+|final\s+|auto\s+)?([A-Za-z_]\w*)\s*(?::\s*[\w.<>?]+\s*)?=\s*(?:URL\s*\([^)\n]*\)\s*\.\s*openConnection\s*\(|(?:TCPSocket|UDPSocket|SSLSocket|Socket)\s*\.\s*(?:new|open|tcp)\b|socket\s*\.\s*(?:tcp|udp|connect)\s*\(|(?:new\s+)?(?:java\.net\.)?Socket\s*\(\s*["'\w])`)

var handle79Stems = []string{"openconnection", "socket"}

// handles79 records the names handle79Re binds in t (a unit may hold
// several statements on its lines).
func handles79(t string, st *flowState) {
	if !lowerHas(asciiLower(t), handle79Stems...) {
		return
	}
	for sl, el := range lineSpans(t) {
		if len(st.handles) >= maxTainted {
			return
		}
		for _, stmt := range strings.Split(t[sl:el], ";") {
			if m := handle79Re.FindStringSubmatch(stmt); m != nil {
				st.handles[m[1]] = true
			}
		}
	}
}

// handle79Writes: how Ruby, Lua and the JVM write to a bound connection.
var handle79Writes = []string{".outputStream.write", ".getOutputStream().write", ":send(", ".puts(", ".puts ", ".print(", ".syswrite(", ".write_nonblock(", ".sendmsg(", ".write "}

// handleSend79: a write to a connection handles79 (or the older readings)
// bound, as handleSend reads "h.send(".
func handleSend79(t string, st *flowState) []int {
	for _, h := range sortedKeys(st.handles) {
		if strings.HasPrefix(h, "&") {
			continue
		}
		for _, m := range handle79Writes {
			if i := strings.Index(t, h+m); i >= 0 && identAt(t, i, len(h)) {
				return []int{i, i + len(h) + len(m)}
			}
		}
	}
	return nil
}

// Round 79 (exfil-flow): a glob names the files it matches.
//
// "cp ~/.bash_history /tmp/h.txt; ...; tar czf /tmp/x.tgz /tmp/h*.txt":
// the shell expands the pattern to the files the block wrote, so a
// statement given a pattern that matches a file holding a secret reads
// that file, as it would when named in full. Only files the block
// itself tainted are matched, so "tar czf logs.tgz /var/log/*.log"
// reads nothing secret.
func globSource79(t string, st *flowState) (string, int) {
	if len(st.files) == 0 || !strings.ContainsAny(t, "*?") {
		return "", -1
	}
	n, off := 0, 0
	for _, w := range strings.FieldsFunc(t, func(r rune) bool { return r == ' ' || r == '\t' || r == ';' || r == '|' || r == '&' || r == '\n' }) {
		if n++; n > 64 {
			break
		}
		i := strings.Index(t[off:], w)
		if i < 0 {
			continue
		}
		at := off + i
		off = at + len(w)
		pat := strings.Trim(w, `"'`)
		if !strings.ContainsAny(pat, "*?") || !strings.ContainsRune(pat, '/') {
			continue
		}
		for _, p := range sortedKeys(st.files) {
			if ok, err := path.Match(pat, p); err == nil && ok {
				return fmt.Sprintf("%s (holding %s)", p, st.files[p]), at
			}
		}
	}
	return "", -1
}
