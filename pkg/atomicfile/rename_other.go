//go:build !linux

package atomicfile

// RenameNoReplace renames oldpath to newpath, failing with an error that
// matches fs.ErrExist when newpath exists. Off Linux it checks and then
// renames, which is not atomic.
func RenameNoReplace(oldpath, newpath string) error {
	return renameCheckFirst(oldpath, newpath)
}
