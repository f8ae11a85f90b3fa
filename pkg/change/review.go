package change

import (
	"context"
	"errors"
	"fmt"
	"path/filepath"
	"sort"
	"strings"
	"time"

	"github.com/ingot-dev/ingot/pkg/evidence"
	"github.com/ingot-dev/ingot/pkg/gate"
	"github.com/ingot-dev/ingot/pkg/revision"
	"github.com/ingot-dev/ingot/pkg/skill"
)

// Freshness states.
const (
	Fresh   = "fresh"   // the evidence describes what is on disk
	Stale   = "stale"   // the live skill changed since the evidence was measured
	Missing = "missing" // the skill the proposal changes is not live
	Taken   = "taken"   // a new skill's name is already in use
)

// Freshness says whether a proposal still applies to what is live.
type Freshness struct {
	State  string      `json:"state"`
	Detail string      `json:"detail,omitempty"`
	Live   revision.ID `json:"live_revision,omitzero"`
}

func (s *Store) freshness(lib *skill.Library, p *Proposal) Freshness {
	if p.IsNew() {
		if err := s.checkNewID(lib, p.Skill); err != nil {
			return Freshness{State: Taken, Detail: err.Error()}
		}
		return Freshness{State: Fresh}
	}
	sk, err := live(lib, p.Skill)
	if err != nil {
		return Freshness{State: Missing, Detail: err.Error()}
	}
	f := Freshness{Live: sk.Revision}
	if sk.Revision != p.ChampionRevision {
		f.State, f.Detail = Stale, fmt.Sprintf("the evidence measured champion %s but %s is live; rerun the candidate pass", p.ChampionRevision.Short(), sk.Revision.Short())
		return f
	}
	m, err := skill.Prospective(sk.Dir, filepath.Base(sk.Dir), toSkill(p.Challenger), s.opt.Limits)
	if err != nil {
		f.State, f.Detail = Stale, err.Error()
		return f
	}
	if m.ID() != p.ChallengerRevision {
		f.State, f.Detail = Stale, fmt.Sprintf("the components now give %s, not the challenger %s the evidence measured", m.ID().Short(), p.ChallengerRevision.Short())
		return f
	}
	f.State = Fresh
	return f
}

// Listed is one review slot in a listing.
type Listed struct {
	Skill              string      `json:"skill"`
	Pass               string      `json:"pass,omitempty"`
	Created            time.Time   `json:"created,omitzero"`
	ChampionRevision   revision.ID `json:"champion_revision,omitzero"`
	ChallengerRevision revision.ID `json:"challenger_revision,omitzero"`
	// Gate is the verdict recomputed from the evidence's measurements
	// under the settings in force; GateError says why the stored verdict
	// does not hold or the evidence cannot be read.
	Gate      gate.Verdict `json:"gate"`
	GateError string       `json:"gate_error,omitempty"`
	Freshness Freshness    `json:"freshness"`
	Slot      string       `json:"slot"`
	// Err is set for a slot file that cannot be read; the other fields
	// are then empty.
	Err string `json:"error,omitempty"`
}

// List returns every review slot, sorted by skill id, with its freshness.
// A malformed slot is listed with Err set.
func (s *Store) List(ctx context.Context) ([]Listed, error) {
	slots, err := s.slots()
	if err != nil {
		return nil, err
	}
	if len(slots) == 0 {
		return []Listed{}, nil
	}
	lib, err := s.library(ctx)
	if err != nil {
		return nil, err
	}
	out := make([]Listed, 0, len(slots))
	for _, sl := range slots {
		if sl.Err != nil {
			key := strings.TrimSuffix(filepath.Base(sl.Path), ".json")
			id, _ := evidence.SkillIDFromKey(key)
			out = append(out, Listed{Skill: id, Slot: s.rel(sl.Path), Gate: gate.Verdict{}.Normalize(), Err: sl.Err.Error()})
			continue
		}
		p := sl.Proposal
		v, _, verr := s.verdictOf(p)
		it := Listed{Skill: p.Skill, Pass: p.Pass, Created: p.Created, ChampionRevision: p.ChampionRevision,
			ChallengerRevision: p.ChallengerRevision, Gate: v, Freshness: s.freshness(lib, p), Slot: s.rel(sl.Path)}
		if verr != nil {
			it.GateError = verr.Error()
		}
		out = append(out, it)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Skill < out[j].Skill })
	return out, nil
}

// ComponentDiff is the unified diff of one changed component.
type ComponentDiff struct {
	Component string `json:"component"` // "description", "body" or "file:<path>"
	Diff      string `json:"diff"`
}

// Review is everything a reviewer needs to decide on a proposal.
type Review struct {
	Proposal *Proposal `json:"proposal"`
	Slot     string    `json:"slot"`
	// Gate is the verdict recomputed now from the evidence's measurements
	// under the settings in force (the proposal's stored gate is what it
	// was at propose time); GateError says why the evidence's verdict does
	// not hold or cannot be read.
	Gate      gate.Verdict `json:"gate"`
	GateError string       `json:"gate_error,omitempty"`
	// Approvable says whether approve would go ahead: "yes", "unmeasured"
	// (only with the explicit override) or "no"; Why says why not.
	Approvable string          `json:"approvable"`
	Why        string          `json:"why,omitempty"`
	Freshness  Freshness       `json:"freshness"`
	Diffs      []ComponentDiff `json:"diffs"`
	Evidence   string          `json:"evidence"` // EVIDENCE.md, relative to the home
	Displaced  []string        `json:"displaced,omitempty"`
}

// Show returns the proposal in a skill's slot with its freshness and a
// unified diff of every changed component.
func (s *Store) Show(ctx context.Context, id string) (*Review, error) {
	p, path, err := s.readSlot(id)
	if err != nil {
		return nil, err
	}
	lib, err := s.library(ctx)
	if err != nil {
		return nil, err
	}
	r := &Review{Proposal: p, Slot: s.rel(path), Freshness: s.freshness(lib, p), Diffs: Diffs(p),
		Evidence: filepath.ToSlash(filepath.Join(p.Bundle, evidence.MarkdownFile))}
	v, _, verr := s.verdictOf(p)
	r.Gate = v
	if verr != nil {
		r.GateError = verr.Error()
	}
	r.Approvable, r.Why = approvable(r)
	disp, err := s.Displaced(ctx, id)
	if err != nil {
		return nil, err
	}
	for _, d := range disp {
		r.Displaced = append(r.Displaced, s.rel(d))
	}
	return r, nil
}

// Approvable values of a Review.
const (
	ApprovableYes        = "yes"
	ApprovableUnmeasured = "unmeasured"
	ApprovableNo         = "no"
)

// approvable says whether Approve would go ahead with the proposal as
// reviewed, and why not.
func approvable(r *Review) (string, string) {
	switch {
	case r.GateError != "":
		return ApprovableNo, r.GateError
	case r.Freshness.State != Fresh:
		return ApprovableNo, r.Freshness.State + ": " + r.Freshness.Detail
	case r.Gate.Allows():
		return ApprovableYes, ""
	case r.Gate.Status() == "UNMEASURED":
		return ApprovableUnmeasured, r.Gate.Reason()
	}
	return ApprovableNo, "blocked: " + r.Gate.Reason()
}

// Diffs returns the unified diff of every component the proposal changes,
// champion on the left. Surrounding blank space of the description and
// body is not shown as a change.
func Diffs(p *Proposal) []ComponentDiff {
	var old evidence.Components
	if p.Champion != nil {
		old = *p.Champion
	}
	norm := func(s string) string {
		s = strings.TrimSpace(s)
		if s == "" {
			return ""
		}
		return s + "\n"
	}
	label := func(side, c string) string { return side + "/" + p.Skill + "/" + c }
	var out []ComponentDiff
	add := func(name, a, b string) {
		if d := UnifiedDiff(label("champion", name), label("challenger", name), a, b); d != "" {
			out = append(out, ComponentDiff{Component: name, Diff: d})
		}
	}
	add("description", norm(old.Description), norm(p.Challenger.Description))
	add("body", norm(old.Body), norm(p.Challenger.Body))
	files := make([]string, 0, len(p.Challenger.Files))
	for f := range p.Challenger.Files {
		files = append(files, f)
	}
	sort.Strings(files)
	for _, f := range files {
		if d := UnifiedDiff(label("champion", f), label("challenger", f), old.Files[f], p.Challenger.Files[f]); d != "" {
			out = append(out, ComponentDiff{Component: "file:" + f, Diff: d})
		}
	}
	if out == nil {
		out = []ComponentDiff{}
	}
	return out
}

// HistoryReport is a skill's live revision, snapshots (newest first) and
// audit records (newest first).
type HistoryReport struct {
	Skill     string       `json:"skill"`
	Live      revision.ID  `json:"live_revision,omitzero"`
	Dir       string       `json:"dir,omitempty"`
	Snapshots []Snapshot   `json:"snapshots"`
	Audit     []AuditEntry `json:"audit"`
}

// History reports a skill's snapshots and audit records. A skill that is
// no longer live still has a history.
func (s *Store) History(ctx context.Context, id string) (*HistoryReport, error) {
	if _, err := checkID(id); err != nil {
		return nil, err
	}
	h := &HistoryReport{Skill: id, Snapshots: []Snapshot{}, Audit: []AuditEntry{}}
	lib, err := s.library(ctx)
	if err != nil {
		return nil, err
	}
	if sk, err := live(lib, id); err == nil {
		h.Live, h.Dir = sk.Revision, sk.Dir
	} else if !errors.Is(err, ErrNotFound) {
		return nil, err
	}
	snaps, err := s.Snapshots(ctx, id)
	if err != nil {
		return nil, err
	}
	for i := range snaps {
		snaps[i].Path = s.rel(snaps[i].Path)
	}
	if snaps != nil {
		h.Snapshots = snaps
	}
	recs, err := s.Audit(ctx, id)
	if err != nil {
		return nil, err
	}
	if recs != nil {
		h.Audit = recs
	}
	return h, nil
}
