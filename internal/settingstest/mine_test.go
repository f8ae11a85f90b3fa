package settingstest

import (
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/ingot-dev/ingot/internal/testcorpus"
	"github.com/ingot-dev/ingot/internal/testutil"
	"github.com/ingot-dev/ingot/pkg/embed/uselite"
)

// TestMineRanksAsRouteSuggests: ingot-mine attributes a trace that names
// no skill to every skill the router ranks in its top 5. Under the same
// settings, the traces it attributes to a skill must be exactly the tasks
// for which `ingot-route suggest -k 5` ranks that skill — with the bands
// moved and with the encoder fused in.
func TestMineRanksAsRouteSuggests(t *testing.T) {
	dir := t.TempDir()
	routeBin, err := testutil.BuildCommand(dir, "ingot-route")
	if err != nil {
		t.Fatal(err)
	}
	mineBin, err := testutil.BuildCommand(dir, "ingot-mine")
	if err != nil {
		t.Fatal(err)
	}
	settings := []map[string]string{{"INGOT_MIN_SCORE": "0.30"}}
	if _, err := os.Stat(filepath.Join(uselite.DefaultDir(os.Getenv), "model.json")); err == nil || os.Getenv("INGOT_REQUIRE_MODELS") == "1" {
		settings = append(settings, map[string]string{"INGOT_DENSE_WEIGHT": "10"})
	} else {
		t.Logf("USE-Lite weights not found: the fused-encoder setting is not compared (make models)")
	}
	tasks := testcorpus.DevTasks(t)[:40]
	var traces strings.Builder
	for i, task := range tasks {
		b, _ := json.Marshal(map[string]any{"kind": "trace", "v": 1, "id": fmt.Sprintf("t%03d", i), "ts": "2026-11-30T10:00:00Z",
			"task": task, "answer": "done", "harness": "codex"})
		traces.Write(append(b, '\n'))
	}
	homes := make([]string, len(settings))
	counts := make([]map[string]int, len(settings))
	for k, vars := range settings {
		homes[k] = t.TempDir()
		vars["INGOT_HOME"] = homes[k]
		vars["INGOT_SKILL_PATHS"] = testcorpus.Skills(t)
		vars["INGOT_TRACE_MAX_AGE_DAYS"] = "0"
		// What the router ranks, task by task.
		count := map[string]int{}
		for _, task := range tasks {
			c := exec.Command(routeBin, "suggest", "-k", "5", "--json", task)
			c.Dir, c.Env = homes[k], cleanEnv(vars)
			out, err := c.Output()
			if err != nil {
				t.Fatalf("ingot-route suggest %q: %v", task, err)
			}
			var s struct {
				Suggestions []struct {
					ID    string
					Fused float64
				}
			}
			if err := json.Unmarshal(out, &s); err != nil {
				t.Fatal(err)
			}
			for _, sg := range s.Suggestions {
				if sg.Fused > 0 {
					count[sg.ID]++
				}
			}
		}
		counts[k] = count
	}
	for k, vars := range settings {
		count := counts[k]
		// Compared: the two skills ranked most often, and every skill whose
		// count these settings change (what a binary ignoring them gets wrong).
		ids := make([]string, 0, len(count))
		for id := range count {
			ids = append(ids, id)
		}
		sort.Slice(ids, func(i, j int) bool {
			if count[ids[i]] != count[ids[j]] {
				return count[ids[i]] > count[ids[j]]
			}
			return ids[i] < ids[j]
		})
		pick := map[string]bool{}
		for _, id := range ids[:min(2, len(ids))] {
			pick[id] = true
		}
		changed := 0
		for _, other := range counts {
			for id := range union(count, other) {
				if count[id] != other[id] && len(pick) < 8 {
					pick[id] = true
					changed++
				}
			}
		}
		if k > 0 && changed == 0 {
			t.Logf("%v changes no skill's top-5 count on these tasks", vars)
		}
		for id := range pick {
			c := exec.Command(mineBin, id, "--dry-run", "--json")
			c.Dir, c.Env, c.Stdin = homes[k], cleanEnv(vars), strings.NewReader(traces.String())
			out, err := c.Output()
			if err != nil {
				t.Fatalf("ingot-mine %s --dry-run: %v", id, err)
			}
			var d struct {
				Attributed int `json:"traces_attributed"`
			}
			if err := json.Unmarshal(out, &d); err != nil {
				t.Fatalf("ingot-mine %s: %v\n%s", id, err, out)
			}
			if d.Attributed != count[id] {
				t.Errorf("%v: ingot-mine attributes %d of %d traces to %s, ingot-route suggest ranks it for %d", vars, d.Attributed, len(tasks), id, count[id])
			}
		}
	}
}

func union(a, b map[string]int) map[string]bool {
	out := map[string]bool{}
	for k := range a {
		out[k] = true
	}
	for k := range b {
		out[k] = true
	}
	return out
}
