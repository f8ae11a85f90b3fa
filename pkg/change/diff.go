package change

import (
	"fmt"
	"strings"

	"github.com/sergi/go-diff/diffmatchpatch"
)

// ContextLines is how many unchanged lines surround each hunk.
const ContextLines = 3

type diffLine struct {
	op   byte // ' ', '-', '+'
	text string
}

// UnifiedDiff returns a unified diff (as diff -u prints it) from a to b,
// labelled aName and bName, or "" when they are equal. Lines are compared
// whole; a last line without a newline is marked as such.
func UnifiedDiff(aName, bName, a, b string) string {
	if a == b {
		return ""
	}
	dmp := diffmatchpatch.New()
	dmp.DiffTimeout = 0 // exact and deterministic; skill files are small
	ra, rb, lines := dmp.DiffLinesToRunes(a, b)
	diffs := dmp.DiffCharsToLines(dmp.DiffMainRunes(ra, rb, false), lines)
	var ops []diffLine
	for _, d := range diffs {
		op := byte(' ')
		switch d.Type {
		case diffmatchpatch.DiffDelete:
			op = '-'
		case diffmatchpatch.DiffInsert:
			op = '+'
		}
		for _, l := range splitLines(d.Text) {
			ops = append(ops, diffLine{op, l})
		}
	}
	var out strings.Builder
	fmt.Fprintf(&out, "--- %s\n+++ %s\n", aName, bName)
	// Walk the ops, emitting hunks of changes with their context.
	aLine, bLine := 1, 1
	i := 0
	for i < len(ops) {
		if ops[i].op == ' ' {
			i++
			aLine++
			bLine++
			continue
		}
		// Start a hunk ContextLines before this change.
		start := max(0, i-ContextLines)
		hA, hB := aLine-(i-start), bLine-(i-start)
		end := i
		for end < len(ops) {
			if ops[end].op != ' ' {
				end++
				continue
			}
			// A run of unchanged lines: does another change follow within
			// 2*ContextLines?
			run := end
			for run < len(ops) && ops[run].op == ' ' {
				run++
			}
			if run < len(ops) && run-end <= 2*ContextLines {
				end = run
				continue
			}
			end = min(end+ContextLines, run)
			break
		}
		var nA, nB int
		var body strings.Builder
		for _, l := range ops[start:end] {
			if l.op != '+' {
				nA++
			}
			if l.op != '-' {
				nB++
			}
			body.WriteByte(l.op)
			body.WriteString(l.text)
			if !strings.HasSuffix(l.text, "\n") {
				body.WriteString("\n\\ No newline at end of file\n")
			}
		}
		fmt.Fprintf(&out, "@@ -%s +%s @@\n", hunkRange(hA, nA), hunkRange(hB, nB))
		out.WriteString(body.String())
		for _, l := range ops[i:end] {
			if l.op != '+' {
				aLine++
			}
			if l.op != '-' {
				bLine++
			}
		}
		i = end
	}
	return out.String()
}

func hunkRange(start, n int) string {
	switch n {
	case 0:
		return fmt.Sprintf("%d,0", start-1)
	case 1:
		return fmt.Sprintf("%d", start)
	}
	return fmt.Sprintf("%d,%d", start, n)
}

// splitLines splits after each newline; a final piece without one is kept.
func splitLines(s string) []string {
	if s == "" {
		return nil
	}
	parts := strings.SplitAfter(s, "\n")
	if parts[len(parts)-1] == "" {
		parts = parts[:len(parts)-1]
	}
	return parts
}
