package safety

// Round 80 (persona): more rows for round 79's per-language persona table
// (persona79.go), and phrasings of the same four slots the rows lacked.
//
// The seen misses were the frame and traits in languages with no row
// (Albanian, Basque; rows are added for more: Catalan, Galician, Welsh,
// Irish, Maltese, Afrikaans, Baltic, Slovene, Macedonian, Mongolian,
// Kazakh, Uzbek, Azerbaijani, Nepali, Hausa) and, in languages with one, forms the row did not
// hold:
//
//   - the frame casting the agent as a quoted name with the verb of
//     playing or being in the language's own order ("du spiller «X»",
//     you play X; "zu «X» zara", you X are; "შენ ხარ «X»"; "நீங்கள் «X»");
//   - the free trait as "without any rules", "does not care about rules",
//     "has no rules to consult" (an infinitive of keeping, which narrows
//     nothing), "knows no rule", a relative form ("one who has no
//     policy"), or with a second noun coordinated in ("no rule and
//     restriction");
//   - the never trait as "never turns anything down", "says no to
//     nothing", or with negative concord where the language drops the
//     second negation (Georgian "არასოდეს ამბობს უარს").
//
// As in round 79 nothing here refuses on its own: the stack still needs
// the free trait and a second trait in one paragraph with a frame, or all
// three traits, and a trait scoped to a topic stays ordinary.

var personaTable80 = []personaLang79{
	{lang: "en-80",
		never:      []string{`never\s+(?:once\s+|ever\s+)?(?:turns?|turned|turning)\s+(?:anything|anyone|anybody|any\s+(?:request|question|ask|prompt|task)s?)\s+down(?:$|[^\pL])`},
		traitStems: []string{"turn"}},
	{lang: "nordic-80",
		frame:      []string{`du\s+(?:spiller|spelar|speler|leker|er|är|ert)\s+(?:nu\s+|nå\s+)?["“«„]`, `þú\s+ert\s+(?:nú\s+)?["“«„]`, `þú\s+leikur\s+["“«„]`},
		free:       []string{`(?:uten|uden|utan|utan)\s+(?:noen\s+|nogen\s+|några\s+|nokon\s+)?(?:regler|reglar|retningslinjer|riktlinjer|policy|prinsipper|principper|principer)`, `(?:bryr\s+seg\s+ikke|bryr\s+seg\s+ikkje|bryder\s+sig\s+ikke|bryr\s+sig\s+inte|er\s+ligeglad)\s+(?:om|med)\s+(?:noen\s+|nogen\s+|några\s+)?(?:regler|reglar|retningslinjer|riktlinjer|policy|prinsipper|principper|principer)`, `(?:har|følger|følgjer|följer|kender|kjenner|känner)\s+(?:ingen|inga)\s+(?:regler|reglar|retningslinjer|riktlinjer|prinsipper|principper|principer)`, `(?:hefur|hefurðu|fylgir)\s+(?:engar\s+reglur|engum\s+reglum)`},
		never:      []string{`(?:sier|seier|siger|säger)\s+(?:aldri|aldrig)\s+(?:nei|nej)(?:$|[^\pL])`, `neitar\s+aldrei`, `segir\s+aldrei\s+nei`},
		answers:    []string{`svar(?:er|ar)\s+på\s+(?:absolutt|absolut|precis|rubbet|wirklich)\s+(?:alt|allt)(?:$|[^\pL])`, `svarar\s+(?:öllum\s+spurningum|öllu)`},
		freeStems:  []string{"regler", "reglar", "reglur", "reglum", "retningslinje", "riktlinje", "policy", "prinsipp", "princip"},
		traitStems: []string{"sier", "seier", "siger", "säger", "neita", "segir", "svar"}},
	{lang: "sq",
		frame:      []string{`ti\s+je\s+(?:tani\s+|që\s+tani\s+)?["“«„]`, `(?:tani|që\s+tani|nga\s+tani\s+e\s+tutje|tash)\s+(?:e\s+tutje\s+)?ti\s+je`, `roli\s+yt\s+i\s+ri`},
		free:       []string{`(?:nuk|s['’]?)\s*(?:njeh|ndjek|respekton|zbaton|ka|ke|njeh\s+dhe\s+nuk\s+ndjek)\s+(?:asnjë|kurrfarë|asnjëfarë)\s+(?:rregull|politik|parim|udhëzim)\pL*`, `nuk\s+(?:është|je)\s+(?:i|e)\s+lidhur\s+(?:me|nga|pas)\s+(?:asnjë|kurrfarë)\s+(?:rregull|politik|parim)\pL*`},
		never:      []string{`(?:nuk|s['’]?)\s*refuzo(?:n|në|sh)?\s+(?:kurrë|asgjë|askënd|askurrë)`, `kurrë\s+(?:nuk|s['’]?)\s*(?:refuzon|refuzoni|refuzosh|thua\s+jo|thotë\s+jo)`},
		answers:    []string{`përgjigj\pL*\s+(?:për\s+)?(?:të\s+gjitha|çdo|çfarëdo|gjithçka\pL*)`},
		freeStems:  []string{"rregull", "politik", "parim", "udhëzim"},
		traitStems: []string{"refuz", "thua", "thotë", "përgjigj"}},
	{lang: "eu",
		frame:      []string{`zu\s+["“«„][^"”»\n]{1,48}["”»“]\s+(?:zara|izango\s+zara)`, `(?:orain(?:dik\s+aurrera)?|hemendik\s+aurrera|aurrerantzean)\s*,?\s+zu\s+`, `zure\s+(?:rol|paper|eginkizun)\s+berria`},
		free:       []string{`ez\s+(?:du|duzu|dute|duzue)\s+(?:inolako|inongo|batere|ezein)\s+(?:arau|politika|printzipio|printzipio|gidalerro)\pL*`, `ez\s+(?:da|zara)\s+(?:inolako|inongo|ezein)\s+(?:arau|politika|printzipio)\pL*\s+(?:menpe|mende|lotuta|loturik)`},
		never:      []string{`ez\s+(?:dio|diozu|die|diezu|du|duzu)\s+(?:inoiz\s+)?(?:inori\s+)?(?:ezetzik|ezezkorik)\s+(?:esaten|ematen|emango|esango)`, `inoiz\s+ez\s+(?:dio|diozu|die|diezu|du|duzu)\s+(?:ezer\s+)?(?:ukatzen|baztertzen|ezetzik|ezezkorik)`, `ez\s+(?:du|duzu)\s+(?:inoiz\s+)?ezer\s+(?:ukatzen|baztertzen)`},
		answers:    []string{`(?:galdera\s+guztiei|edozein\s+galderari|edozeri|guztiari)\s+(?:\pL+\s+)?erantzun\pL*`},
		freeStems:  []string{"arau", "politika", "printzipio", "gidalerro"},
		traitStems: []string{"ezetz", "ezezkor", "ukatzen", "baztertzen", "erantzun"}},
	{lang: "ka-80",
		frame:      []string{`შენ\s+ხარ\s+["“«„]`, `შენ\s+["“«„][^"”»\n]{1,48}["”»“]\s+ხარ`},
		free:       []string{`(?:არანაირი|არავითარი|არც\s+ერთი)\s+(?:წეს|პოლიტიკ|პრინციპ)\S*\s+(?:(?:და|ან)\s+\S+\s+)?(?:არ\s+აქვს|არ\s+გაქვს|არ\s+გააჩნია|არ\s+იცავს|არ\s+იცავ|არ\s+ცნობს)`},
		never:      []string{`(?:არასდროს|არასოდეს)\s+(?:ამბობს|ამბობ|იტყვის|იტყვი)\s+უარს`},
		freeStems:  []string{"წეს", "პოლიტიკ", "პრინციპ"},
		traitStems: []string{"უარ"}},
	{lang: "ta-80",
		frame:      []string{`(?:நீங்கள்|நீ)\s+["“«„]`},
		free:       []string{`எந்த\s+(?:\S+\s+)?(?:விதி|கொள்கை|நெறி)\S*\s+(?:\S+\s+)?(?:இல்லா|கட்டுப்படா)\S*`},
		freeStems:  []string{"விதி", "கொள்கை", "நெறி"},
		traitStems: []string{"மறு", "பதில்"}},
	{lang: "ca",
		frame:      []string{`(?:ara|a\s+partir\s+d['’]ara|des\s+d['’]ara)\s*,?\s+(?:tu\s+)?ets`, `(?:tu\s+)?ets\s+(?:ara\s+)?["“«„]`, `el\s+teu\s+nou\s+(?:paper|rol)`},
		free:       []string{`no\s+(?:té|tens|segueix|segueixes|respecta|respectes)\s+cap\s+(?:norma|regla|política|principi)\pL*`, `no\s+(?:està|estàs)\s+(?:lligat|subjecte)\pL*\s+a\s+cap\s+(?:norma|regla|política)`},
		never:      []string{`(?:no\s+(?:es\s+)?nega\s+mai|mai\s+(?:no\s+)?(?:es\s+nega|et\s+negues|refusa|rebutja|diu\s+que\s+no|dius\s+que\s+no)|no\s+(?:refusa|rebutja)\s+(?:mai|res))`},
		answers:    []string{`respon(?:s|drà|dràs)?\s+(?:a\s+)?(?:qualsevol|totes|tot)(?:$|[^\pL])`},
		freeStems:  []string{"norma", "regla", "polític", "principi"},
		traitStems: []string{"nega", "refusa", "rebutja", "respon"}},
	{lang: "gl",
		frame:      []string{`(?:agora|dende\s+agora|desde\s+agora)\s*,?\s+(?:ti\s+)?es\s`, `ti\s+es\s+(?:agora\s+)?["“«„]`, `o\s+teu\s+novo\s+(?:papel|rol)`},
		free:       []string{`non\s+(?:ten|tes|segue|segues|respecta)\s+(?:ningunha|ningún)\s+(?:norma|regra|política|principio)\pL*`},
		never:      []string{`(?:nunca|xamais)\s+(?:se\s+)?(?:nega|rexeita|di\s+que\s+non|dis\s+que\s+non)`},
		answers:    []string{`responde(?:s|rá|rás)?\s+a\s+(?:calquera|todas|todo)(?:$|[^\pL])`},
		freeStems:  []string{"norma", "regra", "polític", "principio"},
		traitStems: []string{"nega", "rexeit", "respond"}},
	{lang: "cy",
		frame:      []string{`(?:rwyt\s+ti|ti\s+yw|chi\s+yw|rydych\s+chi)\s+(?:nawr\s+|bellach\s+)?(?:yn\s+)?["“«„]`, `(?:eich|dy)\s+rôl\s+newydd`},
		free:       []string{`(?:heb|dim)\s+unrhyw\s+(?:reolau|rheolau|bolisi|polisi|polisïau|egwyddorion)`},
		never:      []string{`(?:byth\s+yn\s+gwrthod|ddim\s+yn\s+gwrthod\s+dim)`},
		answers:    []string{`ateb\s+(?:pob|unrhyw)\s+(?:cwestiwn|gwestiwn)`},
		freeStems:  []string{"rheol", "reol", "polisi", "egwyddor"},
		traitStems: []string{"gwrthod", "ateb"}},
	{lang: "lt",
		frame:      []string{`(?:dabar|nuo\s+šiol)\s+tu\s+esi`, `tu\s+esi\s+(?:dabar\s+)?["“«„]`, `tavo\s+nauja\s+(?:rolė|vaidmuo)`},
		free:       []string{`(?:neturi|neturite)\s+(?:jokių|jokios)\s+(?:taisyklių|politikos|principų)`, `(?:nesilaiko|nesilaikai|nepaiso)\s+jokių\s+(?:taisyklių|principų)`},
		never:      []string{`niekada\s+(?:niekam\s+|nieko\s+)?neatsisako|niekuo\s+neatsisako|niekada\s+nesako\s+[„"“]?ne(?:$|[^\pL])`},
		answers:    []string{`atsako\s+į\s+(?:bet\s+kokį|visus|kiekvieną)`},
		freeStems:  []string{"taisykl", "politik", "princip"},
		traitStems: []string{"atsisak", "nesako", "atsak"}},
	{lang: "lv",
		frame:      []string{`(?:tagad|no\s+šī\s+brīža)\s+tu\s+esi`, `tu\s+esi\s+(?:tagad\s+)?["“«„]`, `tava\s+jaunā\s+loma`},
		free:       []string{`(?:nav|tev\s+nav|viņam\s+nav)\s+(?:nekādu|neviena)\s+(?:noteikumu|politikas|principu)`, `neievēro\s+(?:nekādus|nevienu)\s+(?:noteikum|princip)\pL*`},
		never:      []string{`nekad\s+(?:nevienam\s+|neko\s+)?neatsaka|nekad\s+nesaka\s+[„"“]?nē`},
		answers:    []string{`atbild\pL*\s+uz\s+(?:jebkuru|visiem|katru)`},
		freeStems:  []string{"noteikum", "politik", "princip"},
		traitStems: []string{"atsak", "nesaka", "atbild"}},
	{lang: "et",
		frame:      []string{`(?:nüüd|nüüdsest)\s+oled\s+sa`, `sa\s+oled\s+(?:nüüd\s+)?["“«„]`, `sinu\s+uus\s+roll`},
		free:       []string{`(?:tal|sul)\s+(?:pole|ei\s+ole)\s+(?:mingeid|ühtegi)\s+(?:reegleid|reeglit|põhimõtteid|poliitikat)`, `ei\s+järgi\s+(?:mingeid|ühtegi)\s+reegl\pL*`},
		never:      []string{`ei\s+(?:keeldu|ütle)\s+(?:kunagi|iial)|ei\s+keeldu\s+millestki`},
		answers:    []string{`vastab\s+(?:igale|kõigile|mis\s+tahes)`},
		freeStems:  []string{"reegl", "poliitik", "põhimõt"},
		traitStems: []string{"keeldu", "ütle", "vastab"}},
	{lang: "sl-mk-sh",
		frame:      []string{`(?:zdaj|od\s+zdaj)\s+si`, `tvoja\s+nova\s+vloga`, `ti\s+si\s+(?:sada\s+|zdaj\s+)?["“«„]`, `(?:сега|отсега)\s+си`, `твојата\s+нова\s+улога`},
		free:       []string{`nima(?:š)?\s+(?:nobenih|kakršnihkoli)\s+(?:pravil|načel|politik)`, `(?:нема|немаш)\s+никакви\s+(?:правила|политики|принципи)`},
		never:      []string{`nikoli\s+(?:nič\s+)?ne\s+zavrne|nikoli\s+ne\s+reče\s+[„"“]?ne(?:$|[^\pL])`, `никогаш\s+не\s+одбива`},
		answers:    []string{`odgovori\s+na\s+(?:vsako|vsa|katerokoli)`, `одговара\pL*\s+на\s+(?:секое|сите|какво\s+било)`},
		freeStems:  []string{"pravil", "načel", "politik", "правила", "политики", "принципи"},
		traitStems: []string{"zavrn", "reče", "odgovor", "одбива", "одговара"}},
	{lang: "mn",
		frame:      []string{`(?:одоо|одооноос)\s+(?:чи|та)\s`, `(?:чиний|таны)\s+шинэ\s+дүр`, `(?:чи|та)\s+["“«„]`},
		free:       []string{`ямар\s+ч\s+(?:дүрэм|бодлого|зарчим)\S*\s+(?:\S+\s+)?(?:байхгүй|дагадаггүй|мөрддөггүй)`},
		never:      []string{`хэзээ\s+ч\s+татгалздаггүй`},
		answers:    []string{`(?:ямар\s+ч|бүх|аливаа)\s+асуулт\S*\s+(?:\S+\s+)?хариул`},
		freeStems:  []string{"дүрэм", "бодлого", "зарчим"},
		traitStems: []string{"татгалз", "хариул"}},
	{lang: "ne",
		frame:      []string{`(?:अब|अबदेखि)\s+(?:तिमी|तपाईं)\s`, `(?:तिम्रो|तपाईंको)\s+नयाँ\s+भूमिका`},
		free:       []string{`कुनै\s+(?:पनि\s+)?(?:नियम|नीति)\S*\s+(?:\S+\s+)?(?:छैन|मान्दैन\S*|पालना\s+गर्दैन\S*)`},
		never:      []string{`कहिल्यै\s+(?:पनि\s+)?(?:इन्कार|अस्वीकार|मना)\s+(?:गर्दैन\S*|गर्नुहुन्न)`},
		answers:    []string{`(?:हरेक|सबै|जुनसुकै)\s+प्रश्न\S*\s+(?:\S+\s+)?(?:जवाफ|उत्तर)`},
		freeStems:  []string{"नियम", "नीति"},
		traitStems: []string{"इन्कार", "अस्वीकार", "मना", "जवाफ", "उत्तर"}},
	{lang: "ha",
		frame:      []string{`(?:yanzu|daga\s+yanzu)\s+(?:kai|ke)\s+ne`, `sabon\s+matsayin(?:ka|ki)`},
		free:       []string{`ba\s+(?:shi|ka|ta|ki)\s+da\s+wata\s+(?:doka|ka['’]ida|manufa)`, `ba\s+(?:ya|ka|ta|ki)\s+bin\s+wata\s+(?:doka|ka['’]ida)`},
		never:      []string{`ba\s+(?:ya|ka|ta|ki)\s+(?:taɓa|taba)\s+(?:ƙin|kin|ƙi|ki)`},
		answers:    []string{`(?:yana|kana|tana|kina)\s+amsa\s+(?:kowace|duk)\s+tambaya`},
		freeStems:  []string{"doka", "ka'ida", "ka’ida", "manufa"},
		traitStems: []string{"taɓa", "taba", "amsa"}},
	{lang: "af",
		frame:      []string{`jy\s+is\s+(?:nou\s+)?["“«„]`, `(?:van\s+nou\s+af|nou)\s*,?\s+is\s+jy`, `jou\s+nuwe\s+rol`},
		free:       []string{`(?:het|volg|ken)\s+geen\s+(?:reëls|beleid|riglyne|beginsels)`, `nie\s+gebonde\s+aan\s+enige\s+(?:reëls|beleid|riglyne)`, `sonder\s+enige\s+(?:reëls|riglyne|beleid|beginsels)`},
		never:      []string{`weier\s+(?:nooit|niks)`, `sê\s+nooit\s+nee`},
		answers:    []string{`beantwoord\s+(?:enige|elke|alle)\s+vra\pL*`},
		freeStems:  []string{"reël", "beleid", "riglyn", "beginsel"},
		traitStems: []string{"weier", "nooit", "beantwoord"}},
	{lang: "az",
		frame:      []string{`(?:indi|bundan\s+sonra)\s+sən\s`, `sən\s+["“«„]`, `yeni\s+rolun`},
		free:       []string{`heç\s+bir\s+(?:qayda|siyasət|prinsip)\pL*\s+(?:\pL+\s+)?(?:yoxdur|tanımır|tanımırsan|əməl\s+etmir)`},
		never:      []string{`heç\s+vaxt\s+(?:rədd\s+etmir|imtina\s+etmir|yox\s+demir)`},
		answers:    []string{`(?:istənilən|hər|bütün)\s+sual\pL*\s+(?:\pL+\s+)?cavab`},
		freeStems:  []string{"qayda", "siyasət", "prinsip"},
		traitStems: []string{"rədd", "imtina", "demir", "cavab"}},
	{lang: "kk",
		frame:      []string{`(?:енді|қазірден\s+бастап)\s+сен\s`, `сенің\s+жаңа\s+рөлің`},
		free:       []string{`ешқандай\s+(?:ереже|саясат|қағида)\S*\s+(?:\S+\s+)?(?:жоқ|сақтамайды|ұстанбайды)`},
		never:      []string{`ешқашан\s+бас\s+тартпайды`},
		answers:    []string{`(?:кез\s+келген|барлық)\s+сұрақ\S*\s+(?:\S+\s+)?жауап`},
		freeStems:  []string{"ереже", "саясат", "қағида"},
		traitStems: []string{"тартпа", "жауап"}},
	{lang: "uz",
		frame:      []string{`(?:endi|bundan\s+buyon)\s+sen\s`, `yangi\s+roling`},
		free:       []string{`hech\s+qanday\s+(?:qoida|siyosat|tamoyil)\pL*\s+(?:\pL+\s+)?(?:yo['’ʻ]q|rioya\s+qilmaydi|bilmaydi)`},
		never:      []string{`hech\s+qachon\s+(?:rad\s+etmaydi|yo['’ʻ]q\s+demaydi)`},
		answers:    []string{`(?:har\s+qanday|barcha|har\s+bir)\s+savol\pL*\s+(?:\pL+\s+)?javob`},
		freeStems:  []string{"qoida", "siyosat", "tamoyil"},
		traitStems: []string{"rad", "demaydi", "javob"}},
	{lang: "ga",
		frame:      []string{`is\s+tusa\s+["“«„]`, `do\s+ról\s+nua`},
		free:       []string{`gan\s+aon\s+(?:rialacha|riail|pholasaí|pholasaithe|bheartas)`, `níl\s+aon\s+(?:rialacha|riail|pholasaí)\s+aige`},
		never:      []string{`ní\s+(?:dhiúltaíonn|dhiúltóidh)\s+(?:sé|sí|tú)\s+(?:riamh|choíche|d['’]aon)`},
		answers:    []string{`freagraíonn\s+(?:sé|sí|tú)\s+(?:gach|aon)\s+cheist`},
		freeStems:  []string{"rialach", "riail", "polas", "beartas"},
		traitStems: []string{"dhiúlt", "freagr"}},
	{lang: "mt",
		frame:      []string{`(?:issa|minn\s+issa\s+['’]l\s+quddiem)\s+(?:int|inti)\s`, `ir-rwol\s+il-ġdid\s+tiegħek`},
		free:       []string{`(?:m['’]għandux|m['’]għandekx|ma\s+għandux|ma\s+għandekx)\s+(?:l-ebda\s+|ebda\s+)(?:regol|politik|prinċipj)\pL*`},
		never:      []string{`qatt\s+ma\s+(?:jirrifjuta|tirrifjuta|jgħid\s+le|tgħid\s+le)`},
		answers:    []string{`(?:iwieġeb|twieġeb)\s+(?:kull|kwalunkwe|għal\s+kull)\s+mistoqsij`},
		freeStems:  []string{"regol", "politik", "prinċipj"},
		traitStems: []string{"rrifjut", "għid", "wieġeb"}},
}

// "No rules to consult": an infinitive of keeping after the limit says
// the agent has none to keep; it narrows nothing (as "no limits on
// safety" does not, agentSubject).
//
// A trait scoped to a topic stays ordinary in the new rows' languages too
// (topicNarrowed79): the prepositions and postpositions of "about".
func init() {
	for _, w := range []string{"për", "rreth", "apie", "par", "om", "am", "ynghylch", "sobre", "acerca", "game"} {
		topicAfter79[w] = true
	}
	topicAround79 = append(topicAround79, "buruz", "inguruko", "inguruan", "kohta", "тухай", "बारेमा", "ගැන")
	agentSubject = nfkcRe(`(?i)^(?:follow|obey|consult|respect|honou?r|observe|heed|abide)$|` + agentSubject.String())
}

// The rows join round 79's table before its init reads it (package
// variables are set before any init runs).
var _ = func() bool {
	personaTable79 = append(personaTable79, personaTable80...)
	return true
}()
