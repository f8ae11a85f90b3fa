package route

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"math"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/ingot-dev/ingot/pkg/embed"
	"github.com/ingot-dev/ingot/pkg/lexical"
	"github.com/ingot-dev/ingot/pkg/skill"
)

// Mode picks the signals a router ranks and gates with.
type Mode int

const (
	// Hybrid ranks by lexical + μ·cosine and gates on the lexical score;
	// with no encoder (or μ = 0) it is the lexical router.
	Hybrid Mode = iota
	// DenseOnly ranks and gates on the encoder's cosine alone (for
	// measuring an encoder; not a default).
	DenseOnly
)

// Defaults chosen by cross-validation on the routing dev set (see the
// package documentation and internal/routecmd's eval --cv).
var (
	// DefaultMinScore: a top candidate whose match probability is at
	// least this is a match (DefaultGate.MinScore).
	DefaultMinScore = DefaultGate.MinScore
	// DefaultRelatedScore: at least this (and below MinScore) is a
	// related_match; below is novel.
	DefaultRelatedScore = DefaultGate.RelatedScore
)

const (
	// RawMinScore and RawRelatedScore are the bands on Calibrate(raw
	// BM25F) chosen by cross-validation on the corpus dev set, used when
	// Options.Gate is nil.
	RawMinScore     = 0.437
	RawRelatedScore = 0.422
	// DefaultDenseWeight is μ, the weight of one unit of cosine against the
	// raw BM25F score when ranking.
	DefaultDenseWeight = 0.0
	// DefaultCollisionScore: two descriptions whose lexical cosine (see
	// Router.Nearest) reaches this shadow each other.
	DefaultCollisionScore = 0.8
	// ScoreScale maps a raw BM25F score s to the band score s/(s+ScoreScale)
	// in [0, 1): fixed, never per query, so a score means the same evidence
	// in every query.
	ScoreScale = 10.0
)

// Calibrate maps a raw BM25F score to the band score in [0, 1).
func Calibrate(lexical float64) float64 {
	if lexical <= 0 {
		return 0
	}
	return lexical / (lexical + ScoreScale)
}

// Uncalibrate is Calibrate's inverse: the raw BM25F score a band score
// stands for.
func Uncalibrate(score float64) float64 {
	if score <= 0 {
		return 0
	}
	if score >= 1 {
		return math.Inf(1)
	}
	return score * ScoreScale / (1 - score)
}

// Options configure a Router. Start from DefaultOptions.
type Options struct {
	// Params of the BM25F ranker.
	Params lexical.Params
	// Background is the document-frequency prior pooled with the library's
	// statistics, so that scores, and the bands, mean the same in a library
	// of three skills as in one of four hundred (see lexical.Background).
	// nil is lexical.DefaultBackground(), the statistics of the 392-skill
	// corpus the thresholds were tuned on; lexical.NoBackground() scores
	// with the library's statistics alone.
	Background *lexical.Background
	// Embedder is the sentence encoder fused with the lexical ranker; nil
	// routes lexically. Skill texts are embedded when the router is built
	// or refreshed (only changed texts are re-embedded); the query is
	// embedded only when DenseWeight > 0 or Mode is DenseOnly.
	Embedder embed.Embedder
	// Cache keeps skill vectors on disk across processes (nil: memory
	// only).
	Cache *embed.Cache
	// Progress, when set, hears (done, total) as skill texts are embedded
	// (embed.ChunkSize at a time; total counts the texts neither in memory
	// nor in Cache), for a progress bar on a library's first start.
	Progress func(done, total int)
	// IndexDir keeps the built BM25F index on disk across processes, keyed
	// by the content of every skill, the analysis version and Params ("":
	// build in memory every time). See pkg/home (Home.CacheFor("lexical")).
	IndexDir string
	// DenseWeight is μ: fused = lexical + μ·share·cosine, for ranking and
	// the gate's margin, where share is 1 for a short skill and falls with
	// its length (see ShortSkillTerms).
	DenseWeight float64
	// ShortLibraryDenseWeight is the μ a library of short skills (median
	// description + body at most ShortLibraryTerms index terms) routes
	// with when an Embedder is set and DenseWeight is 0, with DenseGate
	// as its gate; 0 turns the switch off. The library decides, not a
	// setting: long skills rank best on BM25F alone, short ones gain from
	// the encoder (see the README of cmd/ingot-route).
	ShortLibraryDenseWeight float64
	// DenseGate is the gate model of a short library routed with the
	// encoder; its own bands apply unless MinScore and RelatedScore were
	// changed from the defaults.
	DenseGate *GateModel
	Mode      Mode
	// Gate is the match-probability model the bands apply to (see
	// GateModel); nil bands on the calibrated raw BM25F score instead
	// (Calibrate), as before the model existed. Ignored in dense-only mode.
	Gate *GateModel
	// MinScore and RelatedScore are the band thresholds on Score: on the
	// match probability with a Gate, else on Calibrate(raw BM25F).
	MinScore, RelatedScore float64
	// Rerank, when set, is asked to choose among the top three candidates
	// of a request whose match probability falls in [RerankLow,
	// RerankHigh); its pick becomes the match, "none" makes the request
	// novel, and a failed call leaves the gate's decision (Decision.Rerank
	// records each call). nil (the default): never.
	Rerank Reranker
	// Learned are requests skills served well (learning from use, see
	// LearnedRequest), indexed as an extra BM25F field of their skill
	// with weight LearnedWeight (0: DefaultLearnedWeight) when bound to
	// the skill's current revision; others are ignored. nil (the default,
	// INGOT_ROUTE_LEARN off): none.
	Learned       []LearnedRequest
	LearnedWeight float64
	// Platform is used for requests that name none ("" = this machine).
	Platform string
	// Logger receives warnings (nil: discarded).
	Logger *slog.Logger
}

// DefaultOptions returns the options of the default build: BM25F with the
// measured parameters and the default background (one handle, decoded once
// however many routers share these options), no encoder, the shipped
// match-probability model and its bands.
func DefaultOptions() Options {
	g, dg := DefaultGate, DefaultDenseGate
	return Options{
		Params:                  lexical.DefaultParams(),
		Background:              lexical.DefaultBackground(),
		DenseWeight:             DefaultDenseWeight,
		ShortLibraryDenseWeight: DefaultShortLibraryDenseWeight,
		Gate:                    &g,
		DenseGate:               &dg,
		MinScore:                DefaultMinScore,
		RelatedScore:            DefaultRelatedScore,
	}
}

// settings are what one snapshot routes with.
type settings struct {
	mu       float64
	gate     *GateModel
	min, rel float64
	// short: the library is short enough for ShortLibraryDenseWeight.
	short bool
}

// ShortLibraryTerms is the median skill length (index terms in the
// description and body) up to which a library counts as short.
const ShortLibraryTerms = 120

// DefaultShortLibraryDenseWeight is the μ of a short library: 0, off.
// Cross-library validation on testdata/personal (fit on one person's
// library, measure the other's) put the encoder at 10 ahead on recall@3
// (+4 to +6 points) but not on top-1 (−2.6 and 0 points), so it does not
// earn its query-time cost by default; ShortLibraryDenseWeightMeasured is
// the weight measured.
const DefaultShortLibraryDenseWeight = 0.0

// ShortLibraryDenseWeightMeasured is the short-library μ the dense gate
// (DefaultDenseGate) was fitted with.
const ShortLibraryDenseWeightMeasured = 10.0

// effective resolves the settings for a library's analysed documents.
func (r *Router) effective(docs []*lexical.Analyzed) settings {
	o := r.opt
	s := settings{mu: o.DenseWeight, gate: o.Gate, min: o.MinScore, rel: o.RelatedScore}
	lens := make([]int, len(docs))
	for i, d := range docs {
		lens[i] = int(d.Len[lexical.Description] + d.Len[lexical.Body])
	}
	slices.Sort(lens)
	s.short = len(lens) > 0 && lens[len(lens)/2] <= ShortLibraryTerms
	if s.short && o.Mode == Hybrid && o.Embedder != nil && o.DenseWeight == 0 && o.ShortLibraryDenseWeight > 0 && o.DenseGate != nil {
		s.mu, s.gate = o.ShortLibraryDenseWeight, o.DenseGate
		if o.MinScore == DefaultMinScore && o.RelatedScore == DefaultRelatedScore {
			s.min, s.rel = o.DenseGate.MinScore, o.DenseGate.RelatedScore
		}
	}
	return s
}

// WantsEncoder reports whether a library may be short enough to route
// with the encoder by default (see Options.ShortLibraryDenseWeight), so a
// caller can open one. It counts words, not index terms (cheaply, capped),
// and errs towards yes; the router makes the exact call.
func WantsEncoder(lib *skill.Library) bool {
	const limit = 2 * ShortLibraryTerms
	lens := make([]int, 0, len(lib.Skills))
	for _, s := range lib.Skills {
		n := 0
		for _, t := range []string{s.Description, s.Body} {
			in := false
			for _, c := range t {
				sp := c == ' ' || c == '\n' || c == '\t' || c == '\r'
				if !sp && !in {
					n++
				}
				in = !sp
				if n > limit {
					break
				}
			}
		}
		lens = append(lens, n)
	}
	slices.Sort(lens)
	return len(lens) > 0 && lens[len(lens)/2] <= limit
}

// DenseWeight is the μ the router's current library routes with: the
// option, or the short-library weight the library switched on.
func (r *Router) DenseWeight() float64 { return r.st.Load().eff.mu }

// RawScoreOptions are DefaultOptions banding on the calibrated raw BM25F
// score with the thresholds tuned on the corpus dev set (the router before
// the match probability), for comparison.
func RawScoreOptions() Options {
	o := DefaultOptions()
	o.Gate, o.MinScore, o.RelatedScore = nil, RawMinScore, RawRelatedScore
	return o
}

// Router routes tasks to the skills of a library. It is safe for
// concurrent use; Refresh swaps in a new library atomically and a failed
// refresh keeps the previous one.
type Router struct {
	opt Options
	st  atomic.Pointer[state]
	mu  sync.Mutex // serialises refreshes
	// learned are the learned requests indexed (Options.Learned until
	// RefreshLearned replaces them; under mu).
	learned []LearnedRequest
	query   func(ctx context.Context, text string) ([]float32, error)
}

// state is one immutable snapshot of a library and its indexes.
type state struct {
	// dense is each skill's share of the dense weight μ (see denseShare).
	dense []float64
	// eff are the settings this snapshot routes with (see effective).
	eff    settings
	skills []*skill.Skill
	docs   []*lexical.Analyzed
	ix     *lexical.Index
	texts  []string    // what was embedded per skill
	vecs   [][]float32 // nil without an encoder
	byID   map[string]int
	byName map[string][]int

	// extra is each skill's learned-requests field (nil: none), and
	// extraKey its digest (see learnedField).
	extra    []*lexical.Analyzed
	extraKey [32]byte

	simOnce sync.Once
	sims    []lexical.Vector // description vectors for Nearest
}

// RefreshStats tells what a build or refresh did.
type RefreshStats struct {
	Skills   int  `json:"skills"`
	Loaded   bool `json:"index_loaded"` // the index came from IndexDir
	Analyzed int  `json:"analyzed"`     // documents tokenised (others reused)
	Embedded int  `json:"embedded"`     // texts the encoder ran on (others from memory or disk)
	Terms    int  `json:"terms"`        // vocabulary size
	// Collection is how many distinct skills idf is computed over: the
	// library's and the background's.
	Collection int           `json:"collection"`
	Analyze    time.Duration `json:"analyze_ns"`
	Embed      time.Duration `json:"embed_ns"`
	Index      time.Duration `json:"index_ns"`
}

// New builds a router over lib.
func New(ctx context.Context, lib *skill.Library, opt Options) (*Router, RefreshStats, error) {
	if opt.Params.K1 == 0 {
		opt.Params = lexical.DefaultParams()
	}
	if err := opt.Params.Validate(); err != nil {
		return nil, RefreshStats{}, err
	}
	if opt.Mode == DenseOnly && opt.Embedder == nil {
		return nil, RefreshStats{}, errors.New("dense-only routing needs an encoder")
	}
	if opt.Logger == nil {
		opt.Logger = slog.New(slog.DiscardHandler)
	}
	if opt.Background == nil {
		opt.Background = lexical.DefaultBackground()
	}
	r := &Router{opt: opt, learned: opt.Learned}
	if opt.Embedder != nil {
		e := opt.Embedder
		r.query = func(ctx context.Context, text string) ([]float32, error) {
			v, err := e.Embed(ctx, []string{text})
			if err != nil {
				return nil, err
			}
			return v[0], nil
		}
	}
	stats, err := r.Refresh(ctx, lib)
	if err != nil {
		return nil, stats, err
	}
	return r, stats, nil
}

// Options returns the router's options.
func (r *Router) Options() Options { return r.opt }

// Skills returns the skills of the current snapshot, in library order.
func (r *Router) Skills() []*skill.Skill { return r.st.Load().skills }

// Refresh rebuilds the indexes for lib, reusing the tokenised documents and
// vectors of skills whose text did not change, so only changed skills are
// re-analysed and re-embedded. On error the previous snapshot stays live.
func (r *Router) Refresh(ctx context.Context, lib *skill.Library) (RefreshStats, error) {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.refresh(ctx, lib)
}

// RefreshLearned replaces the learned requests (Options.Learned; a
// server picking up a store `ingot-route learn` rewrote) and refreshes
// for lib as Refresh does. On error the previous snapshot and learned
// requests stay live. Options() keeps the requests the router was built
// with.
func (r *Router) RefreshLearned(ctx context.Context, lib *skill.Library, learned []LearnedRequest) (RefreshStats, error) {
	r.mu.Lock()
	defer r.mu.Unlock()
	prev := r.learned
	r.learned = learned
	stats, err := r.refresh(ctx, lib)
	if err != nil {
		r.learned = prev
	}
	return stats, err
}

// refresh runs with r.mu held.
func (r *Router) refresh(ctx context.Context, lib *skill.Library) (RefreshStats, error) {
	old := r.st.Load()
	st := &state{skills: append([]*skill.Skill(nil), lib.Skills...), byID: map[string]int{}, byName: map[string][]int{}}
	stats := RefreshStats{Skills: len(st.skills)}
	docs := make([]lexical.Doc, len(st.skills))
	for i, s := range st.skills {
		docs[i] = lexical.Doc{Name: s.Name, Description: s.Description, Body: s.Body}
		st.byID[s.ID] = i
		st.byName[s.Name] = append(st.byName[s.Name], i)
	}
	keys := make([][32]byte, len(docs))
	for i, d := range docs {
		keys[i] = d.Key()
	}
	var learned bool
	st.extra, st.extraKey, learned = learnedField(r.opt, r.learned, st.skills)
	t0 := time.Now()
	var err error
	switch {
	case old != nil && sameKeys(old.docs, keys) && old.extraKey == st.extraKey:
		// Nothing the index sees changed (a bundled file, a revision, the
		// router block may have): keep the index.
		st.docs, st.ix = old.docs, old.ix
	case old == nil && r.opt.IndexDir != "":
		ix, an, lerr := lexical.LoadIndex(r.opt.IndexDir, r.indexKey(keys, st.extraKey, learned), r.opt.Background)
		if lerr == nil {
			st.docs, st.ix, stats.Loaded = an, ix, true
			break
		}
		if !errors.Is(lerr, lexical.ErrNoIndex) {
			r.opt.Logger.Warn("saved index unreadable; rebuilding", "err", lerr)
		}
		fallthrough
	default:
		var prev map[[32]byte]*lexical.Analyzed
		if old != nil {
			prev = make(map[[32]byte]*lexical.Analyzed, len(old.docs))
			for _, d := range old.docs {
				prev[d.Key] = d
			}
		}
		st.docs, err = lexical.AnalyzeKeyed(ctx, docs, keys, prev)
		if err != nil {
			return stats, fmt.Errorf("analyze skills: %w", err)
		}
		for _, d := range st.docs {
			if prev[d.Key] == nil {
				stats.Analyzed++
			}
		}
	}
	stats.Analyze = time.Since(t0)

	if r.opt.Embedder != nil {
		t0 = time.Now()
		st.texts = make([]string, len(st.skills))
		for i, s := range st.skills {
			st.texts[i] = EmbedText(s)
		}
		st.vecs = make([][]float32, len(st.skills))
		known := map[string][]float32{}
		if old != nil && old.vecs != nil {
			for i, t := range old.texts {
				known[t] = old.vecs[i]
			}
		}
		var todo []string
		var at []int
		for i, t := range st.texts {
			if v, ok := known[t]; ok {
				st.vecs[i] = v
				continue
			}
			todo = append(todo, t)
			at = append(at, i)
		}
		if len(todo) > 0 {
			var vecs [][]float32
			if r.opt.Cache != nil {
				vecs, stats.Embedded, err = r.opt.Cache.EmbedProgress(ctx, r.opt.Embedder, todo, r.opt.Progress)
			} else {
				vecs, err = embed.EmbedChunks(ctx, r.opt.Embedder, todo, func(start int, got [][]float32) error {
					if r.opt.Progress != nil {
						r.opt.Progress(start+len(got), len(todo))
					}
					return nil
				})
				stats.Embedded = len(todo)
			}
			if err != nil {
				return stats, fmt.Errorf("embed skill descriptions: %w", err)
			}
			if len(vecs) != len(todo) {
				return stats, fmt.Errorf("embed skill descriptions: %d vectors for %d texts", len(vecs), len(todo))
			}
			for k, i := range at {
				st.vecs[i] = vecs[k]
			}
		}
		stats.Embed = time.Since(t0)
	}

	if st.ix == nil {
		t0 = time.Now()
		w, b := r.opt.learnedParams()
		st.ix, err = lexical.BuildExtra(st.docs, r.opt.Params, r.opt.Background, lexical.Extra{Docs: st.extra, Weight: w, B: b})
		if err != nil {
			return stats, err
		}
		stats.Index = time.Since(t0)
		if r.opt.IndexDir != "" {
			if err := lexical.SaveIndex(r.opt.IndexDir, r.indexKey(keys, st.extraKey, learned), st.ix, st.docs); err != nil {
				r.opt.Logger.Warn("cannot save the index; the next start rebuilds it", "err", err)
			}
		}
	}
	st.dense = make([]float64, len(st.docs))
	for i, d := range st.docs {
		st.dense[i] = denseShare(d)
	}
	st.eff = r.effective(st.docs)
	stats.Terms = st.ix.Vocabulary()
	stats.Collection = st.ix.Collection()
	r.st.Store(st)
	return stats, nil
}

func sameKeys(docs []*lexical.Analyzed, keys [][32]byte) bool {
	if len(docs) != len(keys) {
		return false
	}
	for i, d := range docs {
		if d.Key != keys[i] {
			return false
		}
	}
	return true
}

// ShortSkillTerms is the length (index terms in the description and body)
// up to which a skill takes the whole dense weight; a longer skill takes
// ShortSkillTerms/length of it, so long skills rank on BM25F and short
// ones lean on the encoder.
const ShortSkillTerms = 60.0

// denseShare is the share of μ a skill's cosine gets.
func denseShare(d *lexical.Analyzed) float64 {
	n := float64(d.Len[lexical.Description] + d.Len[lexical.Body])
	if n <= ShortSkillTerms {
		return 1
	}
	return ShortSkillTerms / n
}

// EmbedText is the text of a skill a sentence encoder sees: its name, with
// hyphens as spaces, and its description (name + description measured best
// for USE-Lite on the dev set).
func EmbedText(s *skill.Skill) string {
	return strings.ReplaceAll(s.Name, "-", " ") + ". " + s.Description
}

// Settings read by OptionsFromEnv.
const (
	EnvMinScore     = "INGOT_MIN_SCORE"
	EnvRelatedScore = "INGOT_RELATED_SCORE"
	EnvDenseWeight  = "INGOT_DENSE_WEIGHT"
	EnvCollision    = "INGOT_COLLISION_SCORE"
)

// OptionsFromEnv returns DefaultOptions with the band thresholds and the
// dense weight taken from INGOT_MIN_SCORE, INGOT_RELATED_SCORE and
// INGOT_DENSE_WEIGHT when set (getenv is config.Config.Getenv or
// os.Getenv). A malformed or negative value is an error naming the
// variable. The encoder (INGOT_ENCODER, default use-lite) is opened
// separately with encoder.Open, and only when DenseWeight > 0 needs it.
func OptionsFromEnv(getenv func(string) string) (Options, error) {
	opt := DefaultOptions()
	for _, x := range []struct {
		key string
		dst *float64
	}{{EnvMinScore, &opt.MinScore}, {EnvRelatedScore, &opt.RelatedScore}, {EnvDenseWeight, &opt.DenseWeight}} {
		v := strings.TrimSpace(getenv(x.key))
		if v == "" {
			continue
		}
		f, err := strconv.ParseFloat(v, 64)
		if err != nil || math.IsNaN(f) || math.IsInf(f, 0) {
			return opt, fmt.Errorf("%s=%q: not a number", x.key, v)
		}
		if f < 0 {
			return opt, fmt.Errorf("%s=%q: must not be negative", x.key, v)
		}
		*x.dst = f
	}
	return opt, nil
}

// Bands are the match and related thresholds the router's current library
// routes with (the options', or the dense gate's for a short library).
func (r *Router) Bands() (minScore, relatedScore float64) {
	e := r.st.Load().eff
	return e.min, e.rel
}
