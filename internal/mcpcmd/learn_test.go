package mcpcmd

import (
	"context"
	"path/filepath"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/ingot-dev/ingot/internal/testutil"
	"github.com/ingot-dev/ingot/pkg/route"
	"github.com/ingot-dev/ingot/pkg/skill"
)

// With INGOT_ROUTE_LEARN on, ingot-mcp routes with the home's learned
// requests (ingot-route learn), and a skill edit picked up by the running
// server drops the requests learned under its old revision.
func TestBinaryRoutesWithLearnedRequests(t *testing.T) {
	const task = "the build goes red randomly and turns green when I click retry"
	setup := func(on bool) *home {
		vars := map[string]string{"INGOT_RELOAD_INTERVAL": "0"}
		if on {
			vars[route.EnvLearn] = "true"
		}
		h := newHome(t, vars)
		h.addSkill("flaky-test", "Find and fix flaky tests.", "Rerun the test in a loop, look for shared state and timing.")
		h.addSkill("release-notes", "Write the release notes for a version from the merged pull requests.", "Group by feature, fix and breaking change.")
		h.addSkill("slow-query", "Speed up a slow SQL query with EXPLAIN and indexes.", "Read the plan first.")
		lib, err := skill.Discover(context.Background(), []string{filepath.Join(h.dir, "skills")}, skill.Options{})
		if err != nil {
			t.Fatal(err)
		}
		st := &route.LearnedStore{Entries: []route.LearnedRequest{{Skill: "flaky-test", Revision: lib.Get("flaky-test").Revision.String(),
			Request: "CI goes red at random and passes again when I click retry", LearnedAt: time.Now()}}}
		if err := st.Save(filepath.Join(h.dir, "runs", "route", "learned.json")); err != nil {
			t.Fatal(err)
		}
		return h
	}
	match := func(cs *mcp.ClientSession) any {
		t.Helper()
		res, err := cs.CallTool(context.Background(), &mcp.CallToolParams{Name: "route_and_load",
			Arguments: map[string]any{"task": task, "harness": "claude"}})
		if err != nil || res.IsError {
			t.Fatalf("route_and_load: %v %+v", err, res)
		}
		var d map[string]any
		decode(t, res, &d)
		return d["match"]
	}
	off, _ := setup(false).stdio("")
	if m := match(off); m == "flaky-test" {
		t.Fatalf("learned requests apply with %s unset", route.EnvLearn)
	}
	h := setup(true)
	cs, _ := h.stdio("")
	if m := match(cs); m != "flaky-test" {
		t.Fatalf("with %s on: match %v, want flaky-test", route.EnvLearn, m)
	}
	h.addSkill("flaky-test", "Find and fix flaky tests.", "Rerun the test in a loop; check shared state, ordering and timing.")
	if m := match(cs); m == "flaky-test" {
		t.Fatal("after the skill changed, its request learned under the old revision still applies")
	}
}

// A running ingot-mcp picks up the store `ingot-route learn` rewrites on
// its next reload check, as it picks up a skill edit; a store that cannot
// be read is said in the log: at start the server starts and routes
// without learned requests, later it keeps those it read before.
func TestBinaryPicksUpARewrittenLearnedStore(t *testing.T) {
	const task = "the build goes red randomly and turns green when I click retry"
	h := newHome(t, map[string]string{"INGOT_RELOAD_INTERVAL": "0", route.EnvLearn: "true"})
	h.addSkill("flaky-test", "Find and fix flaky tests.", "Rerun the test in a loop, look for shared state and timing.")
	h.addSkill("release-notes", "Write the release notes for a version from the merged pull requests.", "Group by feature, fix and breaking change.")
	h.addSkill("slow-query", "Speed up a slow SQL query with EXPLAIN and indexes.", "Read the plan first.")
	lib, err := skill.Discover(context.Background(), []string{filepath.Join(h.dir, "skills")}, skill.Options{})
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(h.dir, "runs", "route", "learned.json")
	testutil.WriteFile(t, path, `{"v":7,"entries":[]}`)
	cs, stderr := h.stdio("")
	match := func() any {
		t.Helper()
		res, err := cs.CallTool(context.Background(), &mcp.CallToolParams{Name: "route_and_load",
			Arguments: map[string]any{"task": task, "harness": "claude"}})
		if err != nil || res.IsError {
			t.Fatalf("route_and_load: %v %+v", err, res)
		}
		var d map[string]any
		decode(t, res, &d)
		return d["match"]
	}
	if m := match(); m == "flaky-test" {
		t.Fatalf("the fixture is wrong: %q matches flaky-test before learning", task)
	}
	if !stderr.Contains("version 7") {
		t.Fatalf("a store of a later version, not said at start:\n%s", stderr)
	}
	st := &route.LearnedStore{Entries: []route.LearnedRequest{{Skill: "flaky-test", Revision: lib.Get("flaky-test").Revision.String(),
		Request: "CI goes red at random and passes again when I click retry", LearnedAt: time.Now()}}}
	if err := st.Save(path); err != nil {
		t.Fatal(err)
	}
	if m := match(); m != "flaky-test" {
		t.Fatalf("after learn rewrote the store: match %v, want flaky-test\n%s", m, stderr)
	}
	testutil.WriteFile(t, path, "{")
	if m := match(); m != "flaky-test" {
		t.Fatalf("a damaged store dropped the requests read before: match %v", m)
	}
	if !stderr.Contains("keeping the learned requests read before") {
		t.Fatalf("a damaged store, not said:\n%s", stderr)
	}
}
