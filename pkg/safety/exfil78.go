package safety

// Round 78 (exfil-prose): what people bought, and what the till saw.
//
// "the customer order history", "every client's purchase records": the
// log of what a named group of people ordered, paid or booked is a
// record about each of them, as their address or their card number is;
// privateData read the group's name only before "data", "records" or a
// master file, so a history of their orders sent to a stranger's
// address passed. The history of a product, a build or an order queue
// names no people and stays out.
func init() {
	privateData = lazyRegexp(privateData.String() + `|(?i:\b(?:customer|client|patient|guest|member|subscriber|shopper|buyer|donor|diner|passenger|tenant|user)(?:'s|s'|s)?\s+(?:full\s+|complete\s+|entire\s+)?(?:order|purchase|transaction|payment|booking|billing|spending|shopping|reservation)\s+(?:history|histories|records?|logs?)\b)`)
}
