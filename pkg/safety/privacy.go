package safety

import (
	"strings"
)

// Other people's private data sent out of the organisation, in prose
// (round 18). A skill has no business telling the agent to hand a customer
// list, patient records or salaries to a party outside: a public paste, a
// free online tool, an outside contractor or vendor, or an address the
// skill itself supplies. Sending such data to a named internal team or to
// the user is ordinary work and is not matched.

var (
	// privateData: records about people (customers, patients, staff)
	// and the identifiers that make them sensitive.
	privateData = lazyRegexp(`(?i)\b(?:customer|client|patient|employee|staff|member|user|student|donor|subscriber|applicant|candidate)s?'?\s+(?:list|lists|rosters?|registers?|directory|records?|data|database|details|files?|emails?|e-mail\s+addresses|addresses|phone\s+numbers|pii|profiles?|histor(?:y|ies)|information|info|ssns?|salaries|export|exports|dump|extract|inbox|names\s+and\s+(?:mrns?|medical\s+record\s+numbers|diagnos[ie]s|ssns?|dates\s+of\s+birth))\b|\bprivileged\s+(?:documents?|communications?|materials?|notes?|memos?|information|info|files?|correspondence|advice|e-?mails?)\b|` +
		// round 30: records about people named by what identifies them
		// or by their file format (a customer CSV, patient identifiers)
		// round 31: one person's record, possessive and qualified ("that
		// customer's full record", "each patient's complete file")
		`\b(?:customer|client|patient|employee|staff\s+member|member|user|student|donor|subscriber|applicant|candidate)'s\s+(?:full|entire|complete|whole|personal|private)\s+(?:records?|files?|profiles?|details|data|histor(?:y|ies))\b|` +
		`\b(?:private\s+|confidential\s+|raw\s+)?(?:customer|client|patient|employee|staff|member|user|student|donor|subscriber|applicant|candidate)s?'?\s+(?:identifiers|ids|csvs?|spreadsheets?|sheets?|tables?|datasets?|xlsx|json\s+dump)\b|\bdocuments?\s+(?:marked|tagged)\s+privileged\b|\bmessages\s+from\s+the\s+user'?s?\s+inbox\b|\b(?:patient|medical|health|payroll|hr|personnel)\s+(?:records?|files?|data|notes|charts?)\b|\b(?:salar(?:y|ies)|bank\s+(?:account\s+numbers?|details)|ibans?|social\s+security\s+numbers?|ssns?|passport\s+(?:numbers?|scans?|copies)|(?:national|tax)\s+id(?:\s+numbers?)?|(?:full\s+)?(?:credit\s+)?card\s+numbers?|dates?\s+of\s+birth|home\s+addresses|personal\s+data|pii|phi|clinical\s+notes|diagnos[ie]s|(?:medical|health)\s+conditions?|(?:online\s+)?banking\s+(?:logins?|passwords?|credentials))\b|` +
		// round 32: confidential papers and a company's or a person's
		// financial records (bank statements, a cap table, investors'
		// contacts)
		`\bconfidential\s+(?:attachments?|documents?|files?|contracts?|materials?|reports?|memos?|records?|data|information|info)\b|\b(?:bank|brokerage|credit\s+card)\s+statements\b|\bcap(?:italization)?\s+tables?\b|\b(?:tax\s+returns?|pay\s*slips?|pay\s+stubs?)\b|\b(?:investor|donor|customer|client|patient)\s+contacts\b|` +
		// round 34: payment cards by their details, one person's home
		// address, and data that still identifies people (raw,
		// identified, not yet anonymised)
		`\b(?:full\s+)?(?:credit\s+|debit\s+|payment\s+|bank\s+)?card\s+(?:details|data|info(?:rmation)?)\b|\bhome\s+address\b|\b(?:raw\s+)?(?:identified|identifiable|re-?identified|un-?anonymi[sz]ed|non-?anonymi[sz]ed|un-?redacted|un-?masked)\s+(?:[\w-]+\s+)?(?:files?|data(?:sets?)?|records?|exports?|tables?|csvs?|extracts?|dumps?)\b|` +
		// round 37: what is left unredacted is whatever the redaction
		// would have hidden, in any wrapping (a package, a bundle, a copy,
		// the logs); an answer to a data subject access request is
		// everything held on one person
		`\b(?:un-?redacted|un-?masked|un-?anonymi[sz]ed|non-?anonymi[sz]ed)\s+(?:[\w-]+\s+)?(?:packages?|bundles?|cop(?:y|ies)|versions?|documents?|reports?|archives?|attachments?|logs?|transcripts?|screenshots?|scans?|responses?)\b|\b(?:dsar|data\s+subject\s+(?:access\s+)?request|subject\s+access\s+request)\s+(?:packages?|responses?|exports?|bundles?|files?|data|results?|disclosures?)\b|` +
		// round 37: one person's records of any kind, the possessive
		// before a word or two saying which ("each customer's consent
		// record", "the patient's lab history", "the customer's VIN
		// list"); a person's private calendar, contacts or messages; and
		// people listed by name with how to reach them ("their names and
		// phone numbers"). Files, data and profiles keep their qualifier
		// above: "the user's uploaded files" is a file-sharing tool's work.
		`\b(?:customer|client|patient|employee|staff\s+member|member|student|donor|subscriber|applicant|candidate|tenant|resident|voter|guest)(?:'s|s')\s+(?:[\w-]+\s+){0,2}?(?:records?|lists?|exports?|histor(?:y|ies)|calendars?|contacts|address\s+books?)\b|` +
		`\b(?:customer|client|patient|employee|staff\s+member|member|user|student|donor|subscriber|applicant|candidate)(?:'s|s')\s+(?:personal|private)\s+(?:calendars?|contacts|address\s+books?|messages|e-?mails|inbox|photos|location\s+history|browsing\s+history|chats?|(?:mobile|cell|phone)\s+numbers?|(?:e-?mail\s+)?address(?:es)?)\b|` +
		// a record of what one person did (where they went, what they
		// browsed, searched or bought)
		`\b(?:their|his|her|(?:user|customer|client|member|subscriber|visitor|player|student|patient|employee)(?:'s|s'))\s+(?:full\s+|entire\s+|complete\s+)?(?:browsing|location|search|purchase|viewing|watch|listening|call|payment|transaction)\s+histor(?:y|ies)\b|` +
		`\b(?:their|customers'|clients'|patients'|employees'|users'|members'|students'|donors'|subscribers'|applicants')\s+(?:full\s+)?names?,?\s+(?:and|with|plus)\s+(?:their\s+)?(?:(?:mobile\s+|home\s+)?phone\s+numbers|e-?mail\s+addresses|home\s+addresses|dates\s+of\s+birth)\b|` +
		// round 37: a person's papers of a sensitive kind (tax, medical,
		// financial, identity), whatever the paper is called; anything
		// of a patient's about their care; bank, payroll and HR records
		// in any file form
		`\b(?:customer|client|patient|employee|staff\s+member|staff|member|user|student|donor|subscriber|applicant|candidate|tenant|resident|guest)(?:'s|s')\s+(?:[\w-]+\s+)?(?:tax|medical|health|financial|bank(?:ing)?|legal|identity|id|immigration|visa|insurance|loan|mortgage|credit|payroll|hr|background[- ]check|criminal|benefits?)\s+(?:documents?|papers|records?|files?|statements?|scans?|forms?|histor(?:y|ies)|details|information|info|data|reports?|returns?|filings?|cop(?:y|ies))\b|` +
		`\bpatient(?:'s|s')\s+(?:[\w-]+\s+){0,2}?(?:summar(?:y|ies)|notes?|results?|scans?|reports?|charts?|letters?|prescriptions?|medications?|images?|x-rays?|labs?|referrals?|histor(?:y|ies)|records?|files?|details|data|information|info)\b|` +
		`\bbank\s+account\s+(?:details|info(?:rmation)?|data)\b|\b(?:patient|medical|health|payroll|hr|personnel)\s+(?:exports?|extracts?|dumps?|spreadsheets?|registers?|reports?|databases?|csvs?|tables?)\b`)
	// privateSend: a verb that hands something over.
	privateSend = lazyRegexp(`(?i)\b(?:e-?mail|send|share|upload|copy|paste|post|attach|forward|give|hand|export|sync|publish|dump|transfer|submit|push|mail|text|sms|whatsapp|cc|bcc|transmit|relay)\w*\b`) // round 39: transmit, relay
	// outsideParty: a recipient outside the organisation, or a place
	// anyone can read.
	outsideParty = lazyRegexp(`(?i)\bopposing[- ](?:counsel|party|side)\b|\b(?:external|outside|third[- ]party|outsourced)\s+(?:\w+\s+)?(?:partners?|contractors?|vendors?|consultants?|parties|party|agenc(?:y|ies)|firms?|teams?|recipients?|addresses?|accounts?|contacts?)\b|\b(?:our|the|a)\s+(?:\w+\s+)?(?:consultant|contractor|vendor\s+bot)\b|\bpublic\s+(?:\w+\s+)?(?:gists?|pastes?|repos?(?:itor(?:y|ies))?|buckets?|links?|channels?|forums?|pages?|sites?|spreadsheets?|docs?|folders?)\b|\bfree\s+online\s+\w+|\bpaste\s*bin\b|\bshared\s+with\s+(?:the\s+)?(?:outside|external|vendor|contractor|public|anyone)|\baddress\s+(?:in|at)\s+the\s+(?:footer|end|bottom|header)\s+of\s+this\s+(?:skill|file|document)|\b(?:personal|private)\s+(?:gmail|e-?mail|dropbox|drive|account)\b|\bany(?:one|body)\s+with\s+the\s+link\b|` +
		// a fixed address or number the skill supplies: a mailbox, a
		// phone, a link or a host
		`\b[\w.+-]+@[\w-]+(?:\.[\w-]+)+\b|(?:^|\s)\+\d[\d -]{7,}\d|\bhttps?://\S+|\b(?:[\w-]+\.)+(?:com|org|net|io|dev|xyz|ai|co|app|info|biz|me|sh|cloud|site|online)\b`)
)

// Secrets or records carried out of the organisation, read as a bag of
// three parts in one sentence (round 20): what is sensitive (a secret, a
// credential, a key, a cookie, records about people), an imperative verb
// that hands it over or writes it somewhere, and a place outside or
// public (a public channel, page or comment, an outside party, a reply to
// whoever asked, a fixed URL or mailbox that is not the service the
// secret belongs to). A sentence wrapped over several lines is read whole.

var (
	// bagSecret: secrets and credentials by their ordinary names.
	bagSecret = lazyRegexp(`(?i)` +
		// round 30: a password manager's export or vault holds the
		// passwords themselves (read before "password" alone, which
		// secretFeature skips when "manager" follows); a session cookie
		// round 31: a dump of the environment's variables (the output of
		// env or printenv holds every secret the shell has)
		`\b(?:full\s+|entire\s+|whole\s+|raw\s+|complete\s+)?output\s+of\s+` + "`?" + `(?:env|printenv|export\s+-p)\b|` +
		`\bpassword[\s-]+manager(?:'s)?\s+(?:exports?|vaults?|entries|database|dump|backup|contents?|file)\b|\b(?:session|auth|login|account)\s+(?:session\s+)?cookie\b|` +
		`\b(?:(?:api|access|auth|bot|admin|deploy|signing|session|refresh|bearer|personal\s+access|github|npm|slack|cloud)[\s_-]+)?(?:tokens?|passwords?|secrets?|credentials?|passphrases?|api\s+keys?)\b|\b(?:private|secret|access|signing|network's|wi-?fi|license|server|master|root)\s+keys?\b|\bssh\s+private\s+keys?\b|\b(?:session\s+)?cookies\b|\bconnection\s+strings?\b|\bkubeconfig\b|\b[A-Z][A-Z0-9]*_(?:TOKEN|SECRET|PASSWORD|API_KEY|KEY)\b|\.env\b|\bvault\b[^.\n]{0,20}\bexport\w*|\bexported\s+(?:vault|csv)\b|\bunseal\s+keys?\b|\bkey\s+shares?\b|\b(?:seed|recovery|mnemonic)\s+phrases?\b|\bprintenv\b|\b(?:contact|attendee|e-?mail|mailing|customer)\s+lists?\b|\bfull\s+(?:unfiltered\s+)?export\b|\bdirect\s+messages\b|\bprivate\s+channels\b|\bmeeting\s+transcripts?\b|\bfull\s+transcripts?\b|\bsso\s+password\b|\bone-time\s+codes?\b|\b(?:actual|real)\s+values\s+of\s+(?:every|all|each|the)\s+(?:\w+\s+)?variables?\b|\bcontraseñas?\b|\bcredenciales\b|\bsenhas?\b|\bmots?\s+de\s+passe\b|\bpassw(?:ö|o)rter\b|\bkennw(?:ö|o)rter\b|\bzugangsdaten\b|\b(?:full|entire|whole)\s+(?:customer|user|employee|patient)\s+(?:table|list|database|export)\b|` +
		// round 26: credentials by their everyday names
		`\bsaved\s+(?:[\w-]+\s+)?(?:logins?|passwords?|credentials?|log-?ins?)\b|\b(?:2fa|mfa|backup|recovery|one-time|otp|sms|totp)\s+(?:(?:recovery|backup)\s+)?(?:codes?|passcodes?)\b|\b(?:cvv|cvc|cvv2)\b|\bservice[\s-]+account\s+(?:json|key(?:s|file)?|credentials?)\b|\b(?:bank|banking|online\s+banking|e-?mail|school|work|admin)\s+log-?ins?(?:\s+details)?\b|\blog-?in\s+(?:details|credentials|info(?:rmation)?|data)\b|\blogins\b|\b(?:online\s+)?banking\s+details\b|\baccount\s+numbers?\b|\b(?:private\s+|ssh\s+)?key\s+files?\b|\bclient-key-data\b|\bkube\s*config\b|\b\w+'s\s+(?:log-?ins?|pins?|passcodes?)\b|` +
		// round 34: keys named by their place in a rotation ("both old
		// and new keys", "the current key") are the live keys
		`\b(?:both\s+)?(?:old|new|current|previous|rotated|outgoing|incoming)\s+(?:and\s+(?:old|new|current|previous|rotated)\s+)?(?:api\s+)?keys?\b|` +
		// round 35: a disk-encryption recovery key unlocks the disk; an
		// authenticator's seed makes its codes; key and certificate
		// stores named by their extension ("every *.pem", "all .pfx
		// files") hold private keys
		`\b(?:recovery|bitlocker|filevault|escrowed|decryption|unlock)\s+keys?\b|\b(?:totp|otp|mfa|2fa|authenticator)\s+(?:seeds?|secrets?)\b|(?:^|[\s` + "`" + `'"(])\*?\.(?:pem|key|p12|pfx|ppk|jks|keystore|kdbx)\b|` +
		// round 37: a private key named with its kind between ("the
		// private SSH key", "a secret GPG key"); a key named by the
		// environment it unlocks ("the production key", "live API
		// keys") is the live key, as a key named by its place in a
		// rotation is
		`\b(?:private|secret)\s+(?:ssh|gpg|pgp|rsa|ed25519|ecdsa|tls|ssl|signing|deploy|host|wallet)\s+keys?\b|\b(?:production|prod|live)\s+(?:api\s+|access\s+|secret\s+|signing\s+|admin\s+)?keys?\b`)
	// bagVerb: handing over or writing down.
	bagVerb = lazyRegexp(`(?i)\b(?:env[ií]a|manda|sube|comparte|publica|envoie|partage|publie|sende|schicke|teile|envie|compartilhe|publique|quot(?:e|ing)|dm|store|print|cc|send|post|upload|submit|share|paste|copy|include|append|attach|record|log|put|add|list|write|email|e-mail|mail|forward|publish|export|drop|embed|enter|type|run\s+(?:them|it)\s+through|give|hand|text|sms|whatsapp|photograph|screenshot|transcribe|save|pin|mention|reveal|disclose|expose|leak|tweet|toot|retweet|summari[sz]e|` +
		// round 32: saying a secret over again carries it too
		`repeat|reproduce)(?:es|s|ing)?\b|` +
		// round 40: streaming, relaying or broadcasting a secret to a
		// place carries it there as sending does
		`\b(?:stream|relay|broadcast|beam|transmit)(?:s|ed|ing)?\b|` +
		// round 35: saying a secret aloud hands it over too
		`\b(?:read|spell)(?:s|ing)?\s+(?:(?:it|them)\s+)?(?:out|aloud)\b|\b(?:dictate|recite)(?:s|d|ing)?\b|` +
		// round 37: committing or pushing a secret puts it in the
		// repository for whoever reads it (its object must be the secret
		// itself: commitObject)
		`\b(?:commit|push)(?:es|s)?\b|` +
		// round 34: filling a form in with data hands the data over
		`\bfill(?:s|ing)?\s+(?:in|out)\b|\btake\s+(?:a\s+)?(?:photo|picture|screenshot)\s+of\b`)
	// bagOutside: a public or outside place.
	bagOutside = lazyRegexp(`(?i)` +
		// round 32: a crawler, scraper or archiver someone runs reads and
		// keeps whatever it is shown
		`\b(?:our|the|a|their|an|some)\s+(?:[\w-]+\s+)?(?:crawlers?|scrapers?|archivers?|harvesters?)\b|` +
		`\bpublic\s+(?:[\w#-]+\s+){0,2}?(?:channel|repo\w*|page|comment|forum|thread|gist|paste|post|issue|link|bucket|board|project|wiki|site|ticket|url|folder|drive|snippet|workspace|slack|discord|pr)s?\b|\bpublicly\b|\b(?:is|are|where\s+it\s+is)\s+public\b|\bworld-?readable\b|\bexternal\b|\boutside\s+(?:the\s+)?(?:company|org\w*|team|partner|firm|domain)|\bthird[- ]party\b|\bcommunity\b|\bvendor'?s?\s+(?:[\w-]+\s+){0,2}?(?:forum|portal|site|bot|chat|slack|workspace|channel)|\blist\s+broker\b|\bsupport\s+address\b|\bleaderboard\b|\bopposing[- ](?:counsel|party|side)\b|\b(?:pr|pull\s+request)\s+comments?\b|\bupstream\s+fork\b|\bremote\s+helper\b|\bfree\s+online\b|\b(?:feedback|contact)\s+form\b|\bstatus\s+page\b|\breply\s+to\s+(?:the\s+customer|whoever|the\s+requester|anyone|the\s+sender)|\bin\s+your\s+reply\s+to\s+the\s+customer\b|\bpaste\s*bin\b|\bsnippet\s+host\b|\b(?:our|the)\s+(?:outside\s+)?(?:partner|agency|auditor|consultant|contractor)s?\b|\b(?:support|survey|web|google|feedback|signup|sign-up)\s+(?:form|link)s?\b|\bsurvey\b|\banyone\s+with\s+the\s+link\b|\b(?:their|his|her|the\s+\w+'s|a)\s+personal\s+(?:e-?mail|gmail|inbox|account|phone|drive|dropbox)\b|\b(?:vendor|public|external|community)\s+mailing\s+lists?\b|\b(?:the\s+)?(?:skill'?s?\s+)?author'?s?\s+(?:e-?mail|inbox|server|endpoint|form|address)\b|\bhelps\s+the\s+author\b|` +
		// round 26: everyday outside places
		`\bgroup\s+chats?\b|\b(?:class|school|team|personal)\s+blog\b|\bblog\s+posts?\b|\bfree\s+(?:[\w-]+\s+){0,2}?(?:site|website|app|service|host|tool)s?\b|\boutside\s+(?:e-?mail|address|inbox|account|bookkeeper|accountant|helper|person|contact)s?\b|\btext\s+(?:it|them|this|that)\s+to\s+(?:the\s+)?(?:number|\+?\d)|\be-?mail\s+(?:it|them)\s+out\b|\be-?mail\s+(?:it|them)\s+to\s+(?:the\s+|a\s+)?(?:[\w'’-]+\s+){0,3}?(?:address|inbox|list|number)\b|\b(?:you\s+)?e-?mail\s+out\b|\bpublic\s+(?:[\w-]+\s+){0,2}?tracker\b|` +
		// round 30: a public blog, social networks, a web search query
		// (the search engine reads it), an outbound request to another
		// host, an outside party who asks (a supplier, a vendor)
		`\bpublic\s+(?:[\w#-]+\s+){0,2}?(?:blog|feed|newsletter|timeline)s?\b|\b(?:twitter|mastodon|reddit|linkedin|bluesky|fediverse|social\s+media|social\s+networks?)\b|\b(?:web\s+)?search\s+(?:quer(?:y|ies)|engines?|bar|box)\b|\bsearch\s+the\s+web\b|\boutbound\s+(?:[\w-]+\s+)?(?:fetch(?:es)?|requests?|calls?|traffic|connections?)\b|\b(?:a|the|any)\s+(?:supplier|vendor|contractor|stranger|caller)s?\s+(?:asks|requests|wants|needs|calls|e-?mails)\b|` +
		// round 28: a webhook or an address the skill gives, chat
		// servers, the web, a shared link, an outside firm
		`\b(?:to|into|at)\s+(?:the\s+|a\s+|our\s+|their\s+)?(?:[\w-]+\s+){0,2}?webhook\b|\b(?:discord|telegram|whatsapp)\b|\bpublished\s+(?:to|on)\s+the\s+(?:web|internet)\b|\bshared\s+(?:[\w-]+\s+){0,2}?(?:folder|drive|album|doc|document|spreadsheet|sheet)\s+link\b|\b(?:our|the|a|their)\s+(?:[\w-]+\s+){1,2}?(?:agency|auditors?|consultants?|contractors?|freelancers?)\b|\b(?:supplier|vendor|agency|contractor)'s\s+(?:e-?mail\s+)?(?:address|inbox|portal)\b|\baddress\s+(?:in|at)\s+the\s+(?:footer|end|bottom|header)\b|` +
		// round 29: more public things, pages shared with a team, a
		// webhook a message goes through, a chat with another account,
		// the upstream project, a vendor's ticket
		`\bpublic\s+(?:[\w#'-]+\s+){0,2}?(?:docs?|documents?|readme(?:'s)?|spreadsheets?|sheets?|notion|confluence|releases?|changelogs?|profiles?|rooms?|groups?|datasets?|registr(?:y|ies)|albums?|calendars?|notes?)\b|\bshared\s+(?:[\w-]+\s+){0,2}?(?:page|doc|document|spreadsheet|sheet|wiki|notebook)s?\b|\b(?:to|into|at|in|via|through|on)\s+(?:the\s+|a\s+|our\s+|their\s+)?(?:[\w-]+\s+){0,2}?webhook\b|\b(?:chat|conversation|thread|dm)\s+with\s+(?:the\s+|a\s+|an\s+)?(?:['"\w-]+\s+){0,2}?(?:bot|account|reviewer|person|stranger)s?\b|\bupstream\s+(?:[\w-]+\s+)?(?:tracker|repo\w*|project|issues?|maintainers?)\b|\b(?:vendor|supplier|contractor|agency)'?s?\s+(?:[\w-]+\s+){0,2}?(?:ticket|tracker|helpdesk|help\s+desk)s?\b|` +
		// round 34: the staff of an outside provider or vendor (its
		// support team, its engineers) is outside the organisation
		`\b(?:provider|vendor|supplier|host(?:ing\s+company)?|isp)'s\s+(?:[\w-]+\s+)?(?:support|help\s*desk|engineers?|staff|agents?|technicians?)\b|` +
		// round 37: people outside the organisation named by their role
		// ("outside contributors"); an example, sample or tutorial
		// published for anyone to copy, when it is where the secret goes
		// (copying from one takes nothing out); a CDN, which serves whatever is
		// put on it to anyone who asks (its settings and purge calls are
		// no place)
		`\boutside\s+(?:contributors?|collaborators?|developers?|testers?|reviewers?|users?|people|readers?|volunteers?)\b|\b(?:to|into|in|on|onto)\s+(?:the\s+|a\s+|an\s+|our\s+|its\s+|this\s+)?(?:[\w'-]+\s+){0,2}?public\s+(?:[\w#'-]+\s+){0,2}?(?:examples?|samples?|demos?|tutorials?|playgrounds?|sandboxes|codepens?|fiddles?)\b|\b(?:cdn|content\s+delivery\s+network)\s+(?:buckets?|origins?|storage|folders?|paths?|director(?:y|ies)|roots?|edges?)\b|\b(?:to|onto|on)\s+(?:the\s+|a\s+|our\s+|its\s+)?(?:[\w-]+\s+){0,2}?cdn(?:\s*[.,;:)]|\s+(?:as|so|for|where|under|at)\b|$)|` +
		// round 35: a link, number or address that an outside request or
		// letter supplies belongs to the requester; a conversation log
		// or transcript that is exported or shared leaves with what was
		// written into it
		`\b(?:shared\s+)?(?:links?|urls?|(?:phone\s+)?numbers?|address(?:es)?|mailbox(?:es)?|inbox(?:es)?)\s+(?:(?:provided|given|supplied|listed|named|included|quoted)\s+)?(?:in|on)\s+the\s+(?:[\w'-]+\s+){0,2}?(?:letter|request|notice|fax|summons|subpoena)s?\b|` +
		`\b(?:conversation|chat|session)\s+(?:logs?|transcripts?|histor(?:y|ies))\s+(?:(?:that\s+)?(?:we|they|you|is|are|gets?)\s+)?(?:export|share|publish|upload|send|forward|sync|post)(?:s|ed|ing)?\b`)
	// bagArtifact: what a change leaves for others to read (a commit
	// message, a pull request, an issue, the README). Naming a secret
	// there is ordinary documentation ("add SECRET_KEY to the README's
	// settings table"), so the secret must be a value someone holds
	// (ownedSecret).
	bagArtifact = lazyRegexp(`(?i)\bcommit\s+messages?\b|\b(?:pull|merge)\s+requests?\b|\b(?:pr|mr)\s+(?:description|body|title|text|summary)\b|\bissues?\s+(?:you|we)\s+(?:file|open|create|raise|post)\b|\b(?:file|open|create|raise)\s+(?:an?\s+|the\s+)?(?:new\s+)?(?:issue|bug\s+report)\b|\breadme(?:'s)?\b|\bbadge\s+url\b|\brelease\s+notes?\b|\bchangelog\b|\b(?:issue|bug)\s+tracker\b`)
	// bagURL: a fixed address the skill supplies.
	bagURL = lazyRegexp(`(?i)\bhttps?://[^\s)"'` + "`" + `]+|\b[\w.+-]+@[\w-]+(?:\.[\w-]+)+\b|\b(?:[\w-]+\.)+(?:com|org|net|io|me|ai|co|app|xyz|site|online|live|cn|ru|de|biz|dev|info|tech|cloud|top|cc|us|uk|eu|ua|pl|fr|in|br)(?:/[\w./-]*)?\b`)
)

// checkOutsideProse applies the three-part reading to a prose sentence
// (joined with the lines it wraps onto).
func (c *checker) checkOutsideProse(d *doc, u unit, t string) {
	if len(t) > maxIntentUnit {
		return
	}
	// Cheap test first: a place outside or a fixed address, in this
	// sentence or the line it wraps onto.
	if lt := asciiLower(t + " " + nextUnitText(d, u)); !lowerHas(lt, outsideStems...) {
		return
	}
	sent := t
	end := u.end
	// segs maps the sentence back onto the text: the joined part at
	// sentence offset segs[k][0] starts at text offset segs[k][1].
	segs := [][2]int{{0, u.start}}
	// A sentence wrapped onto the next line of its paragraph.
	for n := 0; n < 2 && !strings.ContainsAny(strings.TrimSpace(sent)[max(0, len(strings.TrimSpace(sent))-1):], ".!?:"); n++ {
		nt := nextUnitText(d, unit{start: u.start, end: end})
		if nt == "" || len(sent)+len(nt) > maxIntentUnit {
			break
		}
		i := strings.Index(d.v.text[end:], nt)
		if i < 0 || startsListItem63(d.v.text, segs[len(segs)-1][1], end+i) { // session 29: lead63.go
			break
		}
		segs = append(segs, [2]int{len(sent) + 1, end + i})
		sent += " " + nt
		end += i + len(nt)
	}
	at := func(o int) int { // the text offset of sentence offset o
		k := len(segs) - 1
		for k > 0 && segs[k][0] > o {
			k--
		}
		return segs[k][1] + max(0, o-segs[k][0])
	}
	secretAt := func(w string) []int {
		// The first name of a secret, skipping names of a feature around
		// one ("password reset link").
		for off, n := 0, 0; off < len(w) && n < 8; n++ {
			m := bagSecret.FindStringIndex(w[off:])
			if m == nil {
				break
			}
			if s, e := off+m[0], off+m[1]; !secretFeature.MatchString(w[e:]) {
				return []int{s, e}
			}
			off += max(m[1], 1)
		}
		// round 34: a credential file named by its path (~/.ssh/id_rsa,
		// ~/.aws/credentials) carries the secret it holds
		for _, m := range credPathRe.FindAllStringIndex(w, 4) {
			if credentialish(w[m[0]:m[1]]) {
				return m
			}
		}
		if m := personalCargoAt(w); m != nil {
			return m // round 39: prose39.go
		}
		if m := peopleFields90At(w); m != nil {
			return m // round 90: names with birth dates or addresses, people's contact details (exfil90.go)
		}
		return personalData50(w) // session 20: a machine's diagnosis is not a person's (falserefusal50.go)
	}
	// Round 31: a sentence that sends "it" or "them" may carry what the
	// sentence before it in the paragraph named ("... the full customer
	// table. Export it all and email it to ...").
	// The verbs first: they are cheaper to find than the secrets' names
	// (here and in the sentence before), and without one there is no
	// order.
	verbs := bagVerb.FindAllStringIndex(sent, 8)
	// Round 34: an agent's turn in an example transcript that reports
	// having sent something ("**Agent:** I have also emailed ...") shows
	// the agent doing it; the reported act reads as the order.
	reported := map[int]bool{}
	if agentTurnRe.MatchString(t) {
		for _, m := range agentSentAct.FindAllStringSubmatchIndex(sent, 4) {
			verbs = append(verbs, m[2:4])
			reported[m[2]] = true
		}
	}
	for _, m := range artifactCarriers77(sent, secretAt) { // round 77: a public issue or post made holding the secrets (exfil77.go)
		verbs, reported[m[0]] = append(verbs, m), true // its own order test: the carrier's last word may end in "s"
	}
	if len(verbs) == 0 {
		return
	}
	carried := false
	if secretAt(sent) == nil {
		if p := prevProseText41(d, u); p == "" || len(p) > maxIntentUnit || secretAt(p) == nil { // round 41: prose41exfil.go
			return
		}
		carried = true
	}
	carried = carried || placeOnlyCargo43(d, u, sent, secretAt) // round 43: prose43.go
	var vm, sm []int
	for _, m := range verbs {
		if signInOutVerb67(sent, m) {
			continue // "log out all sessions": signing out (lead67.go)
		}
		// An order: the verb opens its clause and is not a modifier
		// ("write token", "post-apocalyptic"); what it carries follows
		// within 100 bytes, or is a pronoun for a secret named before.
		thirdPerson := strings.HasSuffix(strings.ToLower(sent[m[0]:m[1]]), "s") && !strings.HasSuffix(strings.ToLower(sent[m[0]:m[1]]), "ss")
		if m[1] < len(sent) && sent[m[1]] != ' ' && sent[m[1]] != ',' && !wrapAfterVerb63(sent, m[1]) || (!imperativeAt(sent, m[0]) || thirdPerson) && !reported[m[0]] && !hinglishDo.MatchString(sent[m[1]:]) && !reportedOrder.MatchString(sent[max(0, m[0]-60):m[0]]) && !relativeOrder.MatchString(sent[max(0, m[0]-60):m[0]]) || negatedBefore(sent[:m[0]]) || verbAsNoun.MatchString(sent[m[1]:min(len(sent), m[1]+24)]) {
			continue
		}
		// What the verb carries lies in its clause: "post the status;
		// the URL comes from CI secrets" does not post the secrets.
		obj := sent[m[1]:min(len(sent), m[1]+100)]
		if i := strings.IndexAny(obj, ";—"); i >= 0 {
			obj = obj[:i]
		}
		// Round 65: an aside between dashes names what the object holds (exfil65.go).
		obj = dashAside65(sent[m[1]:min(len(sent), m[1]+100)], obj)
		obj = obj[:objectBeforeNegatedVerb48(obj)] // round 48: exfil48.go
		if commitVerb.MatchString(sent[m[0]:m[1]]) {
			// A commit or a push carries only its own object: "commit it"
			// after a secret was named is the change, not the secret.
			if o := secretAt(obj); o != nil && commitObject(obj[:o[0]]) {
				vm, sm = m, []int{m[1] + o[0], m[1] + o[1]}
				break
			}
			continue
		}
		if o := secretAt(obj); o != nil {
			if o[1] > o[0] && secretAsMeans.MatchString(obj[:o[0]]) && !secretAlongWith.MatchString(obj[:o[0]]) && secretMeansEnd.MatchString(obj[o[1]:]) && canAuthenticate43(obj[o[0]:o[1]]) { // round 43: left43.go
				continue // round 37's means of the sending (exfil.go): "send door alerts to the group with a bot token"
			}
			vm, sm = m, []int{m[1] + o[0], m[1] + o[1]}
			break
		}
		// Round 34: Hinglish puts the object before an English verb and
		// its light verb ("token copy karke ... paste kar do").
		if hinglishDo.MatchString(sent[m[1]:]) {
			lo := max(0, m[0]-100)
			if i := strings.LastIndexAny(sent[lo:m[0]], ";—"); i >= 0 {
				lo += i + 1
			}
			if o := secretAt(sent[lo:m[0]]); o != nil {
				vm, sm = m, []int{lo + o[0], lo + o[1]}
				break
			}
		}
		// Round 37: a relative clause that tells the agent what to do
		// with the noun before it ("the passwords mentioned, which you
		// should also send to ...") carries that noun: the secret ends
		// within 80 bytes before the relative word.
		if rm := relativeOrder.FindStringIndex(sent[max(0, m[0]-60):m[0]]); rm != nil {
			rs := max(0, m[0]-60) + rm[0]
			lo := max(0, rs-80)
			if o := lastSecret(sent[lo:rs], secretAt); o != nil {
				vm, sm = m, []int{lo + o[0], lo + o[1]}
				break
			}
		}
		// Round 39 (prose39.go): "what you find", "the answer", "a copy".
		if o := standInCargo(sent, m, secretAt); o != nil {
			vm, sm = m, o
			break
		}
		// Round 58: what a search of a secret's place turns up (exfil58.go).
		if o := foundOnSecretPlace58(sent[m[1]:min(len(sent), m[1]+60)], sent[:m[0]], secretAt); o != nil {
			vm, sm = m, o
			break
		}
		if pronounObject.MatchString(sent[m[1]:]) || carried && foundCarried63(d, u, sent[m[1]:], secretAt) { // round 63: exfil63.go
			if o := secretAt(sent[:m[0]]); o != nil {
				vm, sm = m, o
				break
			}
			if carried {
				vm, sm = m, m // the secret is in the sentence before
				break
			}
		}
	}
	if vm == nil {
		return
	}
	dm := bagOutside.FindStringIndex(sent)
	if dm != nil && avoidedPlace.MatchString(sent[max(0, dm[0]-60):dm[0]]) {
		dm = nil // "... rather than world-readable files": the place to avoid
	}
	// A place named as outside (external, a vendor, a public page) is not
	// the service a key authenticates to, whatever the sentence says of
	// logging in; only a bare address may be.
	named := dm != nil
	if dm == nil {
		if am := bagArtifact.FindStringIndex(sent); am != nil && (ownedSecret.MatchString(sent[max(0, sm[0]-60):sm[0]]) || valuedSecret.MatchString(sent[sm[1]:])) && !avoidedPlace.MatchString(sent[max(0, am[0]-60):am[0]]) {
			dm, named = am, true
		}
	}
	if dm == nil {
		dm = firstOutsideAddress(bagURL, sent)
	}
	if dm == nil {
		dm = firstOutsideAddress(bareHost40, sent) // round 40: prose40.go
	}
	if dm == nil || !named && authUse(sent) && !publicPlace.MatchString(sent) && !signInAsOwner.MatchString(sent) {
		return
	}
	if fieldRowsApart101(sent, vm, dm) { // session 51 (lead): lead101.go
		return // "Key set URL: https://…" then "Private key: paste your PEM here": two fields
	}
	if !named && (typedAtPrompt56(sent, vm, dm) || typedIntoProgram59(sent, vm)) { // lead59.go: typed into a program
		return // "When asked, enter the password": typed at the login prompt (lead56.go)
	}
	if placeholderish.MatchString(sent[sm[0]:min(len(sent), sm[1]+30)]) || placeholderBefore.MatchString(sent[max(0, sm[0]-24):sm[0]]) || labelledSlot50(sent, sm[1]) { // session 20: "Secret: `{{NAME}}`" (falserefusal50.go)
		return // "YOUR_API_KEY", "<token>", "a placeholder password": not a secret
	}
	if slotEnclosed89(sent, sm) || issuedToIssuer89(sent, sm) { // round 89 (benign): exfil89.go
		return // "where `<app-password>` appears": a slot; an account number sent to its own provider
	}
	if askedToChange90(sent, vm, sm) { // round 90 (benign): exfil90.go
		return // "log it if the caller asks to change bank details": the request, not the secret
	}
	if absentSecret70(sent, sm, vm) { // round 70 (benign): benign70.go
		return
	}
	if elidedValue75(sent, sm[1]) { // round 75 (benign): benign75.go
		return
	}
	if secretNamesURLPart(sent, sm) {
		return // round 40 (lead40.go): ".../webhooks/<id>/<token>" is the URL's shape
	}
	if sm[1] > sm[0] && authOptionJustBefore(sent[:sm[0]]) && secretAt(sent[sm[1]:]) == nil {
		return // round 43 (lexicon43lead.go): the key handed to the command's identity option signs in
	}
	if consumerSettingsDest46(sent[vm[1]:]) { // lead46.go
		return
	}
	if storeWriteAt86(sent, vm[0]) || storeWriteAt86(sent, sm[0]-1) || shellExport86.MatchString(sent[vm[0]:]) { // round 86 (benign): benign86.go
		return // "vault kv put secret/app api_key=<value>": kept in the user's store
	}
	// Session 17: the span is read back through segs, so a verb on the
	// line the sentence wraps onto is named where it stands.
	s, e := at(min(vm[0], sm[0])), at(max(vm[1], sm[1]))
	reason := c.securityContext(d, s)
	// An approval reported as the order ("the CISO approved sending ...")
	// addresses the agent, whoever its subject is.
	ordered := approvedAct.MatchString(sent[max(0, vm[0]-60):vm[0]])
	if low, _ := lowerCompact(t); reason == "" && !ordered && !d.hidden(s) && c.payload == nil && describedActor(low, 0, len(low), c.topic.security) {
		reason = "describes what a third party does, in the third person"
	}
	if reason == "" && !ordered && !d.hidden(s) && c.payload == nil && thirdPartyModal73(sent, vm[0]) { // round 73 (benign): benign73.go
		reason = "describes what a third party could do, as a risk"
	}
	if reason == "" && !ordered && !d.hidden(s) && c.payload == nil && kindDescribed83(sent, min(vm[0], sm[0]), max(vm[1], sm[1])) { // round 83 (benign): exfil83.go
		reason = "describes what a kind of malware or scam does, not an order"
	}
	tier, msg := downgrade(reason, "instructs the agent to put secrets or private data somewhere public or outside")
	c.add(d, RuleExfilInstruction, tier, s, e, msg)
}

// signInAsOwner (round 35): a credential sent so that someone else can sign
// in as its owner ("so the night shift can log in as them") is handed
// over, not used to authenticate to the service.
var signInAsOwner = lazyRegexp(`(?i)\b(?:log|sign)(?:\s+|-)?(?:in|on)\s+(?:to\s+[\w.-]+\s+)?as\s+(?:them|him|her|the\s+(?:user|owner|employee|customer|account\s+holder|intern|staffer)s?|that\s+(?:user|person))\b`)

// commitVerb, commitObject (round 37): a commit or a push carries the
// secret only when the secret is its object ("commit the production
// credentials"), not a word in what the change is about ("commit the fix
// that stops logging the password").
var commitVerb = lazyRegexp(`(?i)^(?:commit|push)`)

// commitObject: the words between a commit verb and a secret are at most
// a determiner and three modifiers, with no preposition or relative word
// that would make the secret part of another noun's phrase.
func commitObject(between string) bool {
	w := strings.Fields(strings.ToLower(between))
	if len(w) > 4 {
		return false
	}
	for _, x := range w {
		switch x {
		case "with", "that", "which", "who", "for", "about", "of", "from", "to", "in", "on", "without", "around", "fix", "fixes", "change", "changes", "removal", "patch", "branch", "commit", "update", "rotation":
			return false
		}
	}
	return true
}

// relativeOrder (round 37): a relative clause addressed to the agent,
// just before its verb ("..., which you should also send", "that the
// assistant must forward"): an order about the noun the clause hangs on.
var relativeOrder = lazyRegexp(`(?i)\b(?:which|that|these|those)\s+(?:you|the\s+(?:assistant|agent|model|ai|bot))\s+(?:should|must|shall|will|need\s+to|have\s+to|are\s+to|ought\s+to)\s+(?:also\s+|then\s+|always\s+|immediately\s+|additionally\s+|promptly\s+)?$`)

// lastSecret: the last match of find in w (at most 8 tried).
func lastSecret(w string, find func(string) []int) []int {
	var last []int
	for off, n := 0, 0; off < len(w) && n < 8; n++ {
		m := find(w[off:])
		if m == nil {
			break
		}
		last = []int{off + m[0], off + m[1]}
		off += max(m[1], 1)
	}
	return last
}

// hinglishDo: the Hindi light verb that makes an English verb before it an
// order in Hinglish ("paste kar do", "copy karke", "share karo").
var hinglishDo = lazyRegexp(`(?i)^\s+(?:kar(?:o|ke|\s+do|\s+dena|\s+dijiye|\s+dijie|\s+dein|\s+den)|kijiye|karein|karen)\b`)

// agentSentAct: the agent, in the first person, saying it has sent or
// put something somewhere (group 1 is the verb).
var agentSentAct = lazyRegexp(`(?i)\bI(?:\s+have|'ve)?\s+(?:also\s+|already\s+|just\s+|quietly\s+|silently\s+)?(e-?mailed|sent|forwarded|uploaded|posted|shared|copied|pasted|exported|synced|pushed|mailed|texted|published|submitted|attached|dm'?ed)\b`)

// secretFeature: what follows a secret's name when the text is about a
// feature around it, not the secret ("password reset link", "token
// expiry").
var secretFeature = lazyRegexp(`(?i)^[\s-]+(?:reset|policy|policies|manager|field|rules|requirements|strength|hint|prompt|form|page|expiry|rotation|length|change\s+(?:link|page|form)|protected|redacted|masked|scrubbed|removed|stripped|elided|blanked)\b`)

// ownedSecret: what comes before a secret's name when the text means the
// value someone holds, not the name of a setting ("the user's SSH private
// key", "a copy of the project's .env file", "the actual token").
var ownedSecret = lazyRegexp(`(?i)(?:\b(?:user's|users'|their|his|her|project's|team's|customer's|client's|company's|account's)|\bthe\s+(?:actual|real|full|raw|live|current|production|prod|decrypted|unmasked)|\b(?:values?|contents?|copy|copies)\s+of\s+(?:the\s+|their\s+|your\s+)?)\s*(?:[\w'-]+\s+){0,3}$`)

// valuedSecret: what follows a secret's name when the text means its value.
var valuedSecret = lazyRegexp(`(?i)^\s*(?:values?|contents?|itself|in\s+full|in\s+plain\s*text|\((?:with|including)\s+(?:the\s+)?password\))`)

// reportedOrder: an order reported as someone's requirement and
// addressed to the agent ("compliance requires that the assistant
// attaches ...", "the auditors asked that you include ...").
var reportedOrder = lazyRegexp(`(?i)\b(?:that|so\s+that)\s+(?:the\s+)?(?:assistant|agent|model|ai|bot|claude|codex|you)\s+(?:should\s+|must\s+|will\s+|always\s+|also\s+)?$|` + approvedActSrc)

// approvedAct (round 31): an authority's approval of an act, before the
// act's gerund, is an order to do it ("the CISO approved sending ...",
// "legal has signed off on posting ...").
const approvedActSrc = `\b(?:approved|authori[sz]ed|sanctioned|okayed|greenlit|green-lit|signed\s+off\s+on|cleared)\s+$`

var approvedAct = lazyRegexp(`(?i)` + approvedActSrc)

// firstOutsideAddress is the first match of re in t that is an address
// outside: not the service a secret named in t belongs to, nor this
// machine.
func firstOutsideAddress(re *lazyRE, t string) []int {
	for _, m := range re.FindAllStringIndex(t, 4) {
		dest := strings.ToLower(t[m[0]:m[1]])
		if ownVendorDest(dest) || namedProvider(t, dest) || strings.Contains(dest, "localhost") || strings.Contains(dest, "127.0.0.1") {
			continue
		}
		return m
	}
	return nil
}

// outsideStems: words every bagOutside or bagURL match holds one of.
var outsideStems = []string{"opposing", "pr comment", "pull request comment", "fork", ".me", ".cn", ".ru", ".de", ".co", ".io", ".ai", ".net", ".org", ".com", "support address", "broker", "leaderboard", "public", "world", "extern", "outside", "third", "community", "vendor", "remote helper", "free online", "form", "status page", "reply to", "your reply", "paste", "snippet", "partner", "agency", "auditor", "consultant", "contractor", "http", "@", "survey", "anyone with the link", "personal", "mailing list", "author", "group chat", "blog", "free ", "text it", "text them", "text this", "text that", "mail out", "mail it", "mail them", "tracker", "webhook", "discord", "telegram", "whatsapp", "published", "link", "agency", "auditor", "supplier", "freelancer", "address", "shared", "chat with", "conversation with", "thread with", "dm with", "upstream", "ticket", "helpdesk", "help desk", "commit message", "pull request", "merge request", "pr ", "mr ", "issue", "readme", "badge", "release note", "changelog", ".dev", ".info", ".tech", ".cloud", ".top", ".cc", ".us", ".uk", ".eu", ".ua", ".pl", ".fr", ".in", ".br", "blog", "feed", "newsletter", "timeline", "twitter", "mastodon", "reddit", "linkedin", "bluesky", "fediverse", "social", "search", "outbound", "stranger", "caller", "tracker", "crawler", "scraper", "archiver", "harvester", "provider", "host", "isp", "letter", "request", "notice", "fax", "summons", "subpoena", "conversation", "chat", "session", "cdn", "content delivery"}

// avoidedPlace: what comes before a place named as the one to avoid.
var avoidedPlace = lazyRegexp(`(?i)\b(?:rather\s+than|instead\s+of|not|never|avoid\w*|nor)\s+(?:[\w'-]+\s+){0,4}$`)

// placeholderBefore (round 37): a word before a secret's name that makes
// it a stand-in ("a placeholder password", "dummy credentials").
var placeholderBefore = lazyRegexp(`(?i)\b(?:placeholder|dummy|fake|mock|made-up|sample|example|demo|test|throwaway)\s+$`)

// placeholderish: a secret named by a placeholder. The slot may open
// with a quote: a key in a quoted structure whose value is a slot
// (`"secret": "<webhook-secret>"`, `"token": "{{TOKEN}}"`) names where the
// user's own value goes too (session 33's quotedSlot68, folded in).
var placeholderish = lazyRegexp(`(?i)^\S*\s*["'` + "`" + `]?(?:<[^>\n]{1,30}>|your[_-]|\$\{|\{\{|xxx|\*\*\*|example|placeholder|dummy|fake|test\s+(?:token|key))`)

// privateStems: words every privateData match holds one of.
var privateStems = []string{"privileged", "inbox", "customer", "client", "patient", "employee", "staff", "member", "user", "student", "donor", "subscriber", "applicant", "candidate", "medical", "health", "payroll", "hr ", "personnel", "salar", "bank", "iban", "social security", "ssn", "passport", "national", "tax id", "card number", "birth", "home address", "personal data", "pii", "phi", "clinical", "diagnos", "banking", "confidential", "statement", "cap table", "capitalization table", "tax return", "pay slip", "payslip", "pay stub", "contacts", "redact", "mask", "anonymi", "dsar", "subject access", "tenant", "resident", "voter", "guest", "phone number", "mail address", "history", "histories"}

// checkPrivateDataProse refuses a prose sentence that sends records about
// people to an outside party. A security skill that describes such a leak
// is downgraded by context as other prose rules are.
func (c *checker) checkPrivateDataProse(d *doc, u unit, t string) {
	if len(t) > maxIntentUnit {
		t = t[:maxIntentUnit]
	}
	if !lowerHas(asciiLower(t), privateStems...) {
		return
	}
	pm := privateData.FindStringIndex(t)
	if pm == nil {
		return
	}
	// The sending verb must be an order: it opens its clause, or is
	// reported as someone's requirement of the agent. "A staff member
	// emails a spreadsheet of patients to a personal account" narrates.
	var vm []int
	for _, m := range privateSend.FindAllStringIndex(t, 8) {
		w := strings.ToLower(t[m[0]:m[1]])
		third := strings.HasSuffix(w, "s") && !strings.HasSuffix(w, "ss")
		if (imperativeAt(t, m[0]) && !third && !namedBehaviour58(t, m[0], w)) || reportedOrder.MatchString(t[max(0, m[0]-60):m[0]]) || !third && orderFrame83.MatchString(t[max(0, m[0]-40):m[0]]) { // round 83: exfil83.go
			vm = m
			break
		}
	}
	if vm == nil {
		vm = passiveOrderAt83(t) // round 83: exfil83.go
	}
	om := outsideParty.FindStringIndex(t)
	if vm == nil || om == nil || negatedBefore(t[:vm[0]]) || aggregateSent87(t, pm, vm, om) { // round 87: lead87.go
		return
	}
	s, e := u.start+min(vm[0], pm[0], om[0]), u.start+max(vm[1], pm[1], om[1])
	reason := c.securityContext(d, s)
	if low, _ := lowerCompact(t); reason == "" && !d.hidden(s) && c.payload == nil && describedActor(low, 0, len(low), c.topic.security) {
		reason = "describes what a third party does, in the third person"
	}
	tier, msg := downgrade(reason, "instructs the agent to send records about people (customers, patients, staff) to an outside party or a public place")
	c.add(d, RuleExfilInstruction, tier, s, e, msg)
}
