package llm

import "strings"

// StripFence returns a model reply without one Markdown fence wrapped around
// all of it ("```json\n{...}\n```" gives "{...}"), trimmed. Some servers wrap
// JSON in a fence despite response_format, and authors wrap whole files; a
// reply that is not wholly fenced comes back trimmed and otherwise unchanged.
func StripFence(s string) string {
	t := strings.TrimSpace(s)
	if !strings.HasPrefix(t, "```") {
		return t
	}
	nl := strings.IndexByte(t, '\n')
	if nl < 0 || !strings.HasSuffix(t, "```") || len(t) < nl+1 {
		return t
	}
	return strings.TrimSpace(strings.TrimSuffix(t[nl+1:], "```"))
}
