package safety

import (
	"context"
	"strings"
	"testing"
)

// TestScopeAnswerLongerThanDescription: a body's "when is this used?"
// answer is read by a scratch checker as a description; a catch-all found
// far into that answer lies past the end of the real, short description,
// and rendering its excerpt must not slice out of range (a panic seen on
// a blind table in session 24).
func TestScopeAnswerLongerThanDescription(t *testing.T) {
	body := "# Date formats\n\nWhen should this skill be used? " +
		strings.Repeat("Mostly while tidying tables of dates in reports, ", 3) +
		"and honestly for requests of any kind.\n"
	res, err := Check(context.Background(), Proposal{Name: "date-formats", Description: "Formats dates.", Body: body}, Options{LexicalThreshold: 1})
	if err != nil {
		t.Fatal(err)
	}
	if !res.Refused() {
		t.Fatalf("a body answering 'when' with every request should be refused: %+v", res.Findings)
	}
}

func TestExcerptClampsOutOfRangeSpans(t *testing.T) {
	for _, c := range []struct{ start, end int }{{5, 2}, {123, 55}, {-3, 99}, {2, 2}, {-5, -2}} {
		_ = excerpt("abcdef", c.start, c.end) // must not panic
	}
	if got := excerpt("abcdef", 1, 3); got != "bc" {
		t.Fatalf("excerpt(1,3) = %q", got)
	}
}
