package gate

import (
	"encoding/json"
	"errors"
	"testing"
)

func TestVerdict(t *testing.T) {
	cases := []struct {
		name      string
		json      string
		allows    bool
		status    string
		reason    string
		inconsist bool
	}{
		{"pass", `{"promotable":true,"blocked":[],"warnings":["w"]}`, true, "PASS", "", false},
		{"missing promotable is blocked", `{"blocked":[],"warnings":[]}`, false, "BLOCKED", "unspecified failure", false},
		{"empty object is blocked", `{}`, false, "BLOCKED", "unspecified failure", false},
		{"blocked with reasons", `{"promotable":false,"blocked":["margin +0.01 < required +0.15","only 2 held-out tasks (< 3)"]}`, false, "BLOCKED", "margin +0.01 < required +0.15; only 2 held-out tasks (< 3)", false},
		{"contradiction", `{"promotable":true,"blocked":["x"]}`, false, "BLOCKED", "x", true},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			var v Verdict
			if err := json.Unmarshal([]byte(c.json), &v); err != nil {
				t.Fatal(err)
			}
			if got := v.Allows(); got != c.allows {
				t.Errorf("Allows() = %v, want %v", got, c.allows)
			}
			if got := v.Status(); got != c.status {
				t.Errorf("Status() = %q, want %q", got, c.status)
			}
			if got := v.Reason(); got != c.reason {
				t.Errorf("Reason() = %q, want %q", got, c.reason)
			}
			if err := v.Check(); (err != nil) != c.inconsist || (err != nil && !errors.Is(err, ErrInconsistent)) {
				t.Errorf("Check() = %v, want inconsistent=%v", err, c.inconsist)
			}
		})
	}
}

func TestBlockAndWarn(t *testing.T) {
	v := Pass()
	v.Warn("challenger drops 60% of the champion body")
	if !v.Allows() {
		t.Fatal("a warning must not block")
	}
	v.Block("catastrophic regression on 1 task(s) the champion passed")
	if v.Allows() || v.Promotable {
		t.Fatal("Block must make the verdict unpromotable")
	}
	b, err := json.Marshal(Verdict{}.Normalize())
	if err != nil {
		t.Fatal(err)
	}
	if got, want := string(b), `{"promotable":false,"blocked":[],"warnings":[]}`; got != want {
		t.Errorf("zero verdict encodes as %s, want %s", got, want)
	}
}
