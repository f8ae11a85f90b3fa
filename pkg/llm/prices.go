package llm

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"gopkg.in/yaml.v3"
)

// Price is a model's list price in US dollars per million tokens.
type Price struct {
	InputPerMTok  float64 `json:"input_per_mtok" yaml:"input_per_mtok"`
	OutputPerMTok float64 `json:"output_per_mtok" yaml:"output_per_mtok"`
}

// Cost is the estimated cost in USD of a call with these token counts.
func (p Price) Cost(input, output int64) float64 {
	return (float64(input)*p.InputPerMTok + float64(output)*p.OutputPerMTok) / 1e6
}

// Prices maps a model id to its price.
type Prices map[string]Price

// Lookup finds model's price: the exact id first, then (for ids like
// "openai/gpt-4o-mini") the part after the last "/", so one entry covers
// a model reached directly and through a router.
func (p Prices) Lookup(model string) (Price, bool) {
	if pr, ok := p[model]; ok {
		return pr, true
	}
	if i := strings.LastIndex(model, "/"); i >= 0 {
		pr, ok := p[model[i+1:]]
		return pr, ok
	}
	return Price{}, false
}

// DefaultPrices returns a fresh copy of the built-in table: rough list-price
// ESTIMATES (USD per million tokens, mid-2025) for a few common models. They
// drift; for spend you care about, put current prices in the INGOT_PRICES
// file, whose entries replace these. Local models are deliberately absent:
// a localhost endpoint may be a proxy to a paid API, so a local model's
// cost is unknown until INGOT_PRICES gives it (0 is a valid price).
func DefaultPrices() Prices {
	return Prices{
		"gpt-4o":                 {2.50, 10.00},
		"gpt-4o-mini":            {0.15, 0.60},
		"gpt-4.1":                {2.00, 8.00},
		"gpt-4.1-mini":           {0.40, 1.60},
		"gpt-4.1-nano":           {0.10, 0.40},
		"o4-mini":                {1.10, 4.40},
		"claude-sonnet-4":        {3.00, 15.00},
		"claude-3.5-haiku":       {0.80, 4.00},
		"gemini-2.5-flash":       {0.30, 2.50},
		"gemini-2.5-pro":         {1.25, 10.00},
		"deepseek-chat-v3-0324":  {0.30, 0.90},
		"llama-3.3-70b-instruct": {0.10, 0.30},
	}
}

// LoadPrices reads a JSON (.json) or YAML (anything else) file mapping model
// ids to {input_per_mtok, output_per_mtok}. Both fields are required and
// must be non-negative; unknown fields are errors, so a typo is not a price
// of zero.
func LoadPrices(path string) (Prices, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("read prices: %w", err)
	}
	raw := map[string]map[string]any{}
	if strings.EqualFold(filepath.Ext(path), ".json") {
		dec := json.NewDecoder(bytes.NewReader(data))
		if err := dec.Decode(&raw); err != nil {
			return nil, fmt.Errorf("%s: %w", path, err)
		}
	} else if err := yaml.Unmarshal(data, &raw); err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	out := Prices{}
	for model, fields := range raw {
		var pr Price
		seen := 0
		for k, v := range fields {
			f, ok := toFloat(v)
			switch {
			case k != "input_per_mtok" && k != "output_per_mtok":
				return nil, fmt.Errorf("%s: model %q: unknown field %q (want input_per_mtok, output_per_mtok)", path, model, k)
			case !ok || f < 0:
				return nil, fmt.Errorf("%s: model %q: %s: want a non-negative number, got %v", path, model, k, v)
			case k == "input_per_mtok":
				pr.InputPerMTok = f
			default:
				pr.OutputPerMTok = f
			}
			seen++
		}
		if seen != 2 {
			return nil, fmt.Errorf("%s: model %q: want both input_per_mtok and output_per_mtok", path, model)
		}
		out[model] = pr
	}
	return out, nil
}

func toFloat(v any) (float64, bool) {
	switch x := v.(type) {
	case float64:
		return x, true
	case int:
		return float64(x), true
	case int64:
		return float64(x), true
	case uint64:
		return float64(x), true
	}
	return 0, false
}

// Estimate is the cost of a call to model with these token counts, and
// whether the model has a price at all.
func (p Prices) Estimate(model string, input, output int64) (float64, bool) {
	pr, ok := p.Lookup(model)
	if !ok {
		return 0, false
	}
	return pr.Cost(input, output), true
}

// EstimateTokens is a rough input-token count for msgs (one token per four
// bytes, plus four per message), for dry-run cost estimates made before
// any call; real counts come from the server's usage report.
func EstimateTokens(msgs []Message) int64 {
	var n int64
	for _, m := range msgs {
		n += int64(len(m.Content)+3)/4 + 4
	}
	return n
}
