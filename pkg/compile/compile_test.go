package compile

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/ingot-dev/ingot/internal/testcorpus"
)

func TestShippedProfiles(t *testing.T) {
	names := Shipped()
	for _, want := range []string{"small-local", "frontier", "claude-code", "codex"} {
		p, err := LoadProfile(want)
		if err != nil {
			t.Fatalf("%s: %v", want, err)
		}
		if p.Name != want || p.BudgetChars() < 1000 || p.Source != "shipped:"+want {
			t.Errorf("%s: %+v", want, p)
		}
	}
	if len(names) < 4 {
		t.Errorf("shipped: %v", names)
	}
	small, _ := LoadProfile("small-local")
	front, _ := LoadProfile("frontier")
	if small.BudgetChars() >= front.BudgetChars() {
		t.Errorf("the small local model's budget (%d) is not below the frontier model's (%d)", small.BudgetChars(), front.BudgetChars())
	}
	if _, err := LoadProfile("gpt-9"); !errors.Is(err, ErrUnknownProfile) || !strings.Contains(err.Error(), "small-local") {
		t.Errorf("unknown profile: %v", err)
	}
}

func TestParseProfileErrors(t *testing.T) {
	for _, tc := range []struct{ name, yaml, want string }{
		{"unknown field", "name: x\nbudget:\n  chars: 4000\nstyle:\n  imperativ: true\n", "p.yaml:5: field imperativ not found"},
		{"wrong type", "name: x\nbudget:\n  chars: lots\n", "p.yaml:3: cannot unmarshal"},
		{"no budget", "name: x\nsummary: s\n", "p.yaml:1: budget: set chars or tokens"},
		{"both budgets", "name: x\nbudget:\n  chars: 4000\n  tokens: 1000\n", "p.yaml:4: budget: set chars or tokens, not both"},
		{"tiny budget", "name: x\nbudget:\n  chars: 10\n", "p.yaml:3: budget.chars: 10 is below"},
		{"bad name", "name: Big Model\nbudget:\n  tokens: 1000\n", "p.yaml:1: name: \"Big Model\""},
		{"description cap", "name: x\nbudget:\n  tokens: 1000\nstyle:\n  description_max_chars: 5000\n", "p.yaml:5: style.description_max_chars: 5000"},
		{"negative section", "name: x\nbudget:\n  tokens: 1000\nstructure:\n  max_section_chars: -5\n", "p.yaml:5: structure.max_section_chars"},
		{"negative sentences", "name: x\nbudget:\n  tokens: 1000\nstructure:\n  max_paragraph_sentences: -1\n", "p.yaml:5: structure.max_paragraph_sentences"},
		{"two documents", "name: x\nbudget:\n  tokens: 1000\n---\nname: y\n", "p.yaml:4: one profile per file"},
		{"empty", "", "p.yaml:1: empty profile"},
		{"not yaml", "name: [x\n", "p.yaml:"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := ParseProfile("p.yaml", []byte(tc.yaml))
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("got %v, want %q", err, tc.want)
			}
		})
	}
	p, err := ParseProfile("ok.yaml", []byte("name: tiny\nbudget:\n  tokens: 500\n"))
	if err != nil || p.BudgetChars() != 2000 || p.Style.DescriptionMaxChars != 1024 {
		t.Fatalf("%+v %v", p, err)
	}
	dir := t.TempDir()
	f := filepath.Join(dir, "mine.yaml")
	if err := os.WriteFile(f, []byte("name: mine\nbudget:\n  chars: 3000\nstructure:\n  numbered_steps: true\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if p, err := LoadProfile(f); err != nil || p.Name != "mine" || p.Source != f {
		t.Fatalf("profile file: %+v %v", p, err)
	}
}

func TestSpansDetected(t *testing.T) {
	body := "Run `npm ci` first, see https://example.com/docs/a.html.\n" +
		"Install v1.2.3 into ~/.config/tool/ and edit scripts/run.sh.\n" +
		"Reply with \"DONE\" and set mode to 'strict' here.\n\n" +
		"```bash\nnpm test\n```\n"
	got := map[string][]string{}
	for _, s := range Spans(body) {
		got[s.Kind] = append(got[s.Kind], s.Text)
	}
	want := map[string][]string{
		SpanCode:    {"`npm ci`"},
		SpanURL:     {"https://example.com/docs/a.html"},
		SpanVersion: {"v1.2.3"},
		SpanPath:    {"~/.config/tool", "scripts/run.sh"},
		SpanQuote:   {`"DONE"`, "'strict'"},
		SpanFence:   {"```bash\nnpm test\n```"},
	}
	for k, w := range want {
		if fmt.Sprint(got[k]) != fmt.Sprint(w) {
			t.Errorf("%s spans: got %q, want %q", k, got[k], w)
		}
	}
}

// fenceSkill is a real corpus skill with code fences.
func fenceSkill(t *testing.T) (string, []byte) {
	t.Helper()
	f := filepath.Join(testcorpus.Skills(t), "wshobson", "architecture-patterns", "SKILL.md")
	src, err := os.ReadFile(f)
	if err != nil {
		t.Fatal(err)
	}
	return "architecture-patterns", src
}

// TestBrokenStepRolledBack: a step that damages a code fence is rolled
// back with the reason, and the steps after it run on the text before it.
func TestBrokenStepRolledBack(t *testing.T) {
	name, src := fenceSkill(t)
	p, _ := LoadProfile("small-local")
	breakFence := Step{Name: "broken", Apply: func(_ context.Context, d Doc) (Doc, string, error) {
		// Re-indent the first line inside the first fence: looks harmless.
		i := strings.Index(d.Body, "```python\n")
		d.Body = d.Body[:i+10] + "  " + d.Body[i+10:]
		return d, "re-indented", nil
	}}
	steps := append([]Step{breakFence}, Steps(p, nil)...)
	res, err := Compile(bg, name, src, Options{Profile: p, Steps: steps})
	if err != nil {
		t.Fatal(err)
	}
	first := res.Steps[0]
	if first.Status != StatusRolledBack || !strings.Contains(first.Reason, "fence span at body line") || !strings.Contains(first.Reason, "```python") {
		t.Fatalf("broken step: %+v", first)
	}
	if !strings.Contains(res.Output.Body, "```python\n# tests/unit/test_create_user.py\n") {
		t.Errorf("the fence was not restored")
	}
	applied := 0
	for _, s := range res.Steps[1:] {
		if s.Status == StatusApplied {
			applied++
		}
	}
	if applied == 0 || len(res.RolledBack()) != 1 {
		t.Errorf("the later steps did not run on the rolled-back text: %+v", res.Steps)
	}
	if b := CheckSpans(Spans(res.Source.Body), res.Output.Body); len(b) > 0 {
		t.Errorf("output broke spans: %v", b)
	}
}

// TestHybridPlanDroppingFenceRolledBack: a scripted author plan that
// keeps every line but the code block's is a valid plan (cutting is
// allowed) and is rolled back because it loses a protected fence.
func TestHybridPlanDroppingFenceRolledBack(t *testing.T) {
	name, src := fenceSkill(t)
	p, _ := LoadProfile("frontier")
	var sawPrompt string
	plan := func(_ context.Context, system, user string) (string, error) {
		sawPrompt = user
		// Keep every line the prompt shows except the code blocks.
		var entries []string
		for _, m := range promptLineRE.FindAllStringSubmatch(user, -1) {
			if strings.HasPrefix(m[2], "(code block, kept whole)") {
				continue
			}
			entries = append(entries, fmt.Sprintf(`{"line": %s}`, m[1]))
		}
		return "```json\n{\"lines\": [" + strings.Join(entries, ",") + "]}\n```", nil
	}
	res, err := Compile(bg, name, src, Options{Profile: p, Hybrid: plan})
	if err != nil {
		t.Fatal(err)
	}
	var hy StepResult
	for _, s := range res.Steps {
		if s.Name == "hybrid-plan" {
			hy = s
		}
	}
	if hy.Status != StatusRolledBack || !strings.Contains(hy.Reason, "fence span") {
		t.Fatalf("hybrid step: %+v", hy)
	}
	if !strings.Contains(sawPrompt, "(code block, kept whole)") || !strings.Contains(sawPrompt, "Body budget: 32000") {
		t.Errorf("prompt: %s", sawPrompt)
	}
	if !strings.Contains(res.Output.Body, "```python") {
		t.Errorf("fence lost")
	}
}

// TestHybridPlanApplied: a plan that reorders, cuts and rewords within
// the rules is applied as written.
func TestHybridPlanApplied(t *testing.T) {
	md := "---\nname: demo\ndescription: Merge sales reports.\n---\n\n# Demo\n\nThis is a long introduction that you can safely skip.\n\nFirst of all, you should always run `reports check` before merging anything.\n\n```sh\nreports merge --all\n```\n"
	p, _ := ParseProfile("p.yaml", []byte("name: p\nbudget:\n  chars: 4000\n"))
	plan := func(context.Context, string, string) (string, error) {
		return `{"lines": [{"line": 1}, {"line": 2}, {"line": 5, "text": "Always run ` + "`reports check`" + ` before merging."}, {"line": 6}, {"line": 7}]}`, nil
	}
	res, err := Compile(bg, "demo", []byte(md), Options{Profile: p, Hybrid: plan})
	if err != nil {
		t.Fatal(err)
	}
	want := "# Demo\n\nAlways run `reports check` before merging.\n\n```sh\nreports merge --all\n```"
	if res.Output.Body != want {
		t.Fatalf("body:\n%s\nwant:\n%s\nsteps %+v", res.Output.Body, want, res.Steps)
	}
}

var promptLineRE = regexp.MustCompile(`(?m)^\[(\d+)\] (.*)$`)

func TestApplyPlanRejects(t *testing.T) {
	body := "# T\n\nRun `make build` in src/app first.\n\n```sh\nmake\n```\nKeep it short and simple."
	for _, tc := range []struct{ name, plan, want string }{
		{"no such line", `{"lines":[{"line":1},{"line":42}]}`, "plan entry 2 (line 42): no such line"},
		{"inside a fence", `{"lines":[{"line":6}]}`, "plan entry 1 (line 6): no such line"},
		{"twice", `{"lines":[{"line":3},{"line":3}]}`, "line used twice (first by entry 1)"},
		{"rewords a fence", `{"lines":[{"line":5,"text":"make all"}]}`, "rewords a code block"},
		{"drops a command", `{"lines":[{"line":3,"text":"Run make in src/app first."}]}`, "drops the code \"`make build`\""},
		{"drops a path", `{"lines":[{"line":3,"text":"Run ` + "`make build`" + ` first."}]}`, "drops the path \"src/app\""},
		{"new words", `{"lines":[{"line":8,"text":"Delete every database now."}]}`, "not drawn from the line"},
		{"longer", `{"lines":[{"line":8,"text":"Keep it short and simple, short and simple, simple."}]}`, "longer than the line"},
		{"two lines", `{"lines":[{"line":8,"text":"Keep it\nshort."}]}`, "stay on one line"},
		{"not json", `Sure! Here is the plan.`, "not the JSON asked for"},
		{"empty", `{"lines":[]}`, "keeps no line"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := ApplyPlan(body, tc.plan)
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("got %v, want %q", err, tc.want)
			}
		})
	}
}

// TestFrontmatterKeysProtected: when hoisting a trigger would re-encode
// another frontmatter key (here an indented metadata block with a
// comment), the hoist is rolled back with the key named.
func TestFrontmatterKeysProtected(t *testing.T) {
	md := "---\nname: demo\ndescription: Merge sales reports.\nmetadata:\n    version: \"1.0\"   # pinned\n---\n\n# Demo\n\n## When to use\n\n- Merging quarterly reports\n- Building one summary table\n\n## Steps\n\n- Read each report\n- Merge them\n"
	p, _ := LoadProfile("claude-code")
	res, err := Compile(bg, "demo", []byte(md), Options{Profile: p})
	if err != nil {
		t.Fatal(err)
	}
	h := res.Steps[0]
	if h.Name != "hoist-triggers" || h.Status != StatusRolledBack || !strings.Contains(h.Reason, `frontmatter key "metadata"`) {
		t.Fatalf("hoist: %+v", h)
	}
	if res.Output.Description != "Merge sales reports." || !strings.Contains(res.Output.Body, "## When to use") {
		t.Errorf("rolled-back hoist left changes: %q", res.Output.Description)
	}
	if !strings.Contains(res.Output.Body, "1. Read each report\n2. Merge them") {
		t.Errorf("steps not numbered after the rollback:\n%s", res.Output.Body)
	}

	plain := strings.Replace(md, "metadata:\n    version: \"1.0\"   # pinned\n", "metadata:\n  version: \"1.0\"\n", 1)
	res, err = Compile(bg, "demo", []byte(plain), Options{Profile: p})
	if err != nil {
		t.Fatal(err)
	}
	if res.Steps[0].Status != StatusApplied {
		t.Fatalf("hoist: %+v", res.Steps[0])
	}
	if want := "Merge sales reports. Use when merging quarterly reports; building one summary table."; res.Output.Description != want {
		t.Errorf("description %q, want %q", res.Output.Description, want)
	}
	if strings.Contains(res.Output.Body, "When to use") {
		t.Errorf("the hoisted section stayed in the body:\n%s", res.Output.Body)
	}
}

func TestHoistKeepsItemsWithSpansAndRespectsCap(t *testing.T) {
	body := "# X\n\n## When to Use This Skill\n\n- Converting files with `pandoc`\n- Writing long reports for the finance team every quarter\n- Short memos\n\n## Invoices\n\nUse this skill when the user mentions invoices.\n"
	d, note, err := hoistTriggers(Doc{Description: "Write documents.", Body: body}, 80)
	if err != nil {
		t.Fatal(err)
	}
	if d.Description != "Write documents. Use when short memos; the user mentions invoices." {
		t.Errorf("description %q (%s)", d.Description, note)
	}
	for _, keep := range []string{"`pandoc`", "finance team", "## When to Use This Skill"} {
		if !strings.Contains(d.Body, keep) {
			t.Errorf("body lost %q:\n%s", keep, d.Body)
		}
	}
	if strings.Contains(d.Body, "Short memos") || strings.Contains(d.Body, "invoices") {
		t.Errorf("hoisted text stayed in the body:\n%s", d.Body)
	}
}

func TestTrimToBudget(t *testing.T) {
	var b strings.Builder
	b.WriteString("# Tool\n\n## Overview\n\n")
	for i := 0; i < 20; i++ {
		fmt.Fprintf(&b, "Background paragraph %d explains history at length. It goes on. And on.\n\n", i)
	}
	b.WriteString("## Steps\n\n1. Run `tool init` in ./work/dir.\n2. Check the result.\n\n```sh\ntool run --fast\n```\n")
	body := b.String()
	out, note := trimToBudget(body, 400)
	if runeLen(out) > 400 {
		t.Errorf("%d characters after trimming to 400 (%s)", runeLen(out), note)
	}
	if br := CheckSpans(Spans(body), out); len(br) > 0 {
		t.Errorf("broken: %v", br)
	}
	if !strings.Contains(note, "background sections") {
		t.Errorf("note: %s", note)
	}
	if _, n := trimToBudget(body, 100000); n != "" {
		t.Errorf("a body within budget was touched: %s", n)
	}
}

func TestStructureAndStyle(t *testing.T) {
	body := "## Workflow\n\n- Open the file\n- Edit it\n\n## Notes\n\n- Not a procedure\n- Stays bulleted\n"
	out, _ := numberSteps(body)
	if !strings.Contains(out, "1. Open the file\n2. Edit it") || !strings.Contains(out, "- Not a procedure") {
		t.Errorf("numbered:\n%s", out)
	}
	in := "You should always check `You should keep this` first. Please run the tests. Make sure to commit.\n- You need to push"
	got, _ := imperative(in)
	want := "Always check `You should keep this` first. Run the tests. Commit.\n- Push"
	if got != want {
		t.Errorf("imperative:\n%q\nwant\n%q", got, want)
	}
	long := "## Concepts\n\n**Layers:**\n\n- a\n- b\n\n**Key Principles**\n\n- c " + strings.Repeat("x", 60) + "\n\n**Given:** a boundary.\n"
	got, _ = shortSections(long, 50)
	if want := "## Concepts\n\n### Layers\n\n- a\n- b\n\n### Key Principles\n\n- c "; !strings.HasPrefix(got, want) || !strings.Contains(got, "**Given:** a boundary.") {
		t.Errorf("short sections:\n%s", got)
	}
	if same, _ := shortSections(long, 5000); same != long {
		t.Errorf("a short section was split:\n%s", same)
	}
	para := "One. Two is here. Three e.g. this stays. Version v1. Four! Five?"
	got, _ = shortParagraphs(para, 2)
	if got != "One. Two is here.\n\nThree e.g. this stays. Version v1.\n\nFour! Five?" {
		t.Errorf("short paragraphs:\n%q", got)
	}
}

// BenchmarkCompileCorpus compiles every corpus skill for every shipped
// profile once per iteration and reports the time per skill compile.
func BenchmarkCompileCorpus(b *testing.B) {
	files, err := filepath.Glob(filepath.Join(testcorpus.Skills(b), "*", "*", "SKILL.md"))
	if err != nil || len(files) == 0 {
		b.Fatalf("corpus: %v", err)
	}
	var srcs [][]byte
	for _, f := range files {
		d, err := os.ReadFile(f)
		if err != nil {
			b.Fatal(err)
		}
		srcs = append(srcs, d)
	}
	var profiles []*Profile
	for _, n := range Shipped() {
		p, err := LoadProfile(n)
		if err != nil {
			b.Fatal(err)
		}
		profiles = append(profiles, p)
	}
	b.ResetTimer()
	n := 0
	for i := 0; i < b.N; i++ {
		for _, p := range profiles {
			for k, src := range srcs {
				if _, err := Compile(context.Background(), filepath.Base(filepath.Dir(files[k])), src, Options{Profile: p}); err != nil {
					b.Fatal(err)
				}
				n++
			}
		}
	}
	b.ReportMetric(float64(b.Elapsed().Microseconds())/float64(n), "µs/skill")
	b.ReportMetric(float64(len(srcs)), "skills")
}
