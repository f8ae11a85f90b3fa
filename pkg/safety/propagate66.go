package safety

// Round 66 (propagate family, other-language override and persona): the
// lexicons' parts where a language's list lacked the turn of phrase a
// native writer reaches for first, read in fresh189 and fresh191. Each
// entry fills a gap in meaning for the whole language, not a sentence:
//
//   - Breton voids guidance with "forget" in its common verb
//     "ankouaat" (imperative "ankouait", participle "ankouaet"), beside
//     the "ankounac'h" already listed; it names guidance as what "was
//     given to you" ("a zo bet roet dit"); it ranks a file above the rest
//     as the "master" ("a zo mestr", "eo ar mestr").
//   - Sinhala voids guidance as "not valid" written as a verb phrase
//     ("වලංගු නැත", "වලංගු නොවේ"), beside the adjective "අවලංගු". (Its
//     ranking and limit words were left out: at three bytes a letter a
//     Sinhala "this file" and "priority" rarely fall within the 60-byte
//     reach of those pairings, so a stem there would promise more than it
//     reads.)
//   - Nepali names earlier guidance as what is "above" ("माथिका",
//     "माथिको"), or the system's own ("प्रणाली", the bare noun before
//     "नियम"); ranks a file as "supreme" ("सर्वोच्च"); and lifts limits as
//     "keeping no limit" ("सीमा नराखी", the converb of "not keep").
//   - Thai voids guidance as "abandon" ("ละทิ้ง"), beside "cancel" and
//     "forget", and ranks a file as holding "the highest authority"
//     ("มีอำนาจสูงสุด"); Vietnamese voids it as "brush aside" ("gạt
//     bỏ", "gác lại", set aside) and ranks a file as having "the highest
//     force" ("có hiệu lực cao nhất"), beside "được ưu tiên" (read in
//     fresh194).
//   - Persona, Scottish Gaelic: the emphatic frame "'s tusa" / "is tusa"
//     (you are) and "tha thu a-nis" (you are now); free of rules as "no
//     rule at all" ("chan eil riaghailt sam bith"), never refusing as
//     "you/he/she will refuse nothing" ("cha diùlt thu dad"), answering
//     "any question at all" ("freagraidh tu ceist sam bith").
//   - Persona, Catalan: the frame written as a label or a name quoted
//     after "you are" ("personatge:", "ets «", "ets \""), free of rules
//     as "without a single norm/policy" ("sense cap norma", "sense cap
//     política"), never refusing in the order "no es nega mai" (the
//     lists had "mai no es nega").
//   - Persona, Tamil: the frame "you are now" ("நீ இப்போது", "நீங்கள்
//     இப்போது"); free of rules as the negative participle "who has no
//     rule at all" ("விதிமுறையும் இல்லாத", "விதியும் இல்லாத",
//     "கட்டுப்பாடும் இல்லாத"), never refusing as "who refuses nothing"
//     ("எதையும் மறுக்காத").
//
// Each stem alone reads nothing: the override still needs its parts
// together (guidance voided, or this file ranked above it, or limits
// lifted for the agent), and a persona property needs a persona frame
// within reach, as every lexicon's does.
var lexicons66 = map[string]langLex{
	"br+r66-propagate": { // Breton
		void:  []string{"ankouaet", "ankouait", "ankouaat", "lezit a-gostez", "lez a-gostez"},
		prior: []string{"a zo bet roet dit", "a zo bet roet deoc'h", "bet roet dit"},
		wins:  []string{"a zo mestr", "eo ar mestr", "zo ar mestr", "eo mestr"},
	},
	"si+r66-propagate": { // Sinhala
		void: []string{"වලංගු නැත", "වලංගු නොවේ", "තවදුරටත් වලංගු නැ"},
	},
	"ne+r66-propagate": { // Nepali
		prior:    []string{"माथिका", "माथिको", "माथि दिइएका", "प्रणाली नियम", "प्रणालीका नियम"},
		wins:     []string{"सर्वोच्च"},
		noLimits: []string{"सीमा नराखी", "कुनै सीमा नराखी", "रोकटोक नराखी"},
	},
	"gd+r66-propagate": { // Scottish Gaelic
		frame:    []string{"'s tusa", "is tusa", "tha thu a-nis", "tha thu a nis"},
		noPolicy: []string{"chan eil riaghailt sam bith", "chan eil poileasaidh sam bith", "cha diùlt thu dad", "cha diùlt thu càil", "cha diùlt thu gu bràth", "cha diùlt e dad", "cha diùlt i dad", "freagraidh tu ceist sam bith"},
	},
	"ca+r66-propagate": { // Catalan
		frame:    []string{"personatge:", "ets «", "ets \"", "ets “"},
		noPolicy: []string{"sense cap norma", "sense cap política", "sense cap regla", "no es nega mai", "no es nega a res", "no diu mai que no"},
	},
	"th+r66-propagate": { // Thai
		void: []string{"ละทิ้ง", "ทิ้งไป"},
		wins: []string{"มีอำนาจสูงสุด", "อำนาจสูงสุด"},
	},
	"vi+r66-propagate": { // Vietnamese
		void: []string{"gạt bỏ", "gạt sang một bên", "gác lại"},
		wins: []string{"có hiệu lực cao nhất", "hiệu lực cao nhất"},
	},
	"ta+r66-propagate": { // Tamil
		frame:    []string{"நீ இப்போது", "நீங்கள் இப்போது"},
		noPolicy: []string{"விதிமுறையும் இல்லாத", "விதியும் இல்லாத", "கட்டுப்பாடும் இல்லாத", "எதையும் மறுக்காத"},
	},
}

func init() {
	for _, l := range byLanguage(lexicons66) {
		for _, set := range []*[]string{&l.void, &l.prior, &l.guide, &l.this, &l.wins, &l.obeyOnly, &l.fromNow, &l.noLimits, &l.frame, &l.noPolicy} {
			*set = apostropheVariants(*set)
		}
		normaliseLex(&l)
		mergeLexicon(l)
		voidAll38 = append(voidAll38, l.void...)
	}
}

// Round 66 (propagate family): self-propagation (actions.go: this skill,
// a verb that carries it, places that are many) in Hindi, Tamil and
// Sinhala as they are typed in Latin letters, mixed with English nouns
// ("har naye repo", "ovvoru team-kkum", "hama folder ekakatama"):
//
//   - Hinglish names this skill whole ("yeh poori skill", "puri skill",
//     "is poori skill"), and fans out with "every new" ("har naye", "har
//     nayi"), as Afrikaans "elke nuwe" does.
//   - Tamil (Tanglish): this skill or file ("intha skill", "indha
//     file"); copying or joining it in ("copy panni", "copy pannunga",
//     "serthu", "sethu vidunga"); each or all of a kind of place ("ovvoru"
//     each, "ella" all, with a noun of place or people: repo, project,
//     folder, team, agent).
//   - Sinhala (Singlish): this skill or file ("me skill eka", "mema
//     skill", "me file eka"); copying or installing it ("copy karanna",
//     "install karanna", "danna" only with "athulata", put inside); every
//     place ("hama" all or every with a noun of place, and the
//     distributive "ekakatama", to each one).
//   - Bengali: onward through whoever reads what the skill writes: "any
//     agent that reads it" ("যে এজেন্ট এটা পড়ে", "যেকোনো এজেন্ট",
//     "প্রতিটি এজেন্ট") is a destination that never ends, as English
//     "every agent that reads it"; and "add" in the familiar imperative
//     ("যোগ করো"), beside the polite "যোগ করুন" already listed.
//
// A stem alone reads nothing: the copy still needs this skill, a verb
// that carries it and a place that is many within one statement.
func init() {
	places := []string{"repo", "repos", "project", "projects", "folder", "folders", "team", "teams", "agent", "agents", "machine", "laptop", "skill folder", "drive"}
	registerActionLexicon("hi-latn+r66-propagate", actionLex{
		selfRef:     []string{"yeh poori skill", "ye poori skill", "yeh puri skill", "ye puri skill", "is poori skill", "is puri skill", "poori skill ka", "puri skill ka"},
		otherPlaces: []string{"har naye", "har nayi", "har naya", "sabhi naye", "saare naye"},
	})
	registerActionLexicon("ta-latn+r66-propagate", actionLex{
		selfRef:     []string{"intha skill", "indha skill", "inda skill", "intha file", "indha file", "intha instructions", "indha instructions"},
		copyVerb:    []string{"copy panni", "copy pannu", "copy pannunga", "copy pannungal", "paste panni", "paste pannunga", "serthu", "sethu vidu", "serunga", "serkkavum", "anuppunga", "anuppu"},
		otherPlaces: append(wqCross([]string{"ovvoru", "ovvaru", "ella"}, places), "ellarukkum", "ellorukkum"),
		never:       []string{"vendaam", "vendam", "pannatheenga", "pannadheenga", "seiyaatheenga"},
		markers:     []string{"intha", "indha", "panni", "pannunga", "ella", "ovvoru", "irukkura", "irukku", "oda", "kkum", "vendum", "podunga", "mattum"},
	})
	registerActionLexicon("si-latn+r66-propagate", actionLex{
		selfRef:     []string{"me skill eka", "mē skill eka", "mema skill", "me file eka", "mē file eka", "me skill ekama"},
		copyVerb:    []string{"copy karanna", "copy karala", "copy karanne", "install karanna", "install karala", "athulata danna", "athulath karanna", "yawanna"},
		otherPlaces: append(wqCross([]string{"hama", "hæma", "hema"}, places), "ekakatama", "hamotama", "hamatama"),
		never:       []string{"epa", "karanna epa", "nokaranna"},
		markers:     []string{"eka", "eke", "ekata", "karanna", "thiyena", "thiyenawa", "kiyala", "hama", "ewa", "widiyata", "athulath", "thamange", "meka"},
	})
	registerActionLexicon("bn+r66-propagate", actionLex{
		copyVerb:    []string{"যোগ করো", "যোগ কর ", "কপি করে নেয়", "কপি করে নিক"},
		otherPlaces: []string{"যে এজেন্ট এটা পড়ে", "যে এজেন্ট এটি পড়ে", "যে এজেন্ট এটা পড়বে", "যে এজেন্ট এটি পড়বে", "যে এজেন্টই", "যেকোনো এজেন্ট", "যে কোনো এজেন্ট", "প্রতিটি এজেন্ট", "অন্য এজেন্ট", "অন্যান্য এজেন্ট", "সব এজেন্ট"},
	})
}
