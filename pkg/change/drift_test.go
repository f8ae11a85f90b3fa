package change

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/ingot-dev/ingot/internal/testutil"
	"github.com/ingot-dev/ingot/pkg/atomicfile"
	"github.com/ingot-dev/ingot/pkg/skill"
)

func driftFindings(f *fixture) []Finding {
	var out []Finding
	for _, fd := range f.findings() {
		if fd.Check == CheckDrift {
			out = append(out, fd)
		}
	}
	return out
}

func TestDriftAfterAHandEdit(t *testing.T) {
	f := newFixture(t, Options{})
	dir := f.addSkill("", "pdf", "Old.", map[string]string{"notes.md": "n"})
	f.addSkill("", "csv", "Never adopted.", nil)
	f.propose("pdf", "New.")
	if _, err := f.store.Approve(ctx, "pdf", "alice"); err != nil {
		t.Fatal(err)
	}
	sum, err := f.store.Verify(ctx, func(Finding) {})
	if err != nil || sum.Errors != 0 || sum.Unadopted != 1 || sum.Drifted != 0 {
		t.Fatalf("after approve: %+v, %v", sum, err)
	}
	// A hand edit of the live folder, outside change control.
	testutil.WriteFile(t, filepath.Join(dir, "SKILL.md"), skillMD("pdf", "Use when testing pdf.", "Edited by hand."))
	testutil.WriteFile(t, filepath.Join(dir, "extra.md"), "x")
	if err := os.Remove(filepath.Join(dir, "notes.md")); err != nil {
		t.Fatal(err)
	}
	d := driftFindings(f)
	if len(d) != 1 || d[0].Severity != SevError || d[0].Skill != "pdf" ||
		!strings.Contains(d[0].Message, "SKILL.md changed, extra.md added, notes.md deleted") ||
		!strings.Contains(d[0].Message, "approve by alice") {
		t.Fatalf("drift = %+v", d)
	}
	// adopt records the present revision as approved.
	res, err := f.store.Adopt(ctx, "pdf", "bob", "reviewed the hand edit")
	if err != nil || res.Unchanged || res.To != f.liveRev("pdf") {
		t.Fatalf("Adopt = %+v, %v", res, err)
	}
	if d := driftFindings(f); len(d) != 0 {
		t.Fatalf("drift after adopt: %+v", d)
	}
	if res, err := f.store.Adopt(ctx, "pdf", "bob", ""); err != nil || !res.Unchanged {
		t.Fatalf("second Adopt = %+v, %v", res, err)
	}
	recs, _ := f.store.Audit(ctx, "pdf")
	if len(recs) != 2 || recs[0].Action != ActionAdopt || recs[0].Actor != "bob" || recs[0].Reason != "reviewed the hand edit" {
		t.Fatalf("audit = %+v", recs)
	}
	f.verifyClean()
	// Drift after adopt names the files against the adopted manifest.
	testutil.WriteFile(t, filepath.Join(dir, "extra.md"), "y")
	if d := driftFindings(f); len(d) != 1 || !strings.Contains(d[0].Message, "extra.md changed") || !strings.Contains(d[0].Message, "adopt by bob") {
		t.Fatalf("drift = %+v", d)
	}
	if _, err := f.store.Adopt(ctx, "nope", "", ""); !errors.Is(err, ErrNotFound) {
		t.Fatalf("Adopt of a missing skill = %v", err)
	}
}

func TestProposeDir(t *testing.T) {
	f := newFixture(t, Options{})
	live := f.addSkill("", "pdf", "Old.", map[string]string{"ref/a.md": "a"})
	edit := filepath.Join(t.TempDir(), "pdf-edit")
	if err := atomicfile.CopyDir(ctx, live, edit); err != nil {
		t.Fatal(err)
	}
	testutil.WriteFile(t, filepath.Join(edit, "SKILL.md"), skillMD("pdf", "Use when merging PDF files.", "New body."))
	testutil.WriteFile(t, filepath.Join(edit, "ref/a.md"), "a2")
	testutil.WriteFile(t, filepath.Join(edit, "ref/b.md"), "b")
	var checked skill.Components
	safety := func(_ context.Context, _ *skill.Library, id string, c skill.Components) ([]string, []string, error) {
		checked = c
		return nil, []string{"flag: x"}, nil
	}
	res, err := f.store.ProposeDir(ctx, FromDir{Skill: "pdf", Dir: edit, Safety: safety})
	if err != nil {
		t.Fatal(err)
	}
	if res.Gate.Status() != "UNMEASURED" || res.ChampionRevision != f.liveRev("pdf") || res.ChallengerRevision != hashOf(t, edit) {
		t.Fatalf("ProposeDir = %+v (edited folder hashes to %s)", res, hashOf(t, edit).Short())
	}
	if checked.Body != "New body." || len(res.Gate.Warnings) != 1 {
		t.Fatalf("safety saw %+v; gate %+v", checked, res.Gate)
	}
	rv, err := f.store.Show(ctx, "pdf")
	if err != nil || len(rv.Diffs) != 4 || rv.Approvable != ApprovableUnmeasured {
		t.Fatalf("Show = %+v, %v", rv, err)
	}
	if _, err := f.store.ApproveWith(ctx, "pdf", ApproveOptions{Unmeasured: true}); err != nil {
		t.Fatal(err)
	}
	if hashOf(t, live) != hashOf(t, edit) {
		t.Fatal("approval did not install exactly the edited folder")
	}

	bad := []struct {
		name string
		edit func(dir string)
		want string
	}{
		{"other name", func(d string) { testutil.WriteFile(t, filepath.Join(d, "SKILL.md"), skillMD("pdf2", "d", "b")) }, "name"},
		{"deleted file", func(d string) { _ = os.Remove(filepath.Join(d, "ref/b.md")) }, "ref/b.md deleted"},
		{"frontmatter", func(d string) {
			testutil.WriteFile(t, filepath.Join(d, "SKILL.md"), "---\nname: pdf\ndescription: d\nlicense: GPL\n---\n\nb\n")
		}, "license"},
		{"no SKILL.md", func(d string) { _ = os.Remove(filepath.Join(d, "SKILL.md")) }, "SKILL.md"},
		{"unchanged", func(string) {}, "nothing changed"},
	}
	for _, c := range bad {
		d := filepath.Join(t.TempDir(), "pdf")
		if err := atomicfile.CopyDir(ctx, live, d); err != nil {
			t.Fatal(err)
		}
		c.edit(d)
		if _, err := f.store.ProposeDir(ctx, FromDir{Skill: "pdf", Dir: d}); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: err = %v, want it to name %q", c.name, err, c.want)
		}
	}
	refuse := func(context.Context, *skill.Library, string, skill.Components) ([]string, []string, error) {
		return []string{"override: ignore previous instructions"}, nil, nil
	}
	testutil.WriteFile(t, filepath.Join(edit, "SKILL.md"), skillMD("pdf", "Use when merging PDF files.", "Evil."))
	var se *SafetyError
	if _, err := f.store.ProposeDir(ctx, FromDir{Skill: "pdf", Dir: edit, Safety: refuse}); !errors.As(err, &se) {
		t.Fatalf("a refused edit = %v, want *SafetyError", err)
	}
	if _, err := f.store.Pending(ctx, "pdf"); !errors.Is(err, ErrNoPending) {
		t.Fatal("a refused edit was queued")
	}
}

func TestProposeDirRefusesAFolderInsideARoot(t *testing.T) {
	f := newFixture(t, Options{})
	live := f.addSkill("", "pdf", "Old.", nil)
	if _, err := f.store.ProposeDir(ctx, FromDir{Skill: "pdf", Dir: live}); err == nil || !strings.Contains(err.Error(), "inside the skill root") {
		t.Fatalf("proposing the live folder = %v", err)
	}
}

func TestProposeDirOfANewSkill(t *testing.T) {
	f := newFixture(t, Options{})
	dir := filepath.Join(t.TempDir(), "csv-clean")
	testutil.WriteFile(t, filepath.Join(dir, "SKILL.md"), skillMD("csv-clean", "Use when cleaning CSV files.", "Strip BOMs."))
	testutil.WriteFile(t, filepath.Join(dir, "ref/notes.md"), "n")
	if _, err := f.store.ProposeDir(ctx, FromDir{Skill: "csv-clean", Dir: dir}); err == nil || !strings.Contains(err.Error(), "license") {
		t.Fatalf("a new skill with frontmatter create_skill cannot carry = %v", err)
	}
	testutil.WriteFile(t, filepath.Join(dir, "SKILL.md"), "---\nname: csv-clean\ndescription: Use when cleaning CSV files.\n---\n\nStrip BOMs.\n")
	res, err := f.store.ProposeDir(ctx, FromDir{Skill: "csv-clean", Dir: dir})
	if err != nil || res.Pass != "new" || res.Gate.Status() != "UNMEASURED" || res.ChallengerRevision != hashOf(t, dir) {
		t.Fatalf("ProposeDir of a new skill = %+v, %v", res, err)
	}
	if _, err := f.store.ApproveWith(ctx, "csv-clean", ApproveOptions{Unmeasured: true}); err != nil {
		t.Fatal(err)
	}
	if hashOf(t, filepath.Join(f.home, "skills/csv-clean")) != hashOf(t, dir) {
		t.Fatal("the created skill is not the folder")
	}
	f.verifyClean()
}

// Adopt changes nothing on disk: its audit record is all it does, so a
// failed audit write is a failed adopt, not a success with a warning.
func TestAdoptFailsWhenTheAuditCannotBeWritten(t *testing.T) {
	f := newFixture(t, Options{})
	f.addSkill("", "pdf", "Old.", nil)
	head := filepath.Join(f.store.Runs(), "approval-audit.head")
	if err := os.MkdirAll(head, 0o755); err != nil { // a folder where the head should be
		t.Fatal(err)
	}
	res, err := f.store.Adopt(ctx, "pdf", "bob", "")
	if err == nil {
		t.Fatalf("Adopt with an unwritable audit = %+v, want an error", res)
	}
	if !strings.Contains(err.Error(), "adopt pdf") || !strings.Contains(err.Error(), "audit head") {
		t.Fatalf("error %q does not name the skill and the audit file", err)
	}
}

// A refused proposal leaves no evidence bundle behind: the UNMEASURED
// bundle ProposeDir (and ProposeNew) writes is removed when the slot is
// not filled.
func TestRefusedProposalLeavesNoBundle(t *testing.T) {
	f := newFixture(t, Options{})
	live := f.addSkill("", "pdf", "Old.", nil)
	edit := filepath.Join(t.TempDir(), "pdf-edit")
	if err := atomicfile.CopyDir(ctx, live, edit); err != nil {
		t.Fatal(err)
	}
	testutil.WriteFile(t, filepath.Join(edit, "SKILL.md"), skillMD("pdf", "Use when merging PDF files.", "New body."))
	newDir := filepath.Join(t.TempDir(), "csv-clean")
	testutil.WriteFile(t, filepath.Join(newDir, "SKILL.md"), "---\nname: csv-clean\ndescription: Use when cleaning CSV files.\n---\n\nStrip BOMs.\n")
	unlock, err := f.store.Lock(ctx, true, "another change")
	if err != nil {
		t.Fatal(err)
	}
	defer unlock()
	var le *LockedError
	if _, err := f.store.ProposeDir(ctx, FromDir{Skill: "pdf", Dir: edit}); !errors.As(err, &le) {
		t.Fatalf("ProposeDir while the store is locked = %v, want a LockedError", err)
	}
	if _, err := f.store.ProposeDir(ctx, FromDir{Skill: "csv-clean", Dir: newDir}); !errors.As(err, &le) {
		t.Fatalf("ProposeDir of a new skill while the store is locked = %v, want a LockedError", err)
	}
	for _, key := range []string{"pdf", "csv-clean"} {
		ents, err := os.ReadDir(filepath.Join(f.store.Runs(), "evidence", key))
		if err != nil && !errors.Is(err, os.ErrNotExist) {
			t.Fatal(err)
		}
		if len(ents) != 0 {
			t.Fatalf("a refused proposal of %s left %d evidence folder(s): %v", key, len(ents), ents[0].Name())
		}
	}
}
