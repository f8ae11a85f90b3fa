// Package revision names the exact content of a skill folder.
//
// Each file's digest is "sha256:<hex>" of its raw bytes; a folder's manifest
// is one line "<digest> <size> <path>\n" per file, sorted by path with "/"
// separators; the revision is the SHA-256 of that canonical manifest
// (DESIGN §4). The same functions compute the revision a folder would have
// after a proposed change, without writing it, so evidence, traces and disk
// compare exactly.
//
// Revisions and digests are types, not strings: they parse, print short
// forms and marshal as text, and every reader re-hashes what it reads.
package revision

import (
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"strings"
)

// ID is a revision: the SHA-256 of a canonical manifest.
type ID [32]byte

// String returns the 64 lower-case hex digits.
func (id ID) String() string { return hex.EncodeToString(id[:]) }

// Short returns the first 12 hex digits, as shown in "name@<short>".
func (id ID) Short() string { return id.String()[:12] }

// IsZero reports whether id is the zero value (no revision).
func (id ID) IsZero() bool { return id == ID{} }

// MarshalText implements encoding.TextMarshaler.
func (id ID) MarshalText() ([]byte, error) { return []byte(id.String()), nil }

// UnmarshalText implements encoding.TextUnmarshaler.
func (id *ID) UnmarshalText(b []byte) error {
	p, err := Parse(string(b))
	if err != nil {
		return err
	}
	*id = p
	return nil
}

// ErrInvalid is wrapped by every parse failure.
var ErrInvalid = errors.New("invalid revision")

// Parse reads a full 64-hex revision. It refuses anything else (short
// forms, paths, "..") so a revision from input can be used in a path.
func Parse(s string) (ID, error) {
	var id ID
	if len(s) != 64 {
		return id, fmt.Errorf("%w %q: want 64 lower-case hex digits", ErrInvalid, clip(s))
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		if !(c >= '0' && c <= '9' || c >= 'a' && c <= 'f') {
			return id, fmt.Errorf("%w %q: want 64 lower-case hex digits", ErrInvalid, clip(s))
		}
	}
	if _, err := hex.Decode(id[:], []byte(s)); err != nil {
		return id, fmt.Errorf("%w %q: %v", ErrInvalid, clip(s), err)
	}
	return id, nil
}

func clip(s string) string {
	if len(s) > 80 {
		return s[:80] + "…"
	}
	return s
}

// Digest is the SHA-256 of one file's raw bytes.
type Digest [32]byte

// DigestOf hashes b.
func DigestOf(b []byte) Digest { return Digest(sha256.Sum256(b)) }

// String returns "sha256:<hex>".
func (d Digest) String() string { return "sha256:" + hex.EncodeToString(d[:]) }

// MarshalText implements encoding.TextMarshaler.
func (d Digest) MarshalText() ([]byte, error) { return []byte(d.String()), nil }

// UnmarshalText implements encoding.TextUnmarshaler.
func (d *Digest) UnmarshalText(b []byte) error {
	p, err := ParseDigest(string(b))
	if err != nil {
		return err
	}
	*d = p
	return nil
}

// ParseDigest reads "sha256:<64 hex>".
func ParseDigest(s string) (Digest, error) {
	var d Digest
	h, ok := strings.CutPrefix(s, "sha256:")
	if !ok {
		return d, fmt.Errorf("invalid digest %q: want sha256:<hex>", clip(s))
	}
	id, err := Parse(h)
	if err != nil {
		return d, fmt.Errorf("invalid digest %q: want sha256:<64 hex>", clip(s))
	}
	return Digest(id), nil
}
