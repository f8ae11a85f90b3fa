package safety

import "unicode/utf8"

// Session 28's fixes of false refusals by principle, found on fresh169-172
// (TestConstructsRound62Lead).

// lineHoldsRTL: the line around s[i] (read at most rtlReach bytes each
// way) holds a right-to-left letter. A direction mark (LRM, RLM, ALM) is
// how right-to-left writing keeps a left-to-right token in place
// ("‎<API_KEY>‎" in a Persian sentence, "‎SKILL.md‎" in an Arabic one): the
// mark sits beside the token's neutral brackets or a blank, not beside a
// letter, and cannot reorder the strongly directed letters around it. In
// a line with no right-to-left letter it has nothing to keep in place and
// stays refused; the embedding, override and isolate controls stay
// refused everywhere.
func lineHoldsRTL(s string, i int) bool {
	const rtlReach = 256
	for j := i - 1; j >= 0 && i-j <= rtlReach && s[j] != '\n'; {
		r, n := utf8.DecodeLastRuneInString(s[:j+1])
		if isRTL(r) {
			return true
		}
		j -= n
	}
	for j := i; j < len(s) && j-i <= rtlReach && s[j] != '\n'; {
		r, n := utf8.DecodeRuneInString(s[j:])
		if isRTL(r) {
			return true
		}
		j += n
	}
	return false
}

// gluedRegistrable62: a provider whose name is its domain (Frame.io) names
// its secrets with the registrable label and the suffix run together
// (FRAMEIO_TOKEN): "frameio" is as much the provider's name as "frame".
// The whole registrable domain is needed, so a host that only holds the
// name in a longer label (frameio-drop.example) does not match.
func gluedRegistrable62(labels []string) string {
	return labels[len(labels)-2] + labels[len(labels)-1]
}

// holdCheckedBefore62: a legal hold named as what a checking verb acts on
// ("purges expired documents only after checking legal holds", "deletes
// once it has verified the legal hold") is the rule being kept, as a hold
// named before "check" is (holdChecked50); m is the text from the
// deleting verb to the hold.
func holdCheckedBefore62(m string) bool {
	return holdCheckVerb62.MatchString(m)
}

var holdCheckVerb62 = lazyRegexp(`(?i)\b(?:after|once|when|until|only\s+after|having)?\s*(?:(?:it|you)\s+(?:has|have)\s+)?(?:check(?:ing|ed|s)?|verif(?:y|ying|ied|ies)|confirm(?:ing|ed|s)?|clear(?:ing|ed)|honou?r(?:ing|ed|s)?|respect(?:ing|ed|s)?|consult(?:ing|ed|s)?|look(?:ing|ed)?\s+up|review(?:ing|ed|s)?)\s+(?:for\s+)?(?:(?:the|any|all|active|open|existing|current|every)\s+)*legal[- ]holds?\s*$`)

func init() {
	// The sending party named as the owner of the means ("with the
	// team's token", "using the studio's key") leaves it the means of the
	// sending, as "with the bot token" is (round 37). A user's or a
	// customer's logins are theirs to protect, not the sender's to use:
	// "fill the form with the user's banking logins" stays cargo.
	secretAsMeans = lazyRegexp(`(?i)(?:^|[^\pL])(?:with|using|via)\s+(?:(?:a|an|the|your|its|their|our|my|his|her)\s+)?(?:(?:team|studio|company|org|organi[sz]ation|project|service|bot|app|account|workspace|pipeline|build|department|office|newsroom|lab|shop|store)['’]s\s+)?(?:[\w.-]+\s+){0,2}[\w.-]*$`)
	// A skill that finds, compares or merges the skills in a library
	// (duplicates, overlaps) says working on skills is its job.
	topicSkills = lazyRegexp(topicSkills.String() + `|(?i)\b(?:find|compar|merg|audit|review|lint|check|scan|dedup\w*|consolidat)\w*\s+(?:(?:overlapping|duplicated?|similar|redundant|conflicting|near-identical|all|the|our|your)\s+)*skills?\s+(?:in|across|of)\s+(?:an?|the|your|our|this|my|a\s+team's)\s+(?:skills?\s+)?(?:librar(?:y|ies)|collections?|folders?|director(?:y|ies)|catalog(?:ue)?s?|repos?(?:itor(?:y|ies))?)\b`)
}

// hostFromURLVar62: a request whose address is a name (requests.get(url,
// params=...), fetch(endpoint, ...)) goes where that name was last set
// to a literal address earlier in the block (url = "https://host/...").
// Knowing the host lets the vendor check see a key sent to its own
// service (GOOGLE_MAPS_API_KEY to maps.googleapis.com); a name set to any
// other host is judged with that host, as a literal address would be.
func hostFromURLVar62(before, sinkSeg string) (string, bool) {
	m := urlArgName62.FindStringSubmatch(sinkSeg)
	if m == nil {
		return "", false
	}
	name := m[1]
	if name == "" {
		name = m[2]
	}
	var last string
	for _, a := range urlAssign62.FindAllStringSubmatch(before, -1) {
		if a[1] == name {
			last = a[2]
		}
	}
	if last == "" {
		return "", false
	}
	return hostOf(last)
}

var (
	// urlArgName62: the first argument of a request call, a bare name.
	urlArgName62 = lazyRegexp(`\.(?:get|post|put|patch|request|delete|head)\s*\(\s*(?:["'](?:GET|POST|PUT|PATCH)["']\s*,\s*)?([A-Za-z_]\w{0,40})\s*[,)]|\b(?:fetch|urlopen)\s*\(\s*([A-Za-z_]\w{0,40})\s*[,)]`)
	// urlAssign62: a name set to a literal address.
	urlAssign62 = lazyRegexp(`(?m)(?:^|[\s;])(?:const\s+|let\s+|var\s+)?([A-Za-z_]\w{0,40})\s*(?::\s*str\s*)?=\s*[fr]?["'](https?://[^"'\s]{1,300})["']`)
)

// blockBefore62: the text of the code block holding pos, up to pos (at
// most 4 KB back).
func (d *doc) blockBefore62(pos int) string {
	fi := d.fenceAt(pos)
	if fi < 0 {
		return ""
	}
	start := max(d.fences[fi].start, pos-4096)
	return d.v.text[start:pos]
}
