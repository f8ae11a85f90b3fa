// Package candidate defines the "candidate" JSONL record (DESIGN §2):
// what ingot-optimize emits for every challenger it drafts and ingot-ab
// consumes. A candidate is a complete skill folder under
// runs/candidates/<skill>/<id>/ — never live — plus the facts needed to
// measure it against the champion it was drafted from.
package candidate

import (
	"fmt"
	"path/filepath"
	"strings"

	"github.com/ingot-dev/ingot/pkg/evidence"
	ingothome "github.com/ingot-dev/ingot/pkg/home"
	"github.com/ingot-dev/ingot/pkg/jsonl"
	"github.com/ingot-dev/ingot/pkg/revision"
	"github.com/ingot-dev/ingot/pkg/skill"
)

// Kind is the record's JSONL kind.
const Kind = jsonl.KindCandidate

// Passes a candidate can come from.
const (
	PassBody        = "body"
	PassDescription = "description"
	PassFiles       = "files"
	PassCompile     = "compile"
)

// Round is one round of a search (successive halving, a strategy step):
// the candidates that took part and their train scores.
type Round struct {
	Tasks    int                `json:"tasks"`
	Scores   map[string]float64 `json:"scores"`
	Advanced []string           `json:"advanced,omitempty"`
}

// Search records how the candidate was found.
type Search struct {
	Strategy  string  `json:"strategy,omitempty"` // bestofn, contrast, sections, compile
	SeedScore float64 `json:"seed_score"`
	BestScore float64 `json:"best_score"`
	Rounds    []Round `json:"rounds,omitempty"`
	Angle     string  `json:"angle,omitempty"` // the drafting angle of the winner
	Note      string  `json:"note,omitempty"`
}

// Usage is what the search cost.
type Usage struct {
	Requests     int     `json:"requests"`
	InputTokens  int     `json:"input_tokens"`
	OutputTokens int     `json:"output_tokens"`
	CostUSD      float64 `json:"cost_usd"`
}

// Record is one candidate.
type Record struct {
	Kind              string      `json:"kind"`
	V                 int         `json:"v"`
	ID                string      `json:"id"`    // unique within the skill's candidates folder
	Skill             string      `json:"skill"` // skill id
	Pass              string      `json:"pass"`
	ChampionRevision  revision.ID `json:"champion_revision"`
	CandidateRevision revision.ID `json:"candidate_revision"`
	// Dir is the candidate folder, runs/candidates/<skill>/<id>, relative
	// to the Ingot home or absolute.
	Dir         string           `json:"dir"`
	Components  skill.Components `json:"components"`
	AuthorModel string           `json:"author_model,omitempty"`
	Search      Search           `json:"search"`
	Usage       Usage            `json:"usage"`
}

// New returns a record with kind and version set.
func New() Record { return Record{Kind: Kind, V: jsonl.Version} }

// Check validates the record's own fields; errors name the field.
func (r Record) Check() error {
	if r.Kind != Kind {
		return fmt.Errorf("kind: %q is not %q", r.Kind, Kind)
	}
	if err := evidence.CheckSkillID(r.Skill); err != nil {
		return fmt.Errorf("skill: %w", err)
	}
	switch r.Pass {
	case PassBody, PassDescription, PassFiles, PassCompile:
	case "":
		return fmt.Errorf("pass: missing")
	default:
		return fmt.Errorf("pass: %q is not one of body, description, files, compile", r.Pass)
	}
	if r.ChampionRevision.IsZero() {
		return fmt.Errorf("champion_revision: missing")
	}
	if r.CandidateRevision.IsZero() {
		return fmt.Errorf("candidate_revision: missing")
	}
	if strings.TrimSpace(r.Dir) == "" {
		return fmt.Errorf("dir: missing")
	}
	if strings.TrimSpace(r.Components.Description) == "" {
		return fmt.Errorf("components.description: empty")
	}
	return nil
}

// Path resolves Dir against the Ingot home.
func (r Record) Path(home string) string {
	if filepath.IsAbs(r.Dir) {
		return filepath.Clean(r.Dir)
	}
	return filepath.Join(home, filepath.FromSlash(r.Dir))
}

// Folder is the folder a candidate with id of skillID is written to:
// <home>/runs/candidates/<skill-key>/<id>.
func Folder(home, skillID, id string) (string, error) {
	key, err := evidence.SkillKey(skillID)
	if err != nil {
		return "", err
	}
	return filepath.Join(ingothome.New(home, nil).Candidates(), key, id), nil
}
