package revision

import (
	"bytes"
	"crypto/sha256"
	"fmt"
	"path"
	"sort"
	"strconv"
	"strings"
)

// Entry is one file of a skill folder.
type Entry struct {
	Path   string `json:"path"` // relative, "/" separators
	Size   int64  `json:"size"`
	Digest Digest `json:"digest"`
}

// Manifest lists every file of a folder, sorted by path.
type Manifest []Entry

// Canonical returns the manifest text the revision is the hash of.
func (m Manifest) Canonical() []byte {
	var b bytes.Buffer
	for _, e := range m.sorted() {
		b.WriteString(e.Digest.String())
		b.WriteByte(' ')
		b.WriteString(strconv.FormatInt(e.Size, 10))
		b.WriteByte(' ')
		b.WriteString(e.Path)
		b.WriteByte('\n')
	}
	return b.Bytes()
}

// ID returns the revision of the manifest.
func (m Manifest) ID() ID { return ID(sha256.Sum256(m.Canonical())) }

// TotalSize is the sum of the file sizes.
func (m Manifest) TotalSize() int64 {
	var n int64
	for _, e := range m {
		n += e.Size
	}
	return n
}

// Lookup returns the entry for a path.
func (m Manifest) Lookup(p string) (Entry, bool) {
	for _, e := range m {
		if e.Path == p {
			return e, true
		}
	}
	return Entry{}, false
}

func (m Manifest) sorted() Manifest {
	if sort.SliceIsSorted(m, func(i, j int) bool { return m[i].Path < m[j].Path }) {
		return m
	}
	c := append(Manifest(nil), m...)
	sort.Slice(c, func(i, j int) bool { return c[i].Path < c[j].Path })
	return c
}

// FromFiles builds the manifest of a folder that would hold exactly files
// (relative path → content); used for skills that do not exist yet.
func FromFiles(files map[string][]byte, lim Limits) (Manifest, error) {
	m := make(Manifest, 0, len(files))
	for p, b := range files {
		if err := CheckRelPath(p); err != nil {
			return nil, err
		}
		m = append(m, Entry{Path: p, Size: int64(len(b)), Digest: DigestOf(b)})
	}
	sort.Slice(m, func(i, j int) bool { return m[i].Path < m[j].Path })
	if err := lim.check("", m); err != nil {
		return nil, err
	}
	return m, nil
}

// CheckRelPath refuses a path that is not a clean relative path inside a
// folder: empty, absolute, with "..", "." or empty segments, backslashes or
// NUL bytes.
func CheckRelPath(p string) error {
	bad := func(why string) error { return fmt.Errorf("invalid file path %q: %s", clip(p), why) }
	switch {
	case p == "":
		return bad("empty")
	case strings.HasPrefix(p, "/"):
		return bad("absolute")
	case strings.ContainsAny(p, "\\\x00"):
		return bad("backslash or NUL")
	case path.Clean(p) != p:
		return bad("not clean")
	}
	for _, seg := range strings.Split(p, "/") {
		if seg == ".." || seg == "." || seg == "" {
			return bad("escapes or is not a plain relative path")
		}
	}
	return nil
}
