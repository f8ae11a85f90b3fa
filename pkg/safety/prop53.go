package safety

// Round 53 (propagate): the round-26 copy rule (a carrying verb, this
// skill, a place that is many or someone else's) in the words of
// languages whose lexicons lacked them:
//   - Hungarian: every new project opened from now on ("minden új
//     projekt", "amikor egy új projektet nyitsz"), and the user's dotfiles
//     repository, which every machine of the user pulls, as places many;
//     "copy in" and "write into" ("másold be", "írd bele") as verbs;
//   - Bengali: "this whole skill", "this instruction" carried, "add" ("যোগ
//     করে দিন") as a verb, "any other skill" as a place;
//   - Nepali: "its copy" put ("यसको प्रतिलिपि राख्नुहोस्") in all the
//     user's repositories or another skill;
//   - Sinhala: "add" ("එක් කරන්න") to every skill or every project;
//   - Persian: "this same skill" copied into all the user's other
//     projects.

func init() {
	registerActionLexicon("hu+r53-tamper", actionLex{
		copyVerb:    []string{"másold be", "másolja be", "írd bele", "írja bele", "tedd bele"},
		otherPlaces: []string{"minden új projekt", "új projektet nyitsz", "új projektet nyit", "minden projektbe", "összes projektbe", "felhasználó dotfiles", "dotfiles repójába"},
	})
	registerActionLexicon("bn+r53-tamper", actionLex{
		selfRef:     []string{"এই পুরো স্কিলটি", "এই স্কিলটি", "এই নির্দেশটি", "এই নির্দেশনা"},
		copyVerb:    []string{"যোগ করে দিন", "যোগ করুন", "কপি করুন", "কপি করে দিন"},
		otherPlaces: []string{"অন্য যে কোনো স্কিল", "অন্য সব স্কিল", "প্রতিটি স্কিল", "সব স্কিল", "অন্য যে কোনো প্রজেক্ট", "সব প্রজেক্ট"},
	})
	registerActionLexicon("ne+r53-tamper", actionLex{
		selfRef:     []string{"यसको प्रतिलिपि", "यो स्किल", "यही निर्देशन", "यो निर्देशन"},
		copyVerb:    []string{"प्रतिलिपि राख्नुहोस्", "भित्र हाल्नुहोस्", "थप्नुहोस्"},
		otherPlaces: []string{"सबै रिपोजिटरी", "अर्को स्किल", "सबै स्किल", "हरेक स्किल", "सबै परियोजना"},
	})
	registerActionLexicon("si+r53-tamper", actionLex{
		selfRef:     []string{"මෙම උපදෙස්", "මෙම skill", "මේ skill"},
		copyVerb:    []string{"එක් කරන්න", "පිටපත් කරන්න"},
		otherPlaces: []string{"සෑම skill", "සෑම project", "සියලු skill", "සියලු project"},
	})
	registerActionLexicon("fa+r53-tamper", actionLex{
		selfRef:     []string{"همین مهارت", "این مهارت"},
		otherPlaces: []string{"پروژه\u200cهای دیگر", "پروژه های دیگر", "همه پروژه\u200cها", "همهٔ پروژه"},
	})
}
