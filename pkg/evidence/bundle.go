package evidence

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"time"

	"github.com/ingot-dev/ingot/pkg/atomicfile"
	"github.com/ingot-dev/ingot/pkg/gate"
	"github.com/ingot-dev/ingot/pkg/revision"
)

// Schema names the evidence.json format this package reads and writes.
const Schema = "ingot/evidence/v1"

// File names inside a bundle folder.
const (
	JSONFile     = "evidence.json"
	MarkdownFile = "EVIDENCE.md"
)

// Passes: what kind of change a bundle justifies.
const (
	PassBody        = "body"        // the instructions were rewritten
	PassDescription = "description" // the routing description was rewritten
	PassNew         = "new"         // a new skill (create_skill); no champion
)

// Components are the parts of a skill a change sets: the full description
// and body, and the bundled text files it changes (relative path →
// content). The JSON shape matches pkg/skill.Components.
type Components struct {
	Description string            `json:"description"`
	Body        string            `json:"body"`
	Files       map[string]string `json:"files,omitempty"`
}

// Tokens are per-task token counts.
type Tokens struct {
	Input  []int `json:"input,omitempty"`
	Output []int `json:"output,omitempty"`
}

// Side is what the bundle knows about one contestant.
type Side struct {
	Revision   revision.ID        `json:"revision,omitzero"`
	Components *Components        `json:"components,omitempty"`
	Mean       *float64           `json:"mean,omitempty"`
	Scores     []float64          `json:"scores,omitempty"`
	Tokens     *Tokens            `json:"tokens,omitempty"`
	Metrics    map[string]float64 `json:"metrics,omitempty"` // e.g. routing top1, recall_at_3
}

// Split says how held-out tasks were separated from training tasks.
type Split struct {
	Kind    string `json:"kind"` // "holdout" or "none"
	Leakage bool   `json:"leakage"`
}

// Case is one held-out task scored for both contestants. The scores are
// means over the repeats; the per-repeat scores, tokens, latency and the
// judge's reasons follow when ingot-ab measured them.
type Case struct {
	Index           int     `json:"index"`
	ID              string  `json:"id,omitempty"`
	Task            string  `json:"task,omitempty"`
	ChampionScore   float64 `json:"champion_score"`
	ChallengerScore float64 `json:"challenger_score"`
	Delta           float64 `json:"score_delta"`
	Divergence      *int    `json:"first_divergence,omitempty"` // first event (or answer section) where behaviour differs
	// DivergenceNote says how the two behaviours differ there.
	DivergenceNote string `json:"divergence_note,omitempty"`
	// Inconclusive says why the case is left out of the statistics.
	Inconclusive        string    `json:"inconclusive,omitempty"`
	ChampionScores      []float64 `json:"champion_scores,omitempty"`
	ChallengerScores    []float64 `json:"challenger_scores,omitempty"`
	ChampionTokens      *IO       `json:"champion_tokens,omitempty"`
	ChallengerTokens    *IO       `json:"challenger_tokens,omitempty"`
	ChampionLatencyMS   float64   `json:"champion_latency_ms,omitempty"`
	ChallengerLatencyMS float64   `json:"challenger_latency_ms,omitempty"`
	ChampionReasons     []string  `json:"champion_reasons,omitempty"`
	ChallengerReasons   []string  `json:"challenger_reasons,omitempty"`
	// Check is the execution check outcome per side ("passed", "failed",
	// "inconclusive: ...").
	ChampionCheck   string `json:"champion_check,omitempty"`
	ChallengerCheck string `json:"challenger_check,omitempty"`
}

// IO counts input and output tokens (sums over the repeats).
type IO struct {
	Input  int64 `json:"input"`
	Output int64 `json:"output"`
}

// Models names who answered, judged and authored.
type Models struct {
	Agent  string   `json:"agent,omitempty"`
	Judges []string `json:"judges,omitempty"`
	Author string   `json:"author,omitempty"`
}

// Usage is what a measurement cost.
type Usage struct {
	Requests     int     `json:"requests"`   // live HTTP calls
	CacheHits    int     `json:"cache_hits"` // calls served from a cache
	Reused       int     `json:"reused"`     // champion trials reused from the champion cache
	InputTokens  int64   `json:"input_tokens"`
	OutputTokens int64   `json:"output_tokens"`
	CostUSD      float64 `json:"cost_usd"`
	CostKnown    bool    `json:"cost_known"` // false: some model had no price (cost is a lower bound)
	CapUSD       float64 `json:"cap_usd,omitempty"`
}

// Diff is the unified diff of one changed component.
type Diff struct {
	Component string `json:"component"`
	Diff      string `json:"diff"`
}

// Bundle is evidence.json.
type Bundle struct {
	Schema  string    `json:"schema"`
	Skill   string    `json:"skill"` // skill id
	Name    string    `json:"name,omitempty"`
	Pass    string    `json:"pass"`
	Created time.Time `json:"created"`
	// Source says who produced the bundle: "ingot-ab", "agent"
	// (create_skill), "demo" (hand-written, not measured).
	Source  string `json:"source,omitempty"`
	Note    string `json:"note,omitempty"`
	Dataset string `json:"dataset,omitempty"`
	Harness string `json:"harness,omitempty"`
	Model   string `json:"model,omitempty"`
	Judge   string `json:"judge,omitempty"`
	Split   *Split `json:"split,omitempty"`

	Champion   Side     `json:"champion"`
	Challenger Side     `json:"challenger"`
	Changed    []string `json:"changed_components"`
	Cases      []Case   `json:"cases,omitempty"`
	// How ingot-ab measured: direct or agent mode, repeats per task, the
	// models, what it cost, the diffs reviewed, and where the recorded
	// LLM exchanges are (relative to the bundle) for --replay.
	Mode       string  `json:"mode,omitempty"`
	Repeat     int     `json:"repeat,omitempty"`
	Models     *Models `json:"models,omitempty"`
	Usage      *Usage  `json:"usage,omitempty"`
	Diffs      []Diff  `json:"diffs,omitempty"`
	Incomplete string  `json:"incomplete,omitempty"`
	Exchanges  string  `json:"exchanges,omitempty"`
	// Gate is required; a bundle without one is invalid, never promotable.
	Gate *gate.Verdict `json:"gate"`
	// GateInput holds the raw facts the verdict was computed from, so
	// ingot-promote recomputes it (Recompute) instead of believing Gate.
	// A bundle without it is unmeasured.
	GateInput *gate.Input `json:"gate_input,omitempty"`
	// Bench is the benchmark measurement of ingot-ab --bench, when the
	// bundle comes from one: its cases are the primary comparison's tasks.
	Bench *Bench `json:"bench,omitempty"`
}

// FieldError names the field of a bundle or record at fault.
type FieldError struct {
	Field string
	Err   error
}

func (e *FieldError) Error() string { return e.Field + ": " + e.Err.Error() }
func (e *FieldError) Unwrap() error { return e.Err }

func fieldErr(field, format string, a ...any) error {
	return &FieldError{Field: field, Err: fmt.Errorf(format, a...)}
}

// Validate checks that the bundle names a valid skill, a pass, the
// revisions its pass needs, the challenger's components and a consistent
// gate verdict.
func (b *Bundle) Validate() error {
	if b.Schema != Schema {
		return fieldErr("schema", "%q is not %q", clip(b.Schema), Schema)
	}
	if err := CheckSkillID(b.Skill); err != nil {
		return &FieldError{Field: "skill", Err: err}
	}
	switch b.Pass {
	case PassBody, PassDescription, PassNew:
	case "":
		return fieldErr("pass", "missing (want %s, %s or %s)", PassBody, PassDescription, PassNew)
	default:
		// ingot-ab may add passes; they are changes to an existing skill.
	}
	if b.Challenger.Revision.IsZero() {
		return fieldErr("challenger.revision", "missing")
	}
	if b.Challenger.Components == nil {
		return fieldErr("challenger.components", "missing: approve needs the content to write")
	}
	if strings.TrimSpace(b.Challenger.Components.Description) == "" {
		return fieldErr("challenger.components.description", "empty")
	}
	for p := range b.Challenger.Components.Files {
		if err := revision.CheckRelPath(p); err != nil {
			return &FieldError{Field: "challenger.components.files", Err: err}
		}
	}
	if b.Pass == PassNew {
		if !b.Champion.Revision.IsZero() {
			return fieldErr("champion.revision", "a new-skill bundle has no champion")
		}
	} else if b.Champion.Revision.IsZero() {
		return fieldErr("champion.revision", "missing")
	}
	if b.Gate == nil {
		return fieldErr("gate", "missing: a change without a gate verdict cannot be proposed")
	}
	if err := b.Gate.Check(); err != nil {
		return &FieldError{Field: "gate", Err: err}
	}
	return nil
}

// Load reads and validates dir/evidence.json. Errors name the file.
func Load(dir string) (*Bundle, error) {
	path := filepath.Join(dir, JSONFile)
	data, err := os.ReadFile(path)
	if err != nil {
		if errors.Is(err, fs.ErrNotExist) {
			return nil, fmt.Errorf("load evidence: %s does not exist", path)
		}
		return nil, fmt.Errorf("load evidence: %w", err)
	}
	b, err := Decode(data)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return b, nil
}

// Decode parses and validates evidence.json content.
func Decode(data []byte) (*Bundle, error) {
	var b Bundle
	dec := json.NewDecoder(bytes.NewReader(data))
	if err := dec.Decode(&b); err != nil {
		return nil, fmt.Errorf("invalid JSON: %w", err)
	}
	if err := b.Validate(); err != nil {
		return nil, err
	}
	return &b, nil
}

// Encode returns evidence.json content: indented, no HTML escaping, with
// empty gate lists written as [].
func (b *Bundle) Encode() ([]byte, error) {
	c := *b
	if c.Gate != nil {
		g := c.Gate.Normalize()
		c.Gate = &g
	}
	if c.Changed == nil {
		c.Changed = []string{}
	}
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	if err := enc.Encode(&c); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

// Write validates b and writes evidence.json and EVIDENCE.md into dir,
// each atomically.
func Write(dir string, b *Bundle) error {
	if err := b.Validate(); err != nil {
		return fmt.Errorf("write evidence %s: %w", dir, err)
	}
	data, err := b.Encode()
	if err != nil {
		return fmt.Errorf("write evidence %s: %w", dir, err)
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return fmt.Errorf("write evidence: %w", err)
	}
	if err := atomicfile.WriteFile(filepath.Join(dir, JSONFile), data, 0o644); err != nil {
		return err
	}
	return atomicfile.WriteFile(filepath.Join(dir, MarkdownFile), Markdown(b), 0o644)
}

// DirTimeFormat names bundle folders: UTC, sortable.
const DirTimeFormat = "20060102T150405Z"

// NewDir creates a fresh bundle folder runs/evidence/<skill-key>/<ts> under
// runsDir and returns its path. A second bundle in the same second gets a
// "-2", "-3", ... suffix.
func NewDir(runsDir, skillID string, now time.Time) (string, error) {
	return NewRunDir(runsDir, "evidence", skillID, now)
}

// NewRunDir makes a new runsDir/<kind>/<skill-key>/<timestamp>[-n]
// folder (kind "evidence" for bundles, "bench" for ingot-ab --bench
// reports) and returns its path; a clash takes the next -n suffix.
func NewRunDir(runsDir, kind, skillID string, now time.Time) (string, error) {
	key, err := SkillKey(skillID)
	if err != nil {
		return "", err
	}
	parent := filepath.Join(runsDir, kind, key)
	if err := os.MkdirAll(parent, 0o755); err != nil {
		return "", fmt.Errorf("create %s folder: %w", kind, err)
	}
	ts := now.UTC().Format(DirTimeFormat)
	for i := 1; i < 1000; i++ {
		name := ts
		if i > 1 {
			name = fmt.Sprintf("%s-%d", ts, i)
		}
		dir := filepath.Join(parent, name)
		err := os.Mkdir(dir, 0o755)
		if err == nil {
			return dir, nil
		}
		if !errors.Is(err, fs.ErrExist) {
			return "", fmt.Errorf("create %s folder: %w", kind, err)
		}
	}
	return "", fmt.Errorf("create %s folder under %s: too many at %s", kind, parent, ts)
}

// Changed lists the components that differ between champion and
// challenger: "description", "body", then "file:<path>" sorted.
// Surrounding blank space does not count as a change.
func Changed(champion, challenger Components) []string {
	out := []string{}
	if strings.TrimSpace(champion.Description) != strings.TrimSpace(challenger.Description) {
		out = append(out, "description")
	}
	if strings.TrimSpace(champion.Body) != strings.TrimSpace(challenger.Body) {
		out = append(out, "body")
	}
	var files []string
	for p, c := range challenger.Files {
		if champion.Files[p] != c {
			files = append(files, "file:"+p)
		}
	}
	sort.Strings(files)
	return append(out, files...)
}
