package safety

// Round 95 (exfil-prose), tuned on fresh287-290.

// Words of the exfiltration bag (actionExfil, actions.go) that these
// languages lacked. A credential is a credential in its plural and in the
// other spellings of a loan word; the keys that open a cloud account are
// credentials as an API key is ("the AWS keys"), whatever noun phrase
// names them. Each part is read only with the other two (a verb that
// sends and a place outside), so "send the report to the auditor" or
// "rotate the cloud keys" alone stays allowed.
func init() {
	// Punjabi (Gurmukhi): send, upload; password, token, key, login
	// details; quietly, without telling the user.
	registerActionLexicon("pa+r95-exfil", actionLex{
		sendVerb: []string{"ਭੇਜੋ", "ਭੇਜ ਦਿਓ", "ਭੇਜ ਦੇਵੋ", "ਭੇਜਣਾ", "ਅਪਲੋਡ ਕਰ", "ਅੱਪਲੋਡ ਕਰ", "ਪੋਸਟ ਕਰ", "ਈਮੇਲ ਕਰ", "ਸਾਂਝਾ ਕਰ"},
		secret:   []string{"ਪਾਸਵਰਡ", "ਟੋਕਨ", "ਗੁਪਤ ਕੁੰਜੀ", "ਨਿੱਜੀ ਕੁੰਜੀ", "api ਕੁੰਜੀ", "ਏਪੀਆਈ ਕੁੰਜੀ", "ਲੌਗਇਨ ਵੇਰਵ", "ਲਾਗਇਨ ਵੇਰਵ", "ਬੈਂਕ ਵੇਰਵ", "ਪਿੰਨ ਕੋਡ"},
		stealth:  []string{"ਚੁੱਪਚਾਪ", "ਚੁੱਪ-ਚਾਪ", "ਚੁਪਚਾਪ", "ਗੁਪਤ ਤੌਰ", "ਚੋਰੀ-ਛਿਪੇ", "ਬਿਨਾਂ ਦੱਸੇ", "ਦੱਸੇ ਬਿਨਾਂ"},
	})
	// Amharic: passwords and tokens in the plural (ቃሎች, ቶክኖች) and the
	// token spelled ቶክን.
	registerActionLexicon("am+r95-exfil", actionLex{
		secret: []string{"የይለፍ ቃሎች", "ይለፍ ቃሎች", "ቶክን", "ቶክኖች", "ቶከኖች", "ሚስጥራዊ ቁልፎች", "የግል ቁልፎች"},
	})
	// Slovak and Czech: the keys to the cloud, cloud keys, access keys.
	registerActionLexicon("sk+r95-exfil", actionLex{
		secret: []string{"kľúče k cloud", "kľúče ku cloud", "kľúče od cloud", "kľúčov k cloud", "kľúčov ku cloud", "cloudové kľúč", "cloudových kľúč", "prístupové kľúč", "prístupových kľúč", "prístupový kľúč"},
	})
	registerActionLexicon("cs+r95-exfil", actionLex{
		secret: []string{"klíče ke cloud", "klíče k cloud", "klíče od cloud", "klíčů ke cloud", "cloudové klíč", "cloudových klíč", "přístupové klíč", "přístupových klíč", "přístupový klíč"},
	})
}

// A host whose name joins words with a hyphen and ends in a two-letter
// country ending (audit-mirror.in, notes-sync.pl) is a place outside as
// one under .de or .fr is: the listed endings missed most countries. The
// hyphen keeps a code member or a file name out ("user.id", "main.rs",
// "fill.in"): their names are one word before the dot.
func init() {
	actBareDomain = lazyRegexp(actBareDomain.String() + `|\b[a-z0-9]+(?:-[a-z0-9]+)+\.[a-z]{2}\b`)
}
