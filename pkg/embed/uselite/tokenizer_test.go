package uselite

import (
	"path/filepath"
	"reflect"
	"testing"
)

func TestTokenizerMatchesReference(t *testing.T) {
	tok, err := LoadTokenizer(filepath.Join(modelDir(t, "vocab.json"), "vocab.json"))
	if err != nil {
		t.Fatal(err)
	}
	if got := tok.VocabSize(); got != 8000 {
		t.Fatalf("VocabSize = %d, want 8000", got)
	}
	golden, tokens, embeddings := goldenCases(t)
	n := 0
	for _, set := range [][]refCase{golden, tokens, embeddings} {
		for _, c := range set {
			n++
			if got := tok.Encode(c.Text); !equalIDs(got, c.TokenIDs) {
				t.Errorf("Encode(%q)\n got %v\nwant %v", c.Text, got, c.TokenIDs)
			}
		}
	}
	t.Logf("%d texts tokenized identically to the reference", n)
}

// toyTokenizer has pieces whose ids make the quirks visible. The expected ids
// in TestTokenizerRules are what the JS tokenizer returns for this vocabulary.
func toyTokenizer(t *testing.T) *Tokenizer {
	t.Helper()
	const vocab = `[["\ufffd",0],["<s>",0],["</s>",0],["e1",0],["e2",0],["e3",0],
		["\u2581",-2],["a",-3],["b",-3],["ab",-4],["\u2581a",-1],[":",null],["\u00e9",-2],
		["\ud83d\ude00",-1],["x",-5],["xx",-10]]`
	pieces, err := parseVocab([]byte(vocab))
	if err != nil {
		t.Fatal(err)
	}
	tok, err := NewTokenizer(pieces)
	if err != nil {
		t.Fatal(err)
	}
	return tok
}

func TestTokenizerRules(t *testing.T) {
	tok := toyTokenizer(t)
	for _, c := range []struct {
		name, text string
		want       []int32
	}{
		{"empty input has no tokens", "", []int32{}},
		{"space mark prefix, best path", "ab", []int32{10, 8}}, // ▁a b (-4) beats ▁ ab (-6)
		{"spaces become the space mark", "a a", []int32{10, 10}},
		{"null score counts as zero", ":", []int32{6, 11}},
		{"NFKC composes e+combining acute", "e\u0301", []int32{6, 12}},
		{"unknown run merged into one unk", "a??b", []int32{10, 0, 8}},
		// The piece for U+1F600 spans both code units, but the position between
		// them is reached by no edge, so its best score stays 0 ("unset") and
		// the <unk> edge from it scores 0 + 0, beating the piece's -1 + -2.
		{"unset best counts as zero", "\U0001F600", []int32{6, 0}},
		{"unknown astral char: two unk units merged", "\U0001F601", []int32{6, 0}},
		{"ties keep the later candidate", "xx", []int32{6, 14, 14}}, // "x"+"x" ties "xx" at -12 and is visited after it
		{"tab is not a space", "a\tb", []int32{10, 0, 8}},
	} {
		t.Run(c.name, func(t *testing.T) {
			got := tok.Encode(c.text)
			if !reflect.DeepEqual(got, c.want) && !(len(got) == 0 && len(c.want) == 0) {
				t.Errorf("Encode(%q) = %v, want %v", c.text, got, c.want)
			}
		})
	}
}

func TestParseVocabErrors(t *testing.T) {
	for _, bad := range []string{`{}`, `[["a"]]`, `[[1, 0]]`, `[["a", "x"]]`} {
		if _, err := parseVocab([]byte(bad)); err == nil {
			t.Errorf("parseVocab(%s) succeeded, want an error", bad)
		}
	}
	if _, err := NewTokenizer([]Piece{{Text: "a"}}); err == nil {
		t.Error("NewTokenizer accepted a vocabulary with no matchable pieces")
	}
}
