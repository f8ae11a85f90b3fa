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

// Languages: secrets named in forms the older lists left out.
//   - Greek names a card by its details, "τα στοιχεία της κάρτας" (the
//     card's details), as the Tagalog "detalye ng card" and the English
//     "card details" already are: what pays with the card.
//   - Czech names a file of passwords "soubor s hesly" (a file with
//     passwords): the file holding them is the secret store, as
//     "heslo" is the secret. The bare instrumental "s hesly" is not
//     taken: "návod pro práci s hesly" (a guide to working with
//     passwords) is a topic. Access keys also in their object forms
//     ("přístupové klíče"), as "soukromý klíč" already is.
func init() {
	registerActionLexicon("el+r78-exfil", actionLex{
		secret: []string{"στοιχεία της κάρτας", "στοιχεία κάρτας", "στοιχεία των καρτών", "στοιχεία της πιστωτικής", "αριθμό της κάρτας", "αριθμούς των καρτών", "αριθμό κάρτας", "αριθμούς καρτών"},
	})
	registerActionLexicon("cs+r78-exfil", actionLex{
		secret: []string{"soubor s hesly", "souboru s hesly", "soubory s hesly", "souborů s hesly", "souborech s hesly", "přístupové klíče", "přístupových klíčů", "přístupový klíč"},
	})
}
