//go:build !unix

package change

// readOnlyDir reports whether dir is on a read-only file system; unknown
// here, so false.
func readOnlyDir(string) bool { return false }
