package judge

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"

	"github.com/ingot-dev/ingot/pkg/atomicfile"
	ingothome "github.com/ingot-dev/ingot/pkg/home"
)

// verdictKey is everything a verdict depends on.
type verdictKey struct {
	Format        int      `json:"format"`
	PromptVersion string   `json:"prompt_version"`
	Models        []string `json:"models"`
	FailBelow     float64  `json:"fail_below"`
	Task          string   `json:"task"`
	Rubric        string   `json:"rubric"`
	Reference     string   `json:"reference"`
	Answer        string   `json:"answer"`
	GroundTruth   string   `json:"ground_truth,omitempty"`
}

func (k verdictKey) sum() string {
	b, err := json.Marshal(k)
	if err != nil {
		panic("judge: verdict key does not marshal: " + err.Error()) // strings and floats always do
	}
	h := sha256.Sum256(b)
	return hex.EncodeToString(h[:])
}

func (j *Judge) key(in Input) verdictKey {
	return verdictKey{Format: 1, PromptVersion: PromptVersion, Models: j.models, FailBelow: j.failBelow,
		Task: in.Task, Rubric: in.Rubric, Reference: in.Reference, Answer: in.Answer, GroundTruth: in.GroundTruth}
}

// verdictEntry is one cached verdict on disk, with the inputs it grades so
// the file can be checked against its name.
type verdictEntry struct {
	Key     string     `json:"key"`
	Input   verdictKey `json:"input"`
	Verdict Verdict    `json:"verdict"`
}

// verdictCache stores verdicts under dir/<2 hex>/<sha256>.json.
type verdictCache struct{ dir string }

func newVerdictCache(home string) *verdictCache {
	return &verdictCache{dir: ingothome.New(home, nil).Run("cache", "judge")}
}

func (c *verdictCache) path(sum string) string { return filepath.Join(c.dir, sum[:2], sum+".json") }

// get returns the verdict for k. An unreadable or mismatched entry is a
// miss: the verdict is then recomputed and the entry replaced.
func (c *verdictCache) get(k verdictKey) (Verdict, bool) {
	sum := k.sum()
	b, err := os.ReadFile(c.path(sum))
	if err != nil {
		return Verdict{}, false
	}
	var e verdictEntry
	if json.Unmarshal(b, &e) != nil || e.Key != sum || e.Input.sum() != sum || e.Verdict.Inconclusive {
		return Verdict{}, false
	}
	return e.Verdict, true
}

func (c *verdictCache) put(k verdictKey, v Verdict) error {
	sum := k.sum()
	v.Cached = false
	b, err := json.MarshalIndent(verdictEntry{Key: sum, Input: k, Verdict: v}, "", "  ")
	if err != nil {
		return fmt.Errorf("verdict cache: %w", err)
	}
	p := c.path(sum)
	if err := atomicfile.MkdirPrivate(filepath.Dir(p)); err != nil {
		return fmt.Errorf("verdict cache: %w", err)
	}
	return atomicfile.WriteFile(p, append(b, '\n'), 0o600)
}
