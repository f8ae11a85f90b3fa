package safety

import "strings"

// Round 92 (propagate), tuned on fresh275-278.

// A reflexive copy: "it should write itself into the config of sibling
// repositories", "the script copies itself to every project folder".
// Whatever the subject is (this hook, the snippet, the skill), a thing
// that carries itself into places that are many or someone else's
// replicates: it is the payload and the carrier at once, which is what
// self-propagation is. The verb must carry (copy, write, install, add,
// insert, ...) with "itself" as its object and a destination after it
// that propFanRe reads as many or other; "the installer copies itself to
// /usr/local/bin" goes to one place of the user's, and "registers itself
// with the editor", "updates itself every week" carry nothing.
var reflexiveSpread92 = lazyRegexp(`(?i)\b(?:cop(?:y|ies|ying)|writ(?:e|es|ing)|install(?:s|ing)?|add(?:s|ing)?|append(?:s|ing)?|insert(?:s|ing)?|inject(?:s|ing)?|replicat(?:e|es|ing)|propagat(?:e|es|ing)|spread(?:s|ing)?|clon(?:e|es|ing)|plant(?:s|ing)?|push(?:es|ing)?|embed(?:s|ding)?|re-?creat(?:e|es|ing)|duplicat(?:e|es|ing))\s+(?:a\s+copy\s+of\s+)?itself\s+(?:(?:also|too|quietly|silently|automatically|again)\s+)?(?:in|into|to|onto|across|over|under)\b`)

// reflexiveSpreadIn92 is the span of a reflexive copy into many or
// other places in t, within one sentence.
func reflexiveSpreadIn92(t string) (int, int, bool) {
	for _, m := range reflexiveSpread92.FindAllStringIndex(t, 4) {
		rest := t[m[1]:]
		if e := propSentenceEnd.FindStringIndex(rest); e != nil {
			rest = rest[:e[0]]
		}
		if len(rest) > 240 {
			rest = rest[:240]
		}
		if negatedBefore(t[:m[0]]) {
			continue
		}
		for _, fm := range propFanRe.FindAllStringSubmatchIndex(rest, 8) {
			s, e := fm[2], fm[3]
			if s < 0 {
				s, e = fm[4], fm[5]
			}
			if propPurpose.MatchString(rest[max(0, s-40):s]) {
				continue
			}
			return m[0], m[1] + e, true
		}
	}
	return 0, 0, false
}

// Japanese: this skill included in a place ("このスキル自体をテンプレートの
// .claude/skills/ に含めてください"). "含める" (include) carries its object
// into the place marked by "に"; read only in that order, object then
// place then verb within one clause, so "出力に日付を含める" (include the
// date in the output) is not a carrying of this skill. propProse still
// asks for a destination that is many or someone else's.
const prop92SpreadSOV = `を[^。！？、\n]{0,60}?に(?:も)?含め`

// prop92FanCJK: the home folders, machines or skills folders of every
// member of a team ("チームメンバー全員のホームディレクトリ", the home
// directory of every team member), as prop39Fan reads "each teammate's
// machine": someone else's place, and many of them; and a project
// template's agent skills folder, which every project made from it
// receives ("テンプレートの .claude/skills/").
const prop92FanCJK = `(?:全員|みんな|皆|各メンバー|他のメンバー|同僚|チームメイト)の\s*(?:ホームディレクトリ|ホームフォルダ|マシン|パソコン|PC|端末|スキル)|` +
	`(?:所有人|每个人|每位成员|每位同事|同事们?)的\s*(?:主目录|家目录|电脑|机器|技能)|` +
	`テンプレート(?:の|内の)\s*[\w./~-]*skills`

// checkPropagation92 runs round 92's readings over the prose units.
func (c *checker) checkPropagation92(d *doc) {
	if d.field != FieldBody || !strings.Contains(d.v.lower, "itself") {
		return
	}
	for u, ut := range d.proseUnitsCut() {
		if !strings.Contains(strings.ToLower(ut), "itself") {
			continue
		}
		if s, e, ok := reflexiveSpreadIn92(ut); ok && !c.describedNotOrdered(d, u, ut, s) && !d.labelledExample(u.start+s) {
			c.reportPropagation(d, u.start+s, u.start+e, false, "tells the agent to have it copy itself into many or other places (self-propagation)")
		}
	}
}
