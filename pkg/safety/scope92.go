package safety

import (
	"strings"
	"unicode/utf8"
)

// Round 92 (session 47): a narrowing whose object is itself everything.
// "Handles any question about anything", "works on anything - servers,
// cooking, law": the topic after "about" is a universal, so the claim is
// not narrowed, and a sentence about "questions about anything" is not
// tied to a subject. The object narrows nothing only when it ends there
// (punctuation, a dash, "and", the end): "anything in the repo" and
// "everything related to Terraform" are narrowed by what follows.
var (
	emptyTopicRe92   = lazyRegexp(`(?i)^[\s,*_]*(?:about|regarding|concerning|on|with|covering)\s+(?:anything|everything|whatever|all\s+(?:topics|subjects|matters|things)|any\s+(?:topic|subject|matter|thing)(?:\s+at\s+all)?)(?:\s*(?:[-–—,;:.!?(]|$)|\s+(?:and|or|at\s+all)\b)`)
	emptySubjectRe92 = lazyRegexp(`(?i)\b(?:asks?|questions?|works?|working|deals?|dealing)\s+(?:about|with|on)\s+[^\s,.;]+[^.;]*$`)
)

// emptyTopic92 reports rest (the text after a quantified noun) opening
// with a narrowing word whose object is everything.
func emptyTopic92(rest string) bool { return emptyTopicRe92.MatchString(rest) }

// subjectEmpty92 reports a sentence before a quantifier whose subject
// ("questions about X") is everything: it ties the claim to no subject.
func subjectEmpty92(before string) bool {
	m := emptySubjectRe92.FindStringIndex(before)
	if m == nil {
		return false
	}
	s := before[m[0]:]
	i := 0
	for i < len(s) && s[i] != ' ' && s[i] != '\t' && s[i] != '\n' {
		i++ // past the verb or noun ("questions")
	}
	return emptyTopicRe92.MatchString(s[i:])
}

// quotedMention92: a claim quoted and then named as words ("\"always load
// this skill\" claims", "'use for everything' wording") is a mention, as
// a reviewer's list of red flags makes it, not the skill's own claim. The
// finding [fs, fe) of sent must lie inside one pair of quotes on one
// line, and a noun for words must follow the closing quote.
var mentionNoun92 = lazyRegexp(`(?i)^[\s*_]*(?:claims?|wording|phrasings?|phrases?|language|lines?|statements?|sentences?|descriptions?|red[\s-]+flags?|promises?|boilerplate)\b`)

func quotedMention92(sent string, fs, fe int) bool {
	if fs < 1 || fe > len(sent) || fs >= fe {
		return false
	}
	open := strings.LastIndexAny(sent[:fs], "\"“'‘`\n")
	if open < 0 || sent[open] == '\n' {
		return false
	}
	_, w := utf8.DecodeRuneInString(sent[open:])
	want := map[string]string{"\"": "\"", "“": "”", "'": "'", "‘": "’", "`": "`"}[sent[open:open+w]]
	rest := sent[fe:]
	end := strings.Index(rest, want)
	if end < 0 || strings.Contains(rest[:end], "\n") {
		return false
	}
	return mentionNoun92.MatchString(rest[end+len(want):])
}
