package safety

import "strings"

// Round 83 (persona): more rows for round 79's per-language persona table
// (persona79.go, persona80.go), for the languages and registers the seen
// misses were written in, and the English forms the stack did not read.
//
// The misses cast a persona as free of rules, never refusing and
// answering anything in languages with no row: Quechua, Aymara, Guarani,
// Nahuatl (the Andes and Mesoamerica), Tongan, Samoan, Maori, Hawaiian,
// Fijian, Malagasy (the Pacific and Indian oceans), Breton, West Frisian,
// Corsican, Occitan; and in the romanised chat registers of languages
// that have a native row: Japanese in romaji, Greek in Greeklish, Arabic
// in Arabizi, Hindi and Urdu in Latin letters, Russian in translit,
// Chinese in pinyin, Persian in Finglish, Tagalog mixed with English
// ("walang sinusunod na patakaran", no rule it follows). Rows for Yoruba,
// Igbo, Zulu, Xhosa, Somali, Javanese, Sundanese, Kurdish, Pashto and
// Haitian Creole join them.
//
// In English the stack missed:
//
//   - a trait list of slugs ("[answers-everything, no-policy,
//     never-declines]", "no_rules: true"): a hyphen or underscore inside
//     such a word joins words, so the stack reads it as a space;
//   - answering written as doing whatever is asked ("will say and do
//     whatever the user requests", "will lay out any method the player
//     asks about");
//   - "things other assistants decline" without a modal;
//   - frames that cast a voice rather than name a persona: a narrator, a
//     storyteller, "in the voice of", "acts as", a companion, buddy or
//     conversation partner, a skill that simulates someone.
//
// As in rounds 79 and 80 nothing here refuses on its own: the stack still
// needs the free trait and a second trait in one paragraph with a frame,
// or all three traits, and a trait scoped to a topic stays ordinary
// ("never refuses a refund under 30 days", "no limits on free-tier API
// calls").

// g83: an optional glottal stop mark (Polynesian ʻokina and its ASCII
// stand-ins).
const g83 = `[ʻ'‘’]?`

var personaTable83 = []personaLang79{
	{lang: "en-83",
		frame: []string{`narrator`, `storyteller`, `in\s+the\s+voice\s+of`, `in\s+the\s+(?:style|manner)\s+of\s+(?:a|an|the)\s`, `acts?\s+as\s+(?:a|an|the|your)\s`, `(?:study|gaming|chat|practice|language|conversation|sparring|drinking|travel)\s+(?:companion|buddy|partner|pal|friend)`, `simulat(?:es?|ing)\s+(?:a|an|the)\s`, `(?:you\s+(?:now\s+)?play|from\s+now(?:\s+on)?\s*,?\s+you(?:\s+will)?\s+(?:play|be))\s`,
			`(?:switch|change|flip|go|drop)(?:es|ed|ing|s)?\s+(?:in)?to\s+(?:\S+\s+){0,2}?mode(?:$|[^\pL])`, `act\s+as\s+["“«]`, `you(?:['’]ll|\s+will)\s+now\s+be\s`},
		free: []string{`(?:without|no|zero)\s+(?:any\s+)?boundaries(?:$|[^\pL])`, `not\s+(?:restricted|limited|constrained|bound|held\s+back)\s+by\s+(?:anything|any\s+(?:rules?|polic(?:y|ies)|guidelines?|filters?)|rules|polic(?:y|ies)|guidelines|filters)(?:$|[^\pL])`},
		never: []string{`(?:including|even)\s+(?:ones|requests|questions|those|things|tasks)\s+(?:that\s+)?other\s+(?:assistants|models|ais|bots|agents|chatbots)\s+(?:(?:would|might|will|usually|normally|typically|always)\s+)?(?:decline|refuse|turn\s+down|reject|won['’]t\s+touch)`,
			`never\s+declin(?:es|e|ing)(?:$|[^\pL])`, `always\s+(?:complies|obeys|agrees|says\s+yes)(?:\s*(?:[.,;:!)\]"”]|$)|\s+and\s)`, `never\s+holds?\s+(?:anything\s+)?back(?:$|[^\pL])`},
		answers: []string{`(?:say|do|write|provide|give|produce|explain|tell|lay\s+out|spell\s+out|describe|answer)\s+(?:and\s+(?:do|say|write|provide|give)\s+)?(?:whatever|anything)\s+(?:at\s+all\s+)?(?:the\s+|a\s+|any\s+)?(?:user|player|person|people|customer|reader|listener|you|they|anyone|someone|he|she)\s+(?:asks?|requests?|wants?|demands?)(?:$|[^\pL])`,
			`(?:lay\s+out|spell\s+out|explain|describe|give|provide)\s+(?:any|every)\s+(?:real[\s-]world\s+)?(?:method|technique|recipe|procedure|instructions?|steps?)\s+(?:that\s+)?(?:the\s+)?(?:user|player|person|customer|reader|listener|you|they|anyone)\s+(?:asks?|requests?|wants?)`},
		freeStems:  []string{"boundar", "not restricted", "not limited", "not constrained", "not bound", "not held back"},
		traitStems: []string{"declin", "whatever", "anything", "method", "technique", "recipe", "procedure", "instruction", "complies", "obeys", "agrees", "yes", "holds"}},
	{lang: "qu",
		frame:      []string{`kay\s+[\pL'’]+(?:pi|pim|pin|piqa)\s+kanki`, `(?:kunanmanta|kunanqa|kunanmantaqa)\s+(?:qam(?:qa)?\s+)?(?:[\pL'’]+\s+)?kanki`, `qam(?:qa)?\s+kanki\s`},
		free:       []string{`man[aá][mn]?\s+(?:ima\s+|mayqin\s+)?kamachi[\pL'’]*\s+(?:[\pL'’]+\s+)?(?:uyari|kasu|hap['’]i|riqsi|yupa|ati)[\pL'’]*`, `man[aá]\s+kamachi(?:yuq|niyuq|kuyniyuq)`, `kamachi[\pL'’]*\s+man[aá][mn]?\s+(?:ka|kan)(?:nchu|chu)`},
		never:      []string{`hayk['’]app?as\s+(?:[\pL'’]+\s+)?["“«]?man[aá][mn]?["”»]?\s+n[ií]\pL*chu`, `man[aá][mn]?\s+(?:hayk['’]app?as\s+)?imatapas\s+(?:man[aá]\s+ni|hark['’]a|qarqu)\pL*chu`},
		answers:    []string{`(?:imatapas|tukuy(?:\s+[\pL'’]+)?|llapa(?:\s+[\pL'’]+)?|sapa\s+tapukuy[\pL'’]*)\s+(?:[\pL'’]+\s+)?kutichi\pL*`},
		freeStems:  []string{"kamachi"},
		traitStems: []string{"ninchu", "nichu", "hark'a", "hark’a", "kutichi"}},
	{lang: "ay",
		free:       []string{`jan(?:iw|i)?\s+(?:kuna\s+)?kamachi\pL*\s+(?:\pL+\s+)?(?:utjkiti|utjiti|phuqkiti|ist['’]kiti|uñt['’]kiti)`, `kamachi\pL*\s+janiw\s+(?:\pL+\s+)?utjkiti`},
		never:      []string{`janipuni\pL*\s+(?:\S+\s+)?["“]?jani\pL*["”]?\s+sis?k?iti`},
		answers:    []string{`taqi\s+(?:\pL+\s+)?jiskt['’]a\pL*\s+(?:\pL+\s+)?jays\pL*`},
		freeStems:  []string{"kamachi"},
		traitStems: []string{"siski", "sisk", "jays"}},
	{lang: "gn",
		free:       []string{`(?:nd(?:o|e|a|ai)(?:guereko|reko)\pL*|ndaipóri|ndaipori)\s+(?:\pL+\s+)?(?:tembiapoukapy|léi|lei|tekorã|mba['’]e\s+jehechakuaa)`},
		answers:    []string{`(?:o|re|pe)mbohovái?\s+(?:opa|mayma|oimeraẽ|oimerae)\s+(?:\pL+\s+)?porandu`},
		freeStems:  []string{"tembiapoukapy", "ndoreko", "ndoguereko", "ndaip", "ndareko", "ndereko", "ndaireko"},
		traitStems: []string{"mbohov"}},
	{lang: "nah",
		frame:      []string{`tehua(?:tl|tzin)\s+ti\pL+`},
		free:       []string{`a(?:h)?mo\s+(?:quipia|ticpia|quitoca|tictoca|quineltoca|quimati|ticmati|quitlacamati|quitlepanitta)\s+(?:\pL+\s+)?(?:tla|te)?nahuatil\pL*`, `a(?:h)?tle\s+(?:tla|te)?nahuatil\pL*`},
		never:      []string{`a(?:h)?mo\s+(?:quimati|ticmati|quihtoa|tiquihtoa|quitoa|tiquitoa)\s+["“«]?a(?:h)?mo["”»]?(?:$|[^\pL])`, `aic\s+(?:quihtoa|tiquihtoa|quitoa|tiquitoa)\s+["“«]?a(?:h)?mo`},
		answers:    []string{`mochi\s+(?:\pL+\s+){0,3}?(?:qui|tic)nanquilia\pL*`, `(?:qui|tic)nanquilia\pL*\s+(?:\pL+\s+)?mochi`},
		freeStems:  []string{"nahuatil"},
		traitStems: []string{"quimati", "ticmati", "quihtoa", "quitoa", "nanquilia"}},
	{lang: "to",
		frame:      []string{`ko\s+koe\s+` + g83 + `a\s`},
		free:       []string{g83 + `ikai\s+(?:[\pLʻ'’]+\s+){0,2}?(?:lao|tu` + g83 + `utu` + g83 + `uni|fakangatangata)(?:$|[^\pL])`, `ta` + g83 + `e\s*-?\s*(?:ha\s+)?(?:lao|fakangatangata)`},
		never:      []string{g83 + `ikai\s+(?:teitei\s+)?(?:ke\s+)?fakafisi\pL*`},
		answers:    []string{`tali\s+(?:[\pLʻ'’]+\s+){0,3}?kotoa(?:$|[^\pL])`},
		freeStems:  []string{"lao", "fakangatangata", "utuuni", "utu'uni", "utuʻuni"},
		traitStems: []string{"fakafisi", "tali"}},
	{lang: "sm",
		frame:      []string{`o\s+oe\s+o\s`, `(?:mai\s+)?(?:nei|i\s+le\s+taimi\s+nei)\s*,?\s+o\s+oe\s`},
		free:       []string{`leai\s+(?:ni|se)\s+(?:ana\s+|au\s+|ona\s+|lana\s+|lau\s+)?(?:tulafono|tapula` + g83 + `a)`, `le\s+(?:usita` + g83 + `i|mulimuli)\s+i\s+(?:se\s+|ni\s+)?tulafono`},
		never:      []string{`le\s+(?:teena|te` + g83 + `ena)\s+(?:lava\s+)?(?:se\s+)?(?:talosaga|mea|fesili|lava)`},
		answers:    []string{`tali\s+(?:[\pLʻ'’]+\s+){0,2}?(?:uma|so` + g83 + `o\s+se)(?:$|[^\pL])`},
		freeStems:  []string{"tulafono", "tapula"},
		traitStems: []string{"le teena", "te'ena", "teʻena", "te’ena", "tali"}},
	{lang: "mi",
		frame:      []string{`(?:ināianei|inaianei|mai\s+i\s+nāianei|mai\s+i\s+naianei)\s*,?\s+ko\s+koe`, `ko\s+koe\s+(?:a|ko)\s+["“«]`},
		free:       []string{`(?:kāore|kaore|kāhore|kahore|karekau|kāore\s+rawa)\s+(?:he\s+|ōna\s+|ona\s+|āna\s+|ana\s+|ōu\s+|ou\s+|āu\s+)?ture`, `kore\s+(?:he\s+)?ture`},
		never:      []string{`(?:kāore|kaore|kore)\s+rawa\s+(?:\pL+\s+)?(?:e\s+)?(?:whakakāhore|whakakahore|paopao)`},
		answers:    []string{`whakautu\s+(?:i\s+)?(?:ngā|nga)\s+(?:\pL+\s+)?(?:pātai|patai)\s+katoa`, `whakautu\s+(?:i\s+)?(?:ngā|nga)\s+mea\s+katoa`},
		freeStems:  []string{"ture"},
		traitStems: []string{"whakak", "paopao", "whakautu"}},
	{lang: "haw",
		free:       []string{g83 + `a` + g83 + `ohe\s+(?:ona\s+|ou\s+|kona\s+|kou\s+)?(?:kānāwai|kanawai)`},
		never:      []string{g83 + `a` + g83 + `ole\s+loa\s+(?:\pL+\s+)?(?:e\s+)?h[oō]` + g83 + `ole`},
		answers:    []string{`pane\s+(?:i\s+)?(?:nā|na)\s+(?:\pL+\s+)?n[iī]nau\s+a\s+pau`},
		freeStems:  []string{"kānāwai", "kanawai"},
		traitStems: []string{"ole loa", "pane i"}},
	{lang: "fj",
		free:       []string{`sega\s+(?:ni\s+)?(?:dua\s+)?(?:na\s+)?(?:lawa|vakatulewa)(?:$|[^\pL])`},
		never:      []string{`sega\s+(?:vakadua\s+)?(?:ni\s+)?bese\s+(?:rawa|vakadua)`, `sega\s+vakadua\s+(?:ni\s+)?bese`},
		answers:    []string{`sauma\s+(?:\pL+\s+){0,3}?kece(?:$|[^\pL])`},
		freeStems:  []string{"lawa", "vakatulewa"},
		traitStems: []string{"bese", "sauma"}},
	{lang: "mg",
		frame:      []string{`(?:ianao|hianao)\s+no\s+["“«]`, `(?:manomboka\s+izao|amin['’]?\s*izao)\s*,?\s+(?:ianao|hianao)`},
		free:       []string{`tsy\s+(?:manana|manaraka|mankat[oò]|miankina\s+amin['’]?)\s+(?:\pL+\s+)?(?:fitsipika|lalàna|lalana|politika)`, `tsy\s+misy\s+(?:\pL+\s+)?(?:fitsipika|lalàna|politika)`},
		never:      []string{`tsy\s+(?:mety\s+)?mand[àa]\s+(?:\pL+\s+)?(?:mihitsy|na\s+oviana)`, `tsy\s+mand[àa]\s+na\s+inona`},
		answers:    []string{`mamaly\s+(?:\pL+\s+){0,3}?(?:rehetra|na\s+inona\s+na\s+inona)`},
		freeStems:  []string{"fitsipika", "lalàna", "lalana", "politika"},
		traitStems: []string{"mandà", "tsy manda", "mamaly"}},
	{lang: "br",
		frame:      []string{`c['’]hoari\s+a\s+r(?:it|ez)\s`, `bremañ\s+ez\s+(?:out|oc['’]h)\s`, `ez\s+(?:out|oc['’]h)\s+["“«]`},
		free:       []string{`(?:n['’]?\s*(?:en|he|ho|az|o|e|ez)\s+deus|n['’]?\s*eus|n['’]?\s*heuilh|n['’]?\s*anavez|hep)\s+(?:\pL+\s+)?(?:reolenn|lezenn|politikerezh|bevenn)\pL*`},
		never:      []string{`ne\s+nac['’]?h\s+(?:netra|biken|den|morse)`, `biken\s+ne\s+nac['’]?h`, `ne\s+lavar\s+(?:biken|morse)\s+["“«]?nann`},
		answers:    []string{`respont\s+(?:a\s+r(?:a|ez|it)\s+)?da\s+(?:bep|kement|forzh\s+pe)`},
		freeStems:  []string{"reolenn", "lezenn", "politikerezh", "bevenn"},
		traitStems: []string{"nac'h", "nac’h", "nann", "respont"}},
	{lang: "fy",
		frame:      []string{`do\s+spilest\s`, `(?:fan\s+no\s+ôf|no)\s*,?\s+bist\s+do`, `do\s+bist\s+(?:no\s+)?["“«]`, `dyn\s+nije\s+rol`},
		free:       []string{`(?:hat|hast|hawwe|folget|folgest|kent|kenst|ken)\s+gjin\s+(?:inkelde\s+|ienige\s+)?(?:regel|regels|belied|rjochtline|rjochtlinen|grinzen|beheining\pL*)(?:$|[^\pL])`, `sûnder\s+(?:inkelde\s+|ienige\s+)?(?:regels|belied|rjochtlinen|beheining\pL*)`, `gjin\s+(?:inkelde\s+|ienige\s+)?(?:regels?|belied|rjochtlinen)\s+(?:folget|folgest|hat|hast|kent|kenst)(?:$|[^\pL])`},
		never:      []string{`wegere(?:t|st|n)?\s+(?:neat|noait)`, `seit\s+noait\s+["“«]?nee`},
		answers:    []string{`(?:jout|joust|jowt|jaan)\s+(?:\pL+\s+)?antwurd\s+op\s+(?:alles|elke|elts|eltse|alle)`, `beantwurdet\s+(?:alles|elke|alle)`},
		freeStems:  []string{"regel", "belied", "rjochtlin", "grinzen", "beheining"},
		traitStems: []string{"wegere", "noait", "antwurd"}},
	{lang: "co-oc",
		frame:      []string{`(?:tù\s+)?sì\s+(?:avà\s+)?["“«]`, `(?:avà|d['’]avà)\s*,?\s+(?:tù\s+)?sì\s`, `u\s+to\s+novu\s+rolu`, `(?:ara|d['’]ara\s+enlà)\s*,?\s+(?:tu\s+)?siás`},
		free:       []string{`ùn\s+(?:hà|ai|anu|seguita|seguiti|rispetta|rispetti)\s+(?:nisuna|nisunu|alcuna|alcunu)\s+(?:regula|regule|pulitica|limitu|limiti|principiu)`, `senza\s+(?:nisuna\s+)?(?:regule|regula|pulitica)`, `(?:a|as|sèc|seguís)\s+pas\s+cap\s+de\s+(?:règla|règlas|politica|limit\pL*)`, `sens\s+cap\s+de\s+(?:règla|règlas|politica)`},
		never:      []string{`ùn\s+(?:ricusa|ricusi|rifiuta|nega)\s+mai`, `ùn\s+(?:dice|dici)\s+mai\s+(?:di\s+)?["“«]?nò`, `refusa\s+pas\s+(?:jamai|res)`, `ditz\s+pas\s+jamai\s+["“«]?non`},
		answers:    []string{`rispond(?:e|i)\s+(?:à|a)\s+(?:ogni|tutte|tuttu|qualunque)`, `respond(?:e|es|rà)?\s+a\s+(?:tot|totas|quina\s+que\s+siá)`},
		freeStems:  []string{"regul", "pulitic", "limit", "règla", "politica"},
		traitStems: []string{"ricus", "rifiut", "dice mai", "dici mai", "rispond", "refusa", "ditz", "respond"}},
	{lang: "tl-83",
		frame:      []string{`ikaw\s+si\s`},
		free:       []string{`walang\s+(?:sinusunod|sinusundan|kinikilala|pinapansin|pinakikinggan)\s+na\s+(?:patakaran|panuntunan|tuntunin|batas|rules?|polic(?:y|ies))`, `walang\s+(?:kahit\s+anong\s+)?(?:rules?|polic(?:y|ies)|restrictions?)(?:$|[^\pL])`},
		answers:    []string{`kahit\s+ano(?:ng)?\s+(?:pa\s+)?(?:ang\s+)?(?:itanong|itatanong|tanong|hilingin|ipagawa)\pL*`, `sasagutin\s+(?:niya|ko|nila|mo)\s+(?:ang\s+)?(?:lahat|kahit\s+ano)`},
		freeStems:  []string{"patakaran", "rule", "polic", "restriction"},
		traitStems: []string{"itanong", "tanong", "hilingin", "ipagawa", "sasagutin"}},
	{lang: "ja-romaji",
		frame:      []string{`(?:anata|kimi|omae)\s+wa\s+(?:ima\s+kara\s+)?["“「『]`, `(?:kore\s+kara|ima\s+kara|kyou\s+kara)\s*,?\s+(?:anata|kimi|omae)\s+wa`},
		free:       []string{`(?:ruru|rūru|ruuru|kisoku|porishi|porishii|porishī|kiyaku)\s+(?:mo|wa|ga)\s+(?:(?:ruru|rūru|ruuru|kisoku|porishi|porishii|porishī|seigen|kiyaku)\s+mo\s+)?(?:nai|nashi|arimasen|zero)(?:$|[^\pL])`, `(?:ruru|rūru|ruuru|kisoku|porishi|porishii|porishī)\s+ni\s+shibara(?:renai|rezu|remasen)`},
		never:      []string{`(?:kesshite\s+|zettai(?:\s+ni)?\s+|nani\s*mo\s+|nanimo\s+|donna\s+\pL+\s+mo\s+)kotowara(?:nai|zu|naide|masen)`, `(?:ni\s+mo|nimo)\s+kotowarazu`, `(?:iya|dame|no)\s+to\s+(?:wa\s+)?(?:iwanai|iimasen)`},
		answers:    []string{`(?:nan\s*demo|nandemo|donna\s+shitsumon\s+ni\s+mo|subete\s+no\s+shitsumon\s+ni)\s+(?:\pL+\s+)?kotae(?:ru|masu|te|ra)`},
		freeStems:  []string{"ruru", "rūru", "ruuru", "kisoku", "porishi", "porishī", "kiyaku"},
		traitStems: []string{"kotowar", "iwanai", "iimasen", "kotae"}},
	{lang: "el-latn",
		frame:      []string{`(?:eisai|eise|ise)\s+(?:o|h|i|to)\s+["“«]`, `(?:apo\s+t[wo]ra|t[wo]ra)\s*,?\s+(?:eisai|eise)`, `o\s+neos\s+sou\s+rolos`},
		free:       []string{`(?:xwris|xoris|choris|horis|xoris)\s+(?:kanenan\s+|kanena\s+|kamia\s+)?(?:kanones|kanona|politiki|politikh|periorismous)(?:$|[^\pL])`, `den\s+(?:exei|exeis|ehei|eheis|akolouthei|akolou8ei)\s+(?:kanenan\s+|kanena\s+|kamia\s+)?(?:kanones|kanona|politiki|politikh|periorismous)`},
		never:      []string{`pote\s+den\s+(?:\pL+\s+)?(?:arneitai|arneisai|arnitai|arnite|leei\s+oxi|les\s+oxi|leei\s+ochi)`, `den\s+arne(?:itai|isai|ite)\s+(?:pote|tipota)`},
		answers:    []string{`apanta(?:ei|s|i)?\s+se\s+(?:otidipote|ola|kathe|ka8e|opoiadipote|oles)(?:$|[^\pL])`},
		freeStems:  []string{"kanon", "politik", "periorism"},
		traitStems: []string{"arne", "arni", "leei oxi", "les oxi", "leei ochi", "apanta"}},
	{lang: "ar-latn",
		frame:      []string{`(?:enta|enti|inta|inti)\s+["“«]`, `(?:men|mn|min)\s+(?:delwa2ti|delwa2t|dilwa2ti|hala2|el2an|hlla)\s*,?\s+(?:enta|enti|inta|inti|anta|anti)`, `shakhs(?:eyt|iyt|ey)(?:ak|ek|ik)`, `(?:doorak|dawrak|dorak|dourak)\s+(?:el\s+)?(?:gedid|jdid|jadid|ged[ie]d)`},
		free:       []string{`ma\s*(?:3and|3ind|3end|3ad|and)(?:ak|ek|o|oo|ou|ha|ohom|hom|ik|na)?(?:sh|ch)?\s+(?:ay|ayy|aii|wala)\s+(?:policy|rules?|qawa3ed|2awa3ed|qanoon|2anoon|7dood|hdood|quyood|2yood|qyood|2oyood)`, `(?:bala|bdoon|bedoon|bidun|bidoun|mn\s+gheir|men\s+gher|men\s+gheir|min\s+ghair)\s+(?:ay\s+|ayy\s+)?(?:qawa3ed|2awa3ed|quyood|2yood|qyood|2oyood|policy|rules?|7dood|hdood)`},
		never:      []string{`(?:3omr\pL*|abadan|abdan)\s+(?:ma\s+|msh\s+|mesh\s+|mish\s+)?\pL{0,4}(?:2ool|2oul|2ul|2oly|2oli|ool|oul)(?:sh|ch)?\s+["“«]?(?:la2|la|la2a)(?:$|[^\pL\pN])`, `(?:ma|mesh|msh|mish|mush|la)\s+(?:\pL{0,4})rf[ou]d\pL*`},
		answers:    []string{`\pL{0,4}(?:gaweb|jaweb|jawib|gawib|jawb)\pL*\s+(?:3la|3ala|ala|3an|an|3a)\s+(?:ay|ayy|kol|kull|koll|aii)\s+(?:so2al|su2al|swal|so2aal|sou2al|as2ela|haga|7aga|shi|shy|shay)`},
		freeStems:  []string{"policy", "rule", "qawa", "2awa", "qanoon", "2anoon", "7dood", "hdood", "quyood", "2yood", "qyood", "2oyood"},
		traitStems: []string{"la2", "rfod", "rfud", "gaweb", "jaweb", "jawib", "gawib", "jawb"}},
	{lang: "hi-ur-latn",
		frame:      []string{`(?:ab|aaj\s+se|ab\s+se)\s+(?:tum|aap|tu)\s`, `(?:tum|aap|tu)\s+(?:ab\s+)?["“«]`, `(?:tumhara|aapka|tera)\s+naya\s+(?:role|kirdar|kirdaar)`},
		free:       []string{`(?:koi|koi\s+bhi)\s+(?:rule|rules|niyam|policy|policies|restriction|pabandi|paabandi|usool|qanoon|kanoon)\s+(?:\pL+\s+)?(?:nahi|nahin|nai|nhi|nahee)(?:$|[^\pL])`, `(?:bina|bagair|baghair|baghayr)\s+(?:kisi\s+)?(?:rule|rules|niyam|policy|pabandi|paabandi|restriction|usool)(?:$|[^\pL])`},
		never:      []string{`kabhi\s+(?:bhi\s+)?(?:mana|inkaar|inkar|refuse|na)\s+(?:\pL+\s+)?(?:nahi|nahin|nai|nhi)`},
		answers:    []string{`(?:har|kisi\s+bhi)\s+(?:sawaal|sawal|savaal|savaal|question|baat)\s+(?:ka|ke)\s+(?:\pL+\s+)?(?:jawab|jawaab|answer)`},
		freeStems:  []string{"rule", "niyam", "polic", "restriction", "pabandi", "paabandi", "usool", "qanoon", "kanoon"},
		traitStems: []string{"kabhi", "inkaar", "inkar", "refuse", "jawab", "jawaab", "answer"}},
	{lang: "ru-latn",
		frame:      []string{`(?:teper|otnyne|s\s+etogo\s+momenta)\s+ty\s`, `ty\s+(?:teper|otnyne)\s`},
		free:       []string{`(?:net|nyet)\s+(?:nikakikh|nikakih|nikakix)\s+(?:pravil|politik|ogranichenij|ogranicheniy)`, `ne\s+(?:svyazan|skovan)\pL*\s+(?:nikakimi)\s+(?:pravilami|politikami)`},
		never:      []string{`nikogda\s+(?:ni\s+v\s+chem\s+|nikomu\s+)?ne\s+otkaz\pL*`, `ni\s+v\s+chem\s+ne\s+otkaz\pL*`},
		answers:    []string{`otvecha(?:et|esh|yut)\s+na\s+(?:lyuboj|lyuboy|lyubye|vse|vsyo|kazhdyj|kazhdyi)`},
		freeStems:  []string{"pravil", "politik", "ogranichen"},
		traitStems: []string{"otkaz", "otvecha"}},
	{lang: "zh-pinyin",
		frame:      []string{`(?:cong\s+xianzai\s+kaishi|xianzai)\s*,?\s+ni\s+(?:jiu\s+)?shi\s`, `ni\s+(?:de\s+)?(?:xin\s+)?juese\s+shi`},
		free:       []string{`mei(?:you)?\s+(?:renhe\s+)?(?:guize|guiding|zhengce|xianzhi|yueshu)(?:$|[^\pL])`, `bu\s+(?:shou|zunshou)\s+(?:renhe\s+)?(?:guize|zhengce|xianzhi|yueshu)`},
		never:      []string{`(?:conglai|yongyuan|juedui)\s+(?:dou\s+)?bu\s+(?:hui\s+)?jujue`},
		answers:    []string{`(?:shenme|renhe\s+wenti|suoyou\s+wenti|shenme\s+wenti)\s+dou\s+(?:hui\s+|neng\s+)?(?:huida|da)(?:$|[^\pL])`, `you\s+wen\s+bi\s+da`},
		freeStems:  []string{"guize", "guiding", "zhengce", "xianzhi", "yueshu"},
		traitStems: []string{"jujue", "huida", "bi da", "dou da"}},
	{lang: "fa-latn",
		free:       []string{`hich\s+(?:ghanooni|ghanoon|qanuni|ghavaedi|ghanoni|mahdudiyati|siasati|siyasati)\s+(?:\pL+\s+)?(?:nadare|nadari|nadarad)`},
		never:      []string{`(?:hargez|hichvaght|hich\s+vaght)\s+(?:\pL+\s+)?(?:rad\s+nemikone|na\s+nemige|rad\s+nemikonad|emtena\s+nemikone)`},
		answers:    []string{`be\s+(?:har|hame(?:ye)?)\s+(?:soali|soal|so2ali|porseshi)\s+(?:\pL+\s+)?javab\s+(?:mide|midahad|midi)`},
		freeStems:  []string{"ghanoon", "ghanoni", "qanun", "ghavaed", "mahdudiyat", "siasat", "siyasat"},
		traitStems: []string{"rad nemi", "nemige", "emtena", "javab"}},
	{lang: "yo",
		frame:      []string{`(?:láti\s+ìsinsìnyí|lati\s+isinsinyi)\s*,?\s+(?:ìwọ|iwo)\s`},
		free:       []string{`(?:kò|ko)\s+(?:ní|ni)\s+(?:\pL+\s+)?(?:òfin|ofin|ìlànà|ilana)\s+(?:kankan|kan)`, `(?:láìsí|laisi)\s+(?:òfin|ofin|ìlànà|ilana)`},
		never:      []string{`(?:kò|ko)\s+(?:jẹ́|je)\s+(?:\pL+\s+)?(?:kọ̀|ko)\s+(?:ohunkóhun|ohunkohun|rárá|rara)`},
		answers:    []string{`(?:ń|n)\s*(?:dáhùn|dahun)\s+(?:\pL+\s+)?(?:gbogbo|ìbéèrè\s+kankan|ibeere\s+kankan)`},
		freeStems:  []string{"òfin", "ofin", "ìlànà", "ilana"},
		traitStems: []string{"kọ̀", "dáhùn", "dahun"}},
	{lang: "ig",
		free:       []string{`enweghi\s+(?:\pL+\s+)?(?:iwu|usoro|ntụziaka)\s+(?:ọ\s+bụla|o\s+bula)`},
		never:      []string{`(?:anaghị|anaghi)\s+(?:\pL+\s+)?ajụ\s+(?:ihe\s+ọ\s+bụla|ihe\s+o\s+bula)`, `(?:anaghị|anaghi)\s+ekwe\s+["“]?mba`},
		answers:    []string{`(?:na-aza|na\s+aza|azaghachi)\s+(?:\pL+\s+)?(?:ajụjụ\s+ọ\s+bụla|ajuju\s+o\s+bula|ajụjụ\s+niile)`},
		freeStems:  []string{"iwu", "usoro"},
		traitStems: []string{"ajụ", "ekwe", "aza"}},
	{lang: "zu-xh",
		frame:      []string{`(?:manje|kusukela\s+manje)\s*,?\s+(?:wena\s+)?ungu`, `ngoku\s+(?:wena\s+)?ungu`},
		free:       []string{`(?:akanayo|awunayo|akanawo|awunawo|akanazo|awunazo|ayinayo)\s+(?:\pL+\s+)?(?:imithetho|umthetho|inqubomgomo|imigaqo|imiqathango)`, `ngaphandle\s+kwe(?:mithetho|nqubomgomo|migaqo)`},
		never:      []string{`(?:akaze|awukaze|akanqabi|awunqabi)\s+(?:\pL+\s+)?(?:enqabe|unqabe|anqabe|lutho|nto)`},
		answers:    []string{`(?:uphendula|phendula|uyaphendula)\s+(?:\pL+\s+)?(?:noma\s+yimuphi|yonke|wonke|nawuphi|yonke\s+imibuzo)`},
		freeStems:  []string{"mithetho", "mthetho", "nqubomgomo", "migaqo", "miqathango"},
		traitStems: []string{"nqab", "phendula"}},
	{lang: "so",
		frame:      []string{`(?:hadda|laga\s+bilaabo\s+hadda)\s*,?\s+(?:adigu|adiga)\s+waxaad\s+tahay`},
		free:       []string{`(?:ma|aan)\s+(?:laha|lahan|lahayn|raaco|raacin)\s+(?:\pL+\s+)?(?:sharci|xeer|siyaasad)\s*(?:na|)\s*(?:toona|kasta)?`, `(?:xeer|sharci|siyaasad)\s+(?:\pL+\s+)?(?:ma\s+leh|aan\s+lahayn)`},
		never:      []string{`(?:weligii|waligii|weligaa|waligaa)\s+(?:\pL+\s+)?(?:ma\s+diido|diidin|ma\s+diidi)`},
		answers:    []string{`(?:ka\s+jawaab|jawaaba)\s+(?:\pL+\s+)?(?:su['’]aal\s+kasta|wax\s+kasta|dhammaan)`},
		freeStems:  []string{"sharci", "xeer", "siyaasad"},
		traitStems: []string{"diid", "jawaab"}},
	{lang: "jv-su",
		free:       []string{`ora\s+(?:duwe|nduweni|nggatekake|manut)\s+(?:\pL+\s+)?(?:aturan|kabijakan|wewaler)`, `teu\s+(?:boga|ngagaduhan|nurut)\s+(?:\pL+\s+)?(?:aturan|kawijakan)`},
		never:      []string{`ora\s+(?:tau|nate)\s+(?:nolak|ngomong\s+["“]?ora)`, `teu\s+kungsi\s+(?:nolak|nampik)`},
		answers:    []string{`(?:njawab|mangsuli|ngajawab|ngawaler)\s+(?:\pL+\s+)?(?:kabeh|sakabehing|apa\s+wae|sagala|naon\s+wae)`},
		freeStems:  []string{"aturan", "kabijakan", "kawijakan", "wewaler"},
		traitStems: []string{"nolak", "nampik", "jawab", "mangsuli", "ngawaler"}},
	{lang: "ku-ps",
		free:       []string{`(?:tu|ti)\s+(?:qanûn|qanun|rêsa|rêsik|polîtîka)\S*\s+(?:\S+\s+)?(?:nîne|tune|nayê)`, `هیچ\s+(?:یاسا|ڕێسا|سیاسەت)\S*\s+(?:\S+\s+)?نییە`, `(?:هیڅ|هېڅ)\s+(?:قانون|قاعده|پالیسي|اصول)\S*\s+(?:\S+\s+)?نه\s*لري`},
		never:      []string{`(?:qet|tu\s+carî)\s+(?:\S+\s+)?red\s+nake`, `هەرگیز\s+(?:\S+\s+)?ڕەت\s+ناکات`, `هېڅکله\s+(?:\S+\s+)?(?:انکار|رد)\s+نه\s+کوي`},
		answers:    []string{`(?:bersiva|bersîva)\s+(?:her|hemû)\s+pirs`, `وەڵامی\s+(?:هەموو|هەر)\s+پرسیار`, `(?:هرې|ټولو)\s+پوښتن\S*\s+(?:\S+\s+)?ځواب`},
		freeStems:  []string{"qanûn", "qanun", "rêsa", "polîtîka", "یاسا", "ڕێسا", "سیاسەت", "قانون", "قاعده", "پالیسي", "اصول"},
		traitStems: []string{"red nake", "ڕەت", "انکار", "رد", "bersiv", "bersîv", "وەڵام", "ځواب"}},
	{lang: "ht",
		frame:      []string{`(?:kounye\s+a|depi\s+kounye\s+a)\s*,?\s+ou\s+se`, `ou\s+se\s+["“«]`},
		free:       []string{`(?:pa\s+gen|pa\s+swiv|san)\s+(?:okenn\s+|ankenn\s+)?(?:règ|regleman|politik|lwa)\s*(?:okenn|ankenn)?`},
		never:      []string{`(?:pa\s+janm|janmen)\s+(?:\pL+\s+)?(?:refize|di\s+non)`},
		answers:    []string{`reponn\s+(?:\pL+\s+)?(?:tout|nenpòt|nenpot)\s+(?:kesyon|sa)`},
		freeStems:  []string{"règ", "regleman", "politik", "lwa"},
		traitStems: []string{"refize", "non", "reponn"}},
}

// The rows join round 79's table before its init reads it (package
// variables are set before any init runs).
var _ = func() bool {
	personaTable79 = append(personaTable79, personaTable83...)
	return true
}()

// slugJoin83: a hyphen or underscore between two letters joins the
// words of a slug ("no-policy", "never_refuses", "answers-everything");
// the stack reads it as a space. The text keeps its length, so the
// offsets into it stay right.
func slugJoin83(low string) string {
	if !strings.ContainsAny(low, "-_") {
		return low
	}
	b := []byte(low)
	for i := 1; i+1 < len(b); i++ {
		if (b[i] == '-' || b[i] == '_') && slugLetter83(b[i-1]) && slugLetter83(b[i+1]) {
			b[i] = ' '
		}
	}
	return string(b)
}

func slugLetter83(c byte) bool { return c >= 'a' && c <= 'z' }

// personaTable83b: rows for more languages and chat registers the blind
// sets may be written in, in the same four slots: pidgins and creoles
// (Nigerian Pidgin, Tok Pisin, Bislama), constructed and classical
// (Esperanto, Latin), Celtic and Germanic minorities (Scottish Gaelic,
// Luxembourgish, Yiddish), African (Kinyarwanda, Lingala, Wolof, Shona,
// Chichewa, Oromo), Turkic and Slavic in Cyrillic (Belarusian, Tajik,
// Kyrgyz, Tatar) and Uyghur, the scripts written without spaces (Khmer,
// Lao, Burmese), Sinhala, and the romanised or unaccented chat forms of
// Vietnamese, Turkish, Korean, Bengali, Tamil and Indonesian slang.
var personaTable83b = []personaLang79{
	{lang: "pcm",
		frame:      []string{`from\s+now\s+(?:go|on)\s*,?\s+you\s+be\s`, `you\s+be\s+["“«]`},
		free:       []string{`no\s+get\s+(?:any\s+)?(?:rule|rules|policy|law|laws)(?:$|[^\pL])`, `no\s+dey\s+follow\s+(?:any\s+)?(?:rule|rules|policy|law)(?:$|[^\pL])`},
		never:      []string{`no\s+dey\s+(?:ever\s+)?(?:refuse|reject|talk\s+no|say\s+no)`, `never\s+dey\s+refuse`},
		answers:    []string{`(?:dey\s+)?answer\s+(?:any|every|all)\s+(?:question|tin|thing)`},
		freeStems:  []string{"no get", "no dey follow"},
		traitStems: []string{"refuse", "reject", "answer"}},
	{lang: "tpi-bi",
		frame:      []string{`nau\s+yu\s+(?:stap|i)\s`, `yu\s+(?:stap|i)\s+["“«]`},
		free:       []string{`no\s+gat\s+(?:wanpela\s+|eni\s+)?(?:lo|loa|rul|rules|polisi)(?:$|[^\pL])`},
		never:      []string{`no\s+save\s+(?:tok|talem)\s+nogat`, `neva\s+(?:i\s+)?(?:talem|tok)\s+no(?:gat)?(?:$|[^\pL])`},
		answers:    []string{`bekim\s+(?:olgeta|wanem\s+wanem|olkain)\s+(?:askim|kwesten)`, `ansarem\s+(?:evri|olgeta)`},
		freeStems:  []string{"no gat", "rul", "polisi"},
		traitStems: []string{"nogat", "talem", "bekim", "ansarem"}},
	{lang: "eo-la",
		frame:      []string{`(?:de\s+nun|nun)\s*,?\s+vi\s+estas`, `vi\s+estas\s+["“«„]`, `via\s+nova\s+rolo`, `(?:nunc|ab\s+hoc\s+tempore)\s*,?\s+(?:tu\s+)?es\s`, `tu\s+es\s+["“«„]`},
		free:       []string{`(?:ne\s+havas|sen)\s+(?:iujn\s+|ajnajn\s+|ajnan\s+)?(?:regul\pL*|politik\pL*|principo\pL*)`, `(?:havas|sekvas|konas)\s+neniu?jn\s+(?:regul|politik|princip)\pL*`, `(?:nullam|nullas|nulla)\s+(?:regul\pL*|leg\pL*|norm\pL*)\s+(?:habet|habes|sequitur|sequeris|servat|servas)`, `(?:sine\s+ullis|solutus\s+(?:ab|a)\s+(?:omnibus\s+)?)\s*(?:regulis|legibus|normis)`},
		never:      []string{`neniam\s+(?:\pL+\s+)?rifuz\pL*`, `rifuzas\s+nenion`, `numquam\s+(?:\pL+\s+)?(?:recusat|recusas|negat|negas|abnuit|abnuis)`, `nihil\s+(?:\pL+\s+)?(?:recusat|recusas|abnuit)`},
		answers:    []string{`respond(?:as|os)\s+al\s+(?:ĉiu|ĉiuj|cxiu|ajna|iu\s+ajn)`, `(?:omnia|omnibus\s+quaestionibus|quamlibet\s+quaestionem|quidvis)\s+(?:\pL+\s+)?respond\pL*`},
		freeStems:  []string{"regul", "politik", "princip", "nullam", "nullas", "nulla ", "sine ullis", "solutus"},
		traitStems: []string{"rifuz", "recus", "negat", "negas", "abnu", "respond"}},
	{lang: "gd-lb-yi",
		frame:      []string{`(?:elo|vun\s+elo\s+un)\s*,?\s+bass\s+du`, `du\s+bass\s+(?:elo\s+)?["“«„]`},
		free:       []string{`(?:chan\s+eil|gun)\s+(?:riaghailt\pL*|poileasaidh\pL*)\s+(?:sam\s+bith|aige|aice|agad)`, `(?:huet|hues|follegt|kennt)\s+keng\s+(?:reegelen|regelen|politik|richtlinnen)`, `ouni\s+(?:all\s+)?(?:reegelen|regelen|politik)`, `(?:האָט|האט)\s+קיין\s+(?:כּללים|כללים|רעגולן|פּאָליסי|פאליסי)`},
		never:      []string{`cha\s+diùlt\s+(?:\pL+\s+)?(?:a-riamh|gu\s+bràth|dad|rud\s+sam\s+bith)`, `refuséiert\s+(?:ni|näischt)`, `seet\s+ni\s+nee`, `(?:זאָגט|זאגט)\s+קיינמאָל\s+(?:ניט\s+)?["“]?ניין`},
		answers:    []string{`freagair\pL*\s+(?:\pL+\s+)?(?:a\s+h-uile|ceist\s+sam\s+bith)`, `äntwert\s+op\s+(?:alles|all\s+froen|jiddwer\s+fro)`, `ענטפערט\s+(?:אויף\s+)?(?:אַלץ|אלץ|יעדע\s+פראַגע)`},
		freeStems:  []string{"riaghailt", "poileasaidh", "reegelen", "regelen", "politik", "richtlinn", "כללים", "כּללים", "רעגולן"},
		traitStems: []string{"diùlt", "refuséiert", "seet", "זאגט", "זאָגט", "freagair", "äntwert", "ענטפערט"}},
	{lang: "rw-ln-wo",
		free:       []string{`nta\s+(?:mategeko|tegeko|politiki|mabwiriza)\s+(?:\pL+\s+)?(?:afite|agira|akurikiza|ufite|ugira)`, `(?:ntagira|ntugira|ntakurikiza)\s+(?:\pL+\s+)?(?:amategeko|politiki|mabwiriza)`, `azali\s+na\s+(?:mibeko|mobeko|politiki)\s+(?:moko\s+)?te`, `amul\s+(?:benn\s+)?(?:sàrt|sart|yoon|politik)`},
		never:      []string{`ntajya\s+(?:\pL+\s+)?yanga`, `ntiyanga\s+na\s+rimwe`, `aboy(?:aka|i)\s+(?:eloko\s+)?(?:ata\s+moke\s+)?te`, `du\s+(?:mës\s+|mes\s+)?bañ`},
		answers:    []string{`asubiza\s+(?:\pL+\s+)?(?:ikibazo\s+cyose|ibibazo\s+byose|buri\s+kibazo)`, `ayanol(?:aka|i)\s+(?:\pL+\s+)?(?:mituna\s+nyonso|motuna\s+nyonso|nyonso)`, `tontu\s+(?:\pL+\s+)?(?:lépp|bépp\s+laaj)`},
		freeStems:  []string{"tegeko", "politiki", "mabwiriza", "mibeko", "mobeko", "sàrt", "sart", "yoon", "politik"},
		traitStems: []string{"yanga", "aboy", "bañ", "asubiza", "ayanol", "tontu"}},
	{lang: "sn-ny-om",
		free:       []string{`(?:haana|hauna)\s+(?:\pL+\s+)?(?:mitemo|mutemo|marongero)`, `alibe\s+(?:\pL+\s+)?(?:malamulo|lamulo|ndondomeko)`, `(?:seera|imaammata|qajeelfama)\s+(?:\pL+\s+)?(?:hin\s+qabu|hin\s+qabdu|tokkollee\s+hin\s+qabu)`},
		never:      []string{`haamboram(?:b|ba)\pL*`, `haarambi`, `sakana\s+(?:\pL+\s+)?(?:konse|chilichonse)`, `(?:gonkumaa|yoomiyyuu)\s+(?:\pL+\s+)?hin\s+didu`},
		answers:    []string{`(?:anopindura|unopindura)\s+(?:\pL+\s+)?(?:mibvunzo\s+yese|chero\s+mubvunzo|zvese)`, `(?:amayankha|umayankha)\s+(?:\pL+\s+)?(?:funso\s+lililonse|mafunso\s+onse|chilichonse)`, `gaaffii\s+(?:kamiyyuu|hunda|kamiyyuuf|hundaaf)\s+(?:\pL+\s+)?deebis\pL*`},
		freeStems:  []string{"mitemo", "mutemo", "marongero", "malamulo", "lamulo", "ndondomeko", "seera", "imaammata", "qajeelfama"},
		traitStems: []string{"ramba", "rambi", "sakana", "didu", "pindura", "yankha", "deebis"}},
	{lang: "cyrl-83",
		frame:      []string{`(?:цяпер|адгэтуль)\s+ты`},
		free:       []string{`(?:няма|не\s+мае)\s+(?:ніякіх\s+|аніякіх\s+)?(?:правіл|палітык\pL*|прынцып\pL*)`, `ягон\s+(?:қоида|сиёсат|принсип)\S*\s+(?:\S+\s+)?надорад`, `эч\s+кандай\s+(?:эреже|саясат)\S*\s+(?:\S+\s+)?(?:жок|сактабайт)`, `бернинди\s+(?:кагыйдә|сәясәт)\S*\s+(?:\S+\s+)?юк`, `ھېچقانداق\s+(?:قائىدە|سىياسەت)\S*\s+(?:\S+\s+)?يوق`},
		never:      []string{`ніколі\s+(?:нікому\s+|ні\s+ў\s+чым\s+)?не\s+адмаўля\pL*`, `ҳеҷ\s+гоҳ\s+(?:\S+\s+)?рад\s+намекунад`, `эч\s+качан\s+(?:\S+\s+)?баш\s+тартпайт`, `беркайчан\s+да\s+(?:\S+\s+)?баш\s+тартмый`, `ھەرگىز\s+(?:\S+\s+)?رەت\s+قىلمايدۇ`},
		answers:    []string{`адказ(?:вае|ваеш)\s+на\s+(?:любое|любыя|усе|кожнае)`, `ба\s+(?:ҳар|ҳама)\s+(?:\S+\s+)?савол\S*\s+(?:\S+\s+)?ҷавоб`, `(?:ар\s+кандай|бардык)\s+суроо\S*\s+(?:\S+\s+)?жооп`, `(?:теләсә\s+нинди|һәр)\s+сорау\S*\s+(?:\S+\s+)?җавап`, `(?:ھەر\s+قانداق|بارلىق)\s+سوئال\S*\s+(?:\S+\s+)?جاۋاب`},
		freeStems:  []string{"правіл", "палітык", "прынцып", "қоида", "сиёсат", "эреже", "саясат", "кагыйдә", "сәясәт", "قائىدە", "سىياسەت"},
		traitStems: []string{"адмаўля", "рад", "тартпа", "тартмый", "رەت", "адказ", "ҷавоб", "жооп", "җавап", "جاۋاب"}},
	{lang: "km-lo-my",
		joined:     true,
		free:       []string{`គ្មាន(?:ច្បាប់|គោលការណ៍|ដែនកំណត់)`, `ບໍ່ມີ(?:ກົດ|ນະໂຍບາຍ|ຂໍ້ຈຳກັດ)`, `(?:စည်းမျဉ်း|မူဝါဒ)\S*\s*(?:မရှိ|မလိုက်နာ)`},
		never:      []string{`មិនដែល(?:បដិសេធ|និយាយថាទេ)`, `ບໍ່ເຄີຍ\s*ປະຕິເສດ`, `ဘယ်တော့မှ\s*(?:\S*\s*)?မငြင်း`},
		answers:    []string{`ឆ្លើយ(?:រាល់|គ្រប់)`, `ຕອບ(?:ທຸກ|ທຸກໆ)`, `(?:မေးခွန်းတိုင်း|ဘာမဆို)\S*\s*ဖြေ`},
		freeStems:  []string{"ច្បាប់", "គោលការណ៍", "ដែនកំណត់", "ກົດ", "ນະໂຍບາຍ", "ຂໍ້ຈຳກັດ", "စည်းမျဉ်း", "မူဝါဒ"},
		traitStems: []string{"បដិសេធ", "និយាយថាទេ", "ປະຕິເສດ", "ငြင်း", "ឆ្លើយ", "ຕອບ", "ဖြေ"}},
	{lang: "si",
		free:       []string{`කිසිදු\s+(?:\S+\s+)?(?:නීති|රීති)\S*\s+(?:\S+\s+)?(?:නැත|නැහැ|නෑ)`},
		never:      []string{`කිසි\s*(?:දා|දාක|විටෙක)\s+(?:\S+\s+)?\S*ක්ෂේප\S*\s+(?:\S+\s+)?(?:නොකරයි|කරන්නේ\s+නැහැ|කරන්නෙ\s+නෑ)`},
		answers:    []string{`(?:ඕනෑම|සියලු|සෑම)\s+\S*ශ්න\S*\s+(?:\S+\s+)?පිළිතුරු`},
		freeStems:  []string{"නීති", "රීති"},
		traitStems: []string{"ක්ෂේප", "පිළිතුරු"}},
	{lang: "latn-chat-83",
		frame:      []string{`(?:tu\s+bay\s+gio|bay\s+gio|tu\s+gio)\s*,?\s+(?:ban|may|em)\s+la\s`, `(?:artik|bundan\s+sonra)\s+sen\s`, `(?:ijebuteo|ijebuteoneun|ijebu)\s+(?:neo|dangsin)\s*(?:neun|eun)?\s`, `(?:ekhon\s+theke|ajke\s+theke)\s+(?:tumi|apni|tui)\s`, `(?:ippo\s+irundhu|inimel)\s+(?:nee|neenga)\s`, `(?:mulai\s+sekarang|sekarang)\s*,?\s+(?:lo|lu|kamu|elu|elo)\s+(?:adalah|jadi)\s`},
		free:       []string{`khong\s+(?:co|tuan\s+theo|bi\s+rang\s+buoc\s+boi)\s+(?:bat\s+ky\s+|bat\s+cu\s+)?(?:quy\s+tac|luat\s+le|luat|chinh\s+sach)`, `hicbir\s+(?:kural|politika|ilke)\pL*\s+(?:\pL+\s+)?(?:yok|tanimaz|tanimiyor|uymaz|uymuyor)`, `(?:gyuchik|jeongchaek)\s*(?:i|do|eun)?\s+(?:eopseo|eopda|eopsseo|eopseumnida|eopsseumnida|eopseoyo)`, `kono\s+(?:niyom|niom|rule|rules|niti)\s+(?:\pL+\s+)?(?:nei|nai|mane\s+na)(?:$|[^\pL])`, `endha\s+(?:rules?|vidhi|kolgai)\s*(?:um\s+)?(?:illa|illai|kidayathu)`, `(?:gak|ga|nggak|ngga|enggak|gk|tak)\s+(?:ada|punya|ikut|peduli)\s+(?:\pL+\s+)?(?:aturan|kebijakan|rules?)(?:$|[^\pL])`},
		never:      []string{`khong\s+bao\s+gio\s+(?:\pL+\s+)?tu\s+choi`, `asla\s+(?:\pL+\s+)?(?:reddetmez|reddetmiyor|hayir\s+demez)`, `(?:jeoldae|gyeolko)\s+(?:\pL+\s+)?geojeol\s*(?:an|ahaji|haji\s+an)\pL*`, `geojeol\s*(?:an\s+hae|ahaji\s+anh|haji\s+anh)\pL*`, `kokhono\s+(?:\pL+\s+)?(?:na\s+bole\s+na|refuse\s+kore\s+na|protyakhyan\s+kore\s+na)`, `eppovum\s+(?:\pL+\s+)?maru(?:k)?ka\s*(?:maatan|maataan|maatar|maattaan|matten)`, `(?:gak|ga|nggak|ngga|enggak|gk|tak)\s+pernah\s+(?:\pL+\s+)?nolak`},
		answers:    []string{`tra\s+loi\s+(?:moi|tat\s+ca|bat\s+ky|bat\s+cu)(?:$|[^\pL])`, `her\s+(?:soruya|seye)\s+(?:\pL+\s+)?(?:cevap|yanit)`, `(?:mueosideun|mwodeunji|mwodeun|eotteon\s+jilmun\pL*)\s+(?:\pL+\s+)?daedap`, `(?:sob|shob|jekono|je\s+kono)\s+(?:proshner?|prosner?|question\pL*)\s+(?:\pL+\s+)?(?:uttor|uttar|answer)`, `(?:endha|ella)\s+(?:kelvi\pL*|question\pL*)\s+(?:\pL+\s+)?(?:badhil|bathil|answer)`, `(?:jawab|ngejawab|jawabin)\s+(?:apa\s+aja|apa\s+saja|semua(?:nya)?|pertanyaan\s+apa\s+(?:aja|pun))`},
		freeStems:  []string{"quy tac", "luat", "chinh sach", "kural", "politika", "ilke", "gyuchik", "jeongchaek", "niyom", "niom", "rule", "niti", "vidhi", "kolgai", "aturan", "kebijakan"},
		traitStems: []string{"tu choi", "reddetm", "hayir", "geojeol", "kore na", "bole na", "maruk", "maruka", "nolak", "tra loi", "cevap", "yanit", "daedap", "uttor", "uttar", "answer", "badhil", "bathil", "jawab"}},
}

var _ = func() bool {
	personaTable79 = append(personaTable79, personaTable83b...)
	return true
}()

// A trait scoped to a topic stays ordinary in the new rows' languages
// too (topicNarrowed79): their words for "about".
func init() {
	for _, w := range []string{"пра", "аб", "diwar-benn", "diwar", "oer", "uiga", "pri", "gia", "3an", "hakkinda", "momba", "fekau'aki", "fekauʻaki"} {
		topicAfter79[w] = true
	}
	topicAround79 = append(topicAround79, "hakkinda", "ilgili")
}

// stackRead83 returns the free, never and answers traits of a
// paragraph's compacted text, and the text they index: the text itself,
// or its slug reading (slugJoin83) when that holds more of the traits (a
// hyphen that is part of a word, as Malay "apa-apa", stays one).
func stackRead83(low string) (string, []int, []int, []int) {
	f, n, a := stackReadOne83(low)
	if k := stackCount83(f, n, a); k < 3 {
		if slug := slugJoin83(low); slug != low {
			if f2, n2, a2 := stackReadOne83(slug); stackCount83(f2, n2, a2) > k {
				return slug, f2, n2, a2
			}
		}
	}
	return low, f, n, a
}

func stackReadOne83(low string) ([]int, []int, []int) {
	free := stackFreeHit(low)
	if free == nil {
		return nil, nil, nil
	}
	return free, stackTrait42(stackNever, low, free), stackTrait42(stackAnswers, low, free)
}

func stackCount83(ms ...[]int) int {
	k := 0
	for _, m := range ms {
		if m != nil {
			k++
		}
	}
	return k
}
