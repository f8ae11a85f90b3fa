package safety

// Round 41 (left): a payload handed to a request by a shorthand property.
//
// shorthandPayload41: the tainted name at t[at:] is written as a
// shorthand member of an object literal whose key is a payload key
// (JavaScript's fetch(url, { headers: {...}, body }) is body: body). An
// Authorization header beside it authenticates the request; the body is
// still what the request carries out, as payloadAfterHeaders holds for
// "body: x" written in full.
var shorthandPayload41 = lazyRegexp(`(?i)^(?:body|data|json|payload|content|form|files|params|text|message)\s*[,}]`)

func shorthandPayloadAt41(t string, at int) bool {
	if at <= 0 || at >= len(t) || !shorthandPayload41.MatchString(t[at:min(len(t), at+16)]) {
		return false
	}
	for i := at - 1; i >= 0; i-- {
		switch t[i] {
		case ' ', '\t', '\n':
			continue
		case ',', '{':
			return true
		}
		return false
	}
	return false
}

// A value built from several named secrets carries every one of them
// (token = GITHUB_TOKEN + NPM_TOKEN + OPENAI_API_KEY): sent to the host
// of one of them, the others still leave for a service they do not
// belong to. learnSecret keeps the first name; these keep the rest and
// judge each as that one is judged.
func (st *flowState) learnAlsoSecrets41(t string, assigns []string, name string) {
	var more []string
	for _, s := range findSources(t) {
		if s.kind == srcSecret && s.name != name && !slicesContains(more, s.name) && len(more) < 8 {
			more = append(more, s.name)
		}
	}
	// A variable built from one that already holds several.
	for _, v := range sortedKeys(st.alsoSecrets) {
		also := st.alsoSecrets[v]
		if indexIdent(t, v) >= 0 && !slicesContains(assigns, v) {
			for _, n := range also {
				if n != name && !slicesContains(more, n) && len(more) < 8 {
					more = append(more, n)
				}
			}
		}
	}
	if len(more) == 0 {
		return
	}
	if st.alsoSecrets == nil {
		st.alsoSecrets = map[string][]string{}
	}
	for _, a := range assigns {
		if len(st.alsoSecrets) < maxTainted {
			st.alsoSecrets[a] = more
		}
	}
}

// flowAlsoSecrets41: vendorCheck for the other secrets variable v holds;
// reports whether one was refused.
func (c *checker) flowAlsoSecrets41(d *doc, u unit, v, host string, known bool, st *flowState) bool {
	for _, sec := range st.alsoSecrets[v] {
		before := len(c.findings)
		c.vendorCheck(d, u.start, u.end, source{kind: srcSecret, name: sec}, host, known, false)
		for _, f := range c.findings[before:] {
			if f.Tier == Refuse {
				return true
			}
		}
	}
	return false
}
