package skill

import (
	"context"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/ingot-dev/ingot/internal/testcorpus"
	"github.com/ingot-dev/ingot/pkg/revision"
)

func writeFiles(t testing.TB, root string, files map[string]string) {
	t.Helper()
	for p, c := range files {
		full := filepath.Join(root, filepath.FromSlash(p))
		if err := os.MkdirAll(filepath.Dir(full), 0o755); err != nil {
			t.Fatal(err)
		}
		if target, ok := strings.CutPrefix(c, "->"); ok {
			if err := os.Symlink(target, full); err != nil {
				t.Fatal(err)
			}
			continue
		}
		if err := os.WriteFile(full, []byte(c), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

func md(name, desc, body string) string {
	return "---\nname: " + name + "\ndescription: " + desc + "\n---\n\n" + body + "\n"
}

func findDiag(ds Diagnostics, sev Severity, field, substr string) *Diagnostic {
	for i, d := range ds {
		if d.Severity == sev && (field == "" || d.Field == field) && strings.Contains(d.Message, substr) {
			return &ds[i]
		}
	}
	return nil
}

func TestParseDiagnostics(t *testing.T) {
	cases := []struct {
		name    string
		folder  string
		text    string
		sev     Severity
		field   string
		substr  string
		line    int
		skipped bool
	}{
		{"missing description", "x", "---\nname: x\nlicense: MIT\n---\nbody\n", SevError, "description", "missing", 2, true},
		{"empty description", "x", "---\nname: x\ndescription: \"  \"\n---\nbody\n", SevError, "description", "missing", 3, true},
		{"unparseable yaml names the line", "x", "---\nname: x\ndescription: Use when: a colon\nlicense: MIT\n---\n", SevError, "", "not valid YAML", 3, true},
		{"no frontmatter", "x", "# Just markdown\n", SevError, "", "no YAML frontmatter", 1, true},
		{"unclosed frontmatter", "x", "---\nname: x\ndescription: y\n", SevError, "", "not closed", 1, true},
		{"name differs from folder", "folder", md("other", "d", "b"), SevWarning, "name", "differs from its folder", 2, false},
		{"invalid name", "Bad--Name", md("Bad--Name", "d", "b"), SevWarning, "name", "not a valid name", 2, false},
		{"over-long description", "x", md("x", strings.Repeat("é", 1025), "b"), SevWarning, "description", "1025 characters", 3, false},
		{"over-long compatibility", "x", "---\nname: x\ndescription: d\ncompatibility: " + strings.Repeat("c", 501) + "\n---\n", SevWarning, "compatibility", "501", 4, false},
		{"unknown field", "x", "---\nname: x\ndescription: d\nversion: 2\n---\n", SevWarning, "version", "not a field", 4, false},
		{"router wrong type", "x", "---\nname: x\ndescription: d\nmetadata:\n  skill-router:\n    harnesses: claude\n    priority: high\n---\n", SevWarning, "metadata.skill-router.harnesses", "list of strings", 6, false},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			_, ds := Parse("SKILL.md", tc.folder, []byte(tc.text))
			d := findDiag(ds, tc.sev, tc.field, tc.substr)
			if d == nil {
				t.Fatalf("no %s diagnostic on %q containing %q; got %v", tc.sev, tc.field, tc.substr, ds)
			}
			if d.Line != tc.line {
				t.Fatalf("line %d, want %d: %s", d.Line, tc.line, d)
			}
			if !strings.HasPrefix(d.String(), "SKILL.md:") {
				t.Fatalf("diagnostic does not name the file: %s", d)
			}
			if ds.HasErrors() != tc.skipped {
				t.Fatalf("HasErrors = %v, want %v (%v)", ds.HasErrors(), tc.skipped, ds)
			}
		})
	}
}

func TestParseFields(t *testing.T) {
	text := "\ufeff---\r\nname: pdf\r\ndescription: >\r\n  Merge PDFs\r\n  and split them.\r\nlicense: MIT\r\nallowed-tools: Bash(git:*) Read\r\nmetadata:\r\n  author: me\r\n  skill-router:\r\n    harnesses: [codex]\r\n    priority: 90\r\n    conflicts: [other]\r\n    path_patterns: ['**/*.pdf']\r\n    scopes: [project]\r\n---\r\n\r\n# Title\r\nBody.\r\n"
	doc, ds := Parse("SKILL.md", "pdf", []byte(text))
	if ds.HasErrors() {
		t.Fatal(ds)
	}
	if doc.Name != "pdf" || doc.Description != "Merge PDFs and split them." || doc.License != "MIT" {
		t.Fatalf("%+v", doc)
	}
	if !reflect.DeepEqual(doc.AllowedTools, []string{"Bash(git:*)", "Read"}) {
		t.Fatal(doc.AllowedTools)
	}
	want := DefaultRouterMeta()
	want.Harnesses = []string{"codex"}
	want.Priority = 90
	want.Conflicts = []string{"other"}
	want.PathPatterns = []string{"**/*.pdf"}
	want.Scopes = []string{"project"}
	if !reflect.DeepEqual(doc.Router, want) {
		t.Fatalf("router %+v\nwant %+v", doc.Router, want)
	}
	if !strings.HasPrefix(doc.Body, "# Title") || doc.BodyLine != 18 {
		t.Fatalf("body %q at line %d", doc.Body, doc.BodyLine)
	}
	if doc.Metadata["author"] != "me" {
		t.Fatal(doc.Metadata)
	}
}

func TestRouterDefaults(t *testing.T) {
	doc, _ := Parse("SKILL.md", "x", []byte(md("x", "d", "b")))
	r := doc.Router
	if !reflect.DeepEqual(r.Harnesses, []string{"claude", "codex"}) || !reflect.DeepEqual(r.Platforms, []string{"macos", "linux", "windows"}) ||
		!reflect.DeepEqual(r.Scopes, []string{"global"}) || r.Trust != "unknown" || r.Activation != "automatic" || r.Priority != 50 ||
		r.PathPatterns != nil || r.RequiredTools != nil || r.RequiredMCPs != nil || r.Conflicts != nil {
		t.Fatalf("defaults differ from the reference: %+v", r)
	}
}

func TestValidName(t *testing.T) {
	// Names of any script, as the reference validator (skills-ref) takes
	// them: lowercase letters and digits (Unicode L and N) and hyphens.
	for _, ok := range []string{"a", "pdf", "a-b", "x1-2y", strings.Repeat("a", 64), "é", "résumé-builder", "日本語", "мой-навык", "ۋايفاي-ug", strings.Repeat("ж", 64)} {
		if !ValidName(ok) {
			t.Errorf("%q rejected", ok)
		}
	}
	for _, bad := range []string{"", "-a", "a-", "a--b", "A", "a_b", "a/b", "..", strings.Repeat("a", 65), "É", "Мой", "a b", "a.b", "\ufb01le", strings.Repeat("ж", 65), "e\u0301"} {
		if ValidName(bad) {
			t.Errorf("%q accepted", bad)
		}
	}
}

func TestDiscover(t *testing.T) {
	base := t.TempDir()
	outside := filepath.Join(base, "outside")
	writeFiles(t, outside, map[string]string{"evil/SKILL.md": md("evil", "d", "b")})
	r1 := filepath.Join(base, "r1")
	writeFiles(t, r1, map[string]string{
		"pdf/SKILL.md":                    md("pdf", "Merge PDFs", "b"),
		"pdf/nested/SKILL.md":             md("nested", "inside a skill: a bundled file, not a skill", "b"),
		"vendor/anthropics/xlsx/SKILL.md": md("xlsx", "Spreadsheets", "b"),
		".hidden/SKILL.md":                md("hidden", "d", "b"),
		"node_modules/pkg/SKILL.md":       md("pkg", "d", "b"),
		"nodesc/SKILL.md":                 "---\nname: nodesc\n---\nbody\n",
		"alias":                           "->pdf",
		"escape":                          "->" + outside,
	})
	r2 := filepath.Join(base, "r2")
	writeFiles(t, r2, map[string]string{
		"pdf/SKILL.md":  md("pdf", "A later pdf", "b"),
		"docx/SKILL.md": md("pdf", "Same name, different id", "b"),
	})
	lib, err := Discover(context.Background(), []string{r1, r2, filepath.Join(base, "missing")}, Options{})
	if err != nil {
		t.Fatal(err)
	}
	var ids []string
	for _, s := range lib.Skills {
		ids = append(ids, s.ID)
	}
	want := []string{"pdf", "vendor/anthropics/xlsx", "docx"}
	if !reflect.DeepEqual(ids, want) {
		t.Fatalf("ids %v, want %v\n%v", ids, want, lib.Diagnostics)
	}
	if lib.Get("pdf").Description != "Merge PDFs" {
		t.Fatal("first root must win")
	}
	if findDiag(lib.Diagnostics, SevWarning, "", `duplicate skill id "pdf"`) == nil {
		t.Fatalf("no duplicate warning: %v", lib.Diagnostics)
	}
	if findDiag(lib.Diagnostics, SevError, "description", "missing") == nil {
		t.Fatal("skill without description not reported")
	}
	if findDiag(lib.Diagnostics, SevWarning, "", "leaves the skill root") == nil {
		t.Fatal("escaping link not reported")
	}
	if findDiag(lib.Diagnostics, SevWarning, "", "does not exist") == nil {
		t.Fatal("missing extra root not reported")
	}
	if _, err := lib.Lookup("pdf"); err == nil {
		// id wins over name
	} else {
		t.Fatal(err)
	}
	if s, err := lib.Lookup("xlsx"); err != nil || s.ID != "vendor/anthropics/xlsx" {
		t.Fatalf("lookup by unique name: %v %v", s, err)
	}
	s := lib.Get("pdf")
	if s.Revision != s.Manifest.ID() || s.Revision.IsZero() {
		t.Fatal("revision not computed")
	}
	if len(s.Files()) != 1 || s.Files()[0].Path != "nested/SKILL.md" {
		t.Fatalf("bundled files: %v", s.Files())
	}
}

func TestDiscoverLimits(t *testing.T) {
	root := t.TempDir()
	files := map[string]string{"big/SKILL.md": md("big", "d", "b")}
	for i := 0; i < 4; i++ {
		files[filepath.Join("big", "f", string(rune('a'+i)))] = "x"
	}
	writeFiles(t, root, files)
	lib, err := Discover(context.Background(), []string{root}, Options{Limits: revision.Limits{MaxFiles: 3, MaxBytes: 1 << 20}})
	if err != nil {
		t.Fatal(err)
	}
	if len(lib.Skills) != 0 {
		t.Fatal("over-limit skill loaded")
	}
	if d := findDiag(lib.Diagnostics, SevError, "", "exceeds the limit of 3 files"); d == nil || d.SkillID != "big" {
		t.Fatalf("no limit error naming the skill: %v", lib.Diagnostics)
	}
}

func TestRoots(t *testing.T) {
	got := Roots("/home/x", "/a:/b::/a:rel")
	wd, _ := os.Getwd()
	want := []string{"/home/x/skills", "/a", "/b", filepath.Join(wd, "rel")}
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("%v, want %v", got, want)
	}
}

func TestVariants(t *testing.T) {
	root := t.TempDir()
	writeFiles(t, root, map[string]string{"s/SKILL.md": md("s", "d", "main"), "s/variants/codex.md": "  codex body \n"})
	lib, _ := Discover(context.Background(), []string{root}, Options{})
	s := lib.Get("s")
	if s.BodyFor("codex") != "codex body" || s.BodyFor("Claude") != "main" {
		t.Fatalf("%q %q", s.BodyFor("codex"), s.BodyFor("claude"))
	}
}

func TestRenderKeepsWhatDidNotChange(t *testing.T) {
	orig := "---\n# a comment\nname: pdf\ndescription: Old one\nlicense: MIT\nmetadata:\n  skill-router:\n    priority: 90\n---\n\n# Body\n\nKeep me.\n"
	// Body only: the frontmatter stays byte for byte.
	out, err := Render("pdf", []byte(orig), Components{Description: "Old one", Body: "# Body\n\nNew text."})
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(string(out), "---\n# a comment\nname: pdf\ndescription: Old one\nlicense: MIT\nmetadata:\n  skill-router:\n    priority: 90\n---\n") {
		t.Fatalf("frontmatter changed:\n%s", out)
	}
	// Description only: the body stays byte for byte, other fields kept.
	out, err = Render("pdf", []byte(orig), Components{Description: "New: with a colon", Body: "# Body\n\nKeep me."})
	if err != nil {
		t.Fatal(err)
	}
	doc, ds := Parse("SKILL.md", "pdf", out)
	if ds.HasErrors() || doc.Description != "New: with a colon" || doc.License != "MIT" || doc.Router.Priority != 90 {
		t.Fatalf("%v\n%s", ds, out)
	}
	if !strings.HasSuffix(string(out), "---\n\n# Body\n\nKeep me.\n") {
		t.Fatalf("body changed:\n%q", out)
	}
	// Nothing changed: identical bytes.
	out, _ = Render("pdf", []byte(orig), Components{Description: "Old one", Body: "# Body\n\nKeep me."})
	if string(out) != orig {
		t.Fatalf("no-op render changed the file:\n%q", out)
	}
	// A new skill.
	out, err = Render("fresh", nil, Components{Description: "Does: things", Body: "Steps."})
	if err != nil {
		t.Fatal(err)
	}
	doc, ds = Parse("SKILL.md", "fresh", out)
	if ds.HasErrors() || doc.Name != "fresh" || doc.Description != "Does: things" || doc.Body != "Steps." {
		t.Fatalf("%v\n%s", ds, out)
	}
}

func TestProspectiveEqualsAppliedRevision(t *testing.T) {
	root := t.TempDir()
	writeFiles(t, root, map[string]string{"s/SKILL.md": md("s", "Old", "old body"), "s/ref.md": "r"})
	dir := filepath.Join(root, "s")
	c := Components{Description: "New  description\nwith lines", Body: "new body ✓", Files: map[string]string{"ref.md": "r2", "scripts/new.sh": "echo"}}
	pred, err := Prospective(dir, "s", c, revision.DefaultLimits)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := Apply(dir, "s", c); err != nil {
		t.Fatal(err)
	}
	got, err := revision.HashDir(dir, revision.DefaultLimits)
	if err != nil {
		t.Fatal(err)
	}
	if pred.ID() != got.ID() {
		t.Fatalf("predicted %s, wrote %s", pred.ID(), got.ID())
	}
	back, err := ReadComponents(dir, "ref.md")
	if err != nil || back.Description != c.Description || back.Body != c.Body || back.Files["ref.md"] != "r2" {
		t.Fatalf("%+v %v", back, err)
	}
	// A new skill predicted in memory equals the one written.
	newDir := filepath.Join(root, "n")
	nc := Components{Description: "Fresh", Body: "Do it."}
	p2, err := Prospective("", "n", nc, revision.DefaultLimits)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.MkdirAll(newDir, 0o755); err != nil {
		t.Fatal(err)
	}
	if _, err := Apply(newDir, "n", nc); err != nil {
		t.Fatal(err)
	}
	g2, _ := revision.HashDir(newDir, revision.DefaultLimits)
	if p2.ID() != g2.ID() {
		t.Fatal("new-skill prediction differs from disk")
	}
	if _, err := Prospective(dir, "s", Components{Description: "d", Body: "b", Files: map[string]string{"../x": "y"}}, revision.DefaultLimits); err == nil {
		t.Fatal("escaping file component accepted")
	}
}

func TestDiscoverCorpus(t *testing.T) {
	lib, err := Discover(context.Background(), []string{testcorpus.Skills(t)}, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if len(lib.Skills) != 392 {
		t.Fatalf("found %d skills, want 392; errors: %v", len(lib.Skills), lib.Diagnostics)
	}
	if lib.Diagnostics.HasErrors() {
		t.Fatalf("errors on real skills: %v", lib.Diagnostics)
	}
	sc := lib.ByName("skill-creator")
	if len(sc) != 2 || sc[0].ID != "anthropics/skill-creator" || sc[1].ID != "openai/skill-creator" || sc[0].Revision == sc[1].Revision {
		t.Fatalf("skill-creator must be two distinct ids, got %v", sc)
	}
	if _, err := lib.Lookup("skill-creator"); err == nil || !strings.Contains(err.Error(), "ambiguous") {
		t.Fatalf("ambiguous name not reported: %v", err)
	}
	if s := lib.Get("lambdatest/rspec-skill"); s == nil || s.Name != "rspec-skill" {
		t.Fatal("nested id lambdatest/rspec-skill not found")
	}
}
