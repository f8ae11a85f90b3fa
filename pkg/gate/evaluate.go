package gate

import (
	"fmt"
	"math"
	"sort"
	"strconv"
	"strings"
)

// Passes the gate knows. Any other pass (compile, files) is judged like a
// body pass: by held-out scores.
const (
	PassBody        = "body"
	PassDescription = "description"
)

// Settings are the gate's thresholds (DESIGN §7), each an INGOT_* setting.
type Settings struct {
	MinMargin       float64 // INGOT_PROMOTE_MIN_MARGIN: required mean lift on the holdout
	MinSamples      int     // INGOT_PROMOTE_MIN_SAMPLES: fewest held-out tasks measured
	PassScore       float64 // INGOT_PROMOTE_PASS_SCORE: a case scoring at least this passed
	MinConfidence   int     // INGOT_PROMOTE_MIN_CONFIDENCE: from this many samples on, the 95% interval's lower bound must be > 0 (0: never)
	AcceptBlockRate float64 // INGOT_PROMOTE_ACCEPT_BLOCK_RATE: share of holdout answers matching a forbid rule above which it blocks
	RetentionWarn   float64 // INGOT_RETENTION_WARN: warn when the challenger keeps less of the champion body's lines
	BodyTargetChars int     // INGOT_BODY_TARGET_CHARS: warn when a body grows past this many characters
	GrowthWarn      float64 // INGOT_PROMOTE_GROWTH_WARN: warn when the body grows by more than this factor
	CollisionScore  float64 // INGOT_COLLISION_SCORE: a description this similar to another skill's shadows it
}

// Setting names, by field.
const (
	EnvMinMargin       = "INGOT_PROMOTE_MIN_MARGIN"
	EnvMinSamples      = "INGOT_PROMOTE_MIN_SAMPLES"
	EnvPassScore       = "INGOT_PROMOTE_PASS_SCORE"
	EnvMinConfidence   = "INGOT_PROMOTE_MIN_CONFIDENCE"
	EnvAcceptBlockRate = "INGOT_PROMOTE_ACCEPT_BLOCK_RATE"
	EnvRetentionWarn   = "INGOT_RETENTION_WARN"
	EnvBodyTargetChars = "INGOT_BODY_TARGET_CHARS"
	EnvGrowthWarn      = "INGOT_PROMOTE_GROWTH_WARN"
	EnvCollisionScore  = "INGOT_COLLISION_SCORE"
)

// DefaultSettings are the seed's thresholds plus the interval rule.
func DefaultSettings() Settings {
	return Settings{
		MinMargin: 0.15, MinSamples: 3, PassScore: 0.5, MinConfidence: 10,
		AcceptBlockRate: 0.5, RetentionWarn: 0.5, BodyTargetChars: 6000, GrowthWarn: 2.0,
		CollisionScore: 0.8,
	}
}

// SettingsFrom reads the gate settings through getenv (config.Getenv),
// starting from the defaults. A malformed or out-of-range value is an error
// naming the variable.
func SettingsFrom(getenv func(string) string) (Settings, error) {
	s := DefaultSettings()
	if getenv == nil {
		return s, nil
	}
	floats := []struct {
		env    string
		dst    *float64
		lo, hi float64
	}{
		{EnvMinMargin, &s.MinMargin, -1, 1},
		{EnvPassScore, &s.PassScore, 0, 1},
		{EnvAcceptBlockRate, &s.AcceptBlockRate, 0, 1},
		{EnvRetentionWarn, &s.RetentionWarn, 0, 1},
		{EnvGrowthWarn, &s.GrowthWarn, 1, 1000},
		{EnvCollisionScore, &s.CollisionScore, 0, 1},
	}
	for _, f := range floats {
		v := strings.TrimSpace(getenv(f.env))
		if v == "" {
			continue
		}
		x, err := strconv.ParseFloat(v, 64)
		if err != nil || math.IsNaN(x) {
			return s, fmt.Errorf("%s=%q: not a number", f.env, v)
		}
		if x < f.lo || x > f.hi {
			return s, fmt.Errorf("%s=%q: must be between %g and %g", f.env, v, f.lo, f.hi)
		}
		*f.dst = x
	}
	ints := []struct {
		env string
		dst *int
		lo  int
	}{
		{EnvMinSamples, &s.MinSamples, 1},
		{EnvMinConfidence, &s.MinConfidence, 0},
		{EnvBodyTargetChars, &s.BodyTargetChars, 1},
	}
	for _, f := range ints {
		v := strings.TrimSpace(getenv(f.env))
		if v == "" {
			continue
		}
		n, err := strconv.Atoi(v)
		if err != nil {
			return s, fmt.Errorf("%s=%q: not a whole number", f.env, v)
		}
		if n < f.lo {
			return s, fmt.Errorf("%s=%q: must be at least %d", f.env, v, f.lo)
		}
		*f.dst = n
	}
	return s, nil
}

// Case is one held-out task's scores, each the mean over its repeats.
// An inconclusive case (a broken execution fixture, a judge that gave no
// verdict) is reported and left out of every statistic.
type Case struct {
	ID           string  `json:"id"`
	Champion     float64 `json:"champion"`
	Challenger   float64 `json:"challenger"`
	Inconclusive string  `json:"inconclusive,omitempty"`
}

// Acceptance is how many held-out answers of the challenger matched one
// forbid rule of the eval set.
type Acceptance struct {
	ID          string `json:"id"`
	Description string `json:"description,omitempty"`
	Hits        int    `json:"hits"`
	Answers     int    `json:"answers"`
}

// Collision is the other skill whose description the challenger's is
// closest to.
type Collision struct {
	Skill string  `json:"skill"`
	Score float64 `json:"score"`
}

// Routing holds router metrics (top1, recall_at_3, no_route_precision, …)
// of both sides of a description pass.
type Routing struct {
	Champion   map[string]float64 `json:"champion"`
	Challenger map[string]float64 `json:"challenger"`
}

// RoutingMetrics are the metrics a description pass may not regress, in
// report order.
var RoutingMetrics = []string{"top1", "recall_at_3", "no_route_precision"}

// Input is every raw fact the gate decides on. ingot-ab stores it in the
// evidence bundle, so ingot-promote can recompute the verdict under the
// settings in force instead of trusting the stored one.
type Input struct {
	Pass  string `json:"pass"`
	Cases []Case `json:"cases,omitempty"`
	// Incomplete says why the run stopped early (budget, interruption);
	// partial evidence is never promotable.
	Incomplete string `json:"incomplete,omitempty"`
	// Leakage names train/holdout overlaps ("holdout 2 ~ train 5 (0.93)")
	// or a missing holdout split.
	Leakage        []string     `json:"leakage,omitempty"`
	Acceptance     []Acceptance `json:"acceptance,omitempty"`
	SafetyRefusals []string     `json:"safety_refusals,omitempty"`
	SafetyFlags    []string     `json:"safety_flags,omitempty"`
	Collision      *Collision   `json:"collision,omitempty"`
	Routing        *Routing     `json:"routing,omitempty"`
	ChampionBody   string       `json:"champion_body,omitempty"`
	ChallengerBody string       `json:"challenger_body,omitempty"`
	JudgeModels    []string     `json:"judge_models,omitempty"`
	AuthorModel    string       `json:"author_model,omitempty"`
	// WorseTasks, when set, is what a task whose challenger score is
	// below its champion score does to the verdict: WorseBlock or
	// WorseWarn (ingot-ab --bench: "the tasks the skill made worse").
	// Empty: the rule is off (the catastrophic-regression rule still
	// applies).
	WorseTasks string `json:"worse_tasks,omitempty"`
}

// Values of Input.WorseTasks.
const (
	WorseBlock = "block"
	WorseWarn  = "warn"
)

// Stats summarise the paired held-out scores.
type Stats struct {
	N              int     `json:"n"`
	ChampionMean   float64 `json:"champion_mean"`
	ChallengerMean float64 `json:"challenger_mean"`
	Delta          float64 `json:"delta"`
	CILow          float64 `json:"ci_low"`
	CIHigh         float64 `json:"ci_high"`
	Wins           int     `json:"wins"`
	Losses         int     `json:"losses"`
	Ties           int     `json:"ties"`
	SignP          float64 `json:"sign_p"`
	Retention      float64 `json:"retention,omitempty"`
}

// Evaluate is the one gate function: ingot-ab, the description pass and
// ingot-promote (at propose, show and approve) all call it. The result
// depends only on in and s, never on randomness or the clock.
func Evaluate(in Input, s Settings) Verdict {
	v := Pass()
	if in.Incomplete != "" {
		v.Block("run incomplete (" + in.Incomplete + "): partial evidence is never promotable")
	}
	for _, r := range in.SafetyRefusals {
		v.Block("safety: " + r)
	}
	for _, f := range in.SafetyFlags {
		v.Warn("safety flag: " + f)
	}
	if in.Collision != nil && in.Collision.Score >= s.CollisionScore {
		v.Block(fmt.Sprintf("rewritten description shadows '%s' (similarity %.2f >= %s %.2f)", in.Collision.Skill, in.Collision.Score, EnvCollisionScore, s.CollisionScore))
	}
	for _, j := range in.JudgeModels {
		if in.AuthorModel != "" && strings.EqualFold(strings.TrimSpace(j), strings.TrimSpace(in.AuthorModel)) {
			v.Block(fmt.Sprintf("judge model %q is the author model: a model may not grade its own rewrite", j))
		}
	}
	if in.Pass == PassDescription {
		evaluateRouting(&v, in.Routing)
	} else {
		evaluateScores(&v, in, s)
	}
	return v.Normalize()
}

func evaluateRouting(v *Verdict, r *Routing) {
	if r == nil || len(r.Champion) == 0 || len(r.Challenger) == 0 {
		v.Block("description changed without routing cases: add routing: cases to the eval set")
		return
	}
	improved := false
	for _, m := range RoutingMetrics {
		a, okA := r.Champion[m]
		b, okB := r.Challenger[m]
		if !okA || !okB {
			v.Block(fmt.Sprintf("routing metric %s missing from the evidence", m))
			continue
		}
		switch {
		case b < a-1e-9:
			v.Block(fmt.Sprintf("routing %s regressed %.3f -> %.3f", m, a, b))
		case b > a+1e-9:
			improved = true
		}
	}
	if !improved && len(v.Blocked) == 0 {
		v.Block("no routing metric improved, nothing to gain from this change")
	}
}

func evaluateScores(v *Verdict, in Input, s Settings) {
	for _, a := range in.Acceptance {
		if a.Hits <= 0 {
			continue
		}
		n := a.Answers
		if n <= 0 {
			n = 1
		}
		msg := fmt.Sprintf("acceptance '%s': %d/%d holdout answer(s) matched forbidden pattern", a.ID, a.Hits, a.Answers)
		if a.Description != "" {
			msg += " (" + a.Description + ")"
		}
		if float64(a.Hits)/float64(n) > s.AcceptBlockRate {
			v.Block(msg)
		} else {
			v.Warn(msg)
		}
	}
	for _, l := range in.Leakage {
		v.Block("leakage: " + l)
	}
	st, inconclusive := Summarise(in.Cases)
	if len(inconclusive) > 0 {
		v.Warn(fmt.Sprintf("%d inconclusive case(s) left out of the scores: %s", len(inconclusive), strings.Join(inconclusive, ", ")))
	}
	if st.N < s.MinSamples {
		v.Block(fmt.Sprintf("only %d held-out tasks (< %d)", st.N, s.MinSamples))
	}
	if st.Delta < s.MinMargin-1e-9 {
		v.Block(fmt.Sprintf("margin %+.2f < required %+.2f", st.Delta, s.MinMargin))
	}
	var regressed []string
	for _, c := range in.Cases {
		if c.Inconclusive == "" && c.Champion >= s.PassScore && c.Challenger < s.PassScore {
			regressed = append(regressed, c.ID)
		}
	}
	if len(regressed) > 0 {
		v.Block(fmt.Sprintf("catastrophic regression on %d task(s) the champion passed: %s", len(regressed), strings.Join(regressed, ", ")))
	}
	if in.WorseTasks != "" {
		var worse []string
		for _, c := range in.Cases {
			if c.Inconclusive == "" && c.Challenger < c.Champion-1e-9 {
				worse = append(worse, fmt.Sprintf("%s (%.2f -> %.2f)", c.ID, c.Champion, c.Challenger))
			}
		}
		if len(worse) > 0 {
			msg := fmt.Sprintf("the change made %d task(s) worse: %s", len(worse), strings.Join(worse, ", "))
			if in.WorseTasks == WorseWarn {
				v.Warn(msg)
			} else {
				v.Block(msg)
			}
		}
	}
	if s.MinConfidence > 0 && st.N >= s.MinConfidence && st.CILow <= 0 {
		v.Block(fmt.Sprintf("95%% interval of the mean delta [%+.3f, %+.3f] does not exclude 0 (n=%d >= %s %d)", st.CILow, st.CIHigh, st.N, EnvMinConfidence, s.MinConfidence))
	}
	if st.N >= s.MinSamples && (s.MinConfidence == 0 || st.N < s.MinConfidence) {
		v.Warn(fmt.Sprintf("few samples: %d held-out task(s); the 95%% interval [%+.3f, %+.3f] is wide", st.N, st.CILow, st.CIHigh))
	}
	if strings.TrimSpace(in.ChampionBody) != "" && strings.TrimSpace(in.ChampionBody) != strings.TrimSpace(in.ChallengerBody) {
		kept := Retention(in.ChampionBody, in.ChallengerBody)
		st.Retention = kept
		if kept < s.RetentionWarn {
			v.Warn(fmt.Sprintf("challenger drops %.0f%% of the champion body, gated on only %d held-out task(s), review the deletions carefully", 100*(1-kept), st.N))
		}
		a, b := len([]rune(in.ChampionBody)), len([]rune(in.ChallengerBody))
		if b > s.BodyTargetChars && b > a {
			v.Warn(fmt.Sprintf("body grows from %d to %d characters, past %s %d", a, b, EnvBodyTargetChars, s.BodyTargetChars))
		} else if a > 0 && float64(b) > s.GrowthWarn*float64(a) {
			v.Warn(fmt.Sprintf("body grows %.1fx, from %d to %d characters", float64(b)/float64(a), a, b))
		}
	}
	v.Stats = &st
}

// Summarise computes the paired statistics of the conclusive cases and
// returns the ids of the inconclusive ones.
func Summarise(cases []Case) (Stats, []string) {
	var st Stats
	var deltas []float64
	var inconclusive []string
	var sumA, sumB float64
	for _, c := range cases {
		if c.Inconclusive != "" {
			inconclusive = append(inconclusive, c.ID)
			continue
		}
		d := c.Challenger - c.Champion
		deltas = append(deltas, d)
		sumA += c.Champion
		sumB += c.Challenger
		switch {
		case d > 1e-9:
			st.Wins++
		case d < -1e-9:
			st.Losses++
		default:
			st.Ties++
		}
	}
	st.N = len(deltas)
	if st.N == 0 {
		st.SignP = 1
		return st, inconclusive
	}
	st.ChampionMean = round6(sumA / float64(st.N))
	st.ChallengerMean = round6(sumB / float64(st.N))
	st.Delta = round6(st.ChallengerMean - st.ChampionMean)
	lo, hi := BootstrapCI(deltas, 0.95, 4000)
	st.CILow, st.CIHigh = round6(lo), round6(hi)
	st.SignP = round6(SignTest(st.Wins, st.Losses))
	return st, inconclusive
}

func round6(x float64) float64 { return math.Round(x*1e6) / 1e6 }

// BootstrapCI is the percentile interval of the mean of xs over n
// resamples with replacement. The generator is seeded by a fixed value,
// so the interval is the same on every machine and every recomputation.
func BootstrapCI(xs []float64, level float64, n int) (lo, hi float64) {
	if len(xs) == 0 {
		return 0, 0
	}
	rng := splitmix(0x1ae0c0ffee)
	means := make([]float64, n)
	k := len(xs)
	for i := range means {
		var sum float64
		for j := 0; j < k; j++ {
			sum += xs[rng.next()%uint64(k)]
		}
		means[i] = sum / float64(k)
	}
	sort.Float64s(means)
	alpha := (1 - level) / 2
	li := int(math.Floor(alpha * float64(n)))
	hiIdx := int(math.Ceil((1-alpha)*float64(n))) - 1
	if hiIdx >= n {
		hiIdx = n - 1
	}
	return means[li], means[hiIdx]
}

// splitmix is SplitMix64: tiny, fast and fixed forever, unlike a library
// generator whose stream may change between Go versions.
type splitmix uint64

func (s *splitmix) next() uint64 {
	*s += 0x9e3779b97f4a7c15
	z := uint64(*s)
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9
	z = (z ^ (z >> 27)) * 0x94d049bb133111eb
	return z ^ (z >> 31)
}

// SignTest is the two-sided exact sign-test p-value for wins against
// losses (ties dropped).
func SignTest(wins, losses int) float64 {
	n := wins + losses
	if n == 0 {
		return 1
	}
	k := min(wins, losses)
	// P(X <= k) for X ~ Binomial(n, 1/2), in log space.
	var p float64
	for i := 0; i <= k; i++ {
		lg := lgammaInt(n+1) - lgammaInt(i+1) - lgammaInt(n-i+1) - float64(n)*math.Ln2
		p += math.Exp(lg)
	}
	return math.Min(1, 2*p)
}

func lgammaInt(n int) float64 {
	v, _ := math.Lgamma(float64(n))
	return v
}

// Retention is the share of the champion body's non-blank lines (trimmed)
// that the challenger keeps verbatim; an empty champion keeps everything.
func Retention(champion, challenger string) float64 {
	have := map[string]bool{}
	for _, l := range strings.Split(challenger, "\n") {
		if t := strings.TrimSpace(l); t != "" {
			have[t] = true
		}
	}
	total, kept := 0, 0
	for _, l := range strings.Split(champion, "\n") {
		t := strings.TrimSpace(l)
		if t == "" {
			continue
		}
		total++
		if have[t] {
			kept++
		}
	}
	if total == 0 {
		return 1
	}
	return float64(kept) / float64(total)
}

// Compare reports how a recomputed verdict differs from a stored one, or
// nil when the stored verdict is no stronger than the recomputed one: the
// same status and no blocking reason dropped. ingot-promote refuses a
// proposal whose stored verdict Compare rejects.
func Compare(stored, recomputed Verdict) error {
	if stored.Status() != recomputed.Status() {
		reason := ""
		if !recomputed.Allows() {
			reason = ": " + recomputed.Reason()
		}
		return fmt.Errorf("the bundle says %s but its own measurements give %s%s", stored.Status(), recomputed.Status(), reason)
	}
	return nil
}
