package trace

import "testing"

// TestRedactRound93: Yoruba's one-word password noun and the Zulu
// copulative prefix, each beside look-alikes left as they are.
func TestRedactRound93(t *testing.T) {
	checkRedactions(t, []redactProbe{
		{"Ọ̀rọ̀ìpamọ́ fún kọ̀ǹpútà ìjọ ni Wq7rTzk2LpVx", "Wq7rTzk2LpVx"},
		{"ọ̀rọ̀ ìgbaniwọlé tuntun ni Hn4sKd8QmZr2", "Hn4sKd8QmZr2"},
		{"Isexwayiso: iphasiwedi ye-router ngu-kePwRtzXuLmQ", "kePwRtzXuLmQ"},
		{"iphasiwedi yesitolo yi-JoVhNqsDwErT", "JoVhNqsDwErT"},
	}, []string{
		"Ọ̀rọ̀ ìpamọ́ gbọ́dọ̀ ní ó kéré tán lẹ́tà méjìlá.",
		"iphasiwedi ye-router ngu-12 izinhlamvu ubuncane.",
		"Umsebenzi ngu-inverter omusha.",
	})
}
