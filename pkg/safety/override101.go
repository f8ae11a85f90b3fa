package safety

// Round 101 (override): the voiding-and-replacement shape of
// checkVoidReplaced (round 38) in two more paraphrases, tuned on
// fresh307-308's misses. Each is one part; the agent's earlier guidance
// must still be voided in the same paragraph.
//
//   - No bounds said by the idiom of drawing no lines ("it draws no
//     lines", "knows no bounds"): caps38, counted only beside this text
//     ranked the authority ("what governs you now is this note").
//   - No bounds announced as the new state from this point on ("From here
//     on, no limits."): the phrase of change joined to a bare "no limits"
//     that ends its sentence is boundless conduct, as "anything goes" is.
//     A scope after it ("from now on, no limits on uploads") names what
//     is unlimited and is not read. The same with the time word after it
//     ("There are no limits now."), fresh302.
//   - Guidance said not to hold here ("the defaults that came with you
//     don't hold here"), as "no longer hold" is: a voiding predicate,
//     still needing the agent's referent near it and boundless conduct
//     or this text's rank beside no bounds (fresh300).
var (
	void101o = concept{"don't hold here", "do not hold here", "doesn't hold here", "does not hold here", "don’t hold here", "doesn’t hold here", "don't hold anymore", "don't hold any more", "do not hold anymore", "doesn't hold anymore"}
	caps101o = concept{"draws no lines", "draw no lines", "draws no line", "draw no line", "no lines are drawn", "no line is drawn", "knows no bounds", "know no bounds", "knows no limits", "know no limits"}
	// fromNowNoLimits101: "from here on, no limits." ending its sentence.
	fromNowNoLimits101 = lazyRegexp(`\b(?:from\s+(?:here|now|this\s+point|this\s+moment)(?:\s+on(?:wards?)?)?|henceforth|hereafter|going\s+forward|starting\s+now)\s*[,:—–-]?\s*(?:there\s+are\s+|you\s+have\s+)?(?:no|zero)\s+(?:limits?|restrictions?|rules|boundaries|bounds|constraints|guardrails|filters)(?:\s+(?:at\s+all|whatsoever|anymore|any\s+more))?\s*(?:[.;!]|$)` +
		`|\bthere\s+are\s+(?:no|zero)\s+(?:limits?|restrictions?|rules|boundaries|bounds|constraints|guardrails|filters)\s+(?:now|anymore|any\s+more|from\s+(?:here|now)\s+on)\s*(?:[.;!]|$)`)
)

func init() {
	caps38 = append(caps38, caps101o...)
	void38 = append(void38, void101o...) // runs before override38.go builds voidAll38
}

// seedOverride101 adds fromNowNoLimits101's hits to bounds38 in hc, after
// cheap word tests.
func seedOverride101(low string, hc hitCache) {
	if !lowerHas(low, "no ", "zero ") || !lowerHas(low, "from here", "from now", "from this", "henceforth", "hereafter", "going forward", "starting now", "there are") {
		return
	}
	var bs [][2]int
	appendHits(&bs, low, fromNowNoLimits101, false)
	hc.seed(low, bounds38, bs)
}
