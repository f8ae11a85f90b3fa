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
	"github.com/ingot-dev/ingot/internal/testcorpus"
	"github.com/ingot-dev/ingot/internal/testutil"
	"github.com/ingot-dev/ingot/pkg/change"
)

func TestNewListCmd(t *testing.T) {
	for _, c := range []struct {
		args      []string
		code      int
		all, json bool
	}{
		{[]string{"list"}, 0, false, false},
		{[]string{"list", "--all", "--json"}, 0, true, true},
		{[]string{"list", "pdf"}, 2, false, false},
	} {
		env, _, _, _ := newHome(t).env(nil)
		var got *listOptions
		code := parse(env, func(f *factory) *cobra.Command {
			return newListCmd(f, func(_ context.Context, o *listOptions) error { got = o; return nil })
		}, c.args...)
		if code != c.code || (code == 0 && (got.All != c.all || got.JSON != c.json)) {
			t.Fatalf("%v: exit %d options %+v", c.args, code, got)
		}
	}
}

func TestRunList(t *testing.T) {
	h := newHome(t)
	h.addSkill("pdf", "Old.", nil)
	h.addSkill("vendor/csv", "Old.", nil)
	h.propose("pdf", "New.")
	h.propose("vendor/csv", "New.")
	testutil.WriteFile(t, filepath.Join(h.dir, "skills/vendor/csv/extra.md"), "edited after the measurement")

	t.Run("piped", func(t *testing.T) {
		ios, _, out, _ := cli.Test()
		if err := runList(bg, &listOptions{IO: ios, Store: h.storeFunc()}); err != nil {
			t.Fatal(err)
		}
		golden(t, h, "list.golden", out.String())
	})
	t.Run("terminal", func(t *testing.T) {
		ios, _, out, _ := cli.Test()
		ios.SetTTY(true, true)
		if err := runList(bg, &listOptions{IO: ios, Store: h.storeFunc()}); err != nil {
			t.Fatal(err)
		}
		golden(t, h, "list-tty.golden", out.String())
	})
	t.Run("json", func(t *testing.T) {
		ios, _, out, _ := cli.Test()
		if err := runList(bg, &listOptions{IO: ios, Store: h.storeFunc(), JSON: true}); err != nil {
			t.Fatal(err)
		}
		var items []change.Listed
		if err := json.Unmarshal(out.Bytes(), &items); err != nil {
			t.Fatal(err)
		}
		if len(items) != 2 || items[0].Freshness.State != change.Fresh || items[1].Freshness.State != change.Stale {
			t.Fatalf("items %+v", items)
		}
	})
	t.Run("malformed slot", func(t *testing.T) {
		bad := filepath.Join(h.dir, "runs/pending/zz.json")
		testutil.WriteFile(t, bad, "{")
		defer os.Remove(bad)
		code, out, errOut := h.run("list")
		if code != 1 || !strings.Contains(errOut, bad) || strings.Count(out, "\n") != 2 {
			t.Fatalf("exit %d stdout %q stderr %q", code, out, errOut)
		}
	})
}

// TestListAllCorpus discovers the 392-skill corpus: every skill under its
// nested id, and the two skills named skill-creator as two ids.
func TestListAllCorpus(t *testing.T) {
	corpus := testcorpus.Skills(t)
	h := newHome(t)
	env, _, out, errOut := h.env(map[string]string{"INGOT_SKILL_PATHS": corpus})
	if code := cli.Run(bg, env, Name, []string{"list", "--all", "--json"}, NewRoot); code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	var skills []LiveSkill
	if err := json.Unmarshal(out.Bytes(), &skills); err != nil {
		t.Fatal(err)
	}
	if len(skills) != 392 {
		t.Fatalf("found %d skills, want 392", len(skills))
	}
	ids := map[string]bool{}
	var creators []string
	for _, s := range skills {
		if ids[s.ID] {
			t.Fatalf("id %s listed twice", s.ID)
		}
		ids[s.ID] = true
		if !strings.Contains(s.ID, "/") || len(s.Revision) != 64 {
			t.Fatalf("skill %+v: want a nested id and a full revision", s)
		}
		if s.Name == "skill-creator" {
			creators = append(creators, s.ID)
		}
	}
	if strings.Join(creators, ",") != "anthropics/skill-creator,openai/skill-creator" {
		t.Fatalf("skill-creator ids %v, want two distinct ids", creators)
	}
	// The corpus is read-only: list must not have written anything there.
	if _, err := os.Stat(filepath.Join(h.dir, "runs/pending")); err == nil {
		t.Fatal("list created a pending folder")
	}
}
