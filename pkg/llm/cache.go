package llm

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"time"

	"github.com/ingot-dev/ingot/pkg/atomicfile"
)

// ErrCacheMiss is matched by the error an Offline (replay) call returns
// when no recorded exchange matches the request.
var ErrCacheMiss = errors.New("llm: no recorded reply")

// cacheFormat versions the key and entry layout; bump it to orphan old
// entries when either changes.
const cacheFormat = 1

// exchangeKey is everything that decides a reply: it is hashed for the
// cache key and stored in the entry, so an entry proves what it answers.
type exchangeKey struct {
	Format         int             `json:"format"`
	Host           string          `json:"host"`
	Model          string          `json:"model"`
	Messages       []Message       `json:"messages"`
	Temperature    *float64        `json:"temperature,omitempty"`
	MaxTokens      int             `json:"max_tokens,omitempty"`
	ResponseFormat json.RawMessage `json:"response_format,omitempty"`
	Sample         int             `json:"sample,omitempty"`
}

func (k exchangeKey) sum() (string, error) {
	b, err := json.Marshal(k)
	if err != nil {
		return "", fmt.Errorf("cache key: %w", err)
	}
	h := sha256.Sum256(b)
	return hex.EncodeToString(h[:]), nil
}

// cacheEntry is one recorded exchange on disk.
type cacheEntry struct {
	Key      string      `json:"key"`
	Recorded time.Time   `json:"recorded"`
	Request  exchangeKey `json:"request"`
	Response struct {
		Content      string `json:"content"`
		Model        string `json:"model"`
		FinishReason string `json:"finish_reason,omitempty"`
		Input        int64  `json:"input_tokens"`
		Output       int64  `json:"output_tokens"`
	} `json:"response"`
}

// responseCache stores exchanges under dir/<2 hex>/<sha256>.json.
type responseCache struct {
	dir string
}

func (c *responseCache) path(key string) string {
	return filepath.Join(c.dir, key[:2], key+".json")
}

// get returns the entry for key. A missing entry is (nil, nil); an entry
// that does not parse or does not hash to its name is an error, never a
// silent hit.
func (c *responseCache) get(key string) (*cacheEntry, error) {
	p := c.path(key)
	b, err := os.ReadFile(p)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, fmt.Errorf("read cache: %w", err)
	}
	var e cacheEntry
	if err := json.Unmarshal(b, &e); err != nil {
		return nil, fmt.Errorf("cache entry %s: %w", p, err)
	}
	sum, err := e.Request.sum()
	if err != nil {
		return nil, err
	}
	if e.Key != key || sum != key {
		return nil, fmt.Errorf("cache entry %s: content does not match its key", p)
	}
	return &e, nil
}

func (c *responseCache) put(e *cacheEntry) error {
	p := c.path(e.Key)
	if err := atomicfile.MkdirPrivate(filepath.Dir(p)); err != nil {
		return fmt.Errorf("cache dir: %w", err)
	}
	b, err := json.MarshalIndent(e, "", "  ")
	if err != nil {
		return fmt.Errorf("cache entry: %w", err)
	}
	return atomicfile.WriteFile(p, append(b, '\n'), 0o600)
}
