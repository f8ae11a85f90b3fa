package safety

import (
	"iter"
	"regexp"
	"strings"
	"unicode/utf8"
)

// Self-propagation by data flow and by meaning (round 5).
//
// A worm needs no payload besides itself: the skill's own text must not be
// carried out of its folder into many places. Two readings:
//
//   - code (a code block, or inline code in a sentence) that names the
//     skill's own file or folder ($0, BASH_SOURCE, __file__, __dirname,
//     import.meta.url, $PSScriptRoot, a bare SKILL.md, skills/<own name>),
//     copies or appends it, and fans out over many destinations (a loop or
//     glob over directories, find over the home directory, gh repo list,
//     os.walk, Get-ChildItem -Recurse) or into agent instruction files;
//   - a sentence that takes this skill (this skill/file, its text or body,
//     the skill by its own name, in several languages) as the object of a
//     spreading verb (copy, install, add, append, share, ...) with a
//     destination that is many or someone else's (every/each/all/any/other/
//     new + repository, project, skill, PR, agent, message ...; "onward";
//     the global configuration).

var (
	// propSelfCode: the running skill's own file or folder.
	propSelfCode = nfkcRe(`\$\{?0\b|\$\{?BASH_SOURCE|\b__file__\b|\b__dirname\b|import\.meta\.(?:url|dirname|filename)|\$PSScriptRoot|\$MyInvocation|\$PSCommandPath|(?:^|[\s"'(=,\[])(?:\./)?SKILL\.md\b`)
	// propCopyCode: copying or appending a file's content elsewhere.
	propCopyCode = nfkcRe(`(?i)\b(?:cp|rsync|install|ln|tee|ditto|robocopy|xcopy)\s|\bcat\b[^|\n]*>>?|>>|\bshutil\.copy\w*|\bcopytree\b|\.write_(?:text|bytes)\(|\bwriteFile(?:Sync)?\(|\bappendFile(?:Sync)?\(|\bcopyFile(?:Sync)?\(|\bcpSync\(|\bfs\.cp\(|\bCopy-Item\b|\bSet-Content\b|\bAdd-Content\b|\bOut-File\b|\bgit\s+(?:add|commit|push)\b|\bgh\s+(?:pr|repo|gist)\s+create\b|` +
		// Round 40: a secure copy to another host (scp), as rsync is
		`\bscp\s|` +
		// a Gradle copy task
		`\bcopy\s*\{\s*from\b`)
	// propFanCode: a loop or search over many directories, repositories
	// or skill folders, or agent instruction files as the target.
	propFanCode = nfkcRe(`(?i)\bfor\s+\w+\s+in\s+[^;\n]*[*~$]|\bfind\s+(?:~|\$HOME|/|\$\{?HOME)|\bgh\s+repo\s+list\b|\bos\.walk\b|\.r?glob\(|\bglob\.glob\(|\bglob\(|Get-ChildItem[^\n|]*-Recurse|\bforeach\b|\bxargs\b|\breaddirSync\b|\bfs\.readdir\b|\bAGENTS\.md\b|\bCLAUDE\.md\b|\bGEMINI\.md\b|\.cursorrules\b|\.windsurfrules\b|copilot-instructions\.md|\.cursor/rules`)
	// propDotSelf: the current folder copied whole (copytree('.', ...),
	// cp -r . ..., Copy-Item . -Recurse).
	propDotSelf = nfkcRe(`(?i)\bcopytree\(\s*["']\./?["']|\bcp\s+-\w*[rRa]\w*\s+\./?\s|\bCopy-Item\s+\.\\?\s+[^\n]*-Recurse`)
	// propFindName: SKILL.md as a search pattern, not as this file.
	propFindName = nfkcRe(`(?i)-i?(?:name|path)\s+['"]?[*/\w.-]*$`)
)

// Prose reading.
var (
	propSelfEN = `this\s+skill(?:'s)?|` +
		// round 40: this <word> skill, this whole table (propagate40tamper.go)
		prop40SelfEN + `|` +
		// round 41: this playbook, runbook, handbook (prop41.go)
		prop41SelfEN + `|` +
		// round 42: this FAQ or SOP, "dis" (prop42.go)
		prop42SelfEN + `|` +
		// round 50: this very comment, line, note (propagate50.go)
		prop50SelfEN + `|` +
		// round 59: this <thing>'s full instructions (propagate59.go)
		prop59SelfEN + `|` +
		// round 64: this <thing> as a skill (propagate64.go)
		prop64SelfEN + `|` +
		// round 83: these onboarding instructions (propagate83.go)
		prop83SelfEN + `|` +
		// round 84: this cell, this slide (exfil84.go)
		prop84SelfEN + `|` +
		`this\s+(?:exact|same|very|whole|entire|complete|full|current)\s+(?:skill|file|document|guide|page|text|SKILL\.md|note|prompt|playbook|runbook|procedure)\b|` +
		// "give them this one too": this skill handed over besides another
		`this\s+one\s+(?:too|as\s+well|also)\b|this\s+SKILL\.md|this\s+(?:file|document|guide|page|note|content|text|paragraph|section|block|snippet|instruction|directive|sentence|notice)|this\s+skill(?:'s)?\s+(?:folder|directory)|this\s+(?:folder|directory)\s+(?:itself|as\s+it\s+is)|this\s+(?:\w+\s+){1,2}(?:block|section|paragraph|snippet)|(?:the\s+)?(?:section|paragraph|block|text|lines?|note|snippet|sentence|message|comment)\s+(?:below|above)(?:\s+verbatim)?|(?:the\s+)?(?:hidden\s+)?comment\s+(?:at\s+the\s+(?:end|top|bottom)\s+of|in)\s+this\s+(?:file|skill|document)|these\s+(?:instructions|rules|lines)|(?:the\s+)?(?:full|whole|entire|complete)\s+(?:text|body|content|contents)\s+of\s+(?:this|it)|(?:text|body|content|contents|instructions|paragraphs?|sections?|rules|steps)\s+of\s+this\s+(?:skill|file|one)|a\s+copy\s+of\s+(?:this|it)\b|` +
		// this folder carried off the machine: pushed, published, forked
		`\b(?:push|publish|upload|fork|mirror)\w*\s+(?:a\s+copy\s+of\s+)?this\s+(?:skill\s+)?(?:folder|directory|dir)\b`
	propSelfML = `diese[nmrs]?\s+(?:skill|datei|anleitung|text|fähigkeit)|ce\s+(?:skill|fichier|texte|guide)|cette\s+(?:compétence|skill|fiche)|d?(?:este|esta|esse|essa)\s+(?:skill|habilidad|archivo|arquivo|fichero|texto|guía|guia|habilidade|apartado|sección|seção|bloque|bloco|párrafo|parágrafo)|quest[oa]\s+(?:skill|file|testo|guida|abilità)|(?:этот|этого|эту)\s+(?:навык|скилл|файл|текст|SKILL\.md)|(?:diese[nmrs]?|ce|d?(?:este|esse)|quest[oa]|ten|tego|bu|dit|deze|цей|цього|tämä|tämän|denna|detta|denne|dette)\s+SKILL\.md|(?:ten|tego|tę)\s+(?:skill|plik|tekst|umiejętność)|bu\s+(?:beceri|yetenek|skill|dosya|metin)|(?:skill|file|berkas|teks)(?:\s+SKILL\.md)?\s+ini|SKILL\.md\s+ini|(?:skill|kỹ\s+năng|kĩ\s+năng|tệp|tập\s+tin|file|tài\s+liệu|hướng\s+dẫn)\s+này|(?:dit|deze)\s+(?:skill|bestand|document|tekst|handleiding|map)|(?:цей|цього|цю|ця)\s+(?:файл|навичк\w*|скіл\w*|текст)|(?:本|这个|此|該|该)(?:技能|文件|文档)|この(?:スキル|ファイル|文書)|이\s*(?:스킬|파일|문서)|` +
		// round 38: Greek, Serbian and Croatian, Czech, Romanian, Hungarian,
		// Arabic, more Ukrainian cases, traditional Chinese (tamper38.go)
		prop38SelfML + `|` +
		// round 45: these instructions (proppay45.go)
		prop45SelfML + `|` +
		// round 49: "este mismo bloque", "цей skill" (propagate49.go)
		prop49SelfML + `|` +
		// round 63: this note, checklist or guide in CJK (propagate63.go)
		prop63SelfML + `|` +
		// round 64: Bengali, Telugu, Chinese 这份技能 (propagate64.go)
		prop64SelfML + `|` +
		// round 91: Turkish "this pack" (propagate91.go)
		prop91SelfML + `|` +
		// Hindi (and Hinglish), Persian, Swahili, Hebrew, Finnish, Swedish,
		// Danish and Norwegian: this skill, file, text or these instructions
		`(?:इस|यह|इसी)\s+(?:skill|स्किल|फ़ाइल|फाइल|फ़ोल्डर|निर्देश\p{L}*)|\bis\s+skill\s+(?:ki|ka|ke)\b|این\s+(?:\S+\s+)?(?:skill|مهارت|فایل|متن|دستورالعمل\S*)|(?:maagizo|maelekezo|maandishi)\s+haya|(?:skill|ujuzi|faili)\s+(?:hii|huu|hili)|\S*(?:SKILL\.md|skill|סקיל|קובץ|מיומנות|הוראות)\S*\s+(?:הזה|הזו|הזאת|האלה)|(?:tämä|tämän)\s+(?:taito\p{L}*|taido\p{L}*|skill\p{L}*|tiedosto\p{L}*|ohje\p{L}*|teksti\p{L}*)|(?:denna|detta|denne|dette|den\s+här|det\s+här)\s+(?:skill\p{L}*|fil\p{L}*|färdighet\p{L}*|ferdighet\p{L}*|text\p{L}*|tekst\p{L}*|instruktion\p{L}*)`
	// propSpread: verbs that carry a text somewhere else.
	propSpread = `cop(?:y|ies|ied|ying)|giv(?:e|es|ing)\s+(?:them|him|her|everyone|others|colleagues|teammates|(?:your|their)\s+[\w-]+)\b|post(?:s|ed|ing)?\b|repl(?:y|ies|ied|ying)\s+with|register\w*|submit\w*|past\w*|install\w*|add(?:s|ed|ing)?|append\w*|includ\w*|insert\w*|embed\w*|drop\w*|put|place\w*|sav(?:e|es|ing)|shar(?:e|es|ing)|spread\w*|distribut\w*|replicat\w*|propagat\w*|push\w*|publish\w*|plant\w*|inject\w*|commit\w*|forward\w*|recommend\w*|send\w*|` +
		`propos\w*|attach\w*|mirror\w*|upload\w*|merg\w*|writ(?:e|es|ing)\b|contain\w*|carr(?:y|ies|ying)|scp|rsync|stor(?:e|es|ing)\b|mount\w*|e-?mail(?:s|ed|ing)?\b|mail(?:s|ed|ing)?\b|fork(?:s|ed|ing)?\b|bak(?:e|es|ing)\b|` +
		// Round 42: re-created, duplicated, slipped in (prop42.go)
		prop42Spread + `|` +
		// Round 43: prepended (prop43.go)
		prop43Spread + `|` +
		// Round 65: sending and passing on, Romance languages (propagate65.go)
		prop65Spread + `|` +
		// Round 49: put on every node, sent round to everyone (propagate49.go)
		prop49Spread + `|` +
		// Round 57: messaging a person this skill (propagate57.go)
		prop57Spread + `|` +
		// Round 63: making or keeping a copy (propagate63.go)
		prop63Spread + `|` +
		// Round 64: baked into (propagate64.go)
		prop64Spread + `|` +
		// Round 37: vendored into a repository (a copy kept in its tree),
		// and passed or handed to another agent
		`vendor\w*|pass(?:es|ing)?\b|hand(?:s|ing)?\b|` +
		`kopier\w*|füg\w*|trag\w*|installier\w*|verbreit\w*|teil\w*|` +
		`copie\w*|recopi\w*|coll\w*|ajout\w*|instal\w*|insér\w*|insèr\w*|partag\w*|diffus\w*|` +
		`copi\w*|peg\w*|añad\w*|agreg\w*|insert\w*|compart\w*|difund\w*|adicion\w*|insir\w*|` +
		`incoll\w*|aggiung\w*|inserisc\w*|condivid\w*|` +
		`скопир\w*|копир\w*|встав\w*|добав\w*|установ\w*|распростран\w*|` +
		`skopiuj\w*|kopiuj\w*|wklej\w*|dodaj\w*|zainstaluj\w*|` +
		`kopieer\w*|plak\w*|voeg\w*|installeer\w*|verspreid\w*|` +
		`скопі\w*|копіюй\w*|встанови\w*|додай\w*|пошир\w*|` +
		`inclu[aiy]\w*|опублик\w*|публику\w*|размест\w*|chèn|(?:sao\s+)?chép|nhân\s+bản|kopyala\w*|ekle\w*|yükle\w*|paylaş\w*|salin\w*|tempel\w*|tambah\w*|pasang\w*|bagikan|` +
		// round 38: more languages and verbs (tamper38.go)
		prop38Spread + `|` +
		// round 39: Vietnamese add, write in (spread39.go)
		prop39Spread + `|` +
		// round 92: Dutch put (propagate92.go)
		prop92Spread + `|` +
		// Swahili, Hebrew, Finnish, Swedish and Danish
		`nakili\p{L}*|bandika\p{L}*|sambaz\p{L}*|העתק\p{L}*|הדבק\p{L}*|הוסף\p{L}*|הפץ|הפיצו|פרסם\p{L}*|שכפל\p{L}*|kopioi\p{L}*|liitä|lisää|levitä|julkaise|publicer\p{L}*|sprid\p{L}*|lägg\s+till`
	// propSpreadSOV: verbs of languages that put the object first.
	propSpreadSOV = `複製|埋め込|埋込|植入|嵌入|덧붙|삽입|심어|复制|拷贝|粘贴|添加|安装|分享|传播|发布|分发|コピー|貼り付け|追加|インストール|共有|복사|붙여|추가|설치|공유|kopieren|einfügen|hinzufügen|verbreiten|übernehmen|` +
		// round 38: traditional Chinese (tamper38.go)
		prop38SpreadSOV + `|` +
		// round 63: Chinese "add to" (propagate63.go)
		prop63SpreadSOV + `|` +
		// round 64: Bengali and Telugu copy and add (propagate64.go)
		prop64SpreadSOV + `|` +
		// round 92: Japanese "include" with this skill as its object (propagate92.go)
		prop92SpreadSOV + `|` +
		// Hindi, Hinglish and Persian put the verb last
		`कॉपी|कापी|चिपका|जोड़|फैला|डाल|\bdaal\w*|\bchipka\w*|\bcopy\s+kar\w*|کپی|بچسبان|اضافه\s+کن|منتشر\s+کن|پخش\s+کن`
	// propFan: a destination that is many, new or someone else's.
	propFan = `(?:every|each|all|any|other|another|new|future|later|neighbou?ring|sibling|adjacent)\s+(?:[\w'-]+\s+|` + "`[^`\\n]{1,40}`" + `\s+){0,2}?(?:repos?|repositor\w*|projects?|workspaces?|folders?|director\w*|skills?|PRs?|pull\s+requests?|(?:sub-?)?agents?|assistants?|models?|LLMs?|prompts?|templates?|descriptions?|messages?|e-?mails?|machines?|teams?|users?|pages?|conversations?|chats?|rules\s+files?|CLAUDE\.md|AGENTS\.md|projects?|forks?|clones?|codebases?|dependenc(?:y|ies)|packages?|registr(?:y|ies)|cookiecutters?|clients?|servers?|issues?|tickets?|commits?|commit\s+messages?|replies|specs?|charts?|releases?|modules?|files?|documents?|docs?|markdown(?:\s+files?)?|accounts?|marketplaces?|apps?|applications?|contributors?|maintainers?|members?|developers?|engineers?|people|services?|namespaces?|pods?|clusters?|PCs?|computers?|laptops?|workstations?|hosts?|nodes?|devices?|endpoints?|fleets?|submodules?|notebooks?|gists?|shares?|drives?|volumes?|mounts?)\b|onwards?\b|\bglobal\b|your\s+own\s+skills|` +
		// anywhere at all, a public index, and every future project
		`\bsuggest\s+(?:that\s+)?(?:they|the\s+user|users|readers|them)\s+install\s+(?:it|this)\b|\b(?:anywhere|everywhere|wherever)\b|\bskills?\s+(?:marketplace|registry|hub|index|catalog(?:ue)?|store)\b|\bas\s+a\s+dependency\s+of\b|\bpass\s+(?:it|this|them)\s+on\b|\b(?:readers|users|visitors|people|everyone|others)'?s?\s+agents\b|\beveryone\s+(?:in|on)\s+(?:[\w'’]+\s+){0,2}?(?:address\s+book|contacts?|contact\s+list|mailing\s+list|distribution\s+list)\b|\bkeeps?\s+spreading\b|` +
		// whoever depends on the project: its downstream users or packages
		`\bdownstream\s+(?:users?|consumers?|projects?|repos\w*|packages?|dependents?|teams?|developers?)\b|` +
		// a template every new project starts from
		`\bthe\s+(?:team'?s\s+|shared\s+|company'?s?\s+|org\w*'?s?\s+)?(?:cookiecutter|template|boilerplate|starter|skeleton|scaffold\w*)(?:/[\w-]+)?\s+(?:repo\w*|project)\b|\b(?:organi[sz]ation|org|team|company)'?s\s+(?:[\w-]+\s+)?(?:template|boilerplate|starter|skeleton|cookiecutter)s?\b|\b(?:shared|public|community)\s+(?:skills?\s+)?(?:registry|hub|marketplace|index|catalog(?:ue)?|gallery)\b|\bunder\s+a\s+(?:new|different)\s+name\b|` +
		// several names at once: under five different names, under other names
		`\bunder\s+(?:\w+\s+)?(?:different|other|alternat\w*|fake|extra|multiple|several|many|various)\s+names\b|` +
		// out of this workspace, into a listing or prompt library others
		// load from, or into another skill's place (it answers for it)
		`\bbeyond\s+(?:this|the|your|our)\s+(?:workspace|project|repo\w*|machine|computer|team|folder|org\w*|company)\b|\bmarketplace\s+(?:listings?|pages?|entr(?:y|ies))\b|\bprompt\s+librar(?:y|ies)\b|\bin\s+(?:its|their)\s+place\b|\bin\s+place\s+of\b|` +
		`\b(?:whenever|every\s+time|each\s+time)\s+(?:the\s+user|a\s+user|someone|anyone)\b|\b(?:whenever|every\s+time|each\s+time)\s+you\s+(?:create|open|start|clone|make|set\s+up|init\w*|scaffold|generate|fork|write|reply|respond|file|publish|send|edit|release|package)\b|` +
		// what leaves the machine, and whoever receives it
		`\bwhen\s+you\s+(?:publish|send|reply|respond|file|release|e-?mail|post|share|ship|write\s+commit)\w*\b|\bwhoever\b|\banyone\s+who\b|\beveryone\s+who\b|\b(?:other|remote)\s+machines?\b|` +
		`\b(?:the\s+)?(?:organi[sz]ation'?s|org'?s|team'?s|company'?s|shared)\s+(?:shared\s+)?skills?\s+(?:repo\w*|registry|library|folder|director(?:y|ies)|catalog(?:ue)?)\b|` +
		// Round 37: the agent told to hand it on in turn (a relay)
		`\b(?:tell|ask|instruct|have|get|make)\s+(?:it|them|each|every\s+\w+|the\s+(?:new\s+|other\s+)?(?:agent|subagent|sub-agent|model|assistant)s?)\s+(?:to\s+)?do\s+(?:the\s+)?same\b|` +
		// people the text is passed on to, and other projects' manifests
		`(?:their|your|the\s+user's|all|other)\s+(?:[\w'-]+\s+){0,1}?(?:colleagues?|co-?workers?|teammates?|friends?|contacts?|followers?)\b|\bcolleagues\b|\bteammates\b|` +
		`(?:every|each|all|any|other)\s+(?:[\w'-]+\s+){0,1}?(?:package\.json|pyproject\.toml|Cargo\.toml|go\.mod|Gemfile|requirements\.txt|composer\.json|pom\.xml|build\.gradle)|` +
		`(?:jede[snmr]?|alle[nms]?|andere[nmsr]?|neue[nmsr]?)\s+(?:\S+\s+){0,2}?(?:[\p{L}\d]+-)?(?:projekt\w*|repo\w*|skill\w*|ordner\w*|verzeichnis\w*|agent\w*|nachricht\w*)|` +
		`(?:elke?|iedere?|alle|andere|nieuwe)\s+(?:\S+\s+){0,2}?(?:[\p{L}\d]+-)?(?:project\w*|repo\w*|repositor\w*|skills?|mappen|map|folders?|agent\w*|bericht\w*)|(?:gedeelde|gemeenschappelijke)\s+(?:skills?-?)?repo\w*|` +
		`(?:кож(?:ен|н\w*)|усі\w*|всі\w*|інш\w*|нов\w*|сусідн\w*)\s+(?:\S+\s+){0,2}?(?:проєкт\w*|проект\w*|репозитор\w*|навич\w*|тек\w*|пап\w*|агент\w*)|` +
		`(?:chaque|tous\s+les|toutes\s+les|autres?|nouveaux?|nouvelles?)\s+(?:\S+\s+){0,2}?(?:projets?|dépôts?|skills?|compétences?|dossiers?|agents?|messages?)|` +
		`(?:cada|todos\s+los|todas\s+las|todos\s+os|todas\s+as|otros?|otras?|outros?|outras?|nuevos?|novos?)\s+(?:\S+\s+){0,2}?(?:proyectos?|projetos?|repositorios?|repositórios?|skills?|habilidades?|carpetas?|pastas?|agentes?|mensajes?|mensagens?)|` +
		`(?:ogni|tutti\s+i|tutte\s+le|altri|altr[oae]|nuovi|nuove)\s+(?:\S+\s+){0,2}?(?:progett\w*|repository|skill|cartell\w*|agent\w*|messagg\w*)|` +
		`(?:кажд\w*|все\w*|други\w*|новы\w*)\s+(?:\S+\s+){0,2}?(?:проект\w*|репозитор\w*|навык\w*|скилл\w*|папк\w*|агент\w*|сообщени\w*)|` +
		`(?:każd\w*|wszystki\w*|inn\w*|now\w*)\s+(?:\S+\s+){0,2}?(?:projekt\w*|repozytor\w*|skill\w*|folder\w*|agent\w*)|` +
		`(?:her|tüm|bütün|diğer|yeni)\s+(?:\S+\s+){0,2}?(?:proje\w*|depo\w*|beceri\w*|klasör\w*|ajan\w*)|` +
		// Russian: a shared or public registry, under other names
		`(?:общ\p{L}*|публичн\p{L}*|открыт\p{L}*)\s+(?:\S+\s+)?(?:реестр\p{L}*|каталог\p{L}*|маркетплейс\p{L}*|хаб\p{L}*)|под\s+(?:\S+\s+){0,2}?(?:разн\p{L}*|други\p{L}*|нов\p{L}*|чуж\p{L}*)\s+имен\p{L}*|` +
		// Portuguese and Spanish: whenever a new thing is generated or created
		`\b(?:sempre\s+que|toda\s+vez\s+que|cada\s+vez\s+que|siempre\s+que)\s+(?:\S+\s+){0,2}?(?:ger|cri|cre|abr|inici|gener)\w*|` +
		// Vietnamese: new or other projects, every project, the organisation's template
		`(?:dự\s+án|kho\s+mã|thư\s+mục|skill|kỹ\s+năng)\s+(?:mới|khác)|(?:mọi|tất\s+cả(?:\s+các)?)\s+(?:dự\s+án|kho\s+mã|thư\s+mục|skill|kỹ\s+năng|người\s+dùng|máy)|(?:template|mẫu)\s+(?:dự\s+án\s+)?của\s+(?:tổ\s+chức|công\s+ty|nhóm)|` +
		`(?:setiap|semua)\s+(?:\S+\s+){0,2}?(?:proyek|repo\w*|skill|folder|agen)|(?:proyek|repo\w*|skill|folder|agen)\s+(?:lain|baru)|` +
		// round 38: every teammate, each thing you write; more languages (tamper38.go)
		prop38Fan + `|` +
		// round 65: every document or contact, Romance colleagues (propagate65.go)
		prop65Fan + `|` +
		// round 39: someone else's machine or skills folder; the same done for more repos (spread39.go)
		prop39Fan + `|` +
		// round 40: other agents addressed by the carried text (propagate40tamper.go)
		prop40Fan + `|` +
		// round 41: whoever installs it, a staff directory, a relay (prop41.go)
		prop41Fan + `|` +
		// round 42: someone else's place, each teammate (prop42.go)
		prop42Fan + `|` +
		// round 45: Finnish pages and assistants, Catalan, Vietnamese loanwords (proppay45.go)
		prop45Fan + `|` +
		// round 48: other people's agents told to install it (propagate48.go)
		prop48Fan + `|` +
		// round 49: Slavic hosts, nodes and colleagues (propagate49.go)
		prop49Fan + `|` +
		// round 50: every address or contact, a relay into their agents (propagate50.go)
		prop50Fan + `|` +
		// round 57: downstream agents, every summary, instructions files (propagate57.go)
		prop57Fan + `|` +
		// round 59: every workbook or README, a template's generated path (propagate59.go)
		prop59Fan + `|` +
		// round 63: every folder or user, Alemannic, the system-wide skills folder (propagate63.go)
		prop63Fan + `|` +
		// round 64: channels, someone else's agent, Hindi and Telugu loanwords (propagate64.go)
		prop64Fan + `|` +
		// round 68: everyone one follows or who follows one (propagate68.go)
		prop68Fan + `|` +
		prop85Fan + `|` + // round 85: propagate85.go
		prop91Fan + `|` + // round 91: a relay passed on the same way (propagate91.go)
		prop102Fan + `|` + // round 102: tamper102.go
		prop104Fan + `|` + // round 104: tamper104.go
		// Hindi and Hinglish, Persian, Swahili, Hebrew, Finnish, Swedish and Danish
		`(?:हर|सभी|सारे|सब|दूसरे|अन्य|नए)\s+(?:\S+\s+){0,2}?(?:रिपॉज़िटरी|रिपोज़िटरी|रिपो|प्रोजेक्ट|परियोजना\p{M}*|skill|स्किल|फ़ोल्डर|टीम\p{M}*)|\bhar\s+(?:\S+\s+)?(?:repo|project|skill|folder|team)\w*|(?:همه\S*|هر|دیگر)\s+(?:\S+\s+)?(?:مخزن\S*|پروژه\S*|تیم\S*|skill\S*|مهارت\S*|پوشه\S*)|\bkila\s+(?:\S+\s+){0,2}?(?:timu|mradi|hazina|skill|folda|repo|mtumiaji)|(?:skill|ujuzi|miradi|mradi|folda|hazina)\s+(?:nyingine|mpya)|ל?כל\s+(?:\S+\s+)?(?:תיקי\p{L}*|מאגר\p{L}*|פרויקט\p{L}*|ריפו\p{L}*|צוות\p{L}*|סקיל\p{L}*)|(?:jokai\p{L}*|kaikki\p{L}*|kaikkiin|mui\p{L}*|uusi\p{L}*)\s+(?:\S+\s+){0,2}?(?:repositori\p{L}*|repo\p{L}*|projekt\p{L}*|taito\p{L}*|kansio\p{L}*|skill\p{L}*)|julkis\p{L}*\s+\S*rekister\p{L}*|(?:alla|varje|andra|nya|alle|hver|andre|nye)\s+(?:\S+\s+){0,2}?(?:[\p{L}\d]+-)?(?:skill\p{L}*|mapp\p{L}*|repo\p{L}*|projekt\p{L}*|team\p{L}*)|(?:öppna|offentliga|öppne|offentlige)\s+\S*regist\p{L}*`
	propFanCJK = `(?:每个|所有|其他|其它|别的|新的?)\s*(?:[A-Za-z][\w.-]*\s*|新建的?|新创建的?|新的?|\p{Han}{1,6}的)?(?:项目|仓库|技能|文件夹|目录|代理|智能体)|(?:すべての|全ての|各|他の|新しい)\s*(?:[A-Za-z][\w.-]*\s*)?(?:プロジェクト|リポジトリ|スキル|フォルダ|エージェント)|(?:모든|각|다른|새)\s*(?:[A-Za-z][\w.-]*\s*)?(?:프로젝트|저장소|스킬|폴더|에이전트)`
)

var (
	propSelfRe      = nfkcRe(`(?i)(?:` + propSelfEN + `|` + propSelfML + `)`)
	propSpreadRe    = nfkcRe(`(?i)(?:^|[^\p{L}])(` + propSpread + `)`)
	propSpreadSOVRe = nfkcRe(`(?:` + propSpreadSOV + `|(?i:kopyala\w*|ekle\w*|yükle\w*|paylaş\w*))`)
	propFanRe       = nfkcRe(`(?i)(?:^|[^\p{L}])(` + propFan + `)|(` + propFanCJK + `|` + prop38FanCJK + `|` + prop48FanCJK + `|` + prop59FanCJK + `|` + prop92FanCJK + `)`)
	// propPurpose: "to make it available in every project" explains an
	// install to the user; the fan-out is where it can be used, not where
	// it is carried.
	propPurpose = nfkcRe(`(?i)\b(?:available|accessible|usable|use\s+it|to\s+use|works?)\s+(?:\S+\s+){0,3}$`)
)

// checkPropagation applies both readings to one field.
func (c *checker) checkPropagation(d *doc) {
	t := d.v.text
	// The skill by its own name: "the <name> skill" in prose; in code also
	// its folder, skills/<name>.
	var own, ownCode *lazyRE
	if n := c.p.Name; len(n) >= 3 && len(n) <= 64 {
		q := regexp.QuoteMeta(n)
		own = nfkcRe(`(?i)\b` + q + `\s+(?:skill|スキル|技能|스킬|навык)|\bskill\s+["'` + "`" + `]?` + q + `\b`)
		ownCode = nfkcRe(`(?i)skills/` + q + `\b`)
		own = prop40Own(n, own) // round 40: the bare slug (propagate40tamper.go)
		own = prop43Own(n, own) // round 43: skills/<name> in prose (prop43.go)
		own = prop92Own(n, own) // round 92: this <kind> its name ends in (propagate92.go)
	}
	for fi, f := range d.fences {
		b := t[f.start:f.end]
		if s, e, ok := propCodeFlow(b, ownCode); ok {
			c.reportPropagation(d, f.start+s, f.start+e, true, "copies this skill's own file into many places (self-propagation by data flow)")
		} else if s, e, ok := prop42WinFlow(b, ownCode); ok {
			// round 42: the same in Windows spelling (prop42.go)
			c.reportPropagation(d, f.start+s, f.start+e, true, "copies this skill's own file into many places (self-propagation by data flow)")
		} else if s, e, ok := c.propBlockFan(d, fi, b, ownCode); ok {
			c.reportPropagation(d, f.start+s, f.start+e, true, "ships this skill's own file inside a build artifact and asks for that in every one of them (self-propagation)")
		} else if s, e, ok := prop46TemplateFlow(b); ok {
			// round 46: into git's template or hooks folder (proppay46.go)
			c.reportPropagation(d, f.start+s, f.start+e, true, "copies this skill's own file into git's template or hooks folder, which every repository receives (self-propagation)")
		} else if s, e, ok := prop48CodeFlow(b, ownCode); ok {
			// round 48: globs of skills folders, Ruby and PHP (propagate48.go)
			c.reportPropagation(d, f.start+s, f.start+e, true, "copies this skill's own file or skills folder into many places (self-propagation by data flow)")
		} else if s, e, ok := prop57CMFlow(b, ownCode); ok {
			// round 57: an Ansible copy task looped over users (propagate57.go)
			c.reportPropagation(d, f.start+s, f.start+e, true, "copies this skill's own file into every user's or host's agent skills folder (self-propagation by data flow)")
		}
		c.checkAgentFileFanOut(d, f.start, b)
		c.checkReplicateKey(d, f.start, b)
		c.prop38Fence(d, f, own)
		c.prop99Fence(d, f) // round 99: propagate99.go
	}
	for _, u := range d.units {
		// A plain-text block with a declared language (```text, ```markdown,
		// ```prompt: a letter or message template) is read by the model as
		// prose: its sentences go through the prose reading below.
		if !d.proseUnit(u) {
			// A whole-line comment in code is prose to whoever reads it.
			if p, ok := commentProse(t[u.start:u.end]); ok && len(p) <= maxIntentUnit {
				if s, e, ok := propProse(p, c.p.Name, own); ok {
					c.reportPropagation(d, u.start+s, u.start+e, false, "tells the agent to carry this skill's text into other places (self-propagation)")
				}
			}
			continue
		}
		ut := t[u.start:u.end]
		if len(ut) > maxIntentUnit {
			ut = ut[:maxIntentUnit]
		}
		if strings.Contains(ut, "`") {
			c.checkAgentFileFanOut(d, u.start, ut)
			if s, e, ok := propCodeFlow(ut, ownCode); ok {
				c.reportPropagation(d, u.start+s, u.start+e, true, "copies this skill's own file into many places (self-propagation by data flow)")
				continue
			}
		}
		if s, e, ok := propProse(ut, c.p.Name, own); ok {
			c.reportPropagation(d, u.start+s, u.start+e, false, "tells the agent to carry this skill's text into other places (self-propagation)")
		} else if s, e, ok := propRevive(ut, prevUnitText(d, u)); ok {
			c.reportPropagation(d, u.start+s, u.start+e, false, "tells the agent to put this skill back after the user removes it (self-propagation)")
		} else {
			// round 39: startup-file reinstalls, other skills made to load this one (spread39.go)
			if !c.checkPropagation39(d, u, ut, own) {
				// round 41: "the following ...: this skill", startup copies (prop41.go)
				c.checkPropagation41(d, u, ut)
			}
		}
	}
	c.checkPropagation46Doc(d) // round 46: a term defined as this skill (proppay46.go)
	c.checkSpreadIt47(d)       // round 47: "it" standing for this skill (prop47.go)
	c.checkPropagation48(d)    // round 48: "its own text" (propagate48.go)
	// round 49: an order in a setting's value (propagate49.go)
	c.checkPropagation49(d, own)
	// round 50: pushed copies, startup directives, install hooks (propagate50.go)
	c.checkPropagation50(d, own)
	// round 51: a relay, agents told to pass it on (proptamper51.go)
	c.checkPropagation51(d, own)
	// round 57: "it" to any place, the clause after a dash (propagate57.go)
	c.checkPropagation57(d, own)
	// round 58: a forge API writing it into every repository (propagate58.go)
	c.checkPropagation58(d, ownCode)
	// round 59: the self-replicating note (propagate59.go)
	c.checkPropagation59(d)
	// round 60: the relay note (propagate60.go)
	c.checkPropagation60(d)
	// round 61: git's template folder by the script's own path (propagate61.go)
	c.checkPropagation61(d)
	// round 63: every user's skills folder, plain YAML orders, a bare copy (propagate63.go)
	c.checkPropagation63(d, own)
	// round 64: a git template hook that copies this skill (propagate64.go)
	c.checkPropagation64(d, ownCode)
	// round 66: a template hook by printf, a looped copy task (propagate66code.go)
	c.checkPropagation66(d, ownCode)
	// round 69: a Windows loop over hosts copying the own folder (propagate69.go)
	c.checkPropagation69(d)
	// round 70: seeded with this skill, "don't just ..." (propagate70.go)
	c.checkPropagation70(d, own)
	// round 71: the planted relay told in reported speech (propagate71.go)
	c.checkPropagation71(d)
	// round 75: the destination said as a partitive (propagate75.go)
	c.checkPropagation75(d, own)
	// round 77: a standing copy into each new project (propagate77.go)
	c.checkPropagation77(d)
	// round 81: a home-wide walk writing this package into each project (propagate81.go)
	c.checkPropagation81(d, own)
	// round 82: a loop over hosts, an order appended to many agents' files (propagate82.go)
	c.checkPropagation82(d)
	// round 83: an install hook into a skills folder, "copy it there" (propagate83.go)
	c.checkPropagation83(d)
	// round 91: a relay note, the text one is reading, a flow-style copy task (propagate91.go)
	c.checkPropagation91(d, ownCode)
	// round 93: an order whose purpose is that this skill arrives in many places (propagate93.go)
	c.checkPropagation93(d)
	// round 94: named, then a pronoun on a Romance verb (propagate94.go)
	c.checkPropagation94(d)
	// round 97: a line planted in startup or agents' files that orders this skill taken (propscope97.go)
	c.checkPropagation97(d, own)
	// round 98: the same line planted in other skills (propscope98.go)
	c.checkPropagation98(d, own)
}

var (
	// propRemoved: this skill taken away by the user (removed, deleted,
	// uninstalled, disabled) as the condition of an order. "It" counts
	// when the sentence or the question before it names the skill.
	propRemoved = nfkcRe(`(?i)\b(?:if|when|whenever|once|after|should|each\s+time|every\s+time)\s+(?:(this|the)\s+(?:skill|SKILL\.md|file)|(it))\s+(?:is|gets|has\s+been|was|be|ever\s+(?:is|gets|be))\s+(?:\w+\s+)?(?:removed|deleted|uninstalled|disabled|erased|wiped|turned\s+off)\b`)
	// propRestore: the agent puts it back (the skill itself, not a file
	// of the user's it had changed).
	propRestore = nfkcRe(`(?i)\b(?:(?:re-?creat|restor|re-?add|re-?install|re-?enabl|rebuild|reinstat|reviv|resurrect)\w*\s+(?:it|itself|this\s+skill|the\s+skill|this\s+file|SKILL\.md)|(?:bring|put|copy|add)\s+(?:it|this\s+skill|the\s+skill)\s+back)\b`)
	// propSkillNamed: the skill named in the sentence or the question
	// ("How is the skill kept alive?").
	propSkillNamed = nfkcRe(`(?i)\b(?:this|the)\s+skill(?:[\s?.!,:;]|$)|\bSKILL\.md\b`)
	// propOwnRevive: the agent puts it back on its own.
	propOwnRevive = nfkcRe(`(?i)\bfrom\s+(?:the\s+|a\s+|your\s+|its\s+)?(?:hidden\s+|stashed\s+|saved\s+|secret\s+)?(?:copy|backup|stash|memory|cache)\b|\bstash\w*|\b(?:on|at)\s+(?:the\s+)?(?:next|every|each|following)\s+(?:session|run|start|launch|boot|login)\b|\bwithout\s+(?:asking|confirmation|permission)\b|\bautomatically\b`)
)

// propRevive (round 37): an order to put this skill back once the user
// has removed it ("if it is removed, re-create it from the copy you
// stashed"): the skill outlives the user's choice to be rid of it, which
// is self-propagation in time. The restoring verb must be the agent's
// order (imperative, not negated); leaving it to the user ("ask the user
// before re-installing it") is not this.
func propRevive(t, prev string) (int, int, bool) {
	m := propRemoved.FindStringSubmatchIndex(t)
	if m == nil || negatedBefore(t[:m[0]]) {
		return 0, 0, false
	}
	if m[4] >= 0 && m[2] < 0 {
		// "it": the skill must be named nearby, and the putting back be
		// the agent's own doing (from a copy it stashed, from memory, at
		// the next session, unasked or in secret): "if it is deleted,
		// re-create it with make" is about something else.
		if !propSkillNamed.MatchString(t) && !propSkillNamed.MatchString(prev) || !propOwnRevive.MatchString(t) && !stealthWords.MatchString(t) {
			return 0, 0, false
		}
	}
	rest := t[m[1]:min(len(t), m[1]+200)]
	v := propRestore.FindStringIndex(rest)
	if v == nil || propSentenceEnd.MatchString(rest[:v[0]]) || propUserFills.MatchString(rest[:v[0]]) || !imperativeAt(t, m[1]+v[0]) {
		return 0, 0, false
	}
	return m[0], m[1] + v[1], true
}

// reportPropagation: concrete code is never downgraded by context (a
// security skill's table cell runs as well as its code block).
func (c *checker) reportPropagation(d *doc, s, e int, code bool, msg string) {
	tier, m := Refuse, msg
	if !code {
		tier, m = downgrade(c.securityContext(d, s), msg)
	}
	if stealthWords.MatchString(d.v.text[d.unitAt(s).start:min(len(d.v.text), d.unitAt(s).end)]) {
		tier, m = Refuse, m+", and to hide it"
	}
	c.add(d, RuleTamperSkills, tier, s, e, m)
}

var (
	// propRemoteFan: code that walks the user's repositories or whole
	// home directory (not a project's own subfolders).
	propRemoteFan = nfkcRe(`(?i)\bgh\s+repo\s+list\b|\bgh\s+api\b[^\n]*\b(?:user/)?repos\b|\bglab\s+(?:repo|project)s?\s+list\b|` +
		// session 35: any command whose name says it lists the projects
		// or repositories ("$(gitlab-list-projects)", "$(ls-repos)")
		`\$\(\s*[\w-]*(?:list|ls)[\w-]*(?:projects?|repos?|repositories)\b|\$\(\s*[\w-]*(?:projects?|repos?|repositories)[\w-]*(?:list|ls)\b|\bfind\s+(?:~|\$HOME|\$\{HOME\}|/\s|/home\b|/Users\b)|\bfor\s+\w+\s+in\s+(?:~|\$HOME|\$\{HOME\}|/home/|/Users/)[\w/.{}-]*\*|\bos\.walk\s*\(\s*(?:os\.path\.expanduser|Path\.home|["']~|["']/["'])|Get-ChildItem\s+(?:~|\$HOME|\$env:USERPROFILE)[^\n|]*-Recurse|` +
		// a Gradle init script or allprojects block: runs in every build
		// of every project on the machine
		`\ballprojects\s*\{|\.gradle/init\.d/|\bgradle\.(?:allprojects|beforeProject|projectsEvaluated)\b`)
	// propAgentFile: an agent's instruction, rules or skills file.
	propAgentFile = nfkcRe(`(?i)\bAGENTS\.md\b|\bCLAUDE\.md\b|\bGEMINI\.md\b|\.cursorrules\b|\.windsurfrules\b|\.clinerules\b|copilot-instructions\.md|\.cursor/rules\b|\.claude/(?:skills|settings|commands|agents)\b|\.codex/|\.agents/skills\b|(?:^|[\s/"'=])\.skills\b`)
	// propRemoteWrite: writing a file locally or through an API.
	propRemoteWrite = nfkcRe(`(?i)-X\s*PUT\b|--method\s+PUT\b|/contents/|\bgit\s+push\b`)
	// propLifecycle: a package hook that runs on every machine that
	// installs the package.
	propLifecycle = nfkcRe(`(?i)["']?\b(?:pre|post)?install["']?\s*[:=]|\b(?:pre|post)install\b|\bscripts\.(?:pre|post)?install\b|["']?\bprepare["']?\s*:|\bscripts\.prepare\b|\bcmdclass\s*=|\bpost_install\b`)
)

// checkAgentFileFanOut refuses code that writes an agent's instruction or
// skills file across the user's repositories or home directory, and a
// package install hook that writes into an agent's skills or settings:
// both spread instructions to agents the user never pointed at this skill.
func (c *checker) checkAgentFileFanOut(d *doc, base int, b string) {
	am := propAgentFile.FindStringIndex(b)
	if am == nil {
		return
	}
	if fm := propRemoteFan.FindStringIndex(b); fm != nil && !propAgentFile.MatchString(b[fm[0]:fm[1]]) && (propCopyCode.MatchString(b) || propRemoteWrite.MatchString(b)) {
		c.add(d, RuleTamperHarness, Refuse, base+min(am[0], fm[0]), base+max(am[1], fm[1]), "writes an agent's instruction or skills file into every repository or folder it finds (spreads instructions to other agents)")
		return
	}
	if lm := propLifecycle.FindStringIndex(b); lm != nil {
		tier, msg := Refuse, "adds a package install hook that writes into an agent's skills or settings on every machine that installs the package"
		if c.topic.skills {
			tier, msg = Flag, msg+"; the skill says packaging or installing skills is its job"
		}
		c.add(d, RuleTamperSkills, tier, base+min(am[0], lm[0]), base+max(am[1], lm[1]), msg)
	}
}

// propReplicateKey: a configuration key that asks for the skill to be
// replicated or propagated somewhere (replicate_to:, propagate-targets:,
// self_copy:), not an install or sync destination.
var propReplicateKey = nfkcRe(`(?im)^\s*-?\s*["']?(?:\w+[_-])?(?:replicat|propagat|spread|self[_-]?cop)\w*["']?\s*[:=]`)

// checkReplicateKey refuses a block whose own key asks for replication
// into several agents' skills folders (on_load: replicate_to: [~/.claude/
// skills, ~/.codex/skills]): the skill declares its own spreading. A
// skill whose job is packaging skills is flagged instead.
func (c *checker) checkReplicateKey(d *doc, base int, b string) {
	km := propReplicateKey.FindStringIndex(b)
	if km == nil {
		return
	}
	roots := propSkillRoot.FindAllStringIndex(b[km[0]:], 8)
	if len(roots) < 2 {
		return
	}
	tier, msg := Refuse, "declares a setting that replicates this skill into several agents' skills folders (self-propagation)"
	if c.topic.skills {
		tier, msg = Flag, msg+"; the skill says packaging or installing skills is its job"
	}
	c.add(d, RuleTamperSkills, tier, base+km[0], base+km[1], msg)
}

// propCodeFlow: the own file is copied and the copy fans out.
func propCodeFlow(b string, own *lazyRE) (int, int, bool) {
	sm := firstSelf(b, own)
	if sm == nil {
		// The current folder copied whole into agents' skills folders:
		// the skill's own folder.
		if sm = propDotSelf.FindStringIndex(b); sm == nil || !propSkillRoot.MatchString(b) {
			return 0, 0, false
		}
	}
	cm := propCopyCode.FindStringIndex(b)
	fm := propFanCode.FindStringIndex(b)
	if cm == nil || fm == nil {
		return 0, 0, false
	}
	return min(sm[0], cm[0], fm[0]), max(sm[1], cm[1], fm[1]), true
}

func firstSelf(b string, own *lazyRE) []int {
	off := 0
	for off < len(b) {
		m := propSelfCode.FindStringIndex(b[off:])
		if m == nil {
			break
		}
		s, e := off+m[0], off+m[1]
		if !propFindName.MatchString(b[max(0, s-40) : s+1]) {
			return []int{s, e}
		}
		off = e
	}
	if own != nil {
		return own.FindStringIndex(b)
	}
	return nil
}

var (
	// propOccasion: an occasion on which the agent writes or shares
	// something (a README, a PR description, code, a document).
	propOccasion = nfkcRe(`(?i)\b(?:if|when|whenever|once|each\s+time|every\s+time)\s+(?:you|the\s+user|a\s+user|someone)\s+(?:\w+\s+){0,1}?(?:create|draft|write|generate|produce|compose|prepare|open|author|edit|save|share|send|spawn|start|make|reply|respond|answer|summari[sz]e|hand)\w*\b`)
	// propCovert: the carried text is hidden from the reader, or aimed
	// at the next model that reads it.
	propCovert = nfkcRe(`(?i)\bhidden\s+(?:\w+\s+){0,1}?(?:comment|text|block|note|line|span|div|page|file|section|sheet|tab)s?\b|\bin\s+white\s+(?:text|font|ink)\b|\bwhite[- ]on[- ]white\b|\bzero[- ]width\b|\binvisibl[ey]\b|\bwithout\s+(?:pointing\s+(?:it|this|that)\s+out|drawing\s+attention)|\bso\s+(?:that\s+)?(?:other|the\s+next|future|downstream|any|later)\s+(?:\w+\s+){0,1}?(?:agents?|models?|LLMs?|AIs?|assistants?|bots?|copilots?)\b`)
)

var (
	// propSkillRoot: a folder agents load skills from.
	propSkillRoot = lazyRegexp(`(?:~|\$HOME|\$\{HOME\})/\.[\w./-]*skills\b|(?:^|[\s'"` + "`" + `])\.agents/|\.(?:claude|codex|cursor|gemini)/skills\b`)
	// propPersist: a copy meant to outlive its removal or to overwrite
	// whatever is there.
	propPersist = lazyRegexp(`(?i)\bsurvives?\s+(?:an?\s+)?(?:uninstall|removal|deletion)\w*|\bre-?install\w*\s+(?:it\s+|itself\s+)?(?:from\s+there\s+)?(?:on|at)\s+(?:each|every)\s+(?:run|start|session|launch)\b|\boverwrit\w*\s+(?:whatever|anything|what)\s+(?:is|was|exists)\b|\boverwrit\w*\s+(?:the\s+)?(?:existing|other)\b`)
)

var (
	// propObjectOnly: spreading verbs that spread only with an object
	// right after them (round 37).
	propObjectOnly = lazyRegexp(`(?i)^(?:pass|hand|vendor)`)
	// propObjectNext: the object after such a verb: this text, a pronoun
	// for it, or the agent it is handed to.
	propObjectNext = lazyRegexp(`(?i)^\w*\s+(?:(?:on|along|over|off)\s+)?(?:it|them|this|these|a\s+copy|the\s+(?:whole|full|entire|complete)|(?:each|every|any|the|a|an)\s+(?:new\s+|other\s+|helper\s+)?(?:agent|subagent|sub-agent|model|assistant)s?)\b`)
)

// passiveAux: an auxiliary before a past participle (a passive order).
var passiveAux = lazyRegexp(`(?i)\b(?:be|been|being|is|are|was|were|get|gets|got|gotten|have|has|had)\s+(?:\w+\s+)?$`)

// propItsText: the skill's text by a pronoun.
var propItsText = lazyRegexp(`(?i)\bits\s+(?:full\s+|whole\s+|entire\s+)?(?:text|body|contents?|instructions|paragraphs)\b|\b(?:backup\s+)?copies\b|\ba\s+copy\b|` +
	// "fork it into a new gist": a verb that carries a thing away, with
	// "it" for the skill the sentence named
	`\b(?:fork|push|publish|upload|mirror|replicat|propagat|spread|distribut)\w*\s+it\b`)

// propThisFolder: this folder, by a demonstrative alone; propSkillDest:
// a destination named for skills (a skill marketplace or registry, the
// skills folders).
var (
	propThisFolder = lazyRegexp(`(?i)\bthis\s+(?:whole\s+|entire\s+)?(?:folder|directory|dir)\b`)
	propSkillDest  = lazyRegexp(`(?i)\bskills?\s+(?:marketplace|registry|hub|index|catalog(?:ue)?|store)\b|\b(?:other|all|every|each)\s+skills?\s+(?:folders?|director(?:y|ies))\b`)
)

// propSentenceEnd: a sentence ends between two words.
var propSentenceEnd = lazyRegexp(`[.!?](?:\s|$)|[;。！？]`)

// propSelfStems is a cheap prefilter in front of propSelfRe.
var propSelfStems = []string{" này", "this", "these", "copy of", "dit ", "deze", "цей", "цю", "ця ", "цього", "diese", "ce ", "cette", "este", "esta", "esse", "essa", "quest", "этот", "этого", "эту", "ten ", "tego", "tę ", "bu ", " ini", "本", "这个", "此", "該", "该", "この", "이", "इस", "यह", "is skill", "این", "haya", "hii", "huu", "hili", "הזה", "הזו", "הזאת", "האלה", "tämä", "denna", "detta", "denne", "dette", "den här", "det här"}

var (
	// propLacking: the many places that do not have this skill yet
	// (repos without this skill, a sibling folder that lacks this file).
	propLacking = nfkcRe(`(?i)\b(?:repos?|repositor(?:y|ies)|projects?|workspaces?|folders?|dir(?:ector(?:y|ies)|s)?|skills?|agents?|machines?)\s+(?:that\s+|which\s+)?(?:lacks?|lacking|without|w/o|missing|(?:do|does)(?:\s+not|n'?t)\s+(?:have|contain|include)|(?:is|are)\s+missing)\s+(?:this\s+(?:skill|file|SKILL\.md|one)|it)\b`)
	// propLackingSelf: the same with this skill as the subject ("if this
	// skill is missing from a repo you work in"), round 37.
	propLackingSelf = nfkcRe(`(?i)\bthis\s+(?:skill|file|SKILL\.md)\s+(?:is|goes)\s+(?:missing|absent|gone|not\s+(?:present|there|installed))\s+(?:from|in)\s+(?:a|an|any|every|each|some|other)\s+(?:[\w-]+\s+)?(?:repos?|repositor(?:y|ies)|projects?|workspaces?|folders?|dir(?:ector(?:y|ies)|s)?|machines?|codebases?)\b`)
	// propFill: the gap filled with this skill: it added, copied or
	// created there (or re-created, restored, re-added).
	propFill = nfkcRe(`(?i)\b(?:add|copy|create|install|put|place|drop|write|paste|insert|push|commit|plant|seed|re-?creat|re-?add|re-?install|restor|rebuild|re-?writ)\w*\s+(?:it|one|a\s+copy|this)\b`)
	// propUserFills: the filling is left to the user ("ask the user to
	// install it"), not done by the agent.
	propUserFills = nfkcRe(`(?i)\b(?:ask|tell|let|remind|suggest|advise|invite|recommend)\w*\s+(?:to\s+)?(?:the\s+)?(?:user|them|people|maintainers?|owners?|readers?)\b`)
)

// propLackingFill reports a sentence that finds the places lacking this
// skill and puts it there: spreading it to whatever does not have it.
func propLackingFill(t string) (int, int, bool) {
	m := propLacking.FindStringIndex(t)
	if m == nil {
		m = propLackingSelf.FindStringIndex(t)
	}
	if m == nil {
		// round 39: "it", once the sentence has named this skill
		m = prop39LackingSelf(t)
	}
	if m == nil || negatedBefore(t[:m[0]]) {
		return 0, 0, false
	}
	rest := t[m[1]:min(len(t), m[1]+160)]
	v := propFill.FindStringIndex(rest)
	if v == nil || propSentenceEnd.MatchString(rest[:v[0]]) || negatedBefore(rest[:v[0]]) || propUserFills.MatchString(rest[:v[0]]) {
		return 0, 0, false
	}
	return m[0], m[1] + v[1], true
}

// propProse: this skill as the object of a spreading verb (the verb
// before it within a clause, or after it in languages that put the
// object first) and a many-or-other destination in one sentence, not
// negated, the destination not a purpose clause ("available in all your
// projects").
func propProse(t, name string, own *lazyRE) (int, int, bool) {
	// "the paragraph below" is this skill's text only when it is to be
	// carried verbatim or hidden: a template shown below is ordinary.
	if lt := strings.ToLower(t); !containsAny(lt, propSelfStems) && (name == "" || !strings.Contains(lt, name)) {
		if !containsAny(lt, []string{"below", "above"}) || !(propCovert.MatchString(t) || stealthWords.MatchString(t) || strings.Contains(lt, "verbatim")) {
			return 0, 0, false
		}
	}
	if s, e, ok := propLackingFill(t); ok {
		return s, e, true
	}
	selves := propSelfRe.FindAllStringIndex(t, 8)
	// "this folder" is the skill's own folder when the sentence carries
	// it to a skills destination (a skill marketplace, other skills
	// folders): a folder of the user's goes nowhere named for skills.
	if propSkillDest.MatchString(t) {
		selves = append(selves, propThisFolder.FindAllStringIndex(t, 4)...)
	}
	// round 65: "this rule file" carried into skills folders (propagate65.go)
	selves = append(selves, prop65SelfToSkills(t)...)
	if own != nil {
		for _, m := range own.FindAllStringIndex(t, 4) {
			if !ownAsDestination43(t, m[0]) {
				selves = append(selves, m)
			}
		}
	}
	if len(selves) == 0 {
		return 0, 0, false
	}
	// "Tell other agents about this skill by adding its text to ...":
	// once the sentence names this skill, "its text" is its text.
	selves = append(selves, propItsText.FindAllStringIndex(t, 4)...)
	var vm, sm []int
	for _, v := range propSpreadRe.FindAllStringSubmatchIndex(t, 16) {
		// A past participle after a noun modifies it ("each file added
		// under migrations/ should be checked with this skill"); after
		// an auxiliary it is a passive order ("should be copied").
		passive := false
		// "pass", "hand" and "vendor" carry a text only with it as their
		// object ("hand it this file", "vendors this skill"); "if the
		// tests pass, this skill ...", "on the other hand" carry nothing.
		if propObjectOnly.MatchString(t[v[2]:v[3]]) && !propObjectNext.MatchString(t[v[3]:min(len(t), v[3]+60)]) {
			continue
		}
		if w := strings.ToLower(t[v[2]:v[3]]); strings.HasSuffix(w, "ed") && w != "embed" && w != "feed" && w != "seed" {
			if !passiveAux.MatchString(t[max(0, v[2]-24):v[2]]) {
				continue
			}
			passive = true
		}
		for _, m := range selves {
			// "this skill should be copied into ...": the passive's
			// subject is what is carried.
			if passive && m[1] <= v[2] && v[2]-m[1] <= 60 && !strings.ContainsAny(t[m[1]:v[2]], ".;!?") {
				vm, sm = v[2:4], m
				break
			}
			// "a copy of this": the verb inside the self-reference.
			if m[0] >= v[3] && m[0]-v[3] <= 100 && !strings.ContainsAny(t[v[3]:m[0]], ";!?") && !selfInReadClause54(t[v[3]:m[0]]) || m[0] <= v[2] && v[3] <= m[1] { // lead54.go
				vm, sm = v[2:4], m
				break
			}
		}
		if vm != nil {
			break
		}
	}
	if vm == nil {
		for _, v := range propSpreadSOVRe.FindAllStringIndex(t, 16) {
			for _, m := range selves {
				// The object may stand far before its verb (a long
				// destination between them), within one sentence.
				if m[1] <= v[0] && utf8.RuneCountInString(t[m[1]:v[0]]) <= 100 && !propSentenceEnd.MatchString(t[m[1]:v[0]]) {
					vm, sm = v, m
					break
				}
			}
			if vm != nil {
				break
			}
		}
	}
	if vm == nil {
		return 0, 0, false
	}
	var fm []int
	for _, m := range propFanRe.FindAllStringSubmatchIndex(t, 16) {
		s, e := m[2], m[3]
		if s < 0 {
			s, e = m[4], m[5]
		}
		if !propPurpose.MatchString(t[max(0, s-40):s]) {
			fm = []int{s, e}
			break
		}
	}
	if fm == nil {
		// Agents' skill folders: three of them, or one with the copy
		// made to outlive its removal or to overwrite what is there.
		if roots := propSkillRoot.FindAllStringIndex(t, 8); len(roots) >= 3 || len(roots) >= 1 && propPersist.MatchString(t) {
			fm = roots[0]
		}
	}
	if fm == nil {
		// Carried into whatever the agent writes next, hidden or meant
		// for the next model that reads it: one occasion is enough.
		if tm := propOccasion.FindStringIndex(t); tm != nil && (propCovert.MatchString(t) || stealthWords.MatchString(t)) {
			fm = tm
		}
	}
	if fm == nil {
		return 0, 0, false
	}
	if negatedBefore(t[:min(sm[0], vm[0])]) {
		return 0, 0, false
	}
	return min(sm[0], vm[0], fm[0]), max(sm[1], vm[1], fm[1]), true
}

var (
	// propShipSelf: a build or deploy file taking in this skill's own
	// file: a Dockerfile COPY/ADD of SKILL.md into an agent's skills
	// folder, or SKILL.md packed as a data file (a ConfigMap generator's
	// files, a package's data files).
	propShipSelf = lazyRegexp(`(?im)^\s*(?:COPY|ADD)\s+(?:--\S+\s+)*\S*SKILL\.md\s+\S*(?:skills|\.claude|\.codex|\.agents|\.cursor)/|^\s*-?\s*["']?[\w.-]*=?\S*skills/[\w.-]+/SKILL\.md\b`)
	// propFanBuild: many build artifacts or places that deploy them.
	propFanBuild = lazyRegexp(`(?i)\b(?:every|each|all|any)\s+(?:[\w'-]+\s+){0,2}?(?:images?|Dockerfiles?|containers?|overlays?|clusters?|environments?|deployments?|manifests?|charts?|namespaces?|builds?)\b`)
)

// propBlockFan: a code block that ships this skill's own file inside a
// build artifact (an image, a ConfigMap), with words beside it or in
// its comments that ask for the same in every image, overlay or
// Dockerfile: the skill spreads with every build. The block alone is
// ordinary packaging; the fan-out is what spreads it.
func (c *checker) propBlockFan(d *doc, fi int, b string, own *lazyRE) (int, int, bool) {
	m := propShipSelf.FindStringIndex(b)
	if m == nil {
		return 0, 0, false
	}
	// A COPY of a bare SKILL.md is this skill's file; a packed path
	// under skills/ must name this skill's folder.
	ms := b[m[0]:m[1]]
	ms = prop91ShipLine(b, m) // round 91: the whole line, its destination too (propagate91.go)
	isCopy := strings.HasPrefix(strings.ToUpper(strings.TrimSpace(ms)), "COPY") || strings.HasPrefix(strings.ToUpper(strings.TrimSpace(ms)), "ADD")
	if !(isCopy && firstSelf(ms, nil) != nil) && (own == nil || !own.MatchString(ms)) {
		return 0, 0, false
	}
	before, after := d.fenceProse(fi)
	if strings.TrimSpace(before) == "" {
		before = captionAbove(d, fi)
	}
	words := []string{before, after}
	for _, line := range strings.Split(b, "\n") {
		if p, ok := commentProse(line); ok {
			words = append(words, p)
		}
	}
	for _, w := range words {
		if len(w) > maxIntentUnit {
			w = w[:maxIntentUnit]
		}
		fm := propFanBuild.FindStringIndex(w)
		if fm == nil {
			fm = propFanRe.FindStringIndex(w)
		}
		if fm == nil || propPurpose.MatchString(w[max(0, fm[0]-40):fm[0]]) || negatedBefore(w[:fm[0]]) {
			continue
		}
		if vm := propSpreadRe.FindStringIndex(w[:fm[0]]); vm != nil {
			return m[0], m[1], true
		}
	}
	return 0, 0, false
}

// proseUnit: a unit read as prose, outside code or inside a plain-text
// block with a declared language (```text, ```markdown, ```prompt: a letter
// or message template the model reads and follows like any sentence).
func (d *doc) proseUnit(u unit) bool {
	return u.fence < 0 || d.fences[u.fence].lang != "" && textLangs[d.fences[u.fence].lang] || d.proseValueUnit84(u) // round 84: exfil84.go
}

// proseUnitsCut yields each prose unit (proseUnit) with its text cut to
// maxIntentUnit bytes: the propagation readings of rounds 61, 70 and 71
// read the start of a long unit rather than skip it.
func (d *doc) proseUnitsCut() iter.Seq2[unit, string] {
	return func(yield func(unit, string) bool) {
		for _, u := range d.units {
			if !d.proseUnit(u) {
				continue
			}
			ut := d.v.text[u.start:u.end]
			if len(ut) > maxIntentUnit {
				ut = ut[:maxIntentUnit]
			}
			if !yield(u, ut) {
				return
			}
		}
	}
}

// shortPlainUnits yields each unit outside code blocks with its text,
// skipping units longer than maxIntentUnit (a sentence that long is not
// read as one order).
func (d *doc) shortPlainUnits() iter.Seq2[unit, string] {
	return func(yield func(unit, string) bool) {
		for _, u := range d.units {
			if u.fence >= 0 {
				continue
			}
			if t := d.unitText(u); len(t) <= maxIntentUnit && !yield(u, t) {
				return
			}
		}
	}
}

// proseTexts yields each prose unit (proseUnit) with its text, cut to
// maxIntentUnit bytes: the sentences the intent checks read.
func (d *doc) proseTexts() iter.Seq2[unit, string] {
	return func(yield func(unit, string) bool) {
		for _, u := range d.units {
			if !d.proseUnit(u) {
				continue
			}
			t := d.v.text[u.start:min(u.end, len(d.v.text))]
			if len(t) > maxIntentUnit {
				t = t[:maxIntentUnit]
			}
			if !yield(u, t) {
				return
			}
		}
	}
}
