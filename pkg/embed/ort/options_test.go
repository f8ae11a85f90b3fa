package ort

import (
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestLibraryPathFollowsFetchScript(t *testing.T) {
	for _, c := range []struct {
		env  map[string]string
		want string
	}{
		{map[string]string{"ONNXRUNTIME_LIB": "/opt/ort/lib.so", "INGOT_MODEL_DIR": "/m"}, "/opt/ort/lib.so"},
		{map[string]string{"INGOT_MODEL_DIR": "/m", "XDG_CACHE_HOME": "/x", "HOME": "/h"}, "/m/ort/libonnxruntime.so.1"},
		{map[string]string{"XDG_CACHE_HOME": "/x", "HOME": "/h"}, "/x/ingot/models/ort/libonnxruntime.so.1"},
		{map[string]string{"XDG_CACHE_HOME": "relative", "HOME": "/h"}, "/h/.cache/ingot/models/ort/libonnxruntime.so.1"},
		{map[string]string{"HOME": "/h"}, "/h/.cache/ingot/models/ort/libonnxruntime.so.1"},
	} {
		got, err := LibraryPath(func(k string) string { return c.env[k] })
		if err != nil || got != c.want {
			t.Errorf("LibraryPath(%v) = %q, %v; want %q", c.env, got, err, c.want)
		}
	}
	if _, err := LibraryPath(func(string) string { return "" }); err == nil {
		t.Error("LibraryPath with no environment: want an error")
	}
}

func TestOptionsDefaultsAndValidation(t *testing.T) {
	o, err := Options{}.withDefaults()
	if err != nil {
		t.Fatal(err)
	}
	if o.Pooling != PoolCLS || o.MaxLength != 512 || o.IntraOpThreads != 2 || o.BatchSize != 1 {
		t.Errorf("defaults = %+v", o)
	}
	for _, bad := range []Options{{MaxLength: 2}, {Pooling: Pooling(7)}, {IntraOpThreads: -1}, {BatchSize: -3}} {
		if _, err := bad.withDefaults(); err == nil || !strings.HasPrefix(err.Error(), "options: ") {
			t.Errorf("%+v: error %v, want an options error", bad, err)
		}
	}
	for in, want := range map[string]Pooling{"cls": PoolCLS, "MEAN": PoolMean, "": PoolCLS} {
		if got, err := ParsePooling(in); err != nil || got != want {
			t.Errorf("ParsePooling(%q) = %v, %v", in, got, err)
		}
	}
	if _, err := ParsePooling("max"); err == nil {
		t.Error("ParsePooling(max): want error")
	}
}

func TestModelIDNamesWhatChangesVectors(t *testing.T) {
	sum := "0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef"
	def, _ := Options{}.withDefaults()
	mean, _ := Options{Pooling: PoolMean, MaxLength: 128}.withDefaults()
	if got := modelID("/models/bge-small-en-v1.5/", sum, def); got != "ort:bge-small-en-v1.5@0123456789ab" {
		t.Errorf("default id = %q", got)
	}
	if got := modelID("bge", sum, mean); got != "ort:bge@0123456789ab+mean+max128" {
		t.Errorf("mean/128 id = %q", got)
	}
}

func TestPoolInto(t *testing.T) {
	// Three tokens of hidden size 2; the third is padding.
	states := []float32{3, 4, 1, 0, 100, 100}
	mask := []int64{1, 1, 0}
	dst := make([]float32, 2)
	poolInto(dst, states, mask, 2, PoolCLS)
	if math.Abs(float64(dst[0])-0.6) > 1e-7 || math.Abs(float64(dst[1])-0.8) > 1e-7 {
		t.Errorf("cls = %v, want [0.6 0.8]", dst)
	}
	poolInto(dst, states, mask, 2, PoolMean) // mean of (3,4),(1,0) = (2,2)
	if r := float32(1 / math.Sqrt2); math.Abs(float64(dst[0]-r)) > 1e-7 || math.Abs(float64(dst[1]-r)) > 1e-7 {
		t.Errorf("mean = %v, want [%v %v] (padding must not count)", dst, r, r)
	}
	poolInto(dst, []float32{0, 0}, []int64{1}, 2, PoolCLS)
	if dst[0] != 0 || dst[1] != 0 {
		t.Errorf("zero vector pooled to %v, want zeros (no NaN)", dst)
	}
}

func TestPoolingOfReadsSentenceTransformersConfig(t *testing.T) {
	write := func(t *testing.T, body string) string {
		dir := t.TempDir()
		if body == "" {
			return dir
		}
		if err := os.MkdirAll(filepath.Join(dir, "1_Pooling"), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, "1_Pooling", "config.json"), []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
		return dir
	}
	// The files bge-small-en-v1.5 and all-MiniLM-L6-v2 ship, abridged.
	bge := `{"word_embedding_dimension": 384, "pooling_mode_cls_token": true, "pooling_mode_mean_tokens": false,
		"pooling_mode_max_tokens": false, "pooling_mode_mean_sqrt_len_tokens": false}`
	minilm := `{"word_embedding_dimension": 384, "pooling_mode_cls_token": false, "pooling_mode_mean_tokens": true,
		"pooling_mode_max_tokens": false, "pooling_mode_mean_sqrt_len_tokens": false}`
	for _, c := range []struct {
		name, body string
		want       Pooling
		found      bool
		err        string
	}{
		{"absent", "", PoolCLS, false, ""},
		{"bge", bge, PoolCLS, true, ""},
		{"minilm", minilm, PoolMean, true, ""},
		{"max", `{"pooling_mode_max_tokens": true}`, PoolCLS, false, "pooling_mode_max_tokens is not supported"},
		{"two", `{"pooling_mode_cls_token": true, "pooling_mode_mean_tokens": true}`, PoolCLS, false, "2 pooling modes"},
		{"none", `{"pooling_mode_cls_token": false}`, PoolCLS, false, "0 pooling modes"},
		{"not json", `{"pooling_mode_cls_token": tru`, PoolCLS, false, "config.json"},
	} {
		t.Run(c.name, func(t *testing.T) {
			p, found, err := PoolingOf(write(t, c.body))
			if c.err != "" {
				if err == nil || !strings.Contains(err.Error(), c.err) {
					t.Fatalf("err %v, want one saying %q", err, c.err)
				}
				return
			}
			if err != nil || p != c.want || found != c.found {
				t.Fatalf("PoolingOf = %v, %v, %v; want %v, %v", p, found, err, c.want, c.found)
			}
		})
	}
}
