package trace

import (
	"os"
	"path/filepath"
	"reflect"
	"regexp/syntax"
	"strings"
	"testing"
	"unicode"
)

// samePlain asserts that the prefiltered Redactor and the plain one (every
// rule over the whole text) give the same output and findings for s.
func samePlain(t testing.TB, label, s string) {
	t.Helper()
	samePlainLines(t, label, s, lineScanMin)
}

// samePlainLines is samePlain with the prefiltered Redactor searching line
// by line any text longer than lineMin.
func samePlainLines(t testing.TB, label, s string, lineMin int) {
	t.Helper()
	fast := NewRedactor()
	fast.lineMin = lineMin
	plain := NewRedactor()
	plain.plain = true
	got, gf := fast.Redact(s)
	want, wf := plain.Redact(s)
	if got != want || !reflect.DeepEqual(gf, wf) {
		t.Errorf("%s: prefiltered output differs from the plain scan\n got %q\nwant %q", label, clip(got), clip(want))
	}
}

func clip(s string) string {
	if len(s) > 300 {
		return s[:300] + "…"
	}
	return s
}

// tableTexts: every text of every redaction table (secrets with their
// markers removed, look-alikes), templates filled.
func tableTexts(t *testing.T) []string {
	files, err := filepath.Glob(filepath.Join("testdata", "*redact*.yaml"))
	if err != nil || len(files) < 10 {
		t.Fatalf("redaction tables: %v (%d files)", err, len(files))
	}
	var out []string
	for _, f := range files {
		cs, _ := loadRedactTable(t, filepath.Base(f))
		for _, c := range cs {
			out = append(out, strings.NewReplacer("«", "", "»", "").Replace(expand(c.Case, c.Text)))
		}
	}
	return out
}

// TestPrefilterSameOutput: on table texts alone, on table texts joined
// into long texts (searched line by line), on the session files of the
// importers' testdata, the mixed benchmark text and the pathological
// inputs, the prefilter changes nothing. The plain scan it compares
// with runs every rule over every byte, about ten times the cost of the
// prefiltered one: the samples are sized so this test stays a fraction of
// CI's time (session 46: it was most of the package's 350 s), and its
// parts run in parallel. The table tests run every table text through
// the prefiltered Redactor and check its output exactly, and
// FuzzPrefilterSameOutput compares the two on any text.
func TestPrefilterSameOutput(t *testing.T) {
	texts := tableTexts(t)
	t.Run("alone", func(t *testing.T) {
		t.Parallel()
		// One table text in seven, spread over every table.
		for i := 0; i < len(texts); i += 7 {
			samePlain(t, "table text "+texts[i][:min(40, len(texts[i]))], texts[i])
		}
	})
	t.Run("joined", func(t *testing.T) {
		t.Parallel()
		// Joined into long texts (line by line past lineScanMin), in
		// chunks so the plain scan stays quick.
		for i, sep := range []string{"\n", "\n\n  ", "\\n"} {
			for lo := i * 7; lo < len(texts); lo += 2400 {
				samePlain(t, "table texts joined by "+sep, strings.Join(texts[lo:min(lo+100, len(texts))], sep))
			}
		}
	})
	t.Run("sessions", func(t *testing.T) {
		t.Parallel()
		sessions, _ := filepath.Glob(filepath.Join("..", "ingest", "testdata", "*", "*"))
		if len(sessions) == 0 {
			t.Fatal("no session files under ../ingest/testdata")
		}
		whole := 0
		for i, f := range sessions {
			st, err := os.Stat(f)
			if err != nil || st.IsDir() || st.Size() > 200<<10 {
				continue // the plain scan of the largest file alone takes seconds
			}
			b, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			// Every other file whole (line by line past lineScanMin),
			// while the plain scan of it is short; the rest one record
			// at a time, as an import redacts them.
			if i%2 == 0 && len(b) <= 48<<10 {
				samePlain(t, f, string(b))
				whole++
				continue
			}
			for _, l := range strings.Split(string(b), "\n") {
				samePlain(t, f+" line", l)
			}
		}
		if whole == 0 {
			t.Fatal("no session file was compared whole")
		}
	})
	t.Run("pathological", func(t *testing.T) {
		t.Parallel()
		samePlain(t, "mixed text", mixedText(64<<10))
		// Past lineScanMin, so the multi-line ones go line by line.
		for i, s := range pathological(lineScanMin + 1<<10) {
			samePlain(t, "pathological "+string(rune('0'+i)), s)
		}
	})
}

// TestPrefilterLiterals: what the syntax tree gives for typical patterns.
func TestPrefilterLiterals(t *testing.T) {
	for _, tc := range []struct {
		pattern   string
		want      []string // nil: no prefilter
		lineLocal bool
	}{
		{`sk-ant-[A-Za-z0-9_\-]{20,}`, []string{"sk-ant-"}, true},
		{`[\w.\-]{1,64}:([^\s@"'/:()]{1,256})@(?:tcp|unix|udp|tcp6)\(`, []string{"@tcp(", "@tcp6(", "@unix(", "@udp("}, true},
		{`(?i)\bpass(?:word)?\s*=\s*(\S+)`, []string{"PASS"}, false},
		{`[a-z]+=\d+`, nil, false},
		{`(?:secret)?[a-z]{8}`, nil, false},           // the literal is optional
		{`x(?:ab|cd)*y`, nil, false},                  // single characters only
		{`token=(\w+)`, []string{"token="}, true},     // \w holds no line break
		{`(?m)^key: (\S+)$`, []string{"key: "}, true}, // ^ and $ of a line
		{`^key: (\S+)`, []string{"key: "}, false},     // ^ of the whole text
		{`key:\s*(\S+)`, []string{"key:"}, false},     // \s holds a line break
		{`(?:ghp|gho)_[A-Za-z0-9]{30}`, []string{"ghp_", "gho_"}, true},
	} {
		pf := newPrefilter(tc.pattern)
		var got []string
		for _, n := range pf.needles {
			got = append(got, n.s)
		}
		if !sameSet(got, tc.want) || (tc.want != nil && pf.lineLocal != tc.lineLocal) {
			t.Errorf("%s: needles %q lineLocal %v, want %q %v", tc.pattern, got, pf.lineLocal, tc.want, tc.lineLocal)
		}
	}
}

func sameSet(a, b []string) bool {
	if len(a) != len(b) {
		return false
	}
	m := map[string]int{}
	for _, x := range a {
		m[x]++
	}
	for _, x := range b {
		m[x]--
	}
	for _, v := range m {
		if v != 0 {
			return false
		}
	}
	return true
}

// TestFoldTextCollapsesOrbits: two characters that a case-insensitive
// pattern treats as one (a simple case-fold orbit: k, K and the Kelvin
// sign; σ, ς, Σ) fold to the same character, so a folded literal is found
// in the folded text wherever the pattern could match.
func TestFoldTextCollapsesOrbits(t *testing.T) {
	bad := 0
	for r := rune(0); r <= unicode.MaxRune; r++ {
		if !unicode.IsLetter(r) && !unicode.IsMark(r) && !unicode.IsSymbol(r) && !unicode.IsNumber(r) {
			continue
		}
		f := foldText(string(r))
		for o := unicode.SimpleFold(r); o != r; o = unicode.SimpleFold(o) {
			if foldText(string(o)) != f {
				bad++
				if bad < 10 {
					t.Errorf("%U %q folds to %q but its orbit member %U %q folds to %q", r, r, f, o, o, foldText(string(o)))
				}
			}
		}
	}
}

// Every built-in rule's pattern parses and its literals are read.
func TestPrefilterBuiltins(t *testing.T) {
	with := 0
	for i, ru := range builtinRules {
		if _, err := syntax.Parse(ru.re.String(), syntax.Perl); err != nil {
			t.Errorf("rule %d (%s): %v", i, ru.kind, err)
		}
		if builtinPrefilters[i].needles != nil {
			with++
		}
	}
	if with*10 < len(builtinRules)*8 {
		t.Errorf("only %d of %d rules have a prefilter", with, len(builtinRules))
	}
	t.Logf("%d of %d rules have a prefilter", with, len(builtinRules))
}

// FuzzPrefilterSameOutput: on any text, the prefilter changes nothing.
func FuzzPrefilterSameOutput(f *testing.F) {
	f.Add("password=hunter2hunter2 and sk-ant-" + strings.Repeat("a", 30))
	f.Add("ΣECRET=" + strings.Repeat("x", 40) + "\nKELVIN KEY: abc")
	f.Add("user:pw@tcp(db:3306)/x\n-----BEGIN PRIVATE KEY-----\nMIIabc\n-----END PRIVATE KEY-----")
	f.Fuzz(func(t *testing.T, s string) {
		samePlain(t, "fuzz", s)
		samePlainLines(t, "fuzz, line by line", s, 0)
	})
}

// BenchmarkRedactRecords: the session files of the importers' testdata,
// one record (line) at a time, as a trace import redacts them.
func BenchmarkRedactRecords(b *testing.B) {
	files, _ := filepath.Glob(filepath.Join("..", "ingest", "testdata", "*", "*"))
	var recs []string
	size := 0
	for _, f := range files {
		if st, err := os.Stat(f); err != nil || st.IsDir() || strings.Contains(f, "malformed") {
			continue
		}
		c, err := os.ReadFile(f)
		if err != nil {
			b.Fatal(err)
		}
		for _, l := range strings.Split(string(c), "\n") {
			recs = append(recs, l)
			size += len(l)
		}
	}
	for _, plain := range []bool{false, true} {
		b.Run(map[bool]string{false: "prefiltered", true: "plain"}[plain], func(b *testing.B) {
			r := NewRedactor()
			r.plain = plain
			b.SetBytes(int64(size))
			for b.Loop() {
				for _, l := range recs {
					r.Redact(l)
				}
			}
		})
	}
}

// A case-insensitive literal with a character whose fold orbit reaches
// ASCII (the long s ſ matches s) is looked for folded, in mayMatch and in
// the line search alike.
func TestPrefilterFoldedLines(t *testing.T) {
	pf := newPrefilter(`(?i)paſſ=(\w+)`)
	if pf.needles == nil || !pf.lineLocal {
		t.Fatalf("needles %v lineLocal %v", pf.needles, pf.lineLocal)
	}
	text := strings.Repeat("nothing here\n", 10) + "PASS=x1\n" + strings.Repeat("nothing\n", 10)
	h := newHaystack(text, asciiLower(text))
	if !pf.mayMatch(h, text) {
		t.Fatal("mayMatch: the folded literal was not found")
	}
	spans, ok := pf.lines(h, text)
	if !ok || len(spans) != 1 || text[spans[0][0]:spans[0][1]] != "PASS=x1" {
		t.Fatalf("lines: %v %v", spans, ok)
	}
}
