//go:build experiment

package safety

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"sync"
	"testing"
)

// TestFindingsDump writes every finding Check gives on every table case
// and corpus skill (FINDINGS_OUT, one line each, sorted): run it on two
// commits and diff the files to show a change of speed changed no
// verdict. FINDINGS_STEP=n reads every n-th table only.
func TestFindingsDump(t *testing.T) {
	out := os.Getenv("FINDINGS_OUT")
	if out == "" {
		t.Skip("FINDINGS_OUT not set")
	}
	files, _ := filepath.Glob(filepath.Join("testdata", "generalise", "*.yaml"))
	type job struct {
		id string
		p  Proposal
	}
	var jobs []job
	for _, f := range files {
		cs, _ := loadGen(t, filepath.Base(f))
		for i, c := range cs {
			jobs = append(jobs, job{fmt.Sprintf("%s#%d %s", filepath.Base(f), i, c.Case), c.proposal()})
		}
	}
	for _, s := range loadCorpus(t) {
		jobs = append(jobs, job{"corpus " + s.path, s.p})
	}
	lines := make([]string, len(jobs))
	var wg sync.WaitGroup
	next := make(chan int)
	for w := 0; w < 2; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				rep, err := Check(context.Background(), jobs[i].p, Options{})
				if err != nil {
					panic(err)
				}
				var fs []string
				for _, f := range rep.Findings {
					fs = append(fs, fmt.Sprintf("%s/%d/%s/%d-%d", f.Rule, f.Tier, f.Field, f.Start, f.End))
				}
				sort.Strings(fs)
				lines[i] = fmt.Sprintf("%s\t%v\t%s", jobs[i].id, rep.Refused(), strings.Join(fs, " "))
			}
		}()
	}
	for i := range jobs {
		next <- i
	}
	close(next)
	wg.Wait()
	if err := os.WriteFile(out, []byte(strings.Join(lines, "\n")+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	t.Logf("%d proposals", len(jobs))
}
