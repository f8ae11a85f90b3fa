package sandbox_test

import (
	"context"
	"errors"
	"fmt"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"golang.org/x/sys/unix"

	"github.com/ingot-dev/ingot/pkg/sandbox"
	"github.com/ingot-dev/ingot/pkg/sandbox/sandboxtest"
)

func run(t *testing.T, s *sandbox.Sandbox, spec sandbox.Spec) sandbox.Result {
	t.Helper()
	if spec.Dir == "" {
		spec.Dir = sandboxtest.WorkDir(t)
	}
	res, err := s.Run(context.Background(), spec)
	if err != nil {
		t.Fatalf("Run(%q): %v", spec.Argv, err)
	}
	return res
}

func bash(script string) []string { return []string{"bash", "-c", script} }

// marker returns a string unique to this test, to find its processes.
func marker(t *testing.T) string {
	return fmt.Sprintf("ingot-sandbox-marker-%d-%d", os.Getpid(), time.Now().UnixNano())
}

// waitGone fails the test when processes whose command line contains mark
// are still alive after the run (the kernel tears a pid namespace down
// asynchronously, so it gets a grace period).
func waitGone(t *testing.T, mark string) {
	t.Helper()
	deadline := time.Now().Add(10 * time.Second)
	for {
		left := processesWith(mark)
		if len(left) == 0 {
			return
		}
		if time.Now().After(deadline) {
			t.Fatalf("%d processes of the sandboxed command outlived the run: pids %v", len(left), left)
		}
		time.Sleep(50 * time.Millisecond)
	}
}

func processesWith(mark string) []int {
	ents, _ := os.ReadDir("/proc")
	var pids []int
	for _, e := range ents {
		pid, err := strconv.Atoi(e.Name())
		if err != nil || pid == os.Getpid() {
			continue
		}
		b, err := os.ReadFile(filepath.Join("/proc", e.Name(), "cmdline"))
		if err == nil && strings.Contains(string(b), mark) {
			pids = append(pids, pid)
		}
	}
	return pids
}

func TestRunBasics(t *testing.T) {
	s := sandboxtest.New(t)
	dir := sandboxtest.WorkDir(t)
	res := run(t, s, sandbox.Spec{
		Dir:   dir,
		Argv:  bash(`id -un; pwd; echo "$HOME"; echo "$GREETING"; cat; echo made >result.txt; exit 3`),
		Stdin: []byte("from stdin\n"),
		Env:   []string{"GREETING=hello"},
	})
	want := "sandbox\n/work\n/work\nhello\nfrom stdin\n"
	if string(res.Stdout) != want {
		t.Errorf("stdout = %q, want %q (stderr %q)", res.Stdout, want, res.Stderr)
	}
	if res.ExitCode != 3 || res.Killed || res.TimedOut || res.Reason != "exit 3" {
		t.Errorf("result = %+v, want exit 3, not killed", res)
	}
	b, err := os.ReadFile(filepath.Join(dir, "result.txt"))
	if err != nil || string(b) != "made\n" {
		t.Errorf("the command's file in the work dir: %q, %v", b, err)
	}
}

func TestCommandNotFound(t *testing.T) {
	s := sandboxtest.New(t)
	res := run(t, s, sandbox.Spec{Argv: []string{"no-such-command-xyz"}})
	if res.ExitCode != 127 {
		t.Errorf("exit = %d, want 127 (stderr %q)", res.ExitCode, res.Stderr)
	}
}

func TestNetworkRefused(t *testing.T) {
	s := sandboxtest.New(t)
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	var accepted atomic.Int32
	go func() {
		for {
			c, err := ln.Accept()
			if err != nil {
				return
			}
			accepted.Add(1)
			c.Close()
		}
	}()
	port := ln.Addr().(*net.TCPAddr).Port
	probe := fmt.Sprintf(`exec 5<>/dev/tcp/127.0.0.1/%d && echo connected`, port)
	pyProbe := fmt.Sprintf(`import socket; socket.create_connection(("127.0.0.1", %d), timeout=3); print("connected")`, port)

	for _, argv := range [][]string{bash(probe), {"python3", "-c", pyProbe}} {
		res := run(t, s, sandbox.Spec{Argv: argv})
		if res.ExitCode == 0 || strings.Contains(string(res.Stdout), "connected") {
			t.Errorf("%s reached the host listener from the sandbox: %+v stdout %q", argv[0], res, res.Stdout)
		}
	}
	if n := accepted.Load(); n != 0 {
		t.Fatalf("the host listener accepted %d connections from the sandbox", n)
	}
	// The same probe outside the sandbox connects: the refusal above is
	// the sandbox's doing, not a broken probe.
	out, err := exec.Command("bash", "-c", probe).CombinedOutput()
	if err != nil || !strings.Contains(string(out), "connected") {
		t.Fatalf("control: the probe did not connect outside the sandbox: %v %s", err, out)
	}
}

func TestWritesOutsideWorkDirRefused(t *testing.T) {
	s := sandboxtest.New(t)
	dir := sandboxtest.WorkDir(t)
	outside := t.TempDir()
	targets := []string{"/usr/ingot-x", "/etc/ingot-x", "/ingot-x", "/dev/ingot-x", "/bin/ingot-x",
		filepath.Join(outside, "ingot-x"), "/work/../ingot-x", "/proc/ingot-x"}
	var script strings.Builder
	for _, p := range targets {
		fmt.Fprintf(&script, "(echo x > %q) 2>/dev/null && echo WROTE %s\n", p, p)
	}
	script.WriteString("echo ok > /work/inside && echo ok > /tmp/inside && echo INSIDE-OK\n")
	script.WriteString("ls -d /root /home " + outside + " 2>/dev/null && echo HOST-PATHS-VISIBLE\n")
	res := run(t, s, sandbox.Spec{Dir: dir, Argv: bash(script.String())})
	out := string(res.Stdout)
	if strings.Contains(out, "WROTE") || strings.Contains(out, "HOST-PATHS-VISIBLE") {
		t.Errorf("the sandbox escaped its work dir:\n%s", out)
	}
	if !strings.Contains(out, "INSIDE-OK") {
		t.Errorf("writing the work dir and /tmp failed: %q %q", out, res.Stderr)
	}
	if _, err := os.Stat(filepath.Join(outside, "ingot-x")); err == nil {
		t.Errorf("a file appeared in a host directory outside the work dir")
	}
	if _, err := os.Stat(filepath.Join(dir, "inside")); err != nil {
		t.Errorf("the work dir file is not on the host: %v", err)
	}
}

// A descriptor the caller leaked without close-on-exec must not reach the
// sandboxed command (it could be a pipe to anything).
func TestInheritedDescriptorsClosed(t *testing.T) {
	s := sandboxtest.New(t)
	r, w, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	defer w.Close()
	if _, err := unix.FcntlInt(w.Fd(), unix.F_SETFD, 0); err != nil { // leak it on purpose
		t.Fatal(err)
	}
	res := run(t, s, sandbox.Spec{Argv: []string{"ls", "/proc/self/fd"}})
	fds := strings.Fields(string(res.Stdout))
	// 0-2, and ls's own descriptor of /proc/self/fd.
	if len(fds) > 4 {
		t.Errorf("descriptors open in the sandboxed command: %v (leaked pipe was fd %d)", fds, w.Fd())
	}
}

func TestTimeoutKillsProcessTree(t *testing.T) {
	s := sandboxtest.New(t)
	mark := marker(t)
	res := run(t, s, sandbox.Spec{
		Argv:   bash(fmt.Sprintf(`sleep 1000 & (while :; do :; done) & while :; do :; done # %s`, mark)),
		Limits: sandbox.Limits{Timeout: time.Second, CPUSeconds: 100},
	})
	if !res.TimedOut || !res.Killed || res.Limit != "timeout" || res.ExitCode != -1 {
		t.Errorf("result = %+v, want a timeout", res)
	}
	if !strings.Contains(res.Reason, "timed out after 1s") {
		t.Errorf("reason = %q", res.Reason)
	}
	waitGone(t, mark)
}

// Background processes left by a command that exits do not outlive it.
func TestExitEndsBackgroundProcesses(t *testing.T) {
	s := sandboxtest.New(t)
	mark := marker(t)
	res := run(t, s, sandbox.Spec{Argv: bash(fmt.Sprintf(`(sleep 1000; : %s) & echo started`, mark))})
	if res.ExitCode != 0 {
		t.Fatalf("result = %+v stderr %q", res, res.Stderr)
	}
	waitGone(t, mark)
}

func TestForkBombContained(t *testing.T) {
	s := sandboxtest.New(t)
	mark := marker(t)
	res := run(t, s, sandbox.Spec{
		Argv:   bash(fmt.Sprintf(`bomb() { bomb | bomb & }; bomb; sleep 2; echo survived # %s`, mark)),
		Limits: sandbox.Limits{Timeout: 20 * time.Second, MaxProcs: 32},
	})
	// The bomb hit the process limit, the run ended (this line is reached,
	// by the exit or by the timeout), and nothing is left behind.
	if !strings.Contains(string(res.Stderr), "Resource temporarily unavailable") {
		t.Errorf("the fork bomb never hit the process limit: %+v stderr %.300q", res, res.Stderr)
	}
	t.Logf("fork bomb: %s (stdout %q)", res.Reason, res.Stdout)
	waitGone(t, mark)
}

// The process limit holds for a root caller too: fork until the kernel
// refuses and count.
func TestProcessLimit(t *testing.T) {
	s := sandboxtest.New(t)
	const limit = 16
	script := `
import os, sys, time
n = 0
try:
    while n < 200:
        if os.fork() == 0:
            time.sleep(60)
            os._exit(0)
        n += 1
except OSError as e:
    print("refused after", n, e.errno)
    sys.exit(0)
print("not refused after", n)
sys.exit(1)
`
	res := run(t, s, sandbox.Spec{Argv: []string{"python3", "-c", script}, Limits: sandbox.Limits{MaxProcs: limit}})
	out := strings.Fields(string(res.Stdout))
	if res.ExitCode != 0 || len(out) < 3 || out[0] != "refused" {
		t.Fatalf("forks were not refused: %+v %q %q", res, res.Stdout, res.Stderr)
	}
	n, _ := strconv.Atoi(out[2])
	if n <= 0 || n >= limit {
		t.Errorf("forked %d children under a limit of %d tasks", n, limit)
	}
}

func TestFileSizeLimit(t *testing.T) {
	s := sandboxtest.New(t)
	dir := sandboxtest.WorkDir(t)
	res := run(t, s, sandbox.Spec{Dir: dir, Argv: bash(`head -c 3000000 /dev/zero > big`), Limits: sandbox.Limits{MaxFileBytes: 1 << 20}})
	if res.Limit != "file-size" || !res.Killed || !strings.Contains(res.Reason, "1 MiB") {
		t.Errorf("result = %+v, want the file size limit", res)
	}
	if fi, err := os.Stat(filepath.Join(dir, "big")); err != nil || fi.Size() > 1<<20 {
		t.Errorf("big file on the host: %v %v", fi, err)
	}
	// Python ignores SIGXFSZ and sees EFBIG.
	res = run(t, s, sandbox.Spec{Dir: dir, Argv: []string{"python3", "-c", `open("big2", "wb").write(b"x" * 3000000)`}, Limits: sandbox.Limits{MaxFileBytes: 1 << 20}})
	if res.ExitCode == 0 || res.Limit != "file-size" {
		t.Errorf("python result = %+v stderr %q, want the file size limit", res, res.Stderr)
	}
}

func TestMemoryLimit(t *testing.T) {
	s := sandboxtest.New(t)
	limits := sandbox.Limits{MemoryBytes: 128 << 20}
	res := run(t, s, sandbox.Spec{Argv: []string{"python3", "-c", `b = bytearray(512 * 1024 * 1024); print("allocated")`}, Limits: limits})
	if res.ExitCode == 0 || res.Limit != "memory" || strings.Contains(string(res.Stdout), "allocated") {
		t.Errorf("result = %+v stdout %q stderr %q, want the memory limit", res, res.Stdout, res.Stderr)
	}
	// Control: a small allocation under the same limit works.
	res = run(t, s, sandbox.Spec{Argv: []string{"python3", "-c", `b = bytearray(16 * 1024 * 1024); print("allocated")`}, Limits: limits})
	if res.ExitCode != 0 || !strings.Contains(string(res.Stdout), "allocated") {
		t.Errorf("control result = %+v stderr %q", res, res.Stderr)
	}
	// Node starts under a modest limit (RLIMIT_DATA, not RLIMIT_AS).
	if _, err := os.Stat("/usr/bin/node"); err == nil {
		res = run(t, s, sandbox.Spec{Argv: []string{"node", "-e", `console.log(6*7)`}, Limits: sandbox.Limits{MemoryBytes: 256 << 20}})
		if res.ExitCode != 0 || strings.TrimSpace(string(res.Stdout)) != "42" {
			t.Errorf("node under 256 MiB: %+v stderr %q", res, res.Stderr)
		}
	}
}

func TestCPULimit(t *testing.T) {
	s := sandboxtest.New(t)
	res := run(t, s, sandbox.Spec{Argv: bash(`while :; do :; done`), Limits: sandbox.Limits{CPUSeconds: 1, Timeout: time.Minute}})
	if res.Limit != "cpu" || !res.Killed || res.TimedOut {
		t.Errorf("result = %+v, want the CPU limit", res)
	}
}

func TestOutputCapped(t *testing.T) {
	s := sandboxtest.New(t)
	res := run(t, s, sandbox.Spec{Argv: bash(`head -c 1000000 /dev/zero | tr '\0' x; echo done >&2`), Limits: sandbox.Limits{OutputBytes: 1000}})
	if len(res.Stdout) != 1000 || !res.Truncated || res.ExitCode != 0 || string(res.Stderr) != "done\n" {
		t.Errorf("stdout %d bytes, truncated %v, exit %d, stderr %q", len(res.Stdout), res.Truncated, res.ExitCode, res.Stderr)
	}
}

func TestMissingBwrapIsUnavailable(t *testing.T) {
	missing := filepath.Join(t.TempDir(), "no-bwrap-here")
	s := sandbox.New(sandbox.Options{Bwrap: missing})
	_, err := s.Run(context.Background(), sandbox.Spec{Dir: t.TempDir(), Argv: []string{"true"}})
	if !errors.Is(err, sandbox.ErrUnavailable) || !strings.Contains(err.Error(), missing) {
		t.Fatalf("err = %v, want ErrUnavailable naming %s", err, missing)
	}
}

// A bubblewrap that exists but cannot set up the sandbox fails the probe
// with its own message.
func TestBrokenBwrapIsUnavailable(t *testing.T) {
	dir := sandboxtest.WorkDir(t)
	if err := os.Chmod(dir, 0o755); err != nil { // a root caller runs bwrap as nobody
		t.Fatal(err)
	}
	fake := filepath.Join(dir, "bwrap")
	if err := os.WriteFile(fake, []byte("#!/bin/sh\necho 'bwrap: setting up uid map: Permission denied' >&2\nexit 1\n"), 0o755); err != nil {
		t.Fatal(err)
	}
	s := sandbox.New(sandbox.Options{Bwrap: fake})
	_, err := s.Run(context.Background(), sandbox.Spec{Dir: sandboxtest.WorkDir(t), Argv: []string{"true"}})
	if !errors.Is(err, sandbox.ErrUnavailable) || !strings.Contains(err.Error(), "uid map: Permission denied") {
		t.Fatalf("err = %v, want ErrUnavailable with bwrap's message", err)
	}
}

func TestModeOffRunsNothing(t *testing.T) {
	dir := t.TempDir()
	s := sandbox.New(sandbox.Options{Mode: sandbox.ModeOff})
	_, err := s.Run(context.Background(), sandbox.Spec{Dir: dir, Argv: []string{"touch", filepath.Join(dir, "ran")}})
	if !errors.Is(err, sandbox.ErrUnavailable) || !strings.Contains(err.Error(), "INGOT_EXEC_SANDBOX=off") {
		t.Fatalf("err = %v", err)
	}
	if _, err := os.Stat(filepath.Join(dir, "ran")); err == nil {
		t.Fatal("mode off ran the command")
	}
}

func TestParseMode(t *testing.T) {
	for in, want := range map[string]sandbox.Mode{"": sandbox.ModeBwrap, "bwrap": sandbox.ModeBwrap, " BWRAP ": sandbox.ModeBwrap, "off": sandbox.ModeOff} {
		got, err := sandbox.ParseMode(in)
		if err != nil || got != want {
			t.Errorf("ParseMode(%q) = %q, %v; want %q", in, got, err, want)
		}
	}
	for _, in := range []string{"none", "unsandboxed", "docker", "0"} {
		_, err := sandbox.ParseMode(in)
		if err == nil || !strings.Contains(err.Error(), "INGOT_EXEC_SANDBOX") || !strings.Contains(err.Error(), in) {
			t.Errorf("ParseMode(%q) error = %v, want one naming the variable and the value", in, err)
		}
	}
	m, err := sandbox.ModeFromEnv(func(k string) string { return map[string]string{"INGOT_EXEC_SANDBOX": "off"}[k] })
	if err != nil || m != sandbox.ModeOff {
		t.Errorf("ModeFromEnv = %q, %v", m, err)
	}
}

func TestBadSpec(t *testing.T) {
	s := sandbox.New(sandbox.Options{})
	ctx := context.Background()
	for name, spec := range map[string]sandbox.Spec{
		"no argv":    {Dir: t.TempDir()},
		"no dir":     {Argv: []string{"true"}},
		"missing":    {Dir: filepath.Join(t.TempDir(), "nope"), Argv: []string{"true"}},
		"bad env":    {Dir: t.TempDir(), Argv: []string{"true"}, Env: []string{"NOEQUALS"}},
		"neg limits": {Dir: t.TempDir(), Argv: []string{"true"}, Limits: sandbox.Limits{MaxProcs: -1}},
	} {
		if _, err := s.Run(ctx, spec); err == nil || errors.Is(err, sandbox.ErrUnavailable) {
			t.Errorf("%s: err = %v, want a spec error", name, err)
		}
	}
}

// When the caller is root, bubblewrap runs as nobody and needs to reach
// the work directory; a private one is refused with the reason.
func TestRootNeedsReachableWorkDir(t *testing.T) {
	if os.Geteuid() != 0 {
		t.Skip("only a root caller drops to uid 65534")
	}
	s := sandboxtest.New(t)
	private := filepath.Join(t.TempDir(), "work") // t.TempDir's parent is 0700
	if err := os.Mkdir(private, 0o755); err != nil {
		t.Fatal(err)
	}
	_, err := s.Run(context.Background(), sandbox.Spec{Dir: private, Argv: []string{"true"}})
	if err == nil || !strings.Contains(err.Error(), "uid 65534 cannot enter") {
		t.Fatalf("err = %v", err)
	}
}

func TestContextCancelled(t *testing.T) {
	s := sandboxtest.New(t)
	mark := marker(t)
	ctx, cancel := context.WithCancel(context.Background())
	time.AfterFunc(500*time.Millisecond, cancel)
	_, err := s.Run(ctx, sandbox.Spec{Dir: sandboxtest.WorkDir(t), Argv: bash("sleep 100 # " + mark), Limits: sandbox.Limits{Timeout: time.Minute}})
	if !errors.Is(err, context.Canceled) {
		t.Fatalf("err = %v, want context.Canceled", err)
	}
	waitGone(t, mark)
}

func TestTmpIsSizeLimited(t *testing.T) {
	s := sandboxtest.New(t)
	res := run(t, s, sandbox.Spec{
		Argv:   bash(`head -c 8000000 /dev/zero > /tmp/big; echo $?; head -c 8000000 /dev/zero > /dev/shm/big; echo $?`),
		Limits: sandbox.Limits{TmpBytes: 4 << 20},
	})
	if string(res.Stdout) != "1\n1\n" || !strings.Contains(string(res.Stderr), "No space left on device") {
		t.Errorf("stdout %q stderr %q: want both writes refused at 4 MiB", res.Stdout, res.Stderr)
	}
}

// Spec.Network keeps the host's network: the probe TestNetworkRefused
// shows refused reaches the host listener.
func TestNetworkAllowed(t *testing.T) {
	s := sandboxtest.New(t)
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	go func() {
		for {
			c, err := ln.Accept()
			if err != nil {
				return
			}
			c.Close()
		}
	}()
	probe := fmt.Sprintf(`exec 5<>/dev/tcp/127.0.0.1/%d && echo connected`, ln.Addr().(*net.TCPAddr).Port)
	res := run(t, s, sandbox.Spec{Argv: bash(probe), Network: true})
	if res.ExitCode != 0 || !strings.Contains(string(res.Stdout), "connected") {
		t.Fatalf("with Network the probe did not connect: %+v stdout %q stderr %q", res, res.Stdout, res.Stderr)
	}
}

// TestLinks: a top-level link leads into the work dir, so a task written
// for /logs writes there; reserved and nested names are refused.
func TestLinks(t *testing.T) {
	s := sandboxtest.New(t)
	dir := sandboxtest.WorkDir(t)
	res := run(t, s, sandbox.Spec{Dir: dir, Argv: bash(`mkdir -p /work/out && echo 0.5 > /logs/reward.txt && cat /logs/reward.txt`),
		Links: map[string]string{"/logs": "/work/out"}})
	if res.ExitCode != 0 || strings.TrimSpace(string(res.Stdout)) != "0.5" {
		t.Fatalf("write through /logs: %+v stderr %q", res, res.Stderr)
	}
	if b, err := os.ReadFile(filepath.Join(dir, "out", "reward.txt")); err != nil || strings.TrimSpace(string(b)) != "0.5" {
		t.Fatalf("the write did not land in the work dir: %q %v", b, err)
	}
	for _, bad := range []map[string]string{{"/usr": "/work"}, {"/a/b": "/work"}, {"logs": "/work"}, {"/logs": "work"}} {
		if _, err := s.Run(context.Background(), sandbox.Spec{Dir: dir, Argv: []string{"true"}, Links: bad}); err == nil {
			t.Errorf("link %v accepted", bad)
		}
	}
}

// A probe cut short by its caller's context is not the sandbox's verdict:
// it reports the cancellation, and the next caller probes again.
func TestProbeCancelledIsNotCached(t *testing.T) {
	sandboxtest.New(t) // skip without bubblewrap
	s := sandbox.New(sandbox.Options{})
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if err := s.Probe(ctx); !errors.Is(err, context.Canceled) {
		t.Fatalf("cancelled probe: %v, want context.Canceled", err)
	}
	if err := s.Probe(context.Background()); err != nil {
		t.Fatalf("probe after a cancelled one: %v", err)
	}
	res, err := s.Run(context.Background(), sandbox.Spec{Dir: sandboxtest.WorkDir(t), Argv: []string{"true"}})
	if err != nil || res.ExitCode != 0 {
		t.Fatalf("run after a cancelled probe: %v %+v", err, res)
	}
}

// RemoveAll removes read-only directories and leaves what links point at
// alone.
func TestRemoveAllKeepsLinkTargets(t *testing.T) {
	victim := filepath.Join(t.TempDir(), "victim")
	if err := os.WriteFile(victim, nil, 0o604); err != nil {
		t.Fatal(err)
	}
	dir := filepath.Join(t.TempDir(), "work")
	if err := os.MkdirAll(filepath.Join(dir, "ro", "sub"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(victim, filepath.Join(dir, "ro", "link")); err != nil {
		t.Fatal(err)
	}
	if err := os.Chmod(filepath.Join(dir, "ro"), 0o500); err != nil {
		t.Fatal(err)
	}
	if err := sandbox.RemoveAll(dir); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Lstat(dir); !os.IsNotExist(err) {
		t.Fatalf("%s still there: %v", dir, err)
	}
	if fi, err := os.Stat(victim); err != nil || fi.Mode().Perm() != 0o604 {
		t.Fatalf("link target: %v %v, want mode 0604", fi.Mode(), err)
	}
}
