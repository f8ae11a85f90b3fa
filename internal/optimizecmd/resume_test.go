package optimizecmd

import (
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/ingot-dev/ingot/internal/cli"
	"github.com/ingot-dev/ingot/internal/testutil"
	"github.com/ingot-dev/ingot/pkg/llm/llmtest"
	"github.com/ingot-dev/ingot/pkg/optimize"
)

var (
	optBinOnce sync.Once
	optBin     string
	optBinErr  error
	optBinDir  string
)

// optimizeBin is the real ingot-optimize, built once.
func optimizeBin(t testing.TB) string {
	t.Helper()
	optBinOnce.Do(func() {
		optBinDir, optBinErr = os.MkdirTemp("", "ingot-optimize-resume-bin")
		if optBinErr == nil {
			optBin, optBinErr = testutil.BuildCommand(optBinDir, Name)
		}
	})
	if optBinErr != nil {
		t.Fatal(optBinErr)
	}
	return optBin
}

// command is ingot-optimize as a subprocess on the home, with no INGOT_*
// setting from the test's own environment.
func (h *home) command(vars map[string]string, args ...string) *exec.Cmd {
	c := exec.Command(optimizeBin(h.t), args...)
	c.Dir = h.dir
	c.Env = testutil.CleanEnv(vars)
	return c
}

func (h *home) exec(vars map[string]string, args ...string) (int, string, string) {
	h.t.Helper()
	return testutil.Run(h.t, h.command(vars, args...))
}

// start runs ingot-optimize in the background, watching stderr for the
// failpoint line.
func (h *home) start(vars map[string]string, args ...string) *testutil.Proc {
	h.t.Helper()
	return testutil.Start(h.t, h.command(vars, args...))
}

// subprocessVars: the scripted world, and no reply or verdict cache, so
// only the run directory's stage outputs can spare a repeated request.
func (h *home) subprocessVars(w *stratWorld, extra map[string]string) map[string]string {
	v := h.vars(w.srv, map[string]string{"INGOT_NO_CACHE": "1"})
	for k, x := range extra {
		v[k] = x
	}
	return v
}

func strategyWorld(t testing.TB, hang func(llmtest.Request) bool) *stratWorld {
	return newStratWorld(t, goodDrafts(), func(w *stratWorld) { w.patches, w.edit, w.hang = goodPatches, goodEdit, hang })
}

func readManifest(t testing.TB, dir string) optimize.Manifest {
	t.Helper()
	b, err := os.ReadFile(filepath.Join(dir, optimize.ManifestFile))
	if err != nil {
		t.Fatal(err)
	}
	var m optimize.Manifest
	if err := json.Unmarshal(b, &m); err != nil {
		t.Fatal(err)
	}
	return m
}

// TestResumeAfterKillAtEveryStage: for each strategy, an uninterrupted
// run names the stages and counts the requests; then for every stage a
// real ingot-optimize is SIGKILLed right after that stage's output is
// saved, and `--resume` on the same run directory must emit the same
// candidate while the two processes together make exactly the requests of
// the uninterrupted run: zero repeated for the stages already done. The
// reply and verdict caches are off, so the run directory alone spares them.
func TestResumeAfterKillAtEveryStage(t *testing.T) {
	for _, strategy := range optimize.Strategies {
		t.Run(strategy, func(t *testing.T) {
			h := newHome(t)
			w := strategyWorld(t, nil)
			code, out, errOut := h.exec(h.subprocessVars(w, nil), "demo", "--strategy", strategy, "--run-dir", "runs/optimize/ref")
			if code != 0 {
				t.Fatalf("reference run: exit %d\n%s", code, errOut)
			}
			want := candidateOf(t, out)
			total := w.srv.Count()
			m := readManifest(t, filepath.Join(h.dir, "runs", "optimize", "ref"))
			if m.Status != optimize.RunDone || m.Candidate != "demo@"+want.CandidateRevision.Short() {
				t.Fatalf("reference manifest: %+v", m)
			}
			var stages []string
			for _, s := range m.Stages {
				stages = append(stages, s.Name)
			}
			t.Logf("%s: %d requests over stages %s", strategy, total, strings.Join(stages, ", "))
			if len(stages) < 4 {
				t.Fatalf("only %d stages: %v", len(stages), stages)
			}
			for i, stage := range stages {
				t.Run(stage, func(t *testing.T) {
					h := newHome(t)
					w := strategyWorld(t, nil)
					args := []string{"demo", "--strategy", strategy, "--run-dir", "runs/optimize/r1"}
					p := h.start(h.subprocessVars(w, map[string]string{"INGOT_FAILPOINT": "stage:" + stage}), args...)
					p.WaitReached(t)
					p.Kill(t)
					killed := w.srv.Count()
					code, out, errOut := h.exec(h.subprocessVars(w, nil), append(args, "--resume")...)
					if code != 0 {
						t.Fatalf("resume: exit %d\n%s", code, errOut)
					}
					if got := candidateOf(t, out); got.CandidateRevision != want.CandidateRevision {
						t.Errorf("resumed candidate %s, want %s", got.CandidateRevision.Short(), want.CandidateRevision.Short())
					}
					if resumed := w.srv.Count() - killed; killed+resumed != total {
						t.Errorf("killed after %s with %d request(s), resume made %d: %d in all, want %d (no repeats)", stage, killed, resumed, killed+resumed, total)
					}
					if n := strings.Count(errOut, "reused from the run directory"); n != i+1 {
						t.Errorf("resume reused %d stage(s), want %d:\n%s", n, i+1, errOut)
					}
					m := readManifest(t, filepath.Join(h.dir, "runs", "optimize", "r1"))
					if m.Status != optimize.RunDone || m.Resumes != 1 {
						t.Errorf("manifest after resume: status %s, resumes %d", m.Status, m.Resumes)
					}
				})
			}
		})
	}
}

// TestRunDirIsExclusiveAndChecksInputs: a second process on a run directory
// in use is refused; a finished or killed run is not silently overwritten
// without --resume; --resume refuses a run made from other inputs.
func TestRunDirIsExclusiveAndChecksInputs(t *testing.T) {
	h := newHome(t)
	w := strategyWorld(t, nil)
	args := []string{"demo", "--strategy", "contrast", "--run-dir", "runs/optimize/r1"}
	p := h.start(h.subprocessVars(w, map[string]string{"INGOT_FAILPOINT": "stage:seed"}), args...)
	p.WaitReached(t)
	before := w.srv.Count()
	code, out, errOut := h.exec(h.subprocessVars(w, nil), append(args, "--resume")...)
	if code != 1 || out != "" || !strings.Contains(errOut, "another ingot-optimize works in this run directory") {
		t.Errorf("second process: exit %d\n%s", code, errOut)
	}
	if n := w.srv.Count() - before; n != 0 {
		t.Errorf("the refused process made %d request(s)", n)
	}
	p.Kill(t)

	code, _, errOut = h.exec(h.subprocessVars(w, nil), args...)
	if code != 1 || !strings.Contains(errOut, "already holds a run") || !strings.Contains(errOut, "--resume") {
		t.Errorf("without --resume: exit %d\n%s", code, errOut)
	}
	// Another train task: the eval set and the task digest differ.
	testutil.WriteFile(t, filepath.Join(h.dir, "evals", "demo.yaml"), strings.Replace(evalYAML, "Merge three regional reports", "Merge four regional reports", 1))
	code, _, errOut = h.exec(h.subprocessVars(w, nil), append(args, "--resume")...)
	if code != 1 || !strings.Contains(errOut, "made from other inputs") || !strings.Contains(errOut, "eval_set_digest") {
		t.Errorf("changed inputs: exit %d\n%s", code, errOut)
	}
	code, _, errOut = h.exec(h.subprocessVars(w, nil), "demo", "--strategy", "sections", "--run-dir", "runs/optimize/r1", "--resume")
	if code != 1 || !strings.Contains(errOut, "strategy (contrast, now sections)") {
		t.Errorf("changed strategy: exit %d\n%s", code, errOut)
	}
}

// cacheEntries counts the recorded exchanges of the reply cache.
func cacheEntries(t testing.TB, home string) int {
	t.Helper()
	n := 0
	_ = filepath.WalkDir(filepath.Join(home, "runs", "cache", "llm"), func(p string, d os.DirEntry, err error) error {
		if err == nil && !d.IsDir() && strings.HasSuffix(p, ".json") && !strings.HasPrefix(d.Name(), ".") {
			n++
		}
		return nil
	})
	return n
}

// TestResumeAfterKillMidStage kills a contrast run while one rollout of its
// last stage is still unanswered (the others answered and recorded):
// --resume sends only that rollout and its judgment again, every answered
// request comes from the reply cache, and the candidate is the same.
func TestResumeAfterKillMidStage(t *testing.T) {
	h := newHome(t)
	w := strategyWorld(t, nil)
	args := []string{"demo", "--strategy", "contrast", "--run-dir", "runs/optimize/r1"}
	code, out, errOut := h.exec(h.vars(w.srv, nil), "demo", "--strategy", "contrast", "--run-dir", "runs/optimize/ref")
	if code != 0 {
		t.Fatalf("reference run: exit %d\n%s", code, errOut)
	}
	want := candidateOf(t, out)
	total := w.srv.Count()

	h = newHome(t)
	var hanging atomic.Bool
	hanging.Store(true)
	w = strategyWorld(t, func(r llmtest.Request) bool {
		return hanging.Load() && r.Chat.Model == "agent-m" && strings.Contains(r.Chat.Messages[0].Content, "QUALITY-0.6") &&
			strings.Contains(r.LastUser(), "Merge three regional reports") && r.Chat.Temperature != nil && *r.Chat.Temperature > 0
	})
	p := h.start(h.vars(w.srv, nil), args...)
	deadline := time.Now().Add(testutil.HangGuard)
	// Every request but the hung rollout's judgment has arrived, and every
	// answered one is recorded.
	for w.srv.Count() < total-1 || cacheEntries(t, h.dir) < total-2 {
		if time.Now().After(deadline) {
			p.Kill(t)
			t.Fatalf("the run never reached the hung rollout: %d of %d requests, %d recorded\n%s", w.srv.Count(), total, cacheEntries(t, h.dir), p.Stderr.String())
		}
		time.Sleep(10 * time.Millisecond)
	}
	p.Kill(t)
	hanging.Store(false)
	before := w.srv.Count()
	code, out, errOut = h.exec(h.vars(w.srv, nil), append(args, "--resume")...)
	if code != 0 {
		t.Fatalf("resume: exit %d\n%s", code, errOut)
	}
	if got := candidateOf(t, out); got.CandidateRevision != want.CandidateRevision {
		t.Errorf("resumed candidate %s, want %s", got.CandidateRevision.Short(), want.CandidateRevision.Short())
	}
	if n := w.srv.Count() - before; n != 2 {
		t.Errorf("resume made %d request(s), want 2 (the unanswered rollout and its judgment)", n)
	}
	m := readManifest(t, filepath.Join(h.dir, "runs", "optimize", "r1"))
	if m.Status != optimize.RunDone || len(m.StageNames()) != 4 {
		t.Errorf("manifest: %+v", m)
	}
}

// TestRunDirHintResolvesFromTheWorkingDirectory: --run-dir is resolved
// against the working directory, so the resume hint on stderr must name
// the run directory the same way: run from a folder other than the home,
// the hinted --resume --run-dir continues the very run.
func TestRunDirHintResolvesFromTheWorkingDirectory(t *testing.T) {
	h := newHome(t)
	w := strategyWorld(t, nil)
	cwd := t.TempDir()
	run := func(args ...string) (int, string) {
		ios, _, _, errOut := cli.Test()
		vars := h.vars(w.srv, nil)
		env := &cli.Env{IO: ios, Getenv: func(k string) string { return vars[k] }, Now: func() time.Time { return time.Date(2026, 3, 2, 0, 0, 0, 0, time.UTC) }, Dir: cwd}
		return cli.Run(bg, env, Name, args, NewRoot), errOut.String()
	}
	code, errOut := run("demo", "--strategy", "contrast")
	if code != 0 {
		t.Fatalf("exit %d\n%s", code, errOut)
	}
	m := regexp.MustCompile(`continue with --resume --run-dir (\S+)`).FindStringSubmatch(errOut)
	if m == nil {
		t.Fatalf("no resume hint:\n%s", errOut)
	}
	code, errOut = run("demo", "--strategy", "contrast", "--resume", "--run-dir", m[1])
	if code != 0 || !strings.Contains(errOut, "resuming run") {
		t.Errorf("the hinted --run-dir %s does not continue the run: exit %d\n%s", m[1], code, errOut)
	}
}
