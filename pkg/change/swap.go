package change

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"time"

	"github.com/ingot-dev/ingot/pkg/atomicfile"
	"github.com/ingot-dev/ingot/pkg/revision"
)

// Steps of a change, in order, where Options.Failpoint is called.
const (
	StepLocked          = "locked"           // lock held, recovery done, nothing checked yet
	StepSnapshotCopied  = "snapshot-copied"  // the live folder copied to a temporary snapshot name
	StepSnapshotted     = "snapshotted"      // the snapshot in place
	StepStaged          = "staged"           // the new folder staged and verified
	StepIntentWritten   = "intent-written"   // the write-ahead intent on disk
	StepLiveMoved       = "live-moved"       // live renamed to .previous: no live folder
	StepSwapped         = "swapped"          // the stage renamed to live: committed
	StepPreviousRemoved = "previous-removed" // the previous copy removed
	StepSlotCleared     = "slot-cleared"     // the review slot removed (approve only)
	StepAudited         = "audited"          // the audit record appended
)

// Steps returns the failpoint steps an action passes, in order: "approve"
// (a change to an existing skill), "rollback" or "create" (approving a new
// skill).
func Steps(action string) []string {
	switch action {
	case ActionApprove:
		return []string{StepLocked, StepSnapshotCopied, StepSnapshotted, StepStaged, StepIntentWritten, StepLiveMoved, StepSwapped, StepPreviousRemoved, StepSlotCleared, StepAudited}
	case ActionRollback:
		return []string{StepLocked, StepSnapshotCopied, StepSnapshotted, StepStaged, StepIntentWritten, StepLiveMoved, StepSwapped, StepPreviousRemoved, StepAudited}
	case actionCreate:
		return []string{StepLocked, StepStaged, StepIntentWritten, StepSwapped, StepSlotCleared, StepAudited}
	}
	return nil
}

// actionCreate is the intent action of approving a new skill; its audit
// action is "approve".
const actionCreate = "create"

// intent is runs/.change-intent.json, written before the first rename of
// a swap and removed when the change is complete.
type intent struct {
	V         int         `json:"v"`
	Action    string      `json:"action"` // approve, rollback or create
	Skill     string      `json:"skill"`
	Actor     string      `json:"actor"`
	Started   time.Time   `json:"started"`
	Live      string      `json:"live"`
	Stage     string      `json:"stage"`
	Previous  string      `json:"previous,omitempty"` // empty for create
	From      revision.ID `json:"from,omitzero"`
	To        revision.ID `json:"to"`
	ClearSlot bool        `json:"clear_slot"`
	// Unmeasured: the approval overrode an UNMEASURED verdict; the audit
	// record keeps it.
	Unmeasured bool `json:"unmeasured,omitempty"`
}

func (in *intent) auditAction() string {
	if in.Action == actionCreate {
		return ActionApprove
	}
	return in.Action
}

var tempNameRE = regexp.MustCompile(`^\.(.+)\.([0-9a-f]{16})\.(stage|previous)$`)

// stagingNames returns the stage and previous paths for a live folder.
func stagingNames(live string) (stage, previous string) {
	parent, name := filepath.Split(live)
	r := randomName()
	return filepath.Join(parent, "."+name+"."+r+".stage"), filepath.Join(parent, "."+name+"."+r+".previous")
}

// check refuses an intent whose paths are not a live folder inside a skill
// root and its own dot-named siblings, so a damaged intent file can never
// make recovery move or delete anything else.
func (in *intent) check(roots []string) error {
	if in.V != 1 {
		return fmt.Errorf("v: %d is not a supported version", in.V)
	}
	switch in.Action {
	case ActionApprove, ActionRollback, actionCreate:
	default:
		return fmt.Errorf("action: %q is unknown", in.Action)
	}
	if !filepath.IsAbs(in.Live) || filepath.Clean(in.Live) != in.Live {
		return fmt.Errorf("live: %q is not a clean absolute path", in.Live)
	}
	if !insideAny(in.Live, roots) {
		return fmt.Errorf("live: %s is not inside a skill root", in.Live)
	}
	parent, name := filepath.Split(in.Live)
	for field, p := range map[string]string{"stage": in.Stage, "previous": in.Previous} {
		if p == "" && field == "previous" && in.Action == actionCreate {
			continue
		}
		m := tempNameRE.FindStringSubmatch(filepath.Base(p))
		if filepath.Dir(p)+string(filepath.Separator) != parent || m == nil || m[1] != name || m[3] != field {
			return fmt.Errorf("%s: %q is not a staging name beside %s", field, p, in.Live)
		}
	}
	if in.To.IsZero() {
		return errors.New("to: missing")
	}
	return nil
}

func insideAny(p string, roots []string) bool {
	for _, r := range roots {
		cands := []string{r}
		if real, err := filepath.EvalSymlinks(r); err == nil {
			cands = append(cands, real)
		}
		for _, c := range cands {
			if strings.HasPrefix(p, c+string(filepath.Separator)) {
				return true
			}
		}
	}
	return false
}

func (s *Store) writeIntent(in *intent) error {
	data, err := json.MarshalIndent(in, "", "  ")
	if err != nil {
		return err
	}
	return atomicfile.WriteFile(s.intentPath(), append(data, '\n'), 0o600)
}

func (s *Store) readIntent() (*intent, error) {
	data, err := os.ReadFile(s.intentPath())
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, fmt.Errorf("read %s: %w", s.intentPath(), err)
	}
	var in intent
	if err := json.Unmarshal(data, &in); err != nil {
		return nil, fmt.Errorf("%s: invalid JSON: %w; inspect it, then remove it", s.intentPath(), err)
	}
	roots := append([]string{s.SkillsDir()}, s.opt.Roots...)
	if err := in.check(roots); err != nil {
		return nil, fmt.Errorf("%s: %w; inspect it, then remove it", s.intentPath(), err)
	}
	return &in, nil
}

func (s *Store) removeIntent() error {
	if err := os.Remove(s.intentPath()); err != nil && !errors.Is(err, fs.ErrNotExist) {
		return fmt.Errorf("remove %s: %w", s.intentPath(), err)
	}
	return atomicfile.SyncDir(s.runs)
}

// swap publishes a verified stage as the live folder: intent, live →
// previous, stage → live, each rename followed by an fsync of the parent.
// A failure before the second rename restores the live folder and removes
// the stage; after it returns nil the change is committed.
func (s *Store) swap(ctx context.Context, in *intent) (err error) {
	parent := filepath.Dir(in.Live)
	defer func() {
		if err != nil {
			_ = atomicfile.RemoveAll(in.Stage)
			_ = s.removeIntent()
		}
	}()
	if err := s.writeIntent(in); err != nil {
		return err
	}
	s.fail(ctx, StepIntentWritten)
	if in.Previous != "" {
		if err := os.Rename(in.Live, in.Previous); err != nil {
			return fmt.Errorf("swap %s: %w", in.Skill, err)
		}
		if err := atomicfile.SyncDir(parent); err != nil {
			_ = os.Rename(in.Previous, in.Live)
			return err
		}
		s.fail(ctx, StepLiveMoved)
	}
	if err := atomicfile.RenameNoReplace(in.Stage, in.Live); err != nil {
		if in.Previous != "" {
			if rerr := os.Rename(in.Previous, in.Live); rerr != nil {
				return fmt.Errorf("swap %s: %w; restoring the live folder failed too (%v): run ingot-promote recover", in.Skill, err, rerr)
			}
			_ = atomicfile.SyncDir(parent)
		}
		return fmt.Errorf("swap %s: %w", in.Skill, err)
	}
	if err := atomicfile.SyncDir(parent); err != nil {
		return nil // committed; the rename is in place, only its durability is unconfirmed
	}
	s.fail(ctx, StepSwapped)
	return nil
}

// finish completes a committed change: remove the previous copy, clear the
// slot, append the audit record (unless recovering finds it already
// there), remove the intent. Failures are warnings: the change stands.
func (s *Store) finish(ctx context.Context, in *intent, recovering bool) []string {
	var warns []string
	keepIntent := false
	if in.Previous != "" && fileExists(in.Previous) {
		if err := atomicfile.RemoveAll(in.Previous); err != nil {
			warns = append(warns, fmt.Sprintf("remove previous copy %s: %v", in.Previous, err))
			keepIntent = true
		} else {
			_ = atomicfile.SyncDir(filepath.Dir(in.Previous))
		}
	}
	// Recovery passes no failpoints: they mark the steps of a change.
	fail := func(step string) {
		if !recovering {
			s.fail(ctx, step)
		}
	}
	if in.Previous != "" {
		fail(StepPreviousRemoved)
	}
	if in.ClearSlot {
		if _, err := s.clearSlot(in.Skill, in.To); err != nil {
			warns = append(warns, err.Error())
			keepIntent = true
		}
		fail(StepSlotCleared)
	}
	// Keep the manifest of the revision now live, so drift can name the
	// files a later hand edit changes.
	warns = append(warns, s.keepApproved(in.Skill, in.Live, in.To)...)
	if !recovering || !s.audited(ctx, in) {
		warns = append(warns, s.auditRecord(AuditRecord{Action: in.auditAction(), Skill: in.Skill, Revision: in.To.String(), Actor: in.Actor, Unmeasured: in.Unmeasured})...)
	}
	fail(StepAudited)
	if keepIntent {
		return append(warns, "the change is committed but not tidied up: run ingot-promote recover")
	}
	if err := s.removeIntent(); err != nil {
		warns = append(warns, err.Error())
	}
	return warns
}

// audited reports whether the newest audit record of the skill is this
// intent's.
func (s *Store) audited(ctx context.Context, in *intent) bool {
	recs, err := s.Audit(ctx, in.Skill)
	if err != nil || len(recs) == 0 {
		return false
	}
	r := recs[0]
	return r.Action == in.auditAction() && r.Revision == in.To.String() && !r.TS.Before(in.Started.Truncate(time.Second))
}
