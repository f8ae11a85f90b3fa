//go:build linux

package atomicfile

import (
	"errors"
	"os"

	"golang.org/x/sys/unix"
)

// RenameNoReplace renames oldpath to newpath, failing with an error that
// matches fs.ErrExist when newpath exists, atomically (renameat2 with
// RENAME_NOREPLACE). On a file system without renameat2 support it falls
// back to a check followed by a rename, which is not atomic.
func RenameNoReplace(oldpath, newpath string) error {
	err := unix.Renameat2(unix.AT_FDCWD, oldpath, unix.AT_FDCWD, newpath, unix.RENAME_NOREPLACE)
	if errors.Is(err, unix.EINVAL) || errors.Is(err, unix.ENOSYS) {
		return renameCheckFirst(oldpath, newpath)
	}
	if err != nil {
		return &os.LinkError{Op: "rename", Old: oldpath, New: newpath, Err: err}
	}
	return nil
}
