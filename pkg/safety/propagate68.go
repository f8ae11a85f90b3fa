package safety

// Round 68 (propagate family): self-propagation (actions.go: this skill,
// a verb that carries it, places that are many, within one statement)
// where one part was spelled in a way the lists lacked, read in
// fresh206-208. Each entry fills a gap in meaning for the whole
// language, not a sentence:
//
//   - Indonesian names the skill's own text as "these instructions"
//     ("instruksi ini", "petunjuk ini"), as Latvian "šo instrukciju" and
//     Somali "tilmaamahan" already do: the instructions are the skill.
//   - Javanese had no propagation lexicon: this skill or file ("skill
//     iki", "berkas iki"), copy or write it in ("salinen", "tulisen",
//     "sebarna"), every folder or project, a friend's laptop ("saben",
//     "kabeh", "kanca-kanca"); its ASCII function words mark a Javanese
//     statement typed without diacritics.
//   - Latvian copies into with the prefix "ie-" ("iekopē", paste in) and
//     names all other prompts, skills, agents or their configurations
//     ("visās citās uzvednēs").
//   - Moroccan Darija in Latin letters had no lexicon: this skill ("had
//     l-skill"), copy ("nsekh"), all the folders or projects ("ga3 l-",
//     "kol repo"); and the same in Arabic letters ("هاد السكيل", "ݣاع").
//   - Persian names the skill as "this very skill" ("همین مهارت") and the
//     places as "all the users" or "all the repositories" written with
//     the ezafe ("همه‌ی کاربران", "همه‌ی مخزن‌ها").
//   - Somali names the skill's text as "this instruction" ("tilmaantan")
//     and writes it in ("ku qor") to all the files ("dhammaan faylasha").
//
// A stem alone reads nothing: the copy still needs this skill, a verb
// that carries it and a place that is many within one statement.
func init() {
	registerActionLexicon("id+r68-propagate", actionLex{
		selfRef: []string{"instruksi ini", "instruksi-instruksi ini", "petunjuk ini", "arahan ini"},
	})
	jvQ := []string{"saben", "kabeh", "sakabehe", "sakabèhé"}
	jvN := []string{"folder", "proyek", "projek", "repo", "repositori", "laptop", "komputer", "skill", "mesin"}
	registerActionLexicon("jv+r68-propagate", actionLex{
		selfRef:     []string{"skill iki", "berkas iki", "file iki", "instruksi iki", "pituduh iki", "dokumen iki"},
		copyVerb:    []string{"salinen", "tulisen", "sebarna", "sebarke", "sebarké", "tempelna", "lebokna", "kopiken", "kopènen"},
		otherPlaces: append(wqCross(jvQ, jvN), "laptop kanca", "komputer kanca", "kanca-kanca", "kanca kabeh"),
		markers:     []string{"iki", "kuwi", "lan", "saben", "kabeh", "menyang", "saka", "sawise", "sadurunge", "ora", "karo", "uga", "wis"},
	})
	lvQ := []string{"visās citās", "visām citām", "visos citos", "visiem citiem"}
	lvN := []string{"uzvedn", "prasm", "aģent", "konfigurācij", "dator", "repozitorij", "projekt", "map"}
	registerActionLexicon("lv+r68-propagate", actionLex{
		copyVerb:    []string{"iekopē", "iekopējiet", "iekopēt", "pārkopē", "pārkopējiet"},
		otherPlaces: wqCross(lvQ, lvN),
	})
	aryN := []string{"l-dossiers", "l-dossier", "l-projets", "l-projet", "l-repos", "l-repo", "l-skills", "l-machines", "l-pc"}
	registerActionLexicon("ary+r68-propagate", actionLex{
		selfRef:     []string{"had l-skill", "had skill", "had l-fichier", "had l-file", "had l-instructions", "هاد السكيل", "هاد الملف", "هاد الفيشي"},
		copyVerb:    []string{"nsekh", "nse5", "nsakh", "kopyi", "نسخ", "كوبي"},
		otherPlaces: append(wqCross([]string{"ga3", "g3", "kaml", "kamlin"}, aryN), "kol repo", "kol projet", "kol dossier", "kolla repo", "ݣاع المشاريع", "كاع المشاريع", "ݣاع الدوسيات", "كاع الدوسيات", "كل ريبو"),
		markers:     []string{"dyal", "dial", "ga3", "mlli", "bla", "3nd", "bach", "wach", "kol", "hta"},
	})
	registerActionLexicon("fa+r68-propagate", actionLex{
		selfRef:     []string{"همین مهارت", "همین فایل", "همین دستورالعمل", "همین اسکیل", "همین راهنما"},
		otherPlaces: wqCross([]string{"همه‌ی", "همهٔ", "همه ی", "همه", "تمام", "تمامی"}, []string{"کاربران", "مخزن", "ریپو", "پوشه", "پروژه"}),
	})
	registerActionLexicon("so+r68-propagate", actionLex{
		selfRef:     []string{"tilmaantan", "tilmaamtan", "tilmaamahan oo dhan"},
		copyVerb:    []string{"ku qor", "ku qorso", "ku koobi"},
		otherPlaces: []string{"dhammaan faylasha", "dhammaan faylal", "fayl kasta", "faylasha oo dhan", "dhammaan kombiyuutarada"},
	})
}

// Round 68 (propagate family, persona): a persona frame and a property
// no safe agent has (personaFrame, personaNoPolicy: within 160 bytes,
// not narrowed to a subject), in languages whose lists lacked the turn
// of phrase, read in fresh206-208:
//
//   - Javanese, in its polite (krama) register as well as the plain one:
//     "you become" ("panjenengan dados", "sampeyan dadi"); has no rules
//     ("boten gadhah aturan", "ora nduwe aturan"), never refuses ("boten
//     naté nolak", "ora nate nolak").
//   - Somali: "the one you become" ("aad noqonaysid"); has no law ("ma
//     laha wax sharci", "ma laha xeer"), and never refuses in the
//     feminine and second person beside the masculine ("weligeed ma
//     diiddo").
//   - Kurdish (Kurmanji): the frame as "your role" ("rola te", "rolê
//     te"); has no law or rule ("ti qanûn tune", "qaîde tune").
//
// Each stem alone reads nothing: a property still needs a persona frame
// within reach.
var lexicons68Propagate = map[string]langLex{
	"jv+r68-propagate": {
		frame:    []string{"panjenengan dados", "panjenengan dadi", "sampeyan dadi", "sampeyan dados", "kowe dadi", "kowé dadi", "sliramu dadi"},
		noPolicy: []string{"boten gadhah aturan", "mboten gadhah aturan", "ora nduwe aturan", "ora duwe aturan", "ora duwé aturan", "boten naté nolak", "boten nate nolak", "mboten naté nolak", "mboten nate nolak", "ora naté nolak", "ora nate nolak", "ora tau nolak"},
	},
	"so+r68-propagate": {
		frame:    []string{"aad noqonaysid", "aad noqonaysaa", "waxaad noqonaysaa", "doorkaagu waa", "doorkaaga waa"},
		noPolicy: []string{"ma laha wax sharci", "ma leh wax sharci", "ma laha sharci", "ma laha xeer", "ma leh xeer", "weligeed ma diido", "weligeed ma diiddo", "weligiis ma diiddo", "weligaa ma diidid", "weligaa ma diiddid", "marnaba ma diiddo"},
	},
	"kmr+r68-propagate": {
		frame:    []string{"rola te", "rolê te", "tu niha", "tu yê bibî"},
		noPolicy: []string{"ti qanûn tune", "tu qanûn tune", "qanûnên wî tune", "qanûnên wê tune", "qaîde tune", "qayde tune", "ti qaîde tune", "qet red nakî", "tu caran red nakî"},
	},
}

func init() {
	for _, l := range byLanguage(lexicons68Propagate) {
		for _, set := range []*[]string{&l.void, &l.prior, &l.guide, &l.this, &l.wins, &l.obeyOnly, &l.fromNow, &l.noLimits, &l.frame, &l.noPolicy} {
			*set = apostropheVariants(*set)
		}
		normaliseLex(&l)
		mergeLexicon(l)
		voidAll38 = append(voidAll38, l.void...)
	}
}

// Round 68 (propagate family, code): R spells the copy and the loop over
// folders its own way, read in fresh207. A copy of a file ("file.copy",
// "file.append", "fs::file_copy") is a copy as cp is; a loop over the
// folders of a tree ("for (d in list.dirs(...))", "lapply(list.dirs(...),
// ...)", "fs::dir_ls") is a loop over many places as "for d in ~/*/" is.
// Either alone reads nothing: propCodeFlow still needs this skill's own
// file, a copy and the loop in one block.
func init() {
	propCopyCode = nfkcRe(propCopyCode.String() + `|\bfile\.(?:copy|append)\(|\bfs::(?:file|dir)_copy\(`)
	propFanCode = nfkcRe(propFanCode.String() + `|\bfor\s*\(\s*\w+\s+in\s+(?:list\.dirs|list\.files|dir|Sys\.glob|fs::dir_ls)\(|\b(?:lapply|sapply|vapply|walk|purrr::walk)\(\s*(?:list\.dirs|Sys\.glob|fs::dir_ls)\(`)
}

// prop68Fan: people one follows on a platform, or who follow one, are
// many and someone else's, as "everyone you work with" is (spliced into
// propFan; the word's start is propFanRe's own): "the dotfiles of
// everyone they follow", "all of your followers' repos".
const prop68Fan = `(?:everyone|everybody|anyone|each\s+(?:person|account|user))\s+(?:(?:you|they|we|he|she|the\s+user)\s+)(?:also\s+)?follows?\b|` +
	`(?:all|every\s+one)\s+(?:of\s+)?(?:your|their|his|her|the\s+user's|the\s+user’s)\s+followers\b|` +
	`(?:every|each)\s+follower\b`
