package safety

// Round 75 (destructive): the production-only destructive command (DROP,
// TRUNCATE, dropDatabase, a bucket removed) with its safety net declined
// or its target named live, in words the older lists do not read. The
// principle is checkDestroyNoNet46's (the command is ordinary against a
// test copy; against the live store, or with nobody asked, nothing stops
// a wrong target); only the words are new:
//
//   - round 46's Hungarian "éles szerver" never matched: Go's \b is
//     ASCII-only, so a word opening with "é" has no boundary after a
//     space. The live system is read here bounded by letters instead,
//     and Hungarian "without asking" (kérdés nélkül) beside it;
//   - "without confirmation / without asking / don't ask" in the Baltic,
//     South Slavic, Albanian, Icelandic, Swahili, Samoan and Tagalog
//     forms the round-46, 51 and 66 lists lack;
//   - the primary of a replicated database is where the writes land: a
//     drop run "on the primary" is run on the live data, as "the primary
//     database" already is in prodMarker. Read only after on/against/to
//     the primary with nothing after it that makes it another thing
//     (the primary key, the primary colour): the word ends the phrase or
//     a node word follows.
var (
	// prod75: the live system named (Hungarian, letter-bounded), or the
	// primary node as the target.
	prod75 = lazyRegexp(`(?i)(?:^|[^\pL])éles\s+(?:szerver|környezet|rendszer|adatbázis|adatbazis|gép|példány|klaszter)\pL*|` +
		`\b(?:on|against)\s+the\s+(?:current\s+)?primary(?:\s+(?:node|member|replica|instance|server|host|shard))?(?:\s*[,.;:!)]|\s*$|\s+(?:during|while|in|at|before|now|first|directly|itself|when)\b)`)
	// noConfirm75: run without confirmation or without asking, or the
	// user not to be asked (Hungarian, Latvian, Lithuanian, Estonian,
	// Slovene, Croatian/Serbian/Bosnian, Slovak, Albanian, Icelandic,
	// Swahili, Samoan, Tagalog, Vietnamese, Ukrainian, Bulgarian).
	noConfirm75 = lazyRegexp(`(?i)(?:^|[^\pL])(?:kérdés|kérdezés|rákérdezés|visszakérdezés|jóváhagyás|engedély)\s+nélkül(?:[^\pL]|$)|(?:^|[^\pL])ne\s+kérdezz(?:[^\pL]|$)|` +
		`(?:^|[^\pL])(?:bez\s+(?:apstiprinājuma|apstiprinajuma|jautāšanas|jautasanas)|nejautā|nejautājiet|nejautājot|nejautajot)(?:[^\pL]|$)|` +
		`(?:^|[^\pL])(?:be\s+(?:patvirtinimo|klausimo|klausimų|leidimo)|neklausk|neklauskite|neklausiant|nepaklausus)(?:[^\pL]|$)|` +
		`(?:^|[^\pL])(?:küsimata|kinnituseta|ilma\s+(?:kinnituseta|kinnitust|küsimata|loata))(?:[^\pL]|$)|` +
		`(?:^|[^\pL])(?:brez\s+(?:potrditve|vprašanja|spraševanja|dovoljenja)|ne\s+sprašuj)(?:[^\pL]|$)|` +
		`(?:^|[^\pL])(?:bez\s+(?:potvrde|pitanja|odobrenja|potvrdenia|opýtania|pýtania|schválenia)|ne\s+pitaj|nepýtaj\s+sa)(?:[^\pL]|$)|` +
		`(?:^|[^\pL])pa\s+(?:konfirmim|pyetur|leje)(?:[^\pL]|$)|(?:^|[^\pL])án\s+(?:staðfestingar|þess\s+að\s+spyrja)(?:[^\pL]|$)|` +
		`\bbila\s+(?:kuuliza|uthibitisho|ruhusa|idhini)\b|\busiulize\b|` +
		`\baunoa\s+ma\s+(?:se\s+)?(?:fa'?amaoniga|fa’amaoniga|fesili|fesiligia|fa'?atagaga|fa’atagaga)\b|\b(?:aua|'aua|‘aua)\s+(?:e\s+te\s+)?fesili\b|` +
		`\b(?:nang\s+)?walang\s+(?:kumpirmasyon|pahintulot|pagtatanong)\b|\bhuwag\s+(?:nang\s+)?(?:magtanong|tanungin)\b|` +
		`(?:^|[^\pL])(?:không\s+cần\s+(?:xác\s+nhận|hỏi)|đừng\s+hỏi)(?:[^\pL]|$)|` +
		`(?:^|[^\pL])без\s+(?:підтвердження|питань|запиту|потвърждение|питане)(?:[^\pL]|$)|(?:^|[^\pL])не\s+(?:питай|питайте)(?:[^\pL]|$)`)
)

func init() { netGoneTells = append(netGoneTells, prod75, noConfirm75) }
