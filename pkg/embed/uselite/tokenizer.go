package uselite

// The encoder below is a Go port of the SentencePiece tokenizer in
// @tensorflow-models/universal-sentence-encoder 1.3.3 (src/tokenizer/index.ts,
// src/tokenizer/trie.ts, src/util.ts), Copyright 2019 Google LLC, licensed
// under the Apache License, Version 2.0. It follows the compiled JavaScript
// that produced the reference ids, including its quirks:
//
//   - input is NFKC-normalised, prefixed with "▁" and every ASCII space
//     becomes "▁" (other whitespace is left alone);
//   - symbols are UTF-16 code units, not code points (the ES5 build iterates
//     strings by index), so an astral character is two symbols;
//   - a position no vocabulary piece starts at gets a one-symbol <unk>
//     (id 0, score 0); runs of <unk> are merged into one;
//   - vocabulary scores that are null count as 0, as in JS arithmetic;
//   - Viterbi keeps the later candidate on ties (score >= best) and treats
//     best == 0 as "unset";
//   - the backward pass steps back by the UTF-16 length of the chosen piece's
//     text (for <unk>, the length of vocab[0]).

import (
	"encoding/json"
	"fmt"
	"os"
	"unicode/utf16"

	"golang.org/x/text/unicode/norm"
)

const (
	// reservedPieces is how many leading vocabulary entries (unk, control and
	// user-defined symbols) are never matched against the input.
	reservedPieces = 6
	// unkID is the id of the unknown piece.
	unkID = 0
	// spaceMark replaces spaces and starts every non-empty input.
	spaceMark = '\u2581'
)

// Tokenizer splits text into USE-Lite vocabulary ids. It is immutable after
// construction and safe for concurrent use.
type Tokenizer struct {
	// trie maps (node<<16 | code unit) to the child node index; node 0 is
	// the root.
	trie  map[uint32]int32
	nodes []trieNode
	// pieceLen[id] is the UTF-16 length of vocabulary entry id.
	pieceLen []int32
	// maxLen is the longest piece, in code units.
	maxLen int
}

type trieNode struct {
	end   bool
	id    int32
	score float64
}

// match is one lattice edge starting at some position.
type match struct {
	n     int32 // length in code units
	id    int32
	score float64
}

// Piece is one vocabulary entry.
type Piece struct {
	Text  string
	Score float64
}

// LoadTokenizer reads a vocab.json file: a JSON array of [piece, score]
// pairs, where score may be null.
func LoadTokenizer(path string) (*Tokenizer, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("load vocabulary: %w", err)
	}
	pieces, err := parseVocab(data)
	if err != nil {
		return nil, fmt.Errorf("load vocabulary %s: %w", path, err)
	}
	return NewTokenizer(pieces)
}

func parseVocab(data []byte) ([]Piece, error) {
	var raw [][]json.RawMessage
	if err := json.Unmarshal(data, &raw); err != nil {
		return nil, fmt.Errorf("parse: %w", err)
	}
	pieces := make([]Piece, len(raw))
	for i, e := range raw {
		if len(e) != 2 {
			return nil, fmt.Errorf("entry %d: want [piece, score], got %d elements", i, len(e))
		}
		if err := json.Unmarshal(e[0], &pieces[i].Text); err != nil {
			return nil, fmt.Errorf("entry %d: piece: %w", i, err)
		}
		var score *float64 // null scores count as 0, as in JS arithmetic
		if err := json.Unmarshal(e[1], &score); err != nil {
			return nil, fmt.Errorf("entry %d: score: %w", i, err)
		}
		if score != nil {
			pieces[i].Score = *score
		}
	}
	return pieces, nil
}

// NewTokenizer builds a tokenizer over pieces; pieces[0] is the unknown
// piece and the first six entries are never matched.
func NewTokenizer(pieces []Piece) (*Tokenizer, error) {
	if len(pieces) <= reservedPieces {
		return nil, fmt.Errorf("vocabulary has %d pieces, want more than %d", len(pieces), reservedPieces)
	}
	t := &Tokenizer{
		trie:     make(map[uint32]int32, 4*len(pieces)),
		nodes:    make([]trieNode, 1, 4*len(pieces)),
		pieceLen: make([]int32, len(pieces)),
	}
	for id, p := range pieces {
		units := utf16.Encode([]rune(p.Text))
		if len(units) == 0 {
			return nil, fmt.Errorf("vocabulary entry %d is empty", id)
		}
		t.pieceLen[id] = int32(len(units))
		if id < reservedPieces {
			continue
		}
		t.maxLen = max(t.maxLen, len(units))
		node := int32(0)
		for _, u := range units {
			key := uint32(node)<<16 | uint32(u)
			child, ok := t.trie[key]
			if !ok {
				child = int32(len(t.nodes))
				t.nodes = append(t.nodes, trieNode{})
				t.trie[key] = child
			}
			node = child
		}
		// A repeated piece overwrites the earlier one, as in the JS trie.
		t.nodes[node] = trieNode{end: true, id: int32(id), score: p.Score}
	}
	return t, nil
}

// VocabSize is the number of vocabulary entries.
func (t *Tokenizer) VocabSize() int { return len(t.pieceLen) }

// Encode returns the ids of text.
func (t *Tokenizer) Encode(text string) []int32 {
	var s tokScratch
	return append([]int32(nil), t.encode(&s, text)...)
}

// tokScratch holds the per-call buffers of encode, reused across calls.
type tokScratch struct {
	runes   []rune
	units   []uint16
	edges   []match
	starts  []int32 // edges of position i are edges[starts[i]:starts[i+1]]
	best    []float64
	words   []int32
	results []int32
}

// encode returns ids in s.results (valid until the next call with s).
func (t *Tokenizer) encode(s *tokScratch, text string) []int32 {
	normalized := norm.NFKC.String(text)
	s.runes = s.runes[:0]
	if normalized != "" {
		s.runes = append(s.runes, spaceMark)
		for _, r := range normalized {
			if r == ' ' {
				r = spaceMark
			}
			s.runes = append(s.runes, r)
		}
	}
	s.units = appendUTF16(s.units[:0], s.runes)
	sym := s.units
	n := len(sym)

	// Lattice: every vocabulary piece that starts at each position, shortest
	// first; a lone <unk> where none does.
	s.edges = s.edges[:0]
	s.starts = append(s.starts[:0], 0)
	for i := 0; i < n; i++ {
		before := len(s.edges)
		node := int32(0)
		for j := i; j < n; j++ {
			child, ok := t.trie[uint32(node)<<16|uint32(sym[j])]
			if !ok {
				break
			}
			node = child
			if nd := &t.nodes[node]; nd.end {
				s.edges = append(s.edges, match{n: int32(j - i + 1), id: nd.id, score: nd.score})
			}
		}
		if len(s.edges) == before {
			s.edges = append(s.edges, match{n: 1, id: unkID})
		}
		s.starts = append(s.starts, int32(len(s.edges)))
	}

	// Viterbi, visiting candidates in the order of the JS loops: by end
	// position, then by start position.
	s.best = resizeF64(s.best, n+1)
	s.words = resizeI32(s.words, n+1)
	for end := 1; end <= n; end++ {
		best, word := 0.0, int32(0)
		for start := max(0, end-t.maxLen); start < end; start++ {
			want := int32(end - start)
			for _, e := range s.edges[s.starts[start]:s.starts[start+1]] {
				if e.n != want {
					continue
				}
				score := e.score + s.best[start]
				if best == 0 || score >= best {
					best, word = score, e.id
				}
			}
		}
		s.best[end], s.words[end] = best, word
	}

	// Backward pass, then merge runs of <unk> (ids come out reversed).
	s.results = s.results[:0]
	prevUnk := false
	for i := n; i > 0; i -= int(t.pieceLen[s.words[i]]) {
		id := s.words[i]
		if !(prevUnk && id == unkID) {
			s.results = append(s.results, id)
		}
		prevUnk = id == unkID
	}
	r := s.results
	for i, j := 0, len(r)-1; i < j; i, j = i+1, j-1 {
		r[i], r[j] = r[j], r[i]
	}
	return r
}

func appendUTF16(dst []uint16, runes []rune) []uint16 {
	for _, r := range runes {
		if r >= 0x10000 && r <= 0x10FFFF {
			r1, r2 := utf16.EncodeRune(r)
			dst = append(dst, uint16(r1), uint16(r2))
			continue
		}
		if r > 0x10FFFF || (r >= 0xD800 && r < 0xE000) {
			r = '\uFFFD'
		}
		dst = append(dst, uint16(r))
	}
	return dst
}

func resizeF64(s []float64, n int) []float64 {
	if cap(s) < n {
		return make([]float64, n)
	}
	s = s[:n]
	clear(s)
	return s
}

func resizeI32(s []int32, n int) []int32 {
	if cap(s) < n {
		return make([]int32, n)
	}
	s = s[:n]
	clear(s)
	return s
}
