package safety

// Round 47 (exfil-prose): people's records, public places and answers the
// older lists did not read. Each addition extends an existing pattern at
// init, so the rules that decide stay the ones that read them.

// Pictures with the face labels of who is in them ("every photo with its
// face tags") name the people pictured, as pictures with their location
// place them: sent out, they find and identify people (cargo46).
func init() {
	cargo46 = lazyRegexp(cargo46.String() + `|(?i)\b(?:photos?|pictures?|images?|shots?)\s+(?:with|including|containing|and)\s+(?:their\s+|the\s+|its\s+|embedded\s+)?(?:face|facial|people|person)[- ]?(?:tags?|labels?|names?|ids?|identities)\b`)
}

// A pull or merge request on a public repository is read by anyone who
// opens it: what is put in it, or in a comment on it, is published, as
// a public issue's is.
func init() {
	bagOutside = lazyRegexp(bagOutside.String() + `|(?i)\bpublic\s+(?:[\w#-]+\s+){0,2}?(?:pull|merge)\s+requests?\b`)
	outsideStems = append(outsideStems, "public")
}

// A question closed by emphasis marks ("**Where do the files go?**", an
// FAQ's bold question with its answer on the next line) ends its
// sentence as a bare "?" does: the answer that follows opens a clause of
// its own, and an order there is an order.
func init() {
	clauseBreak = lazyRegexp(clauseBreak.String() + `|[?!][*_]{1,3}(?:\s|$)`)
}
