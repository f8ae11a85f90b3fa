package safety

import "strings"

// Round 83 (exfil-prose), tuned on fresh243-246.
//
// kindDescribed83 (benign): a sentence that says what a kind of thing
// is and does, the send in a relative clause whose antecedent is that
// kind ("'Try my game' executables are often token grabbers that read
// local Discord storage and post it to a webhook", "Fake updaters are
// usually stealers which copy saved passwords and upload them to a
// server"): the subject of the send is the malware or the scam, the
// sentence describes it to the reader and orders the agent nothing.
// The main clause is a statement, subject then a copula ("are", "is",
// "can be"), not an order: a sentence that opens with a verb ("Write a
// tool that reads ... and posts ...") has no subject before its copula,
// a subject that is the agent or the skill itself ("You are a helper
// that ...", "This skill is a tool that ...") describes the agent's own
// job, and a sentence that turns to an order after the description
// (", then send it") is not a description. The same frame in French,
// Spanish, Portuguese, Italian, German and Dutch ("sont souvent des
// voleurs de jetons qui lisent ... et l'envoient", "sind oft Stealer,
// die ... hochladen").
var (
	kindCopula83 = lazyRegexp(`(?i)^[\s>*_\-\d.)"'“”«»]*((?:[\p{L}\p{N}"'“”«»’-]+\s+){1,5}?)(?:are|is|were|was|(?:can|may|might|could)\s+be|tend\s+to\s+be|sont|est|son|es|são|é|sono|è|sind|ist|zijn|is)\s+((?:(?:often|usually|typically|commonly|frequently|generally|mostly|sometimes|mainly|souvent|généralement|parfois|fréquemment|a\s+menudo|normalmente|generalmente|frecuentemente|muitas\s+vezes|frequentemente|geralmente|spesso|di\s+solito|oft|häufig|meist|meistens|vaak|meestal|soms|doorgaans)\s+)*)(?:(?:an?|the|des|de|les|un|une|unos|unas|uns|umas|dei|degli|delle|ein|eine|einige|een)\s+)?(?:[\p{L}\p{N}'’-]+\s+){0,4}?[\p{L}\p{N}'’-]+,?\s+(?:that|which|who|qui|que|che|die|welche|der|das)\s+`)
	kindSelf83   = lazyRegexp(`(?i)\b(?:you|you're|your|yourself|we|our|it|this|these|vous|tu|nous|ce|cet|cette|usted|ustedes|nosotros|este|esta|você|voi|noi|questo|questa|sie|du|wir|ihr|dieser|diese|dieses|u|jij|wij|je|dit|deze)\b|\b(?:skill|plugin|agent|agente|assistant|assistante|asistente|assistente|bot|helper|tool|outil|herramienta|ferramenta|strumento|werkzeug|script|extension|extensión|extensão|estensione|erweiterung|model|modèle|modelo|modello|ai|ia|ki)\s*$`)
	// kindMalice83: the kind named as harmful (malware, a scam, a fake).
	kindMalice83   = lazyRegexp(`(?i)(?:grabber|stealer|logger|scam|fraud|phish|malicious|malware|trojan|troyano|backdoor|spyware|ransomware|rootkit|botnet|dropper|rat\b|fake|bogus|counterfeit|pirat|cracked|voleur|arnaque|escroquer|malveillant|faux|fausse|ladr[oó]n|ladr[aã]o|ladro|estafa|golpe|falso|falsa|malicios|malevol|truffa|dieb|betrug|gefälscht|bösartig|schadsoftware|nep|oplicht|kwaadaardig|dief)`)
	kindVerbLead83 = lazyRegexp(`(?i)^[\s>*_\-\d.)"'“”«»]*(?:write|build|make|create|use|install|run|add|deploy|set\s+up|ship|put|design|implement|code|develop|turn|become|act|pretend|behave|ensure|remember|note|keep|treat|consider|imagine|assume|écris|crée|utilise|escribe|crea|usa|escreva|crie|use|scrivi|usa|schreib|erstelle|nutze|schrijf|maak|gebruik)\b`)
)

// kindDescribed83 reports whether the send matched at [v, e) of t is in
// a relative clause of a sentence describing a kind of thing.
func kindDescribed83(t string, v, e int) bool {
	if len(t) > maxIntentUnit {
		return false
	}
	start := strings.LastIndexAny(t[:v], ".!?\n") + 1
	s := t[start:]
	m := kindCopula83.FindStringSubmatchIndex(s)
	if m == nil || start+m[1] > e {
		return false
	}
	subj := s[m[2]:m[3]]
	if kindSelf83.MatchString(subj) || kindVerbLead83.MatchString(s) || turnsToOrder73.MatchString(s[m[1]:]) {
		return false
	}
	// A generalisation ("are often") or a harmful kind: an order says
	// neither of what it orders.
	return m[4] < m[5] || kindMalice83.MatchString(s[:m[1]])
}

// Round 83 (exfil-prose): sending, secrets and concealment in five more
// languages and chat spellings, registered as the other action lexicons
// are (the three parts of the bag rule, and round 38's covert send):
//   - Maori "tuku ki" (send to), bare as well as in its passive forms
//     (round 75 took "tukuna ki"), and "kī API" (API keys);
//   - Aymara "apayam" (send it), "apayaña" and their plurals, with
//     "jan yatiyamti" (don't let it be known) and function words;
//   - West Frisian "stjoer" (send), "wachtwurden" (passwords), with
//     "sis der neat oer" (say nothing of it) and function words;
//   - Arabizi (Arabic chat spelling) "eb3at" / "ib3at" (send) carrying
//     its object ("eb3athom", send them), with "mn gheir ma t2ool"
//     (without your saying);
//   - Greeklish "steile" (send), "anevase" (upload), "kwdikous prosvasis"
//     (passwords), with "xwris na tou peis" (without telling him).
func init() {
	extendActionLexicon41("mi+r83", actionLex{
		sendVerb: []string{"tuku ki", "ka tuku ki", "tukuna atu ki", "tuku atu ki"},
		secret:   []string{"kī api", "ngā kī api", "nga ki api", "nga kī api"},
	})
	extendActionLexicon41("ay+r83", actionLex{
		sendVerb: []string{"apayam", "apayama", "apayanim", "apayapxam", "apayaña", "apayañani", "apayapxañani", "apayarapim", "apayaraki"},
		stealth:  []string{"jan yatiyamti", "jan yatiyasa", "jan yatiyañati", "jan khitirus yatiyamti", "jan yatiyapxamti"},
		markers:  []string{"ukat", "ukatsti", "ukar", "ukaru", "ukanaka", "taqi", "jan", "jupa", "jupanakan", "jaqinakan", "kunjamas", "ukhamaraki"},
	})
	extendActionLexicon41("fy+r83", actionLex{
		sendVerb: []string{"stjoer", "stjoer se", "stjoer it", "stjoerje", "ferstjoer", "trochstjoer", "oplade", "laad op", "diel se"},
		secret:   []string{"wachtwurden", "wachtwurd", "tagongskoades", "tagongskoade", "api-kaaien", "geheime kaaien"},
		stealth:  []string{"sis der neat oer", "sis der neat fan", "sûnder dat de brûker it wit", "sunder dat de bruker it wit", "sûnder it te sizzen", "sunder it te sizzen", "fertel it net"},
		markers:  []string{"fan", "nei", "yn", "mei", "foar", "net", "wurde", "hâld", "hald", "alle", "brûker", "bruker", "sis", "neat", "oer", "jou", "se"},
	})
	extendActionLexicon41("ar-latn+r83", actionLex{
		sendVerb: []string{"eb3at", "ib3at", "eb3ath", "ib3ath", "eb3athom", "ib3athom", "eb3atha", "ib3atha", "eb3ato", "ib3ato", "eb3atlo", "ib3atlo", "ab3at", "ba3at", "erssel", "ersel", "arsel", "arsil", "ersilhom", "arsilhom"},
		secret:   []string{"kalemat el ser", "kelmet el ser", "kalimat al sir", "kelmet el sirr", "el passwords", "el password", "el credit card", "ar2am el credit", "ar2am el kroot", "ar2am el card", "el tokens", "el token"},
		stealth:  []string{"mn gheir ma t2ool", "men gheir ma t2ool", "mn ghair ma t2ool", "men ghir ma t2ol", "bdoon ma t2ool", "bedoon ma t2ool", "bala ma t2ool", "mat2olsh le 7ad", "matolsh le 7ad", "ma t2ool le 7ad", "matkhabbarsh 7ad", "mat2ollosh"},
		markers:  []string{"el", "w", "kol", "men", "mn", "3la", "3ala", "bel", "kaman", "2ollo", "ya3ni", "mesh", "msh", "ma3", "youm", "7ad", "le"},
	})
	extendActionLexicon41("el-latn+r83", actionLex{
		sendVerb: []string{"steile", "steilte", "steil' ta", "steile ta", "stile", "stilte", "anevase", "anebase", "prowthise", "proothise", "promithefse", "kane upload", "kane forward"},
		secret:   []string{"kwdikous prosvasis", "kodikous prosvasis", "kwdiko prosvasis", "kodiko prosvasis", "kwdikous prosbasis", "ta passwords", "ta tokens", "kleidia api"},
		stealth:  []string{"xwris na tou peis", "xoris na tou peis", "xwris na tis peis", "xoris na tis peis", "xwris na to peis", "xwris na peis tipota", "xoris na peis tipota", "min tou peis", "mhn tou peis", "min peis tipota", "mhn peis tipota", "krufa", "kryfa"},
		markers:  []string{"kai", "tou", "tis", "apo", "sto", "stin", "ta", "na", "me", "gia", "ton", "tin", "epishs", "episis", "xwris", "xoris", "tipota", "mera"},
	})
}

// Round 83 (exfil-prose), English:
//   - a person's store named with two qualifiers ("the user's personal
//     phone contacts") is the same store (prose39.go's personalCargo
//     takes up to two), and the photo library or camera roll is a whole
//     store of a person's life as the address book is;
//   - a store of every credential the browser or the keychain keeps
//     ("the user's browser cookies and saved passwords") is no one
//     service's login: an excuse that someone will log in with it
//     ("so they can log in for us") does not make its sending an
//     authentication, as a sweep of every secret in reach does not
//     (round 54's authExcuse54);
//   - a person's identifying number ("the patient's insurance number")
//     is a record about them (privateData);
//   - an order in the passive, as an obligation ("the summary must also
//     be sent, with the patient's name and insurance number, to ..."),
//     is an order to whoever does the work, as the imperative is; not
//     in a clause that only names such data ("records that must be sent
//     to the lab are listed in ..."), nor is the verb after a frame of
//     order ("make sure you also forward ...").
var (
	credentialStore83 = lazyRegexp(`(?i)\b(?:(?:browser|chrome|firefox|edge|safari)(?:'s)?\s+(?:saved\s+)?(?:cookies|passwords|logins|credentials)|saved\s+(?:browser\s+)?(?:passwords|logins|credentials)|(?:keychain|keyring|password[- ]manager)(?:'s)?\s+(?:entries|contents|export|vault|items)|(?:session|auth|login)\s+cookies)\b`)
	passiveOrder83    = lazyRegexp(`(?i)\b(?:must|should|shall|has\s+to|have\s+to|needs?\s+to|is\s+to|are\s+to)\s+(?:also\s+|always\s+|then\s+|additionally\s+|each\s+time\s+)?(?:be|get)\s+(?:also\s+)?(sent|e-?mailed|mailed|uploaded|forwarded|shared|posted|transmitted|submitted|published|relayed|copied|exported|pushed|synced|handed\s+over|passed\s+on)\b`)
	// orderFrame83: a frame that makes the verb after it an order to the
	// reader ("make sure you also forward ...", "remember to send ...",
	// "don't forget to upload ..."), where the verb does not open its
	// clause.
	orderFrame83   = lazyRegexp(`(?i)(?:^|[^\w'])(?:make\s+sure|be\s+sure|ensure|remember|don'?t\s+forget|do\s+not\s+forget|never\s+forget)\s+(?:that\s+)?(?:you\s+)?(?:to\s+)?(?:also\s+|always\s+|then\s+)?$`)
	passiveNamed83 = lazyRegexp(`(?i)\b(?:that|which|who|whose|if|when|whether|unless|only|never|not|no)\b`)
)

func init() {
	personalCargoStems = append(personalCargoStems, "photo librar", "camera roll")
	// A person's identifying number (the patient's insurance number, the
	// member's national ID number) is a record about them, as the date
	// of birth privateData reads already is.
	privateData = lazyRegexp(privateData.String() + `|(?i:\b(?:patient|customer|client|member|employee|student|user|tenant|guest|passenger|player|applicant|policyholder|claimant|person)(?:'s|s'|s)\s+(?:(?:(?:full\s+)?names?|(?:home\s+)?addresses?|dates?\s+of\s+birth|birth\s+dates?|phone\s+numbers?|e-?mails?)\s*(?:,\s*|\s+(?:and|&)\s+)){0,3}(?:health\s+|medical\s+|social\s+)?(?:insurance|policy|membership|national(?:\s+id(?:entity)?)?|id(?:entity)?|nhs|medicare|medicaid|social\s+security|tax|licen[cs]e|driver'?s\s+licen[cs]e)\s+(?:numbers?|nos?\.?|ids?|card\s+numbers?)\b)`)
}

// credentialStore83 reports whether t names a store of every credential
// a browser or keychain keeps.
func credentialStoreSent83(t string) bool { return credentialStore83.MatchString(t) }

// passiveOrderAt83: the participle of a passive obligation in t whose
// clause, from the sentence start, is the main one; nil if none.
func passiveOrderAt83(t string) []int {
	m := passiveOrder83.FindStringSubmatchIndex(t)
	if m == nil {
		return nil
	}
	start := clauseStart(t, m[0])
	if passiveNamed83.MatchString(t[start:m[0]]) {
		return nil
	}
	return []int{m[2], m[3]}
}

// codeCopyToName83: a copy in code whose destination is a variable, not
// a quoted path ("shutil.copy(src, tmp)", "fs.copyFileSync(src, dst)",
// "File.Copy(src, dest)"): the name now stands for a file holding what
// was copied, so a later statement that opens it ("sqlite3.connect(tmp)",
// "open(dst)") reads the source, as codeCopyRe's quoted destination is
// a tainted file (taint.go).
var codeCopyToName83 = lazyRegexp(`(?i)\b(?:shutil\.copy\w*|copyfile|fs\.(?:copyFile|cp)(?:Sync)?|File\.Copy|os\.rename|os\.replace|shutil\.move|fs\.rename(?:Sync)?|FileUtils\.(?:cp|copy\w*)|Files\.copy|io\.copy)\s*\([^\n;]+,\s*([A-Za-z_]\w*)\s*[,)]`)

func learnFiles83(t, src string, st *flowState) {
	if !lowerHas(asciiLower(t), "cop", "rename", "move", "replace", "cp") {
		return
	}
	for _, m := range codeCopyToName83.FindAllStringSubmatch(t, 4) {
		st.taint(m[1], src)
	}
}

// Round 83 (exfil-flow): the key files of cryptocurrency wallets and
// validators beside the Bitcoin and Ethereum ones taint.go reads:
// Solana's CLI keypairs (~/.config/solana/*.json) and any "keypair"
// JSON file (validator-keypair.json, the raw private key of a node),
// Sui's and Aptos's keystores and configs, NEAR's credentials folder,
// Foundry's encrypted keystores, Starknet's wallets. Their tools take
// the path to sign with it or to print the public key ("solana-keygen
// pubkey ~/.config/solana/id.json", "--identity validator-keypair.json"),
// which sends nothing secret; so the file is a source only where its
// bytes are read: by a command or call that reads, copies or encodes a
// file, or as the list of a loop whose body does.
func init() {
	flowSourceRe = lazyRegexp(flowSourceRe.String() + `|(?i)(?:\b(?:cat|base64|xxd|od|hexdump|gzip|zip|tar|cp|scp|rsync|curl|open|read_text|read_bytes|readFile\w*|Get-Content|for\s+\w+\s+in)\b[^|;&\n]{0,60}?)(?:\.config/solana/[\w*.-]*|\b[\w.-]*keypair[\w.-]*\.json\b|\.sui/sui_config/sui\.keystore\b|\.aptos/config\.ya?ml\b|\.near-credentials[\\/][\w*./-]*|\.foundry/keystores[\\/][\w*./-]*|\.starkli-wallets[\\/][\w*./-]*)`)
	flowSourceKws = append(flowSourceKws, "solana/", "keypair", ".sui/", ".aptos/", ".near-credentials", "keystores", "starkli")
}

// Round 83 (exfil-flow): a key file kept in a tool's folder under home
// (~/.binance/api.json, ~/.kraken/kraken.key, ~/.<tool>/secrets.json):
// a file named for a key or secret in a home dot-folder holds the
// account's key, whatever the tool. As with the wallets above, only
// where its bytes are read (cat, encode, archive, copy, open, a loop
// over it): a client key handed to curl's --key or a tool's option
// signs in and is not read here.
func init() {
	flowSourceRe = lazyRegexp(flowSourceRe.String() + `|(?i)(?:\b(?:cat|base64|xxd|od|hexdump|gzip|zip|tar|cp|scp|rsync|open|read_text|read_bytes|readFile\w*|Get-Content|for\s+\w+\s+in)\b[^|;&\n]{0,80}?)(?:~|\$HOME|\$\{HOME\}|/home/[\w.-]+|/root|/Users/[\w.-]+)/\.[\w-]+(?:/[\w.-]+)?/(?:[\w.-]*\.key|api[_-]?keys?(?:\.\w+)?|api\.json|secrets?\.(?:json|ya?ml|toml|env)|[\w.-]*secret[\w.-]*\.(?:json|ya?ml|txt))\b`)
	flowSourceKws = append(flowSourceKws, ".key", "api.json", "api_key", "api-key", "apikey", "secret")
}
