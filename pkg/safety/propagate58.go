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
