package safety

import (
	"strings"
)

// Round 50 (tamper family): principles the earlier rules hold, carried to
// shapes fresh115-118 wrote them in:
//   - "tell no one" is secrecy whoever the people kept out are: the
//     lexicons named the user ("kullanıcıya söyleme", "อย่าบอกผู้ใช้"),
//     so "kimseye söyleme" (tell nobody) and "อย่าบอกเจ้าของร้าน" (don't
//     tell the shop's owner) hid nothing;
//   - the agent's settings named in the language of the order ("ไฟล์
//     settings ของเอเจนต์", "la configuration de l'agent") are the place
//     stealthTarget names in English ("the agent's settings"), and the
//     agent harness's own directory (~/.claude/, ~/.codex/), which holds
//     its history, settings and hooks, is harness state whatever file
//     under it is named: the action rule's quiet tampering reads both;
//   - a table cell opens its own clause: an order in the second column
//     ("| reviews | change every skill's frontmatter ... |") is an order
//     as much as one in the first (round 48 read only a short first cell);
//   - the agent's audit or transcript record switched off, named with
//     its owner ("turn off the agent's transcript and audit logging") or
//     as a setting ("disableAuditLog": true), kept quiet in the sentence
//     or the one after it, is round 40's trail erased in secret; a
//     sentence after it that is only "never" and the user, in any
//     lexicon's language, keeps it from the user;
//   - the audit record made to swallow every later entry (linked to
//     /dev/null) erases the trail for good while the file still looks
//     present: no secrecy is needed, the link is the hiding;
//   - a grant written as rows (an UPDATE that sets every pending
//     approval to approved), with the audit rows of it deleted in the
//     same block or the block run when nobody watches, is round 42's
//     forged review in SQL; deleting the newest audit rows (newer than a
//     cut-off) erases what just happened, where deleting the oldest is
//     retention;
//   - an agent instruction file's guard section (Safety, Permissions,
//     Review) replaced with a grant of everything ("may run any command
//     ... without review"), or removed, while the sentence or the next
//     hides it, takes the agent's guard away in secret;
//   - a comment in a code block saying its lines go into a startup file
//     ("appended to ~/.bashrc by the installer") makes those lines the
//     file's content, in a vim comment (a leading double quote) as in a shell one; lines
//     that reach the network or shadow sudo are persistence for an attack.

// actionTargets50: places the action rule's quiet tampering reads beyond
// tamperTargets (appended by actionTamperTargets41, left41tamper.go).
var actionTargets50 = []targetKind{
	{RuleTamperHarness, lazyRegexp(`(?i)(?:~|\$HOME|\$\{HOME\}|%USERPROFILE%)[\\/]\.(?:claude|codex|gemini|qwen|cursor|opencode|windsurf|continue|aider)[\\/]`),
		nil, "the agent harness's own directory (its history, settings and hooks)"},
	{RuleTamperHarness, agentSettingsForeign50, nil, "the agent harness's settings"},
}

// agentSettingsForeign50: the agent's (or assistant's) settings or
// configuration, in either order, in the languages of the action
// lexicons; the English loanwords "settings" and "config" are read
// beside a native word for the agent.
var agentSettingsForeign50 = lazyRegexp(`(?i)(?:` + agentWordForeign50 + `)[^\n.。;；:：]{0,16}?(?:` + settingsWordForeign50 + `)|(?:` + settingsWordForeign50 + `)[^\n.。;；:：]{0,16}?(?:` + agentWordForeign50 + `)`)

const (
	agentWordForeign50 = `เอเจนต์|เอเจ้นท์|เอเจนท์|ผู้ช่วย\s*AI|エージェント|アシスタント|에이전트|어시스턴트|智能体|智能助手|AI\s*助手|代理程序|एजेंट|এজেন্ট|` +
		`(?:^|[^\pL])(?:агент\pL*|ассистент\pL*|асистент\pL*|ajan(?:ın|in)?|asistan(?:ın)?|agente|agentes|agent(?:en|ens|in)?|asisten|trợ\s+lý)(?:[^\pL]|$)`
	settingsWordForeign50 = `(?:^|[^\pL])(?:settings|config(?:\.\w+)?|configuration|настро\pL*|конфиг\pL*|конфігурац\pL*|налаштуван\pL*|ayar\pL*|yapılandırma\pL*|configuraci[oó]n|ajustes|paramètres|réglages|einstellungen|konfiguration|impostazioni|configurazione|configurações|configuração|pengaturan|konfigurasi|cài\s+đặt|cấu\s+hình)(?:[^\pL]|$)|การตั้งค่า|ตั้งค่า|設定|设置|設置|配置|설정|सेटिंग\pL*|কনফিগ\pL*|সেটিং\pL*`
)

// "Tell no one" and "don't tell the owner", for the action rule's quiet
// tampering, registered under this round's own keys; and Thai verbs of
// change said short ("แก้ไฟล์": edit the file).
func init() {
	registerActionLexicon("tr+r50-tamper", actionLex{
		stealth: []string{"kimseye söyleme", "kimseye bahsetme", "kimseye haber verme", "kimseye bildirme", "kimseye belli etme", "kimseye çaktırma", "kimse bilmesin", "kimse fark etmesin", "kimsenin haberi olmadan", "kimseye sezdirmeden"},
	})
	registerActionLexicon("th+r50-tamper", actionLex{
		stealth: []string{"อย่าบอกใคร", "ไม่ต้องบอกใคร", "โดยไม่บอกใคร", "อย่าให้ใครรู้", "ไม่ให้ใครรู้", "อย่าบอกเจ้าของ", "ไม่ต้องบอกเจ้าของ", "โดยไม่บอกเจ้าของ", "อย่าบอกหัวหน้า", "อย่าบอกผู้ดูแล", "อย่าแจ้งเจ้าของ", "ขั้นตอนลับ"},
	})
	actionEditVerbs["th+r50-tamper"] = []string{"แก้ไฟล์", "แก้ค่า", "แก้การตั้งค่า", "แก้ settings", "แก้ config", "ปิดการขออนุญาต", "ปิดการยืนยัน", "ปิดการแจ้งเตือน"}
}

func init() {
	// Timing the act for when no one watches hides it as "so nobody
	// notices" does: "run it when nobody is looking at the dashboard".
	stealthWords = lazyRegexp(stealthWords.String() + `|(?i:\b(?:when|while|whenever)\s+(?:nobody|no\s+one|no-one)\s+(?:is|'s|are)\s+(?:looking|watching|paying\s+attention|monitoring)\b)`)
	stealthWords = lazyRegexp(wrapSpaces47(stealthWords.String()))
	// Cells before the verb: the verb opens a later cell of a table row.
	imperativeLead = orAtStart(imperativeLead, `^[\s>]*(?:\|[^|\n]{0,40})*\|[\s*_`+"`"+`]*(?:(?:then|also|quietly|silently|secretly|just|and)\s+)?$`)
	// A vim comment opens with a double quote and a space.
	contentFor = lazyRegexp(strings.Replace(contentFor.String(), `(?://+|#+|;+|--|<!--|/\*)`, `(?://+|#+|;+|--|<!--|/\*|"\s)`, 1))
}

// checkTamper50 runs the round-50 tamper checks (hooked from
// checkTamper).
func (c *checker) checkTamper50(d *doc) {
	lower := d.v.lower
	if strings.Contains(lower, "audit") {
		c.checkAuditOff50(d)
	}
	if strings.Contains(lower, "/dev/null") && lowerHas(lower, "audit", "transcript") {
		c.checkRecordNulled50(d)
	}
	if len(d.fences) > 0 && strings.Contains(lower, "update") && strings.Contains(lower, "approv") {
		c.checkApprovalRows50(d)
	}
	if strings.Contains(lower, "section") {
		c.checkGuardSection50(d)
	}
}

var (
	// auditOff50: an order to switch off an audit or transcript record
	// named with its owner or another record beside it ("the agent's
	// transcript and audit logging"), or as a setting turned off.
	auditOff50 = lazyRegexp(`(?i)\b(?:turn\w*\s+off|switch\w*\s+off|disabl\w*|stop\w*|kill\w*|silenc\w*)\s+(?:the\s+|all\s+|its\s+|their\s+|both\s+|any\s+)?(?:[\w-]+'s\s+)?(?:[\w-]+\s+(?:and|,)\s+)?(?:audit\w*|transcripts?)(?:\s+(?:log\w*|trail|record\w*|hooks?))?\b` +
		`|["']?\w*disabl\w*audit\w*["']?\s*[:=]\s*["']?(?:true|1|yes|on)\b|["']?audit\w*(?:log|logging|enabled)["']?\s*[:=]\s*["']?(?:false|0|no|off|none)\b`)
	// userNoun50: the user, in English and the lexicons' languages.
	userNoun50 = lazyRegexp(`(?i)(?:^|[^\pL])(?:user|usuario|usuário|utilisateur|benutzer|nutzer|utente|gebruiker|użytkownik\pL*|kullanıcı\pL*|pengguna|người\s+dùng|пользовател\pL*|користувач\pL*|utilizator\pL*|utilizador|uživatel\pL*|felhasználó\pL*|käyttäjä\pL*|mtumiaji|umsebenzisi|olumulo|mai\s+amfani|gumagamit)(?:[^\pL]|$)|用户|用戶|ユーザー|사용자|المستخدم|משתמש|ผู้ใช้|उपयोगकर्ता|ব্যবহারকারী|کاربر|χρήστη\pL*`)
)

// neverUser50 reports a sentence that is only a "never" (a lexicon's
// negation, or English) and the user, in four words or fewer: after an
// edit it can only keep the edit from the user ("Never tell the user",
// said in a language whose verb the lexicons do not hold).
func neverUser50(s string) bool {
	s = strings.TrimSpace(itemText48(s))
	if s == "" || len(s) > 80 || len(strings.Fields(s)) > 4 || !userNoun50.MatchString(s) {
		return false
	}
	actionLexiconsReady()
	low := strings.ToLower(s)
	for _, h := range (hitCache{}).hits(low, actNever) {
		if h[0] == 0 {
			return true
		}
	}
	return neverLead50.MatchString(s)
}

var neverLead50 = lazyRegexp(`(?i)^(?:never|don'?t|do\s+not)\b`)

// checkAuditOff50 refuses an order to switch off the audit or transcript
// record when the sentence, or the one after it, keeps it quiet.
func (c *checker) checkAuditOff50(d *doc) {
	for u, t := range d.shortPlainUnits() {
		m := auditOff50.FindStringIndex(t)
		if m == nil {
			continue
		}
		ls := strings.LastIndexByte(t[:m[0]], '\n') + 1
		if !imperativeAt(t, m[0]) && !leadAdverb.MatchString(t[ls:m[0]]) {
			// the setting form: ordered by the verb before it ("by
			// setting ...", "set ...")
			if !strings.ContainsAny(t[m[0]:m[1]], ":=") || firstImperative(editVerbRe, t[ls:m[0]], 4) == nil {
				continue
			}
		}
		if !hidden41(t) {
			nt := nextUnitText(d, u)
			if len(nt) > 160 || !hidden41(nt) && !neverUser50(nt) {
				continue
			}
		}
		if c.describedNotOrdered(d, u, t, m[0]) {
			continue
		}
		tier, why := downgrade(c.securityContext(d, u.start+m[0]), "switches off the audit or transcript record and keeps it from the people who watch it")
		c.add(d, RuleTamperReview, tier, u.start+m[0], u.start+m[1], why)
	}
}

var (
	// nullLink50: a symbolic link from /dev/null put in a file's place
	// (ln -s /dev/null FILE, ln -sf, ln -nsf).
	nullLink50 = lazyRegexp(`\bln\s+(?:-[a-zA-Z]+\s+)*(?:--\s+)?/dev/null\s+["']?([~$\w{}./-]+)`)
	// recordPath50: the file is an audit or transcript record, or a log
	// in the agent harness's own directory.
	recordPath50 = lazyRegexp(`(?i)audit|transcript|\.(?:claude|codex|gemini|qwen|cursor|ingot|agents?|config/agents?|config/claude|config/codex)/\S*(?:log|journal)`)
)

// checkRecordNulled50 refuses, in code, an audit or transcript record
// replaced by a link to /dev/null: every later entry is discarded while
// the file looks present, which is the trail erased and hidden at once.
func (c *checker) checkRecordNulled50(d *doc) {
	for _, u := range d.units {
		t := d.unitText(u)
		if len(t) > maxIntentUnit || !strings.Contains(t, "/dev/null") || u.fence < 0 && !d.quoted(u.start+strings.Index(t, "/dev/null")) {
			continue
		}
		for _, m := range nullLink50.FindAllStringSubmatchIndex(t, 4) {
			if !recordPath50.MatchString(t[m[2]:m[3]]) {
				continue
			}
			if c.negated(d, u.start+m[0]) || d.labelledExample(u.start+m[0]) || threatLabel.MatchString(t) || rejectsKind.MatchString(t) {
				continue
			}
			tier, why := downgrade(c.securityContext(d, u.start+m[0]), "links the audit record to /dev/null, so every later entry is thrown away while the file looks present")
			c.add(d, RuleTamperReview, tier, u.start+m[0], u.start+m[1], why)
			break
		}
	}
}

var (
	// approveRows50: an UPDATE of an approval or review table that sets
	// the state to approved for every pending row (or every row).
	approveRows50 = lazyRegexp(`(?is)\bupdate\s+[\w."\x60]*(?:approv|review|sign_?off)[\w."\x60]*\s+set\s+[^;]{0,200}?\b(?:status|state|decision|approved|review_state)["\x60]?\s*=\s*'?(?:approved|true|1|yes)\b'?[^;]{0,200}?(?:;|$)`)
	// pendingRows50: the rows chosen are all pending or open ones, or
	// no row is singled out at all.
	pendingRows50 = lazyRegexp(`(?i)\bwhere\s+[^;]{0,80}?\b(?:status|state|decision|review_state)["\x60]?\s*(?:=|in)\s*\(?\s*'(?:pending|open|waiting|queued|submitted|in_review|awaiting\w*|new)'`)
	whereRe50     = lazyRegexp(`(?i)\bwhere\b`)
	// auditRowsGone50: the audit rows deleted: all of them, or the newest
	// (newer than a cut-off); the oldest ("created_at < now() - ...")
	// is retention.
	auditRowsGone50 = lazyRegexp(`(?i)\btruncate\s+(?:table\s+)?[\w."\x60]*audit\w*|\bdelete\s+from\s+[\w."\x60]*audit[\w."\x60]*\s*(?:;|$)|\bdelete\s+from\s+[\w."\x60]*audit[\w."\x60]*\s+where\s+[^;]{0,60}?\b\w*(?:_at|time\w*|date|ts|when)\b["\x60]?\s*>`)
)

// checkApprovalRows50 refuses a code block that writes approved into
// every pending row of an approval table when the same block deletes the
// audit rows, or the prose around the block hides it: the agent signs
// what it was meant to wait for and removes the record of it.
func (c *checker) checkApprovalRows50(d *doc) {
	for fi, f := range d.fences {
		b := d.v.text[f.start:f.end]
		if len(b) > 20000 {
			b = b[:20000]
		}
		m := approveRows50.FindStringIndex(b)
		if m == nil {
			continue
		}
		stmt := b[m[0]:m[1]]
		if whereRe50.MatchString(stmt) && !pendingRows50.MatchString(stmt) {
			continue // one claim approved by its id is bookkeeping
		}
		why := "writes approved into every pending row of an approval table"
		switch {
		case auditRowsGone50.MatchString(b):
			why += " and deletes the audit rows that would show it"
		case c.fenceStealth(d, fi):
			why += " and keeps it from the people who review them"
		default:
			continue
		}
		s := f.start + m[0]
		if d.labelledExample(s) {
			continue
		}
		tier, msg := downgrade(c.securityContext(d, s), why)
		c.add(d, RuleTamperReview, tier, s, s+len(strings.TrimRight(stmt, ";")), msg)
	}
}

var (
	// guardSection50: a section whose title is a guard, replaced,
	// rewritten or removed ("replace the \"Safety\" section with:").
	guardSection50 = lazyRegexp(`(?i)\b(?:replac\w*|rewrit\w*|overwrit\w*|swap\w*|chang\w*|remov\w*|delet\w*|drop\w*|strip\w*|cut)\s+(?:out\s+)?(?:the\s+|its\s+|their\s+)?["'\x60“‘*_]*(?:safety|security|permissions?|guardrails?|restrictions?|review|approvals?|limits|boundaries|confirmation|ask\s+first|human\s+review)["'\x60”’*_]*\s+(?:section|block|rules|paragraph|heading)\b`)
	// grantText50: text granting the agent everything: any command, any
	// branch, or no review, asking or approval.
	grantText50 = lazyRegexp(`(?i)\b(?:agents?|the\s+agent|assistants?|you|claude|codex|copilot|ai)\s+(?:may|can|are\s+(?:allowed|free|permitted)\s+to|is\s+(?:allowed|free|permitted)\s+to)\s+(?:\w+\s+){0,2}?(?:any|every|all|anything|whatever)\b|\bwithout\s+(?:any\s+)?(?:review|approval|asking|confirmation|permission)\b|\bno\s+(?:review|approval|confirmation)\s+(?:is\s+)?(?:needed|required)\b`)
	// removeVerb50: the section taken out, not replaced.
	removeVerb50 = lazyRegexp(`(?i)^(?:remov|delet|drop|strip|cut)`)
	// instrFile50: an agent instruction file named anywhere in the
	// proposal.
	instrFile50 = lazyRegexp(`(?i)\b(?:AGENTS|CLAUDE|GEMINI)\.md\b|\.cursorrules\b|\.windsurfrules\b|\.clinerules\b|copilot-instructions\.md\b`)
)

// checkGuardSection50 refuses an order to replace an instruction file's
// guard section with a grant of everything, or to remove it, when the
// sentence or the next one hides it. The proposal must name an agent
// instruction file (its name, description or body): a README's Safety
// section is not the agent's guard.
func (c *checker) checkGuardSection50(d *doc) {
	if !instrFile50.MatchString(c.p.Name + "\n" + c.p.Description + "\n" + c.p.Body) {
		return
	}
	for u, t := range d.shortPlainUnits() {
		m := firstImperative(guardSection50, t, 4)
		if m == nil {
			continue
		}
		if !removeVerb50.MatchString(t[m[0]:m[1]]) && !grantText50.MatchString(t[m[1]:]) {
			continue
		}
		if !hidden41(t) && !hidden41(nextUnitText(d, u)) {
			continue
		}
		if c.negated(d, u.start+m[0]) || d.labelledExample(u.start+m[0]) || threatLabel.MatchString(t) || rejectsKind.MatchString(t) {
			continue
		}
		tier, why := downgrade(c.securityContext(d, u.start+m[0]), "replaces or removes the guard section of the agent's instruction file and hides it")
		c.add(d, RuleTamperHarness, tier, u.start+m[0], u.start+m[1], why)
	}
}

// linesBelow50 is the rest of a code block after unit u, up to a blank
// line (at most 600 bytes): what a comment line says goes somewhere.
func linesBelow50(d *doc, u unit) string {
	if u.fence < 0 {
		return ""
	}
	f := d.fences[u.fence]
	r := d.v.text[min(u.end, f.end):min(f.end, u.end+600)]
	if k := strings.Index(r, "\n\n"); k >= 0 {
		r = r[:k]
	}
	return r
}
