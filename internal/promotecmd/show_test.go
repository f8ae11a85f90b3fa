package promotecmd

import (
	"context"
	"encoding/json"
	"strings"
	"testing"

	"github.com/spf13/cobra"

	"github.com/ingot-dev/ingot/internal/cli"
	"github.com/ingot-dev/ingot/internal/testutil"
	"github.com/ingot-dev/ingot/pkg/change"
	"github.com/ingot-dev/ingot/pkg/gate"
)

func TestNewShowCmd(t *testing.T) {
	for _, c := range []struct {
		args []string
		code int
		want showOptions
	}{
		{[]string{"show", "anthropics/pdf"}, 0, showOptions{Skill: "anthropics/pdf"}},
		{[]string{"show", "pdf", "--json"}, 0, showOptions{Skill: "pdf", JSON: true}},
		{[]string{"show"}, 2, showOptions{}},
	} {
		env, _, _, _ := newHome(t).env(nil)
		var got *showOptions
		code := parse(env, func(f *factory) *cobra.Command {
			return newShowCmd(f, func(_ context.Context, o *showOptions) error { got = o; return nil })
		}, c.args...)
		if code != c.code || (code == 0 && (got.Skill != c.want.Skill || got.JSON != c.want.JSON)) {
			t.Fatalf("%v: exit %d options %+v", c.args, code, got)
		}
	}
}

func showFixture(t *testing.T) *home {
	h := newHome(t)
	h.addSkill("anthropics/pdf", "# PDF\n\nStep one.\nStep two.\nStep three.", nil)
	g := gate.Pass()
	g.Warn("challenger drops 67% of the champion body, gated on only 3 held-out task(s), review the deletions carefully")
	if _, err := h.store(change.Options{}).ProposeBundle(bg, h.bundle("anthropics/pdf", "# PDF\n\nStep one.\nStep 2, better.\nStep three.", g)); err != nil {
		t.Fatal(err)
	}
	return h
}

func TestRunShow(t *testing.T) {
	h := showFixture(t)
	ios, _, out, _ := cli.Test()
	if err := runShow(bg, &showOptions{IO: ios, Store: h.storeFunc(), Skill: "anthropics/pdf"}); err != nil {
		t.Fatal(err)
	}
	golden(t, h, "show.golden", out.String())

	ios, _, out, _ = cli.Test()
	if err := runShow(bg, &showOptions{IO: ios, Store: h.storeFunc(), Skill: "anthropics/pdf", JSON: true}); err != nil {
		t.Fatal(err)
	}
	golden(t, h, "show.golden.json", out.String())
	var r change.Review
	if err := json.Unmarshal(out.Bytes(), &r); err != nil {
		t.Fatal(err)
	}
	if len(r.Diffs) != 1 || r.Diffs[0].Component != "body" || !strings.Contains(r.Diffs[0].Diff, "+Step 2, better.") {
		t.Fatalf("diffs %+v", r.Diffs)
	}
}

func TestRunShowStaleAndMissing(t *testing.T) {
	h := showFixture(t)
	testutil.WriteFile(t, h.dir+"/skills/anthropics/pdf/notes.md", "a hand edit")
	code, out, _ := h.run("show", "anthropics/pdf")
	if code != 0 || !strings.Contains(out, "evidence:   stale: the evidence measured champion") {
		t.Fatalf("exit %d stdout:\n%s", code, out)
	}
	code, _, errOut := h.run("show", "nope")
	if code != 1 || !strings.Contains(errOut, `no pending change for "nope"`) {
		t.Fatalf("exit %d stderr %q", code, errOut)
	}
	code, _, errOut = h.run("show", "/etc/passwd")
	if code != 2 || !strings.Contains(errOut, "invalid skill id") {
		t.Fatalf("exit %d stderr %q", code, errOut)
	}
}
