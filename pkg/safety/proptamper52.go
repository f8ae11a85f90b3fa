package safety

// Round 52 (propagate, hijack-scope, destructive): the round-26 copy rule (a carrying
// verb, this skill, a place that is many or someone else's) and the
// scope rule (use it always, for every request) in the words of languages
// whose lexicons lacked them:
//   - the places a copy fans out to that are future rather than present:
//     every new project, every skill made from now on (every or all, not
//     "your new project", one place the user names) (Uzbek "yangi
//     loyiha", Swahili "skill mpya", Croatian "svih novih repozitorija");
//   - the carrying verbs "write into" and "insert" (Croatian "upiši",
//     Swahili "ingiza") and "this guide", "this paragraph" as the thing
//     carried;
//   - Croatian "use it always" with its object pronoun between the verb
//     and the adverb ("koristi ga uvijek").
//
// Quiet tampering (a place that steers the agent, changed, kept from the
// user) in Swahili: the edit verbs in their subjunctive and object forms
// ("ufute", delete; "uzime", switch off), which a chained instruction
// ("fungua ... na ufute ...") uses instead of the bare imperative, and a
// step named secret ("hatua ya siri") as the secrecy.

import (
	"strings"
)

func init() {
	registerActionLexicon("uz+r52-proptamper", actionLex{
		copyVerb:    uzApos("nusxalang", "nusxalab qo'y", "ko'chirib yozing", "qo'shib yozing"),
		otherPlaces: uzApos("yangi loyihalar", "har bir yangi", "har safar yangi", "barcha yangi", "kelgusi loyihalar"),
	})
	registerActionLexicon("sw+r52-proptamper", actionLex{
		selfRef:     []string{"aya hii", "aya hizi", "maagizo haya", "sehemu hii", "kifungu hiki", "maandishi haya"},
		copyVerb:    []string{"ingiza", "ingizeni", "kuingiza", "weka nakala", "ongeza", "ongezeni"},
		otherPlaces: []string{"skill zote", "kila skill", "kila ujuzi", "miradi mipya", "kila mradi mpya", "skill mpya zote"},
		editVerb:    []string{"ufute", "mfute", "uifute", "uzifute", "futeni", "uzime", "uizime", "zimeni", "ubadilishe", "uhariri", "uongeze"},
		stealth:     []string{"hatua ya siri", "hatua za siri", "agizo la siri", "usimweleze", "msimweleze", "usimjulishe"},
	})
	registerActionLexicon("hr+r52-proptamper", actionLex{
		selfRef:     []string{"ovaj vodič", "ovog vodiča", "ovu uputu", "ovaj tekst", "ovaj odlomak"},
		copyVerb:    []string{"upiši", "upišite", "upisati", "umetni", "umetnite", "dodaj", "dodajte"},
		otherPlaces: []string{"svih novih repozitorij", "svih novih projekat", "svaki novi projekt", "svaki novi repozitorij", "svaku drugu vještinu", "sve druge vještine", "globalne postavke agenta", "predloške svih"},
		useVerb:     []string{"koristi ga uvijek", "koristite ga uvijek", "koristi je uvijek", "koristite je uvijek", "koristi ga za svak", "koristite ga za svak", "uključi ga uvijek"},
	})
}

// Destruction: the system's backup root holds one folder per application
// (/var/backups/<app>, /srv/backup/<db>); removing such a folder whole,
// by its bare name, is removing every backup of that application, as
// removing the root is (destructive.go reads only the root itself or a
// folder named backups). Rotation names what it prunes by a date, a glob
// or a number, and a work folder inside the root (tmp, cache, staging,
// incoming) holds no backup: neither is read here.
var destructive52BackupApp = lazyRegexp(`(?i)\brm\s+(?:-{1,2}[\w-]+\s+)*-\w*[rR]\w*\s+(?:[^\s;&|]+\s+){0,6}?["']?/(?:var|srv|mnt|opt|data)/backups?/([A-Za-z][A-Za-z_-]*)/?["']?(?:\s|$|;|&|\||\)|` + "`" + `)`)

var destructive52WorkFolder = lazyRegexp(`(?i)^(?:tmp|temp|cache|scratch|staging|partial|incoming|work|lock|locks|old|logs?|trash|spool)$`)

func init() {
	destructiveRules = append(destructiveRules, struct {
		re   *lazyRE
		kws  []string
		what string
		prod bool
		skip *lazyRE
	}{destructive52BackupApp, []string{"rm "}, "deletes every backup of an application (its whole folder under the backup root)", false, destructive52WorkFolder})
}

// Payload: a scheduled job (a cron schedule or @reboot/@hourly) whose
// command downloads a script and pipes it into a shell runs whatever the
// host serves at each tick, unseen and for as long as the machine lives:
// whoever holds the host holds the machine. A one-time installer piped
// into a shell is a reviewable install (flags.go flags it); repeating it
// on a timer is a standing remote control, whatever the host.
var (
	cron52Sched    = lazyRegexp(`(?:^|["'\s])(?:@(?:reboot|hourly|daily|weekly|monthly|yearly|annually|midnight)|(?:[\d*/,-]+[ \t]+){4}[\d*/,-]+)[ \t]`)
	cron52FetchRun = lazyRegexp(`(?i)\b(?:curl|wget)\b[^|\n]{0,300}\|\s*(?:sudo\s+)?(?:ba|z|da|k)?sh\b`)
)

// checkCronFetchRun52 reads each line of code that both names a schedule
// and pipes a download into a shell.
func (c *checker) checkCronFetchRun52(d *doc) {
	t := d.v.text
	if !lowerHas(d.v.lower, "curl", "wget") || !strings.Contains(t, "|") {
		return
	}
	for i := 0; i < len(t); {
		j := strings.IndexByte(t[i:], '\n')
		if j < 0 {
			j = len(t) - i
		}
		ls, le := i, i+j
		i = le + 1
		line := t[ls:le]
		if len(line) > maxStatement || !strings.Contains(line, "|") || !lowerHas(strings.ToLower(line), "curl", "wget") {
			continue
		}
		if d.fenceAt(ls) < 0 && !strings.Contains(line, "`") {
			continue // prose naming a schedule is a mention
		}
		fm := cron52FetchRun.FindStringIndex(line)
		sm := cron52Sched.FindStringIndex(line)
		if fm == nil || sm == nil || sm[0] > fm[0] {
			continue
		}
		s := ls + sm[0]
		if d.labelledExample(s) || c.negated(d, s) {
			continue
		}
		c.add(d, RuleRemoteExec, Refuse, s, ls+fm[1], "schedules a job that downloads a script and runs it at every tick: whoever controls that host runs code on this machine from then on")
	}
}
