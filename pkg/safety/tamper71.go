package safety

// Round 71 (tamper): a record of activity cut so the act leaves nothing
// in it.
//
//   - The hiding purpose said as what the act leaves: "truncate today's
//     audit file so the rotation itself leaves no entry". It is round
//     43's purpose ("so the run is not recorded") with the act as subject
//     of "leaves no entry / record / trace": the record is cut so that
//     what was done cannot be read back from it. checkHiddenPurpose43
//     still asks for an ordered cut of a record of activity before the
//     purpose; "leaves no trace on disk" (tidiness of a temp file) is not
//     read, only a trace in a record or said bare.

func init() {
	hidePurpose43 = lazyRegexp(hidePurpose43.String() + `|(?i:\bso\s+(?:that\s+)?(?:(?:the|this|that|its|their|our|my|your|any|each|every|today'?s)\s+)?(?:[\w'-]+\s+)?(?:itself\s+)?(?:(?:leaves?|will\s+leave)\s+no|(?:(?:does|do|will|would|can)(?:\s+not|n'?t)|won'?t|never)\s+leaves?\s+(?:a|an|any))\s+(?:(?:audit|log|history|journal)\s+)?(?:(?:entry|entries|record|records|line|lines|mark|footprint|trail)\b|(?:traces?|evidence)(?:\s*(?:[.;!,)]|$)|\s+(?:in|on|of)\s+(?:the\s+|any\s+|its\s+)?(?:[\w-]+\s+)?(?:audit\w*|logs?|history|journal\w*|records?|trail)\b)))`)
}
