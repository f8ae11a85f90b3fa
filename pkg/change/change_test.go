package change

import (
	"context"
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/ingot-dev/ingot/internal/testutil"
	"github.com/ingot-dev/ingot/pkg/evidence"
	"github.com/ingot-dev/ingot/pkg/gate"
	"github.com/ingot-dev/ingot/pkg/revision"
	"github.com/ingot-dev/ingot/pkg/skill"
)

var ctx = context.Background()

func TestProposeApproveRollback(t *testing.T) {
	f := newFixture(t, Options{})
	dir := f.addSkill("", "anthropics/pdf", "Old body.", map[string]string{"reference.md": "ref"})
	old := f.liveRev("anthropics/pdf")

	pr := f.propose("anthropics/pdf", "New body, better.")
	if pr.Slot != "runs/pending/anthropics__pdf.json" {
		t.Fatalf("slot = %s", pr.Slot)
	}
	if !strings.HasPrefix(pr.Bundle, "runs/evidence/anthropics__pdf/") {
		t.Fatalf("the bundle was not adopted into the store: %s", pr.Bundle)
	}
	if _, err := evidence.Load(filepath.Join(f.home, pr.Bundle)); err != nil {
		t.Fatalf("adopted bundle: %v", err)
	}
	if got := hashOf(t, dir); got != old {
		t.Fatal("propose changed the live folder")
	}

	res, err := f.store.Approve(ctx, "anthropics/pdf", "alice")
	if err != nil {
		t.Fatal(err)
	}
	if res.From != old || res.To != pr.ChallengerRevision || len(res.Warnings) > 0 {
		t.Fatalf("approve result %+v", res)
	}
	if got := hashOf(t, dir); got != pr.ChallengerRevision {
		t.Fatalf("live folder hashes to %s, want the challenger %s", got.Short(), pr.ChallengerRevision.Short())
	}
	if b, _ := os.ReadFile(filepath.Join(dir, "SKILL.md")); !strings.Contains(string(b), "New body, better.") || !strings.Contains(string(b), "license: MIT") {
		t.Fatalf("SKILL.md after approve:\n%s", b)
	}
	if _, err := f.store.Pending(ctx, "anthropics/pdf"); !errors.Is(err, ErrNoPending) {
		t.Fatalf("slot not cleared: %v", err)
	}
	snap := filepath.Join(f.home, "runs/revisions/anthropics__pdf", old.String())
	if got := hashOf(t, snap); got != old {
		t.Fatal("the snapshot of the old revision does not hash to its name")
	}
	assertNoLeftovers(t, filepath.Dir(dir))

	back, err := f.store.Rollback(ctx, "anthropics/pdf", old, "bob")
	if err != nil {
		t.Fatal(err)
	}
	if back.From != pr.ChallengerRevision || back.To != old {
		t.Fatalf("rollback result %+v", back)
	}
	if got := hashOf(t, dir); got != old {
		t.Fatal("rollback did not restore the old revision")
	}
	if got := hashOf(t, filepath.Join(f.home, "runs/revisions/anthropics__pdf", pr.ChallengerRevision.String())); got != pr.ChallengerRevision {
		t.Fatal("rollback did not snapshot the revision it displaced")
	}
	again, err := f.store.Rollback(ctx, "anthropics/pdf", old, "bob")
	if err != nil || !again.Unchanged {
		t.Fatalf("rollback to the live revision = %+v, %v; want unchanged", again, err)
	}

	h, err := f.store.History(ctx, "anthropics/pdf")
	if err != nil {
		t.Fatal(err)
	}
	if h.Live != old || len(h.Snapshots) != 2 || h.Snapshots[0].Revision != pr.ChallengerRevision {
		t.Fatalf("history snapshots %+v (live %s)", h.Snapshots, h.Live.Short())
	}
	if len(h.Audit) != 2 || h.Audit[0].Action != ActionRollback || h.Audit[0].Actor != "bob" || h.Audit[1].Action != ActionApprove || h.Audit[1].Revision != pr.ChallengerRevision.String() {
		t.Fatalf("history audit %+v", h.Audit)
	}
	st, err := os.Stat(f.store.AuditPath())
	if err != nil || st.Mode().Perm() != 0o600 {
		t.Fatalf("audit file mode %v, %v", st.Mode(), err)
	}
	if st, err := os.Stat(f.store.Runs()); err != nil || st.Mode().Perm() != 0o700 {
		t.Fatalf("runs mode %v, %v", st.Mode(), err)
	}
	audit, _ := os.ReadFile(f.store.AuditPath())
	if strings.Contains(string(audit), "body") {
		t.Fatalf("the audit trail holds skill text:\n%s", audit)
	}
	f.verifyClean()
}

func assertNoLeftovers(t *testing.T, parent string) {
	t.Helper()
	ents, err := os.ReadDir(parent)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range ents {
		if strings.HasPrefix(e.Name(), ".") {
			t.Errorf("leftover %s in %s", e.Name(), parent)
		}
	}
}

func TestProposeRefuses(t *testing.T) {
	cases := []struct {
		name string
		edit func(f *fixture, b *evidence.Bundle)
		want string
	}{
		{"challenger revision not what the components give", func(f *fixture, b *evidence.Bundle) {
			b.Challenger.Revision = f.liveRev("pdf")
		}, "challenger revision"},
		{"champion no longer live", func(f *fixture, b *evidence.Bundle) {
			testutil.WriteFile(t, filepath.Join(f.home, "skills/pdf/extra.md"), "x")
		}, "stale evidence"},
		{"no gate", func(f *fixture, b *evidence.Bundle) { b.Gate = nil }, "gate: missing"},
		{"skill not live", func(f *fixture, b *evidence.Bundle) { b.Skill = "nope" }, "no live skill"},
		{"skill id with dots", func(f *fixture, b *evidence.Bundle) { b.Skill = "../pdf" }, "invalid skill id"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			f := newFixture(t, Options{})
			f.addSkill("", "pdf", "Old.", nil)
			dir, b := f.bundle("pdf", evidence.PassBody, "New.", gate.Pass())
			c.edit(f, b)
			data, _ := json.Marshal(b)
			testutil.WriteFile(t, filepath.Join(dir, evidence.JSONFile), string(data))
			_, err := f.store.ProposeBundle(ctx, dir)
			if err == nil || !strings.Contains(err.Error(), c.want) {
				t.Fatalf("ProposeBundle = %v, want an error containing %q", err, c.want)
			}
			if _, err := os.Stat(filepath.Join(f.home, "runs/pending/pdf.json")); err == nil {
				t.Fatal("a refused proposal filled the slot")
			}
		})
	}
}

func TestProposeRecord(t *testing.T) {
	f := newFixture(t, Options{})
	f.addSkill("", "pdf", "Old.", nil)
	dir, b := f.bundle("pdf", evidence.PassBody, "New.", gate.Pass())
	rec := evidence.NewRecord(dir, b)
	res, err := f.store.ProposeRecord(ctx, rec)
	if err != nil {
		t.Fatal(err)
	}
	if res.ChallengerRevision != b.Challenger.Revision {
		t.Fatal("wrong challenger")
	}
	rec.ChampionRevision = b.Challenger.Revision
	if _, err := f.store.ProposeRecord(ctx, rec); err == nil || !strings.Contains(err.Error(), "champion_revision") {
		t.Fatalf("a record that disagrees with its bundle = %v", err)
	}
	rec = evidence.NewRecord("runs/evidence/none", b)
	if _, err := f.store.ProposeRecord(ctx, rec); err == nil || !strings.Contains(err.Error(), filepath.Join(f.home, "runs/evidence/none/evidence.json")) {
		t.Fatalf("a record naming a missing bundle = %v", err)
	}
}

func TestOneSlotPerSkill(t *testing.T) {
	f := newFixture(t, Options{})
	f.addSkill("", "pdf", "Old.", nil)
	first := f.propose("pdf", "Body one.")
	second := f.propose("pdf", "Body two.")
	if second.Displaced != "" {
		t.Fatalf("a proposal of the same pass archived the previous one: %s", second.Displaced)
	}
	p, err := f.store.Pending(ctx, "pdf")
	if err != nil || p.ChallengerRevision != second.ChallengerRevision || p.ChallengerRevision == first.ChallengerRevision {
		t.Fatalf("slot holds %+v, %v", p, err)
	}
	before, _ := os.ReadFile(filepath.Join(f.home, second.Slot))
	dir, _ := f.bundle("pdf", evidence.PassDescription, "Use when merging PDF files.", gate.Pass())
	third, err := f.store.ProposeBundle(ctx, dir)
	if err != nil {
		t.Fatal(err)
	}
	if third.Displaced == "" {
		t.Fatal("a proposal from another pass did not archive the displaced one")
	}
	archived, err := os.ReadFile(filepath.Join(f.home, third.Displaced))
	if err != nil || string(archived) != string(before) {
		t.Fatalf("archive %s differs from the displaced slot (%v)", third.Displaced, err)
	}
	disp, _ := f.store.Displaced(ctx, "pdf")
	if len(disp) != 1 {
		t.Fatalf("Displaced = %v", disp)
	}
	list, err := f.store.List(ctx)
	if err != nil || len(list) != 1 || list[0].Pass != evidence.PassDescription || list[0].Freshness.State != Fresh {
		t.Fatalf("List = %+v, %v (archives must not be listed as slots)", list, err)
	}
}

func TestApproveRefusesBlockedGate(t *testing.T) {
	f := newFixture(t, Options{})
	dir := f.addSkill("", "pdf", "Old.", nil)
	old := f.liveRev("pdf")
	b, _ := f.bundle("pdf", evidence.PassBody, "New.", gate.Verdict{Blocked: []string{"margin +0.00 < required +0.15"}})
	if _, err := f.store.ProposeBundle(ctx, b); err != nil {
		t.Fatalf("a blocked verdict must still be proposed (shown, not approvable): %v", err)
	}
	_, err := f.store.Approve(ctx, "pdf", "")
	if !errors.Is(err, ErrBlocked) || !strings.Contains(err.Error(), "margin +0.00 < required +0.15") {
		t.Fatalf("Approve = %v, want ErrBlocked naming the reason", err)
	}
	if hashOf(t, dir) != old {
		t.Fatal("a blocked approve changed the live folder")
	}
	if _, err := f.store.Pending(ctx, "pdf"); err != nil {
		t.Fatal("a blocked approve cleared the slot")
	}
}

func TestApproveIgnoresTheGateStoredInTheSlot(t *testing.T) {
	// The slot's gate is what it was at propose time; approval recomputes
	// the verdict from the bundle's measurements, so editing the slot to
	// say PASS (or deleting its gate) does not make a blocked change
	// approvable.
	for _, edit := range []string{"promotable", "deleted"} {
		t.Run(edit, func(t *testing.T) {
			f := newFixture(t, Options{})
			dir := f.addSkill("", "pdf", "Old.", nil)
			old := hashOf(t, dir)
			b, _ := f.bundle("pdf", evidence.PassBody, "New.", gate.Verdict{Blocked: []string{"tie"}})
			pr, err := f.store.ProposeBundle(ctx, b)
			if err != nil {
				t.Fatal(err)
			}
			slot := filepath.Join(f.home, pr.Slot)
			var m map[string]any
			data, _ := os.ReadFile(slot)
			_ = json.Unmarshal(data, &m)
			if edit == "deleted" {
				delete(m, "gate")
			} else {
				m["gate"] = map[string]any{"promotable": true, "blocked": []string{}, "warnings": []string{}}
			}
			data, _ = json.Marshal(m)
			testutil.WriteFile(t, slot, string(data))
			if _, err := f.store.Approve(ctx, "pdf", ""); !errors.Is(err, ErrBlocked) {
				t.Fatalf("Approve = %v, want ErrBlocked", err)
			}
			if hashOf(t, dir) != old {
				t.Fatal("live folder changed")
			}
		})
	}
}

func TestApproveRefusesStaleEvidence(t *testing.T) {
	t.Run("champion changed on disk", func(t *testing.T) {
		f := newFixture(t, Options{})
		dir := f.addSkill("", "pdf", "Old.", nil)
		f.propose("pdf", "New.")
		testutil.WriteFile(t, filepath.Join(dir, "notes.md"), "edited by hand")
		edited := hashOf(t, dir)
		_, err := f.store.Approve(ctx, "pdf", "")
		if !errors.Is(err, ErrStale) || !strings.Contains(err.Error(), "no longer live") {
			t.Fatalf("Approve = %v, want ErrStale", err)
		}
		if hashOf(t, dir) != edited {
			t.Fatal("a stale approve changed the live folder")
		}
		if l, _ := f.store.List(ctx); l[0].Freshness.State != Stale {
			t.Fatalf("list freshness %+v", l[0].Freshness)
		}
	})
	t.Run("challenger components edited in the slot", func(t *testing.T) {
		f := newFixture(t, Options{})
		dir := f.addSkill("", "pdf", "Old.", nil)
		old := hashOf(t, dir)
		pr := f.propose("pdf", "New.")
		slot := filepath.Join(f.home, pr.Slot)
		data, _ := os.ReadFile(slot)
		testutil.WriteFile(t, slot, strings.Replace(string(data), "New.", "Sneaky.", 1))
		_, err := f.store.Approve(ctx, "pdf", "")
		if !errors.Is(err, ErrStale) || !strings.Contains(err.Error(), "not the challenger") {
			t.Fatalf("Approve = %v, want ErrStale", err)
		}
		if hashOf(t, dir) != old {
			t.Fatal("live folder changed")
		}
	})
	t.Run("bundle edited to blocked", func(t *testing.T) {
		f := newFixture(t, Options{})
		f.addSkill("", "pdf", "Old.", nil)
		pr := f.propose("pdf", "New.")
		bpath := filepath.Join(f.home, pr.Bundle, evidence.JSONFile)
		data, _ := os.ReadFile(bpath)
		testutil.WriteFile(t, bpath, strings.Replace(string(data), `"promotable": true`, `"promotable": false`, 1))
		// The stored verdict no longer matches what its measurements give.
		if _, err := f.store.Approve(ctx, "pdf", ""); !errors.Is(err, ErrVerdict) || !strings.Contains(err.Error(), "says BLOCKED but its own measurements give PASS") {
			t.Fatalf("Approve with a bundle that now says BLOCKED = %v", err)
		}
	})
	t.Run("bundle deleted", func(t *testing.T) {
		f := newFixture(t, Options{})
		f.addSkill("", "pdf", "Old.", nil)
		pr := f.propose("pdf", "New.")
		if err := os.RemoveAll(filepath.Join(f.home, pr.Bundle)); err != nil {
			t.Fatal(err)
		}
		if _, err := f.store.Approve(ctx, "pdf", ""); err == nil || !strings.Contains(err.Error(), "evidence is required") {
			t.Fatalf("Approve without its bundle = %v", err)
		}
	})
}

func TestApproveWritesIntoTheServingRoot(t *testing.T) {
	extra := t.TempDir()
	f := newFixture(t, Options{})
	f.store.opt.Roots = skill.Roots(f.home, extra)
	dir := f.addSkill(extra, "vendor/lint", "Old.", nil)
	pr := f.propose("vendor/lint", "New.")
	if _, err := f.store.Approve(ctx, "vendor/lint", ""); err != nil {
		t.Fatal(err)
	}
	if hashOf(t, dir) != pr.ChallengerRevision {
		t.Fatal("the skill in the extra root was not changed")
	}
	if _, err := os.Stat(filepath.Join(f.home, "skills/vendor")); err == nil {
		t.Fatal("approve wrote a copy into <home>/skills instead of the serving root")
	}
	f.verifyClean()
}

func TestNewSkill(t *testing.T) {
	f := newFixture(t, Options{})
	f.addSkill("", "pdf", "Old.", nil)
	res, err := f.store.ProposeNew(ctx, NewSkill{Name: "csv-clean", Description: "Use when cleaning CSV files.", Body: "# CSV\n\nStrip BOMs.", Files: map[string]string{"ref/notes.md": "n"}, Warnings: []string{"body mentions curl | sh"}})
	if err != nil {
		t.Fatal(err)
	}
	// Nothing measured a new skill: UNMEASURED, never PASS.
	if res.Pass != evidence.PassNew || !res.ChampionRevision.IsZero() || res.Gate.Status() != "UNMEASURED" || res.Gate.Allows() || len(res.Gate.Warnings) != 1 {
		t.Fatalf("ProposeNew = %+v", res)
	}
	if _, err := os.Stat(filepath.Join(f.home, "skills/csv-clean")); err == nil {
		t.Fatal("ProposeNew wrote the skill before approval")
	}
	rv, err := f.store.Show(ctx, "csv-clean")
	if err != nil || len(rv.Diffs) != 3 || rv.Freshness.State != Fresh {
		t.Fatalf("Show = %+v, %v", rv, err)
	}
	if _, err := f.store.ProposeNew(ctx, NewSkill{Name: "pdf", Description: "d", Body: "b"}); !errors.Is(err, ErrExists) {
		t.Fatalf("ProposeNew over a live skill = %v, want ErrExists", err)
	}
	if _, err := f.store.ProposeNew(ctx, NewSkill{Name: "../x", Description: "d"}); err == nil {
		t.Fatal("ProposeNew accepted a path as a name")
	}
	if rv.Approvable != ApprovableUnmeasured || rv.Gate.Status() != "UNMEASURED" {
		t.Fatalf("Show approvable = %q, gate %s", rv.Approvable, rv.Gate.Status())
	}
	if _, err := f.store.Approve(ctx, "csv-clean", "carol"); !errors.Is(err, ErrUnmeasured) {
		t.Fatalf("Approve without the override = %v, want ErrUnmeasured", err)
	}
	out, err := f.store.ApproveWith(ctx, "csv-clean", ApproveOptions{Actor: "carol", Unmeasured: true})
	if err != nil {
		t.Fatal(err)
	}
	if recs, _ := f.store.Audit(ctx, "csv-clean"); len(recs) != 1 || !recs[0].Unmeasured || recs[0].Actor != "carol" || !out.Unmeasured {
		t.Fatalf("audit = %+v; want the unmeasured override recorded", recs)
	}
	dir := filepath.Join(f.home, "skills/csv-clean")
	if hashOf(t, dir) != res.ChallengerRevision || out.To != res.ChallengerRevision {
		t.Fatal("the created skill does not hash to the proposed revision")
	}
	if sk, ds := skill.Load(filepath.Join(f.home, "skills"), "csv-clean", dir, revision.DefaultLimits); sk == nil || sk.Name != "csv-clean" {
		t.Fatalf("created skill does not load: %v", ds)
	}
	f.verifyClean()
}

// A skill named in another script goes through change control like any
// other: proposed, approved into its own folder, loaded, audited.
func TestNewSkillUnicodeName(t *testing.T) {
	f := newFixture(t, Options{})
	const name = "hejma-aŭtomatigo"
	res, err := f.store.ProposeNew(ctx, NewSkill{Name: name, Description: "Uzu por aŭtomataj kurtenoj.", Body: "# Kurtenoj\n\nFermu ilin vespere."})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := f.store.ApproveWith(ctx, name, ApproveOptions{Actor: "ana", Unmeasured: true}); err != nil {
		t.Fatal(err)
	}
	dir := filepath.Join(f.home, "skills", name)
	if hashOf(t, dir) != res.ChallengerRevision {
		t.Fatal("the created skill does not hash to the proposed revision")
	}
	if sk, ds := skill.Load(filepath.Join(f.home, "skills"), name, dir, revision.DefaultLimits); sk == nil || sk.Name != name || len(ds) != 0 {
		t.Fatalf("created skill does not load cleanly: %v", ds)
	}
	if recs, _ := f.store.Audit(ctx, name); len(recs) != 1 || recs[0].Actor != "ana" {
		t.Fatalf("audit = %+v", recs)
	}
	if _, err := f.store.ProposeNew(ctx, NewSkill{Name: "Hejma", Description: "d", Body: "b"}); err == nil {
		t.Fatal("ProposeNew accepted an upper-case name")
	}
	f.verifyClean()
}

func TestNewSkillNeverReplaces(t *testing.T) {
	f := newFixture(t, Options{})
	if _, err := f.store.ProposeNew(ctx, NewSkill{Name: "fresh", Description: "Use when testing.", Body: "b"}); err != nil {
		t.Fatal(err)
	}
	// Someone creates the folder by hand after the proposal.
	mine := filepath.Join(f.home, "skills/fresh/mine.txt")
	testutil.WriteFile(t, mine, "hand-made")
	if _, err := f.store.ApproveWith(ctx, "fresh", ApproveOptions{Unmeasured: true}); !errors.Is(err, ErrExists) {
		t.Fatalf("Approve over an existing folder = %v, want ErrExists", err)
	}
	if b, err := os.ReadFile(mine); err != nil || string(b) != "hand-made" {
		t.Fatal("approve touched the existing folder")
	}
	if rv, err := f.store.Show(ctx, "fresh"); err != nil || rv.Freshness.State != Taken {
		t.Fatalf("Show freshness = %+v, %v", rv, err)
	}
}

func TestNewSkillBlockedBySafety(t *testing.T) {
	f := newFixture(t, Options{})
	if _, err := f.store.ProposeNew(ctx, NewSkill{Name: "bad", Description: "d", Body: "rm -rf /", Blocked: []string{"destructive command"}}); err != nil {
		t.Fatal(err)
	}
	if _, err := f.store.Approve(ctx, "bad", ""); !errors.Is(err, ErrBlocked) {
		t.Fatalf("Approve = %v, want ErrBlocked", err)
	}
	// The unmeasured override never lifts a block.
	if _, err := f.store.ApproveWith(ctx, "bad", ApproveOptions{Unmeasured: true}); !errors.Is(err, ErrBlocked) {
		t.Fatalf("ApproveWith(Unmeasured) = %v, want ErrBlocked", err)
	}
}

func TestReject(t *testing.T) {
	f := newFixture(t, Options{})
	dir := f.addSkill("", "pdf", "Old.", nil)
	old := hashOf(t, dir)
	pr := f.propose("pdf", "New.")
	if _, err := f.store.Reject(ctx, "pdf", "  \n ", ""); !errors.Is(err, ErrReason) {
		t.Fatalf("Reject without a reason = %v", err)
	}
	if _, err := f.store.Reject(ctx, "pdf", strings.Repeat("x", MaxReasonLen+1), ""); !errors.Is(err, ErrReason) {
		t.Fatalf("Reject with a long reason = %v", err)
	}
	res, err := f.store.Reject(ctx, "pdf", "drops the\n  table section", "dana")
	if err != nil {
		t.Fatal(err)
	}
	if res.Reason != "drops the table section" || res.To != pr.ChallengerRevision {
		t.Fatalf("Reject = %+v", res)
	}
	if _, err := f.store.Pending(ctx, "pdf"); !errors.Is(err, ErrNoPending) {
		t.Fatal("reject left the slot")
	}
	if hashOf(t, dir) != old {
		t.Fatal("reject changed the live folder")
	}
	if _, err := os.Stat(filepath.Join(f.home, pr.Bundle)); err != nil {
		t.Fatal("reject deleted the evidence")
	}
	recs, _ := f.store.Audit(ctx, "pdf")
	if len(recs) != 1 || recs[0].Action != ActionReject || recs[0].Reason != "drops the table section" || recs[0].Actor != "dana" {
		t.Fatalf("audit %+v", recs)
	}
	if _, err := f.store.Reject(ctx, "pdf", "again", ""); !errors.Is(err, ErrNoPending) {
		t.Fatalf("Reject of an empty slot = %v", err)
	}
	f.verifyClean()
}

func TestMalformedSlotNamesTheFile(t *testing.T) {
	f := newFixture(t, Options{})
	f.addSkill("", "pdf", "Old.", nil)
	slot := filepath.Join(f.home, "runs/pending/pdf.json")
	testutil.WriteFile(t, slot, `{"v":1,"skill":"pdf",`)
	for name, call := range map[string]func() error{
		"approve": func() error { _, err := f.store.Approve(ctx, "pdf", ""); return err },
		"show":    func() error { _, err := f.store.Show(ctx, "pdf"); return err },
		"reject":  func() error { _, err := f.store.Reject(ctx, "pdf", "r", ""); return err },
	} {
		if err := call(); err == nil || !strings.Contains(err.Error(), slot) {
			t.Errorf("%s with a malformed slot = %v, want an error naming %s", name, err, slot)
		}
	}
	l, err := f.store.List(ctx)
	if err != nil || len(l) != 1 || l[0].Err == "" {
		t.Fatalf("List = %+v, %v", l, err)
	}
	fs := f.findings()
	if len(fs) != 1 || fs[0].Check != CheckPending || fs[0].Path != slot {
		t.Fatalf("verify = %+v", fs)
	}
	testutil.WriteFile(t, slot, `{"v":1,"skill":"other","pass":"body"}`)
	if _, err := f.store.Pending(ctx, "pdf"); err == nil || !strings.Contains(err.Error(), `does not belong in slot "pdf"`) {
		t.Fatalf("a slot naming another skill = %v", err)
	}
}

func TestRollbackRefusesADamagedSnapshot(t *testing.T) {
	f := newFixture(t, Options{})
	dir := f.addSkill("", "pdf", "Old.", nil)
	old := hashOf(t, dir)
	f.propose("pdf", "New.")
	if _, err := f.store.Approve(ctx, "pdf", ""); err != nil {
		t.Fatal(err)
	}
	now := hashOf(t, dir)
	snap := filepath.Join(f.home, "runs/revisions/pdf", old.String())
	testutil.WriteFile(t, filepath.Join(snap, "SKILL.md"), skillMD("pdf", "Use when testing pdf.", "Tampered."))
	_, err := f.store.Rollback(ctx, "pdf", old, "")
	if err == nil || !strings.Contains(err.Error(), "refusing to install") {
		t.Fatalf("Rollback to a damaged snapshot = %v", err)
	}
	if hashOf(t, dir) != now {
		t.Fatal("a refused rollback changed the live folder")
	}
	if _, err := f.store.Rollback(ctx, "pdf", revision.Manifest{}.ID(), ""); !errors.Is(err, ErrNoSnapshot) {
		t.Fatalf("Rollback to an unknown revision = %v", err)
	}
}

func TestResolveSnapshot(t *testing.T) {
	f := newFixture(t, Options{})
	dir := f.addSkill("", "pdf", "Old.", nil)
	old := hashOf(t, dir)
	f.propose("pdf", "New.")
	if _, err := f.store.Approve(ctx, "pdf", ""); err != nil {
		t.Fatal(err)
	}
	got, err := f.store.ResolveSnapshot(ctx, "pdf", old.Short())
	if err != nil || got != old {
		t.Fatalf("ResolveSnapshot(short) = %s, %v", got.Short(), err)
	}
	for _, bad := range []string{"../../etc", old.String()[:11], "ZZZZZZZZZZZZ", "/" + old.Short()} {
		if _, err := f.store.ResolveSnapshot(ctx, "pdf", bad); err == nil {
			t.Errorf("ResolveSnapshot(%q) accepted it", bad)
		}
	}
}

func TestAuditWriteFailureDoesNotUndoTheChange(t *testing.T) {
	f := newFixture(t, Options{})
	dir := f.addSkill("", "pdf", "Old.", nil)
	pr := f.propose("pdf", "New.")
	// A folder where the audit file should be: opening it for writing
	// fails with EISDIR even for root, which ignores permission bits.
	if err := os.Mkdir(f.store.AuditPath(), 0o700); err != nil {
		t.Fatal(err)
	}
	res, err := f.store.Approve(ctx, "pdf", "")
	if err != nil {
		t.Fatalf("Approve failed because of the audit write: %v", err)
	}
	if hashOf(t, dir) != pr.ChallengerRevision {
		t.Fatal("the change did not stand")
	}
	if len(res.Warnings) != 1 || !strings.Contains(res.Warnings[0], "audit write failed") {
		t.Fatalf("warnings = %q", res.Warnings)
	}
	if _, err := os.Stat(f.store.intentPath()); err == nil {
		t.Fatal("the intent file was left behind")
	}
}

func TestLockIsExclusiveAcrossOpenFiles(t *testing.T) {
	f := newFixture(t, Options{Host: "build-7", PID: 4242})
	f.addSkill("", "pdf", "Old.", nil)
	f.propose("pdf", "New.")
	unlock, err := f.store.Lock(ctx, true, "approve pdf")
	if err != nil {
		t.Fatal(err)
	}
	other, _ := New(f.home, Options{Roots: f.store.opt.Roots})
	_, err = other.Approve(ctx, "pdf", "")
	var le *LockedError
	if !errors.As(err, &le) || !IsLocked(err) {
		t.Fatalf("Approve while locked = %v, want *LockedError", err)
	}
	if !strings.HasPrefix(err.Error(), "busy: ") || !strings.Contains(err.Error(), "pid 4242 on build-7") || !strings.Contains(err.Error(), "approve pdf") {
		t.Fatalf("busy error does not name the holder: %v", err)
	}
	if _, err := other.Verify(ctx, func(Finding) {}); !IsLocked(err) {
		t.Fatalf("Verify during a change = %v, want busy", err)
	}
	unlock()
	if _, err := other.Approve(ctx, "pdf", ""); err != nil {
		t.Fatalf("Approve after unlock: %v", err)
	}
	// Readers share.
	r1, err := f.store.Lock(ctx, false, "verify")
	if err != nil {
		t.Fatal(err)
	}
	r2, err := other.Lock(ctx, false, "verify")
	if err != nil {
		t.Fatalf("a second reader was refused: %v", err)
	}
	if _, err := other.Lock(ctx, true, "approve"); !IsLocked(err) {
		t.Fatalf("a writer got the lock while readers hold it: %v", err)
	}
	r1()
	r2()
}

func TestConcurrentApprovals(t *testing.T) {
	f := newFixture(t, Options{})
	f.addSkill("", "pdf", "Old.", nil)
	pr := f.propose("pdf", "New.")
	start := make(chan struct{})
	errs := make(chan error, 2)
	gateStep := make(chan struct{})
	for i := 0; i < 2; i++ {
		s, _ := New(f.home, Options{Roots: f.store.opt.Roots, Failpoint: func(_ context.Context, step string) {
			if step == StepLocked {
				// Hold the lock until both have tried.
				<-gateStep
			}
		}})
		go func() {
			<-start
			_, err := s.Approve(ctx, "pdf", "")
			errs <- err
		}()
	}
	close(start)
	first := <-errs
	close(gateStep)
	second := <-errs
	ok, busy := 0, 0
	for _, err := range []error{first, second} {
		switch {
		case err == nil:
			ok++
		case IsLocked(err):
			busy++
		default:
			t.Fatalf("unexpected error %v", err)
		}
	}
	if ok != 1 || busy != 1 {
		t.Fatalf("ok=%d busy=%d, want exactly one of each", ok, busy)
	}
	if f.liveRev("pdf") != pr.ChallengerRevision {
		t.Fatal("the approval that succeeded did not land")
	}
	f.verifyClean()
}
