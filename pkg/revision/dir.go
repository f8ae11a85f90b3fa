package revision

import (
	"crypto/sha256"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"
)

// Limits bound what one skill folder may hold (DESIGN §4).
type Limits struct {
	MaxFiles int
	MaxBytes int64
}

// DefaultLimits are 512 files and 16 MiB per skill.
var DefaultLimits = Limits{MaxFiles: 512, MaxBytes: 16 << 20}

// LimitError says which limit a folder breaks.
type LimitError struct {
	Dir   string
	What  string // "files" or "bytes"
	Limit int64
	Got   int64
}

func (e *LimitError) Error() string {
	where := e.Dir
	if where == "" {
		where = "proposed skill"
	}
	if e.What == "files" {
		return fmt.Sprintf("%s: %d files exceeds the limit of %d files per skill", where, e.Got, e.Limit)
	}
	return fmt.Sprintf("%s: %d bytes exceeds the limit of %d bytes (%d MiB) per skill", where, e.Got, e.Limit, e.Limit>>20)
}

// EscapeError reports a symbolic link that leaves the skill folder.
type EscapeError struct {
	Path   string
	Target string
}

func (e *EscapeError) Error() string {
	return fmt.Sprintf("%s: symbolic link escapes the skill folder (-> %s)", e.Path, e.Target)
}

func (l Limits) check(dir string, m Manifest) error {
	if l.MaxFiles > 0 && len(m) > l.MaxFiles {
		return &LimitError{Dir: dir, What: "files", Limit: int64(l.MaxFiles), Got: int64(len(m))}
	}
	if l.MaxBytes > 0 {
		if n := m.TotalSize(); n > l.MaxBytes {
			return &LimitError{Dir: dir, What: "bytes", Limit: l.MaxBytes, Got: n}
		}
	}
	return nil
}

// maxDepth bounds how deep a walk goes inside one skill folder.
const maxDepth = 32

// HashDir returns the manifest of every regular file under dir.
//
// Symbolic links whose target lies inside dir are followed (a link to a
// file is hashed as the file's bytes under the link's path; a link to a
// directory is walked); a link that escapes dir is an *EscapeError. Other
// special files are refused. The limits are enforced before any file is
// read in full.
func HashDir(dir string, lim Limits) (Manifest, error) {
	return Prospective(dir, nil, lim)
}

// Override is a proposed change to one file: new content, or deletion when
// Delete is set.
type Override struct {
	Content []byte
	Delete  bool
}

// Prospective returns the manifest dir would have after applying the
// overrides (relative path → change), without writing anything. A nil map
// hashes the folder as it is.
func Prospective(dir string, overrides map[string]Override, lim Limits) (Manifest, error) {
	for p := range overrides {
		if err := CheckRelPath(p); err != nil {
			return nil, err
		}
	}
	root, err := filepath.Abs(dir)
	if err != nil {
		return nil, err
	}
	realRoot, err := filepath.EvalSymlinks(root)
	if err != nil {
		return nil, fmt.Errorf("hash %s: %w", dir, err)
	}
	files := map[string]string{} // rel path -> real path on disk
	if err := walk(realRoot, realRoot, "", 0, map[string]bool{realRoot: true}, files, lim); err != nil {
		return nil, err
	}
	// Count what the folder would hold before reading anything.
	m := make(Manifest, 0, len(files)+len(overrides))
	names := make([]string, 0, len(files))
	for p := range files {
		if o, ok := overrides[p]; ok && (o.Delete || o.Content != nil) {
			continue
		}
		names = append(names, p)
	}
	sort.Strings(names)
	var total int64
	for p, o := range overrides {
		if !o.Delete {
			total += int64(len(o.Content))
			m = append(m, Entry{Path: p, Size: int64(len(o.Content)), Digest: DigestOf(o.Content)})
		}
	}
	if lim.MaxFiles > 0 && len(names)+len(m) > lim.MaxFiles {
		return nil, &LimitError{Dir: dir, What: "files", Limit: int64(lim.MaxFiles), Got: int64(len(names) + len(m))}
	}
	for _, p := range names {
		e, err := hashFile(files[p], p, lim, &total, dir)
		if err != nil {
			return nil, err
		}
		m = append(m, e)
	}
	sort.Slice(m, func(i, j int) bool { return m[i].Path < m[j].Path })
	if err := lim.check(dir, m); err != nil {
		return nil, err
	}
	return m, nil
}

func hashFile(real, rel string, lim Limits, total *int64, dir string) (Entry, error) {
	f, err := os.Open(real)
	if err != nil {
		return Entry{}, fmt.Errorf("hash %s: %w", filepath.Join(dir, rel), err)
	}
	defer f.Close()
	h := sha256.New()
	var r io.Reader = f
	if lim.MaxBytes > 0 {
		r = io.LimitReader(f, lim.MaxBytes-*total+1)
	}
	n, err := io.Copy(h, r)
	if err != nil {
		return Entry{}, fmt.Errorf("hash %s: %w", filepath.Join(dir, rel), err)
	}
	*total += n
	if lim.MaxBytes > 0 && *total > lim.MaxBytes {
		return Entry{}, &LimitError{Dir: dir, What: "bytes", Limit: lim.MaxBytes, Got: *total}
	}
	var d Digest
	copy(d[:], h.Sum(nil))
	return Entry{Path: rel, Size: n, Digest: d}, nil
}

func walk(realRoot, realDir, rel string, depth int, seen map[string]bool, files map[string]string, lim Limits) error {
	if depth > maxDepth {
		return fmt.Errorf("%s: deeper than %d levels", filepath.Join(realRoot, rel), maxDepth)
	}
	ents, err := os.ReadDir(realDir)
	if err != nil {
		return fmt.Errorf("hash %s: %w", realDir, err)
	}
	for _, de := range ents {
		name := de.Name()
		childRel := name
		if rel != "" {
			childRel = rel + "/" + name
		}
		full := filepath.Join(realDir, name)
		typ := de.Type()
		target := full
		if typ&fs.ModeSymlink != 0 {
			t, err := filepath.EvalSymlinks(full)
			if err != nil {
				return fmt.Errorf("%s: broken symbolic link: %w", filepath.Join(realRoot, childRel), err)
			}
			if !within(realRoot, t) {
				dest, _ := os.Readlink(full)
				return &EscapeError{Path: filepath.Join(realRoot, childRel), Target: dest}
			}
			st, err := os.Stat(t)
			if err != nil {
				return err
			}
			target, typ = t, st.Mode().Type()
		}
		switch {
		case typ.IsDir():
			if seen[target] {
				return fmt.Errorf("%s: symbolic link loop", filepath.Join(realRoot, childRel))
			}
			seen[target] = true
			if err := walk(realRoot, target, childRel, depth+1, seen, files, lim); err != nil {
				return err
			}
			delete(seen, target)
		case typ.IsRegular():
			files[childRel] = target
			if lim.MaxFiles > 0 && len(files) > lim.MaxFiles {
				return &LimitError{Dir: realRoot, What: "files", Limit: int64(lim.MaxFiles), Got: int64(len(files))}
			}
		default:
			return fmt.Errorf("%s: not a regular file or directory (%v)", filepath.Join(realRoot, childRel), typ)
		}
	}
	return nil
}

func within(root, p string) bool {
	if p == root {
		return true
	}
	return strings.HasPrefix(p, root+string(filepath.Separator))
}

// IsLimit reports whether err is a *LimitError.
func IsLimit(err error) bool {
	var le *LimitError
	return errors.As(err, &le)
}
