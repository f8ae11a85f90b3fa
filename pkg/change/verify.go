package change

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"github.com/ingot-dev/ingot/pkg/evidence"
	"github.com/ingot-dev/ingot/pkg/jsonl"
	"github.com/ingot-dev/ingot/pkg/revision"
	"github.com/ingot-dev/ingot/pkg/skill"
)

// Severity of a finding.
type Severity string

const (
	// SevError: the store is damaged or a change is unfinished; verify fails.
	SevError Severity = "error"
	// SevHint: worth knowing, not a failure.
	SevHint Severity = "hint"
)

// Checks a finding can come from.
const (
	CheckAudit    = "audit"
	CheckSnapshot = "snapshot"
	CheckSkill    = "skill"
	CheckPending  = "pending"
	CheckChange   = "change" // an interrupted change
)

// Finding is one problem Verify found.
type Finding struct {
	Severity Severity `json:"severity"`
	Check    string   `json:"check"`
	Path     string   `json:"path"`
	Line     int      `json:"line,omitempty"`
	Skill    string   `json:"skill,omitempty"`
	Message  string   `json:"message"`
}

func (f Finding) String() string {
	loc := f.Path
	if f.Line > 0 {
		loc = fmt.Sprintf("%s:%d", f.Path, f.Line)
	}
	return fmt.Sprintf("%s: %s: %s", loc, f.Severity, f.Message)
}

// VerifySummary counts what Verify looked at and found.
type VerifySummary struct {
	AuditRecords int `json:"audit_records"`
	Snapshots    int `json:"snapshots"`
	Skills       int `json:"skills"`
	Pending      int `json:"pending"`
	Errors       int `json:"errors"`
	Hints        int `json:"hints"`
	// Drifted counts live skills that differ from their last approved
	// revision; Unadopted those with no approve, rollback or adopt record
	// at all (a library from before Ingot: ingot-promote adopt).
	Drifted   int `json:"drifted"`
	Unadopted int `json:"unadopted"`
	// Unlocked: the home is read-only, so verify ran without the lock.
	Unlocked bool `json:"unlocked,omitempty"`
}

// Verify checks the stores under a shared lock (none on a read-only
// home, which no change can write): the audit chain and head,
// that every snapshot hashes to its name (naming the changed file when its
// manifest is there), that every live skill parses, that every review slot
// parses and points at its evidence, that no change is left
// unfinished, and that every live skill is at its last approved revision
// (drift: a hand edit outside change control, naming the files). Findings go to fn as they are found; only an error that
// stops verification (a held lock, cancellation) is returned.
func (s *Store) Verify(ctx context.Context, fn func(Finding)) (*VerifySummary, error) {
	sum := &VerifySummary{}
	// A read-only home cannot be changed while verify reads it, and
	// cannot hold a lock file: verify it without one.
	if readOnlyDir(s.runs) {
		sum.Unlocked = true
	} else {
		unlock, err := s.Lock(ctx, false, "verify")
		if err != nil {
			return nil, err
		}
		defer unlock()
	}
	emit := func(f Finding) {
		if f.Severity == SevError {
			sum.Errors++
		} else {
			sum.Hints++
		}
		fn(f)
	}
	s.verifyIntent(emit)
	if err := s.verifyAudit(ctx, sum, emit); err != nil {
		return nil, err
	}
	if err := s.verifySnapshots(ctx, sum, emit); err != nil {
		return nil, err
	}
	if err := s.verifySkills(ctx, sum, emit); err != nil {
		return nil, err
	}
	if err := s.verifyPending(sum, emit); err != nil {
		return nil, err
	}
	if err := s.verifyDrift(ctx, sum, emit); err != nil {
		return nil, err
	}
	return sum, nil
}

func (s *Store) verifyIntent(emit func(Finding)) {
	data, err := os.ReadFile(s.intentPath())
	if errors.Is(err, fs.ErrNotExist) {
		return
	}
	msg := "a change was interrupted; run ingot-promote recover"
	var in intent
	if err == nil && json.Unmarshal(data, &in) == nil {
		msg = fmt.Sprintf("the %s of %s was interrupted; run ingot-promote recover", in.Action, in.Skill)
	}
	emit(Finding{Severity: SevError, Check: CheckChange, Path: s.intentPath(), Skill: in.Skill, Message: msg})
}

// auditLineHashes returns the hash of every line of the audit file.
func auditLineHashes(path string) ([]string, error) {
	var out []string
	err := eachAuditLine(context.Background(), path, func(_ int, line []byte, _ bool) {
		out = append(out, lineHash(line))
	})
	return out, err
}

// eachAuditLine calls fn with every line (without its newline) and whether
// it was newline-terminated.
func eachAuditLine(ctx context.Context, path string, fn func(n int, line []byte, terminated bool)) error {
	f, err := os.Open(path)
	if err != nil {
		return err
	}
	defer f.Close()
	// Raw: the hash chain covers every byte of a line, "\r" included.
	return jsonl.Lines(ctx, f, path, jsonl.LineOptions{Raw: true}, func(l jsonl.RawLine) error {
		fn(l.No, l.Bytes, l.Terminated)
		return nil
	})
}

func (s *Store) verifyAudit(ctx context.Context, sum *VerifySummary, emit func(Finding)) error {
	path := s.AuditPath()
	bad := func(line int, format string, a ...any) {
		emit(Finding{Severity: SevError, Check: CheckAudit, Path: path, Line: line, Message: fmt.Sprintf(format, a...)})
	}
	st, err := os.Stat(path)
	headData, herr := os.ReadFile(s.auditHeadPath())
	var head *auditHead
	if herr == nil {
		var h auditHead
		if err := json.Unmarshal(headData, &h); err != nil {
			emit(Finding{Severity: SevError, Check: CheckAudit, Path: s.auditHeadPath(), Message: fmt.Sprintf("invalid JSON: %v", err)})
		} else {
			head = &h
		}
	}
	switch {
	case errors.Is(err, fs.ErrNotExist):
		if head != nil && head.Lines > 0 {
			bad(0, "the audit file is missing but its head records %d lines: it was deleted", head.Lines)
		}
		return nil
	case err != nil:
		bad(0, "cannot read: %v", err)
		return nil
	case st.IsDir():
		bad(0, "is a folder, not the audit file")
		return nil
	case st.Mode().Perm()&0o077 != 0:
		emit(Finding{Severity: SevHint, Check: CheckAudit, Path: path, Message: fmt.Sprintf("mode %v lets others read the audit trail; want 0600", st.Mode().Perm())})
	}
	prev := ZeroPrev
	n := 0
	err = eachAuditLine(ctx, path, func(no int, line []byte, term bool) {
		n = no
		sum.AuditRecords++
		defer func() { prev = lineHash(line) }()
		if !term {
			bad(no, "incomplete last line (a write was cut short)")
			return
		}
		if len(bytes.TrimSpace(line)) == 0 {
			bad(no, "blank line")
			return
		}
		var rec AuditRecord
		if err := json.Unmarshal(line, &rec); err != nil {
			bad(no, "invalid JSON: %v", err)
			return
		}
		if rec.Prev != prev {
			if no == 1 {
				bad(no, "prev is %s, want %s for the first record: records before this one were deleted", short(rec.Prev), short(ZeroPrev))
			} else {
				bad(no, "prev does not match the hash of line %d: line %d was edited, or a line was deleted or inserted here", no-1, no-1)
			}
		}
		switch {
		case rec.V != 1:
			bad(no, "v: %d is not 1", rec.V)
		case rec.TS.IsZero():
			bad(no, "ts: missing")
		case rec.Action != ActionApprove && rec.Action != ActionReject && rec.Action != ActionRollback && rec.Action != ActionAdopt:
			bad(no, "action: %q is not approve, reject, rollback or adopt", rec.Action)
		case evidence.CheckSkillID(rec.Skill) != nil:
			bad(no, "skill: %v", evidence.CheckSkillID(rec.Skill))
		case rec.Actor == "":
			bad(no, "actor: missing")
		}
		if rec.Revision != "" {
			if _, err := revision.Parse(rec.Revision); err != nil {
				bad(no, "revision: %v", err)
			}
		}
	})
	if err != nil {
		return err
	}
	switch {
	case head == nil && herr != nil && !errors.Is(herr, fs.ErrNotExist):
		emit(Finding{Severity: SevError, Check: CheckAudit, Path: s.auditHeadPath(), Message: fmt.Sprintf("cannot read: %v", herr)})
	case head == nil && herr != nil:
		if n > 0 {
			bad(0, "the audit head %s is missing: deleting records from the end cannot be detected", s.auditHeadPath())
		}
	case head == nil:
	case head.Lines == n && head.Last == prev:
	case head.Lines == n-1:
		emit(Finding{Severity: SevHint, Check: CheckAudit, Path: s.auditHeadPath(), Message: "the head is one record behind the audit file (a write was interrupted); ingot-promote recover updates it"})
	case head.Lines > n:
		bad(n, "the audit file ends at line %d but its head records %d lines: records were deleted from the end", n, head.Lines)
	case head.Lines == n:
		bad(n, "the last line does not match the hash in the audit head: it was edited")
	default:
		bad(n, "the audit file has %d lines but its head records %d", n, head.Lines)
	}
	return nil
}

func (s *Store) verifySnapshots(ctx context.Context, sum *VerifySummary, emit func(Finding)) error {
	keys, err := s.keyDirs()
	if err != nil {
		return err
	}
	for _, key := range keys {
		dir := filepath.Join(s.revisionsDir(), key)
		id, kerr := evidence.SkillIDFromKey(key)
		if kerr != nil {
			emit(Finding{Severity: SevError, Check: CheckSnapshot, Path: dir, Message: fmt.Sprintf("folder name is not a skill key: %v", kerr)})
			continue
		}
		ents, err := os.ReadDir(dir)
		if err != nil {
			emit(Finding{Severity: SevError, Check: CheckSnapshot, Path: dir, Skill: id, Message: err.Error()})
			continue
		}
		for _, de := range ents {
			if err := ctx.Err(); err != nil {
				return err
			}
			name := de.Name()
			p := filepath.Join(dir, name)
			switch {
			case name == indexFile:
				var idx map[string]indexEntry
				if data, err := os.ReadFile(p); err != nil || json.Unmarshal(data, &idx) != nil {
					emit(Finding{Severity: SevHint, Check: CheckSnapshot, Path: p, Skill: id, Message: "the snapshot index does not parse; history falls back to folder times"})
				}
				continue
			case strings.HasPrefix(name, "."):
				emit(Finding{Severity: SevHint, Check: CheckSnapshot, Path: p, Skill: id, Message: "leftover temporary file; ingot-promote recover removes it"})
				continue
			case strings.HasSuffix(name, manifestSuffix):
				if _, err := revision.Parse(strings.TrimSuffix(name, manifestSuffix)); err != nil {
					emit(Finding{Severity: SevError, Check: CheckSnapshot, Path: p, Skill: id, Message: "not a snapshot manifest name"})
				}
				continue
			}
			rev, err := revision.Parse(name)
			if err != nil || !de.IsDir() {
				emit(Finding{Severity: SevError, Check: CheckSnapshot, Path: p, Skill: id, Message: "not a snapshot: want a folder named by its 64-hex revision"})
				continue
			}
			sum.Snapshots++
			m, err := revision.HashDir(p, s.opt.Limits)
			if err != nil {
				emit(Finding{Severity: SevError, Check: CheckSnapshot, Path: p, Skill: id, Message: fmt.Sprintf("cannot hash: %v", err)})
				continue
			}
			if m.ID() == rev {
				continue
			}
			emit(Finding{Severity: SevError, Check: CheckSnapshot, Path: p, Skill: id,
				Message: fmt.Sprintf("hashes to %s, not its name: %s", m.ID().Short(), s.describeDamage(p, rev, m))})
		}
	}
	return nil
}

// describeDamage names the files of a snapshot that differ from its
// recorded manifest.
func (s *Store) describeDamage(p string, rev revision.ID, got revision.Manifest) string {
	want, err := readManifest(p + manifestSuffix)
	if err != nil || want.ID() != rev {
		return "its content was changed (no trustworthy manifest to name the file)"
	}
	return strings.Join(manifestDiff(want, got), ", ")
}

func (s *Store) verifySkills(ctx context.Context, sum *VerifySummary, emit func(Finding)) error {
	lib, err := s.library(ctx)
	if err != nil {
		return err
	}
	sum.Skills = len(lib.Skills)
	for _, d := range lib.Diagnostics {
		if d.Severity != skill.SevError {
			continue
		}
		emit(Finding{Severity: SevError, Check: CheckSkill, Path: d.File, Line: d.Line, Skill: d.SkillID, Message: d.Message})
	}
	for _, root := range s.opt.Roots {
		if err := walkStaging(ctx, root, func(_, _, kind, path string) {
			emit(Finding{Severity: SevError, Check: CheckChange, Path: path, Message: fmt.Sprintf("leftover %s folder of an interrupted change; run ingot-promote recover", kind)})
		}); err != nil {
			return err
		}
	}
	return nil
}

func (s *Store) verifyPending(sum *VerifySummary, emit func(Finding)) error {
	slots, err := s.slots()
	if err != nil {
		return err
	}
	for _, sl := range slots {
		sum.Pending++
		if sl.Err != nil {
			var se *SlotError
			msg := sl.Err.Error()
			if errors.As(sl.Err, &se) {
				msg = se.Err.Error()
			}
			emit(Finding{Severity: SevError, Check: CheckPending, Path: sl.Path, Message: msg})
			continue
		}
		p := sl.Proposal
		if _, err := evidence.Load(s.abs(p.Bundle)); err != nil {
			emit(Finding{Severity: SevError, Check: CheckPending, Path: sl.Path, Skill: p.Skill, Message: fmt.Sprintf("its evidence cannot be read, so it cannot be approved: %v", err)})
		}
	}
	ents, err := os.ReadDir(s.pendingDir())
	if err != nil {
		return nil
	}
	for _, de := range ents {
		n := de.Name()
		key, _, ok := strings.Cut(n, ".displaced-")
		if !ok || !strings.HasSuffix(n, ".json") {
			continue
		}
		p := filepath.Join(s.pendingDir(), n)
		data, err := os.ReadFile(p)
		if err == nil {
			_, err = decodeProposal(p, key, data)
		}
		if err != nil {
			emit(Finding{Severity: SevHint, Check: CheckPending, Path: p, Message: fmt.Sprintf("archived proposal does not parse: %v", err)})
		}
	}
	return nil
}
