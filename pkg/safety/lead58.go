package safety

import "strings"

// Session 26 (fresh157-160's false refusals by the rules, fixed by
// principle after the measurement).

// quantityFiltered58: the voiding verb's object is a set of records
// filtered by a value ("disregard orders above the 99th percentile",
// "ignore rules over $500", "drop directives older than 30 days" is not
// one: the comparison must be to a number, a rank or a statistic). A
// noun that a comparison with a quantity qualifies names things counted
// or priced (customer orders, transactions), not the agent's guidance,
// which is never above a percentile.
var quantityFiltered58 = lazyRegexp(`^\s+(?:all\s+|any\s+|the\s+|those\s+|these\s+)?[\w-]+\s+(?:(?:priced|valued|worth|totall?ing)\s+)?(?:above|over|below|under|exceeding|beyond|(?:greater|higher|larger|more|less|lower|smaller)\s+than)\s+(?:the\s+|a\s+|an\s+)?(?:[$€£¥₹]\s?\d|\d|top\s+\d|(?:\w+\s+)?(?:percentile|quantile|quartile|median|mean|average|threshold|cut-?off|standard\s+deviations?|sigma))`)

// namedBehaviour58: a sending verb in its -ing form where a clause
// begins ("Examples: copying customer lists to personal email, sharing
// logins") names a behaviour, as a list of examples or a heading does; it
// orders nothing. A gerund after a verb that sets it going ("start
// copying", "keep sending") is still an order, and so is an approval
// before it (reportedOrder).
func namedBehaviour58(t string, at int, w string) bool {
	if !strings.HasSuffix(w, "ing") {
		return false
	}
	before := strings.ToLower(t[max(0, at-24):at])
	return !gerundStarter58.MatchString(before)
}

var gerundStarter58 = lazyRegexp(`\b(?:start|begin|keep|continue|resume|try|go\s+on|carry\s+on|proceed\s+with|get\s+on\s+with|commence|finish|stop|quit)\s+$`)
