package safety

import "testing"

// Several files extend stealthWords in their init functions, and Go runs
// those in filename order: an alternative added by a file that sorts
// after the last wrapSpaces47 call would keep a literal space and miss a
// soft-wrapped sentence ("without\n   telling"). The shared pattern must
// be a fixpoint of the rewrite, whatever the order the files ran in.
func TestStealthWordsWrapped(t *testing.T) {
	src := stealthWords.String()
	if got := wrapSpaces47(src); got != src {
		for i := 0; i < len(src) && i < len(got); i++ {
			if src[i] != got[i] {
				lo := max(0, i-60)
				t.Fatalf("stealthWords has a literal space outside a class near %q: extend it with \\s+ or rewrap it last", src[lo:min(len(src), i+20)])
			}
		}
		t.Fatal("stealthWords is not a fixpoint of wrapSpaces47")
	}
	for _, s := range []string{"do the edit without\n   telling the user", "keep it\nquiet"} {
		if !stealthWords.MatchString(s) {
			t.Errorf("stealthWords misses the wrapped %q", s)
		}
	}
}
