package mcpserver

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/google/jsonschema-go/jsonschema"
	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/ingot-dev/ingot/internal/testcorpus"
	"github.com/ingot-dev/ingot/internal/testutil"
	"github.com/ingot-dev/ingot/pkg/revision"
)

const rspecTask = "write RSpec specs for the Subscription model, use let blocks and instance_double for the gateway"

func TestToolsListed(t *testing.T) {
	f := newFixture(t, fixtureOpt{})
	cs := f.connect("test")
	var names []string
	for tool, err := range cs.Tools(context.Background(), nil) {
		if err != nil {
			t.Fatal(err)
		}
		names = append(names, tool.Name)
		if len(tool.Description) < 150 {
			t.Errorf("%s: description too thin for a model to use unprompted: %q", tool.Name, tool.Description)
		}
		if tool.OutputSchema == nil {
			t.Errorf("%s: no output schema", tool.Name)
		}
		// Portable schemas: a single type per schema everywhere (the SDK
		// would infer ["null","array"] for a Go slice).
		for _, sch := range []any{tool.InputSchema, tool.OutputSchema} {
			if bad := multiTypes(sch, ""); len(bad) > 0 {
				t.Errorf("%s: multi-type schemas at %v", tool.Name, bad)
			}
		}
		if tool.Annotations == nil {
			t.Errorf("%s: no annotations", tool.Name)
		}
	}
	slices.Sort(names)
	want := slices.Clone(ToolNames)
	slices.Sort(want)
	if !slices.Equal(names, want) {
		t.Fatalf("tools = %v, want %v", names, want)
	}
	ir := cs.InitializeResult()
	if _, ok := ir.Capabilities.Extensions[SkillsExtension]; !ok {
		t.Errorf("capabilities do not declare %s: %+v", SkillsExtension, ir.Capabilities)
	}
	if ir.Capabilities.Resources == nil {
		t.Error("the skills extension needs the resources capability")
	}
	if !strings.Contains(ir.Instructions, "route_and_load") {
		t.Errorf("instructions do not tell the model what to call: %q", ir.Instructions)
	}
}

// multiTypes lists the paths in a JSON schema whose "type" is an array.
func multiTypes(v any, path string) []string {
	var out []string
	switch x := v.(type) {
	case map[string]any:
		if _, ok := x["type"].([]any); ok {
			out = append(out, path)
		}
		for k, c := range x {
			out = append(out, multiTypes(c, path+"/"+k)...)
		}
	case []any:
		for i, c := range x {
			out = append(out, multiTypes(c, fmt.Sprintf("%s/%d", path, i))...)
		}
	}
	return out
}

func corpusFixture(t testing.TB) *fixture {
	return newFixture(t, fixtureOpt{extraRoots: []string{testcorpus.Skills(t)}, interval: 1 << 62})
}

func TestRouteAndLoadCorpus(t *testing.T) {
	f := corpusFixture(t)
	cs := f.connect("claude-code")
	var raw map[string]any
	res := call(t, cs, toolRoute, map[string]any{"task": rspecTask, "harness": "claude", "cwd": f.home}, &raw)
	mustOK(t, toolRoute, res)
	keys := make([]string, 0, len(raw))
	for k := range raw {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	want := []string{"alternatives", "match", "novel", "reason", "related_match", "revision", "score", "skill_body", "skill_root"}
	if !slices.Equal(keys, want) {
		t.Fatalf("decision keys = %v, want exactly %v", keys, want)
	}
	if raw["match"] != "lambdatest/rspec-skill" {
		t.Fatalf("match = %v, want lambdatest/rspec-skill (decision %v)", raw["match"], raw)
	}
	sk, err := f.srv.cat.acquire().router.Lookup("lambdatest/rspec-skill")
	if err != nil {
		t.Fatal(err)
	}
	if raw["revision"] != sk.Revision.String() {
		t.Errorf("revision = %v, want %s", raw["revision"], sk.Revision)
	}
	if _, err := revision.Parse(raw["revision"].(string)); err != nil {
		t.Errorf("revision: %v", err)
	}
	if body := raw["skill_body"].(string); body != sk.Body || !strings.Contains(body, "RSpec") {
		t.Errorf("skill_body is not the skill's body: %.200q", body)
	}
	for _, a := range raw["alternatives"].([]any) {
		if _, ok := a.(map[string]any)["skill_body"]; ok {
			t.Errorf("an alternative carries a body: %v", a)
		}
	}
	// The trace store has the call, and the usage counts moved.
	recs := f.records()
	if len(recs) != 1 {
		t.Fatalf("%d trace records, want 1", len(recs))
	}
	r := recs[0]
	if r.Source != "mcp:route_and_load" || r.Task != rspecTask || r.Skill != "lambdatest/rspec-skill" ||
		r.Revision != sk.Revision.String() || r.Harness != "claude" || r.Route == nil || r.Route.Match != "lambdatest/rspec-skill" || r.Route.Novel {
		t.Errorf("trace record = %+v", r)
	}
	if u := f.srv.rec.usage("lambdatest/rspec-skill"); u.Loaded != 1 || u.Offered != 1 {
		t.Errorf("usage = %+v, want offered 1, loaded 1", u)
	}
}

func TestRouteAndLoadNovelAndHarness(t *testing.T) {
	f := newFixture(t, fixtureOpt{setup: smallLibrary})
	// A client whose name says nothing about its harness gets the default
	// harness (issue 14; TestAnyHostIsServed).
	// Claude Code's client name stands in for the harness.
	cc := f.connect("claude-code")
	var d map[string]any
	mustOK(t, toolRoute, call(t, cc, toolRoute, map[string]any{"task": "extract text and tables from the PDF files, fill the PDF forms and merge the PDF documents with pdfplumber"}, &d))
	if d["match"] != "pdf" {
		t.Errorf("match = %v, want pdf (%v)", d["match"], d)
	}
	mustOK(t, toolRoute, call(t, cc, toolRoute, map[string]any{"task": "bake sourdough bread with a long cold proof", "harness": "claude"}, &d))
	if d["novel"] != true || d["match"] != nil || d["skill_body"] != "" || d["revision"] != nil {
		t.Errorf("novel decision = %v", d)
	}
}

// smallLibrary is a handful of distinct skills, so the ranker's term
// weights mean something.
func smallLibrary(f *fixture) {
	f.addSkill("pdf", "Extract text and tables from PDF files, fill PDF forms and merge PDF documents.", "# PDF\nUse pdfplumber to extract tables.", nil)
	f.addSkill("docx", "Create, edit and review Word documents with tracked changes and comments.", "# DOCX\nUse python-docx.", nil)
	f.addSkill("xlsx", "Build spreadsheets with formulas, charts and pivot tables in Excel files.", "# XLSX\nUse openpyxl.", nil)
	f.addSkill("git-commit", "Write conventional commit messages and split changes into focused commits.", "# Commits\nOne change per commit.", nil)
}

func TestSuggestSkills(t *testing.T) {
	f := corpusFixture(t)
	cs := f.connect("test")
	var out SuggestOutput
	mustOK(t, toolSuggest, call(t, cs, toolSuggest, map[string]any{"task": rspecTask, "k": 3}, &out))
	if len(out.Skills) == 0 || len(out.Skills) > 3 || out.Skills[0].ID != "lambdatest/rspec-skill" || out.Novel {
		t.Fatalf("suggest = %+v", out)
	}
	for i, s := range out.Skills {
		if s.Description == "" || s.Score <= 0 || (i > 0 && s.Score > out.Skills[i-1].Score) {
			t.Errorf("suggestion %d = %+v", i, s)
		}
	}
	raw := call(t, cs, toolSuggest, map[string]any{"task": rspecTask}, nil)
	if strings.Contains(text(raw), "skill_body") || strings.Contains(text(raw), "## ") {
		t.Error("suggest_skills returned a body")
	}
	mustOK(t, toolSuggest, call(t, cs, toolSuggest, map[string]any{"task": "bake sourdough bread with a long cold proof"}, &out))
	if !out.Novel || len(out.Skills) != 0 {
		t.Errorf("unrelated task: %+v", out)
	}
	// Suggestions are offers in the usage counts.
	if u := f.srv.rec.usage("lambdatest/rspec-skill"); u.Offered != 2 || u.Loaded != 0 {
		t.Errorf("usage = %+v", u)
	}
}

func TestGetSkill(t *testing.T) {
	f := newFixture(t, fixtureOpt{setup: func(f *fixture) {
		f.addSkill("tools/pdf", "Extract text and tables from PDF files.", "# PDF\nRun scripts/extract.py.",
			map[string]string{"scripts/extract.py": "print('hi')\n", "reference.md": "# Ref\n"})
	}})
	cs := f.connect("claude-code")
	var out SkillOutput
	res := call(t, cs, toolGet, map[string]any{"name": "pdf"}, &out)
	mustOK(t, toolGet, res)
	sk := f.srv.cat.acquire().byID["tools/pdf"]
	if out.ID != "tools/pdf" || out.Revision != sk.Revision.String() || out.Body != "# PDF\nRun scripts/extract.py." {
		t.Fatalf("get_skill = %+v", out)
	}
	hdr := "# Skill: tools/pdf@" + sk.Revision.Short()
	if out.Header != hdr || !strings.HasPrefix(text(res), hdr+"\n") {
		t.Errorf("header = %q, text starts %.80q; want %q", out.Header, text(res), hdr)
	}
	var paths []string
	for _, fl := range out.Files {
		paths = append(paths, fl.Path)
		if fl.Size <= 0 || !strings.HasPrefix(fl.URI, "skill://tools/pdf/") {
			t.Errorf("file %+v", fl)
		}
	}
	if !slices.Equal(paths, []string{"reference.md", "scripts/extract.py"}) {
		t.Errorf("files = %v (SKILL.md is the body, not a bundled file)", paths)
	}
	if strings.Contains(text(res), "print('hi')") {
		t.Error("get_skill returned the content of a bundled file")
	}
	// id@revision resolves too; an unknown skill is an error the model can act on.
	mustOK(t, toolGet, call(t, cs, toolGet, map[string]any{"name": "tools/pdf@" + sk.Revision.Short()}, &out))
	res = call(t, cs, toolGet, map[string]any{"name": "nosuch"}, nil)
	if !res.IsError || !strings.Contains(text(res), "suggest_skills") {
		t.Errorf("unknown skill: %v %q", res.IsError, text(res))
	}
	recs := f.records()
	if len(recs) != 3 || recs[0].Source != "mcp:get_skill" || recs[0].Skill != "tools/pdf" || recs[0].Revision != sk.Revision.String() || recs[2].Skill != "" {
		t.Errorf("records = %+v", recs)
	}
	if u := f.srv.rec.usage("tools/pdf"); u.Loaded != 2 {
		t.Errorf("usage = %+v, want loaded 2", u)
	}
}

func TestListSkills(t *testing.T) {
	f := corpusFixture(t)
	cs := f.connect("test")
	mustOK(t, toolGet, call(t, cs, toolGet, map[string]any{"name": "lambdatest/rspec-skill"}, nil))
	var out ListOutput
	res := call(t, cs, toolList, nil, &out)
	mustOK(t, toolList, res)
	if out.Total != 392 {
		t.Fatalf("total = %d, want the 392 corpus skills", out.Total)
	}
	if n := len(text(res)); n > DefaultListBudget+DefaultListBudget/10 {
		t.Errorf("list is %d characters, over the %d budget", n, DefaultListBudget)
	}
	if out.NextOffset == 0 || !strings.Contains(out.Note, "offset") {
		t.Errorf("a 392-skill library does not fit %d characters: want paging and a note, got %+v", DefaultListBudget, out.Note)
	}
	if out.DescriptionChars == 0 || !strings.Contains(out.Note, "cut") {
		t.Errorf("descriptions should be cut and the note say so: chars %d, note %q", out.DescriptionChars, out.Note)
	}
	seen := map[string]bool{}
	offset := 0
	for page := 0; page < 10; page++ {
		var p ListOutput
		mustOK(t, toolList, call(t, cs, toolList, map[string]any{"offset": offset}, &p))
		for _, e := range p.Skills {
			if seen[e.ID] {
				t.Fatalf("%s listed twice", e.ID)
			}
			seen[e.ID] = true
			if len(e.Revision) != 12 || e.Name == "" || e.Description == "" {
				t.Errorf("entry %+v", e)
			}
			if e.ID == "lambdatest/rspec-skill" && (e.Uses == nil || e.Uses.Loaded != 1) {
				t.Errorf("uses of a loaded skill = %+v", e.Uses)
			}
		}
		if p.NextOffset == 0 {
			break
		}
		offset = p.NextOffset
	}
	if len(seen) != 392 {
		t.Errorf("paging listed %d skills, want 392", len(seen))
	}
}

func TestFitList(t *testing.T) {
	mk := func(n, descLen int) []CatalogEntry {
		var out []CatalogEntry
		for i := range n {
			out = append(out, CatalogEntry{ID: "s" + strings.Repeat("x", i%7), Name: "n", Revision: "0123456789ab",
				Description: strings.Repeat("word ", descLen/5)})
		}
		return out
	}
	small := fitList(mk(3, 100), 0, 16000)
	if len(small.Skills) != 3 || small.DescriptionChars != 0 || small.NextOffset != 0 || small.Skills[0].Description != mk(1, 100)[0].Description {
		t.Errorf("a small library must be listed whole: %+v", small)
	}
	mid := fitList(mk(40, 1000), 0, 16000)
	if len(mid.Skills) != 40 || mid.DescriptionChars < minDescChars || mid.DescriptionChars >= 1000 || mid.NextOffset != 0 {
		t.Errorf("descriptions should be cut, every skill kept: chars %d, n %d", mid.DescriptionChars, len(mid.Skills))
	}
	for _, e := range mid.Skills {
		if !strings.HasSuffix(e.Description, "…") {
			t.Fatalf("cut description without an ellipsis: %q", e.Description)
		}
	}
	b, _ := json.Marshal(mid)
	if len(b) > 16000 {
		t.Errorf("fitted list is %d bytes", len(b))
	}
	big := fitList(mk(1000, 300), 0, 16000)
	if big.NextOffset != len(big.Skills) || big.NextOffset == 0 || big.Total != 1000 {
		t.Errorf("paging: next %d, n %d", big.NextOffset, len(big.Skills))
	}
	last := fitList(mk(1000, 300), 990, 16000)
	if len(last.Skills) != 10 || last.NextOffset != 0 {
		t.Errorf("last page: %d skills, next %d", len(last.Skills), last.NextOffset)
	}
}

func TestTruncate(t *testing.T) {
	s, cut := truncate("Extract text and tables from PDF files and merge them", 30)
	if !cut || s != "Extract text and tables from…" {
		t.Errorf("truncate = %q", s)
	}
	if s, cut := truncate("short", 30); cut || s != "short" {
		t.Errorf("truncate short = %q", s)
	}
	if s, _ := truncate(strings.Repeat("é", 50), 10); s != strings.Repeat("é", 10)+"…" {
		t.Errorf("runes: %q", s)
	}
}

var hexRE = regexp.MustCompile(`^[0-9a-f]{64}$`)

func TestReloadSkills(t *testing.T) {
	f := newFixture(t, fixtureOpt{interval: 1 << 62, setup: func(f *fixture) {
		f.addSkill("pdf", "Extract text and tables from PDF files.", "# PDF", nil)
	}})
	cs := f.connect("test")
	var rep ReloadReport
	mustOK(t, toolReload, call(t, cs, toolReload, nil, &rep))
	if !rep.Reloaded || rep.Skills != 1 || len(rep.Added)+len(rep.Changed)+len(rep.Removed) != 0 {
		t.Errorf("unchanged reload = %+v", rep)
	}
	f.addSkill("docx", "Create and edit Word documents.", "# DOCX", nil)
	testutil.WriteFile(t, f.home+"/skills/broken/SKILL.md", "---\nname: broken\n---\nno description\n")
	mustOK(t, toolReload, call(t, cs, toolReload, nil, &rep))
	if rep.Skills != 2 || !slices.Equal(rep.Added, []string{"docx"}) || rep.Errors != 1 {
		t.Fatalf("reload = %+v", rep)
	}
	if d := rep.Diagnostics[0]; d.Severity != "error" || !strings.Contains(d.File, "broken") || d.Field != "description" {
		t.Errorf("first diagnostic = %+v, want the broken skill's error first", d)
	}
}

func TestToolsAgainstSchemas(t *testing.T) {
	// Every tool's structured output must validate against its own output
	// schema (the SDK checks on the server; a mismatch is a protocol error
	// the test would see), for each kind of answer.
	f := newFixture(t, fixtureOpt{setup: func(f *fixture) {
		f.addSkill("pdf", "Extract text and tables from PDF files.", "# PDF", nil)
	}})
	cs := f.connect("claude-code")
	for _, c := range []struct {
		tool string
		args map[string]any
	}{
		{toolRoute, map[string]any{"task": "extract tables from a pdf file"}},
		{toolRoute, map[string]any{"task": "quantum chromodynamics lattice"}},
		{toolSuggest, map[string]any{"task": "pdf tables"}},
		{toolSuggest, map[string]any{"task": "nothing at all"}},
		{toolGet, map[string]any{"name": "pdf"}},
		{toolList, nil},
		{toolList, map[string]any{"offset": 99}},
		{toolReload, nil},
	} {
		res, err := cs.CallTool(context.Background(), &mcp.CallToolParams{Name: c.tool, Arguments: c.args})
		if err != nil || res.IsError {
			t.Errorf("%s %v: %v %v", c.tool, c.args, err, res)
		}
	}
	// Bad arguments are refused by the input schema, before the handler.
	res, err := cs.CallTool(context.Background(), &mcp.CallToolParams{Name: toolSuggest, Arguments: map[string]any{"task": "x", "k": 500}})
	if err != nil || !res.IsError {
		t.Errorf("k=500 accepted: %v %v", err, res)
	}
	res, err = cs.CallTool(context.Background(), &mcp.CallToolParams{Name: toolRoute, Arguments: map[string]any{"task": "x", "available_tools": "Bash"}})
	if err != nil || !res.IsError {
		t.Errorf("a string for an array accepted: %v %v", err, res)
	}
}

func TestBodyToolOutputsMatchSchemas(t *testing.T) {
	// route_and_load and get_skill marshal their own output (addBodyTool);
	// every kind of answer must validate against the output schema they
	// declare, as a client would check it.
	f := newFixture(t, fixtureOpt{setup: func(f *fixture) {
		smallLibrary(f)
		f.addSkill("with-files", "Ship bundled files with a skill for testing.", "# Files <b>&</b>", map[string]string{"a/b.txt": "x"})
	}})
	cs := f.connect("claude-code")
	schemas := map[string]*jsonschema.Resolved{}
	for tool, err := range cs.Tools(context.Background(), nil) {
		if err != nil {
			t.Fatal(err)
		}
		b, _ := json.Marshal(tool.OutputSchema)
		var s jsonschema.Schema
		if err := json.Unmarshal(b, &s); err != nil {
			t.Fatal(err)
		}
		r, err := s.Resolve(nil)
		if err != nil {
			t.Fatalf("%s: %v", tool.Name, err)
		}
		schemas[tool.Name] = r
	}
	var bands []string
	for _, c := range []struct {
		tool string
		args map[string]any
	}{
		{toolRoute, map[string]any{"task": "extract text and tables from the PDF files, fill the PDF forms and merge the PDF documents with pdfplumber"}},
		{toolRoute, map[string]any{"task": "tables from pdf files"}},
		{toolRoute, map[string]any{"task": "quantum chromodynamics on a lattice", "available_tools": []string{"Bash"}, "platform": "linux"}},
		{toolGet, map[string]any{"name": "pdf"}},
		{toolGet, map[string]any{"name": "with-files"}},
	} {
		res, err := cs.CallTool(context.Background(), &mcp.CallToolParams{Name: c.tool, Arguments: c.args})
		if err != nil || res.IsError {
			t.Fatalf("%s %v: %v %v", c.tool, c.args, err, res)
		}
		var v any
		b, _ := json.Marshal(res.StructuredContent)
		json.Unmarshal(b, &v)
		if err := schemas[c.tool].Validate(v); err != nil {
			t.Errorf("%s %v: output does not match its schema: %v\n%s", c.tool, c.args, err, b)
		}
		if text(res) == "" {
			t.Errorf("%s: no text content", c.tool)
		}
		if m, ok := v.(map[string]any); ok && c.tool == toolRoute {
			switch {
			case m["match"] != nil:
				bands = append(bands, "match")
			case m["related_match"] != nil:
				bands = append(bands, "related")
			default:
				bands = append(bands, "novel")
			}
		}
	}
	if !slices.Contains(bands, "match") || !slices.Contains(bands, "novel") {
		t.Errorf("bands covered: %v", bands)
	}
	// Arguments are still validated before the handler runs.
	for _, args := range []map[string]any{{}, {"task": ""}, {"task": 3}, {"task": "x", "extra": 1}, {"task": "x", "available_tools": "Bash"}} {
		res, err := cs.CallTool(context.Background(), &mcp.CallToolParams{Name: toolRoute, Arguments: args})
		if err != nil || !res.IsError || !strings.Contains(text(res), "arguments") {
			t.Errorf("route_and_load %v accepted: %v %v", args, err, text(res))
		}
	}
}

func TestStartupPrunesAndCounts(t *testing.T) {
	// At start-up the server prunes the trace store (a rotated file whose
	// records are past the retention goes) and reads the usage counts of
	// what is left.
	var old string
	f := newFixture(t, fixtureOpt{setup: func(f *fixture) {
		smallLibrary(f)
		dir := filepath.Join(f.home, "runs")
		old = filepath.Join(dir, "traces.jsonl.1")
		testutil.WriteFile(t, old, `{"kind":"trace","v":1,"id":"old-1","ts":"2020-01-01T00:00:00Z","task":"t","skill":"pdf","source":"mcp:get_skill"}`+"\n")
		recent := time.Now().UTC().Format(time.RFC3339)
		testutil.WriteFile(t, filepath.Join(dir, "traces.jsonl"),
			`{"kind":"trace","v":1,"id":"r-1","ts":"`+recent+`","task":"t","skill":"pdf","source":"mcp:get_skill"}`+"\n"+
				`{"kind":"trace","v":1,"id":"r-2","ts":"`+recent+`","task":"t","source":"mcp:suggest_skills","offered":["pdf","docx"]}`+"\n")
		os.Chmod(dir, 0o700)
	}})
	if _, err := os.Stat(old); !os.IsNotExist(err) {
		t.Errorf("the expired rotated file was not pruned: %v", err)
	}
	cs := f.connect("test")
	var out ListOutput
	mustOK(t, toolList, call(t, cs, toolList, nil, &out))
	uses := map[string]*Uses{}
	for _, e := range out.Skills {
		uses[e.ID] = e.Uses
	}
	if u := uses["pdf"]; u == nil || u.Loaded != 1 || u.Offered != 1 {
		t.Errorf("pdf uses = %+v, want offered 1 loaded 1 from the store", u)
	}
	if u := uses["docx"]; u == nil || u.Offered != 1 || u.Loaded != 0 {
		t.Errorf("docx uses = %+v", u)
	}
	if uses["xlsx"] != nil {
		t.Errorf("an unused skill shows uses: %+v", uses["xlsx"])
	}
}

// TestRouteNamesTheFiltersWhenNothingIsCompatible: when every skill is
// excluded by its metadata.skill-router, route_and_load's reason says
// which filter excluded which skill, as ingot-route does.
func TestRouteNamesTheFiltersWhenNothingIsCompatible(t *testing.T) {
	f := newFixture(t, fixtureOpt{setup: func(f *fixture) {
		dir := filepath.Join(f.home, "skills", "mac-release")
		testutil.WriteFile(t, filepath.Join(dir, "SKILL.md"), "---\nname: mac-release\ndescription: Write release notes for a macOS app.\n"+
			"metadata:\n  skill-router:\n    platforms: [macos]\n---\n\nList the changes.\n")
	}})
	cs := f.connect("claude-code")
	var d map[string]any
	res := call(t, cs, "route_and_load", map[string]any{"task": "write the release notes for the macOS app", "harness": "claude", "platform": "linux"}, &d)
	mustOK(t, "route_and_load", res)
	reason, _ := d["reason"].(string)
	if d["novel"] != true || !strings.Contains(reason, "no compatible skill") || !strings.Contains(reason, "mac-release") || !strings.Contains(reason, "platform") {
		t.Fatalf("decision %v: the reason should name the skill and the platform filter", d)
	}
}
