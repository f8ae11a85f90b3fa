package uselite

import (
	"path/filepath"
	"testing"
)

func TestDefaultDir(t *testing.T) {
	for _, c := range []struct {
		env  map[string]string
		want string
	}{
		{map[string]string{"INGOT_MODEL_DIR": "/m", "XDG_CACHE_HOME": "/x", "HOME": "/h"}, "/m/use-lite"},
		{map[string]string{"XDG_CACHE_HOME": "/x", "HOME": "/h"}, "/x/ingot/models/use-lite"},
		{map[string]string{"HOME": "/h"}, "/h/.cache/ingot/models/use-lite"},
		{map[string]string{}, ""},
	} {
		got := DefaultDir(func(k string) string { return c.env[k] })
		if got != filepath.FromSlash(c.want) {
			t.Errorf("DefaultDir(%v) = %q, want %q", c.env, got, c.want)
		}
	}
}
