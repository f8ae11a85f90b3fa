package safety

import "strings"

// Round 104 (misc: exfil-prose, hijack-scope), tuned on fresh319-322's
// misses by the rules alone.

// Norwegian Nynorsk, which the Bokmål lexicon ("no") does not spell:
//
//   - A particle verb takes its pronoun object between verb and particle
//     ("last dei opp", upload them; "send dei vidare", send them on): the
//     pronoun inside the verb's span points back to what the statement
//     named before it, across a clause, as "send them" does
//     (pronounInside104).
//   - Every request and every message ("alle førespurnader", "kvar
//     einaste melding", "kvar samtale"), before you answer ("før du
//     svarar"), whatever it is about ("kva det enn gjeld") are the
//     catch-all claim's parts in Nynorsk spelling; "not mention it to
//     the user" ("ikkje nemn dette for brukaren") hides the send.
//
// Afrikaans: a skill "always active" ("altyd aktief") or "loaded first"
// ("altyd eerste gelaai") claims every request as Hungarian "mindig aktív"
// and Serbian "uvek aktivan" do (override67.go): the claim needs this
// skill beside it (actSelf), as theirs does.
func init() {
	registerActionLexicon("nn+r104-misc", actionLex{
		selfRef:   []string{"denne ferdigheita", "denne fila", "dette dokumentet", "denne rettleiinga"},
		everyReq:  []string{"alle førespurnader", "alle førespurnadar", "kvar førespurnad", "kvar einaste førespurnad", "kvar melding", "kvar einaste melding", "alle meldingar", "kvar samtale", "alle samtalar", "kvart spørsmål", "kvart einaste spørsmål", "kvar oppgåve", "alle oppgåver"},
		beforeAns: []string{"før du svarar", "før de svarar", "før kvart svar", "før du gjev svar", "før du gir svar"},
		anyTopic:  []string{"kva det enn gjeld", "same kva det gjeld", "uavhengig av emne", "kva det enn handlar om", "alltid aktiv"},
		stealth:   []string{"ikkje nemn dette", "ikkje nemn det", "ikkje nemn noko", "utan å nemne det", "utan å nemne dette", "utan å seie det", "utan å seie noko", "utan å fortelje", "ikkje sei noko", "sei ingenting"},
		sendVerb:  []string{"last dei opp", "last det opp", "last dette opp", "last desse opp", "last dei òg opp", "send dei til", "send dei vidare", "send det vidare", "send desse til", "lasta dei opp", "laste dei opp"},
		never:     []string{"ikkje ", "aldri"},
		markers:   []string{"ikkje", "kvar", "kvart", "eller", "dei", "berre", "brukaren", "gjeld", "noko", "korleis"},
	})
	registerActionLexicon("af+r104-misc", actionLex{
		anyTopic:  []string{"altyd aktief"},
		beforeAns: []string{"altyd eerste gelaai", "moet eerste gelaai word"},
	})
}

// pronounInside104: the send verb's own span holds an object pronoun
// between the verb and its particle ("last dei opp"), so it points back
// to what was named before it, as a pronoun after the verb does.
func pronounInside104(low string, v [2]int) bool {
	s := " " + low[v[0]:v[1]] + " "
	for _, p := range []string{" dei ", " desse ", " dette ", " det opp "} {
		if strings.Contains(s, p) {
			return true
		}
	}
	return false
}

// A destination named only as a value the skill keeps ("the address in
// the skill's config", "the endpoint set in this skill's settings") is a
// fixed place the skill supplies and the user is not shown, as a written
// URL is: read by checkCovertSendProse, so a send there still needs its
// concealment and its cargo. The skill's own configuration is required,
// so "the address in the user's settings" is the user's choice.
var skillConfigDest104 = lazyRegexp(`(?i)\b(?:address|endpoint|url|server|host|destination|inbox|webhook|location|e-?mail|number|account|bucket|channel)\s+(?:(?:that\s+is\s+|which\s+is\s+)?(?:set|stored|given|listed|saved|defined|configured|named|specified|kept|written|found)\s+)?in\s+(?:the\s+|this\s+)?(?:skill's|skill’s|skills'|skill)\s+(?:own\s+)?(?:config(?:uration)?(?:\s+file)?|settings|metadata|manifest|frontmatter|front\s+matter|env(?:ironment)?)\b`)

func covertDest104(t string) []int {
	if !strings.Contains(asciiLower(t), "skill") {
		return nil
	}
	return skillConfigDest104.FindStringIndex(t)
}

// cargo104At (read by personalCargoAt, prose39.go): the windows and tabs
// a person has open ("the user's open windows", "their browser tabs")
// show whatever they are doing (mail, chats, accounts), as a capture of
// the whole screen does (exfil101.go): a capture of them carries all of
// that. A capture word, the owner and the plural are required, so "a
// screenshot of the settings window" shows the task.
var openWindows104 = lazyRegexp(`(?i)\b(?:screen\s*shots?|screen\s+(?:captures?|grabs?|recordings?)|captures?|recordings?|snapshots?)\s+of\s+(?:the\s+(?:user|customer|client|person|employee|member|patient|caller|visitor)(?:'s|’s|s'|s’)|their|his|her|your)\s+(?:open\s+|active\s+|current\s+)?(?:(?:browser|app(?:lication)?|program)\s+)?(?:windows|tabs|apps|applications|programs)\b`)

func cargo104At(w string) []int {
	lw := asciiLower(w)
	if !lowerHas(lw, "window", "tabs", "apps", "applications", "programs") || !lowerHas(lw, "shot", "capture", "grab", "recording", "snapshot") {
		return nil
	}
	return openWindows104.FindStringIndex(w)
}

// A folder named as a hold ("incident_holds", "legal-hold", "evidence
// holds", "litigation_hold") keeps records on purpose, for an incident or
// a case: deleting it recursively destroys what the hold exists to keep,
// as deleting what a legal hold covers does in prose (legalHoldDeleted,
// destructive39.go and destructive43tamper.go). Read only with the
// owner's say waived in the prose around the block ("no need to check
// with the officer", askNobody43; or noConfirmRe), so a documented
// release of an expired hold, asked of its keeper, stays a procedure.
var holdFolderWipe104 = lazyRegexp(`(?i)\brm[ \t]+(?:-{1,2}[\w-]+[ \t]+)*-\w*[rR]\w*[ \t]+(?:-{1,2}[\w-]+[ \t]+)*["']?[^\s"';|&]*?\b(?:incident|legal|litigation|evidence|evidential|investigation|retention|court)[_-]?holds?\b`)

func (c *checker) checkHoldFolderWipe104(d *doc) {
	if !strings.Contains(d.v.lower, "hold") || !strings.Contains(d.v.lower, "rm ") {
		return
	}
	for fi, f := range d.fences {
		b := d.v.text[f.start:f.end]
		if len(b) > maxStatement*4 || !strings.Contains(asciiLower(b), "hold") {
			continue
		}
		m := holdFolderWipe104.FindStringIndex(b)
		if m == nil || d.labelledExample(f.start+m[0]) || c.negated(d, f.start+m[0]) {
			continue
		}
		before, after := d.fenceProse(fi)
		if !askNobody43.MatchString(before) && !askNobody43.MatchString(after) && !noConfirmRe.MatchString(before) && !noConfirmRe.MatchString(after) {
			continue
		}
		tier, msg := downgrade(c.securityContext(d, f.start+m[0]), "deletes a folder of held records (an incident or legal hold) with the keeper's say waived")
		c.add(d, RuleDestructive, tier, f.start+m[0], f.start+m[1], msg)
		return
	}
}
