//go:build unix

package change

import (
	"os"

	"golang.org/x/sys/unix"
)

const errWouldBlock = unix.EWOULDBLOCK

func flock(f *os.File, exclusive bool) error {
	how := unix.LOCK_SH
	if exclusive {
		how = unix.LOCK_EX
	}
	for {
		err := unix.Flock(int(f.Fd()), how|unix.LOCK_NB)
		if err != unix.EINTR {
			return err
		}
	}
}

func funlock(f *os.File) error { return unix.Flock(int(f.Fd()), unix.LOCK_UN) }

// readOnlyDir reports whether dir exists on a read-only file system.
func readOnlyDir(dir string) bool { return unix.Access(dir, unix.W_OK) == unix.EROFS }
