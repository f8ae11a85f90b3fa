package embed_test

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"github.com/ingot-dev/ingot/pkg/embed"
	"github.com/ingot-dev/ingot/pkg/embed/embedtest"
)

func library(n int) []string {
	texts := make([]string, n)
	for i := range texts {
		texts[i] = fmt.Sprintf("skill %d: use when the task mentions topic %d or tool t%d", i, i*7, i)
	}
	return texts
}

func TestCacheWarmsOnceThenReembedsOnlyChanges(t *testing.T) {
	ctx := context.Background()
	dir := t.TempDir()
	fake := &embedtest.Fake{Name: "fake/model:v1"}
	texts := library(392)

	first, computed, err := embed.NewCache(dir).Embed(ctx, fake, texts)
	if err != nil {
		t.Fatal(err)
	}
	chunks := (392 + embed.ChunkSize - 1) / embed.ChunkSize
	if calls, n := fake.Calls(); computed != 392 || calls != chunks || n != 392 {
		t.Fatalf("cold: computed %d in %d calls over %d texts; want 392 in %d calls", computed, calls, n, chunks)
	}

	// A new process: a fresh Cache over the same directory embeds nothing.
	again, computed, err := embed.NewCache(dir).Embed(ctx, fake, texts)
	if err != nil {
		t.Fatal(err)
	}
	if calls, _ := fake.Calls(); computed != 0 || calls != chunks {
		t.Fatalf("warm: computed %d, model called %d times; want 0 and still %d", computed, calls, chunks)
	}
	for i := range texts {
		for j := range first[i] {
			if first[i][j] != again[i][j] {
				t.Fatalf("text %d: cached vector differs from the computed one", i)
			}
		}
	}

	// One changed description re-embeds only that text.
	texts[17] = "skill 17: now about something else entirely"
	_, computed, err = embed.NewCache(dir).Embed(ctx, fake, texts)
	if err != nil {
		t.Fatal(err)
	}
	if calls, n := fake.Calls(); computed != 1 || calls != chunks+1 || n != 393 {
		t.Fatalf("one change: computed %d, calls %d, texts %d; want 1, %d, 393", computed, calls, n, chunks+1)
	}
}

func TestCacheKeysByModel(t *testing.T) {
	ctx := context.Background()
	dir := t.TempDir()
	a, b := &embedtest.Fake{Name: "a"}, &embedtest.Fake{Name: "b", D: 32}
	c := embed.NewCache(dir)
	if _, _, err := c.Embed(ctx, a, []string{"x y z"}); err != nil {
		t.Fatal(err)
	}
	v, computed, err := c.Embed(ctx, b, []string{"x y z"})
	if err != nil {
		t.Fatal(err)
	}
	if computed != 1 || len(v[0]) != 32 {
		t.Fatalf("model b reused model a's vector (computed %d, dim %d)", computed, len(v[0]))
	}
	files, _ := filepath.Glob(filepath.Join(dir, "*.vec"))
	if len(files) != 2 {
		t.Fatalf("want one file per model, got %v", files)
	}
}

func TestCacheRepeatsInOneBatchEmbedOnce(t *testing.T) {
	fake := &embedtest.Fake{}
	v, computed, err := embed.NewCache(t.TempDir()).Embed(context.Background(), fake, []string{"a b", "c d", "a b"})
	if err != nil {
		t.Fatal(err)
	}
	if _, n := fake.Calls(); computed != 2 || n != 2 {
		t.Fatalf("computed %d, embedded %d texts; want 2", computed, n)
	}
	if len(v) != 3 || v[2] == nil || v[0][0] != v[2][0] {
		t.Fatalf("repeat did not get its vector: %v", v)
	}
}

func TestCacheSurvivesACorruptFile(t *testing.T) {
	ctx := context.Background()
	dir := t.TempDir()
	fake := &embedtest.Fake{Name: "m"}
	texts := library(10)
	if _, _, err := embed.NewCache(dir).Embed(ctx, fake, texts); err != nil {
		t.Fatal(err)
	}
	files, _ := filepath.Glob(filepath.Join(dir, "*.vec"))
	if len(files) != 1 {
		t.Fatalf("files %v", files)
	}
	data, _ := os.ReadFile(files[0])
	if err := os.WriteFile(files[0], data[:len(data)-7], 0o644); err != nil { // a torn write
		t.Fatal(err)
	}
	_, computed, err := embed.NewCache(dir).Embed(ctx, fake, texts)
	if err != nil {
		t.Fatal(err)
	}
	if computed != 10 {
		t.Fatalf("computed %d after corruption, want all 10 again", computed)
	}
	if _, computed, _ = embed.NewCache(dir).Embed(ctx, fake, texts); computed != 0 {
		t.Fatalf("the rewritten file was not read back: computed %d", computed)
	}
}

func TestCacheMergesConcurrentWriters(t *testing.T) {
	ctx := context.Background()
	dir := t.TempDir()
	fake := &embedtest.Fake{}
	c1, c2 := embed.NewCache(dir), embed.NewCache(dir)
	if _, _, err := c1.Embed(ctx, fake, []string{"only in one"}); err != nil {
		t.Fatal(err)
	}
	if _, _, err := c2.Embed(ctx, fake, []string{"only in two"}); err != nil {
		t.Fatal(err)
	}
	if n := embed.NewCache(dir).Len(fake.ID(), fake.Dim()); n != 2 {
		t.Fatalf("file holds %d vectors, want both writers' 2", n)
	}
}

func TestCacheBoundsEntriesOldestFirst(t *testing.T) {
	ctx := context.Background()
	dir := t.TempDir()
	fake := &embedtest.Fake{}
	c := embed.NewCache(dir)
	c.MaxEntries = 5
	texts := library(8)
	for _, tx := range texts {
		if _, _, err := c.Embed(ctx, fake, []string{tx}); err != nil {
			t.Fatal(err)
		}
	}
	fresh := embed.NewCache(dir)
	if n := fresh.Len(fake.ID(), fake.Dim()); n != 5 {
		t.Fatalf("kept %d vectors, want 5", n)
	}
	if _, computed, _ := fresh.Embed(ctx, fake, texts[3:]); computed != 0 {
		t.Fatalf("the newest five were not kept: computed %d", computed)
	}
}

func TestCacheWriteFailureIsAWarning(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "file")
	if err := os.WriteFile(dir, nil, 0o644); err != nil { // the cache dir is a file
		t.Fatal(err)
	}
	c := embed.NewCache(dir)
	var warned error
	c.Warn = func(err error) { warned = err }
	v, computed, err := c.Embed(context.Background(), &embedtest.Fake{}, []string{"a"})
	if err != nil || computed != 1 || len(v) != 1 {
		t.Fatalf("Embed = %d vectors, %d computed, %v; want the vector and no error", len(v), computed, err)
	}
	if warned == nil {
		t.Fatal("the write failure was not reported")
	}
}

func TestCachedEmbedderConforms(t *testing.T) {
	embedtest.Run(t, embed.Cached(&embedtest.Fake{}, embed.NewCache(t.TempDir())))
}

func TestFakeConforms(t *testing.T) {
	embedtest.Run(t, &embedtest.Fake{})
}

// cutShort embeds like Fake for the first n calls, then cancels the run
// (as Ctrl-C does) and reports the cancellation.
type cutShort struct {
	*embedtest.Fake
	n      int
	cancel context.CancelFunc
}

func (c *cutShort) Embed(ctx context.Context, texts []string) ([][]float32, error) {
	if calls, _ := c.Fake.Calls(); calls >= c.n {
		c.cancel()
		return nil, ctx.Err()
	}
	return c.Fake.Embed(ctx, texts)
}

// TestCacheKeepsWhatACancelledRunComputed: a long run cut short writes
// the chunks it finished, so the next run embeds only the rest, and
// progress hears every finished chunk.
func TestCacheKeepsWhatACancelledRunComputed(t *testing.T) {
	dir := t.TempDir()
	texts := library(200)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	fake := &embedtest.Fake{Name: "slow"}
	var seen [][2]int
	_, _, err := embed.NewCache(dir).EmbedProgress(ctx, &cutShort{fake, 3, cancel}, texts,
		func(done, total int) { seen = append(seen, [2]int{done, total}) })
	if !errors.Is(err, context.Canceled) {
		t.Fatalf("cut-short run: %v, want context.Canceled", err)
	}
	want := [][2]int{{32, 200}, {64, 200}, {96, 200}}
	if fmt.Sprint(seen) != fmt.Sprint(want) {
		t.Errorf("progress %v, want %v", seen, want)
	}

	again := &embedtest.Fake{Name: "slow"}
	vecs, computed, err := embed.NewCache(dir).Embed(context.Background(), again, texts)
	if err != nil {
		t.Fatal(err)
	}
	if computed != 200-96 || len(vecs) != 200 {
		t.Errorf("next run computed %d of %d texts, want %d (the cut-short run's 96 from disk)", computed, len(vecs), 200-96)
	}
}
