package safety

import (
	"regexp"
)

// Round 46 (exfil-prose, exfil-flow): cargo, places and languages the
// older lists did not read. Each addition extends an existing pattern or
// concept at init, so the rules that decide stay the ones that read them.

// cargo46 (a hook of personalCargoAt): what people wrote or are, named
// without the words the older cargo asks for:
//   - people's private messages ("the private DMs", "the DMs of every
//     member"): correspondence meant for one reader, as "direct
//     messages" and "private channels" are (bagSecret);
//   - what shows where a person is or what their face is: location
//     traces attached to their photos, face labels, biometric data; such
//     data finds and identifies people;
//   - a group's people listed by name beside how to reach them ("the
//     tenant names and mobile numbers"), as identFields42 reads it with
//     a possessive; a name alone, or a single field, is how a reply is
//     addressed, and is left out.
var cargo46 = regexp.MustCompile(`(?i)\bprivate\s+(?:dms|direct\s+messages|messages|chats|conversations|message\s+threads|inbox(?:es)?)\b|\b(?:dms|direct\s+messages)\s+(?:of|between|from)\s+(?:every(?:one|body)?|all|each|other|the\s+(?:whole\s+)?(?:team|staff|workspace|members|users|employees))\b|` +
	`\b(?:photos?|pictures?|images?|shots?)\s+(?:with|including|containing|and)\s+(?:their\s+|the\s+|its\s+|embedded\s+)?(?:location|gps|geo-?location|geo-?tags?|exif\s+location)\b|\bface[- ](?:labell?ed|tagged|recognition|match(?:ed|es)?)\s+(?:index|indexes|data|tags|labels|database|catalogue|catalog|groups?)\b|\b(?:facial|face|biometric)\s+(?:data|templates?|embeddings?|prints?|signatures?|identifiers?|geometry)\b|` +
	`\b(?:patient|customer|client|member|student|pupil|employee|staff|donor|tenant|guest|parent|attendee|resident|subscriber|applicant|volunteer|caller|diner|user)s?'?\s+(?:full\s+)?names?\s*(?:,\s*(?:and\s+)?|\s+(?:and|&|plus|with)\s+)(?:(?:their|home|mobile|cell)\s+)?(?:phone\s+numbers?|mobile\s+numbers?|cell\s+numbers?|phones?|e-?mail\s+addresses|e-?mails?|home\s+addresses|addresses|dates\s+of\s+birth|birth\s*dates?)\b`)

var cargo46Stems = []string{"private", "dms", "direct message", "location", "gps", "geo", "face", "facial", "biometric", "name"}

// cargo46At: the first round-46 cargo in w.
func cargo46At(w string) []int {
	if !lowerHas(asciiLower(w), cargo46Stems...) {
		return nil
	}
	return cargo46.FindStringIndex(w)
}

// A store said to be open to anyone for writing or reading ("the bucket
// s3://x (public-write)", "a world-writable share") is a public place,
// as a public bucket is: whatever is put there is anyone's.
func init() {
	bagOutside = regexp.MustCompile(bagOutside.String() + `|(?i)\bpublic[- ](?:write|writ(?:e)?able|read|readable|read-?write)\b|\bworld[- ]writ(?:e)?able\b|\banonymous(?:ly)?[- ](?:writ(?:e)?able|uploads?|write\s+access)\b`)
	outsideStems = append(outsideStems, "public", "world", "anonymous")
}
