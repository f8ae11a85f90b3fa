package change

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"strings"
	"time"

	"github.com/ingot-dev/ingot/pkg/filelock"
)

// LockedError says another process holds the store lock, and who.
type LockedError struct {
	Path   string
	Holder string // "pid 123 on host h since 2026-01-02T15:04:05Z (approve pdf)", or a reader
}

func (e *LockedError) Error() string {
	return "busy: " + e.Holder + "; retry when it finishes"
}

// IsLocked reports whether err is a *LockedError.
func IsLocked(err error) bool {
	var le *LockedError
	return errors.As(err, &le)
}

// holder is what an exclusive lock holder writes into the lock file.
type holder struct {
	Host   string    `json:"host"`
	PID    int       `json:"pid"`
	Time   time.Time `json:"time"`
	Action string    `json:"action"`
}

func (h holder) String() string {
	s := fmt.Sprintf("pid %d on %s since %s", h.PID, h.Host, h.Time.UTC().Format(time.RFC3339))
	if h.Action != "" {
		s += " (" + h.Action + ")"
	}
	return s
}

func describeHolder(data []byte, exclusive bool) string {
	var h holder
	if len(strings.TrimSpace(string(data))) > 0 && json.Unmarshal(data, &h) == nil && h.PID != 0 {
		return "ingot-promote " + h.String() + " holds the change lock"
	}
	if exclusive {
		return "another process holds the change lock (reading or starting a change)"
	}
	return "another process holds the change lock"
}

// Lock takes the store's cross-process lock: exclusive for changes,
// shared for readers that need a stable view (verify). action is recorded
// for the error another process sees. The lock is an OS file lock on
// runs/.lock, so it dies with its process. A held lock is a *LockedError,
// after retrying for Options.LockWait.
func (s *Store) Lock(ctx context.Context, exclusive bool, action string) (unlock func(), err error) {
	if !exclusive {
		// A reader of a home without runs/ has nothing to protect and
		// must not need write access to create it.
		if _, err := os.Stat(s.runs); errors.Is(err, fs.ErrNotExist) {
			return func() {}, nil
		}
	}
	if err := s.ensureRuns(); err != nil {
		return nil, err
	}
	deadline := time.Now().Add(s.opt.LockWait)
	for {
		unlock, err := s.tryLock(exclusive, action)
		if err == nil || !IsLocked(err) || !time.Now().Before(deadline) {
			return unlock, err
		}
		select {
		case <-ctx.Done():
			return nil, ctx.Err()
		case <-time.After(50 * time.Millisecond):
		}
	}
}

func (s *Store) tryLock(exclusive bool, action string) (func(), error) {
	path := s.lockPath()
	l, err := filelock.Try(path, filelock.Options{Exclusive: exclusive})
	if err != nil {
		if !errors.Is(err, filelock.ErrBusy) {
			return nil, err
		}
		data, _ := os.ReadFile(path)
		// A writer records itself just after taking the lock; give it a
		// moment so the error can name it.
		for i := 0; i < 20 && len(data) == 0; i++ {
			time.Sleep(10 * time.Millisecond)
			data, _ = os.ReadFile(path)
		}
		return nil, &LockedError{Path: path, Holder: describeHolder(data, exclusive)}
	}
	if exclusive {
		h := holder{Host: s.opt.Host, PID: s.opt.PID, Time: s.now(), Action: action}
		b, _ := json.Marshal(h)
		_ = os.WriteFile(path, append(b, '\n'), 0o600)
	}
	return func() {
		if exclusive {
			_ = os.Truncate(path, 0)
		}
		_ = l.Unlock()
	}, nil
}
