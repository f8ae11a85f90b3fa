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
// country ending (audit-mirror.co.za, notes-sync.kz) is a place outside
// as one under .de or .fr is: the listed endings missed most countries.
// The hyphen keeps a code member out ("user.id"); the endings are
// countries' whose two letters are not also a common file extension, so
// a hyphenated file name stays a file ("deploy-site.sh", "build-all.rs",
// "requirements-dev.in", "release-notes.md", "main-stack.tf",
// "libfoo-1.so", "handler-module.pm" name files, not hosts). Session 48's
// review narrowed round 95's any-two-letters.
func init() {
	actBareDomain = lazyRegexp(actBareDomain.String() + `|\b[a-z0-9]+(?:-[a-z0-9]+)+\.` + hostCountry95 + `\b`)
}

// hostCountry95: two-letter country endings that are not also a common
// file extension (left out: ac am cc cl cu gs in la md mk ml mm mo pl pm
// ps py rs sh so sv tf).
const hostCountry95 = `(?:ad|ae|af|ag|al|ao|ar|as|at|au|aw|az|ba|bb|bd|be|bf|bg|bh|bi|bj|bm|bn|bo|br|bs|bt|bw|by|bz|ca|cd|cf|cg|ch|ci|ck|cm|cn|co|cr|cv|cw|cx|cy|cz|de|dj|dk|dm|do|dz|ec|ee|eg|er|es|et|eu|fi|fj|fk|fm|fo|fr|ga|gd|ge|gf|gg|gh|gi|gl|gm|gn|gp|gq|gr|gt|gu|gw|gy|hk|hn|hr|ht|hu|id|ie|il|im|iq|ir|is|it|je|jm|jo|jp|ke|kg|kh|ki|km|kn|kr|kw|ky|kz|lb|lc|li|lk|lr|ls|lt|lu|lv|ly|ma|mc|me|mg|mh|mn|mp|mq|mr|mt|mu|mv|mw|mx|my|mz|na|nc|ne|nf|ng|ni|nl|no|np|nr|nu|nz|om|pa|pe|pf|pg|ph|pk|pn|pr|pt|pw|qa|re|ro|ru|rw|sa|sb|sc|sd|se|sg|si|sk|sl|sm|sn|sr|st|sx|sz|tc|td|tg|th|tj|tk|tl|tm|tn|to|tr|tt|tv|tw|tz|ua|ug|uk|us|uy|uz|va|vc|ve|vg|vn|vu|wf|ws|ye|yt|za|zm|zw)`
