//go:build linux

package mcpserver

import (
	"io/fs"
	"syscall"
)

// statExtra returns the inode number and change time of a file, which
// catch a file replaced by rename with the same size and mtime.
func statExtra(info fs.FileInfo) (ino uint64, ctime int64) {
	if st, ok := info.Sys().(*syscall.Stat_t); ok {
		return uint64(st.Ino), int64(st.Ctim.Sec)*1e9 + int64(st.Ctim.Nsec)
	}
	return 0, 0
}
