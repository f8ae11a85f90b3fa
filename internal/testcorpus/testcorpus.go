// Package testcorpus locates the vendored skill corpus (testdata/corpus at
// the repository root) for tests and benchmarks.
package testcorpus

import (
	"os"
	"path/filepath"
	"testing"

	"gopkg.in/yaml.v3"
)

// Dir returns the corpus directory: INGOT_CORPUS when set, else
// testdata/corpus found by walking up from the working directory to the
// module root. It fails the test when the corpus is missing: the corpus is
// committed, so a missing one is a broken checkout, not a reason to skip.
func Dir(t testing.TB) string {
	t.Helper()
	d, err := Find()
	if err != nil {
		t.Fatal(err)
	}
	return d
}

// Find is Dir without a testing.TB (for programs and benchmarks' setup).
func Find() (string, error) {
	if d := os.Getenv("INGOT_CORPUS"); d != "" {
		return d, nil
	}
	wd, err := os.Getwd()
	if err != nil {
		return "", err
	}
	for dir := wd; ; dir = filepath.Dir(dir) {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			c := filepath.Join(dir, "testdata", "corpus")
			if _, err := os.Stat(filepath.Join(c, "routing-dev.yaml")); err != nil {
				return "", err
			}
			return c, nil
		}
		if filepath.Dir(dir) == dir {
			return "", os.ErrNotExist
		}
	}
}

// Skills is Dir + "/skills".
func Skills(t testing.TB) string { return filepath.Join(Dir(t), "skills") }

// Cases is the routing dev set.
func Cases(t testing.TB) string { return filepath.Join(Dir(t), "routing-dev.yaml") }

// DevTasks returns the task texts of the routing dev set, in file order.
func DevTasks(t testing.TB) []string {
	t.Helper()
	b, err := os.ReadFile(Cases(t))
	if err != nil {
		t.Fatal(err)
	}
	var set struct {
		Cases []struct {
			Task string `yaml:"task"`
		} `yaml:"cases"`
	}
	if err := yaml.Unmarshal(b, &set); err != nil {
		t.Fatal(err)
	}
	out := make([]string, len(set.Cases))
	for i, c := range set.Cases {
		out[i] = c.Task
	}
	return out
}
