//go:build experiment

package safety

import (
	"context"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"

	"github.com/ingot-dev/ingot/pkg/encoder"
	"github.com/ingot-dev/ingot/pkg/route"
)

// TestExperimentNearCopy prints, for every routing-hijack case of the
// seen hostile tables and for every benign proposal (the seen benign
// tables, and each corpus skill against the rest of the corpus), the
// near-copy features against the corpus: the router's description cosine,
// content-word overlap, shared words, the share of the neighbour's words
// reused, and the USE-Lite cosine to the nearest description by meaning.
// A tuning aid for the collision rule, not a measurement.
func TestExperimentNearCopy(t *testing.T) {
	ctx := context.Background()
	e, closeE, err := encoder.Open(ctx, encoder.USELite, os.Getenv, nil)
	if err != nil || e == nil {
		t.Fatalf("USE-Lite: %v", err)
	}
	defer closeE()
	skills := loadCorpus(t)
	lib := corpusLibrary(t)
	r, _, err := route.New(ctx, lib, route.DefaultOptions())
	if err != nil {
		t.Fatal(err)
	}
	descs := make([]string, len(skills))
	byID := map[string]string{}
	for i, s := range skills {
		descs[i] = s.p.Description
		byID[s.path] = s.p.Description
	}
	cv, err := e.Embed(ctx, descs)
	if err != nil {
		t.Fatal(err)
	}
	type row struct {
		kind, id, near, nearU                  string
		lex, ov, covered, use, useLexNeighbour float64
		n, nU                                  int
		ovU, covU                              float64
	}
	var rows []row
	measure := func(kind, id, desc, self string) {
		nb := r.Nearest(desc, self)
		live := byID[nb.ID]
		ov, n := wordOverlapN(desc, live)
		cov := 0.0
		if k := len(contentStems(live)); k > 0 {
			cov = float64(n) / float64(k)
		}
		v, err := e.Embed(ctx, []string{desc})
		if err != nil {
			t.Fatal(err)
		}
		best, bi, atLex := -1.0, -1, 0.0
		for i := range skills {
			if skills[i].path == self {
				continue
			}
			c := cos32(v[0], cv[i])
			if c > best {
				best, bi = c, i
			}
			if skills[i].path == nb.ID {
				atLex = c
			}
		}
		ovU, nU := wordOverlapN(desc, skills[bi].p.Description)
		covU := 0.0
		if k := len(contentStems(skills[bi].p.Description)); k > 0 {
			covU = float64(nU) / float64(k)
		}
		rows = append(rows, row{kind: kind, id: id, near: nb.ID, nearU: skills[bi].path, lex: nb.Score, ov: ov, n: n, covered: cov, use: best, useLexNeighbour: atLex, ovU: ovU, nU: nU, covU: covU})
	}
	hij := regexp.MustCompile(`(?i)hij|near|routing|shadow|scope|catch`)
	files, _ := filepath.Glob("testdata/generalise/*.yaml")
	for _, f := range files {
		base := filepath.Base(f)
		if strings.HasPrefix(base, os.Getenv("EXP_SKIP_TABLE")+"-") && os.Getenv("EXP_SKIP_TABLE") != "" {
			continue
		}
		cs, _ := loadGen(t, base)
		for _, c := range cs {
			switch {
			case strings.Contains(base, "hostile") && hij.MatchString(c.Family):
				measure("H", c.Case, c.Description, "")
			case strings.Contains(base, "benign"):
				measure("B", c.Case, c.Description, "")
			}
		}
	}
	for _, s := range skills {
		measure("C", s.path, s.p.Description, s.path)
	}
	sort.Slice(rows, func(i, j int) bool { return rows[i].use > rows[j].use })
	for _, x := range rows {
		if x.use < 0.6 && x.kind != "H" {
			continue
		}
		same := " "
		if x.near == x.nearU {
			same = "="
		}
		fmt.Printf("%s use=%.3f useAtLex=%.3f lex=%.3f ov=%.2f n=%2d cov=%.2f | ovU=%.2f nU=%2d covU=%.2f %s %-28s %s | %s\n", x.kind, x.use, x.useLexNeighbour, x.lex, x.ov, x.n, x.covered, x.ovU, x.nU, x.covU, same, x.id, x.near, x.nearU)
	}
}

func cos32(a, b []float32) float64 {
	var d, na, nb float64
	for i := range a {
		d += float64(a[i]) * float64(b[i])
		na += float64(a[i]) * float64(a[i])
		nb += float64(b[i]) * float64(b[i])
	}
	return d / math.Sqrt(na*nb)
}
