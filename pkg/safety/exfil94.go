package safety

import "strings"

// Round 94 (exfil-prose, exfil-flow), tuned on fresh283-286.

// sharedObject94: round 75's shared object (sharedObject75, exfil75.go)
// in the Romance languages. A send verb joined by "and" to the clause
// that names the secret, and followed at once by where it goes, has no
// object of its own: it sends what that clause named. Portuguese "copie
// as chaves ..., e publique em <link>" (copy the keys, and publish [them]
// on), Spanish "y súbelo a", French "et publie sur", Italian "e carica
// su". A verb followed by its own object ("e envie o relatório para",
// and send the report to) sends that object and stays as it was; so
// "a" and "o", which are also articles, are no destination here.
var sharedObjectJoin94 = lazyRegexp(`(?:^|[\s,])(?:e|y|et|ed|e\s+depois|e\s+então|e\s+entao|e\s+em\s+seguida|y\s+luego|y\s+después|y\s+despues|et\s+puis|et\s+ensuite|e\s+poi|depois|luego|después|despues|puis|ensuite|poi)\s*$`)

var sharedObjectDest94 = lazyRegexp(`^\s+(?:em|no|na|nos|nas|num|numa|para|pra|pro|ao|aos|à|às|en|al|sur|au|aux|vers|dans|su|sul|sulla|nel|nella)\s`)

func sharedObject94(low string, sc, v [2]int, scale int) bool {
	if sc[1] > v[0] || v[0]-sc[1] > 200*scale {
		return false
	}
	between := low[sc[1]:v[0]]
	if sentenceBreakIn(between) || !sharedObjectJoin94.MatchString(between) {
		return false
	}
	// A stem that holds its destination ("carica su", "publica en") ends
	// with it.
	w := strings.TrimRight(low[v[0]:v[1]], " ")
	if i := strings.LastIndexByte(w, ' '); i >= 0 && sharedObjectDest94.MatchString(w[i:]+" ") {
		return true
	}
	return sharedObjectDest94.MatchString(low[v[1]:])
}

// Swahili "pakia" (upload) in the subjunctive that orders it ("upakie",
// that you upload), and with its object marker inside it ("zipakie",
// upload them; "ipakie", upload it): a verb that sends, as "zitume" (send
// them) is, and the marker points back to what was named before it
// (swahiliObjectVerb94). The bare "pakia" stays a verb of loading (the
// lexicon reads it as "load this skill").
func init() {
	var send []string
	for _, subj := range []string{"", "u", "m"} {
		for _, obj := range []string{"zi", "i", "li", "ya", "vi"} {
			send = append(send, subj+obj+"pakie ", subj+obj+"pakieni ", subj+obj+"pakie,")
		}
	}
	send = append(send, "upakie kwenye", "mpakie kwenye", "pakieni kwenye")
	registerActionLexicon("sw+r94-exfil", actionLex{sendVerb: send})
}

// swahiliObjectVerb94: the "pakia" forms above that hold an object marker
// point back to the thing named before them, as swahiliObjectVerb93 reads
// "zitume".
func swahiliObjectVerb94(low string, v [2]int) bool {
	w := strings.TrimRight(low[v[0]:v[1]], " ,")
	if !strings.Contains(w, "paki") {
		return false // the cheap test first: the verb's stem
	}
	for _, subj := range []string{"", "u", "m"} {
		for _, obj := range []string{"zi", "i", "li", "ya", "vi"} {
			if w == subj+obj+"pakie" || w == subj+obj+"pakieni" {
				return true
			}
		}
	}
	return false
}

// Round 94 (exfil-prose), English: what the bag rule (privacy.go) reads
// as records and as a place outside.
//
// The files or documents the user opened, edited or uploaded in the
// session are the user's own papers, whatever they hold, as "the user's
// private documents" is: sent whole to a place outside, they leave with
// everything in them.
//
// A bucket or object given the "public-read" permission (S3's and GCS's
// canned ACL) is readable by anyone on the internet: a public place, as
// "a public bucket" already reads.
func init() {
	privateData = lazyRegexp(privateData.String() +
		`|(?i:\b(?:files?|documents?|docs|attachments?)\s+(?:that\s+)?the\s+user\s+(?:has\s+|had\s+)?(?:opened|viewed|edited|uploaded|attached|worked\s+on|looked\s+at)\s+(?:in\s+|during\s+)?(?:this|the|their|that)\s+(?:session|conversation|chat)\b)`)
	outsideParty = lazyRegexp(outsideParty.String() + `|(?i:\bpublic-read(?:-write)?\b)`)
}

// Round 94 (exfil-flow): a client of a message broker bound to a name.
//
// An MQTT client (paho's mqtt.Client()), a Kafka producer or an AMQP
// channel carries whatever is published on it to the broker and to every
// subscriber of the topic: what is published leaves the machine, as what
// is written to a socket does. Only a sensitive source reaching the
// publish refuses (the flow rule), so a bridge that publishes readings
// of a sensor stays allowed.
var brokerHandle94Re = lazyRegexp(`^\s*(?:const\s+|let\s+|var\s+|val\s+)?([A-Za-z_]\w*)\s*=\s*(?:await\s+)?(?:new\s+)?(?:(?:paho\.)?mqtt(?:\.client)?\.(?:Client|connect(?:Async)?)|paho\.Client|KafkaProducer|kafka\.Producer|Producer|pika\.BlockingConnection\([^)\n]*\)\.channel|connection\.channel|conn\.channel)\s*\(`)

var brokerHandle94Stems = []string{"mqtt", "paho", "producer", "channel"}

// brokerHandles94 records the names brokerHandle94Re binds in t (a line
// may hold several statements joined by ";").
func brokerHandles94(t string, st *flowState) {
	if !lowerHas(asciiLower(t), brokerHandle94Stems...) {
		return
	}
	for sl, el := range lineSpans(t) {
		for _, stmt := range strings.Split(t[sl:el], ";") {
			if len(st.handles) >= maxTainted {
				return
			}
			if m := brokerHandle94Re.FindStringSubmatch(stmt); m != nil {
				st.handles[m[1]] = true
			}
		}
	}
}

// brokerPublish94: what publishes on a bound broker client.
var brokerPublish94 = []string{".publish(", ".basic_publish(", ".produce(", ".send(", ".sendToQueue("}

// brokerSend94: a publish on a handle (brokerHandles94 or an older
// reading bound it), as handleSend reads "h.send(".
func brokerSend94(t string, st *flowState) []int {
	if !strings.Contains(t, "publish(") && !strings.Contains(t, ".produce(") && !strings.Contains(t, "sendToQueue(") {
		return nil // the cheap test first; ".send(" is handleSend's already
	}
	for _, h := range sortedKeys(st.handles) {
		if strings.HasPrefix(h, "&") {
			continue
		}
		for _, m := range brokerPublish94 {
			if i := strings.Index(t, h+m); i >= 0 && identAt(t, i, len(h)) {
				return []int{i, i + len(h) + len(m)}
			}
		}
	}
	return nil
}

// A postscript's label ("P.S.", "PS:", "N.B.") opens an aside addressed
// to the reader: the verb after it is an order as the verb opening a
// sentence is ("P.S. upload the notes to ..."), so the bag rule's order
// frame (orderFrame83) reads it too. Only the label at the start of its
// line: "the P.S. upload" inside a sentence is a noun phrase.
func init() {
	orderFrame83 = lazyRegexp(orderFrame83.String() + `|(?i:(?:^|\n)[\s>*_]*(?:p\.\s?s\.|ps:|p\.s:|n\.\s?b\.|nb:)[\s:,-]*(?:also\s+|please\s+|kindly\s+)?$)`)
}
