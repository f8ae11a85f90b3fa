package trace

import (
	"regexp"
	"strings"
)

// Round 81 (issue 15): the five leaks of the blind tables fresh237-240
// (measured once at 2712368c, so seen), each fixed as its format
// (TestRedactRound81):
//
//   - a Consul ACL token in the agent's "acl { tokens { ... } }" block,
//     HCL or JSON: default, agent, agent_recovery, initial_management,
//     replication (and the older master, agent_master) name tokens, so
//     their value is a secret even when it is a plain UUID. Outside
//     that block a UUID stays (a request id, a node id); acl_token,
//     CONSUL_HTTP_TOKEN, NOMAD_TOKEN, -token= and SecretID were read
//     already;
//   - a hard-coded fallback for an environment variable whose name
//     names a credential: Rust's env::var("X").unwrap_or("V"...) and
//     unwrap_or_else(|_| "V"...), a Go helper getEnv("X", "V") or
//     cmp.Or(os.Getenv("X"), "V"), Ruby's ENV.fetch("X", "V"), Java's
//     getOrDefault("X", "V"), Kotlin's ?: and C#'s ?? after the read.
//     The name must name a credential (credentialName79) and the value
//     look generated; Python's os.getenv("X", "V"), Node's
//     process.env.X || "V" and shell's ${X:-V} were read already;
//   - the HMAC-SHA1 signature of a legacy presigned URL (S3's
//     AWSAccessKeyId/Expires/Signature, Google's GoogleAccessId form,
//     CloudFront's Key-Pair-Id form): 27 base64 characters and '=' (or
//     "%3D"), too short for the 40-character url-signature rule; the
//     signature is read only beside its siblings in the same query;
//     X-Amz-Signature, X-Goog-Signature and Azure's sig= were read
//     already;
//   - the word for a token transliterated in the Indic scripts and in
//     Sinhala, Burmese, Khmer, Lao and Thai (ಟೋಕನ್, ടോക്കൺ, ଟୋକେନ୍,
//     ටෝකන්, တိုကင်, ថូខឹន, ໂທເຄັນ, โทเค็น) joins keyLeadWords, and the
//     words of a phrase between that noun and its colon may hold
//     combining marks (the vowel signs of "ಸಿಕ್ಕಿತು", "मिला", "পাওয়া"
//     are marks, not letters: before, the phrase stopped at them, so
//     "टोकन मिला: V" leaked while "टोकन: V" did not);
//   - a Nostr private key in bech32 in either case ("nsec1" and 58
//     characters of the bech32 alphabet: the old rule read lower case
//     only), an age identity in lower case, and NIP-49's encrypted
//     "ncryptsec1" export. npub1 (a public key) and Lightning's lnbc
//     invoices (a payment request) are published on purpose and stay.
var round81Rules = []rule{
	{kind: "acl-token", re: consulTokensBlock81, scan: consulTokenValues81},
	{kind: "secret", re: envDefaultRead81, scan: envDefaultValue81},
	{kind: "url-signature", group: 1, re: legacySignature81, ok: legacySignatureValue81, notAt: noLegacySignedSibling81},
	{kind: "nostr-key", re: regexp.MustCompile(`(?i:nsec)1[02-9ac-hj-np-zAC-HJ-NP-Z]{58}`), boundStart: true, boundEnd: true},
	{kind: "nostr-key", re: regexp.MustCompile(`(?i:ncryptsec)1[02-9ac-hj-np-zAC-HJ-NP-Z]{100,200}`), boundStart: true, boundEnd: true},
	{kind: "age-key", re: regexp.MustCompile(`age-secret-key-1[02-9ac-hj-np-z]{58}`), boundStart: true, boundEnd: true},
}

// consulTokensBlock81: the opening of a "tokens" block (HCL "tokens {",
// JSON "\"tokens\": {"); \b keeps max_tokens and similar names out.
var consulTokensBlock81 = regexp.MustCompile(`(?i)\btokens["']?[ \t]*[:=]?[ \t]*\{`)

// consulTokenKey81: a key of Consul's acl.tokens block and its quoted
// value.
var consulTokenKey81 = regexp.MustCompile(`(?i)(?:^|[^A-Za-z0-9_])["']?(?:default|agent|agent_recovery|agent_master|initial_management|master|replication|config_file_service_registration|dns)["']?[ \t]*[:=][ \t]*["']([^"'\s]{8,128})["']`)

// consulTokenValues81: inside a tokens block (from at to its closing
// brace or the next opening one, at most 2 KB, so every byte is read by
// one block at most), the values of the ACL token keys that are a UUID
// (Consul's SecretID) or a made value; an empty block, a reference
// (${var.x}) or a word (anonymous) stays.
func consulTokenValues81(s string, at int) [][2]int {
	end := min(len(s), at+2048)
	if k := strings.IndexAny(s[at:end], "{}"); k >= 0 {
		end = at + k
	}
	var out [][2]int
	for _, m := range consulTokenKey81.FindAllStringSubmatchIndex(s[at:end], -1) {
		v := s[at+m[2] : at+m[3]]
		if uuidShaped(v) || madeValue(v) && len(v) >= 16 && !strings.ContainsAny(v[:1], "$<{") {
			out = append(out, [2]int{at + m[2], at + m[3]})
		}
	}
	return out
}

// envDefaultRead81: a read of an environment variable by a quoted name:
// env::var("X"), option_env!("X"), os.Getenv("X"), getEnv("X", ...),
// ENV.fetch("X"), ENV["X"], System.getenv().getOrDefault("X", ...),
// Environment.GetEnvironmentVariable("X"), os.environ.get("X").
var envDefaultRead81 = regexp.MustCompile(`(?i)env[a-z_:.!]{0,24}(?:\(\)\.getordefault)?[ \t]*[(\[][ \t]*["']([A-Za-z_][A-Za-z0-9_.\-]{0,80})["']`)

// envFallback81: what gives a default to the read: Rust's unwrap_or and
// unwrap_or_else(|_| ...), a second argument, ||, ??, ?: and Ruby's
// fetch block, then the literal (String::from("V"), "V".into() and
// "V".to_string() alike). Round 89: or a named argument
// (envNamedDefault89: defaultValue: 'V', default="V").
var envFallback81 = regexp.MustCompile(`^[ \t]*[)\]]?[ \t]*(?:\r?\n[ \t]*)?(?:\.(?:ok\(\)\.)?unwrap_or(?:_else)?[ \t]*\([ \t]*(?:\|[ \t]*_?[ \t]*\|[ \t]*)?(?:String::from\(|\{[ \t]*)?|` + envNamedDefault89 + `|,[ \t]*|\|\|[ \t]*|\?\?[ \t]*|\?:[ \t]*|\{[ \t]*)["']([^"'\s\\]{12,256})["']`)

// envDefaultValue81: the literal that stands in when the variable is
// unset, if the variable's name names a credential (API_KEY, HIVE_KEY,
// DB_PASSWORD, GH_TOKEN) and the value looks generated: letters and
// digits in both cases, or 24 or more letters and digits with no dot
// ("changeme", "dev-secret", "localhost:8080" and "" stay: they are
// what a developer types, not what a vault issues).
func envDefaultValue81(s string, at int) [][2]int {
	// The name: the quoted word that ends the match.
	q := s[at-1]
	ns := strings.LastIndexByte(s[max(0, at-90):at-1], q)
	if ns < 0 {
		return nil
	}
	name := s[max(0, at-90)+ns+1 : at-1]
	if !credentialName79(name) && !envKeyName81(name) {
		return nil
	}
	m := envFallback81.FindStringSubmatchIndex(s[at:min(len(s), at+300)])
	if m == nil {
		return nil
	}
	v := s[at+m[2] : at+m[3]]
	if !envDefaultLiteral(v) {
		return nil
	}
	return [][2]int{{at + m[2], at + m[3]}}
}

// legacySignature81: a Signature parameter of a query string, its value
// 16 to 39 long and ending the parameter (longer ones are the
// url-signature rule's).
var legacySignature81 = regexp.MustCompile(`[?&](?:Signature|signature)=([A-Za-z0-9_~\-%+/=]{16,39})(?:[&#\s"'<>)\]]|$)`)

// legacySignatureValue81: base64 (URL-encoded or not) of a digest, not a
// placeholder or a word: letters and digits, or both cases.
func legacySignatureValue81(v string) bool {
	return notPlaceholder(v) && (hasDigitAndLetter(v) || hasUpperAndLower(v)) && !strings.Contains(asciiLower(v), "signature")
}

// noLegacySignedSibling81: the query around the signature (back to the
// URL's start, forward to its end, 600 bytes each way at most) has no
// parameter that a legacy signed URL carries beside its signature
// (AWSAccessKeyId, GoogleAccessId, Expires, Key-Pair-Id): a "signature"
// of another query (a webhook's echo, a hash name) is not read here.
func noLegacySignedSibling81(orig string, start, end int) bool {
	ls := max(0, start-600)
	for i := start - 1; i >= ls; i-- {
		if c := orig[i]; c == ' ' || c == '\t' || c == '\n' || c == '"' || c == '\'' || c == '<' {
			ls = i + 1
			break
		}
	}
	le := min(len(orig), end+600)
	for i := end; i < le; i++ {
		if c := orig[i]; c == ' ' || c == '\t' || c == '\n' || c == '"' || c == '\'' || c == '>' {
			le = i
			break
		}
	}
	l := asciiLower(orig[ls:le])
	for _, p := range [...]string{"awsaccesskeyid=", "googleaccessid=", "expires=", "key-pair-id="} {
		if strings.Contains(l, "?"+p) || strings.Contains(l, "&"+p) {
			return false
		}
	}
	return true
}

// envKeyName81: a variable named for what its key opens, "KEY" its last
// word (HIVE_KEY, MAPS_KEY, LICENSE_KEYS), which credentialName79 reads
// only after signing, api, private and the like; a key that sorts,
// partitions, caches, routes or names a row is no credential, nor is a
// public one.
func envKeyName81(name string) bool {
	parts := nameParts(name)
	n := len(parts)
	if n < 2 || parts[n-1] != "key" && parts[n-1] != "keys" {
		return false
	}
	switch parts[n-2] {
	case "sort", "partition", "primary", "foreign", "cache", "routing", "idempotency", "dedup", "dedupe", "lookup", "row", "range", "hash", "object", "s3", "bucket", "prefix", "public", "pub", "host", "shard", "group", "index", "map", "hot", "short", "sequence":
		return false
	}
	return true
}
