//go:build experiment

// Soft matching through WordNet (Debian wordnet-base, /usr/share/wordnet):
// a query term matches a skill term that is a synonym of one of its first
// senses (weight 1), a direct hypernym or hyponym (EXP_WHYP) or a
// derivationally related form (EXP_WDER), scored as in
// TestExperimentGlove.
//
//	EXP_WSENSES=2 EXP_XLAMBDA=0.5,1 go test -tags experiment ./pkg/route -run 'TestExperimentWordnet$' -v

package route

import (
	"bufio"
	"context"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/ingot-dev/ingot/pkg/lexical"
)

type wnSynset struct {
	words []string
	ptrs  []wnPtr
}

type wnPtr struct {
	sym string
	key string // pos + offset
}

func loadWordnet(t *testing.T, dir string, senses int, wHyp, wDer float64) func(string) []tnb {
	syn := map[string]*wnSynset{}
	for _, pos := range []string{"noun", "verb", "adj", "adv"} {
		f, err := os.Open(filepath.Join(dir, "data."+pos))
		if err != nil {
			t.Skipf("no WordNet: %v", err)
		}
		sc := bufio.NewScanner(f)
		sc.Buffer(make([]byte, 1<<20), 1<<20)
		for sc.Scan() {
			l := sc.Text()
			if strings.HasPrefix(l, "  ") {
				continue
			}
			l, _, _ = strings.Cut(l, " | ")
			fs := strings.Fields(l)
			p := fs[2]
			if p == "s" {
				p = "a"
			}
			n, _ := strconv.ParseInt(fs[3], 16, 32)
			s := &wnSynset{}
			k := 4
			for i := 0; i < int(n); i++ {
				w := strings.ToLower(fs[k])
				if j := strings.IndexByte(w, '('); j > 0 {
					w = w[:j]
				}
				s.words = append(s.words, strings.ReplaceAll(w, "_", " "))
				k += 2
			}
			pc, _ := strconv.Atoi(fs[k])
			k++
			for i := 0; i < pc; i++ {
				tp := fs[k+2]
				if tp == "s" {
					tp = "a"
				}
				s.ptrs = append(s.ptrs, wnPtr{fs[k], tp + fs[k+1]})
				k += 4
			}
			syn[p+fs[0]] = s
		}
		f.Close()
	}
	// word → its synsets, most frequent sense first, per part of speech.
	senseOf := map[string][]string{}
	for _, pos := range []string{"noun", "verb", "adj", "adv"} {
		f, _ := os.Open(filepath.Join(dir, "index."+pos))
		sc := bufio.NewScanner(f)
		sc.Buffer(make([]byte, 1<<20), 1<<20)
		for sc.Scan() {
			l := sc.Text()
			if strings.HasPrefix(l, "  ") {
				continue
			}
			fs := strings.Fields(l)
			p := fs[1]
			if p == "s" {
				p = "a"
			}
			nsyn, _ := strconv.Atoi(fs[2])
			pc, _ := strconv.Atoi(fs[3])
			offs := fs[4+pc+2:]
			offs = offs[:min(nsyn, len(offs))]
			w := strings.ReplaceAll(fs[0], "_", " ")
			for i, o := range offs {
				if i >= senses {
					break
				}
				senseOf[w] = append(senseOf[w], p+o)
			}
		}
		f.Close()
	}
	one := func(w string) string {
		ts := lexical.Terms(w)
		if len(ts) != 1 {
			return ""
		}
		return ts[0]
	}
	// term → words analysing to it.
	wordsOf := map[string][]string{}
	for w := range senseOf {
		if t := one(w); t != "" {
			wordsOf[t] = append(wordsOf[t], w)
		}
	}
	cache := map[string][]tnb{}
	return func(term string) []tnb {
		if l, ok := cache[term]; ok {
			return l
		}
		best := map[string]float64{}
		add := func(w string, v float64) {
			if t := one(w); t != "" && t != term && v > best[t] {
				best[t] = v
			}
		}
		for _, w := range wordsOf[term] {
			for _, key := range senseOf[w] {
				s := syn[key]
				for _, x := range s.words {
					add(x, 1)
				}
				for _, p := range s.ptrs {
					var wt float64
					switch p.sym {
					case "@", "~", "@i", "~i":
						wt = wHyp
					case "+", "\\", "&", "^":
						wt = wDer
					}
					if wt == 0 || syn[p.key] == nil {
						continue
					}
					for _, x := range syn[p.key].words {
						add(x, wt)
					}
				}
			}
		}
		var out []tnb
		for t, v := range best {
			out = append(out, tnb{t, v})
		}
		sort.Slice(out, func(a, b int) bool { return out[a].c > out[b].c || out[a].c == out[b].c && out[a].t < out[b].t })
		cache[term] = out
		return out
	}
}

func TestExperimentWordnet(t *testing.T) {
	ctx := context.Background()
	assoc := loadWordnet(t, "/usr/share/wordnet", int(floats("EXP_WSENSES", []float64{2})[0]), floats("EXP_WHYP", []float64{0.5})[0], floats("EXP_WDER", []float64{0.7})[0])
	x, closeE := loadExpSuites(t, ctx)
	defer closeE()
	_, bd, rl, dev, tgtOf := x.e, x.bd, x.rl, x.dev, x.target
	o := gopt{tau: floats("EXP_GTAU", []float64{0.5})[0], k: int(floats("EXP_GK", []float64{5})[0]), pow: 1}
	scorers := map[*state]*softScorer{}
	get := func(st *state) *softScorer {
		s := scorers[st]
		if s == nil {
			s = newSoftScorer(st, nil, o)
			s.assoc = assoc
			scorers[st] = s
		}
		return s
	}
	sel := func(x *xsuite, i int) []float64 { return get(x.p.st).score(x.p.sg[i].q) }
	showNeighbours(t, get, bd, rl)
	for _, lam := range floats("EXP_XLAMBDA", []float64{0.25, 0.5, 1}) {
		for _, gateSees := range gateSeesList() {
			c := cfg{mu: lam, cosSel: sel, lexOnlyGate: !gateSees}
			// EXP_DEVOFF=1: the corpus (a long library) ranks without the
			// signal, as a switch by library statistics would have it.
			dc := c
			if os.Getenv("EXP_DEVOFF") != "" {
				dc.mu = 0
			}
			var parts []string
			for _, pair := range [][2]*xsuite{{bd, rl}, {rl, bd}} {
				tgt, oth := pair[0], pair[1]
				parts = append(parts, tgt.name+": "+crossLib([]*xsuite{oth, dev}, []cfg{c, dc}, tgtOf[tgt], c).String())
			}
			parts = append(parts, "dev fitted: "+crossLib([]*xsuite{bd, rl, dev}, []cfg{c, c, dc}, dev, dc).String())
			t.Logf("expand wordnet senses %s hyp %s der %s τ %g λ %g gate-sees %v\n   %s\n   %s\n   %s", os.Getenv("EXP_WSENSES"), os.Getenv("EXP_WHYP"), os.Getenv("EXP_WDER"), o.tau, lam, gateSees, parts[0], parts[1], parts[2])
		}
	}
}
