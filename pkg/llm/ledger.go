package llm

import (
	"errors"
	"fmt"
	"io"
	"log/slog"
	"sort"
	"strings"
	"sync"
)

// ErrBudgetExceeded is matched (errors.Is) by the *BudgetError a call
// returns once the run's estimated spend is over INGOT_MAX_RUN_USD.
var ErrBudgetExceeded = errors.New("llm: run budget exceeded")

// BudgetError says how much was spent against which cap.
type BudgetError struct {
	SpentUSD float64 // estimated spend so far (known prices only)
	CapUSD   float64 // INGOT_MAX_RUN_USD
	// ReservedUSD and NextUSD are set when a request was refused before it
	// was sent: the worst case of the requests in flight and of this one.
	ReservedUSD, NextUSD float64
}

func (e *BudgetError) Error() string {
	if e.NextUSD > 0 {
		return fmt.Sprintf("llm: INGOT_MAX_RUN_USD would be exceeded: spent $%.4f + in flight $%.4f + this request's worst case $%.4f > cap $%.4f; request not sent",
			e.SpentUSD, e.ReservedUSD, e.NextUSD, e.CapUSD)
	}
	return fmt.Sprintf("llm: INGOT_MAX_RUN_USD exceeded: estimated spend $%.4f > cap $%.4f; no further calls made", e.SpentUSD, e.CapUSD)
}

// Is makes errors.Is(err, ErrBudgetExceeded) true.
func (e *BudgetError) Is(target error) bool { return target == ErrBudgetExceeded }

// Call is the ledger's record of one Chat call.
type Call struct {
	Role      Role    `json:"role"`
	Model     string  `json:"model"`
	Input     int64   `json:"input_tokens"`
	Output    int64   `json:"output_tokens"`
	CostUSD   float64 `json:"cost_usd"`   // 0 when the price is unknown or the call was cached
	CostKnown bool    `json:"cost_known"` // false: no price for Model
	Cached    bool    `json:"cached"`     // served from the response cache, no HTTP call
	Attempts  int     `json:"attempts"`   // HTTP attempts, retries included (0 when cached)
}

// Usage sums the calls of one role (or of all roles).
type Usage struct {
	Calls       int     `json:"calls"`      // live calls (HTTP)
	CacheHits   int     `json:"cache_hits"` // calls served from the cache
	Input       int64   `json:"input_tokens"`
	Output      int64   `json:"output_tokens"`
	CostUSD     float64 `json:"cost_usd"`      // known part of the estimate
	UnknownCost int     `json:"unknown_calls"` // live calls whose model has no price
}

func (u *Usage) add(c Call) {
	if c.Cached {
		u.CacheHits++
		return
	}
	u.Calls++
	u.Input += c.Input
	u.Output += c.Output
	if c.CostKnown {
		u.CostUSD += c.CostUSD
	} else {
		u.UnknownCost++
	}
}

// RoleUsage is one role's line in a Report.
type RoleUsage struct {
	Role Role `json:"role"`
	Usage
}

// Report is a snapshot of the ledger.
type Report struct {
	Roles          []RoleUsage `json:"roles"` // sorted by role name
	Total          Usage       `json:"total"`
	CapUSD         float64     `json:"cap_usd,omitempty"`         // 0: no cap
	UnpricedModels []string    `json:"unpriced_models,omitempty"` // models whose cost is unknown
	Calls          []Call      `json:"calls"`                     // every call, in order
}

// CostKnown reports whether every live call had a price, so Total.CostUSD
// is the whole estimate rather than a lower bound.
func (r Report) CostKnown() bool { return r.Total.UnknownCost == 0 }

// WriteText writes the report for people:
//
//	judge          3 calls    2 cached      1,234 in     567 out  $0.0012
//	TOTAL          3 calls    2 cached      1,234 in     567 out  $0.0012
//	estimated cost: $0.0012 (estimate from the price table)
func (r Report) WriteText(w io.Writer) error {
	var b strings.Builder
	line := func(name string, u Usage) {
		fmt.Fprintf(&b, "  %-12s %5d calls %5d cached %12s in %10s out  %s\n",
			name, u.Calls, u.CacheHits, commas(u.Input), commas(u.Output), costString(u))
	}
	for _, ru := range r.Roles {
		line(string(ru.Role), ru.Usage)
	}
	line("TOTAL", r.Total)
	switch {
	case r.Total.Calls == 0:
		fmt.Fprintf(&b, "  estimated cost: $0.0000 (no live calls)\n")
	case r.CostKnown():
		fmt.Fprintf(&b, "  estimated cost: $%.4f (estimate from the price table)\n", r.Total.CostUSD)
	default:
		fmt.Fprintf(&b, "  estimated cost: at least $%.4f; unknown for %d call(s) to %s (add them to INGOT_PRICES)\n",
			r.Total.CostUSD, r.Total.UnknownCost, strings.Join(r.UnpricedModels, ", "))
	}
	if r.CapUSD > 0 {
		fmt.Fprintf(&b, "  cap (INGOT_MAX_RUN_USD): $%.4f\n", r.CapUSD)
	}
	_, err := io.WriteString(w, b.String())
	return err
}

func costString(u Usage) string {
	if u.UnknownCost > 0 {
		return fmt.Sprintf("$%.4f+unknown", u.CostUSD)
	}
	return fmt.Sprintf("$%.4f", u.CostUSD)
}

func commas(n int64) string {
	s := fmt.Sprint(n)
	neg := strings.HasPrefix(s, "-")
	s = strings.TrimPrefix(s, "-")
	var out []byte
	for i := range len(s) {
		if i > 0 && (len(s)-i)%3 == 0 {
			out = append(out, ',')
		}
		out = append(out, s[i])
	}
	if neg {
		return "-" + string(out)
	}
	return string(out)
}

// Ledger counts usage and estimated cost for one run and enforces the cap.
// It is safe for concurrent use.
type Ledger struct {
	prices Prices
	cap    float64
	log    *slog.Logger

	mu       sync.Mutex
	calls    []Call
	spent    float64
	reserved float64 // worst-case cost of the calls in flight
	unpriced map[string]bool
}

// NewLedger makes a ledger pricing models from prices with a cap in USD
// (0: none). Warnings (an unpriced model, once each) go to log; nil
// discards them.
func NewLedger(prices Prices, capUSD float64, log *slog.Logger) *Ledger {
	if log == nil {
		log = slog.New(slog.DiscardHandler)
	}
	return &Ledger{prices: prices, cap: capUSD, log: log, unpriced: map[string]bool{}}
}

// Check returns a *BudgetError if the estimate is already over the cap.
func (l *Ledger) Check() error {
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.cap > 0 && l.spent > l.cap {
		return &BudgetError{SpentUSD: l.spent, CapUSD: l.cap}
	}
	return nil
}

// DefaultReserveOutput is the output-token bound Reserve assumes for a
// request that sets no max tokens.
const DefaultReserveOutput = 4096

// EstimateInput is the input-token bound Reserve uses for messages: twice
// EstimateTokens, i.e. one token per two bytes. Tokenizers average three
// to four bytes per token on text and code, so this over-estimates on
// purpose: the cap must not be overshot.
func EstimateInput(msgs []Message) int64 { return 2 * EstimateTokens(msgs) }

// Reserve books the worst-case cost of a request before it is sent:
// input tokens estimated from the messages (EstimateInput) and the full
// maxOutput (DefaultReserveOutput when 0). When the known spend, the
// reservations in flight and this one together would pass the cap, it
// books nothing and returns a *BudgetError, so concurrent requests can
// never overshoot INGOT_MAX_RUN_USD. The returned release drops the
// reservation; call it once the call is recorded (or failed). A model
// without a price reserves nothing (its cost is unknown; Record warns).
func (l *Ledger) Reserve(model string, msgs []Message, maxOutput int) (release func(), err error) {
	noop := func() {}
	if l.cap <= 0 {
		return noop, nil
	}
	pr, ok := l.prices.Lookup(model)
	if !ok {
		return noop, nil
	}
	if maxOutput <= 0 {
		maxOutput = DefaultReserveOutput
	}
	worst := pr.Cost(EstimateInput(msgs), int64(maxOutput))
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.spent+l.reserved+worst > l.cap {
		return noop, &BudgetError{SpentUSD: l.spent, CapUSD: l.cap, ReservedUSD: l.reserved, NextUSD: worst}
	}
	l.reserved += worst
	var once sync.Once
	return func() {
		once.Do(func() {
			l.mu.Lock()
			l.reserved -= worst
			l.mu.Unlock()
		})
	}, nil
}

// Record adds a call, pricing it, and returns the call as recorded.
func (l *Ledger) Record(role Role, model string, input, output int64, cached bool, attempts int) Call {
	c := Call{Role: role, Model: model, Input: input, Output: output, Cached: cached, Attempts: attempts, CostKnown: true}
	if !cached {
		if pr, ok := l.prices.Lookup(model); ok {
			c.CostUSD = pr.Cost(input, output)
		} else {
			c.CostKnown = false
		}
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	l.calls = append(l.calls, c)
	l.spent += c.CostUSD
	if !c.CostKnown && !l.unpriced[model] {
		l.unpriced[model] = true
		if l.cap > 0 {
			l.log.Warn("llm: no price for model; its cost is unknown and INGOT_MAX_RUN_USD cannot limit it (add it to INGOT_PRICES)", "model", model)
		} else {
			l.log.Warn("llm: no price for model; its cost is counted as unknown (add it to INGOT_PRICES)", "model", model)
		}
	}
	return c
}

// SpentUSD is the estimate so far (known prices only).
func (l *Ledger) SpentUSD() float64 {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.spent
}

// Report snapshots the ledger.
func (l *Ledger) Report() Report {
	l.mu.Lock()
	defer l.mu.Unlock()
	byRole := map[Role]*Usage{}
	r := Report{CapUSD: l.cap, Calls: append([]Call(nil), l.calls...)}
	for _, c := range l.calls {
		u := byRole[c.Role]
		if u == nil {
			u = &Usage{}
			byRole[c.Role] = u
		}
		u.add(c)
		r.Total.add(c)
	}
	for role, u := range byRole {
		r.Roles = append(r.Roles, RoleUsage{Role: role, Usage: *u})
	}
	sort.Slice(r.Roles, func(i, j int) bool { return r.Roles[i].Role < r.Roles[j].Role })
	for m := range l.unpriced {
		r.UnpricedModels = append(r.UnpricedModels, m)
	}
	sort.Strings(r.UnpricedModels)
	return r
}
