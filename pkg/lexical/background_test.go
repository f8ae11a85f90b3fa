package lexical

import (
	"bytes"
	"context"
	"math"
	"os"
	"path/filepath"
	"reflect"
	"testing"
)

func analyze(t *testing.T, docs []Doc) []*Analyzed {
	t.Helper()
	an, err := AnalyzeAll(context.Background(), docs, nil)
	if err != nil {
		t.Fatal(err)
	}
	return an
}

func mustBuild(t *testing.T, an []*Analyzed, bg *Background) *Index {
	t.Helper()
	ix, err := Build(an, DefaultParams(), bg)
	if err != nil {
		t.Fatal(err)
	}
	return ix
}

// collection is a background collection of six skills and a library of
// two skills it does not hold.
var (
	collection = []Doc{
		{Name: "rspec", Description: "Write RSpec specs for Ruby models.", Body: "# RSpec\nUse let blocks and instance_double."},
		{Name: "jest", Description: "Write Jest tests for JavaScript.", Body: "# Jest\nSnapshots for src/utils/formatCurrency.ts"},
		{Name: "deploy", Description: "Deploy services to Kubernetes with Helm.", Body: "# Rollout\nkubectl apply -f manifests"},
		{Name: "comms", Description: "Write internal communications: status reports, leadership updates, newsletters.", Body: "# Status\nWeekly updates for leadership."},
		{Name: "debug", Description: "Debug failing tests and flaky builds systematically.", Body: "# Root cause\nReproduce, then bisect."},
		{Name: "sql", Description: "Format SQL queries in migration files.", Body: "# SQL\nUppercase keywords."},
	}
	library = []Doc{
		{Name: "terraform", Description: "Write Terraform modules for AWS with tests.", Body: "# Modules\nterraform plan"},
		{Name: "changelog", Description: "Write the weekly changelog and status update.", Body: "# Changelog\nGroup by area."},
	}
)

func TestBackgroundEncodeDecode(t *testing.T) {
	an := analyze(t, collection)
	bg := NewBackground(append(an, an[0])) // a repeated document counts once
	if bg.Len() != len(collection) {
		t.Fatalf("Len %d, want %d", bg.Len(), len(collection))
	}
	if got := bg.DF("write"); got != 3 {
		t.Errorf("DF(write) = %d, want 3", got)
	}
	if got := bg.DF("kubectl"); got != 1 {
		t.Errorf("DF(kubectl) = %d, want 1", got)
	}
	if bg.DF("zanzibar") != 0 || !bg.Has(an[2].Key) || bg.Has([32]byte{1}) {
		t.Error("DF of an absent term or Has is wrong")
	}
	var sum float64
	for _, a := range an {
		sum += float64(a.Len[Body])
	}
	if got := bg.AvgLen(Body); math.Abs(got-sum/float64(len(an))) > 1e-12 {
		t.Errorf("AvgLen(body) = %v, want %v", got, sum/float64(len(an)))
	}

	data, err := bg.Encode()
	if err != nil {
		t.Fatal(err)
	}
	back, err := DecodeBackground(data)
	if err != nil {
		t.Fatal(err)
	}
	if back.Digest() != bg.Digest() || back.Len() != bg.Len() || back.Terms() != bg.Terms() ||
		!reflect.DeepEqual(back.df, bg.df) || !reflect.DeepEqual(back.keys, bg.keys) || back.lenSum != bg.lenSum {
		t.Error("background changed in a round trip")
	}
	// The encoding is canonical: the same statistics, the same bytes.
	again, _ := NewBackground(analyze(t, []Doc{collection[5], collection[3], collection[1], collection[0], collection[2], collection[4]})).Encode()
	if !bytes.Equal(again, data) {
		t.Error("document order changed the encoding")
	}
	// Damage is an error, never a wrong table.
	for _, bad := range [][]byte{data[:20], data[:len(data)-5], append([]byte("INGOTXXX"), data[8:]...)} {
		if _, err := DecodeBackground(bad); err == nil {
			t.Errorf("damaged table of %d bytes decoded", len(bad))
		}
	}
	flipped := append([]byte(nil), data...)
	flipped[10] ^= 0xff // in the digest
	if _, err := DecodeBackground(flipped); err == nil {
		t.Error("a table whose digest does not match decoded")
	}
	if NoBackground().Len() != 0 || NoBackground().Digest() != ([32]byte{}) {
		t.Error("NoBackground is not empty")
	}
}

// TestBuildPoolsTheBackground: idf and the average field lengths are taken
// over the library and the background together.
func TestBuildPoolsTheBackground(t *testing.T) {
	bg := NewBackground(analyze(t, collection))
	lib := analyze(t, library)
	ix := mustBuild(t, lib, bg)
	n := len(library) + len(collection)
	if ix.Collection() != n || ix.Len() != len(library) {
		t.Fatalf("Collection %d, Len %d; want %d, %d", ix.Collection(), ix.Len(), n, len(library))
	}
	// "write": in both library documents and three background ones.
	want := math.Log(1 + (float64(n)-5+0.5)/(5+0.5))
	if got := ix.IDF("write"); math.Abs(got-want) > 1e-12 {
		t.Errorf("idf(write) = %v, want %v over the union", got, want)
	}
	// "terraform": in one library document only.
	want = math.Log(1 + (float64(n)-1+0.5)/(1+0.5))
	if got := ix.IDF("terraform"); math.Abs(got-want) > 1e-12 {
		t.Errorf("idf(terraform) = %v, want %v", got, want)
	}
	var sum float64
	for _, a := range lib {
		sum += float64(a.Len[Description])
	}
	want = (sum + bg.AvgLen(Description)*float64(bg.Len())) / float64(n)
	if got := ix.AvgLen(Description); math.Abs(got-want) > 1e-9 {
		t.Errorf("AvgLen(description) = %v, want %v", got, want)
	}
	// Without a background, the library's own statistics, as before.
	for _, none := range []*Background{nil, NoBackground()} {
		ix := mustBuild(t, lib, none)
		if got, want := ix.IDF("write"), math.Log(1+(2-2+0.5)/(2+0.5)); ix.Collection() != 2 || math.Abs(got-want) > 1e-12 {
			t.Errorf("no background: N %d, idf(write) %v; want 2, %v", ix.Collection(), got, want)
		}
	}
}

// TestBackgroundDocumentsCountOnce: a library drawn from the background
// collection scores each of its documents exactly as the whole collection
// does — the point of the prior, whatever the library's size.
func TestBackgroundDocumentsCountOnce(t *testing.T) {
	all := analyze(t, collection)
	whole := mustBuild(t, all, nil)
	bg := NewBackground(all)
	tasks := []string{"write the weekly status update for leadership", "my tests keep failing, debug it", "deploy with helm and kubectl", "rspec specs with let blocks"}
	for _, pick := range [][]int{{3}, {3, 4}, {0, 1, 4}, {0, 1, 2, 3, 4, 5}} {
		var lib []*Analyzed
		for _, i := range pick {
			lib = append(lib, all[i])
		}
		small := mustBuild(t, lib, bg)
		if small.Collection() != len(collection) {
			t.Errorf("library %v: collection %d, want %d", pick, small.Collection(), len(collection))
		}
		for _, task := range tasks {
			q := ParseQuery(task)
			w, s := whole.Score(q, nil), small.Score(q, nil)
			for k, i := range pick {
				if s[k] != w[i] {
					t.Errorf("library %v, %q: document %d scores %.4f, %.4f in the whole collection", pick, task, i, s[k], w[i])
				}
			}
		}
		// Without the background the same library scores differently (the
		// problem the prior solves).
		if len(pick) < 3 {
			bare := mustBuild(t, lib, nil)
			q := ParseQuery(tasks[0] + " " + tasks[1])
			if b, w := bare.Score(q, nil), whole.Score(q, nil); b[0] == w[pick[0]] {
				t.Errorf("library %v: no background yet the same score %.4f", pick, b[0])
			}
		}
	}
	// A document the library holds twice counts twice, as without a
	// background; the background's copy is not counted a third time.
	if ix := mustBuild(t, []*Analyzed{all[2], all[2], all[5]}, bg); ix.Collection() != 7 {
		t.Errorf("library with a repeated document: collection %d, want 3 + 6 - 2 = 7", ix.Collection())
	}
}

// TestSmallLibraryScoresAreStable: a task scores its skill about the same
// in a library of two skills or of eight, none of them in the background —
// and very differently with a background too small to matter.
func TestSmallLibraryScoresAreStable(t *testing.T) {
	more := []Doc{
		{Name: "pytest", Description: "Write pytest tests with fixtures.", Body: "# Fixtures\nconftest.py"},
		{Name: "docker", Description: "Build small Docker images.", Body: "# Multi-stage\nFROM scratch"},
		{Name: "release", Description: "Cut a release: tag, changelog, notes.", Body: "# Tag\ngit tag"},
		{Name: "postgres", Description: "Tune PostgreSQL queries and indexes.", Body: "# EXPLAIN\nanalyze"},
		{Name: "slides", Description: "Make slide decks for weekly reviews.", Body: "# Outline\nOne idea per slide."},
		{Name: "oncall", Description: "Write the on-call handover for the week.", Body: "# Handover\nIncidents and status."},
	}
	lib := analyze(t, library)
	big := analyze(t, append(append([]Doc(nil), library...), more...))
	q := ParseQuery("write the weekly changelog")
	ratio := func(bg *Background) float64 {
		s := mustBuild(t, lib, bg).Score(q, nil)[1]
		w := mustBuild(t, big, bg).Score(q, nil)[1]
		return s / w
	}
	tiny := ratio(NewBackground(analyze(t, []Doc{{Name: "x", Description: "unrelated gardening notes"}})))
	if tiny > 0.9 {
		t.Fatalf("the fixture does not show the problem: ratio %.3f with a one-document background", tiny)
	}
	if r := ratio(NewBackground(analyze(t, collection))); r < 0.85 || r > 1.15 {
		t.Errorf("small/large library score ratio %.3f with the background (%.3f without), want within 0.85..1.15", r, tiny)
	}
}

func TestVectorUsesTheBackgroundForUnseenTerms(t *testing.T) {
	bg := NewBackground(analyze(t, collection))
	lib := analyze(t, library)
	ix := mustBuild(t, lib, bg)
	// "write" is unseen nowhere; "kubectl" is unseen in the library but
	// known to the background; "zanzibar" is unknown everywhere. The
	// probe's vector norm weighs them by their background idf.
	probe := analyze(t, []Doc{{Description: "terraform kubectl zanzibar"}})[0]
	v := ix.Vector(probe, Description)
	// Only "terraform" is in the index: its weight is its share of the norm.
	n := float64(ix.Collection())
	idfT, idfK, idfZ := ix.IDF("terraform"), math.Log(1+(n-1+0.5)/1.5), math.Log(1+(n+0.5)/0.5)
	want := idfT / math.Sqrt(idfT*idfT+idfK*idfK+idfZ*idfZ)
	if len(v.w) != 1 || math.Abs(float64(v.w[0])-want) > 1e-6 {
		t.Errorf("vector %v, want one weight %.6f", v.w, want)
	}
}

func TestSaveLoadIndexWithBackground(t *testing.T) {
	bg := NewBackground(analyze(t, collection))
	lib := analyze(t, library)
	ix := mustBuild(t, lib, bg)
	keys := [][32]byte{lib[0].Key, lib[1].Key}
	key := CacheKey(keys, DefaultParams(), bg)
	if key == CacheKey(keys, DefaultParams(), nil) || key == CacheKey(keys, DefaultParams(), NewBackground(lib)) {
		t.Fatal("the cache key ignores the background")
	}
	if CacheKey(keys, DefaultParams(), nil) != CacheKey(keys, DefaultParams(), NoBackground()) {
		t.Error("nil and the empty background are the same prior but get other keys")
	}
	dir := t.TempDir()
	if err := SaveIndex(dir, key, ix, lib); err != nil {
		t.Fatal(err)
	}
	ix2, _, err := LoadIndex(dir, key, bg)
	if err != nil {
		t.Fatal(err)
	}
	if ix2.Collection() != ix.Collection() || ix2.AvgLen(Body) != ix.AvgLen(Body) {
		t.Errorf("collection %d / avg %v after load, %d / %v before", ix2.Collection(), ix2.AvgLen(Body), ix.Collection(), ix.AvgLen(Body))
	}
	probe := analyze(t, []Doc{{Description: "terraform kubectl"}})[0]
	if !reflect.DeepEqual(ix.Vector(probe, Description), ix2.Vector(probe, Description)) {
		t.Error("a loaded index weighs unseen terms differently")
	}
	q := ParseQuery("write the weekly changelog for terraform")
	if !reflect.DeepEqual(ix.Score(q, nil), ix2.Score(q, nil)) {
		t.Error("scores differ after a round trip")
	}
}

// TestDefaultBackground: the shipped table decodes, was made by this
// analysis, and stays small.
func TestDefaultBackground(t *testing.T) {
	bg := DefaultBackground()
	if err := bg.Err(); err != nil {
		t.Fatal(err)
	}
	if bg.Len() != 392 || bg.Terms() < 10000 {
		t.Errorf("default background: %d documents, %d terms; want the 392-skill corpus", bg.Len(), bg.Terms())
	}
	data, err := os.ReadFile(filepath.Join(".", BackgroundFile))
	if err != nil {
		t.Fatal(err)
	}
	if len(data) > 300<<10 {
		t.Errorf("%s is %d bytes, over the 300 KB budget", BackgroundFile, len(data))
	}
	// The digest in the header is the content's: a lazily loaded handle
	// keys caches by it before decoding.
	if d, err := DecodeBackground(data); err != nil || d.Digest() != DefaultBackground().Digest() {
		t.Errorf("header digest disagrees with the decoded table: %v", err)
	}
	if bg.DF("test") < 100 || bg.DF("kubectl") == 0 {
		t.Errorf("DF(test) %d, DF(kubectl) %d: not the corpus's statistics", bg.DF("test"), bg.DF("kubectl"))
	}
}
