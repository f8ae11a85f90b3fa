package change

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"time"

	"github.com/ingot-dev/ingot/pkg/revision"
	"github.com/ingot-dev/ingot/pkg/skill"
)

// ActionAdopt is the audit action that records a live revision as
// approved without changing it: a library that existed before Ingot, or a
// hand edit someone vouches for.
const ActionAdopt = "adopt"

// CheckDrift: a live skill differs from its last approved revision.
const CheckDrift = "drift"

// Approved is the revision a skill was last made live with under change
// control: the newest approve, rollback or adopt record of the audit.
type Approved struct {
	Revision revision.ID `json:"revision"`
	Action   string      `json:"action"`
	Actor    string      `json:"actor"`
	TS       time.Time   `json:"ts"`
	Line     int         `json:"line"`
}

// ApprovedRevisions returns, per skill id, the last approved revision the
// audit trail records.
func (s *Store) ApprovedRevisions(ctx context.Context) (map[string]Approved, error) {
	recs, err := s.Audit(ctx, "")
	if err != nil {
		return nil, err
	}
	out := map[string]Approved{}
	for _, r := range recs { // newest first
		if _, seen := out[r.Skill]; seen {
			continue
		}
		switch r.Action {
		case ActionApprove, ActionRollback, ActionAdopt:
		default:
			continue
		}
		rev, err := revision.Parse(r.Revision)
		if err != nil {
			continue // verify reports the line
		}
		out[r.Skill] = Approved{Revision: rev, Action: r.Action, Actor: r.Actor, TS: r.TS, Line: r.Line}
	}
	return out, nil
}

// Drift is a live skill whose revision is not the last approved one.
type Drift struct {
	Skill    string      `json:"skill"`
	Dir      string      `json:"dir"`
	Live     revision.ID `json:"live_revision"`
	Approved Approved    `json:"approved"`
	// Files are the differences, "<path> changed|added|deleted"; empty
	// when no manifest of the approved revision was kept.
	Files []string `json:"files"`
}

func (d Drift) String() string {
	files := "the files that differ cannot be named (no manifest of the approved revision was kept)"
	if len(d.Files) > 0 {
		files = strings.Join(d.Files, ", ")
	}
	return fmt.Sprintf("live revision %s is not the last approved revision %s (%s by %s at %s): %s; a change outside change control: propose it (ingot-promote propose --from-dir), adopt it (ingot-promote adopt %s) or roll back (ingot-promote rollback %s %s)",
		d.Live.Short(), d.Approved.Revision.Short(), d.Approved.Action, d.Approved.Actor, d.Approved.TS.UTC().Format(time.RFC3339), files, d.Skill, d.Skill, d.Approved.Revision.Short())
}

// DriftOf compares a live skill with the approved revision a, naming the
// files that differ when a manifest of a was kept (or its snapshot
// exists). It returns nil when they agree.
func (s *Store) DriftOf(sk *skill.Skill, a Approved) *Drift {
	if sk.Revision == a.Revision {
		return nil
	}
	d := &Drift{Skill: sk.ID, Dir: sk.Dir, Live: sk.Revision, Approved: a, Files: []string{}}
	key, err := checkID(sk.ID)
	if err != nil {
		return d
	}
	dir := filepath.Join(s.revisionsDir(), key)
	want, err := readManifest(filepath.Join(dir, a.Revision.String()+manifestSuffix))
	if err != nil || want.ID() != a.Revision {
		if m, herr := revision.HashDir(filepath.Join(dir, a.Revision.String()), s.opt.Limits); herr == nil && m.ID() == a.Revision {
			want, err = m, nil
		} else {
			return d
		}
	}
	d.Files = manifestDiff(want, sk.Manifest)
	return d
}

// manifestDiff lists "<path> changed|added|deleted" from want to got.
func manifestDiff(want, got revision.Manifest) []string {
	var out []string
	for _, e := range want {
		g, ok := got.Lookup(e.Path)
		switch {
		case !ok:
			out = append(out, e.Path+" deleted")
		case g.Digest != e.Digest:
			out = append(out, e.Path+" changed")
		}
	}
	for _, e := range got {
		if _, ok := want.Lookup(e.Path); !ok {
			out = append(out, e.Path+" added")
		}
	}
	sort.Strings(out)
	return out
}

// keepApproved records the manifest of the revision now live at dir, so
// drift can later name the files a hand edit changed. It is best effort:
// a failure is a warning.
func (s *Store) keepApproved(id, dir string, rev revision.ID) []string {
	key, err := checkID(id)
	if err != nil {
		return nil
	}
	m, err := revision.HashDir(dir, s.opt.Limits)
	if err != nil || m.ID() != rev {
		return nil // changed again already; drift will say so
	}
	kd := filepath.Join(s.revisionsDir(), key)
	if err := os.MkdirAll(kd, 0o755); err != nil {
		return []string{fmt.Sprintf("keep the approved manifest of %s: %v", id, err)}
	}
	if err := s.writeManifest(kd, rev, m); err != nil {
		return []string{fmt.Sprintf("keep the approved manifest of %s: %v", id, err)}
	}
	return nil
}

// Adopt records the live revision of a skill as approved, without
// changing it (audit action "adopt"), for libraries that existed before
// Ingot and for hand edits a person vouches for. Adopting the revision
// that is already the approved one changes nothing (Unchanged).
func (s *Store) Adopt(ctx context.Context, id, actor, reason string) (*Result, error) {
	if _, err := checkID(id); err != nil {
		return nil, err
	}
	if actor == "" {
		actor = DefaultActor
	}
	reason = strings.Join(strings.Fields(reason), " ")
	unlock, rec, err := s.begin(ctx, "adopt "+id)
	if err != nil {
		return nil, err
	}
	defer unlock()
	lib, err := s.library(ctx)
	if err != nil {
		return nil, err
	}
	sk, err := live(lib, id)
	if err != nil {
		return nil, fmt.Errorf("adopt %s: %w", id, err)
	}
	res := &Result{Action: ActionAdopt, Skill: id, Dir: sk.Dir, To: sk.Revision, Actor: actor, Reason: reason, Recovered: rec.Actions, Warnings: rec.Problems}
	approved, err := s.ApprovedRevisions(ctx)
	if err != nil {
		return nil, err
	}
	if a, ok := approved[id]; ok {
		res.From = a.Revision
		if a.Revision == sk.Revision {
			res.Unchanged = true
			return res, nil
		}
	}
	if err := s.ensureRuns(); err != nil {
		return nil, err
	}
	res.Warnings = append(res.Warnings, s.keepApproved(id, sk.Dir, sk.Revision)...)
	// The audit record is all an adopt does: unlike a committed swap, a
	// failed write is a failed adopt, not a warning.
	if err := s.appendAudit(AuditRecord{TS: s.now().Truncate(time.Second), Action: ActionAdopt, Skill: id, Revision: sk.Revision.String(), Actor: actor, Reason: reason}); err != nil {
		return nil, fmt.Errorf("adopt %s: %w", id, err)
	}
	return res, nil
}

// verifyDrift reports every live skill whose revision is not the last
// approved one, and counts those never approved or adopted.
func (s *Store) verifyDrift(ctx context.Context, sum *VerifySummary, emit func(Finding)) error {
	lib, err := s.library(ctx)
	if err != nil {
		return err
	}
	approved, err := s.ApprovedRevisions(ctx)
	if err != nil {
		return err
	}
	for _, sk := range lib.Skills {
		a, ok := approved[sk.ID]
		if !ok {
			sum.Unadopted++
			continue
		}
		if d := s.DriftOf(sk, a); d != nil {
			sum.Drifted++
			emit(Finding{Severity: SevError, Check: CheckDrift, Path: sk.Dir, Skill: sk.ID, Message: d.String()})
		}
	}
	return nil
}
