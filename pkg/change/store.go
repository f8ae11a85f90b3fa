package change

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/ingot-dev/ingot/pkg/atomicfile"
	"github.com/ingot-dev/ingot/pkg/evidence"
	"github.com/ingot-dev/ingot/pkg/gate"
	ingothome "github.com/ingot-dev/ingot/pkg/home"
	"github.com/ingot-dev/ingot/pkg/revision"
	"github.com/ingot-dev/ingot/pkg/skill"
)

// Options configure a Store. The zero value is usable.
type Options struct {
	// Roots are the skill roots, in order (skill.Roots). Default: the
	// home's skills/ only.
	Roots []string
	// Limits per skill; default revision.DefaultLimits.
	Limits revision.Limits
	// Now is the clock; default time.Now.
	Now func() time.Time
	// Failpoint, when set, is called at each named step of a change (see
	// Steps). Tests use it to stop a real process at a known point and kill
	// it; production leaves it nil.
	Failpoint func(ctx context.Context, step string)
	// Host and PID are written into the lock file; default os.Hostname and
	// os.Getpid.
	Host string
	PID  int
	// LockWait is how long Lock retries a held lock before returning a
	// *LockedError; 0 fails at once.
	LockWait time.Duration
	// Gate are the gate settings in force (gate.SettingsFrom); every
	// verdict is recomputed under them at propose, list, show and
	// approve. The zero value means gate.DefaultSettings.
	Gate gate.Settings
}

// Store is the change-control state under one Ingot home.
type Store struct {
	home string
	h    ingothome.Home
	runs string
	opt  Options
}

// New returns the store of the Ingot home dir. Nothing is created until a
// change is made.
func New(home string, opt Options) (*Store, error) {
	abs, err := filepath.Abs(home)
	if err != nil {
		return nil, fmt.Errorf("ingot home %s: %w", home, err)
	}
	if len(opt.Roots) == 0 {
		opt.Roots = skill.Roots(abs, "")
	}
	if opt.Limits == (revision.Limits{}) {
		opt.Limits = revision.DefaultLimits
	}
	if opt.Now == nil {
		opt.Now = time.Now
	}
	if opt.Gate == (gate.Settings{}) {
		opt.Gate = gate.DefaultSettings()
	}
	if opt.Host == "" {
		opt.Host, _ = os.Hostname()
	}
	if opt.PID == 0 {
		opt.PID = os.Getpid()
	}
	h := ingothome.New(abs, nil)
	return &Store{home: abs, h: h, runs: h.Runs(), opt: opt}, nil
}

// Home is the Ingot home.
func (s *Store) Home() string { return s.home }

// Runs is <home>/runs.
func (s *Store) Runs() string { return s.runs }

// GateSettings are the gate settings in force.
func (s *Store) GateSettings() gate.Settings { return s.opt.Gate }

// Roots are the skill roots in order.
func (s *Store) Roots() []string { return s.opt.Roots }

// SkillsDir is <home>/skills, where new skills are created.
func (s *Store) SkillsDir() string { return s.h.Skills() }

// AuditPath is the audit trail file.
func (s *Store) AuditPath() string { return s.h.Audit() }

func (s *Store) auditHeadPath() string { return filepath.Join(s.runs, "approval-audit.head") }
func (s *Store) lockPath() string      { return filepath.Join(s.runs, ".lock") }
func (s *Store) intentPath() string    { return filepath.Join(s.runs, ".change-intent.json") }
func (s *Store) pendingDir() string    { return s.h.Pending() }
func (s *Store) revisionsDir() string  { return s.h.Revisions() }

// SlotPath is the review slot of a skill key.
func (s *Store) slotPath(key string) string { return filepath.Join(s.pendingDir(), key+".json") }

// SnapshotDir is where the snapshot of a skill's revision lives.
func (s *Store) SnapshotDir(id string, rev revision.ID) (string, error) {
	key, err := evidence.SkillKey(id)
	if err != nil {
		return "", err
	}
	return filepath.Join(s.revisionsDir(), key, rev.String()), nil
}

func (s *Store) now() time.Time { return s.opt.Now().UTC() }

func (s *Store) fail(ctx context.Context, step string) {
	if s.opt.Failpoint != nil {
		s.opt.Failpoint(ctx, step)
	}
}

// rel returns p relative to the home when it lies inside it.
func (s *Store) rel(p string) string {
	if r, err := filepath.Rel(s.home, p); err == nil && !strings.HasPrefix(r, "..") {
		return filepath.ToSlash(r)
	}
	return p
}

// abs resolves a path recorded relative to the home.
func (s *Store) abs(p string) string {
	if filepath.IsAbs(p) {
		return p
	}
	return filepath.Join(s.home, filepath.FromSlash(p))
}

// ensureRuns creates runs/ with mode 0700.
func (s *Store) ensureRuns() error {
	if err := atomicfile.MkdirPrivate(s.runs); err != nil {
		return fmt.Errorf("create %s: %w", s.runs, err)
	}
	return nil
}

// Errors callers branch on.
var (
	// ErrNoPending: the skill has no proposal in its review slot.
	ErrNoPending = errors.New("no pending change")
	// ErrBlocked: the gate verdict does not allow the change.
	ErrBlocked = errors.New("evidence gate blocked promotion")
	// ErrStale: the evidence no longer describes what is on disk.
	ErrStale = errors.New("stale evidence")
	// ErrNotFound: no live skill has this id.
	ErrNotFound = errors.New("no live skill")
	// ErrNoSnapshot: no snapshot of this revision exists.
	ErrNoSnapshot = errors.New("no snapshot")
	// ErrDamagedSnapshot: a snapshot no longer hashes to its revision.
	ErrDamagedSnapshot = errors.New("damaged snapshot")
	// ErrExists: a new skill would replace one that exists.
	ErrExists = errors.New("skill already exists")
	// ErrUnmeasured: nothing measured the change; approving it needs an
	// explicit override (ApproveOptions.Unmeasured), which is audited.
	ErrUnmeasured = errors.New("unmeasured change")
	// ErrVerdict: the verdict stored in the evidence is not what its own
	// measurements give under the settings in force.
	ErrVerdict = errors.New("evidence verdict does not hold")
	// ErrEvidence: the evidence bundle of a proposal is missing or corrupt.
	ErrEvidence = errors.New("evidence unreadable")
	// ErrChanged: the pending proposal is not the one the caller reviewed.
	ErrChanged = errors.New("the pending change was replaced")
)

// Library discovers every live skill over the store's roots.
func (s *Store) Library(ctx context.Context) (*skill.Library, error) { return s.library(ctx) }

// library discovers every live skill.
func (s *Store) library(ctx context.Context) (*skill.Library, error) {
	return skill.Discover(ctx, s.opt.Roots, skill.Options{Limits: s.opt.Limits})
}

// live returns the live skill with this id from lib, or an error naming
// why it is not served.
func live(lib *skill.Library, id string) (*skill.Skill, error) {
	if sk := lib.Get(id); sk != nil {
		return sk, nil
	}
	for _, d := range lib.Diagnostics {
		if d.SkillID == id && d.Severity == skill.SevError {
			return nil, fmt.Errorf("%w %q: %s", ErrNotFound, id, d.String())
		}
	}
	return nil, fmt.Errorf("%w %q in %s", ErrNotFound, id, strings.Join(lib.Roots, ", "))
}

// randomName returns 16 random hex digits for temporary names.
func randomName() string {
	var b [8]byte
	if _, err := rand.Read(b[:]); err != nil {
		panic(err) // crypto/rand never fails on supported platforms
	}
	return hex.EncodeToString(b[:])
}

func toSkill(c evidence.Components) skill.Components {
	return skill.Components{Description: c.Description, Body: c.Body, Files: c.Files}
}

func fromSkill(c skill.Components) evidence.Components {
	return evidence.Components{Description: c.Description, Body: c.Body, Files: c.Files}
}

// checkID validates a skill id and returns its key.
func checkID(id string) (string, error) {
	return evidence.SkillKey(id)
}
