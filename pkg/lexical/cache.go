package lexical

import (
	"cmp"
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"errors"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/ingot-dev/ingot/pkg/atomicfile"
)

// CacheKey names an index built with p and background bg (nil: none) over
// documents with these keys, in order, by this analysis Version.
func CacheKey(docKeys [][32]byte, p Params, bg *Background) [32]byte {
	h := sha256.New()
	var b [8]byte
	binary.LittleEndian.PutUint64(b[:], Version)
	h.Write([]byte(indexMagic + "\n"))
	h.Write(b[:])
	d := bg.Digest()
	h.Write(d[:])
	for _, f := range p.floats() {
		binary.LittleEndian.PutUint64(b[:], math.Float64bits(f))
		h.Write(b[:])
	}
	for _, k := range docKeys {
		h.Write(k[:])
	}
	var k [32]byte
	h.Sum(k[:0])
	return k
}

func (p Params) floats() []float64 {
	out := append([]float64(nil), p.Weight[:]...)
	out = append(out, p.B[:]...)
	return append(out, p.K1)
}

// KeepIndexes is how many saved indexes SaveIndex keeps in a directory
// (the newest): enough for a few libraries or configurations side by side.
const KeepIndexes = 4

// indexMagic starts a saved index; the digit is the file format.
const indexMagic = "INGOTLX2"

func indexFile(dir string, key [32]byte) string {
	return filepath.Join(dir, hex.EncodeToString(key[:12])+".lexidx")
}

// SaveIndex writes ix and the analysed documents it was built from to dir,
// atomically, under key; then it removes all but the newest KeepIndexes
// saved indexes.
func SaveIndex(dir string, key [32]byte, ix *Index, docs []*Analyzed) error {
	if len(docs) != ix.n {
		return fmt.Errorf("save index: %d documents for an index of %d", len(docs), ix.n)
	}
	terms := make([]string, len(ix.idf))
	for t, id := range ix.terms {
		terms[id] = t
	}
	var e enc
	e.b = make([]byte, 0, 64+len(ix.idf)*24+len(docs)*64)
	e.b = append(e.b, indexMagic...)
	e.u32(Version)
	e.b = append(e.b, key[:]...)
	for _, f := range ix.params.floats() {
		e.f64(f)
	}
	e.u32(uint32(ix.n))
	e.u32(uint32(ix.nIDF))
	for _, a := range ix.avgLen {
		e.f64(a)
	}
	e.u32(uint32(len(terms)))
	for id, t := range terms {
		e.u32(uint32(len(t)))
		e.b = append(e.b, t...)
		e.f64(ix.idf[id])
		e.u32(uint32(len(ix.post[id])))
		for _, p := range ix.post[id] {
			e.u32(uint32(p.doc))
			e.u32(math.Float32bits(p.score))
		}
	}
	for _, d := range docs {
		e.b = append(e.b, d.Key[:]...)
		for _, l := range d.Len {
			e.u32(l)
		}
		e.u32(uint32(len(d.Terms)))
		for _, tf := range d.Terms {
			id, ok := ix.terms[tf.Term]
			if !ok {
				return fmt.Errorf("save index: term %q of a document is not in the index", tf.Term)
			}
			e.u32(uint32(id))
			for _, n := range tf.TF {
				e.u32(n)
			}
		}
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return fmt.Errorf("save index: %w", err)
	}
	path := indexFile(dir, key)
	if err := atomicfile.WriteFile(path, e.b, 0o644); err != nil {
		return fmt.Errorf("save index %s: %w", path, err)
	}
	pruneIndexes(dir)
	return nil
}

func pruneIndexes(dir string) {
	files, _ := filepath.Glob(filepath.Join(dir, "*.lexidx"))
	if len(files) <= KeepIndexes {
		return
	}
	type fi struct {
		path string
		mod  int64
	}
	var fs []fi
	for _, f := range files {
		if st, err := os.Stat(f); err == nil {
			fs = append(fs, fi{f, st.ModTime().UnixNano()})
		}
	}
	slices.SortFunc(fs, func(a, b fi) int { return cmp.Compare(b.mod, a.mod) })
	for _, f := range fs[min(KeepIndexes, len(fs)):] {
		_ = os.Remove(f.path)
	}
}

// ErrNoIndex is returned by LoadIndex when nothing is saved under the key.
var ErrNoIndex = errors.New("no saved index")

// LoadIndex reads the index saved under key in dir, with the analysed
// documents it was built from. bg is the background the index was built
// with (the key names its digest); the index keeps it for the idf of terms
// the library lacks (Vector). A missing file is ErrNoIndex; a damaged one
// is an error (callers rebuild).
func LoadIndex(dir string, key [32]byte, bg *Background) (*Index, []*Analyzed, error) {
	path := indexFile(dir, key)
	data, err := os.ReadFile(path)
	if errors.Is(err, os.ErrNotExist) {
		return nil, nil, ErrNoIndex
	}
	if err != nil {
		return nil, nil, fmt.Errorf("load index: %w", err)
	}
	ix, docs, err := decodeIndex(data, key)
	if err != nil {
		return nil, nil, fmt.Errorf("load index %s: %w", path, err)
	}
	if bg.Digest() != ([32]byte{}) {
		ix.bg = bg
	}
	return ix, docs, nil
}

type enc struct{ b []byte }

func (e *enc) u32(v uint32)  { e.b = binary.LittleEndian.AppendUint32(e.b, v) }
func (e *enc) f64(v float64) { e.b = binary.LittleEndian.AppendUint64(e.b, math.Float64bits(v)) }

type dec struct {
	b   []byte
	err error
}

func (d *dec) take(n int) []byte {
	if d.err != nil || n < 0 || n > len(d.b) {
		if d.err == nil {
			d.err = errors.New("truncated")
		}
		return nil
	}
	out := d.b[:n]
	d.b = d.b[n:]
	return out
}

func (d *dec) u32() uint32 {
	if b := d.take(4); b != nil {
		return binary.LittleEndian.Uint32(b)
	}
	return 0
}

func (d *dec) f64() float64 {
	if b := d.take(8); b != nil {
		return math.Float64frombits(binary.LittleEndian.Uint64(b))
	}
	return 0
}

func decodeIndex(data []byte, key [32]byte) (*Index, []*Analyzed, error) {
	d := &dec{b: data}
	if string(d.take(len(indexMagic))) != indexMagic {
		return nil, nil, errors.New("not a saved index")
	}
	if v := d.u32(); v != Version {
		return nil, nil, fmt.Errorf("analysis version %d, want %d", v, Version)
	}
	if k := d.take(32); d.err != nil || string(k) != string(key[:]) {
		return nil, nil, errors.New("key mismatch")
	}
	ix := &Index{}
	for f := range ix.params.Weight {
		ix.params.Weight[f] = d.f64()
	}
	for f := range ix.params.B {
		ix.params.B[f] = d.f64()
	}
	ix.params.K1 = d.f64()
	ix.n = int(d.u32())
	ix.nIDF = int(d.u32())
	for f := range ix.avgLen {
		ix.avgLen[f] = d.f64()
	}
	nterms := int(d.u32())
	if d.err != nil || nterms > len(d.b) || ix.n > len(d.b) || ix.nIDF < ix.n {
		return nil, nil, errors.New("truncated header")
	}
	ix.terms = make(map[string]int32, nterms)
	ix.idf = make([]float64, nterms)
	ix.post = make([][]posting, nterms)
	// One string holds every term; one array every posting.
	var sb strings.Builder
	type span struct{ off, n int }
	spans := make([]span, nterms)
	var backing []posting
	counts := make([]int, nterms)
	for id := 0; id < nterms; id++ {
		n := int(d.u32())
		t := d.take(n)
		spans[id] = span{sb.Len(), n}
		sb.Write(t)
		ix.idf[id] = d.f64()
		c := int(d.u32())
		if d.err != nil || c > ix.n {
			return nil, nil, errors.New("bad posting list")
		}
		counts[id] = c
		for j := 0; j < c; j++ {
			doc, s := d.u32(), d.u32()
			if int(doc) >= ix.n {
				return nil, nil, errors.New("posting names a document out of range")
			}
			backing = append(backing, posting{doc: int32(doc), score: math.Float32frombits(s)})
		}
	}
	if d.err != nil {
		return nil, nil, d.err
	}
	all := sb.String()
	terms := make([]string, nterms)
	off := 0
	for id := range spans {
		terms[id] = all[spans[id].off : spans[id].off+spans[id].n]
		ix.terms[terms[id]] = int32(id)
		ix.post[id] = backing[off : off+counts[id] : off+counts[id]]
		off += counts[id]
	}
	docs := make([]*Analyzed, ix.n)
	for i := range docs {
		a := &Analyzed{}
		copy(a.Key[:], d.take(32))
		for f := range a.Len {
			a.Len[f] = d.u32()
		}
		n := int(d.u32())
		if d.err != nil || n > len(d.b) {
			return nil, nil, errors.New("truncated document")
		}
		a.Terms = make([]TermFreq, n)
		for j := range a.Terms {
			id := d.u32()
			if int(id) >= nterms {
				return nil, nil, errors.New("document names a term out of range")
			}
			a.Terms[j].Term = terms[id]
			for f := range a.Terms[j].TF {
				a.Terms[j].TF[f] = d.u32()
			}
		}
		docs[i] = a
	}
	if d.err != nil {
		return nil, nil, d.err
	}
	if len(d.b) != 0 {
		return nil, nil, errors.New("trailing bytes")
	}
	if err := ix.params.Validate(); err != nil {
		return nil, nil, err
	}
	return ix, docs, nil
}
