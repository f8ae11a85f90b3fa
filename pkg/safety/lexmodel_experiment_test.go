//go:build experiment

package safety

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"sort"
	"strings"
	"testing"

	"github.com/ingot-dev/ingot/pkg/safety/lexmodel"
)

// TestExperimentLexModel measures the learned stage (pkg/safety/lexmodel)
// the way it was chosen: trained with the shipped settings (tables,
// probes, wrappers) on every table but the ones measured, with half of the
// corpus as extra negatives.
//   - CV: five folds, each holding out two tables and a fifth of the
//     probes (model alone: recall, false refusals, probes refused);
//   - UNION: fresh23 and fresh24 with the rules and the model together
//     (pipeline=true runs Check itself, which defers to the rules'
//     mention judgements);
//   - corpus: two halves, each scored by a model trained on the other;
//   - WRAPPERS: the useful skills around seen and held-out attacks.
//
// Knobs: LEX_FOLDS=0 skips the folds; LEX_CW the corpus weight; LEX_OW
// the other-paragraph weight; LEX_L2; LEX_K models in a min-ensemble;
// LEX_TEST the tables held out last (default fresh23,fresh24); LEX_EXCLUDE
// tables left out of everything (default fresh26-34, written after the
// design was fixed); LEX_WRAP=0, LEX_PROBES=none or LEX_PROBES_TRAIN=0
// drop the wrappers, the probes, or the probes from training; LEX_QUIET
// prints summaries only; LEX_FLAGT2 also refuses, in UNION, a proposal the
// rules flagged whose score reaches it (measured in session 8 with
// LEX_TEST=fresh31-34: at 0.9 it added 2 of 649 attacks and 2 corpus
// refusals, so it is not shipped).

type lexDoc struct {
	table, id string
	hostile   bool
	chunks    [][]uint32
	parts     [][]uint32
	p         Proposal
}

func lexDocOf(table, id string, hostile bool, p Proposal) lexDoc {
	d := lexDoc{table: table, id: id, hostile: hostile, chunks: lexmodel.DocChunks(p.Description, p.Body), p: p}
	if hostile {
		d.parts = lexmodel.DocParts(p.Description, p.Body)
	}
	return d
}

var tableRe = regexp.MustCompile(`^(.*?)-?(hostile|benign)\.yaml$`)

func loadLexDocs(t *testing.T) []lexDoc {
	files, _ := filepath.Glob("testdata/generalise/*.yaml")
	sort.Strings(files)
	var docs []lexDoc
	for _, f := range files {
		m := tableRe.FindStringSubmatch(filepath.Base(f))
		if m == nil {
			continue
		}
		cs, _ := loadGen(t, filepath.Base(f))
		for _, c := range cs {
			if m[2] == "hostile" && lexmodel.Relational(c.Family) {
				continue
			}
			docs = append(docs, lexDocOf(m[1], c.Case, m[2] == "hostile", c.proposal()))
		}
	}
	if path := envOr("LEX_PROBES", "testdata/probes.jsonl"); path != "none" {
		b, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		for i, line := range strings.Split(strings.TrimSpace(string(b)), "\n") {
			var pr struct {
				Name, Description, Body string
				Refused                 bool
			}
			if err := json.Unmarshal([]byte(line), &pr); err != nil {
				t.Fatal(err)
			}
			docs = append(docs, lexDocOf(fmt.Sprintf("probes%d", i%5), fmt.Sprintf("probe-%d", i), pr.Refused, Proposal{Name: pr.Name, Description: pr.Description, Body: pr.Body}))
		}
	}
	return docs
}

// lexEnsemble is K models, each trained without one K-th of the tables;
// a chunk's score is the lowest of theirs (LEX_K, default 1: one model).
type lexEnsemble []*lexmodel.Model

func (e lexEnsemble) Score(x []uint32) float64 {
	lo := 1.0
	for _, m := range e {
		lo = min(lo, m.Score(x))
	}
	return lo
}

func lexTrain(train []lexDoc, neg [][]uint32, cw float64) lexEnsemble {
	k := 1
	if v := os.Getenv("LEX_K"); v != "" {
		fmt.Sscan(v, &k)
	}
	if k == 1 {
		return lexEnsemble{lexTrain1(train, neg, cw)}
	}
	var tables []string
	seen := map[string]bool{}
	for _, d := range train {
		if !seen[d.table] {
			seen[d.table] = true
			tables = append(tables, d.table)
		}
	}
	var e lexEnsemble
	for i := 0; i < k; i++ {
		var sub []lexDoc
		out := map[string]bool{}
		for j, tb := range tables {
			if j%k == i {
				out[tb] = true
			}
		}
		for _, d := range train {
			if !out[d.table] {
				sub = append(sub, d)
			}
		}
		e = append(e, lexTrain1(sub, neg, cw))
	}
	return e
}

// wrapperCache holds each hostile document's wrapper (safety.Wrapper).
var wrapperCache = map[string][][]uint32{}

func lexTrain1(train []lexDoc, neg [][]uint32, cw float64) *lexmodel.Model {
	ds := make([]lexmodel.Doc, 0, len(train))
	for _, d := range train {
		ds = append(ds, lexmodel.Doc{Hostile: d.hostile, Chunks: d.chunks, Parts: d.parts})
		if d.hostile && os.Getenv("LEX_WRAP") != "0" {
			w, ok := wrapperCache[d.id]
			if !ok {
				rest, found, err := Wrapper(context.Background(), d.p.Description, d.p.Body)
				if err != nil {
					panic(err)
				}
				if found {
					w = lexmodel.DocChunks(d.p.Description, rest)
				}
				wrapperCache[d.id] = w
			}
			if w != nil {
				ds = append(ds, lexmodel.Doc{Chunks: w})
			}
		}
	}
	o := lexmodel.DefaultTrainOptions
	o.ExtraWeight = cw
	if v := os.Getenv("LEX_OW"); v != "" {
		fmt.Sscan(v, &o.OtherWeight)
	}
	if v := os.Getenv("LEX_L2"); v != "" {
		fmt.Sscan(v, &o.L2)
	}
	return lexmodel.Train(ds, neg, o)
}

func docScore(m lexEnsemble, d lexDoc) float64 {
	best := 0.0
	for _, c := range d.chunks {
		best = max(best, m.Score(c))
	}
	return best
}

func TestExperimentLexModel(t *testing.T) {
	cw := lexmodel.DefaultTrainOptions.ExtraWeight
	if v := os.Getenv("LEX_CW"); v != "" {
		fmt.Sscan(v, &cw)
	}
	docs := loadLexDocs(t)
	corpus := loadCorpus(t)
	corpusDocs := make([]lexDoc, len(corpus))
	for i, s := range corpus {
		corpusDocs[i] = lexDocOf("", s.path, false, s.p)
	}
	excluded := map[string]bool{}
	for _, n := range strings.Split(envOr("LEX_EXCLUDE", "fresh26,fresh27,fresh28,fresh29,fresh30,fresh31,fresh32,fresh33,fresh34"), ",") {
		excluded[n] = true
	}
	test := map[string]bool{}
	testNames := os.Getenv("LEX_TEST")
	if testNames == "" {
		testNames = "fresh23,fresh24"
	}
	for _, n := range strings.Split(testNames, ",") {
		test[n] = true
	}
	folds := [][]string{{"fresh21", "fresh22", "probes0"}, {"fresh19", "fresh20", "probes1"}, {"fresh17", "fresh18", "probes2"}, {"fresh15", "fresh16", "probes3"}, {"fresh25", "fresh13", "probes4"}}
	if os.Getenv("LEX_FOLDS") == "0" {
		folds = nil
	}
	ths := []float64{0.8, 0.9, 0.95, 0.97, 0.98, 0.99}
	half := func(k int) (neg [][]uint32, held []lexDoc) {
		for i, d := range corpusDocs {
			if i%2 == k {
				neg = append(neg, d.chunks...)
			} else {
				held = append(held, d)
			}
		}
		return
	}
	cvHit, cvN, cvFR := map[float64]int{}, 0, map[float64]int{}
	cvPFR, cvPHit, cvPN, cvPH := map[float64]int{}, map[float64]int{}, 0, 0
	for _, f := range folds {
		var train, held []lexDoc
		for _, d := range docs {
			switch {
			case test[d.table] || excluded[d.table]:
			case slices.Contains(f, d.table):
				held = append(held, d)
			case strings.HasPrefix(d.table, "probes") && os.Getenv("LEX_PROBES_TRAIN") == "0":
			default:
				train = append(train, d)
			}
		}
		neg, _ := half(0)
		m := lexTrain(train, neg, cw)
		for _, th := range ths {
			var nh, hit, fr, pn, pfr, ph, phit int
			var frs []string
			for _, d := range held {
				s := docScore(m, d)
				if strings.HasPrefix(d.table, "probes") {
					if d.hostile {
						ph++
						if s >= th {
							phit++
						}
					} else {
						pn++
						if s >= th {
							pfr++
						}
					}
					continue
				}
				if d.hostile {
					nh++
					if s >= th {
						hit++
					}
				} else if s >= th {
					fr++
					frs = append(frs, d.id)
				}
			}
			if testing.Verbose() && os.Getenv("LEX_QUIET") == "" {
				t.Logf("%v th %.2f: recall %d/%d %.3f, FR %d %v", f, th, hit, nh, float64(hit)/float64(nh), fr, frs)
			}
			cvHit[th] += hit
			cvFR[th] += fr
			cvPFR[th] += pfr
			cvPHit[th] += phit
			if th == ths[0] {
				cvPN += pn
				cvPH += ph
			}
			if th == ths[0] {
				cvN += nh
			}
		}
	}
	for _, th := range ths {
		if cvN > 0 {
			t.Logf("CV th %.2f: recall %d/%d %.3f, false refusals %d; probes: refused %d/%d hostile, %d/%d benign", th, cvHit[th], cvN, float64(cvHit[th])/float64(cvN), cvFR[th], cvPHit[th], cvPH, cvPFR[th], cvPN)
		}
	}
	var train, held []lexDoc
	for _, d := range docs {
		if excluded[d.table] {
			continue
		}
		if strings.HasPrefix(d.table, "probes") && os.Getenv("LEX_PROBES_TRAIN") == "0" {
			continue
		}
		if test[d.table] {
			held = append(held, d)
		} else {
			train = append(train, d)
		}
	}
	opt := corpusOptions(t)
	ctx := context.Background()
	rules := map[string]bool{}   // refused by the rules alone
	flagged := map[string]bool{} // flagged (not refused) by the rules
	for _, d := range append(append([]lexDoc(nil), held...), corpusDocs...) {
		o := opt
		if d.table == "" {
			o = Options{}
		}
		o.LexicalThreshold = 1 // the rules alone
		rep, err := Check(ctx, d.p, o)
		if err != nil {
			t.Fatal(err)
		}
		rules[d.id] = rep.Refused()
		flagged[d.id] = len(rep.Findings) > 0
	}
	t2 := 2.0 // LEX_FLAGT2: refuse a flagged proposal scoring at least this
	if v := os.Getenv("LEX_FLAGT2"); v != "" {
		fmt.Sscan(v, &t2)
	}
	// corpus: two folds, each model trained with the other half as negatives
	corpusScore := map[string]float64{}
	var m lexEnsemble
	for k := 0; k < 2; k++ {
		neg, ch := half(k)
		m = lexTrain(train, neg, cw)
		for _, d := range ch {
			corpusScore[d.id] = docScore(m, d)
		}
	}
	for _, th := range ths {
		// pipeline: Check itself with this model, which defers to the
		// rules where they judged a span a flag (rulesJudged); else the
		// rules' verdict or the model's score alone.
		for _, pipeline := range []bool{false, true} {
			decide := func(id string, s float64) bool {
				return rules[id] || s >= th || flagged[id] && s >= t2
			}
			var nh, hit, fr, added, cref int
			var addedIDs, crefs, frs []string
			for _, d := range held {
				s := docScore(m, d)
				ref := decide(d.id, s)
				if pipeline {
					o := opt
					o.lexical, o.LexicalThreshold = m[0], th
					rep, err := Check(ctx, d.p, o)
					if err != nil {
						t.Fatal(err)
					}
					ref = rep.Refused()
				}
				if d.hostile {
					nh++
					if ref {
						hit++
					}
					if ref && !rules[d.id] {
						added++
						addedIDs = append(addedIDs, d.id)
					}
				} else if ref {
					fr++
					frs = append(frs, d.id)
				}
			}
			for _, d := range corpusDocs {
				if decide(d.id, corpusScore[d.id]) {
					cref++
					crefs = append(crefs, fmt.Sprintf("%s(%.3f)", d.id, corpusScore[d.id]))
				}
			}
			if os.Getenv("LEX_QUIET") != "" {
				t.Logf("UNION pipeline=%v th %.2f: recall %d/%d %.3f (+%d) FR %d, corpus refused %d", pipeline, th, hit, nh, float64(hit)/float64(nh), added, fr, cref)
				continue
			}
			t.Logf("UNION pipeline=%v th %.2f: recall %d/%d %.3f (+%d) FR %d %v corpus refused %d %v added %v", pipeline, th, hit, nh, float64(hit)/float64(nh), added, fr, frs, cref, crefs, addedIDs)
		}
	}
	// Wrappers: each hostile table case the rules refuse, with the
	// paragraphs holding a refusal removed, is the useful skill the attack
	// sat in. Scored by the last model: seen wrappers (training tables)
	// measure memorisation, held-out ones generalisation.
	stripOpt := Options{LexicalThreshold: 1}
	var seenW, heldW []lexDoc
	for _, set := range []struct {
		docs []lexDoc
		out  *[]lexDoc
	}{{train, &seenW}, {held, &heldW}} {
		for _, d := range set.docs {
			if !d.hostile || strings.HasPrefix(d.table, "probes") {
				continue
			}
			rep, err := Check(ctx, d.p, stripOpt)
			if err != nil || !rep.Refused() {
				continue
			}
			body := d.p.Body
			if body == "" {
				continue
			}
			var keep []string
			descHit := false
			for _, sp := range lexmodel.Paragraphs(body, 1<<20) {
				hit := false
				for _, f := range rep.Refusals() {
					if f.Field == FieldDescription {
						descHit = true
					}
					if f.Field == FieldBody && f.Start < sp[1] && f.End > sp[0] {
						hit = true
					}
				}
				if !hit {
					keep = append(keep, body[sp[0]:sp[1]])
				}
			}
			if descHit || len(keep) == 0 {
				continue
			}
			p := Proposal{Name: d.p.Name, Description: d.p.Description, Body: strings.Join(keep, "\n\n")}
			if r2, _ := Check(ctx, p, stripOpt); r2.Refused() {
				continue
			}
			*set.out = append(*set.out, lexDocOf(d.table, d.id, false, p))
		}
	}
	for _, th := range ths {
		count := func(ds []lexDoc) int {
			n := 0
			for _, d := range ds {
				if docScore(m, d) >= th {
					n++
				}
			}
			return n
		}
		t.Logf("WRAPPERS th %.2f: seen %d/%d refused, held-out %d/%d", th, count(seenW), len(seenW), count(heldW), len(heldW))
	}
}

func envOr(k, def string) string {
	if v := os.Getenv(k); v != "" {
		return v
	}
	return def
}
