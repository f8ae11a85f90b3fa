package route

//go:generate go run ../../internal/routegen -root ../.. -out gate_model.go

import (
	"fmt"
	"math"
	"slices"
	"strings"

	"github.com/ingot-dev/ingot/pkg/lexical"
)

// The match probability (the gate): instead of banding on the raw BM25F
// score, which grows with how much text a skill has (a 15-word personal
// skill scores a fraction of a 3,000-word one for the same request), the
// router estimates P(the top skill is the right one) from features that
// mean the same for short and long skills, with a logistic model fitted
// offline (internal/routegen, `go generate ./pkg/route`) and shipped as
// constants (gate_model.go). The bands are thresholds on that
// probability.

// GateFeatures names the gate's inputs, in the order of a feature vector.
var GateFeatures = []string{
	"lexical",           // ln(1 + raw BM25F score)
	"share_name",        // share of the request's idf mass found in the skill's name
	"share_description", // … in its description
	"share_body",        // … in its body
	"share_any",         // … anywhere in the skill
	"name_in_request",   // share of the skill's name words (stemmed) the request holds
	"margin",            // (fused − best other fused) / the larger of the two
	"skill_length",      // ln(1 + terms in description and body)
	"request_terms",     // ln(1 + index terms in the request, negated spans dropped)
	"cosine",            // the encoder's cosine (0 without one)
}

const numGateFeatures = 10

// GateModel is a logistic model of the match probability over
// GateFeatures, standardised: p = σ(Bias + Σ Weights[k]·(x[k] − Mean[k]) / Scale[k]).
type GateModel struct {
	Mean    [numGateFeatures]float64 `json:"mean"`
	Scale   [numGateFeatures]float64 `json:"scale"`
	Weights [numGateFeatures]float64 `json:"weights"`
	Bias    float64                  `json:"bias"`
	// MinScore and RelatedScore are the bands the model was fitted with:
	// p ≥ MinScore is a match, p ≥ RelatedScore a related match.
	MinScore     float64 `json:"min_score"`
	RelatedScore float64 `json:"related_score"`
}

// Prob is the match probability of feature vector x.
func (m *GateModel) Prob(x []float64) float64 {
	z := m.Bias
	for k := range m.Weights {
		if m.Weights[k] == 0 {
			continue
		}
		s := m.Scale[k]
		if s == 0 {
			s = 1
		}
		z += m.Weights[k] * (x[k] - m.Mean[k]) / s
	}
	return 1 / (1 + math.Exp(-z))
}

// String lists the weights, largest magnitude first is left to callers;
// this is one line for logs.
func (m *GateModel) String() string {
	var b strings.Builder
	fmt.Fprintf(&b, "bias %.3f", m.Bias)
	for k, n := range GateFeatures {
		fmt.Fprintf(&b, ", %s %.3f", n, m.Weights[k])
	}
	return b.String()
}

// features is the gate's feature vector for skill i, whose fused score
// competes with other (the best fused score among the other candidates, 0
// when there is none).
func (k ranker) features(i int, other float64) []float64 {
	x := make([]float64, numGateFeatures)
	d := k.st.docs[i]
	cv := k.st.ix.Coverage(k.sg.q, d)
	k.learnedCoverage(i, &cv)
	x[0] = math.Log1p(max(0, k.sg.lex[i]))
	x[1] = cv.Share(cv.Field[lexical.Name])
	x[2] = cv.Share(cv.Field[lexical.Description])
	x[3] = cv.Share(cv.Field[lexical.Body])
	x[4] = cv.Share(cv.Any)
	if cv.NameTerms > 0 {
		x[5] = float64(cv.NameInQuery) / float64(cv.NameTerms)
	}
	f := k.fused(i)
	if den := max(math.Abs(f), math.Abs(other)); den > 0 {
		x[6] = (f - other) / den
	}
	x[7] = math.Log1p(float64(d.Len[lexical.Description] + d.Len[lexical.Body]))
	x[8] = math.Log1p(float64(len(k.sg.q.Terms)))
	if k.sg.cos != nil {
		x[9] = k.sg.cos[i]
	}
	return x
}

// FitGate fits a logistic model of y (1: the top skill was right) on the
// feature vectors xs with an L2 penalty lambda on the standardised
// weights, by Newton's method. Features in drop get weight 0.
func FitGate(xs [][]float64, ys []float64, lambda float64, drop ...string) (GateModel, error) {
	var m GateModel
	use := make([]bool, numGateFeatures)
	for k, name := range GateFeatures {
		use[k] = !slices.Contains(drop, name)
	}
	fit, err := fitLogistic(xs, ys, lambda, use)
	if err != nil {
		return m, fmt.Errorf("fit gate: %w", err)
	}
	copy(m.Mean[:], fit.Mean)
	copy(m.Scale[:], fit.Scale)
	copy(m.Weights[:], fit.Weights)
	m.Bias = fit.Bias
	return m, nil
}

// logisticFit is a fitted logistic model over standardised columns.
type logisticFit struct {
	Mean, Scale, Weights []float64
	Bias                 float64
}

// fitLogistic fits a logistic model of ys on the rows xs (any width) by
// Newton's method, with an L2 penalty lambda on the standardised weights.
// Columns not in use, and columns that do not vary, get weight 0.
func fitLogistic(xs [][]float64, ys []float64, lambda float64, use []bool) (logisticFit, error) {
	n := len(xs)
	if n < 2 {
		return logisticFit{}, fmt.Errorf("%d examples", n)
	}
	width := len(use)
	m := logisticFit{Mean: make([]float64, width), Scale: make([]float64, width), Weights: make([]float64, width)}
	use = append([]bool(nil), use...)
	for k := range width {
		var s, ss float64
		for _, x := range xs {
			s += x[k]
			ss += x[k] * x[k]
		}
		mean := s / float64(n)
		sd := math.Sqrt(max(0, ss/float64(n)-mean*mean))
		m.Mean[k] = mean
		m.Scale[k] = 1
		if sd > 1e-9 {
			m.Scale[k] = sd
		} else {
			use[k] = false
		}
	}
	var idx []int
	for k := range width {
		if use[k] {
			idx = append(idx, k)
		}
	}
	d := len(idx) + 1 // bias last
	z := make([][]float64, n)
	for i, x := range xs {
		z[i] = make([]float64, d)
		for j, k := range idx {
			z[i][j] = (x[k] - m.Mean[k]) / m.Scale[k]
		}
		z[i][d-1] = 1
	}
	w := make([]float64, d)
	for it := 0; it < 100; it++ {
		g := make([]float64, d)
		h := make([][]float64, d)
		for a := range h {
			h[a] = make([]float64, d)
		}
		for i := range z {
			s := 0.0
			for a := range w {
				s += w[a] * z[i][a]
			}
			p := 1 / (1 + math.Exp(-s))
			r := ys[i] - p
			v := p * (1 - p)
			for a := range w {
				g[a] += r * z[i][a]
				for b := range w {
					h[a][b] += v * z[i][a] * z[i][b]
				}
			}
		}
		for a := 0; a < d-1; a++ {
			g[a] -= lambda * w[a]
			h[a][a] += lambda
		}
		h[d-1][d-1] += 1e-9
		step, ok := solve(h, g)
		if !ok {
			return m, fmt.Errorf("singular system")
		}
		done := 0.0
		for a := range w {
			w[a] += step[a]
			done += math.Abs(step[a])
		}
		if done < 1e-10 {
			break
		}
	}
	for j, k := range idx {
		m.Weights[k] = w[j]
	}
	m.Bias = w[d-1]
	if math.IsNaN(m.Bias) {
		return m, fmt.Errorf("did not converge")
	}
	return m, nil
}

// solve returns x with A·x = b by Gaussian elimination with partial
// pivoting (A is small and symmetric positive definite here).
func solve(a [][]float64, b []float64) ([]float64, bool) {
	n := len(b)
	m := make([][]float64, n)
	for i := range a {
		m[i] = append(append([]float64(nil), a[i]...), b[i])
	}
	for c := 0; c < n; c++ {
		p := c
		for r := c + 1; r < n; r++ {
			if math.Abs(m[r][c]) > math.Abs(m[p][c]) {
				p = r
			}
		}
		if math.Abs(m[p][c]) < 1e-12 {
			return nil, false
		}
		m[c], m[p] = m[p], m[c]
		for r := c + 1; r < n; r++ {
			f := m[r][c] / m[c][c]
			for k := c; k <= n; k++ {
				m[r][k] -= f * m[c][k]
			}
		}
	}
	x := make([]float64, n)
	for r := n - 1; r >= 0; r-- {
		s := m[r][n]
		for k := r + 1; k < n; k++ {
			s -= m[r][k] * x[k]
		}
		x[r] = s / m[r][r]
	}
	return x, true
}
