package evidence

import (
	"fmt"
	"strings"
	"testing"
)

// Text from a verifier (an inconclusive reason quoting reward.txt) or a
// task folder name stays inside its table cell.
func TestBenchMarkdownCellsEscaped(t *testing.T) {
	b := &Bench{Tasks: "bench", Harness: "command", Repeat: 1,
		Arms: []BenchArm{{Name: "without"}, {Name: "with", Ref: "x@1"}},
		Comparisons: []BenchComparison{{Base: "without", Test: "with", Tasks: []BenchTask{
			{ID: "a|b", Base: 1, Test: 0},
			{ID: "c", Inconclusive: "reward.txt holds \"1|2\",\nnot a number"},
		}}}}
	var sb strings.Builder
	benchMarkdown(func(f string, a ...any) { fmt.Fprintf(&sb, f, a...) }, b)
	for _, l := range strings.Split(sb.String(), "\n") {
		if !strings.HasPrefix(l, `| a\|b `) && !strings.HasPrefix(l, "| a|b ") && !strings.HasPrefix(l, "| c ") && !strings.HasPrefix(l, "not") {
			continue
		}
		if strings.HasPrefix(l, "not") {
			t.Fatalf("a newline broke the row: %q", sb.String())
		}
		if n := strings.Count(l, "|") - strings.Count(l, `\|`); n != 6 {
			t.Fatalf("row %q has %d cell separators, want 6", l, n)
		}
	}
}
