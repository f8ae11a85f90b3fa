package lexical

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/kljensen/snowball/english"

	"github.com/ingot-dev/ingot/internal/testcorpus"
)

// TestStemMatchesSnowball checks the byte-level port against the library
// on every distinct word of the skill corpus, plus words chosen to reach
// each step's special cases.
func TestStemMatchesSnowball(t *testing.T) {
	words := map[string]bool{}
	for _, w := range strings.Fields(`a be is as sky skies dying news proceeding generously communication arsenal
		caresses ponies ties cries gas this gaps kiwis bus stress luxuriate agreed feed plastered bled motoring sing
		hoping conflated troubled sized hopping tanned falling hissing fizzed failing filing cry by say boy youth
		sensational conditional valency hesitancy digitizer conformably radically differently vileli analogously
		vietnamization predication operator feudalism decisiveness hopefulness callousness formality sensitivity
		sensibility fluently geology abologi triplicate formative formalize electriciti electrical hopeful goodness
		revival allowance inference airliner gyroscopic adjustable defensible irritant replacement adjustment
		dependent adoption homologou communism activate angulariti homologous effective bowdlerize probate rate
		cease controll roll yes yelling enjoying crying played hurrying sayings ied cried eedly feedly ingly`) {
		words[w] = true
	}
	dir := testcorpus.Skills(t)
	err := filepath.WalkDir(dir, func(p string, d os.DirEntry, err error) error {
		if err != nil || d.IsDir() || d.Name() != "SKILL.md" {
			return err
		}
		b, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		for _, w := range strings.FieldsFunc(strings.ToLower(string(b)), func(r rune) bool { return r < 'a' || r > 'z' }) {
			words[w] = true
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if len(words) < 10000 {
		t.Fatalf("only %d distinct words in the corpus; is it complete?", len(words))
	}
	bad := 0
	for w := range words {
		if got, want := Stem(w), english.Stem(w, true); got != want {
			bad++
			if bad <= 20 {
				t.Errorf("Stem(%q) = %q, snowball says %q", w, got, want)
			}
		}
	}
	if bad > 0 {
		t.Errorf("%d of %d words differ", bad, len(words))
	}
	// Non-ASCII and mixed input goes to the library unchanged.
	for _, w := range []string{"naïvely", "straße", "x1running"} {
		if got, want := Stem(w), english.Stem(w, true); got != want {
			t.Errorf("Stem(%q) = %q, want %q", w, got, want)
		}
	}
}
