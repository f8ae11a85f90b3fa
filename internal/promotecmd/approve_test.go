package promotecmd

import (
	"context"
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/spf13/cobra"

	"github.com/ingot-dev/ingot/internal/cli"
	"github.com/ingot-dev/ingot/pkg/change"
	"github.com/ingot-dev/ingot/pkg/gate"
)

func TestNewApproveCmd(t *testing.T) {
	cases := []struct {
		name string
		args []string
		env  map[string]string
		code int
		want approveOptions
	}{
		{"skill", []string{"approve", "pdf"}, nil, 0, approveOptions{Skill: "pdf", Actor: osUser()}},
		{"nested id, actor, json", []string{"approve", "anthropics/pdf", "--actor", "alice", "--json"}, nil, 0, approveOptions{Skill: "anthropics/pdf", Actor: "alice", JSON: true}},
		{"actor from env", []string{"approve", "pdf"}, map[string]string{"INGOT_ACTOR": "bob"}, 0, approveOptions{Skill: "pdf", Actor: "bob"}},
		{"flag beats env", []string{"approve", "pdf", "--actor", "carol"}, map[string]string{"INGOT_ACTOR": "bob"}, 0, approveOptions{Skill: "pdf", Actor: "carol"}},
		{"no skill", []string{"approve"}, nil, 2, approveOptions{}},
		{"two skills", []string{"approve", "a", "b"}, nil, 2, approveOptions{}},
		{"unknown flag", []string{"approve", "--force", "pdf"}, nil, 2, approveOptions{}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			h := newHome(t)
			env, _, _, _ := h.env(c.env)
			var got *approveOptions
			code := parse(env, func(f *factory) *cobra.Command {
				return newApproveCmd(f, func(_ context.Context, o *approveOptions) error { got = o; return nil })
			}, c.args...)
			if code != c.code {
				t.Fatalf("exit %d, want %d", code, c.code)
			}
			if c.code != 0 {
				return
			}
			if got.Skill != c.want.Skill || got.Actor != c.want.Actor || got.JSON != c.want.JSON || got.Store == nil || got.IO == nil {
				t.Fatalf("options %+v, want %+v", got, c.want)
			}
		})
	}
}

func TestRunApprove(t *testing.T) {
	t.Run("text", func(t *testing.T) {
		h := newHome(t)
		h.addSkill("pdf", "Old.", nil)
		old := h.rev("pdf")
		pr := h.propose("pdf", "New.")
		ios, _, out, errOut := cli.Test()
		err := runApprove(bg, &approveOptions{IO: ios, Store: h.storeFunc(), Skill: "pdf", Actor: "alice"})
		if err != nil {
			t.Fatal(err)
		}
		want := "promoted pdf: " + old.Short() + " -> " + pr.ChallengerRevision.Short() + "; the displaced revision is in runs/revisions/pdf/" + old.String() + "\n"
		if out.String() != want || errOut.Len() != 0 {
			t.Fatalf("stdout %q stderr %q, want %q", out, errOut, want)
		}
		if h.rev("pdf") != pr.ChallengerRevision {
			t.Fatal("not promoted")
		}
	})
	t.Run("json", func(t *testing.T) {
		h := newHome(t)
		h.addSkill("pdf", "Old.", nil)
		pr := h.propose("pdf", "New.")
		ios, _, out, _ := cli.Test()
		if err := runApprove(bg, &approveOptions{IO: ios, Store: h.storeFunc(), Skill: "pdf", Actor: "alice", JSON: true}); err != nil {
			t.Fatal(err)
		}
		var res change.Result
		if err := json.Unmarshal(out.Bytes(), &res); err != nil {
			t.Fatalf("%v: %s", err, out)
		}
		if res.To != pr.ChallengerRevision || res.Actor != "alice" || res.Action != "approve" {
			t.Fatalf("result %+v", res)
		}
	})
	t.Run("exit codes", func(t *testing.T) {
		h := newHome(t)
		h.addSkill("pdf", "Old.", nil)
		if code, _, errOut := h.run("approve", "pdf"); code != 1 || !strings.Contains(errOut, "ingot-promote: approve pdf: no pending change") {
			t.Fatalf("no pending: exit %d, stderr %q", code, errOut)
		}
		if code, _, errOut := h.run("approve", "../pdf"); code != 2 || !strings.Contains(errOut, "invalid skill id") {
			t.Fatalf("bad id: exit %d, stderr %q", code, errOut)
		}
		if _, err := h.store(change.Options{}).ProposeBundle(bg, h.bundle("pdf", "New.", gate.Verdict{Blocked: []string{"margin +0.00 < required +0.15"}})); err != nil {
			t.Fatal(err)
		}
		if code, _, errOut := h.run("approve", "pdf"); code != 1 || !strings.Contains(errOut, "evidence gate blocked promotion: margin +0.00 < required +0.15") {
			t.Fatalf("blocked: exit %d, stderr %q", code, errOut)
		}
	})
	t.Run("busy", func(t *testing.T) {
		h := newHome(t)
		h.addSkill("pdf", "Old.", nil)
		h.propose("pdf", "New.")
		unlock, err := h.store(change.Options{Host: "ci-3", PID: 777}).Lock(bg, true, "approve pdf")
		if err != nil {
			t.Fatal(err)
		}
		defer unlock()
		code, _, errOut := h.run("approve", "pdf")
		if code != 1 || !strings.HasPrefix(errOut, "ingot-promote: busy: ingot-promote pid 777 on ci-3") {
			t.Fatalf("busy: exit %d, stderr %q", code, errOut)
		}
	})
	t.Run("audit write fails", func(t *testing.T) {
		h := newHome(t)
		h.addSkill("pdf", "Old.", nil)
		pr := h.propose("pdf", "New.")
		// A folder in place of the audit file fails the write even for root.
		if err := os.Mkdir(filepath.Join(h.dir, "runs/approval-audit.jsonl"), 0o700); err != nil {
			t.Fatal(err)
		}
		code, out, errOut := h.run("approve", "pdf")
		if code != 0 || !strings.Contains(out, "promoted pdf") || !strings.Contains(errOut, "ingot-promote: warning: committed approve of pdf") || !strings.Contains(errOut, "audit write failed") {
			t.Fatalf("exit %d, stdout %q, stderr %q", code, out, errOut)
		}
		if h.rev("pdf") != pr.ChallengerRevision {
			t.Fatal("the change did not stand")
		}
	})
	t.Run("store error", func(t *testing.T) {
		ios, _, _, _ := cli.Test()
		boom := errors.New("boom")
		err := runApprove(bg, &approveOptions{IO: ios, Store: func() (*change.Store, error) { return nil, boom }, Skill: "pdf"})
		if !errors.Is(err, boom) {
			t.Fatalf("err %v", err)
		}
	})
}
