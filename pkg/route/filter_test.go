package route

import (
	"os"
	"path/filepath"
	"runtime"
	"testing"

	"github.com/ingot-dev/ingot/pkg/skill"
)

func TestNormalizePlatform(t *testing.T) {
	for in, want := range map[string]string{
		"darwin": "macos", "Darwin21": "macos", "macOS": "macos", "win32": "windows", "Windows": "windows",
		"linux2": "linux", "Linux": "linux", "freebsd": "freebsd",
	} {
		if got := NormalizePlatform(in); got != want {
			t.Errorf("NormalizePlatform(%q) = %q, want %q", in, got, want)
		}
	}
	if got := NormalizePlatform(""); got != NormalizePlatform(runtime.GOOS) {
		t.Errorf("empty platform = %q, want this machine's", got)
	}
}

// project makes a real project tree for path_patterns.
func project(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	for _, f := range []string{"src/app/main.py", "pyproject.toml", "docs/guide.md", ".git/hooks/pre-commit.py", "web/.eslintrc.json"} {
		p := filepath.Join(dir, filepath.FromSlash(f))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte("x"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

func TestGlob(t *testing.T) {
	dir := project(t)
	outside := t.TempDir()
	if err := os.WriteFile(filepath.Join(outside, "secret.rb"), nil, 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(outside, filepath.Join(dir, "linked")); err != nil {
		t.Fatal(err)
	}
	cases := map[string]bool{
		"**/*.py":           true,  // any depth
		"*.toml":            true,  // top level
		"*.py":              false, // not at the top
		"src/*.py":          false, // one level only
		"src/**/*.py":       true,
		"src/app/main.py":   true, // literal path
		"src/app/none.py":   false,
		"docs":              true, // a directory matches too
		"**/guide.md":       true,
		"**/*.rb":           false, // "**" does not follow the symlink out
		"linked/secret.rb":  true,  // an explicit segment may
		"**/.eslintrc.json": true,  // dot-files match
		"**/pre-commit.py":  false, // .git is never searched
		"src/[a-b]pp/*.py":  true,
		"src/[!a]pp/*.py":   false,
		"../*":              false, // leaves the project
		"/etc/*":            false, // absolute
		"":                  false,
		"**":                true,
	}
	for pat, want := range cases {
		got, err := Glob(dir, pat)
		if err != nil {
			t.Errorf("Glob(%q): %v", pat, err)
		}
		if got != want {
			t.Errorf("Glob(%q) = %v, want %v", pat, got, want)
		}
	}
}

func TestGlobBudget(t *testing.T) {
	dir := t.TempDir()
	for i := 0; i < 30; i++ {
		sub := filepath.Join(dir, "d", string(rune('a'+i%26))+string(rune('a'+i/26)))
		if err := os.MkdirAll(sub, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	g := globber{budget: 10}
	if g.match(dir, []string{"**", "*.nothing"}) || g.budget >= 0 {
		t.Fatalf("budget not enforced: %d left", g.budget)
	}
}

func TestCompatibleEveryField(t *testing.T) {
	proj := project(t)
	file := filepath.Join(proj, "pyproject.toml")
	base := Request{Task: "t", Harness: "codex", Platform: "linux", Cwd: proj}
	mk := func(edit func(*skill.RouterMeta)) *skill.Skill {
		s := &skill.Skill{ID: "s", Name: "s", Router: skill.DefaultRouterMeta()}
		edit(&s.Router)
		return s
	}
	cases := []struct {
		name string
		meta func(*skill.RouterMeta)
		req  func(*Request)
		want Exclusion
	}{
		{"defaults serve", func(*skill.RouterMeta) {}, nil, ""},
		{"harness listed", func(m *skill.RouterMeta) { m.Harnesses = []string{"codex"} }, nil, ""},
		{"harness not listed", func(m *skill.RouterMeta) { m.Harnesses = []string{"claude"} }, nil, ExHarness},
		{"harness case folds", func(m *skill.RouterMeta) { m.Harnesses = []string{"Codex"} }, func(r *Request) { r.Harness = "CODEX" }, ""},
		{"platform listed", func(m *skill.RouterMeta) { m.Platforms = []string{"linux"} }, nil, ""},
		{"platform not listed", func(m *skill.RouterMeta) { m.Platforms = []string{"linux"} }, func(r *Request) { r.Platform = "darwin" }, ExPlatform},
		{"platform normalised both sides", func(m *skill.RouterMeta) { m.Platforms = []string{"macOS"} }, func(r *Request) { r.Platform = "darwin23" }, ""},
		{"activation manual", func(m *skill.RouterMeta) { m.Activation = "manual" }, nil, ExActivation},
		{"trust blocked", func(m *skill.RouterMeta) { m.Trust = "blocked" }, nil, ExTrust},
		{"trust other", func(m *skill.RouterMeta) { m.Trust = "verified" }, nil, ""},
		{"tool missing", func(m *skill.RouterMeta) { m.RequiredTools = []string{"browser"} }, nil, ExTools},
		{"tool present", func(m *skill.RouterMeta) { m.RequiredTools = []string{"browser"} }, func(r *Request) { r.Tools = []string{"shell", "browser"} }, ""},
		{"one of two tools", func(m *skill.RouterMeta) { m.RequiredTools = []string{"browser", "shell"} }, func(r *Request) { r.Tools = []string{"browser"} }, ExTools},
		{"mcp missing", func(m *skill.RouterMeta) { m.RequiredMCPs = []string{"github"} }, nil, ExMCPs},
		{"mcp present", func(m *skill.RouterMeta) { m.RequiredMCPs = []string{"github"} }, func(r *Request) { r.MCPs = []string{"github"} }, ""},
		{"project scope matches", func(m *skill.RouterMeta) {
			m.Scopes, m.PathPatterns = []string{"project"}, []string{"**/*.py"}
		}, nil, ""},
		{"project scope, no file matches", func(m *skill.RouterMeta) {
			m.Scopes, m.PathPatterns = []string{"project"}, []string{"**/*.rs"}
		}, nil, ExScope},
		{"project scope, second pattern matches", func(m *skill.RouterMeta) {
			m.Scopes, m.PathPatterns = []string{"project"}, []string{"**/*.rs", "*.toml"}
		}, nil, ""},
		{"project scope without patterns", func(m *skill.RouterMeta) { m.Scopes = []string{"project"} }, nil, ExScope},
		{"unknown scope only", func(m *skill.RouterMeta) {
			m.Scopes, m.PathPatterns = []string{"team"}, []string{"**/*.py"}
		}, nil, ExScope},
		{"global and project", func(m *skill.RouterMeta) {
			m.Scopes, m.PathPatterns = []string{"global", "project"}, []string{"**/*.rs"}
		}, nil, ""},
		{"cwd missing", func(m *skill.RouterMeta) {
			m.Scopes, m.PathPatterns = []string{"project"}, []string{"**/*.py"}
		}, func(r *Request) { r.Cwd = filepath.Join(proj, "nope") }, ExScope},
		{"cwd is a file", func(m *skill.RouterMeta) {
			m.Scopes, m.PathPatterns = []string{"project"}, []string{"*"}
		}, func(r *Request) { r.Cwd = file }, ExScope},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			req := base
			if c.req != nil {
				c.req(&req)
			}
			if got := Compatible(mk(c.meta), req); got != c.want {
				t.Errorf("Compatible = %q, want %q", got, c.want)
			}
		})
	}
}
