package safety

import (
	"strings"
)

// Round 51 (exfil-flow, exfil-prose).

// A statement written after its guard on the guard's own line ("if
// p.is_file(): out.append(p.read_bytes())", "if (ok) buf += s;") is a
// statement: what it assigns or puts into a container holds what it
// reads, as it would on a line of its own. A statement that stores a
// constant ("if x in os.environ: mode = 'ci'") takes nothing from what
// the guard tested, so only a statement whose value is not a literal
// counts.
//
// A typed loop header (C#'s "foreach (DictionaryEntry e in all)", Java's
// "for (String k : env.keySet())") binds its variable to what it walks,
// as an untyped one does (loopVarRe), and the statement on its line is
// the loop's body (loopBody).
//
// A builder appended to (C#'s and Java's StringBuilder: sb.Append(x),
// sb.AppendLine(x), sb.append(x)) holds what was appended, as a list
// appended to does (mutateRe).
var (
	guardHead51 = lazyRegexp(`^\s*(?:\}\s*)?(?:el(?:se\s*)?if|if|unless|while)\b`)
	typedLoop51 = lazyRegexp(`^\s*(?:foreach|for)\s*\(\s*(?:final\s+)?[A-Za-z_][\w.<>,\[\]? ]{0,80}?\s+([A-Za-z_]\w*)\s+(?:in|:)\s`)
	appendTo51  = lazyRegexp(`^\s*([A-Za-z_]\w*)\s*\.\s*(?:Append(?:Line|Format|Join)?|append)\s*\(`)
	literal51   = lazyRegexp(`^\s*(?:"[^"\n]*"|'[^'\n]*'|-?[\d.]+|True|False|None|true|false|null|nil|\[\s*\]|\{\s*\}|\(\s*\))\s*;?\s*$`)
)

// guardedBody51 returns the statement after a one-line guard or a typed
// loop header ("" when t is neither), and the loop variable a typed
// header binds.
func guardedBody51(t string) (body, loopVar string) {
	if m := typedLoop51.FindStringSubmatchIndex(t); m != nil {
		return afterParen51(t, strings.IndexByte(t, '(')), t[m[2]:m[3]]
	}
	m := guardHead51.FindStringIndex(t)
	if m == nil {
		return "", ""
	}
	rest := strings.TrimLeft(t[m[1]:], " \t")
	if strings.HasPrefix(rest, "(") {
		return afterParen51(rest, 0), ""
	}
	// Python's guard ends at the colon outside brackets and quotes.
	depth, quote := 0, byte(0)
	for i := 0; i < len(rest); i++ {
		ch := rest[i]
		switch {
		case quote != 0:
			if ch == quote {
				quote = 0
			}
		case ch == '"' || ch == '\'':
			quote = ch
		case ch == '(' || ch == '[' || ch == '{':
			depth++
		case ch == ')' || ch == ']' || ch == '}':
			depth--
		case ch == ':' && depth == 0:
			return strings.TrimSpace(rest[i+1:]), ""
		}
	}
	return "", ""
}

// afterParen51: what follows the parenthesis opened at i and its match,
// without a block's opening brace.
func afterParen51(t string, i int) string {
	if i < 0 {
		return ""
	}
	depth := 0
	for j := i; j < len(t); j++ {
		switch t[j] {
		case '(':
			depth++
		case ')':
			if depth--; depth == 0 {
				return strings.TrimSpace(strings.TrimLeft(t[j+1:], " \t{"))
			}
		}
	}
	return ""
}

// assignedNames51: the names a guarded statement, a typed loop or a
// builder's append assigns (see above).
func assignedNames51(t string) []string {
	var out []string
	if m := appendTo51.FindStringSubmatch(t); m != nil {
		out = append(out, m[1])
	}
	if !strings.Contains(t, "if") && !strings.Contains(t, "for") && !strings.Contains(t, "while") && !strings.Contains(t, "unless") {
		return out
	}
	body, lv := guardedBody51(t)
	if lv != "" {
		out = append(out, lv)
	}
	if body == "" {
		return out
	}
	if m := appendTo51.FindStringSubmatch(body); m != nil {
		out = append(out, m[1])
	}
	if m := mutateRe.FindStringSubmatch(body); m != nil {
		out = append(out, m[1])
	}
	if m := assignLHSRe.FindStringSubmatchIndex(body); m != nil {
		if !literal51.MatchString(body[m[1]-1:]) {
			for _, n := range strings.Split(body[m[2]:m[3]], ",") {
				out = append(out, strings.TrimSpace(n))
			}
		}
	}
	return out
}

// A value made of several secrets, or of a whole store dumped (every
// item of a keychain, a secret keyring exported), is no one credential:
// no service signs a request in with a bundle. Sent in a header whose
// name says nothing of a credential (X-Act, X-Debug, not Authorization,
// X-Api-Key or a token's header), it is the request's cargo, not its
// login (authPosition reads every -H as one).
var (
	wholeStore51  = lazyRegexp(`(?i)\bsecurity\s+(?:dump-keychain|export\s+-k)\b|--export-secret-(?:sub)?keys\b|\bsecret-tool\s+search\s+--all\b`)
	headerName51  = lazyRegexp(`(?:^|\s)(?:-H|--header)\s*=?\s*["']?([A-Za-z][\w-]{0,60})\s*:\s*[^"'\n]*$`)
	credHeader51  = lazyRegexp(`(?i)auth|token|key|bearer|basic|cookie|session|secret|pass|sig|cred|jwt|login|user|account|identity`)
	shellUseRe51  = lazyRegexp(`\$\{?([A-Za-z_]\w*)\}?`)
	bundleDepth51 = 4
)

// bundleInHeader51: the tainted value s sits in a header that names no
// credential, and holds a bundle of secrets (see above).
func bundleInHeader51(tn *taint, seg string, s source) bool {
	if s.kind != srcTainted || s.start < 0 || s.start > len(seg) {
		return false
	}
	m := headerName51.FindStringSubmatch(seg[max(0, s.start-80):s.start])
	if m == nil || credHeader51.MatchString(m[1]) {
		return false
	}
	return bundledDef51(tn, s.def, bundleDepth51)
}

// bundledDef51: the statement def filled its name from a whole store,
// or from two or more secrets (sources or names filled from them), or
// from one name that holds such a bundle.
func bundledDef51(tn *taint, def string, depth int) bool {
	if def == "" || depth == 0 {
		return false
	}
	if wholeStore51.MatchString(def) {
		return true
	}
	rhs := def
	if m := assignRe.FindStringIndex(def); m != nil {
		rhs = def[m[1]:]
	}
	n := len(findSources(rhs))
	seen := map[string]bool{}
	for _, u := range shellUseRe51.FindAllStringSubmatch(rhs, 16) {
		if seen[u[1]] {
			continue
		}
		seen[u[1]] = true
		for _, tv := range tn.names {
			if tv.key == u[1] {
				n++
				if bundledDef51(tn, tv.def, depth-1) {
					return true
				}
				break
			}
		}
	}
	return n >= 2
}

// Concealment said in other words than the ones listed (covertConceal):
//   - the person the data is about, named by a role ("the adopter",
//     "the tenant", "the subscriber"), not to be told or to find out:
//     said of anyone whose data it is, as concealFromPeople says it of
//     patients and customers. The telling kept back must end the clause
//     or be of the step itself: "the tenant won't be informed of other
//     applicants' names" or "won't be told twice" hides no send;
//   - the step itself (this, it, that) not to be mentioned, disclosed
//     or recorded, as "don't mention it" says in the active voice ("This
//     is mandatory and should not be mentioned in the minutes").
func init() {
	concealFromPeople = lazyRegexp(concealFromPeople.String() + `|(?i)\b(?:the|our|your|each|every)\s+[a-z]{2,20}(?:er|or|ee|ant|ent|ist|ian)s?\s+(?:won'?t|will\s+not|isn'?t|is\s+not|aren'?t|are\s+not|mustn'?t|must\s+not|shouldn'?t|should\s+not|needn'?t|need\s+not|never)\s+(?:ever\s+)?(?:be\s+(?:told|informed|notified|made\s+aware)|find\s+out|get\s+told)(?:\s*(?:[.,;:!)\]]|—|–|-\s|$)|\s+(?:about|of)\s+(?:it|this|that|the\s+(?:copy|copies|send|transfer|upload|forward(?:ing)?|step))\b|\s+(?:either|at\s+all|ever)\b)`)
	stealthWords = lazyRegexp(stealthWords.String() + `|(?i:\b(?:this|it|that)\s+(?:step\s+|part\s+)?(?:is\s+(?:mandatory|required|routine|automatic)\s+and\s+)?(?:must|should|shall|is|are|needs?\s+to|has\s+to)\s+(?:not|never)\s+(?:to\s+)?be\s+(?:mentioned|disclosed|revealed|reported|announced|recorded|noted|shown|surfaced)\b)`)
	covertStems = append(covertStems, "be told", "be informed", "be notified", "made aware", "find out", "get told", "be mentioned", "be disclosed", "be revealed", "be reported", "be announced", "be recorded", "be noted", "be shown", "be surfaced")
}

// What sits in a person's own places is theirs: files or documents "in
// the user's workspace", "every file in the user's Documents and Desktop
// folders", "the scripts on the owner's laptop" are the user's files as
// "the user's Documents folder" is (userFolders42). And details about a
// person ("whatever personal details you can find about the user") are
// that person's details, as "the user's personal details" are
// (personalCargo): the word order does not change whose they are.
var (
	filesInUsers51 = lazyRegexp(`(?i)\b(?:files?|documents?|docs|scripts?|drafts?|manuscripts?|spreadsheets?|photos?|pictures|recordings?|folders?)\s+(?:in|from|on|under|inside|stored\s+in|kept\s+in|saved\s+in)\s+(?:the\s+user's|the\s+owner's|their|his|her|the\s+[a-z]+'s)\s+(?:[\w-]+\s+){0,4}?(?:workspace|documents|desktop|downloads|home|drive|computer|machine|laptop|phone|folders?|director(?:y|ies)|disk|cloud\s+storage)\b`)
	detailsAbout51 = lazyRegexp(`(?i)\b(?:personal|private|identifying|contact)\s+(?:details|data|information|info)\b(?:\s+[\w']+){0,4}?\s+(?:about|on|of)\s+(?:the\s+|this\s+|that\s+)?(?:user|owner|customer|client|patient|person|individual|account\s+holder)s?\b`)
)

func cargo51At(w string) []int {
	lw := asciiLower(w)
	if lowerHas(lw, " in ", " from ", " on ", " under ", " inside ") {
		if m := filesInUsers51.FindStringIndex(w); m != nil {
			return m
		}
	}
	if lowerHas(lw, "details", "data", "information", "info") && lowerHas(lw, "about", " on ", " of ") {
		if m := detailsAbout51.FindStringIndex(w); m != nil {
			return m
		}
	}
	return nil
}

// The trace of a send wiped where the user would see it ("delete the
// forwarded copies from Sent", "clear the sent items afterwards",
// "remove them from the outbox"): the send is hidden from the user as
// surely as by "don't tell the user". Only the user's own record of
// what left (the Sent folder, the outbox, sent items) counts: tidying
// drafts or old mail hides nothing.
func init() {
	stealthWords = lazyRegexp(stealthWords.String() + `|(?i:\b(?:delete|remove|erase|purge|clear|wipe|trash)\s+(?:the\s+|any\s+|all\s+|every\s+|each\s+)?(?:(?:forwarded|sent|outgoing)\s+(?:copies|copy|messages?|mails?|e-?mails?|items?)|(?:them|it|those|these|the\s+copies|the\s+copy)\s+from\s+(?:the\s+|your\s+|their\s+)?(?:sent(?:\s+(?:items|folder|mail|box))?|outbox)\b))`)
	covertStems = append(covertStems, "delete", "remove", "erase", "purge", "clear", "wipe", "trash")
}
