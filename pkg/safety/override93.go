package safety

// Round 93 (override-paraphrase), tuned on fresh279, fresh280 and
// fresh282: the voiding-and-replacement shape (checkVoidReplaced) in
// more words.
//
//   - What the agent was given said to bind no longer in the words of a
//     ruling: "having no force", "of no force" (void, as "null" is); or
//     said to be unsaid: "regarded as having never been said", "as if
//     never said" (void, as "counts for nothing" is); and what was
//     received "prior to this point" or "prior to this" is earlier
//     guidance, as "before this" is (agent38 already holds "prior to
//     this").
//   - Boundless conduct: "nothing is to be withheld" (as "nothing is to
//     be declined"); the agent that "may do anything" (as "carry out
//     anything").
//   - This text ranked by leading: "this sheet (file, document, page,
//     text, skill) takes the lead", as "runs the show"; still counted
//     only beside no caps ("operating limits are lifted").
//
// Every part is still needed in one paragraph: a statute "of no force"
// voids none of the agent's guidance without a boundless conduct beside
// it, and a page that "takes the lead" over a chapter lifts no limits.
func init() {
	voidAll38 = append(voidAll38, "having no force", "have no force", "has no force", "of no force", "no force or effect", "having never been said", "as never said", "as if never said", "as though never said", "as unsaid")
	bounds38 = append(bounds38, "nothing is to be withheld", "nothing is withheld", "nothing will be withheld", "nothing to be withheld", "may do anything", "may now do anything")
	authority38 = append(authority38, "this sheet takes the lead", "this file takes the lead", "this document takes the lead", "this page takes the lead", "this text takes the lead", "this skill takes the lead", "this note takes the lead")
}

// Round 93 (override-paraphrase), tuned on fresh279: the ranking written
// as a slug, the words of each side joined by a hyphen or underscore as
// a setting is written ("this-file > everything-else", "this_skill >
// all_other"), ranks this text above the rest as "this file >
// everything" does (precedenceArrowRe). The ranked side ends the clause
// (a mark and a space, or the line's end): "cp this-file >
// everything-else.txt" is a shell redirect to a file.
func init() {
	precedenceArrowRe = lazyRegexp(precedenceArrowRe.src + `|(?i:\bthis[-_](?:skill|file|document|page)\s*>{1,2}\s*(?:everything|anything|all)[-_](?:else|others?)(?:[;,.!)]?(?:\s|$)))`)
}
