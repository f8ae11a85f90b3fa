package trace

import (
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
)

// StableID derives a record id from the parts that identify an event (e.g.
// harness, session, turn): the hex SHA-256 of each part prefixed by its
// length as a big-endian uint64, so ("ab","c") and ("a","bc") differ.
// Importers use it so re-importing the same event yields the same id.
func StableID(parts ...string) string {
	h := sha256.New()
	var n [8]byte
	for _, p := range parts {
		binary.BigEndian.PutUint64(n[:], uint64(len(p)))
		h.Write(n[:])
		h.Write([]byte(p))
	}
	return hex.EncodeToString(h.Sum(nil))
}
