package mcpserver

import (
	"context"
	"crypto/sha256"
	"encoding/binary"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"github.com/ingot-dev/ingot/pkg/skill"
)

// maxSignatureEntries bounds one signature walk: a root with more entries
// than this (a home directory given by mistake) is reported, not walked
// forever on every request.
const maxSignatureEntries = 200000

// errTooManyEntries is returned by signature for an oversized root.
var errTooManyEntries = errors.New("too many files under the skill roots to watch for changes")

// signature summarises the state of every file and folder under roots
// without reading any file: path, type, size, modification time and, where
// the platform has them, inode and change time (so a rename over a file,
// as an approval does, is seen even when size and mtime match). The rules
// of discovery and hashing are mirrored: above skill folders, dot-prefixed
// folders and node_modules are skipped; inside a skill folder (one holding
// a SKILL.md) everything counts, as it does for its revision; symbolic
// links are followed when they stay inside their root.
func signature(ctx context.Context, roots []string) ([32]byte, error) {
	h := sha256.New()
	var buf [8]byte
	num := func(v int64) {
		binary.LittleEndian.PutUint64(buf[:], uint64(v))
		h.Write(buf[:])
	}
	str := func(s string) {
		num(int64(len(s)))
		h.Write([]byte(s))
	}
	n := 0
	for _, root := range roots {
		str("root:" + root)
		real, err := filepath.EvalSymlinks(root)
		if err != nil {
			str("missing")
			continue
		}
		seen := map[string]bool{real: true}
		var walk func(dir, rel string, depth int, inSkill bool) error
		walk = func(dir, rel string, depth int, inSkill bool) error {
			if err := ctx.Err(); err != nil {
				return err
			}
			ents, err := os.ReadDir(dir)
			if err != nil {
				str("unreadable:" + rel)
				return nil
			}
			if !inSkill {
				for _, de := range ents {
					if de.Name() == skill.FileName {
						inSkill = true
					}
				}
			}
			for _, de := range ents {
				name := de.Name()
				if !inSkill && skill.SkipDir(name) {
					continue
				}
				if n++; n > maxSignatureEntries {
					return errTooManyEntries
				}
				full := filepath.Join(dir, name)
				childRel := rel + "/" + name
				info, err := de.Info()
				if err != nil {
					continue // removed meanwhile: the next walk sees it
				}
				if info.Mode()&fs.ModeSymlink != 0 {
					target, err := filepath.EvalSymlinks(full)
					str("link:" + childRel + "->" + target)
					if err != nil {
						continue
					}
					ti, err := os.Stat(target)
					if err != nil {
						continue
					}
					if ti.IsDir() {
						if seen[target] || !within(real, target) || depth > 32 {
							continue
						}
						seen[target] = true
						if err := walk(target, childRel, depth+1, inSkill); err != nil {
							return err
						}
						continue
					}
					info = ti
				}
				str(childRel)
				num(int64(info.Mode()))
				num(info.Size())
				num(info.ModTime().UnixNano())
				ino, ctime := statExtra(info)
				num(int64(ino))
				num(ctime)
				if info.IsDir() && depth < 32 {
					if err := walk(full, childRel, depth+1, inSkill); err != nil {
						return err
					}
				}
			}
			return nil
		}
		if err := walk(real, "", 0, false); err != nil {
			return [32]byte{}, err
		}
	}
	var sum [32]byte
	h.Sum(sum[:0])
	return sum, nil
}

// within reports whether path is root or lies under it.
func within(root, path string) bool {
	return path == root || strings.HasPrefix(path, root+string(filepath.Separator))
}
