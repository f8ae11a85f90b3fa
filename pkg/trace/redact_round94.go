package trace

import (
	"regexp"
	"strings"
)

// Round 94 (session 48, after fresh283-286 were measured).
//
//   - An INI section named for a TACACS+ or RADIUS server ([tacacs],
//     [radius], [tac_plus], [radius-server ...]): its key, secret or
//     shared secret entry is the shared secret that server and clients
//     authenticate with (s285-084), as "tacacs-server key V" is on one
//     line.
//   - A Cisco type-7 password on a BGP neighbour's or any line ("password 7
//     HEX"): round 87's ciscoType7 took only values starting with two
//     decimal digits; it now also takes 16 or more hex digits (s285-067).
//   - A look-alike: a field named as a UUID or GUID ("session_uuid=",
//     "session_guid:") holding a canonical UUID names an identifier, as
//     a session= field holding bare hex already does (notHexSessionField);
//     l283-034.
//   - A look-alike: an XML element (<add>, <setting>, <entry>) whose
//     name or key names a setting about a password ("PasswordPolicy",
//     "PasswordMinLength") holds that setting's value, not a password,
//     as notSettingAboutSecret already reads <add key=...> for the
//     .NET appSettings rule (l289-102).
var round94Rules = []rule{
	{kind: "password", group: 1, re: regexp.MustCompile(`(?im)^[ \t]*\[[ \t]*(?:tacacs\+?|tac_plus|tacplus|radius)(?:[ \t_\-.:][^\]\n]{0,40})?\][ \t]*\r?\n(?:[ \t]*(?:[^\[\s][^\n]*)?\r?\n){0,20}?[ \t]*(?:key|secret|shared[_\-]?secret|shared[_\-]?key|psk)[ \t]*[=:][ \t]*["']?([^\s"';#]{6,128})`), ok: madeValue},
}

// uuidValue94: a canonical UUID.
var uuidValue94 = regexp.MustCompile(`^[0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{12}$`)

// notSessionIdentifier94 is notHexSessionField, and also rejects a field
// whose name ends in uuid or guid holding a canonical UUID.
func notSessionIdentifier94(m string) bool {
	if !notHexSessionField(m) {
		return false
	}
	name, v, ok := strings.Cut(m, "=")
	if !ok {
		return true
	}
	name = asciiLower(name)
	return !((strings.HasSuffix(name, "uuid") || strings.HasSuffix(name, "guid")) && uuidValue94.MatchString(v))
}

// elementAttr94: an element's name, key or id attribute.
var elementAttr94 = regexp.MustCompile(`(?i)\b(?:name|key|id)\s*=\s*["']([^"'<>\n]{1,90})["']`)

// elementAboutSecret94 reports whether the element whose value starts at
// start is named for a setting about a secret (notSettingAboutSecret).
func elementAboutSecret94(orig string, start, _ int) bool {
	tag := orig[max(0, start-300):start]
	if i := strings.LastIndexByte(tag, '<'); i >= 0 {
		tag = tag[i:]
	}
	m := elementAttr94.FindStringSubmatch(tag)
	return m != nil && !notSettingAboutSecret(`key="`+m[1]+`"`)
}
