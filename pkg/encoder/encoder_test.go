package encoder

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/ingot-dev/ingot/internal/testutil"
	"github.com/ingot-dev/ingot/pkg/embed/uselite"
)

func TestOpen(t *testing.T) {
	ctx := context.Background()
	empty := t.TempDir()
	getenv := func(k string) string {
		if k == "INGOT_MODEL_DIR" {
			return empty
		}
		return ""
	}
	var warned []string
	warn := func(s string) { warned = append(warned, s) }

	for _, spec := range []string{"", "none", " NONE "} {
		if e, closer, err := Open(ctx, spec, getenv, warn); e != nil || err != nil || closer() != nil {
			t.Errorf("%q: %v %v", spec, e, err)
		}
	}
	// Weights absent: lexical routing, said once.
	e, _, err := Open(ctx, "use-lite", getenv, warn)
	if e != nil || err != nil || len(warned) != 1 || !strings.Contains(warned[0], filepath.Join(empty, "use-lite")) {
		t.Fatalf("missing weights: %v %v %q", e, err, warned)
	}
	for _, spec := range []string{"bogus", "ort", "ort:"} {
		if _, _, err := Open(ctx, spec, getenv, warn); err == nil {
			t.Errorf("%q accepted", spec)
		}
	}
	if _, _, err := Open(ctx, "ort:"+t.TempDir(), getenv, warn); err == nil {
		t.Error("ort with an empty model directory accepted")
	}
	// The pooling is read before the runtime loads: a bad setting or a bad
	// 1_Pooling/config.json is named in any build.
	bad := func(k string) string {
		if k == EnvORTPooling {
			return "max"
		}
		return getenv(k)
	}
	if _, _, err := Open(ctx, "ort:"+t.TempDir(), bad, warn); err == nil || !strings.Contains(err.Error(), EnvORTPooling) {
		t.Errorf("%s=max: %v, want an error naming the variable", EnvORTPooling, err)
	}
	model := t.TempDir()
	testutil.WriteFile(t, filepath.Join(model, "1_Pooling", "config.json"), `{"pooling_mode_max_tokens": true}`)
	if _, _, err := Open(ctx, "ort:"+model, getenv, warn); err == nil || !strings.Contains(err.Error(), "pooling_mode_max_tokens") {
		t.Errorf("max pooling config: %v, want an error naming the mode", err)
	}
	// With the weights, use-lite:<dir> loads them.
	dir := uselite.DefaultDir(os.Getenv)
	if _, err := os.Stat(filepath.Join(dir, "model.json")); err != nil {
		if os.Getenv("INGOT_REQUIRE_MODELS") != "" {
			t.Fatalf("USE-Lite weights missing in %s", dir)
		}
		return
	}
	e, closer, err := Open(ctx, "use-lite:"+dir, getenv, warn)
	if err != nil || e == nil || e.Dim() != 512 || !strings.HasPrefix(e.ID(), "use-lite") {
		t.Fatalf("use-lite:%s: %v %v", dir, e, err)
	}
	_ = closer()
}

func TestSpec(t *testing.T) {
	env := map[string]string{}
	get := func(k string) string { return env[k] }
	if Spec(get) != USELite || Explicit(get) {
		t.Fatalf("unset: spec %q explicit %v", Spec(get), Explicit(get))
	}
	env[EnvEncoder] = "none"
	if Spec(get) != "none" || !Explicit(get) {
		t.Fatalf("set: spec %q explicit %v", Spec(get), Explicit(get))
	}
}
