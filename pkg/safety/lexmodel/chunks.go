package lexmodel

import (
	"strings"
	"unicode/utf8"
)

// ChunkBytes is the most text one chunk holds.
const ChunkBytes = 1500

// Chunks cuts text into chunks of whole paragraphs (split at blank lines)
// merged up to max bytes; a longer paragraph is cut at max on a rune
// boundary. Blank paragraphs are dropped. The spans are byte offsets into
// text.
func Chunks(text string, max int) [][2]int {
	var out [][2]int
	for _, p := range Paragraphs(text, max) {
		if n := len(out); n > 0 && p[1]-out[n-1][0] <= max {
			out[n-1][1] = p[1]
			continue
		}
		out = append(out, p)
	}
	return out
}

// Paragraphs cuts text at blank lines into its non-blank paragraphs, each
// cut further at max bytes (on a rune boundary): the units the model
// scores.
func Paragraphs(text string, max int) [][2]int {
	var paras [][2]int
	for i := 0; i < len(text); {
		j := strings.Index(text[i:], "\n\n")
		end := len(text)
		if j >= 0 {
			end = i + j
		}
		for s := i; s < end; {
			e := min(end, s+max)
			for e < end && e > s && !utf8.RuneStart(text[e]) {
				e--
			}
			if e == s {
				e = end
			}
			paras = append(paras, [2]int{s, e})
			s = e
		}
		if j < 0 {
			break
		}
		i = end + 2
	}
	out := paras[:0]
	for _, p := range paras {
		if strings.TrimSpace(text[p[0]:p[1]]) != "" {
			out = append(out, p)
		}
	}
	return out
}

// BodyUnits is the spans of a body the model scores: paragraphs merged up
// to ChunkBytes (the description is scored whole).
func BodyUnits(body string) [][2]int { return Chunks(body, ChunkBytes) }

// DocChunks is the features of a proposal's description and of each of
// its body's BodyUnits: what the model scores.
func DocChunks(description, body string) [][]uint32 {
	var out [][]uint32
	if strings.TrimSpace(description) != "" {
		out = append(out, Features(description))
	}
	for _, sp := range BodyUnits(body) {
		out = append(out, Features(body[sp[0]:sp[1]]))
	}
	return out
}

// DocParts is the features of a proposal's description and of each
// paragraph of its body (Doc.Parts).
func DocParts(description, body string) [][]uint32 {
	var out [][]uint32
	if strings.TrimSpace(description) != "" {
		out = append(out, Features(description))
	}
	for _, sp := range Paragraphs(body, ChunkBytes) {
		out = append(out, Features(body[sp[0]:sp[1]]))
	}
	return out
}

// Strip removes from text every paragraph that overlaps one of spans
// (byte offsets into text) and joins the rest with blank lines; ok is
// false when nothing is left. Training uses it to cut the attack the rules
// located out of a hostile proposal, leaving the useful skill around it.
func Strip(text string, spans [][2]int) (string, bool) {
	var keep []string
	for _, p := range Paragraphs(text, len(text)+1) {
		hit := false
		for _, s := range spans {
			if s[0] < p[1] && s[1] > p[0] {
				hit = true
				break
			}
		}
		if !hit {
			keep = append(keep, text[p[0]:p[1]])
		}
	}
	return strings.Join(keep, "\n\n"), len(keep) > 0
}
