package wordpiece

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Tokenizer encodes text with one tokenizer.json. It is immutable after
// Parse, so one Tokenizer may be used by many goroutines at once.
type Tokenizer struct {
	norm       normalizer
	vocab      map[string]int64 // word-initial pieces
	cont       map[string]int64 // continuation pieces, prefix removed
	unkID      int64
	maxChars   int
	raw        addedSet // added tokens matched in the original text
	normalized addedSet // added tokens matched after normalization
	prefix     []special
	suffix     []special
	seqTypeID  int64
	vocabSize  int
}

// Encoding is the result of Encode: token ids and their token type ids,
// both including the post-processor's special tokens. Every position is a
// real token, so the attention mask is all ones.
type Encoding struct {
	IDs     []int64
	TypeIDs []int64
}

type special struct {
	id, typeID int64
}

type addedToken struct {
	content                   string
	id                        int64
	lstrip, rstrip, singleWrd bool
}

// addedSet holds added tokens longest first, so the first match at a
// position is the longest one.
type addedSet struct {
	tokens []addedToken
	first  [256]bool // first bytes of the contents, to skip most positions
}

// LoadFile reads and parses a tokenizer.json file.
func LoadFile(path string) (*Tokenizer, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("load tokenizer: %w", err)
	}
	t, err := Parse(data)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return t, nil
}

type fileJSON struct {
	AddedTokens   []addedTokenJSON `json:"added_tokens"`
	Normalizer    json.RawMessage  `json:"normalizer"`
	PreTokenizer  json.RawMessage  `json:"pre_tokenizer"`
	PostProcessor json.RawMessage  `json:"post_processor"`
	Model         struct {
		Type     string           `json:"type"`
		UnkToken string           `json:"unk_token"`
		Prefix   *string          `json:"continuing_subword_prefix"`
		MaxChars *int             `json:"max_input_chars_per_word"`
		Vocab    map[string]int64 `json:"vocab"`
	} `json:"model"`
}

type addedTokenJSON struct {
	Content    string `json:"content"`
	SingleWord bool   `json:"single_word"`
	LStrip     bool   `json:"lstrip"`
	RStrip     bool   `json:"rstrip"`
	Normalized bool   `json:"normalized"`
}

type typeJSON struct {
	Type string `json:"type"`
}

// Parse builds a Tokenizer from the contents of a tokenizer.json. It fails
// on a model other than WordPiece and on normalizers, pre-tokenizers or
// post-processors it does not implement, rather than tokenizing
// differently from HuggingFace.
func Parse(data []byte) (*Tokenizer, error) {
	var f fileJSON
	if err := json.Unmarshal(data, &f); err != nil {
		return nil, fmt.Errorf("parse tokenizer.json: %w", err)
	}
	if f.Model.Type != "" && f.Model.Type != "WordPiece" {
		return nil, fmt.Errorf("model.type: %q is not supported (want WordPiece)", f.Model.Type)
	}
	if len(f.Model.Vocab) == 0 {
		return nil, errors.New("model.vocab: empty")
	}
	t := &Tokenizer{
		vocab:    make(map[string]int64, len(f.Model.Vocab)),
		cont:     make(map[string]int64, len(f.Model.Vocab)/4),
		maxChars: 100,
	}
	prefix := "##"
	if f.Model.Prefix != nil {
		prefix = *f.Model.Prefix
	}
	if f.Model.MaxChars != nil {
		t.maxChars = *f.Model.MaxChars
	}
	for piece, id := range f.Model.Vocab {
		if id < 0 {
			return nil, fmt.Errorf("model.vocab: %q has negative id %d", piece, id)
		}
		t.vocab[piece] = id
		if prefix != "" && strings.HasPrefix(piece, prefix) {
			t.cont[strings.TrimPrefix(piece, prefix)] = id
		}
		t.vocabSize = max(t.vocabSize, int(id)+1)
	}
	if prefix == "" { // every piece may continue a word
		t.cont = t.vocab
	}
	unk, ok := t.vocab[f.Model.UnkToken]
	if !ok {
		return nil, fmt.Errorf("model.unk_token: %q is not in the vocabulary", f.Model.UnkToken)
	}
	t.unkID = unk
	var err error
	if t.norm, err = parseNormalizer(f.Normalizer); err != nil {
		return nil, err
	}
	if err := checkPreTokenizer(f.PreTokenizer); err != nil {
		return nil, err
	}
	if err := t.parsePostProcessor(f.PostProcessor); err != nil {
		return nil, err
	}
	var raw, normed []addedToken
	// Like HuggingFace, ignore the declared ids: an added token keeps its
	// vocabulary id, or else gets the next id after the vocabulary and the
	// tokens added before it.
	addedIDs := map[string]int64{}
	var maxAdded int64 = -1
	modelSize := int64(len(f.Model.Vocab))
	for i, a := range f.AddedTokens {
		if a.Content == "" {
			return nil, fmt.Errorf("added_tokens[%d]: empty content", i)
		}
		id, ok := addedIDs[a.Content]
		if !ok {
			id, ok = t.vocab[a.Content]
		}
		if !ok {
			id = modelSize
			if maxAdded >= 0 && (maxAdded >= modelSize || modelSize == 0) {
				id = maxAdded + 1
			}
		}
		addedIDs[a.Content] = id
		maxAdded = max(maxAdded, id)
		at := addedToken{content: a.Content, id: id, lstrip: a.LStrip, rstrip: a.RStrip, singleWrd: a.SingleWord}
		t.vocabSize = max(t.vocabSize, int(id)+1)
		if a.Normalized {
			at.content = t.norm.normalize(a.Content)
			if at.content == "" {
				continue
			}
			normed = append(normed, at)
		} else {
			raw = append(raw, at)
		}
	}
	t.raw = newAddedSet(raw)
	t.normalized = newAddedSet(normed)
	return t, nil
}

func parseNormalizer(raw json.RawMessage) (normalizer, error) {
	if isNull(raw) {
		return normalizer{}, nil
	}
	var n struct {
		Type         string `json:"type"`
		CleanText    *bool  `json:"clean_text"`
		Chinese      *bool  `json:"handle_chinese_chars"`
		StripAccents *bool  `json:"strip_accents"`
		Lowercase    *bool  `json:"lowercase"`
	}
	if err := json.Unmarshal(raw, &n); err != nil {
		return normalizer{}, fmt.Errorf("normalizer: %w", err)
	}
	if n.Type != "BertNormalizer" {
		return normalizer{}, fmt.Errorf("normalizer.type: %q is not supported (want BertNormalizer)", n.Type)
	}
	orTrue := func(b *bool) bool { return b == nil || *b }
	out := normalizer{
		enabled:   true,
		cleanText: orTrue(n.CleanText),
		chinese:   orTrue(n.Chinese),
		lowercase: orTrue(n.Lowercase),
	}
	// strip_accents: null means "follow lowercase", as in HuggingFace.
	out.stripAccents = out.lowercase
	if n.StripAccents != nil {
		out.stripAccents = *n.StripAccents
	}
	return out, nil
}

func checkPreTokenizer(raw json.RawMessage) error {
	var p typeJSON
	if !isNull(raw) {
		if err := json.Unmarshal(raw, &p); err != nil {
			return fmt.Errorf("pre_tokenizer: %w", err)
		}
	}
	if p.Type != "BertPreTokenizer" {
		return fmt.Errorf("pre_tokenizer.type: %q is not supported (want BertPreTokenizer)", p.Type)
	}
	return nil
}

func (t *Tokenizer) parsePostProcessor(raw json.RawMessage) error {
	if isNull(raw) {
		return nil
	}
	var p struct {
		Type   string            `json:"type"`
		Single []json.RawMessage `json:"single"`
		Cls    []json.RawMessage `json:"cls"`
		Sep    []json.RawMessage `json:"sep"`
		// TemplateProcessing's special tokens by name.
		SpecialTokens map[string]struct {
			IDs []int64 `json:"ids"`
		} `json:"special_tokens"`
	}
	if err := json.Unmarshal(raw, &p); err != nil {
		return fmt.Errorf("post_processor: %w", err)
	}
	switch p.Type {
	case "BertProcessing", "RobertaProcessing":
		cls, err := pairID(p.Cls)
		if err != nil {
			return fmt.Errorf("post_processor.cls: %w", err)
		}
		sep, err := pairID(p.Sep)
		if err != nil {
			return fmt.Errorf("post_processor.sep: %w", err)
		}
		t.prefix = []special{{id: cls}}
		t.suffix = []special{{id: sep}}
		return nil
	case "TemplateProcessing":
	default:
		return fmt.Errorf("post_processor.type: %q is not supported", p.Type)
	}
	seenSeq := false
	for i, piece := range p.Single {
		var item struct {
			SpecialToken *struct {
				ID     string `json:"id"`
				TypeID int64  `json:"type_id"`
			} `json:"SpecialToken"`
			Sequence *struct {
				ID     string `json:"id"`
				TypeID int64  `json:"type_id"`
			} `json:"Sequence"`
		}
		if err := json.Unmarshal(piece, &item); err != nil {
			return fmt.Errorf("post_processor.single[%d]: %w", i, err)
		}
		switch {
		case item.Sequence != nil:
			if seenSeq {
				return fmt.Errorf("post_processor.single[%d]: second sequence", i)
			}
			seenSeq = true
			t.seqTypeID = item.Sequence.TypeID
		case item.SpecialToken != nil:
			st, ok := p.SpecialTokens[item.SpecialToken.ID]
			if !ok {
				return fmt.Errorf("post_processor.single[%d]: special token %q is not in special_tokens", i, item.SpecialToken.ID)
			}
			for _, id := range st.IDs {
				s := special{id: id, typeID: item.SpecialToken.TypeID}
				if seenSeq {
					t.suffix = append(t.suffix, s)
				} else {
					t.prefix = append(t.prefix, s)
				}
			}
		default:
			return fmt.Errorf("post_processor.single[%d]: neither SpecialToken nor Sequence", i)
		}
	}
	if !seenSeq {
		return errors.New("post_processor.single: no Sequence piece")
	}
	return nil
}

// pairID reads the [token, id] pairs of BertProcessing.
func pairID(pair []json.RawMessage) (int64, error) {
	var id int64
	if len(pair) != 2 {
		return 0, errors.New("want [token, id]")
	}
	if err := json.Unmarshal(pair[1], &id); err != nil {
		return 0, err
	}
	return id, nil
}

func isNull(raw json.RawMessage) bool {
	s := strings.TrimSpace(string(raw))
	return s == "" || s == "null"
}

func newAddedSet(tokens []addedToken) addedSet {
	sort.SliceStable(tokens, func(i, j int) bool { return len(tokens[i].content) > len(tokens[j].content) })
	s := addedSet{tokens: tokens}
	for _, a := range tokens {
		s.first[a.content[0]] = true
	}
	return s
}

// VocabSize is one more than the largest token id the tokenizer can emit.
func (t *Tokenizer) VocabSize() int { return t.vocabSize }

// NumSpecial is the number of special tokens the post-processor adds to a
// single sequence (2 for [CLS] … [SEP]).
func (t *Tokenizer) NumSpecial() int { return len(t.prefix) + len(t.suffix) }

// TokenID returns the id of a vocabulary piece, such as "[PAD]".
func (t *Tokenizer) TokenID(piece string) (int64, bool) {
	id, ok := t.vocab[piece]
	return id, ok
}

// Encode tokenizes one text. With maxLen > 0 the text's tokens are cut from
// the right so that, with the special tokens, at most maxLen ids remain
// (HuggingFace's right truncation); a maxLen below NumSpecial()+1 keeps
// only the special tokens. maxLen <= 0 means no limit.
func (t *Tokenizer) Encode(text string, maxLen int) Encoding {
	limit := -1
	if maxLen > 0 {
		limit = max(maxLen-t.NumSpecial(), 0)
	}
	ids := make([]int64, 0, len(t.prefix)+len(text)/4+len(t.suffix)+4)
	for _, s := range t.prefix {
		ids = append(ids, s.id)
	}
	body := len(ids)
	stopAt := -1
	if limit >= 0 {
		stopAt = body + limit
	}
	t.raw.split(text, func(seg string, id int64, isToken bool) bool {
		if isToken {
			ids = append(ids, id)
		} else {
			t.normalized.split(t.norm.normalize(seg), func(seg string, id int64, isToken bool) bool {
				if isToken {
					ids = append(ids, id)
				} else {
					ids = t.preTokenize(seg, ids, stopAt)
				}
				return limit < 0 || len(ids)-body < limit
			})
		}
		return limit < 0 || len(ids)-body < limit
	})
	if limit >= 0 && len(ids)-body > limit {
		ids = ids[:body+limit]
	}
	for _, s := range t.suffix {
		ids = append(ids, s.id)
	}
	typeIDs := make([]int64, len(ids))
	for i := range t.prefix {
		typeIDs[i] = t.prefix[i].typeID
	}
	for i := len(t.prefix); i < len(ids)-len(t.suffix); i++ {
		typeIDs[i] = t.seqTypeID
	}
	for i, s := range t.suffix {
		typeIDs[len(ids)-len(t.suffix)+i] = s.typeID
	}
	return Encoding{IDs: ids, TypeIDs: typeIDs}
}

// split cuts s at the added tokens of the set and calls emit for each
// piece of plain text and each token, in order, until emit returns false.
// At each position the longest matching token wins (leftmost-longest).
func (a *addedSet) split(s string, emit func(seg string, id int64, isToken bool) bool) {
	if len(a.tokens) == 0 {
		if s != "" {
			emit(s, 0, false)
		}
		return
	}
	last := 0
	for i := 0; i < len(s); i++ {
		if !a.first[s[i]] {
			continue
		}
		tok, ok := a.match(s, i)
		if !ok {
			continue
		}
		start, stop := i, i+len(tok.content)
		if tok.lstrip {
			for start > last {
				r, size := utf8.DecodeLastRuneInString(s[last:start])
				if !unicode.IsSpace(r) {
					break
				}
				start -= size
			}
		}
		if tok.rstrip {
			for stop < len(s) {
				r, size := utf8.DecodeRuneInString(s[stop:])
				if !unicode.IsSpace(r) {
					break
				}
				stop += size
			}
		}
		if start > last && !emit(s[last:start], 0, false) {
			return
		}
		if !emit(tok.content, tok.id, true) {
			return
		}
		last = stop
		i = stop - 1
	}
	if last < len(s) {
		emit(s[last:], 0, false)
	}
}

func (a *addedSet) match(s string, i int) (addedToken, bool) {
	for _, tok := range a.tokens {
		if !strings.HasPrefix(s[i:], tok.content) {
			continue
		}
		if tok.singleWrd {
			stop := i + len(tok.content)
			before, _ := utf8.DecodeLastRuneInString(s[:i])
			after, _ := utf8.DecodeRuneInString(s[stop:])
			if (i > 0 && isWordChar(before)) || (stop < len(s) && isWordChar(after)) {
				continue
			}
		}
		return tok, true
	}
	return addedToken{}, false
}

func isWordChar(r rune) bool {
	return r == '_' || unicode.IsLetter(r) || unicode.IsDigit(r) || unicode.IsMark(r)
}

// preTokenize is BertPreTokenizer followed by WordPiece: it splits s on
// whitespace (dropped) and punctuation (kept as one-character words) and
// appends the pieces of each word to ids. It stops once len(ids) reaches
// stopAt (when stopAt >= 0).
func (t *Tokenizer) preTokenize(s string, ids []int64, stopAt int) []int64 {
	start := -1
	for i, r := range s {
		if stopAt >= 0 && len(ids) >= stopAt {
			return ids
		}
		switch {
		case unicode.IsSpace(r):
			if start >= 0 {
				ids = t.wordPiece(s[start:i], ids)
				start = -1
			}
		case isPunct(r):
			if start >= 0 {
				ids = t.wordPiece(s[start:i], ids)
				start = -1
			}
			ids = t.wordPiece(s[i:i+utf8.RuneLen(r)], ids)
		default:
			if start < 0 {
				start = i
			}
		}
	}
	if start >= 0 {
		ids = t.wordPiece(s[start:], ids)
	}
	return ids
}

// wordPiece appends the greedy longest-match-first pieces of one word, or
// the unknown token if the word is too long or cannot be fully covered.
func (t *Tokenizer) wordPiece(word string, ids []int64) []int64 {
	if utf8.RuneCountInString(word) > t.maxChars {
		return append(ids, t.unkID)
	}
	n0 := len(ids)
	for start := 0; start < len(word); {
		end := len(word)
		found := false
		for start < end {
			var id int64
			var ok bool
			if start == 0 {
				id, ok = t.vocab[word[:end]]
			} else {
				id, ok = t.cont[word[start:end]]
			}
			if ok {
				ids = append(ids, id)
				found = true
				break
			}
			_, size := utf8.DecodeLastRuneInString(word[start:end])
			end -= size
		}
		if !found {
			return append(ids[:n0], t.unkID)
		}
		start = end
	}
	return ids
}
