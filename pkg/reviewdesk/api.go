package reviewdesk

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"html"
	"net/http"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"time"

	"github.com/ingot-dev/ingot/pkg/change"
	"github.com/ingot-dev/ingot/pkg/evidence"
	"github.com/ingot-dev/ingot/pkg/gate"
	"github.com/ingot-dev/ingot/pkg/revision"
	"github.com/ingot-dev/ingot/pkg/skill"
)

func (s *Server) index(w http.ResponseWriter, r *http.Request) {
	data, err := pageFS.ReadFile("page/index.html")
	if err != nil {
		s.fail(w, r, err)
		return
	}
	page := bytes.Replace(data, []byte("{{HOME}}"), []byte(html.EscapeString(s.store.Home())), 1)
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	_, _ = w.Write(page)
}

// Session is what the page needs before it can change anything.
type Session struct {
	CSRF  string        `json:"csrf"`
	Actor string        `json:"actor"`
	Home  string        `json:"home"`
	Gate  gate.Settings `json:"gate"`
}

func (s *Server) session(w http.ResponseWriter, r *http.Request) {
	writeJSON(w, http.StatusOK, Session{CSRF: s.csrf, Actor: s.opt.Actor, Home: s.store.Home(), Gate: s.store.GateSettings()})
}

// Card is one review slot on the page.
type Card struct {
	Skill string `json:"skill"`
	Slot  string `json:"slot"`
	// Error says why the slot cannot be reviewed (a corrupt slot file).
	Error    string         `json:"error,omitempty"`
	Review   *change.Review `json:"review,omitempty"`
	Evidence *EvidenceView  `json:"evidence,omitempty"`
}

// EvidenceView is what a reviewer reads of an evidence bundle.
type EvidenceView struct {
	Dir     string            `json:"dir"`
	Source  string            `json:"source,omitempty"`
	Note    string            `json:"note,omitempty"`
	Model   string            `json:"model,omitempty"`
	Judge   string            `json:"judge,omitempty"`
	Dataset string            `json:"dataset,omitempty"`
	Created time.Time         `json:"created,omitzero"`
	Cases   []CaseView        `json:"cases"`
	Means   map[string]any    `json:"means,omitempty"`
	Tokens  map[string]int    `json:"tokens,omitempty"`
	Extra   map[string]any    `json:"extra,omitempty"` // usage, cost, models as ingot-ab wrote them
	Sides   map[string]string `json:"sides,omitempty"` // champion/challenger revisions
	// Markdown is EVIDENCE.md as written (shown as text).
	Markdown string `json:"markdown"`
	// Error says why the bundle cannot be read: the card is shown, and
	// approval is refused.
	Error string `json:"error,omitempty"`
}

// CaseView is one held-out case.
type CaseView struct {
	ID           string  `json:"id"`
	Task         string  `json:"task,omitempty"`
	Champion     float64 `json:"champion"`
	Challenger   float64 `json:"challenger"`
	Delta        float64 `json:"delta"`
	Inconclusive string  `json:"inconclusive,omitempty"`
	// Details are what ingot-ab recorded beside the scores (the judge's
	// reasons, where the behaviours diverge, execution checks, tokens,
	// latency), as written.
	Details map[string]any `json:"details,omitempty"`
}

// caseDetails are the per-case fields of evidence.json shown beside the
// scores when present.
var caseDetails = []string{"divergence_note", "first_divergence", "champion_check", "challenger_check", "champion_reasons", "challenger_reasons",
	"champion_tokens", "challenger_tokens", "champion_latency_ms", "challenger_latency_ms", "champion_scores", "challenger_scores"}

func (s *Server) pending(w http.ResponseWriter, r *http.Request) {
	cards, err := s.Cards(r.Context())
	if err != nil {
		s.fail(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, cards)
}

// Cards returns one card per review slot, sorted by skill id.
func (s *Server) Cards(ctx context.Context) ([]Card, error) {
	items, err := s.store.List(ctx)
	if err != nil {
		return nil, err
	}
	cards := make([]Card, 0, len(items))
	for _, it := range items {
		c := Card{Skill: it.Skill, Slot: it.Slot}
		if it.Err != "" {
			c.Error = it.Err
			cards = append(cards, c)
			continue
		}
		rv, err := s.store.Show(ctx, it.Skill)
		if err != nil {
			c.Error = err.Error()
			cards = append(cards, c)
			continue
		}
		c.Review = rv
		c.Evidence = s.evidenceView(rv.Proposal.Bundle)
		cards = append(cards, c)
	}
	return cards, nil
}

func (s *Server) evidenceView(rel string) *EvidenceView {
	dir := rel
	if !filepath.IsAbs(dir) {
		dir = filepath.Join(s.store.Home(), filepath.FromSlash(rel))
	}
	v := &EvidenceView{Dir: rel, Cases: []CaseView{}}
	b, err := evidence.Load(dir)
	if err != nil {
		v.Error = err.Error()
		return v
	}
	v.Source, v.Note, v.Model, v.Judge, v.Dataset, v.Created = b.Source, b.Note, b.Model, b.Judge, b.Dataset, b.Created
	v.Sides = map[string]string{"champion": b.Champion.Revision.String(), "challenger": b.Challenger.Revision.String()}
	if b.GateInput != nil {
		for _, c := range b.GateInput.Cases {
			v.Cases = append(v.Cases, CaseView{ID: c.ID, Champion: c.Champion, Challenger: c.Challenger, Delta: c.Challenger - c.Champion, Inconclusive: c.Inconclusive})
		}
		for i, c := range b.Cases {
			if i < len(v.Cases) {
				v.Cases[i].Task = c.Task
			}
		}
	} else {
		for _, c := range b.Cases {
			v.Cases = append(v.Cases, CaseView{ID: fmt.Sprint(c.Index + 1), Task: c.Task, Champion: c.ChampionScore, Challenger: c.ChallengerScore, Delta: c.Delta})
		}
	}
	v.Means = map[string]any{}
	if b.Champion.Mean != nil {
		v.Means["champion"] = *b.Champion.Mean
	}
	if b.Challenger.Mean != nil {
		v.Means["challenger"] = *b.Challenger.Mean
	}
	v.Tokens = map[string]int{}
	for side, t := range map[string]*evidence.Tokens{"champion": b.Champion.Tokens, "challenger": b.Challenger.Tokens} {
		if t == nil {
			continue
		}
		v.Tokens[side+"_in"], v.Tokens[side+"_out"] = sum(t.Input), sum(t.Output)
	}
	if raw, err := os.ReadFile(filepath.Join(dir, evidence.JSONFile)); err == nil {
		var m map[string]any
		if json.Unmarshal(raw, &m) == nil {
			v.Extra = map[string]any{}
			for _, k := range []string{"usage", "cost", "cost_usd", "models", "requests", "mode", "repeat", "incomplete"} {
				if x, ok := m[k]; ok {
					v.Extra[k] = x
				}
			}
			cases, _ := m["cases"].([]any)
			for i, c := range cases {
				cm, ok := c.(map[string]any)
				if !ok || i >= len(v.Cases) {
					continue
				}
				for _, k := range caseDetails {
					if x, ok := cm[k]; ok {
						if v.Cases[i].Details == nil {
							v.Cases[i].Details = map[string]any{}
						}
						v.Cases[i].Details[k] = x
					}
				}
			}
		}
	}
	md, err := os.ReadFile(filepath.Join(dir, evidence.MarkdownFile))
	if err != nil {
		v.Markdown = string(evidence.Markdown(b))
	} else {
		v.Markdown = string(md)
	}
	return v
}

func sum(xs []int) int {
	n := 0
	for _, x := range xs {
		n += x
	}
	return n
}

// HistoryView is the History section: every skill with a live folder or
// an audit record, and verify's result.
type HistoryView struct {
	Skills []*change.HistoryReport `json:"skills"`
	Verify VerifyView              `json:"verify"`
}

// VerifyView is ingot-promote verify's result.
type VerifyView struct {
	OK       bool                 `json:"ok"`
	Findings []change.Finding     `json:"findings"`
	Summary  change.VerifySummary `json:"summary"`
	Error    string               `json:"error,omitempty"`
}

func (s *Server) history(w http.ResponseWriter, r *http.Request) {
	hv, err := s.History(r.Context())
	if err != nil {
		s.fail(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, hv)
}

// History returns every skill that has snapshots or audit records (a
// live skill never changed has no history; the Library lists it), newest
// first within each, and verify's result. The library is discovered once.
func (s *Server) History(ctx context.Context) (*HistoryView, error) {
	lib, err := s.store.Library(ctx)
	if err != nil {
		return nil, err
	}
	recs, err := s.store.Audit(ctx, "") // newest first
	if err != nil {
		return nil, err
	}
	byID := map[string][]change.AuditEntry{}
	for _, rec := range recs {
		if evidence.CheckSkillID(rec.Skill) == nil {
			byID[rec.Skill] = append(byID[rec.Skill], rec)
		}
	}
	ids := map[string]bool{}
	for id := range byID {
		ids[id] = true
	}
	for _, sk := range lib.Skills {
		ids[sk.ID] = true // a skill with snapshots but no audit (a damaged trail) still shows
	}
	var sorted []string
	for id := range ids {
		sorted = append(sorted, id)
	}
	sort.Strings(sorted)
	hv := &HistoryView{Skills: []*change.HistoryReport{}}
	for _, id := range sorted {
		snaps, err := s.store.Snapshots(ctx, id)
		if err != nil {
			return nil, err
		}
		if len(snaps) == 0 && len(byID[id]) == 0 {
			continue
		}
		h := &change.HistoryReport{Skill: id, Snapshots: []change.Snapshot{}, Audit: []change.AuditEntry{}}
		if sk := lib.Get(id); sk != nil {
			h.Live, h.Dir = sk.Revision, sk.Dir
		}
		for _, sn := range snaps {
			if rel, err := filepath.Rel(s.store.Home(), sn.Path); err == nil {
				sn.Path = filepath.ToSlash(rel)
			}
			h.Snapshots = append(h.Snapshots, sn)
		}
		if a := byID[id]; a != nil {
			h.Audit = a
		}
		hv.Skills = append(hv.Skills, h)
	}
	hv.Verify = s.verify(ctx)
	return hv, nil
}

func (s *Server) verify(ctx context.Context) VerifyView {
	v := VerifyView{Findings: []change.Finding{}}
	sum, err := s.store.Verify(ctx, func(f change.Finding) { v.Findings = append(v.Findings, f) })
	if err != nil {
		v.Error = err.Error()
		return v
	}
	v.Summary, v.OK = *sum, sum.Errors == 0
	return v
}

// LibraryRow is one live skill (or a folder that failed to load).
type LibraryRow struct {
	ID          string           `json:"id"`
	Name        string           `json:"name,omitempty"`
	Revision    revision.ID      `json:"revision,omitzero"`
	Root        string           `json:"root,omitempty"`
	Dir         string           `json:"dir,omitempty"`
	Approved    *change.Approved `json:"approved,omitempty"`
	Drift       *change.Drift    `json:"drift,omitempty"`
	Pending     bool             `json:"pending"`
	Diagnostics []string         `json:"diagnostics"`
	Error       string           `json:"error,omitempty"`
	Health      *Health          `json:"health,omitempty"`
	Loads       *LoadCounts      `json:"loads,omitempty"`
}

// Health is the latest mining run's report of a skill
// (runs/health/<skill>/<ts>.json), summarised to its top-level values.
type Health struct {
	File    string         `json:"file"`
	Summary map[string]any `json:"summary"`
}

// LibraryView is the Library section.
type LibraryView struct {
	Skills     []LibraryRow `json:"skills"`
	LoadsError string       `json:"loads_error,omitempty"`
	// PendingError says why the review slots could not be read (then no
	// row says pending).
	PendingError string `json:"pending_error,omitempty"`
	TracesShown  bool   `json:"traces_shown"`
}

func (s *Server) library(w http.ResponseWriter, r *http.Request) {
	ctx := r.Context()
	lib, err := s.store.Library(ctx)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	approved, err := s.store.ApprovedRevisions(ctx)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	view := LibraryView{Skills: []LibraryRow{}}
	pending := map[string]bool{}
	if items, err := s.store.List(ctx); err == nil {
		for _, it := range items {
			pending[it.Skill] = true
		}
	} else {
		view.PendingError = err.Error()
	}
	var loads map[string]LoadCounts
	if s.opt.TraceCounts != nil {
		view.TracesShown = true
		if loads, err = s.opt.TraceCounts(ctx); err != nil {
			view.LoadsError = err.Error()
		}
	}
	diags := map[string][]string{}
	for _, d := range lib.Diagnostics {
		diags[d.SkillID] = append(diags[d.SkillID], string(d.Severity)+": "+d.String())
	}
	for _, sk := range lib.Skills {
		row := LibraryRow{ID: sk.ID, Name: sk.Name, Revision: sk.Revision, Root: sk.Root, Dir: sk.Dir, Pending: pending[sk.ID], Diagnostics: diags[sk.ID]}
		if row.Diagnostics == nil {
			row.Diagnostics = []string{}
		}
		if a, ok := approved[sk.ID]; ok {
			row.Approved = &a
			row.Drift = s.store.DriftOf(sk, a)
		}
		row.Health = s.health(sk.ID)
		if c, ok := loads[sk.ID]; ok {
			row.Loads = &c
		} else if loads != nil {
			row.Loads = &LoadCounts{}
		}
		view.Skills = append(view.Skills, row)
	}
	for id, ds := range diags {
		if lib.Get(id) != nil || id == "" {
			continue
		}
		if why := firstError(lib, id); why != "" {
			view.Skills = append(view.Skills, LibraryRow{ID: id, Diagnostics: ds, Error: "not served: " + why})
		}
	}
	sort.Slice(view.Skills, func(i, j int) bool { return view.Skills[i].ID < view.Skills[j].ID })
	writeJSON(w, http.StatusOK, view)
}

// firstError is the first error diagnostic of a skill id, as the row's
// diagnostics show it ("" when it has none).
func firstError(lib *skill.Library, id string) string {
	for _, d := range lib.Diagnostics {
		if d.SkillID == id && d.Severity == skill.SevError {
			return string(d.Severity) + ": " + d.String()
		}
	}
	return ""
}

// health reads the newest runs/health/<skill>/<ts>.json of a skill, where
// ingot-mine saves it (mine.SaveHealth: a namespaced id keeps its folders).
func (s *Server) health(id string) *Health {
	if evidence.CheckSkillID(id) != nil {
		return nil
	}
	rel := filepath.FromSlash(id)
	dir := filepath.Join(s.store.Runs(), "health", rel)
	ents, err := os.ReadDir(dir)
	if err != nil {
		return nil
	}
	var names []string
	for _, e := range ents {
		if !e.IsDir() && strings.HasSuffix(e.Name(), ".json") && !strings.HasPrefix(e.Name(), ".") {
			names = append(names, e.Name())
		}
	}
	if len(names) == 0 {
		return nil
	}
	sort.Strings(names)
	name := names[len(names)-1]
	h := &Health{File: filepath.ToSlash(filepath.Join("runs", "health", rel, name)), Summary: map[string]any{}}
	data, err := os.ReadFile(filepath.Join(dir, name))
	if err != nil {
		h.Summary["error"] = err.Error()
		return h
	}
	var m map[string]any
	if err := json.Unmarshal(data, &m); err != nil {
		h.Summary["error"] = "does not parse: " + err.Error()
		return h
	}
	// A saved HealthRecord carries its figures in "report"; the top level
	// is its envelope (kind, v, skill, revision, ts, prompt_version).
	if rep, ok := m["report"].(map[string]any); ok && m["kind"] == "health" {
		m = rep
	}
	keys := make([]string, 0, len(m))
	for k, v := range m {
		switch v.(type) {
		case float64, string, bool:
			keys = append(keys, k)
		}
	}
	// The figures a reviewer reads first, then the rest in name order, at
	// most healthFields of them (chosen the same way on every request).
	sort.Slice(keys, func(i, j int) bool {
		ri, rj := healthRank(keys[i]), healthRank(keys[j])
		if ri != rj {
			return ri < rj
		}
		return keys[i] < keys[j]
	})
	if len(keys) > healthFields {
		keys = keys[:healthFields]
	}
	for _, k := range keys {
		h.Summary[k] = m[k]
	}
	return h
}

const healthFields = 10

// healthFirst are the report fields shown first (pkg/mine Report).
var healthFirst = []string{"mean_score", "coverage", "bad_cases", "uses", "traces_attributed", "tasks", "backlog", "health_complete", "stopped"}

func healthRank(k string) int {
	for i, f := range healthFirst {
		if f == k {
			return i
		}
	}
	return len(healthFirst)
}

// Requests of the state-changing endpoints.
type (
	approveRequest struct {
		Skill      string `json:"skill"`
		Challenger string `json:"challenger"`
		Unmeasured bool   `json:"unmeasured"`
	}
	rejectRequest struct {
		Skill  string `json:"skill"`
		Reason string `json:"reason"`
		// Challenger is the revision the reviewer read (optional).
		Challenger string `json:"challenger"`
	}
	rollbackRequest struct {
		Skill    string `json:"skill"`
		Revision string `json:"revision"`
	}
	adoptRequest struct {
		Skill  string `json:"skill"`
		Reason string `json:"reason"`
	}
	proposeRequest struct {
		Skill    string `json:"skill"`
		Dir      string `json:"dir"`
		Evidence string `json:"evidence"`
	}
)

func (s *Server) approve(w http.ResponseWriter, r *http.Request) {
	var req approveRequest
	if err := decode(r, &req); err != nil {
		s.fail(w, r, err)
		return
	}
	rev, err := revision.Parse(req.Challenger)
	if err != nil {
		s.fail(w, r, fmt.Errorf("challenger: the revision you reviewed is required: %w", err))
		return
	}
	res, err := s.store.ApproveWith(r.Context(), req.Skill, change.ApproveOptions{Actor: s.opt.Actor, Unmeasured: req.Unmeasured, Challenger: rev})
	s.done(w, r, req.Skill, res, err)
}

func (s *Server) reject(w http.ResponseWriter, r *http.Request) {
	var req rejectRequest
	if err := decode(r, &req); err != nil {
		s.fail(w, r, err)
		return
	}
	o := change.RejectOptions{Reason: req.Reason, Actor: s.opt.Actor}
	if req.Challenger != "" {
		rev, err := revision.Parse(req.Challenger)
		if err != nil {
			s.fail(w, r, fmt.Errorf("challenger: %w", err))
			return
		}
		o.Challenger = rev
	}
	res, err := s.store.RejectWith(r.Context(), req.Skill, o)
	s.done(w, r, req.Skill, res, err)
}

func (s *Server) rollback(w http.ResponseWriter, r *http.Request) {
	var req rollbackRequest
	if err := decode(r, &req); err != nil {
		s.fail(w, r, err)
		return
	}
	rev, err := s.store.ResolveSnapshot(r.Context(), req.Skill, req.Revision)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	res, err := s.store.Rollback(r.Context(), req.Skill, rev, s.opt.Actor)
	s.done(w, r, req.Skill, res, err)
}

func (s *Server) adopt(w http.ResponseWriter, r *http.Request) {
	var req adoptRequest
	if err := decode(r, &req); err != nil {
		s.fail(w, r, err)
		return
	}
	res, err := s.store.Adopt(r.Context(), req.Skill, s.opt.Actor, req.Reason)
	s.done(w, r, req.Skill, res, err)
}

func (s *Server) proposeDir(w http.ResponseWriter, r *http.Request) {
	var req proposeRequest
	if err := decode(r, &req); err != nil {
		s.fail(w, r, err)
		return
	}
	if strings.TrimSpace(req.Dir) == "" || !filepath.IsAbs(req.Dir) {
		s.fail(w, r, fmt.Errorf("%w: dir: give the absolute path of the edited folder", errBadRequest))
		return
	}
	if req.Evidence != "" && !filepath.IsAbs(req.Evidence) {
		// A relative path would be read from the server's working folder.
		s.fail(w, r, fmt.Errorf("%w: evidence: give the absolute path of the evidence bundle folder", errBadRequest))
		return
	}
	res, err := s.store.ProposeDir(r.Context(), change.FromDir{Skill: req.Skill, Dir: req.Dir, Evidence: req.Evidence, Safety: s.opt.Safety, Source: "hand-edit (review page, " + s.opt.Actor + ")"})
	if err != nil {
		s.fail(w, r, err)
		return
	}
	s.log.Info("proposed", "skill", res.Skill, "dir", req.Dir, "actor", s.opt.Actor)
	writeJSON(w, http.StatusOK, res)
}

// done writes the result of a change, or its refusal; a proposal that is
// no longer pending names the decision that took it.
func (s *Server) done(w http.ResponseWriter, r *http.Request, id string, res *change.Result, err error) {
	if errors.Is(err, change.ErrNoPending) {
		if recs, aerr := s.store.Audit(r.Context(), id); aerr == nil && len(recs) > 0 {
			last := recs[0]
			err = fmt.Errorf("%w (already decided: %s of revision %s by %s at %s)", err, last.Action, short(last.Revision), last.Actor, last.TS.UTC().Format(time.RFC3339))
		}
	}
	if err != nil {
		s.fail(w, r, err)
		return
	}
	s.log.Info("changed", "action", res.Action, "skill", res.Skill, "to", res.To.String(), "actor", res.Actor)
	writeJSON(w, http.StatusOK, res)
}

func short(rev string) string {
	if len(rev) > 12 {
		return rev[:12]
	}
	return rev
}
