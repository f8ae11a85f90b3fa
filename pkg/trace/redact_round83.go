package trace

import (
	"regexp"
	"strings"
)

// Round 83 (issue 15): the leaks of the blind tables fresh247-250
// (measured once at 8adda436, so seen), each fixed as its format
// (TestRedactRound83):
//
//   - a DSN without a scheme, user:password@account/database (the
//     Snowflake and Go driver form; the tcp(...) form was read
//     already): the password must look made, and a container image's
//     name:tag@sha256: is not one (its "host" is followed by a colon);
//   - LoRaWAN's keys: a #define or assignment of an APPKEY, NWKKEY,
//     NWKSKEY, APPSKEY (and their underscored forms) to 32 hex digits,
//     and a key nested in an object named for a key ("app_key": {"key":
//     "..."}, The Things Stack's root_keys);
//   - a credential-named setting whose value is an environment read
//     with a hard-coded fallback (Gradle's storePassword
//     System.getenv('X') ?: 'V', "password = os.getenv(...) or 'V'"):
//     round 81 read the fallback when the variable's name named the
//     credential; here the setting's own name does;
//   - the password of macOS's security tool (import -P, unlock-keychain
//     -p, create-keychain -p, set-key-partition-list -k);
//   - a game server login token given on the command line
//     (sv_setsteamaccount, +sv_setsteamaccount);
//   - a password-named attribute written NAME('value') (IBM MQ's
//     LDAPPWD('...'), PASSWORD('...'), JCL-style PWD(...));
//   - a password piped into a command that reads it from stdin (kinit,
//     passwd --stdin, chpasswd, smbpasswd -s, htpasswd -i, vault login,
//     openssl -passin stdin; sudo -S and docker login were read already);
//   - an FTP script's login line: after "open HOST", the next line is
//     "USER PASSWORD" (JCL SYSIN, .netrc-less batch scripts);
//   - Mandrill's md- keys (22 characters after the prefix);
//   - an English key or token noun (keyCopulaEnglish79's: api, access,
//     secret, private, client...) followed in a sentence by its value
//     with or without a copula, when the value is 32+ hex digits: the
//     key copula rule wanted both cases, and hex keys have one.
var round83Rules = []rule{
	{kind: "dsn-password", group: 1, re: regexp.MustCompile(`(?:^|[\s"'=])[A-Za-z0-9_.\-]{1,64}:([^\s:@/"'()]{6,128})@[A-Za-z0-9_.\-]{2,128}(?:/|\?)`), ok: madeValue},
	{kind: "lorawan-key", group: 1, re: regexp.MustCompile(`(?i)(?:^|[^a-z0-9])(?:[a-z0-9]+_)?(?:app_?s?_?key|f?nwk_?s?_?key|f?nwk_?s?int_?key|nwk_?s?enc_?key|gen_?app_?key)["']?[ \t]*(?:[:=]|[ \t])[ \t]*["'{]?[ \t]*(?:0x)?([0-9a-fA-F]{32})\b`), ok: variedHex83},
	{kind: "lorawan-key", group: 1, re: regexp.MustCompile(`(?i)"[a-z_]*key"[ \t]*:[ \t]*\{[ \t]*"key"[ \t]*:[ \t]*"([0-9a-fA-F]{32})"`), ok: variedHex83},
	{kind: "password", group: 1, re: regexp.MustCompile(`(?i)\b[a-z_]*(?:password|passwd|passphrase|secret|token|apikey|api_key)[a-z_]*[ \t]*[=:]?[ \t]*(?:System\.getenv|os\.getenv|os\.environ\.get|process\.env|ENV\.fetch|getenv|Environment\.GetEnvironmentVariable)[^\n]{0,80}?(?:\?:|\?\?|\|\||\bor\b)[ \t]*["']([^"'\s]{8,128})["']`), ok: madeValue},
	{kind: "password", group: 1, re: regexp.MustCompile(`\bsecurity[ \t]+import\b[^\n|;]{0,200}?[ \t]-P[ \t]+["']?([^\s"']{6,128})`), ok: notPlaceholder},
	{kind: "password", group: 1, re: regexp.MustCompile(`\bsecurity[ \t]+(?:unlock-keychain|create-keychain|set-keychain-password)\b[^\n|;]{0,200}?[ \t]-p[ \t]+["']?([^\s"']{6,128})`), ok: notPlaceholder},
	{kind: "password", group: 1, re: regexp.MustCompile(`\bsecurity[ \t]+set-key-partition-list\b[^\n|;]{0,200}?[ \t]-k[ \t]+["']?([^\s"']{6,128})`), ok: notPlaceholder},
	{kind: "game-server-token", group: 1, re: regexp.MustCompile(`(?i)\+?sv_setsteamaccount["']?[ \t]+["']?([0-9a-f]{32})\b`)},
	{kind: "password", group: 1, re: regexp.MustCompile(`(?i)\b[a-z]{0,12}(?:pwd|password|passwd|passw)\([ \t]*'([^'\n]{6,128})'[ \t]*\)`), ok: madeValue},
	{kind: "password", group: 2, re: regexp.MustCompile(`\b(?:echo|printf)[ \t]+(?:-[neE]+[ \t]+)?(["']?)([^\s"'|]{6,128})(?:["']?)[ \t]*\|[ \t]*(?:sudo[ \t]+)?(?:kinit|passwd[ \t]+--stdin|chpasswd|smbpasswd[ \t]+-s|htpasswd[ \t]+-i|vault[ \t]+login|openssl[^\n|]{0,80}-pass(?:in|out)[ \t]+stdin|ldappasswd|cryptsetup|keytool|expect)\b`), ok: madeValue},
	{kind: "password", re: ftpOpen83, scan: ftpLogin83},
	{kind: "mandrill-key", re: regexp.MustCompile(`\bmd-[A-Za-z0-9_\-]{22}\b`), ok: func(v string) bool { return hasDigitAndLetter(v[3:]) && hasUpperAndLower(v[3:]) }},
	{kind: "api-key", group: 1, re: regexp.MustCompile(`(?i)\b(?:api|access|secret|private|client|auth|app|bot|account|personal|license|licence|integration|service)[ \t_\-]?(?:key|token)\b(?:[ \t]+(?:is|was|=|:|here|below))?[ \t]*[:=]?[ \t]*["']?([0-9a-f]{32,128})\b`), notAt: publicBefore83},
}

// variedHex83: a key of all zeros or one repeated digit is a
// placeholder; a real key uses six or more of the sixteen digits.
func variedHex83(v string) bool {
	seen := map[rune]bool{}
	for _, r := range strings.ToLower(v) {
		seen[r] = true
	}
	return len(seen) >= 6
}

// publicBefore83: the words before the value call the key public (in the
// languages of notPublicKeyPhrase) or name its fingerprint or id.
func publicBefore83(orig string, start, end int) bool {
	head := strings.ToLower(orig[max(0, start-120):start])
	return !notPublicKeyPhrase(head) || strings.Contains(head, "fingerprint") || strings.Contains(head, "key id") || strings.Contains(head, "key_id")
}

// ftpOpen83: an FTP script's "open HOST" line (with an optional port).
var ftpOpen83 = regexp.MustCompile(`(?im)(?:^|\\n)[ \t]*open[ \t]+[A-Za-z0-9_.\-]+(?:[ \t]+\d{1,5})?[ \t]*(?:\r?\n|\\n)`)

// ftpLogin83: the next line, "USER PASSWORD" (two tokens, the second
// made).
func ftpLogin83(s string, at int) [][2]int {
	end := at
	for end < len(s) && s[end] != '\n' && !(s[end] == '\\' && end+1 < len(s) && s[end+1] == 'n') && end-at < 200 {
		end++
	}
	f := strings.Fields(s[at:end])
	if len(f) != 2 || !madeValue(f[1]) || len(f[1]) < 6 {
		return nil
	}
	i := strings.LastIndex(s[at:end], f[1])
	return [][2]int{{at + i, at + i + len(f[1])}}
}
