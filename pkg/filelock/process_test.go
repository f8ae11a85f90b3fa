//go:build unix

package filelock

import (
	"context"
	"errors"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
)

// TestLockDiesWithItsProcess holds the lock in a child process (flock(1)
// from util-linux), kills it, and takes the lock.
func TestLockDiesWithItsProcess(t *testing.T) {
	flockBin, err := exec.LookPath("flock")
	if err != nil {
		t.Skip("flock(1) not installed")
	}
	p := filepath.Join(t.TempDir(), "x.lock")
	cmd := exec.Command(flockBin, "-o", "-x", p, "sh", "-c", "echo held; exec sleep 60")
	out, _ := cmd.StdoutPipe()
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	buf := make([]byte, 5)
	if _, err := out.Read(buf); err != nil || !strings.HasPrefix(string(buf), "held") {
		t.Fatalf("child did not take the lock: %q %v", buf, err)
	}
	if _, err := Try(p, Options{Exclusive: true}); !errors.Is(err, ErrBusy) {
		t.Fatalf("lock held by another process: %v, want ErrBusy", err)
	}
	_ = syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL)
	_ = cmd.Wait()
	l, err := Wait(context.Background(), p, Options{Exclusive: true})
	if err != nil {
		t.Fatalf("after the holder died: %v", err)
	}
	_ = l.Unlock()
}
