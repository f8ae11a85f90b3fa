//go:build experiment

package lexmodel

import (
	"fmt"
	"os"
	"sort"
	"testing"
)

// TestExplain prints the features of LEX_TEXT that move the shipped
// model's score most.
func TestExplain(t *testing.T) {
	m, err := Default()
	if err != nil {
		t.Fatal(err)
	}
	text := os.Getenv("LEX_TEXT")
	x := Features(text)
	type c struct {
		name string
		w    float32
	}
	seen := map[uint32]bool{}
	var cs []c
	each(text, func(kind byte, s string) {
		h := hash(kind, s)
		if !seen[h] {
			seen[h] = true
			cs = append(cs, c{fmt.Sprintf("%c:%s", kind, s), m.W[h]})
		}
	})
	sort.Slice(cs, func(i, j int) bool { return cs[i].w > cs[j].w })
	t.Logf("score %.4f, %d features, bias %.3f", m.Score(x), len(x), m.B)
	for i, v := range cs {
		if i < 25 || i >= len(cs)-8 {
			t.Logf("%8.3f %s", v.w, v.name)
		}
	}
}
