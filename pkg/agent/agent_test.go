package agent

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/ingot-dev/ingot/pkg/llm"
	"github.com/ingot-dev/ingot/pkg/llm/llmtest"
	"github.com/ingot-dev/ingot/pkg/newskill"
	"github.com/ingot-dev/ingot/pkg/route"
	"github.com/ingot-dev/ingot/pkg/serving"
	"github.com/ingot-dev/ingot/pkg/skill"
)

func router(t *testing.T) *route.Router {
	t.Helper()
	home := t.TempDir()
	for name, desc := range map[string]string{
		"pdf": "Merge, split and rotate PDF files with qpdf.",
		"csv": "Clean and convert CSV spreadsheets with csvkit.",
		"git": "Write conventional commit messages and split changes into commits.",
	} {
		dir := filepath.Join(home, "skills", name)
		os.MkdirAll(dir, 0o755)
		os.WriteFile(filepath.Join(dir, "SKILL.md"), []byte("---\nname: "+name+"\ndescription: "+desc+"\n---\n\n# "+name+"\n\n"+desc+"\n"), 0o644)
	}
	lib, err := skill.Discover(context.Background(), skill.Roots(home, ""), skill.Options{})
	if err != nil {
		t.Fatal(err)
	}
	r, _, err := route.New(context.Background(), lib, route.DefaultOptions())
	if err != nil {
		t.Fatal(err)
	}
	return r
}

func TestRouteBands(t *testing.T) {
	r := router(t)
	rt, d, err := Route(context.Background(), r, route.Request{Task: "merge and rotate these PDF files with qpdf"}, 0)
	if err != nil || rt.Band != "match" || rt.Skill != "pdf" || rt.Role != llm.RoleAgent || !strings.HasPrefix(rt.System, serving.Preamble) || len(rt.Revision) != 64 {
		t.Fatalf("match: %+v %+v %v", rt, d, err)
	}
	rt, _, err = Route(context.Background(), r, route.Request{Task: "bake sourdough bread with a long cold proof"}, 0)
	if err != nil || rt.Band != "novel" || rt.Role != llm.RoleStrong || rt.System != serving.NoSkillPrompt || rt.Skill != "" {
		t.Fatalf("novel: %+v %v", rt, err)
	}
}

func TestRunNovelWithoutProposing(t *testing.T) {
	srv := llmtest.New(t)
	srv.Enqueue(llmtest.Text("Proof it overnight."))
	s, err := llm.SettingsFrom(func(k string) string {
		return map[string]string{"INGOT_BASE_URL": srv.URL, "INGOT_AGENT_MODEL": "a", "INGOT_AUTHOR_MODEL": "strong"}[k]
	})
	if err != nil {
		t.Fatal(err)
	}
	c, err := llm.New(s, llm.Options{})
	if err != nil {
		t.Fatal(err)
	}
	res, err := Run(context.Background(), "bake sourdough bread with a long cold proof", Options{Router: router(t), Client: c})
	if err != nil || res.Band != "novel" || res.Model != "strong" || res.Answer != "Proof it overnight." || res.Proposal != nil || res.ProposalNote == "" || res.Trace != "" {
		t.Fatalf("%+v %v", res, err)
	}
	if got := srv.Requests()[0].Chat.Model; got != "strong" {
		t.Fatalf("a novel task must escalate to the strong model, went to %q", got)
	}
	srv.Verify(t)
}

// TestRunKeepsTheAnswerWhenDraftingFails: the strong model answers, then
// the call that drafts a skill fails; the answer and its trace are kept
// and the note says what failed.
func TestRunKeepsTheAnswerWhenDraftingFails(t *testing.T) {
	srv := llmtest.New(t)
	srv.Enqueue(llmtest.Text("Proof it overnight."))
	srv.Enqueue(llmtest.Error(400, "bad request"))
	s, err := llm.SettingsFrom(func(k string) string {
		return map[string]string{"INGOT_BASE_URL": srv.URL, "INGOT_AGENT_MODEL": "a", "INGOT_AUTHOR_MODEL": "strong", "INGOT_LLM_RETRIES": "0"}[k]
	})
	if err != nil {
		t.Fatal(err)
	}
	c, err := llm.New(s, llm.Options{})
	if err != nil {
		t.Fatal(err)
	}
	proposed := false
	propose := func(context.Context, newskill.Proposal) (newskill.Outcome, error) {
		proposed = true
		return newskill.Outcome{}, nil
	}
	res, err := Run(context.Background(), "bake sourdough bread with a long cold proof", Options{Router: router(t), Client: c, Propose: propose})
	if err != nil || res == nil || res.Answer != "Proof it overnight." || res.Proposal != nil || proposed ||
		!strings.Contains(res.ProposalNote, "no skill was proposed") || !strings.Contains(res.ProposalNote, "draft a skill") {
		t.Fatalf("res %+v, err %v: the answer must be kept and the failed draft named", res, err)
	}
}
