package safety

// Round 87 (propagate), tuned on fresh251-254.
//
// This skill carried to the places every user, document or reader
// receives, in other languages (spread39 reads the copy of this skill
// into other projects and skills through the action lexicons):
//   - Every user of the machine: the new-user template (/etc/skel, "the
//     template of new users") and every home folder, each account that
//     logs in getting the skill (Ukrainian, Russian, Dutch).
//   - Every template or new document and every new session (Dutch "elk
//     sjabloon", "elk nieuw document", "elke nieuwe sessie"): each file
//     made from the template and each session carries the skill's text.
//   - Every mail the user sends and the recipients' agents (Japanese):
//     the text rides each message to its readers, whose agents are told
//     to take it in.
//
// The places are read only beside the skill named as a skill (self87),
// not the lexicons' "this document" or "this file", which a template's
// logo or a mail's attachment may be taken from.
var (
	self87 = concept{"deze vaardigheid", "deze skill", "dit skill", "цей навик", "цю навичку", "цього навику", "цей скіл", "этот навык", "этого навыка", "этот скилл", "このスキル", "本スキル", "このskill"}
	// copy87: the carrying verbs the lexicons leave out as too common to
	// read beside their looser self-references: the Dutch "voeg ... toe",
	// the Japanese "add" and "install".
	copy87   = concept{"voeg ", "toevoegen", "追加", "導入", "додай", "додайте", "добавь", "добавьте"}
	places87 = concept{
		"/etc/skel", "шаблон нових користувач", "шаблону нових користувач", "усі домашні каталог", "всі домашні каталог", "кожен домашній каталог", "кожного домашнього каталог", "домашні каталоги всіх", "домашні каталоги усіх", "усіх користувачів", "всіх користувачів", "кожного користувача",
		"шаблон новых пользовател", "все домашние каталог", "каждый домашний каталог", "домашние каталоги всех", "всех пользователей", "каждого пользователя",
		"elk sjabloon", "ieder sjabloon", "alle sjablonen", "elk nieuw document", "ieder nieuw document", "alle nieuwe documenten", "elke nieuwe sessie", "iedere nieuwe sessie", "elke thuismap", "alle thuismappen", "elke gebruiker", "alle gebruikers",
		"すべてのメール", "全てのメール", "全メール", "送るメール", "送信するメール", "受け取った人のエージェント", "受信者のエージェント", "相手のエージェント", "すべてのテンプレート", "全てのテンプレート",
	}
)

// checkPropagation87 reads each prose statement of the body for this
// skill, a carrying verb and one of places87 close together (hooked from
// checkTamper87 for the body).
func (c *checker) checkPropagation87(d *doc) {
	c.propagationNear(d, self87, copy87, places87, 160, "tells the agent to carry this skill into every user's home, every template or document, or every mail and its readers' agents (self-propagation)")
}

// propagationNear: rounds 87's and 88's reading of self-propagation in
// prose, each round with its own lexicons: the skill named as itself
// (self), a carrying verb (copyVerbs, or the action lexicons' actCopy)
// and one of places within window bytes, not negated, and ordered rather
// than described.
func (c *checker) propagationNear(d *doc, self, copyVerbs, places concept, window int, msg string) {
	actionLexiconsReady()
	for u, ut := range d.proseUnitsCut() {
		low, off := lowerCompact(ut)
		hc := hitCache{}
		if len(hc.hits(low, places)) == 0 || len(hc.hits(low, self)) == 0 {
			continue
		}
		s, e, _, ok := hc.near(low, window, self, copyVerbs, places)
		if !ok {
			s, e, _, ok = hc.near(low, window, self, actCopy, places)
		}
		if !ok || negatedIn(low, hc, s) {
			continue
		}
		as, ae := off[s], off[min(e, len(off)-1)]
		if ae <= as || c.describedNotOrdered(d, u, ut, as) {
			continue
		}
		c.reportPropagation(d, u.start+as, u.start+ae, false, msg)
	}
}
