package safety

import (
	"regexp"
	"strings"
)

// Round 63 (propagate): the round-5 reading (this skill, a verb or a copy
// that carries it, a destination that is many or someone else's) with one
// part spelled in a way the lists did not hold, read in fresh173-176:
//
//   - A demonstrative before the kind of document the skill is (Korean
//     이 점검표 "this checklist", traditional Chinese 本筆記 "this note",
//     Japanese このメモ): the text in hand, as "this skill" or "this file"
//     is; and 加到 ("add to"), Chinese's other spelling of adding.
//   - Making a copy (Portuguese "grave uma cópia", "guarde uma cópia"):
//     to write down or keep a copy is to copy, the verb being the copy's
//     maker, as "make a copy" is (Spanish "copia" is read as the verb
//     already).
//   - Every folder or user said with a singular quantifier (Portuguese
//     "toda pasta", "de cada usuário"; Alemannic "alli Projekt", "neui
//     Repos"), and a skills folder every user loads from (the
//     system-wide or global skills folder): places that are many.
//   - Someone else's own repositories or machine (the reporter's own
//     repositories, each contributor's laptop): places that are not the
//     user's, as "their colleagues" or "other machines" are.
//   - Somali "ku dar nuqul" (add a copy), the other projects, every
//     AGENTS.md; Kinyarwanda "iyi skill" (this skill), "uyishyire" (put
//     it), every repository, all staff: the three parts of the bag rule,
//     which the lexicons lacked.
//   - Code: a loop over every user's home that copies a file from a skills
//     folder into each user's skills folder plants a skill in every
//     account on the machine; whose skill it is does not matter, no user
//     asked for it.
//   - A plain (unquoted) YAML list item or value that is an English
//     sentence ("on_install: - write this skill into every directory
//     ...") is an order to whatever runs the hook, read like the quoted
//     value round 49 reads.
//   - "Put a copy in the system-wide skills folder" or "in a cron job that
//     restores it": a copy of nothing named is a copy of the text in
//     hand, and a skills folder every user loads, or a scheduled job that
//     puts it back when it goes missing, is a place that is many (in
//     accounts, or in time).

// prop63SelfML: this note, checklist or guide in Korean, Chinese and
// Japanese (spliced into propSelfML). The kinds of document only: "this
// content" may be a snippet the skill shows (lines for a .gitignore).
const prop63SelfML = `(?:^|[^\p{L}])이\s*(?:점검표|체크리스트|안내서|안내문|지침서|지침|메모|노트|가이드|설명서|매뉴얼|핸드북)|` +
	`(?:本|這份|这份|這個|这个|此)\s*(?:筆記|笔记|指南|說明|说明|手冊|手册|備忘錄|备忘录|檢查表|检查表|文檔)|` +
	`この\s*(?:ノート|メモ|手順書|チェックリスト|ガイド|マニュアル|手引き)`

// prop63SpreadSOV: Chinese "add to" (spliced into propSpreadSOV).
const prop63SpreadSOV = `加到|添到`

// prop63Spread: making or keeping a copy, in Portuguese (spliced into
// propSpread).
const prop63Spread = `(?:grav|salv|guard)(?:e|em|a|ar|ando)\s+uma\s+c[óo]pia`

// prop63Fan: places that are many (spliced into propFan; the word's start
// is propFanRe's own).
const prop63Fan = `(?:tod[ao]|cada)\s+(?:\S+\s+){0,2}?(?:pastas?|diret[óo]rios?|directorios?|carpetas?)(?:[^\p{L}]|$)|` +
	// a user or machine as the place, after a preposition ("no perfil de
	// cada usuário"), not as the subject ("cada usuário deve instalar")
	`(?:de|em|para|a|ao|por|en|del)\s+(?:tod[ao]|cada)\s+(?:\S+\s+){0,1}?(?:usu[áa]rios?|m[áa]quinas?|computadores?)(?:[^\p{L}]|$)|` +
	`(?:alli|jedi|jeds|anderi|neui)\s+(?:\S+\s+){0,2}?(?:projekt\p{L}*|repo\p{L}*|skill\p{L}*|ordner\p{L}*|vorlage\p{L}*|agent\p{L}*)|` +
	`(?:system-?wide|machine-?wide|global|shared|all\s+users'?|every\s+user'?s)\s+(?:agent\s+)?skills?\s+(?:dir\w*|folders?|paths?|locations?|roots?)\b` + `|` +
	// someone else's own repositories or machine: a reporter's, a
	// contributor's, a customer's (the user's own are the user's)
	`(?:the\s+|each\s+|every\s+|a\s+)?(?:reporter|contributor|customer|client|visitor|reader|stranger|requester|commenter|sender|follower|subscriber|participant|attendee|applicant|candidate)s?'s?\s+(?:own\s+)?(?:repos?|repositor(?:y|ies)|projects?|forks?|codebases?|machines?|computers?|laptops?|agents?|assistants?)\b`

func init() {
	registerActionLexicon("so+r63-propagate", actionLex{
		copyVerb:    []string{"ku dar nuqul", "ku darso nuqul", "nuqul ka mid ah", "nuqul ka mid ahaa", "ku dheji nuqul"},
		otherPlaces: []string{"mashaariicda kale", "dhammaan mashaariicda", "mashruucyada kale", "dhammaan mashruucyada", "agents.md kasta", "claude.md kasta", "kaydadka kale", "dhammaan kaydadka", "xirfadaha kale oo dhan"},
	})
	registerActionLexicon("rw+r63-propagate", actionLex{
		copyVerb:    []string{"uyishyire", "muyishyire", "uyikoporore", "muyikoporore", "koporora", "uyisangize", "muyisangize"},
		selfRef:     []string{"iyi skill", "iyi dosiye", "iyi nyandiko", "aya mabwiriza", "ubu bumenyi"},
		otherPlaces: []string{"buri repository", "buri repo", "buri mushinga", "imishinga yose", "imishinga mishya", "abakozi bose", "bakozi bose", "buri mukozi", "bagenzi bawe", "buri mudasobwa", "mudasobwa zose", "buri skill"},
	})
}

var (
	// prop63HomesLoop: a loop over every user's home; group 1 the loop
	// variable.
	prop63HomesLoop = lazyRegexp(`\bfor\s+(\w+)\s+in\s+["']?(?:/home/|/Users/|C:\\Users\\|/export/home/)\*`)
	// prop63SkillsCopy: a copy whose source lies in a skills folder;
	// group 1 the rest of the line (the destination).
	prop63SkillsCopy = lazyRegexp(`\b(?:cp|rsync|install|ln|ditto)\s+(?:-\S+\s+)*["']?[^\s"']*/\.?[\w-]*skills/[^\s"']*["']?\s+(\S+)`)
)

// prop63HomesSkills reports, in the code block b, a loop over every
// user's home that copies a file out of a skills folder into each
// user's skills folder.
func prop63HomesSkills(b string) (int, int, bool) {
	if !strings.Contains(b, "skills") || !strings.Contains(b, "*") {
		return 0, 0, false
	}
	lm := prop63HomesLoop.FindStringSubmatchIndex(b)
	if lm == nil {
		return 0, 0, false
	}
	v := regexp.QuoteMeta(b[lm[2]:lm[3]])
	dest := lazyRegexp(`\$\{?` + v + `\}?/\S*skills\b`)
	rest := b[lm[1]:]
	for _, cm := range prop63SkillsCopy.FindAllStringSubmatchIndex(rest, 8) {
		if dest.MatchString(rest[cm[2]:cm[3]]) {
			return lm[0], lm[1] + cm[1], true
		}
	}
	return 0, 0, false
}

var (
	// prop63PlainItem: an unquoted YAML list item or value that opens
	// with a word (an apostrophe inside a word, "agent's", is no quote);
	// group 1 the text.
	prop63PlainItem = lazyRegexp(`^\s*(?:-\s+|[\w.-]+:\s+(?:-\s+)?)([A-Za-z](?:[^"'\n]|\w'\w)*)$`)
	// prop63BareCopy: a copy of nothing named put somewhere.
	prop63BareCopy = lazyRegexp(`(?i)\b(?:put|place|keep|drop|save|store|write|stash|leave|plant)\s+(?:a|an(?:other)?|one|an\s+extra)\s+(?:backup\s+)?copy\b`)
	// prop63CopyOf: "a copy of <something>": the copy names its source.
	prop63CopyOf = lazyRegexp(`(?i)^\s+of\b`)
	// prop63ManySkills: a skills folder every user loads from.
	prop63ManySkills = lazyRegexp(`(?i)\b(?:system-?wide|machine-?wide|global|shared|all\s+users'?|every\s+user'?s)\s+(?:agent\s+)?skills?\s+(?:dir\w*|folders?|paths?|locations?|roots?)\b`)
	// prop63Restorer: a scheduled job that puts it back.
	prop63Restorer = lazyRegexp(`(?i)\b(?:cron(?:\s*job|tab)?|scheduled\s+task|systemd\s+timer|launch\s*agent|launchd)\b[^.;!?\n]{0,80}?\b(?:restor|re-?creat|re-?install|re-?add|reviv)\w*\s+(?:it|itself|this|the\s+copy)\b`)
)

// prop63BareCopyMany reports "put a copy in the system-wide skills
// folder" or "in a cron job that restores it": a copy of the text in
// hand into a place that is many.
func prop63BareCopyMany(t string) (int, int, bool) {
	lt := strings.ToLower(t)
	if !strings.Contains(lt, "copy") || !strings.Contains(lt, "skill") && !strings.Contains(lt, "cron") && !strings.Contains(lt, "launch") && !strings.Contains(lt, "timer") && !strings.Contains(lt, "task") {
		return 0, 0, false
	}
	for _, m := range prop63BareCopy.FindAllStringIndex(t, 4) {
		if prop63CopyOf.MatchString(t[m[1]:]) || negatedBefore(t[:m[0]]) {
			continue
		}
		rest := t[m[1]:min(len(t), m[1]+240)]
		if se := propSentenceEnd.FindStringIndex(rest); se != nil {
			rest = rest[:se[0]]
		}
		if dm := prop63ManySkills.FindStringIndex(rest); dm != nil {
			return m[0], m[1] + dm[1], true
		}
		if dm := prop63Restorer.FindStringIndex(rest); dm != nil {
			return m[0], m[1] + dm[1], true
		}
	}
	return 0, 0, false
}

// checkPropagation63 runs round 63's readings over d.
func (c *checker) checkPropagation63(d *doc, own *lazyRE) {
	t := d.v.text
	for _, f := range d.fences {
		if s, e, ok := prop63HomesSkills(t[f.start:f.end]); ok {
			c.reportPropagation(d, f.start+s, f.start+e, true, "copies a skill into every user's skills folder on the machine (self-propagation by data flow)")
		}
	}
	for _, u := range d.units {
		ut := t[u.start:u.end]
		if len(ut) > maxIntentUnit {
			continue
		}
		if !d.proseUnit(u) {
			if u.fence < 0 || !strings.Contains(ut, " ") {
				continue
			}
			if _, ok := commentProse(ut); ok {
				continue // read as a comment already
			}
			m := prop63PlainItem.FindStringSubmatchIndex(ut)
			if m == nil || strings.Count(ut[m[2]:m[3]], " ") < 4 {
				continue
			}
			if s, e, ok := propProse(ut[m[2]:m[3]], c.p.Name, own); ok {
				c.reportPropagation(d, u.start+m[2]+s, u.start+m[2]+e, false, "a setting's plain value tells whoever runs it to carry this skill's text into other places (self-propagation)")
			}
			continue
		}
		if s, e, ok := prop63BareCopyMany(ut); ok {
			c.reportPropagation(d, u.start+s, u.start+e, false, "tells the agent to put a copy of this text into a skills folder every user loads, or a job that restores it (self-propagation)")
		}
		if s, e, ok := prop63CopyAfterSelf(ut, prevUnitText(d, u)); ok {
			c.reportPropagation(d, u.start+s, u.start+e, false, "tells the agent to put a copy of the text the paragraph names as this one into places that are many (self-propagation)")
		}
		if s, e, ok := prop63Causative(ut); ok {
			c.reportPropagation(d, u.start+s, u.start+e, false, "orders this skill copied into places that are many or someone else's (self-propagation)")
		}
	}
}

func init() {
	// the prefilter in front of propSelfRe: the demonstratives above
	propSelfStems = append(propSelfStems, "這份", "这份", "這個")
}

var (
	// prop63CopyVerbBare: a verb that puts "a copy" somewhere, the copy
	// of nothing named ("insert a copy into ...", not "a copy of X").
	prop63CopyVerbBare = lazyRegexp(`(?i)\b(?:insert|add|paste|embed|inject|put|place|drop|save|write|plant|append|include|slip|leave|store)\s+(?:a|an(?:other)?|one)\s+(?:exact\s+|full\s+|verbatim\s+)?copy\b`)
	// prop63Getter: a causative before its object ("get this skill
	// copied", "have this skill installed").
	prop63Getter = lazyRegexp(`(?i)\b(?:get|gets|got|gotten|getting|have|has|had|having)\s+$`)
	// prop63Participle: a past participle right after the object.
	prop63Participle = lazyRegexp(`^\s+(\w+ed)\b`)
)

// prop63CopyAfterSelf reports "Insert a copy into any template you save"
// right after a sentence that names this document ("This document is
// self-replicating."): a copy of nothing named is a copy of the text the
// paragraph has just named, carried to places that are many.
func prop63CopyAfterSelf(t, prev string) (int, int, bool) {
	if prev == "" || !strings.Contains(strings.ToLower(t), "copy") {
		return 0, 0, false
	}
	m := prop63CopyVerbBare.FindStringIndex(t)
	if m == nil || prop63CopyOf.MatchString(t[m[1]:]) || negatedBefore(t[:m[0]]) || propUserFills.MatchString(t[:m[0]]) {
		return 0, 0, false
	}
	if len(prev) > maxIntentUnit || !containsAny(strings.ToLower(prev), propSelfStems) || !propSelfRe.MatchString(prev) {
		return 0, 0, false
	}
	if e, ok := fanOutIn63(t[m[1]:]); ok {
		return m[0], m[1] + e, true
	}
	return 0, 0, false
}

// fanOutIn63 returns the end of the first place many or someone else's
// (propFanRe) in rest's sentence that is not named as a purpose.
func fanOutIn63(rest string) (int, bool) {
	if se := propSentenceEnd.FindStringIndex(rest); se != nil {
		rest = rest[:se[0]]
	}
	for _, f := range propFanRe.FindAllStringSubmatchIndex(rest, 8) {
		s, e := f[2], f[3]
		if s < 0 {
			s, e = f[4], f[5]
		}
		if !propPurpose.MatchString(rest[max(0, s-40):s]) {
			return e, true
		}
	}
	return 0, false
}

// prop63Causative reports "get this skill copied into all of their
// agents": a causative whose object is this skill and whose participle
// carries it is a passive order ("this skill should be copied"), with a
// destination that is many or someone else's in the sentence.
func prop63Causative(t string) (int, int, bool) {
	lt := strings.ToLower(t)
	if !strings.Contains(lt, "ed ") && !strings.HasSuffix(lt, "ed") || !containsAny(lt, propSelfStems) {
		return 0, 0, false
	}
	for _, m := range propSelfRe.FindAllStringIndex(t, 8) {
		g := prop63Getter.FindStringIndex(t[max(0, m[0]-12):m[0]])
		if g == nil {
			continue
		}
		pm := prop63Participle.FindStringSubmatchIndex(t[m[1]:])
		if pm == nil {
			continue
		}
		verb := t[m[1]+pm[2] : m[1]+pm[3]]
		if vm := propSpreadRe.FindStringSubmatchIndex(verb); vm == nil || vm[2] != 0 || negatedBefore(t[:m[0]]) {
			continue
		}
		if e, ok := fanOutIn63(t[m[1]+pm[1]:]); ok {
			return max(0, m[0]-12) + g[0], m[1] + pm[1] + e, true
		}
	}
	return 0, 0, false
}
