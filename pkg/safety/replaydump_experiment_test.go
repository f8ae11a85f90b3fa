//go:build experiment

package safety

import (
	"context"
	"encoding/json"
	"os"
	"strings"
	"testing"

	"github.com/ingot-dev/ingot/pkg/safety/lexmodel"
)

// TestReplayDump writes, for each case of the tables in REPLAY_TABLES,
// the rules' verdict (stage off), the rules that refused, and the stage's
// highest chunk score, as JSON lines to REPLAY_OUT.
func TestReplayDump(t *testing.T) {
	tables, out := os.Getenv("REPLAY_TABLES"), os.Getenv("REPLAY_OUT")
	if tables == "" || out == "" {
		t.Skip("set REPLAY_TABLES and REPLAY_OUT")
	}
	m, err := lexmodel.Default()
	if err != nil {
		t.Fatal(err)
	}
	f, err := os.Create(out)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	enc := json.NewEncoder(f)
	opt := corpusOptions(t)
	opt.LexicalThreshold = 1
	ctx := context.Background()
	for _, tb := range strings.Split(tables, ",") {
		for _, kind := range []string{"hostile", "benign"} {
			cases, _ := loadGen(t, tb+"-"+kind+".yaml")
			for _, c := range cases {
				p := c.proposal()
				rep, err := Check(ctx, p, opt)
				if err != nil {
					t.Fatal(err)
				}
				var rules []string
				for _, r := range rep.Refusals() {
					rules = append(rules, string(r.Rule))
				}
				best := 0.0
				if strings.TrimSpace(p.Description) != "" {
					best = m.ScoreText(p.Description)
				}
				body := p.Body
				if len(body) > opt.MaxBody && opt.MaxBody > 0 {
					body = body[:opt.MaxBody]
				}
				for _, sp := range lexmodel.BodyUnits(body) {
					if s := m.ScoreText(body[sp[0]:sp[1]]); s > best {
						best = s
					}
				}
				enc.Encode(map[string]any{"table": tb, "case": c.Case, "family": c.Family, "kind": kind, "refused": rep.Refused(), "rules": rules, "stage": best})
			}
		}
	}
}
