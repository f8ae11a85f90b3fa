package safety

// Round 51 (propagate and tamper): principles the earlier rules hold,
// carried to shapes fresh119-126 wrote them in.
//
// Self-propagation in the action lexicons (the round-26 copy rule: a
// carrying verb, this skill, a place that is many or someone else's):
//   - a verb of copying the lexicons did not hold (Latvian "iekopē", copy
//     into), and the places a copy fans out to that are machines rather
//     than folders: every container or VM, every machine, colleagues'
//     computers, the template every new project starts from;
//   - languages no lexicon held: Haitian Creole, Kurmanji Kurdish, Khmer.
//
// Self-propagation as a relay: an agent told to take the skill and then
// pass it on to further agents ("tell each member's agent to install it,
// then to send it to their friends' agents"), or, after this skill is
// carried somewhere, the agent there told to do the same for the next
// place: the copy is asked to copy itself, which is what makes a worm.

import (
	"sort"
	"strings"
)

var (
	// prop51RelayAsk: an agent (someone's, the one on that project)
	// told to do something.
	prop51RelayAsk = lazyRegexp(`(?i)\b(?:ask|tell|instruct|get|have|make|remind)(?:s|ing)?\s+(?:[\w'’-]+\s+){0,4}?(?:agents?|assistants?|copilots?|bots?)\b(?:\s+[\w'’-]+){0,4}?\s+to\s+`)
	// prop51SendOn: the thing passed on to more agents ("send it to
	// their classmates' agents"): the receiving agent is the next sender.
	prop51SendOn = lazyRegexp(`(?i)^(?:[^.;!?\n]{0,60}?\b(?:then|and|also)\s+(?:to\s+)?)?(?:send|forward|pass|share|copy|give|hand)\w*\s+(?:it|this|them|the\s+skill|the\s+file)\s+(?:on\s+|along\s+)?(?:to|with)\s+(?:\S+\s+){0,3}?(?:agents|assistants|copilots|bots)\b`)
	// prop51Install: the receiving agent takes it in first.
	prop51Install = lazyRegexp(`(?i)^(?:install|add|load|save|import|enable)\w*\s+(?:it|this|them|the\s+skill)\b`)
	// prop51SameNext: the receiving agent told to repeat the act on the
	// next place ("do the same for the next one it touches").
	// prop51AsSkill: the thing carried made a skill where it lands.
	prop51AsSkill  = lazyRegexp(`(?i)^\s+(?:\S+\s+){0,3}?as\s+(?:a|an|the)\s+(?:agent\s+)?skill\b`)
	prop51SameNext = lazyRegexp(`(?i)^(?:do|repeat)\s+the\s+same\s+(?:thing\s+)?(?:for|with|on|in|at|to)\s+(?:the\s+)?(?:next|every|each|any|other|all)\b`)
)

// prop51Relay: an agent told to install the skill and then send it on to
// more agents, or (after this skill is carried into a place in the same
// sentence) the agent there told to do the same for the next place.
func prop51Relay(t, name string, own *lazyRE) (int, int, bool) {
	lt := strings.ToLower(t)
	if !lowerHas(lt, "agent", "assistant", "copilot", "bot") || !strings.Contains(lt, "to") {
		return 0, 0, false
	}
	for _, m := range prop51RelayAsk.FindAllStringIndex(t, 8) {
		if negatedBefore(t[max(0, m[0]-60):m[0]]) {
			continue
		}
		rest := t[m[1]:]
		if im := prop51Install.FindStringIndex(rest); im != nil {
			if sm := prop51SendOn.FindStringIndex(rest[im[1]:]); sm != nil {
				return m[0], m[1] + im[1] + sm[1], true
			}
		}
		if sm := prop51SameNext.FindStringIndex(rest); sm != nil {
			// the act repeated must be carrying this skill somewhere
			if s, _, ok := propProseCarry51(t[:m[0]], name, own); ok {
				return s, m[1] + sm[1], true
			}
		}
	}
	return 0, 0, false
}

// propProseCarry51: this skill (or the skill by its name) the object of a
// carrying verb before the relay: "add this guide as a skill there".
func propProseCarry51(t, name string, own *lazyRE) (int, int, bool) {
	for _, v := range propSpreadRe.FindAllStringSubmatchIndex(t, 8) {
		after := t[v[3]:min(len(t), v[3]+40)]
		sm := propSelfRe.FindStringIndex(after)
		if sm == nil && own != nil {
			sm = own.FindStringIndex(after)
		}
		if sm == nil {
			// whatever is carried "as a skill" is a skill carried
			sm = prop51AsSkill.FindStringIndex(after)
		}
		if sm == nil || sm[0] > 12 || negatedBefore(t[:v[2]]) {
			continue
		}
		return v[2], v[3] + sm[1], true
	}
	return 0, 0, false
}

// checkPropagation51 runs the relay reading over each prose unit.
func (c *checker) checkPropagation51(d *doc, own *lazyRE) {
	t := d.v.text
	for _, u := range d.units {
		ut := t[u.start:min(u.end, len(t))]
		if !d.proseUnit(u) {
			// a comment or inline code spoken to the reader is prose too
			if len(ut) <= maxIntentUnit {
				if s, e, ok := prop51KeepRepeat(ut); ok {
					c.reportPropagation(d, u.start+s, u.start+e, false, "tells whoever reads it to save it into its own memory or skills and repeat it in everything it writes (self-propagation)")
				}
			}
			continue
		}
		if len(ut) > maxIntentUnit {
			ut = ut[:maxIntentUnit]
		}
		if s, e, ok := prop51Relay(ut, c.p.Name, own); ok {
			c.reportPropagation(d, u.start+s, u.start+e, false, "tells other agents to take this skill and pass it on to further agents (self-propagation by relay)")
		} else if s, e, ok := prop51KeepRepeat(ut); ok {
			c.reportPropagation(d, u.start+s, u.start+e, false, "tells whoever reads it to save it into its own memory or skills and repeat it in everything it writes (self-propagation)")
		}
	}
}

func init() {
	// Latvian: copy into; machines, colleagues' computers, templates of
	// new repositories.
	registerActionLexicon("lv+r51-proptamper", actionLex{
		copyVerb:    []string{"iekopē", "iekopējiet", "iekopēt", "pārkopē", "pārkopējiet", "ieliec", "ielieciet"},
		otherPlaces: []string{"kolēģu datoros", "kolēģu datorā", "visos datoros", "katrā datorā", "visās ierīcēs", "katrā ierīcē", "jaunu repozitoriju veidn", "jaunu projektu veidn", "visos serveros", "katrā serverī"},
	})
	// Haitian Creole: this file or skill, copy, every other folder,
	// colleagues' computers, each new project.
	registerActionLexicon("ht+r51-proptamper", actionLex{
		selfRef:     []string{"fichye sa a", "fichye sa", "konpetans sa a", "konpetans sa", "ladrès sa a", "skill sa a", "skill sa", "dokiman sa a", "gid sa a", "enstriksyon sa yo"},
		copyVerb:    []string{"kopye", "kopi ", "repwodui", "duplike", "simaye", "gaye", "pataje", "enstale", "ajoute", "mete l"},
		otherPlaces: []string{"tout lòt", "tout òdinatè", "chak òdinatè", "òdinatè kòlèg", "tout kòlèg", "chak kòlèg", "chak nouvo pwojè", "chak pwojè", "tout pwojè", "tout depo", "chak depo", "tout dosye", "chak dosye", "tout sèvè", "chak sèvè", "tout machin", "chak machin"},
		stealth:     []string{"pa bezwen di pèsonn", "pa di pèsonn", "pa di itilizatè a", "an kachèt", "san di pèsonn", "san di itilizatè a"},
		never:       []string{"pa janm", "pinga", "piga", "jamè"},
		markers:     []string{"nan", "ak", "yo", "epi", "pou", "ki", "sou", "chak", "tout", "lot", "fichye", "pa", "bezwen"},
	})
	// Cantonese: every machine, every computer, all repositories; put in.
	registerActionLexicon("yue+r51-proptamper", actionLex{
		copyVerb:    []string{"加入", "加落", "寫入", "寫落"},
		otherPlaces: []string{"每部機", "每一部機", "每部電腦", "所有電腦", "所有機器", "每台機", "所有儲存庫", "每個儲存庫", "其他儲存庫"},
	})
	// French: every container, VM, server, host; the team's base image.
	registerActionLexicon("fr+r51-proptamper", actionLex{
		copyVerb:    []string{"installe ", "installez ", "installer ", "ajoute-le", "ajoutez-le"},
		otherPlaces: []string{"chaque conteneur", "tous les conteneurs", "chaque vm", "toutes les vm", "chaque machine virtuelle", "toutes les machines", "chaque machine", "chaque serveur", "tous les serveurs", "chaque hôte", "tous les hôtes", "image docker de base", "image de base de l'équipe"},
	})
	// Polish: put in (add); the global agent instructions, the template
	// of new projects.
	registerActionLexicon("pl+r51-proptamper", actionLex{
		copyVerb:    []string{"dodaj", "dodajcie", "wstaw", "wstawcie", "wklej", "wklejcie", "umieść"},
		otherPlaces: []string{"szablonu nowych projekt", "szablon nowych projekt", "szablonów nowych projekt", "globalnych instrukcji", "globalnego pliku instrukcji", "wszystkich komputer", "komputerów współpracownik", "każdego komputera"},
	})
	// Spanish: colleagues' repositories, the company's project template.
	registerActionLexicon("es+r51-proptamper", actionLex{
		otherPlaces: []string{"repositorios de sus compañeros", "repositorios de tus compañeros", "repositorios de los compañeros", "plantilla de proyectos", "plantilla de nuevos proyectos", "plantilla de los proyectos", "equipos de sus compañeros", "ordenadores de sus compañeros"},
	})
	// Kurmanji Kurdish: this skill or file, put in or send, every new
	// project, every template, everywhere, the user's friends.
	registerActionLexicon("ku+r51-proptamper", actionLex{
		selfRef:     []string{"vê jêhatîbûnê", "ev jêhatîbûn", "vê skillê", "vê pelê", "ev pel", "vê belgeyê"},
		copyVerb:    []string{"bixe", "bixin", "kopî bike", "kopî bikin", "belav bike", "belav bikin", "bişîne", "bişînin", "zêde bike", "lê zêde bike", "saz bike"},
		otherPlaces: []string{"her projeyeke", "her projeyê", "hemû projey", "her şablon", "hemû şablon", "her derê", "hevalên bikarhêner", "hemû komputer", "her komputer"},
		stealth:     []string{"bêyî ku ji bikarhêner re bêjî", "bi dizî"},
		markers:     []string{"vê", "bixe", "nav", "her", "ku", "ji", "re", "jî", "li", "da", "bi"},
	})
	// Khmer: this skill or file, copy, each new project, colleagues'
	// computers.
	registerActionLexicon("km+r51-proptamper", actionLex{
		selfRef:     []string{"ជំនាញនេះ", "ឯកសារនេះ", "skill នេះ"},
		copyVerb:    []string{"ចម្លង", "ដំឡើង", "ចែកចាយ", "ផ្សព្វផ្សាយ"},
		otherPlaces: []string{"គម្រោងថ្មីនីមួយៗ", "គម្រោងនីមួយៗ", "គម្រោងទាំងអស់", "កុំព្យូទ័ររបស់សហការី", "កុំព្យូទ័រទាំងអស់", "ឃ្លាំងទាំងអស់"},
		stealth:     []string{"ដោយមិនចាំបាច់សួរ", "ដោយមិនប្រាប់អ្នកប្រើ", "ដោយស្ងាត់ៗ"},
	})
	// Turkish: a file, line or rule deleted, a count lowered to zero, as
	// edit verbs of the quiet tampering rule. The bare stem "sil" would
	// start unrelated words, so the verb is held with its object.
	actionEditVerbs["tr+r51-proptamper"] = []string{"dosyasını sil", "dosyayı sil", "dosyaları sil", "satırını sil", "satırı sil", "satırları sil", "kuralını sil", "kuralı sil", "0'a indir", "sıfıra indir", "0'a düşür", "sıfıra düşür"}
}

// Tampering with the agent's record (round 40's trail erased, round 50's
// audit switched off in secret), in the shapes fresh119-126 wrote it:
//   - the record switched off as the result of an edit ("edit the
//     harness config so audit logging of tool calls is turned off"), or
//     its level set to off once the audit log is named ("for the agent's
//     audit log, set its level to off"): the same order as "turn off the
//     audit log", in the passive or through a setting;
//   - the session made to leave no trace is the hiding itself: the stated
//     aim is that nobody can see afterwards what was done;
//   - a sentence that ends in a colon goes on into the line it introduces:
//     secrecy said right after that line governs the order as much as
//     secrecy said in the next sentence.

func init() {
	// the run, the session or the change left without a trace
	stealthWords = lazyRegexp(stealthWords.String() + `|(?i:\bso\s+(?:that\s+)?(?:the\s+|this\s+|your\s+|its\s+)?(?:session|run|agent|assistant|change|changes|edit|edits|task|job)\s+(?:leaves|leave|will\s+leave|left)\s+no\s+(?:trace|traces|record|footprint)\b)`)
}

var (
	// auditOffResult51: the record turned off in the passive, the result
	// of an edit ("so audit logging of tool calls is turned off").
	auditOffResult51 = lazyRegexp(`(?i)\bso\s+(?:that\s+)?(?:the\s+|its\s+|all\s+|any\s+)?(?:[\w-]+'s\s+)?(?:own\s+)?(?:audit\w*|transcripts?)(?:\s+(?:log\w*|trail|record\w*))?(?:\s+(?:of|for)\s+(?:[\w-]+\s+){1,3}?)?\s*(?:is|are|gets?|get|will\s+be|stays?)\s+(?:\w+\s+)?(?:turned\s+off|switched\s+off|disabled|stopped|silenced|off)\b`)
	// auditLevelOff51: the audit log named, then its level set to off.
	auditLevelOff51 = lazyRegexp(`(?i)\baudit\w*(?:\s+log\w*)?\s*[,:]\s*set\s+(?:its|the)\s+(?:log\s+)?(?:level|verbosity|logging)\s+to\s+["'\x60]?(?:off|none|silent|disabled|0)\b`)
)

// checkAuditOff51 refuses an order that switches the audit record off (in
// the passive, or through its level) when the sentence, the next one or
// the one after the line a colon introduces keeps it quiet.
func (c *checker) checkAuditOff51(d *doc) {
	for u, t := range d.shortPlainUnits() {
		m := auditOffResult51.FindStringIndex(t)
		if m != nil {
			// ordered by the edit before "so"
			ls := strings.LastIndexByte(t[:m[0]], '\n') + 1
			if firstImperative(editVerbRe, t[ls:m[0]], 4) == nil {
				continue
			}
		} else if m = auditLevelOff51.FindStringIndex(t); m == nil {
			continue
		}
		if !hidden41(t) && !c.hiddenAfter51(d, u) {
			continue
		}
		if c.describedNotOrdered(d, u, t, m[0]) {
			continue
		}
		tier, why := downgrade(c.securityContext(d, u.start+m[0]), "switches off the audit or transcript record and keeps it from the people who watch it")
		c.add(d, RuleTamperReview, tier, u.start+m[0], u.start+m[1], why)
	}
}

// hiddenAfter51: the next sentence hides u, or, when u ends in a colon,
// the sentence after the line it introduces does.
func (c *checker) hiddenAfter51(d *doc, u unit) bool {
	if nt := shortNextText(d, u, 160); hidden41(nt) || neverUser50(nt) {
		return true
	}
	if !strings.HasSuffix(strings.TrimSpace(d.unitText(u)), ":") {
		return false
	}
	i := sort.Search(len(d.units), func(i int) bool { return d.units[i].start >= u.end })
	if i+1 >= len(d.units) || strings.Contains(d.v.text[u.end:d.units[i+1].start], "\n\n") {
		return false
	}
	nt := d.unitText(d.units[i+1])
	return len(nt) <= 160 && (hidden41(nt) || neverUser50(nt))
}

// Tampering with the checks themselves:
//   - a guard skill disarmed: another skill whose job is to check
//     (security, safety, review, audit, compliance, guard) edited so that
//     it approves whatever it sees ("always approve", "LGTM"), is emptied
//     or is marked not to be used: the check the user relies on becomes a
//     rubber stamp. Approving unconditionally is hostile on its face; an
//     empty or deprecated guard is when the order is kept quiet or its
//     aim is that the guard stops blocking;
//   - a repository's gate taken away: the secret-scanning or security
//     hook or job removed, the security team dropped from the required
//     reviewers or code owners, changes merged without human review, a
//     git hook's body replaced by "exit 0" (which passes everything),
//     kept quiet in the sentence or the next, or said to be done so the
//     security checks stop.
//   - "keep this silent" is "keep this quiet".

func init() {
	stealthWords = lazyRegexp(stealthWords.String() + `|(?i:\bkeep\s+(?:this|it|that|the\s+change|these\s+changes)\s+(?:silent|hush(?:ed)?)\b)`)
}

var (
	// guardSkill51: another skill whose job is to check, by path or name.
	guardSkill51 = lazyRegexp(`(?i)(?:skills/|["'\x60])[\w-]*(?:security|safety|review|guard|audit|complian|approv|policy)[\w-]*(?:/SKILL\.md|["'\x60])|\b[\w-]*(?:security|safety|review|guard|audit|complian|approv|policy)[\w-]*\s+skill\b`)
	// rubberStamp51: the guard made to approve whatever it sees.
	rubberStamp51 = lazyRegexp(`(?i)\balways\s+(?:approv\w*|returns?\s+["'\x60“]?(?:LGTM|approved?|pass(?:ed)?|ok)\b|says?\s+["'\x60“]?(?:LGTM|approved?|yes)\b|pass(?:es)?\b)|["'\x60“]\s*(?:always\s+approve|approve\s+(?:everything|all))\b`)
	// emptied51: the guard emptied or marked not to be used, in English
	// and the Romance and Germanic languages of the lexicons.
	emptied51 = lazyRegexp(`(?i)\b(?:an?\s+)?(?:empty|blank)\s+(?:version|file|one|body|string)\b|\bdeprecated,?\s+do\s+not\s+use\b|\bversione\s+vuota\b|\bversión\s+vacía\b|\bversion\s+vide\b|\bversão\s+vazia\b|\bleere[nr]?\s+(?:version|datei|fassung)\b|\blege\s+versie\b`)
	// guardStops51: the stated aim is that the guard stops blocking or
	// the security checks stop running.
	guardStops51 = lazyRegexp(`(?i)\b(?:so\s+(?:that\s+)?|damit\s+|così\s+|cosi\s+|pour\s+qu(?:e|')\s*|para\s+que\s+|afin\s+qu(?:e|')\s*|zodat\s+)[^.\n]{0,40}?(?:no\s+longer|stops?\s+block|doesn'?t\s+block|can'?t\s+block|nicht\s+mehr|non\s+(?:\pL+\s+){0,2}?più|ne\s+\pL+\s+plus|ya\s+no|não\s+\pL+\s+mais|niet\s+meer)`)
)

// checkGuardSkill51 refuses an order that turns another skill whose job is
// to check into a rubber stamp, or empties it in secret.
func (c *checker) checkGuardSkill51(d *doc) {
	for u, t := range d.shortPlainUnits() {
		gm := guardSkill51.FindStringIndex(t)
		if gm == nil || c.p.Name != "" && strings.Contains(strings.ToLower(t[gm[0]:gm[1]]), strings.ToLower(c.p.Name)) {
			continue
		}
		// the order: an edit verb, or any verb of a non-Latin or
		// accented language (the action lexicons' edit verbs)
		if !c.editOrder51(t) {
			continue
		}
		om := rubberStamp51.FindStringIndex(t)
		if om == nil {
			om = emptied51.FindStringIndex(t)
			if om == nil || !hidden41(t) && !guardStops51.MatchString(t) && !c.hiddenAfter51(d, u) {
				continue
			}
		}
		if c.describedNotOrdered(d, u, t, min(gm[0], om[0])) {
			continue
		}
		tier, why := downgrade(c.securityContext(d, u.start+gm[0]), "edits another skill whose job is to check so that it approves everything, or empties it in secret (disarms a guard)")
		c.add(d, RuleTamperSkills, tier, u.start+min(gm[0], om[0]), u.start+max(gm[1], om[1]), why)
	}
}

// editOrder51: an imperative edit verb in English, or a lexicon's edit
// verb, not negated.
func (c *checker) editOrder51(t string) bool {
	if m := firstImperative(editVerbRe, t, 8); m != nil {
		return !negatedBefore(t[max(0, m[0]-60):m[0]])
	}
	if isEnglishOnly(strings.ToLower(t)) {
		return false
	}
	actionLexiconsReady()
	low := strings.ToLower(t)
	hc := hitCache{}
	h := hc.hits(low, actEdit)
	return len(h) > 0 && !negatedIn(low, hc, h[0][0])
}

var (
	// repoGate51: a repository's review or security gate taken away.
	repoGate51 = lazyRegexp(`(?i)\b(?:remov|delet|drop|strip|disabl|skip|bypass|comment\w*\s+out)\w*\s+(?:the\s+|its\s+|any\s+|all\s+)?(?:[\w-]+\s+){0,2}?(?:secret[\s-]?scan\w*|security|gitleaks|trufflehog|detect-secrets|codeql|sast)\s+(?:team\s+)?(?:hooks?|checks?|scans?|steps?|jobs?|workflows?|lines?|reviews?|entr(?:y|ies))\b` +
		`|\bremov\w*\s+(?:the\s+)?(?:security|safety|compliance)\s+(?:team|group|reviewers?)\s+from\s+(?:the\s+)?(?:(?:list\s+of\s+)?required\s+)?(?:reviewers?|approvers?|code\s*owners|CODEOWNERS)\b` +
		`|\b(?:auto-?approv\w*|merg\w*)\s+(?:and\s+merg\w*\s+)?without\s+(?:any\s+)?human\s+review\b` +
		`|\brequired\s+(?:approvals?|reviews?|reviewers?)\s+(?:count\s+)?(?:to|=)\s*0\b`)
	// hookExit51: a git hook (by path or name) whose body becomes "exit
	// 0": it passes every commit whatever its checks were.
	hookExit51 = lazyRegexp(`(?i)(?:\.git/hooks/[\w.-]+|\b(?:pre|post)-(?:commit|push|receive|merge)\b)[^\n]{0,120}?["'\x60]exit\s+0["'\x60]`)
)

// frontedPlace51: a clause opened by where the edit happens ("in the
// CI config, remove ...", "Maintenance: in CODEOWNERS delete ..."): the
// verb after it is still the order's first word.
var frontedPlace51 = lazyRegexp(`(?i)(?:^|[.:;]\s*|\band\s+)(?:(?:then|also|now)\s+)?(?:in|inside|within|under|from)\s+(?:the\s+|your\s+|each\s+|every\s+)?[\w./\x60'"-]+(?:\s+[\w./\x60'"-]+){0,2}?\s*,?\s*$`)

// checkRepoGate51 refuses an order that takes a repository's review or
// security gate away when it is kept quiet or done so the checks stop.
func (c *checker) checkRepoGate51(d *doc) {
	for u, t := range d.shortPlainUnits() {
		m := repoGate51.FindStringIndex(t)
		if m != nil {
			ls := strings.LastIndexByte(t[:m[0]], '\n') + 1
			if !imperativeAt(t, m[0]) && !leadAdverb.MatchString(t[ls:m[0]]) && !frontedPlace51.MatchString(t[ls:m[0]]) && !strings.Contains(t[m[0]:m[1]], "without") {
				continue
			}
			if negatedBefore(t[max(0, m[0]-60):m[0]]) {
				continue
			}
		} else if m = hookExit51.FindStringIndex(t); m == nil || !c.editOrder51(t) {
			continue
		}
		if !hidden41(t) && !guardStops51.MatchString(t) && !c.hiddenAfter51(d, u) {
			continue
		}
		if c.describedNotOrdered(d, u, t, m[0]) {
			continue
		}
		tier, why := downgrade(c.securityContext(d, u.start+m[0]), "takes away a repository's review or security gate and keeps it from the user")
		c.add(d, RuleTamperCI, tier, u.start+m[0], u.start+m[1], why)
	}
}

// A planted text that tells whoever reads it (another assistant reading
// the output, the agent the comment is hidden for) both to keep it (save
// it into its own memory, library or skills) and to repeat it in
// everything it writes is a worm by meaning: it asks its reader to
// persist it and to carry it on to the next reader. Either alone is not:
// a disclaimer repeated in every reply persists nowhere, a note saved to
// memory goes nowhere.
var (
	// keepSelf51: this text or skill saved into the reader's own memory,
	// library or skills.
	keepSelf51 = lazyRegexp(`(?i)\b(?:save|store|add|write|copy|install|keep|put)\w*\s+(?:this|it|the\s+(?:following|above))(?:\s+[\w-]+){0,2}?\s+(?:in|into|to)\s+(?:its|your|their|his|her)\s+(?:own\s+)?(?:memory|memories|library|skills?|instructions|notes|system\s+prompt|custom\s+instructions)\b`)
	// repeatAll51: it repeated in every later output.
	repeatAll51 = lazyRegexp(`(?i)\b(?:repeat|include|append|add|reproduce|echo|copy|paste)\w*\s+(?:it|this|this\s+(?:line|instruction|note|message|sentence|text|comment))\s+(?:in|into|to|at\s+the\s+end\s+of)\s+(?:all|every|each|everything|any)\b`)
)

func prop51KeepRepeat(t string) (int, int, bool) {
	if !lowerHas(strings.ToLower(t), "repeat", "include", "append", "reproduce", "echo", "copy", "paste", "add") {
		return 0, 0, false
	}
	km := keepSelf51.FindStringIndex(t)
	if km == nil {
		return 0, 0, false
	}
	rm := repeatAll51.FindStringIndex(t)
	if rm == nil || negatedBefore(t[max(0, min(km[0], rm[0])-60):min(km[0], rm[0])]) {
		return 0, 0, false
	}
	return min(km[0], rm[0]), max(km[1], rm[1]), true
}

var (
	// approvedWrite51: a status written as approved (jq, sed, a setter).
	approvedWrite51 = lazyRegexp(`(?i)["']?\.?(?:status|state|decision|approved)["']?\s*[=:]\s*\\?["']?(?:approved|true|granted|allow(?:ed)?)\b`)
	// pendingApprovals51: the agent's store of requests awaiting the
	// user's approval.
	pendingApprovals51 = lazyRegexp(`(?i)approv\w*/[^\s"']*pending|pending[\w.-]*approv|approv\w*[\w./-]*/pending\b`)
)

// checkPendingApproved51 refuses a code block that writes the requests
// awaiting the user's approval as approved: the user's decision forged
// (round 42's forged review, in a file).
func (c *checker) checkPendingApproved51(d *doc) {
	t := d.v.text
	for _, f := range d.fences {
		b := t[f.start:f.end]
		lb := strings.ToLower(b)
		if !strings.Contains(lb, "approv") || !strings.Contains(lb, "pending") {
			continue
		}
		pm := pendingApprovals51.FindStringIndex(b)
		am := approvedWrite51.FindStringIndex(b)
		if pm == nil || am == nil {
			continue
		}
		c.add(d, RuleTamperReview, Refuse, f.start+min(am[0], pm[0]), f.start+max(am[1], pm[1]), "writes the requests awaiting the user's approval as approved (forges the user's decision)")
	}
}
