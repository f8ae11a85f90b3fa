package filelock

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"testing"
	"time"
)

func TestExclusiveAndShared(t *testing.T) {
	p := filepath.Join(t.TempDir(), "x.lock")
	a, err := Try(p, Options{Exclusive: true})
	if err != nil {
		t.Fatal(err)
	}
	if fi, err := os.Stat(p); err != nil || fi.Mode().Perm() != 0o600 {
		t.Fatalf("lock file mode: %v %v", fi, err)
	}
	if _, err := Try(p, Options{Exclusive: true}); !errors.Is(err, ErrBusy) {
		t.Fatalf("second exclusive lock: %v, want ErrBusy", err)
	}
	if _, err := Try(p, Options{}); !errors.Is(err, ErrBusy) {
		t.Fatalf("shared under exclusive: %v, want ErrBusy", err)
	}
	if err := a.Unlock(); err != nil {
		t.Fatal(err)
	}
	r1, err := Try(p, Options{})
	if err != nil {
		t.Fatal(err)
	}
	r2, err := Try(p, Options{ReadOnly: true})
	if err != nil {
		t.Fatalf("two readers must share: %v", err)
	}
	if _, err := Try(p, Options{Exclusive: true}); !errors.Is(err, ErrBusy) {
		t.Fatalf("exclusive under readers: %v", err)
	}
	_ = r1.Unlock()
	_ = r2.Unlock()
	_ = r2.Unlock()
}

func TestWaitHonoursContext(t *testing.T) {
	p := filepath.Join(t.TempDir(), "x.lock")
	a, err := Try(p, Options{Exclusive: true})
	if err != nil {
		t.Fatal(err)
	}
	defer a.Unlock()
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Millisecond)
	defer cancel()
	if _, err := Wait(ctx, p, Options{Exclusive: true}); !errors.Is(err, context.DeadlineExceeded) {
		t.Fatalf("Wait = %v, want the context's error", err)
	}
}
