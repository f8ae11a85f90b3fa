package abcmd

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/ingot-dev/ingot/internal/cli"
	"github.com/ingot-dev/ingot/internal/testutil"
	"github.com/ingot-dev/ingot/pkg/ab"
	"github.com/ingot-dev/ingot/pkg/atomicfile"
	"github.com/ingot-dev/ingot/pkg/candidate"
	"github.com/ingot-dev/ingot/pkg/evidence"
	"github.com/ingot-dev/ingot/pkg/gate"
	"github.com/ingot-dev/ingot/pkg/llm/llmtest"
	"github.com/ingot-dev/ingot/pkg/revision"
	"github.com/ingot-dev/ingot/pkg/sandbox/sandboxtest"
	"github.com/ingot-dev/ingot/pkg/skill"
)

const benchTasks = "../../testdata/bench/tasks"

var invCommand = regexp.MustCompile("`(python3 inv\\.py (?:export|manifest)[^`]*)`")

// benchAgent scripts the built-in agent on the shipped tasks: it reads a
// listed invtool skill first and takes the most specific inv.py command
// the read returned; without it, it runs the naive command.
func benchAgent(r llmtest.Request) llmtest.Reply {
	msgs := r.Chat.Messages
	bash := func(c string) llmtest.Reply { return llmtest.Text("```bash\n" + c + "\n```") }
	switch {
	case len(msgs) == 2 && strings.Contains(msgs[0].Content, "skills/invtool/SKILL.md"):
		return bash("cat skills/invtool/SKILL.md")
	case len(msgs) > 2 && !strings.Contains(msgs[len(msgs)-2].Content, "cat skills/"):
		return llmtest.Text("Done.")
	}
	var learned []string
	if len(msgs) == 4 {
		for _, m := range invCommand.FindAllStringSubmatch(msgs[3].Content, -1) {
			learned = append(learned, m[1])
		}
	}
	pick := func(prefix, naive string) llmtest.Reply {
		best := naive
		for _, l := range learned {
			if strings.HasPrefix(l, prefix) && len(l) > len(best) {
				best = l
			}
		}
		return bash(best)
	}
	instr := msgs[1].Content
	switch {
	case strings.Contains(instr, "as CSV"):
		return pick("python3 inv.py export", "python3 inv.py export > out.csv")
	case strings.Contains(instr, "manifest.txt"):
		return pick("python3 inv.py manifest", "python3 inv.py manifest > manifest.txt")
	case strings.Contains(instr, "number of lines"):
		return bash("wc -l < data.txt > count.txt")
	default:
		return bash(`python3 -c "import csv; print('%.2f' % sum(float(r['price']) for r in csv.DictReader(open('prices.csv'))))" > total.txt`)
	}
}

func benchWorld(t *testing.T) (home string, run func(args ...string) (int, string, string)) {
	home, runIn := benchWorldIn(t)
	return home, func(args ...string) (int, string, string) { return runIn("", args...) }
}

func benchWorldIn(t *testing.T) (home string, run func(stdin string, args ...string) (int, string, string)) {
	t.Helper()
	sandboxtest.New(t)
	home = t.TempDir()
	if err := os.MkdirAll(filepath.Join(home, "skills"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := atomicfile.CopyDir(context.Background(), "../../testdata/bench/skills/invtool", filepath.Join(home, "skills", "invtool")); err != nil {
		t.Fatal(err)
	}
	srv := llmtest.New(t)
	srv.HandleFunc(benchAgent)
	vars := map[string]string{"INGOT_HOME": home, "INGOT_BASE_URL": srv.URL, "INGOT_AGENT_MODEL": "agent-m"}
	return home, func(stdin string, args ...string) (int, string, string) {
		ios, in, out, errOut := testIO()
		in.WriteString(stdin)
		env := &cli.Env{IO: ios, Getenv: func(k string) string { return vars[k] }, Dir: home,
			Now: func() time.Time { return time.Date(2026, 3, 1, 12, 0, 0, 0, time.UTC) }}
		code := cli.Run(context.Background(), env, Name, args, NewRoot)
		return code, out.String(), errOut.String()
	}
}

// ingot-ab --bench DIR SKILL: with vs without on the shipped tasks, the
// report on stdout (--json) and in runs/bench, the verdict computed.
func TestBenchWithWithout(t *testing.T) {
	home, run := benchWorld(t)
	code, out, errOut := run("--bench", benchTasks, "invtool", "--json", "--max-parallel", "4")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	var rep benchReport
	if err := json.Unmarshal([]byte(out), &rep); err != nil {
		t.Fatalf("%v: %s", err, out)
	}
	c := rep.Comparisons[0]
	if c.BasePassRate != 0.5 || c.TestPassRate != 1 || *c.NormalisedGain != 1 || len(c.Worse) != 0 {
		t.Fatalf("comparison %+v", c)
	}
	if rep.Verdict.Status() != "PASS" {
		t.Fatalf("verdict %+v", rep.Verdict)
	}
	if !strings.Contains(errOut, "[16/16]") && !strings.Contains(errOut, "[8/8]") {
		t.Errorf("no progress on stderr: %s", errOut)
	}
	b, err := os.ReadFile(filepath.Join(home, rep.Dir, "bench.json"))
	if err != nil || !strings.Contains(string(b), `"normalised_gain": 1`) {
		t.Fatalf("bench.json: %v %s", err, b)
	}
	if _, err := os.Stat(filepath.Join(home, rep.Dir, "trials.json")); err != nil {
		t.Fatal(err)
	}
}

// With a challenger that drops the export advice: the challenger makes
// export-csv worse, the evidence bundle says BLOCKED for that reason, and
// its verdict recomputes from the bundle alone.
func TestBenchChallengerMadeWorse(t *testing.T) {
	home, run := benchWorld(t)
	dir := filepath.Join(t.TempDir(), "invtool")
	testutil.WriteFile(t, filepath.Join(dir, "SKILL.md"), "---\nname: invtool\ndescription: Use the in-house inv.py tool to export the inventory or write a checksum manifest. Use when a task mentions inv.py, inventory exports, or manifest.txt.\n---\n\n# inv.py\n\n`python3 inv.py manifest` uses md5; ask for sha256:\n`python3 inv.py manifest --algo sha256 > manifest.txt`\n")
	code, out, errOut := run("--bench", benchTasks, "invtool", "--challenger", dir)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	var rec evidence.Record
	if err := json.Unmarshal([]byte(strings.TrimSpace(out)), &rec); err != nil {
		t.Fatalf("%v: %q", err, out)
	}
	b, err := evidence.Load(filepath.Join(home, rec.Bundle))
	if err != nil {
		t.Fatal(err)
	}
	if b.Bench == nil || len(b.Bench.Arms) != 3 || len(b.Bench.Comparisons) != 3 {
		t.Fatalf("bench section: %+v", b.Bench)
	}
	p := b.Bench.Comparisons[2]
	if p.Base != "with" || p.Test != "challenger" || len(p.Worse) != 1 || p.Worse[0] != "export-csv" {
		t.Fatalf("champion vs challenger: %+v", p)
	}
	v, err := b.Recompute(gate.DefaultSettings())
	if err != nil || v.Allows() || !strings.Contains(v.Reason(), "worse: export-csv (1.00 -> 0.00)") {
		t.Fatalf("recomputed %v: %+v", err, v)
	}
	md, _ := os.ReadFile(filepath.Join(home, rec.Bundle, evidence.MarkdownFile))
	if !strings.Contains(string(md), "## Benchmark") || !strings.Contains(string(md), "**Made worse:** export-csv") {
		t.Fatalf("EVIDENCE.md:\n%s", md)
	}
	// --allow-worse: the same measurement warns instead.
	code, _, errOut = run("--bench", benchTasks, "invtool", "--challenger", dir, "--allow-worse")
	if code != 0 || !strings.Contains(errOut, "warning: the change made 1 task(s) worse") {
		t.Fatalf("--allow-worse: exit %d: %s", code, errOut)
	}
}

func TestBenchUsage(t *testing.T) {
	_, run := benchWorld(t)
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"invtool", "--require-skill"}, "--require-skill needs --bench DIR"},
		{[]string{"--bench", benchTasks, "invtool", "--harness", "command"}, "--harness command needs --command"},
		{[]string{"--bench", benchTasks, "invtool", "--harness", "docker"}, "--harness must be builtin or command"},
		{[]string{"--bench", benchTasks, "--replay", "x"}, "--replay"},
		{[]string{"--bench", benchTasks, "invtool", "--mode", "agent"}, "--mode does not apply to --bench"},
	} {
		code, _, errOut := run(c.args...)
		if code != 2 || !strings.Contains(errOut, c.want) {
			t.Errorf("%v: exit %d: %s", c.args, code, errOut)
		}
	}
	code, _, errOut := run("--bench", t.TempDir(), "invtool")
	if code != 1 || !strings.Contains(errOut, "no task folders") {
		t.Errorf("empty bench: exit %d: %s", code, errOut)
	}
}

// A candidate record on stdin is measured as the challenger: the body
// that drops the CSV advice makes export-csv worse, and the evidence
// record says so.
func TestBenchCandidateOnStdin(t *testing.T) {
	home, run := benchWorldIn(t)
	sk, ds := skill.Load(filepath.Join(home, "skills"), "invtool", filepath.Join(home, "skills", "invtool"), revision.DefaultLimits)
	if sk == nil {
		t.Fatal(ds)
	}
	i := strings.Index(sk.Body, "1. ")
	j := strings.Index(sk.Body, "2. ")
	comps := skill.Components{Description: sk.Description, Body: sk.Body[:i] + sk.Body[j:]}
	c, err := ab.Challenger(sk, comps, revision.Limits{})
	if err != nil {
		t.Fatal(err)
	}
	rec := candidate.New()
	rec.ID, rec.Skill, rec.Pass, rec.Dir = "c1", "invtool", candidate.PassBody, "runs/candidates/invtool/c1"
	rec.ChampionRevision, rec.CandidateRevision, rec.Components = sk.Revision, c.Revision, comps
	line, _ := json.Marshal(rec)
	code, out, errOut := run(string(line)+"\n", "--bench", benchTasks, "invtool")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	var er evidence.Record
	if err := json.Unmarshal([]byte(strings.TrimSpace(out)), &er); err != nil {
		t.Fatalf("%v: %q", err, out)
	}
	if er.Gate.Promotable || !strings.Contains(strings.Join(er.Gate.Blocked, ";"), "worse: export-csv") {
		t.Fatalf("record gate: %+v", er.Gate)
	}
	if er.ChallengerRevision != c.Revision {
		t.Fatalf("challenger revision %s, want %s", er.ChallengerRevision, c.Revision)
	}
}
