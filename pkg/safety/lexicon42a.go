package safety

import "strings"

// Round 42 (langa): the override of the lexicons (the agent's earlier or
// system guidance forgotten, no longer counted or voided; this file ranked
// above the rest; follow only it; act without limits) in languages no
// lexicon had: Kabyle and Tamazight in Tifinagh; the creoles of the
// Atlantic and the Indian Ocean (Papiamento, Nigerian Pidgin, Krio,
// Mauritian, Seychellois and Antillean Creole, Cape Verdean, Sranan,
// Jamaican Patois); Ladino; the Romance and Celtic languages of Europe's
// edges (Friulian, Sicilian, Neapolitan, Venetian, Asturian, Walloon,
// Cornish, Manx, more Welsh); of the Americas (Aymara, Nahuatl,
// Mapudungun, K'iche', Cherokee in its syllabary); of the Arctic
// (Inuktitut in syllabics, Greenlandic, Northern Sami); of the Caucasus
// (Ossetian, Chechen); and Kashubian, Upper Sorbian, Romani, Alsatian,
// Low German and Scots. Each was written for the concept as the others
// were: the voiding verb as an order and as a statement ("forget",
// "don't follow", "no longer count", "are finished"), the earlier or
// system guidance by more than one word, and the rest of the override's
// parts.
//
// Stems are pooled across languages and a rule fires on its parts
// together within a window, so every stem was checked against ordinary
// words of English and of the neighbour languages: a creole word that is
// also English ("forget", "before", "rules", "wet", "prime") is written
// as the creole phrase it stands in ("forget dem", "den wet", "di
// prime"); a stem that starts a French or English word ("avan" of
// "avant", "cynt" of "Cynthia", "antis" of "antisocial") is written with
// the space or stop that ends it; a verb of forgetting whose negated
// order starts with the same letters (Mapudungun "ngoyünolaymi", "don't
// forget"; Greenlandic "puigunak"; Inuktitut "ᐳᐃᒍᕐᓇᐃᑦ") is written in
// its affirmative forms only; and a "forget" whose negation is a word
// before it (Kabyle "ur ttu ara", the creoles' "pa bliye", "nuh figet",
// "no lubidá", "ka skese", Sami "ale vajálduhte", Romani "na bister")
// only with what it forgets ("ttu akk", "bliye tou", "figet all": forget
// all). Haitian "bliye" (lexicon41a.go) is narrowed the same way, since
// the Mauritian "earlier" and "rules" pooled here would meet its "pa
// bliye" ("don't forget the rules you were given"). This file ranked above the rest is said as being the boss or
// stronger than all ("a di big boss", "pli for ki tou", "ᎤᏟ ᎤᎵᏂᎩᏗ"),
// commanding above all, or having priority; never as being "more
// important" or "bigger" (Greenlandic "pingaarnerupput", Aymara "juk'amp
// jach'a"), a benign file's own words about itself.
var lexicons42a = map[string]langLex{
	"kab": { // Kabyle (Latin script, with and without the dotted letters)
		void:     []string{"ttu akk", "ttut akk", "ttum akk", "ttu ayen", "ttut ayen", "ttum ayen", "ttu ilugan", "ttut ilugan", "ttu iwellihen", "ur ttwaḥsaben ara", "ur ttwaḥsabent ara", "ur ttwahsaben ara", "ur sɛin ara azal", "ur sɛan ara azal", "ur tḍeffir ara", "ur tḍfar ara", "ur tetḍfar ara", "yettwasefsex", "ttwasefsxen"},
		prior:    []string{"uqbel", "n zik", "n unagraw", "unagraw", "i k-d-nnan", "i k-d-yennan", "i ak-d-nnan", "i k-d-ttunefken", "imezwura"},
		guide:    []string{"ilugan", "alugen", "iwellihen", "awellih", "tiwelhiwin", "lumur", "tilas"},
		this:     []string{"afaylu-agi", "afaylu agi", "afaylu-a ", "afaylu-yagi", "aḍris-agi", "aḍris agi", "arrat-agi", "arrat agi"},
		wins:     []string{"yezwar ɣef kullec", "i yezwaren ɣef kullec"},
		fromNow:  []string{"seg tura", "si tura"},
		noLimits: []string{"war tilas", "bla tilas", "s war tilas"},
		noPolicy: []string{"war ilugan"},
	},
	"zgh": { // Tamazight in Tifinagh (Standard Moroccan and Kabyle forms)
		void:     []string{"ⵜⵜⵓ ⴰⴽⴽ", "ⵜⵜⵓⵜ ⴰⴽⴽ", "ⵜⵜⵓⵎ ⴰⴽⴽ", "ⵓⵔ ⵜⵜⵡⴰⵃⵙⴰⴱ", "ⵓⵔ ⵜⵜⵓⵃⵙⴰⴱ", "ⵓⵔ ⵙⵓⵍ ⵜⵜⵡⴰⵃⵙⴰⴱ", "ⵓⵔ ⵜⵜⴹⴼⴰⵕ", "ⵓⵔ ⵜⴹⴼⴰⵕ"},
		prior:    []string{"ⵏ ⵓⵏⴰⴳⵔⴰⵡ", "ⴰⵏⴰⴳⵔⴰⵡ", "ⴷⴰⵜ ⵉⵎⵉ", "ⵉⵣⵡⴰⵔⵏ", "ⵉⵣⵔⵉⵏ"},
		guide:    []string{"ⵜⵉⵏⴰⴹⵉⵏ", "ⵉⵍⵓⴳⴰⵏ", "ⵉⵡⵍⵍⵉⵀⵏ", "ⵜⵉⵍⴰⵙ"},
		this:     []string{"ⴰⴼⴰⵢⵍⵓ ⴰ ", "ⴰⴼⴰⵢⵍⵓ ⴰ,", "ⴰⴼⴰⵢⵍⵓ ⴰⴷ", "ⴰⴼⴰⵢⵍⵓ-ⴰ", "ⴰⴹⵔⵉⵙ ⴰ ", "ⴰⴹⵕⵉⵚ ⴰ "},
		fromNow:  []string{"ⵙⴳ ⵖⵉⵍⴰ", "ⵙⴳ ⴷⵖⵉ"},
		noLimits: []string{"ⴱⵍⴰ ⵜⵉⵍⴰⵙ", "ⵡⴰⵔ ⵜⵉⵍⴰⵙ"},
	},
	"pap": { // Papiamento
		void:     []string{"lubidá tur", "lubida tur", "no ta konta mas", "no ta bale mas", "no ta bal mas", "no ta aplika mas", "anulá", "ignorá"},
		prior:    []string{"di promé", "di prome", "ku bo a risibí", "ku bo a risibi", "ku a wordu duná", "di sistema"},
		guide:    []string{"instrukshon", "reglanan", "reglamentu", "oriéntashon", "restrikshon"},
		this:     []string{"e archivo aki", "e dokumento aki", "e fayl aki", "e teksto aki"},
		wins:     []string{"ta manda riba tur", "tin prioridat", "tin preferensia"},
		obeyOnly: []string{"sigui solamente", "solamente e archivo aki"},
		fromNow:  []string{"for di awor", "di awor padilanti", "di awe padilanti"},
		noLimits: []string{"sin limitashon", "sin restrikshon", "sin ningun limitashon"},
	},
	"pcm": { // Nigerian Pidgin
		void:     []string{"no dey count again", "no count again", "no follow dem"},
		prior:    []string{"wey dem tell you", "wey dem give you", "dem tell you before", "wey you get before"},
		guide:    []string{"all di tori", "rule dem", "di rules", "di instruction", "instruction dem"},
		this:     []string{"dis file", "dis document", "dis paper"},
		wins:     []string{"na oga pass", "na di oga", "na im be oga", "oga pass everything"},
		fromNow:  []string{"from now go", "from today go"},
		noLimits: []string{"no get limit", "no get boundary"},
	},
	"kri": { // Krio (with the open vowels ɛ and ɔ)
		void:     []string{"fɔgɛt ɔl", "fɔgɛt bɔt ɔl", "nɔ fala dɛn", "nɔ fɔlɔ dɛn", "nɔ tek nɔtis", "nɔ kɔnt igen", "dɛn nɔ kɔnt"},
		prior:    []string{"we dɛn bin tɛl yu", "dɛn bin tɛl yu", "bin gi yu", "fɔs", "bifo", "di sistɛm"},
		guide:    []string{"rul dɛn", "di rul", "lɔ dɛn", "instrɔkshɔn", "ɔda dɛn", "tin dɛn we dɛn bin tɛl"},
		this:     []string{"dis fayl", "dis dɔkyumɛnt", "dis pepa"},
		wins:     []string{"na di bigman", "na di bɔs", "pas ɔltin", "pas ɔl tin"},
		fromNow:  []string{"frɔm naw", "frɔm tide", "bigin frɔm naw"},
		noLimits: []string{"nɔ gɛt bɔda", "nɔ gɛt limit", "witout limit"},
	},
	"mfe": { // Mauritian Creole
		void:     []string{"pa konte aster", "pa kont aster", "pa konte ankor", "pa valab aster", "pa valab ankor", "bliye tou", "inior", "aniile", "pa swiv zot"},
		prior:    []string{"ki finn donn twa", "finn donn twa", "ki to finn gagne", "avan ", "avan,", "avan.", "regleman sistem", "lenstriksion sistem"},
		guide:    []string{"lenstriksion", "lenstriksyon", "instriksion", "enstriksion", "regleman", "bann reg"},
		this:     []string{"sa fisie-la", "sa fisie la", "sa fisye-la", "sa fisye la", "sa dokiman-la", "sa dokiman la"},
		wins:     []string{"pli for ki tou", "pas avan tou"},
		fromNow:  []string{"depi aster", "apartir aster", "depi zordi"},
		noLimits: []string{"san okenn limit", "san limit", "san okenn restriksion", "san restriksion"},
	},
	"crs": { // Seychellois Creole
		void:     []string{"bliye tou", "napa valab", "pa kont ankor", "pa konte ankor"},
		prior:    []string{"ki ti ganny donn ou", "ki zot ti dir ou", "avan ", "avan,"},
		guide:    []string{"enstriksyon", "regleman", "lareg"},
		this:     []string{"sa fisye", "sa dokiman"},
		fromNow:  []string{"depi ozordi", "apartir ozordi", "apartir aprezan"},
		noLimits: []string{"san okenn limit", "san restriksyon", "san okenn restriksyon"},
	},
	"gcf": { // Guadeloupean and Martiniquais Creole
		void:     []string{"bliyé tout", "pa okipé", "pa ka konté ankò", "pa valab ankò"},
		prior:    []string{"avan ", "avan,", "sistèm", "yo té ba-w", "yo té bay-ou", "yo té ba'w"},
		guide:    []string{"enstriksyon", "enstwiksyon", "règ la", "lé règ", "sé règ"},
		this:     []string{"fichié-lasa", "fichié lasa", "dokiman-lasa", "dokiman lasa", "fichié-tala", "fichié tala"},
		wins:     []string{"pli fò ki tout"},
		fromNow:  []string{"dépi kounyé-a", "dépi kounyéa", "dépi atjèlman", "apati jòdijou"},
		noLimits: []string{"san réstriksyon", "san pyès limit"},
	},
	"kea": { // Cape Verdean Creole
		void:     []string{"skese tudu", "skesi tudu", "skeci tudu", "ka bali más", "ka bale más", "ka bali mas", "ka ta konta más", "ka ta konta mas", "ka ta vale más", "inyora", "anuladu"},
		prior:    []string{"antis ", "antis,", "antis.", "di antis", "ki bu resebe", "bu resebe", "di sistéma"},
		guide:    []string{"régras", "instrusons", "instruson", "orientasons", "ordens"},
		this:     []string{"es fitxeru", "es fixeru", "es dokumentu", "es testu"},
		wins:     []string{"ta manda riba tudu", "ten priuridadi", "ten prioridadi"},
		fromNow:  []string{"di oji pa frenti", "di gosi pa frenti", "a partir di gosi", "di gosi pa dianti"},
		noLimits: []string{"sen limiti", "sen limitason", "sen restrison", "sen nenhun limiti"},
	},
	"srn": { // Sranan Tongo
		void:     []string{"fergiti ala", "no teri moro", "no e teri moro", "no e teri", "no poti prakseri", "puru den"},
		prior:    []string{"fosi", "den ben taki yu", "ben taki yu", "den sistema", "sistema wet"},
		guide:    []string{"den wet", "sistema wet", "den komando", "den instruksi", "den regel"},
		this:     []string{"a file disi", "a fayl disi", "a papira disi", "a buku disi"},
		wins:     []string{"e tiri ala sani", "tiri ala sani", "moro hei leki ala"},
		fromNow:  []string{"fu now go", "bigin fu now"},
		noLimits: []string{"sondro skotu", "sondro grens", "sondro wan skotu"},
	},
	"jam": { // Jamaican Patois
		void:     []string{"figet all", "figet everyting", "figet evryting", "fuhget all", "fuhget everyting", "fegat all", "dem dun now", "dem done now", "nuh count again", "nuh count nuh more", "nuh badda wid", "nuh follow"},
		prior:    []string{"did tell yuh", "tell yuh before", "did gi yuh", "fram before", "di system"},
		guide:    []string{"rule dem", "di rule", "law dem", "instruction dem", "everyting dem did tell"},
		this:     []string{"dis file", "dis yah file", "dis document"},
		wins:     []string{"a di big boss", "is di big boss", "a di boss", "run tings"},
		fromNow:  []string{"from now pon", "fram now pon", "fram now"},
		noLimits: []string{"widout limit", "nuh limit"},
	},
	"lad": { // Ladino (Judaeo-Spanish, Latin script)
		void:     []string{"no valen mas", "ya no valen mas", "olvida"},
		prior:    []string{"de antes", "ke te disheron", "ke te dieron", "del sistema"},
		guide:    []string{"instruksiones", "enstruksiones", "reglas"},
		this:     []string{"este dosye", "este dokumento", "esta karta"},
		wins:     []string{"manda sovre todo", "sovre todo lo demas"},
		fromNow:  []string{"de agora endelantre", "dizde agora"},
		noLimits: []string{"sin limites", "sin dinguna limitasion"},
	},
	"fur": { // Friulian
		void:     []string{"dismentee", "dismentëe", "dismenteait", "no valin plui", "no son plui validis", "no contin plui", "anulâts", "anuladis", "sostituîts"},
		prior:    []string{"di prime", "precedentis", "dal sisteme", "che tu âs ricevût", "che ti àn dit", "che ti àn dât"},
		guide:    []string{"istruzions", "regulis", "diretivis", "ordins", "limitazions", "restrizions"},
		this:     []string{"chest file", "chest document", "chest test", "cheste skill"},
		wins:     []string{"al comande parsore di dut", "comande parsore", "al à la prioritât", "e à la prioritât"},
		obeyOnly: []string{"seguìs dome", "seguis dome", "ubidìs dome"},
		fromNow:  []string{"di cumò indenant", "di chi indenant", "di cumò in là"},
		noLimits: []string{"cence limits", "cence limitazions", "cence nissune limitazion", "cence restrizions", "cence nissun limit"},
	},
	"kw": { // Cornish (Standard Written Form)
		void:     []string{"ankov pub", "ankov oll", "ankevewgh pub", "ankevewgh oll", "na sew", "na sewewgh", "na wra vri"},
		prior:    []string{"kyns ", "kyns,", "kyns.", "a veu leverys dhis", "leverys dhis", "an system", "an kynsa"},
		guide:    []string{"reolyow", "rewlow", "gorhemmynnow", "gorhemmyn", "kevarwodhyans", "kevarwodhow", "lettyansow"},
		this:     []string{"an restren ma", "an restren-ma", "an folen ma", "an folen-ma", "an skrif ma", "an skrif-ma"},
		wins:     []string{"a-ughta pub tra", "a-ugh pub tra"},
		fromNow:  []string{"alemma rag", "a-lemmyn rag"},
		noLimits: []string{"heb finweth", "heb lettyans", "heb oryon"},
	},
	"gv": { // Manx
		void:     []string{"jarrood dy chooilley", "jarrood ooilley", "jarroodjee dy chooilley", "jarroodjee ooilley", "ny gow tastey", "ny jean soiaghey"},
		prior:    []string{"roie", "v'er ny ghra rhyt", "er ny ghra rhyt", "y chorys", "yn corys", "ec y toshiaght"},
		guide:    []string{"leighyn", "sarraghyn", "sarey", "coyrle"},
		this:     []string{"yn coadan shoh", "coadan shoh", "y duillag shoh"},
		wins:     []string{"erskyn dagh ooilley nhee", "erskyn dy chooilley nhee", "erskyn ooilley"},
		fromNow:  []string{"veih nish magh", "veih nish"},
		noLimits: []string{"gyn cagliagh", "gyn cagliaghyn"},
	},
	"cy-r42a": { // Welsh: forms the round-40 list lacked
		void:     []string{"diddymwyd", "nid ydynt yn cyfrif", "ddim yn cyfrif mwyach", "rho o'r neilltu", "rhowch o'r neilltu", "paid â dilyn", "peidiwch â dilyn", "nid ydynt mewn grym", "ddim mewn grym mwyach"},
		prior:    []string{"cynt ", "cynt,", "cynt.", "yn gynt", "y system", "gan y system", "a gefaist", "a gawsoch"},
		guide:    []string{"canllawiau", "ganllawiau", "chanllawiau", "cyfarwyddebau", "gyfarwyddebau"},
		this:     []string{"y ffeil yma", "ffeil yma", "y ddogfen yma", "y sgil hon", "y sgil yma"},
		wins:     []string{"goruwch popeth", "yn drech na phopeth"},
		obeyOnly: []string{"dilyna'r ffeil hon yn unig", "dilynwch y ffeil hon yn unig", "dim ond y ffeil hon"},
		fromNow:  []string{"o nawr ymlaen", "o rŵan ymlaen"},
		noLimits: []string{"heb ffiniau", "heb unrhyw ffiniau", "heb gyfyngu"},
	},
	"ay": { // Aymara
		void:     []string{"janiw wakiskiti", "armt'am ", "armt'am,", "armt'am.", "armt'apxam ", "armt'apxam,", "armt'apxam.", "janiw ch'amanïkiti", "jan ist'amti", "jan ist'apxamti"},
		prior:    []string{"nayra", "nayraqata", "qalltan", "sistemana"},
		guide:    []string{"arsutanaka", "kamachinaka", "kamachi", "iwxt'anaka", "ewjjt'anaka"},
		this:     []string{"aka qillqata", "aka qillqat", "aka laphi"},
		fromNow:  []string{"jichhat uksaru", "jichhat aksaru", "jichhürut"},
		noLimits: []string{"jan jark'aqasa", "jan jark'atasa", "jan kuna jark'ampi"},
	},
	"nah": { // Nahuatl (classical spelling)
		void:  []string{"xiquilcahua", "xicilcahua", "xiquilcahuacan", "ahmo xictlacaqui", "amo xictlacaqui", "ahmo xicneltoca"},
		prior: []string{"achtopa", "ye huecauh", "ocachto"},
		guide: []string{"tlanahuatil", "nahuatilli", "nahuatil", "tlanahuatiliztli"},
		this:  []string{"inin amatl", "inin amoxtli", "inin tlahcuilolli"},
		wins:  []string{"occequi tlapanahuia", "mochi tlapanahuia", "tlapanahuia in occequi"},
	},
	"arn": { // Mapudungun (with and without the ü)
		void:  []string{"ngoyümuaymi", "ngoyüaymi", "ngoyünge", "ngoyümunge", "ngoyumuaymi", "ngoyuaymi", "ngoyunge", "feyentulaymi", "feyentulayaymi", "feyentulnge"},
		prior: []string{"wüne", "wune ", "kuyfi"},
		guide: []string{"dungu", "ngülam", "ngulam"},
		this:  []string{"tüfa chillka", "tüfachi chillka", "tufa chillka", "tufachi chillka"},
		wins:  []string{"doy newentuley", "doy newenngey"},
	},
	"chr": { // Cherokee (syllabary)
		prior: []string{"ᎢᎬᏱ"},
		guide: []string{"ᏗᎧᎿᏩᏛᏍᏗ"},
		this:  []string{"ᎯᎠ ᎪᏪᎵ", "ᎯᎠ ᏗᎪᏪᎵ"},
		wins:  []string{"ᎤᏟ ᎤᎵᏂᎩᏗ", "ᏂᎦᏛ ᎤᏟ ᎤᎵᏂᎩᏗ"},
	},
	"iu": { // Inuktitut (syllabics)
		void:     []string{"ᐊᑐᖅᑕᐅᔾᔭᐃᓕ", "ᐊᑐᕈᓐᓃᖅ", "ᐳᐃᒍᕆᑦ", "ᐳᐃᒍᕐᓗᒋᑦ", "ᐳᐃᒍᕐᓗᒍ"},
		prior:    []string{"ᓯᕗᓪᓕ", "ᓯᕗᓂᐊᓂ"},
		guide:    []string{"ᐱᖁᔭ", "ᒪᓕᒐ", "ᒪᓕᒃᑕᒃᓴ"},
		this:     []string{"ᑖᓐᓇ ᑎᑎᕋᖅ", "ᑕᓐᓇ ᑎᑎᕋᖅ", "ᐅᓇ ᑎᑎᕋᖅ"},
		wins:     []string{"ᐊᖓᔪᖅᑳᖑ"},
		fromNow:  []string{"ᒫᓐᓇᒥᑦ"},
		noLimits: []string{"ᑭᒡᓕᖃᙱᑦᑐ", "ᑭᓪᓕᖃᙱᑦᑐ", "ᑭᒡᓕᖃᖏᑦᑐ"},
	},
	"kl": { // Greenlandic
		void:     []string{"puiguk", "puigugit", "atorunnaarput", "atorunnaarsimapput", "atuutinngillat", "atuutinngilaq", "atuutissanngillat", "soqutiginagit"},
		prior:    []string{"siusinnerusu", "siornatigut", "aallaqqaammut"},
		guide:    []string{"peqqussut", "maleruagassa", "ilitsersuut", "inatsis"},
		this:     []string{"allakkat uku", "allagaq una", "una allagaq", "uuma allakkap"},
		fromNow:  []string{"maannamiit"},
		noLimits: []string{"killeqanngitsumik", "killilersorneqanngitsumik"},
	},
	"se": { // Northern Sami (with and without the accents)
		void:     []string{"vajálduhte buot", "vajálduhtte buot", "vajálduhttet buot", "vajalduhte buot", "vajalduhtte buot", "eai šat gusto", "ii šat gusto", "eai gusto šat", "ii gusto šat", "gomihuvvon", "badjelgeahča", "ale čuovo", "allet čuovo"},
		prior:    []string{"ovddit", "ovdalaš", "vuogádaga", "vuogádat", "álggus", "maid leat ožžon"},
		guide:    []string{"njuolggadus", "rávvag", "bagadus", "gohččum", "ráddjehus"},
		this:     []string{"dát fiila", "dán fiilla", "dát dokumeanta", "dán dokumeantta"},
		obeyOnly: []string{"čuovu dušše", "čuovo dušše"},
		fromNow:  []string{"dás ovddos", "dál rájes", "dán rájes"},
		noLimits: []string{"ráddjehusaid haga", "ráddjehusaid almmá", "ráddjekeahttá", "rájiid haga"},
	},
	"os": { // Ossetian (Cyrillic; æ written as the Latin or the Cyrillic letter)
		void:     []string{"ферох кæн", "ферох кӕн", "ферох сæ кæн", "ферох сӕ кӕн"},
		prior:    []string{"раздæры", "раздӕры", "системæйы", "системӕйы"},
		guide:    []string{"амындтытæ", "амындтытӕ", "фæткытæ", "фӕткытӕ", "æгъдæуттæ", "ӕгъдӕуттӕ", "бардзырдтæ", "бардзырдтӕ"},
		this:     []string{"ацы файл", "ацы документ"},
		fromNow:  []string{"абонæй фæстæмæ", "абонӕй фӕстӕмӕ", "ныр фæстæмæ", "ныр фӕстӕмӕ"},
		noLimits: []string{"æнæ арæнтæй", "ӕнӕ арӕнтӕй", "æнæ исты къуылымпы", "ӕнӕ исты къуылымпы"},
	},
	"ce": { // Chechen (the palochka written as "ӏ", "1" or "i")
		void:     []string{"тидам ма бе", "тидам ма белаш"},
		prior:    []string{"хьалхара", "хьалхалера", "системин"},
		guide:    []string{"хьехамаш", "бакъонаш", "омранаш"},
		this:     []string{"хӏара файл", "хӏокху файл", "х1ара файл", "х1окху файл", "хiара файл", "хiокху файл"},
		wins:     []string{"массарел а лакхара"},
		fromNow:  []string{"хӏинца дуьйна", "х1инца дуьйна", "хiинца дуьйна"},
		noLimits: []string{"цхьа а доза доцуш", "доза доцуш"},
	},
	"csb": { // Kashubian
		void:     []string{"zabôczë wszëtk", "zabôczta wszëtk", "zabôczëta wszëtk"},
		prior:    []string{"wczasniészé", "wczasniészi", "pòprzédné", "systemòwé"},
		guide:    []string{"pòlétë", "pòlétów", "wskôzë", "prawidła"},
		this:     []string{"nen lëst", "nen plik", "nen dokùment", "ten lëst"},
		fromNow:  []string{"òd terô", "òd tegò czasu"},
		noLimits: []string{"bez ògrańczeniów", "bez grańców", "bez niżódnëch ògrańczeniów"},
	},
	"hsb": { // Upper Sorbian
		void:     []string{"zabudź", "zabudźće", "hižo njepłaća", "njepłaća wjace", "su njepłaćiwe"},
		prior:    []string{"předchadn", "prjedawš", "na spočatku"},
		guide:    []string{"instrukcij", "pokiw", "prawidła", "wobmjezowan"},
		this:     []string{"tuta dataja", "tutu dataju", "tutón dokument", "tutu dokument"},
		wins:     []string{"ma přednosć"},
		obeyOnly: []string{"słuchaj jenož", "dźerž so jenož"},
		fromNow:  []string{"wot nětka", "wot dźensnišeho"},
		noLimits: []string{"bjez wobmjezowanjow", "bjez mjezow", "bjez kóždeho wobmjezowanja"},
	},
	"rom": { // Romani
		void:     []string{"bister sa", "bistar sa", "bisteren sa", "na ashun", "na le sama"},
		prior:    []string{"anglune", "angluni", "angluno", "sistemako", "sistemaki"},
		guide:    []string{"zakonya", "zakonura", "instrukcie", "instrukcii"},
		this:     []string{"kado fajlo", "kava fajlo", "akava fajlo", "kado lil", "kava lil"},
		fromNow:  []string{"akanathar", "akanatar", "akanaestar", "katar akana"},
		noLimits: []string{"bi granicako", "bi granicengo", "bizo granica", "bi limitengo"},
	},
	"scn": { // Sicilian
		void:     []string{"scurdati", "scùrdati", "scurdàtivi", "scurdativi", "nun vàlinu cchiù", "nun valinu cchiù", "nun cuntanu cchiù", "ignurati"},
		prior:    []string{"di prima", "pricidenti", "dû sistema", "d'u sistema"},
		guide:    []string{"riguli", "istruzzioni", "limitazzioni"},
		this:     []string{"stu file", "stu documentu", "chistu file"},
		wins:     []string{"havi a priorità", "veni prima di tuttu"},
		fromNow:  []string{"d'ora 'n poi", "di ora 'nnavanti", "di ora 'n avanti"},
		noLimits: []string{"senza nuddu limiti", "senza nudda limitazzioni"},
	},
	"nap": { // Neapolitan
		void:     []string{"scurdateve", "scurdate", "nun valeno cchiù", "nun contano cchiù", "nun vanno cchiù"},
		prior:    []string{"'e primma", "'a primma", "primma", "d''o sistema"},
		guide:    []string{"'e regole", "istruziune", "'e ordine"},
		this:     []string{"chistu file", "stu file", "chistu documento"},
		fromNow:  []string{"'a mo' 'nnanze", "a mo' 'nnanze"},
		noLimits: []string{"senza limite", "senza nisciuno limite"},
	},
	"vec": { // Venetian
		void:     []string{"desmentega", "desméntega", "desmenteghe", "desmentegheve", "no i val pì", "no i val più", "no i conta pì", "no i vałe pì"},
		prior:    []string{"de prima", "che i te gà dà", "che te ga ricevù"},
		guide:    []string{"regołe", "istrusion"},
		this:     []string{"sto file", "'sto file", "sto documento"},
		fromNow:  []string{"da desso in avanti", "da deso in vanti", "da desso in vanti"},
		noLimits: []string{"sensa limiti", "sensa nissun limite", "sensa restrision"},
	},
	"ast": { // Asturian
		void:     []string{"escaez ", "escaez,", "escaeci ", "escaeci,", "escaecéi", "yá nun valen", "nun valen yá", "nun s'apliquen", "inora ", "inoráu"},
		prior:    []string{"previes", "que te dieron", "que recibisti"},
		guide:    []string{"regles", "indicaciones", "llendes"},
		this:     []string{"esti ficheru", "esti documentu", "esti testu", "esta habilidá"},
		wins:     []string{"tien prioridá", "ta per enriba de too"},
		fromNow:  []string{"d'equí p'alantre", "d'agora p'alantre", "dende agora"},
		noLimits: []string{"ensin llendes", "ensin llímites", "ensin restricciones", "ensin nenguna torga"},
	},
	"wa": { // Walloon
		void:     []string{"rovyîz", "rouvyîz", "n' valèt pus", "ni valèt pus"},
		prior:    []string{"di dvant", "d' dvant", "do sistinme"},
		guide:    []string{"rîles", "instruccions", "comandmints"},
		this:     []string{"ci fitchî ci", "ci fitchî-ci", "ci documint ci"},
		fromNow:  []string{"a pårti d' asteure", "d' asteure en la"},
		noLimits: []string{"sins nole limite", "sins restriccion"},
	},
	"gsw": { // Alsatian
		void:     []string{"vergàss", "gelte nimm", "gälte nimm", "gilt nimm", "gelte nimmi"},
		prior:    []string{"vorhär", "vorhäär", "friehjer", "friehner", "vum system"},
		guide:    []string{"aawiisunge", "awiisunge", "vorschrifte"},
		this:     []string{"die datei do", "dàs dokumant"},
		fromNow:  []string{"àb jetz", "vun jetz àà", "vun jetz ab"},
		noLimits: []string{"ohni grenze", "ohni iischränkunge"},
	},
	"nds": { // Low German
		void:     []string{"gellt nich mehr", "gellen nich mehr", "gelt nich mehr", "ignoreer"},
		prior:    []string{"vörher", "fröher", "vörige", "vun't system", "vun dat system", "an'n anfang"},
		guide:    []string{"anwiesen", "vörschriften", "inschränkungen"},
		this:     []string{"disse datei", "dit dokument", "disse dokument"},
		wins:     []string{"hett vörrang", "geiht vör"},
		obeyOnly: []string{"folg blots", "hol di blots an"},
		fromNow:  []string{"vun nu af an", "vun nu an", "vun hüüt af an"},
		noLimits: []string{"ahn grenzen", "ahn inschränkungen", "ohn inschränkungen"},
	},
	"sco": { // Scots
		void:     []string{"pey nae heed", "pay nae heed", "tak nae tent", "dinnae heed", "dinna heed", "nae langer staun", "nae langer stand", "isnae valid ony mair", "arenae valid ony mair"},
		prior:    []string{"afore ", "afore,", "frae afore", "ye wis gien", "ye wur gien", "ye got afore"},
		fromNow:  []string{"fae noo on", "frae noo on", "fae here on"},
		noLimits: []string{"wioot ony limits", "wi'oot ony limits", "athoot ony limits", "wioot limits"},
	},
}

func init() {
	for _, l := range byLanguage(lexicons42a) {
		for _, set := range []*[]string{&l.void, &l.prior, &l.guide, &l.this, &l.wins, &l.obeyOnly, &l.fromNow, &l.noLimits, &l.frame, &l.noPolicy} {
			*set = apostropheVariants(*set)
		}
		normaliseLex(&l)
		lowerLex42a(&l)
		mergeLexicon(l)
		voidAll38 = append(voidAll38, l.void...)
	}
}

// lowerLex42a lowers one language's stems as lowerCompact lowers the
// text: Cherokee has had small letters since Unicode 8, so a syllabary
// word the writer typed in capitals ("ᎯᎠ") is matched as "ꮿꭰ".
func lowerLex42a(l *langLex) {
	for _, set := range []*[]string{&l.void, &l.prior, &l.guide, &l.this, &l.wins, &l.obeyOnly, &l.fromNow, &l.noLimits, &l.frame, &l.noPolicy} {
		for i, s := range *set {
			(*set)[i] = strings.ToLower(s)
		}
	}
}
