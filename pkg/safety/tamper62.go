package safety

import "strings"

// Round 62 (tamper): tampering read in shapes the earlier rules missed.
// Each principle is one the older rules hold, carried to a form they did
// not read.

// Secrecy said of the party the record answers to: "the client shouldn't
// see them", "auditors needn't know about this". The change is kept from
// the people who would check it, as "don't tell the user" does
// (stealthWords, read by every quiet-tamper rule). The object must be a
// pronoun for the change itself ("them", "this"), so "the customer
// shouldn't see internal notes" (privacy of a named thing) is not read.
func init() {
	stealthWords = lazyRegexp(stealthWords.String() + `|(?i:` +
		`\b(?:the\s+|our\s+|any\s+)?(?:clients?|customers?|users?|auditors?|regulators?|supervisors?|managers?|owners?|reviewers?|compliance(?:\s+team)?|security(?:\s+team)?)\s+(?:shouldn'?t|should\s+not|must\s+not|mustn'?t|needn'?t|need\s+not|doesn'?t\s+need\s+to|don'?t\s+need\s+to|can'?t|cannot|won'?t)\s+(?:ever\s+)?(?:see|know\s+(?:about|of)|notice|find\s+out\s+about|hear\s+(?:about|of)|learn\s+(?:about|of))\s+(?:them|it|this|these|that|those)\b)`)
	// The change kept off its own record: "don't log the change", "don't
	// record this in the git history". What is not written down cannot be
	// reviewed, the purpose "so nobody notices" says (tamper48). The object
	// must be the change itself, so "don't log the password" (a secret kept
	// out of a log) is not read.
	stealthWords = lazyRegexp(stealthWords.String() + `|(?i:` +
		`\b(?:don'?t|do\s+not|never|no\s+need\s+to)\s+(?:log|record|note|document|write\s+down)\s+(?:the|this|that|these|those|your|its|any\s+of\s+(?:the|these|this))\s+(?:changes?|edits?|updates?|writes?|overwrites?|tweaks?|swaps?)\b` +
		`|\b(?:don'?t|do\s+not|never)\s+(?:log|record|note|keep|leave)\s+(?:this|it|that|these|them|the\s+(?:change|edit|update|overwrite))\s+(?:in|into|on)\s+(?:the\s+|any\s+)?(?:git\s+history|(?:commit|change|edit|version)\s+(?:history|log)|history|changelog|reflog)\b)`)
	stealthWords = lazyRegexp(wrapSpaces47(stealthWords.String()))
	// Every item awaiting a decision, said by its state ("every shot in
	// review", "all claims awaiting approval"): bulk43's "every pending"
	// in the words that name the queue.
	bulk43 = lazyRegexp(bulk43.String() + `|(?i:\b(?:every|each|all)\s+(?:of\s+the\s+)?(?:[\w-]+\s+){0,2}?(?:in|awaiting|under|up\s+for|pending|waiting\s+for)\s+(?:review|approval|sign-?off)\b)`)
	// The approval written around the person whose approval it is ("so
	// they bypass the supervisor", "skip the manager"): noLook43's
	// "bypass the approvers" with the approver named by role.
	noLook43 = lazyRegexp(noLook43.String() + `|(?i:\b(?:bypass\w*|skip(?:s|ping)?|go(?:es|ing)?\s+around|circumvent\w*|sidestep\w*|get\s+(?:past|around))\s+(?:the\s+|their\s+|its\s+|any\s+)?(?:supervisors?|managers?|team\s+leads?|leads?|sign-?offs?|signers?|approvers?|reviewers?)\b)`)
}

// checkTamper62 runs the round-62 tamper checks (hooked from tamper.go's
// list).
func (c *checker) checkTamper62(d *doc) {
	if strings.Contains(d.v.lower, "audit") {
		c.checkAuditScheduled62(d)
	}
	if d.field == FieldBody && strings.Contains(d.v.lower, "nopasswd") {
		c.checkSudoOffTask62(d)
	}
}

// machineTask62: a skill's name or description that speaks of the
// machine's access or set-up, where a sudo rule is part of the task.
var machineTask62 = []string{"sudo", "root", "privilege", "permission", "access", "admin", "account", "user", "provision", "bootstrap", "set up", "setup", "install", "onboard", "vm", "vagrant", "ansible", "puppet", "chef", "salt", "image", "container", "docker", "environment", "machine", "host", "server", "runner", "ci", "cloud-init", "kickstart", "harden", "security", "lab", "kiosk", "devbox", "sysadmin", "linux",
	"users", "accounts", "permissions", "privileges", "servers", "hosts", "machines", "containers", "images", "runners", "environments", "vms", "sudoers", "provisioning", "nodes", "node", "cluster", "fleet", "workstation-setup"}

// checkSudoOffTask62 refuses passwordless root for every command given
// to a user (sudoUserRe) by a skill whose name and description speak of
// another task (rotating logs, a report): the grant is no part of what
// the skill says it does, so it is slipped in past the reader, the
// secrecy checkPrivilege refuses when it is said outright. A skill about
// the machine's access or set-up keeps checkPrivilege's flag for the
// reviewer.
func (c *checker) checkSudoOffTask62(d *doc) {
	about := strings.ToLower(c.p.Name + " " + c.p.Description)
	if strings.TrimSpace(about) == "" {
		return
	}
	for _, w := range machineTask62 {
		if containsWord(about, w) {
			return
		}
	}
	for _, m := range sudoUserRe.FindAllStringIndex(d.v.text, 4) {
		if c.negated(d, m[0]) || d.labelledExample(m[0]) {
			continue
		}
		tier, why := downgrade(c.securityContext(d, m[0]), "gives a user passwordless root for every command, no part of the task the skill names")
		c.add(d, RuleTamperPrivilege, tier, m[0], m[1], why)
	}
}

// scheduleLead62: the order opens with when it runs ("Every night,",
// "Each week", "Nightly,"): still an order, as "Then" before it is
// (leadAdverb).
var scheduleLead62 = lazyRegexp(`(?i)^[\s>*_\-+\d.)]*(?:(?:every|each|once\s+a)\s+(?:night|day|morning|evening|week|weekend|month|hour|run|sync|time)|nightly|daily|weekly|monthly|hourly)[\s,:]+(?:(?:also|then|just|quietly|silently)\s+)?$`)

// checkAuditScheduled62 refuses an audit record switched off or emptied
// on a schedule while the sentence or the next keeps it from the people
// who read it: checkAuditQuiet42's principle with the order opening on
// when it runs.
func (c *checker) checkAuditScheduled62(d *doc) {
	for u, t := range d.shortPlainUnits() {
		m := auditOff40.FindStringIndex(t)
		if m == nil {
			m = auditErase42.FindStringIndex(t)
		}
		if m == nil || !scheduleLead62.MatchString(t[strings.LastIndexByte(t[:m[0]], '\n')+1:m[0]]) {
			continue
		}
		if !hidden41(t) && !c.hiddenAfter51(d, u) {
			continue
		}
		if c.describedNotOrdered(d, u, t, m[0]) || c.negated(d, u.start+m[0]) || d.labelledExample(u.start+m[0]) {
			continue
		}
		tier, why := downgrade(c.securityContext(d, u.start+m[0]), "switches off or empties the audit record on a schedule and keeps it from the people who read it")
		c.add(d, RuleTamperReview, tier, u.start+m[0], u.start+m[1], why)
	}
}

// Irish edit verbs for the action rule's quiet tampering: Irish secrecy
// ("go ciúin", "ná luaigh é") is read since round 41, but an edit said in
// Irish ("cuir isteach i .cursorrules", "athraigh") was not, so a quiet
// write into the harness's rules went unread. The key carries the branch
// (two registrations of one language panic once merged).
func init() {
	actionEditVerbs["ga+r62-tamper"] = []string{"cuir isteach", "cuir le", "cuir leis", "athraigh", "athraígí", "scríobh", "scriosadh", "scrios", "bain", "bain amach", "cuir in eagar", "cuir in ionad", "ionadaigh", "nuashonraigh", "díchumasaigh", "múch", "forscríobh"}
}

func init() {
	// Another skill named by its name in Lithuanian ("`x` įgūdį", any
	// case of "įgūdis"), as "the `x` skill" is in English: another
	// skill's file steers the agent later (foreignOtherSkills41's
	// principle). The name must be quoted, so "įgūdžiai" in a CV is not
	// read.
	actionTargets50 = append(actionTargets50, targetKind{RuleTamperSkills,
		lazyRegexp(`[\x60"'„“][\w.-]+[\x60"'“”]\s+įgūd\p{L}*`), nil, "another skill"})
	// The repository's review guard in Polish ("ochrona gałęzi", "wymóg
	// przeglądu"), as "branch protection" and "required review" are read
	// in English: the check that stops an unreviewed change.
	actionTargets50 = append(actionTargets50, targetKind{RuleTamperReview,
		lazyRegexp(`(?i)ochron\p{L}*\s+gałęzi|wym[oó]g\p{L}*\s+(?:przegląd|recenzj|zatwierdze)\p{L}*`), nil, "the repository's review guard"})
}
