package lexical

import "github.com/kljensen/snowball/english"

// Stem returns the Snowball (Porter2) English stem of a lower-case word.
//
// Words of ASCII letters take a byte-level port of
// github.com/kljensen/snowball/english (v0.10.0), step for step, which is
// about fifty times faster because it does not convert suffix lists to rune
// slices on every call; TestStemMatchesSnowball checks the two agree on
// every word of the skill corpus. Anything else goes to the library.
func Stem(w string) string {
	for i := 0; i < len(w); i++ {
		if c := w[i]; c < 'a' || c > 'z' {
			return english.Stem(w, true)
		}
	}
	if len(w) <= 2 {
		return w
	}
	if s, ok := stemSpecial[w]; ok {
		return s
	}
	var buf [64]byte
	st := stemmer{b: append(buf[:0], w...)}
	st.preprocess()
	st.step1a()
	st.step1b()
	st.step1c()
	st.step2()
	st.step3()
	st.step4()
	st.step5()
	for i, c := range st.b {
		if c == 'Y' {
			st.b[i] = 'y'
		}
	}
	if string(st.b) == w {
		return w
	}
	return string(st.b)
}

var stemSpecial = map[string]string{
	"skis": "ski", "skies": "sky", "dying": "die", "lying": "lie", "tying": "tie",
	"idly": "idl", "gently": "gentl", "ugly": "ugli", "early": "earli", "only": "onli",
	"singly": "singl", "sky": "sky", "news": "news", "howe": "howe", "atlas": "atlas",
	"cosmos": "cosmos", "bias": "bias", "andes": "andes", "inning": "inning",
	"innings": "inning", "outing": "outing", "outings": "outing", "canning": "canning",
	"cannings": "canning", "herring": "herring", "herrings": "herring",
	"earring": "earring", "earrings": "earring", "proceed": "proceed",
	"proceeds": "proceed", "proceeded": "proceed", "proceeding": "proceed",
	"exceed": "exceed", "exceeds": "exceed", "exceeded": "exceed",
	"exceeding": "exceed", "succeed": "succeed", "succeeds": "succeed",
	"succeeded": "succeed", "succeeding": "succeed",
}

type stemmer struct {
	b      []byte
	r1, r2 int
}

func isVowel(c byte) bool {
	switch c {
	case 'a', 'e', 'i', 'o', 'u', 'y':
		return true
	}
	return false
}

func (s *stemmer) hasSuffix(suf string) bool {
	return len(s.b) >= len(suf) && string(s.b[len(s.b)-len(suf):]) == suf
}

// first returns the first of sufs (in list order) that ends the word.
func (s *stemmer) first(sufs []string) string {
	if len(s.b) == 0 {
		return ""
	}
	last := s.b[len(s.b)-1]
	for _, suf := range sufs {
		if suf[len(suf)-1] == last && s.hasSuffix(suf) {
			return suf
		}
	}
	return ""
}

func (s *stemmer) clamp() {
	s.r1 = min(s.r1, len(s.b))
	s.r2 = min(s.r2, len(s.b))
}

func (s *stemmer) cut(n int) {
	s.b = s.b[:len(s.b)-n]
	s.clamp()
}

func (s *stemmer) replace(n int, repl string) {
	s.b = append(s.b[:len(s.b)-n], repl...)
	s.clamp()
}

func (s *stemmer) vnv(start int) int {
	for i := 1; i < len(s.b)-start; i++ {
		j := start + i
		if isVowel(s.b[j-1]) && !isVowel(s.b[j]) {
			return j + 1
		}
	}
	return len(s.b)
}

func (s *stemmer) preprocess() {
	for i, c := range s.b {
		if c == 'y' && (i == 0 || isVowel(s.b[i-1])) {
			s.b[i] = 'Y'
		}
	}
	s.r1 = -1
	for _, p := range [...]string{"gener", "commun", "arsen"} {
		if len(s.b) >= len(p) && string(s.b[:len(p)]) == p {
			s.r1 = len(p)
			break
		}
	}
	if s.r1 < 0 {
		s.r1 = s.vnv(0)
	}
	s.r2 = s.vnv(s.r1)
}

func (s *stemmer) endsShortSyllable(i int) bool {
	switch {
	case i == 2:
		return isVowel(s.b[0]) && !isVowel(s.b[1])
	case i >= 3:
		s1, s2, s3 := s.b[i-1], s.b[i-2], s.b[i-3]
		return !isVowel(s1) && s1 != 'w' && s1 != 'x' && s1 != 'Y' && isVowel(s2) && !isVowel(s3)
	}
	return false
}

var step1aSuffixes = []string{"sses", "ied", "ies", "us", "ss", "s"}

func (s *stemmer) step1a() {
	switch suf := s.first(step1aSuffixes); suf {
	case "sses":
		s.replace(4, "ss")
	case "ies", "ied":
		if len(s.b) > 4 {
			s.replace(3, "i")
		} else {
			s.replace(3, "ie")
		}
	case "s":
		for i := 0; i < len(s.b)-2; i++ {
			if isVowel(s.b[i]) {
				s.cut(1)
				return
			}
		}
	}
}

var (
	step1bSuffixes  = []string{"eedly", "ingly", "edly", "ing", "eed", "ed"}
	step1bSuffixes2 = []string{"at", "bl", "iz", "bb", "dd", "ff", "gg", "mm", "nn", "pp", "rr", "tt"}
)

func (s *stemmer) step1b() {
	suf := s.first(step1bSuffixes)
	switch suf {
	case "":
		return
	case "eed", "eedly":
		if len(suf) <= len(s.b)-s.r1 {
			s.replace(len(suf), "ee")
		}
		return
	}
	vowel := false
	for i := 0; i < len(s.b)-len(suf); i++ {
		if isVowel(s.b[i]) {
			vowel = true
			break
		}
	}
	if !vowel {
		return
	}
	r1, r2 := s.r1, s.r2
	s.cut(len(suf))
	switch suf2 := s.first(step1bSuffixes2); suf2 {
	case "":
		if s.r1 >= len(s.b) && s.endsShortSyllable(len(s.b)) {
			s.b = append(s.b, 'e')
			s.r1, s.r2 = len(s.b), len(s.b)
			return
		}
	case "at", "bl", "iz":
		s.b = append(s.b, 'e')
	default:
		s.cut(1)
	}
	s.r1, s.r2 = min(r1, len(s.b)), min(r2, len(s.b))
}

func (s *stemmer) step1c() {
	n := len(s.b)
	if n > 2 && (s.b[n-1] == 'y' || s.b[n-1] == 'Y') && !isVowel(s.b[n-2]) {
		s.b[n-1] = 'i'
	}
}

var step2Suffixes = []string{
	"ational", "fulness", "iveness", "ization", "ousness",
	"biliti", "lessli", "tional", "alism", "aliti", "ation",
	"entli", "fulli", "iviti", "ousli", "anci", "abli",
	"alli", "ator", "enci", "izer", "bli", "ogi", "li",
}

var step2Repl = map[string]string{
	"tional": "tion", "enci": "ence", "anci": "ance", "abli": "able", "entli": "ent",
	"izer": "ize", "ization": "ize", "ational": "ate", "ation": "ate", "ator": "ate",
	"alism": "al", "aliti": "al", "alli": "al", "fulness": "ful", "ousli": "ous",
	"ousness": "ous", "iveness": "ive", "iviti": "ive", "biliti": "ble", "bli": "ble",
	"fulli": "ful", "lessli": "less",
}

func (s *stemmer) step2() {
	suf := s.first(step2Suffixes)
	if suf == "" || len(suf) > len(s.b)-s.r1 {
		return
	}
	n := len(s.b)
	switch suf {
	case "li":
		if n >= 3 {
			switch s.b[n-3] {
			case 'c', 'd', 'e', 'g', 'h', 'k', 'm', 'n', 'r', 't':
				s.cut(2)
			}
		}
		return
	case "ogi":
		if n >= 4 && s.b[n-4] == 'l' {
			s.replace(3, "og")
		}
		return
	}
	s.replace(len(suf), step2Repl[suf])
}

var step3Suffixes = []string{"ational", "tional", "alize", "icate", "ative", "iciti", "ical", "ful", "ness"}

var step3Repl = map[string]string{
	"ational": "ate", "tional": "tion", "alize": "al", "icate": "ic", "iciti": "ic", "ical": "ic",
	"ful": "", "ness": "",
}

func (s *stemmer) step3() {
	suf := s.first(step3Suffixes)
	if suf == "" || len(suf) > len(s.b)-s.r1 {
		return
	}
	if suf == "ative" {
		if len(s.b)-s.r2 >= 5 {
			s.cut(5)
		}
		return
	}
	s.replace(len(suf), step3Repl[suf])
}

var step4Suffixes = []string{
	"ement", "ance", "ence", "able", "ible", "ment",
	"ent", "ant", "ism", "ate", "iti", "ous", "ive",
	"ize", "ion", "al", "er", "ic",
}

func (s *stemmer) step4() {
	suf := s.first(step4Suffixes)
	if suf == "" || len(suf) > len(s.b)-s.r2 {
		return
	}
	if suf == "ion" {
		if n := len(s.b); n >= 4 && (s.b[n-4] == 's' || s.b[n-4] == 't') {
			s.cut(3)
		}
		return
	}
	s.cut(len(suf))
}

func (s *stemmer) step5() {
	lri := len(s.b) - 1
	if s.r1 > lri {
		return
	}
	if s.b[lri] == 'e' {
		if s.r2 <= lri || !s.endsShortSyllable(lri) {
			s.cut(1)
		}
		return
	}
	if s.r2 <= lri && s.b[lri] == 'l' && lri >= 1 && s.b[lri-1] == 'l' {
		s.cut(1)
	}
}
