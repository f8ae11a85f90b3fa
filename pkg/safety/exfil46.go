package safety

import (
	"strings"
)

// Round 46 (exfil-prose, exfil-flow): cargo, places and languages the
// older lists did not read. Each addition extends an existing pattern or
// concept at init, so the rules that decide stay the ones that read them.

// cargo46 (a hook of personalCargoAt): what people wrote or are, named
// without the words the older cargo asks for:
//   - people's private messages ("the private DMs", "the DMs of every
//     member"): correspondence meant for one reader, as "direct
//     messages" and "private channels" are (bagSecret);
//   - what shows where a person is or what their face is: location
//     traces attached to their photos, face labels, biometric data; such
//     data finds and identifies people;
//   - a group's people listed by name beside how to reach them ("the
//     tenant names and mobile numbers"), as identFields42 reads it with
//     a possessive; a name alone, or a single field, is how a reply is
//     addressed, and is left out.
var cargo46 = lazyRegexp(`(?i)\bprivate\s+(?:dms|direct\s+messages|messages|chats|conversations|message\s+threads|inbox(?:es)?)\b|\b(?:dms|direct\s+messages)\s+(?:of|between|from)\s+(?:every(?:one|body)?|all|each|other|the\s+(?:whole\s+)?(?:team|staff|workspace|members|users|employees))\b|` +
	`\b(?:photos?|pictures?|images?|shots?)\s+(?:with|including|containing|and)\s+(?:their\s+|the\s+|its\s+|embedded\s+)?(?:location|gps|geo-?location|geo-?tags?|exif\s+location)\b|\bface[- ](?:labell?ed|tagged|recognition|match(?:ed|es)?)\s+(?:index|indexes|data|tags|labels|database|catalogue|catalog|groups?)\b|\b(?:facial|face|biometric)\s+(?:data|templates?|embeddings?|prints?|signatures?|identifiers?|geometry)\b|` +
	`\b(?:patient|customer|client|member|student|pupil|employee|staff|donor|tenant|guest|parent|attendee|resident|subscriber|applicant|volunteer|caller|diner|user)s?'?\s+(?:full\s+)?names?\s*(?:,\s*(?:and\s+)?|\s+(?:and|&|plus|with)\s+)(?:(?:their|home|mobile|cell)\s+)?(?:phone\s+numbers?|mobile\s+numbers?|cell\s+numbers?|phones?|e-?mail\s+addresses|e-?mails?|home\s+addresses|addresses|dates\s+of\s+birth|birth\s*dates?)\b`)

var cargo46Stems = []string{"private", "dms", "direct message", "location", "gps", "geo", "face", "facial", "biometric", "name"}

// cargo46At: the first round-46 cargo in w.
func cargo46At(w string) []int {
	if !lowerHas(asciiLower(w), cargo46Stems...) {
		return nil
	}
	return cargo46.FindStringIndex(w)
}

// A store said to be open to anyone for writing or reading ("the bucket
// s3://x (public-write)", "a world-writable share") is a public place,
// as a public bucket is: whatever is put there is anyone's.
func init() {
	bagOutside = lazyRegexp(bagOutside.String() + `|(?i)\bpublic[- ](?:write|writ(?:e)?able|read|readable|read-?write)\b|\bworld[- ]writ(?:e)?able\b|\banonymous(?:ly)?[- ](?:writ(?:e)?able|uploads?|write\s+access)\b`)
	outsideStems = append(outsideStems, "public", "world", "anonymous")
}

// Sending, secrets, people's records and concealment in three languages
// whose lexicons had none of them:
//   - Esperanto: "sendu" (send), "alŝutu" (upload), "plusendu" (forward),
//     "afiŝu" (post), "kunhavigu" (share), with the x-system spelling
//     typed without the circumflex keys; "pasvorto" (password), "ĵetono"
//     (token), secret and private keys; "ne menciu tion al" / "ne diru
//     al la uzanto" (don't mention it to / tell the user), "kaŝe"
//     (secretly);
//   - Scottish Gaelic: "cuir ... gu" (send to; "cuir" alone is "put"),
//     "luchdaich suas" (upload), "foillsich" (publish); "facal-faire"
//     (password), "iuchair dhìomhair" (secret key); e-mail addresses and
//     phone numbers of people; "os ìosal" (quietly), "gun innse"
//     (without telling);
//   - Hindi in Latin letters: "bhej do", "bhej dena" (send), the stealth
//     of "chupke se", "chupchaap" (secretly), and "no need to tell the
//     user" ("user ko batane ki zaroorat nahi").
//
// A verb that holds its pronoun object ("cuir iad gu", send them to)
// carries the cargo named before it across a clause (sendML39).
func init() {
	registerActionLexicon("eo+r46-exfil", actionLex{
		sendVerb: []string{"sendu ", "sendu,", "sendi ", "sendu ilin", "sendu ĝin", "sendu gxin", "alŝutu", "alsxutu", "alŝuti", "plusendu", "afiŝu", "afisxu", "kunhavigu", "retpoŝtu", "retposxtu", "publikigu"},
		secret:   []string{"pasvort", "ĵeton", "jxeton", "sekretan ŝlosilon", "sekreta ŝlosilo", "privatan ŝlosilon", "privata ŝlosilo", "api-ŝlosil", "api ŝlosil", "ensalutan datumon", "ensalutaj datumoj", "akreditaĵ"},
		// "ne menciu" alone (don't mention) is said of what a text leaves
		// out; said to or of the user it hides an act from them.
		stealth: []string{"ne menciu tion al", "ne menciu ĝin al", "ne menciu gxin al", "ne menciu al la uzanto", "ne diru al la uzanto", "ne diru tion al", "ne informu la uzanton", "sen diri al la uzanto", "sen informi la uzanton", "sen ke la uzanto sciu", "kaŝe", "kasxe"},
	})
	registerActionLexicon("gd+r46-exfil", actionLex{
		sendVerb: []string{"cuir gu", "cuir e gu", "cuir i gu", "cuir iad gu", "cuiribh gu", "cuiribh iad gu", "cuiribh e gu", "cuir air adhart", "luchdaich suas", "luchdaichibh suas", "foillsich", "foillsichibh", "cuir post-d"},
		secret:   []string{"facal-faire", "faclan-faire", "facal faire", "faclan faire", "iuchair dhìomhair", "iuchraichean dìomhair", "iuchair phrìobhaideach", "iuchair api", "fiosrachadh logaidh"},
		stealth:  []string{"os ìosal", "gu dìomhair", "gun innse don chleachdaiche", "gun innse dhan chleachdaiche", "na innis don chleachdaiche", "na innis dhan chleachdaiche", "na toir iomradh"},
		public:   []string{"gu poblach"},
		// "na" is also the plural article ("na faclan-faire", the
		// passwords): only its negated imperatives are negations.
		never:   []string{"na cuir", "na cuiribh", "na luchdaich", "na foillsich"},
		markers: []string{"agus", "nam", "airson", "tha", "dhan"},
	})
	registerActionLexicon("hi-latn+r46-exfil", actionLex{
		sendVerb: []string{"bhej do", "bhej dena", "bhej dijiye", "bhejna hai", "bhej dein", "bhejo", "upload kar do", "upload kar dena", "post kar do", "post kar dena", "forward kar do", "forward kar dena", "share kar do", "share kar dena"},
		stealth:  []string{"chupke se", "chupke chupke", "chupchaap", "chup chaap", "batane ki zaroorat nahi", "batane ki zarurat nahi", "batane ki zaroorat nahin", "batane ki jarurat nahi", "ko mat batana", "ko mat batao", "ko na batayein", "bina bataye", "bataye bina"},
		secret:   []string{"paasword", "khufiya chabi", "gupt kunji"},
	})
	personalCargoML = append(personalCargoML, lowerStems(
		"seòlaidhean post-d", "seòlaidhean puist-d", "àireamhan fòn", "àireamhan fòn-làimhe",
		"retpoŝtadresojn", "retposxtadresojn", "telefonnumerojn", "adresaron")...)
	sendML39 = append(sendML39, lowerStems("cuir iad gu", "cuiribh iad gu", "sendu ilin", "sendu ĝin", "sendu gxin")...)
}

// objectPastBreak46: a secret named after a sending verb is that verb's
// object only in the verb's own sentence and not after a negation: in
// "send the issue to ...@... each month. Never put passwords in it" (or
// "... and don't mention passwords") the passwords are what is kept
// out, not what is sent. Reads low between the verb's end v and the
// secret's start s.
func objectPastBreak46(low string, hc hitCache, v, s int) bool {
	if s <= v || s > len(low) {
		return false
	}
	between := low[v:s]
	for i, r := range between {
		switch r {
		case '!', '?', ';', '\n', '。', '！', '？', '；', '।':
			return true
		case '.':
			if i+1 < len(between) && between[i+1] == ' ' {
				return true
			}
		}
	}
	// A negation just after the verb is the verb's own ("ne publie
	// jamais de mots de passe"): the order is still read, and negatedIn
	// makes it a flag. One further on negates another verb.
	for _, n := range hc.hits(low, actNever) {
		if n[0]-v > 24*scriptScale(low) && n[1] <= s {
			return true
		}
	}
	return false
}

// Round 46 (exfil-flow): credential stores reached by roads flowSourceRe
// did not read.
//   - A glob over a credential folder ("~/.azure/*.json", "~/.aws/*")
//     reads every file in it, the credential files included, as naming
//     one of them does.
//   - dbt's connection profiles (~/.dbt/profiles.yml, or the path built
//     from ".dbt" and "profiles.yml") hold the warehouse's user and
//     password, as ~/.pgpass and ~/.my.cnf do.
//   - An Electron app's Local Storage (".../Local Storage/leveldb") is
//     where chat and mail clients keep their signed-in session token;
//     and the app folders under %APPDATA% are the same folders however
//     the variable is written (`${process.env.APPDATA}/discord`,
//     os.environ["APPDATA"] + "/Slack").
func init() {
	flowSourceRe = lazyRegexp(flowSourceRe.String() + `|(?i)\.(?:azure|aws|kube|docker|gnupg|config[\\/]gcloud|dbt)[\\/]\*[\w.*-]*|\.dbt\b[^\n]{0,20}?\bprofiles\.ya?ml\b|\bLocal\\? Storage[\\/]leveldb\b|(?:LOCAL)?APPDATA\W{1,6}(?:discord(?:canary|ptb)?|Slack|Signal|Telegram\s?Desktop|WhatsApp|Microsoft[\\/]Teams)\b`)
	flowSourceKws = append(flowSourceKws, ".dbt", "leveldb", "appdata")
}

// A gist is a page on GitHub that anyone holding its link reads (a
// "secret" gist is unlisted, not private), under whatever account made
// it: what is pasted or attached to one is published, as a paste site's
// page is.
func init() {
	bagOutside = lazyRegexp(bagOutside.String() + `|(?i)\bgists?\b`)
	outsideStems = append(outsideStems, "gist")
}

// Stand-ins (checkStandIns46): a sentence that sends something named by
// another word than the secret it is:
//   - a term the skill defines as secrets or people's records
//     ("\"Handover Kit\" means every API key and password found on the
//     machine"): wherever the term is used it carries what it was
//     defined to hold, as a pronoun carries what it points back to;
//   - the export of a password manager or vault, in a skill about one
//     ("export the vault as CSV ... attach the CSV to ..."): such an
//     export holds every saved password in clear text, whatever the file
//     is called.
//
// The sentence is read by the bag rule (checkOutsideProse) with the
// stand-in overwritten, in place and at the same length, by the word
// "secrets", so every offset the rule reports stays the sentence's own.

// definedTerm46: a quoted or bold term and the verb that defines it
// (group 1 or 2 the term).
var definedTerm46 = lazyRegexp(`(?:^|[\s(>])(?:["“']([A-Z][\w'’ -]{3,40}?)["”']|\*\*([A-Z][\w'’ -]{3,40}?)\*\*)\s+(?:means|shall\s+mean|refers\s+to|is\s+defined\s+as|denotes|stands\s+for|is\s+(?:our|the)\s+(?:name|term|word)\s+for)\b`)

var definedTermStems46 = []string{" means", "shall mean", "refers to", "defined as", "denotes", "stands for", "name for", "term for", "word for"}

// vaultTopic46: the skill is about a password manager or vault;
// vaultExport46: the export named as a file.
var (
	vaultTopic46 = lazyRegexp(`(?i)\bpassword[- ]?(?:managers?|vaults?|safes?|stores?)\b|\b(?:1password|bitwarden|lastpass|keepass(?:xc)?|dashlane|keeper|nordpass|proton\s+pass|enpass)\b`)
	// vaultHome46: a sentence whose place is a password manager (named,
	// or the new one the export is imported into): the export loaded
	// where it belongs is the migration itself, as a key sent to its own
	// provider is.
	vaultHome46   = lazyRegexp(`(?i)\bimport\w*\s+(?:(?:it|them|the\s+[\w-]+(?:\s+file)?)\s+)?(?:into|to|in|on)\b|\bimport\s+(?:page|tool|screen|form|wizard|url|endpoint)\b|/import\b|\b(?:into|to|in)\s+(?:the\s+)?(?:new|target|destination|other)\s+(?:password\s+)?(?:managers?|vaults?)\b|` + vaultTopic46.String()[4:])
	vaultExport46 = lazyRegexp(`(?i)\bthe\s+(?:(?:exported|plain[- ]?text|unencrypted|raw)\s+)?(?:csv|export(?:ed)?\s+file|export|json\s+export|csv\s+export|csv\s+file|backup\s+file)\b`)
)

// secretIn46: the first secret or people's record in w, as the bag rule
// reads one (bagSecret not naming a feature around it, a credential
// file's path, personal cargo, records about people).
func secretIn46(w string) []int {
	if m := bagSecret.FindStringIndex(w); m != nil && !secretFeature.MatchString(w[m[1]:]) {
		return m
	}
	for _, m := range credPathRe.FindAllStringIndex(w, 4) {
		if credentialish(w[m[0]:m[1]]) {
			return m
		}
	}
	if m := personalCargoAt(w); m != nil {
		return m
	}
	return privateData.FindStringIndex(w)
}

// standInWord46 overwrites t[s:e] with "secrets" padded with spaces (the
// span must hold the word).
func standInWord46(t string, s, e int) string {
	const w = "secrets"
	if e-s < len(w) {
		return t
	}
	return t[:s] + w + strings.Repeat(" ", e-s-len(w)) + t[e:]
}

// checkStandIns46 reads d's prose sentences that send a defined term or,
// in a skill about a password manager, its export (see above).
func (c *checker) checkStandIns46(d *doc) {
	text := d.v.text
	var terms []string
	if lowerHas(asciiLower(text), definedTermStems46...) {
		for _, m := range definedTerm46.FindAllStringSubmatchIndex(text, 8) {
			ts, te := m[2], m[3]
			if ts < 0 {
				ts, te = m[4], m[5]
			}
			def := text[m[1]:min(len(text), m[1]+240)]
			if i := strings.IndexAny(def, "\n"); i >= 0 {
				def = def[:i]
			}
			if negatedBefore(def) || placeholderish.MatchString(def) || secretIn46(def) == nil {
				continue
			}
			terms = append(terms, text[ts:te])
		}
	}
	vault := d.field == FieldBody && vaultTopic46.MatchString(c.p.Name+" "+c.p.Description)
	if len(terms) == 0 && !vault {
		return
	}
	for _, u := range d.units {
		if !d.proseUnit(u) {
			continue
		}
		t := joinContinuations(d.unitText(u))
		if len(t) > maxIntentUnit {
			continue
		}
		r := t
		for _, term := range terms {
			for off := 0; off < len(r); {
				i := strings.Index(r[off:], term)
				if i < 0 {
					break
				}
				s, e := off+i, off+i+len(term)
				// The definition itself is no send of the term.
				if definedTerm46.MatchString(r[max(0, s-2):min(len(r), e+24)]) {
					off = e
					continue
				}
				r = standInWord46(r, s, e)
				off = e
			}
		}
		if vault && lowerHas(asciiLower(r), "csv", "export", "backup") && !vaultHome46.MatchString(t) {
			for _, m := range vaultExport46.FindAllStringIndex(r, 4) {
				r = standInWord46(r, m[0], m[1])
			}
		}
		if r != t {
			c.checkOutsideProse(d, u, r)
		}
	}
}
