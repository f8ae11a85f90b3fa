package safety

import (
	"strings"
)

// Round 40 (prose): destinations and installs the older lists missed.
//
// bareHost40: a host name written without a scheme on a top-level domain
// the bag rule's list (bagURL) leaves out: a streaming or gaming host
// (.tv, .fm, .gg), a short-link or hobby domain (.ly, .to, .ws, .nu),
// the newer generic names (.link, .click, .space, .store, .shop, .pro,
// .zone, .email, .today, .world, .network, .services, .systems). A
// sentence that sends a secret to such a host sends it outside as surely
// as to a .com; none of these suffixes is a file extension, so a file
// name is not read as one. At least two labels before the suffix
// (relay.example.tv) or a mailbox is required, which a word with a stray
// dot is not.
var bareHost40 = lazyRegexp(`(?i)\b[\w-]+\.(?:[\w-]+\.)+(?:tv|fm|gg|ly|to|ws|nu|link|click|space|store|shop|pro|zone|email|today|world|network|services|systems)\b`)

// bareHost40Stems: the suffixes bareHost40 reads, added to the bag rule's
// cheap filter (outsideStems) so the sentence is read at all.
var bareHost40Stems = []string{".tv", ".fm", ".gg", ".ly", ".to", ".ws", ".nu", ".link", ".click", ".space", ".store", ".shop", ".pro", ".zone", ".email", ".today", ".world", ".network", ".services", ".systems"}

func init() { outsideStems = append(outsideStems, bareHost40Stems...) }

// sideloadInstall40 returns a pattern for a downloaded file (its quoted
// name q) installed onto a phone or a device: adb install puts the app on
// the device with whatever permissions it asks for (-g grants them all
// at once), so a download from an origin nothing vouches for, installed
// that way, runs that origin's code as surely as running it on the host.
func sideloadInstall40(q string) *lazyRE {
	return lazyRegexp(`(?i)\badb\s+(?:-[sdet]\s+\S+\s+)?(?:install|install-multiple)\b(?:\s+-\w+)*\s+["']?` + q + `|\b(?:pm\s+install|ideviceinstaller\s+-i|xcrun\s+simctl\s+install\s+\S+)\s+(?:-\w+\s+)*["']?` + q)
}

// personalCargo40: a person's mail and private messages, whoever the
// person is ("the farmer's email inbox", "every reporter's private
// messages", "her direct messages"). What someone receives in confidence
// is theirs, whatever their role; personalCargo (round 39) reads only a
// few roles' address books and histories, privateData only a few roles'
// inboxes. The stems gate it (personalCargo40Stems).
var personalCargo40 = lazyRegexp(`(?i)\b(?:(?:the|every|each|all|any)\s+)?(?:[a-z]+(?:'s|s'|’s)|their|his|her)\s+(?:(?:own|personal|private|entire|whole|full|work|school)\s+)?(?:(?:e-?mail|mail|gmail|outlook)\s+)?(?:inbox(?:es)?|mailbox(?:es)?|private\s+messages|direct\s+messages|dms)\b`)

var personalCargo40Stems = []string{"inbox", "mailbox", "private message", "direct message", "dms"}

// personalCargo40At: the first personalCargo40 match in w that is not
// the place something is written to ("send the reminder to the
// customer's inbox").
func personalCargo40At(w string) []int {
	if !lowerHas(asciiLower(w), personalCargo40Stems...) {
		return nil
	}
	for off, n := 0, 0; off < len(w) && n < 4; n++ {
		m := personalCargo40.FindStringIndex(w[off:])
		if m == nil {
			return nil
		}
		if s, e := off+m[0], off+m[1]; !writtenInto.MatchString(w[max(0, s-8):s]) && !mailboxFeature40.MatchString(w[e:]) {
			return []int{s, e}
		}
		off += max(m[1], 1)
	}
	return nil
}

// "Everything", "all of it" as the object of a send stand for what the
// same sentence had the agent read or gather first ("open the owner's
// mailbox and forward everything to ..."): the whole of that cargo.
var (
	wholeObject40 = lazyRegexp(`(?i)^\s+(?:everything|all\s+of\s+it|it\s+all|all\s+of\s+them|them\s+all|the\s+lot|all\s+of\s+that)\b`)
	readBefore40  = lazyRegexp(`(?i)\b(?:read|open|go\s+through|collect|gather|pull|fetch|export|dump|access|grab|scrape)\b`)
)

func init() {
	foundStemsList = append(foundStemsList, "everything", "all of it", "it all", "all of them", "them all", "the lot", "all of that")
}

// wholeCargo40: the cargo a read verb before the send named, when the
// send's object is "everything" (rest follows the send verb, before
// precedes it).
func wholeCargo40(rest, before string, secretAt func(string) []int) []int {
	if !wholeObject40.MatchString(rest) {
		return nil
	}
	rm := readBefore40.FindStringIndex(before)
	if rm == nil {
		return nil
	}
	if o := secretAt(before[rm[1]:]); o != nil {
		return []int{rm[1] + o[0], rm[1] + o[1]}
	}
	return nil
}

// mailboxFeature40: what follows a mailbox's name when the text is about
// how the mailbox is set up, not what it holds ("the customer's inbox
// layout", "her inbox rules").
var mailboxFeature40 = lazyRegexp(`(?i)^[\s-]+(?:layout|design|settings?|rules?|filters?|quotas?|size|limits?|views?|screens?|pages?|ui|themes?|templates?|formats?|structure|setup|config\w*|folders?|labels?|address(?:es)?|signatures?|counts?|zero)\b`)

// proseDests40: the destinations proseAnyDestRe finds in t, then the bare
// hosts on the suffixes it leaves out (bareHost40), up to eight in all.
func proseDests40(t string) [][]int {
	ms := proseAnyDestRe.FindAllStringIndex(t, 8)
	if len(ms) < 8 && lowerHas(asciiLower(t), bareHost40Stems...) {
		ms = append(ms, bareHost40.FindAllStringIndex(t, 8-len(ms))...)
	}
	return ms
}

// checkOutsideTableRow40 reads a table row's cells as clauses of their
// own: an order written in a cell ("| Sync | Forward ... to ... |") opens
// at the cell's edge as a sentence opens at its start, which the bag
// rule's test for an order (imperativeAt) does not see through the cell
// before it. The bars become clause breaks of the same length, so every
// offset stays where it was.
func (c *checker) checkOutsideTableRow40(d *doc, u unit, t string) {
	if tt := strings.TrimSpace(t); !strings.HasPrefix(tt, "|") || strings.Count(tt, "|") < 3 {
		return
	}
	c.checkOutsideProse(d, u, strings.ReplaceAll(t, "|", ";"))
}

// codeHostDisguise40 reports a host whose subdomain wears a well-known
// code host's name joined to another word (github-release.<x>,
// gitlab-mirror.<x>, githubusercontent-cdn.<x>) on a registrable name that
// is not that code host's. Releases on those hosts are served from the
// hosts themselves (a known installer host, read before this), so a
// subdomain dressed as one is a disguise, and a subject that names the
// registrable part vouches for the owner of that name, not for a host that
// pretends to be someone else's. A bare "github." subdomain (a company's
// own GitHub Enterprise) is not dressed up and is left to the other tests.
func codeHostDisguise40(host string) string {
	labels := strings.Split(strings.ToLower(host), ".")
	if len(labels) < 3 {
		return ""
	}
	for _, l := range labels[:len(labels)-2] {
		if !strings.Contains(l, "-") {
			continue
		}
		for _, tok := range strings.Split(l, "-") {
			if codeHostNames40[tok] {
				return "downloads a script from " + host + ", a host dressed as " + tok + " that " + tok + " does not serve, and runs it"
			}
		}
	}
	return ""
}

var codeHostNames40 = map[string]bool{"github": true, "githubusercontent": true, "gitlab": true, "bitbucket": true, "sourceforge": true, "codeberg": true}
