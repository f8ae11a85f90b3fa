package lexical

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"reflect"
	"testing"
)

func TestSaveLoadIndexRoundTrip(t *testing.T) {
	docs := []Doc{
		{Name: "rspec", Description: "Write RSpec specs for Ruby models.", Body: "# RSpec\nUse let blocks and instance_double."},
		{Name: "jest", Description: "Write Jest tests for JavaScript.", Body: "# Jest\nSnapshots for src/utils/formatCurrency.ts"},
		{Name: "café", Description: "Naïve unicode — résumé", Body: ""},
	}
	an, err := AnalyzeAll(context.Background(), docs, nil)
	if err != nil {
		t.Fatal(err)
	}
	ix, err := Build(an, DefaultParams(), nil)
	if err != nil {
		t.Fatal(err)
	}
	keys := make([][32]byte, len(an))
	for i, a := range an {
		keys[i] = a.Key
	}
	key := CacheKey(keys, DefaultParams(), nil)
	dir := t.TempDir()
	if _, _, err := LoadIndex(dir, key, nil); !errors.Is(err, ErrNoIndex) {
		t.Fatalf("empty dir: %v, want ErrNoIndex", err)
	}
	if err := SaveIndex(dir, key, ix, an); err != nil {
		t.Fatal(err)
	}
	ix2, an2, err := LoadIndex(dir, key, nil)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(an, an2) {
		t.Error("analysed documents differ after a round trip")
	}
	for _, task := range []string{"write rspec specs", "format currency snapshots", "resume cafe", "nothing matches"} {
		q := ParseQuery(task)
		if a, b := ix.Score(q, nil), ix2.Score(q, nil); !reflect.DeepEqual(a, b) {
			t.Errorf("%q: scores %v after load, %v before", task, b, a)
		}
	}
	if ix2.Params() != ix.Params() || ix2.Vocabulary() != ix.Vocabulary() {
		t.Error("params or vocabulary differ")
	}
	// Other parameters are another key.
	p := DefaultParams()
	p.K1 = 2
	if CacheKey(keys, p, nil) == key {
		t.Error("cache key ignores the parameters")
	}
	// A damaged file is an error, not a panic or a wrong index.
	files, _ := filepath.Glob(filepath.Join(dir, "*.lexidx"))
	data, _ := os.ReadFile(files[0])
	for _, cut := range []int{10, len(data) / 2, len(data) - 3} {
		if err := os.WriteFile(files[0], data[:cut], 0o644); err != nil {
			t.Fatal(err)
		}
		if _, _, err := LoadIndex(dir, key, nil); err == nil || errors.Is(err, ErrNoIndex) {
			t.Errorf("file cut at %d bytes: err %v, want a decode error", cut, err)
		}
	}
}

func TestSaveIndexKeepsTheNewest(t *testing.T) {
	dir := t.TempDir()
	an, _ := AnalyzeAll(context.Background(), []Doc{{Name: "a", Description: "alpha"}}, nil)
	ix, _ := Build(an, DefaultParams(), nil)
	for i := 0; i < KeepIndexes+3; i++ {
		key := CacheKey([][32]byte{{byte(i)}}, DefaultParams(), nil)
		if err := SaveIndex(dir, key, ix, an); err != nil {
			t.Fatal(err)
		}
	}
	files, _ := filepath.Glob(filepath.Join(dir, "*.lexidx"))
	if len(files) != KeepIndexes {
		t.Fatalf("%d saved indexes kept, want %d", len(files), KeepIndexes)
	}
}
