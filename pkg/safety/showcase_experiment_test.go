//go:build experiment

package safety

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"gopkg.in/yaml.v3"
)

// TestShowCases prints every finding (refusals and flags) for the cases
// named in SHOW_CASES (comma-separated ids) of the table SHOW_TABLE
// (a file under testdata/generalise, or an absolute path): a tuning aid, never a measurement.
//
//	SHOW_TABLE=fresh5-hostile.yaml SHOW_CASES=h5-tamper-12 go test -tags experiment ./pkg/safety -run TestShowCases -v
func TestShowCases(t *testing.T) {
	table, ids := os.Getenv("SHOW_TABLE"), os.Getenv("SHOW_CASES")
	if table == "" || ids == "" {
		t.Skip("set SHOW_TABLE and SHOW_CASES")
	}
	want := map[string]bool{}
	for _, id := range strings.Split(ids, ",") {
		want[strings.TrimSpace(id)] = true
	}
	opt := corpusOptions(t)
	// SAFETY_LEXICAL_THRESHOLD=1 shows the rules alone, as measureFresh
	// reads it.
	if v := os.Getenv("SAFETY_LEXICAL_THRESHOLD"); v != "" {
		if _, err := fmt.Sscan(v, &opt.LexicalThreshold); err != nil {
			t.Fatalf("SAFETY_LEXICAL_THRESHOLD=%q: %v", v, err)
		}
	}
	var cs []genCase
	if filepath.IsAbs(table) {
		b, err := os.ReadFile(table)
		if err != nil {
			t.Fatal(err)
		}
		if err := yaml.Unmarshal(b, &cs); err != nil {
			t.Fatal(err)
		}
	} else {
		cs, _ = loadGen(t, table)
	}
	for _, c := range cs {
		if !want[c.Case] && !want["all"] {
			continue
		}
		r, err := Check(context.Background(), c.proposal(), opt)
		if err != nil {
			t.Fatalf("%s: %v", c.Case, err)
		}
		t.Logf("== %s refused=%v", c.Case, r.Refused())
		for _, f := range r.Findings {
			t.Logf("   %s", f)
		}
	}
}
