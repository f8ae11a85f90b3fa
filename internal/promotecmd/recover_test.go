package promotecmd

import (
	"context"
	"encoding/json"
	"path/filepath"
	"strings"
	"testing"

	"github.com/spf13/cobra"

	"github.com/ingot-dev/ingot/internal/cli"
	"github.com/ingot-dev/ingot/internal/testutil"
	"github.com/ingot-dev/ingot/pkg/change"
)

func TestNewRecoverCmd(t *testing.T) {
	for _, c := range []struct {
		args []string
		code int
		json bool
	}{
		{[]string{"recover"}, 0, false},
		{[]string{"recover", "--json"}, 0, true},
		{[]string{"recover", "x"}, 2, false},
	} {
		env, _, _, _ := newHome(t).env(nil)
		var got *recoverOptions
		code := parse(env, func(f *factory) *cobra.Command {
			return newRecoverCmd(f, func(_ context.Context, o *recoverOptions) error { got = o; return nil })
		}, c.args...)
		if code != c.code || (code == 0 && got.JSON != c.json) {
			t.Fatalf("%v: exit %d", c.args, code)
		}
	}
}

func TestRunRecover(t *testing.T) {
	h := newHome(t)
	h.addSkill("pdf", "Old.", nil)
	code, out, _ := h.run("recover")
	if code != 0 || out != "nothing to recover\n" {
		t.Fatalf("exit %d stdout %q", code, out)
	}
	stage := filepath.Join(h.dir, "skills/.pdf.0123456789abcdef.stage")
	testutil.WriteFile(t, filepath.Join(stage, "SKILL.md"), "half")
	ios, _, jout, _ := cli.Test()
	if err := runRecover(bg, &recoverOptions{IO: ios, Store: h.storeFunc(), JSON: true}); err != nil {
		t.Fatal(err)
	}
	var rec change.Recovery
	if err := json.Unmarshal(jout.Bytes(), &rec); err != nil || len(rec.Actions) != 1 || !strings.Contains(rec.Actions[0], stage) {
		t.Fatalf("recovery %+v, %v", rec, err)
	}
	// Two previous copies and no live folder cannot be settled alone.
	testutil.WriteFile(t, filepath.Join(h.dir, "skills/.csv.00000000000000aa.previous/SKILL.md"), "a")
	testutil.WriteFile(t, filepath.Join(h.dir, "skills/.csv.00000000000000bb.previous/SKILL.md"), "b")
	code, _, errOut := h.run("recover")
	if code != 1 || !strings.Contains(errOut, "ingot-promote: error: ") || !strings.Contains(errOut, "2 previous copies") {
		t.Fatalf("exit %d stderr %q", code, errOut)
	}
}
