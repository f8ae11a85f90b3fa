package llm

import (
	"strings"
	"testing"
)

func TestLedgerReportText(t *testing.T) {
	l := NewLedger(Prices{"j": {InputPerMTok: 1, OutputPerMTok: 2}}, 5, nil)
	l.Record(RoleJudge, "j", 1_000_000, 500_000, false, 1)
	l.Record(RoleJudge, "j", 7, 7, true, 0)
	l.Record(RoleAgent, "j", 1234, 0, false, 2)
	r := l.Report()
	if len(r.Roles) != 2 || r.Roles[0].Role != RoleAgent || r.Total.Calls != 2 || r.Total.CacheHits != 1 || r.Total.Input != 1_001_234 || !r.CostKnown() {
		t.Fatalf("report = %+v", r)
	}
	if len(r.Calls) != 3 || !r.Calls[1].Cached || r.Calls[1].CostUSD != 0 || r.Calls[0].CostUSD != 2 {
		t.Errorf("calls = %+v", r.Calls)
	}
	var b strings.Builder
	if err := r.WriteText(&b); err != nil {
		t.Fatal(err)
	}
	want := "" +
		"  agent            1 calls     0 cached        1,234 in          0 out  $0.0012\n" +
		"  judge            1 calls     1 cached    1,000,000 in    500,000 out  $2.0000\n" +
		"  TOTAL            2 calls     1 cached    1,001,234 in    500,000 out  $2.0012\n" +
		"  estimated cost: $2.0012 (estimate from the price table)\n" +
		"  cap (INGOT_MAX_RUN_USD): $5.0000\n"
	if b.String() != want {
		t.Errorf("text report:\n%s\nwant:\n%s", b.String(), want)
	}
	if err := l.Check(); err != nil {
		t.Errorf("under the cap: %v", err)
	}
	l.Record(RoleAgent, "j", 3_000_000, 0, false, 1)
	if err := l.Check(); err == nil || !strings.Contains(err.Error(), "$5.0012 > cap $5.0000") {
		t.Errorf("over the cap: %v", err)
	}
}

func TestEstimates(t *testing.T) {
	msgs := []Message{System(strings.Repeat("a", 400)), User(strings.Repeat("b", 4000))}
	if got := EstimateTokens(msgs); got != 100+4+1000+4 {
		t.Errorf("EstimateTokens = %d", got)
	}
	p := Prices{"m": {InputPerMTok: 2, OutputPerMTok: 8}}
	if c, ok := p.Estimate("vendor/m", 500_000, 250_000); !ok || c != 3 {
		t.Errorf("Estimate = %v %v, want 3 true", c, ok)
	}
	if _, ok := p.Estimate("nope", 1, 1); ok {
		t.Errorf("unpriced model estimated as known")
	}
}
