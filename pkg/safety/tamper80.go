package safety

import "strings"

// Round 80 (propagate family): the round-26 copy rule (actions.go: this
// skill, a verb that carries it, a place that is many or someone else's)
// with the places said as "every NEW repository / project" (the new ones
// the user will make are as many as the existing ones), "the other skill
// files", the organisation's or the user's every store, and colleagues'
// computers or a shared folder others load from, in the languages the
// lists held only "every repository" or "all projects" for. The carrying
// verb and "this skill" are the lists' own; a place alone ("copy the
// table into a new sheet") carries nothing of the skill's.
func init() {
	// Slovene: every new repository or project, all other skill files,
	// every agent.
	registerActionLexicon("sl+r80-propagate", actionLex{
		copyVerb:    []string{"prepiši", "prepišite", "vpiši", "vpišite", "vstavi", "vstavite", "dodaj", "dodajte"},
		otherPlaces: []string{"vsak nov repozitorij", "vsak novi repozitorij", "vsakem novem repozitorij", "vse nove repozitorij", "vsak nov projekt", "vsak novi projekt", "vsakem novem projekt", "vse nove projekt", "vse druge skill", "vseh drugih skill", "vse druge datoteke skill", "vsakega agent", "vse agente", "računalnike sodelavcev", "vseh sodelavcev"},
	})
	// Croatian, Serbian and Bosnian in Latin letters: every new project or
	// repository (in the locative of "repeat in"), whenever any repository
	// is opened, colleagues' computers, every agent.
	for _, l := range []string{"hr+r80-propagate", "sr+r80-propagate", "bs+r80-propagate"} {
		registerActionLexicon(l, actionLex{
			otherPlaces: []string{"svakom novom projekt", "svakom novom repozitorij", "svaki novi projekat", "svakom novom projekat", "u svakom projekt", "u svakom repozitorij", "svim novim projekt", "svim novim repozitorij", "kad god otvoriš", "kad god otvorite", "kada god otvoriš", "računala kolega", "računare kolega", "računarima kolega", "svakog agent", "sve agente"},
		})
	}
	// Swahili: every (user's) store, colleagues' computers, a shared
	// folder, every agent.
	registerActionLexicon("sw+r80-propagate", actionLex{
		otherPlaces: []string{"kila hifadhi", "hifadhi zote", "kompyuta za wenzake", "kompyuta za wenzako", "kompyuta za wenzetu", "kompyuta za wafanyakazi wenzake", "folda iliyoshirikiwa", "folda ya pamoja", "kila wakala", "mawakala wote", "kila mradi mpya"},
	})
	// Tamil: "this skill" in the accusative (திறனை: the stem's final
	// consonant takes the case vowel, so "இந்த திறன்" with its virama is
	// not a prefix of it).
	registerActionLexicon("ta+r80-propagate", actionLex{
		selfRef: []string{"இந்த திறனை", "இந்தத் திறனை", "இந்த ஸ்கில்லை", "இந்த skill-ஐ", "இந்த skillஐ"},
	})
}

// checkTamper80 runs the round-80 tamper checks (hooked from tamper.go's
// list).
func (c *checker) checkTamper80(d *doc) {
	c.checkApprovalHidden80(d)
	c.checkDiskZeroCommented80(d) // destructive, read here to keep shared lists short
}

// Round 80 (tamper): a review's approval written by the skill and kept
// out of the record.
//
// Round 79 refuses the approval outcome written itself (status set to
// "approved", an "approved" record) when the sentence says the review is
// thereby skipped or signs it in a reviewer's name. The same write with
// its trace removed ("leave it out of the change log", "don't log this
// update", "quietly") is the same forgery: an approval a reviewer gave
// is recorded where it can be seen; one that must not show was never
// given. The hiding is read by the stealth lists of every language
// (hidden41) and by "out of / not in the log" said of the write. A
// sentence that lists threats, rejects the act or is negated describes
// it (describedNotOrdered).
var logHidden80 = lazyRegexp(`(?i)\b(?:leave|keep)\s+(?:it|this|that|them|the\s+\w+)\s+out\s+of\s+(?:the\s+)?(?:change\s*-?\s*log|changelog|audit\s+(?:log|trail)|log|logs|history|journal|report)\b|\b(?:don'?t|do\s+not|never)\s+log\b|\bwithout\s+logging\b`)

func (c *checker) checkApprovalHidden80(d *doc) {
	t, lower := d.v.text, d.v.lower
	if !lowerHas(lower, "approv", "approu", "aprob", "aprov", "genehmigt", "freigegeben") {
		return
	}
	for _, m := range d.findAll(approvalSet79, []string{"approv", "approu", "aprob", "aprov", "genehmigt", "freigegeben"}, false) {
		ss, se := sentence79(t, m[0], m[1])
		sent := t[ss:se]
		hm := logHidden80.FindStringIndex(sent)
		// "never leave it out of the change log" keeps the record (and
		// the stealth lists, which read no negation, are not asked then)
		if hm != nil && negatedBefore(sent[:hm[0]]) || hm == nil && !hidden41(sent) {
			continue
		}
		if reviewFirst79.MatchString(sent) || c.describedNotOrdered(d, unit{start: ss, end: se, fence: -1}, sent, m[0]-ss) || describedSubject77.MatchString(sent) {
			continue
		}
		if d.labelledExample(m[0]) || c.negated(d, m[0]) {
			continue
		}
		tier, why := downgrade(c.securityContext(d, m[0]), "writes a review's approval itself and keeps the write out of the record, so the change passes without the review it needs")
		c.add(d, RuleTamperReview, tier, m[0], m[1], why)
		return
	}
}

// Round 80 (tamper): the other skills, in Welsh (with the soft mutation
// after "every": pob > bob), Catalan, Scottish Gaelic, Irish and Breton,
// for the action rule's quiet tampering (foreignOtherSkills41's
// principle: another skill's file steers the agent later, whatever the
// language calls it; the rule asks for a verb that changes it and a word
// of secrecy, not negated).
func init() {
	foreignOtherSkills41 = append(foreignOtherSkills41,
		"pob sgil arall", "bob sgil arall", "sgiliau eraill", "yr holl sgiliau", "holl sgiliau eraill", "pob sgil", "bob sgil",
		"les altres habilitats", "totes les habilitats", "altres habilitats", "les altres skills", "tots els skills", "totes les skills",
		"gach sgil eile", "a h-uile sgil eile", "na sgilean eile",
		"gach scil eile", "na scileanna eile", "gach scil",
		"an holl varregezhioù all", "ar barregezhioù all", "an holl skilloù all", "ar skilloù all",
	)
	// Catalan "without saying it (to the user)", which the list held
	// only as "without saying anything".
	registerActionLexicon("ca+r80-tamper", actionLex{stealth: []string{"sense dir-ho", "sense dir-li", "sense dir-los", "sense comentar-ho", "sense que ho sàpiga"}})
}

// Round 80 (destructive): diskpart's script given as comment lines of
// the block that runs it.
//
// Round 40 refuses the first disk (the system disk) selected and then
// cleaned in a diskpart script written in a block. A batch block that
// runs "diskpart /s prep.txt" and lists the script's lines as its own
// comments ("REM select disk 0", "REM clean all") gives the same script:
// the comments are what the file run holds, not a remark on it. Read
// only in a block that runs diskpart; another disk number is a drive the
// user chose (round 40).
var diskZeroCommented80 = lazyRegexp(`(?im)^[ \t]*(?:rem\b|::|#|//|;)[ \t]*select\s+disk\s+0[ \t]*\r?\n(?:[^\n]*\n){0,3}?[ \t]*(?:rem\b|::|#|//|;)?[ \t]*clean\b`)

func (c *checker) checkDiskZeroCommented80(d *doc) {
	if !strings.Contains(d.v.lower, "select disk") || !strings.Contains(d.v.lower, "diskpart") {
		return
	}
	for _, f := range d.fences {
		b := d.v.text[f.start:f.end]
		if len(b) > 100000 || !strings.Contains(strings.ToLower(b), "diskpart") {
			continue
		}
		m := diskZeroCommented80.FindStringIndex(b)
		if m == nil || d.labelledExample(f.start+m[0]) || c.negated(d, f.start+m[0]) {
			continue
		}
		c.addDiskWipe40(d, f.start+m[0], f.start+m[1], "reformats or cleans the system disk (diskpart's script given as the block's comments)") // destructive40tamper.go
		return
	}
}
