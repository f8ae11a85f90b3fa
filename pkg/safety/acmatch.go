package safety

import (
	"slices"
	"sort"
	"strings"
	"sync"
)

// acMatcher finds every occurrence of a set of stems in one pass
// (Aho-Corasick over bytes). hitsOf used to call strings.Index once per
// stem, and the lexicons hold hundreds of stems per concept.
//
// The trie is built with a map per node, then flattened: node n's edges
// are ebyte[estart[n]:estart[n+1]] (sorted) leading to eto[...]. A map
// lookup per byte was a fifth of the checks' time (session 46); most
// nodes have one or two edges, and a short scan of a byte slice is a few
// comparisons.
type acMatcher struct {
	estart []int32
	ebyte  []byte
	eto    []int32
	fail   []int32
	out    [][]int32 // stem indices ending at each node (its own and its fail chain's)
	lens   []int
	root   [256]int32 // the root's edges, dense: most bytes of a text lead back to it
}

func newACMatcher(stems []string) *acMatcher {
	edges := []map[byte]int32{{}}
	m := &acMatcher{fail: []int32{0}, out: [][]int32{nil}, lens: make([]int, len(stems))}
	for si, s := range stems {
		m.lens[si] = len(s)
		n := int32(0)
		for i := 0; i < len(s); i++ {
			c := s[i]
			t, ok := edges[n][c]
			if !ok {
				edges = append(edges, map[byte]int32{})
				m.fail = append(m.fail, 0)
				m.out = append(m.out, nil)
				t = int32(len(edges) - 1)
				edges[n][c] = t
			}
			n = t
		}
		m.out[n] = append(m.out[n], int32(si))
	}
	// Flatten the trie, each node's edges sorted by byte, then link the
	// fail edges breadth-first over the flat edges; each node's outputs
	// include its fail chain's.
	m.estart = make([]int32, len(edges)+1)
	for n, e := range edges {
		m.estart[n] = int32(len(m.ebyte))
		bs := make([]byte, 0, len(e))
		for c := range e {
			bs = append(bs, c)
		}
		slices.Sort(bs)
		for _, c := range bs {
			m.ebyte = append(m.ebyte, c)
			m.eto = append(m.eto, e[c])
		}
	}
	m.estart[len(edges)] = int32(len(m.ebyte))
	for k := m.estart[0]; k < m.estart[1]; k++ {
		m.root[m.ebyte[k]] = m.eto[k]
	}
	queue := slices.Clone(m.eto[m.estart[0]:m.estart[1]])
	for len(queue) > 0 {
		n := queue[0]
		queue = queue[1:]
		m.out[n] = append(m.out[n], m.out[m.fail[n]]...)
		for k := m.estart[n]; k < m.estart[n+1]; k++ {
			c, t := m.ebyte[k], m.eto[k]
			f := m.fail[n]
			for {
				if g := m.edge(f, c); g != 0 && g != t {
					m.fail[t] = g
					break
				}
				if f == 0 {
					m.fail[t] = 0
					break
				}
				f = m.fail[f]
			}
			queue = append(queue, t)
		}
	}
	return m
}

// edge is node n's edge on byte c, 0 when it has none (no edge leads
// back to the root).
func (m *acMatcher) edge(n int32, c byte) int32 {
	for k := m.estart[n]; k < m.estart[n+1]; k++ {
		if m.ebyte[k] == c {
			return m.eto[k]
		}
	}
	return 0
}

// step moves from node n on byte c.
func (m *acMatcher) step(n int32, c byte) int32 {
	for n != 0 {
		lo, hi := m.estart[n], m.estart[n+1]
		for k := lo; k < hi; k++ {
			if b := m.ebyte[k]; b >= c {
				if b == c {
					return m.eto[k]
				}
				break
			}
		}
		n = m.fail[n]
	}
	return m.root[c]
}

var acCache sync.Map // *string (a concept's first stem) + length -> *acMatcher

type acKey struct {
	first *string
	n     int
}

func matcherFor(c concept) *acMatcher {
	k := acKey{&c[0], len(c)}
	if v, ok := acCache.Load(k); ok {
		return v.(*acMatcher)
	}
	m := newACMatcher(c)
	acCache.Store(k, m)
	return m
}

// hitsOfAC is hitsOf computed in one pass: for each stem in order, its
// non-overlapping occurrences from the left that start a word, at most
// maxHits in all.
func hitsOfAC(low string, c concept) [][2]int {
	if len(c) == 0 || low == "" {
		return nil
	}
	m := matcherFor(c)
	type occ struct{ stem, pos int32 }
	var occs []occ
	n := int32(0)
	for i := 0; i < len(low); i++ {
		n = m.step(n, low[i])
		for _, si := range m.out[n] {
			occs = append(occs, occ{si, int32(i + 1 - m.lens[si])})
		}
		if len(occs) > 1<<16 {
			break // bounded: a hostile text of stems stops here
		}
	}
	if len(occs) == 0 {
		return nil
	}
	sort.Slice(occs, func(a, b int) bool {
		if occs[a].stem != occs[b].stem {
			return occs[a].stem < occs[b].stem
		}
		return occs[a].pos < occs[b].pos
	})
	var out [][2]int
	last, next := int32(-1), 0
	for _, o := range occs {
		if len(out) >= maxHits {
			break
		}
		if o.stem != last {
			last, next = o.stem, 0
		}
		p := int(o.pos)
		if p < next {
			continue // overlaps the previous occurrence of the same stem
		}
		next = p + m.lens[o.stem]
		if wordStart(low, p) {
			out = append(out, [2]int{p, next})
		}
	}
	return out
}

// hitsOfIndex is the per-stem reference implementation (kept for tests).
func hitsOfIndex(low string, c concept) [][2]int {
	var out [][2]int
	for _, s := range c {
		for off := 0; off < len(low) && len(out) < maxHits; {
			i := strings.Index(low[off:], s)
			if i < 0 {
				break
			}
			i += off
			if wordStart(low, i) {
				out = append(out, [2]int{i, i + len(s)})
			}
			off = i + len(s)
		}
	}
	return out
}
