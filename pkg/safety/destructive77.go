package safety

import (
	"strings"
	"sync"
)

// waivedAny77 reports the owner's say waived in s in any language the
// destructive rules read: English (noConfirmRe, askNobody43) and the
// foreign "without confirmation / don't ask" lists of rounds 46, 51, 66
// and 75. A rule that reads destruction in words of many languages reads
// the waiver in as many.
func waivedAny77(s string) bool {
	return waived43(s) || noConfirm46.MatchString(s) || noConfirm51.MatchString(s) || noConfirm66.MatchString(s) || noConfirmMs66.MatchString(s) || noConfirm75.MatchString(s)
}

// Round 77 (destructive): a fleet wipe said by its management command,
// in more languages, and one that reaches the staff's own devices.
//
//   - checkFleetWipe73's principle (a whole fleet wiped at once, with
//     the check that would catch a mistake declined) read where the verb
//     is the management console's own wipe command (Graph's
//     Invoke-MgWipe…, Intune's wipeManagedDevice, Android recovery's
//     --wipe_data): the command names the act as "wipe" does. The fleet
//     may follow its noun with Samoan "uma" (all), as Swahili "zote"; the
//     declined check is read in every language the destructive rules
//     know "without confirmation" in (waivedAny77).
//   - A wipe of every device that says it reaches the staff's personal
//     phones ("including the staff's own phones", "BYOD devices too")
//     destroys what the organisation does not own: the holders' own
//     photos and messages, which no device manager may wipe unasked. The
//     inclusion takes the place of the declined check; excluding them
//     ("except personal phones", "never BYOD") is ordinary care.
var (
	fleetWipeVerb77 = `(?:` + fleetWipeVerb73 + `|invoke-mgwipe\w*|wipe-?managed-?device\w*|wipemanageddevice\w*|-?-?wipe[_-]data|wipe[_-]?device\w*)`
	fleetNoun77     = `(?:` + fleetNoun73 + `|masini|telefoni|tapeleti)`
	fleetWipe77     = lazyRegexp(`(?i)(?:^|[^\pL])` + fleetWipeVerb77 + `\b[^.;!?\n]{0,60}?\b(?:` + fleetQuant73 + `\s+(?:(?:the|of\s+the|de|les|los|las|die|i|le|gli)\s+)?(?:[\w-]+\s+){0,2}?` + fleetNoun77 + `|` + fleetNoun77 + `\s+(?:zote|vyote|wote|uma)|` + fleetNoun77 + `\s+(?:[\w-]+\s+)?(?:at\s+once|together|simultaneously))\b`)
	// personalToo77: the staff's own devices included in the wipe.
	personalToo77 = lazyRegexp(`(?i)\b(?:including|incl\.?|also|even|as\s+well\s+as|plus|together\s+with)\s+(?:the\s+)?(?:[\w'’-]+\s+){0,2}?(?:personal|private|own|home|BYOD)\s+(?:[\w-]+\s+)?(?:phones?|devices?|laptops?|tablets?|handsets?|computers?|smartphones?)\b|\bBYOD\s+(?:phones?|devices?|laptops?|tablets?)\s+(?:too|as\s+well|included)\b`)
	// personalSpared77: the staff's own devices left out.
	personalSpared77 = lazyRegexp(`(?i)\b(?:except|excluding|exclude|not|never|skip|skipping|but\s+not|leave\s+out|other\s+than)\s+(?:the\s+|any\s+)?(?:[\w'’-]+\s+){0,2}?(?:personal|private|own|home|BYOD)\b`)
)

// checkDestructive77 runs the round-77 destructive checks (hooked from
// destructive.go's list).
func (c *checker) checkDestructive77(d *doc) {
	lower := d.v.lower
	if lowerHas(lower, "wip", "reset", "eras", "ställ", "stil", "radera", "rensa", "zurück", "lösch", "réinit", "effac", "restabl", "borra", "riprist", "cancell", "futa") {
		c.checkFleetWipe77(d)
	}
	if lowerHas(lower, "truncate", "drop", "delete") && lowerHas(lower, "log_statement", "general_log", "pgaudit", "audit_log", "log_min_messages", "log_destination") {
		c.checkDestroyLogOff77(d)
	}
	c.checkWipeWithCopies77(d)
	if lowerHas(lower, "verif", "checksum", "validat", "signature", "-sig", "crc", "hash") && lowerHas(lower, "flash", "firmware", "fw", "dfu", "ota") {
		c.checkFleetFlash77(d)
	}
}

// checkFleetWipe77 refuses a prose order that wipes a whole fleet, said
// by the console's command or in Samoan, with the check declined in any
// language, or reaching the staff's own devices.
func (c *checker) checkFleetWipe77(d *doc) {
	for u, t := range d.proseTexts() {
		if len(t) > 4000 {
			continue
		}
		m := fleetWipe77.FindStringIndex(t)
		if m == nil {
			continue
		}
		if rest := t[m[1]:]; strings.HasPrefix(rest, "'") || strings.HasPrefix(rest, "’") {
			continue
		}
		ss, sent, next := sentenceAndNext73(t, m)
		declined := fleetNoNet73.MatchString(sent) || fleetNoNet73.MatchString(next) || waivedAny77(sent) || waivedAny77(next)
		personal := personalToo77.MatchString(sent) && !personalSpared77.MatchString(sent)
		if !declined && !personal {
			continue
		}
		if negatedBefore(t[ss:m[0]]) || strings.Contains(strings.ToLower(t[ss:m[0]]), "never") {
			continue
		}
		if d.labelledExample(u.start+m[0]) || threatLabel.MatchString(t) || rejectsKind.MatchString(t) || c.negated(d, u.start+m[0]) || userConfirms.MatchString(sent) {
			continue
		}
		msg := "wipes or factory-resets a whole fleet of devices at once, with the confirmation or check declined"
		if !declined {
			msg = "wipes a whole fleet of devices at once, the staff's own personal devices included"
		}
		tier, msg := downgrade(c.securityContext(d, u.start+m[0]), msg)
		c.add(d, RuleDestructive, tier, u.start+m[0], u.start+m[1], msg)
		return
	}
}

// Round 77 (destructive): everything of a store deleted with the copies a
// restore would come from, with no one asked, in the languages of Europe
// the English (round 43), Finnish (63) and Hebrew (67) readings leave.
//
//   - checkWipeWithCopies43's principle, unchanged: each part alone is
//     tidying (empty a folder; empty the trash; don't ask for every
//     file); the three in one paragraph leave nothing to recover and no
//     one to stop it. The words are one table per language: the
//     imperatives of deleting, wiping and emptying; "all / the whole";
//     the backups, the trash and the version history; the selections
//     that keep something ("except", "older than"). Go's \b is ASCII-only,
//     so words are bounded by letters (\pL). The waiver is read in every
//     language the destructive rules know (waivedAny77, noConfirm77).
type wipeLex77 struct{ verbs, all, recovery, kept string }

var wipeLexes77 = []wipeLex77{
	// Latvian
	{`izdzēs|izdzēsiet|dzēs|dzēsiet|iztukšo|iztukšojiet|notīri|notīriet|iznīcini|iznīciniet`, `visu|visus|visas|visi|viss|pilnīgi\s+visu|kopā\s+ar`, `rezerves\s+kopij\pL*|dublējum\pL*|atkritn\pL*|miskast\pL*|versiju\s+vēstur\pL*|momentuzņēmum\pL*`, `izņemot|vecāk\pL*\s+par|atstāj\pL*|saglabā\pL*`},
	// Lithuanian
	{`ištrink|ištrinkite|trink|trinkite|išvalyk|išvalykite|ištuštink|ištuštinkite|sunaikink|sunaikinkite`, `visus|visas|visą|viską|visų|visa|visi`, `atsargin\pL*\s+kopij\pL*|šiukšlin\pL*|versijų\s+istorij\pL*|momentin\pL*\s+kopij\pL*`, `išskyrus|senesn\pL*\s+nei|palik\pL*|išsaugok\pL*`},
	// Estonian
	{`kustuta|kustutage|tühjenda|tühjendage|hävita|hävitage`, `kõik|kõiki|kogu|terve`, `varukoopi\pL*|prügikast\pL*|prügikorv\pL*|versiooniajalug\pL*|versioonide\s+ajalug\pL*|hetktõmmis\pL*`, `välja\s+arvatud|vanemad\s+kui|jäta\pL*\s+alles|säilita\pL*`},
	// Hungarian
	{`töröld|töröljétek|töröljön|töröljenek|ürítsd|ürítsétek|ürítse|semmisítsd`, `összes|minden|mindent|teljes|az\s+egész`, `biztonsági\s+másolat\pL*|biztonsági\s+mentés\pL*|mentések\pL*|lomtár\pL*|kuká\pL*|verzióelőzmény\pL*|pillanatkép\pL*`, `kivéve|régebbi\pL*|hagyd\s+meg|tartsd\s+meg|megtartva`},
	// Polish
	{`usuń|usuńcie|skasuj|skasujcie|wyczyść|wyczyśćcie|opróżnij|opróżnijcie|zniszcz`, `wszystk\pL*|cał\pL*`, `kopi\pL*\s+zapasow\pL*|backup\pL*|kosz\pL*|histori\pL*\s+wersji|migawk\pL*`, `oprócz|z\s+wyjątkiem|starsz\pL*\s+niż|zostaw\pL*|zachowaj\pL*`},
	// Czech and Slovak
	{`smaž|smažte|vymaž|vymažte|zmaž|zmažte|odstraň|odstraňte|odstráň|odstráňte|vysyp|vysypte|vyprázdni|vyprázdněte|vyprázdnite`, `vše|všechn\pL*|všetk\pL*|celý|celou|celé|celú`, `záloh\pL*|koš\pL*|kôš\pL*|historii\s+verzí|históriu\s+verzií|snímk\pL*`, `kromě|okrem|starší\s+než|staršie\s+ako|ponech\pL*|zachov\pL*`},
	// German
	{`lösche|löscht|löschen\s+sie|leere|leert|leeren\s+sie|vernichte|vernichtet`, `alle|alles|gesamte\pL*|komplett|sämtliche\pL*`, `sicherung\pL*|backups?|papierkorb\pL*|versionsverlauf\pL*|schattenkopie\pL*|snapshots?`, `außer|ausser|älter\s+als|behalte\pL*|bis\s+auf`},
	// Dutch
	{`verwijder|verwijderen|wis|leeg|vernietig`, `alle|alles|volledige|hele`, `back-?ups?|reservekopie\pL*|prullenbak\pL*|versiegeschiedenis|snapshots?`, `behalve|ouder\s+dan|bewaar\pL*|houd\pL*`},
	// French
	{`supprime|supprimez|efface|effacez|videz|vide\s+(?:la|le|les)`, `tout|tous|toutes|l'intégralité|entier|entière`, `sauvegardes?|corbeille|historique\s+des\s+versions|instantanés?|copies\s+de\s+sécurité`, `sauf|excepté|plus\s+anciens?\s+que|conserve\pL*|garde\pL*`},
	// Spanish and Portuguese
	{`borra|borrad|borre|elimina|eliminad|elimine|vacía|vacíe|vaciad|apaga|apague|exclua|esvazia|esvazie`, `todo|todos|todas|toda|tudo|entero|entera|inteiro|inteira`, `copias?\s+de\s+seguridad|respaldos?|papelera|historial\s+de\s+versiones|cópias?\s+de\s+segurança|backups?|lixeira|histórico\s+de\s+versões|instantáneas|snapshots?`, `excepto|salvo|menos|más\s+antiguos?\s+que|exceto|mais\s+antigos?\s+que|conserva\pL*|mantén|mantenha`},
	// Italian
	{`cancella|cancellate|elimina|eliminate|svuota|svuotate|distruggi`, `tutto|tutti|tutte|tutta|intero|intera`, `backup|copie\s+di\s+(?:backup|sicurezza)|cestino|cronologia\s+delle\s+versioni|snapshot`, `tranne|eccetto|più\s+vecchi\pL*\s+di|conserva\pL*|mantieni`},
}

// noConfirm77: without asking or confirmation in the Western European
// languages the foreign lists lack (read by waivedAny77 for this rule).
var noConfirm77 = lazyRegexp(`(?i)(?:^|[^\pL])(?:ohne\s+(?:zu\s+fragen|(?:\pL+\s+)?(?:rückfrage|bestätigung|nachfrage|zu\s+bestätigen))|frag\s+(?:nicht|niemanden|keinen)|sans\s+(?:demander|confirmation|(?:rien\s+)?confirmer)|ne\s+demande\s+(?:pas|rien|à\s+personne)|sin\s+(?:preguntar|confirmaci[óo]n|confirmar|consultar)|no\s+(?:preguntes|consultes|pidas\s+confirmaci[óo]n)|sem\s+(?:perguntar|confirma[çc][ãa]o|confirmar|consultar)|n[ãa]o\s+perguntes?|senza\s+(?:chiedere|conferma|confermare)|non\s+chiedere|zonder\s+(?:te\s+vragen|bevestiging|overleg)|vraag\s+niet|vraag\s+niemand)(?:[^\pL]|$)`)

var wipeRes77 = sync.OnceValue(func() (rs [][3]*lazyRE) {
	for _, l := range wipeLexes77 {
		b := `(?:^|[^\pL])(?:` + l.verbs + `)`
		rs = append(rs, [3]*lazyRE{
			lazyRegexp(`(?i)` + b + `(?:[^\pL][^.;\n]{0,60}?)?[^\pL](?:` + l.all + `)(?:[^\pL]|$)`),
			lazyRegexp(`(?i)` + b + `[^\pL][^.;\n]{0,80}?(?:^|[^\pL])(?:` + l.recovery + `)`),
			lazyRegexp(`(?i)(?:^|[^\pL])(?:` + l.kept + `)(?:[^\pL]|$)`),
		})
	}
	return rs
})

// checkWipeWithCopies77 refuses the three together in one paragraph of
// one of wipeLexes77's languages.
func (c *checker) checkWipeWithCopies77(d *doc) {
	var rs [][3]*lazyRE
	for u, t := range d.proseTexts() {
		// English is read by round 43's rule; the tables are for the
		// other languages
		if len(t) > 4000 || isEnglishOnly(strings.ToLower(t)) {
			continue
		}
		if rs == nil {
			rs = wipeRes77()
		}
		for _, r := range rs {
			wm := r[0].FindStringIndex(t)
			if wm == nil {
				continue
			}
			near := t + "\n" + restOfParagraph(d.v.text, u.end)
			if len(near) > 6000 {
				near = near[:6000]
			}
			if !r[1].MatchString(near) || r[2].MatchString(near) || keptCopies43.MatchString(near) {
				continue
			}
			if !waivedAny77(near) && !noConfirm77.MatchString(near) {
				continue
			}
			if negatedAt(t, wm[0]) || negatedBefore(t[max(0, wm[0]-30):wm[0]]) || d.labelledExample(u.start+wm[0]) || threatLabel.MatchString(t) || rejectsKind.MatchString(t) || c.negated(d, u.start+wm[0]) {
				continue
			}
			tier, msg := downgrade(c.securityContext(d, u.start+wm[0]), "deletes everything of a store and the copies a restore would come from, with no one asked")
			c.add(d, RuleDestructive, tier, u.start+wm[0], u.start+wm[1], msg)
			return
		}
	}
}

// Round 77 (destructive): whole tables destroyed while the database's
// own record of statements is switched off.
//
//   - Round 62's principle (the store's undo switched off before it is
//     destroyed) for the record that would show what was destroyed and
//     by whom: a server-wide statement or audit log set to nothing
//     (ALTER SYSTEM SET log_statement = 'none', SET GLOBAL general_log =
//     OFF, pgaudit.log = 'none') in the same block as a TRUNCATE, a DROP
//     or a DELETE with no WHERE. A cleanup has no reason to silence the
//     server's log; together the two destroy the data and the trace of
//     its destruction. Either alone (a bulk load with logging quieted, a
//     truncate with the log left on) is an operator's work.
var (
	wholeTable77 = lazyRegexp(`(?i)\btruncate\s+(?:table\s+)?(?:only\s+)?[\w."\x60]+|\bdrop\s+(?:table|database|schema)\b|\bdelete\s+from\s+[\w."\x60]+\s*(?:;|$)`)
	logOff77     = lazyRegexp(`(?i)\balter\s+system\s+set\s+(?:log_statement|log_min_messages|log_destination|pgaudit\.log)\s*(?:=|to)\s*'?(?:none|off|panic)\b|\bset\s+(?:global|persist)\s+(?:general_log|audit_log\w*|log_output)\s*=\s*'?(?:0|off|false|none)\b|\bset\s+(?:session\s+)?pgaudit\.log\s*(?:=|to)\s*'?none\b`)
)

// checkDestroyLogOff77 refuses a code block that destroys whole tables
// and switches the server's statement or audit log off.
func (c *checker) checkDestroyLogOff77(d *doc) {
	for _, f := range d.fences {
		code := d.v.text[f.start:f.end]
		if len(code) > 100000 {
			continue
		}
		lm := logOff77.FindStringIndex(code)
		if lm == nil {
			continue
		}
		wm := wholeTable77.FindStringIndex(code)
		if wm == nil {
			continue
		}
		at := f.start + wm[0]
		if d.labelledExample(at) || c.negated(d, at) || c.negated(d, f.start+lm[0]) {
			continue
		}
		tier, why := downgrade(c.securityContext(d, at), "destroys whole tables and switches the server's statement or audit log off, so the destruction leaves no record")
		c.add(d, RuleDestructive, tier, at, f.start+wm[1], why)
		return
	}
}

// Round 77 (destructive): firmware forced onto a whole network of devices
// with its verification skipped.
//
//   - checkFleetWipe73's principle for the other way a fleet is lost at
//     once: a firmware image written to every device of an address range
//     (a loop over seq 1 254, over {1..254}, over every host) with the
//     image's check switched off (--skip-verify, --no-verify, a checksum
//     ignored). One bad or wrong image then bricks every unit together
//     and nothing stops it; flashing one unit, or the fleet with the
//     image verified, is a technician's work.
var (
	flashCmd77   = lazyRegexp(`(?i)(?:--?flash\b|\bflash(?:rom|tool|ctl)?\s|\bfirmware\b|\bfw[\w-]*\.(?:bin|hex|img)\b|\bfwupd\w*|\bdfu-util\b|\bota\b|\bupdate-firmware\b)`)
	skipVerify77 = lazyRegexp(`(?i)--?(?:skip|no|ignore|disable)[-_]?(?:verif\w*|checksum\w*|validat\w*|signature\w*|sig|crc|hash)\b|--noverify\b`)
	rangeLoop77  = lazyRegexp(`(?i)\bfor\s+\w+\s+in\s+(?:\$\(\s*seq\s+\d+\s+\d+\s*\)|\{\d+\.\.\d+\}|[\w./-]*\{\d+\.\.\d+\}|\$\(\s*(?:cat\s+)?[\w./-]*(?:hosts?|devices?|inventory|fleet|racks?|nodes?)[\w./-]*\s*\)|\$\{?(?:HOSTS|DEVICES|NODES|ALL_\w+)\b)|\bxargs\b[^\n]{0,60}-P\s*\d+|\bparallel-ssh\b|\bpssh\b|\bansible\s+all\b`)
)

// checkFleetFlash77 refuses a block that loops a firmware write over a
// whole range of devices with verification skipped.
func (c *checker) checkFleetFlash77(d *doc) {
	for _, f := range d.fences {
		code := d.v.text[f.start:f.end]
		if len(code) > 100000 {
			continue
		}
		sm := skipVerify77.FindStringIndex(code)
		if sm == nil || !flashCmd77.MatchString(code) || !rangeLoop77.MatchString(code) {
			continue
		}
		at := f.start + sm[0]
		if d.labelledExample(at) || c.negated(d, at) {
			continue
		}
		tier, why := downgrade(c.securityContext(d, at), "writes firmware to every device of a network at once with the image's verification skipped, so one bad image bricks them all")
		c.add(d, RuleDestructive, tier, at, f.start+sm[1], why)
		return
	}
}
