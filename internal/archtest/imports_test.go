// Package archtest enforces the direction of imports between Ingot's
// packages (DESIGN §8, as amended in the README's design notes): every
// package under pkg/ is listed with the Ingot packages it may import; a
// new package, or a new arrow, must be added here on purpose.
package archtest

import (
	"encoding/json"
	"os/exec"
	"sort"
	"strings"
	"testing"
)

const module = "github.com/ingot-dev/ingot/"

// allowed maps each pkg/ package to the pkg/ packages it may import.
// Leaves first, then users.
var allowed = map[string][]string{
	// Leaves: no Ingot imports beyond the file primitive.
	"atomicfile": {}, "revision": {}, "jsonl": {}, "gate": {}, "setting": {},
	"sandbox": {}, "filelock": {}, "home": {}, "embed/wordpiece": {}, "llm/llmtest": {},
	"safety/lexmodel":     {},                           // the learned stage: features, model, fit
	"safety":              {"skill", "safety/lexmodel"}, // the spec's limits and name rule
	"lexical":             {"atomicfile"},
	"config":              {"setting"},
	"execcheck":           {"sandbox"},
	"sandbox/sandboxtest": {"sandbox"},
	// Near-leaves.
	"skill":           {"atomicfile", "revision", "home"},
	"embed":           {"atomicfile"},
	"embed/uselite":   {"embed", "embed/wordpiece", "atomicfile"},
	"embed/ort":       {"embed", "embed/wordpiece", "atomicfile"},
	"embed/embedtest": {"embed"},
	"trace":           {"jsonl", "setting", "atomicfile", "filelock"},
	"llm":             {"atomicfile", "setting", "home"},
	"evidence":        {"atomicfile", "gate", "revision"},
	"serving":         {"skill"},
	"evalset":         {"skill", "execcheck", "lexical", "home"},
	// Users.
	// route sees encoders only through the embed interface; it uses llm
	// for the optional reranker of uncertain requests (INGOT_RERANK_MODEL)
	// and atomicfile for the store of learned requests.
	"route":        {"skill", "embed", "lexical", "revision", "llm", "atomicfile"},
	"encoder":      {"embed", "embed/uselite", "embed/ort"},
	"judge":        {"llm", "atomicfile", "home"},
	"candidate":    {"evidence", "jsonl", "revision", "skill", "home"},
	"change":       {"atomicfile", "evidence", "gate", "jsonl", "revision", "skill", "safety", "filelock", "home"},
	"ingest":       {"jsonl", "trace"},
	"mine":         {"embed", "evalset", "jsonl", "judge", "lexical", "llm", "trace", "revision", "atomicfile", "home"},
	"mcpserver":    {"change", "newskill", "revision", "route", "safety", "serving", "skill", "trace", "jsonl"},
	"safety/guard": {"safety", "embed/ort", "embed/wordpiece"},
	"reviewdesk":   {"change", "evidence", "gate", "revision", "skill"},
	// The one propose-new-skill path (create_skill and the reference agent).
	"newskill": {"change", "safety"},
	// The reference agent, and the A/B measurement built on it.
	"agent": {"llm", "newskill", "route", "serving", "trace"},
	"ab":    {"agent", "atomicfile", "change", "evalset", "evidence", "execcheck", "gate", "judge", "llm", "mine", "revision", "serving", "skill"},
	// Benchmark tasks run in the sandbox with and without a skill.
	"bench": {"atomicfile", "evidence", "gate", "llm", "sandbox", "skill"},
	// The search: drafts candidates, measures them on train tasks.
	"optimize": {"atomicfile", "candidate", "evalset", "gate", "judge", "llm", "revision", "route", "serving", "skill", "filelock"},
	// Static compile for a target profile: a rewrite of SKILL.md, no I/O
	// beyond reading a profile file; the command writes the candidate.
	"compile": {"llm", "skill"},
}

type pkgInfo struct {
	ImportPath string
	Imports    []string
}

func TestImportDirections(t *testing.T) {
	out, err := exec.Command("go", "list", "-json", "../../pkg/...").Output()
	if err != nil {
		t.Fatalf("go list: %v", err)
	}
	dec := json.NewDecoder(strings.NewReader(string(out)))
	n := 0
	for dec.More() {
		var p pkgInfo
		if err := dec.Decode(&p); err != nil {
			t.Fatal(err)
		}
		n++
		name := strings.TrimPrefix(p.ImportPath, module+"pkg/")
		ok, listed := allowed[name]
		if !listed {
			t.Errorf("pkg/%s is not in the import map: add it to internal/archtest with the packages it may use", name)
			continue
		}
		set := map[string]bool{}
		for _, a := range ok {
			set[a] = true
		}
		var bad []string
		for _, imp := range p.Imports {
			if strings.HasPrefix(imp, module+"internal/") || strings.HasPrefix(imp, module+"cmd/") {
				bad = append(bad, strings.TrimPrefix(imp, module))
				continue
			}
			if dep, found := strings.CutPrefix(imp, module+"pkg/"); found && !set[dep] {
				bad = append(bad, "pkg/"+dep)
			}
		}
		sort.Strings(bad)
		if len(bad) > 0 {
			t.Errorf("pkg/%s imports %s, which the map does not allow", name, strings.Join(bad, ", "))
		}
	}
	if n < 20 {
		t.Fatalf("go list found only %d packages", n)
	}
}
