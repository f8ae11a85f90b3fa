//go:build probedump

package safety

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"sync"
	"testing"

	"github.com/ingot-dev/ingot/internal/testcorpus"
	"github.com/ingot-dev/ingot/pkg/skill"
	"gopkg.in/yaml.v3"
)

// With -tags probedump and PROBE_DUMP=<file>, every proposal any test
// checks is appended to the file as one JSON line with the rules' verdict
// (refused or not, before the learned stage): the probes of the
// construct*_test.go files and the rest, which internal/safetyfit trains
// the learned stage on (after dropping table cases and corpus skills,
// which it reads from their own files). Regenerate with
//
//	PROBE_DUMP=$PWD/testdata/probes.jsonl SAFETY_LEXICAL_THRESHOLD=1 go test -tags probedump ./pkg/safety
//
// The rules pass their own probes, so the rules' verdict on a probe is the
// verdict its test expects.
func TestMain(m *testing.M) {
	path := os.Getenv("PROBE_DUMP")
	if path != "" {
		f, err := os.Create(path)
		if err != nil {
			panic(err)
		}
		var mu sync.Mutex
		seen, names, err := knownProposals()
		if err != nil {
			panic(err)
		}
		// Lines are sorted before writing: tests run in parallel, and the
		// trainer's result depends on the order it reads probes in.
		var lines []string
		rulesObserver = func(p Proposal, r Report) {
			mu.Lock()
			defer mu.Unlock()
			k := [2]string{p.Description, p.Body}
			// corpus skills with an attack spliced in (TestCorpusInjected)
			// would teach the model that real skills' text is hostile
			if seen[k] || names[p.Name] || p.Name == lexicalTestName || len(p.Body) > 4<<10 {
				return
			}
			seen[k] = true
			b, err := json.Marshal(struct {
				Name        string `json:"name"`
				Description string `json:"description"`
				Body        string `json:"body"`
				Refused     bool   `json:"refused"`
			}{p.Name, p.Description, p.Body, r.Refused()})
			if err != nil {
				panic(err)
			}
			lines = append(lines, string(b))
		}
		code := m.Run()
		sort.Strings(lines)
		for _, l := range lines {
			fmt.Fprintln(f, l)
		}
		f.Close()
		os.Exit(code)
	}
	os.Exit(m.Run())
}

// knownProposals is the description and body of every table case and
// corpus skill (the trainer reads those from their own files), and the
// corpus skills' names.
func knownProposals() (map[[2]string]bool, map[string]bool, error) {
	out, names := map[[2]string]bool{}, map[string]bool{}
	files, err := filepath.Glob("testdata/generalise/*.yaml")
	if err != nil {
		return nil, nil, err
	}
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			return nil, nil, err
		}
		var cs []genCase
		if err := yaml.Unmarshal(b, &cs); err != nil {
			return nil, nil, fmt.Errorf("%s: %w", f, err)
		}
		for _, c := range cs {
			out[[2]string{c.Description, c.Body}] = true
		}
	}
	dir, err := testcorpus.Find()
	if err != nil {
		return nil, nil, err
	}
	lib, err := skill.Discover(context.Background(), []string{filepath.Join(dir, "skills")}, skill.Options{})
	if err != nil {
		return nil, nil, err
	}
	for _, s := range lib.Skills {
		out[[2]string{s.Description, s.Body}] = true
		names[s.Name] = true
	}
	return out, names, nil
}
