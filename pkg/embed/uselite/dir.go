package uselite

import (
	"errors"
	"path/filepath"
)

// ErrNotFound reports that the model files are not installed. Load wraps it
// (test with errors.Is); callers fall back to lexical ranking.
var ErrNotFound = errors.New("use-lite model not installed (run scripts/fetch-models.sh use-lite)")

// Name is the model name that starts every Encoder ID.
const Name = "use-lite"

// DefaultDir returns where scripts/fetch-models.sh installs the model:
// $INGOT_MODEL_DIR/use-lite when INGOT_MODEL_DIR is set, else
// $XDG_CACHE_HOME/ingot/models/use-lite, else
// $HOME/.cache/ingot/models/use-lite. getenv is usually os.Getenv. It
// returns "" when none of those variables is set.
func DefaultDir(getenv func(string) string) string {
	if d := getenv("INGOT_MODEL_DIR"); d != "" {
		return filepath.Join(d, Name)
	}
	cache := getenv("XDG_CACHE_HOME")
	if cache == "" {
		home := getenv("HOME")
		if home == "" {
			return ""
		}
		cache = filepath.Join(home, ".cache")
	}
	return filepath.Join(cache, "ingot", "models", Name)
}
