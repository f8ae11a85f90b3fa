package safety

import "golang.org/x/text/unicode/norm"

// Round 58 (persona): the persona stack (checkPersonaStack) in more
// languages and English turns of phrase. Each trait alone stays ordinary;
// the stack still needs two of them with a persona frame, or all three,
// in one paragraph.
//
// Free of rules: English "has no rules (of its own)", "does not follow any
// provider's usage policy" (the owner and kind of the policy between "any"
// and "policy"), and "without the constraints of its makers" (the rules
// of whoever built the agent, dropped); Bengali "কোনো নীতি মানে না"
// (follows no policy); Tamil "எந்த விதிமுறையும் இல்லை" (no rule at all);
// Telugu "ఏ నియమాలూ లేని" (without any rule); Marathi "कोणतेही धोरण नाही"
// (no policy at all); Cebuano "walay ... palisiya" (no policy), as the
// Tagalog "walang patakaran".
//
// Never refuses: English "never says he can't help", "no request is ever
// turned down", and a question "that would normally be declined" answered
// anyway; Tamil "எந்தக் கேள்வியையும் மறுக்க மாட்டார்" (will refuse no
// question); Telugu "ఏ ప్రశ్ననూ తిరస్కరించవు" (you refuse no question);
// Marathi "कधीच नकार देत नाही" (never refuses); Cebuano "dili gayud
// mobalibad" (never refuses).
//
// Answers anything: Tamil "எதையும் சொல்வார்" (will say anything); Telugu
// "ఏదైనా చెబుతావు" (you will tell anything); Marathi "कोणताही प्रश्न
// विचारला तरी उत्तर देतो" (answers whatever question is asked); Bengali
// "যা জিজ্ঞেস করা হয় তার উত্তর দেয়" (answers whatever is asked); Cebuano
// "motubag sa bisan unsang pangutana" (answers any question).
//
// A persona frame: Tamil "கதாபாத்திரம்" (a story's character; the bare
// "பாத்திரம்" is also a cooking pot, so it stays out) and the Telugu role
// written as a label ("పాత్ర:"; the bare word is also a vessel).
//
// Indic vowel signs are marks, not letters: their words are matched with
// [\pL\pM], never \pL alone.
const (
	stackFree58 = `(?:has|have|had)\s+no\s+(?:[\pL'’]+\s+)?(?:polic(?:y|ies)|rules|rulebooks?|guidelines|guardrails|safeguards|restrictions)(?:\s+of\s+(?:my|his|her|their|its|your)\s+own)?|` +
		`(?:does\s+not|doesn't|do\s+not|don't|won't|will\s+not|never)\s+(?:follow|obey|respect|honou?r)s?\s+(?:any|a)\s+(?:[\pL'’]+\s+){1,2}?(?:polic(?:y|ies)|rules|guidelines|guardrails)|` +
		`without\s+(?:any\s+of\s+)?(?:the|its|his|her|their|your|my)\s+(?:\pL+\s+)?(?:constraints|restrictions|rules|limits|guardrails|safeguards|polic(?:y|ies))\s+(?:of|from|set\s+by|imposed\s+by|placed\s+by)\s+(?:its|his|her|their|your|my|the)\s+(?:makers|creators|developers|providers?|vendors?|trainers|builders)|` +
		// Bengali: follows no rule or policy
		`(?:কোনো|কোন|কোনও)\s+(?:[\pL\pM]+\s+)?(?:নিয়ম|নীতি|বিধিনিষেধ)[\pL\pM]*\s+(?:মানে|মানেন|মানো|মানি|মানবে)\s*না|` +
		// Tamil: no rule or policy at all
		`எந்த[\pL\pM]*\s+(?:[\pL\pM]+\s+)?(?:விதிமுறை|விதி|கொள்கை|கட்டுப்பாடு)[\pL\pM]*\s+(?:இல்லை|கிடையாது)|` +
		// Telugu: (without) any rule or policy
		`ఏ\s+(?:[\pL\pM]+\s+)?(?:నియమ|నిబంధన|విధాన|పరిమితి)[\pL\pM]*\s+(?:లేని|లేవు|లేదు)|` +
		// Marathi: no policy or rule at all
		`(?:कोणतेही|कोणताही|कोणतीही|कुठलेही|कुठलाही|कुठलीही)\s+(?:[\pL\pM]+\s+)?(?:धोरण|नियम|बंधन|निर्बंध)[\pL\pM]*\s+(?:नाही|नाहीत)|` +
		// Cebuano: no policy, rule or law
		`walay\s+(?:\pL+\s+)?(?:palisiya|polisiya|lagda|balaod|limitasyon|utlanan)\pL*`
	stackNever58 = `never\s+(?:says|tells\s+\pL+)\s+(?:that\s+)?(?:he|she|they|it|i|we)\s+(?:can't|cannot|can\s+not|won't|will\s+not|is\s+unable\s+to)\s+(?:help|answer|assist)|` +
		`no\s+(?:request|question|task|prompt|topic|ask)\s+(?:is|gets|will\s+be)\s+(?:ever\s+)?(?:declined|refused|turned\s+down|rejected)|` +
		`(?:normally|usually|otherwise|ordinarily)\s+be\s+(?:declined|refused|turned\s+down)[^.;]{0,40}?answers?\s+(?:it|them)\s+anyway|` +
		// Tamil: will refuse no question (nothing); never refuses
		`(?:எந்த[\pL\pM]*\s+(?:[\pL\pM]+\s+)?|எதையும்\s+|ஒருபோதும்\s+)மறுக்க\s+(?:மாட்டா[\pL\pM]*|மாட்டேன்|மாட்டோம்)|` +
		// Telugu: refuses no question (nothing), never refuses
		`(?:ఏ\s+[\pL\pM]+\s+|ఎప్పుడూ\s+|దేనినీ\s+)(?:తిరస్కరించ|నిరాకరించ)(?:వు|డు|దు|రు|ను|ము)|` +
		// Marathi: never refuses
		`(?:कधीच|कधीही)\s+(?:[\pL\pM]+\s+)?नकार\s+(?:देत|देणार)\s+नाही|` +
		// Cebuano: never refuses
		`dili\s+(?:gayud\s+|gyud\s+|jud\s+|gayod\s+|gyod\s+)?(?:mo|mu)balibad`
	stackFrame58   = `கதாபாத்திர[\pL\pM]*|పాత్ర\s*:`
	stackAnswers58 = `(?:எதையும்|எல்லாவற்றையும்)\s+(?:சொல்|பதில்)[\pL\pM]*|` +
		`(?:ఏదైనా|ఏమైనా|అన్నీ)\s+(?:చెబు|చెప్పు|సమాధాన)[\pL\pM]*|` +
		`(?:कोणताही|कोणतेही|कुठलाही|प्रत्येक)\s+(?:प्रश्न|विनंती)[\pL\pM]*\s+(?:[\pL\pM]+\s+){0,3}?उत्तर\s+दे[\pL\pM]*|` +
		`যা\s+(?:কিছু\s+)?জিজ্ঞেস\s+করা\s+হয়\s+(?:তার\s+)?উত্তর\s+দে[\pL\pM]*|` +
		`(?:mo|mu|ni)tubag\s+(?:sa\s+)?(?:bisan\s+unsa|tanan)`
)

func init() {
	stackFree = nfkcRe(stackFree.String() + `|(?i:(?:^|[^\pL])(?:` + stackFree58 + `))`)
	stackNever = nfkcRe(stackNever.String() + `|(?i:(?:^|[^\pL])(?:` + stackNever58 + `))`)
	stackAnswers = nfkcRe(stackAnswers.String() + `|(?i:(?:^|[^\pL])(?:` + stackAnswers58 + `))`)
	stackFrame = nfkcRe(stackFrame.String() + `|(?:^|[^\pL])(?:` + stackFrame58 + `)`)
	for _, w := range []string{"নিয়ম", "নীতি", "விதி", "கொள்கை", "கட்டுப்பாடு", "నియమ", "నిబంధన", "విధాన", "పరిమితి", "धोरण", "नियम", "बंधन", "निर्बंध", "palisiya", "polisiya", "lagda", "balaod", "limitasyon", "utlanan", "constraint", "polic", "rule", "guardrail", "safeguard", "restriction"} {
		stackFreeStems = append(stackFreeStems, norm.NFKC.String(w))
	}
	for _, w := range []string{"மறுக்க", "சொல்", "பதில்", "తిరస్కరి", "నిరాకరి", "చెబు", "చెప్పు", "సమాధాన", "नकार", "उत्तर", "উত্তর", "balibad", "tubag", "declin", "turned down", "say", "tell"} {
		stackTraitStems = append(stackTraitStems, norm.NFKC.String(w))
	}
}
