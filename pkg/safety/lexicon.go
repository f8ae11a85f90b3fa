package safety

import "golang.org/x/text/unicode/norm"

// The intent lexicons of intent.go, extended language by language. Each
// entry was written for the concept, not copied from an example: for the
// intent "the agent's earlier/previous/system guidance is void, replaced or
// no longer applies; this file takes precedence; follow only this file;
// act without restrictions", the words a native writer would use for each
// part. Stems are lower case and match at the start of a word (anywhere in
// scripts written without spaces). A stem must be long or specific enough
// not to start ordinary words of English, which the corpus is mostly
// written in: every part of a rule has to be present within a short window
// for it to fire, so a stem alone never refuses.
type langLex struct {
	void     []string // drop, void, cancel, no longer valid/apply, replace
	prior    []string // previous, earlier, above, at the start, system, you were given
	guide    []string // instructions, rules, guidance, directives, orders, restrictions
	this     []string // this file/document/skill
	wins     []string // takes precedence, overrides, prevails
	obeyOnly []string // follow/obey only (this file)
	fromNow  []string // from now on, from here on
	noLimits []string // without restrictions/limits
	frame    []string // persona frames: you are now, act as
	noPolicy []string // persona properties: no rules, never refuses
}

var lexicons = map[string]langLex{
	"en": {
		void:     []string{"voided", "no longer stand", "lose their force"},
		prior:    []string{"configuration prompt", "came before", "you were configured", "before reading this"},
		guide:    []string{"rulebook"},
		this:     []string{"these pages", "this guide", "this note", "these notes"},
		wins:     []string{"this skill wins", "skill wins", "file wins", "is the only authority", "only authority", "your whole rulebook", "whole rulebook"},
		obeyOnly: []string{"follow only", "obey only", "only follow", "only obey", "answer only to", "listen only to", "only listen to", "only authority you", "take orders only from", "only take orders from", "orders only from"},
		fromNow:  []string{"from here on", "henceforth", "going forward", "while this skill is active", "while this skill is loaded", "for the rest of"},
		noLimits: []string{"limits are lifted", "limits lifted", "guardrails off", "with no limits", "comply with every request", "every request is pre-approved", "never decline"},
	},
	"es": {
		void:     []string{"anulad", "anula ", "sin efecto", "sin validez", "ya no valen", "ya no rigen", "no aplican", "no se aplican", "dejan de aplicar", "deja de lado", "descart", "olvid", "ignora ", "ignoren", "ignorad", "prescinde", "reemplaz", "sustitu", "caduc", "quedan derogad", "derogad"},
		prior:    []string{"anterior", "previa", "previo", "al principio", "al inicio", "antes", "hasta ahora", "que recibiste", "te dieron", "te configuraron", "del sistema", "te dijeron", "te indicaron"},
		guide:    []string{"pautas", "instruccion", "indicacion", "reglas", "normas", "directriz", "directrices", "órdenes", "ordenes", "lo que te dijeron", "restricciones", "configuración"},
		this:     []string{"este documento", "este archivo", "este fichero", "esta skill", "esta habilidad", "esta guía", "este texto"},
		wins:     []string{"tiene prioridad", "prevalece", "tiene preferencia", "está por encima", "manda sobre"},
		obeyOnly: []string{"solo vale", "sólo vale", "sigue solo", "sigue sólo", "sigue únicamente", "obedece solo", "obedece únicamente", "solo obedece", "solo sigue", "haz solo lo que"},
		fromNow:  []string{"desde este punto", "desde ahora", "a partir de ahora", "de ahora en adelante", "en adelante"},
		noLimits: []string{"sin restricciones", "sin límites", "sin limitaciones", "sin ninguna restricción", "sin ningún límite", "sin filtros"},
		frame:    []string{"a partir de ahora eres", "ahora eres", "desde ahora eres"},
		noPolicy: []string{"sin normas", "nunca se niega", "no se niega a nada", "sin ninguna norma"},
	},
	"pt": {
		void:     []string{"desconsider", "esqueç", "esquec", "ignora ", "anulad", "sem efeito", "sem validade", "não valem mais", "não se aplicam", "deixam de valer", "já não valem", "substitu", "revogad", "cancelad"},
		prior:    []string{"antes desta", "antes deste", "anterior", "anteriores", "prévi", "até agora", "que recebeu", "lhe foi dito", "te disseram", "do sistema", "no início"},
		guide:    []string{"instruç", "regras", "orientaç", "diretriz", "diretrizes", "ordens", "tudo o que lhe foi dito", "tudo o que te disseram", "restriç", "normas"},
		this:     []string{"este arquivo", "este ficheiro", "este documento", "esta skill", "este texto"},
		wins:     []string{"tem prioridade", "prevalece", "está acima de"},
		obeyOnly: []string{"siga apenas", "siga somente", "siga só", "obedeça apenas", "obedeça somente", "apenas as ordens", "somente as ordens", "só vale"},
		fromNow:  []string{"a partir de agora", "de agora em diante", "daqui em diante", "daqui para a frente"},
		noLimits: []string{"sem restrições", "sem limites", "sem nenhuma restrição", "sem filtros"},
		frame:    []string{"agora você é", "a partir de agora você é", "você agora é"},
		noPolicy: []string{"sem regras", "nunca recusa", "nunca se recusa", "sem nenhuma regra"},
	},
	"it": {
		void:     []string{"non sono più valid", "non valgono più", "non si applicano più", "non hanno più valore", "annullat", "decadut", "ignora", "dimentica", "tralascia", "sostituit", "revocat", "superat"},
		prior:    []string{"in precedenza", "precedent", "ricevute", "ricevuto", "finora", "all'inizio", "di sistema", "del sistema", "che ti sono state"},
		guide:    []string{"istruzion", "regole", "indicazion", "direttiv", "ordini", "restrizion", "linee guida"},
		this:     []string{"questo file", "questo documento", "questa skill", "questo testo"},
		wins:     []string{"ha la precedenza", "ha priorità", "prevale", "ha la priorità"},
		obeyOnly: []string{"obbedisci soltanto", "obbedisci solo", "segui soltanto", "segui solo", "solo a questo", "soltanto a questo", "esclusivamente a questo"},
		fromNow:  []string{"da ora in poi", "d'ora in poi", "da adesso", "da qui in avanti"},
		noLimits: []string{"senza restrizioni", "senza limiti", "senza alcuna restrizione", "senza filtri"},
		frame:    []string{"ora sei", "da ora sei", "d'ora in poi sei"},
		noPolicy: []string{"senza regole", "non rifiuta mai", "nessuna regola", "non si rifiuta", "senza linee guida", "senza limiti", "senza restrizioni", "senza filtri", "senza censure", "privo di regole"},
	},
	"fr": {
		void:     []string{"caduc", "annulé", "annulée", "ne s'appliquent plus", "ne valent plus", "n'ont plus cours", "ne comptent plus", "remplac", "oubliez", "oublie", "ignore", "ignorez", "abrogé", "révoqué", "périmé"},
		prior:    []string{"qui précèdent", "qui précède", "précéden", "antérieur", "au début", "système", "que tu as reçu", "que vous avez reçu", "jusqu'ici", "jusqu'à présent", "donné"},
		guide:    []string{"consigne", "instruction", "règle", "directive", "ordres", "restriction", "indication"},
		this:     []string{"ce document", "ce fichier", "ce texte", "cette compétence", "cette skill"},
		wins:     []string{"les remplace", "prime sur", "prévaut", "a la priorité", "a priorité"},
		obeyOnly: []string{"obéis uniquement", "obéis seulement", "suis uniquement", "suis seulement", "n'obéis qu'à", "ne suis que", "uniquement à ce"},
		fromNow:  []string{"désormais", "à partir de maintenant", "dorénavant", "dès maintenant"},
		noLimits: []string{"sans restriction", "sans limite", "sans aucune restriction", "sans aucune limite", "sans filtre"},
	},
	"de": {
		void:     []string{"gelten ab sofort nicht", "gelten nicht mehr", "gilt nicht mehr", "nicht mehr gültig", "ungültig", "aufgehoben", "außer kraft", "hinfällig", "ersetzt", "vergiss", "ignorier", "missachte", "verwirf"},
		prior:    []string{"bisherig", "vorherig", "vorher", "zuvor", "früher", "am anfang", "system", "dir gegeben", "dir gesagt", "entwickler", "obige", "obigen"},
		guide:    []string{"vorgabe", "anweisung", "regel", "richtlinie", "anleitung", "befehle", "einschränkung", "was dir", "systemvorgabe", "systemanweisung"},
		this:     []string{"dieser datei", "diese datei", "dieses dokument", "diesem dokument", "diese anleitung", "dieser skill", "diesen skill"},
		wins:     []string{"hat vorrang", "maßgeblich ist allein", "geht vor", "hat priorität", "ist allein maßgeblich"},
		obeyOnly: []string{"befolge nur", "befolge ausschließlich", "folge nur", "folge ausschließlich", "gehorche nur", "allein, was in", "nur noch diese"},
		fromNow:  []string{"ab sofort", "ab jetzt", "von nun an", "fortan", "ab hier"},
		noLimits: []string{"ohne einschränkung", "ohne beschränkung", "ohne grenzen", "ohne jede einschränkung", "ohne filter"},
		frame:    []string{"du bist jetzt", "ab jetzt bist du", "du bist nun"},
		noPolicy: []string{"ohne jede richtlinie", "ohne jegliche regel", "ohne jegliche richtlinie", "keine regeln", "niemals eine anfrage ab", "lehnt nie"},
	},
	"nl": {
		void:     []string{"vervallen", "gelden niet meer", "niet langer geldig", "telt niet meer", "tellen niet meer", "vervangen", "negeer", "vergeet", "ingetrokken"},
		prior:    []string{"eerder", "vorige", "voorgaande", "aan het begin", "systeem", "opgedragen", "gekregen"},
		guide:    []string{"instructie", "regels", "richtlijn", "aanwijzing", "opdracht", "beperking"},
		this:     []string{"dit bestand", "dit document", "deze skill", "deze tekst"},
		wins:     []string{"gaat voor", "heeft voorrang", "gaat overal boven"},
		obeyOnly: []string{"volg alleen", "volg uitsluitend", "gehoorzaam alleen"},
		fromNow:  []string{"vanaf nu", "vanaf hier", "voortaan"},
		noLimits: []string{"zonder beperkingen", "zonder grenzen", "zonder enige beperking"},
	},
	"sv": {
		void:     []string{"gäller inte längre", "gäller inte", "upphävd", "ogiltig", "strunta i", "glöm", "ignorera", "bortse från", "ersätt", "har slutat gälla"},
		prior:    []string{"tidigare", "föregående", "ovan", "i början", "system", "du fått", "du har fått", "du fick"},
		guide:    []string{"instruktion", "regler", "riktlinje", "anvisning", "direktiv", "begränsning"},
		this:     []string{"denna fil", "den här filen", "detta dokument", "det här dokumentet"},
		wins:     []string{"har företräde", "går före", "gäller framför"},
		obeyOnly: []string{"följ enbart", "följ endast", "följ bara", "lyd bara", "lyd endast"},
		fromNow:  []string{"från och med nu", "från och med detta", "hädanefter", "från nu"},
		noLimits: []string{"utan begränsning", "utan några begränsning", "utan restriktion", "utan gränser"},
	},
	"da": {
		void:     []string{"ophævet", "ophæves", "gælder ikke længere", "gælder ikke", "ugyldig", "glem", "ignorer", "se bort fra", "erstattet", "bortfaldet"},
		prior:    []string{"tidligere", "foregående", "ovenfor", "i starten", "system", "du har fået", "du fik"},
		guide:    []string{"instruks", "instruktion", "regler", "retningslinje", "anvisning", "begrænsning", "fået at vide"},
		this:     []string{"denne fil", "dette dokument"},
		wins:     []string{"har forrang", "går forud", "går forud for"},
		obeyOnly: []string{"følg kun", "følg udelukkende", "adlyd kun"},
		fromNow:  []string{"fra nu af", "herefter", "fremover"},
		noLimits: []string{"uden begrænsning", "uden nogen begrænsning", "uden restriktion"},
	},
	"no": {
		void:     []string{"gjelder ikke lenger", "gjelder ikke", "opphevet", "ugyldig", "glem", "ignorer", "se bort fra", "erstattet", "bortfalt"},
		prior:    []string{"tidligere", "forrige", "ovenfor", "i starten", "system", "du fikk", "du har fått"},
		guide:    []string{"instruks", "instruksjon", "regler", "retningslinje", "anvisning", "begrensning"},
		this:     []string{"denne filen", "dette dokumentet", "denne fila"},
		wins:     []string{"har forrang", "går foran"},
		obeyOnly: []string{"følg bare", "følg kun", "adlyd bare", "adlyd kun"},
		fromNow:  []string{"fra nå av", "heretter", "fra nå"},
		noLimits: []string{"uten begrensning", "uten noen begrensning", "uten restriksjon"},
	},
	"fi": {
		void:     []string{"eivät ole enää voimassa", "ei ole enää voimassa", "eivät enää päde", "ei enää päde", "mitätön", "kumottu", "kumotaan", "unohda", "ohita", "jätä huomiotta", "korvattu", "lakannut"},
		prior:    []string{"aiemm", "aikaisemm", "edelli", "yllä", "alussa", "järjestelmä", "saamasi", "annetut"},
		guide:    []string{"ohje", "sääntö", "säännöt", "määräy", "käsky", "rajoitu"},
		this:     []string{"tätä tiedostoa", "tämä tiedosto", "tämän tiedoston", "tätä dokumenttia", "tämä dokumentti"},
		wins:     []string{"on etusijalla", "menee edelle", "ohittaa kaiken"},
		obeyOnly: []string{"noudata vain", "noudata ainoastaan", "tottele vain", "seuraa vain"},
		fromNow:  []string{"tästä lähtien", "tästä eteenpäin", "nyt lähtien"},
		noLimits: []string{"ilman rajoituksia", "ilman mitään rajoituksia", "rajoituksetta"},
	},
	"cs": {
		void:     []string{"zrušen", "neplatí", "jsou neplatné", "pozbývají platnosti", "ignoruj", "zapomeň", "zapomen", "nahrazen", "přestávají platit", "už neplatí"},
		prior:    []string{"předchozí", "předešlé", "dřívější", "výše", "na začátku", "systémov", "dostal"},
		guide:    []string{"pokyn", "instrukc", "pravidl", "směrnic", "příkaz", "omezení"},
		this:     []string{"tímto souborem", "tento soubor", "tohoto souboru", "tento dokument", "tímto dokumentem"},
		wins:     []string{"má přednost", "je nadřazen"},
		obeyOnly: []string{"řiď se výhradně", "řiď se pouze", "řiď se jen", "poslouchej jen", "poslouchej pouze", "dodržuj pouze"},
		fromNow:  []string{"od teď", "od nynějška", "odteď", "od této chvíle"},
		noLimits: []string{"bez jakýchkoli omezení", "bez omezení", "bez jakéhokoli omezení"},
	},
	"sk": {
		void:     []string{"už neplatia", "neplatia", "zrušen", "ignoruj", "zabudni", "nahraden", "strácajú platnosť"},
		prior:    []string{"predchádzajúc", "predošl", "skoršie", "vyššie", "na začiatku", "systémov", "dostal"},
		guide:    []string{"pokyn", "inštrukci", "pravidl", "smernic", "príkaz", "obmedzen"},
		this:     []string{"týmto súborom", "tento súbor", "tohto súboru", "tento dokument"},
		wins:     []string{"má prednosť"},
		obeyOnly: []string{"riaď sa iba", "riaď sa len", "riaď sa výlučne", "poslúchaj iba", "poslúchaj len"},
		fromNow:  []string{"odteraz", "od tejto chvíle", "odteraz sa"},
		noLimits: []string{"bez obmedzení", "bez akýchkoľvek obmedzení"},
	},
	"pl": {
		void:     []string{"przestają obowiązywać", "przestaje obowiązywać", "nie obowiązują", "nieważn", "uchylon", "anulowan", "zapomnij", "zignoruj", "ignoruj", "zastąpion", "pomiń"},
		prior:    []string{"wcześniejsz", "poprzedni", "powyższ", "na początku", "systemow", "otrzymał", "dotychczasow"},
		guide:    []string{"polece", "instrukcj", "zasad", "reguł", "wytyczn", "ogranicze"},
		this:     []string{"tym pliku", "tego pliku", "ten plik", "tym dokumencie", "ten dokument"},
		wins:     []string{"ma pierwszeństwo", "ma priorytet", "jest nadrzędny"},
		obeyOnly: []string{"wykonuj wyłącznie", "wykonuj tylko", "słuchaj tylko", "stosuj się wyłącznie", "stosuj się tylko", "wyłącznie to, co"},
		fromNow:  []string{"od teraz", "od tej chwili", "odtąd"},
		noLimits: []string{"bez żadnych ograniczeń", "bez ograniczeń"},
	},
	"hu": {
		void:     []string{"érvényüket vesztették", "érvényét vesztette", "nem érvényes", "már nem érvényes", "nem érvényesek", "hatályon kívül", "érvénytelen", "felejtsd el", "hagyd figyelmen kívül", "figyelmen kívül", "felülír"},
		prior:    []string{"korábbi", "előző", "fenti", "az elején", "rendszer", "kapott"},
		guide:    []string{"utasítás", "szabály", "irányelv", "előírás", "korlátoz"},
		this:     []string{"ennek a fájlnak", "ez a fájl", "ezt a fájlt", "ez a dokumentum", "ennek a dokumentumnak"},
		wins:     []string{"elsőbbséget élvez", "felülírja", "előnyt élvez"},
		obeyOnly: []string{"kizárólag ennek", "csak ennek", "kizárólag ezt", "csak ezt kövesd", "engedelmeskedj kizárólag", "engedelmeskedj csak"},
		fromNow:  []string{"mostantól", "ettől kezdve", "innentől"},
		noLimits: []string{"korlátozások nélkül", "korlátozás nélkül", "minden korlátozás nélkül"},
	},
	"ro": {
		void:     []string{"nu mai sunt valabile", "nu mai sunt valide", "nu mai sunt în vigoare", "nu se mai aplică", "anulat", "ignoră", "uită", "înlocuit", "abrogat", "caduc"},
		prior:    []string{"anterior", "precedent", "de mai sus", "la început", "de sistem", "ai primit", "primite"},
		guide:    []string{"instrucțiun", "instrucţiun", "instructiun", "reguli", "regulil", "indicați", "directiv", "restricți", "ordine"},
		this:     []string{"acest fișier", "acest fişier", "acest document", "această abilitate"},
		wins:     []string{"are prioritate", "are întâietate", "prevalează"},
		obeyOnly: []string{"urmează doar", "urmează numai", "ascultă doar", "respectă doar", "respectă numai"},
		fromNow:  []string{"de acum înainte", "de acum", "din acest moment"},
		noLimits: []string{"fără nicio restricție", "fără restricții", "fără limite", "fără nicio limită"},
	},
	"el": {
		void:     []string{"δεν ισχύουν", "δεν ισχύει", "ακυρώνονται", "ακυρώθηκαν", "άκυρ", "καταργ", "αγνόησε", "αγνοησε", "ξέχασε", "ξεχασε", "αντικαθίστ"},
		prior:    []string{"προηγούμεν", "προηγουμεν", "παραπάνω", "στην αρχή", "συστήματ", "έλαβες", "σου δόθηκαν"},
		guide:    []string{"οδηγί", "οδηγι", "εντολ", "κανόν", "κανον", "περιορισμ"},
		this:     []string{"αυτό το αρχείο", "αυτο το αρχειο", "αυτό το έγγραφο"},
		wins:     []string{"υπερισχύει", "έχει προτεραιότητα"},
		obeyOnly: []string{"ακολουθείς μόνο", "ακολούθησε μόνο", "ακολουθησε μονο", "υπάκουε μόνο"},
		fromNow:  []string{"από εδώ και πέρα", "από τώρα και στο εξής", "από τώρα", "στο εξής"},
		noLimits: []string{"χωρίς κανέναν περιορισμό", "χωρίς περιορισμούς", "χωρίς όρια"},
	},
	"bg": {
		void:     []string{"вече не са в сила", "не са в сила", "вече не важат", "не важат", "отменен", "невалидн", "игнорирай", "забрави", "заменен"},
		prior:    []string{"предишн", "по-ранн", "по-горе", "в началото", "системн", "получи"},
		guide:    []string{"инструкци", "указани", "правила", "насоки", "ограничени", "заповед"},
		this:     []string{"този файл", "този документ"},
		wins:     []string{"има предимство", "има приоритет"},
		obeyOnly: []string{"следвай само", "следвай единствено", "подчинявай се само"},
		fromNow:  []string{"оттук нататък", "от сега нататък", "отсега"},
		noLimits: []string{"без никакви ограничения", "без ограничения"},
	},
	"ru": {
		void:     []string{"отменен", "отменяются", "недействительн", "утратили силу", "не действуют", "больше не действуют", "забудь", "игнорируй", "не обращай внимания", "заменен"},
		prior:    []string{"предыдущ", "прежн", "ранее", "раньше", "выше", "в начале", "системн", "тебе дали", "полученн"},
		guide:    []string{"указани", "инструкци", "правил", "ограничени", "директив", "распоряжени", "что тебе велели", "что тебе говорили", "что тебе сказали", "что тебе поручили"},
		this:     []string{"этом файле", "этот файл", "этому файлу", "этого файла", "этим файлом", "этот документ", "этом документе", "этому документу", "этого документа"},
		wins:     []string{"имеет приоритет", "имеет преимущество", "важнее всего"},
		obeyOnly: []string{"выполняй только", "следуй только", "подчиняйся только", "слушайся только"},
		fromNow:  []string{"теперь", "отныне", "с этого момента", "впредь"},
		noLimits: []string{"без ограничений", "без каких-либо ограничений"},
	},
	"uk": {
		void:     []string{"більше не діють", "не діють", "скасован", "недійсн", "втратили чинність", "забудь", "ігноруй", "не зважай", "замінен"},
		prior:    []string{"попередн", "раніш", "вище", "на початку", "системн", "отриман"},
		guide:    []string{"вказівк", "інструкці", "правил", "обмеженн", "розпорядженн"},
		this:     []string{"цьому файлі", "цього файлу", "цей файл", "цього документа", "цей документ"},
		wins:     []string{"має пріоритет", "має перевагу"},
		obeyOnly: []string{"виконуй лише", "виконуй тільки", "слухайся лише", "слухайся тільки", "дотримуйся лише"},
		fromNow:  []string{"відтепер", "з цього моменту", "надалі"},
		noLimits: []string{"без жодних обмежень", "без обмежень"},
	},
	"sr-cyrl": {
		void:     []string{"више не важе", "не важе", "поништен", "укинут", "занемари", "заборави", "игнориши", "замењен"},
		prior:    []string{"претходн", "раниј", "изнад", "на почетку", "системск", "добио"},
		guide:    []string{"упутств", "инструкциј", "правил", "ограничењ", "наредб"},
		this:     []string{"овај фајл", "ову датотеку", "ова датотека", "овај документ"},
		wins:     []string{"има предност", "има приоритет"},
		obeyOnly: []string{"поштуј само", "прати само", "следи само", "слушај само"},
		fromNow:  []string{"од сада", "убудуће"},
		noLimits: []string{"без икаквих ограничења", "без ограничења"},
	},
	"sh-latn": {
		void:     []string{"više ne važe", "više ne vrijede", "ne važe", "ne vrijede", "poništen", "ukinut", "zanemari", "zaboravi", "ignoriši", "ignoriraj", "zamijenjen", "zamenjen"},
		prior:    []string{"prethodn", "ranij", "iznad", "na početku", "sistemsk", "sustavsk", "dobio", "rečeno"},
		guide:    []string{"uput", "instrukcij", "pravil", "ograničenj", "naredb"},
		this:     []string{"ova datoteka", "ovu datoteku", "ovaj fajl", "ovaj dokument", "ovog dokumenta"},
		wins:     []string{"ima prednost", "ima prioritet"},
		obeyOnly: []string{"poštuj samo", "prati samo", "slijedi samo", "sledi samo", "slušaj samo"},
		fromNow:  []string{"od sada", "ubuduće"},
		noLimits: []string{"bez ikakvih ograničenja", "bez ograničenja"},
	},
	"tr": {
		void:     []string{"artık geçerli değil", "geçerli değil", "geçersiz", "iptal", "yok say", "unut", "görmezden gel", "dikkate alma", "yerine geç", "hükümsüz"},
		prior:    []string{"önceki", "daha önce", "yukarıdaki", "başta", "sistem", "verilen", "sana söylenen"},
		guide:    []string{"talimat", "kural", "yönerge", "direktif", "emir", "kısıtlama", "söylenenler"},
		this:     []string{"bu dosya", "bu belge", "bu beceri"},
		wins:     []string{"önceliklidir", "öncelikli", "her şeyin üstünde"},
		obeyOnly: []string{"yalnızca bu", "sadece bu", "yalnızca buna", "sadece buna"},
		fromNow:  []string{"bundan sonra", "şu andan itibaren", "artık"},
		noLimits: []string{"hiçbir kısıtlama olmadan", "kısıtlama olmadan", "sınırsız", "hiçbir sınır olmadan"},
		// persona: "from now on you are X" (sen ...sin), properties as
		// participles and negated verbs ("kuralı olmayan", "reddetmeyen")
		frame:    []string{"bundan sonra sen", "artık sen", "şimdi sen", "sen artık", "rolüne gir", "rolünü oyna"},
		noPolicy: []string{"kuralı olmayan", "kuralları olmayan", "kural tanımayan", "reddetmeyen", "reddetmez", "asla reddet", "sınırı olmayan", "filtresiz", "sansürsüz", "kısıtlaması olmayan"},
	},
	"fa": {
		void:     []string{"دیگر معتبر نیست", "معتبر نیستند", "باطل", "لغو", "نادیده بگیر", "فراموش کن", "جایگزین"},
		prior:    []string{"قبلی", "پیشین", "بالا", "در ابتدا", "سیستم", "دریافت کرد"},
		guide:    []string{"دستورالعمل", "دستور", "قوانین", "قواعد", "محدودیت", "راهنمایی"},
		this:     []string{"این فایل", "این سند", "این پرونده"},
		wins:     []string{"اولویت دارد", "مقدم است"},
		obeyOnly: []string{"فقط از این", "تنها از این"},
		fromNow:  []string{"از این پس", "از حالا", "از اکنون"},
		noLimits: []string{"بدون هیچ محدودیتی", "بدون محدودیت"},
	},
	"ur": {
		void:     []string{"منسوخ", "کالعدم", "اب لاگو نہیں", "لاگو نہیں", "نظرانداز", "نظر انداز", "بھول جا", "کالعدم ہیں"},
		prior:    []string{"پچھلی", "پچھلے", "سابقہ", "پہلے", "اوپر", "سسٹم"},
		guide:    []string{"ہدایات", "ہدایت", "احکامات", "قواعد", "اصول", "پابندی"},
		this:     []string{"اس فائل", "یہ فائل", "اس دستاویز"},
		wins:     []string{"ترجیح", "فوقیت"},
		obeyOnly: []string{"صرف اس", "صرف یہ"},
		fromNow:  []string{"اب سے", "آج سے", "اس کے بعد سے"},
		noLimits: []string{"بغیر کسی پابندی", "بغیر پابندی"},
	},
	"hi": {
		void:     []string{"अब लागू नहीं", "लागू नहीं होते", "लागू नहीं", "रद्द", "निरस्त", "अमान्य", "अनदेखा", "भूल जाओ", "भूल जा", "नज़रअंदाज़", "नजरअंदाज"},
		prior:    []string{"पिछले", "पिछली", "पहले", "ऊपर", "शुरुआत", "सिस्टम", "दिए गए", "मिले"},
		guide:    []string{"निर्देश", "नियम", "आदेश", "हिदायत", "प्रतिबंध"},
		this:     []string{"इस फ़ाइल", "इस फाइल", "यह फ़ाइल", "यह फाइल", "इस दस्तावेज़"},
		wins:     []string{"प्राथमिकता", "सर्वोपरि"},
		obeyOnly: []string{"केवल इस", "सिर्फ़ इस", "सिर्फ इस"},
		fromNow:  []string{"अब से", "अभी से", "आगे से"},
		noLimits: []string{"बिना किसी प्रतिबंध", "बिना प्रतिबंध", "बिना किसी रोक"},
	},
	"bn": {
		void:     []string{"বাতিল", "আর প্রযোজ্য নয়", "প্রযোজ্য নয়", "অকার্যকর", "উপেক্ষা কর", "ভুলে যাও", "অগ্রাহ্য"},
		prior:    []string{"আগের", "পূর্ববর্তী", "পূর্বের", "উপরের", "শুরুতে", "সিস্টেম"},
		guide:    []string{"নির্দেশ", "নিয়ম", "আদেশ", "বিধিনিষেধ"},
		this:     []string{"এই ফাইল", "এই নথি"},
		wins:     []string{"অগ্রাধিকার"},
		obeyOnly: []string{"শুধু এই", "কেবল এই"},
		fromNow:  []string{"এখন থেকে", "এখন থেকেই"},
		noLimits: []string{"কোনো বিধিনিষেধ ছাড়া", "বিধিনিষেধ ছাড়া", "কোনো সীমা ছাড়া"},
	},
	"ta": {
		void:     []string{"இனி செல்லாது", "செல்லாது", "ரத்து", "புறக்கணி", "மறந்துவிடு", "மறந்து விடு", "பொருந்தாது"},
		prior:    []string{"முந்தைய", "முன்பு", "மேலே", "ஆரம்பத்தில்", "கணினி"},
		guide:    []string{"வழிமுறை", "அறிவுறுத்தல்", "விதி", "கட்டளை", "கட்டுப்பாடு"},
		this:     []string{"இந்தக் கோப்பை", "இந்த கோப்பை", "இந்தக் கோப்பு", "இந்த கோப்பு", "இந்த ஆவண"},
		wins:     []string{"முன்னுரிமை"},
		obeyOnly: []string{"மட்டும் பின்பற்று", "மட்டுமே பின்பற்று"},
		fromNow:  []string{"இனிமேல்", "இப்போதிருந்து"},
		noLimits: []string{"கட்டுப்பாடும் இல்லாமல்", "கட்டுப்பாடு இல்லாமல்", "வரம்பு இல்லாமல்"},
	},
	"th": {
		void:     []string{"ไม่มีผลอีกต่อไป", "ไม่มีผล", "ยกเลิก", "เป็นโมฆะ", "ไม่ต้องสนใจ", "เพิกเฉย", "ลืม", "ใช้ไม่ได้แล้ว"},
		prior:    []string{"ก่อนหน้า", "ก่อนหน้านี้", "ข้างต้น", "ตอนต้น", "ระบบ", "ที่ได้รับ"},
		guide:    []string{"คำสั่ง", "คำแนะนำ", "กฎ", "ข้อกำหนด", "ข้อจำกัด"},
		this:     []string{"ไฟล์นี้", "เอกสารนี้"},
		wins:     []string{"มีลำดับความสำคัญ", "สำคัญกว่า"},
		obeyOnly: []string{"ไฟล์นี้เท่านั้น", "เอกสารนี้เท่านั้น", "ทำตามเฉพาะ"},
		fromNow:  []string{"ต่อจากนี้", "จากนี้ไป", "ตั้งแต่นี้"},
		noLimits: []string{"โดยไม่มีข้อจำกัด", "ไม่มีข้อจำกัด"},
	},
	"vi": {
		void:     []string{"không còn hiệu lực", "hết hiệu lực", "vô hiệu", "bị hủy", "hủy bỏ", "bỏ qua", "quên", "thay thế", "không còn áp dụng"},
		prior:    []string{"trước đây", "trước đó", "trước", "ở trên", "ban đầu", "hệ thống", "đã nhận"},
		guide:    []string{"hướng dẫn", "chỉ dẫn", "chỉ thị", "quy tắc", "mệnh lệnh", "giới hạn", "hạn chế"},
		this:     []string{"tệp này", "tập tin này", "file này", "tài liệu này"},
		wins:     []string{"được ưu tiên", "có ưu tiên", "ưu tiên hơn"},
		obeyOnly: []string{"chỉ làm theo", "chỉ tuân theo", "chỉ nghe theo"},
		fromNow:  []string{"từ bây giờ", "từ giờ", "kể từ bây giờ", "từ nay"},
		noLimits: []string{"không có bất kỳ giới hạn", "không giới hạn", "không có giới hạn", "không bị giới hạn", "không hạn chế"},
	},
	"id": {
		void:     []string{"sudah tidak berlaku", "tidak berlaku lagi", "tidak berlaku", "dibatalkan", "batal", "abaikan", "lupakan", "diganti", "tidak sah"},
		prior:    []string{"sebelumnya", "terdahulu", "di atas", "di awal", "sistem", "yang kamu terima", "yang anda terima", "diberikan"},
		guide:    []string{"instruksi", "arahan", "aturan", "petunjuk", "perintah", "batasan", "pedoman"},
		this:     []string{"file ini", "berkas ini", "dokumen ini", "fail ini"},
		wins:     []string{"lebih diutamakan", "diutamakan", "mengatasi semua", "mengesampingkan"},
		obeyOnly: []string{"ikuti hanya", "hanya ikuti", "patuhi hanya", "hanya patuhi", "ikut hanya"},
		fromNow:  []string{"mulai sekarang", "mulai saat ini", "dari sekarang", "mulai kini"},
		noLimits: []string{"tanpa batasan", "tanpa batasan apa pun", "tanpa had", "tanpa sekatan"},
	},
	"ms": {
		void:     []string{"dibatalkan", "tidak lagi terpakai", "tidak terpakai", "tidak sah", "abaikan", "lupakan", "digantikan"},
		prior:    []string{"terdahulu", "sebelum ini", "sebelumnya", "di atas", "sistem", "telah diberikan"},
		guide:    []string{"arahan", "peraturan", "panduan", "perintah", "sekatan"},
		this:     []string{"fail ini", "dokumen ini"},
		wins:     []string{"mengatasi", "diutamakan"},
		obeyOnly: []string{"ikut hanya", "hanya ikut", "patuhi hanya"},
		fromNow:  []string{"mulai sekarang", "dari sekarang"},
		noLimits: []string{"tanpa sebarang sekatan", "tanpa sekatan", "tanpa had"},
	},
	"sw": {
		void:     []string{"hayatumiki tena", "hayatumiki", "hayana nguvu", "yamefutwa", "yamebatilishwa", "batili", "puuza", "sahau", "yamebadilishwa"},
		prior:    []string{"ya awali", "za awali", "yaliyotangulia", "ya hapo awali", "ya mfumo", "hapo juu", "uliyopewa"},
		guide:    []string{"maagizo", "maelekezo", "sheria", "kanuni", "amri", "vikwazo", "vizuizi"},
		this:     []string{"faili hii", "hati hii"},
		wins:     []string{"ina kipaumbele", "ni kipaumbele"},
		obeyOnly: []string{"fuata faili hii pekee", "fuata hii pekee", "fuata tu", "tii tu"},
		fromNow:  []string{"kuanzia sasa", "tangu sasa", "kuanzia leo"},
		noLimits: []string{"bila vikwazo", "bila vizuizi", "bila mipaka"},
	},
	"he": {
		void:     []string{"בטלות", "בטלים", "מבוטל", "אינן בתוקף", "אינם בתוקף", "לא בתוקף", "לא חלות", "התעלם", "שכח", "הוחלפ"},
		prior:    []string{"קודמ", "הקודמות", "הקודמים", "מוקדמ", "למעלה", "בהתחלה", "מערכת", "שקיבלת"},
		guide:    []string{"הוראות", "הנחיות", "כללים", "חוקים", "הגבלות", "פקודות"},
		this:     []string{"הקובץ הזה", "קובץ זה", "המסמך הזה", "מסמך זה"},
		wins:     []string{"גובר", "עדיפות", "קודם לכל"},
		obeyOnly: []string{"רק לפי", "אך ורק לפי", "רק את"},
		fromNow:  []string{"מעכשיו", "מעתה", "מרגע זה"},
		noLimits: []string{"ללא שום הגבלה", "ללא הגבלה", "בלי הגבלות", "ללא הגבלות"},
	},
	"ar": {
		void:     []string{"لم تعد سارية", "لم تعد صالحة", "لاغية", "ملغاة", "ملغية", "باطلة", "تجاهل", "انس", "لا تنطبق", "استبدال"},
		prior:    []string{"السابقة", "سابقة", "الأولى", "أعلاه", "في البداية", "النظام", "التي تلقيتها"},
		guide:    []string{"التعليمات", "تعليمات", "الإرشادات", "إرشادات", "القواعد", "الأوامر", "القيود"},
		this:     []string{"هذا الملف", "هذه الوثيقة", "هذا المستند"},
		wins:     []string{"له الأولوية", "لها الأولوية", "يتقدم على"},
		obeyOnly: []string{"اتبع هذا الملف وحده", "وحده", "فقط هذا", "اتبع فقط"},
		fromNow:  []string{"من الآن فصاعدًا", "من الآن فصاعدا", "من الآن", "بعد الآن"},
		noLimits: []string{"دون أي قيود", "بدون أي قيود", "دون قيود", "بلا قيود"},
		// persona: "you are now X", "without any guidelines or limits",
		// "never refuses"
		frame:    []string{"أنت الآن", "من الآن أنت", "انت الان", "تقمص دور", "العب دور"},
		noPolicy: []string{"لا يرفض", "لا ترفض", "بلا قيود", "بلا أي إرشادات", "بلا إرشادات", "بلا أي قيود", "دون قيود", "بدون قيود", "بلا قواعد", "بدون قواعد", "بلا رقابة"},
	},
	"ko": {
		void:     []string{"더 이상 유효하지 않", "유효하지 않", "무효", "취소", "무시", "잊어", "적용되지 않", "대체"},
		prior:    []string{"이전", "앞서", "위의", "처음에", "시스템", "받은"},
		guide:    []string{"지시", "지침", "규칙", "명령", "제한", "안내"},
		this:     []string{"이 파일", "이 문서"},
		wins:     []string{"우선합니다", "우선순위", "우선한다"},
		obeyOnly: []string{"만 따르", "만 따라"},
		fromNow:  []string{"지금부터", "이제부터", "앞으로"},
		noLimits: []string{"제한 없이", "아무 제한 없이", "제약 없이"},
	},
	"ja": {
		void:     []string{"無効", "取り消", "破棄", "忘れ", "無視", "適用されません", "もう従わ", "置き換え"},
		prior:    []string{"これまで", "以前", "先ほど", "上記", "最初", "システム", "受け取った"},
		guide:    []string{"指示", "ルール", "規則", "命令", "制限", "ガイドライン"},
		this:     []string{"このファイル", "この文書", "このスキル"},
		wins:     []string{"優先", "上書き"},
		obeyOnly: []string{"だけに従", "のみに従", "だけを守"},
		fromNow:  []string{"今後", "これから", "今から"},
		noLimits: []string{"制限なし", "制限なく", "一切の制限", "無制限"},
	},
	"zh": {
		void:     []string{"作废", "作廢", "失效", "无效", "無效", "不再适用", "不再適用", "不再有效", "取消", "废除", "廢除", "忽略", "忽視", "无视", "忘记", "忘記", "替代"},
		prior:    []string{"之前", "先前", "以前", "此前", "上面", "上述", "开始时", "系统", "系統", "原来", "原來"},
		guide:    []string{"指示", "指令", "规定", "規定", "规则", "規則", "设定", "設定", "要求", "限制", "约束", "約束"},
		this:     []string{"本文件", "此文件", "这个文件", "這個文件", "本技能", "此技能", "本文档", "本文檔"},
		wins:     []string{"优先", "優先", "为准", "為準", "高于一切", "高於一切"},
		obeyOnly: []string{"只遵循", "只听从", "只聽從", "仅按照", "僅按照"},
		fromNow:  []string{"从现在起", "從現在起", "从今以后", "從今以後", "此后", "今后"},
		noLimits: []string{"不受任何限制", "不受任何约束", "不受任何約束", "没有任何限制", "沒有任何限制", "无限制", "無限制"},
	},
}

// mergeLexicons adds every language's stems to the concepts of intent.go.
func mergeLexicons() {
	for _, l := range byLanguage(lexicons) {
		mergeLexicon(l)
	}
}

// mergeLexicon adds one language's stems to the concepts of intent.go
// (later rounds' lexicons call it from their own init, after normaliseLex).
func mergeLexicon(l langLex) {
	overVoid = append(overVoid, l.void...)
	overPrior = append(overPrior, l.prior...)
	overGuide = append(overGuide, l.guide...)
	overThis = append(overThis, l.this...)
	overWins = append(overWins, l.wins...)
	obeyOnly = append(obeyOnly, l.obeyOnly...)
	fromNow = append(fromNow, l.fromNow...)
	noLimits = append(noLimits, l.noLimits...)
	youAct = append(youAct, l.fromNow...)
	personaFrame = append(personaFrame, l.frame...)
	personaNoPolicy = append(personaNoPolicy, l.noPolicy...)
}

// normaliseLex puts one language's stems in NFKC, as the text they are
// matched against.
func normaliseLex(l *langLex) {
	for _, set := range []*[]string{&l.void, &l.prior, &l.guide, &l.this, &l.wins, &l.obeyOnly, &l.fromNow, &l.noLimits, &l.frame, &l.noPolicy} {
		for i, s := range *set {
			(*set)[i] = norm.NFKC.String(s)
		}
	}
}

var obeyOnly, fromNow concept

func init() {
	for k, v := range lexicons2 {
		lexicons[k] = v
	}
	// Stems are matched against NFKC text, in every language: "և" reads
	// as "եւ", and Thai SARA AM "ำ" as "ํา" (so "คำสั่ง" written in a
	// stem must be normalised too, or no Thai stem with it ever matches).
	for k, v := range lexicons {
		normaliseLex(&v)
		lexicons[k] = v
	}
	mergeLexicons()
}

// byLanguage is a lexicon map's languages in the order of their keys. The
// stems' order decides which of two overlapping hits a concept reports
// (hitsOfAC), so merging in the map's random order made a span differ
// from one process to the next.
func byLanguage(m map[string]langLex) []langLex {
	out := make([]langLex, 0, len(m))
	for _, k := range sortedKeys(m) {
		out = append(out, m[k])
	}
	return out
}
