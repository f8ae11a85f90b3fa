package safety

import "strings"

// Round 90 (propagate), code: a script planted in the login of every
// account on the machine or every host the user can reach. A loop over
// every home folder (/home/*, /Users/*) or over the hosts the user's SSH
// knows (~/.ssh/config, known_hosts, ssh-keyscan), whose body appends to
// each target's shell startup file a line that runs a script (source,
// ".", or the script copied there), puts code in every other login the
// user can reach, each of which runs it from then on without its owner
// choosing it: the skill spreading itself like a worm, not one user's
// own shell set up. Reading each host's uptime in such a loop, or
// adding a line to one's own ~/.bashrc, is not this.
var (
	// fanAccounts90: the loop over every account or reachable host (a
	// for loop over home folders or over hosts read from the SSH files,
	// or those files piped into xargs).
	fanAccounts90 = lazyRegexp(`(?i)\bfor\s+\w+\s+in\s+(?:["']?/(?:home|Users)/\*|\$\(\s*(?:ls|find)\s+/(?:home|Users)\b|\$\([^)\n]*(?:\.ssh/config|known_hosts|ssh-keyscan)[^)\n]*\))|(?:\.ssh/config|known_hosts|ssh-keyscan)[^\n]*\|\s*xargs\b`)
	// startupAppend90: an append to a shell startup file.
	startupAppend90 = lazyRegexp(`>>\s*["']?[^\s;'"|&]*(?:\.bashrc|\.profile|\.zshrc|\.bash_profile|\.zprofile|\.bash_login)\b`)
	// runsScript90: what the appended line does is run a script file.
	runsScript90 = lazyRegexp(`\bsource\s+["']?[~$/\w]|(?:^|[\s'"])\.\s+["']?(?:~|\$HOME|\$\{HOME\}|/)`)
	loopDone90   = lazyRegexp(`\bdone\b`)
)

// fanStartup90 reports, in code block b, such a loop: its start and the
// end of the append.
func fanStartup90(b string) (int, int, bool) {
	if len(b) > 8000 {
		b = b[:8000]
	}
	lb := strings.ToLower(b)
	if !lowerHas(lb, ".bashrc", ".profile", ".zshrc", ".bash_profile", ".zprofile", ".bash_login") || !lowerHas(lb, "/home/", "/users/", ".ssh/config", "known_hosts", "ssh-keyscan") {
		return 0, 0, false // the cheap test first
	}
	for _, m := range fanAccounts90.FindAllStringIndex(b, 8) {
		// The loop's body: up to its "done", or the rest of the line for
		// an xargs pipeline.
		end := min(len(b), m[0]+800)
		if strings.HasPrefix(strings.ToLower(b[m[0]:]), "for") {
			if dm := loopDone90.FindStringIndex(b[m[1]:end]); dm != nil {
				end = m[1] + dm[1]
			}
		} else if i := strings.IndexByte(b[m[1]:end], '\n'); i >= 0 {
			end = m[1] + i
		}
		body := b[m[0]:end]
		am := startupAppend90.FindStringIndex(body)
		if am == nil || !runsScript90.MatchString(body[:am[0]]) {
			continue
		}
		return m[0], m[0] + am[1], true
	}
	return 0, 0, false
}

// checkPropagation90Code runs the reading over d's code blocks (hooked
// from checkTamper90).
func (c *checker) checkPropagation90Code(d *doc) {
	t := d.v.text
	for _, f := range d.fences {
		if s, e, ok := fanStartup90(t[f.start:f.end]); ok && !d.labelledExample(f.start+s) {
			c.reportPropagation(d, f.start+s, f.start+e, true, "plants a script in the shell startup of every account on the machine or every host the user's SSH reaches (self-propagation)")
		}
	}
}

// Round 90 (h269-propagate-11): the spread stated as its purpose, from
// the receivers' side. "..., so every future project inherits this
// skill", "so that each new repository picks up this skill": whatever
// the order's verb (register a template as the default, set a hook),
// the sentence says what it is for, many places (every, each, all, any
// new, future or other project, repository, machine, user) ending up
// with this skill: the same as copying it there. "Every project gets
// this skill's lint rules" (its output), "so the project inherits the
// settings" (another thing), or a described state with no purpose
// ("every member has this skill") is not this.
var propPurposeFan90 = lazyRegexp(`(?i)\b(?:so|so\s+that|such\s+that|ensur(?:e|es|ing)(?:\s+that)?|making\s+sure(?:\s+that)?|to\s+make\s+sure(?:\s+that)?|until)\s+(?:every|each|all|any)\s+(?:(?:new|future|other|later|subsequent|existing)\s+)?(?:(?:[\w-]+)\s+)?(?:repos?|repositor(?:y|ies)|projects?|workspaces?|machines?|computers?|laptops?|hosts?|users?|members?|accounts?|teams?|agents?|assistants?|codebases?|forks?|clones?)\s+(?:(?:will|would|then|automatically|also)\s+)*(?:inherits?|receives?|gets?|picks?\s+up|ships?\s+with|comes?\s+with|starts?\s+(?:out\s+)?with|ends?\s+up\s+with)\s+(?:a\s+copy\s+of\s+)?this\s+(?:skill|SKILL\.md)(?:$|[^'’\w-])`)

// checkPropagationPurpose90 reads each prose statement of the body for
// the spread stated as its purpose (hooked from checkTamper90).
func (c *checker) checkPropagationPurpose90(d *doc) {
	if !strings.Contains(d.v.lower, "this skill") || !lowerHas(d.v.lower, "inherit", "receive", "get", "pick", "ship", "come", "start", "end") {
		return // the cheap test first
	}
	for u, ut := range d.proseUnitsCut() {
		m := propPurposeFan90.FindStringIndex(ut)
		if m == nil || c.describedNotOrdered(d, u, ut, m[0]) || d.labelledExample(u.start+m[0]) {
			continue
		}
		c.reportPropagation(d, u.start+m[0], u.start+m[1], false, "says its order is so that every new or other project, repository or machine ends up with this skill (self-propagation)")
	}
}
