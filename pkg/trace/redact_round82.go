package trace

import (
	"regexp"
	"strings"
)

// Round 82 (issue 15): the leaks of the blind tables fresh243-246
// (measured once at 1dc698b9, so seen), each fixed as its format
// (TestRedactRound82), not as the case's words:
//
//   - the salts that key a web framework's signed or encrypted cookies
//     (Phoenix's and Plug's signing_salt and encryption_salt, a
//     session or cookie salt): with the app's secret they forge
//     sessions, so a made value is a secret. A password-hashing salt
//     beside its hash is not read here;
//   - a deploy or build hook URL: whoever holds it triggers a deploy,
//     so its key, token, secret or sig query value is a secret however
//     short (the generic url-api-key rule wants 24 characters);
//   - a session or cookie held in an environment variable (NAME ends
//     in SESSION, SESSION_ID or COOKIE): the made runs inside its value
//     are secrets, even when the value is a serialised cookie jar
//     (fastlane's FASTLANE_SESSION); DESKTOP_SESSION=gnome stays;
//   - a licence serial given to a program on its command line
//     (-serial, --license-key, --product-key and the like) in the
//     grouped form of product keys (XX-XXXX-XXXX-XXXX...);
//   - a stream key in the settings of a streaming output: a key field
//     on the same line as an rtmp://, rtmps:// or srt:// server;
//   - a value given to a command that stores a secret (eas
//     secret:create, doppler secrets set, a "secret create/set/put"
//     subcommand): its --value, --body, --data or --secret-string;
//   - Telegram's api_hash (and an app_hash): 32 hex digits that, with
//     the public api_id, sign in as the application;
//   - raw private keys in a blockchain tool's accounts list (Hardhat,
//     Truffle, Foundry: accounts: ["0x..."]): 64 hex digits there are
//     keys, not digests;
//   - a key pair exported as text ("keypair: V", "key pair exported: V");
//   - a seed phrase given with a copula in chat ("my seed is w1 ... w12",
//     "recovery phrase was ..."): twelve to twenty-four plain words in a
//     row, cut at the longest multiple of three, and none of them a
//     function word of English prose (a sentence about a random seed
//     has "the", "and", "to" among any twelve words);
//   - the project key in a JSON-RPC provider's URL path (Infura's
//     /v3/<key>, Alchemy's /v2/<key>, QuickNode, Ankr, Chainstack and
//     similar node providers): the key is the path, not a query.
//
// The chat passwords ("parol' ot adminki V", Arabizi "el password ...
// howa V", French "... c'est V" after a long phrase) are read by
// redact_named.go's password sentence: see round82 there.
var round82Rules = []rule{
	{kind: "secret", group: 1, re: regexp.MustCompile(`(?i)\b(?:signing|encryption|session|cookie)_salt["']?[ \t]*(?:=>|[:=])[ \t]*["']([A-Za-z0-9+/=_\-]{8,128})["']`), ok: madeValue},
	{kind: "url-api-key", re: hookURL82, scan: hookKeys82},
	{kind: "session", re: sessionEnv82, scan: sessionEnvValues82},
	{kind: "license-key", group: 1, re: regexp.MustCompile(`(?i)(?:^|[\s"'])--?(?:serial|serial-?number|licen[cs]e|licen[cs]e-?key|product-?key|activation-?key|cd-?key)(?:[ \t]+|=)["']?([A-Z0-9]{2,6}(?:-[A-Z0-9]{4,6}){3,7})\b`), ok: productKey82},
	{kind: "stream-key", re: streamServer82, scan: streamKeys82},
	{kind: "secret", re: secretCommand82, scan: secretCommandValue82},
	{kind: "api-hash", group: 1, re: regexp.MustCompile(`(?i)(?:\b|_)(?:api|app)[_\-]?hash["']?[ \t]*[:=][ \t]*["']?([0-9a-f]{32})\b`)},
	{kind: "private-key", re: accountsList82, scan: accountKeys82},
	{kind: "key", group: 1, re: regexp.MustCompile(`(?i)\bkey[ _\-]?pair\b(?:[ \t]+\pL{1,16}){0,2}[ \t]*[:=][ \t]*["']?([A-Za-z0-9+/=_\-]{40,200})`), ok: func(v string) bool { return notPlaceholder(v) && hasDigitAndLetter(v) && hasUpperAndLower(v) }},
	{kind: "wallet-mnemonic", re: seedCopula82, scan: seedWords82},
	{kind: "rpc-key", group: 1, re: regexp.MustCompile(`(?i)(?:https?|wss?)://[a-z0-9.\-]*(?:infura|alchemy|alchemyapi|quiknode|quicknode|ankr|chainstack|blastapi|getblock|nodereal|drpc|moralis-nodes)\.[a-z0-9.\-]*(?::\d+)?/(?:[a-z0-9\-]{1,16}/){0,2}([A-Za-z0-9_\-]{20,64})(?:$|[/?#"'\s)\]])`), ok: func(v string) bool { return notPlaceholder(v) && hasDigitAndLetter(v) }},
}

// productKey82: a grouped licence key has letters and digits (a date
// or a version in groups has no letters).
func productKey82(v string) bool { return hasDigitAndLetter(v) && notPlaceholder(v) }

// hookURL82: a URL whose path names a deploy or build hook.
var hookURL82 = regexp.MustCompile(`(?i)https?://[^\s"'?#]*(?:deploy|hook)[^\s"'?#]*\?`)

var hookParam82 = regexp.MustCompile(`(?i)(?:^|[?&])(?:key|token|secret|sig|signature)=([A-Za-z0-9_\-.~%]{8,128})`)

// hookKeys82: the key-like query values of the hook URL whose query
// starts at the end of the match, its '?' (read up to the URL's end).
func hookKeys82(s string, at int) [][2]int {
	from := at - 1
	end := at
	for end < len(s) && end < from+1024 && !strings.ContainsRune(" \t\r\n\"'<>`)", rune(s[end])) {
		end++
	}
	var out [][2]int
	for _, m := range hookParam82.FindAllStringSubmatchIndex(s[from:end], -1) {
		v := s[from+m[2] : from+m[3]]
		if notPlaceholder(v) && (hasDigitAndLetter(v) || hasUpperAndLower(v)) {
			out = append(out, [2]int{from + m[2], from + m[3]})
		}
	}
	return out
}

// sessionEnv82: an assignment to a variable whose name ends in SESSION,
// SESSION_ID, SESSIONID or COOKIE (shell, .env, a CI variable).
var sessionEnv82 = regexp.MustCompile(`\b[A-Z][A-Z0-9_]*(?:SESSION|SESSION_?ID|COOKIE)[ \t]*=[ \t]*`)

var madeRun82 = regexp.MustCompile(`[A-Za-z0-9+/=_\-]{24,}`)

// sessionEnvValues82: the made runs of 24 or more characters inside the
// value (quoted: up to its closing quote within 4 KB; bare: up to the
// next space).
func sessionEnvValues82(s string, at int) [][2]int {
	end := at
	if at < len(s) && (s[at] == '\'' || s[at] == '"') {
		q := s[at]
		limit := min(len(s), at+4096)
		k := strings.IndexByte(s[at+1:limit], q)
		if k < 0 {
			return nil
		}
		end = at + 1 + k
	} else {
		for end < len(s) && s[end] != ' ' && s[end] != '\t' && s[end] != '\n' && s[end] != '\r' {
			end++
		}
	}
	var out [][2]int
	for _, m := range madeRun82.FindAllStringIndex(s[at:end], -1) {
		v := s[at+m[0] : at+m[1]]
		if notPlaceholder(v) && hasDigitAndLetter(v) {
			out = append(out, [2]int{at + m[0], at + m[1]})
		}
	}
	return out
}

// streamServer82: a streaming server URL; the key field must be on its
// line.
var streamServer82 = regexp.MustCompile(`(?i)\b(?:rtmps?|srt)://`)

var streamKey82 = regexp.MustCompile(`(?i)["']?(?:key|stream_?key|streamkey|stream-key)["']?[ \t]*[:=][ \t]*["']([^"'\s]{8,128})["']`)

func streamKeys82(s string, at int) [][2]int {
	from, end := at, at
	for from > 0 && s[from-1] != '\n' && at-from < 2048 {
		from--
	}
	for end < len(s) && s[end] != '\n' && end-at < 2048 {
		end++
	}
	var out [][2]int
	for _, m := range streamKey82.FindAllStringSubmatchIndex(s[from:end], -1) {
		v := s[from+m[2] : from+m[3]]
		if notPlaceholder(v) && hasDigitAndLetter(v) && !strings.Contains(v, "://") {
			out = append(out, [2]int{from + m[2], from + m[3]})
		}
	}
	return out
}

// secretCommand82: a command that stores a secret: "secret:create",
// "secrets set", "secret put" and the like.
var secretCommand82 = regexp.MustCompile(`(?i)\bsecrets?(?::|[ \t]+)(?:create|set|add|put|update|push|upload)\b`)

var secretValueFlag82 = regexp.MustCompile(`(?:^|[ \t])--?(?:value|secret-value|body|data|secret-string|string|b)(?:[ \t]+|=)(["']?)([^\s"']{8,512})`)

func secretCommandValue82(s string, at int) [][2]int {
	end := at
	for end < len(s) && s[end] != '\n' && end-at < 2048 {
		end++
	}
	var out [][2]int
	for _, m := range secretValueFlag82.FindAllStringSubmatchIndex(s[at:end], -1) {
		v := s[at+m[4] : at+m[5]]
		if notPlaceholder(v) && !strings.HasPrefix(v, "@") && !strings.HasPrefix(v, "-") && madeValue(v) {
			out = append(out, [2]int{at + m[4], at + m[5]})
		}
	}
	return out
}

// accountsList82: a blockchain tool's accounts list ("accounts: [",
// "accounts = [").
var accountsList82 = regexp.MustCompile(`(?i)\baccounts["']?[ \t]*[:=][ \t]*\[`)

var hexKey82 = regexp.MustCompile(`["'](?:0x)?([0-9a-fA-F]{64})["']`)

func accountKeys82(s string, at int) [][2]int {
	end := at
	for end < len(s) && s[end] != ']' && end-at < 4096 {
		end++
	}
	var out [][2]int
	for _, m := range hexKey82.FindAllStringSubmatchIndex(s[at:end], -1) {
		out = append(out, [2]int{at + m[2], at + m[3]})
	}
	return out
}

// seedCopula82: a seed or recovery phrase joined to its words by a
// copula or a colon.
var seedCopula82 = regexp.MustCompile(`(?i)\b(?:seed|mnemonic|(?:seed|recovery|secret|backup|wallet)[ \t]+(?:phrase|words))[ \t]+(?:is|was|are|were|=|:|es|est|ist|é|è)[ \t]+`)

// proseWords82: function words of English prose; twelve words of a
// seed phrase in a row never hold one (BIP-39's list has none of them).
var proseWords82 = map[string]bool{"the": true, "and": true, "for": true, "with": true, "that": true, "this": true, "are": true, "was": true, "were": true, "from": true, "but": true, "not": true, "you": true, "your": true, "our": true, "its": true, "has": true, "have": true, "had": true, "been": true, "will": true, "can": true, "then": true, "than": true, "when": true, "which": true, "into": true, "each": true, "every": true, "used": true, "use": true, "same": true, "so": true, "to": true, "of": true, "in": true, "on": true, "is": true, "it": true, "be": true, "by": true, "as": true, "at": true, "or": true, "we": true, "if": true, "do": true}

func seedWords82(s string, at int) [][2]int {
	var ends []int // where each word of the run ends
	for i := at; len(ends) < 24 && i < len(s); {
		j := i
		for j < len(s) && s[j] >= 'a' && s[j] <= 'z' {
			j++
		}
		if w := s[i:j]; len(w) < 3 || len(w) > 8 || proseWords82[w] {
			break
		}
		ends = append(ends, j)
		if j >= len(s) || s[j] != ' ' {
			break
		}
		i = j + 1
	}
	if len(ends) < 12 {
		return nil
	}
	// The longest run of whole groups of three words (12, 15, ... 24).
	return [][2]int{{at, ends[len(ends)-len(ends)%3-1]}}
}
