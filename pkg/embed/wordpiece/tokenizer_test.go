package wordpiece

import (
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
)

// tinyJSON is a hand-written tokenizer.json whose vocabulary makes the
// WordPiece steps visible.
const tinyJSON = `{
  "added_tokens": [{"id": 0, "content": "[UNK]", "normalized": false, "special": true}],
  "normalizer": {"type": "BertNormalizer", "clean_text": true, "handle_chinese_chars": true, "strip_accents": null, "lowercase": true},
  "pre_tokenizer": {"type": "BertPreTokenizer"},
  "post_processor": {"type": "TemplateProcessing",
    "single": [{"SpecialToken": {"id": "[CLS]", "type_id": 0}}, {"Sequence": {"id": "A", "type_id": 0}}, {"SpecialToken": {"id": "[SEP]", "type_id": 1}}],
    "special_tokens": {"[CLS]": {"id": "[CLS]", "ids": [1], "tokens": ["[CLS]"]}, "[SEP]": {"id": "[SEP]", "ids": [2], "tokens": ["[SEP]"]}}},
  "model": {"type": "WordPiece", "unk_token": "[UNK]", "continuing_subword_prefix": "##", "max_input_chars_per_word": 12,
    "vocab": {"[UNK]": 0, "[CLS]": 1, "[SEP]": 2, "un": 3, "##aff": 4, "##able": 5, "aff": 6, "!": 7, "cafe": 8, "我": 9, "a": 10, "##a": 11}}
}`

func TestEncodeWordPieceSteps(t *testing.T) {
	tok, err := Parse([]byte(tinyJSON))
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		text string
		want []int64
	}{
		{"unaffable", []int64{1, 3, 4, 5, 2}},     // greedy longest match with ## pieces
		{"UnAffable!", []int64{1, 3, 4, 5, 7, 2}}, // lowercase, punctuation split off
		{"Café", []int64{1, 8, 2}},                // accent stripped (strip_accents null follows lowercase)
		{"unaffablex", []int64{1, 0, 2}},          // one uncovered piece makes the whole word [UNK]
		{"aff 我我", []int64{1, 6, 9, 9, 2}},        // CJK ideographs are words of their own
		{"aaaaaaaaaaaa", append(append([]int64{1, 10}, slices.Repeat([]int64{11}, 11)...), 2)},
		{"aaaaaaaaaaaaa", []int64{1, 0, 2}}, // 13 > max_input_chars_per_word
		{"", []int64{1, 2}},
	} {
		got := tok.Encode(c.text, 0)
		if !slices.Equal(got.IDs, c.want) {
			t.Errorf("Encode(%q) = %v, want %v", c.text, got.IDs, c.want)
		}
		// The template gives [SEP] type id 1 and everything else 0.
		wantTypes := make([]int64, len(c.want))
		wantTypes[len(wantTypes)-1] = 1
		if !slices.Equal(got.TypeIDs, wantTypes) {
			t.Errorf("Encode(%q) type ids = %v, want %v", c.text, got.TypeIDs, wantTypes)
		}
	}
	if tok.NumSpecial() != 2 {
		t.Errorf("NumSpecial = %d, want 2", tok.NumSpecial())
	}
	if tok.VocabSize() != 12 {
		t.Errorf("VocabSize = %d, want 12", tok.VocabSize())
	}
}

func TestEncodeTruncatesBeforeSpecialTokens(t *testing.T) {
	tok, err := LoadFile(filepath.Join("testdata", "bert-base-uncased.json"))
	if err != nil {
		t.Fatal(err)
	}
	text := strings.Repeat("the quick brown fox jumps over the lazy dog ", 200)
	full := tok.Encode(text, 0)
	if len(full.IDs) != 1800+2 {
		t.Fatalf("untruncated length %d, want 1802", len(full.IDs))
	}
	for _, maxLen := range []int{512, 128, 3, 2, 1} {
		got := tok.Encode(text, maxLen)
		wantLen := max(maxLen, 2)
		if len(got.IDs) != wantLen || len(got.TypeIDs) != wantLen {
			t.Fatalf("maxLen %d: got %d ids, %d type ids, want %d", maxLen, len(got.IDs), len(got.TypeIDs), wantLen)
		}
		cls, sep := full.IDs[0], full.IDs[len(full.IDs)-1]
		if got.IDs[0] != cls || got.IDs[wantLen-1] != sep {
			t.Errorf("maxLen %d: ids %v… do not start with [CLS] and end with [SEP]", maxLen, got.IDs[:min(5, wantLen)])
		}
		if !slices.Equal(got.IDs[1:wantLen-1], full.IDs[1:wantLen-1]) {
			t.Errorf("maxLen %d: kept tokens are not the prefix of the full encoding", maxLen)
		}
	}
}

func TestParseRejectsWhatItCannotReproduce(t *testing.T) {
	base := tinyJSON
	for _, c := range []struct {
		name, from, to, wantErr string
	}{
		{"bpe model", `"type": "WordPiece"`, `"type": "BPE"`, `model.type: "BPE"`},
		{"other normalizer", `"type": "BertNormalizer"`, `"type": "NFKC"`, `normalizer.type: "NFKC"`},
		{"other pre-tokenizer", `"type": "BertPreTokenizer"`, `"type": "Whitespace"`, `pre_tokenizer.type: "Whitespace"`},
		{"unknown unk", `"unk_token": "[UNK]"`, `"unk_token": "<unk>"`, `model.unk_token: "<unk>"`},
		{"missing special", `"ids": [2], "tokens": ["[SEP]"]}}`, `"ids": [2], "tokens": ["[SEP]"]}, "x": {}}`, ""},
		{"template without sequence", `{"Sequence": {"id": "A", "type_id": 0}}, `, ``, "no Sequence piece"},
		{"broken json", `"vocab": {`, `"vocab": [`, "parse tokenizer.json"},
	} {
		t.Run(c.name, func(t *testing.T) {
			if !strings.Contains(base, c.from) {
				t.Fatalf("test setup: %q not in tinyJSON", c.from)
			}
			_, err := Parse([]byte(strings.Replace(base, c.from, c.to, 1)))
			switch {
			case c.wantErr == "" && err != nil:
				t.Fatalf("Parse: %v", err)
			case c.wantErr != "" && (err == nil || !strings.Contains(err.Error(), c.wantErr)):
				t.Fatalf("Parse error = %v, want it to contain %q", err, c.wantErr)
			}
		})
	}
}

func TestLoadFileNamesThePath(t *testing.T) {
	_, err := LoadFile(filepath.Join("testdata", "golden.json"))
	if err == nil || !strings.Contains(err.Error(), "golden.json") {
		t.Fatalf("LoadFile(golden.json) error = %v, want one naming the file", err)
	}
}

func TestEncodeIsSafeForConcurrentUse(t *testing.T) {
	g := readGolden(t)
	s := g.Suites[0]
	tok := loadSuiteTokenizer(t, s)
	var wg sync.WaitGroup
	errs := make(chan string, 4)
	for w := range 4 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := w; i < len(s.Cases); i += 4 {
				c := s.Cases[i]
				if got := tok.Encode(c.Text, 0); !slices.Equal(got.IDs, c.IDs) {
					errs <- c.Text
					return
				}
			}
		}()
	}
	wg.Wait()
	close(errs)
	for text := range errs {
		t.Errorf("concurrent Encode(%q) differs from golden", text)
	}
}
