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
//     is unlimited and is not read.
var (
	caps101o = concept{"draws no lines", "draw no lines", "draws no line", "draw no line", "no lines are drawn", "no line is drawn", "knows no bounds", "know no bounds", "knows no limits", "know no limits"}
	// fromNowNoLimits101: "from here on, no limits." ending its sentence.
	fromNowNoLimits101 = lazyRegexp(`\b(?:from\s+(?:here|now|this\s+point|this\s+moment)(?:\s+on(?:wards?)?)?|henceforth|hereafter|going\s+forward|starting\s+now)\s*[,:—–-]?\s*(?:there\s+are\s+|you\s+have\s+)?(?:no|zero)\s+(?:limits?|restrictions?|rules|boundaries|bounds|constraints|guardrails|filters)(?:\s+(?:at\s+all|whatsoever|anymore|any\s+more))?\s*(?:[.;!]|$)`)
)

func init() {
	caps38 = append(caps38, caps101o...)
}

// seedOverride101 adds fromNowNoLimits101's hits to bounds38 in hc, after
// cheap word tests.
func seedOverride101(low string, hc hitCache) {
	if !lowerHas(low, "no ", "zero ") || !lowerHas(low, "from here", "from now", "from this", "henceforth", "hereafter", "going forward", "starting now") {
		return
	}
	var bs [][2]int
	appendHits(&bs, low, fromNowNoLimits101, false)
	hc.seed(low, bounds38, bs)
}
