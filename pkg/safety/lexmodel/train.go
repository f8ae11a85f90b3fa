package lexmodel

import (
	"math"
	"math/rand"
	"strings"
)

// Doc is one training proposal: its label and the features of each of its
// chunks (the description and the body's Chunks).
type Doc struct {
	Hostile bool
	Chunks  [][]uint32
	// Parts is the features of each paragraph (and the description) of a
	// hostile document, for OtherWeight.
	Parts [][]uint32
}

// TrainOptions are the fit's settings; the zero value means the shipped
// ones (DefaultTrainOptions).
type TrainOptions struct {
	// Rounds of multiple-instance relabelling: the first round takes every
	// chunk of a hostile document as positive (each weighing 1/chunks),
	// later rounds only the chunk the previous model scored highest.
	Rounds int
	// Epochs of AdaGrad per round.
	Epochs int
	// L2 is the ridge penalty per weight and step.
	L2 float64
	// Step is AdaGrad's learning rate.
	Step float64
	// ExtraWeight multiplies the weight of each extra negative chunk
	// (real skills) relative to a negative chunk of the tables.
	ExtraWeight float64
	// OtherWeight, when positive, makes the paragraphs of a hostile
	// document other than the one the previous model scores highest
	// negatives of that weight (relative to a table negative) in the rounds
	// after the first, when that model scores them under ½: the useful
	// skill an attack sits in is not the attack, and the model should not
	// learn a writer's way of writing steps as hostile.
	OtherWeight float64
	// Seed orders the examples.
	Seed int64
}

// DefaultTrainOptions are the settings the shipped model was fitted with,
// chosen by cross-validation across the issue 15 tables (docs/safety-history.md,
// "How the learned stage was chosen").
var DefaultTrainOptions = TrainOptions{Rounds: 3, Epochs: 6, L2: 1e-6, Step: 0.5, ExtraWeight: 3, Seed: 1}

type example struct {
	x    []uint32
	y, w float64
}

// Train fits a model on labelled documents plus extra negative chunks
// (chunks of real, benign skills). Negatives as a whole weigh as much as
// the positives. The fit is deterministic for the same input order.
func Train(docs []Doc, extraNeg [][]uint32, opt TrainOptions) *Model {
	if opt.Rounds == 0 {
		opt = DefaultTrainOptions
	}
	var neg []example
	for _, d := range docs {
		if !d.Hostile {
			for _, c := range d.Chunks {
				neg = append(neg, example{x: c})
			}
		}
	}
	nTable := len(neg)
	for _, c := range extraNeg {
		neg = append(neg, example{x: c})
	}
	var m *Model
	for round := 0; round < opt.Rounds; round++ {
		ex := append([]example(nil), neg...)
		var others []int
		npos := 0
		for _, d := range docs {
			if !d.Hostile || len(d.Chunks) == 0 {
				continue
			}
			if m == nil {
				for _, c := range d.Chunks {
					ex = append(ex, example{x: c, y: 1, w: 1 / float64(len(d.Chunks))})
				}
			} else {
				best, bi := -1.0, 0
				for i, c := range d.Chunks {
					if s := m.Score(c); s > best {
						best, bi = s, i
					}
				}
				ex = append(ex, example{x: d.Chunks[bi], y: 1, w: 1})
				if opt.OtherWeight > 0 && len(d.Parts) > 1 {
					top, pi := -1.0, 0
					ps := make([]float64, len(d.Parts))
					for i, c := range d.Parts {
						ps[i] = m.Score(c)
						if ps[i] > top {
							top, pi = ps[i], i
						}
					}
					for i, c := range d.Parts {
						if i != pi && ps[i] < 0.5 {
							others = append(others, len(ex))
							ex = append(ex, example{x: c})
						}
					}
				}
			}
			npos++
		}
		nw := float64(npos) / (float64(nTable) + opt.ExtraWeight*float64(len(neg)-nTable) + opt.OtherWeight*float64(len(others)))
		for i := range neg {
			ex[i].w = nw
			if i >= nTable {
				ex[i].w = nw * opt.ExtraWeight
			}
		}
		for _, i := range others {
			ex[i].w = nw * opt.OtherWeight
		}
		m = fit(ex, opt, opt.Seed+int64(round))
	}
	return m
}

// fit is logistic regression by AdaGrad over shuffled examples.
func fit(ex []example, opt TrainOptions, seed int64) *Model {
	w := make([]float64, 1<<Bits)
	g2 := make([]float64, 1<<Bits)
	var b, gb2 float64
	rng := rand.New(rand.NewSource(seed))
	idx := rng.Perm(len(ex))
	for e := 0; e < opt.Epochs; e++ {
		rng.Shuffle(len(idx), func(i, j int) { idx[i], idx[j] = idx[j], idx[i] })
		for _, i := range idx {
			in := ex[i]
			if len(in.x) == 0 {
				continue
			}
			inv := 1 / math.Sqrt(float64(len(in.x)))
			s := b
			for _, k := range in.x {
				s += w[k] * inv
			}
			p := 1 / (1 + math.Exp(-s))
			g := (p - in.y) * in.w
			for _, k := range in.x {
				gk := g*inv + opt.L2*w[k]
				g2[k] += gk * gk
				w[k] -= opt.Step * gk / (math.Sqrt(g2[k]) + 1e-8)
			}
			gb2 += g * g
			b -= opt.Step * g / (math.Sqrt(gb2) + 1e-8)
		}
	}
	m := &Model{W: make([]float32, len(w)), B: float32(b)}
	for i, v := range w {
		m.W[i] = float32(v)
	}
	return m
}

// Relational reports whether a hostile family's harm lies in the
// proposal's relation to the live library rather than in its text: a
// near-copy of a live skill's description reads as an ordinary skill, so
// training on it would teach the model that ordinary skills are hostile.
// pkg/safety's collision check covers those.
func Relational(family string) bool {
	f := strings.ReplaceAll(family, "-", "")
	return strings.Contains(f, "nearcopy")
}
