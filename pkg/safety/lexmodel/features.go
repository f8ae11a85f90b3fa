package lexmodel

import (
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"
)

// Bits is the size of the hashed feature space: a model has 2^Bits
// weights.
const Bits = 18

// maxWord and maxPunct bound the bytes of one word or punctuation run that
// make a feature, so a long run costs no more than a short one.
const (
	maxWord  = 40
	maxPunct = 6
)

// Features hashes a text into the model's sparse binary features, sorted
// and without duplicates. The text is read with invisible format
// characters removed, NFKC-normalised and lower-cased; the features are its
// words (runs of letters, digits and combining marks), word bigrams,
// character bigrams of runs in scripts written without spaces (where a
// "word" is a whole phrase), and runs of punctuation (chat-template and
// markup shapes such as "<|", "]]" or "###"). Character 3- and 4-grams of
// every word were measured too and dropped: they let the model learn a
// table writer's topics, and at the same false-refusal rate they refused
// fewer held-out attacks (docs/safety-history.md, "How the learned stage was chosen").
func Features(text string) []uint32 {
	seen := make(map[uint32]struct{}, len(text)/3) // about two features per word
	each(text, func(kind byte, s string) { seen[hash(kind, s)] = struct{}{} })
	out := make([]uint32, 0, len(seen))
	for k := range seen {
		out = append(out, k)
	}
	slices.Sort(out)
	return out
}

// each calls add with the kind and text of every feature of text, in
// order, duplicates included.
func each(text string, add func(kind byte, s string)) {
	t := strings.ToLower(norm.NFKC.String(strings.Map(dropFormat, text)))
	isWord := func(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) || unicode.Is(unicode.Mn, r) }
	prev := ""
	var pos []int
	for i := 0; i < len(t); {
		r, n := utf8.DecodeRuneInString(t[i:])
		j := i + n
		switch {
		case isWord(r):
			j = runEnd(t, j, isWord)
			w := cut(t[i:j], maxWord)
			add('w', w)
			if prev != "" {
				add('b', prev+" "+w)
			}
			prev = w
			if run := t[i:j]; unspaced(run) {
				pos = pos[:0]
				for p := range run {
					pos = append(pos, p)
				}
				pos = append(pos, len(run))
				for a := 0; a+2 < len(pos); a++ {
					add('2', run[pos[a]:pos[a+2]])
				}
			}
		case unicode.IsSpace(r):
		default:
			j = runEnd(t, j, func(r rune) bool { return !isWord(r) && !unicode.IsSpace(r) })
			add('p', cut(t[i:j], maxPunct))
		}
		i = j
	}
}

// cut is s cut to at most n bytes on a rune boundary.
func cut(s string, n int) string {
	if len(s) <= n {
		return s
	}
	for n > 0 && !utf8.RuneStart(s[n]) {
		n--
	}
	return s[:n]
}

// runEnd is the end of the run of runes from j that in accepts.
func runEnd(t string, j int, in func(rune) bool) int {
	for j < len(t) {
		r, n := utf8.DecodeRuneInString(t[j:])
		if !in(r) {
			break
		}
		j += n
	}
	return j
}

// dropFormat removes invisible format characters (soft hyphens, zero-width
// joiners and spaces, bidi controls), which would otherwise split words.
func dropFormat(r rune) rune {
	if unicode.Is(unicode.Cf, r) {
		return -1
	}
	return r
}

// unspaced reports whether a word holds letters of a script written
// without spaces between words (Han, kana, Thai, Lao, Khmer, Myanmar), whose
// "words" are whole phrases; such words also give character bigrams.
func unspaced(w string) bool {
	for _, r := range w {
		if r >= 0x0E00 && unicode.In(r, unicode.Han, unicode.Hiragana, unicode.Katakana, unicode.Thai, unicode.Lao, unicode.Khmer, unicode.Myanmar) {
			return true
		}
	}
	return false
}

// hash is FNV-1a of kind and s, folded into Bits bits.
func hash(kind byte, s string) uint32 {
	h := uint32(2166136261)
	h ^= uint32(kind)
	h *= 16777619
	for i := 0; i < len(s); i++ {
		h ^= uint32(s[i])
		h *= 16777619
	}
	return (h ^ h>>Bits) & (1<<Bits - 1)
}
