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

func TestNewRollbackCmd(t *testing.T) {
	for _, c := range []struct {
		args []string
		code int
		want rollbackOptions
	}{
		{[]string{"rollback", "pdf", "abc"}, 0, rollbackOptions{Skill: "pdf", Revision: "abc", Actor: osUser()}},
		{[]string{"rollback", "a/pdf", "abc", "--actor", "x", "--json"}, 0, rollbackOptions{Skill: "a/pdf", Revision: "abc", Actor: "x", JSON: true}},
		{[]string{"rollback", "pdf"}, 2, rollbackOptions{}},
	} {
		env, _, _, _ := newHome(t).env(nil)
		var got *rollbackOptions
		code := parse(env, func(f *factory) *cobra.Command {
			return newRollbackCmd(f, func(_ context.Context, o *rollbackOptions) error { got = o; return nil })
		}, c.args...)
		if code != c.code || (code == 0 && (got.Skill != c.want.Skill || got.Revision != c.want.Revision || got.Actor != c.want.Actor || got.JSON != c.want.JSON)) {
			t.Fatalf("%v: exit %d options %+v", c.args, code, got)
		}
	}
}

func TestRunRollback(t *testing.T) {
	h := newHome(t)
	h.addSkill("pdf", "Old.", nil)
	old := h.rev("pdf")
	pr := h.propose("pdf", "New.")
	if _, err := h.store(change.Options{}).Approve(bg, "pdf", ""); err != nil {
		t.Fatal(err)
	}
	ios, _, out, _ := cli.Test()
	if err := runRollback(bg, &rollbackOptions{IO: ios, Store: h.storeFunc(), Skill: "pdf", Revision: old.Short(), Actor: "x", JSON: true}); err != nil {
		t.Fatal(err)
	}
	var res change.Result
	if err := json.Unmarshal(out.Bytes(), &res); err != nil {
		t.Fatal(err)
	}
	if res.From != pr.ChallengerRevision || res.To != old || h.rev("pdf") != old {
		t.Fatalf("result %+v", res)
	}
	code, out2, _ := h.run("rollback", "pdf", old.String())
	if code != 0 || out2 != "pdf is already at revision "+old.Short()+"; nothing changed\n" {
		t.Fatalf("exit %d stdout %q", code, out2)
	}
	for _, c := range []struct {
		rev  string
		code int
		msg  string
	}{
		{"../../etc", 2, "invalid revision"},
		{old.String()[:8], 2, "prefix of at least 12"},
		{strings.Repeat("1", 64), 1, "no snapshot"},
	} {
		code, _, errOut := h.run("rollback", "pdf", c.rev)
		if code != c.code || !strings.Contains(errOut, c.msg) {
			t.Errorf("rollback %s: exit %d stderr %q", c.rev, code, errOut)
		}
	}
	// A snapshot changed on disk is refused.
	testutil.WriteFile(t, filepath.Join(h.dir, "runs/revisions/pdf", pr.ChallengerRevision.String(), "SKILL.md"), "tampered")
	code, _, errOut := h.run("rollback", "pdf", pr.ChallengerRevision.String())
	if code != 1 || !strings.Contains(errOut, "refusing to install it") || h.rev("pdf") != old {
		t.Fatalf("tampered snapshot: exit %d stderr %q", code, errOut)
	}
}
