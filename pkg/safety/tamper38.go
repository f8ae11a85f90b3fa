package safety

import (
	"strings"
)

// Round 38 (tamper family): self-propagation in more languages and shapes.
//
// The principle is unchanged (this skill as the object of a spreading verb,
// with a destination that is many or someone else's); these lists carry it
// into languages the earlier lists lacked (Greek, Serbian and Croatian,
// Czech and Slovak, Romanian, Hungarian, Arabic, traditional Chinese) and
// fill gaps in languages already read (a Ukrainian noun's other cases,
// Vietnamese, Indonesian, Swahili and German verbs, their "every"
// destinations). They are joined into propagate.go's lists.

// prop38SelfML: this skill, file, text or guide by a demonstrative.
const prop38SelfML = `` +
	// Greek: αυτό το skill / το αρχείο αυτό / αυτή η δεξιότητα
	`αυτ(?:ό|ή|ός|ού|ήν|όν|ά|ές|οί|ής)\s+(?:(?:το|τη|την|τον|του|της|τα|τις|οι|η|ο)\s+)?(?:skill\p{L}*|SKILL\.md|αρχεί\p{L}*|κείμεν\p{L}*|δεξιότητ\p{L}*|οδηγ\p{L}*)|(?:το|τη|την|τον|τα|τις|η|ο)\s+(?:skill|SKILL\.md|αρχεί\p{L}*|κείμεν\p{L}*|δεξιότητ\p{L}*|οδηγί\p{L}*)\s+αυτ\p{L}*|` +
	// Serbian, Croatian and Bosnian in both scripts: ову вештину, ovu vještinu
	`(?:ов(?:ај|а|у|о|ог|е|им|ом)|ov(?:aj|a|u|o|og|e|im|om))\s+(?:вештин\p{L}*|вјештин\p{L}*|скил\p{L}*|датотек\p{L}*|фајл\p{L}*|упутств\p{L}*|текст\p{L}*|veštin\p{L}*|vještin\p{L}*|vjestin\p{L}*|vestin\p{L}*|skill\p{L}*|datotek\p{L}*|fajl\p{L}*|uputstv\p{L}*|tekst\p{L}*|SKILL\.md)|` +
	// Czech and Slovak: tento skill, tuto dovednost, tento súbor
	`(?:tento|tuto|tohoto|této|táto|túto|tohto|tieto|tyto)\s+(?:skill\p{L}*|soubor\p{L}*|súbor\p{L}*|dovednost\p{L}*|zručnos\p{L}*|text\p{L}*|návod\p{L}*|SKILL\.md)|` +
	// Romanian: acest skill, această abilitate, skill-ul acesta
	`(?:acest|această|aceasta|acestui|acestei)\s+(?:skill\p{L}*|fișier\p{L}*|fisier\p{L}*|abilita\p{L}*|text\p{L}*|ghid\p{L}*|SKILL\.md)|(?:skill|fișier|fisier)-?ul\s+acesta|` +
	// Hungarian: ezt a skillt, ennek a fájlnak
	`(?:ez|ezt|ennek|ebbe)\s+a\s+(?:skill\p{L}*|fájl\p{L}*|készség\p{L}*|szöveg\p{L}*|SKILL\.md)|` +
	// Arabic: هذه المهارة, هذا الملف, and the noun first
	`(?:هذه|هذا)\s+(?:ال)?(?:مهارة|ملف|نص|تعليمات|دليل|skill)|(?:ال)?(?:مهارة|ملف|نص|تعليمات)\s+(?:هذه|هذا)|` +
	// Ukrainian: the noun in any case (цей навичок, цієї навички)
	`(?:цей|цього|цю|ця|цієї|цьому)\s+(?:навич\p{L}*|вмінн\p{L}*|скіл\p{L}*|файл\p{L}*|текст\p{L}*|SKILL\.md)|` +
	// Traditional Chinese: 本技能, 這個檔案
	`(?:本|這個|这个|此|該|该)(?:技能|檔案|文件|文檔)`

func init() { propSelfStems = append(propSelfStems, prop38SelfStems...) }

// prop38SelfStems: cheap prefilter words for prop38SelfML.
var prop38SelfStems = []string{"này", "αυτ", "ову ", "овај ", "ова ", "ове ", "овог ", "ovu ", "ovaj ", "ova ", "ove ", "ovog ", "tento ", "tuto ", "tohoto ", "této ", "táto ", "túto ", "tohto ", "tieto ", "tyto ", "acest", "aceast", "-ul acesta", "ul acesta", " a skill", " a fájl", " a készség", " a szöveg", "هذه", "هذا", "цей", "цієї", "цьому", "這個", "本", "此", "該", "该"}

// prop38Spread: verbs that carry a text elsewhere, in the same languages.
const prop38Spread = `` +
	// Greek
	`πρόσθεσ\p{L}*|προσθέ\p{L}*|αντίγραψ\p{L}*|αντέγραψ\p{L}*|αντιγρ\p{L}*|επικόλλησ\p{L}*|εγκατάστησ\p{L}*|εγκατασ\p{L}*|μοίρασ\p{L}*|μοιράσ\p{L}*|στείλ\p{L}*|στέλν\p{L}*|βάλ\p{L}*|διάδωσ\p{L}*|διαδ\p{L}*|δημοσίευσ\p{L}*|γράψ\p{L}*|` +
	// Serbian and Croatian, both scripts
	`(?:ис|из|с)копир\p{L}*|копира\p{L}*|пошаљ\p{L}*|шаљ\p{L}*|дода\p{L}*|убаци\p{L}*|инсталир\p{L}*|подел\p{L}*|подијел\p{L}*|рашир\p{L}*|(?:is|iz|s)?kopira\p{L}*|(?:is|iz|s)kopir\p{L}*|pošalj\p{L}*|posalj\p{L}*|ubaci\p{L}*|instalir\p{L}*|podijel\p{L}*|podel\p{L}*|raširi\p{L}*|` +
	// Czech and Slovak
	`zkopíruj\p{L}*|skopíruj\p{L}*|kopíruj\p{L}*|přidej\p{L}*|pridaj\p{L}*|vlož\p{L}*|nainstaluj\p{L}*|pošli\p{L}*|rozešli|sdílej\p{L}*|zdieľaj\p{L}*|` +
	// Romanian
	`copiaz\p{L}*|copia\p{L}*|adaug\p{L}*|instaleaz\p{L}*|trimite\p{L}*|distribui\p{L}*|răspânde\p{L}*|` +
	// Hungarian
	`másold\p{L}*|másol\p{L}*|add\s+hozzá|telepítsd|küldd|oszd\s+meg|terjeszd|` +
	// Arabic (the verb first)
	`انسخ\p{L}*|أضف\p{L}*|اضف\p{L}*|ثبّت|ثبت|أرسل\p{L}*|ارسل\p{L}*|انشر\p{L}*|شارك\p{L}*|ضع|` +
	// Vietnamese: add, put, install, send, spread, paste
	`thêm|đặt|cài(?:\s+đặt)?|gửi|lan\s+(?:sang|ra|tới|đến)|phát\s+tán|chia\s+sẻ|dán|` +
	// Indonesian and Malay: send, spread, write, put, save, insert, upload
	`kirim\p{L}*|sebar\p{L}*|tulis\p{L}*|taruh\p{L}*|letakkan|simpan\p{L}*|masukkan|unggah\p{L}*|` +
	// Swahili: put (a copy of), add, send, install
	`weka|nakala\s+ya|u?ongez\p{L}*|tuma|sakinish\p{L}*|` +
	// German: write, store, deposit, distribute, send, transfer
	`schreib\p{L}*|speicher\p{L}*|hinterleg\p{L}*|verteil\p{L}*|schick\p{L}*|übertrag\p{L}*`

// prop38SpreadSOV: the same verbs in traditional Chinese, which puts the
// object before the verb, and push/put/write-into in both scripts.
const prop38SpreadSOV = `拷貝|貼上|新增|安裝|傳播|發佈|發布|分發|推送|加入|放入|寫入|写入|植入`

// prop38Fan: a destination that is many or someone else's.
const prop38Fan = `` +
	// every single teammate, colleague or contact; every README
	`(?:every|each|all|any|other)\s+(?:[\w'-]+\s+){0,2}?(?:teammates?|colleagues?|co-?workers?|friends?|contacts?|recipients?|subscribers?|customers?|READMEs?|readme\s+files?|submodules?|dotfiles(?:\s+repo\w*)?)\b|` +
	// every thing the agent makes or touches ("each README you write",
	// "every chart you lint"): the text rides along with all its work
	// (the clause ends there: "every test you write with this skill" is
	// how the skill is used, not where it goes)
	`(?:into|in|to|onto|inside|within|on)\s+(?:every|each|any|all)\s+(?:[\w.'-]+\s+){1,3}?(?:that\s+)?you\s+(?:write|create|draft|generate|produce|author|open|make|publish|send|commit|scaffold|lint|touch|edit|build|deploy|release|package)(?:\s*[,.;:)]|\s*$|\s+(?:and|so|then)\b)|` +
	// Greek: every, all, other + project, repository, folder, team, user
	`(?:κάθε|όλ\p{L}*|άλλ\p{L}*)\s+(?:\S+\s+){0,2}?(?:project\p{L}*|έργ\p{L}*|αποθετήρι\p{L}*|repo\p{L}*|φάκελ\p{L}*|skill\p{L}*|πράκτορ\p{L}*|template\p{L}*|πρότυπ\p{L}*|ομάδ\p{L}*|συνάδελφ\p{L}*|χρήστ\p{L}*|μηχαν\p{L}*)|παντού|(?:templates?|πρότυπα)\s+(?:του|της)\s+(?:οργανισμού|εταιρείας|ομάδας)|` +
	// Serbian and Croatian: every, all, other, new (plural) + project,
	// repository, colleague, user, folder, team
	`(?:сва\p{L}*|свак\p{L}*|свим|свих|све|нове|нових|новим|друг\p{L}*|остал\p{L}*)\s+(?:\S+\s+){0,2}?(?:пројект\p{L}*|пројек\p{L}*|спремишт\p{L}*|репозитор\p{L}*|колег\p{L}*|корисни\p{L}*|фасцикл\p{L}*|тим\p{L}*|вештин\p{L}*|агент\p{L}*|рачунар\p{L}*)|(?:sva\p{L}*|svak\p{L}*|svim|svih|sve|nove|novih|novim|drug\p{L}*|ostal\p{L}*)\s+(?:\S+\s+){0,2}?(?:projek\p{L}*|spremišt\p{L}*|repozitor\p{L}*|koleg\p{L}*|korisni\p{L}*|fascikl\p{L}*|mape|mapama|tim\p{L}*|veštin\p{L}*|vještin\p{L}*|agent\p{L}*|računar\p{L}*)|` +
	// Czech and Slovak
	`(?:každ\p{L}*|všech\p{L}*|všetk\p{L}*|ostatn\p{L}*|jin\p{L}*|nov\p{L}*ch)\s+(?:\S+\s+){0,2}?(?:projekt\p{L}*|repozitář\p{L}*|repozitár\p{L}*|repo\p{L}*|složk\p{L}*|priečin\p{L}*|koleg\p{L}*|uživatel\p{L}*|používateľ\p{L}*|tým\p{L}*|tím\p{L}*)|` +
	// Romanian
	`(?:fiecare|toate|toți|toţi|alte|celelalte|noi)\s+(?:\S+\s+){0,2}?(?:proiect\p{L}*|depozit\p{L}*|repo\p{L}*|dosar\p{L}*|folder\p{L}*|coleg\p{L}*|utilizator\p{L}*|echip\p{L}*|skill\p{L}*)|` +
	// Hungarian
	`(?:minden|összes|többi|más)\s+(?:\S+\s+){0,2}?(?:projekt\p{L}*|tároló\p{L}*|repó\p{L}*|repo\p{L}*|mappá?\p{L}*|kolléga\p{L}*|felhasználó\p{L}*|csapat\p{L}*)|` +
	// Arabic
	`(?:كل|جميع)\s+(?:ال)?(?:مستودع\p{L}*|مشروع\p{L}*|مشاريع|الزملاء|زملاء\p{L}*|مستخدم\p{L}*|مجلد\p{L}*|فريق\p{L}*)|` +
	// Indonesian: every time a thing is made, all submodules, colleagues
	`setiap\s+kali\s+(?:\S+\s+)?(?:mem|meng|men|mel|menu|ber)\p{L}*|(?:setiap|semua|seluruh)\s+(?:\S+\s+){0,2}?(?:submodul\p{L}*|modul\p{L}*|tim|rekan\p{L}*|kolega|pengguna|anggota|mesin|komputer)|` +
	// Vietnamese: any repository, every colleague or member
	`bất\s+kỳ\s+(?:dự\s+án|kho(?:\s+mã)?|thư\s+mục|máy|người)|(?:mọi|tất\s+cả(?:\s+các)?)\s+(?:kho|đồng\s+nghiệp|thành\s+viên|nhóm)`

// prop38FanCJK: traditional Chinese destinations (every, all, other +
// project, repository, folder, colleague) and the whole team.
const prop38FanCJK = `(?:每個|每个|所有|其他|其它|別的|别的|全部)\s*(?:[A-Za-z][\w.-]*\s*|\p{Han}{1,4})?(?:專案|項目|倉庫|儲存庫|資料夾|目錄|代理|同事|成員|用戶|使用者|仓库|项目)|整個團隊|整个团队|全體成員|全体成员`

var (
	// prop38Restore: the skill made to put itself back after the user
	// removes it: a copy meant to outlive its removal.
	prop38Restore = lazyRegexp(`(?i)\b(?:the\s+skill|this\s+skill|it)\s+(?:will\s+|can\s+|should\s+|then\s+|always\s+)?(?:re-?install|restore|re-?create|re-?add|re-?download|re-?clone|re-?copy|re-?deploy|put|bring)s?\s+itself(?:\s+back)?\s+(?:\w+\s+){0,3}?(?:if|when|whenever|after|once|even\s+if|each\s+time|every\s+time)\s+(?:it\s+(?:is|was|gets|has\s+been)\s+|the\s+user\s+|someone\s+|anyone\s+|you\s+)?(?:remov|delet|uninstall|wip|purg|disabl)\w*`)
	// prop38UserHomes: a path that is every user's account at once: the
	// default profile that seeds each new account (/etc/skel,
	// C:\Users\Default), or a loop over every home folder.
	prop38UserHomes = lazyRegexp(`(?i)/etc/skel\b|\bC:\\+Users\\+Default\b|Get-ChildItem\s+(?:-Path\s+)?["']?C:\\+Users\b[^\n]*\|\s*(?:%|ForEach-Object|foreach)|\bfor\s+\w+\s+in\s+/(?:home|Users)/\*`)
	// prop38SelfWin: the skill's own file by a relative Windows path.
	prop38SelfWin = lazyRegexp(`(?i)(?:^|[\s"'(=,])\.\\SKILL\.md\b`)
	// prop38AgentSkills: an agent's skills folder, either slash.
	prop38AgentSkills = lazyRegexp(`(?i)\.(?:claude|codex|agents|cursor|gemini|opencode|windsurf)[\\/]+skills\b`)
)

// prop38Fence reads a code block for two shapes the line readings miss:
// consecutive whole-line comments that together form one sentence (a
// propagation order wrapped over several comment lines), and the skill's
// own file copied into an agent's skills folder of every account on the
// machine (each home folder in turn, or the default profile every new
// account is made from).
func (c *checker) prop38Fence(d *doc, f fence, own *lazyRE) {
	t := d.v.text
	b := t[f.start:f.end]
	if m := prop38UserHomes.FindStringIndex(b); m != nil && prop38AgentSkills.MatchString(b) && propCopyCode.MatchString(b) {
		if sm := prop38SelfWin.FindStringIndex(b); sm != nil || firstSelf(b, nil) != nil {
			if sm == nil {
				sm = firstSelf(b, nil)
			}
			c.reportPropagation(d, f.start+min(m[0], sm[0]), f.start+max(m[1], sm[1]), true, "copies this skill's own file into the agent's skills folder of every account on the machine (self-propagation)")
		}
	}
	// Whole-line comments joined: each line keeps its offsets, the line
	// breaks between them become spaces.
	var run []byte
	runStart, lines := -1, 0
	flush := func() {
		if lines >= 2 && len(run) <= maxIntentUnit {
			if s, e, ok := propProse(string(run), c.p.Name, own); ok {
				c.reportPropagation(d, runStart+s, runStart+e, false, "tells the agent to carry this skill's text into other places (self-propagation)")
			}
		}
		run, runStart, lines = run[:0], -1, 0
	}
	off := f.start
	for _, line := range strings.SplitAfter(b, "\n") {
		body := strings.TrimSuffix(line, "\n")
		if p, ok := commentProse(body); ok {
			if runStart < 0 {
				runStart = off
			}
			run = append(run, p...)
			if len(line) > len(body) {
				run = append(run, ' ')
			}
			lines++
		} else {
			flush()
		}
		off += len(line)
	}
	flush()
}

// checkSelfRestore refuses a skill that says it puts itself back after
// the user removes it: the user's removal is undone, the copy persists.
func (c *checker) checkSelfRestore(d *doc) {
	if !strings.Contains(d.v.lower, "itself") {
		return
	}
	for _, u := range d.units {
		ut := d.v.text[u.start:u.end]
		if len(ut) > maxIntentUnit {
			ut = ut[:maxIntentUnit]
		}
		if !strings.Contains(strings.ToLower(ut), "itself") {
			continue
		}
		m := prop38Restore.FindStringIndex(ut)
		if m == nil || negatedBefore(ut[:m[0]]) {
			continue
		}
		// "it" is the skill only where the sentence names a skill.
		if strings.HasPrefix(strings.ToLower(ut[m[0]:]), "it") && !strings.Contains(strings.ToLower(ut), "skill") {
			continue
		}
		c.reportPropagation(d, u.start+m[0], u.start+m[1], false, "makes the skill reinstall itself after the user removes it (it persists against removal)")
	}
}

// An approval store kept as a folder (.approvals/store.json) is the same
// target as approvals.json: writing "approved" into it passes changes no
// one reviewed.
func init() {
	tamperTargets = append(tamperTargets, targetKind{RuleTamperReview, lazyRegexp(`(?i)\.approvals?/[\w.-]*`),
		[]string{".approval"}, "Ingot's review slot, approval store or audit trail"})
}
