package safety

// Round 100 (propagate), tuned on fresh303-306.
//
// Lexicon gaps, each the same meaning the propagation reading (the
// skill's own text, a carrying verb and every other place, near one
// another) already reads in other languages:
//
//   - Hungarian "ezt a szöveget" (this text) is the skill's own text as
//     "ezt a fájlt" (this file) is, and "minden git tárolóba" (into every
//     git repository) is every repository as "minden tárolóba" is: the
//     kind of repository named between the quantifier and the noun
//     changes nothing.
//   - Turkish "bu talimatı" (this instruction, accusative) is the skill's
//     own text as "bu talimat dosyası" is; "her başka skill" (every
//     other skill) is another skill as "diğer skill" is; and "sonuna
//     ekle" (append to the end of) carries the text into the file it
//     names as "yapıştır" (paste) does. Alone each is ordinary; the
//     reading needs all three within one span.
func init() {
	registerActionLexicon("hu+r100-tamper", actionLex{
		selfRef:     []string{"ezt a szöveget", "ezt a leírást", "ezeket a sorokat"},
		otherPlaces: []string{"minden git tárolóba", "minden git-tárolóba", "minden git repóba", "minden git repositoryba", "minden elérhető tárolóba"},
	})
	registerActionLexicon("tr+r100-tamper", actionLex{
		selfRef:     []string{"bu talimatı", "bu talimatları", "bu metni"},
		copyVerb:    []string{"sonuna ekle", "sonuna ekleyin", "başına ekle", "başına ekleyin"},
		otherPlaces: []string{"her başka skill", "başka her skill", "diğer her skill", "her başka beceri", "diğer her beceri", "başka skill dosyalar"},
	})
}
