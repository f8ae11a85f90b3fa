package change

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

func TestUnifiedDiffMatchesDiffU(t *testing.T) {
	long := func(n int, change map[int]string) string {
		var b strings.Builder
		for i := 1; i <= n; i++ {
			if c, ok := change[i]; ok {
				b.WriteString(c)
				continue
			}
			b.WriteString("line " + string(rune('a'+i%26)) + "\n")
		}
		return b.String()
	}
	cases := []struct{ name, a, b, want string }{
		{"equal", "x\n", "x\n", ""},
		{"one line changed", "a\nb\nc\n", "a\nB\nc\n", "--- a\n+++ b\n@@ -1,3 +1,3 @@\n a\n-b\n+B\n c\n"},
		{"from empty", "", "new\n", "--- a\n+++ b\n@@ -0,0 +1 @@\n+new\n"},
		{"to empty", "old\n", "", "--- a\n+++ b\n@@ -1 +0,0 @@\n-old\n"},
		{"no final newline", "a\nb", "a\nc", "--- a\n+++ b\n@@ -1,2 +1,2 @@\n a\n-b\n\\ No newline at end of file\n+c\n\\ No newline at end of file\n"},
		{"two hunks", long(20, map[int]string{2: "two\n", 18: "eighteen\n"}), long(20, nil), ""},
		{"merged hunks", long(12, map[int]string{3: "three\n", 9: "nine\n"}), long(12, nil), ""},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got := UnifiedDiff("a", "b", c.a, c.b)
			want := c.want
			if want == "" && c.a != c.b {
				want = diffU(t, c.a, c.b)
			}
			if got != want {
				t.Errorf("UnifiedDiff:\n%s\nwant:\n%s", got, want)
			}
		})
	}
}

// diffU runs the system diff -u as the reference for multi-hunk cases.
func diffU(t *testing.T, a, b string) string {
	t.Helper()
	path, err := exec.LookPath("diff")
	if err != nil {
		t.Fatalf("the reference needs diff(1): %v", err)
	}
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "a"), []byte(a), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "b"), []byte(b), 0o644); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(path, "-u", "--label", "a", "--label", "b", "a", "b")
	cmd.Dir = dir
	out, _ := cmd.Output()
	return string(out)
}
