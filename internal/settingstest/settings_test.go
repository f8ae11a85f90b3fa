package settingstest

import (
	"context"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/spf13/cobra"

	"github.com/ingot-dev/ingot/internal/abcmd"
	"github.com/ingot-dev/ingot/internal/cli"
	"github.com/ingot-dev/ingot/internal/mcpcmd"
	"github.com/ingot-dev/ingot/internal/minecmd"
	"github.com/ingot-dev/ingot/internal/optimizecmd"
	"github.com/ingot-dev/ingot/internal/promotecmd"
	"github.com/ingot-dev/ingot/internal/routecmd"
	"github.com/ingot-dev/ingot/pkg/config"
)

// binary is one program and an ordinary invocation of it that resolves
// its settings before doing any work.
type binary struct {
	name    string
	newRoot func(*cli.Env) *cobra.Command
	args    []string
	stdin   string
}

var binaries = []binary{
	{routecmd.Name, routecmd.NewRoot, []string{"write release notes"}, ""},
	{"ingot-mcp", mcpcmd.NewRoot, []string{"--check"}, ""},
	{"ingot-mine", minecmd.NewRoot, []string{"pdf"}, ""},
	{promotecmd.Name, promotecmd.NewRoot, []string{"list"}, ""},
	{abcmd.Name, abcmd.NewRoot, []string{"validate", "pdf"}, ""},
	{optimizecmd.Name, optimizecmd.NewRoot, []string{"pdf"}, ""},
}

// badValue returns a value s's grammar must reject, or "" when every
// value is acceptable (free text, paths, secrets).
func badValue(s config.Setting) string {
	switch s.Type {
	case config.TypeBool:
		return "maybe"
	case config.TypeInt:
		if s.Min != nil {
			return "-1000"
		}
		return "1.5x"
	case config.TypeFloat:
		if s.Min != nil {
			return "-1000"
		}
		return "lots"
	case config.TypeDuration:
		return "soon"
	case config.TypeSize:
		return "lots"
	case config.TypeURL:
		return "ftp://example.invalid/"
	case config.TypeEnum:
		return "bogus-value"
	}
	return ""
}

func run(t *testing.T, b binary, home string, vars map[string]string) (int, string) {
	t.Helper()
	ios, _, _, errOut := cli.Test()
	ios.In = strings.NewReader(b.stdin)
	env := &cli.Env{IO: ios, Getenv: func(k string) string { return vars[k] }, Now: time.Now, Dir: home}
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	code := cli.Run(ctx, env, b.name, b.args, b.newRoot)
	return code, errOut.String()
}

func home(t *testing.T) string {
	h := t.TempDir()
	dir := filepath.Join(h, "skills", "pdf")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	body := "---\nname: pdf\ndescription: Fill and merge PDF forms.\n---\n# PDF\nUse pdftk.\n"
	if err := os.WriteFile(filepath.Join(dir, "SKILL.md"), []byte(body), 0o644); err != nil {
		t.Fatal(err)
	}
	return h
}

// TestBadValueRefusedAlikeByEveryReader sets each registered setting in
// turn to a value its grammar rejects, and checks that every binary that
// reads it exits 2 with the same message naming the variable.
func TestBadValueRefusedAlikeByEveryReader(t *testing.T) {
	h := home(t)
	checked := 0
	for _, s := range config.Registry {
		bad := badValue(s)
		if bad == "" {
			continue
		}
		var first string
		for _, b := range binaries {
			if !slices.Contains(s.Used, b.name) {
				continue
			}
			code, errOut := run(t, b, h, map[string]string{s.Name: bad})
			line, _, _ := strings.Cut(errOut, "\n")
			msg := strings.TrimPrefix(line, b.name+": ")
			if code != 2 || !strings.Contains(msg, s.Name) {
				t.Errorf("%s=%s: %s exit %d, stderr %q; want exit 2 naming the variable", s.Name, bad, b.name, code, errOut)
				continue
			}
			if first == "" {
				first = msg
			} else if msg != first {
				t.Errorf("%s=%s: %s says %q, another binary said %q", s.Name, bad, b.name, msg, first)
			}
			checked++
		}
	}
	if checked < 40 {
		t.Fatalf("only %d (setting, binary) pairs checked", checked)
	}
}

// TestConfigCommandShowsSources runs `config` on every binary: each
// setting is listed with the source its value came from.
func TestConfigCommandShowsSources(t *testing.T) {
	h := home(t)
	if err := os.WriteFile(filepath.Join(h, "ingot.yaml"), []byte("min_score: 0.5\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, b := range binaries {
		b.args = []string{"config"}
		ios, _, out, errOut := cli.Test()
		env := &cli.Env{IO: ios, Getenv: func(k string) string {
			return map[string]string{"INGOT_SKILL_PATHS": "/nowhere", "INGOT_MCP_TOKEN": "s3cret"}[k]
		}, Now: time.Now, Dir: h}
		if code := cli.Run(context.Background(), env, b.name, b.args, b.newRoot); code != 0 {
			t.Fatalf("%s config: exit %d %s", b.name, code, errOut)
		}
		text := out.String()
		if !regexp.MustCompile(`INGOT_SKILL_PATHS\s+/nowhere\s+env`).MatchString(text) {
			t.Errorf("%s config lacks the env source:\n%s", b.name, text)
		}
		if strings.Contains(text, "s3cret") {
			t.Errorf("%s config printed a secret", b.name)
		}
		if slices.Contains(mustFind(t, "INGOT_MIN_SCORE").Used, b.name) && !regexp.MustCompile(`INGOT_MIN_SCORE\s+0.5\s+ingot.yaml`).MatchString(text) {
			t.Errorf("%s config lacks the ingot.yaml source:\n%s", b.name, text)
		}
	}
}

func mustFind(t *testing.T, name string) config.Setting {
	s, ok := config.Find(name)
	if !ok {
		t.Fatalf("%s not registered", name)
	}
	return s
}

// notSettings are INGOT_* names the code reads that are not user settings:
// test switches and the crash-test failpoint.
var notSettings = regexp.MustCompile(`^INGOT_(REQUIRE_\w+|FAILPOINT(_RELEASE)?|CORPUS|BENCH_\w+|MCP_LOAD\w*|TRACE_TEST_\w+|[A-Z])$`)

// TestRegistryCoversTheCode fails when non-test code names an INGOT_*
// variable the registry does not know.
func TestRegistryCoversTheCode(t *testing.T) {
	root := filepath.Join("..", "..")
	re := regexp.MustCompile(`"(INGOT_[A-Z0-9_]+)"`)
	seen := map[string]string{}
	for _, dir := range []string{"pkg", "internal"} {
		err := filepath.WalkDir(filepath.Join(root, dir), func(p string, d os.DirEntry, err error) error {
			if err != nil || d.IsDir() || !strings.HasSuffix(p, ".go") || strings.HasSuffix(p, "_test.go") {
				return err
			}
			b, err := os.ReadFile(p)
			if err != nil {
				return err
			}
			for _, m := range re.FindAllStringSubmatch(string(b), -1) {
				seen[m[1]] = p
			}
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	for name, file := range seen {
		if notSettings.MatchString(name) {
			continue
		}
		if _, ok := config.Find(name); !ok {
			t.Errorf("%s (read in %s) is not in config.Registry", name, file)
		}
	}
	if len(seen) < 30 {
		t.Fatalf("found only %d variables: is the walk rooted right?", len(seen))
	}
}
