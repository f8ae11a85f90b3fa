//go:build !unix

package change

import (
	"errors"
	"os"
)

var errWouldBlock = errors.New("lock held")

func flock(*os.File, bool) error { return errors.New("file locking is not supported on this platform") }

func funlock(*os.File) error { return nil }

// readOnlyDir reports whether dir is on a read-only file system; unknown
// here, so false.
func readOnlyDir(string) bool { return false }
