package sandbox

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"time"

	"golang.org/x/sys/unix"
)

// Defaults for the zero values of Spec.
const (
	DefaultTimeout      = 10 * time.Second
	DefaultMemoryBytes  = 512 << 20
	DefaultMaxProcs     = 64
	DefaultMaxFileBytes = 16 << 20
	DefaultTmpBytes     = 64 << 20
	DefaultOutputBytes  = 64 << 10
	// DefaultBwrap is used when Options.Bwrap is empty and bwrap is not on PATH.
	DefaultBwrap = "/usr/bin/bwrap"
	// DefaultPrlimit is the path of util-linux's prlimit inside the sandbox.
	DefaultPrlimit = "/usr/bin/prlimit"
)

// Inside the sandbox.
const (
	workDir    = "/work"
	sandboxUID = 1000
	// nobody outside: the uid bubblewrap runs as when the caller is root.
	nobodyID = 65534
)

// Options configure a Sandbox.
type Options struct {
	// Mode is bwrap (the default when empty) or off.
	Mode Mode
	// Bwrap is the path of the bwrap binary; empty looks "bwrap" up in
	// PATH, then DefaultBwrap.
	Bwrap string
	// Prlimit is the path of prlimit inside the sandbox (DefaultPrlimit).
	Prlimit string
	// ReadOnly are extra host paths bound read-only at the same place
	// (e.g. a toolchain under /opt). Each must be absolute.
	ReadOnly []string
}

// Sandbox runs commands under bubblewrap. It is safe for concurrent use;
// the probe of bubblewrap runs once per Sandbox (again after a probe
// its caller cancelled).
type Sandbox struct {
	opt      Options
	mu       sync.Mutex // held while probing
	probed   bool
	probeErr error
}

// New returns a Sandbox. Nothing is checked until the first Run.
func New(opt Options) *Sandbox {
	if opt.Mode == "" {
		opt.Mode = ModeBwrap
	}
	if opt.Prlimit == "" {
		opt.Prlimit = DefaultPrlimit
	}
	return &Sandbox{opt: opt}
}

// Limits bound what a command may use. A zero field takes its default.
type Limits struct {
	// Timeout is the wall-clock limit (DefaultTimeout).
	Timeout time.Duration
	// MemoryBytes is RLIMIT_DATA (DefaultMemoryBytes).
	MemoryBytes int64
	// CPUSeconds is RLIMIT_CPU per process (default: Timeout, rounded up).
	CPUSeconds int
	// MaxProcs is RLIMIT_NPROC: tasks in the sandbox (DefaultMaxProcs).
	MaxProcs int
	// MaxFileBytes is RLIMIT_FSIZE (DefaultMaxFileBytes).
	MaxFileBytes int64
	// TmpBytes is the size of /tmp and of /dev/shm (DefaultTmpBytes).
	TmpBytes int64
	// OutputBytes caps what is kept of stdout and of stderr (DefaultOutputBytes).
	OutputBytes int
}

// Spec is one command to run.
type Spec struct {
	// Dir is an existing host directory, bound writable at /work (the
	// current directory and $HOME inside). When the caller is root its
	// tree is chowned to 65534 (see the package doc).
	Dir string
	// Argv is the command; Argv[0] is looked up in the sandbox's PATH.
	Argv []string
	// Stdin is the command's standard input (empty: /dev/null).
	Stdin []byte
	// Env adds KEY=VALUE entries to the sandbox environment.
	Env []string
	// Network keeps the host's network (and binds /etc/resolv.conf);
	// false (the default) runs the command with no network at all.
	Network bool
	// Links adds symbolic links at the sandbox's top level, link path →
	// target (e.g. "/logs" → "/work/.bench/logs", so a task that writes
	// /logs/... writes into the work dir). Each link is a new top-level
	// name ("/logs", not "/usr/x" or "/work").
	Links map[string]string
	Limits
}

// Result is how a command ended. It is meaningful only when Run returned
// no error.
type Result struct {
	// ExitCode is the command's exit status; 128+n when signal n killed
	// it; -1 when the sandbox was killed at the timeout.
	ExitCode int
	// Stdout and Stderr, each capped at OutputBytes.
	Stdout, Stderr []byte
	// Truncated says some output was dropped.
	Truncated bool
	// TimedOut says the wall-clock limit killed the command.
	TimedOut bool
	// Killed says a signal ended the command (the timeout, a limit, or
	// the command's own doing).
	Killed bool
	// Limit names the limit that ended the command, when one did:
	// "timeout", "cpu", "memory", "file-size" or "processes". Memory and
	// processes are recognised from the command's error messages (an
	// allocation or a fork that failed), so they are best effort.
	Limit string
	// Reason is one line for people: "exit 0", "timed out after 10s", ...
	Reason string
	// Duration is the wall time of the run, sandbox setup included.
	Duration time.Duration
}

// Run runs spec.Argv in the sandbox. An error means the command could not
// be run sandboxed (an *UnavailableError), the spec is invalid, or ctx was
// cancelled; it never means the command failed, which Result says.
func (s *Sandbox) Run(ctx context.Context, spec Spec) (Result, error) {
	if s.opt.Mode == ModeOff {
		return Result{}, &UnavailableError{Reason: EnvMode + "=off: commands are not run"}
	}
	if s.opt.Mode != ModeBwrap {
		return Result{}, fmt.Errorf("%s: unknown value %q (want bwrap or off)", EnvMode, s.opt.Mode)
	}
	if err := spec.validate(); err != nil {
		return Result{}, err
	}
	if err := s.Probe(ctx); err != nil {
		return Result{}, err
	}
	return s.run(ctx, spec)
}

// Probe checks once that bubblewrap can run a command with this package's
// options; Run calls it. It returns the same *UnavailableError Run would.
func (s *Sandbox) Probe(ctx context.Context) error {
	if s.opt.Mode == ModeOff {
		return &UnavailableError{Reason: EnvMode + "=off: commands are not run"}
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.probed {
		return s.probeErr
	}
	err := s.probe(ctx)
	if ctx.Err() != nil {
		// A cancelled caller says nothing about bubblewrap: the next
		// caller probes again.
		return fmt.Errorf("sandbox: probe: %w", ctx.Err())
	}
	s.probed, s.probeErr = true, err
	return err
}

func (s *Sandbox) probe(ctx context.Context) error {
	if _, err := s.bwrapPath(); err != nil {
		return err
	}
	dir, err := os.MkdirTemp("", "ingot-sandbox-probe-")
	if err != nil {
		return &UnavailableError{Reason: fmt.Sprintf("probe: %v", err)}
	}
	defer os.RemoveAll(dir)
	res, err := s.run(ctx, Spec{Dir: dir, Argv: []string{"true"}})
	if err != nil {
		var ue *UnavailableError
		if errors.As(err, &ue) {
			return err
		}
		return &UnavailableError{Reason: fmt.Sprintf("probe: %v", err)}
	}
	if res.ExitCode != 0 {
		return &UnavailableError{Reason: fmt.Sprintf("probe: bwrap … true: %s: %s", res.Reason, firstLine(res.Stderr))}
	}
	return nil
}

func (s *Sandbox) bwrapPath() (string, error) {
	p := s.opt.Bwrap
	if p == "" {
		if lp, err := exec.LookPath("bwrap"); err == nil {
			p = lp
		} else {
			p = DefaultBwrap
		}
	}
	fi, err := os.Stat(p)
	if err != nil {
		return "", &UnavailableError{Reason: fmt.Sprintf("bubblewrap not found at %s (install the Debian package bubblewrap): %v", p, err)}
	}
	if fi.IsDir() || fi.Mode()&0o111 == 0 {
		return "", &UnavailableError{Reason: fmt.Sprintf("bubblewrap at %s is not an executable file", p)}
	}
	return p, nil
}

// reservedTop are the top-level names the sandbox itself lays out.
var reservedTop = map[string]bool{"usr": true, "bin": true, "sbin": true, "lib": true, "lib32": true, "lib64": true, "libx32": true,
	"etc": true, "proc": true, "dev": true, "tmp": true, "work": true}

func (spec *Spec) validate() error {
	if len(spec.Argv) == 0 || spec.Argv[0] == "" {
		return errors.New("sandbox: empty command")
	}
	if spec.Dir == "" {
		return errors.New("sandbox: no work directory")
	}
	fi, err := os.Stat(spec.Dir)
	if err != nil {
		return fmt.Errorf("sandbox: work directory: %w", err)
	}
	if !fi.IsDir() {
		return fmt.Errorf("sandbox: work directory %s is not a directory", spec.Dir)
	}
	for _, kv := range spec.Env {
		if k, _, ok := strings.Cut(kv, "="); !ok || k == "" {
			return fmt.Errorf("sandbox: environment entry %q is not KEY=VALUE", kv)
		}
	}
	for l, target := range spec.Links {
		name := strings.TrimPrefix(l, "/")
		if !strings.HasPrefix(l, "/") || name == "" || strings.Contains(name, "/") || name == "." || name == ".." || reservedTop[name] {
			return fmt.Errorf("sandbox: link %q: want a new top-level name such as /logs", l)
		}
		if !strings.HasPrefix(target, "/") {
			return fmt.Errorf("sandbox: link %q: target %q is not absolute", l, target)
		}
	}
	l := &spec.Limits
	if l.Timeout < 0 || l.MemoryBytes < 0 || l.CPUSeconds < 0 || l.MaxProcs < 0 || l.MaxFileBytes < 0 || l.TmpBytes < 0 || l.OutputBytes < 0 {
		return errors.New("sandbox: negative limit")
	}
	if l.Timeout == 0 {
		l.Timeout = DefaultTimeout
	}
	if l.MemoryBytes == 0 {
		l.MemoryBytes = DefaultMemoryBytes
	}
	if l.CPUSeconds == 0 {
		l.CPUSeconds = int(math.Ceil(l.Timeout.Seconds()))
	}
	if l.MaxProcs == 0 {
		l.MaxProcs = DefaultMaxProcs
	}
	if l.MaxFileBytes == 0 {
		l.MaxFileBytes = DefaultMaxFileBytes
	}
	if l.TmpBytes == 0 {
		l.TmpBytes = DefaultTmpBytes
	}
	if l.OutputBytes == 0 {
		l.OutputBytes = DefaultOutputBytes
	}
	return nil
}

// startedScript runs inside prlimit: it reports on fd 3 that the sandbox
// is set up and the limits are in force, closes every descriptor but 0-2
// (fd 3 and whatever the caller's own parent leaked to it), and execs the
// command. bash, because dash cannot close descriptors above 9.
const startedScript = `printf started >&3; for f in /proc/self/fd/*; do n=${f##*/}; (( n > 2 )) && eval "exec $n>&-"; done; exec "$@"`

func (s *Sandbox) run(ctx context.Context, spec Spec) (res Result, err error) {
	if err := spec.validate(); err != nil {
		return Result{}, err
	}
	bwrap, err := s.bwrapPath()
	if err != nil {
		return Result{}, err
	}
	asRoot := os.Geteuid() == 0
	if asRoot {
		if err := reachable(spec.Dir, nobodyID); err != nil {
			return Result{}, err
		}
		if err := chownTree(spec.Dir, nobodyID, nobodyID); err != nil {
			return Result{}, fmt.Errorf("sandbox: hand the work directory to uid %d: %w", nobodyID, err)
		}
	}

	// fd 3: started marker; fd 4: the work directory; fd 5, 6: passwd, group.
	markR, markW, err := os.Pipe()
	if err != nil {
		return Result{}, fmt.Errorf("sandbox: %w", err)
	}
	defer markR.Close()
	dirFD, err := unix.Open(spec.Dir, unix.O_PATH|unix.O_DIRECTORY|unix.O_CLOEXEC, 0)
	if err != nil {
		markW.Close()
		return Result{}, fmt.Errorf("sandbox: open work directory: %w", err)
	}
	dirF := os.NewFile(uintptr(dirFD), spec.Dir)
	passwd, err := dataPipe(fmt.Sprintf("sandbox:x:%d:%d:sandbox:%s:/bin/sh\n", sandboxUID, sandboxUID, workDir))
	if err != nil {
		markW.Close()
		dirF.Close()
		return Result{}, err
	}
	group, err := dataPipe(fmt.Sprintf("sandbox:x:%d:\n", sandboxUID))
	if err != nil {
		markW.Close()
		dirF.Close()
		passwd.Close()
		return Result{}, err
	}
	extra := []*os.File{markW, dirF, passwd, group}
	closeExtra := func() {
		for _, f := range extra {
			f.Close()
		}
	}

	args := s.bwrapArgs(spec, 4, 5, 6)
	runCtx, cancel := context.WithTimeout(ctx, spec.Timeout)
	defer cancel()
	cmd := exec.CommandContext(runCtx, bwrap, args...)
	cmd.Env = s.env(spec)
	cmd.Dir = "/"
	cmd.ExtraFiles = extra
	if len(spec.Stdin) > 0 {
		cmd.Stdin = bytes.NewReader(spec.Stdin)
	}
	stdout := &capBuffer{max: spec.OutputBytes}
	stderr := &capBuffer{max: spec.OutputBytes}
	cmd.Stdout, cmd.Stderr = stdout, stderr
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true, Pdeathsig: syscall.SIGKILL}
	if asRoot {
		cmd.SysProcAttr.Credential = &syscall.Credential{Uid: nobodyID, Gid: nobodyID, Groups: []uint32{}}
	}
	cmd.Cancel = func() error {
		// The whole group: bwrap, and its init, whose death ends the pid
		// namespace.
		return syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL)
	}
	cmd.WaitDelay = 5 * time.Second

	var started bytes.Buffer
	markDone := make(chan struct{})
	go func() {
		defer close(markDone)
		_, _ = io.Copy(&started, io.LimitReader(markR, 64))
	}()

	t0 := time.Now()
	if err := cmd.Start(); err != nil {
		closeExtra()
		return Result{}, &UnavailableError{Reason: fmt.Sprintf("start %s: %v", bwrap, err)}
	}
	closeExtra()
	waitErr := cmd.Wait()
	res.Duration = time.Since(t0)
	select {
	case <-markDone:
	case <-time.After(2 * time.Second):
		markR.Close()
		<-markDone
	}
	res.Stdout, res.Stderr = stdout.Bytes(), stderr.Bytes()
	res.Truncated = stdout.dropped || stderr.dropped

	if ctx.Err() != nil {
		return res, fmt.Errorf("sandbox: %w", ctx.Err())
	}
	if runCtx.Err() == context.DeadlineExceeded {
		res.TimedOut, res.Killed, res.ExitCode = true, true, -1
		res.Limit = "timeout"
		res.Reason = "timed out after " + spec.Timeout.String()
		return res, nil
	}
	if !strings.HasPrefix(started.String(), "started") {
		return res, &UnavailableError{Reason: fmt.Sprintf("bwrap failed before the command started (%v): %s", waitErr, firstLine(res.Stderr))}
	}
	var ee *exec.ExitError
	switch {
	case waitErr == nil:
		res.ExitCode = 0
	case errors.As(waitErr, &ee):
		res.ExitCode = ee.ExitCode()
		if ws, ok := ee.Sys().(syscall.WaitStatus); ok && ws.Signaled() {
			res.ExitCode = 128 + int(ws.Signal())
		}
	default:
		return res, fmt.Errorf("sandbox: wait: %w", waitErr)
	}
	res.Killed, res.Limit, res.Reason = explain(res.ExitCode, res.Stderr, spec.Limits)
	return res, nil
}

// bwrapArgs builds bubblewrap's command line; the started marker goes to
// fd 3 (startedScript).
func (s *Sandbox) bwrapArgs(spec Spec, dirFD, passwdFD, groupFD int) []string {
	fd := strconv.Itoa
	a := []string{
		"--unshare-user", "--uid", fd(sandboxUID), "--gid", fd(sandboxUID), "--disable-userns",
		"--unshare-pid", "--unshare-ipc", "--unshare-uts", "--hostname", "sandbox",
		"--die-with-parent", "--new-session",
		"--ro-bind", "/usr", "/usr",
	}
	if !spec.Network {
		a = append(a, "--unshare-net")
	} else {
		a = append(a, "--ro-bind-try", "/etc/resolv.conf", "/etc/resolv.conf", "--ro-bind-try", "/etc/ssl", "/etc/ssl")
	}
	// /bin, /lib, ...: links into /usr on merged-/usr systems, else bound.
	for _, p := range []string{"/bin", "/sbin", "/lib", "/lib32", "/lib64", "/libx32"} {
		fi, err := os.Lstat(p)
		switch {
		case err != nil:
		case fi.Mode()&fs.ModeSymlink != 0:
			if target, err := os.Readlink(p); err == nil {
				a = append(a, "--symlink", target, p)
			}
		case fi.IsDir():
			a = append(a, "--ro-bind", p, p)
		}
	}
	for _, p := range []string{"/etc/alternatives", "/etc/ld.so.cache", "/etc/ld.so.conf", "/etc/ld.so.conf.d", "/etc/localtime", "/etc/hosts"} {
		a = append(a, "--ro-bind-try", p, p)
	}
	for _, p := range s.opt.ReadOnly {
		a = append(a, "--ro-bind", p, p)
	}
	links := make([]string, 0, len(spec.Links))
	for l := range spec.Links {
		links = append(links, l)
	}
	sort.Strings(links)
	for _, l := range links {
		a = append(a, "--symlink", spec.Links[l], l)
	}
	tmp := strconv.FormatInt(spec.TmpBytes, 10)
	a = append(a,
		"--ro-bind-data", fd(passwdFD), "/etc/passwd",
		"--ro-bind-data", fd(groupFD), "/etc/group",
		"--proc", "/proc",
		"--dev", "/dev",
		"--size", tmp, "--tmpfs", "/dev/shm",
		"--size", tmp, "--tmpfs", "/tmp",
		"--bind-fd", fd(dirFD), workDir,
		"--remount-ro", "/dev",
		"--remount-ro", "/",
		"--chdir", workDir,
		"--",
		s.opt.Prlimit,
		"--data="+strconv.FormatInt(spec.MemoryBytes, 10),
		fmt.Sprintf("--cpu=%d:%d", spec.CPUSeconds, spec.CPUSeconds+1),
		"--fsize="+strconv.FormatInt(spec.MaxFileBytes, 10),
		"--nproc="+fd(spec.MaxProcs),
		"--nofile=256",
		"--core=0",
		"--",
		"/bin/bash", "-c", startedScript, "sandbox",
	)
	return append(a, spec.Argv...)
}

func (s *Sandbox) env(spec Spec) []string {
	env := []string{
		"PATH=/usr/local/bin:/usr/bin:/bin",
		"HOME=" + workDir,
		"TMPDIR=/tmp",
		"LANG=C.UTF-8",
		"USER=sandbox",
	}
	return append(env, spec.Env...)
}

// explain turns an exit status into (killed, limit, reason).
func explain(code int, stderr []byte, l Limits) (bool, string, string) {
	if code > 128 && code < 128+65 {
		sig := syscall.Signal(code - 128)
		switch sig {
		case syscall.SIGXCPU:
			return true, "cpu", fmt.Sprintf("CPU time limit (%ds) exceeded (SIGXCPU)", l.CPUSeconds)
		case syscall.SIGXFSZ:
			return true, "file-size", fmt.Sprintf("file size limit (%s) exceeded (SIGXFSZ)", bytesText(l.MaxFileBytes))
		default:
			return true, "", fmt.Sprintf("killed by signal %d (%s)", int(sig), sig)
		}
	}
	if code == 0 {
		return false, "", "exit 0"
	}
	reason := fmt.Sprintf("exit %d", code)
	low := strings.ToLower(string(stderr))
	switch {
	case strings.Contains(low, "memoryerror") || strings.Contains(low, "bad_alloc") ||
		strings.Contains(low, "cannot allocate memory") || strings.Contains(low, "out of memory"):
		return false, "memory", fmt.Sprintf("%s: out of memory under the %s limit", reason, bytesText(l.MemoryBytes))
	case strings.Contains(low, "file too large"):
		return false, "file-size", fmt.Sprintf("%s: file size limit (%s) exceeded", reason, bytesText(l.MaxFileBytes))
	case strings.Contains(low, "resource temporarily unavailable") && strings.Contains(low, "fork"),
		strings.Contains(low, "blockingioerror"):
		return false, "processes", fmt.Sprintf("%s: process limit (%d) reached", reason, l.MaxProcs)
	}
	return false, "", reason
}

func bytesText(n int64) string {
	switch {
	case n >= 1<<30 && n%(1<<30) == 0:
		return fmt.Sprintf("%d GiB", n>>30)
	case n >= 1<<20 && n%(1<<20) == 0:
		return fmt.Sprintf("%d MiB", n>>20)
	case n >= 1<<10 && n%(1<<10) == 0:
		return fmt.Sprintf("%d KiB", n>>10)
	}
	return fmt.Sprintf("%d bytes", n)
}

func firstLine(b []byte) string {
	s := strings.TrimSpace(string(b))
	if i := strings.IndexByte(s, '\n'); i >= 0 {
		s = s[:i]
	}
	if s == "" {
		return "(no output)"
	}
	return s
}

// dataPipe returns the read end of a pipe that holds data (small: it must
// fit the pipe buffer).
func dataPipe(data string) (*os.File, error) {
	r, w, err := os.Pipe()
	if err != nil {
		return nil, fmt.Errorf("sandbox: %w", err)
	}
	_, err = io.WriteString(w, data)
	if cerr := w.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		r.Close()
		return nil, fmt.Errorf("sandbox: %w", err)
	}
	return r, nil
}

// reachable checks that uid can traverse every parent of dir, which
// bubblewrap, running as uid, needs to bind it.
func reachable(dir string, uid int) error {
	abs, err := filepath.Abs(dir)
	if err != nil {
		return fmt.Errorf("sandbox: work directory: %w", err)
	}
	for p := filepath.Dir(abs); ; p = filepath.Dir(p) {
		fi, err := os.Stat(p)
		if err != nil {
			return fmt.Errorf("sandbox: work directory: %w", err)
		}
		st, ok := fi.Sys().(*syscall.Stat_t)
		if fi.Mode().Perm()&0o001 == 0 && !(ok && int(st.Uid) == uid && fi.Mode().Perm()&0o100 != 0) {
			return fmt.Errorf("sandbox: work directory %s: uid %d cannot enter %s (mode %v); make it under a world-traversable directory such as %s", dir, uid, p, fi.Mode().Perm(), os.TempDir())
		}
		if p == filepath.Dir(p) {
			return nil
		}
	}
}

func chownTree(dir string, uid, gid int) error {
	return filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		return os.Lchown(p, uid, gid)
	})
}

// capBuffer keeps the first max bytes and drops the rest, always reporting
// a full write so the writer never blocks or fails.
type capBuffer struct {
	mu      sync.Mutex
	buf     bytes.Buffer
	max     int
	dropped bool
}

func (c *capBuffer) Write(p []byte) (int, error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	room := c.max - c.buf.Len()
	if room < len(p) {
		c.dropped = true
		if room > 0 {
			c.buf.Write(p[:room])
		}
		return len(p), nil
	}
	c.buf.Write(p)
	return len(p), nil
}

func (c *capBuffer) Bytes() []byte {
	c.mu.Lock()
	defer c.mu.Unlock()
	return append([]byte(nil), c.buf.Bytes()...)
}

// RemoveAll removes a work directory a sandboxed command wrote in. Its
// directories are made writable first (the command may have left some
// read-only), never through a link: the command can plant links to host
// files, and a chmod that followed one would change the host file.
func RemoveAll(dir string) error {
	_ = filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err == nil && d.IsDir() {
			_ = os.Chmod(p, 0o700)
		}
		return nil
	})
	return os.RemoveAll(dir)
}
