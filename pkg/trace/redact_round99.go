package trace

import "regexp"

// Round 99 (session 50, after fresh299-302 were measured).
//
//   - A key given in prose after the word for a key in another language,
//     with nothing but a blank between ("mit Schlüssel V angelegt", "con
//     la clave V"): the English "with key V" rule's twin for every word
//     keyLeadWords knows, taken only when V reads as a generated token
//     (highEntropyToken: 32+ bytes, both cases and a digit, high entropy),
//     so "Schlüssel 2" or a word after it is left alone (s300-024).
//   - A look-alike: an appSettings key that names a secret's name
//     ("ApiKeyName", "SecretName") holds that name, not the secret
//     (notSettingAboutSecret; l299-090).
var round99Rules = []rule{
	{kind: "api-key", group: 1, re: regexp.MustCompile(`(?i)(?:^|[^\pL\pN])(?:` + keyLeadWords + `)[ \t]+["'«]?([A-Za-z0-9][A-Za-z0-9_\-]{31,127})(?:$|[^A-Za-z0-9_\-])`), ok: func(v string) bool { return highEntropyToken(v) && notPlaceholder(v) }},
}
