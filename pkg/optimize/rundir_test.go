package optimize

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

func testIdentity() Identity {
	return Identity{Skill: "demo", ChampionRevision: "r1", EvalSetDigest: Digest([]byte("set")), TasksDigest: Digest([]string{"t"}), ConfigHash: Digest(map[string]int{"n": 5}), Version: "v1"}
}

func TestRunDirSetsAsideUnfinishedStages(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "r1")
	now := func() time.Time { return time.Date(2026, 3, 2, 0, 0, 0, 0, time.UTC) }
	rd, err := OpenRunDir(dir, testIdentity(), StrategyContrast, false, now)
	if err != nil {
		t.Fatal(err)
	}
	if err := rd.Begin("seed"); err != nil {
		t.Fatal(err)
	}
	if err := rd.Save("seed", replyStage{Replies: []string{"a"}}); err != nil {
		t.Fatal(err)
	}
	// A stage that started and never finished, with a half-written output.
	if err := rd.Begin("lessons"); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "stages", "lessons.json"), []byte(`{"replies": ["hal`), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := OpenRunDir(dir, testIdentity(), StrategyContrast, true, now); !errors.Is(err, ErrRunBusy) {
		t.Fatalf("second open while held: %v, want ErrRunBusy", err)
	}
	rd.Close()

	rd, err = OpenRunDir(dir, testIdentity(), StrategyContrast, true, now)
	if err != nil {
		t.Fatal(err)
	}
	defer rd.Close()
	var v replyStage
	if ok, err := rd.Load("seed", &v); !ok || err != nil || v.Replies[0] != "a" {
		t.Errorf("done stage: %v %v %+v", ok, err, v)
	}
	if ok, err := rd.Load("lessons", &v); ok || err != nil {
		t.Errorf("unfinished stage was loaded: %v %v", ok, err)
	}
	if _, err := os.Stat(filepath.Join(dir, "stages", "lessons.json")); !os.IsNotExist(err) {
		t.Errorf("unfinished output still in stages/: %v", err)
	}
	aside, _ := filepath.Glob(filepath.Join(dir, "aside", "*", "lessons.json"))
	if len(aside) != 1 {
		t.Errorf("unfinished output not moved aside: %v", aside)
	}
	if m := rd.Manifest(); m.Resumes != 1 || len(m.Stages) != 1 || m.Stages[0].Name != "seed" {
		t.Errorf("manifest: %+v", m)
	}
	// A stage output edited behind the manifest's back is refused.
	if err := os.WriteFile(filepath.Join(dir, "stages", "seed.json"), []byte(`{"replies": ["b"]}`), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := rd.Load("seed", &v); err == nil || !strings.Contains(err.Error(), "does not match the digest") {
		t.Errorf("edited stage: %v", err)
	}
}

func TestRunDirRefusesOtherInputs(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "r1")
	rd, err := OpenRunDir(dir, testIdentity(), StrategyBestOfN, false, nil)
	if err != nil {
		t.Fatal(err)
	}
	rd.Close()
	if _, err := OpenRunDir(dir, testIdentity(), StrategyBestOfN, false, nil); !errors.Is(err, ErrRunExists) {
		t.Errorf("reopen without resume: %v", err)
	}
	other := testIdentity()
	other.ConfigHash, other.Version = Digest(map[string]int{"n": 3}), "v2"
	_, err = OpenRunDir(dir, other, StrategyBestOfN, true, nil)
	if !errors.Is(err, ErrRunMismatch) || !strings.Contains(err.Error(), "config_hash") || !strings.Contains(err.Error(), "version (v1, now v2)") {
		t.Errorf("other inputs: %v", err)
	}
	if _, err := OpenRunDir(filepath.Join(t.TempDir(), "new"), testIdentity(), StrategyBestOfN, true, nil); err == nil || !strings.Contains(err.Error(), "holds no run") {
		t.Errorf("resume of nothing: %v", err)
	}
}

func TestSplitSectionsAndPatches(t *testing.T) {
	body := "Intro.\n\n# Top\n\n## A\n\ntext a\n\n```sh\n# not a heading\n```\n\n## B\n\ntext b\n"
	secs := SplitSections(body)
	if joinSections(secs) != body {
		t.Fatalf("sections do not join back to the body")
	}
	var titles []string
	for _, s := range secs {
		titles = append(titles, s.Title)
	}
	if strings.Join(titles, "|") != "|Top|A|B" {
		t.Errorf("titles %q", titles)
	}
	got, err := ApplyPatch(body, Patch{Section: "A", New: "added to A"})
	if err != nil || !strings.Contains(got, "```\n\nadded to A\n\n## B") {
		t.Errorf("append to section: %v\n%s", err, got)
	}
	if _, err := ApplyPatch(body, Patch{Old: "text", New: "x"}); err == nil || !strings.Contains(err.Error(), "occurs 2 times") {
		t.Errorf("ambiguous old: %v", err)
	}
	if _, err := ApplyPatch(body, Patch{Old: "# not a heading", New: "x"}); err == nil || !strings.Contains(err.Error(), "code block") {
		t.Errorf("edit in a fence: %v", err)
	}
	a := secs[2]
	if _, err := CheckSectionEdit(a, "## A\n\nbetter a\n\n```sh\n# not a heading\n```\n\n### Sub\n\nok"); err != nil {
		t.Errorf("a deeper heading is inside the section: %v", err)
	}
	if _, err := CheckSectionEdit(a, "## A2\n\nbetter a\n\n```sh\n# not a heading\n```"); err == nil || !strings.Contains(err.Error(), "heading line changed") {
		t.Errorf("renamed heading: %v", err)
	}
}

func TestSplitUnitsFallsBackToParagraphs(t *testing.T) {
	body := "\n# Tool\n\nFirst paragraph,\nstill first.\n\nSecond:\n\n```sh\nrun\n\nmore\n```\n\nThird.\n"
	units := SplitUnits(body)
	if joinSections(units) != body {
		t.Fatalf("units do not join back to the body")
	}
	var got []string
	for _, u := range units {
		got = append(got, u.Title+"="+strings.TrimSpace(strings.SplitN(strings.TrimSpace(u.Text), "\n", 2)[0]))
	}
	want := "Tool=# Tool|paragraph 2=First paragraph,|paragraph 3=Second:|paragraph 4=```sh|paragraph 5=Third."
	if strings.Join(got, "|") != want {
		t.Errorf("units %q\nwant %s", got, want)
	}
	// A body with two headed sections is split by section.
	if n := len(SplitUnits("## A\n\na\n\nb\n\n## B\n\nc\n")); n != 2 {
		t.Errorf("%d units, want the 2 sections", n)
	}
}

func TestCheckSectionEditKeepsLayout(t *testing.T) {
	u := SplitUnits("\n# Tool\n\nDo it.\n")[0] // "\n# Tool\n\n"
	got, err := CheckSectionEdit(u, "# Tool\n\nIntro line.")
	if err != nil || got != "\n# Tool\n\nIntro line.\n\n" {
		t.Errorf("got %q, %v", got, err)
	}
	p := SplitUnits("\n# Tool\n\nDo it.\n")[1]
	if _, err := CheckSectionEdit(p, "## New\n\nDo it well."); err == nil || !strings.Contains(err.Error(), "section boundary") {
		t.Errorf("a heading in a paragraph edit: %v", err)
	}
}

// --resume of a directory that holds no run is refused without making the
// directory (nothing half-made is left behind).
func TestRunDirResumeOfNothingLeavesNoFolder(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "new")
	if _, err := OpenRunDir(dir, testIdentity(), StrategyBestOfN, true, nil); err == nil || !strings.Contains(err.Error(), "holds no run") {
		t.Fatalf("resume of nothing: %v", err)
	}
	if _, err := os.Stat(dir); !os.IsNotExist(err) {
		t.Errorf("the refused --resume left %s behind: %v", dir, err)
	}
}

// A new run starts only in a new or empty directory: a folder that holds
// other files (and no run) is refused, naming the folder and a file, and
// nothing is written into it.
func TestRunDirRefusesAForeignFolder(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "mine")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "notes.txt"), []byte("mine"), 0o644); err != nil {
		t.Fatal(err)
	}
	_, err := OpenRunDir(dir, testIdentity(), StrategyBestOfN, false, nil)
	if err == nil || !strings.Contains(err.Error(), dir) || !strings.Contains(err.Error(), "notes.txt") {
		t.Fatalf("run in a foreign folder: %v", err)
	}
	ents, _ := os.ReadDir(dir)
	if len(ents) != 1 {
		t.Errorf("the refused run wrote into %s: %v", dir, ents)
	}
	// An empty folder starts a run.
	empty := filepath.Join(t.TempDir(), "empty")
	if err := os.MkdirAll(empty, 0o755); err != nil {
		t.Fatal(err)
	}
	rd, err := OpenRunDir(empty, testIdentity(), StrategyBestOfN, false, nil)
	if err != nil {
		t.Fatalf("empty folder: %v", err)
	}
	rd.Close()
}

// TestPatchNoteSaysWhereAnAppendWent: an append naming a section the body
// does not have goes to the end of the body, and its note says so.
func TestPatchNoteSaysWhereAnAppendWent(t *testing.T) {
	body := "# A\n\ntext\n\n## B\n\nmore\n"
	if got := patchNote(body, 0, Patch{Section: "B", New: "x"}); got != `patch 1 applied to "B"` {
		t.Errorf("append to B: %s", got)
	}
	if got := patchNote(body, 1, Patch{Section: "Missing", New: "x"}); got != `patch 2 appended to the end of the body (no section "Missing")` {
		t.Errorf("append to a missing section: %s", got)
	}
	if got := patchNote(body, 2, Patch{New: "x"}); got != "patch 3 applied to the end of the body" {
		t.Errorf("append to the body: %s", got)
	}
}
