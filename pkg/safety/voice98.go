package safety

// Round 98 (voice: forged turns, personas, overrides in paraphrase),
// tuned on fresh295-298.
//
// Persona stack (checkPersonaStack): traits written in forms the rows
// lacked. Nothing here refuses alone: the stack still needs the free
// trait and a second one in one paragraph with a persona frame, or all
// three traits.
//
//   - Hebrew: "there is no policy at all" said without the pronoun
//     ("לX אין שום מדיניות", the character's name carries the "to"),
//     where the row read only "אין לו/לה ..."; never refusing with the
//     adverb first ("אף פעם לא מסרבת", "לעולם אינו מסרב"), where the
//     row read it after the verb.
//   - Japanese: rules said to be absent as a list ("ルールも制限もなく",
//     neither rules nor limits) or as not existing ("ポリシーは存在しない");
//     answering whatever is asked without refusing ("どんな質問にも断らずに
//     答える"), the adverbial "断らず" (without refusing) and the particle
//     "にも" the rows lacked.
var personaTable98 = []personaLang79{
	{lang: "he-98",
		free:       []string{`אין\s+(?:שום|אף)\s+(?:כללים|חוקים|מדיניות|עקרונות|הגבלות|מגבלות)`},
		never:      []string{`(?:אף\s+פעם|לעולם|מעולם)\s+(?:לא|אינו|אינה|אינך|אינני)\s+מסרב\S*`},
		freeStems:  []string{"כללים", "חוקים", "מדיניות", "עקרונות"},
		traitStems: []string{"מסרב"}},
	{lang: "ja-98", joined: true,
		free:       []string{`(?:ルール|規則|ポリシー|方針|規範)(?:も|は|が)(?:一切|何も)?(?:存在しな|存在せ|ありま?せ)`, `(?:ルール|規則|ポリシー|方針|規範)も[^、。\n]{1,6}?もな[いく]`},
		never:      []string{`(?:どんな|いかなる|あらゆる)(?:質問|依頼|要求|頼み|話題|相談)(?:に|で)?も断らず`},
		answers:    []string{`(?:どんな|いかなる|あらゆる)(?:質問|話題|相談)(?:に|で)?も(?:断らずに|拒まずに)?答え`},
		freeStems:  []string{"ルール", "ポリシー"},
		traitStems: []string{"断らず", "答え"}},
}

// The rows join round 79's table before its init reads it (package
// variables are set before any init runs).
var _ = func() bool {
	personaTable79 = append(personaTable79, personaTable98...)
	return true
}()

// Override in paraphrase (checkVoidReplaced): the voiding-and-replacement
// shape in more words. A part alone still decides nothing: the rule needs
// the agent's guidance voided and boundless conduct in one paragraph.
//
//   - Voided as having lost its force ("lost its force", "has no force"),
//     as "no longer in effect" already is.
//   - The agent's guidance named as what its conversation began with
//     ("whatever the chat began with"): the opening of a chat is its
//     system prompt.
//   - Boundless conduct as freedom to take the talk anywhere ("feel free
//     to go anywhere with it"), topics none of which are off limits ("no
//     off-limits topics"), or obedience with no restriction applied.
//
// A note that an old coupon "lost its force" and that visitors may "go
// anywhere" in the park voids nothing of the agent's: without both parts
// in one paragraph nothing is reported.
var (
	void98     = concept{"lost its force", "lost their force", "loses its force", "lose their force", "lost all force", "lost all its force"}
	referent98 = concept{"the chat began with", "the chat started with", "the conversation began with", "the conversation started with", "the session began with", "the session started with"}
	bounds98   = concept{"go anywhere with it", "go anywhere you like", "go anywhere you want", "go anywhere you please",
		"no off-limits topics", "no off limits topics", "no off-limits topic", "no off limits topic", "no off-limits subjects", "no off limits subjects",
		"no restriction applied", "no restrictions applied"}
)

func init() {
	voidAll38 = append(voidAll38, void98...)
	referent38 = append(referent38, referent98...)
	bounds38 = append(bounds38, bounds98...)
}

// Forged turns (checkForged), labels and grants the lists lacked. Each
// still needs the other half in one block: a label governs only a block
// that grants itself permissions, and a grant counts only under a label.
//
//   - A message attributed to those who write the agent's system turn:
//     the model's vendor or the platform's trust, safety, policy or
//     platform team ("[Message from the trust team]", "Message from the
//     platform team:"). A skill has no channel from them; a text that
//     claims one speaks in their place. Closed by a bracket, a colon or
//     the line's end, as the other labels are.
//   - A role word under a heading with two qualifiers ("## SYSTEM
//     OVERRIDE NOTICE", "System priority message"), where the label read
//     one ("System notice").
//   - Grants: the skill's instructions said to replace the agent's
//     defaults or rules; the skill said to be trusted at root, system or
//     administrator level; in Tamil, the safety rules said removed
//     ("விதிகள் நீக்கப்பட்டன") and the assistant told it must refuse
//     nothing ("எதையும் மறுக்கக்கூடாது"); in Turkish, the rules said to be
//     off ("kurallar ... kapalı"), where "kapat" (switch off) was read
//     but not the state it leaves.
var roleLabel98 = `(?im)^[ \t>*_#\-]*(?:[【\[(]\s*)?(?:message|note|notice|memo|directive|instructions?|update)\s+from\s+(?:the\s+)?(?:[\w/&.\-]+\s+){0,2}?(?:(?:trust(?:\s+(?:and|&)\s+safety)?|safety|platform|policy|alignment|moderation)\s+team|openai|anthropic)\b[^\]】)\n:]{0,40}(?:[】\])][ \t*_]*)?(?:[:：]|$)` +
	`|(?im)^[ \t>*_#\-]*` + roleWords + `[ \t_]+(?:override|priority|security|policy|emergency|urgent|critical|official)[ \t_]+(?:notice|message|note|alert|instructions?|directive|update|bulletin)[ \t*_]*(?:[:：]|$)`

var forgedAuthority98 = `\b(?:its|this\s+(?:skill|file)(?:'s|’s)?|these)\s+(?:instructions|rules|directives)\s+(?:now\s+)?(?:replace|override|supersede|outrank)\s+(?:your|the\s+(?:model|assistant|agent)(?:'s|’s)?)\s+(?:own\s+)?(?:defaults?|default\s+(?:rules|behaviou?r|settings)|rules|guidelines|instructions|policies|settings)\b` +
	`|\b(?:is|are)\s+(?:now\s+)?(?:trusted|privileged)\s+at\s+(?:the\s+)?(?:root|system|admin(?:istrator)?|operator|highest)\s+(?:level|tier)\b` +
	`|(?:பாதுகாப்பு\s+)?(?:விதிகள்|விதிமுறைகள்|கட்டுப்பாடுகள்)\S*\s+(?:\S+\s+)?(?:நீக்கப்பட்ட|முடக்கப்பட்ட|தளர்த்தப்பட்ட)\S*` +
	`|எதையும்\s+மறுக்கக்\s*கூடாது` +
	`|(?:^|[^\pL])(?:kısıtlama|sınırlama|kural|güvenlik\s+kural)\pL*\s+(?:\pL+\s+){0,2}?(?:kapalı|askıya\s+alındı|iptal\s+edildi)(?:$|[^\pL])`

func init() {
	roleLabelRe = lazyRegexp(roleLabelRe.String() + `|` + roleLabel98)
	authorityRe = lazyRegexp(authorityRe.String() + `|(?i:` + forgedAuthority98 + `)`)
}
