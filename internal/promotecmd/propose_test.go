package promotecmd

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/spf13/cobra"

	"github.com/ingot-dev/ingot/internal/cli"
	"github.com/ingot-dev/ingot/internal/testutil"
	"github.com/ingot-dev/ingot/pkg/evidence"
	"github.com/ingot-dev/ingot/pkg/gate"
	"github.com/ingot-dev/ingot/pkg/jsonl"
)

func TestNewProposeCmd(t *testing.T) {
	cases := []struct {
		name    string
		args    []string
		code    int
		bundles []string
		json    bool
	}{
		{"stdin", []string{"propose"}, 0, nil, false},
		{"bundles and json", []string{"propose", "--bundle", "a", "--bundle", "b,c", "--json"}, 0, []string{"a", "b,c"}, true},
		{"positional args", []string{"propose", "dir"}, 2, nil, false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			env, _, _, _ := newHome(t).env(nil)
			var got *proposeOptions
			code := parse(env, func(f *factory) *cobra.Command {
				return newProposeCmd(f, func(_ context.Context, o *proposeOptions) error { got = o; return nil })
			}, c.args...)
			if code != c.code {
				t.Fatalf("exit %d, want %d", code, c.code)
			}
			if code == 0 && (strings.Join(got.Bundles, "|") != strings.Join(c.bundles, "|") || got.JSON != c.json) {
				t.Fatalf("options %+v", got)
			}
		})
	}
}

func TestRunProposeBundle(t *testing.T) {
	h := newHome(t)
	h.addSkill("anthropics/pdf", "Old.", nil)
	dir := h.bundle("anthropics/pdf", "New.", gate.Pass())
	ios, _, out, errOut := cli.Test()
	if err := runPropose(bg, &proposeOptions{IO: ios, Store: h.storeFunc(), Bundles: []string{dir}, JSON: true}); err != nil {
		t.Fatalf("%v; stderr %s", err, errOut)
	}
	golden(t, h, "propose.golden.jsonl", out.String())
	if _, err := os.Stat(filepath.Join(h.dir, "runs/pending/anthropics__pdf.json")); err != nil {
		t.Fatal("slot not filled")
	}
}

func TestRunProposeStdin(t *testing.T) {
	h := newHome(t)
	h.addSkill("pdf", "Old.", nil)
	h.addSkill("csv", "Old.", nil)
	good := h.bundle("pdf", "New.", gate.Pass())
	b, err := evidence.Load(good)
	if err != nil {
		t.Fatal(err)
	}
	stale := h.bundle("csv", "New.", gate.Pass())
	testutil.WriteFile(t, filepath.Join(h.dir, "skills/csv/notes.md"), "edited after the measurement")
	sb, err := evidence.Load(stale)
	if err != nil {
		t.Fatal(err)
	}
	var in strings.Builder
	w := jsonl.NewWriter(&in)
	_ = w.Write(map[string]any{"kind": "task", "v": 1, "skill": "pdf", "task": "passes through"})
	_ = w.Write(evidence.NewRecord(good, b))
	_ = w.Write(evidence.NewRecord(stale, sb))
	ios, stdin, out, errOut := cli.Test()
	stdin.WriteString(in.String())
	err = runPropose(bg, &proposeOptions{IO: ios, Store: h.storeFunc()})
	if err != cli.SilentError {
		t.Fatalf("err %v, want a silent failure after reporting the stale record", err)
	}
	lines := strings.Split(strings.TrimSpace(out.String()), "\n")
	if len(lines) != 2 || !strings.Contains(lines[0], `"kind":"task"`) || !strings.HasPrefix(lines[1], "proposed pdf (body pass): ") {
		t.Fatalf("stdout:\n%s", out)
	}
	if !strings.Contains(errOut.String(), "ingot-promote: propose stdin:3 (csv): ") || !strings.Contains(errOut.String(), "stale evidence") {
		t.Fatalf("stderr %q", errOut)
	}
}

func TestRunProposeErrors(t *testing.T) {
	h := newHome(t)
	h.addSkill("pdf", "Old.", nil)
	t.Run("nothing on stdin", func(t *testing.T) {
		code, _, errOut := h.run("propose")
		if code != 2 || !strings.Contains(errOut, "nothing to propose") {
			t.Fatalf("exit %d stderr %q", code, errOut)
		}
	})
	t.Run("unknown kind names the line", func(t *testing.T) {
		env, in, _, errOut := h.env(nil)
		in.WriteString("{\"kind\":\"task\",\"v\":1}\n{\"kind\":\"evidense\",\"v\":1}\n")
		code := cli.Run(bg, env, Name, []string{"propose"}, NewRoot)
		if code != 1 || !strings.Contains(errOut.String(), `stdin:2: unknown kind "evidense"`) {
			t.Fatalf("exit %d stderr %q", code, errOut)
		}
	})
	t.Run("malformed bundle names the file", func(t *testing.T) {
		dir := t.TempDir()
		testutil.WriteFile(t, filepath.Join(dir, "evidence.json"), `{"schema":"ingot/evidence/v1","skill":"pdf"`)
		code, _, errOut := h.run("propose", "--bundle", dir)
		if code != 1 || !strings.Contains(errOut, filepath.Join(dir, "evidence.json")) {
			t.Fatalf("exit %d stderr %q", code, errOut)
		}
	})
	t.Run("missing gate", func(t *testing.T) {
		dir := h.bundle("pdf", "New.", gate.Pass())
		var m map[string]any
		data, _ := os.ReadFile(filepath.Join(dir, "evidence.json"))
		_ = json.Unmarshal(data, &m)
		delete(m, "gate")
		data, _ = json.Marshal(m)
		testutil.WriteFile(t, filepath.Join(dir, "evidence.json"), string(data))
		code, _, errOut := h.run("propose", "--bundle", dir)
		if code != 1 || !strings.Contains(errOut, "gate: missing") {
			t.Fatalf("exit %d stderr %q", code, errOut)
		}
	})
}
