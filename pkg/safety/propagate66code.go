package safety

import "strings"

// Round 66 (propagate family): two code readings of self-propagation
// (this skill's own folder or file carried into skills folders that are
// many), read in fresh189:
//
//   - A hook put into git's template folder (which every new clone
//     receives) by any writer, not only a here-document: a printf or echo
//     whose text copies this skill's own folder or file into a skills
//     folder, redirected into a file under the template folder. What the
//     hook holds is the same whether cat, printf or echo wrote it.
//   - A configuration-management copy (an Ansible copy or synchronize
//     task, a Salt or Puppet file resource written the same way, src and
//     dest) whose source is this skill's own folder and whose destination
//     is a skills folder under a path that changes with the loop item
//     ("/home/{{ item }}/.agents/skills/..."), with a loop: the task puts
//     the skill into every user's or host's skills folder, as the shell
//     loop over every home of prop63HomesSkills does. A loop over the
//     skills themselves into one folder ("skills/{{ item }}") is an
//     installer: the item is not before the skills folder there.

var (
	// prop66Redirect: a redirect (> or >>) and the file it writes, group 1.
	prop66Redirect = lazyRegexp(`>>?\s*["']?([^\s"';&|>]+)`)
	// prop66DestPerItem: a destination whose path holds a loop item
	// before an agent's skills folder.
	prop66DestPerItem = lazyRegexp(`\{\{\s*(?:item|\w+_item|user|host|username|account)(?:\.\w+)?\s*\}\}[^\s"']*/\.?(?:claude|codex|agents|cursor|gemini)/skills\b`)
	// prop66Escapes: printf's and echo -e's line-break and tab escapes.
	prop66Escapes = strings.NewReplacer(`\n`, "\n", `\t`, "\t", `\r`, "\n")
	// prop66Loop: a task loop.
	prop66Loop = lazyRegexp(`(?m)^\s*(?:loop|with_items|with_list|with_nested|with_subelements|loop_control)\s*:`)
)

// prop66TemplateHookLine reports, in the code block b, a line that
// writes into git's template folder (printf/echo redirected) text that
// copies this skill's folder or file into a skills folder.
func prop66TemplateHookLine(b string, own *lazyRE) (int, int, bool) {
	if own == nil || !strings.Contains(strings.ToLower(b), "git") || !strings.Contains(b, ">") || !strings.Contains(b, "skills") {
		return 0, 0, false
	}
	dir, gm, ok := prop46TemplateDir(b)
	if !ok {
		return 0, 0, false
	}
	dir = strings.TrimPrefix(strings.TrimPrefix(dir, "~/"), "$HOME/")
	for ls, le := range lineSpans(b) {
		line := b[ls:le]
		if !strings.Contains(line, dir) || !strings.Contains(line, "skills") || (!strings.Contains(line, "printf") && !strings.Contains(line, "echo")) {
			continue
		}
		// the redirect into the template folder (a "2>/dev/null" inside
		// the written text is another)
		at := -1
		for _, rm := range prop66Redirect.FindAllStringSubmatchIndex(line, 8) {
			if strings.Contains(line[rm[2]:rm[3]], dir) {
				at = rm[0]
				break
			}
		}
		pw := max(strings.Index(line, "printf"), strings.Index(line, "echo"))
		if at < 0 || pw < 0 || pw > at {
			continue
		}
		// what is written, before the redirect, its escapes read as the
		// line breaks and tabs printf and echo -e write ("\ncp ...")
		text := prop66Escapes.Replace(line[pw:at])
		if propCopyCode.FindStringIndex(text) == nil {
			continue
		}
		sm := own.FindStringIndex(text)
		if sm == nil {
			sm = prop46SelfFile.FindStringIndex(text)
		}
		if sm != nil && prop64IntoSkills.MatchString(text[sm[1]:]) {
			return min(gm[0], ls), max(gm[1], le), true
		}
	}
	return 0, 0, false
}

// prop66TaskFanCopy reports, in the code block b, a copy task whose
// source is this skill's own folder and whose destination is a skills
// folder under a per-item path, with a loop.
func prop66TaskFanCopy(b string, own *lazyRE) (int, int, bool) {
	if own == nil || !strings.Contains(b, "src") || !strings.Contains(b, "dest") || !strings.Contains(b, "{{") {
		return 0, 0, false
	}
	if prop66Loop.FindStringIndex(b) == nil {
		return 0, 0, false
	}
	srcAt, srcEnd := -1, -1
	for ls, le := range lineSpans(b) {
		line := strings.TrimSpace(b[ls:le])
		switch {
		case strings.HasPrefix(line, "src:") || strings.HasPrefix(line, "source:"):
			if own.FindStringIndex(line) != nil {
				srcAt, srcEnd = ls, le
			}
		case strings.HasPrefix(line, "dest:") || strings.HasPrefix(line, "destination:") || strings.HasPrefix(line, "path:"):
			if srcAt >= 0 && prop66DestPerItem.FindStringIndex(line) != nil {
				return srcAt, max(srcEnd, le), true
			}
		}
	}
	return 0, 0, false
}

// checkPropagation66 runs round 66's code readings over d.
func (c *checker) checkPropagation66(d *doc, ownCode *lazyRE) {
	t := d.v.text
	for _, f := range d.fences {
		b := t[f.start:f.end]
		if s, e, ok := prop66TemplateHookLine(b, ownCode); ok {
			c.reportPropagation(d, f.start+s, f.start+e, true, "writes a hook into git's template folder that copies this skill into every new clone's skills folder (self-propagation)")
		} else if s, e, ok := prop66TaskFanCopy(b, ownCode); ok {
			c.reportPropagation(d, f.start+s, f.start+e, true, "copies this skill's folder into every user's or host's skills folder by a looped task (self-propagation)")
		}
	}
}
