package route

import (
	"bytes"
	"cmp"
	"crypto/sha256"
	"encoding/binary"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"math/rand/v2"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/ingot-dev/ingot/pkg/atomicfile"
	"github.com/ingot-dev/ingot/pkg/lexical"
	"github.com/ingot-dev/ingot/pkg/revision"
	"github.com/ingot-dev/ingot/pkg/skill"
)

// Learning from use. When traces show that a skill served a request and
// the outcome was judged good, the request can be remembered for that
// skill (`ingot-route learn`) and, with INGOT_ROUTE_LEARN on, indexed as
// an extra BM25F field of the skill (lexical.Extra): a later request
// worded like it matches the skill even when it shares no word with the
// skill's own text. A learned request is bound to the revision of the
// skill it was learned under and is ignored (and pruned by the next
// `learn`) once the skill changes; it lives under the home's runs/, never
// in the skill.

// EnvLearn turns learning from use on (a boolean, off by default).
const EnvLearn = "INGOT_ROUTE_LEARN"

const (
	// DefaultLearnedWeight is the BM25F weight of the learned-requests
	// field (a description counts 1, a name 0.5): chosen by replaying half
	// of the personal suites' and the corpus dev set's cases as past
	// traffic and evaluating on the other half (`eval --learn-half`, seeds
	// 1–5; cmd/ingot-route README, "Learning from use"). Heavier weights
	// route recurring requests no better and let a neighbour's learned
	// words take confusable requests.
	DefaultLearnedWeight = 0.25
	// DefaultLearnedB is the field's length normalisation.
	DefaultLearnedB = 0.75
	// LearnMinReward is the reward (trace outcome, 0..1) from which a
	// served request counts as judged good: the pass score the gate and
	// the miner use (a case below 0.5 is a bad case).
	LearnMinReward = 0.5
	// LearnPerSkill is how many learned requests a skill keeps: the most
	// recent ones.
	LearnPerSkill = 50
	// LearnMaxRequest is the longest request learned, in characters: a
	// longer one (a pasted log or document) would give its skill every
	// word it holds. The routing suites' requests are at most about 200.
	LearnMaxRequest = 1000
)

// LearnedRequest is one request a skill served well.
type LearnedRequest struct {
	Skill    string `json:"skill"`    // the skill's id
	Revision string `json:"revision"` // the 64-hex revision it was learned under
	Request  string `json:"request"`
	TraceID  string `json:"trace_id,omitempty"`
	// TracedAt is when the request was served (the trace's ts);
	// LearnedAt when `learn` stored it.
	TracedAt  time.Time `json:"traced_at,omitempty"`
	LearnedAt time.Time `json:"learned_at"`
}

// LearnedStore is the file of learned requests
// (<home>/runs/route/learned.json).
type LearnedStore struct {
	V       int              `json:"v"`
	Entries []LearnedRequest `json:"entries"`
}

// LoadLearned reads the store at path; a missing file is an empty store.
// A malformed file or entry is an error naming the file (and the entry).
func LoadLearned(path string) (*LearnedStore, error) {
	b, err := os.ReadFile(path)
	if errors.Is(err, os.ErrNotExist) {
		return &LearnedStore{V: 1}, nil
	}
	if err != nil {
		return nil, fmt.Errorf("learned requests: %w", err)
	}
	// The version first, so a later version's store is refused for its
	// version rather than for a field this one does not know; then the
	// whole file strictly: an unknown field (a typo, a hand edit) must not
	// read as an empty store that the next learn overwrites.
	var ver struct {
		V int `json:"v"`
	}
	if err := json.Unmarshal(b, &ver); err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	if ver.V > 1 {
		return nil, fmt.Errorf("%s: version %d, want 1 (written by a later ingot; this one leaves it alone)", path, ver.V)
	}
	if ver.V != 1 {
		return nil, fmt.Errorf("%s: version %d, want 1", path, ver.V)
	}
	var s LearnedStore
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&s); err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	for i, e := range s.Entries {
		if err := e.validate(); err != nil {
			return nil, fmt.Errorf("%s: entry %d: %w", path, i+1, err)
		}
	}
	return &s, nil
}

func (e LearnedRequest) validate() error {
	if strings.TrimSpace(e.Skill) == "" {
		return errors.New("no skill")
	}
	if _, err := revision.Parse(e.Revision); err != nil {
		return fmt.Errorf("revision: %w", err)
	}
	if strings.TrimSpace(e.Request) == "" {
		return errors.New("no request")
	}
	return nil
}

// Save writes the store to path atomically (0600 in a 0700 directory, as
// the traces it comes from), entries sorted by skill, newest first.
func (s *LearnedStore) Save(path string) error {
	s.V = 1
	if s.Entries == nil {
		s.Entries = []LearnedRequest{}
	}
	slices.SortStableFunc(s.Entries, compareLearned)
	b, err := json.MarshalIndent(s, "", "  ")
	if err != nil {
		return err
	}
	if err := os.MkdirAll(filepath.Dir(path), 0o700); err != nil {
		return fmt.Errorf("learned requests: %w", err)
	}
	return atomicfile.WriteFile(path, append(b, '\n'), 0o600)
}

// compareLearned orders a store: by skill, newest first, then by request.
func compareLearned(a, b LearnedRequest) int {
	return cmp.Or(strings.Compare(a.Skill, b.Skill), b.when().Compare(a.when()), strings.Compare(a.Request, b.Request))
}

func (e LearnedRequest) when() time.Time {
	if !e.TracedAt.IsZero() {
		return e.TracedAt
	}
	return e.LearnedAt
}

// tooLong reports a request over LearnMaxRequest characters.
func tooLong(s string) bool { return utf8.RuneCountInString(strings.TrimSpace(s)) > LearnMaxRequest }

// normRequest folds case and white space, for dedupe.
func normRequest(s string) string { return strings.Join(strings.Fields(strings.ToLower(s)), " ") }

// Observation is one trace as learning reads it.
type Observation struct {
	TraceID string
	TS      time.Time
	// Task is the request, redacted (trace.Redact): Learn stores it as
	// given.
	Task string
	// Skill is the skill that served the request (an id, or a name one
	// skill carries): the trace's skill, else its route match.
	Skill string
	// Revision is the revision served, as the trace recorded it: 64 hex,
	// a prefix, or "" when unknown.
	Revision string
	// Reward is the outcome's judgement (0..1), nil when not judged.
	Reward *float64
}

// LearnReport says what Learn did.
type LearnReport struct {
	Traces int `json:"traces"`
	// Learned is how many new requests the store gained; Kept how many it
	// holds after.
	Learned int `json:"learned"`
	Kept    int `json:"kept"`
	// Skipped counts the traces not learned, by reason: not_served (no
	// skill), not_judged (no reward), judged_bad (reward below
	// LearnMinReward), unknown_skill, revision_changed (served by another
	// revision than the skill's current one), no_task, too_long (over
	// LearnMaxRequest characters), duplicate (the request is already
	// learned for the skill).
	Skipped map[string]int `json:"skipped"`
	// Pruned counts the stored entries dropped, by reason:
	// revision_changed, skill_gone, too_long, judged_bad (a newer trace
	// judged the same request bad for the skill), over_cap (beyond the
	// newest perSkill of a skill).
	Pruned map[string]int `json:"pruned"`
	// AssumedCurrent counts learned traces that named no revision and
	// were taken as served by the skill's current one.
	AssumedCurrent int `json:"assumed_current"`
	// Moved counts stored entries whose skill moved to another folder
	// (a new id, the same revision): they follow it (see boundSkill).
	Moved int `json:"moved"`
}

// boundSkill is the skill a learned request applies to: the skill of its
// id when that skill is still at its revision; else the one skill now at
// its revision (a skill moved to another folder has a new id and the same
// files), none when no skill or several (copies) are. byRev maps a
// revision to its skill, nil when several share it.
func boundSkill(e LearnedRequest, byID map[string]*skill.Skill, byRev map[string]*skill.Skill) *skill.Skill {
	if s := byID[e.Skill]; s != nil && s.Revision.String() == e.Revision {
		return s
	}
	return byRev[e.Revision]
}

// revisions maps each revision of skills to its skill (nil when several
// skills share it).
func revisions(skills []*skill.Skill) map[string]*skill.Skill {
	m := make(map[string]*skill.Skill, len(skills))
	for _, s := range skills {
		rev := s.Revision.String()
		if _, dup := m[rev]; dup {
			m[rev] = nil
			continue
		}
		m[rev] = s
	}
	return m
}

// Learn merges the judged-good observations into store's entries for the
// skills of lib and returns the new store: entries bound to a revision
// other than the skill's current one, or to a skill no longer in lib,
// are pruned; a request is kept once per skill (the newest trace); a
// request a newer trace judged bad is dropped; each skill keeps its
// perSkill newest (≤ 0: LearnPerSkill). A trace's revision must be the
// skill's current revision (64 hex, or a prefix of it); a trace with none
// is taken as served by the current one (counted in AssumedCurrent).
func Learn(store *LearnedStore, lib *skill.Library, obs []Observation, now time.Time, perSkill int) (*LearnedStore, LearnReport) {
	if perSkill <= 0 {
		perSkill = LearnPerSkill
	}
	rep := LearnReport{Traces: len(obs), Skipped: map[string]int{}, Pruned: map[string]int{}}
	byID := map[string]*skill.Skill{}
	byName := map[string][]*skill.Skill{}
	for _, s := range lib.Skills {
		byID[s.ID] = s
		byName[s.Name] = append(byName[s.Name], s)
	}
	resolve := func(ref string) *skill.Skill {
		if s := byID[ref]; s != nil {
			return s
		}
		if ss := byName[ref]; len(ss) == 1 {
			return ss[0]
		}
		return nil
	}
	type key struct{ skill, req string }
	entries := map[key]LearnedRequest{}
	isNew := map[key]bool{}
	if store != nil {
		byRev := revisions(lib.Skills)
		for _, e := range store.Entries {
			s := boundSkill(e, byID, byRev)
			switch {
			case s == nil && byID[e.Skill] == nil:
				rep.Pruned["skill_gone"]++
				continue
			case s == nil:
				rep.Pruned["revision_changed"]++
				continue
			case tooLong(e.Request):
				rep.Pruned["too_long"]++
				continue
			case s.ID != e.Skill:
				rep.Moved++
				e.Skill = s.ID
			}
			k := key{e.Skill, normRequest(e.Request)}
			if old, ok := entries[k]; !ok || e.when().After(old.when()) {
				entries[k] = e
			}
		}
	}
	// Oldest first, so a newer judgement of the same request wins.
	obs = slices.Clone(obs)
	slices.SortStableFunc(obs, func(a, b Observation) int { return a.TS.Compare(b.TS) })
	for _, o := range obs {
		switch {
		case strings.TrimSpace(o.Skill) == "":
			rep.Skipped["not_served"]++
			continue
		case o.Reward == nil || math.IsNaN(*o.Reward):
			rep.Skipped["not_judged"]++
			continue
		case strings.TrimSpace(o.Task) == "":
			rep.Skipped["no_task"]++
			continue
		case tooLong(o.Task):
			rep.Skipped["too_long"]++
			continue
		}
		s := resolve(o.Skill)
		if s == nil {
			rep.Skipped["unknown_skill"]++
			continue
		}
		cur := s.Revision.String()
		rev := strings.ToLower(strings.TrimSpace(o.Revision))
		assumed := rev == ""
		if !assumed && (len(rev) < 7 || !strings.HasPrefix(cur, rev)) {
			rep.Skipped["revision_changed"]++
			continue
		}
		task := strings.TrimSpace(o.Task)
		k := key{s.ID, normRequest(task)}
		if *o.Reward < LearnMinReward {
			rep.Skipped["judged_bad"]++
			if e, ok := entries[k]; ok && !o.TS.Before(e.when()) {
				delete(entries, k)
				if !isNew[k] {
					rep.Pruned["judged_bad"]++
				}
				delete(isNew, k)
			}
			continue
		}
		learnedAt := now.UTC()
		if e, ok := entries[k]; ok {
			rep.Skipped["duplicate"]++
			if o.TS.Before(e.when()) {
				continue
			}
			learnedAt = e.LearnedAt
		} else {
			isNew[k] = true
			if assumed {
				rep.AssumedCurrent++
			}
		}
		entries[k] = LearnedRequest{Skill: s.ID, Revision: cur, Request: task, TraceID: o.TraceID, TracedAt: o.TS.UTC(), LearnedAt: learnedAt}
	}
	bySkill := map[string][]key{}
	for k := range entries {
		bySkill[k.skill] = append(bySkill[k.skill], k)
	}
	out := &LearnedStore{V: 1, Entries: []LearnedRequest{}}
	for _, ks := range bySkill {
		slices.SortFunc(ks, func(a, b key) int {
			if c := entries[b].when().Compare(entries[a].when()); c != 0 {
				return c
			}
			return strings.Compare(a.req, b.req)
		})
		for n, k := range ks {
			if n >= perSkill {
				if !isNew[k] {
					rep.Pruned["over_cap"]++
				}
				continue
			}
			if isNew[k] {
				rep.Learned++
			}
			out.Entries = append(out.Entries, entries[k])
		}
	}
	slices.SortFunc(out.Entries, compareLearned)
	rep.Kept = len(out.Entries)
	return out, rep
}

// learnedField is the analysed learned-requests field of each skill (nil
// for none) from reqs and a digest of what it holds, for the saved index's key. Only
// requests bound to the skill's current revision count.
func learnedField(opt Options, reqs []LearnedRequest, skills []*skill.Skill) ([]*lexical.Analyzed, [32]byte, bool) {
	if len(reqs) == 0 {
		return nil, [32]byte{}, false
	}
	byID := map[string][]string{}
	skillOf := make(map[string]*skill.Skill, len(skills))
	for _, s := range skills {
		skillOf[s.ID] = s
	}
	byRev := revisions(skills)
	for _, e := range reqs {
		if s := boundSkill(e, skillOf, byRev); s != nil && !tooLong(e.Request) {
			// What the request asked for: its negated spans ("a cover
			// letter, not a reply to the recruiter") are not the skill's.
			// Redaction markers ("[REDACTED:github-token]") stand for a
			// secret, not for words of the request.
			if t := lexical.ParseQuery(redactionMarker.ReplaceAllString(e.Request, " ")).Text; t != "" {
				byID[s.ID] = append(byID[s.ID], t)
			}
		}
	}
	if len(byID) == 0 {
		return nil, [32]byte{}, false
	}
	w, b := opt.learnedParams()
	h := sha256.New()
	h.Write([]byte("learned\n"))
	var buf [8]byte
	for _, f := range []float64{w, b} {
		binary.LittleEndian.PutUint64(buf[:], math.Float64bits(f))
		h.Write(buf[:])
	}
	out := make([]*lexical.Analyzed, len(skills))
	for i, s := range skills {
		reqs := byID[s.ID]
		if len(reqs) == 0 {
			h.Write([]byte{0})
			continue
		}
		slices.Sort(reqs)
		out[i] = lexical.AnalyzeExtra(strings.Join(reqs, "\n"))
		h.Write([]byte{1})
		h.Write(out[i].Key[:])
	}
	var d [32]byte
	h.Sum(d[:0])
	return out, d, true
}

// redactionMarker matches the markers trace.Redact leaves (trace.Marker):
// `ingot-route learn` redacts the requests it stores.
var redactionMarker = regexp.MustCompile(`\[REDACTED:[A-Za-z0-9_.-]*\]`)

func (o Options) learnedParams() (weight, b float64) {
	weight, b = o.LearnedWeight, DefaultLearnedB
	if weight <= 0 {
		weight = DefaultLearnedWeight
	}
	return weight, b
}

// indexKey is the saved index's key: lexical.CacheKey, mixed with the
// learned field's digest when there is one.
func (r *Router) indexKey(keys [][32]byte, learned [32]byte, has bool) [32]byte {
	k := lexical.CacheKey(keys, r.opt.Params, r.opt.Background)
	if !has {
		return k
	}
	h := sha256.New()
	h.Write(k[:])
	h.Write(learned[:])
	var out [32]byte
	h.Sum(out[:0])
	return out
}

// LearnedCount is how many skills of the current library have learned
// requests in the index (bound to their current revision).
func (r *Router) LearnedCount() int {
	n := 0
	for _, e := range r.st.Load().extra {
		if e != nil {
			n++
		}
	}
	return n
}

// learnedCoverage counts, in the gate's share of the request's idf mass
// found anywhere in skill i (share_any), the terms only its learned
// requests hold: a word a request served well by the skill used is
// evidence the skill covers it. The per-field shares stay the skill's
// own. Measured against leaving the shares alone (the learned field then
// reaches the gate only through the BM25F score): replayed past requests
// routed right 0.96–0.99 instead of 0.76–0.98 at weight 0.25, with the
// other half level (cmd/ingot-route README, "Learning from use").
func (k ranker) learnedCoverage(i int, cv *lexical.Coverage) {
	if i >= len(k.st.extra) || k.st.extra[i] == nil {
		return
	}
	_, only := k.st.ix.ExtraCoverage(k.sg.q, k.st.docs[i], k.st.extra[i])
	cv.Any += only
}

// LearnHalf splits cases for measuring learning from use: each skill's
// in-scope cases are shuffled with a fixed seed (seed and the skill's id)
// and the first half of them become past traffic — one LearnedRequest per
// case, bound to the skill's current revision, as if a trace had judged it
// good — while the rest, with every negative case, are the cases to
// evaluate on; replay are the past cases themselves, for measuring
// requests that recur word for word. An odd count's middle case goes either way by a coin of the
// same seed, so a skill with one case is learned or evaluated: in a suite
// with one case per skill (the corpus dev set) learning can only help
// through other phrasings of nothing, and the measurement shows what the
// other skills' learned requests cost the evaluated ones.
func (r *Router) LearnHalf(cases []Case, seed uint64) (past []LearnedRequest, eval, replay []Case, err error) {
	bySkill := map[string][]int{}
	var order []string
	for i, c := range cases {
		if c.Negative() {
			continue
		}
		s, err := r.Lookup(c.Expected)
		if err != nil {
			return nil, nil, nil, fmt.Errorf("%s: expected: %w", c.Where(), err)
		}
		if _, ok := bySkill[s.ID]; !ok {
			order = append(order, s.ID)
		}
		bySkill[s.ID] = append(bySkill[s.ID], i)
	}
	isPast := make([]bool, len(cases))
	for _, id := range order {
		idx := bySkill[id]
		h := sha256.Sum256([]byte(id))
		rng := rand.New(rand.NewPCG(seed, binary.LittleEndian.Uint64(h[:8])))
		rng.Shuffle(len(idx), func(a, b int) { idx[a], idx[b] = idx[b], idx[a] })
		s, _ := r.Lookup(id)
		k := len(idx) / 2
		if len(idx)%2 == 1 && rng.IntN(2) == 1 {
			k++
		}
		for _, i := range idx[:k] {
			isPast[i] = true
			past = append(past, LearnedRequest{Skill: id, Revision: s.Revision.String(), Request: cases[i].Task, TraceID: cases[i].Where()})
		}
	}
	for i, c := range cases {
		if !isPast[i] {
			eval = append(eval, c)
		} else {
			replay = append(replay, c)
		}
	}
	return past, eval, replay, nil
}
