package ort

import (
	"math"
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
