package lexical

import (
	"bytes"
	"compress/gzip"
	"crypto/sha256"
	_ "embed" // the default background table
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"slices"
	"sort"
	"sync"
)

// A Background is a document-frequency prior: the term statistics of a
// background collection of skills, pooled with a library's own when an
// index is built, so that idf and the average field lengths — and with
// them every BM25F score — depend little on how many skills the library
// holds.
//
// BM25's idf, ln(1 + (N − df + ½)/(df + ½)), grows with the library size
// N: a term found in one skill weighs 0.98 in a three-skill library and
// 5.6 in a 392-skill one, so the same task/skill pair scores several times
// lower in a small library and absolute thresholds stop meaning anything.
// Build instead computes idf over the union of the library and the
// background — N' = N + N_bg, df' = df + df_bg — and the average length of
// each field over the same union. A document the background already holds
// (same Key, hence the same analysis) is counted once: the union is the
// set of distinct documents, so a library made of background skills
// scores exactly as the whole background collection would.
//
// The zero Background is empty: Build then uses the library's statistics
// alone (the behaviour before the prior). A Background is immutable once
// made and safe for concurrent use; DefaultBackground decodes its table on
// first use.
type Background struct {
	once sync.Once
	data []byte // the encoded table, decoded on first use (nil: built or empty)
	err  error

	digest  [32]byte // sha256 of the uncompressed encoding; zero when empty
	version uint32
	n       int
	lenSum  [NumFields]uint64
	df      map[string]int32
	keys    map[[32]byte]struct{}
}

// BackgroundFile is the file name of the embedded default table, written by
// go generate (internal/lexicalgen) from testdata/corpus.
const BackgroundFile = "background.bin"

//go:generate go run ../../internal/lexicalgen -corpus ../../testdata/corpus/skills -out background.bin

//go:embed background.bin
var defaultBackground []byte

// DefaultBackground returns the background shipped with the package: the
// term statistics of the 392 vendored skills in testdata/corpus (see
// testdata/corpus/SOURCES.md for their sources and licences; the table
// holds facts about those texts — which analysed terms occur in how many
// skills, the fields' total lengths and each skill's content key — not the
// texts). Each call returns a new handle that decodes the table on first
// use; callers keep one per router.
func DefaultBackground() *Background {
	b := &Background{data: defaultBackground}
	if len(defaultBackground) >= len(bgMagic)+32 {
		copy(b.digest[:], defaultBackground[len(bgMagic):])
	}
	return b
}

// NoBackground returns an empty background: indexes built with it use the
// library's statistics alone.
func NoBackground() *Background { return &Background{} }

// NewBackground collects the statistics of docs: one document per distinct
// Key (repeated documents count once).
func NewBackground(docs []*Analyzed) *Background {
	b := &Background{version: Version, df: map[string]int32{}, keys: map[[32]byte]struct{}{}}
	for _, d := range docs {
		if _, dup := b.keys[d.Key]; dup {
			continue
		}
		b.keys[d.Key] = struct{}{}
		b.n++
		for f, l := range d.Len {
			b.lenSum[f] += uint64(l)
		}
		for _, t := range d.Terms {
			b.df[t.Term]++
		}
	}
	if b.n > 0 {
		b.digest = sha256.Sum256(b.raw())
	}
	return b
}

func (b *Background) load() error {
	if b == nil {
		return nil
	}
	b.once.Do(func() {
		if b.data == nil {
			return
		}
		b.err = b.decode(b.data)
	})
	return b.err
}

// Err reports whether the background could be decoded (nil for built and
// empty backgrounds).
func (b *Background) Err() error { return b.load() }

// Digest identifies the background's content (the SHA-256 of its canonical
// encoding); an empty background's is zero. It is part of the saved-index
// cache key.
func (b *Background) Digest() [32]byte {
	if b == nil {
		return [32]byte{}
	}
	return b.digest
}

// Len is the number of background documents (0 when empty or unreadable).
func (b *Background) Len() int {
	if b.load() != nil || b == nil {
		return 0
	}
	return b.n
}

// Terms is the number of distinct terms.
func (b *Background) Terms() int {
	if b.load() != nil || b == nil {
		return 0
	}
	return len(b.df)
}

// DF is the number of background documents containing term.
func (b *Background) DF(term string) int {
	if b.load() != nil || b == nil {
		return 0
	}
	return int(b.df[term])
}

// AvgLen is the mean length of field f over the background documents, in
// terms (0 when empty).
func (b *Background) AvgLen(f Field) float64 {
	if b.load() != nil || b == nil || b.n == 0 {
		return 0
	}
	return float64(b.lenSum[f]) / float64(b.n)
}

// Has reports whether the background holds the document with this key.
func (b *Background) Has(key [32]byte) bool {
	if b.load() != nil || b == nil {
		return false
	}
	_, ok := b.keys[key]
	return ok
}

const bgMagic = "INGOTBG1"

// raw is the canonical uncompressed encoding: the version, N, the field
// length sums, the sorted document keys, then the sorted terms,
// front-coded, each with its document frequency.
func (b *Background) raw() []byte {
	var e []byte
	e = binary.AppendUvarint(e, uint64(b.version))
	e = binary.AppendUvarint(e, uint64(b.n))
	for _, s := range b.lenSum {
		e = binary.AppendUvarint(e, s)
	}
	keys := make([][32]byte, 0, len(b.keys))
	for k := range b.keys {
		keys = append(keys, k)
	}
	slices.SortFunc(keys, func(x, y [32]byte) int { return bytes.Compare(x[:], y[:]) })
	e = binary.AppendUvarint(e, uint64(len(keys)))
	for _, k := range keys {
		e = append(e, k[:]...)
	}
	terms := make([]string, 0, len(b.df))
	for t := range b.df {
		terms = append(terms, t)
	}
	sort.Strings(terms)
	e = binary.AppendUvarint(e, uint64(len(terms)))
	prev := ""
	for _, t := range terms {
		p := 0
		for p < len(prev) && p < len(t) && prev[p] == t[p] {
			p++
		}
		e = binary.AppendUvarint(e, uint64(p))
		e = binary.AppendUvarint(e, uint64(len(t)-p))
		e = append(e, t[p:]...)
		e = binary.AppendUvarint(e, uint64(b.df[t]))
		prev = t
	}
	return e
}

// Encode returns the background as a file: a magic string, the digest,
// then the canonical encoding compressed with gzip. DecodeBackground reads
// it.
func (b *Background) Encode() ([]byte, error) {
	if err := b.load(); err != nil {
		return nil, err
	}
	var buf bytes.Buffer
	buf.WriteString(bgMagic)
	d := b.Digest()
	buf.Write(d[:])
	zw, err := gzip.NewWriterLevel(&buf, gzip.BestCompression)
	if err != nil {
		return nil, fmt.Errorf("encode background: %w", err)
	}
	if _, err := zw.Write(b.raw()); err != nil {
		return nil, fmt.Errorf("encode background: %w", err)
	}
	if err := zw.Close(); err != nil {
		return nil, fmt.Errorf("encode background: %w", err)
	}
	return buf.Bytes(), nil
}

// DecodeBackground reads a background written by Encode. A table made by
// another analysis Version is an error: its terms would not be this
// analysis's terms.
func DecodeBackground(data []byte) (*Background, error) {
	b := &Background{}
	if err := b.decode(data); err != nil {
		return nil, err
	}
	return b, nil
}

func (b *Background) decode(data []byte) error {
	if len(data) < len(bgMagic)+32 || string(data[:len(bgMagic)]) != bgMagic {
		return errors.New("background: not a background table")
	}
	copy(b.digest[:], data[len(bgMagic):])
	zr, err := gzip.NewReader(bytes.NewReader(data[len(bgMagic)+32:]))
	if err != nil {
		return fmt.Errorf("background: %w", err)
	}
	raw, err := io.ReadAll(zr)
	if err != nil {
		return fmt.Errorf("background: %w", err)
	}
	if sha256.Sum256(raw) != b.digest {
		return errors.New("background: digest mismatch")
	}
	d := uvarints{b: raw}
	if v := d.next(); v != Version {
		return fmt.Errorf("background: made by analysis version %d, this is version %d (regenerate it: go generate ./pkg/lexical)", v, Version)
	}
	b.version = Version
	b.n = int(d.next())
	for f := range b.lenSum {
		b.lenSum[f] = d.next()
	}
	nk := int(d.next())
	if d.err != nil || nk > len(d.b)/32 || nk > b.n {
		return errors.New("background: bad key count")
	}
	b.keys = make(map[[32]byte]struct{}, nk)
	for i := 0; i < nk; i++ {
		var k [32]byte
		copy(k[:], d.b[:32])
		d.b = d.b[32:]
		b.keys[k] = struct{}{}
	}
	nt := int(d.next())
	if d.err != nil || nt > len(d.b) {
		return errors.New("background: bad term count")
	}
	// Every term in one string: one allocation for the whole vocabulary.
	type span struct{ off, n, df int }
	spans := make([]span, nt)
	all := make([]byte, 0, 2*len(d.b))
	prev := span{}
	for i := range spans {
		p, s := int(d.next()), int(d.next())
		if d.err != nil || p > prev.n || s > len(d.b) {
			return errors.New("background: bad term")
		}
		sp := span{off: len(all), n: p + s}
		all = append(all, all[prev.off:prev.off+p]...)
		all = append(all, d.b[:s]...)
		d.b = d.b[s:]
		df := d.next()
		if df == 0 || df > uint64(b.n) {
			return errors.New("background: bad document frequency")
		}
		sp.df = int(df)
		spans[i], prev = sp, sp
	}
	str := string(all)
	b.df = make(map[string]int32, nt)
	for _, sp := range spans {
		b.df[str[sp.off:sp.off+sp.n]] = int32(sp.df)
	}
	if d.err != nil {
		return fmt.Errorf("background: %w", d.err)
	}
	if len(d.b) != 0 {
		return errors.New("background: trailing bytes")
	}
	return nil
}

type uvarints struct {
	b   []byte
	err error
}

func (d *uvarints) next() uint64 {
	if d.err != nil {
		return 0
	}
	v, n := binary.Uvarint(d.b)
	if n <= 0 {
		d.err = errors.New("truncated")
		return 0
	}
	d.b = d.b[n:]
	return v
}
