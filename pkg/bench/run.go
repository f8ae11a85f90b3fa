package bench

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/ingot-dev/ingot/pkg/atomicfile"
	"github.com/ingot-dev/ingot/pkg/llm"
	"github.com/ingot-dev/ingot/pkg/sandbox"
)

// Harnesses.
const (
	HarnessBuiltin = "builtin"
	HarnessCommand = "command"
)

// Arm names.
const (
	ArmWithout    = "without"
	ArmWith       = "with"
	ArmChallenger = "challenger"
)

// Defaults of Options.
const (
	DefaultMaxSteps    = 20
	DefaultMaxTokens   = 2048
	DefaultStepTimeout = 120 * time.Second
	// observationBytes caps the output handed back to the model per step.
	observationBytes = 8 << 10
)

// Arm is one condition every task runs under.
type Arm struct {
	Name string `json:"name"`
	// SkillDir is the skill folder installed at skills/<SkillName>/ in
	// the work dir; empty: the skill is absent.
	SkillDir string `json:"skill_dir,omitempty"`
	// Ref names the skill revision for reports (id@rev).
	Ref string `json:"ref,omitempty"`
}

// Options configure Run.
type Options struct {
	Sandbox *sandbox.Sandbox
	// Client answers for the built-in agent (role agent).
	Client  *llm.Client
	Harness string // HarnessBuiltin (default) or HarnessCommand
	// Command is the HarnessCommand template.
	Command string
	// SkillName is the skill's folder name under skills/ (its frontmatter
	// name): what every arm installs, removes, and looks for in traces.
	SkillName    string
	Repeat       int // runs per task and arm (default 1)
	MaxParallel  int // task runs at once (default: the number of CPUs)
	MaxSteps     int // built-in agent turns (DefaultMaxSteps)
	MaxTokens    int // per reply (DefaultMaxTokens)
	RequireSkill bool
	// PassScore is the reward from which a run passes (gate PassScore).
	PassScore float64
	// Progress, when set, is called after each finished run (from
	// several goroutines).
	Progress func(Trial, int, int)
}

// Step is one command the agent ran.
type Step struct {
	Command  string `json:"command"`
	ExitCode int    `json:"exit_code"`
	Output   string `json:"output,omitempty"` // what the model was shown
}

// Trial is one run of one task in one arm.
type Trial struct {
	Task   string  `json:"task"`
	Arm    string  `json:"arm"`
	Repeat int     `json:"repeat"`
	Reward float64 `json:"reward"`
	Passed bool    `json:"passed"`
	// Inconclusive says why the run has no reward (a broken verifier).
	Inconclusive string `json:"inconclusive,omitempty"`
	// SkillLoaded: the trace shows the skill under test was loaded.
	SkillLoaded bool `json:"skill_loaded"`
	// Counted is false when --require-skill drops the run (an arm with
	// the skill whose trace does not show it loaded) or it is inconclusive.
	Counted    bool    `json:"counted"`
	Stop       string  `json:"stop"` // why the agent stopped
	Steps      []Step  `json:"steps,omitempty"`
	Trace      string  `json:"trace,omitempty"` // command harness output
	Verifier   string  `json:"verifier"`        // how test.sh ended and where the reward came from
	Requests   int     `json:"requests"`
	AgentMS    float64 `json:"agent_ms"`
	VerifierMS float64 `json:"verifier_ms"`
	WallMS     float64 `json:"wall_ms"`
}

// Run runs every task in every arm o.Repeat times and returns the
// trials by task, arm and repeat. A sandbox that cannot run, a failed
// model request or a cancelled ctx fails the run.
func Run(ctx context.Context, tasks []Task, arms []Arm, o Options) (*Result, error) {
	if o.Sandbox == nil {
		return nil, errors.New("bench: no sandbox: tasks only run sandboxed")
	}
	if err := o.Sandbox.Probe(ctx); err != nil {
		return nil, err
	}
	switch o.Harness {
	case "", HarnessBuiltin:
		o.Harness = HarnessBuiltin
		if o.Client == nil {
			return nil, errors.New("bench: the built-in agent needs a model client")
		}
	case HarnessCommand:
		if strings.TrimSpace(o.Command) == "" {
			return nil, errors.New("bench: the command harness needs a command template")
		}
	default:
		return nil, fmt.Errorf("bench: unknown harness %q (want builtin or command)", o.Harness)
	}
	if o.SkillName == "" || strings.ContainsAny(o.SkillName, "/\\") || strings.HasPrefix(o.SkillName, ".") {
		return nil, fmt.Errorf("bench: invalid skill name %q", o.SkillName)
	}
	o.Repeat = max(o.Repeat, 1)
	if o.MaxParallel < 1 {
		o.MaxParallel = runtime.NumCPU()
	}
	if o.MaxSteps < 1 {
		o.MaxSteps = DefaultMaxSteps
	}
	if o.MaxTokens < 1 {
		o.MaxTokens = DefaultMaxTokens
	}
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	trials := make([][][]Trial, len(tasks))
	for i := range trials {
		trials[i] = make([][]Trial, len(arms))
		for a := range arms {
			trials[i][a] = make([]Trial, o.Repeat)
		}
	}
	var (
		mu      sync.Mutex
		hardErr error
		done    int
		wg      sync.WaitGroup
	)
	total := len(tasks) * len(arms) * o.Repeat
	sem := make(chan struct{}, o.MaxParallel)
	for i, t := range tasks {
		for a, arm := range arms {
			for r := range o.Repeat {
				wg.Go(func() {
					select {
					case sem <- struct{}{}:
					case <-ctx.Done():
						return
					}
					defer func() { <-sem }()
					tr, err := o.trial(ctx, t, arm, r)
					mu.Lock()
					defer mu.Unlock()
					if err != nil {
						if hardErr == nil {
							hardErr = fmt.Errorf("task %s, arm %s, repeat %d: %w", t.ID, arm.Name, r+1, err)
							cancel()
						}
						return
					}
					trials[i][a][r] = tr
					done++
					if o.Progress != nil {
						o.Progress(tr, done, total)
					}
				})
			}
		}
	}
	wg.Wait()
	if hardErr != nil {
		return nil, hardErr
	}
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	return summarise(tasks, arms, trials, o), nil
}

// trial runs task t once in arm.
func (o Options) trial(ctx context.Context, t Task, arm Arm, repeat int) (Trial, error) {
	t0 := time.Now()
	tr := Trial{Task: t.ID, Arm: arm.Name, Repeat: repeat}
	tmp, err := os.MkdirTemp("", "ingot-bench-")
	if err != nil {
		return tr, err
	}
	defer sandbox.RemoveAll(tmp)
	// The sandbox (uid 65534 when the caller is root) must enter tmp.
	if err := os.Chmod(tmp, 0o755); err != nil {
		return tr, err
	}
	work := filepath.Join(tmp, "work")
	if err := o.prepare(ctx, t, arm, work); err != nil {
		return tr, fmt.Errorf("prepare the work dir: %w", err)
	}
	a0 := time.Now()
	switch o.Harness {
	case HarnessCommand:
		err = o.runCommand(ctx, t, arm, work, &tr)
	default:
		err = o.runBuiltin(ctx, t, arm, repeat, work, &tr)
	}
	if err != nil {
		return tr, err
	}
	tr.AgentMS = ms(time.Since(a0))
	v0 := time.Now()
	if err := o.verify(ctx, t, work, &tr); err != nil {
		return tr, err
	}
	tr.VerifierMS = ms(time.Since(v0))
	tr.Passed = tr.Inconclusive == "" && tr.Reward >= o.PassScore-1e-9
	tr.Counted = tr.Inconclusive == "" && (!o.RequireSkill || arm.SkillDir == "" || tr.SkillLoaded)
	tr.WallMS = ms(time.Since(t0))
	return tr, nil
}

func ms(d time.Duration) float64 { return float64(d.Microseconds()) / 1000 }

// prepare fills work: environment/ (its skills/ minus the one under
// test), then the arm's skill at skills/<name>/.
func (o Options) prepare(ctx context.Context, t Task, arm Arm, work string) error {
	env := filepath.Join(t.Dir, EnvironmentDir)
	if _, err := os.Stat(env); err == nil {
		if err := atomicfile.CopyDir(ctx, env, work); err != nil {
			return err
		}
	} else if err := os.Mkdir(work, 0o700); err != nil {
		return err
	}
	skills := filepath.Join(work, SkillsDir)
	if err := os.RemoveAll(filepath.Join(skills, o.SkillName)); err != nil {
		return err
	}
	if arm.SkillDir != "" {
		if err := os.MkdirAll(skills, 0o755); err != nil {
			return err
		}
		if err := atomicfile.CopyDir(ctx, arm.SkillDir, filepath.Join(skills, o.SkillName)); err != nil {
			return err
		}
	}
	return nil
}

// skillPath is the skill's SKILL.md relative to the work dir, the string
// a trace must name for the skill to count as loaded.
func (o Options) skillPath() string { return SkillsDir + "/" + o.SkillName + "/SKILL.md" }

// limits for a command of task t with d left.
func limits(t Task, d time.Duration) sandbox.Limits {
	return sandbox.Limits{Timeout: d, MemoryBytes: int64(t.Config.MemoryMB) << 20, MaxProcs: 256, MaxFileBytes: 256 << 20, TmpBytes: 256 << 20}
}

// verify runs tests/test.sh in the work dir and reads the reward.
func (o Options) verify(ctx context.Context, t Task, work string, tr *Trial) error {
	dot := filepath.Join(work, ".bench")
	if err := sandbox.RemoveAll(dot); err != nil {
		return err
	}
	if err := os.MkdirAll(filepath.Join(dot, "logs", "verifier"), 0o755); err != nil {
		return err
	}
	if err := atomicfile.CopyDir(ctx, filepath.Join(t.Dir, "tests"), filepath.Join(dot, "tests")); err != nil {
		return err
	}
	res, err := o.Sandbox.Run(ctx, sandbox.Spec{
		Dir:  work,
		Argv: []string{"bash", ".bench/tests/test.sh"},
		Env:  []string{"TESTS_DIR=/work/.bench/tests", "LOGS_DIR=/work/.bench/logs", "REWARD_FILE=/work/.bench/logs/verifier/reward.txt"},
		// Harbor's layout: tests at /tests, the reward at
		// /logs/verifier/reward.txt; both lead into the work dir.
		Links:   map[string]string{"/tests": "/work/.bench/tests", "/logs": "/work/.bench/logs"},
		Network: t.Config.AllowInternet,
		Limits:  limits(t, t.Config.VerifierTimeout),
	})
	if err != nil {
		return fmt.Errorf("run %s: %w", TestScript, err)
	}
	tr.Verifier = "test.sh " + res.Reason
	if res.TimedOut {
		tr.Inconclusive = "test.sh " + res.Reason
		return nil
	}
	// Read through os.Root: test.sh ran as the sandbox user, who owns the
	// work dir and could have left links pointing outside it.
	root, err := os.OpenRoot(work)
	if err != nil {
		return err
	}
	defer root.Close()
	read := func(name string) ([]byte, error) {
		f, err := root.Open(".bench/logs/verifier/" + name)
		if err != nil {
			return nil, err
		}
		defer f.Close()
		return io.ReadAll(io.LimitReader(f, 4096))
	}
	// A reward file that exists but cannot be read (a link out of the
	// work dir, a directory, no permission) makes the run inconclusive:
	// falling back to the exit status would score what test.sh chose to
	// hide.
	for _, name := range []string{"reward.txt", "reward.json"} {
		if _, err := root.Lstat(".bench/logs/verifier/" + name); err != nil {
			continue
		}
		if _, err := read(name); err != nil {
			tr.Inconclusive = fmt.Sprintf("%s exists but cannot be read: %v", name, err)
			return nil
		}
	}
	if b, err := read("reward.txt"); err == nil {
		s := strings.TrimSpace(string(b))
		x, err := strconv.ParseFloat(s, 64)
		if err != nil || x < 0 || x > 1 {
			tr.Inconclusive = fmt.Sprintf("reward.txt holds %q, not a number in [0,1]", trunc(s, 40))
			return nil
		}
		tr.Reward, tr.Verifier = x, tr.Verifier+"; reward.txt"
		return nil
	}
	if b, err := read("reward.json"); err == nil {
		var r struct {
			Reward *float64 `json:"reward"`
		}
		if err := json.Unmarshal(b, &r); err != nil || r.Reward == nil || *r.Reward < 0 || *r.Reward > 1 {
			tr.Inconclusive = "reward.json has no \"reward\" number in [0,1]"
			return nil
		}
		tr.Reward, tr.Verifier = *r.Reward, tr.Verifier+"; reward.json"
		return nil
	}
	if res.ExitCode == 0 {
		tr.Reward = 1
	}
	tr.Verifier += "; exit status (no reward file)"
	return nil
}

func trunc(s string, n int) string {
	if len(s) <= n {
		return s
	}
	return s[:n] + "…"
}
