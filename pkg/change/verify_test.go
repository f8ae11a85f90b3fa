package change

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/ingot-dev/ingot/internal/testutil"
	"github.com/ingot-dev/ingot/pkg/revision"
)

// twoChanges returns a fixture after an approve and a rollback: two audit
// records and two snapshots.
func twoChanges(t *testing.T) (*fixture, revision.ID, revision.ID) {
	t.Helper()
	f := newFixture(t, Options{})
	dir := f.addSkill("", "pdf", "Old.", map[string]string{"reference.md": "ref"})
	old := hashOf(t, dir)
	pr := f.propose("pdf", "New.")
	if _, err := f.store.Approve(ctx, "pdf", "alice"); err != nil {
		t.Fatal(err)
	}
	if _, err := f.store.Rollback(ctx, "pdf", old, "bob"); err != nil {
		t.Fatal(err)
	}
	f.verifyClean()
	return f, old, pr.ChallengerRevision
}

func auditLines(t *testing.T, f *fixture) []string {
	t.Helper()
	data, err := os.ReadFile(f.store.AuditPath())
	if err != nil {
		t.Fatal(err)
	}
	return strings.SplitAfter(strings.TrimSuffix(string(data), "\n"), "\n")
}

func writeAudit(t *testing.T, f *fixture, lines []string) {
	t.Helper()
	s := strings.Join(lines, "")
	if s != "" && !strings.HasSuffix(s, "\n") {
		s += "\n"
	}
	if err := os.WriteFile(f.store.AuditPath(), []byte(s), 0o600); err != nil {
		t.Fatal(err)
	}
}

func TestVerifyDetectsTampering(t *testing.T) {
	cases := []struct {
		name   string
		tamper func(t *testing.T, f *fixture, old, new revision.ID)
		check  string
		line   int
		want   string
	}{
		{"edit the first audit line", func(t *testing.T, f *fixture, _, _ revision.ID) {
			l := auditLines(t, f)
			l[0] = strings.Replace(l[0], `"actor":"alice"`, `"actor":"mallory"`, 1)
			writeAudit(t, f, l)
		}, CheckAudit, 2, "line 1 was edited"},
		{"delete the first audit line", func(t *testing.T, f *fixture, _, _ revision.ID) {
			writeAudit(t, f, auditLines(t, f)[1:])
		}, CheckAudit, 1, "were deleted"},
		{"delete the last audit line", func(t *testing.T, f *fixture, _, _ revision.ID) {
			l := auditLines(t, f)
			writeAudit(t, f, l[:len(l)-1])
		}, CheckAudit, 1, "deleted from the end"},
		{"edit the last audit line", func(t *testing.T, f *fixture, _, _ revision.ID) {
			l := auditLines(t, f)
			l[1] = strings.Replace(l[1], `"actor":"bob"`, `"actor":"eve"`, 1)
			writeAudit(t, f, l)
		}, CheckAudit, 2, "it was edited"},
		{"insert an audit line", func(t *testing.T, f *fixture, _, _ revision.ID) {
			l := auditLines(t, f)
			writeAudit(t, f, []string{l[0], l[0], l[1]})
		}, CheckAudit, 2, "line 1 was edited"},
		{"change a snapshot's file", func(t *testing.T, f *fixture, old, _ revision.ID) {
			testutil.WriteFile(t, filepath.Join(f.home, "runs/revisions/pdf", old.String(), "reference.md"), "tampered")
		}, CheckSnapshot, 0, "reference.md changed"},
		{"add a file to a snapshot", func(t *testing.T, f *fixture, _, new revision.ID) {
			testutil.WriteFile(t, filepath.Join(f.home, "runs/revisions/pdf", new.String(), "extra.sh"), "evil")
		}, CheckSnapshot, 0, "extra.sh added"},
		{"a live skill that no longer parses", func(t *testing.T, f *fixture, _, _ revision.ID) {
			testutil.WriteFile(t, filepath.Join(f.home, "skills/pdf/SKILL.md"), "---\nname: pdf\n---\nno description\n")
		}, CheckSkill, 0, "description"},
		{"an interrupted change", func(t *testing.T, f *fixture, _, _ revision.ID) {
			testutil.WriteFile(t, filepath.Join(f.home, "skills/.pdf.0123456789abcdef.stage/SKILL.md"), "x")
		}, CheckChange, 0, "run ingot-promote recover"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			f, old, new := twoChanges(t)
			c.tamper(t, f, old, new)
			fs := f.findings()
			var hit *Finding
			for i := range fs {
				if fs[i].Severity == SevError && fs[i].Check == c.check && strings.Contains(fs[i].Message, c.want) {
					hit = &fs[i]
				}
			}
			if hit == nil {
				t.Fatalf("no %s error containing %q; findings: %+v", c.check, c.want, fs)
			}
			if c.line > 0 && hit.Line != c.line {
				t.Fatalf("finding names line %d, want %d: %s", hit.Line, c.line, hit)
			}
		})
	}
}

func TestVerifyEmptyStore(t *testing.T) {
	f := newFixture(t, Options{})
	f.addSkill("", "pdf", "Old.", nil)
	sum, err := f.store.Verify(ctx, func(fd Finding) { t.Errorf("finding on an empty store: %s", fd) })
	if err != nil {
		t.Fatal(err)
	}
	if sum.Skills != 1 || sum.AuditRecords != 0 {
		t.Fatalf("summary %+v", sum)
	}
	if _, err := os.Stat(f.store.Runs()); err == nil {
		t.Fatal("verify created runs/ in a home that had none")
	}
}

func TestAuditHeadLagIsRepaired(t *testing.T) {
	f, _, _ := twoChanges(t)
	// A crash between the audit append and the head write leaves the head
	// one record behind.
	head, _ := os.ReadFile(f.store.auditHeadPath())
	f.propose("pdf", "Third.")
	if _, err := f.store.Approve(ctx, "pdf", ""); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(f.store.auditHeadPath(), head, 0o600); err != nil {
		t.Fatal(err)
	}
	fs := f.findings()
	if len(fs) != 1 || fs[0].Severity != SevHint {
		t.Fatalf("findings %+v, want one hint", fs)
	}
	if _, err := f.store.Recover(ctx); err != nil {
		t.Fatal(err)
	}
	f.verifyClean()
}

func TestAuditAfterATornLine(t *testing.T) {
	f, _, _ := twoChanges(t)
	fd, err := os.OpenFile(f.store.AuditPath(), os.O_APPEND|os.O_WRONLY, 0)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := fd.WriteString(`{"v":1,"ts":"2026-`); err != nil {
		t.Fatal(err)
	}
	_ = fd.Close()
	f.propose("pdf", "Third.")
	if _, err := f.store.Approve(ctx, "pdf", ""); err != nil {
		t.Fatal(err)
	}
	l := auditLines(t, f)
	if len(l) != 4 || !strings.HasPrefix(l[3], `{"v":1`) {
		t.Fatalf("the new record was glued to the torn line:\n%s", strings.Join(l, ""))
	}
	fs := f.findings()
	if len(fs) != 1 || fs[0].Line != 3 || !strings.Contains(fs[0].Message, "invalid JSON") {
		t.Fatalf("findings %+v, want the torn line 3 reported", fs)
	}
}
