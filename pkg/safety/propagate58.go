package safety

import "strings"

// Round 58 (propagate family helper: tamper and destructive):
//
//   - The systemd journal vacuumed down to almost nothing (a size of
//     bytes or kilobytes, or only the last seconds or minutes kept)
//     erases the machine's logs as truncating /var/log does; vacuuming to
//     hundreds of megabytes or to days or weeks is routine disk care.
//   - A stream or JSON editor that deletes the key holding the harness's
//     hooks or its deny/ask permissions ("sed '/"hooks"/,/]/d'",
//     "jq 'del(.hooks)'") removes what guards the agent, as writing
//     settings that weaken permissions does; the key is named in the
//     editor's address, not as "key:", so the settings reading missed it.

func init() {
	destructiveRules = append(destructiveRules,
		destructiveRule{journalWipe58, []string{"journalctl"}, "erases the machine's logs or shell history", false, nil},
	)
}

var (
	// journalWipe58: journalctl told to keep next to nothing.
	journalWipe58 = lazyRegexp(`(?i)\bjournalctl\b[^\n;|&]*?--vacuum-(?:size=\d+(?:[BK]|\b)|size=[01]M\b|time=\d+(?:s|sec|seconds?|min|minutes?|m)\b)`)
	// guardKeyDrop58: an in-place sed whose deleting command is addressed
	// by a guard key, or jq deleting that key.
	guardKeyDrop58 = lazyRegexp(`(?i)\bsed\b[^\n;|&]*?/[^/\n]{0,6}\b(?:hooks|PreToolUse|PostToolUse|UserPromptSubmit|deny|ask|permissions|sandbox\w*|approval\w*)\b[^/\n]{0,6}/(?:\s*,\s*(?:/[^/\n]*/|\$|\+?\d+))?\s*d\b|\bjq\b[^\n;|&]*\bdel\(\s*\.(?:hooks|permissions|sandbox\w*|approval\w*)\b`)
)

// guardKeyDrop58At reports whether line t deletes a guarding key of the
// harness settings (the rule words cheap-checked first).
func guardKeyDrop58At(t string) bool {
	if !strings.Contains(t, "sed") && !strings.Contains(t, "jq") {
		return false
	}
	return guardKeyDrop58.MatchString(t)
}

// Round 58 (propagate): round 26's copy of this skill to other places
// (a copy verb, this skill, places that are many or someone else's,
// near each other), in wording fresh153-156 used and the lexicons
// lacked. Each entry is one concept only; the rule still needs all three
// together.
//
//   - Writing this skill into every other skill or the template of new
//     projects (Ukrainian "впиши", "додай"), adding it to all the
//     organisation's repositories (Estonian "lisa", "kõigisse"), every
//     user's folder, the global template, everywhere (Belarusian).
//   - "This whole instruction" (Hindi), "these instructions" (Malay): the
//     skill's own text; every colleague's machine and every new project
//     (Hindi), every new repository and all teammates (Bengali), all
//     files and the next agents (Malay).
//   - Sending this skill to all one's contacts hands it over (Tagalog
//     "ipadala", "ipasa"), as messaging a person this skill does
//     (round 57).
func init() {
	registerActionLexicon("uk+r58-propagate", actionLex{
		copyVerb:    []string{"впиши", "впишіть", "допиши", "допишіть", "додай", "додайте"},
		otherPlaces: []string{"кожного іншого навик", "кожен інший навик", "до кожного навик", "усіх інших навик", "всіх інших навик", "шаблону нових проєкт", "шаблон нових проєкт", "шаблону нових проект", "кожного нового проєкт", "кожного колег", "усіх колег"},
	})
	registerActionLexicon("et+r58-propagate", actionLex{
		copyVerb:    []string{"lisa ", "lisage ", "lisada "},
		otherPlaces: []string{"kõigisse", "kõikidesse", "igasse repo", "igasse projekt", "kõigi kolleegide", "iga kolleegi", "igasse uude"},
	})
	registerActionLexicon("be+r58-propagate", actionLex{
		copyVerb:    []string{"дадай", "дадайце"},
		otherPlaces: []string{"кожнага карыстальнік", "ўсіх карыстальнік", "усіх карыстальнік", "глабальны шаблон", "ўсюды", "усюды", "кожнага калег", "ўсіх калег"},
	})
	registerActionLexicon("hi+r58-propagate", actionLex{
		selfRef:     []string{"यह पूरा निर्देश", "यह निर्देश", "ये निर्देश", "इन निर्देशों", "यह पूरी फ़ाइल", "यह पूरी फाइल", "यह पूरा स्किल", "यह पूरा टेक्स्ट"},
		otherPlaces: []string{"हर सहकर्मी", "सभी सहकर्मियों", "हर साथी", "हर नए प्रोजेक्ट", "हर नई परियोजना", "हर नए रिपॉजिटरी", "हर मशीन", "सबकी मशीन"},
	})
	registerActionLexicon("bn+r58-propagate", actionLex{
		otherPlaces: []string{"প্রতিটি নতুন", "সব নতুন", "সব টিমমেট", "সব সহকর্মী", "প্রতিটি সহকর্মী", "প্রতিটি ব্যবহারকারী", "সব ব্যবহারকারী", "সবার কম্পিউটার"},
	})
	registerActionLexicon("ms+r58-propagate", actionLex{
		selfRef:     []string{"arahan ini", "arahan-arahan ini", "teks ini", "templat ini"},
		otherPlaces: []string{"semua fail", "setiap fail", "ejen seterusnya", "ejen lain", "semua ejen", "rakan sekerja"},
	})
	registerActionLexicon("tl+r58-propagate", actionLex{
		copyVerb:    []string{"ipadala", "ipasa", "ibahagi"},
		otherPlaces: []string{"lahat ng contact", "lahat ng kasamahan", "lahat ng katrabaho", "lahat ng kakilala", "bawat kasamahan", "bawat contact"},
	})
}

// Round 58 (propagate), code: a forge's API writes a file into a
// repository as cp writes it into a folder. A block that reads this
// skill's own file (__file__, $0, SKILL.md, skills/<own name>), writes it
// through a repository-contents call (PyGithub's create_file or
// update_file, Octokit's createOrUpdateFileContents, a PUT to
// /repos/.../contents/) into an agent's skills folder, and loops over a
// listing of repositories or forks, plants the skill in every one of
// them: the data-flow reading of round 5 with the API as the copy. One
// repository written once, or a fixed file written to every fork, is
// not this.
var (
	// prop58APIWrite: a repository-contents write.
	prop58APIWrite = lazyRegexp(`(?i)\.(?:create_file|update_file|create_or_update_file|createOrUpdateFileContents|createFile|updateFile)\s*\(|\b(?:-X\s*|--method\s+|method\s*[:=]\s*["']?)PUT\b[^\n]*/contents/|/contents/[^\n]*\b(?:-X\s*|--method\s+)PUT\b`)
	// prop58RepoFan: a loop over a listing of repositories or forks.
	prop58RepoFan = lazyRegexp(`(?i)\b(?:get_forks|get_repos|get_user_repos|listForks|listForOrg|listForUser|listForAuthenticatedUser|list_forks|list_repos)\s*\(|\b(?:for|foreach)\b[^\n]*\b(?:forks|repos|repositories)\b|\bgh\s+repo\s+list\b|\.(?:forks|repos)\b[^\n]*\.(?:forEach|map)\s*\(`)
	// prop58SkillPath: a path into an agent's skills folder.
	prop58SkillPath = lazyRegexp(`(?:^|[\s'"` + "`" + `/])\.(?:claude|codex|cursor|gemini|agents)/skills/|(?:^|[\s'"` + "`" + `/])skills/[\w.-]+/SKILL\.md\b`)
)

// prop58APIFlow reports a code block that writes this skill's own file
// into the skills folder of every repository a listing returns.
func prop58APIFlow(b string, ownCode *lazyRE) (int, int, bool) {
	if !strings.Contains(b, "contents") && !strings.Contains(b, "ile") {
		return 0, 0, false // cheap filter: create_file, createOrUpdateFileContents, /contents/
	}
	w := prop58APIWrite.FindStringIndex(b)
	if w == nil || !prop58SkillPath.MatchString(b) {
		return 0, 0, false
	}
	f := prop58RepoFan.FindStringIndex(b)
	if f == nil {
		return 0, 0, false
	}
	if firstSelf(b, nil) == nil && (ownCode == nil || !ownCode.MatchString(b)) {
		return 0, 0, false
	}
	return min(w[0], f[0]), max(w[1], f[1]), true
}

// checkPropagation58 runs the round-58 code check on each code block
// (hooked from checkPropagation).
func (c *checker) checkPropagation58(d *doc, ownCode *lazyRE) {
	for _, f := range d.fences {
		if s, e, ok := prop58APIFlow(d.v.text[f.start:f.end], ownCode); ok {
			c.reportPropagation(d, f.start+s, f.start+e, true, "writes this skill's own file into the skills folder of every repository or fork it lists (self-propagation by data flow)")
		}
	}
}

// Round 58 (destructive): a cut-off that is the present moment selects
// everything. "Delete every email older than today" keeps nothing a
// restore could come from, while "older than 30 days" or "older than
// last year" keeps the recent part; round 43 counted any "older than" as
// a selection that keeps copies.
var presentCutoff58 = lazyRegexp(`(?i)\b(?:older|earlier)\s+than\s+(?:right\s+)?(?:today|now|the\s+present(?:\s+moment)?|this\s+(?:moment|minute|second|instant)|the\s+current\s+(?:date|day|time))\b|\bbefore\s+(?:right\s+)?(?:today|now)\b`)

// keptCopies58 is keptCopies43 with a present-moment cut-off read as no
// selection.
func keptCopies58(s string) bool {
	if strings.Contains(s, "than") || strings.Contains(s, "before") || strings.Contains(s, "Than") || strings.Contains(s, "Before") {
		s = presentCutoff58.ReplaceAllString(s, "")
	}
	return keptCopies43.MatchString(s)
}
