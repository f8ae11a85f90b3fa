package guard

import (
	"context"
	"testing"
)

func TestOpenSpec(t *testing.T) {
	ctx := context.Background()
	if c, err := Open(ctx, "", nil); c != nil || err != nil {
		t.Fatalf("empty spec: %v, %v; want no classifier", c, err)
	}
	for _, bad := range []string{"onnx:/m", "ort:", "/m"} {
		if _, err := Open(ctx, bad, func(string) string { return "" }); err == nil {
			t.Errorf("spec %q accepted", bad)
		}
	}
}

func TestUnsafeLabel(t *testing.T) {
	for _, c := range []struct {
		labels map[int]string
		n      int
		want   int
	}{
		{map[int]string{0: "SAFE", 1: "INJECTION"}, 2, 1},
		{map[int]string{0: "jailbreak", 1: "benign"}, 2, 0},
		{map[int]string{0: "BENIGN", 1: "INJECTION", 2: "JAILBREAK"}, 3, 1},
		{nil, 2, 1},
		{map[int]string{0: "a", 1: "b", 2: "c"}, 3, -1},
	} {
		if got := unsafeLabel(c.labels, c.n); got != c.want {
			t.Errorf("unsafeLabel(%v) = %d, want %d", c.labels, got, c.want)
		}
	}
}
