package safety

import "strings"

// Round 75 (propagate family): the round-26 copy rule (a copy verb, this
// skill, a destination that is many or someone else's, within one
// statement) where a part was spelled in a way the lists lacked, read in
// fresh218-224. Each entry names a concept for the whole language, not a
// sentence; the rule still needs all three parts near each other, so
// "copy the report to every colleague" or "add this skill to your own
// folder" stay harmless.
//
//   - Nepali names places that are many with "all" ("सबै"), "every"
//     ("हरेक", "प्रत्येक"), "other" ("अरू", "अन्य") or "the team's"
//     ("टिमका") before a friend, colleague, machine, computer, project,
//     repository or folder.
//   - Lithuanian names them with "every" ("kiekvieną", "kiekviename"),
//     "all" ("visus", "visuose") or "another" ("kitą", "kituose") before
//     a project, repository, computer, machine, colleague or template;
//     "spread" ("plisti", "išplatinti") is a copy verb.
//   - Latvian names a shared place ("koplietotajā", "koplietotajos",
//     "kopīgajā") before a repository, folder or computer, and "every
//     user's / colleague's" ("katra lietotāja", "katra kolēģa").
//   - Albanian names "another" machine, computer, repository or project
//     ("makinë tjetër", "depo tjetër") and "every" one ("çdo depo").
//   - Catalan names "all" computers ("tots els equips", "tots els
//     ordinadors"), shared folders ("carpetes compartides") and the new
//     project's template ("plantilla de projecte"), which every later
//     project is made from.
//   - Samoan puts "all" after its noun ("komepiuta uma", "tagata uma",
//     all computers, everyone) and says "this skill" as "lenei skill".
func init() {
	neQ := []string{"सबै", "हरेक", "प्रत्येक", "अरू", "अरु", "अन्य", "टिमका", "टोलीका", "सबैका", "सबैको"}
	neN := []string{"साथी", "सहकर्मी", "मेसिन", "कम्प्युटर", "कम्प्यूटर", "प्रोजेक्ट", "परियोजना", "रिपो", "रिपोजिटरी", "फोल्डर", "स्किल"}
	registerActionLexicon("ne+r75-propagate", actionLex{
		otherPlaces: wqCross(neQ, neN),
	})
	ltQ := []string{"kiekvieną", "kiekvieno", "kiekviename", "kiekvienam", "visus", "visų", "visuose", "kitą", "kitus", "kituose", "kiekvieną naują", "kiekviename naujame"}
	ltN := []string{"projekt", "saugykl", "repozitorij", "kompiuter", "mašin", "koleg", "šablon", "aplank"}
	registerActionLexicon("lt+r75-propagate", actionLex{
		copyVerb:    []string{"išplatink", "paskleisk", "plistų", "išplistų"},
		otherPlaces: wqCross(ltQ, ltN),
	})
	lvQ := []string{"koplietotajā", "koplietotajos", "koplietotajām", "koplietotā", "kopīgajā", "kopīgajos"}
	lvN := []string{"repozitorij", "map", "dator", "projekt", "disk"}
	registerActionLexicon("lv+r75-propagate", actionLex{
		otherPlaces: append(wqCross(lvQ, lvN), "katra lietotāja", "katra kolēģa", "visu lietotāju", "visu kolēģu", "katra komandas biedra"),
	})
	var sq []string
	for _, n := range []string{"makinë", "makinën", "makine", "kompjuter", "kompjuterin", "depo", "projekt", "projektin", "repozitor"} {
		sq = append(sq, n+" tjetër", n+" tjeter", "çdo "+n, "cdo "+n)
	}
	registerActionLexicon("sq+r75-propagate", actionLex{
		otherPlaces: append(sq, "të gjitha depot", "të gjitha makinat", "të gjithë kompjuterët", "të gjitha projektet"),
	})
	registerActionLexicon("ca+r75-propagate", actionLex{
		otherPlaces: append(wqCross([]string{"tots els", "cada", "totes les"}, []string{"equips", "equip", "ordinadors", "carpetes", "carpeta", "màquines", "plantilles"}),
			"carpetes compartides", "carpeta compartida", "plantilla de projecte", "plantilles de projecte", "plantilla dels projectes"),
	})
	var sm []string
	for _, n := range []string{"komepiuta", "masini", "tagata", "repo", "poloketi", "folder", "skill", "faila"} {
		sm = append(sm, n+" uma")
	}
	registerActionLexicon("sm+r75-propagate", actionLex{
		selfRef:     []string{"lenei skill", "lenei tomai", "lenei faila", "lenei fa'atonuga", "nei fa'atonuga"},
		copyVerb:    []string{"kopi ", "kopiina", "fa'aopoopo"},
		otherPlaces: sm,
	})
}

// Round 75 (propagate family): the destination said as a partitive.
// "Each of their organisation's repositories", "every one of the team's
// projects", "all of your clients' repos" name the same many places as
// "each repository"; the copy rule's destination pattern allows two
// words between the quantifier and the place, and the partitive's "of
// their" used them up. The partitive is read as its quantifier: its
// "of <determiner>" is blanked (offsets kept) and the round-5 prose
// reading runs again, so the verb, this skill and the rest of its tests
// (purpose clauses, negation) decide as before.
//
// Only a partitive that is a destination counts: after a preposition of
// place ("into each of", "across all of"), within the clause of the
// verb (no ";" between), so "install this skill; each of your repos can
// use it" or "review each of the team's pull requests" stay as read.
var prop75Partitive = lazyRegexp(`(?i)\b(?:in|into|to|onto|on|across|throughout|inside|under|for)\s+(?:each|every|all|any)(\s+(?:one\s+|single\s+one\s+)?of\s+(?:the|their|your|its|his|her|our|these|those)\b)`)

// prop75Unpartitive returns t with each partitive's "of <determiner>"
// blanked, or "" when t holds none.
func prop75Unpartitive(t string) string {
	lt := strings.ToLower(t)
	if !strings.Contains(lt, " of ") || !lowerHas(lt, "each", "every", "all", "any") {
		return "" // the cheap test before the pattern
	}
	ms := prop75Partitive.FindAllStringSubmatchIndex(t, 8)
	if ms == nil {
		return ""
	}
	return blankSpans(t, ms, 1)
}

// checkPropagation75 runs round 75's readings over d's prose (hooked
// from checkPropagation).
func (c *checker) checkPropagation75(d *doc, own *lazyRE) {
	for _, f := range d.fences {
		if s, e, ok := prop75FindSpread(d.v.text[f.start:f.end]); ok {
			c.reportPropagation(d, f.start+s, f.start+e, true, "copies a file into every skill file or repository a search of the disk finds (self-propagation by data flow)")
		}
	}
	for u, ut := range d.proseUnitsCut() {
		if len(ut) > maxIntentUnit {
			ut = ut[:maxIntentUnit]
		}
		if m := prop75Unpartitive(ut); m != "" {
			if _, _, ok := propProse(ut, c.p.Name, own); ok {
				continue // read already
			}
			if s, e, ok := propProse(m, c.p.Name, own); ok && !strings.ContainsAny(ut[s:e], ";") {
				c.reportPropagation(d, u.start+s, u.start+e, false, "tells the agent to carry this skill's text into each of many places (self-propagation)")
			}
		}
	}
}

// Round 75 (propagate family), code: a search of the disk whose every
// hit receives a file. A line that lists every skill file on a machine
// (find ... -name SKILL.md) and appends or copies a file into each one
// it finds writes one text into every skill, as round 26's "copy this
// into every other skill" says in prose; a line that lists every
// repository (find ... -name .git) and copies a SKILL.md into each
// plants a skill in all of them. Reading or counting what the search
// finds ("find -name SKILL.md -exec cat {}", "git -C $d status") writes
// nothing; a copy from a hit to a fixed place gathers, it does not
// spread.
var (
	prop75FindSkills = lazyRegexp(`\bfind\s[^\n]*?-i?name\s+['"]?SKILL\.md\b`)
	prop75FindRepos  = lazyRegexp(`\bfind\s[^\n]*?-i?name\s+['"]?\.git['"]?(?:\s|$)`)
	// prop75IntoHit: a file appended or copied onto the loop's variable.
	prop75IntoHit = lazyRegexp(`\b(?:cat\s+[^\s|;&<>]+\s*>>|cp\s+(?:-\w+\s+)*[^\s|;&<>]+|tee\s+-a)\s*["']?\$\$?\{?\w+\}?["']?\s*(?:;|$|&&|\|)|\bcat\s+[^\s|;&<>]+\s*\|\s*tee\s+-a\s`)
	// prop75SkillIntoRepo: SKILL.md copied into a place named by the loop.
	prop75SkillIntoRepo = lazyRegexp(`\bcp\s+(?:-\w+\s+)*\S*SKILL\.md\s+["']?\$`)
)

// prop75FindSpread reports the first line of block b that copies into
// every skill file or repository a disk search finds.
func prop75FindSpread(b string) (int, int, bool) {
	if !strings.Contains(b, "find") || !strings.Contains(b, "SKILL.md") && !strings.Contains(b, ".git") {
		return 0, 0, false // the cheap test before the patterns
	}
	for off, end := range lineSpans(b) {
		ln := b[off:end]
		if strings.Contains(ln, "find") && len(ln) <= maxIntentUnit {
			if strings.Contains(ln, "SKILL.md") && prop75FindSkills.MatchString(ln) && prop75IntoHit.MatchString(ln) {
				return off, end, true
			}
			if strings.Contains(ln, ".git") && strings.Contains(ln, "SKILL.md") && prop75FindRepos.MatchString(ln) && prop75SkillIntoRepo.MatchString(ln) {
				return off, end, true
			}
		}
	}
	return 0, 0, false
}
