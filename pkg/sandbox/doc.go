// Package sandbox runs one untrusted command under bubblewrap (bwrap), with
// no network, a read-only system, a private writable work directory and
// resource limits, and reports how it ended. It never runs anything outside
// the sandbox: when bubblewrap is missing or cannot start, Run returns an
// error (an *UnavailableError) and callers must treat the outcome as
// unknown (an execution check becomes inconclusive), never as a pass or a
// failure of the command.
//
// # What the command sees
//
//   - Namespaces: a new user, pid, network, ipc and uts namespace. The
//     network namespace has only a loopback device, so nothing on the host
//     or beyond is reachable. Nested user namespaces are disabled.
//   - Files: /usr (and the /bin, /lib, /lib64, /sbin links into it) read-only;
//     from /etc only the loader cache, /etc/alternatives, localtime and hosts,
//     plus a synthesized passwd and group naming the sandbox user. The work
//     directory (Spec.Dir) is bound writable at /work, the current directory
//     and $HOME. /tmp and /dev/shm are size-limited tmpfs; /proc is the
//     sandbox's own; everything else, / included, is read-only. Nothing of the
//     caller's home, of /work on the host, or of any other path exists inside.
//   - Identity: uid/gid 1000 ("sandbox") inside, with no capabilities. The
//     environment is cleared to PATH, HOME=/work, TMPDIR=/tmp, LANG=C.UTF-8 and
//     what Spec.Env adds.
//
// # Limits
//
// Resource limits are rlimits set inside the sandbox by util-linux's prlimit
// (/usr/bin/prlimit, Essential on Debian), which then execs the command. They
// are set inside, after bubblewrap made the namespaces, for two reasons: they
// bind only the untrusted command, never bubblewrap's own setup, and the
// process limit must be set inside the new user namespace to count only the
// sandbox's tasks (see below). A re-exec of the Go binary would do the same
// but would need every binary and test binary to carry a hook; prlimit needs
// nothing.
//
//   - MemoryBytes: RLIMIT_DATA (heap and private writable mappings). Unlike
//     RLIMIT_AS it does not trip on the large address-space reservations of
//     V8 or the Go runtime, yet a Python or Node allocation beyond it fails.
//   - CPUSeconds: RLIMIT_CPU per process (SIGXCPU, then SIGKILL a second
//     later).
//   - MaxFileBytes: RLIMIT_FSIZE (SIGXFSZ, or EFBIG where the signal is
//     ignored, as Python does).
//   - MaxProcs: RLIMIT_NPROC, counted per user namespace (Linux ≥ 5.14
//     ucounts), so it counts the tasks (processes and threads, bubblewrap's
//     own init included) of this sandbox only. The kernel exempts the real
//     root user from RLIMIT_NPROC, so when the caller is root Run starts
//     bubblewrap as uid/gid 65534 (nobody) and hands it the work directory
//     through an open file descriptor, after changing the owner of the work
//     tree to 65534 (the caller, being root, still reads and removes it).
//     This is what contains a fork bomb here: a pids cgroup would need a
//     writable cgroup tree, which containers and CI runners often lack.
//   - TmpBytes: the size of the /tmp and /dev/shm tmpfs.
//   - Timeout: wall clock. At the deadline the whole process group is killed
//     with SIGKILL; bubblewrap's init (pid 1 of the sandbox) dies with it and
//     the kernel kills every process left in the pid namespace. The same
//     happens when the command exits: background processes it left behind do
//     not outlive the run.
//   - Output: stdout and stderr are each kept up to OutputBytes (the rest is
//     read and dropped, so the command never blocks on a full pipe).
//
// Not limited: the total size of the work directory (only each file's size),
// and system calls (no seccomp filter beyond bubblewrap's defaults).
//
// # INGOT_EXEC_SANDBOX
//
// bwrap (the default) runs commands as described. off refuses to run them at
// all: Run returns an *UnavailableError saying the sandbox is off, so every
// execution check is inconclusive. There is deliberately no setting that runs
// untrusted code unsandboxed.
//
// The first Run of a Sandbox probes bubblewrap once (bwrap … true with the
// same options) and caches the outcome, so a broken installation is reported
// with bubblewrap's own message and costs one probe.
package sandbox
