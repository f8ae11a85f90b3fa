package mcpserver

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/ingot-dev/ingot/internal/testutil"
	"github.com/ingot-dev/ingot/pkg/revision"
	"github.com/ingot-dev/ingot/pkg/skill"
)

func TestHotReload(t *testing.T) {
	// Interval 0: every request checks the signature, as a request after
	// the interval would.
	f := newFixture(t, fixtureOpt{setup: func(f *fixture) {
		f.addSkill("pdf", "Extract text and tables from PDF files.", "# PDF v1", nil)
	}})
	cs := f.connect("claude-code")
	get := func(name string) (SkillOutput, *mcp.CallToolResult) {
		var out SkillOutput
		res := call(t, cs, toolGet, map[string]any{"name": name}, &out)
		return out, res
	}
	v1, res := get("pdf")
	mustOK(t, toolGet, res)

	// Dropped in: served on the next request, without reload_skills.
	f.addSkill("docx", "Create and edit Word documents.", "# DOCX", nil)
	if out, res := get("docx"); res.IsError || out.Body != "# DOCX" {
		t.Fatalf("a new skill is not served on the next request: %v %q", res.IsError, text(res))
	}

	// Edited: the new body and revision.
	f.addSkill("pdf", "Extract text and tables from PDF files.", "# PDF v2", nil)
	v2, res := get("pdf")
	mustOK(t, toolGet, res)
	if v2.Body != "# PDF v2" || v2.Revision == v1.Revision {
		t.Fatalf("edit not served: body %q, revision %s (was %s)", v2.Body, v2.Revision, v1.Revision)
	}

	// Broken: the previous good revision stays served, and the problem is
	// reported by reload_skills and in the logs.
	testutil.WriteFile(t, filepath.Join(f.home, "skills", "pdf", "SKILL.md"), "---\nname: pdf\ndescription: [unclosed\n---\n# PDF v3\n")
	v3, res := get("pdf")
	mustOK(t, toolGet, res)
	if v3.Body != "# PDF v2" || v3.Revision != v2.Revision || !strings.Contains(v3.Note, "no longer loads") {
		t.Fatalf("a broken edit must keep the previous revision: %+v", v3)
	}
	var d map[string]any
	mustOK(t, toolRoute, call(t, cs, toolRoute, map[string]any{"task": "extract text and tables from PDF files"}, &d))
	if d["revision"] != nil && d["revision"] != v2.Revision {
		t.Errorf("route_and_load served revision %v, want the kept %s", d["revision"], v2.Revision)
	}
	var rep ReloadReport
	mustOK(t, toolReload, call(t, cs, toolReload, nil, &rep))
	if len(rep.Kept) != 1 || rep.Kept[0].ID != "pdf" || rep.Kept[0].Revision != v2.Revision || !strings.Contains(rep.Kept[0].Problems[0], "YAML") {
		t.Fatalf("reload_skills does not report the broken skill: %+v", rep.Kept)
	}
	if rep.Skills != 2 || rep.Errors == 0 {
		t.Errorf("reload report = %+v", rep)
	}
	if logs := f.logs.String(); !strings.Contains(logs, "still serving its previous revision") || !strings.Contains(logs, "pdf") {
		t.Errorf("the broken skill is not logged:\n%s", logs)
	}
	// Its SKILL.md resource is still the kept revision's bytes.
	rr, err := cs.ReadResource(context.Background(), &mcp.ReadResourceParams{URI: "skill://pdf/SKILL.md"})
	if err != nil || !strings.Contains(rr.Contents[0].Text, "# PDF v2") {
		t.Errorf("resource of a kept skill: %v %+v", err, rr)
	}

	// Fixed: served again, nothing kept.
	f.addSkill("pdf", "Extract text and tables from PDF files.", "# PDF v4", nil)
	if v4, _ := get("pdf"); v4.Body != "# PDF v4" || v4.Note != "" {
		t.Fatalf("fixed skill: %+v", v4)
	}
	// Removed: gone on the next request.
	if err := os.RemoveAll(filepath.Join(f.home, "skills", "docx")); err != nil {
		t.Fatal(err)
	}
	if _, res := get("docx"); !res.IsError {
		t.Fatal("a removed skill is still served")
	}
}

func TestReloadInterval(t *testing.T) {
	// Within the interval the roots are not even looked at; after it, the
	// next request sees the change.
	f := newFixture(t, fixtureOpt{interval: time.Second, setup: func(f *fixture) {
		f.addSkill("pdf", "Extract text and tables from PDF files.", "# PDF", nil)
	}})
	cs := f.connect("test")
	f.addSkill("docx", "Create and edit Word documents.", "# DOCX", nil)
	if res := call(t, cs, toolGet, map[string]any{"name": "docx"}, nil); !res.IsError {
		t.Fatal("the roots were checked before the interval passed")
	}
	f.clock.Advance(999 * time.Millisecond)
	if res := call(t, cs, toolGet, map[string]any{"name": "docx"}, nil); !res.IsError {
		t.Fatal("the roots were checked before the interval passed")
	}
	f.clock.Advance(2 * time.Millisecond)
	if res := call(t, cs, toolGet, map[string]any{"name": "docx"}, nil); res.IsError {
		t.Fatalf("not served after the interval: %s", text(res))
	}
}

func TestSignature(t *testing.T) {
	dir := t.TempDir()
	ctx := context.Background()
	sig := func() [32]byte {
		t.Helper()
		s, err := signature(ctx, []string{dir, filepath.Join(dir, "missing")})
		if err != nil {
			t.Fatal(err)
		}
		return s
	}
	testutil.WriteFile(t, filepath.Join(dir, "pdf", "SKILL.md"), skillMD("pdf", "d", "b"))
	testutil.WriteFile(t, filepath.Join(dir, ".git", "HEAD"), "ref")
	testutil.WriteFile(t, filepath.Join(dir, "node_modules", "x", "SKILL.md"), "x")
	s0 := sig()
	if s0 != sig() {
		t.Fatal("signature is not stable")
	}
	// Outside skill folders, dot folders and node_modules do not count.
	testutil.WriteFile(t, filepath.Join(dir, ".git", "HEAD"), "ref2")
	testutil.WriteFile(t, filepath.Join(dir, "node_modules", "x", "SKILL.md"), "y")
	if sig() != s0 {
		t.Error("a change under .git or node_modules changed the signature")
	}
	for _, c := range []struct {
		name   string
		change func()
	}{
		{"bundled file added", func() { testutil.WriteFile(t, filepath.Join(dir, "pdf", "scripts", "a.py"), "1") }},
		{"dot file in skill", func() { testutil.WriteFile(t, filepath.Join(dir, "pdf", ".hidden", "x"), "1") }},
		{"same size edit", func() { testutil.WriteFile(t, filepath.Join(dir, "pdf", "scripts", "a.py"), "2") }},
		{"renamed over", func() {
			testutil.WriteFile(t, filepath.Join(dir, "tmp"), "3")
			if err := os.Rename(filepath.Join(dir, "tmp"), filepath.Join(dir, "pdf", "scripts", "a.py")); err != nil {
				t.Fatal(err)
			}
		}},
		{"skill removed", func() { os.RemoveAll(filepath.Join(dir, "pdf")) }},
	} {
		before := sig()
		c.change()
		if sig() == before {
			t.Errorf("%s: signature unchanged", c.name)
		}
	}
}

func TestConcurrentSessionsDuringReloads(t *testing.T) {
	// Many sessions call while a skill is rewritten over and over: every
	// answer must pair a body with the revision of exactly that body (the
	// router and the catalog swap together).
	f := newFixture(t, fixtureOpt{setup: func(f *fixture) {
		f.addSkill("pdf", "Extract text and tables from PDF files.", "# PDF v0", nil)
		f.addSkill("docx", "Create and edit Word documents.", "# DOCX", nil)
	}})
	revOf := func(body string) string {
		m, err := revision.FromFiles(map[string][]byte{"SKILL.md": []byte(skillMD("pdf", "Extract text and tables from PDF files.", body))}, revision.DefaultLimits)
		if err != nil {
			t.Error(err)
		}
		return m.ID().String()
	}
	done := make(chan struct{})
	var wg sync.WaitGroup
	errs := make(chan error, 100)
	for i := range 8 {
		cs := f.connect(fmt.Sprintf("claude-code-%d", i))
		wg.Add(1)
		go func() {
			defer wg.Done()
			for n := 0; ; n++ {
				select {
				case <-done:
					return
				default:
				}
				res, err := cs.CallTool(context.Background(), &mcp.CallToolParams{Name: toolGet, Arguments: map[string]any{"name": "pdf"}})
				if err != nil || res.IsError {
					errs <- fmt.Errorf("get_skill: %v %v", err, res)
					return
				}
				var out SkillOutput
				b, _ := json.Marshal(res.StructuredContent)
				json.Unmarshal(b, &out)
				if want := revOf(out.Body); out.Revision != want {
					errs <- fmt.Errorf("body %q served with revision %s, want %s", out.Body, out.Revision[:12], want[:12])
					return
				}
			}
		}()
	}
	for v := 1; v <= 20; v++ {
		f.addSkill("pdf", "Extract text and tables from PDF files.", fmt.Sprintf("# PDF v%d", v), nil)
		time.Sleep(5 * time.Millisecond)
	}
	close(done)
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Error(err)
	}
}

func TestSettle(t *testing.T) {
	dir := t.TempDir()
	testutil.WriteFile(t, filepath.Join(dir, "pdf", "SKILL.md"), skillMD("pdf", "Extract PDF text.", "# v1"))
	s, ds := skill.Load(dir, "pdf", filepath.Join(dir, "pdf"), revision.DefaultLimits)
	if s == nil {
		t.Fatal(ds)
	}
	raw, ok := settle(s)
	if !ok || !strings.Contains(string(raw), "# v1") {
		t.Fatalf("a consistent skill: ok %v, raw %q", ok, raw)
	}
	// SKILL.md saved again since it was loaded: its bytes are not the ones
	// the revision names, so the skill is not settled (the next check
	// reloads it).
	testutil.WriteFile(t, filepath.Join(dir, "pdf", "SKILL.md"), skillMD("pdf", "Extract PDF text.", "# v2"))
	if raw, ok := settle(s); ok {
		t.Fatalf("a changed SKILL.md was served with the old revision: %q", raw)
	}
}
