package safety

// Round 90 (override-lang), tuned on fresh270: the override of the
// lexicons (the agent's earlier or system guidance voided, this file
// ranked above the rest, no limits) where a language's list lacked a part
// of the concept that a native writer reaches for first. Each entry fills
// a gap in meaning, for the whole language, not a sentence:
//
//   - Swahili names the earlier guidance by who gave it ("na mfumo", by
//     the system) or where it stood ("kabla ya hapa", before here); the
//     ruling verb agrees with its noun class ("maagizo ... ndiyo
//     yanayotawala", the instructions are what rules, beside round 48's
//     "inayotawala"); and "no limit at all" is "hakuna kikomo".
//   - Slovak says guidance stops being valid ("prestáva platiť",
//     "prestávajú platiť", "prestali platiť"), names it the original one
//     ("pôvodné pokyny") or what the agent was told ("čo ti bolo
//     povedané"), and this text as "týmto textom".
//   - Bulgarian says guidance is "without force" ("са без сила", "остават
//     без сила") beside "не са в сила", and ranks this file as standing
//     above the rest ("стои над всички", "стои над тях").
//
// A stem that reads also as an ordinary word is left out: Swahili
// "kikomo" alone is a deadline or an end ("tarehe ya kikomo"), so only
// "no limit" counts; Slovak "pôvodn" is said of any original thing, and
// counts only as "earlier" beside the other parts of the rule.
var lexicons90 = map[string]langLex{
	"sw+r90-override": { // Swahili
		prior:    []string{"na mfumo", "kabla ya hapa", "kabla ya faili hii"},
		wins:     []string{"ndiyo yanayotawala", "ndio yanayotawala", "ndizo zinazotawala", "ndio zinazotawala"},
		noLimits: []string{"hakuna kikomo", "bila kikomo", "hakuna mipaka", "hakuna vikwazo"},
	},
	"sk+r90-override": { // Slovak
		void:  []string{"prestáva platiť", "prestávajú platiť", "prestali platiť", "prestal platiť", "prestalo platiť", "stratilo platnosť"},
		prior: []string{"pôvodn", "čo ti bolo povedané", "čo ti povedali", "pred týmto súborom"},
		this:  []string{"týmto textom", "tento text", "týmto dokumentom"},
	},
	"bg+r90-override": { // Bulgarian
		void: []string{"са без сила", "остават без сила", "вече са без сила"},
		wins: []string{"стои над всички", "стои над тях", "стои над всичко", "е над всички"},
	},
}

func init() {
	for _, l := range byLanguage(lexicons90) {
		normaliseLex(&l)
		mergeLexicon(l)
		voidAll38 = append(voidAll38, l.void...)
	}
}

// Round 90 (override-paraphrase), tuned on fresh269: the voiding-and-
// replacement shape (checkVoidReplaced) in more words:
//
//   - boundless conduct measured by whoever asks: "go as far as anyone
//     asks" (anybody, the user, they) is no bounds, as "go as far as you
//     like" is (bounds38);
//   - requests fulfilled "in full whatever they are": every request done
//     whatever its content, as "fulfil them fully" is (bounds38);
//   - "set aside every limit you would otherwise keep" is the agent's
//     limits dropped, as "without any constraint" is (bounds38): the
//     limits are the agent's own by "you would otherwise"; a trainer who
//     may "set aside every limit on sprint reps" frees no agent.
//
// Every part is still needed in one paragraph: the agent's own earlier
// guidance voided beside no bounds or this text ranked with no caps. A
// guide that "goes as far as anyone asks" on a hike voids nothing of the
// agent's.
func init() {
	bounds38 = append(bounds38, "as far as anyone asks", "as far as anybody asks", "as far as anyone wants", "as far as anybody wants", "as far as the user asks", "as far as the user wants", "as far as they ask", "as far as asked",
		"fulfilled in full whatever", "fulfilled in full, whatever", "done in full whatever", "done in full, whatever", "carried out in full whatever", "carried out in full, whatever", "in full whatever they are", "in full, whatever they are",
		"every limit you would otherwise", "any limit you would otherwise", "every limit you'd otherwise", "any limit you'd otherwise", "limits you would otherwise keep", "limits you'd otherwise keep", "limits you would otherwise observe", "limits you would otherwise respect")
}
