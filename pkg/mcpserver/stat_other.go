//go:build !linux

package mcpserver

import "io/fs"

// statExtra adds nothing off Linux (the stat layouts differ); size and
// mtime still catch ordinary edits.
func statExtra(fs.FileInfo) (ino uint64, ctime int64) { return 0, 0 }
