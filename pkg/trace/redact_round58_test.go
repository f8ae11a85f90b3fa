package trace

import "testing"

// TestRedactRound58: the look-alikes of fresh169-172 (session 28) that
// were redacted, fixed by principle, beside secrets of the same shape
// that must still be redacted.
func TestRedactRound58(t *testing.T) {
	checkRedactions(t, []redactProbe{
		// a real webhook's IDs and token are generated
		{"alerts go to https://hooks.slack.com/services/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", "https://hooks.slack.com/services/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"},
		// a generated token after the same key word
		{"callback token=evt_9fK2mQ7xLr4TzW8p", "evt_9fK2mQ7xLr4TzW8p"},
		// a password may be words; it is still a password
		{"password=correct_horse_battery", "correct_horse_battery"},
	}, []string{
		// filler after the ID's type letter (T000, B000) is documentation
		"a webhook reads https://hooks.slack.com/services/T000/B000/XXXX in the docs",
		"e.g. https://hooks.slack.com/services/TXXXXXXXX/BXXXXXXXX/XXXXXXXXXXXXXXXXXXXXXXXX",
		// lower-case words joined by underscores name a thing
		"the payload's token=status_changed tells you what happened",
		"filter on token=order_shipped_late in the event log",
	})
}
