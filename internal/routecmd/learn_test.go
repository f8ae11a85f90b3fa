package routecmd

import (
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/ingot-dev/ingot/internal/testutil"
	"github.com/ingot-dev/ingot/pkg/route"
	"github.com/ingot-dev/ingot/pkg/skill"
	"github.com/ingot-dev/ingot/pkg/trace"
)

const (
	missTask    = "the build goes red randomly and turns green when I click retry"
	learnedTask = "CI goes red at random and passes again when I click retry"
)

func (h *home) shortLibrary() {
	h.skill("flaky-test", "Find and fix flaky tests.", "", "Rerun the test in a loop, look for shared state and timing.")
	h.skill("release-notes", "Write the release notes for a version from the merged pull requests.", "", "Group by feature, fix and breaking change.")
	h.skill("slow-query", "Speed up a slow SQL query with EXPLAIN and indexes.", "", "Read the plan first.")
}

func revisionOf(t *testing.T, dir, id string) string {
	t.Helper()
	lib, err := skill.Discover(bg, []string{filepath.Join(dir, "skills")}, skill.Options{})
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range lib.Skills {
		if s.ID == id {
			return s.Revision.String()
		}
	}
	t.Fatalf("no skill %s", id)
	return ""
}

// The whole loop with the real binary over a temporary home: traces with
// judged outcomes in the trace store, `ingot-route learn`, then routing
// with INGOT_ROUTE_LEARN on reaches the skill; after the skill's SKILL.md
// changes the learned request no longer applies, and the next learn
// prunes it.
func TestLearnFromTracesRealBinary(t *testing.T) {
	bin, err := testutil.BuildCommand(t.TempDir(), Name)
	if err != nil {
		t.Fatal(err)
	}
	h := newHome(t)
	h.shortLibrary()
	rev := revisionOf(t, h.dir, "flaky-test")
	store, err := trace.New(trace.DefaultOptions(h.dir))
	if err != nil {
		t.Fatal(err)
	}
	good, bad := 1.0, 0.0
	now := time.Now().UTC()
	recs := []trace.Record{
		{Kind: "trace", V: 1, ID: "t1", TS: now.Add(-3 * time.Hour), Task: learnedTask, Skill: "flaky-test", Revision: rev, Outcome: &trace.Outcome{Reward: &good}},
		{Kind: "trace", V: 1, ID: "t2", TS: now.Add(-2 * time.Hour), Task: "tests fail only on Tuesdays", Route: &trace.Route{Match: "flaky-test"}, Revision: rev},
		{Kind: "trace", V: 1, ID: "t3", TS: now.Add(-1 * time.Hour), Task: "write the notes for 2.4", Skill: "release-notes", Outcome: &trace.Outcome{Reward: &bad}},
	}
	if err := store.Append(bg, recs...); err != nil {
		t.Fatal(err)
	}
	env := func(extra map[string]string) []string {
		vars := map[string]string{"INGOT_HOME": h.dir, "HOME": h.dir, "INGOT_MODEL_DIR": filepath.Join(h.dir, "no-models")}
		for k, v := range extra {
			vars[k] = v
		}
		return testutil.CleanEnv(vars)
	}
	run := func(extra map[string]string, args ...string) (int, string, string) {
		t.Helper()
		cmd := exec.Command(bin, args...)
		cmd.Dir, cmd.Env = h.dir, env(extra)
		return testutil.Run(t, cmd)
	}
	match := func(extra map[string]string) string {
		t.Helper()
		code, out, errOut := run(extra, missTask)
		if code != 0 {
			t.Fatalf("route: exit %d\n%s", code, errOut)
		}
		var d struct {
			Match string `json:"match"`
		}
		if err := json.Unmarshal([]byte(out), &d); err != nil {
			t.Fatalf("route output: %v\n%s", err, out)
		}
		return d.Match
	}
	on := map[string]string{route.EnvLearn: "1"}

	if m := match(nil); m == "flaky-test" {
		t.Fatalf("the fixture is wrong: %q matches flaky-test before learning", missTask)
	}
	code, out, errOut := run(nil, "learn", "--json")
	if code != 0 {
		t.Fatalf("learn: exit %d\n%s", code, errOut)
	}
	var rep struct {
		Learned int            `json:"learned"`
		Traces  int            `json:"traces"`
		Skipped map[string]int `json:"skipped"`
		BySkill map[string]int `json:"by_skill"`
	}
	if err := json.Unmarshal([]byte(out), &rep); err != nil {
		t.Fatalf("learn --json: %v\n%s", err, out)
	}
	if rep.Traces != 3 || rep.Learned != 1 || rep.Skipped["not_judged"] != 1 || rep.Skipped["judged_bad"] != 1 || rep.BySkill["flaky-test"] != 1 {
		t.Fatalf("learn: %+v", rep)
	}
	path := filepath.Join(h.dir, "runs", "route", "learned.json")
	if st, err := os.Stat(path); err != nil || st.Mode().Perm() != 0o600 {
		t.Fatalf("store %s: %v", path, err)
	}

	if m := match(nil); m == "flaky-test" {
		t.Fatal("learned requests apply with INGOT_ROUTE_LEARN off")
	}
	if m := match(on); m != "flaky-test" {
		t.Fatalf("with INGOT_ROUTE_LEARN=1: match %q, want flaky-test", m)
	}

	// The skill changes: its learned request is bound to the old revision.
	h.skill("flaky-test", "Find and fix flaky tests.", "", "Rerun the test in a loop; check shared state, ordering and timing.")
	if m := match(on); m == "flaky-test" {
		t.Fatal("a request learned under the old revision still applies")
	}
	code, _, errOut = run(nil, "learn")
	if code != 0 || !strings.Contains(errOut, "pruned 1 learned requests (revision changed 1)") {
		t.Fatalf("learn after the edit: exit %d\n%s", code, errOut)
	}
	back, err := route.LoadLearned(path)
	if err != nil || len(back.Entries) != 0 {
		t.Fatalf("store after pruning: %v %+v", err, back)
	}
}

func TestLearnSaysWhyNothingWasLearned(t *testing.T) {
	h := newHome(t)
	h.shortLibrary()
	code, out, errOut := h.run("", "learn")
	if code != 0 || !strings.Contains(errOut, "nothing new learned: no trace in the store") {
		t.Fatalf("empty store: exit %d\n%s%s", code, out, errOut)
	}
	if _, err := os.Stat(filepath.Join(h.dir, "runs", "route", "learned.json")); !os.IsNotExist(err) {
		t.Fatalf("learning nothing wrote a store: %v", err)
	}
	store, err := trace.New(trace.DefaultOptions(h.dir))
	if err != nil {
		t.Fatal(err)
	}
	if err := store.Append(bg, trace.Record{Kind: "trace", V: 1, ID: "x", TS: time.Now(), Task: learnedTask, Skill: "flaky-test"}); err != nil {
		t.Fatal(err)
	}
	code, _, errOut = h.run("", "learn", "--dry-run")
	if code != 0 || !strings.Contains(errOut, "of 1 traces none is a request newly served by a current skill and judged good (not judged 1)") {
		t.Fatalf("unjudged trace: exit %d\n%s", code, errOut)
	}
	good := 1.0
	if err := store.Append(bg, trace.Record{Kind: "trace", V: 1, ID: "y", TS: time.Now(), Task: learnedTask, Skill: "flaky-test", Outcome: &trace.Outcome{Reward: &good}}); err != nil {
		t.Fatal(err)
	}
	code, out, errOut = h.run("", "learn", "--dry-run")
	if code != 0 || !strings.Contains(out, "would write") || !strings.Contains(out, "1 requests learned") {
		t.Fatalf("dry run: exit %d\n%s%s", code, out, errOut)
	}
	if _, err := os.Stat(filepath.Join(h.dir, "runs", "route", "learned.json")); !os.IsNotExist(err) {
		t.Fatalf("--dry-run wrote the store: %v", err)
	}
	if code, _, errOut := h.run("", "learn", "--per-skill", "0"); code != 2 {
		t.Fatalf("--per-skill 0: exit %d\n%s", code, errOut)
	}
	h.vars[route.EnvLearn] = "maybe"
	if code, _, errOut := h.run("", missTask); code != 2 || !strings.Contains(errOut, route.EnvLearn) {
		t.Fatalf("%s=maybe: exit %d\n%s", route.EnvLearn, code, errOut)
	}
	// On, with a damaged store: said, and routing goes on without it.
	h.vars[route.EnvLearn] = "on"
	testutil.WriteFile(t, filepath.Join(h.dir, "runs", "route", "learned.json"), "{")
	if code, _, errOut := h.run("", missTask); code != 0 || !strings.Contains(errOut, "learned requests cannot be read") {
		t.Fatalf("damaged store: exit %d\n%s", code, errOut)
	}
	if code, _, errOut := h.run("", "learn"); code != 1 || !strings.Contains(errOut, "learned.json") {
		t.Fatalf("learn over a damaged store: exit %d\n%s", code, errOut)
	}
}

// Two learns at once: the first has read the store and the traces and
// pauses before writing (a failpoint); a trace is added and a second learn
// starts. It must wait for the first (it says so) and then add to what the
// first wrote: without the lock it would write first and the paused one
// would then overwrite its entry with an older view.
func TestConcurrentLearnsLoseNothing(t *testing.T) {
	bin, err := testutil.BuildCommand(t.TempDir(), Name)
	if err != nil {
		t.Fatal(err)
	}
	h := newHome(t)
	h.shortLibrary()
	store, err := trace.New(trace.DefaultOptions(h.dir))
	if err != nil {
		t.Fatal(err)
	}
	good := 1.0
	now := time.Now().UTC()
	add := func(id, task, skill string) {
		t.Helper()
		rec := trace.Record{Kind: "trace", V: 1, ID: id, TS: now, Task: task, Skill: skill, Revision: revisionOf(t, h.dir, skill), Outcome: &trace.Outcome{Reward: &good}}
		if err := store.Append(bg, rec); err != nil {
			t.Fatal(err)
		}
	}
	add("t1", learnedTask, "flaky-test")
	release := filepath.Join(h.dir, "release")
	cmd := func(vars map[string]string) *exec.Cmd {
		base := map[string]string{"INGOT_HOME": h.dir, "HOME": h.dir, "INGOT_MODEL_DIR": filepath.Join(h.dir, "no-models")}
		for k, v := range vars {
			base[k] = v
		}
		c := exec.Command(bin, "learn")
		c.Dir, c.Env = h.dir, testutil.CleanEnv(base)
		return c
	}
	first := testutil.Start(t, cmd(map[string]string{"INGOT_FAILPOINT": "learn:computed", "INGOT_FAILPOINT_RELEASE": release}))
	first.WaitReached(t)
	add("t2", "draft the changelog for version 3.1", "release-notes")
	second := testutil.Start(t, cmd(nil))
	deadline := time.Now().Add(testutil.HangGuard)
	for !strings.Contains(second.Stderr.String(), "waiting for it") {
		select {
		case <-second.Done:
			t.Fatalf("the second learn finished while the first held the store (exit %d):\n%s", second.Code(), second.Stderr.String())
		default:
		}
		if time.Now().After(deadline) {
			t.Fatalf("the second learn neither waited nor finished:\n%s", second.Stderr.String())
		}
		time.Sleep(10 * time.Millisecond)
	}
	testutil.WriteFile(t, release, "")
	if c := first.Wait(t); c != 0 {
		t.Fatalf("first learn: exit %d\n%s", c, first.Stderr.String())
	}
	if c := second.Wait(t); c != 0 {
		t.Fatalf("second learn: exit %d\n%s", c, second.Stderr.String())
	}
	back, err := route.LoadLearned(filepath.Join(h.dir, "runs", "route", "learned.json"))
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]bool{}
	for _, e := range back.Entries {
		got[e.Skill] = true
	}
	if !got["flaky-test"] || !got["release-notes"] || len(back.Entries) != 2 {
		t.Fatalf("store after two learns: %+v", back.Entries)
	}
}

// The store keeps requests redacted even when the trace is not: traces
// written with INGOT_TRACE_REDACT off, or before a redaction rule existed,
// hold the secret, and learn must not copy it into runs/route.
func TestLearnStoresRedactedRequests(t *testing.T) {
	h := newHome(t)
	h.shortLibrary()
	opts := trace.DefaultOptions(h.dir)
	opts.Redact = false
	store, err := trace.New(opts)
	if err != nil {
		t.Fatal(err)
	}
	const secret = "ghp_0123456789abcdefghijABCDEFGHIJ012345"
	good := 1.0
	rec := trace.Record{Kind: "trace", V: 1, ID: "s", TS: time.Now(), Task: "CI goes red at random; rerun it with " + secret, Skill: "flaky-test", Outcome: &trace.Outcome{Reward: &good}}
	if err := store.Append(bg, rec); err != nil {
		t.Fatal(err)
	}
	if code, out, errOut := h.run("", "learn"); code != 0 || !strings.Contains(out, "1 requests learned") {
		t.Fatalf("learn: exit %d\n%s%s", code, out, errOut)
	}
	b, err := os.ReadFile(filepath.Join(h.dir, "runs", "route", "learned.json"))
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(string(b), secret) || !strings.Contains(string(b), "[REDACTED:github-token]") {
		t.Fatalf("the learned store holds the request unredacted:\n%s", b)
	}
}

// The store's folder is private, as the traces' are: learn creates
// runs/route 0700 (the lock beside the store used to create it 0755).
func TestLearnStoreFolderIsPrivate(t *testing.T) {
	h := newHome(t)
	h.shortLibrary()
	if code, out, errOut := h.run("", "learn"); code != 0 {
		t.Fatalf("learn: exit %d\n%s%s", code, out, errOut)
	}
	for _, d := range []string{filepath.Join("runs", "route")} {
		st, err := os.Stat(filepath.Join(h.dir, d))
		if err != nil {
			t.Fatal(err)
		}
		if st.Mode().Perm() != 0o700 {
			t.Errorf("%s: mode %v, want 0700", d, st.Mode().Perm())
		}
	}
}

// Learn over an empty library (INGOT_HOME or INGOT_SKILL_PATHS not set in
// this shell) can learn nothing and would prune every stored request as
// "skill gone": it refuses, naming the cause, and leaves the store alone.
func TestLearnRefusesAnEmptyLibrary(t *testing.T) {
	h := newHome(t)
	h.shortLibrary()
	store, err := trace.New(trace.DefaultOptions(h.dir))
	if err != nil {
		t.Fatal(err)
	}
	good := 1.0
	if err := store.Append(bg, trace.Record{Kind: "trace", V: 1, ID: "y", TS: time.Now(), Task: learnedTask, Skill: "flaky-test", Outcome: &trace.Outcome{Reward: &good}}); err != nil {
		t.Fatal(err)
	}
	if code, _, errOut := h.run("", "learn"); code != 0 {
		t.Fatalf("learn: exit %d\n%s", code, errOut)
	}
	path := filepath.Join(h.dir, "runs", "route", "learned.json")
	before, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.RemoveAll(filepath.Join(h.dir, "skills")); err != nil {
		t.Fatal(err)
	}
	if err := os.MkdirAll(filepath.Join(h.dir, "skills"), 0o755); err != nil {
		t.Fatal(err)
	}
	code, _, errOut := h.run("", "learn")
	if code != 1 || !strings.Contains(errOut, "no skills") {
		t.Fatalf("learn over an empty library: exit %d\n%s", code, errOut)
	}
	after, err := os.ReadFile(path)
	if err != nil || string(after) != string(before) {
		t.Fatalf("the store changed: %v\n%s", err, after)
	}
}
