package bench

import (
	"context"
	"fmt"
	"net"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/ingot-dev/ingot/pkg/gate"
	"github.com/ingot-dev/ingot/pkg/llm"
	"github.com/ingot-dev/ingot/pkg/llm/llmtest"
	"github.com/ingot-dev/ingot/pkg/sandbox/sandboxtest"
)

const (
	tasksDir = "../../testdata/bench/tasks"
	skillDir = "../../testdata/bench/skills/invtool"
)

// agentPolicy scripts the built-in agent's model for the shipped tasks.
// It sees the skill only through the system prompt's listing; to use it,
// it must read skills/invtool/SKILL.md in the sandbox, and it takes the
// inv.py commands from what that read returned.
type agentPolicy struct {
	// skip names tasks on which the agent ignores the listed skill.
	skip map[string]bool
	// hurt names tasks on which the agent, having read the skill, does
	// the task wrong.
	hurt map[string]bool
}

var backticked = regexp.MustCompile("`(python3 inv\\.py (?:export|manifest)[^`]*)`")

func (p agentPolicy) reply(r llmtest.Request) llmtest.Reply {
	msgs := r.Chat.Messages
	sys, instr := msgs[0].Content, msgs[1].Content
	task := ""
	for _, k := range []string{"export-csv", "sha-manifest", "count-lines", "sum-column"} {
		if strings.Contains(instr, map[string]string{"export-csv": "as CSV", "sha-manifest": "manifest.txt", "count-lines": "number of lines", "sum-column": "price"}[k]) {
			task = k
		}
	}
	var said []string
	for _, m := range msgs {
		if m.Role == "assistant" {
			said = append(said, m.Content)
		}
	}
	bash := func(c string) llmtest.Reply { return llmtest.Text("Running:\n```bash\n" + c + "\n```") }
	listed := strings.Contains(sys, "skills/invtool/SKILL.md")
	if listed && !p.skip[task] && len(said) == 0 {
		return bash("cat skills/invtool/SKILL.md")
	}
	// What the skill read returned (the observation after the cat).
	var learned []string
	if len(said) > 0 && strings.Contains(said[0], "cat skills/invtool/SKILL.md") {
		for _, m := range backticked.FindAllStringSubmatch(msgs[3].Content, -1) {
			learned = append(learned, m[1])
		}
	}
	acted := len(said) > 0 && !strings.Contains(said[len(said)-1], "cat skills/")
	if acted {
		return llmtest.Text("Done.")
	}
	pick := func(prefix, naive string) string {
		best := naive
		for _, l := range learned { // the most specific command the skill gives
			if strings.HasPrefix(l, prefix) && len(l) > len(best) {
				best = l
			}
		}
		return best
	}
	switch task {
	case "export-csv":
		return bash(pick("python3 inv.py export", "python3 inv.py export > out.csv"))
	case "sha-manifest":
		return bash(pick("python3 inv.py manifest", "python3 inv.py manifest > manifest.txt"))
	case "count-lines":
		if p.hurt[task] && len(learned) > 0 {
			return bash("echo '5 lines' > count.txt")
		}
		return bash("wc -l < data.txt > count.txt; id -un; pwd")
	case "sum-column":
		return bash(`python3 -c "import csv; print('%.2f' % sum(float(r['price']) for r in csv.DictReader(open('prices.csv'))))" > total.txt`)
	}
	return llmtest.Text("I do not know this task.")
}

func client(t testing.TB, srv *llmtest.Server) *llm.Client {
	t.Helper()
	s, err := llm.SettingsFrom(func(k string) string {
		return map[string]string{"INGOT_BASE_URL": srv.URL, "INGOT_AGENT_MODEL": "agent-m", "INGOT_LLM_CONCURRENCY": "4"}[k]
	})
	if err != nil {
		t.Fatal(err)
	}
	c, err := llm.New(s, llm.Options{})
	if err != nil {
		t.Fatal(err)
	}
	return c
}

func loadShipped(t testing.TB) []Task {
	t.Helper()
	tasks, err := Load(tasksDir)
	if err != nil {
		t.Fatal(err)
	}
	return tasks
}

func runShipped(t *testing.T, p agentPolicy, o Options) *Result {
	t.Helper()
	srv := llmtest.New(t)
	srv.HandleFunc(p.reply)
	o.Sandbox, o.Client, o.SkillName, o.PassScore = sandboxtest.New(t), client(t, srv), "invtool", 0.5
	abs, _ := filepath.Abs(skillDir)
	res, err := Run(context.Background(), loadShipped(t), []Arm{{Name: ArmWithout}, {Name: ArmWith, SkillDir: abs}}, o)
	if err != nil {
		t.Fatal(err)
	}
	return res
}

func rateOf(t *testing.T, res *Result, task string, arm int) float64 {
	t.Helper()
	for _, tr := range res.Tasks {
		if tr.ID == task {
			if tr.PassRate[arm] == nil {
				t.Fatalf("%s arm %d: no pass rate", task, arm)
			}
			return *tr.PassRate[arm]
		}
	}
	t.Fatalf("no task %s", task)
	return 0
}

// The shipped tasks with a scripted agent that can solve export-csv and
// sha-manifest only by reading the skill in the sandbox: without the
// skill 2/4 pass, with it 4/4; normalised gain 1; the gate passes.
func TestShippedTasksPairedPassRates(t *testing.T) {
	res := runShipped(t, agentPolicy{}, Options{Repeat: 2, MaxParallel: 4})
	want := map[string][2]float64{"export-csv": {0, 1}, "sha-manifest": {0, 1}, "count-lines": {1, 1}, "sum-column": {1, 1}}
	for id, w := range want {
		if a, b := rateOf(t, res, id, 0), rateOf(t, res, id, 1); a != w[0] || b != w[1] {
			t.Errorf("%s: pass rates without/with = %v/%v, want %v/%v", id, a, b, w[0], w[1])
		}
	}
	c := res.Primary()
	if c.Base != ArmWithout || c.Test != ArmWith || c.BasePassRate != 0.5 || c.TestPassRate != 1 || c.NormalisedGain == nil || *c.NormalisedGain != 1 {
		t.Fatalf("comparison: %+v", c)
	}
	if len(c.Worse) != 0 {
		t.Fatalf("worse: %v", c.Worse)
	}
	if res.Arms[1].Loaded != 8 || res.Arms[0].Loaded != 0 {
		t.Errorf("skill loaded in %d/%d runs (want 0 without, 8 with)", res.Arms[0].Loaded, res.Arms[1].Loaded)
	}
	for _, d := range c.Tasks {
		if d.ID == "export-csv" && (d.Delta != 1 || d.CILow != 1 || d.CIHigh != 1) {
			t.Errorf("export-csv delta %+v", d)
		}
	}
	v := gate.Evaluate(GateInput(c, false), gate.DefaultSettings())
	if !v.Allows() {
		t.Fatalf("gate: %v", v.Blocked)
	}
	// The commands really ran in the bubblewrap sandbox: as its user, in /work.
	for _, tr := range res.Tasks {
		if tr.ID != "count-lines" {
			continue
		}
		st := tr.Trials[0][0].Steps
		if len(st) != 1 || !strings.Contains(st[0].Output, "sandbox\n/work") {
			t.Fatalf("count-lines steps: %+v", st)
		}
	}
}

// A task the skill made worse is listed and blocks the verdict by
// default; allowWorse turns the block into a warning.
func TestSkillMadeATaskWorse(t *testing.T) {
	res := runShipped(t, agentPolicy{hurt: map[string]bool{"count-lines": true}}, Options{})
	c := res.Primary()
	if len(c.Worse) != 1 || c.Worse[0] != "count-lines" {
		t.Fatalf("worse = %v", c.Worse)
	}
	v := gate.Evaluate(GateInput(c, false), gate.DefaultSettings())
	if v.Allows() || !strings.Contains(strings.Join(v.Blocked, ";"), "worse: count-lines") {
		t.Fatalf("gate: %+v", v)
	}
	v = gate.Evaluate(GateInput(c, true), gate.DefaultSettings())
	if strings.Contains(strings.Join(v.Blocked, ";"), "worse") || !strings.Contains(strings.Join(v.Warnings, ";"), "worse: count-lines") {
		t.Fatalf("allow worse: %+v", v)
	}
}

// --require-skill: the runs of the with arm whose trace does not show the
// skill read are not counted; a task with none counted is inconclusive.
func TestRequireSkill(t *testing.T) {
	p := agentPolicy{skip: map[string]bool{"sha-manifest": true, "count-lines": true}}
	loose := runShipped(t, p, Options{}).Primary()
	if loose.TestPassRate != 0.75 || loose.N != 4 {
		t.Fatalf("without --require-skill: %+v", loose)
	}
	res := runShipped(t, p, Options{RequireSkill: true})
	c := res.Primary()
	if c.N != 2 {
		t.Fatalf("counted tasks = %d, want 2: %+v", c.N, c.Tasks)
	}
	for _, d := range c.Tasks {
		skipped := d.ID == "sha-manifest" || d.ID == "count-lines"
		if skipped != strings.Contains(d.Inconclusive, "not loaded") {
			t.Errorf("%s: inconclusive %q", d.ID, d.Inconclusive)
		}
	}
	if res.Arms[1].Runs != 4 || res.Arms[1].Counted != 2 || res.Arms[1].Loaded != 2 {
		t.Errorf("with arm: %+v", res.Arms[1])
	}
}

func writeTask(t *testing.T, root, name string, files map[string]string) string {
	t.Helper()
	dir := filepath.Join(root, name)
	for p, c := range files {
		fp := filepath.Join(dir, filepath.FromSlash(p))
		if err := os.MkdirAll(filepath.Dir(fp), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(fp, []byte(c), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

func TestLoadShipped(t *testing.T) {
	tasks := loadShipped(t)
	if len(tasks) != 4 {
		t.Fatalf("%d tasks", len(tasks))
	}
	for _, tk := range tasks {
		if tk.ID == "sha-manifest" && (tk.Config.MemoryMB != 512 || tk.Config.AllowInternet || tk.Config.VerifierTimeout.Seconds() != 30 || tk.Config.Metadata["difficulty"] != "easy") {
			t.Fatalf("sha-manifest config: %+v", tk.Config)
		}
		if tk.ID == "count-lines" && (tk.Config.AgentTimeout != DefaultAgentTimeout || tk.Config.MemoryMB != DefaultMemoryMB) {
			t.Fatalf("count-lines defaults: %+v", tk.Config)
		}
	}
}

// Malformed task folders are errors naming the file (and line).
func TestMalformedTasks(t *testing.T) {
	good := map[string]string{"instruction.md": "do it", "task.toml": "version = \"1.0\"\n[future]\nunknown = 1\n", "tests/test.sh": "true"}
	with := func(k, v string) map[string]string {
		m := map[string]string{}
		for a, b := range good {
			m[a] = b
		}
		if v == "" {
			delete(m, k)
		} else {
			m[k] = v
		}
		return m
	}
	for _, c := range []struct {
		name  string
		files map[string]string
		want  string
	}{
		{"no-instruction", with("instruction.md", ""), "no-instruction/instruction.md is missing"},
		{"blank-instruction", with("instruction.md", "  \n"), "blank-instruction/instruction.md: empty"},
		{"no-toml", with("task.toml", ""), "no-toml/task.toml is missing"},
		{"bad-syntax", with("task.toml", "version = \"1.0\"\n[agent\ntimeout_sec = 3\n"), "bad-syntax/task.toml:2:"},
		{"bad-type", with("task.toml", "version = \"1.0\"\n\n[agent]\ntimeout_sec = \"soon\"\n"), "bad-type/task.toml:4"},
		{"bad-timeout", with("task.toml", "[verifier]\ntimeout_sec = -5\n"), "bad-timeout/task.toml:2: timeout_sec = -5"},
		// The line is the verifier's timeout_sec, not the agent's above it.
		{"bad-verifier-timeout", with("task.toml", "[agent]\ntimeout_sec = 10\n\n[verifier]\ntimeout_sec = -5\n"), "bad-verifier-timeout/task.toml:5: timeout_sec = -5"},
		{"bad-memory", with("task.toml", "[environment]\n\nmemory_mb = 1\n"), "bad-memory/task.toml:3: [environment] memory_mb = 1"},
		{"no-test", with("tests/test.sh", ""), "no-test/tests/test.sh is missing"},
	} {
		t.Run(c.name, func(t *testing.T) {
			root := t.TempDir()
			writeTask(t, root, c.name, c.files)
			_, err := Load(root)
			if err == nil || !strings.Contains(err.Error(), c.want) {
				t.Fatalf("got %v, want %q", err, c.want)
			}
		})
	}
	root := t.TempDir()
	writeTask(t, root, "ok", good)
	tasks, err := Load(root)
	if err != nil || len(tasks) != 1 {
		t.Fatalf("unknown keys must be ignored: %v", err)
	}
	if _, err := Load(t.TempDir()); err == nil || !strings.Contains(err.Error(), "no task folders") {
		t.Fatalf("empty folder: %v", err)
	}
}

// The command harness runs its template in the sandbox; its output is the
// trace; a reward file that is not a number makes the run inconclusive.
func TestCommandHarnessAndBadReward(t *testing.T) {
	root := t.TempDir()
	writeTask(t, root, "echo", map[string]string{
		"instruction.md": "say 'hi'", "task.toml": "",
		"tests/test.sh": "[ \"$(cat said.txt)\" = \"say 'hi'\" ] && echo 0.75 > \"$REWARD_FILE\"\n",
	})
	writeTask(t, root, "garbage", map[string]string{
		"instruction.md": "anything", "task.toml": "", "tests/test.sh": "echo lots > \"$REWARD_FILE\"\n",
	})
	tasks, err := Load(root)
	if err != nil {
		t.Fatal(err)
	}
	abs, _ := filepath.Abs(skillDir)
	res, err := Run(context.Background(), tasks, []Arm{{Name: ArmWithout}, {Name: ArmWith, SkillDir: abs}}, Options{
		Sandbox: sandboxtest.New(t), Harness: HarnessCommand, SkillName: "invtool", PassScore: 0.5,
		Command: `printf '%s' {instruction} > said.txt; [ -f {skills_dir}/invtool/SKILL.md ] && echo "loaded skills/invtool/SKILL.md"; true`,
	})
	if err != nil {
		t.Fatal(err)
	}
	for _, tr := range res.Tasks {
		switch tr.ID {
		case "echo":
			w, x := tr.Trials[0][0], tr.Trials[1][0]
			if w.Reward != 0.75 || !w.Passed || w.SkillLoaded || !x.SkillLoaded {
				t.Fatalf("echo: %+v / %+v", w, x)
			}
		case "garbage":
			if x := tr.Trials[0][0]; !strings.Contains(x.Inconclusive, `"lots"`) || x.Counted {
				t.Fatalf("garbage: %+v", x)
			}
		}
	}
}

func TestCommand(t *testing.T) {
	for in, want := range map[string]string{
		"do\n```bash\nls -la\n```\nthen ```sh\nx\n```": "ls -la",
		"```sh\necho hi\n```":                          "echo hi",
		"All done.":                                    "",
		"```python\nprint(1)\n```":                     "",
	} {
		got, ok := Command(in)
		if got != want || ok != (want != "") {
			t.Errorf("Command(%q) = %q, %v", in, got, ok)
		}
	}
}

// Network is off unless task.toml sets [environment] allow_internet.
func TestTaskNetworkSetting(t *testing.T) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	go func() {
		for {
			c, err := ln.Accept()
			if err != nil {
				return
			}
			c.Close()
		}
	}()
	probe := fmt.Sprintf("if (exec 5<>/dev/tcp/127.0.0.1/%d) 2>/dev/null; then echo 1; else echo 0; fi > \"$REWARD_FILE\"\n", ln.Addr().(*net.TCPAddr).Port)
	root := t.TempDir()
	writeTask(t, root, "net-on", map[string]string{"instruction.md": "x", "task.toml": "[environment]\nallow_internet = true\n", "tests/test.sh": probe})
	writeTask(t, root, "net-off", map[string]string{"instruction.md": "x", "task.toml": "", "tests/test.sh": probe})
	tasks, err := Load(root)
	if err != nil {
		t.Fatal(err)
	}
	res, err := Run(context.Background(), tasks, []Arm{{Name: ArmWithout}}, Options{
		Sandbox: sandboxtest.New(t), Harness: HarnessCommand, Command: "true", SkillName: "invtool", PassScore: 0.5,
	})
	if err != nil {
		t.Fatal(err)
	}
	for _, tr := range res.Tasks {
		if got, want := tr.Trials[0][0].Reward, map[string]float64{"net-on": 1, "net-off": 0}[tr.ID]; got != want {
			t.Errorf("%s: reward %v, want %v", tr.ID, got, want)
		}
	}
}

// A verifier that links its reward file out of the work dir gets no
// reward read through the link: the run is scored by its exit status.
func TestRewardLinkOutsideWorkDir(t *testing.T) {
	secret := filepath.Join(t.TempDir(), "secret.txt")
	if err := os.WriteFile(secret, []byte("0.9\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	root := t.TempDir()
	writeTask(t, root, "link", map[string]string{"instruction.md": "x", "task.toml": "",
		"tests/test.sh": "ln -s " + secret + " \"$REWARD_FILE\"; exit 0\n"})
	tasks, err := Load(root)
	if err != nil {
		t.Fatal(err)
	}
	res, err := Run(context.Background(), tasks, []Arm{{Name: ArmWithout}}, Options{
		Sandbox: sandboxtest.New(t), Harness: HarnessCommand, Command: "true", SkillName: "invtool", PassScore: 0.5,
	})
	if err != nil {
		t.Fatal(err)
	}
	// The link is not followed, and the run is not scored by the exit
	// status either: a reward file that cannot be read is inconclusive.
	if tr := res.Tasks[0].Trials[0][0]; tr.Reward != 0 || !strings.Contains(tr.Inconclusive, "reward.txt exists but cannot be read") {
		t.Fatalf("%+v", tr)
	}
}

// Without the skill there is nothing to load: a command harness whose
// trace names skills/<name>/SKILL.md anyway (a failed cat) does not count
// as loading it, as with the built-in agent.
func TestCommandHarnessWithoutArmLoadsNothing(t *testing.T) {
	root := t.TempDir()
	writeTask(t, root, "t", map[string]string{"instruction.md": "x", "task.toml": "", "tests/test.sh": "exit 0\n"})
	tasks, err := Load(root)
	if err != nil {
		t.Fatal(err)
	}
	res, err := Run(context.Background(), tasks, []Arm{{Name: ArmWithout}}, Options{
		Sandbox: sandboxtest.New(t), Harness: HarnessCommand, SkillName: "invtool", PassScore: 0.5,
		Command: `cat skills/invtool/SKILL.md; true`,
	})
	if err != nil {
		t.Fatal(err)
	}
	if tr := res.Tasks[0].Trials[0][0]; tr.SkillLoaded || res.Arms[0].Loaded != 0 || !strings.Contains(tr.Trace, "skills/invtool/SKILL.md") {
		t.Fatalf("loaded %d, trial %+v", res.Arms[0].Loaded, tr)
	}
}

// Cleaning up a work dir never follows the agent's links: a link to a host
// file (which the sandbox cannot reach, but can name) leaves that file's
// mode alone, in the work dir and in .bench.
func TestCleanupDoesNotChmodThroughLinks(t *testing.T) {
	victim := filepath.Join(t.TempDir(), "victim.txt")
	if err := os.WriteFile(victim, []byte("host"), 0o640); err != nil {
		t.Fatal(err)
	}
	root := t.TempDir()
	writeTask(t, root, "t", map[string]string{"instruction.md": "x", "task.toml": "",
		"tests/test.sh": "ln -s " + victim + " /work/.bench/link; exit 0\n"})
	tasks, err := Load(root)
	if err != nil {
		t.Fatal(err)
	}
	_, err = Run(context.Background(), tasks, []Arm{{Name: ArmWithout}}, Options{
		Sandbox: sandboxtest.New(t), Harness: HarnessCommand, SkillName: "invtool", PassScore: 0.5,
		Command: "mkdir -p .bench && ln -s " + victim + " .bench/old; ln -s " + victim + " link; true",
	})
	if err != nil {
		t.Fatal(err)
	}
	fi, err := os.Stat(victim)
	if err != nil {
		t.Fatal(err)
	}
	if fi.Mode().Perm() != 0o640 {
		t.Fatalf("host file mode %v after cleanup, want 0640", fi.Mode().Perm())
	}
}
