package safety

import (
	"regexp"
	"strings"
	"sync"
)

// Round 41 (left): the other skills, named in the language of the order,
// as a place the action rule's quiet tampering reads (checkActions).
//
// "Quietly rewrite the other skills' descriptions" changes what steers
// the agent later, whatever language says it; tamperTargets name the
// other skills in English ("every other skill", ~/.claude/skills), so a
// Latvian "visu citu prasmju aprakstus" was no place at all. These are
// the other or all skills, in the case forms an object takes, per
// language; they are read by the action rule only (with a verb that
// changes a file and a word of secrecy, not negated), not by the English
// tamper reading, whose verbs are English.
var foreignOtherSkills41 = []string{
	// Latvian, Lithuanian, Estonian, Finnish, Hungarian
	"citu prasmju", "visu prasmju", "citām prasmēm", "visām prasmēm", "citas prasmes", "visas prasmes",
	"kitų įgūdžių", "kitus įgūdžius", "visų įgūdžių", "visus įgūdžius",
	"teiste oskuste", "kõigi oskuste", "teised oskused", "kõik oskused",
	"muiden taitojen", "kaikkien taitojen", "muut taidot", "kaikki taidot",
	"többi skill", "többi képesség", "összes többi skill", "összes többi képesség",
	// Polish, Czech, Slovak, Slovenian, Croatian and Serbian
	"innych umiejętności", "pozostałych umiejętności", "wszystkich umiejętności", "innych skilli", "pozostałych skilli",
	"ostatních dovedností", "ostatní dovednosti", "všech dovedností", "ostatných zručností", "ostatné zručnosti", "všetkých zručností",
	"drugih veščin", "druge veščine", "vseh veščin", "ostalih vještina", "drugih vještina", "svih vještina", "ostalih veština", "drugih veština",
	// Russian, Ukrainian
	"других навыков", "остальных навыков", "всех навыков", "другие навыки", "остальные навыки", "інших навичок", "інші навички", "усіх навичок", "всіх навичок",
	// German, Dutch, Scandinavian
	"anderen skills", "aller skills", "anderen fähigkeiten", "andere skills", "andere vaardigheden", "alle andere skills", "andra färdigheter", "andra skills", "övriga skills", "andre færdigheder", "andre skills", "andre ferdigheter",
	// Romance
	"autres compétences", "autres skills", "otras habilidades", "otros skills", "demás habilidades", "demás skills", "outras habilidades", "outros skills", "altre abilità", "altri skill", "celelalte abilități", "celelalte skill",
	// Turkish, Indonesian and Malay
	"diğer becerilerin", "diğer becerileri", "diğer skill", "skill lain", "keterampilan lain", "kemahiran lain",
}

var (
	actTamperOnce    sync.Once
	actTamperTargets []targetKind
	foreignSkillsRe  *lazyRE
)

// actionTamperTargets41: tamperTargets and the other skills in the
// languages above, for the action rule's tampering loop.
func actionTamperTargets41() []targetKind {
	actTamperOnce.Do(func() {
		qs := make([]string, 0, len(foreignOtherSkills41))
		for _, s := range foreignOtherSkills41 {
			qs = append(qs, strings.ReplaceAll(regexp.QuoteMeta(s), " ", `\s+`))
		}
		foreignSkillsRe = lazyRegexp(`(?i)(?:^|[^\pL])(?:` + strings.Join(qs, "|") + `)`)
		actTamperTargets = append(append([]targetKind(nil), tamperTargets...), targetKind{RuleTamperSkills, foreignSkillsRe, nil, "another skill or the skill library"})
		actTamperTargets = append(actTamperTargets, actionTargets50...) // round 50: tamper50.go
	})
	return actTamperTargets
}
