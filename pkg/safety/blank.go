package safety

// Blanking keeps offsets: a span replaced by as many spaces as it has
// bytes leaves every other byte where it was, so a later match on the
// blanked text is a span of the original.

// blankSpans returns t with group g of each match (as FindAll...Index
// returns them: g 0 is the whole match) replaced by spaces. A group that
// did not take part is left alone.
func blankSpans(t string, ms [][]int, g int) string {
	if len(ms) == 0 {
		return t
	}
	b := []byte(t)
	for _, m := range ms {
		if 2*g+1 >= len(m) || m[2*g] < 0 {
			continue
		}
		for i := m[2*g]; i < m[2*g+1]; i++ {
			b[i] = ' '
		}
	}
	return string(b)
}

// blankMatches returns t with every match of re replaced by spaces.
func blankMatches(re *lazyRE, t string) string {
	return blankSpans(t, re.FindAllStringIndex(t, -1), 0)
}
