package main

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/ingot-dev/ingot/pkg/lexical"
)

func TestRunWritesTheCorpusStatistics(t *testing.T) {
	corpus := t.TempDir()
	for name, desc := range map[string]string{"rspec": "Write RSpec specs for Ruby models.", "deploy": "Deploy to Kubernetes with kubectl."} {
		dir := filepath.Join(corpus, "vendor", name)
		if err := os.MkdirAll(dir, 0o755); err != nil {
			t.Fatal(err)
		}
		md := "---\nname: " + name + "\ndescription: " + desc + "\n---\n\n# Usage\n\nWrite it well.\n"
		if err := os.WriteFile(filepath.Join(dir, "SKILL.md"), []byte(md), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	out := filepath.Join(t.TempDir(), "bg.bin")
	var log strings.Builder
	if err := run(context.Background(), []string{"-corpus", corpus, "-out", out}, &log); err != nil {
		t.Fatal(err)
	}
	data, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	bg, err := lexical.DecodeBackground(data)
	if err != nil {
		t.Fatal(err)
	}
	if bg.Len() != 2 || bg.DF("write") != 2 || bg.DF("kubectl") != 1 || bg.DF("usag") != 2 {
		t.Errorf("table: %d skills, DF write %d, kubectl %d, usag %d; want 2, 2, 1, 2", bg.Len(), bg.DF("write"), bg.DF("kubectl"), bg.DF("usag"))
	}
	if !strings.Contains(log.String(), "2 skills") {
		t.Errorf("summary %q", log.String())
	}
	// The same corpus gives the same bytes.
	again := filepath.Join(t.TempDir(), "bg.bin")
	if err := run(context.Background(), []string{"-corpus", corpus, "-out", again}, &log); err != nil {
		t.Fatal(err)
	}
	if b, _ := os.ReadFile(again); string(b) != string(data) {
		t.Error("regenerating changed the table")
	}
	if err := run(context.Background(), []string{"-out", out}, &log); err == nil || !strings.Contains(err.Error(), "-corpus") {
		t.Errorf("no -corpus: %v", err)
	}
	if err := run(context.Background(), []string{"-corpus", t.TempDir(), "-out", out}, &log); err == nil || !strings.Contains(err.Error(), "no skills") {
		t.Errorf("empty corpus: %v", err)
	}
}
