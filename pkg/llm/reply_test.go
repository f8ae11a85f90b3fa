package llm

import "testing"

func TestStripFence(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"{\"a\":1}", "{\"a\":1}"},
		{"  \n```json\n{\"a\":1}\n```\n", "{\"a\":1}"},
		{"```\n---\nname: x\n---\nbody\n```", "---\nname: x\n---\nbody"},
		{"```json {\"a\":1}```", "```json {\"a\":1}```"}, // no newline: not a fence
		{"```json\n{\"a\":1}", "```json\n{\"a\":1}"},     // unclosed: unchanged
		{"text\n```\ncode\n```", "text\n```\ncode\n```"}, // fence inside, not around
	} {
		if got := StripFence(c.in); got != c.want {
			t.Errorf("StripFence(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}
