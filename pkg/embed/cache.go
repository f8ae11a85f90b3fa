package embed

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"errors"
	"fmt"
	"io/fs"
	"math"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"time"

	"github.com/ingot-dev/ingot/pkg/atomicfile"
)

// DefaultMaxEntries bounds the vectors one model keeps on disk; the oldest
// go first (a 392-skill library with its history fits many times over).
const DefaultMaxEntries = 20000

// Cache keeps embedding vectors on disk, keyed by (model id, SHA-256 of the
// text), so a library is embedded once and later starts read vectors
// instead of running the model. One file per model holds all its vectors;
// it is replaced atomically, so a crash or a concurrent writer can lose
// recently added vectors (they are recomputed) but never corrupt the file.
// A Cache is safe for concurrent use.
type Cache struct {
	dir string
	// MaxEntries bounds each model's file (DefaultMaxEntries when 0).
	MaxEntries int
	// Warn receives errors writing the cache file. They never fail Embed:
	// the vectors are good, only the next start will compute them again.
	Warn func(error)

	mu     sync.Mutex
	models map[string]*modelVectors
}

type modelVectors struct {
	dim   int
	order [][32]byte // oldest first, as in the file
	vecs  map[[32]byte][]float32
	dirty bool
}

// NewCache returns a cache in dir, created on first write.
func NewCache(dir string) *Cache {
	return &Cache{dir: dir, models: map[string]*modelVectors{}}
}

// Dir is the cache directory.
func (c *Cache) Dir() string { return c.dir }

// Key is the cache key of a text: its SHA-256.
func Key(text string) [32]byte { return sha256.Sum256([]byte(text)) }

// Embed returns one vector per text: cached vectors as they are, and the
// rest computed by e and written to disk before Embed returns. computed is
// how many texts e embedded. A cache file that cannot be read is treated as
// empty and rewritten; a failure to write it goes to Warn. Only a failure
// of e is an error.
func (c *Cache) Embed(ctx context.Context, e Embedder, texts []string) (vecs [][]float32, computed int, err error) {
	return c.EmbedProgress(ctx, e, texts, nil)
}

// flushEvery is how often EmbedProgress writes the vectors computed so far
// during a long run, so that an interrupted run keeps them.
const flushEvery = 10 * time.Second

// EmbedProgress is Embed for long runs: e gets the missing texts
// ChunkSize at a time, progress (when not nil) hears (done, total) after
// each chunk, total being the texts to compute, and the vectors computed
// so far reach the disk every ten seconds and when e fails or ctx is
// cancelled, so a run cut short does not start over.
func (c *Cache) EmbedProgress(ctx context.Context, e Embedder, texts []string, progress func(done, total int)) (vecs [][]float32, computed int, err error) {
	if err := ctx.Err(); err != nil {
		return nil, 0, err
	}
	id := e.ID()
	c.mu.Lock()
	m := c.load(id, e.Dim())
	out := make([][]float32, len(texts))
	keys := make([][32]byte, len(texts))
	var missing []string
	firstOf := map[[32]byte]int{}
	for i, t := range texts {
		k := Key(t)
		keys[i] = k
		if v, ok := m.vecs[k]; ok {
			out[i] = v
			continue
		}
		if _, ok := firstOf[k]; ok {
			continue // a repeat within this call, filled in below
		}
		firstOf[k] = len(missing)
		missing = append(missing, t)
	}
	c.mu.Unlock()
	if len(missing) == 0 {
		return out, 0, nil
	}
	lastFlush := time.Now()
	store := func(start int, got [][]float32) error {
		c.mu.Lock()
		for j, v := range got {
			k := Key(missing[start+j])
			if _, ok := m.vecs[k]; !ok {
				m.vecs[k] = v
				m.order = append(m.order, k)
				m.dirty = true
			}
		}
		if time.Since(lastFlush) >= flushEvery {
			c.flushOrWarn(id, m)
			lastFlush = time.Now()
		}
		c.mu.Unlock()
		if progress != nil {
			progress(start+len(got), len(missing))
		}
		return nil
	}
	got, err := EmbedChunks(ctx, e, missing, store)
	c.mu.Lock()
	defer c.mu.Unlock()
	c.flushOrWarn(id, m) // also keeps what a failed or cancelled run computed
	if err != nil {
		return nil, 0, fmt.Errorf("embed %d texts with %s: %w", len(missing), id, err)
	}
	for i := range texts {
		if out[i] == nil {
			out[i] = got[firstOf[keys[i]]]
		}
	}
	return out, len(missing), nil
}

func (c *Cache) flushOrWarn(model string, m *modelVectors) {
	if err := c.flush(model, m); err != nil && c.Warn != nil {
		c.Warn(err)
	}
}

// Len returns how many vectors the cache holds for a model (loading them
// from disk if needed).
func (c *Cache) Len(model string, dim int) int {
	c.mu.Lock()
	defer c.mu.Unlock()
	return len(c.load(model, dim).vecs)
}

// file names a model's vector file: a readable prefix and a digest of the
// whole id, so ids with slashes or colons are safe.
func (c *Cache) file(model string) string {
	safe := strings.Map(func(r rune) rune {
		if r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || r == '-' || r == '_' {
			return r
		}
		return '-'
	}, model)
	if len(safe) > 40 {
		safe = safe[:40]
	}
	d := sha256.Sum256([]byte(model))
	return filepath.Join(c.dir, safe+"-"+hex.EncodeToString(d[:6])+".vec")
}

// load returns the in-memory vectors of a model, reading its file once.
// Called with c.mu held.
func (c *Cache) load(model string, dim int) *modelVectors {
	if m, ok := c.models[model]; ok && m.dim == dim {
		return m
	}
	m := &modelVectors{dim: dim, vecs: map[[32]byte][]float32{}}
	c.models[model] = m
	data, err := os.ReadFile(c.file(model))
	if err != nil {
		return m
	}
	keys, vecs, err := decodeVectors(data, model, dim)
	if err != nil {
		m.dirty = true // rewrite it on the next flush
		return m
	}
	for i, k := range keys {
		if _, ok := m.vecs[k]; !ok {
			m.order = append(m.order, k)
		}
		m.vecs[k] = vecs[i]
	}
	return m
}

// flush writes a model's vectors if they changed, merging in vectors
// another process added to the file meanwhile. Called with c.mu held.
func (c *Cache) flush(model string, m *modelVectors) error {
	if !m.dirty {
		return nil
	}
	path := c.file(model)
	if data, err := os.ReadFile(path); err == nil {
		if keys, vecs, err := decodeVectors(data, model, m.dim); err == nil {
			var merged [][32]byte
			for i, k := range keys {
				if _, ok := m.vecs[k]; !ok {
					m.vecs[k] = vecs[i]
					merged = append(merged, k)
				}
			}
			m.order = append(merged, m.order...)
		}
	} else if !errors.Is(err, fs.ErrNotExist) {
		return fmt.Errorf("vector cache %s: %w", path, err)
	}
	max := c.MaxEntries
	if max <= 0 {
		max = DefaultMaxEntries
	}
	if over := len(m.order) - max; over > 0 {
		for _, k := range m.order[:over] {
			delete(m.vecs, k)
		}
		m.order = append([][32]byte(nil), m.order[over:]...)
	}
	if err := os.MkdirAll(c.dir, 0o755); err != nil {
		return fmt.Errorf("vector cache: %w", err)
	}
	if err := atomicfile.WriteFile(path, encodeVectors(model, m), 0o644); err != nil {
		return fmt.Errorf("vector cache %s: %w", path, err)
	}
	m.dirty = false
	return nil
}

// File format: magic, uint32 dim, uint32 id length, id, uint32 count, then
// count records of a 32-byte key and dim little-endian float32s.
const vecMagic = "INGOTVEC1\n"

func encodeVectors(model string, m *modelVectors) []byte {
	rec := 32 + 4*m.dim
	var b bytes.Buffer
	b.Grow(len(vecMagic) + 12 + len(model) + len(m.order)*rec)
	b.WriteString(vecMagic)
	var u [4]byte
	put := func(x uint32) { binary.LittleEndian.PutUint32(u[:], x); b.Write(u[:]) }
	put(uint32(m.dim))
	put(uint32(len(model)))
	b.WriteString(model)
	put(uint32(len(m.order)))
	for _, k := range m.order {
		b.Write(k[:])
		for _, f := range m.vecs[k] {
			put(math.Float32bits(f))
		}
	}
	return b.Bytes()
}

func decodeVectors(data []byte, model string, dim int) ([][32]byte, [][]float32, error) {
	bad := func(what string) error { return fmt.Errorf("vector cache: %s", what) }
	if !bytes.HasPrefix(data, []byte(vecMagic)) {
		return nil, nil, bad("not a vector file")
	}
	p := data[len(vecMagic):]
	if len(p) < 8 {
		return nil, nil, bad("truncated header")
	}
	if d := int(binary.LittleEndian.Uint32(p)); d != dim {
		return nil, nil, bad(fmt.Sprintf("dimension %d, want %d", d, dim))
	}
	n := int(binary.LittleEndian.Uint32(p[4:]))
	p = p[8:]
	if len(p) < n+4 || string(p[:n]) != model {
		return nil, nil, bad("model id mismatch")
	}
	p = p[n:]
	count := int(binary.LittleEndian.Uint32(p))
	p = p[4:]
	rec := 32 + 4*dim
	if len(p) != count*rec {
		return nil, nil, bad("truncated records")
	}
	keys := make([][32]byte, count)
	floats := make([]float32, count*dim)
	vecs := make([][]float32, count)
	for i := 0; i < count; i++ {
		r := p[i*rec : (i+1)*rec]
		copy(keys[i][:], r[:32])
		v := floats[i*dim : (i+1)*dim : (i+1)*dim]
		for j := range v {
			v[j] = math.Float32frombits(binary.LittleEndian.Uint32(r[32+4*j:]))
		}
		vecs[i] = v
	}
	return keys, vecs, nil
}

// cached is an Embedder that goes through a Cache.
type cached struct {
	e Embedder
	c *Cache
}

// Cached wraps e so that every Embed call goes through c. Use it for
// document-side texts (skill descriptions), not for one-off queries.
func Cached(e Embedder, c *Cache) Embedder { return cached{e, c} }

func (x cached) ID() string { return x.e.ID() }
func (x cached) Dim() int   { return x.e.Dim() }
func (x cached) Embed(ctx context.Context, texts []string) ([][]float32, error) {
	v, _, err := x.c.Embed(ctx, x.e, texts)
	return v, err
}
