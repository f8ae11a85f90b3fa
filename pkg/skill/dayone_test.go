package skill

import (
	"strings"
	"testing"
)

// Item 10 of issue 14: Claude Code's disable-model-invocation: true takes
// a skill out of automatic routing, as activation: manual does.
func TestDisableModelInvocation(t *testing.T) {
	for _, c := range []struct {
		fm   string
		want string
	}{
		{"disable-model-invocation: true\n", "manual"},
		{"disable-model-invocation: false\n", "automatic"},
		{"metadata:\n  skill-router:\n    activation: automatic\ndisable-model-invocation: true\n", "manual"},
		{"disable-model-invocation: true\nmetadata:\n  skill-router:\n    activation: automatic\n", "manual"},
	} {
		doc, ds := Parse("SKILL.md", "pdf", []byte("---\nname: pdf\ndescription: Fill PDF forms.\n"+c.fm+"---\n\nBody.\n"))
		if doc.Router.Activation != c.want {
			t.Errorf("%q: activation %q, want %q", c.fm, doc.Router.Activation, c.want)
		}
		if len(ds) != 0 {
			t.Errorf("%q: diagnostics %v", c.fm, ds)
		}
	}
	_, ds := Parse("SKILL.md", "pdf", []byte("---\nname: pdf\ndescription: Fill PDF forms.\ndisable-model-invocation: maybe\n---\n\nBody.\n"))
	if findDiag(ds, SevWarning, "disable-model-invocation", "true or false") == nil {
		t.Errorf("a non-boolean is not reported: %v", ds)
	}
}

// Claude Code's own frontmatter fields are known: no "not a field of the
// spec" warning for them.
func TestClaudeCodeFieldsAreKnown(t *testing.T) {
	fm := "argument-hint: \"[file]\"\nuser-invocable: false\nmodel: sonnet\ncontext: fork\nagent: Explore\nhooks: {}\n"
	_, ds := Parse("SKILL.md", "pdf", []byte("---\nname: pdf\ndescription: Fill PDF forms.\n"+fm+"---\n\nBody.\n"))
	if len(ds) != 0 {
		t.Fatalf("diagnostics for Claude Code fields: %v", ds)
	}
	_, ds = Parse("SKILL.md", "pdf", []byte("---\nname: pdf\ndescription: Fill PDF forms.\nwhen: always\n---\n\nBody.\n"))
	if findDiag(ds, SevWarning, "when", "not a field") == nil {
		t.Fatalf("an unknown field is not reported: %v", ds)
	}
}

// The spec recommends a SKILL.md under 500 lines (about 5000 tokens):
// past that, a warning.
func TestBodyPastRecommendedSizeWarns(t *testing.T) {
	long := strings.Repeat("Step.\n", MaxRecommendedLines+1)
	_, ds := Parse("SKILL.md", "pdf", []byte("---\nname: pdf\ndescription: Fill PDF forms.\n---\n\n"+long))
	if findDiag(ds, SevWarning, "", "lines") == nil {
		t.Fatalf("no size warning: %v", ds)
	}
	wide := strings.Repeat("word ", MaxRecommendedBodyChars/5+10)
	_, ds = Parse("SKILL.md", "pdf", []byte("---\nname: pdf\ndescription: Fill PDF forms.\n---\n\n"+wide+"\n"))
	if findDiag(ds, SevWarning, "", "tokens") == nil {
		t.Fatalf("no token warning: %v", ds)
	}
}
