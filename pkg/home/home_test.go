package home

import (
	"os"
	"path/filepath"
	"testing"
)

func TestCachePolicy(t *testing.T) {
	xdg := t.TempDir()
	env := func(k string) string {
		return map[string]string{"XDG_CACHE_HOME": xdg, "HOME": "/nonexistent"}[k]
	}
	dir := t.TempDir()
	h := New(dir, env)
	if got, want := h.CacheFor("embed"), filepath.Join(xdg, "ingot", "cache", "embed"); got != want {
		t.Fatalf("a plain directory caches in %s, want %s", got, want)
	}
	if err := os.Mkdir(filepath.Join(dir, "skills"), 0o755); err != nil {
		t.Fatal(err)
	}
	if got, want := h.CacheFor("embed"), filepath.Join(dir, "runs", "cache", "embed"); got != want {
		t.Fatalf("an Ingot home caches in %s, want %s", got, want)
	}
	if got := h.EvalSet("anthropics/pdf"); got != filepath.Join(dir, "evals", "anthropics", "pdf.yaml") {
		t.Fatalf("EvalSet = %s", got)
	}
	if h.Traces() != filepath.Join(dir, "runs", "traces.jsonl") || h.Audit() != filepath.Join(dir, "runs", "approval-audit.jsonl") {
		t.Fatalf("store paths: %s %s", h.Traces(), h.Audit())
	}
}
