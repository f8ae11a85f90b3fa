package optimizecmd

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/ingot-dev/ingot/pkg/candidate"
	"github.com/ingot-dev/ingot/pkg/llm/llmtest"
	"github.com/ingot-dev/ingot/pkg/optimize"
	"github.com/ingot-dev/ingot/pkg/revision"
)

// stratWorld extends world for the contrast and sections strategies. The
// agent answers at the quality of the last QUALITY-x marker it is served,
// plus 0.5 on "Summarise" tasks (so the seed's rollouts differ and a
// contrast exists), or 0.1 on those tasks when it is served NOSUMMARY (an
// edit that regresses one task); a sampled answer (temperature > 0) says
// so, so its judgment is its own. The author answers the lesson, reduce,
// rating and edit prompts from the fields below.
type stratWorld struct {
	*world
	patches string // reply to the reduce call
	edit    string // reply to a section edit
	// hang, when it matches a request, leaves it unanswered until the
	// client goes away (a process killed mid-stage).
	hang func(llmtest.Request) bool
}

var sectionRE = regexp.MustCompile(`<section n="\d+">\n((?s).*?)\n</section>`)

// newStratWorld scripts the world; set fills its fields before the
// server can read them.
func newStratWorld(t testing.TB, drafts map[string]string, set func(*stratWorld)) *stratWorld {
	w := &stratWorld{world: newWorld(t, drafts)}
	if set != nil {
		set(w)
	}
	w.srv.HandleFunc(w.handle)
	return w
}

func sectionRating(text string) float64 {
	if strings.Contains(text, "QUALITY-0.3") {
		return 0.4
	}
	return 0.9
}

func ratingJSON(texts []string) llmtest.Reply {
	var secs []map[string]float64
	for _, s := range texts {
		r := sectionRating(s)
		m := map[string]float64{}
		for _, d := range optimize.SectionDimensions {
			m[d] = r
		}
		secs = append(secs, m)
	}
	return llmtest.JSON(map[string]any{"sections": secs})
}

func (w *stratWorld) handle(r llmtest.Request) llmtest.Reply {
	if w.hang != nil && w.hang(r) {
		return llmtest.Reply{Hang: true}
	}
	switch r.Chat.Model {
	case "agent-m":
		sys := r.Chat.Messages[0].Content
		q := 0.0
		if m := qualityRE.FindAllStringSubmatch(sys, -1); len(m) > 0 {
			fmt.Sscan(m[len(m)-1][1], &q)
		}
		if strings.Contains(r.LastUser(), "Summarise") {
			if strings.Contains(sys, "NOSUMMARY") {
				q = 0.1
			} else {
				q = min(1, q+0.5)
			}
		}
		a := fmt.Sprintf("answer at quality %g", q)
		if r.Chat.Temperature != nil && *r.Chat.Temperature > 0 {
			a += " (sampled)"
		}
		return llmtest.Text(a)
	case "author-m":
		u := r.LastUser()
		switch {
		case strings.Contains(u, "Compare the better rollout"):
			return llmtest.Text(`{"lessons": [{"section": "Steps", "lesson": "Merge by column name."}]}`)
		case strings.Contains(u, "Merge these lessons"):
			return llmtest.Text(w.patches)
		case strings.Contains(u, "Rate EACH section"), strings.Contains(u, "This is 1 section"):
			var texts []string
			for _, m := range sectionRE.FindAllStringSubmatch(u, -1) {
				texts = append(texts, m[1])
			}
			return ratingJSON(texts)
		case strings.Contains(u, "Rewrite ONLY this section"):
			return llmtest.Text(w.edit)
		}
	}
	return w.world.handle(r)
}

const goodPatches = `{"patches": [{"section": "Steps", "old": "QUALITY-0.3", "new": "QUALITY-0.6 Merge by column name."}]}`

const goodEdit = "## Steps\n\nRead each report and merge them by column name. QUALITY-0.7\n\n```sh\nreports merge --all\n```"

func candidateOf(t *testing.T, out string) candidate.Record {
	t.Helper()
	var rec candidate.Record
	if err := json.Unmarshal([]byte(strings.TrimSpace(out)), &rec); err != nil {
		t.Fatalf("stdout is not one candidate record: %v\n%s", err, out)
	}
	if err := rec.Check(); err != nil {
		t.Fatal(err)
	}
	return rec
}

func TestStrategyContrastEmitsPatchedCandidate(t *testing.T) {
	h := newHome(t)
	w := newStratWorld(t, nil, func(w *stratWorld) { w.patches = goodPatches })
	code, out, errOut := h.run(h.vars(w.srv, nil), "", "demo", "--strategy", "contrast")
	if code != 0 {
		t.Fatalf("exit %d\n%s", code, errOut)
	}
	rec := candidateOf(t, out)
	// 3 train tasks sampled twice: 6 seed rollouts scoring 0.3, 0.8, 0.3
	// (twice); top and bottom thirds: 2 pairs.
	if rec.Search.Strategy != "contrast" || rec.Search.Angle != "contrast" {
		t.Errorf("search: %+v", rec.Search)
	}
	if d := rec.Search.SeedScore - (0.3+0.8+0.3)/3; d > 1e-6 || d < -1e-6 {
		t.Errorf("seed score %v", rec.Search.SeedScore)
	}
	if d := rec.Search.BestScore - (0.6+1+0.6)/3; d > 1e-6 || d < -1e-6 {
		t.Errorf("best score %v", rec.Search.BestScore)
	}
	if !strings.Contains(rec.Components.Body, "QUALITY-0.6 Merge by column name.") || !strings.Contains(rec.Components.Body, "```sh\nreports merge --all\n```") {
		t.Errorf("patched body:\n%s", rec.Components.Body)
	}
	// Requests: 6 seed rollouts + 6 candidate rollouts (agent and judge
	// each), 2 lesson calls (one per pair) and 1 reduce call.
	c := w.count()
	if c["agent-m"] != 12 || c["judge-m"] != 12 || c["author-m"] != 3 {
		t.Errorf("requests: %v, want agent 12, judge 12, author 3", c)
	}
	if m, err := revision.HashDir(rec.Path(h.dir), revision.DefaultLimits); err != nil || m.ID() != rec.CandidateRevision {
		t.Errorf("candidate folder: %v", err)
	}
	for _, want := range []string{"contrast: 6 rollout(s) ranked; top and bottom 2; 2 pair(s)", "winner contrast-patched"} {
		if !strings.Contains(errOut, want) {
			t.Errorf("stderr lacks %q:\n%s", want, errOut)
		}
	}
}

func TestStrategyContrastNoCandidateWhenPatchIsWorse(t *testing.T) {
	h := newHome(t)
	w := newStratWorld(t, nil, func(w *stratWorld) {
		w.patches = `{"patches": [{"section": "", "old": "QUALITY-0.3", "new": "QUALITY-0.1"}, {"section": "Steps", "old": "not in the body", "new": "x"}]}`
	})
	code, out, errOut := h.run(h.vars(w.srv, nil), "", "demo", "--strategy", "contrast")
	if code != 0 {
		t.Fatalf("exit %d\n%s", code, errOut)
	}
	if strings.TrimSpace(out) != "" {
		t.Errorf("stdout: %s", out)
	}
	for _, want := range []string{"patch 2 dropped: its old text is not in the body", "does not beat the seed's", "no candidate for demo"} {
		if !strings.Contains(errOut, want) {
			t.Errorf("stderr lacks %q:\n%s", want, errOut)
		}
	}
	if _, err := os.Stat(filepath.Join(h.dir, "runs", "candidates")); !os.IsNotExist(err) {
		t.Errorf("a candidate folder was written")
	}
}

func TestStrategySectionsKeepsEditThatRaisesSectionAndRegressesNothing(t *testing.T) {
	h := newHome(t)
	w := newStratWorld(t, nil, func(w *stratWorld) { w.edit = goodEdit })
	code, out, errOut := h.run(h.vars(w.srv, nil), "", "demo", "--strategy", "sections", "--json")
	if code != 0 {
		t.Fatalf("exit %d\n%s", code, errOut)
	}
	var sum struct {
		Candidate *candidate.Record `json:"candidate"`
	}
	if err := json.Unmarshal([]byte(out), &sum); err != nil || sum.Candidate == nil {
		t.Fatalf("%v\n%s", err, out)
	}
	rec := *sum.Candidate
	if rec.Search.Strategy != "sections" || len(rec.Search.Rounds) != 1 || rec.Search.Rounds[0].Advanced[0] != "s1-steps" {
		t.Errorf("search: %+v", rec.Search)
	}
	// Only the Steps section changed; the heading above it is untouched.
	if !strings.HasPrefix(strings.TrimLeft(rec.Components.Body, "\n"), "# Demo\n\n## Steps\n\nRead each report and merge them by column name. QUALITY-0.7\n\n```sh\nreports merge --all\n```") {
		t.Errorf("body:\n%q", rec.Components.Body)
	}
	// Requests: 3 seed rollouts, 1 rating call, 1 edit + 1 re-rating of
	// the one weak section, 3 rollouts of the edited body.
	c := w.count()
	if c["agent-m"] != 6 || c["judge-m"] != 6 || c["author-m"] != 3 {
		t.Errorf("requests: %v, want agent 6, judge 6, author 3", c)
	}
	if !strings.Contains(errOut, `sections rated: "Demo" 0.90, "Steps" 0.40`) || !strings.Contains(errOut, "s1-steps kept: section \"Steps\" rated 0.40 → 0.90") {
		t.Errorf("stderr:\n%s", errOut)
	}
}

func TestStrategySectionsDropsEdits(t *testing.T) {
	for _, c := range []struct {
		name, edit, want string
		rollouts         int // agent requests after the seed's 3
	}{
		{"regression", strings.Replace(goodEdit, "QUALITY-0.7", "QUALITY-0.7 NOSUMMARY", 1), "s1-steps dropped: train task(s) 2 score lower than before", 3},
		{"boundary", goodEdit + "\n\n## Extra\n\nMore.", `s1-steps dropped: it adds the heading "## Extra", which would move a section boundary`, 0},
		{"fence", strings.Replace(goodEdit, "--all", "--some", 1), "s1-steps dropped: removed or altered code block 1 of the section", 0},
		{"rating", "## Steps\n\nRead each report and merge them. QUALITY-0.3 more\n\n```sh\nreports merge --all\n```", "s1-steps dropped: the section's rating does not rise (0.40 → 0.40)", 0},
	} {
		t.Run(c.name, func(t *testing.T) {
			h := newHome(t)
			w := newStratWorld(t, nil, func(w *stratWorld) { w.edit = c.edit })
			code, out, errOut := h.run(h.vars(w.srv, nil), "", "demo", "--strategy", "sections")
			if code != 0 {
				t.Fatalf("exit %d\n%s", code, errOut)
			}
			if strings.TrimSpace(out) != "" {
				t.Errorf("stdout: %s", out)
			}
			if !strings.Contains(errOut, c.want) || !strings.Contains(errOut, "no section edit of 1 was kept") {
				t.Errorf("stderr lacks %q:\n%s", c.want, errOut)
			}
			if n := w.count()["agent-m"]; n != 3+c.rollouts {
				t.Errorf("agent requests %d, want %d", n, 3+c.rollouts)
			}
		})
	}
}

func TestStrategyBestOfNRecordSaysSo(t *testing.T) {
	h := newHome(t)
	w := newStratWorld(t, goodDrafts(), nil)
	code, out, errOut := h.run(h.vars(w.srv, nil), "", "demo", "--strategy", "bestofn")
	if code != 0 {
		t.Fatalf("exit %d\n%s", code, errOut)
	}
	if rec := candidateOf(t, out); rec.Search.Strategy != "bestofn" || rec.Search.Angle != "fix-sections" {
		t.Errorf("search: %+v", rec.Search)
	}
	code, _, errOut = h.run(h.vars(w.srv, nil), "", "demo", "--strategy", "beam")
	if code != 2 || !strings.Contains(errOut, `INGOT_OPTIMIZE_STRATEGY="beam" (from flag): want one of bestofn, contrast, sections`) {
		t.Errorf("bad strategy: exit %d\n%s", code, errOut)
	}
	code, _, errOut = h.run(h.vars(w.srv, map[string]string{"INGOT_OPTIMIZE_STRATEGY": "contrast"}), "", "demo", "--resume")
	if code != 2 || !strings.Contains(errOut, "--resume needs --run-dir") {
		t.Errorf("--resume alone: exit %d\n%s", code, errOut)
	}
}

// TestStrategyFilesOnlyForBestOfN: contrast and sections edit the body
// only; --files with them is a usage error, not silently ignored, and no
// request is sent.
func TestStrategyFilesOnlyForBestOfN(t *testing.T) {
	h := newHome(t)
	w := newStratWorld(t, goodDrafts(), nil)
	for _, s := range []string{"contrast", "sections"} {
		code, out, errOut := h.run(h.vars(w.srv, nil), "", "demo", "--strategy", s, "--files", "reference.md")
		if code != 2 || out != "" || !strings.Contains(errOut, "--files") || !strings.Contains(errOut, s) {
			t.Errorf("--strategy %s --files: exit %d, stdout %q\n%s", s, code, out, errOut)
		}
	}
	if n := w.srv.Count(); n != 0 {
		t.Errorf("%d request(s) sent for a usage error", n)
	}
}
