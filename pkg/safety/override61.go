package safety

// Round 61 (override paraphrase): parts of checkVoidReplaced
// (override38.go) the round-61 cases showed missing, each still read only
// beside the others in one paragraph (the agent's guidance voided and
// boundless conduct or this text ranked in its place):
//   - voiding said as an idiom of discarding ("out the window", "out of
//     the window") or as guidance that "no longer has any effect", as
//     "lapsed" and "counts for nothing" are: a plan whose budget went out
//     the window, with no voided guidance of the agent's and no bounds
//     beside it, is not read;
//   - the agent's guidance named by its place before this text ("what
//     was placed above it", "put ahead of this"), as "up top" and "above
//     this" name it;
//   - this text ranked as the authority: declared the agent's real,
//     actual or true brief, found here ("your real instructions are
//     here", "... are on this page"), declared
//     final ("what is written here is final"), or the one thing to comply
//     with ("comply with this policy only"), as "has the final say" and
//     "only authority" rank it;
//   - boundless conduct: the agent's output or answers said to be
//     unrestricted, as "without any constraint" is said of the agent;
//     and no bounds said with "without (any of) the usual caps", as
//     "no caps" is (caps38, read only beside a ranked text).
var (
	void61 = concept{
		"out the window", "out of the window", "out the door", "no longer have any effect", "no longer has any effect", "no longer have effect", "no longer has effect", "no longer take effect", "no longer takes effect", "have no further effect", "has no further effect",
	}
	referent61 = concept{"placed above", "placed before", "placed ahead", "put above", "put ahead", "set above", "set before this", "loaded before this", "loaded ahead"}
)

func authority61() concept {
	var out concept
	for _, who := range []string{"your real ", "your actual ", "your true "} {
		for _, what := range []string{"brief", "instructions", "orders", "directive", "directives", "mission", "rules", "rulebook"} {
			for _, where := range []string{" is here", " are here", " is right here", " are right here", " lives here", " live here", " is below", " are below", " is on this page", " are on this page", " live on this page", " lives on this page", " is in this file", " are in this file", " is this file", " are this file", " is this document", " are this document"} {
				out = append(out, who+what+where)
			}
		}
	}
	for _, this := range []string{"written here", "stated here", "this text", "this document", "this file", "this sheet", "this page", "this policy", "this note", "this skill"} {
		for _, v := range []string{" is final", " is the final word", " has the last word", " is the last word"} {
			out = append(out, this+v)
		}
	}
	for _, verb := range []string{"comply with ", "follow ", "obey ", "answer to "} {
		for _, this := range []string{"this policy", "this document", "this file", "this text", "this sheet", "this skill", "this page", "this note"} {
			out = append(out, verb+this+" only", verb+this+" alone")
		}
	}
	return out
}

func bounds61() concept {
	var out concept
	for _, subj := range []string{"output is ", "outputs are ", "output will be ", "answers are ", "responses are ", "replies are ", "your output is ", "your answers are "} {
		for _, o := range []string{"unrestricted", "unfiltered", "uncensored", "without restriction", "without restrictions", "without limits", "unlimited in scope"} {
			out = append(out, subj+o)
		}
	}
	return out
}

func caps61() concept {
	var out concept
	for _, q := range []string{"without any of the usual ", "without the usual ", "without any of the ", "without any "} {
		for _, o := range []string{"caps", "limits", "restrictions", "constraints", "guardrails"} {
			out = append(out, q+o)
		}
	}
	return out
}

func init() {
	void38 = append(void38, void61...)
	voidAll38 = append(voidAll38, void61...)
	referent38 = append(referent38, referent61...)
	authority38 = append(authority38, authority61()...)
	bounds38 = append(bounds38, bounds61()...)
	caps38 = append(caps38, caps61()...)
}

// Round 61 (override-lang): stems the round-61 cases showed missing,
// written for the concept in each language as the others were:
//   - Azerbaijani: "put (it) aside" ("bir kənara at", "kənara qoy"), the
//     usual imperative of setting guidance aside, as "deja de lado" is in
//     Spanish; and "is above everything" ("hər şeydən üstündür"), as
//     "por encima de todo" ranks this text;
//   - Amharic: "leave them / leave it" (ተዋቸው, ተወው, the imperative of
//     ተው with its object), as "forget" (እርሳ) already voids; and "it
//     surpasses all" (ከሁሉም ይበልጣል), as ቅድሚያ (precedence) ranks.
//
// Each void stem still needs the guidance and its earlier place beside it
// (overVoid with overPrior and overGuide), so putting a pallet aside or
// leaving a field blank is not read.
var lexicons61o = map[string]langLex{
	"az+r61-override": { // Azerbaijani
		void: []string{"bir kənara at", "kənara at", "kənara qoy", "bir kənara qoy", "kənara atın", "kənara qoyun"},
		wins: []string{"hər şeydən üstündür", "hər şeydən üstün", "hamısından üstündür", "hər şeyin üstündədir"},
	},
	"am+r61-override": { // Amharic
		void: []string{"ተዋቸው", "ተዋቸዉ", "ተዉአቸው", "ተዉዋቸው", "ተወው", "ተዉት", "ተዪው", "ተዪአቸው"},
		wins: []string{"ከሁሉም ይበልጣል", "ከሁሉ ይበልጣል", "ከሁሉም ይልቃል", "ከማንኛውም ይበልጣል"},
	},
}

func init() {
	for _, l := range byLanguage(lexicons61o) {
		normaliseLex(&l)
		mergeLexicon(l)
		voidAll38 = append(voidAll38, l.void...)
	}
}
