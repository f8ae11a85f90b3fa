package safety

// Round 65 (propagate): the round-5 reading (this skill, a verb or a copy
// that carries it, a destination that is many or someone else's) with one
// part spelled in a way the lists did not hold, read in fresh185:
//
//   - Sending and passing on in the Romance languages (Portuguese and
//     Spanish "mande", "envie", "repasse", "reenvía"; Italian "invia",
//     "inoltra"; French "envoie", "transmets"): to send a text to people
//     carries it, as English "send" and "forward" already do. Only the
//     verb's own forms: "mandatory" and "envio" (shipping) are no order.
//   - Every document, file or template, and every contact or colleague,
//     in the Romance languages ("cada documento nuevo", "todos os
//     contatos", "ogni collega", "tous les collègues"), and someone's own
//     contacts or colleagues ("seus próprios contatos"): places that are
//     many or someone else's, as English "every document" and "their
//     contacts" already are.
//   - A file of this skill named by its kind ("this rule file", "this
//     checklist file") is the text in hand when the sentence carries it
//     into a skills folder many load from (a system-wide skills folder,
//     the skills folder of every user): a file put where agents load
//     skills is a skill, as "this folder" carried to a skills marketplace
//     is the skill's own folder (propThisFolder). A config file copied
//     into projects stays ordinary: only a skills destination reads it.

// prop65Spread: sending or passing on, in Portuguese, Spanish, Italian
// and French (spliced into propSpread; the word's start is propSpreadRe's
// own).
const prop65Spread = `mand(?:e|em|a|ar|ando|ad)\b|env[ií](?:e|em|en|a|ar|ando|ad)\b|repass(?:e|em|a|ar|ando)\b|reenv[ií](?:e|en|a|ar|ad)\b|inoltr(?:a|i|ate|are)\b|invi(?:a|ate|are)\b|envoie[sz]?\b|envoyez\b|envoyer\b|transmet(?:s|tez|tre)?\b`

// prop65Fan: every document or template, every contact or colleague, and
// someone's own contacts, in the Romance languages (spliced into propFan;
// the word's start is propFanRe's own).
const prop65Fan = `(?:cada|todos\s+(?:os|los)|todas\s+(?:as|las)|tous\s+les|toutes\s+les|chaque|ogni|tutti\s+i|tutte\s+le)\s+(?:\S+\s+){0,2}?(?:documentos?|documents?|documenti|archivos?|arquivos?|ficheros?|fichiers?|plantillas?|modelos?|modèles?|contatos|contactos|contacts|contatti|colegas?|colleghi|collega|collègues?|compañer[oa]s?|companheir[oa]s?)(?:[^\p{L}]|$)|` +
	`(?:seus|suas|sus|tus|teus|tuoi|suoi|ses|tes|vos)\s+(?:própri[oa]s\s+|propi[oa]s\s+|propri\s+|propres\s+)?(?:contatos|contactos|contacts|contatti|colegas|colleghi|collègues|compañeros|companheiros)(?:[^\p{L}]|$)`

var (
	// prop65KindFile: this skill's file named by its kind ("this rule
	// file"), read as the text in hand only beside a skills destination.
	prop65KindFile = lazyRegexp(`(?i)\bthis\s+(?:[\w-]+\s+){1,2}?file\b`)
)

// prop65SelfToSkills returns "this <kind> file" in t when t carries it
// into a skills folder many load from.
func prop65SelfToSkills(t string) [][]int {
	if !propSkillDest.MatchString(t) && !prop63ManySkills.MatchString(t) {
		return nil
	}
	return prop65KindFile.FindAllStringIndex(t, 4)
}
