package reviewdesk

import (
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	"github.com/ingot-dev/ingot/pkg/atomicfile"
	"github.com/ingot-dev/ingot/pkg/change"
	"github.com/ingot-dev/ingot/pkg/revision"
)

// browser starts headless Chromium (Debian's chromium, installed by
// scripts/test-deps.sh) with a fresh profile. Without it the test fails
// under INGOT_REQUIRE_BROWSER=1 (make test) and skips loudly otherwise.
func browser(t *testing.T) context.Context {
	t.Helper()
	path := ""
	for _, p := range []string{os.Getenv("INGOT_CHROMIUM"), "/usr/bin/chromium", "chromium", "chromium-browser"} {
		if p == "" {
			continue
		}
		if lp, err := exec.LookPath(p); err == nil {
			path = lp
			break
		}
	}
	if path == "" {
		if os.Getenv("INGOT_REQUIRE_BROWSER") == "1" {
			t.Fatal("INGOT_REQUIRE_BROWSER=1 but no chromium found: run scripts/test-deps.sh (apt-get install chromium)")
		}
		t.Skip("SKIPPED: the real-browser test needs chromium (scripts/test-deps.sh installs it; INGOT_REQUIRE_BROWSER=1 makes this a failure)")
	}
	// A new, empty profile; removed after the browser has exited (the
	// testing package's TempDir cleanup can race its last writes).
	profile, err := os.MkdirTemp("", "ingot-chromium-profile-")
	if err != nil {
		t.Fatal(err)
	}
	opts := []chromedp.ExecAllocatorOption{
		chromedp.ExecPath(path),
		chromedp.Flag("headless", true),
		chromedp.Flag("no-sandbox", true), // tests run as root in CI containers
		chromedp.Flag("disable-gpu", true),
		chromedp.Flag("disable-quic", true),
		chromedp.Flag("no-first-run", true),
		chromedp.Flag("disable-background-networking", true),
		chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-sync", true),
		chromedp.Flag("disable-dev-shm-usage", true),
		chromedp.UserDataDir(profile),
		chromedp.WindowSize(1280, 800),
	}
	actx, cancelA := chromedp.NewExecAllocator(context.Background(), opts...)
	// A bound so a wedged browser fails the test instead of hanging it;
	// nothing here asserts on time.
	tctx, cancelT := context.WithTimeout(actx, 2*time.Minute)
	ctx, cancelB := chromedp.NewContext(tctx)
	t.Cleanup(func() {
		_ = chromedp.Cancel(ctx) // closes the browser and waits for it
		cancelB()
		cancelT()
		cancelA()
		_ = os.RemoveAll(profile)
	})
	if err := chromedp.Run(ctx); err != nil {
		t.Fatalf("start %s: %v", path, err)
	}
	return ctx
}

// copyCorpusSkill installs a skill of the vendored corpus in the home.
func (d *desk) copyCorpusSkill(id string) string {
	d.t.Helper()
	src := filepath.Join("..", "..", "testdata", "corpus", "skills", filepath.FromSlash(id))
	dst := filepath.Join(d.home, "skills", filepath.FromSlash(id))
	if err := os.MkdirAll(filepath.Dir(dst), 0o755); err != nil {
		d.t.Fatal(err)
	}
	if err := atomicfile.CopyDir(bg, src, dst); err != nil {
		d.t.Fatalf("copy corpus skill %s: %v", id, err)
	}
	return dst
}

func (d *desk) liveRev(dir string) revision.ID {
	d.t.Helper()
	m, err := revision.HashDir(dir, revision.DefaultLimits)
	if err != nil {
		d.t.Fatal(err)
	}
	return m.ID()
}

// TestReviewPageInABrowser drives the page in headless Chromium: a
// pending PASS card shows its verdict, scores and diff; a BLOCKED card has
// no working approve; approving moves the change into History; rolling
// back from History brings the old revision back live. A screenshot of
// each state goes to the test's temp dir (printed with -v); with
// INGOT_REVIEW_PAGE_PNG=path the first one is also written there (the
// README's docs/review-page.png), and with INGOT_SCREENSHOT_DIR=dir the
// screenshots go to dir instead of the temp dir.
func TestReviewPageInABrowser(t *testing.T) {
	ctx := browser(t)
	d := newDesk(t, Options{Actor: "alice"})
	ic := d.copyCorpusSkill("anthropics/internal-comms")
	d.copyCorpusSkill("superpowers/systematic-debugging")
	champion := d.liveRev(ic)
	body := strings.Replace(mustRead(t, filepath.Join(ic, "SKILL.md")), "To write any internal communication:\n",
		"To write any internal communication:\n\n0. **Lead with the one thing the reader must know**, in one sentence, before any detail\n", 1)
	body = body[strings.Index(body, "\n---\n")+5:]
	pass := d.propose("anthropics/internal-comms", body, true)
	d.annotate(pass)
	d.propose("superpowers/systematic-debugging", "# Debugging\n\nGuess, then change code until it works.", false)

	shots := filepath.Join(t.TempDir(), "screenshots")
	if dir := os.Getenv("INGOT_SCREENSHOT_DIR"); dir != "" {
		shots = dir // kept after the test, e.g. as CI artifacts
	}
	if err := os.MkdirAll(shots, 0o755); err != nil {
		t.Fatal(err)
	}
	var png []byte
	shot := func(name string) chromedp.Action {
		return chromedp.ActionFunc(func(ctx context.Context) error {
			if err := chromedp.FullScreenshot(&png, 100).Do(ctx); err != nil {
				return err
			}
			p := filepath.Join(shots, name+".png")
			t.Logf("screenshot: %s", p)
			return os.WriteFile(p, png, 0o644)
		})
	}
	passCard := `#pending-list article[data-skill="anthropics/internal-comms"]`
	blockedCard := `#pending-list article[data-skill="superpowers/systematic-debugging"]`

	// 1. The pending PASS card: verdict, scores, per-case deltas and diff.
	var status, cardText, blockedText, disabledAttr string
	var disabled bool
	if err := chromedp.Run(ctx,
		chromedp.EmulateViewport(1280, 800),
		chromedp.Navigate(d.ts.URL+"/"),
		chromedp.WaitVisible(passCard+` table.scores`, chromedp.ByQuery),
		chromedp.AttributeValue(passCard, "data-status", &status, new(bool), chromedp.ByQuery),
		chromedp.Text(passCard, &cardText, chromedp.ByQuery),
		chromedp.Text(blockedCard, &blockedText, chromedp.ByQuery),
		chromedp.AttributeValue(blockedCard+` button.approve`, "disabled", &disabledAttr, &disabled, chromedp.ByQuery),
		shot("1-pending"),
	); err != nil {
		t.Fatal(err)
	}
	if status != "PASS" || !contains2(cardText, "PASS", "champion", "challenger", "+0.525", "held-out task 1", "Lead with the one thing the reader must know", "Approve & promote", "cost $0.0123") {
		t.Fatalf("PASS card (status %q) reads:\n%s", status, cardText)
	}
	if !disabled || !contains2(blockedText, "BLOCKED", "margin +0.00 < required +0.15", "Cannot approve") {
		t.Fatalf("BLOCKED card (approve disabled: %v) reads:\n%s", disabled, blockedText)
	}
	if p := os.Getenv("INGOT_REVIEW_PAGE_PNG"); p != "" {
		var view []byte // the top of the page: the card, its scores and the start of its diff
		if err := chromedp.Run(ctx, chromedp.EmulateViewport(1280, 1150), chromedp.CaptureScreenshot(&view), chromedp.EmulateViewport(1280, 800)); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, view, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	// Readable on a narrow window: nothing but the diffs and tables (which
	// scroll inside their own boxes) is wider than the window.
	var overflow []string
	if err := chromedp.Run(ctx,
		chromedp.EmulateViewport(420, 900),
		chromedp.Evaluate(`[...document.querySelectorAll("body *")].filter(e => e.getBoundingClientRect().right > window.innerWidth + 1 && !e.closest(".table-wrap, pre")).slice(0, 5).map(e => e.tagName + "." + e.className + ": " + (e.textContent || "").slice(0, 40))`, &overflow),
		shot("1b-pending-narrow"),
		chromedp.EmulateViewport(1280, 800),
	); err != nil {
		t.Fatal(err)
	}
	if len(overflow) > 0 {
		t.Errorf("on a 420px window these stick out: %q", overflow)
	}
	// The blocked card's approve does nothing when clicked.
	if err := chromedp.Run(ctx, chromedp.Click(blockedCard+` button.approve`, chromedp.ByQuery), chromedp.Sleep(0)); err != nil {
		t.Fatal(err)
	}

	// 2. Approve & promote, from the keyboard: the card leaves Pending,
	// History gains the record.
	var auditText string
	if err := chromedp.Run(ctx,
		chromedp.Focus(passCard+` button.approve`, chromedp.ByQuery),
		chromedp.KeyEvent(kb.Enter),
		chromedp.WaitVisible(`.skill-history[data-skill="anthropics/internal-comms"] tr.audit-approve`, chromedp.ByQuery),
		chromedp.WaitNotPresent(passCard, chromedp.ByQuery),
		chromedp.Text(`.skill-history[data-skill="anthropics/internal-comms"] table.audit`, &auditText, chromedp.ByQuery),
		shot("2-approved"),
	); err != nil {
		t.Fatal(err)
	}
	if got := d.liveRev(ic); got != pass.ChallengerRevision {
		t.Fatalf("after approve the live revision is %s, want the challenger %s", got.Short(), pass.ChallengerRevision.Short())
	}
	if !contains2(auditText, "approve", pass.ChallengerRevision.String()[:12], "alice") {
		t.Fatalf("History audit reads:\n%s", auditText)
	}
	if _, err := d.store.Pending(bg, "superpowers/systematic-debugging"); err != nil {
		t.Fatalf("clicking the blocked card's approve changed its slot: %v", err)
	}

	// 3. Roll back from History: the old revision is live again.
	var libRev string
	row := `.skill-history[data-skill="anthropics/internal-comms"] tr[data-revision="` + champion.String() + `"] button.rollback`
	if err := chromedp.Run(ctx,
		chromedp.Click(row, chromedp.ByQuery),
		chromedp.WaitVisible(`.skill-history[data-skill="anthropics/internal-comms"] tr.audit-rollback`, chromedp.ByQuery),
		chromedp.Text(`#library tr[data-skill="anthropics/internal-comms"] code.revision`, &libRev, chromedp.ByQuery),
		shot("3-rolled-back"),
	); err != nil {
		t.Fatal(err)
	}
	if got := d.liveRev(ic); got != champion {
		t.Fatalf("after rollback the live revision is %s, want %s", got.Short(), champion.Short())
	}
	if libRev != champion.Short() {
		t.Fatalf("the Library shows revision %q, want %s", libRev, champion.Short())
	}

	// 4. Reject the blocked card with a reason; approve an UNMEASURED hand
	// edit only after ticking its override.
	tdd := d.copyCorpusSkill("superpowers/test-driven-development")
	edit := filepath.Join(t.TempDir(), "test-driven-development")
	if err := atomicfile.CopyDir(bg, tdd, edit); err != nil {
		t.Fatal(err)
	}
	md := mustRead(t, filepath.Join(edit, "SKILL.md"))
	if err := os.WriteFile(filepath.Join(edit, "SKILL.md"), []byte(md+"\n## Also\n\nRun the whole suite before you commit.\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	hand, err := d.store.ProposeDir(bg, change.FromDir{Skill: "superpowers/test-driven-development", Dir: edit})
	if err != nil {
		t.Fatal(err)
	}
	unmCard := `#pending-list article[data-skill="superpowers/test-driven-development"]`
	var unmStatus, rejectAudit string
	var lockedBefore bool
	if err := chromedp.Run(ctx,
		chromedp.Reload(),
		chromedp.WaitVisible(unmCard+` input.unmeasured`, chromedp.ByQuery),
		chromedp.AttributeValue(unmCard, "data-status", &unmStatus, new(bool), chromedp.ByQuery),
		chromedp.AttributeValue(unmCard+` button.approve`, "disabled", new(string), &lockedBefore, chromedp.ByQuery),
		shot("4-unmeasured"),
		chromedp.SendKeys(blockedCard+` input.reason`, "guessing is not debugging", chromedp.ByQuery),
		chromedp.Click(blockedCard+` button.reject`, chromedp.ByQuery),
		chromedp.WaitVisible(`.skill-history[data-skill="superpowers/systematic-debugging"] tr.audit-reject`, chromedp.ByQuery),
		chromedp.Text(`.skill-history[data-skill="superpowers/systematic-debugging"] tr.audit-reject`, &rejectAudit, chromedp.ByQuery),
		chromedp.Click(unmCard+` input.unmeasured`, chromedp.ByQuery),
		chromedp.Click(unmCard+` button.approve`, chromedp.ByQuery),
		chromedp.WaitVisible(`.skill-history[data-skill="superpowers/test-driven-development"] tr.audit-approve`, chromedp.ByQuery),
		shot("5-rejected-and-unmeasured-approved"),
		chromedp.ActionFunc(func(ctx context.Context) error {
			for _, part := range []string{"history", "library"} {
				var b []byte
				if err := chromedp.Screenshot("#"+part, &b, chromedp.ByQuery).Do(ctx); err != nil {
					return err
				}
				if err := os.WriteFile(filepath.Join(shots, "6-"+part+".png"), b, 0o644); err != nil {
					return err
				}
			}
			return nil
		}),
	); err != nil {
		t.Fatal(err)
	}
	if unmStatus != "UNMEASURED" || !lockedBefore {
		t.Fatalf("hand-edit card: status %q, approve disabled before the override: %v", unmStatus, lockedBefore)
	}
	if !contains2(rejectAudit, "reject", "alice", "guessing is not debugging") {
		t.Fatalf("reject audit row reads %q", rejectAudit)
	}
	if d.liveRev(tdd) != hand.ChallengerRevision {
		t.Fatal("the unmeasured approval did not install the hand edit")
	}
	recs, _ := d.store.Audit(bg, "superpowers/test-driven-development")
	if len(recs) != 1 || !recs[0].Unmeasured || recs[0].Actor != "alice" {
		t.Fatalf("audit = %+v", recs)
	}
}

func mustRead(t *testing.T, p string) string {
	t.Helper()
	b, err := os.ReadFile(p)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}
