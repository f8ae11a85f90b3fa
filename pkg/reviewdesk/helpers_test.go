package reviewdesk

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/ingot-dev/ingot/internal/testutil"
	"github.com/ingot-dev/ingot/pkg/change"
	"github.com/ingot-dev/ingot/pkg/evidence"
	"github.com/ingot-dev/ingot/pkg/gate"
	"github.com/ingot-dev/ingot/pkg/revision"
	"github.com/ingot-dev/ingot/pkg/skill"
)

var bg = context.Background()

// desk is an Ingot home with a review desk served by httptest.
type desk struct {
	t     testing.TB
	home  string
	store *change.Store
	srv   *Server
	ts    *httptest.Server
}

func newDesk(t testing.TB, opt Options) *desk {
	t.Helper()
	d := &desk{t: t, home: t.TempDir()}
	clock := time.Date(2026, 3, 1, 12, 0, 0, 0, time.UTC)
	s, err := change.New(d.home, change.Options{Roots: skill.Roots(d.home, ""), Now: func() time.Time { clock = clock.Add(time.Second); return clock }})
	if err != nil {
		t.Fatal(err)
	}
	d.store = s
	// The listener's address is known only once it is started.
	var h http.Handler
	d.ts = httptest.NewUnstartedServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { h.ServeHTTP(w, r) }))
	d.ts.Start()
	t.Cleanup(d.ts.Close)
	if opt.Actor == "" {
		opt.Actor = "tester"
	}
	if opt.Hosts == nil && opt.Token == "" {
		opt.Hosts = Hosts(d.ts.Listener.Addr())
	}
	if d.srv, err = New(s, opt); err != nil {
		t.Fatal(err)
	}
	h = d.srv
	return d
}

func (d *desk) addSkill(id, body string) string {
	d.t.Helper()
	dir := filepath.Join(d.home, "skills", filepath.FromSlash(id))
	testutil.WriteFile(d.t, filepath.Join(dir, "SKILL.md"), "---\nname: "+filepath.Base(id)+"\ndescription: Use when working on "+id+" files.\n---\n\n"+body+"\n")
	return dir
}

// propose writes an evidence bundle measuring a new body for id (a
// winning challenger when win, a tie otherwise), with gate_input and the
// verdict gate.Evaluate gives, and proposes it.
func (d *desk) propose(id, body string, win bool) *change.ProposeResult {
	d.t.Helper()
	lib, err := d.store.Library(bg)
	if err != nil {
		d.t.Fatal(err)
	}
	sk := lib.Get(id)
	champ, err := skill.ReadComponents(sk.Dir)
	if err != nil {
		d.t.Fatal(err)
	}
	chall := champ
	chall.Body = body
	m, err := skill.Prospective(sk.Dir, filepath.Base(sk.Dir), chall, revision.DefaultLimits)
	if err != nil {
		d.t.Fatal(err)
	}
	a, b := []float64{0.3, 0.4, 0.2, 0.5}, []float64{0.9, 0.8, 0.9, 0.9}
	if !win {
		b = a
	}
	in := &gate.Input{Pass: gate.PassBody, ChampionBody: champ.Body, ChallengerBody: chall.Body}
	var cases []evidence.Case
	for i := range a {
		in.Cases = append(in.Cases, gate.Case{ID: fmt.Sprintf("holdout-%d", i+1), Champion: a[i], Challenger: b[i]})
		cases = append(cases, evidence.Case{Index: i, Task: fmt.Sprintf("held-out task %d for %s", i+1, id), ChampionScore: a[i], ChallengerScore: b[i], Delta: b[i] - a[i]})
	}
	v := gate.Evaluate(*in, gate.DefaultSettings())
	ec := evidence.Components{Description: champ.Description, Body: champ.Body}
	eh := evidence.Components{Description: chall.Description, Body: chall.Body}
	bundle := &evidence.Bundle{
		Schema: evidence.Schema, Skill: id, Pass: evidence.PassBody, Created: time.Date(2026, 3, 1, 11, 0, 0, 0, time.UTC), Source: "ingot-ab", Model: "agent-model", Judge: "judge-model",
		Champion:   evidence.Side{Revision: sk.Revision, Components: &ec, Tokens: &evidence.Tokens{Input: []int{100, 120, 90, 110}, Output: []int{50, 40, 60, 55}}},
		Challenger: evidence.Side{Revision: m.ID(), Components: &eh, Tokens: &evidence.Tokens{Input: []int{130, 150, 110, 140}, Output: []int{70, 60, 80, 65}}},
		Changed:    []string{"body"}, Cases: cases, Gate: &v, GateInput: in,
	}
	dir := filepath.Join(d.t.TempDir(), "bundle")
	if err := evidence.Write(dir, bundle); err != nil {
		d.t.Fatal(err)
	}
	res, err := d.store.ProposeBundle(bg, dir)
	if err != nil {
		d.t.Fatal(err)
	}
	return res
}

// call sends a request as the page would (same Origin, CSRF token);
// edit may change it first.
func (d *desk) call(method, path string, body any, edit func(*http.Request)) (int, map[string]any) {
	d.t.Helper()
	var rd *bytes.Reader
	if body != nil {
		b, _ := json.Marshal(body)
		rd = bytes.NewReader(b)
	} else {
		rd = bytes.NewReader(nil)
	}
	req, err := http.NewRequest(method, d.ts.URL+path, rd)
	if err != nil {
		d.t.Fatal(err)
	}
	req.Header.Set("Content-Type", "application/json")
	if method == http.MethodPost {
		req.Header.Set("Origin", d.ts.URL)
		req.Header.Set("X-Ingot-CSRF", d.srv.CSRF())
	}
	if edit != nil {
		edit(req)
	}
	resp, err := d.ts.Client().Do(req)
	if err != nil {
		d.t.Fatal(err)
	}
	defer resp.Body.Close()
	var out map[string]any
	var raw json.RawMessage
	if err := json.NewDecoder(resp.Body).Decode(&raw); err != nil {
		d.t.Fatalf("%s %s: status %d, body is not JSON: %v", method, path, resp.StatusCode, err)
	}
	if err := json.Unmarshal(raw, &out); err != nil {
		out = map[string]any{"_array": string(raw)}
	}
	return resp.StatusCode, out
}

func errText(m map[string]any) string {
	s, _ := m["error"].(string)
	return s
}

func contains2(s string, subs ...string) bool {
	for _, x := range subs {
		if !strings.Contains(s, x) {
			return false
		}
	}
	return true
}

// annotate adds to a proposal's stored evidence.json what ingot-ab
// records beside the scores (usage and cost, models, the judge's reasons
// per case); the verdict does not depend on them.
func (d *desk) annotate(res *change.ProposeResult) {
	d.t.Helper()
	p := filepath.Join(d.home, res.Bundle, evidence.JSONFile)
	var m map[string]any
	if err := json.Unmarshal([]byte(mustReadT(d.t, p)), &m); err != nil {
		d.t.Fatal(err)
	}
	m["usage"] = map[string]any{"requests": 24, "cache_hits": 8, "reused": 4, "input_tokens": 5400, "output_tokens": 1800, "cost_usd": 0.0123, "cost_known": true, "cap_usd": 2}
	m["models"] = map[string]any{"agent": "agent-model", "judges": []string{"judge-model"}, "author": "author-model"}
	for i, c := range m["cases"].([]any) {
		c.(map[string]any)["challenger_reasons"] = []string{fmt.Sprintf("covers the rubric point %d", i+1)}
		c.(map[string]any)["divergence_note"] = "the challenger leads with the conclusion"
	}
	b, _ := json.MarshalIndent(m, "", "  ")
	testutil.WriteFile(d.t, p, string(b))
}

func mustReadT(t testing.TB, p string) string {
	t.Helper()
	b, err := os.ReadFile(p)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}
