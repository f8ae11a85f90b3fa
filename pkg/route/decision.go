package route

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math"

	"github.com/ingot-dev/ingot/pkg/revision"
	"github.com/ingot-dev/ingot/pkg/skill"
)

// Band is what a decision means for the caller.
type Band string

// The three bands (DESIGN §6).
const (
	// BandMatch: the skill fits; serve its body.
	BandMatch Band = "match"
	// BandRelated: the best skill is related, loaded to compose or extend.
	BandRelated Band = "related_match"
	// BandNovel: nothing fits; the caller escalates.
	BandNovel Band = "novel"
)

// Decision is the answer to a Request. Its JSON form has exactly the nine
// keys of DESIGN §6 — match, related_match, score, reason, skill_body,
// skill_root, revision, alternatives, novel — with null for what does not
// apply; the other fields are for Go callers.
type Decision struct {
	Match        string        // skill id, "" unless Band is BandMatch
	RelatedMatch string        // skill id, "" unless Band is BandRelated
	Score        float64       // the band score of the top candidate (see Router)
	Reason       string        // one line for people
	SkillBody    string        // the body served to this harness; "" when novel
	SkillRoot    string        // the skill's folder; "" when novel
	Revision     revision.ID   // the skill's current revision; zero when novel (JSON: 64 hex or null)
	Alternatives []Alternative // at most two, never bodies
	Novel        bool

	Band  Band
	Skill *skill.Skill // the skill served (match or related), nil when novel
	// Lexical is the raw BM25F score of the top candidate, Dense its cosine
	// (0 when no encoder ran).
	Lexical, Dense float64
	// Rerank records the Reranker's call, nil when none was made.
	Rerank *RerankTrace
}

// Alternative is a runner-up: never a body.
type Alternative struct {
	Name   string  `json:"name"` // the skill id, as in match
	Score  float64 `json:"score"`
	Reason string  `json:"reason"`
}

// SkillID is the id of the skill served, or "".
func (d *Decision) SkillID() string {
	if d.Match != "" {
		return d.Match
	}
	return d.RelatedMatch
}

type wireDecision struct {
	Match        *string       `json:"match"`
	RelatedMatch *string       `json:"related_match"`
	Score        float64       `json:"score"`
	Reason       string        `json:"reason"`
	SkillBody    string        `json:"skill_body"`
	SkillRoot    *string       `json:"skill_root"`
	Revision     *string       `json:"revision"`
	Alternatives []Alternative `json:"alternatives"`
	Novel        bool          `json:"novel"`
}

func nullableRevision(id revision.ID) *string {
	if id.IsZero() {
		return nil
	}
	s := id.String()
	return &s
}

func nullable(s string) *string {
	if s == "" {
		return nil
	}
	return &s
}

// MarshalJSON writes the nine keys, scores rounded to three decimals.
func (d Decision) MarshalJSON() ([]byte, error) {
	alts := make([]Alternative, len(d.Alternatives))
	for i, a := range d.Alternatives {
		a.Score = round3(a.Score)
		alts[i] = a
	}
	w := wireDecision{
		Match: nullable(d.Match), RelatedMatch: nullable(d.RelatedMatch), Score: round3(d.Score),
		Reason: d.Reason, SkillBody: d.SkillBody, SkillRoot: nullable(d.SkillRoot),
		Revision: nullableRevision(d.Revision), Alternatives: alts, Novel: d.Novel,
	}
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(w); err != nil {
		return nil, err
	}
	return bytes.TrimRight(b.Bytes(), "\n"), nil
}

// UnmarshalJSON reads the nine keys back (Band and Skill stay unset except
// Band, which is derived).
func (d *Decision) UnmarshalJSON(b []byte) error {
	var w wireDecision
	if err := json.Unmarshal(b, &w); err != nil {
		return err
	}
	*d = Decision{Score: w.Score, Reason: w.Reason, SkillBody: w.SkillBody, Alternatives: w.Alternatives, Novel: w.Novel}
	if w.Match != nil {
		d.Match, d.Band = *w.Match, BandMatch
	}
	if w.RelatedMatch != nil {
		d.RelatedMatch, d.Band = *w.RelatedMatch, BandRelated
	}
	if w.Novel {
		d.Band = BandNovel
	}
	if w.SkillRoot != nil {
		d.SkillRoot = *w.SkillRoot
	}
	if w.Revision != nil {
		id, err := revision.Parse(*w.Revision)
		if err != nil {
			return fmt.Errorf("revision: %w", err)
		}
		d.Revision = id
	}
	return nil
}

func round3(x float64) float64 { return math.RoundToEven(x*1000) / 1000 }
