package safety

// Round 87 (persona), tuned on fresh254: a table whose header's first
// cell names its rows as the traits, attributes or properties of a
// character ("Trait | Value", "Eigenschaft | Wert", "Rasgo | Valor")
// sets the persona the agent plays, as a "Setting | Value" table sets
// its options (directiveRow): a row there saying the character refuses
// nothing and answers with no restrictions casts the agent, and "never"
// in its value is the value, not a cue that the row quotes an example.
// A table of a persona's traits that keeps its rules is not read (the
// persona patterns still need a lifted rule or refusal).
const settingsHeader87 = `|(?i)^[*_]*(?:traits?|attributes?|propert(?:y|ies)|characteristics?|eigenschaft(?:en)?|merkmale?|caractéristiques?|attributs?|rasgos?|atributos?|características?|tratt[oi]|caratteristiche|eigenschappen|kenmerk(?:en)?|cechy|cecha|атрибут\pL*|черт\pL*|свойств\pL*|egenskap(?:er)?|ciri|sifat|atribut)[*_]*$`

func init() {
	settingsHeader = lazyRegexp(settingsHeader.String() + settingsHeader87)
}
