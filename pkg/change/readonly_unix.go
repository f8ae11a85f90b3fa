//go:build unix

package change

import "golang.org/x/sys/unix"

// readOnlyDir reports whether dir exists on a read-only file system.
func readOnlyDir(dir string) bool { return unix.Access(dir, unix.W_OK) == unix.EROFS }
