package config

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// Item 11 of issue 14: ingot.yaml in the Ingot home is read when the
// working directory is elsewhere (Claude Code starts ingot-mcp in the
// project directory); the working directory's files still win.
func TestHomeIngotYAML(t *testing.T) {
	home, cwd := t.TempDir(), t.TempDir()
	if err := os.WriteFile(filepath.Join(home, "ingot.yaml"), []byte("min_score: 0.61\nrelated_score: 0.5\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(cwd, "ingot.yaml"), []byte("related_score: 0.4\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	c, err := Load(Options{Dir: cwd, Getenv: env(map[string]string{"INGOT_HOME": home})})
	if err != nil {
		t.Fatal(err)
	}
	if v, src := c.Lookup("INGOT_MIN_SCORE"); v != "0.61" || src != "ingot.yaml" {
		t.Fatalf("INGOT_MIN_SCORE = %q from %q, want 0.61 from the home's ingot.yaml", v, src)
	}
	if v := c.Get("INGOT_RELATED_SCORE"); v != "0.4" {
		t.Fatalf("the working directory's ingot.yaml should win: %q", v)
	}
	if len(c.Files) != 2 {
		t.Fatalf("files read %v", c.Files)
	}
}

// Unknown keys in ingot.yaml or INGOT_* keys in .env are warned about.
func TestUnknownKeysWarn(t *testing.T) {
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "ingot.yaml"), []byte("min_score: 0.5\nmin_scroe: 0.6\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, ".env"), []byte("INGOT_HOEM=/x\nPATH_EXTRA=1\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	c, err := Load(Options{Dir: dir, Getenv: env(nil)})
	if err != nil {
		t.Fatal(err)
	}
	w := strings.Join(c.Warnings, "\n")
	if !strings.Contains(w, "min_scroe") || !strings.Contains(w, "INGOT_HOEM") || strings.Contains(w, "min_score:") || len(c.Warnings) != 2 {
		t.Fatalf("warnings %q", c.Warnings)
	}
}

// A UTF-8 byte-order mark at the start of .env or ingot.yaml is not part
// of the first key (issue 14 item 5).
func TestBOMInConfigFiles(t *testing.T) {
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "ingot.yaml"), []byte("\ufeffmin_score: 0.5\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, ".env"), []byte("\ufeffINGOT_RELATED_SCORE=0.4\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	c, err := Load(Options{Dir: dir, Getenv: env(nil)})
	if err != nil {
		t.Fatal(err)
	}
	if c.Get("INGOT_MIN_SCORE") != "0.5" || c.Get("INGOT_RELATED_SCORE") != "0.4" || len(c.Warnings) != 0 {
		t.Fatalf("min %q related %q warnings %v", c.Get("INGOT_MIN_SCORE"), c.Get("INGOT_RELATED_SCORE"), c.Warnings)
	}
}
