package route

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/ingot-dev/ingot/pkg/embed"
	"github.com/ingot-dev/ingot/pkg/embed/embedtest"
	"github.com/ingot-dev/ingot/pkg/skill"
)

// writeSkill writes root/id/SKILL.md with a name, a description, an
// optional skill-router block (YAML lines indented under it) and a body.
func writeSkill(t testing.TB, root, id, desc, router, body string) {
	t.Helper()
	dir := filepath.Join(root, filepath.FromSlash(id))
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	md := fmt.Sprintf("---\nname: %s\ndescription: %q\n", filepath.Base(id), desc)
	if router != "" {
		md += "metadata:\n  skill-router:\n"
		for _, l := range strings.Split(strings.TrimSpace(router), "\n") {
			md += "    " + l + "\n"
		}
	}
	md += "---\n\n" + body + "\n"
	if err := os.WriteFile(filepath.Join(dir, "SKILL.md"), []byte(md), 0o644); err != nil {
		t.Fatal(err)
	}
}

func discover(t testing.TB, roots ...string) *skill.Library {
	t.Helper()
	lib, err := skill.Discover(context.Background(), roots, skill.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if lib.Diagnostics.HasErrors() {
		t.Fatalf("fixture diagnostics: %v", lib.Diagnostics)
	}
	return lib
}

// fixture is a small library with the reference's fixture shapes.
func fixture(t testing.TB) string {
	t.Helper()
	root := t.TempDir()
	writeSkill(t, root, "rspec", "Write RSpec specs for Ruby on Rails models with let blocks and instance_double.", "",
		"# RSpec\n\nUse `describe`, `context` and `let`.\n\n## Doubles\n\ninstance_double for collaborators.")
	writeSkill(t, root, "jest", "Write Jest unit tests and snapshot tests for JavaScript and TypeScript.", "",
		"# Jest\n\nSnapshots with toMatchSnapshot.")
	writeSkill(t, root, "k8s-deploy", "Deploy services to Kubernetes with kubectl and Helm charts.", "platforms: [linux]",
		"# Deploy\n\nkubectl apply -f manifests/")
	writeSkill(t, root, "browser-research", "Research a topic on the web with a browser and cite sources.", "required_tools: [browser]", "# Research")
	writeSkill(t, root, "github-review", "Review a GitHub pull request and leave review comments.", "required_mcps: [github]", "# Review")
	writeSkill(t, root, "manual-secret", "Rotate the production database secret.", "activation: manual", "# Rotate")
	writeSkill(t, root, "blocked-audit", "Audit the payroll ledger for anomalies.", "trust: blocked", "# Audit")
	writeSkill(t, root, "codex-only", "Summarise a codex session transcript into release notes.", "harnesses: [codex]", "# Notes")
	writeSkill(t, root, "python-project", "Lint and type-check this Python project with ruff and mypy.", "scopes: [project]\npath_patterns: [\"**/*.py\"]", "# Lint")
	writeSkill(t, root, "high-priority", "Format SQL queries in migration files consistently.", "priority: 90\nconflicts: [low-priority]", "# High")
	writeSkill(t, root, "low-priority", "Format SQL queries in migration files consistently.", "priority: 10\nconflicts: [high-priority]", "# Low")
	return root
}

func newRouter(t testing.TB, lib *skill.Library, edit func(*Options)) *Router {
	t.Helper()
	opt := DefaultOptions()
	opt.Platform = "linux"
	if edit != nil {
		edit(&opt)
	}
	r, _, err := New(context.Background(), lib, opt)
	if err != nil {
		t.Fatal(err)
	}
	return r
}

func route(t testing.TB, r *Router, req Request) Decision {
	t.Helper()
	if req.Harness == "" {
		req.Harness = "codex"
	}
	d, err := r.Route(context.Background(), req)
	if err != nil {
		t.Fatal(err)
	}
	return d
}

func TestRouteFiltersBeforeRanking(t *testing.T) {
	root := fixture(t)
	r := newRouter(t, discover(t, root), nil)
	proj := project(t)
	cases := []struct {
		name string
		req  Request
		want string // expected match, "" for none
	}{
		{"plain", Request{Task: "write rspec specs with instance_double for the Subscription model"}, "rspec"},
		{"platform ok", Request{Task: "deploy the services to kubernetes with kubectl and helm"}, "k8s-deploy"},
		{"platform excluded", Request{Task: "deploy the services to kubernetes with kubectl and helm", Platform: "darwin"}, ""},
		{"tool missing", Request{Task: "research a topic on the web with a browser and cite sources"}, ""},
		{"tool present", Request{Task: "research a topic on the web with a browser and cite sources", Tools: []string{"browser"}}, "browser-research"},
		{"mcp missing", Request{Task: "review a github pull request and leave review comments"}, ""},
		{"mcp present", Request{Task: "review a github pull request and leave review comments", MCPs: []string{"github"}}, "github-review"},
		{"manual activation never routes", Request{Task: "rotate the production database secret"}, ""},
		{"blocked never routes", Request{Task: "audit the payroll ledger for anomalies"}, ""},
		{"harness listed", Request{Task: "summarise a codex session transcript into release notes"}, "codex-only"},
		{"harness not listed", Request{Task: "summarise a codex session transcript into release notes", Harness: "claude"}, ""},
		{"project scope matches cwd", Request{Task: "lint and type-check this python project with ruff and mypy", Cwd: proj}, "python-project"},
		{"project scope elsewhere", Request{Task: "lint and type-check this python project with ruff and mypy", Cwd: t.TempDir()}, ""},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			d := route(t, r, c.req)
			if d.Match != c.want {
				t.Errorf("match %q (band %s, score %.3f, reason %q), want %q", d.Match, d.Band, d.Score, d.Reason, c.want)
			}
			if c.want == "" && slices.ContainsFunc(d.Alternatives, func(a Alternative) bool {
				return a.Name == "manual-secret" || a.Name == "blocked-audit"
			}) {
				t.Errorf("an excluded skill appears among alternatives: %+v", d.Alternatives)
			}
		})
	}
}

func TestRouteNoCompatibleSkill(t *testing.T) {
	r := newRouter(t, discover(t, fixture(t)), nil)
	d := route(t, r, Request{Task: "write rspec specs", Harness: "gemini"})
	if !d.Novel || d.Reason != "no compatible skill candidates" || d.Score != 0 || len(d.Alternatives) != 0 {
		t.Fatalf("decision %+v", d)
	}
	if _, err := r.Route(context.Background(), Request{Task: "x"}); !errors.Is(err, ErrNoHarness) {
		t.Fatalf("no harness: %v", err)
	}
}

func TestDecisionJSONHasExactlyNineKeys(t *testing.T) {
	root := fixture(t)
	lib := discover(t, root)
	r := newRouter(t, lib, nil)
	task := "write rspec specs with let blocks and instance_double"
	top := route(t, r, Request{Task: task})
	if top.Band != BandMatch {
		t.Fatalf("fixture task did not match: %+v", top)
	}
	s := lib.Get("rspec")
	bands := []struct {
		min, rel float64
		band     Band
	}{
		{top.Score - 0.01, top.Score - 0.02, BandMatch},
		{top.Score + 0.01, top.Score - 0.01, BandRelated},
		{top.Score + 0.02, top.Score + 0.01, BandNovel},
	}
	for _, b := range bands {
		d := route(t, newRouter(t, lib, func(o *Options) { o.MinScore, o.RelatedScore = b.min, b.rel }), Request{Task: task})
		if d.Band != b.band {
			t.Fatalf("thresholds %.3f/%.3f: band %s, want %s", b.min, b.rel, d.Band, b.band)
		}
		raw, err := json.Marshal(d)
		if err != nil {
			t.Fatal(err)
		}
		var m map[string]any
		if err := json.Unmarshal(raw, &m); err != nil {
			t.Fatal(err)
		}
		var keys []string
		for k := range m {
			keys = append(keys, k)
		}
		slices.Sort(keys)
		want := []string{"alternatives", "match", "novel", "reason", "related_match", "revision", "score", "skill_body", "skill_root"}
		if !slices.Equal(keys, want) {
			t.Fatalf("%s: keys %v, want %v", b.band, keys, want)
		}
		alts := m["alternatives"].([]any)
		if len(alts) > 2 {
			t.Errorf("%s: %d alternatives", b.band, len(alts))
		}
		for _, a := range alts {
			for k := range a.(map[string]any) {
				if k != "name" && k != "score" && k != "reason" {
					t.Errorf("%s: alternative carries %q", b.band, k)
				}
			}
		}
		switch b.band {
		case BandMatch, BandRelated:
			id := "rspec"
			if b.band == BandMatch && m["match"] != id || b.band == BandRelated && (m["related_match"] != id || m["match"] != nil) {
				t.Errorf("%s: match %v related %v", b.band, m["match"], m["related_match"])
			}
			if m["revision"] != s.Revision.String() || m["skill_root"] != s.Dir || m["skill_body"] != s.Body || m["novel"] != false {
				t.Errorf("%s: revision %v root %v body %q novel %v", b.band, m["revision"], m["skill_root"], m["skill_body"], m["novel"])
			}
		case BandNovel:
			if m["match"] != nil || m["related_match"] != nil || m["revision"] != nil || m["skill_root"] != nil || m["skill_body"] != "" || m["novel"] != true {
				t.Errorf("novel: %v", m)
			}
			if len(alts) == 0 || alts[0].(map[string]any)["name"] != "rspec" {
				t.Errorf("novel: the best candidate should lead the alternatives: %v", alts)
			}
		}
		var back Decision
		if err := json.Unmarshal(raw, &back); err != nil || back.Band != b.band || back.SkillID() != d.SkillID() {
			t.Errorf("round trip: %+v, %v", back, err)
		}
	}
}

func TestRouteServesTheHarnessVariant(t *testing.T) {
	root := fixture(t)
	variant := filepath.Join(root, "rspec", "variants", "claude.md")
	if err := os.MkdirAll(filepath.Dir(variant), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(variant, []byte("Claude-specific RSpec body"), 0o644); err != nil {
		t.Fatal(err)
	}
	r := newRouter(t, discover(t, root), nil)
	task := "write rspec specs with let blocks and instance_double"
	if d := route(t, r, Request{Task: task, Harness: "claude"}); d.SkillBody != "Claude-specific RSpec body" {
		t.Errorf("claude body %q", d.SkillBody)
	}
	if d := route(t, r, Request{Task: task, Harness: "codex"}); strings.Contains(d.SkillBody, "Claude-specific") {
		t.Errorf("codex got the claude variant")
	}
}

func TestTieBreaksAndConflicts(t *testing.T) {
	root := fixture(t)
	writeSkill(t, root, "mid-priority", "Format SQL queries in migration files consistently.", "", "# Mid")
	writeSkill(t, root, "a-same", "Tidy the changelog headings for a release.", "", "# A")
	writeSkill(t, root, "b-same", "Tidy the changelog headings for a release.", "", "# B")
	r := newRouter(t, discover(t, root), func(o *Options) { o.MinScore, o.RelatedScore = 0.01, 0 })
	d := route(t, r, Request{Task: "format the SQL queries in our migration files consistently"})
	if d.Match != "high-priority" {
		t.Fatalf("equal scores: match %q, want the higher priority", d.Match)
	}
	ids := []string{d.Match}
	for _, a := range d.Alternatives {
		ids = append(ids, a.Name)
	}
	if slices.Contains(ids, "low-priority") {
		t.Errorf("conflicting skills appear together: %v", ids)
	}
	if len(ids) < 2 || ids[1] != "mid-priority" {
		t.Errorf("alternatives %v: want mid-priority next", ids)
	}
	d = route(t, r, Request{Task: "tidy the changelog headings for a release"})
	if d.Match != "a-same" || len(d.Alternatives) == 0 || d.Alternatives[0].Name != "b-same" {
		t.Errorf("equal score and priority: %q then %+v, want a-same then b-same", d.Match, d.Alternatives)
	}
	// Without the high-priority skill, priority still orders the rest.
	lib := discover(t, root)
	var kept []*skill.Skill
	for _, s := range lib.Skills {
		if s.ID != "high-priority" {
			kept = append(kept, s)
		}
	}
	lib.Skills = kept
	r2 := newRouter(t, lib, func(o *Options) { o.MinScore, o.RelatedScore = 0.01, 0 })
	if d := route(t, r2, Request{Task: "format the SQL queries in our migration files consistently"}); d.Match != "mid-priority" {
		t.Errorf("match %q, want mid-priority (priority 50 over 10)", d.Match)
	}
}

// topOf is the best compatible candidate of a decision, whatever its band.
func topOf(d Decision) string {
	if id := d.SkillID(); id != "" {
		return id
	}
	if len(d.Alternatives) > 0 {
		return d.Alternatives[0].Name
	}
	return ""
}

func TestNegationSteersRouting(t *testing.T) {
	r := newRouter(t, discover(t, fixture(t)), nil)
	d := route(t, r, Request{Task: "write snapshot tests for the price component, not RSpec specs"})
	if topOf(d) != "jest" || slices.ContainsFunc(d.Alternatives, func(a Alternative) bool { return a.Name == "rspec" && a.Score > 0.2 }) {
		t.Errorf("negated RSpec still wins: %+v", d)
	}
}

func TestRefreshReanalysesAndReembedsOnlyChanges(t *testing.T) {
	ctx := context.Background()
	root := fixture(t)
	fake := &embedtest.Fake{}
	cache := embed.NewCache(t.TempDir())
	opt := DefaultOptions()
	opt.Embedder, opt.Cache = fake, cache
	r, st, err := New(ctx, discover(t, root), opt)
	if err != nil {
		t.Fatal(err)
	}
	n := len(r.Skills())
	if st.Analyzed != n || st.Embedded != n {
		t.Fatalf("first build: %+v", st)
	}
	before := route(t, r, Request{Task: "write jest snapshot tests"})

	// Nothing changed: nothing is redone.
	st, err = r.Refresh(ctx, discover(t, root))
	if err != nil || st.Analyzed != 0 || st.Embedded != 0 {
		t.Fatalf("no-op refresh: %+v, %v", st, err)
	}
	// One description changes.
	writeSkill(t, root, "jest", "Write Vitest-compatible Jest tests with fake timers.", "", "# Jest\n\nSnapshots with toMatchSnapshot.")
	calls, texts := fake.Calls()
	st, err = r.Refresh(ctx, discover(t, root))
	if err != nil {
		t.Fatal(err)
	}
	c2, t2 := fake.Calls()
	if st.Analyzed != 1 || st.Embedded != 1 || c2 != calls+1 || t2 != texts+1 {
		t.Fatalf("one change: %+v, embedder calls %d→%d texts %d→%d", st, calls, c2, texts, t2)
	}
	after := route(t, r, Request{Task: "write jest snapshot tests"})
	if after.Revision == before.Revision {
		t.Error("decision still carries the old revision")
	}
	// A new process with the same vector cache embeds nothing.
	fresh := &embedtest.Fake{}
	opt.Embedder = fresh
	if _, st, err = New(ctx, discover(t, root), opt); err != nil || st.Embedded != 0 {
		t.Fatalf("warm start: %+v, %v", st, err)
	}
	if c, _ := fresh.Calls(); c != 0 {
		t.Fatalf("warm start called the encoder %d times", c)
	}
}

func TestFailedRefreshKeepsThePreviousIndex(t *testing.T) {
	ctx := context.Background()
	root := fixture(t)
	fake := &embedtest.Fake{}
	opt := DefaultOptions()
	opt.Embedder = fake
	opt.ShortLibraryDenseWeight = 0 // the lexical path keeps routing while the encoder is down
	r, _, err := New(ctx, discover(t, root), opt)
	if err != nil {
		t.Fatal(err)
	}
	writeSkill(t, root, "newcomer", "Write Go fuzz tests with testing.F.", "", "# Fuzz")
	fake.Err = errors.New("encoder down")
	if _, err := r.Refresh(ctx, discover(t, root)); err == nil {
		t.Fatal("refresh with a failing encoder succeeded")
	}
	if len(r.Skills()) != 11 {
		t.Fatalf("failed refresh changed the library: %d skills", len(r.Skills()))
	}
	if d := route(t, r, Request{Task: "write rspec specs with instance_double"}); d.Match != "rspec" {
		t.Fatalf("router broken after a failed refresh: %+v", d)
	}
	cctx, cancel := context.WithCancel(ctx)
	cancel()
	fake.Err = nil
	if _, err := r.Refresh(cctx, discover(t, root)); err == nil {
		t.Fatal("cancelled refresh succeeded")
	}
	if len(r.Skills()) != 11 {
		t.Fatal("cancelled refresh changed the library")
	}
}

func TestRouteIsSafeDuringRefresh(t *testing.T) {
	ctx := context.Background()
	root := fixture(t)
	r := newRouter(t, discover(t, root), nil)
	lib := discover(t, root)
	var wg sync.WaitGroup
	for g := 0; g < 4; g++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := 0; i < 50; i++ {
				if _, err := r.Route(ctx, Request{Task: "write rspec specs", Harness: "codex"}); err != nil {
					t.Error(err)
					return
				}
			}
		}()
	}
	for i := 0; i < 10; i++ {
		if _, err := r.Refresh(ctx, lib); err != nil {
			t.Fatal(err)
		}
	}
	wg.Wait()
}

func TestDenseFusionAndTheLexicalPath(t *testing.T) {
	root := fixture(t)
	lib := discover(t, root)
	fake := &embedtest.Fake{}
	// On the raw-score band (no gate model) the band never depends on the
	// encoder; the match probability may (margin, cosine), see gate_test.
	lexOnly := newRouter(t, lib, func(o *Options) { o.Embedder, o.DenseWeight, o.Gate, o.ShortLibraryDenseWeight = fake, 0, nil, 0 })
	calls, _ := fake.Calls()
	route(t, lexOnly, Request{Task: "write rspec specs"})
	if c, _ := fake.Calls(); c != calls {
		t.Fatalf("μ = 0: Route ran the encoder (%d calls)", c-calls)
	}
	// A large μ lets the encoder rank; the band still comes from the
	// lexical score alone.
	hybrid := newRouter(t, lib, func(o *Options) { o.Embedder, o.DenseWeight, o.Gate = fake, 50, nil })
	d := route(t, hybrid, Request{Task: "Deploy services to Kubernetes"})
	if topOf(d) != "k8s-deploy" {
		t.Errorf("hybrid ranking ignores the dense signal: %+v", d)
	}
	if d.Dense == 0 {
		t.Error("hybrid decision carries no cosine")
	}
	lexD := route(t, lexOnly, Request{Task: "Deploy services to Kubernetes"})
	if lexD.SkillID() == d.SkillID() && lexD.Score != d.Score {
		t.Errorf("the band score moved with the encoder: %.3f vs %.3f", d.Score, lexD.Score)
	}
	if _, _, err := New(context.Background(), lib, Options{Mode: DenseOnly}); err == nil {
		t.Error("dense-only without an encoder accepted")
	}
	dense := newRouter(t, lib, func(o *Options) { o.Embedder, o.Mode, o.MinScore, o.RelatedScore = fake, DenseOnly, 0.5, 0.3 })
	d = route(t, dense, Request{Task: "Deploy services to Kubernetes with kubectl and Helm charts."})
	if d.Match != "k8s-deploy" || d.Score < 0.9 || d.Score != d.Dense {
		t.Errorf("dense-only on the skill's own description: %+v", d)
	}
}

func TestSuggest(t *testing.T) {
	fake := &embedtest.Fake{}
	r := newRouter(t, discover(t, fixture(t)), func(o *Options) { o.Embedder, o.DenseWeight = fake, 0 })
	sug, q, err := r.Suggest(context.Background(), "write rspec specs, not jest tests", 3)
	if err != nil {
		t.Fatal(err)
	}
	if len(sug) == 0 || len(sug) > 3 || sug[0].ID != "rspec" {
		t.Fatalf("suggestions %+v", sug)
	}
	if !slices.Contains(q.Negated, "jest") {
		t.Errorf("negated terms %v", q.Negated)
	}
	for i, s := range sug {
		if s.Dense == nil {
			t.Errorf("%s: no cosine although an encoder is loaded", s.ID)
		}
		if _, ok := s.Contributions["lexical"]; !ok {
			t.Errorf("%s: contributions %v", s.ID, s.Contributions)
		}
		if i > 0 && s.Fused > sug[i-1].Fused {
			t.Errorf("not sorted: %v", sug)
		}
	}
	if len(sug[0].Terms) == 0 || sug[0].Terms[0].Term == "" {
		t.Errorf("no matched terms: %+v", sug[0])
	}
	// Suggest does not filter: a blocked skill still shows.
	sug, _, _ = r.Suggest(context.Background(), "audit the payroll ledger", 1)
	if len(sug) != 1 || sug[0].ID != "blocked-audit" {
		t.Errorf("unfiltered suggestion %+v", sug)
	}
}

func TestNearestAndCollisions(t *testing.T) {
	root := fixture(t)
	r := newRouter(t, discover(t, root), nil)
	n := r.Nearest("Write RSpec specs for Ruby on Rails models with let blocks and instance_double.")
	if n.ID != "rspec" || n.Score < 0.999 {
		t.Errorf("nearest to its own description: %+v", n)
	}
	n = r.Nearest("Write RSpec specs for Ruby on Rails models with let blocks and instance_double.", "rspec")
	if n.ID == "rspec" || n.Score > 0.5 {
		t.Errorf("excluded self: %+v", n)
	}
	cs := r.Collisions(0.99)
	if len(cs) != 1 || !(cs[0].A == "high-priority" && cs[0].B == "low-priority") {
		t.Errorf("collisions %+v, want the two identical descriptions once", cs)
	}
	if len(r.Collisions(0)) <= len(cs) {
		t.Error("threshold 0 should list more pairs")
	}
	empty := newRouter(t, &skill.Library{}, nil)
	if n := empty.Nearest("anything"); n != (Neighbor{}) {
		t.Errorf("empty library: %+v", n)
	}
}

func TestLookup(t *testing.T) {
	a, b := t.TempDir(), t.TempDir()
	writeSkill(t, a, "team/pdf", "Fill PDF forms.", "", "")
	writeSkill(t, b, "vendor/pdf", "Extract PDF text.", "", "")
	writeSkill(t, b, "vendor/xlsx", "Edit spreadsheets.", "", "")
	r := newRouter(t, discover(t, a, b), nil)
	if s, err := r.Lookup("xlsx"); err != nil || s.ID != "vendor/xlsx" {
		t.Errorf("by unique name: %v %v", s, err)
	}
	if s, err := r.Lookup("team/pdf"); err != nil || s.ID != "team/pdf" {
		t.Errorf("by id: %v %v", s, err)
	}
	if _, err := r.Lookup("pdf"); err == nil || !strings.Contains(err.Error(), "ambiguous") {
		t.Errorf("ambiguous name: %v", err)
	}
	if _, err := r.Lookup("nope"); !errors.Is(err, skill.ErrNotFound) {
		t.Errorf("unknown: %v", err)
	}
}

func TestSavedIndexServesTheNextStart(t *testing.T) {
	root := fixture(t)
	dir := t.TempDir()
	lib := discover(t, root)
	opt := DefaultOptions()
	opt.IndexDir = dir
	r1, st, err := New(context.Background(), lib, opt)
	if err != nil || st.Loaded {
		t.Fatalf("cold: %+v %v", st, err)
	}
	r2, st, err := New(context.Background(), lib, opt)
	if err != nil || !st.Loaded || st.Analyzed != 0 {
		t.Fatalf("warm: %+v %v", st, err)
	}
	for _, task := range []string{"write rspec specs", "deploy with helm", "format SQL"} {
		a, b := route(t, r1, Request{Task: task}), route(t, r2, Request{Task: task})
		if a.Score != b.Score || a.SkillID() != b.SkillID() {
			t.Errorf("%q: %v/%.4f from the saved index, %v/%.4f built", task, b.SkillID(), b.Score, a.SkillID(), a.Score)
		}
	}
	// A changed skill is a different key: rebuilt, not a stale load.
	writeSkill(t, root, "jest", "Write Mocha tests instead.", "", "# Mocha")
	if _, st, _ = New(context.Background(), discover(t, root), opt); st.Loaded {
		t.Fatal("stale saved index loaded after a change")
	}
	// Near-duplicates of the saved index load fine for refreshes too.
	if _, err := r2.Refresh(context.Background(), discover(t, root)); err != nil {
		t.Fatal(err)
	}
	if n := r2.Nearest("Write Mocha tests instead."); n.ID != "jest" {
		t.Errorf("nearest after refresh from a loaded index: %+v", n)
	}
}

func TestOptionsFromEnv(t *testing.T) {
	env := map[string]string{}
	get := func(k string) string { return env[k] }
	opt, err := OptionsFromEnv(get)
	if err != nil || opt.MinScore != DefaultMinScore || opt.RelatedScore != DefaultRelatedScore || opt.DenseWeight != DefaultDenseWeight {
		t.Fatalf("defaults: %+v %v", opt, err)
	}
	env[EnvMinScore], env[EnvRelatedScore], env[EnvDenseWeight] = "0.5", " 0.3 ", "2"
	opt, err = OptionsFromEnv(get)
	if err != nil || opt.MinScore != 0.5 || opt.RelatedScore != 0.3 || opt.DenseWeight != 2 {
		t.Fatalf("set: %+v %v", opt, err)
	}
	for _, bad := range []string{"abc", "-1", "NaN"} {
		env[EnvDenseWeight] = bad
		if _, err := OptionsFromEnv(get); err == nil || !strings.Contains(err.Error(), EnvDenseWeight) {
			t.Errorf("%q: %v", bad, err)
		}
	}
}
