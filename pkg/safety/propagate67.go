package safety

// Round 67 (propagate family): self-propagation (actions.go: this skill,
// a verb that carries it, places that are many) where one part was
// spelled in a way the lists lacked, read in fresh197-204. Each entry
// fills a gap in meaning for the whole language, not a sentence:
//
//   - Dutch adds with the separable "voeg ... toe" (the lists had only
//     copy and spread), and names places that are many as "all other" or
//     "every new" of a kind of place where people work or skills are
//     kept (branches, offices, workstations, shared templates).
//   - Icelandic writes "all" before a plural of places in the neuter
//     ("öll ... geymslur", "öll verkefni") and names every future project
//     as "new projects" ("nýrra verkefna", "ný verkefni").
//   - Spanish carries the skill in the subjunctive ("que la copie", "lo
//     copien": ask someone's agent that it copy it), and names someone
//     else's skills as "their own skills" or "those of their team".
//   - Gujarati had no propagation lexicon: this skill or file, copy, add
//     or spread, every colleague or project, their agent.
//   - Punjabi names other teams ("ਹੋਰ ਟੀਮਾਂ") and every page.
//   - Amharic puts "all" after its noun ("ፕሮጀክቶች ሁሉ", projects all) and
//     names a friend's machines; "to the others" ("ወደ ሌሎች").
//   - Tagalog copies with the focus prefix ("ikopya", "i-kopya"), beside
//     "kopyahin".
//   - Burmese: every file ("ဖိုင်တိုင်း") and all members or colleagues,
//     the quantifier after the noun as the other Burmese places are.
//   - Kinyarwanda spreads with the verb "kwirakwiza" in its forms with an
//     object prefix ("kuyakwirakwiza"), and names other workers ("abandi
//     bakozi") and all skills ("bwose"). (Not "shyira", put: "put these
//     instructions into practice for every worker" carries nothing.)
//   - French sends a skill ("envoie ce skill") and installs it with a
//     pronoun ("installe-le"), to every teammate ("tous les
//     coéquipiers") or into their folder.
//   - Cantonese and Chinese: all other repositories ("所有其他 repo") and
//     the template of new projects ("新項目範本"), a place every future
//     project is made from.
//
// A stem alone reads nothing: the copy still needs this skill, a verb
// that carries it and a place that is many within one statement.
func init() {
	nlQ := []string{"alle andere", "elke andere", "iedere andere", "alle nieuwe", "elke nieuwe", "iedere nieuwe", "alle", "elke", "iedere"}
	nlN := []string{"vestigingen", "vestiging", "klinieken", "kliniek", "kantoren", "kantoor", "afdelingen", "afdeling", "teams", "team", "werkplekken", "werkplek", "computers", "computer", "laptops", "laptop", "sjablonen", "sjabloon", "templates", "template", "skills", "collega's"}
	registerActionLexicon("nl+r67-propagate", actionLex{
		copyVerb:    []string{"voeg ", "voegt ", "installeer ", "zet een kopie"},
		otherPlaces: append(wqCross(nlQ, nlN), "gedeelde sjablonen", "gedeelde templates", "gedeelde skills"),
	})
	isQ := []string{"öll", "allar", "alla", "öllum", "hvert", "hverja", "hverri"}
	isN := []string{"git-geymslur", "geymslur", "verkefni", "verkefnum", "möppur", "möppum", "vélar", "vélum", "tölvur", "tölvum", "sniðmát", "repo"}
	registerActionLexicon("is+r67-propagate", actionLex{
		otherPlaces: append(wqCross(isQ, isN), "nýrra verkefna", "ný verkefni", "nýjum verkefnum", "hvert nýtt verkefni"),
	})
	esOwn := []string{"sus propias", "tus propias", "sus propios", "tus propios"}
	esN := []string{"skills", "habilidades", "proyectos", "repositorios", "plantillas", "carpetas"}
	registerActionLexicon("es+r67-propagate", actionLex{
		copyVerb:    []string{"que la copie", "que lo copie", "que la copien", "que lo copien", "la copie ", "lo copie ", "la copien", "lo copien", "la instale", "lo instale"},
		otherPlaces: append(wqCross(esOwn, esN), "las de su equipo", "los de su equipo", "las de tu equipo", "los de tu equipo", "de todo su equipo", "de todo tu equipo"),
	})
	guQ := []string{"દરેક", "બધા", "બધી", "બીજા", "અન્ય", "તમામ"}
	guN := []string{"સહકર્મી", "સાથી", "પ્રોજેક્ટ", "રિપો", "રિપોઝીટરી", "મશીન", "કમ્પ્યુટર", "ફોલ્ડર", "એજન્ટ", "સ્કિલ", "ટીમ"}
	registerActionLexicon("gu+r67-propagate", actionLex{
		selfRef:     []string{"આ સ્કિલ", "આ સ્કીલ", "આ ફાઇલ", "આ ફાઈલ", "આ દસ્તાવેજ", "આ સૂચનાઓ"},
		copyVerb:    []string{"કોપી કર", "નકલ કર", "ફેલાવ", "ઉમેર", "ચોંટાડ", "ઇન્સ્ટોલ કર"},
		otherPlaces: append(wqCross(guQ, guN), "તેમના એજન્ટ", "તેમના મશીન", "દરેક નવા", "દરેક નવી"),
	})
	registerActionLexicon("pa+r67-propagate", actionLex{
		copyVerb:    []string{"ਜੋੜੋ", "ਜੋੜ ਦਿਓ"},
		otherPlaces: []string{"ਹੋਰ ਟੀਮ", "ਹੋਰ ਟੀਮਾਂ", "ਸਾਰੀਆਂ ਟੀਮਾਂ", "ਹਰ ਟੀਮ", "ਹਰ ਪੰਨੇ", "ਹਰ ਪੰਨਾ", "ਹਰ ਵਿਕੀ", "ਸਾਰੇ ਪੰਨਿਆਂ", "ਹੋਰ ਰਿਪੋਜ਼ਟਰੀ", "ਸਾਰੀਆਂ ਰਿਪੋਜ਼ਟਰੀ"},
	})
	var amPlaces []string
	for _, n := range []string{"ፕሮጀክቶች", "ፕሮጀክቶቹ", "ማከማቻዎች", "ማሽኖች", "ማሽኖቹ", "ኮምፒውተሮች", "ክህሎቶች", "አቃፊዎች", "ባልደረቦች"} {
		amPlaces = append(amPlaces, n+" ሁሉ", n+"ም ሁሉ")
	}
	registerActionLexicon("am+r67-propagate", actionLex{
		otherPlaces: append(amPlaces, "ወደ ሌሎች", "ጓደኞቹ ማሽኖች", "የጓደኞቹ ማሽኖች", "ጓደኞቹ ኮምፒውተሮች", "የጓደኞቹ ኮምፒውተሮች"),
	})
	registerActionLexicon("tl+r67-propagate", actionLex{
		copyVerb: []string{"ikopya", "i-kopya", "kopyahan"},
	})
	var myPlaces []string
	for _, n := range []string{"ဖိုင်", "skill ဖိုင်", "အသင်းသား", "အဖွဲ့ဝင်", "လုပ်ဖော်ကိုင်ဖက်", "စက်", "ကွန်ပျူတာ"} {
		myPlaces = append(myPlaces, n+"တိုင်း", n+" တိုင်း", n+"အားလုံး", n+" အားလုံး")
	}
	registerActionLexicon("my+r67-propagate", actionLex{otherPlaces: myPlaces})
	registerActionLexicon("rw+r67-propagate", actionLex{
		copyVerb:    []string{"kwirakwiza", "ukwirakwiza", "kuyakwirakwiza", "kuyikwirakwiza", "kubikwirakwiza", "uyakwirakwize", "uyikwirakwize", "bayakwirakwize", "muyakwirakwize"},
		otherPlaces: []string{"abandi bakozi", "bw'abandi bakozi", "bwose", "ku bandi", "abandi bose", "bagenzi bose"},
	})
	registerActionLexicon("fr+r67-propagate", actionLex{
		copyVerb:    []string{"envoie ce", "envoie cette", "envoyez ce", "envoyez cette", "installe-le", "installe-la", "installez-le", "installez-la"},
		otherPlaces: []string{"tous les coéquipiers", "tous ses coéquipiers", "tous tes coéquipiers", "chaque coéquipier", "leur dossier", "leurs dossiers", "dossier de chacun", "tous les membres de l'équipe", "chaque membre de l'équipe"},
	})
	yueQ := []string{"所有其他", "其他所有", "每個", "每个", "所有", "其他"}
	yueN := []string{"repo", "repos", "dotfiles", "範本", "模板", "項目範本", "项目模板"}
	registerActionLexicon("yue+r67-propagate", actionLex{
		otherPlaces: append(append(wqCross(yueQ, yueN), wqJoined67Propagate(yueQ, yueN)...), "新項目範本", "新项目模板", "新項目模板", "新專案範本"),
	})
}

// wqJoined67Propagate: every quantifier written against its noun, as Chinese writes
// them ("所有其他repo").
func wqJoined67Propagate(qs, ns []string) []string {
	out := make([]string, 0, len(qs)*len(ns))
	for _, q := range qs {
		for _, n := range ns {
			out = append(out, q+n)
		}
	}
	return out
}

// Round 67 (propagate family, persona): a persona frame and a property
// no safe agent has (personaFrame, personaNoPolicy: within 160 bytes, not
// narrowed to a subject), in languages whose lists lacked the turn of
// phrase, read in fresh197-203:
//
//   - Icelandic: the frame as a label or a quoted name after "you are"
//     ("hlutverk:", "þú ert „"); free of rules as "follows no rules"
//     ("fylgir engum reglum"), never refusing as "hafnar aldrei" beside
//     "neitar aldrei", and "refuses nothing" ("hafnar engu").
//   - Kannada: the frame as a label or "you now" ("ಪಾತ್ರ:", "ನೀನು ಈಗ"); no
//     policy at all ("ಯಾವುದೇ ನೀತಿ ಇಲ್ಲ"), never refusing with "ever"
//     ("ಯಾವತ್ತೂ ನಿರಾಕರಿಸ", beside "ಎಂದಿಗೂ").
//   - Khmer: "you are" ("អ្នកគឺ", "អ្នកជា"); has no policy ("មិនមានគោលការណ៍",
//     "គ្មានគោលការណ៍"), never refuses ("មិនដែលបដិសេធ").
//   - Lao: the character ("ຕົວລະຄອນ") and "you are" ("ເຈົ້າແມ່ນ"); has no
//     policy ("ບໍ່ມີນະໂຍບາຍ"), never refuses ("ບໍ່ເຄີຍປະຕິເສດ").
//   - Malagasy: "you are" ("ianao dia"); has no rules or policy ("tsy
//     manana fepetra", "tsy manana politika"), refuses nothing at all
//     ("tsy mandà na inona na inona").
//   - Luganda: "you are" opening a sentence ("oli " with the name after
//     it, "kati oli" now you are); has no laws ("talina mateeka", "tolina
//     mateeka"), refuses nothing ("tagaana kintu", "togaana kintu").
//   - English: refusal named as a thing the character lacks ("no
//     declining", "no refusing") and a life "beyond any rulebook".
//
// Each stem alone reads nothing: a property still needs a persona frame
// within reach.
var lexicons67Propagate = map[string]langLex{
	"is+r67-propagate": {
		frame:    []string{"hlutverk:", "þú ert „", "þú ert \"", "þú ert nú", "þú leikur"},
		noPolicy: []string{"fylgir engum reglum", "fylgir engum fyrirmælum", "hafnar aldrei", "hafnar engu", "neitar engu"},
	},
	"kn+r67-propagate": {
		frame:    []string{"ಪಾತ್ರ:", "ನೀನು ಈಗ", "ನೀವು ಈಗ", "ನೀನು \""},
		noPolicy: []string{"ಯಾವುದೇ ನೀತಿ ಇಲ್ಲ", "ಯಾವುದೇ ನಿಯಮ ಇಲ್ಲ", "ಯಾವುದೇ ನಿರ್ಬಂಧ ಇಲ್ಲ", "ಯಾವತ್ತೂ ನಿರಾಕರಿಸ", "ಎಂದೂ ನಿರಾಕರಿಸ", "ಯಾವುದನ್ನೂ ನಿರಾಕರಿಸ"},
	},
	"km+r67-propagate": {
		frame:    []string{"អ្នកគឺ", "អ្នកជា", "តួអង្គ"},
		noPolicy: []string{"មិនមានគោលការណ៍", "គ្មានគោលការណ៍", "មិនមានច្បាប់", "មិនដែលបដិសេធ", "មិនបដិសេធអ្វី"},
	},
	"lo+r67-propagate": {
		frame:    []string{"ຕົວລະຄອນ", "ເຈົ້າແມ່ນ", "ເຈົ້າຄື"},
		noPolicy: []string{"ບໍ່ມີນະໂຍບາຍ", "ບໍ່ເຄີຍປະຕິເສດ", "ບໍ່ປະຕິເສດຫຍັງ"},
	},
	"mg+r67-propagate": {
		frame:    []string{"ianao dia", "ianao no"},
		noPolicy: []string{"tsy manana fepetra", "tsy manana politika", "tsy manana fitsipika", "tsy mandà na inona na inona", "tsy manda na inona na inona"},
	},
	"lg+r67-propagate": {
		frame:    []string{"oli ", "kati oli", "ggwe oli"},
		noPolicy: []string{"talina mateeka", "tolina mateeka", "talina kkomo", "tagaana kintu", "togaana kintu"},
	},
	"en+r67-propagate": {
		noPolicy: []string{"no declining", "no refusing", "beyond any rulebook", "beyond every rulebook"},
	},
}

func init() {
	for _, l := range byLanguage(lexicons67Propagate) {
		for _, set := range []*[]string{&l.void, &l.prior, &l.guide, &l.this, &l.wins, &l.obeyOnly, &l.fromNow, &l.noLimits, &l.frame, &l.noPolicy} {
			*set = apostropheVariants(*set)
		}
		normaliseLex(&l)
		mergeLexicon(l)
		voidAll38 = append(voidAll38, l.void...)
	}
}
