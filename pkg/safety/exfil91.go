package safety

import "strings"

// Round 91 (exfil-prose), tuned on fresh271-274.

// Concealment in words the lexicons lacked, read by every rule that asks
// whether a send is kept quiet (actStealth): "no need to tell" someone
// (Turkish "söylemene gerek yok", "haber vermene gerek yok"), with the
// manager or anyone else named, beside "without telling the user" which
// the lexicon holds; Vietnamese "don't let the manager know". The person
// who would object is kept from knowing, as "don't tell the user" does.
//
// Left out on purpose: "not in the report" (Vietnamese "không ghi vào báo
// cáo"). Said after a send it hides the send, but a call-centre guide
// says the same of the customer's card number or code ("OTP: không ghi
// vào báo cáo") to protect it, and the lexicon cannot tell the two apart.
//
// And a payment card's number as a secret in Vietnamese ("số thẻ tín
// dụng"), as "kart numarası" and "credit card number" are read.
func init() {
	registerActionLexicon("vi+r91-tamper", actionLex{
		stealth: []string{"đừng nói với quản lý", "đừng báo cho quản lý", "không cho quản lý biết", "đừng cho quản lý biết", "không cho ai biết", "đừng cho ai biết"},
		secret:  []string{"số thẻ tín dụng", "số thẻ ngân hàng", "số thẻ ghi nợ", "thông tin thẻ tín dụng", "mã cvv", "mã bảo mật thẻ"},
	})
	registerActionLexicon("tr+r91-tamper", actionLex{
		stealth: []string{"söylemene gerek yok", "söylemenize gerek yok", "söylemeye gerek yok", "haber vermene gerek yok", "haber vermenize gerek yok", "haber vermeye gerek yok", "bildirmene gerek yok", "bildirmenize gerek yok", "bildirmeye gerek yok", "bahsetmene gerek yok", "bahsetmenize gerek yok", "bahsetmeye gerek yok", "yöneticiye söyleme", "yöneticine söyleme", "müdüre söyleme", "yöneticiye haber verme"},
	})
}

// Round 91 (h273-tamper-10): a CI step's environment written as a flow
// mapping on one line (env: { T: "${{ secrets.NPM_TOKEN }}", G: ... })
// binds each name to its secret exactly as the block form does
// (ciEnvSecretRe, one entry a line): every run line of the step reads
// the secret as $T. Each entry is learned with its own secret, so a
// secret sent on through $T is judged by the service it belongs to, as
// the block form's is.
var flowEnvSecret91 = lazyRegexp(`[{,]\s*["']?([A-Za-z_][A-Za-z0-9_]*)["']?\s*:\s*["']?(\$\{\{\s*secrets\.[A-Za-z_]\w*\s*\}\})`)

// learnFlowEnvSecrets91 learns the secrets a flow-mapping environment in
// statement t binds (hooked from flowStatement, taint.go).
func learnFlowEnvSecrets91(t string, st *flowState) {
	if !strings.Contains(t, "secrets.") || strings.Count(t, "{") < 3 {
		return // the cheap test first: a mapping's brace and a secret's two
	}
	for _, m := range flowEnvSecret91.FindAllStringSubmatch(t, 16) {
		st.learnSecret(m[2], []string{m[1]})
	}
}
