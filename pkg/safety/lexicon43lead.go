package safety

import (
	"strings"
)

// Round 43 (lead): what the transliteration helpers left of fresh94.
//
//   - Hinglish voiding in the imperative of "consider" ("khatam samjho",
//     "radd samjho" is in already): the earlier guidance declared ended;
//     and guidance named as the system's ("system wale", "system ki") as
//     the prior of the override. "No limit" as "koi had nahin". A note
//     named as "this" ("yeh note"). Each joins the pooled concepts, so
//     one word alone still refuses nothing.
//   - Japanese romaji persona properties: "has no rules" (kisoku ga nai),
//     "never refuses" (kotowaranai, with zettai ni or not), "no limits"
//     (seigen nashi), "answers any question" (nan demo kotaeru). The
//     persona rule still needs a cast character and two properties.
//   - A forged voice of the system (a system, developer, operator or
//     admin label) that says the agent has no rules or never refuses
//     grants itself permission as surely as one that lifts the rules:
//     checkForged reads a persona property or a no-limits claim under
//     such a label as the grant (forgedNoPolicy43), unless it is bounded
//     to a thing ("no refusals of refunds").
var lexicons43lead = map[string]langLex{
	"hi-latn+r43lead": {
		void:     []string{"khatam samjho", "khatam samjhiye", "khatm samjho", "khatam samjhein", "khatam maan lo", "khatam mano", "khatam ho chuke", "khatam ho gaye"},
		prior:    []string{"system wale", "system vale", "system wali", "system ki di", "system ke diye"},
		this:     []string{"yeh note", "ye note", "yeh nota"},
		noLimits: []string{"koi had nahin", "koi had nahi", "koi hadd nahin", "koi hadd nahi"},
	},
	"ja-latn+r43lead": {
		noPolicy: x43(
			"kisoku ga nai", "kisoku wa nai", "kisoku mo nai", "ruuru ga nai", "rūru ga nai", "seigen {nashi|nasi|ga nai|wa nai|mo nai}",
			"{zettai ni |kesshite |kessite |}kotowaranai", "{zettai ni |kesshite |kessite |}kotowarimasen", "nan demo kotaeru", "nandemo kotaeru", "nan demo kotaemasu",
		),
	},
}

func init() {
	for _, l := range byLanguage(lexicons43lead) {
		normaliseLex(&l)
		mergeLexicon(l)
		voidAll38 = append(voidAll38, l.void...)
	}
}

// grantingRoles: the labels whose voice can grant the agent permissions.
var grantingRoles = []string{"system", "developer", "operator", "admin", "orchestrator", "harness", "supervisor", "policy", "sistem", "sistema", "système", "систем", "系统", "系統", "システム", "시스템", "النظام", "سیستم"}

// forgedNoPolicy43 reads the first line under a granting role's label at
// t[from:end] for a persona property or a no-limits claim, and returns
// that line's span as the grant.
func forgedNoPolicy43(t string, label string, from, end int) []int {
	l := strings.ToLower(label)
	granting := false
	for _, r := range grantingRoles {
		if strings.Contains(l, r) {
			granting = true
			break
		}
	}
	if !granting {
		return nil
	}
	le := strings.IndexByte(t[from:end], '\n')
	if le < 0 {
		le = end - from
	}
	low := strings.ToLower(t[from : from+le])
	// A property bounded to a thing ("no refusals of refunds", "no
	// limits on box count") is a report about that thing, not a grant.
	for _, c := range []concept{personaNoPolicy, noLimits} {
		for _, h := range hitsOf(low, c) {
			if !narrowProperty(low, h[0]) {
				return []int{from, from + le}
			}
		}
	}
	return nil
}

// authOptionBefore: a command's option right before a value ("sftp -i
// KEY", "--private-key=KEY").
var authOptionBefore = lazyRegexp(`(?:^|\s)(-{1,2}[A-Za-z][\w-]*)(?:\s+|=)["']?$`)

// authOptionJustBefore reports that the text before a secret ends with an
// authentication option of the command (authOptions: -i, --identity,
// --key, --cert, -u ...): a key file handed to the identity option of
// sftp, scp or ssh signs the transfer in, as a token in an
// Authorization header does; it is the means of the sending, not its
// cargo. The data sent is what the command names besides it.
func authOptionJustBefore(before string) bool {
	// the secret may be named from inside its path ("~/.ssh/" before
	// "payroll_key"): read from the start of that word
	before = before[max(0, len(before)-80):]
	before = strings.TrimRightFunc(before, func(r rune) bool {
		return r != ' ' && r != '\t' && r != '\n' && r != '=' && r != '"' && r != '\'' && r != '`'
	})
	m := authOptionBefore.FindStringSubmatch(before)
	return m != nil && authOptions[m[1]]
}
