package change

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"strings"
	"time"

	"github.com/ingot-dev/ingot/pkg/atomicfile"
	"github.com/ingot-dev/ingot/pkg/jsonl"
)

// Audit actions.
const (
	ActionApprove  = "approve"
	ActionReject   = "reject"
	ActionRollback = "rollback"
)

// ZeroPrev is the prev of the first audit record.
const ZeroPrev = "0000000000000000000000000000000000000000000000000000000000000000"

// AuditRecord is one line of runs/approval-audit.jsonl: metadata only,
// never skill text. Prev is the SHA-256 (hex) of the previous line's bytes
// (without its newline), so an edited, inserted or deleted line breaks the
// chain.
type AuditRecord struct {
	V        int       `json:"v"`
	TS       time.Time `json:"ts"`
	Action   string    `json:"action"`
	Skill    string    `json:"skill"`
	Revision string    `json:"revision"`
	Actor    string    `json:"actor"`
	Reason   string    `json:"reason,omitempty"`
	// Unmeasured: an approval that overrode an UNMEASURED verdict
	// (ingot-promote approve --unmeasured).
	Unmeasured bool   `json:"unmeasured,omitempty"`
	Prev       string `json:"prev"`
}

// auditHead is runs/approval-audit.head: how many lines the audit holds
// and the hash of the last one, so deleting the final line is detected.
type auditHead struct {
	Lines int    `json:"lines"`
	Last  string `json:"last"`
}

func lineHash(line []byte) string {
	h := sha256.Sum256(line)
	return hex.EncodeToString(h[:])
}

// auditTail reads the audit file and returns its line count, the hash of
// its last line, and whether the file ends in a newline.
func auditTail(path string) (n int, last string, terminated bool, err error) {
	last, terminated = ZeroPrev, true
	err = eachAuditLine(context.Background(), path, func(_ int, line []byte, term bool) {
		n++
		terminated = term
		last = lineHash(line)
	})
	if errors.Is(err, fs.ErrNotExist) {
		return 0, ZeroPrev, true, nil
	}
	if err != nil {
		return 0, "", false, err
	}
	return n, last, terminated, nil
}

// appendAudit appends one record with O_APPEND, completing short writes,
// fsyncs it, and updates the head. The caller holds the lock.
func (s *Store) appendAudit(rec AuditRecord) error {
	path := s.AuditPath()
	if err := s.ensureRuns(); err != nil {
		return err
	}
	n, last, terminated, err := auditTail(path)
	if err != nil {
		return fmt.Errorf("audit %s: %w", path, err)
	}
	rec.V = 1
	rec.Prev = last
	rec.Reason = strings.Join(strings.Fields(rec.Reason), " ")
	line, err := jsonl.Marshal(rec)
	if err != nil {
		return err
	}
	buf := make([]byte, 0, len(line)+2)
	if !terminated {
		buf = append(buf, '\n') // never glue a record to a torn line
	}
	buf = append(append(buf, line...), '\n')
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_APPEND|os.O_CREATE, 0o600)
	if err != nil {
		return fmt.Errorf("audit: %w", err)
	}
	if err := writeFull(f, buf); err != nil {
		_ = f.Close()
		return fmt.Errorf("audit %s: %w", path, err)
	}
	if err := f.Sync(); err != nil {
		_ = f.Close()
		return fmt.Errorf("audit %s: sync: %w", path, err)
	}
	if err := f.Close(); err != nil {
		return fmt.Errorf("audit %s: close: %w", path, err)
	}
	head, _ := json.Marshal(auditHead{Lines: n + 1, Last: lineHash(line)})
	if err := atomicfile.WriteFile(s.auditHeadPath(), append(head, '\n'), 0o600); err != nil {
		return fmt.Errorf("audit head: %w", err)
	}
	return nil
}

// writeFull writes all of b, looping over short writes.
func writeFull(w io.Writer, b []byte) error {
	for len(b) > 0 {
		n, err := w.Write(b)
		if err != nil {
			return err
		}
		if n == 0 {
			return io.ErrShortWrite
		}
		b = b[n:]
	}
	return nil
}

// audit appends a record and turns a failure into a warning: the change it
// records is already committed and stands.
func (s *Store) audit(action, id, rev, actor, reason string) []string {
	return s.auditRecord(AuditRecord{Action: action, Skill: id, Revision: rev, Actor: actor, Reason: reason})
}

// auditRecord is audit with every field of the record.
func (s *Store) auditRecord(rec AuditRecord) []string {
	rec.TS = s.now().Truncate(time.Second)
	if err := s.appendAudit(rec); err != nil {
		return []string{fmt.Sprintf("committed %s of %s at revision %s, but the audit write failed: %v", rec.Action, rec.Skill, short(rec.Revision), err)}
	}
	return nil
}

func short(rev string) string {
	if len(rev) > 12 {
		return rev[:12]
	}
	if rev == "" {
		return "none"
	}
	return rev
}

// AuditEntry is an audit record with its line number.
type AuditEntry struct {
	Line int `json:"line"`
	AuditRecord
}

// Audit returns the audit records of a skill ("" for all), newest first.
// Lines that do not parse are skipped; Verify reports them.
func (s *Store) Audit(ctx context.Context, id string) ([]AuditEntry, error) {
	var out []AuditEntry
	err := eachAuditLine(ctx, s.AuditPath(), func(n int, line []byte, _ bool) {
		if len(bytes.TrimSpace(line)) == 0 {
			return
		}
		var rec AuditRecord
		if json.Unmarshal(line, &rec) == nil && (id == "" || rec.Skill == id) {
			out = append(out, AuditEntry{Line: n, AuditRecord: rec})
		}
	})
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, fmt.Errorf("read audit: %w", err)
	}
	for i, j := 0, len(out)-1; i < j; i, j = i+1, j-1 {
		out[i], out[j] = out[j], out[i]
	}
	return out, nil
}
