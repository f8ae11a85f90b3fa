package promotecmd

import (
	"context"
	"testing"

	"github.com/spf13/cobra"

	"github.com/ingot-dev/ingot/internal/cli"
	"github.com/ingot-dev/ingot/pkg/change"
)

func TestNewHistoryCmd(t *testing.T) {
	for _, c := range []struct {
		args []string
		code int
		want historyOptions
	}{
		{[]string{"history", "pdf"}, 0, historyOptions{Skill: "pdf"}},
		{[]string{"history", "pdf", "--json"}, 0, historyOptions{Skill: "pdf", JSON: true}},
		{[]string{"history"}, 2, historyOptions{}},
	} {
		env, _, _, _ := newHome(t).env(nil)
		var got *historyOptions
		code := parse(env, func(f *factory) *cobra.Command {
			return newHistoryCmd(f, func(_ context.Context, o *historyOptions) error { got = o; return nil })
		}, c.args...)
		if code != c.code || (code == 0 && (got.Skill != c.want.Skill || got.JSON != c.want.JSON)) {
			t.Fatalf("%v: exit %d options %+v", c.args, code, got)
		}
	}
}

func TestRunHistory(t *testing.T) {
	h := newHome(t)
	h.addSkill("pdf", "Old.", nil)
	old := h.rev("pdf")
	h.propose("pdf", "New.")
	s := h.store(change.Options{})
	if _, err := s.Approve(bg, "pdf", "alice"); err != nil {
		t.Fatal(err)
	}
	if _, err := s.Rollback(bg, "pdf", old, "bob"); err != nil {
		t.Fatal(err)
	}
	h.propose("pdf", "Newer.")
	if _, err := s.Reject(bg, "pdf", "not better", "carol"); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		json   bool
		golden string
	}{{false, "history.golden"}, {true, "history.golden.json"}} {
		ios, _, out, _ := cli.Test()
		if err := runHistory(bg, &historyOptions{IO: ios, Store: h.storeFunc(), Skill: "pdf", JSON: c.json}); err != nil {
			t.Fatal(err)
		}
		golden(t, h, c.golden, out.String())
	}
	code, out, _ := h.run("history", "never-existed")
	if code != 0 || out != "never-existed: not live\n\nsnapshots (newest first):\n  none\n\naudit (newest first):\n  none\n" {
		t.Fatalf("exit %d stdout %q", code, out)
	}
}
