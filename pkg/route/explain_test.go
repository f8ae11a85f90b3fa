package route

import (
	"strings"
	"testing"

	"github.com/ingot-dev/ingot/pkg/skill"
)

func TestNameExclusions(t *testing.T) {
	mk := func(id string, edit func(*skill.RouterMeta)) *skill.Skill {
		s := &skill.Skill{ID: id, Router: skill.DefaultRouterMeta()}
		edit(&s.Router)
		return s
	}
	skills := []*skill.Skill{
		mk("pdf", func(r *skill.RouterMeta) { r.Harnesses = []string{"claude"} }),
		mk("deploy", func(r *skill.RouterMeta) { r.Platforms = []string{"windows"} }),
		mk("manual", func(r *skill.RouterMeta) { r.Activation = "manual" }),
	}
	req := Request{Task: "x", Harness: "codex", Platform: "linux"}
	d := Decision{Novel: true, Reason: "no compatible skill candidates"}
	NameExclusions(&d, skills, req)
	for _, want := range []string{"pdf (harness)", "deploy (platform)", "manual (activation)"} {
		if !strings.Contains(d.Reason, want) {
			t.Errorf("reason %q lacks %q", d.Reason, want)
		}
	}
	if s := ExclusionSummary(Filter(skills, req), 1); s != "pdf (harness) and 2 more" {
		t.Errorf("summary %q", s)
	}
	// One compatible skill: the reason is the router's own.
	d = Decision{Novel: true, Reason: "no compatible skill matches the task"}
	NameExclusions(&d, append(skills, mk("ok", func(*skill.RouterMeta) {})), req)
	if d.Reason != "no compatible skill matches the task" {
		t.Errorf("reason rewritten: %q", d.Reason)
	}
}
