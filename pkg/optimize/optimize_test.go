package optimize

import (
	"strings"
	"testing"

	"github.com/ingot-dev/ingot/pkg/route"
	"github.com/ingot-dev/ingot/pkg/skill"
)

func TestSchedule(t *testing.T) {
	cases := []struct {
		n, t     int
		tasks    []int
		cands    []int
		rollouts int
	}{
		{5, 6, []int{1, 2, 3, 6}, []int{5, 3, 2, 1}, 13},
		{1, 4, []int{4}, []int{1}, 4},
		{2, 3, []int{2, 3}, []int{2, 1}, 5},
		{8, 16, []int{2, 4, 8, 16}, []int{8, 4, 2, 1}, 16 + 8 + 8 + 8},
		{5, 1, []int{1, 1, 1, 1}, []int{5, 3, 2, 1}, 5},
	}
	for _, c := range cases {
		s := Schedule(c.n, c.t)
		if len(s) != len(c.tasks) {
			t.Fatalf("Schedule(%d, %d) = %+v", c.n, c.t, s)
		}
		for i, r := range s {
			if r.Tasks != c.tasks[i] || r.Candidates != c.cands[i] {
				t.Errorf("Schedule(%d, %d) round %d = %+v, want %d candidates on %d tasks", c.n, c.t, i, r, c.cands[i], c.tasks[i])
			}
		}
		if s[len(s)-1].Tasks != c.t || s[len(s)-1].Keep != 1 {
			t.Errorf("Schedule(%d, %d): the winner must see every task: %+v", c.n, c.t, s)
		}
		if got := Rollouts(s); got != c.rollouts {
			t.Errorf("Rollouts(Schedule(%d, %d)) = %d, want %d", c.n, c.t, got, c.rollouts)
		}
	}
}

func TestLengthPenalty(t *testing.T) {
	for _, c := range []struct {
		n    int
		want float64
	}{{0, 0}, {6000, 0}, {9000, 0.05}, {12000, 0.10}, {60000, 0.10}} {
		if got := LengthPenalty(strings.Repeat("é", c.n), 6000); got != c.want {
			t.Errorf("LengthPenalty(%d chars) = %v, want %v", c.n, got, c.want)
		}
	}
}

func TestCheckDraft(t *testing.T) {
	sk := &skill.Skill{ID: "demo", Name: "demo", Description: "Merge reports.", Body: "# Demo\n\n```sh\nmerge --all\n```\n\nMerge.", Dir: "/x/demo"}
	ch := Champion{Skill: sk, Files: map[string]string{"ref.md": "old\n"}}
	full := func(name, body string) string {
		return "---\nname: " + name + "\ndescription: Merge reports.\n---\n\n" + body
	}
	ok := "# Demo\n\n```sh\nmerge --all\n```\n\nMerge by column."
	for _, c := range []struct {
		angle Angle
		reply string
		err   string
	}{
		{Angles[1], full("demo", ok), ""},
		{Angles[1], "```markdown\n" + full("demo", ok) + "\n```", ""},
		{Angles[1], full("demo2", ok), `changed the name "demo" to "demo2"`},
		{Angles[1], "no frontmatter here", "invalid SKILL.md"},
		{Angles[1], full("demo", "# Demo\n\nMerge."), "removed or altered code block 1"},
		{Angles[1], full("demo", ok+"\n```sh\nunclosed"), "never closed"},
		{Angles[1], full("demo", sk.Body), "no change"},
		{Angles[1], full("demo", ok) + "\n=== file: other.md ===\nx", `"other.md", which is not a component`},
		{Minimal, "Also check totals.", ""},
		{Minimal, "", "empty reply"},
		{Minimal, full("demo", ok), "must add to the body"},
	} {
		comps, _, err := CheckDraft(ch, c.angle, c.reply)
		switch {
		case c.err == "" && err != nil:
			t.Errorf("%s %q: %v", c.angle.Name, c.reply, err)
		case c.err != "" && (err == nil || !strings.Contains(err.Error(), c.err)):
			t.Errorf("%s %q: error %v, want %q", c.angle.Name, c.reply, err, c.err)
		case c.err == "" && c.angle.Name == Minimal.Name && !strings.HasPrefix(comps.Body, sk.Body):
			t.Errorf("minimal edit does not keep the seed verbatim: %q", comps.Body)
		}
	}
}

func TestDescPromptTeachesWhatTheSkillIsNotFor(t *testing.T) {
	sk := &skill.Skill{ID: "k8s", Name: "k8s", Description: "Deploy to Kubernetes.", Body: "# K8s"}
	misses := []route.Outcome{
		{Task: "thanks, that answers it", Expected: "", Match: "k8s", Ranked: []string{"k8s"}},
		{Task: "pods in CrashLoopBackOff", Expected: "k8s", Match: "", Ranked: []string{"docker", "k8s"}},
	}
	p := descPrompt(sk, sk.Description, misses, map[string]string{"docker": "Build images."}, DescriptionAngles[1])
	for _, want := range []string{
		"- request: thanks, that answers it\n  should route to: NO skill (this request must not be routed to any skill); routed to: k8s",
		"- request: pods in CrashLoopBackOff\n  should route to: this skill; routed to: no skill; top 3: docker, k8s",
		"- docker: Build images.",
		DescriptionAngles[1].Instruction,
	} {
		if !strings.Contains(p, want) {
			t.Errorf("prompt lacks %q:\n%s", want, p)
		}
	}
}

func TestCheckDescription(t *testing.T) {
	sk := &skill.Skill{ID: "k8s", Name: "k8s", Description: "Deploy to Kubernetes.", Body: "# K8s"}
	if d, err := CheckDescription(sk, "```\ndescription: \"Deploy to Kubernetes and debug\n CrashLoopBackOff.\"\n```"); err != nil || d != "Deploy to Kubernetes and debug CrashLoopBackOff." {
		t.Errorf("got %q, %v", d, err)
	}
	for reply, want := range map[string]string{"": "empty", "Deploy to Kubernetes.": "no change", strings.Repeat("x ", 600): "over the 1024"} {
		if _, err := CheckDescription(sk, reply); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%q: %v, want %q", reply, err, want)
		}
	}
}
