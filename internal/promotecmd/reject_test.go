package promotecmd

import (
	"context"
	"strings"
	"testing"

	"github.com/spf13/cobra"

	"github.com/ingot-dev/ingot/internal/cli"
	"github.com/ingot-dev/ingot/pkg/change"
)

func TestNewRejectCmd(t *testing.T) {
	for _, c := range []struct {
		args []string
		code int
		want rejectOptions
	}{
		{[]string{"reject", "pdf", "--reason", "too long"}, 0, rejectOptions{Skill: "pdf", Reason: "too long", Actor: osUser()}},
		{[]string{"reject", "pdf", "--reason", "r", "--actor", "al", "--json"}, 0, rejectOptions{Skill: "pdf", Reason: "r", Actor: "al", JSON: true}},
		{[]string{"reject", "pdf"}, 2, rejectOptions{}},
		{[]string{"reject", "--reason", "r"}, 2, rejectOptions{}},
	} {
		env, _, _, _ := newHome(t).env(nil)
		var got *rejectOptions
		code := parse(env, func(f *factory) *cobra.Command {
			return newRejectCmd(f, func(_ context.Context, o *rejectOptions) error { got = o; return nil })
		}, c.args...)
		if code != c.code || (code == 0 && (got.Skill != c.want.Skill || got.Reason != c.want.Reason || got.Actor != c.want.Actor || got.JSON != c.want.JSON)) {
			t.Fatalf("%v: exit %d options %+v", c.args, code, got)
		}
	}
}

func TestRunReject(t *testing.T) {
	h := newHome(t)
	h.addSkill("pdf", "Old.", nil)
	old := h.rev("pdf")
	pr := h.propose("pdf", "New.")
	ios, _, out, _ := cli.Test()
	if err := runReject(bg, &rejectOptions{IO: ios, Store: h.storeFunc(), Skill: "pdf", Reason: "drops  the\ntable section", Actor: "dana"}); err != nil {
		t.Fatal(err)
	}
	if want := "rejected the pending change of pdf (challenger " + pr.ChallengerRevision.Short() + "): drops the table section\n"; out.String() != want {
		t.Fatalf("stdout %q, want %q", out, want)
	}
	if h.rev("pdf") != old {
		t.Fatal("reject changed the live skill")
	}
	recs, _ := h.store(change.Options{}).Audit(bg, "pdf")
	if len(recs) != 1 || recs[0].Action != "reject" || recs[0].Actor != "dana" {
		t.Fatalf("audit %+v", recs)
	}
	code, _, errOut := h.run("reject", "pdf", "--reason", "again")
	if code != 1 || !strings.Contains(errOut, "no pending change") {
		t.Fatalf("second reject: exit %d stderr %q", code, errOut)
	}
	h.propose("pdf", "Newer.")
	code, _, errOut = h.run("reject", "pdf", "--reason", strings.Repeat("x", 501))
	if code != 2 || !strings.Contains(errOut, "at most 500") {
		t.Fatalf("long reason: exit %d stderr %q", code, errOut)
	}
}
