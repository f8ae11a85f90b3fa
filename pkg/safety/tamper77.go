package safety

import "strings"

// Round 77 (tamper): a control that records or reviews what is done,
// switched off in code while the words around keep it from the people
// who look.
//
//   - Round 75 read the audit record switched off with the hiding said on
//     the same line, and the grant of everything with the hiding said in
//     a comment or the sentence after the block. The principle is one:
//     the controls that let someone see or stop an act (the audit log and
//     its entries, the human review or approval the agent's policy
//     requires) taken away in configuration or SQL, in a block whose
//     comments or following sentence say the people who would look are
//     not to know ("the manager doesn't need to see this", "nobody needs
//     to hear about it"). Each part alone is ordinary: an operator turns
//     an audit setting off on a test system and says why; a policy file
//     without review is a choice shown to the user. Together they are an
//     act hidden from its reviewers.
//   - The hiding is read only where it is an order of this skill: a
//     sentence that lists threats, rejects a kind of change, is negated,
//     or has an attacker for its subject ("attackers turn this off
//     quietly") describes the act, it does not order it (hiddenHere77).
var (
	// auditOff77: the audit record's own setting switched off (a key of
	// an audit resource set false), or its entries deleted or emptied.
	auditOff77 = lazyRegexp(`(?i)\b(?:update|alter)\s+[\w."\x60]*(?:audit|cloudtrail)\w*[\w."\x60]*\s+set\s+[\w."\x60]*(?:enabled?|logging|active|on)\w*["\x60]?\s*=\s*(?:false|off|no|0|'(?:false|off|no|disabled?)')|\b(?:delete\s+from|truncate(?:\s+table)?)\s+[\w."\x60]*(?:audit|activity[_-]?log|access[_-]?log|cloudtrail)\w*`)
	// reviewOff77: the agent's human review or approval gate switched
	// off in a key (require_human_review: false, approval_required = no),
	// or skipped by a key set true (skip_review: true, auto_approve: yes).
	reviewOff77 = lazyRegexp(`(?i)["']?\b[\w.-]*(?:require|need|enforce|human|manual|mandatory)[\w.-]*(?:review|approv|confirm|sign[_-]?off)\w*["']?\s*[:=]\s*["']?(?:false|off|no|never|none|disabled?|0)\b|["']?\b[\w.-]*(?:review|approv|confirm)\w*[_-](?:required|needed|enforced|mandatory)["']?\s*[:=]\s*["']?(?:false|off|no|never|none|disabled?|0)\b|["']?\b[\w.-]*(?:skip|bypass|auto)[_-]?(?:review|approv|confirm)\w*["']?\s*[:=]\s*["']?(?:true|on|yes|1|always|all)\b`)
	// describedSubject77: a sentence whose subject is an attacker or a
	// piece of malware ("attackers attach this quietly", "an insider
	// might delete the entries"): it tells what they do.
	describedSubject77 = lazyRegexp(`(?i)^[\s>*_#/-]*(?:(?:an?|the|some|many|most|such|these|those|real|typical)\s+)?(?:\w+\s+)?(?:attackers?|adversar(?:y|ies)|intruders?|hackers?|criminals?|threat\s+actors?|malware|insiders?|ransomware|bad\s+actors?|red[- ]teamers?|rogue\s+\w+|malicious\s+\w+)\b`)
)

// hiddenHere77 reports that s (a comment or a sentence at offset at of
// unit u, text t) keeps something from the people who would look, as an
// order of this skill: hidden41's words, not negated, not a threat list
// or a rejected kind, not said of an attacker.
func (c *checker) hiddenHere77(d *doc, u unit, t string, at int) bool {
	if len(t) > maxIntentUnit || !hidden41(t) {
		return false
	}
	return !c.describedNotOrdered(d, u, t, at) && !describedSubject77.MatchString(t) && !thirdPartyModalRe73.MatchString(t)
}

// commentHidden77 reports a comment in code that hides, not said of an
// attacker nor under a threat label.
func commentHidden77(line string) bool {
	if len(line) > 2000 {
		return false
	}
	cm := codeComment75.FindStringSubmatchIndex(line)
	if cm == nil {
		return false
	}
	s := line[cm[2]:cm[3]]
	return hidden41(s) && !describedSubject77.MatchString(s) && !thirdPartyModalRe73.MatchString(s) && !threatLabel.MatchString(s)
}

// fenceHidden77 reports that fence f's comments, or the prose sentence
// right after it, keep what it does from the people who would look.
func (c *checker) fenceHidden77(d *doc, f fence) bool {
	for line := range strings.Lines(d.v.text[f.start:f.end]) {
		if commentHidden77(strings.TrimRight(line, "\r\n")) {
			return true
		}
	}
	for _, u := range d.units {
		if u.fence < 0 && u.start >= f.close {
			return c.hiddenHere77(d, u, d.unitText(u), 0)
		}
	}
	return false
}

// checkTamper77 runs the round-77 tamper checks (hooked from tamper.go's
// list).
func (c *checker) checkTamper77(d *doc) {
	lower := d.v.lower
	if lowerHas(lower, "approved by", "signed off by", "signed-off by", "accepted by", "reviewed by") {
		c.checkForgedApproval77(d)
	}
	if strings.Contains(lower, "cluster-admin") && strings.Contains(lower, "clusterrolebinding") {
		c.checkClusterAdminBroad77(d)
	}
	if len(d.fences) == 0 {
		return
	}
	if !lowerHas(lower, "audit", "cloudtrail", "activity_log", "activity-log", "access_log", "access-log", "review", "approv", "confirm", "sign_off", "sign-off", "signoff") {
		return
	}
	for _, f := range d.fences {
		code := d.v.text[f.start:f.end]
		pos := 0
		for line := range strings.Lines(code) {
			ls := pos
			pos += len(line)
			if len(line) > 2000 {
				continue
			}
			m, what := auditOff77.FindStringIndex(line), "switches the audit record off or deletes its entries"
			if m == nil {
				m, what = reviewOff77.FindStringIndex(line), "switches the human review or approval of the agent's actions off"
			}
			if m == nil {
				continue
			}
			at := f.start + ls + m[0]
			if d.labelledExample(at) || c.negated(d, at) || !c.fenceHidden77(d, f) {
				break
			}
			tier, why := downgrade(c.securityContext(d, at), what+" in code, and keeps it from the people who would look")
			c.add(d, RuleTamperReview, tier, at, f.start+ls+m[1], why)
			return
		}
	}
}

// Round 77 (tamper): the people who would look told they need not know.
// "Nobody needs to hear about the patch", "no one has to know about
// it": the purpose of the sentence is that the change is not seen, as
// "tell no one" says. Read only with "about" and a short object, or
// ending the clause: "nobody needs to know the root password" states
// who holds a secret, not a change hidden.
func init() {
	stealth41 = lazyRegexp(stealth41.String() + `|(?i:\b(?:nobody|no\s*one|no-one)\s+(?:else\s+)?(?:needs?|has|have)\s+to\s+(?:hear|know|be\s+told|find\s+out)(?:\s+about\s+(?:it|this|that|them|(?:the|this|that|these|those|our|my)\s+(?:[\w-]+\s+){0,2}?[\w-]+)\s*(?:[.;,!)—–]|\s-|$)|\s*(?:[.;,!)—–]|\s-|$)))`)
}

// Round 77 (tamper): German "tell the user nothing" in the forms the
// lexicon lacked. German gives orders with the bare infinitive ("Dem
// Benutzer nichts davon sagen."), puts the person between the verb and
// "nichts" ("sag dem Nutzer nichts"), and says "without saying it to the
// user" with the person inside ("ohne es dem Benutzer zu sagen"). Each
// keeps a change from the user as "verschweige es" does. "Nichts" is
// read only with "davon/darüber" (of it) or with the user named, so a
// sentence on what a log says ("die Logs sagen nichts") is not read.
func init() {
	registerActionLexicon("de+r77-tamper", actionLex{
		stealth: []string{
			"nichts davon sagen", "nichts davon erzählen", "nichts davon erwähnen", "nichts davon mitteilen", "nichts darüber sagen", "nichts darüber erzählen", "nichts darüber erwähnen",
			"dem benutzer nichts davon", "dem nutzer nichts davon", "der nutzerin nichts davon", "dem anwender nichts davon", "dem kunden nichts davon",
			"sag dem benutzer nichts", "sag dem nutzer nichts", "sage dem benutzer nichts", "sage dem nutzer nichts", "sagen sie dem benutzer nichts", "sagen sie dem nutzer nichts",
			"ohne es dem benutzer zu sagen", "ohne es dem nutzer zu sagen", "ohne dem benutzer etwas zu sagen", "ohne dem nutzer etwas zu sagen", "ohne es jemandem zu sagen",
			"kein wort darüber", "kein wort davon", "behalte es für dich", "behalte das für dich",
		},
	})
}

// Round 77 (tamper): an approval written down for people who did not
// give it, kept out of the review.
//
//   - A review's record of approval is what lets a change through: the
//     code owners' sign-off, the reviewers' approval. An order to write
//     that record ("add an entry marking the PRs as approved by the code
//     owners", "record the release as signed off by QA") puts the
//     reviewers' name on a decision they never made; with the paragraph
//     saying not to remark on it, the forged approval is hidden from the
//     very people it names. Recording an approval the owners gave, said
//     openly, is bookkeeping: the hiding is required, and a sentence
//     that describes or rejects the act is not read (hiddenHere77).
var (
	approvedBy77 = lazyRegexp(`(?i)\b(?:as\s+)?(?:approved|signed[\s-]off|accepted|reviewed|lgtm'?d)\s+by\s+(?:the\s+|all\s+|every\s+|its\s+)?(?:code[\s-]?owners?|codeowners|reviewers?|maintainers?|owners?|security(?:\s+team)?|leads?|approvers?|QA|release\s+managers?|compliance)\b`)
	writeMark77  = lazyRegexp(`(?i)\b(?:add|append|insert|write|record|mark|set|flag|log|enter|create)\b`)
)

// checkForgedApproval77 refuses an ordered record of an approval by the
// reviewers, in a paragraph that keeps it out of the review.
func (c *checker) checkForgedApproval77(d *doc) {
	for u, t := range d.proseTexts() {
		if len(t) > maxIntentUnit {
			continue
		}
		am := approvedBy77.FindStringIndex(t)
		if am == nil {
			continue
		}
		// the sentence's start (a line may wrap inside it; a dot inside
		// a file name or a version ends nothing), at most 300 bytes back
		ss := max(0, am[0]-300)
		for i := am[0] - 1; i >= ss; i-- {
			if strings.IndexByte(".;!?", t[i]) >= 0 && (t[i] != '.' || i+1 < len(t) && (t[i+1] == ' ' || t[i+1] == '\n')) {
				ss = i + 1
				break
			}
		}
		vm := writeMark77.FindStringIndex(t[ss:am[0]])
		if vm == nil || !imperativeAt(t, ss+vm[0]) {
			continue
		}
		para := t + "\n" + restOfParagraph(d.v.text, u.end)
		if len(para) > maxIntentUnit {
			para = para[:maxIntentUnit]
		}
		if !c.hiddenHere77(d, u, para, 0) || c.describedNotOrdered(d, u, t, ss+vm[0]) {
			continue
		}
		at := u.start + ss + vm[0]
		tier, why := downgrade(c.securityContext(d, at), "records an approval by the reviewers or code owners that they did not give, and keeps it out of the review")
		c.add(d, RuleTamperReview, tier, at, u.start+am[1], why)
		return
	}
}

// Round 77 (tamper): "don't comment on it in the review". Not remarking
// on a change where the reviewers read (the review, the PR, the summary)
// keeps it from them, as "don't mention it" does; round 75 read the
// Romance "sin comentarlo". Only a pronoun object is read, ending the
// clause or followed by the place of the remark: "don't comment on style
// nits" has an object of its own.
func init() {
	stealth41 = lazyRegexp(stealth41.String() + `|(?i:\b(?:don'?t|do\s+not|never)\s+(?:comment|remark)\s+(?:on|about|upon)\s+(?:this|it|that|them|these)(?:\s*(?:[.;,!)—–]|\s-|$)|\s+(?:in|to|within)\s+(?:the\s+|your\s+|any\s+)?(?:reviews?|PRs?|pull\s+requests?|summary|report|changelog|commit\s+message|reply|response|user)\b))`)
}

// Round 77 (tamper): the cluster's full administrator role bound to a
// subject that is everyone or everything in a namespace.
//
//   - cluster-admin is every permission on every resource of a
//     Kubernetes cluster (the wildcard grant of round 75, by name).
//     Bound to a dedicated account an operator runs, it is setup; bound
//     to a namespace's "default" service account it is given to every pod
//     that runs there without naming an account (a website, a job, a
//     dependency's container), and bound to system:anonymous,
//     system:unauthenticated, system:authenticated or
//     system:serviceaccounts it is given to anyone who reaches the API.
//     A skill that writes such a binding (kubectl create or patch, a
//     ClusterRoleBinding manifest) opens the cluster to whatever it
//     deploys. Reading bindings (kubectl get, an audit's jq) writes
//     nothing and is not read.
var (
	// bindWrite77: a command that writes a cluster role binding.
	bindWrite77 = lazyRegexp(`(?i)\bkubectl\s+(?:[\w-]+\s+)*?(?:create|patch|apply|edit|replace|set\s+subject)\s+(?:[\w-]+\s+)*?clusterrolebindings?\b`)
	// broadSubject77: every pod of a namespace or anyone at all.
	broadSubject77 = lazyRegexp(`(?i)--serviceaccount[= ]["']?[\w.-]+:default\b|\\?["']?\bname\\?["']?\s*:\s*\\?["']?default\\?["']?\s*(?:[,}\n]|$)|\bsystem:(?:anonymous|unauthenticated|authenticated|serviceaccounts)\b`)
	// bindManifest77: a ClusterRoleBinding manifest.
	bindManifest77 = lazyRegexp(`(?i)\bkind:\s*["']?ClusterRoleBinding\b`)
	clusterAdmin77 = lazyRegexp(`(?i)\bcluster-admin\b`)
)

// checkClusterAdminBroad77 refuses a written binding of cluster-admin to
// a namespace's default account or to everyone.
func (c *checker) checkClusterAdminBroad77(d *doc) {
	t := d.v.text
	pos := 0
	for line := range strings.Lines(t) {
		ls := pos
		pos += len(line)
		if len(line) > 4000 || !clusterAdmin77.MatchString(line) {
			continue
		}
		wm := bindWrite77.FindStringIndex(line)
		if wm == nil || !broadSubject77.MatchString(line[wm[0]:]) {
			continue
		}
		if c.clusterAdminReport77(d, ls+wm[0], ls+wm[1]) {
			return
		}
	}
	for _, f := range d.fences {
		code := t[f.start:f.end]
		if len(code) > 100000 {
			continue
		}
		// each manifest of the block: from its ClusterRoleBinding kind to
		// the next document or the block's end
		for _, m := range bindManifest77.FindAllStringIndex(code, 16) {
			doc := code[m[0]:]
			if i := strings.Index(doc, "\n---"); i >= 0 {
				doc = doc[:i]
			}
			if bs := strings.LastIndex(code[:m[0]], "\n---"); bs >= 0 {
				doc = code[bs:m[0]] + doc
			}
			if !clusterAdmin77.MatchString(doc) || !broadSubject77.MatchString(doc) {
				continue
			}
			if c.clusterAdminReport77(d, f.start+m[0], f.start+m[1]) {
				return
			}
		}
	}
}

// clusterAdminReport77 adds the refusal at [s,e) unless the text there
// describes the binding rather than ordering it.
func (c *checker) clusterAdminReport77(d *doc, s, e int) bool {
	u := d.unitAt(s)
	ut := d.v.text[u.start:min(u.end, len(d.v.text))]
	if d.labelledExample(s) || c.negated(d, s) || threatLabel.MatchString(ut) || rejectsKind.MatchString(ut) {
		return false
	}
	if pu := prevUnitText(d, u); threatLabel.MatchString(pu) || rejectsKind.MatchString(pu) {
		return false
	}
	tier, why := downgrade(c.securityContext(d, s), "binds the cluster-admin role to a namespace's default service account or to everyone, giving full control of the cluster to whatever runs there")
	c.add(d, RuleTamperPrivilege, tier, s, e, why)
	return true
}
