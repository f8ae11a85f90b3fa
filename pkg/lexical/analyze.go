package lexical

import (
	"context"
	"crypto/sha256"
	"runtime"
	"strings"
	"sync"
)

// Field is one of the indexed fields of a document.
type Field int

// The fields, in the order of Params' arrays.
const (
	Name Field = iota
	Description
	Headings
	Body
	NumFields
)

var fieldNames = [NumFields]string{"name", "description", "headings", "body"}

func (f Field) String() string {
	if f < 0 || f >= NumFields {
		return "field?"
	}
	return fieldNames[f]
}

// Doc is the text of one skill to index. Headings are taken from Body.
type Doc struct {
	Name        string
	Description string
	Body        string
}

// Key is the SHA-256 of the document's text and the analysis version: two
// documents with one key analyse identically.
func (d Doc) Key() [32]byte {
	h := sha256.New()
	var v [1]byte
	v[0] = Version
	h.Write(v[:])
	for _, s := range []string{d.Name, d.Description, d.Body} {
		h.Write([]byte(s))
		h.Write([]byte{0})
	}
	var k [32]byte
	h.Sum(k[:0])
	return k
}

// TermFreq is one term of an analysed document with its frequency in each
// field.
type TermFreq struct {
	Term string
	TF   [NumFields]uint32
}

// Analyzed is a tokenised document: what an index is built from. It is
// immutable once made and may be shared between indexes.
type Analyzed struct {
	Key   [32]byte
	Terms []TermFreq
	Len   [NumFields]uint32 // field lengths in terms

	// sorted indexes Terms by term, built on first use by Coverage.
	sortOnce  sync.Once
	sorted    []int32
	nameTerms int
}

// Analyzer tokenises documents. It interns terms and memoises the terms of
// raw words (vocabularies are Zipfian, so most words hit), which makes one
// Analyzer reused over a library several times faster than fresh ones. It
// is not safe for concurrent use; AnalyzeAll runs one per worker.
type Analyzer struct {
	vocab   map[string]int32   // term → id
	terms   []string           // id → term
	memo    map[string][]int32 // raw word → term ids
	arena   []int32            // backing store for memo values
	counts  [][NumFields]uint32
	touched []int32
	scratch []string
}

// NewAnalyzer returns an empty Analyzer.
func NewAnalyzer() *Analyzer {
	return &Analyzer{vocab: map[string]int32{}, memo: map[string][]int32{}}
}

func (a *Analyzer) ids(raw string) []int32 {
	if ids, ok := a.memo[raw]; ok {
		return ids
	}
	a.scratch = wordTerms(a.scratch[:0], raw)
	if cap(a.arena)-len(a.arena) < len(a.scratch) {
		a.arena = make([]int32, 0, max(4096, len(a.scratch)))
	}
	start := len(a.arena)
	for _, t := range a.scratch {
		id, ok := a.vocab[t]
		if !ok {
			id = int32(len(a.terms))
			a.vocab[t] = id
			a.terms = append(a.terms, t)
			a.counts = append(a.counts, [NumFields]uint32{})
		}
		a.arena = append(a.arena, id)
	}
	ids := a.arena[start:len(a.arena):len(a.arena)]
	a.memo[strings.Clone(raw)] = ids
	return ids
}

// Analyze tokenises d.
func (a *Analyzer) Analyze(d Doc) *Analyzed { return a.analyze(d, d.Key()) }

func (a *Analyzer) analyze(d Doc, key [32]byte) *Analyzed {
	out := &Analyzed{Key: key}
	add := func(f Field, text string) {
		n := uint32(0)
		scan(text, func(w word) {
			for _, id := range a.ids(w.text) {
				c := &a.counts[id]
				if *c == ([NumFields]uint32{}) {
					a.touched = append(a.touched, id)
				}
				c[f]++
				n++
			}
		})
		out.Len[f] += n
	}
	add(Name, d.Name)
	add(Description, d.Description)
	add(Headings, HeadingText(d.Body))
	add(Body, d.Body)
	out.Terms = make([]TermFreq, len(a.touched))
	for i, id := range a.touched {
		out.Terms[i] = TermFreq{Term: a.terms[id], TF: a.counts[id]}
		a.counts[id] = [NumFields]uint32{}
	}
	a.touched = a.touched[:0]
	return out
}

// AnalyzeAll analyses docs on up to GOMAXPROCS goroutines, reusing
// prev[key] for documents whose key it already holds (prev may be nil). It
// stops with ctx.Err() when the context is cancelled.
func AnalyzeAll(ctx context.Context, docs []Doc, prev map[[32]byte]*Analyzed) ([]*Analyzed, error) {
	keys := make([][32]byte, len(docs))
	for i, d := range docs {
		keys[i] = d.Key()
	}
	return AnalyzeKeyed(ctx, docs, keys, prev)
}

// AnalyzeKeyed is AnalyzeAll with the documents' keys already computed
// (keys[i] == docs[i].Key()).
func AnalyzeKeyed(ctx context.Context, docs []Doc, keys [][32]byte, prev map[[32]byte]*Analyzed) ([]*Analyzed, error) {
	out := make([]*Analyzed, len(docs))
	var todo []int
	for i := range docs {
		if a := prev[keys[i]]; a != nil {
			out[i] = a
			continue
		}
		todo = append(todo, i)
	}
	workers := min(runtime.GOMAXPROCS(0), (len(todo)+15)/16)
	if workers <= 1 {
		a := NewAnalyzer()
		for _, i := range todo {
			if err := ctx.Err(); err != nil {
				return nil, err
			}
			out[i] = a.analyze(docs[i], keys[i])
		}
		return out, nil
	}
	var wg sync.WaitGroup
	next := make(chan int, len(todo))
	for _, i := range todo {
		next <- i
	}
	close(next)
	for w := 0; w < workers; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			a := NewAnalyzer()
			for i := range next {
				if ctx.Err() != nil {
					return
				}
				out[i] = a.analyze(docs[i], keys[i])
			}
		}()
	}
	wg.Wait()
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	return out, nil
}

// HeadingText returns the text of the Markdown ATX headings in body, one per
// line, skipping fenced code blocks (where "# " starts a shell comment).
func HeadingText(body string) string {
	var b strings.Builder
	fence := ""
	for len(body) > 0 {
		line, rest, _ := strings.Cut(body, "\n")
		body = rest
		t := strings.TrimLeft(line, " ")
		if len(line)-len(t) > 3 {
			continue
		}
		if fence != "" {
			if strings.HasPrefix(t, fence) {
				fence = ""
			}
			continue
		}
		if strings.HasPrefix(t, "```") || strings.HasPrefix(t, "~~~") {
			fence = t[:3]
			continue
		}
		n := 0
		for n < len(t) && t[n] == '#' {
			n++
		}
		if n == 0 || n > 6 || n < len(t) && t[n] != ' ' && t[n] != '\t' {
			continue
		}
		h := strings.TrimSpace(strings.TrimRight(strings.TrimSpace(t[n:]), "#"))
		if h != "" {
			b.WriteString(h)
			b.WriteByte('\n')
		}
	}
	return b.String()
}
