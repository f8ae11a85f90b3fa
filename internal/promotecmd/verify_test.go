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
	"github.com/ingot-dev/ingot/pkg/change"
)

func TestNewVerifyCmd(t *testing.T) {
	for _, c := range []struct {
		args []string
		code int
		json bool
	}{
		{[]string{"verify"}, 0, false},
		{[]string{"verify", "--json"}, 0, true},
		{[]string{"verify", "pdf"}, 2, false},
	} {
		env, _, _, _ := newHome(t).env(nil)
		var got *verifyOptions
		code := parse(env, func(f *factory) *cobra.Command {
			return newVerifyCmd(f, func(_ context.Context, o *verifyOptions) error { got = o; return nil })
		}, c.args...)
		if code != c.code || (code == 0 && got.JSON != c.json) {
			t.Fatalf("%v: exit %d", c.args, code)
		}
	}
}

// changedHome has an approve and a rollback on record.
func changedHome(t *testing.T) (*home, string, string) {
	h := newHome(t)
	h.addSkill("pdf", "Old.", map[string]string{"reference.md": "ref"})
	old := h.rev("pdf")
	pr := h.propose("pdf", "New.")
	s := h.store(change.Options{})
	if _, err := s.Approve(bg, "pdf", "alice"); err != nil {
		t.Fatal(err)
	}
	if _, err := s.Rollback(bg, "pdf", old, "bob"); err != nil {
		t.Fatal(err)
	}
	return h, old.String(), pr.ChallengerRevision.String()
}

func TestRunVerify(t *testing.T) {
	h, old, _ := changedHome(t)
	code, out, _ := h.run("verify")
	if code != 0 || out != "checked 2 audit record(s), 2 snapshot(s), 1 live skill(s), 0 review slot(s): no problems\n" {
		t.Fatalf("clean store: exit %d stdout %q", code, out)
	}
	audit := filepath.Join(h.dir, "runs/approval-audit.jsonl")
	data, _ := os.ReadFile(audit)
	testutil.WriteFile(t, audit, strings.Replace(string(data), `"actor":"alice"`, `"actor":"mallory"`, 1))
	testutil.WriteFile(t, filepath.Join(h.dir, "runs/revisions/pdf", old, "reference.md"), "tampered")

	code, out, _ = h.run("verify")
	if code != 1 {
		t.Fatalf("tampered store: exit %d", code)
	}
	for _, want := range []string{
		audit + ":2: error: prev does not match the hash of line 1: line 1 was edited",
		filepath.Join(h.dir, "runs/revisions/pdf", old) + ": error: hashes to ",
		"reference.md changed",
		": 2 error(s)\n",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("verify output lacks %q:\n%s", want, out)
		}
	}
	ios, _, jout, _ := cli.Test()
	err := runVerify(bg, &verifyOptions{IO: ios, Store: h.storeFunc(), JSON: true})
	if err != cli.SilentError {
		t.Fatalf("err %v", err)
	}
	golden(t, h, "verify-tampered.golden.json", jout.String())
	var rep verifyReport
	if err := json.Unmarshal(jout.Bytes(), &rep); err != nil || rep.OK || rep.Summary.Errors != 2 {
		t.Fatalf("report %+v, %v", rep, err)
	}
}

func TestVerifyDeletedAuditLine(t *testing.T) {
	h, _, _ := changedHome(t)
	audit := filepath.Join(h.dir, "runs/approval-audit.jsonl")
	data, _ := os.ReadFile(audit)
	lines := strings.SplitAfter(string(data), "\n")
	testutil.WriteFile(t, audit, lines[0])
	code, out, _ := h.run("verify")
	if code != 1 || !strings.Contains(out, audit+":1: error: the audit file ends at line 1 but its head records 2 lines") {
		t.Fatalf("exit %d stdout:\n%s", code, out)
	}
}
