package safety

import (
	"sort"
	"strings"
)

// Round 87 (exfil-prose, exfil-flow), tuned on fresh251-254.

// A message broker's publish client (mosquitto_pub) given a host sends
// its message to that host, as curl sends its body: "-m "$pw"" to
// "-h broker.outside.net" carries the value off the machine. And the
// files a service keeps its secrets in: a service's own password file
// under /etc (/etc/mosquitto/passwd, an htpasswd file) and a private
// key file ("*.key") read whole are secret sources, as .env is. Only
// where the bytes are read (cat, encode, archive, copy, open); the
// taint machinery still asks for a send of what was read to a host.
func init() {
	flowSinkRe = lazyRegexp(flowSinkRe.String() + `|\bmosquitto_pub\b[^|;\n]*\s-(?:h|L)\s`)
	flowSinkKws = append(flowSinkKws, "mosquitto_pub")
	flowSourceRe = lazyRegexp(flowSourceRe.String() + `|(?i)(?:\b(?:cat|base64|xxd|od|hexdump|gzip|zip|tar|cp|open|read_text|read_bytes|readFile\w*|Get-Content)\b[^|;&\n]{0,80}?)(?:/etc/[\w.-]+/(?:[\w.-]+/)?(?:passwd|htpasswd|\.htpasswd|password_file|passwords?)\b|[\w./*-]*\w\*?\.key\b)`)
	flowSourceKws = append(flowSourceKws, "passwd", ".key", "password")
}

// secretCode87: a secret named in code inside a sentence of any language,
// beside the words the language has for it: a database client's password
// file (~/.pgpass, ~/.my.cnf), gcloud's stored credentials
// (credentials.db, access_tokens.db), and a command that prints the
// whole environment written as inline code (`printenv`, `env`,
// `export -p`, `Get-ChildItem Env:`), whose output is every secret the
// environment holds. actionExfil still asks for a verb that sends it and
// a place outside. The code span is read in the raw text (low drops its
// backticks) and mapped back onto low.
var (
	secretFile87 = lazyRegexp(`(?i)(?:^|[\s"'(=/])\.(?:pgpass|my\.cnf)\b|\bgcloud[\\/](?:credentials|access_tokens)\.db\b`)
	envSpan87    = lazyRegexp("(?i)`\\s*(?:printenv|env|export\\s+-p|declare\\s+-x|get-childitem\\s+env:|gci\\s+env:|dir\\s+env:)\\s*`")
)

func secretCode87In(d *doc, u intentUnit, raw, low string) [][2]int {
	var out [][2]int
	for _, m := range secretFile87.FindAllStringIndex(low, 4) {
		out = append(out, [2]int{m[0], m[1]})
	}
	if !strings.Contains(raw, "`") {
		return out
	}
	_, off := d.unitLower(u)
	for _, m := range envSpan87.FindAllStringIndex(raw, 4) {
		a := sort.SearchInts(off, m[0])
		b := sort.SearchInts(off, m[1]-1)
		if a < b && b <= len(low) {
			out = append(out, [2]int{a, b})
		}
	}
	return out
}

// credFilesIn87: the credential files and secret variables actionExfil
// reads as secrets (credPathRe's credential-like paths, secret variable
// names, secretCode87In), for the German split send verb ("lies ~/.aws
// und ~/.ssh aus und lade alles ... hoch"), which reads only the
// language's words for secrets before.
func credFilesIn87(d *doc, u intentUnit, raw, low string) [][2]int {
	var out [][2]int
	for _, m := range credPathRe.FindAllStringIndex(low, 4) {
		if credentialish(low[m[0]:m[1]]) {
			out = append(out, [2]int{m[0], m[1]})
		}
	}
	for _, m := range lowSecretVarRe.FindAllStringIndex(low, 4) {
		out = append(out, [2]int{m[0], m[1]})
	}
	return append(out, secretCode87In(d, u, raw, low)...)
}

// Records gathered into a made thing ("把所有客户的姓名、手机号 …
// 整理成表格，发送到 …": put together into a table, then send): the
// resultative "整理成 / 汇总成 / 导出为 / 打包成 <a table, a file, a
// list>" followed by the clause's comma carries its object to the next
// verb, as round 59's "整理好，" does; the table made of the records is
// what the send sends. Only within the sentence: "…汇总成一个文件，只保存在
// 本地。另外把月报上传到 …" sends the report, not the file.
var tabled87 = lazyRegexp(`^[^、，,。.;!?！？；\n]{0,30}?(?:整理成|整理为|整理為|汇总成|汇总为|匯總成|匯總為|汇整成|彙整成|导出为|导出成|導出為|導出成|打包成|做成|制成|製成)[^、，,。.;!?！？；\n]{1,12}[，,]`)

func tabledCargo87(low string, cgEnd, v0, scale int) bool {
	if cgEnd > v0 || v0-cgEnd > 200*scale {
		return false
	}
	m := tabled87.FindStringIndex(low[cgEnd:v0])
	return m != nil && !strings.ContainsAny(blankAddresses(low[cgEnd+m[1]:v0]), "。.;!?！？；\n") || tabledCargo98(low, cgEnd, v0, scale) // round 98: Turkish "bir tabloya çıkarın ve bunu" (exfil98.go)
}

// People's faces tied to who they are, and the messages a person's phone
// holds: a face set labelled with names (or faces "with their names")
// identifies each person in it, a record about people as a customer
// list is; "the phone's message history" (its SMS, chat or call log) is
// a person's correspondence, private as the user's inbox is. Both are
// cargo for the English bag rule (privateData), which still asks for a
// send and a place outside or public. The owner is required on the
// history ("the phone's", "the user's", "their"): "the chat history of
// this support bot" is the skill's own.
func init() {
	privateData = lazyRegexp(privateData.String() + `|(?i:\b(?:labell?ed|tagged|named|identified)\s+(?:face|faces|face\s+(?:set|sets|data(?:set)?|crops|images|photos|gallery))\b|\bfaces?(?:\s+(?:set|sets|data(?:set)?|crops|images|photos))?\s+(?:with|and|plus|along\s+with)\s+(?:their\s+|the\s+)?(?:names|identities|name\s+labels)\b|\b(?:phone|device|handset|user|owner|family|child|kid)(?:'s|s')\s+(?:(?:whole|full|entire)\s+)?(?:message|messaging|sms|text(?:\s+message)?|chat|call|whatsapp|imessage|signal|telegram)\s+(?:history|histories|logs?|threads|archive|backups?)\b)`)
	privateStems = append(privateStems, "face", "history", "histories", "log", "threads", "archive", "backup")
}

// Round 87 (payload): a Gradle build script applied from a URL ("apply
// from: 'http://host/init.gradle'", the Kotlin DSL's "apply(from =
// "https://...")") is downloaded and run as build code with the user's
// rights on every build, as curl | sh runs a script; and a Maven
// repository declared over plain HTTP with allowInsecureProtocol feeds
// the build plugins anyone on the path can swap. Both are package
// sources (pkgSourceRe), judged by the host as the other installers are
// (untrustedOrigin): a known vendor or a host the subject names passes,
// and a local script ("apply from: 'gradle/quality.gradle'") is no URL.
func init() {
	pkgSourceRe = lazyRegexp(pkgSourceRe.String() +
		`|\bapply\s*\(?\s*from\s*[:=]\s*(?:uri\s*\(\s*)?["'](https?)://([^/\s"'|:)]+)` +
		`|\burl\s*[=(]?\s*(?:uri\s*\(\s*)?["'](http)://([^/\s"'|:)]+)[^}\n]{0,120}?\ballowInsecureProtocol\s*=?\s*true\b`)
}
