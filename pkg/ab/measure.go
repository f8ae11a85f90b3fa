package ab

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"github.com/ingot-dev/ingot/pkg/agent"
	"github.com/ingot-dev/ingot/pkg/evalset"
	"log/slog"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"time"

	"github.com/ingot-dev/ingot/pkg/atomicfile"
	"github.com/ingot-dev/ingot/pkg/evidence"
	"github.com/ingot-dev/ingot/pkg/execcheck"
	"github.com/ingot-dev/ingot/pkg/gate"
	"github.com/ingot-dev/ingot/pkg/judge"
	"github.com/ingot-dev/ingot/pkg/llm"
)

// Env is what a measurement runs with.
type Env struct {
	Home     string
	Settings llm.Settings
	Gate     gate.Settings
	// HTTPClient, Logger: passed to the llm client (tests point the
	// client at a scripted server).
	HTTPClient *http.Client
	Logger     *slog.Logger
	Checker    Checker
	Progress   func(Event)
	Now        func() time.Time
	// NoChampionCache measures the champion again even when a result is
	// cached.
	NoChampionCache bool
	// Route routes a task for a side in agent mode (see Options.Route).
	Route func(ctx context.Context, side int, t evalset.Task) (agent.Routed, error)
}

// recorder memoises agent-mode routes per (side, task) and keeps them for
// the spec.
type recorder struct {
	mu    sync.Mutex
	route func(ctx context.Context, side int, t evalset.Task) (agent.Routed, error)
	seen  map[string]agent.Routed
	order []RecordedRoute
}

func (r *recorder) Route(ctx context.Context, side int, t evalset.Task) (agent.Routed, error) {
	key := fmt.Sprintf("%d\x00%s", side, t.ID)
	r.mu.Lock()
	defer r.mu.Unlock()
	if rt, ok := r.seen[key]; ok {
		return rt, nil
	}
	rt, err := r.route(ctx, side, t)
	if err != nil {
		return rt, err
	}
	r.seen[key] = rt
	r.order = append(r.order, RecordedRoute{Side: [2]string{SideChampion, SideChallenger}[side], Task: t.ID, Routed: rt})
	return rt, nil
}

// checkLog runs checks and keeps their outcomes for the spec.
type checkLog struct {
	mu   sync.Mutex
	run  Checker
	seen map[string]CheckResult
	keys []string
}

func (c *checkLog) Check(ctx context.Context, spec evalset.Check, answer string) CheckResult {
	r := c.run(ctx, spec, answer)
	k := CheckKey(spec, answer)
	c.mu.Lock()
	defer c.mu.Unlock()
	if _, ok := c.seen[k]; !ok {
		c.keys = append(c.keys, k)
	}
	c.seen[k] = r
	return r
}

func (c *checkLog) recorded() []RecordedCheck {
	c.mu.Lock()
	defer c.mu.Unlock()
	out := make([]RecordedCheck, 0, len(c.keys))
	for _, k := range c.keys {
		out = append(out, RecordedCheck{Key: k, Result: c.seen[k]})
	}
	return out
}

// recordedChecks replays a spec's check outcomes.
func recordedChecks(sp *Spec) Checker {
	m := map[string]CheckResult{}
	for _, c := range sp.Checks {
		m[c.Key] = c.Result
	}
	return func(_ context.Context, spec evalset.Check, answer string) CheckResult {
		if r, ok := m[CheckKey(spec, answer)]; ok {
			return r
		}
		return CheckResult{Status: execcheck.Inconclusive, Reason: "no recorded outcome for this check and answer (replay with --recheck to run it)"}
	}
}

// replayed routes from a spec's recorded routes.
func replayed(sp *Spec) func(ctx context.Context, side int, t evalset.Task) (agent.Routed, error) {
	m := map[string]agent.Routed{}
	for _, r := range sp.Routes {
		m[r.Side+"\x00"+r.Task] = r.Routed
	}
	return func(_ context.Context, side int, t evalset.Task) (agent.Routed, error) {
		name := [2]string{SideChampion, SideChallenger}[side]
		rt, ok := m[name+"\x00"+t.ID]
		if !ok {
			return rt, fmt.Errorf("no recorded route for %s on %s", name, t.ID)
		}
		return rt, nil
	}
}

// Outcome is a written bundle.
type Outcome struct {
	Dir    string
	Bundle *evidence.Bundle
	Result *Result
	Report llm.Report
}

// Measure runs the comparison sp describes and writes the bundle
// runs/evidence/<skill>/<ts>/ (evidence.json, EVIDENCE.md, run.json and
// the recorded exchanges). A failure other than the spend cap removes the
// bundle folder: nothing half-written, nothing promotable.
func Measure(ctx context.Context, sp *Spec, e Env) (out *Outcome, err error) {
	now := time.Now
	if e.Now != nil {
		now = e.Now
	}
	dir, err := evidence.NewDir(filepath.Join(e.Home, "runs"), sp.Skill, now())
	if err != nil {
		return nil, err
	}
	defer func() {
		if err != nil {
			os.RemoveAll(dir)
		}
	}()
	client, err := llm.New(e.Settings, llm.Options{Home: e.Home, RecordDir: filepath.Join(dir, ExchangesDir), HTTPClient: e.HTTPClient, Logger: e.Logger})
	if err != nil {
		return nil, err
	}
	j, err := newJudge(client, sp)
	if err != nil {
		return nil, err
	}
	checks := &checkLog{run: e.Checker, seen: map[string]CheckResult{}}
	o := Options{Client: client, Judge: j, Repeat: sp.Repeat, MaxTokens: sp.MaxTokens, Progress: e.Progress}
	if e.Checker != nil {
		o.Checker = checks.Check
	}
	var rec *recorder
	if sp.Mode == ModeAgent {
		if e.Route == nil {
			return nil, errors.New("agent mode needs a router")
		}
		rec = &recorder{route: e.Route, seen: map[string]agent.Routed{}}
		o.Route = rec.Route
	}
	if !e.NoChampionCache {
		o.Cache = NewChampionCache(e.Home)
	}
	res, err := Run(ctx, sp.Tasks, sp.Champion, sp.Challenger, o)
	if err != nil {
		return nil, err
	}
	rep := client.Ledger().Report()
	b, err := sp.Bundle(res, e.Gate, UsageOf(rep, res), now())
	if err != nil {
		return nil, err
	}
	sp.Stopped = res.Incomplete
	sp.Checks = checks.recorded()
	if rec != nil {
		sp.Routes = rec.order
	}
	if err := writeSpec(dir, sp); err != nil {
		return nil, err
	}
	if err := evidence.Write(dir, b); err != nil {
		return nil, err
	}
	return &Outcome{Dir: dir, Bundle: b, Result: res, Report: rep}, nil
}

func newJudge(c *llm.Client, sp *Spec) (*judge.Judge, error) {
	// No verdict cache: every judge call goes through the client, so its
	// exchange is recorded in the bundle (the response cache still makes
	// a repeated verdict free).
	return judge.New(c, judge.Options{Models: sp.JudgeModels, AuthorModel: sp.AuthorModel, MaxTokens: 1024})
}

func writeSpec(dir string, sp *Spec) error {
	b, err := json.MarshalIndent(sp, "", "  ")
	if err != nil {
		return err
	}
	return atomicfile.WriteFile(filepath.Join(dir, SpecFile), append(b, '\n'), 0o644)
}

// LoadSpec reads a bundle's run.json.
func LoadSpec(dir string) (*Spec, error) {
	p := filepath.Join(dir, SpecFile)
	b, err := os.ReadFile(p)
	if err != nil {
		if errors.Is(err, os.ErrNotExist) {
			return nil, fmt.Errorf("%s: no %s: this bundle was not written by ingot-ab, so it cannot be replayed", dir, SpecFile)
		}
		return nil, err
	}
	var sp Spec
	if err := json.Unmarshal(b, &sp); err != nil {
		return nil, fmt.Errorf("%s: %w", p, err)
	}
	if sp.Skill == "" || len(sp.Tasks) == 0 || sp.AgentModel == "" || len(sp.JudgeModels) == 0 {
		return nil, fmt.Errorf("%s: incomplete run spec (skill, tasks, agent and judge models are required)", p)
	}
	return &sp, nil
}

// Replayed is the outcome of a replay.
type Replayed struct {
	Dir      string       `json:"bundle"`
	Stored   gate.Verdict `json:"stored"`
	Verdict  gate.Verdict `json:"replayed"`
	Requests int          `json:"requests"` // live requests made (always 0)
	Same     bool         `json:"same"`
	Diff     string       `json:"difference,omitempty"`
}

// Replay re-runs the comparison of the bundle in dir from its recorded
// exchanges only (offline: a missing exchange is an error, never a
// request) and recomputes the verdict under the gate settings g.
// Execution checks reuse the recorded outcomes; a non-nil recheck runs
// them again instead (in the sandbox).
func Replay(ctx context.Context, dir string, g gate.Settings, recheck Checker) (*Replayed, error) {
	sp, err := LoadSpec(dir)
	if err != nil {
		return nil, err
	}
	stored, err := evidence.Load(dir)
	if err != nil {
		return nil, err
	}
	s := llm.Settings{Endpoints: map[llm.Role]llm.Endpoint{}, Offline: true, Concurrency: llm.DefaultConcurrency, Prices: llm.Prices{}}
	roles := map[llm.Role][]string{llm.RoleAgent: {sp.AgentModel}, llm.RoleJudge: sp.JudgeModels}
	if sp.StrongModel != "" {
		roles[llm.RoleStrong] = []string{sp.StrongModel}
	}
	for role, models := range roles {
		host := sp.Hosts[role]
		if host == "" {
			return nil, fmt.Errorf("%s: no recorded endpoint host for role %s", filepath.Join(dir, SpecFile), role)
		}
		s.Endpoints[role] = llm.Endpoint{BaseURL: "http://" + host + "/v1", Models: models}
	}
	client, err := llm.New(s, llm.Options{CacheDir: filepath.Join(dir, ExchangesDir), HTTPClient: &http.Client{Transport: refuse{}}})
	if err != nil {
		return nil, err
	}
	j, err := newJudge(client, sp)
	if err != nil {
		return nil, err
	}
	tasks := sp.Tasks
	if sp.Stopped != "" {
		// The run stopped at the spend cap: replay the cases it scored.
		keep := map[string]bool{}
		for _, c := range stored.Cases {
			keep[c.ID] = true
		}
		tasks = nil
		for _, t := range sp.Tasks {
			if keep[t.ID] {
				tasks = append(tasks, t)
			}
		}
	}
	checker := recheck
	if checker == nil {
		checker = recordedChecks(sp)
	}
	ro := Options{Client: client, Judge: j, Repeat: sp.Repeat, MaxTokens: sp.MaxTokens, Checker: checker}
	if sp.Mode == ModeAgent {
		ro.Route = replayed(sp)
	}
	res, err := Run(ctx, tasks, sp.Champion, sp.Challenger, ro)
	if err != nil {
		return nil, fmt.Errorf("replay %s: %w", dir, err)
	}
	if sp.Stopped != "" {
		res.Incomplete = sp.Stopped
	}
	b, err := sp.Bundle(res, g, UsageOf(client.Ledger().Report(), res), stored.Created)
	if err != nil {
		return nil, err
	}
	out := &Replayed{Dir: dir, Stored: stored.Gate.Normalize(), Verdict: b.Gate.Normalize(), Requests: client.Ledger().Report().Total.Calls}
	out.Same = out.Stored.Status() == out.Verdict.Status() && strings.Join(out.Stored.Blocked, "\n") == strings.Join(out.Verdict.Blocked, "\n")
	if !out.Same {
		out.Diff = fmt.Sprintf("stored %s (%s), replayed %s (%s)", out.Stored.Status(), out.Stored.Reason(), out.Verdict.Status(), out.Verdict.Reason())
	}
	return out, nil
}

// refuse is the transport of a replay: any request is a bug, refused.
type refuse struct{}

func (refuse) RoundTrip(*http.Request) (*http.Response, error) {
	return nil, errors.New("replay is offline: no request may be sent")
}
