package reviewdesk

import (
	"context"
	"encoding/json"
	"net/http"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/ingot-dev/ingot/internal/testutil"
	"github.com/ingot-dev/ingot/pkg/evidence"
	"github.com/ingot-dev/ingot/pkg/mine"
)

func TestSecurity(t *testing.T) {
	d := newDesk(t, Options{Token: "s3cret"})
	d.addSkill("pdf", "Old.")
	pr := d.propose("pdf", "New.", true)
	approve := map[string]any{"skill": "pdf", "challenger": pr.ChallengerRevision.String()}
	bearer := func(r *http.Request) { r.Header.Set("Authorization", "Bearer s3cret") }

	if code, m := d.call("GET", "/api/pending", nil, nil); code != http.StatusForbidden || m["code"] != "token" {
		t.Fatalf("GET without the token = %d %v, want 403", code, m)
	}
	if code, _ := d.call("GET", "/api/pending", nil, func(r *http.Request) { r.Header.Set("Authorization", "Bearer wrong") }); code != http.StatusForbidden {
		t.Fatalf("GET with a wrong token = %d, want 403", code)
	}
	if code, _ := d.call("GET", "/api/pending", nil, bearer); code != http.StatusOK {
		t.Fatalf("GET with the token = %d", code)
	}
	if code, _ := d.call("POST", "/api/approve", approve, nil); code != http.StatusForbidden {
		t.Fatalf("POST without the token = %d, want 403", code)
	}
	for name, edit := range map[string]func(*http.Request){
		"foreign Origin": func(r *http.Request) { bearer(r); r.Header.Set("Origin", "http://evil.example") },
		"no Origin":      func(r *http.Request) { bearer(r); r.Header.Del("Origin") },
		"null Origin":    func(r *http.Request) { bearer(r); r.Header.Set("Origin", "null") },
		"no CSRF token":  func(r *http.Request) { bearer(r); r.Header.Del("X-Ingot-CSRF") },
		"wrong CSRF":     func(r *http.Request) { bearer(r); r.Header.Set("X-Ingot-CSRF", "0000") },
	} {
		if code, m := d.call("POST", "/api/approve", approve, edit); code != http.StatusForbidden {
			t.Errorf("%s: POST = %d %v, want 403", name, code, m)
		}
	}
	if _, err := d.store.Pending(bg, "pdf"); err != nil {
		t.Fatal("a refused request changed the slot")
	}
	if code, m := d.call("POST", "/api/approve", approve, bearer); code != http.StatusOK || m["actor"] != "tester" {
		t.Fatalf("a same-origin POST with token and CSRF = %d %v", code, m)
	}
	recs, _ := d.store.Audit(bg, "pdf")
	if len(recs) != 1 || recs[0].Actor != "tester" || recs[0].Action != "approve" {
		t.Fatalf("audit = %+v", recs)
	}
}

func TestHostIsChecked(t *testing.T) {
	d := newDesk(t, Options{})
	if code, m := d.call("GET", "/api/session", nil, func(r *http.Request) { r.Host = "rebind.example:80" }); code != http.StatusForbidden || m["code"] != "host" {
		t.Fatalf("foreign Host = %d %v, want 403", code, m)
	}
	if code, m := d.call("GET", "/api/session", nil, nil); code != http.StatusOK || m["csrf"] != d.srv.CSRF() {
		t.Fatalf("session = %d %v", code, m)
	}
	if _, err := New(d.store, Options{Actor: "a"}); err == nil {
		t.Fatal("a server accepting any Host without a token was built")
	}
	for addr, ok := range map[string]bool{"127.0.0.1:8080": true, "localhost:1": true, "[::1]:8080": true, "0.0.0.0:8080": false, "192.168.1.4:80": false} {
		if _, err := CheckBind(addr, false, ""); (err == nil) != ok {
			t.Errorf("CheckBind(%s) = %v", addr, err)
		}
	}
	if _, err := CheckBind("0.0.0.0:8080", true, ""); err == nil {
		t.Error("a remote bind without a token was allowed")
	}
	if _, err := CheckBind("0.0.0.0:8080", true, "t"); err != nil {
		t.Error(err)
	}
}

func TestRacedApprovalIs409(t *testing.T) {
	d := newDesk(t, Options{})
	d.addSkill("pdf", "Old.")
	pr := d.propose("pdf", "New.", true)
	req := map[string]any{"skill": "pdf", "challenger": pr.ChallengerRevision.String()}
	// Another reviewer's change holds the lock.
	unlock, err := d.store.Lock(bg, true, "approve pdf")
	if err != nil {
		t.Fatal(err)
	}
	code, m := d.call("POST", "/api/approve", req, nil)
	unlock()
	if code != http.StatusConflict || m["code"] != "busy" || !contains2(m["holder"].(string), "pid", "approve pdf") {
		t.Fatalf("approve while another change holds the lock = %d %v, want 409 naming the holder", code, m)
	}
	if code, _ := d.call("POST", "/api/approve", req, nil); code != http.StatusOK {
		t.Fatalf("approve = %d", code)
	}
	// The second browser's click on the same card.
	code, m = d.call("POST", "/api/approve", req, nil)
	if code != http.StatusConflict || !contains2(errText(m), "no pending change", "already decided: approve", "by tester") {
		t.Fatalf("a second approval = %d %v, want 409 naming the first", code, m)
	}
	// A card replaced by a newer proposal is not approved blind.
	pr2 := d.propose("pdf", "Newer.", true)
	if code, m := d.call("POST", "/api/approve", req, nil); code != http.StatusConflict || m["code"] != "changed" {
		t.Fatalf("approve of a replaced card = %d %v, want 409", code, m)
	}
	if pr2.ChallengerRevision == pr.ChallengerRevision {
		t.Fatal("fixture")
	}
}

func TestBlockedStaleAndUnmeasuredAre422(t *testing.T) {
	d := newDesk(t, Options{})
	d.addSkill("blocked", "Old.")
	live := d.addSkill("stale", "Old.")
	d.addSkill("hand", "Old.")
	pb := d.propose("blocked", "New.", false)
	ps := d.propose("stale", "New.", true)
	testutil.WriteFile(t, filepath.Join(live, "notes.md"), "edited by hand after the evidence")

	code, m := d.call("POST", "/api/approve", map[string]any{"skill": "blocked", "challenger": pb.ChallengerRevision.String()}, nil)
	if code != http.StatusUnprocessableEntity || m["code"] != "blocked" || !contains2(errText(m), "margin +0.00 < required +0.15") {
		t.Fatalf("blocked = %d %v", code, m)
	}
	code, m = d.call("POST", "/api/approve", map[string]any{"skill": "stale", "challenger": ps.ChallengerRevision.String()}, nil)
	if code != http.StatusUnprocessableEntity || m["code"] != "stale" {
		t.Fatalf("stale = %d %v", code, m)
	}
	// A hand edit proposed from a folder is UNMEASURED.
	edit := filepath.Join(t.TempDir(), "hand")
	testutil.WriteFile(t, filepath.Join(edit, "SKILL.md"), "---\nname: hand\ndescription: Use when working on hand files.\n---\n\nBetter.\n")
	code, m = d.call("POST", "/api/propose", map[string]any{"skill": "hand", "dir": edit}, nil)
	if code != http.StatusOK {
		t.Fatalf("propose from a folder = %d %v", code, m)
	}
	rev := m["challenger_revision"].(string)
	code, m = d.call("POST", "/api/approve", map[string]any{"skill": "hand", "challenger": rev}, nil)
	if code != http.StatusUnprocessableEntity || m["code"] != "unmeasured" {
		t.Fatalf("unmeasured without the override = %d %v", code, m)
	}
	code, m = d.call("POST", "/api/approve", map[string]any{"skill": "hand", "challenger": rev, "unmeasured": true}, nil)
	if code != http.StatusOK || m["unmeasured"] != true {
		t.Fatalf("unmeasured with the override = %d %v", code, m)
	}
	// The page's cards say the same as the server.
	cards, err := d.srv.Cards(bg)
	if err != nil || len(cards) != 2 {
		t.Fatalf("Cards = %+v, %v", cards, err)
	}
	for _, c := range cards {
		if c.Review.Approvable != "no" {
			t.Errorf("%s: approvable %q, want no (%s)", c.Skill, c.Review.Approvable, c.Review.Why)
		}
	}
}

func TestBadInputIsA4xxNeverA500(t *testing.T) {
	d := newDesk(t, Options{})
	d.addSkill("nobundle", "Old.")
	d.addSkill("corrupt", "Old.")
	gone := d.addSkill("gone", "Old.")
	d.addSkill("pdf", "Old.")
	pn := d.propose("nobundle", "New.", true)
	pc := d.propose("corrupt", "New.", true)
	pg := d.propose("gone", "New.", true)
	if err := os.RemoveAll(filepath.Join(d.home, pn.Bundle)); err != nil {
		t.Fatal(err)
	}
	testutil.WriteFile(t, filepath.Join(d.home, pc.Bundle, evidence.JSONFile), "{not json")
	if err := os.RemoveAll(gone); err != nil {
		t.Fatal(err)
	}
	testutil.WriteFile(t, filepath.Join(d.home, "runs/pending/broken.json"), "{\"v\": 7}")

	// The page still loads, and each card says what is wrong.
	code, m := d.call("GET", "/api/pending", nil, nil)
	if code != http.StatusOK {
		t.Fatalf("pending = %d %v", code, m)
	}
	var cards []Card
	_ = json.Unmarshal([]byte(m["_array"].(string)), &cards)
	why := map[string]string{}
	for _, c := range cards {
		switch {
		case c.Error != "":
			why[c.Skill] = c.Error
		case c.Review.Approvable != "yes":
			why[c.Skill] = c.Review.Why
		}
	}
	if len(cards) != 4 || !contains2(why["broken"], "v: 7") || !contains2(why["nobundle"], "does not exist") ||
		!contains2(why["corrupt"], "invalid JSON") || !contains2(why["gone"], "missing") {
		t.Fatalf("cards say %q", why)
	}
	for _, c := range []struct {
		path string
		body map[string]any
		code int
		want string
	}{
		{"/api/approve", map[string]any{"skill": "nobundle", "challenger": pn.ChallengerRevision.String()}, 422, "does not exist"},
		{"/api/approve", map[string]any{"skill": "corrupt", "challenger": pc.ChallengerRevision.String()}, 422, "invalid JSON"},
		{"/api/approve", map[string]any{"skill": "gone", "challenger": pg.ChallengerRevision.String()}, 422, "no live skill"},
		{"/api/approve", map[string]any{"skill": "broken", "challenger": pg.ChallengerRevision.String()}, 422, "v: 7"},
		{"/api/approve", map[string]any{"skill": "pdf"}, 400, "challenger"},
		{"/api/approve", map[string]any{"skill": "../x", "challenger": pg.ChallengerRevision.String()}, 400, "invalid skill id"},
		{"/api/approve", map[string]any{"skill": "pdf", "bogus": 1}, 400, "unknown field"},
		{"/api/rollback", map[string]any{"skill": "pdf", "revision": pg.ChallengerRevision.String()}, 404, "no snapshot"},
		{"/api/reject", map[string]any{"skill": "pdf", "reason": ""}, 400, "reason"},
		{"/api/reject", map[string]any{"skill": "pdf", "reason": "no"}, 409, "no pending change"},
		{"/api/propose", map[string]any{"skill": "pdf", "dir": "relative/dir"}, 400, "absolute"},
		{"/api/propose", map[string]any{"skill": "pdf", "dir": "/nonexistent/dir", "evidence": "relative/bundle"}, 400, "evidence: give the absolute path"},
		{"/api/propose", map[string]any{"skill": "pdf", "dir": "/nonexistent/dir"}, 422, "no such file"},
		{"/api/adopt", map[string]any{"skill": "nope"}, 422, "no live skill"},
	} {
		code, m := d.call("POST", c.path, c.body, nil)
		if code != c.code || !contains2(errText(m), c.want) {
			t.Errorf("%s %v = %d %v, want %d naming %q", c.path, c.body, code, m, c.code, c.want)
		}
	}
	if code, m := d.call("GET", "/api/history", nil, nil); code != http.StatusOK {
		t.Fatalf("history = %d %v", code, m)
	}
	if code, m := d.call("GET", "/api/library", nil, nil); code != http.StatusOK {
		t.Fatalf("library = %d %v", code, m)
	}
}

func TestPendingCardCarriesTheEvidence(t *testing.T) {
	d := newDesk(t, Options{})
	d.addSkill("pdf", "# PDF\n\nStep one.\nStep two.")
	d.annotate(d.propose("pdf", "# PDF\n\nStep one.\nStep 2, better.", true))
	cards, err := d.srv.Cards(bg)
	if err != nil || len(cards) != 1 {
		t.Fatalf("Cards = %+v, %v", cards, err)
	}
	c := cards[0]
	st := c.Review.Gate.Stats
	if c.Review.Gate.Status() != "PASS" || c.Review.Approvable != "yes" || st == nil || st.N != 4 || st.CILow <= 0 {
		t.Fatalf("verdict = %+v", c.Review.Gate)
	}
	if len(c.Evidence.Cases) != 4 || c.Evidence.Cases[0].Task == "" || c.Evidence.Tokens["challenger_in"] != 530 || c.Evidence.Markdown == "" {
		t.Fatalf("evidence = %+v", c.Evidence)
	}
	if u, _ := c.Evidence.Extra["usage"].(map[string]any); u["cost_usd"] != 0.0123 || c.Evidence.Cases[1].Details["challenger_reasons"] == nil {
		t.Fatalf("ingot-ab's usage and per-case notes are not carried: %+v %+v", c.Evidence.Extra, c.Evidence.Cases[1])
	}
	if len(c.Review.Diffs) != 1 || !contains2(c.Review.Diffs[0].Diff, "-Step two.", "+Step 2, better.") {
		t.Fatalf("diffs = %+v", c.Review.Diffs)
	}
}

func TestLibraryRows(t *testing.T) {
	d := newDesk(t, Options{TraceCounts: func(context.Context) (map[string]LoadCounts, error) {
		return map[string]LoadCounts{"pdf": {Offered: 7, Loaded: 5}}, nil
	}})
	pdf := d.addSkill("pdf", "Old.")
	d.addSkill("csv", "Old.")
	testutil.WriteFile(t, filepath.Join(d.home, "skills/broken/SKILL.md"), "no frontmatter\n")
	if _, err := d.store.Adopt(bg, "pdf", "bob", ""); err != nil {
		t.Fatal(err)
	}
	testutil.WriteFile(t, filepath.Join(pdf, "notes.md"), "a hand edit")
	testutil.WriteFile(t, filepath.Join(d.home, "runs/health/pdf/20260301T100000Z.json"), `{"skill":"pdf","mean_score":0.41}`)
	testutil.WriteFile(t, filepath.Join(d.home, "runs/health/pdf/20260302T100000Z.json"), `{"skill":"pdf","mean_score":0.62,"traces":12,"tasks":[{"x":1}]}`)

	code, m := d.call("GET", "/api/library", nil, nil)
	if code != http.StatusOK {
		t.Fatalf("library = %d %v", code, m)
	}
	var lv LibraryView
	b, _ := json.Marshal(m)
	_ = json.Unmarshal(b, &lv)
	rows := map[string]LibraryRow{}
	for _, r := range lv.Skills {
		rows[r.ID] = r
	}
	p := rows["pdf"]
	if p.Approved == nil || p.Approved.Actor != "bob" || p.Drift == nil || len(p.Drift.Files) != 1 || p.Drift.Files[0] != "notes.md added" {
		t.Fatalf("pdf row = %+v", p)
	}
	if p.Health == nil || p.Health.File != "runs/health/pdf/20260302T100000Z.json" || p.Health.Summary["mean_score"] != 0.62 || p.Health.Summary["tasks"] != nil {
		t.Fatalf("pdf health = %+v", p.Health)
	}
	if p.Loads == nil || p.Loads.Loaded != 5 || p.Loads.Offered != 7 {
		t.Fatalf("pdf loads = %+v", p.Loads)
	}
	if c := rows["csv"]; c.Approved != nil || c.Drift != nil || c.Loads == nil || c.Loads.Loaded != 0 {
		t.Fatalf("csv row = %+v", c)
	}
	if br := rows["broken"]; br.Error == "" || len(br.Diagnostics) == 0 {
		t.Fatalf("broken row = %+v (rows %v)", br, rows)
	}
}

func TestTokenCookieFromTheLink(t *testing.T) {
	d := newDesk(t, Options{Token: "s3cret"})
	client := d.ts.Client()
	client.CheckRedirect = func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }
	resp, err := client.Get(d.ts.URL + "/?token=wrong")
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusForbidden {
		t.Fatalf("wrong token link = %d", resp.StatusCode)
	}
	resp, err = client.Get(d.ts.URL + "/?token=s3cret")
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	cookies := resp.Cookies()
	if resp.StatusCode != http.StatusSeeOther || len(cookies) != 1 || !cookies[0].HttpOnly || cookies[0].SameSite != http.SameSiteStrictMode {
		t.Fatalf("token link = %d, cookies %+v", resp.StatusCode, cookies)
	}
	if code, _ := d.call("GET", "/api/session", nil, func(r *http.Request) { r.AddCookie(cookies[0]) }); code != http.StatusOK {
		t.Fatalf("with the cookie = %d", code)
	}
}

// The Library shows the health report ingot-mine saves (mine.SaveHealth),
// of a namespaced skill too, summarised from its report: the figures a
// reviewer reads, not the record's envelope.
func TestLibraryShowsTheSavedHealthReport(t *testing.T) {
	d := newDesk(t, Options{})
	d.addSkill("team/pdf", "Old.")
	if _, err := mine.SaveHealth(d.home, mine.HealthRecord{
		Skill: "team/pdf", Revision: "r", TS: time.Date(2026, 3, 2, 10, 0, 0, 0, time.UTC), JudgeModels: []string{"j"}, PromptVersion: "p1",
		Report: mine.Report{Skill: "team/pdf", Read: 40, Attributed: 12, Uses: 10, Covered: 8, Coverage: 0.8, MeanScore: 0.62, BadCases: 3, Tasks: 3, HealthComplete: true},
	}); err != nil {
		t.Fatal(err)
	}
	code, m := d.call("GET", "/api/library", nil, nil)
	if code != http.StatusOK {
		t.Fatalf("library = %d %v", code, m)
	}
	var lv LibraryView
	b, _ := json.Marshal(m)
	_ = json.Unmarshal(b, &lv)
	var h *Health
	for _, r := range lv.Skills {
		if r.ID == "team/pdf" {
			h = r.Health
		}
	}
	if h == nil || h.File != "runs/health/team/pdf/20260302T100000Z.json" {
		t.Fatalf("team/pdf health = %+v", h)
	}
	for k, want := range map[string]any{"mean_score": 0.62, "coverage": 0.8, "bad_cases": 3.0, "traces_attributed": 12.0} {
		if h.Summary[k] != want {
			t.Errorf("summary[%s] = %v, want %v (summary %v)", k, h.Summary[k], want, h.Summary)
		}
	}
	if h.Summary["kind"] != nil || h.Summary["prompt_version"] != nil {
		t.Errorf("summary shows the record's envelope: %v", h.Summary)
	}
}

// A folder that fails to load says why: its error, not a warning listed
// before it.
func TestLibraryNamesTheErrorOfAnUnloadableFolder(t *testing.T) {
	d := newDesk(t, Options{})
	testutil.WriteFile(t, filepath.Join(d.home, "skills/half/SKILL.md"), "---\nname: half\ncolour: blue\n---\n\nNo description.\n")
	code, m := d.call("GET", "/api/library", nil, nil)
	if code != http.StatusOK {
		t.Fatalf("library = %d %v", code, m)
	}
	var lv LibraryView
	b, _ := json.Marshal(m)
	_ = json.Unmarshal(b, &lv)
	for _, r := range lv.Skills {
		if r.ID == "half" {
			if len(r.Diagnostics) < 2 || !contains2(r.Error, "not served: error:", "description") {
				t.Fatalf("half row = %+v", r)
			}
			return
		}
	}
	t.Fatalf("no row for the unloadable folder: %+v", lv.Skills)
}

// Review slots that cannot be read are said on the Library, not shown as
// "nothing pending".
func TestLibrarySaysWhenPendingCannotBeRead(t *testing.T) {
	d := newDesk(t, Options{})
	d.addSkill("pdf", "Old.")
	testutil.WriteFile(t, filepath.Join(d.home, "runs/pending"), "not a folder")
	code, m := d.call("GET", "/api/library", nil, nil)
	if code != http.StatusOK {
		t.Fatalf("library = %d %v", code, m)
	}
	if pe, _ := m["pending_error"].(string); !contains2(pe, filepath.Join(d.home, "runs/pending")) {
		t.Fatalf("library does not say the slots are unreadable: %v", m)
	}
}

// A reject, like an approve, names the proposal the reviewer read: one
// replaced since is not rejected blind with a reason written about another.
func TestRejectOfAReplacedCardIs409(t *testing.T) {
	d := newDesk(t, Options{})
	d.addSkill("pdf", "Old.")
	pr := d.propose("pdf", "New.", true)
	pr2 := d.propose("pdf", "Newer.", true)
	req := map[string]any{"skill": "pdf", "reason": "drops the tables section", "challenger": pr.ChallengerRevision.String()}
	if code, m := d.call("POST", "/api/reject", req, nil); code != http.StatusConflict || m["code"] != "changed" {
		t.Fatalf("reject of a replaced card = %d %v, want 409", code, m)
	}
	if p, err := d.store.Pending(bg, "pdf"); err != nil || p.ChallengerRevision != pr2.ChallengerRevision {
		t.Fatalf("the newer proposal is gone: %+v, %v", p, err)
	}
	req["challenger"] = pr2.ChallengerRevision.String()
	if code, m := d.call("POST", "/api/reject", req, nil); code != http.StatusOK {
		t.Fatalf("reject of the card read = %d %v", code, m)
	}
}
