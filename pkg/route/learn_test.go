package route

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/ingot-dev/ingot/pkg/skill"
)

// personal is a small library of short skills, as a person writes them.
func personal(t *testing.T) string {
	t.Helper()
	root := t.TempDir()
	writeSkill(t, root, "flaky-test", "Find and fix flaky tests.", "", "Rerun the test in a loop, look for shared state and timing.")
	writeSkill(t, root, "release-notes", "Write the release notes for a version from the merged pull requests.", "", "Group by feature, fix and breaking change.")
	writeSkill(t, root, "slow-query", "Speed up a slow SQL query with EXPLAIN and indexes.", "", "Read the plan first.")
	return root
}

const (
	missTask    = "the build goes red randomly and turns green when I click retry"
	learnedTask = "CI goes red at random and passes again when I click retry"
)

func routeTask(t *testing.T, r *Router, task string) Decision {
	t.Helper()
	d, err := r.Route(context.Background(), Request{Task: task, Harness: "codex", Cwd: "."})
	if err != nil {
		t.Fatal(err)
	}
	return d
}

func learnedFor(lib *skill.Library, id string, reqs ...string) []LearnedRequest {
	var out []LearnedRequest
	for _, s := range lib.Skills {
		if s.ID != id {
			continue
		}
		for _, q := range reqs {
			out = append(out, LearnedRequest{Skill: id, Revision: s.Revision.String(), Request: q, LearnedAt: time.Unix(1, 0)})
		}
	}
	return out
}

// A request that shares no word with a short skill's text reaches it once
// a similar request it served well is learned; with learning off, or with
// requests learned under another revision, nothing changes.
func TestLearnedRequestReachesShortSkill(t *testing.T) {
	lib := discover(t, personal(t))
	off := newRouter(t, lib, nil)
	if d := routeTask(t, off, missTask); d.Match == "flaky-test" {
		t.Fatalf("the fixture is wrong: %q already matches flaky-test (%s)", missTask, d.Reason)
	}
	learned := learnedFor(lib, "flaky-test", learnedTask)
	on := newRouter(t, lib, func(o *Options) { o.Learned = learned })
	d := routeTask(t, on, missTask)
	if d.Match != "flaky-test" {
		t.Fatalf("after learning %q: %+v, want a match of flaky-test", learnedTask, d)
	}
	if on.LearnedCount() != 1 {
		t.Fatalf("LearnedCount %d, want 1", on.LearnedCount())
	}

	// Bound to another revision: ignored, exactly as with learning off.
	stale := append([]LearnedRequest(nil), learned...)
	stale[0].Revision = strings.Repeat("ab", 32)
	staleR := newRouter(t, lib, func(o *Options) { o.Learned = stale })
	if staleR.LearnedCount() != 0 {
		t.Fatalf("a request learned under another revision was indexed")
	}
	for _, task := range []string{missTask, learnedTask, "write the release notes for 2.4.0", "make this query faster", "bake a cake"} {
		a, b := routeTask(t, off, task), routeTask(t, staleR, task)
		if a.Match != b.Match || a.Score != b.Score || a.Lexical != b.Lexical || a.Band != b.Band {
			t.Errorf("%q: off %s %.6f, stale learned %s %.6f: want the same decision", task, a.Match, a.Score, b.Match, b.Score)
		}
	}
}

// The saved index is keyed by the learned requests too: a router with
// learned requests never starts from the index saved without them, nor
// the reverse.
func TestSavedIndexKeyFollowsLearnedRequests(t *testing.T) {
	lib := discover(t, personal(t))
	dir := t.TempDir()
	build := func(learned []LearnedRequest) (*Router, RefreshStats) {
		r, st, err := New(context.Background(), lib, func() Options {
			o := DefaultOptions()
			o.IndexDir, o.Learned = dir, learned
			return o
		}())
		if err != nil {
			t.Fatal(err)
		}
		return r, st
	}
	learned := learnedFor(lib, "flaky-test", learnedTask)
	if _, st := build(nil); st.Loaded {
		t.Fatal("first build loaded an index")
	}
	r, st := build(learned)
	if st.Loaded {
		t.Fatal("a router with learned requests loaded the index saved without them")
	}
	if d := routeTask(t, r, missTask); d.Match != "flaky-test" {
		t.Fatalf("built with learned requests: %+v", d)
	}
	r, st = build(learned)
	if !st.Loaded {
		t.Fatal("the index saved with these learned requests was not reused")
	}
	if d := routeTask(t, r, missTask); d.Match != "flaky-test" {
		t.Fatalf("loaded with learned requests: %+v", d)
	}
	more := append(learned, learnedFor(lib, "slow-query", "the dashboard takes forever to load")...)
	if _, st = build(more); st.Loaded {
		t.Fatal("a changed store reused the saved index")
	}
	r, st = build(nil)
	if !st.Loaded {
		t.Fatal("the index saved without learned requests was not reused")
	}
	if d := routeTask(t, r, missTask); d.Match == "flaky-test" {
		t.Fatalf("loaded without learned requests, still matched: %+v", d)
	}
}

// A skill edit inside a long-running router (Refresh) drops its learned
// requests.
func TestRefreshDropsRequestsOfAChangedSkill(t *testing.T) {
	root := personal(t)
	lib := discover(t, root)
	r := newRouter(t, lib, func(o *Options) { o.Learned = learnedFor(lib, "flaky-test", learnedTask) })
	if d := routeTask(t, r, missTask); d.Match != "flaky-test" {
		t.Fatalf("before the edit: %+v", d)
	}
	writeSkill(t, root, "flaky-test", "Find and fix flaky tests.", "", "Rerun the test in a loop; look for shared state.")
	if _, err := r.Refresh(context.Background(), discover(t, root)); err != nil {
		t.Fatal(err)
	}
	if d := routeTask(t, r, missTask); d.Match == "flaky-test" || r.LearnedCount() != 0 {
		t.Fatalf("after the skill changed its learned request still applies: %+v", d)
	}
}

func reward(x float64) *float64 { return &x }

func TestLearnJudgesDedupesAndCaps(t *testing.T) {
	lib := discover(t, personal(t))
	var flaky, notes *skill.Skill
	for _, s := range lib.Skills {
		switch s.ID {
		case "flaky-test":
			flaky = s
		case "release-notes":
			notes = s
		}
	}
	rev := flaky.Revision.String()
	t0 := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	at := func(m int) time.Time { return t0.Add(time.Duration(m) * time.Minute) }
	obs := []Observation{
		{TraceID: "a", TS: at(1), Task: learnedTask, Skill: "flaky-test", Revision: rev, Reward: reward(1)},
		{TraceID: "b", TS: at(2), Task: "  ci GOES red at random and passes again when i click retry ", Skill: "flaky-test", Revision: rev[:12], Reward: reward(0.8)}, // the same request, a prefix revision
		{TraceID: "c", TS: at(3), Task: "tests fail on Tuesdays", Skill: "flaky-test", Reward: nil},                                                                   // not judged
		{TraceID: "d", TS: at(4), Task: "tests fail only on the CI runner", Skill: "flaky-test", Revision: rev, Reward: reward(0.2)},                                  // judged bad
		{TraceID: "e", TS: at(5), Task: "write the notes", Skill: "", Reward: reward(1)},                                                                              // nothing served
		{TraceID: "f", TS: at(6), Task: "summarise the sprint", Skill: "sprint-summary", Reward: reward(1)},                                                           // no such skill
		{TraceID: "g", TS: at(7), Task: "the notes for 1.2", Skill: "release-notes", Revision: strings.Repeat("0", 64), Reward: reward(1)},                            // another revision
		{TraceID: "h", TS: at(8), Task: "notes for the 3.0 release", Skill: "release-notes", Reward: reward(0.5)},                                                     // no revision: current
	}
	got, rep := Learn(nil, lib, obs, at(100), 0)
	if rep.Learned != 2 || rep.Kept != 2 || len(got.Entries) != 2 {
		t.Fatalf("learned %d kept %d: %+v", rep.Learned, rep.Kept, got.Entries)
	}
	want := map[string]int{"duplicate": 1, "not_judged": 1, "judged_bad": 1, "not_served": 1, "unknown_skill": 1, "revision_changed": 1}
	for k, v := range want {
		if rep.Skipped[k] != v {
			t.Errorf("skipped %s = %d, want %d (%v)", k, rep.Skipped[k], v, rep.Skipped)
		}
	}
	if rep.AssumedCurrent != 1 {
		t.Errorf("assumed current %d, want 1", rep.AssumedCurrent)
	}
	for _, e := range got.Entries {
		switch e.Skill {
		case "flaky-test":
			if e.TraceID != "b" || e.Revision != rev || !e.TracedAt.Equal(at(2)) {
				t.Errorf("the dedupe kept %+v, want trace b under the full revision", e)
			}
		case "release-notes":
			if e.Revision != notes.Revision.String() {
				t.Errorf("no-revision trace bound to %s", e.Revision)
			}
		}
	}

	// A newer bad judgement of a learned request removes it; an entry of
	// an old revision is pruned.
	old := LearnedRequest{Skill: "slow-query", Revision: strings.Repeat("1", 64), Request: "make it fast", LearnedAt: at(0)}
	got.Entries = append(got.Entries, old)
	again, rep := Learn(got, lib, []Observation{{TraceID: "z", TS: at(50), Task: learnedTask, Skill: "flaky-test", Revision: rev, Reward: reward(0)}}, at(200), 0)
	if rep.Pruned["judged_bad"] != 1 || rep.Pruned["revision_changed"] != 1 || len(again.Entries) != 1 || again.Entries[0].Skill != "release-notes" {
		t.Fatalf("pruned %v, entries %+v", rep.Pruned, again.Entries)
	}
	if !again.Entries[0].LearnedAt.Equal(at(100)) {
		t.Errorf("a kept entry's learned-at moved to %v", again.Entries[0].LearnedAt)
	}

	// The cap keeps the newest requests of a skill.
	var many []Observation
	for i := range 60 {
		many = append(many, Observation{TraceID: fmt.Sprint(i), TS: at(i), Task: fmt.Sprintf("flaky test number %d", i), Skill: "flaky-test", Revision: rev, Reward: reward(1)})
	}
	capped, rep := Learn(nil, lib, many, at(300), 50)
	if rep.Learned != 50 || len(capped.Entries) != 50 {
		t.Fatalf("cap: learned %d, kept %d", rep.Learned, len(capped.Entries))
	}
	for _, e := range capped.Entries {
		if e.TracedAt.Before(at(10)) {
			t.Fatalf("the cap kept an old request: %+v", e)
		}
	}
	_, rep = Learn(capped, lib, many[:5], at(400), 50)
	if rep.Learned != 0 || rep.Kept != 50 {
		t.Fatalf("older requests displaced newer ones: %+v", rep)
	}
}

func TestLearnedStoreFile(t *testing.T) {
	lib := discover(t, personal(t))
	path := filepath.Join(t.TempDir(), "runs", "route", "learned.json")
	s, err := LoadLearned(path)
	if err != nil || len(s.Entries) != 0 {
		t.Fatalf("a missing store: %v, %+v", err, s)
	}
	s.Entries = learnedFor(lib, "flaky-test", learnedTask, "tests pass locally and fail in CI")
	if err := s.Save(path); err != nil {
		t.Fatal(err)
	}
	st1, err := os.Stat(path)
	if err != nil {
		t.Fatal(err)
	}
	if st1.Mode().Perm() != 0o600 {
		t.Errorf("store mode %v, want 0600", st1.Mode().Perm())
	}
	back, err := LoadLearned(path)
	if err != nil || len(back.Entries) != 2 || back.Entries[0].Revision != s.Entries[0].Revision {
		t.Fatalf("round trip: %v %+v", err, back)
	}
	// Saving replaces the file by a rename (a new file), never rewrites it
	// in place, and leaves no temporary file behind.
	back.Entries = back.Entries[:1]
	if err := back.Save(path); err != nil {
		t.Fatal(err)
	}
	st2, _ := os.Stat(path)
	if os.SameFile(st1, st2) {
		t.Error("the store was rewritten in place, not replaced atomically")
	}
	files, _ := os.ReadDir(filepath.Dir(path))
	if len(files) != 1 {
		t.Errorf("files beside the store: %v", files)
	}
	// Bad content names the file and the entry.
	if err := os.WriteFile(path, []byte(`{"v":1,"entries":[{"skill":"flaky-test","revision":"abc","request":"x"}]}`), 0o600); err != nil {
		t.Fatal(err)
	}
	if _, err := LoadLearned(path); err == nil || !strings.Contains(err.Error(), path) || !strings.Contains(err.Error(), "entry 1") {
		t.Fatalf("a bad revision: %v", err)
	}
	if err := os.WriteFile(path, []byte("{"), 0o600); err != nil {
		t.Fatal(err)
	}
	if _, err := LoadLearned(path); err == nil || !strings.Contains(err.Error(), path) {
		t.Fatalf("malformed JSON: %v", err)
	}
}

// LearnHalf splits each skill's cases with a fixed seed: the same split
// every time, no case in both halves, every negative evaluated.
func TestLearnHalfSplit(t *testing.T) {
	lib := discover(t, personal(t))
	r := newRouter(t, lib, nil)
	var cases []Case
	for i := range 5 {
		cases = append(cases, Case{Task: fmt.Sprintf("flaky %d", i), Expected: "flaky-test", Line: i})
	}
	cases = append(cases, Case{Task: "notes", Expected: "release-notes", Line: 10}, Case{Task: "bake bread", Line: 11})
	past, eval, replay, err := r.LearnHalf(cases, 7)
	if err != nil {
		t.Fatal(err)
	}
	if len(past)+len(eval) != len(cases) || len(replay) != len(past) {
		t.Fatalf("past %d eval %d replay %d of %d", len(past), len(eval), len(replay), len(cases))
	}
	nFlaky := 0
	for _, p := range past {
		if p.Skill == "flaky-test" {
			nFlaky++
		}
	}
	if nFlaky != 2 && nFlaky != 3 {
		t.Fatalf("%d of 5 flaky cases learned, want half", nFlaky)
	}
	neg := false
	for _, c := range eval {
		neg = neg || c.Negative()
	}
	if !neg {
		t.Fatal("the negative case is not evaluated")
	}
	past2, _, _, _ := r.LearnHalf(cases, 7)
	if fmt.Sprint(past) != fmt.Sprint(past2) {
		t.Fatal("the split is not deterministic")
	}
}

// The store is read strictly: a field this version does not know (a typo,
// or a hand edit) is an error naming the file and the field, not a store
// read as empty that the next learn would overwrite; a store of a later
// version is refused for its version, whatever fields it has.
func TestLearnedStoreStrict(t *testing.T) {
	lib := discover(t, personal(t))
	path := filepath.Join(t.TempDir(), "learned.json")
	rev := learnedFor(lib, "flaky-test", "x")[0].Revision
	for _, c := range []struct{ name, body, want string }{
		{"misspelt entries", `{"v":1,"entry":[{"skill":"flaky-test","revision":"` + rev + `","request":"x"}]}`, `unknown field "entry"`},
		{"misspelt request", `{"v":1,"entries":[{"skill":"flaky-test","revision":"` + rev + `","requests":"x"}]}`, `"requests"`},
		{"later version", `{"v":2,"entries":[],"weights":{}}`, "version 2"},
		{"no version", `{"entries":[]}`, "version 0"},
		{"trailing data", `{"v":1,"entries":[]} {}`, path},
	} {
		if err := os.WriteFile(path, []byte(c.body), 0o600); err != nil {
			t.Fatal(err)
		}
		_, err := LoadLearned(path)
		if err == nil || !strings.Contains(err.Error(), path) || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: %v, want an error naming %s and %q", c.name, err, path, c.want)
		}
	}
}

// The redaction markers traces hold ("[REDACTED:github-token]") are not
// words the skill learns.
func TestLearnedFieldSkipsRedactionMarkers(t *testing.T) {
	lib := discover(t, personal(t))
	learned := learnedFor(lib, "flaky-test", "tests fail in CI with [REDACTED:github-token] set")
	with := newRouter(t, lib, func(o *Options) { o.Learned = learned })
	if with.LearnedCount() != 1 {
		t.Fatalf("learned skills %d, want 1", with.LearnedCount())
	}
	sug, _, err := with.Suggest(context.Background(), "where do I keep the github token", 0)
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range sug {
		if s.ID == "flaky-test" && s.Lexical > 0 {
			t.Errorf("a redaction marker was learned as words: flaky-test scores %.3f for a github token question", s.Lexical)
		}
	}
}

// A very long request (a pasted log, a whole document) is not learned: it
// would give its skill every word it holds. Learn skips it (too_long) and
// prunes such an entry from the store; the index ignores one a hand-edited
// store holds.
func TestLearnSkipsOverlongRequests(t *testing.T) {
	lib := discover(t, personal(t))
	good := 1.0
	var b strings.Builder
	b.WriteString("the build fails, here is the log:")
	for i := 0; b.Len() <= LearnMaxRequest; i++ {
		fmt.Fprintf(&b, " kubernetes%d helm%d terraform%d", i, i, i)
	}
	long := b.String()
	obs := []Observation{
		{TraceID: "long", TS: time.Unix(10, 0), Task: long, Skill: "flaky-test", Reward: &good},
		{TraceID: "ok", TS: time.Unix(11, 0), Task: learnedTask, Skill: "flaky-test", Reward: &good},
	}
	st, rep := Learn(nil, lib, obs, time.Unix(20, 0), 0)
	if rep.Learned != 1 || rep.Skipped["too_long"] != 1 || len(st.Entries) != 1 || st.Entries[0].Request != learnedTask {
		t.Fatalf("learn: %+v %+v", rep, st.Entries)
	}
	stored := &LearnedStore{V: 1, Entries: learnedFor(lib, "flaky-test", long, learnedTask)}
	st, rep = Learn(stored, lib, nil, time.Unix(20, 0), 0)
	if rep.Pruned["too_long"] != 1 || len(st.Entries) != 1 {
		t.Fatalf("stored long request: %+v %+v", rep, st.Entries)
	}
	with := newRouter(t, lib, func(o *Options) { o.Learned = learnedFor(lib, "flaky-test", long) })
	if n := with.LearnedCount(); n != 0 {
		t.Fatalf("an over-long learned request is indexed (%d skills)", n)
	}
}

// RefreshLearned replaces a running router's learned requests (a server
// picking up a store `ingot-route learn` rewrote) and routes with the new
// ones; replacing them with none routes as before learning.
func TestRefreshLearnedReplacesRequests(t *testing.T) {
	lib := discover(t, personal(t))
	r := newRouter(t, lib, nil)
	before := routeTask(t, r, missTask)
	if _, err := r.RefreshLearned(context.Background(), lib, learnedFor(lib, "flaky-test", learnedTask)); err != nil {
		t.Fatal(err)
	}
	if d := routeTask(t, r, missTask); d.Match != "flaky-test" || r.LearnedCount() != 1 {
		t.Fatalf("after RefreshLearned: %+v (%d learned)", d, r.LearnedCount())
	}
	if _, err := r.RefreshLearned(context.Background(), lib, nil); err != nil {
		t.Fatal(err)
	}
	if d := routeTask(t, r, missTask); d.Match != before.Match || d.Score != before.Score || r.LearnedCount() != 0 {
		t.Fatalf("after dropping the learned requests: %+v, want %+v", d, before)
	}
}

// A skill moved to another folder (a new id, the same files, so the same
// revision) keeps its learned requests: in the index at once, and in the
// store, under its new id, at the next learn. A revision two folders
// share (a copy) names neither.
func TestLearnedRequestsFollowAMovedSkill(t *testing.T) {
	root := personal(t)
	lib := discover(t, root)
	learned := learnedFor(lib, "flaky-test", learnedTask)
	if err := os.MkdirAll(filepath.Join(root, "testing"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.Rename(filepath.Join(root, "flaky-test"), filepath.Join(root, "testing", "flaky-test")); err != nil {
		t.Fatal(err)
	}
	moved := discover(t, root)
	s := moved.Get("testing/flaky-test")
	if s == nil || s.Revision.String() != learned[0].Revision {
		t.Fatalf("the fixture is wrong: the moved skill %+v has another revision", s)
	}
	r := newRouter(t, moved, func(o *Options) { o.Learned = learned })
	if d := routeTask(t, r, missTask); d.Match != "testing/flaky-test" || r.LearnedCount() != 1 {
		t.Fatalf("after the move: %+v (%d learned), want a match of testing/flaky-test", d, r.LearnedCount())
	}
	st, rep := Learn(&LearnedStore{V: 1, Entries: learned}, moved, nil, time.Unix(20, 0), 0)
	if len(st.Entries) != 1 || st.Entries[0].Skill != "testing/flaky-test" || rep.Moved != 1 || len(rep.Pruned) != 0 {
		t.Fatalf("learn after the move: %+v %+v", rep, st.Entries)
	}
	// A trace written before the move names the old id; its revision
	// (full, or a prefix as get_skill transcripts give) finds the skill.
	good := 1.0
	obs := []Observation{{TraceID: "old", TS: time.Unix(15, 0), Task: "tests pass locally and fail in CI", Skill: "flaky-test", Revision: learned[0].Revision[:12], Reward: &good}}
	st, rep = Learn(st, moved, obs, time.Unix(20, 0), 0)
	if rep.Learned != 1 || len(st.Entries) != 2 || st.Entries[1].Skill != "testing/flaky-test" {
		t.Fatalf("a trace naming the old id: %+v %+v", rep, st.Entries)
	}

	// A copy beside it: two skills carry the revision, neither is bound.
	writeSkill(t, root, "flaky-test", "Find and fix flaky tests.", "", "Rerun the test in a loop, look for shared state and timing.")
	both := discover(t, root)
	if both.Get("flaky-test").Revision != both.Get("testing/flaky-test").Revision {
		t.Fatal("the fixture is wrong: the copy has another revision")
	}
	old := learnedFor(lib, "flaky-test", learnedTask)
	old[0].Skill = "gone/flaky-test"
	if n := newRouter(t, both, func(o *Options) { o.Learned = old }).LearnedCount(); n != 0 {
		t.Fatalf("a revision two skills share was bound to %d", n)
	}
}
