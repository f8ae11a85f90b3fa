package route

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"math"
	"path/filepath"
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
const (
	// DefaultMinScore: a top candidate scoring at least this is a match.
	DefaultMinScore = 0.437
	// DefaultRelatedScore: at least this (and below MinScore) is a
	// related_match; below is novel.
	DefaultRelatedScore = 0.422
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
	// build in memory every time). See IndexCacheDir.
	IndexDir string
	// DenseWeight is μ: fused = lexical + μ·cosine, for ranking only.
	DenseWeight float64
	Mode        Mode
	// MinScore and RelatedScore are the band thresholds on Score.
	MinScore, RelatedScore float64
	// Platform is used for requests that name none ("" = this machine).
	Platform string
	// Logger receives warnings (nil: discarded).
	Logger *slog.Logger
}

// DefaultOptions returns the options of the default build: BM25F with the
// measured parameters and the default background (one handle, decoded once
// however many routers share these options), no encoder, the CV-chosen
// thresholds.
func DefaultOptions() Options {
	return Options{
		Params:       lexical.DefaultParams(),
		Background:   lexical.DefaultBackground(),
		DenseWeight:  DefaultDenseWeight,
		MinScore:     DefaultMinScore,
		RelatedScore: DefaultRelatedScore,
	}
}

// Router routes tasks to the skills of a library. It is safe for
// concurrent use; Refresh swaps in a new library atomically and a failed
// refresh keeps the previous one.
type Router struct {
	opt   Options
	st    atomic.Pointer[state]
	mu    sync.Mutex // serialises refreshes
	query func(ctx context.Context, text string) ([]float32, error)
}

// state is one immutable snapshot of a library and its indexes.
type state struct {
	skills []*skill.Skill
	docs   []*lexical.Analyzed
	ix     *lexical.Index
	texts  []string    // what was embedded per skill
	vecs   [][]float32 // nil without an encoder
	byID   map[string]int
	byName map[string][]int

	simOnce sync.Once
	sims    []lexical.Vector // description vectors for Nearest
}

// IndexCacheDir is where a home keeps saved indexes: <home>/runs/cache/lexical.
func IndexCacheDir(home string) string { return filepath.Join(home, "runs", "cache", "lexical") }

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
	r := &Router{opt: opt}
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
	t0 := time.Now()
	var err error
	switch {
	case old != nil && sameKeys(old.docs, keys):
		// Nothing the index sees changed (a bundled file, a revision, the
		// router block may have): keep the index.
		st.docs, st.ix = old.docs, old.ix
	case old == nil && r.opt.IndexDir != "":
		ix, an, lerr := lexical.LoadIndex(r.opt.IndexDir, lexical.CacheKey(keys, r.opt.Params, r.opt.Background), r.opt.Background)
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
		st.ix, err = lexical.Build(st.docs, r.opt.Params, r.opt.Background)
		if err != nil {
			return stats, err
		}
		stats.Index = time.Since(t0)
		if r.opt.IndexDir != "" {
			if err := lexical.SaveIndex(r.opt.IndexDir, lexical.CacheKey(keys, r.opt.Params, r.opt.Background), st.ix, st.docs); err != nil {
				r.opt.Logger.Warn("cannot save the index; the next start rebuilds it", "err", err)
			}
		}
	}
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
