package trace

import (
	"regexp"
	"strings"
)

// Round 86 (issue 15), after fresh251-254's blind measurement (their
// leaks, each fixed as its format; TestRedactRound86):
//
//   - an XML element named for a private or signing key (<PrivateKey>,
//     <ds:SigningKey>, <privkey>) holds the key as base64 text, as SAML
//     and WS-Security metadata carry it; a path, file, id or name of the
//     key (<PrivateKeyFile>) is not the key;
//   - a Tuya device list read by its device id too: a "key" of sixteen
//     mixed characters beside an "id" of twenty to twenty-two lower-case
//     letters and digits (the cloud's device id) is the local key;
//   - a row of a password manager's CSV export (Chrome, Firefox,
//     Bitwarden, 1Password, LastPass, KeePass): in a row of four or more
//     fields that holds a URL or a host name, the generated field right
//     after a user name or an e-mail address is the password.
var round86Rules = []rule{
	{kind: "private-key", group: 2, re: xmlKeyElement86, okMatch: xmlKeyName86, ok: base64Key86},
	{kind: "password", re: regexp.MustCompile(`(?m)^[^\n]*","[^\n]*$`), scan: csvRowSecret86},
	{kind: "password", re: regexp.MustCompile(`(?m)^[^\n]*(?:://[^\n]*,|,[^\n]*://)[^\n]*$`), scan: csvRowSecret86},
}

var xmlKeyElement86 = regexp.MustCompile(`(?i)<((?:[a-z_][\w.\-]{0,40}:)?[\w.\-]{0,40}(?:private|signing|priv)[_\-]?key[\w.\-]{0,40})>[ \t]*([A-Za-z0-9+/=]{16,})[ \t]*</([\w.:\-]{1,100})>`)

// xmlKeyName86: the element closes with its own name, and no part of the
// name after "key" names something about the key (a path, a file, an
// id, a name, a type, a format, a size, an alias, a password for it).
func xmlKeyName86(m string) bool {
	sm := xmlKeyElement86.FindStringSubmatch(m)
	if sm == nil || sm[1] != sm[3] {
		return false
	}
	parts := nameParts(sm[1][strings.LastIndex(sm[1], ":")+1:])
	for i, p := range parts {
		if strings.HasSuffix(p, "key") {
			for _, q := range parts[i+1:] {
				switch q {
				case "path", "file", "filename", "id", "name", "type", "format", "size", "length", "alias", "ref", "uri", "url", "location", "store", "password", "pass", "algorithm", "alg", "usage", "info", "value":
					if q != "value" {
						return false
					}
				}
			}
			return true
		}
	}
	return false
}

// base64Key86: key material, not a word: letters of both cases and
// digits, sixteen or more.
func base64Key86(v string) bool {
	return len(v) >= 16 && hasUpperAndLower(v) && hasDigit(v) && notPlaceholder(v) && distinctBytes(v) >= 10
}

// tuyaDeviceID86: the Tuya cloud's device id, twenty to twenty-two lower
// case letters and digits with both (read in lower-cased text).
var tuyaDeviceID86 = regexp.MustCompile(`"(?i:id|devid|gwid|dev_id|device_id)"[ \t]*:[ \t]*"([a-z0-9]{20,22})"`)

func tuyaIDNear86(w string) bool {
	for _, m := range tuyaDeviceID86.FindAllStringSubmatch(w, 4) {
		if hasDigitAndLetter(m[1]) {
			return true
		}
	}
	return false
}

// csvRowSecret86 reads the line that ends at at (each rule's pattern
// matches a whole line) as a CSV row.
func csvRowSecret86(orig string, at int) [][2]int {
	s := csvLineStart(orig, at) // redact_table.go: bounded to csvMaxLine
	if at-s >= csvMaxLine {
		return nil
	}
	fields := csvFields86(orig[s:at], s)
	if len(fields) < 4 {
		return nil
	}
	place := false
	for _, f := range fields {
		if v := orig[f[0]:f[1]]; strings.Contains(v, "://") || hostName86.MatchString(v) {
			place = true
			break
		}
	}
	if !place {
		return nil
	}
	var out [][2]int
	for i := 1; i < len(fields); i++ {
		v, prev := orig[fields[i][0]:fields[i][1]], orig[fields[i-1][0]:fields[i-1][1]]
		if csvPassword86(v) && csvUser86(prev) {
			out = append(out, fields[i])
		}
	}
	return out
}

// csvFields86 splits a CSV line into the spans of its fields' values
// (inside the quotes of a quoted field), offset by base; nil when a
// quote is left open. Round 68's csvCells (redact_table.go) splits at a
// separator without quotes; a password manager quotes every field.
func csvFields86(line string, base int) [][2]int {
	var out [][2]int
	for i := 0; i <= len(line); {
		for i < len(line) && (line[i] == ' ' || line[i] == '\t') {
			i++
		}
		if i < len(line) && line[i] == '"' {
			j := i + 1
			for {
				k := strings.IndexByte(line[j:], '"')
				if k < 0 {
					return nil
				}
				j += k
				if j+1 < len(line) && line[j+1] == '"' {
					j += 2
					continue
				}
				break
			}
			out = append(out, [2]int{base + i + 1, base + j})
			i = j + 1
			for i < len(line) && line[i] != ',' {
				i++
			}
		} else {
			k := strings.IndexByte(line[i:], ',')
			if k < 0 {
				k = len(line) - i
			}
			v := strings.TrimRight(line[i:i+k], " \t\r")
			out = append(out, [2]int{base + i, base + i + len(v)})
			i += k
		}
		if i >= len(line) {
			break
		}
		i++ // the comma
	}
	return out
}

var (
	hostName86 = regexp.MustCompile(`^(?:[a-z0-9](?:[a-z0-9\-]{0,61}[a-z0-9])?\.)+[a-z]{2,24}(?::\d{1,5})?(?:/\S*)?$`)
	csvUser86a = regexp.MustCompile(`^[\w.+\-]{1,64}@[\w\-]+(?:\.[\w\-]+)+$|^[A-Za-z][\w.\-\\]{1,63}$`)
)

// csvUser86: an e-mail address or a login name (a letter first, then
// letters, digits, dots, dashes, underscores or a domain's backslash),
// not itself generated.
func csvUser86(v string) bool {
	return csvUser86a.MatchString(v) && (strings.Contains(v, "@") || !strongMadeValue(v))
}

// csvPassword86: a generated password: eight to 128 bytes with no space,
// not a URL, a host, an e-mail address or a placeholder, made, and
// mixing upper and lower case and its kinds of bytes as a generator does.
func csvPassword86(v string) bool {
	if len(v) < 8 || len(v) > 128 || strings.ContainsAny(v, " \t") || strings.Contains(v, "://") || strings.Contains(v, "@") || hostName86.MatchString(v) {
		return false
	}
	return strongMadeValue(v) && hasUpperAndLower(v) && classChanges86(v) >= 5 && distinctBytes(v) >= 6
}

// classChanges86: how often the kind of byte (lower case, upper case,
// digit, other) changes along v: a generator's output changes often
// (yfDJ9KryDy: 6), a name with a number little (Build20240501a: 3).
func classChanges86(v string) int {
	kind := func(c byte) int {
		switch {
		case c >= 'a' && c <= 'z':
			return 0
		case c >= 'A' && c <= 'Z':
			return 1
		case c >= '0' && c <= '9':
			return 2
		}
		return 3
	}
	n := 0
	for i := 1; i < len(v); i++ {
		if kind(v[i]) != kind(v[i-1]) {
			n++
		}
	}
	return n
}
