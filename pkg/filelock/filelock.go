// Package filelock is Ingot's one cross-process file lock: an advisory
// OS lock (flock(2) on Unix, LockFileEx on Windows, through
// github.com/gofrs/flock) on a sidecar file, shared for readers and
// exclusive for writers. It dies with its process, so a crash never leaves
// a stale lock. The change store (runs/.lock) and the trace store
// (traces.jsonl.lock) both lock through it.
package filelock

import (
	"context"
	"errors"
	"fmt"
	"os"
	"time"

	"github.com/gofrs/flock"
)

// ErrBusy is returned by Try when another process holds a conflicting lock.
var ErrBusy = errors.New("lock held by another process")

// Lock is a held lock.
type Lock struct{ fl *flock.Flock }

// Path is the lock file's path.
func (l *Lock) Path() string { return l.fl.Path() }

// Unlock releases the lock and closes its file. Calling it twice is safe.
func (l *Lock) Unlock() error {
	if l == nil || l.fl == nil {
		return nil
	}
	return l.fl.Close()
}

// Options for taking a lock.
type Options struct {
	Exclusive bool
	// ReadOnly opens an existing lock file read-only (a reader of a store
	// it may not write); otherwise the file is created 0600 when missing.
	ReadOnly bool
}

func newFlock(path string, opt Options) *flock.Flock {
	flag := os.O_CREATE | os.O_RDWR
	if opt.ReadOnly {
		flag = os.O_RDONLY
	}
	return flock.New(path, flock.SetFlag(flag), flock.SetPermissions(0o600))
}

// Try takes the lock on path without waiting. It returns ErrBusy when
// another process holds a conflicting lock.
func Try(path string, opt Options) (*Lock, error) {
	fl := newFlock(path, opt)
	var ok bool
	var err error
	if opt.Exclusive {
		ok, err = fl.TryLock()
	} else {
		ok, err = fl.TryRLock()
	}
	if err != nil {
		_ = fl.Close()
		return nil, fmt.Errorf("lock %s: %w", path, err)
	}
	if !ok {
		_ = fl.Close()
		return nil, ErrBusy
	}
	return &Lock{fl: fl}, nil
}

// Wait takes the lock on path, polling until it is free or ctx is done
// (the poll interval grows from 50µs to 10ms, so an uncontended wait is
// short and a long one cheap).
func Wait(ctx context.Context, path string, opt Options) (*Lock, error) {
	delay := 50 * time.Microsecond
	for {
		l, err := Try(path, opt)
		if !errors.Is(err, ErrBusy) {
			return l, err
		}
		t := time.NewTimer(delay)
		select {
		case <-ctx.Done():
			t.Stop()
			return nil, fmt.Errorf("lock %s: %w", path, ctx.Err())
		case <-t.C:
		}
		delay = min(2*delay, 10*time.Millisecond)
	}
}
