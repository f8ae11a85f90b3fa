package ab

import (
	"context"
	"encoding/json"
	"fmt"
	"github.com/ingot-dev/ingot/pkg/agent"
	"github.com/ingot-dev/ingot/pkg/mine"
	"slices"
	"sort"
	"strings"
	"time"

	"github.com/ingot-dev/ingot/pkg/change"
	"github.com/ingot-dev/ingot/pkg/evalset"
	"github.com/ingot-dev/ingot/pkg/evidence"
	"github.com/ingot-dev/ingot/pkg/gate"
	"github.com/ingot-dev/ingot/pkg/llm"
	"github.com/ingot-dev/ingot/pkg/revision"
	"github.com/ingot-dev/ingot/pkg/skill"
)

// Modes of a comparison.
const (
	ModeDirect = "direct" // the skill is injected: measures the body
	ModeAgent  = "agent"  // the reference agent routes over the library: routing and body
)

// Spec is everything a comparison depends on besides the model replies.
// ingot-ab writes it into the bundle (run.json), so --replay can re-run
// the comparison from the bundle alone.
type Spec struct {
	Skill      string         `json:"skill"`
	Pass       string         `json:"pass"`
	Mode       string         `json:"mode"`
	Repeat     int            `json:"repeat"`
	MaxTokens  int            `json:"max_tokens"`
	Dataset    string         `json:"dataset"` // the eval set file, relative to the home
	Split      evalset.Split  `json:"split"`
	Tasks      []evalset.Task `json:"tasks"` // the holdout tasks
	Acceptance []Criterion    `json:"acceptance,omitempty"`
	Leakage    []string       `json:"leakage,omitempty"`
	Champion   Contestant     `json:"champion"`
	// ChampionFiles holds the champion's content of the files the
	// challenger changes ("" for a new file), for the diffs.
	ChampionFiles  map[string]string `json:"champion_files,omitempty"`
	Challenger     Contestant        `json:"challenger"`
	SafetyRefusals []string          `json:"safety_refusals,omitempty"`
	SafetyFlags    []string          `json:"safety_flags,omitempty"`
	Collision      *gate.Collision   `json:"collision,omitempty"`
	// Routing holds the routing-case metrics of both sides when the
	// description changed and the eval set has routing cases.
	Routing     *gate.Routing `json:"routing,omitempty"`
	AgentModel  string        `json:"agent_model"`
	StrongModel string        `json:"strong_model,omitempty"` // agent mode: novel tasks escalate to it
	JudgeModels []string      `json:"judge_models"`
	AuthorModel string        `json:"author_model,omitempty"`
	// Hosts are the endpoint hosts of each role, part of every recorded
	// exchange's key.
	Hosts  map[llm.Role]string `json:"hosts"`
	Source string              `json:"source,omitempty"` // "candidate <id>" or "challenger <dir>"
	// Stopped is why the run stopped early (the spend cap), if it did.
	Stopped string `json:"stopped,omitempty"`
	// Checks are the execution-check outcomes of the run, by check and
	// answer, so a replay reproduces them without a sandbox (--recheck
	// runs them again).
	Checks []RecordedCheck `json:"checks,omitempty"`
	// Routes are the agent-mode routing outcomes (side, task → what the
	// reference agent served), so a replay needs no library.
	Routes []RecordedRoute `json:"routes,omitempty"`
}

// RecordedCheck is one execution-check outcome: Key is CheckKey of the
// check and the answer.
type RecordedCheck struct {
	Key    string      `json:"key"`
	Result CheckResult `json:"result"`
}

// CheckKey identifies a check run: the check and the answer it ran on.
func CheckKey(spec evalset.Check, answer string) string {
	b, _ := json.Marshal(spec)
	return digest(string(b) + "\x00" + answer)
}

// RecordedRoute is one agent-mode routing outcome.
type RecordedRoute struct {
	Side   string       `json:"side"`
	Task   string       `json:"task"` // task id
	Routed agent.Routed `json:"routed"`
}

// Criterion is an acceptance rule as the spec keeps it.
type Criterion struct {
	ID          string `json:"id"`
	Forbid      string `json:"forbid"`
	Description string `json:"description,omitempty"`
}

// SpecFile is the spec's file name inside a bundle; ExchangesDir the
// folder of its recorded LLM exchanges.
const (
	SpecFile     = "run.json"
	ExchangesDir = "exchanges"
)

// Input is the gate's raw facts for this spec and result.
func (sp *Spec) Input(res *Result) (gate.Input, error) {
	in := gate.Input{
		Pass: sp.Pass, Incomplete: res.Incomplete, Leakage: sp.Leakage,
		SafetyRefusals: sp.SafetyRefusals, SafetyFlags: sp.SafetyFlags, Collision: sp.Collision, Routing: sp.Routing,
		ChampionBody: sp.Champion.Components.Body, ChallengerBody: sp.Challenger.Components.Body,
		JudgeModels: sp.JudgeModels, AuthorModel: sp.AuthorModel,
	}
	if probs := res.JudgeProblems(); len(probs) > 0 && in.Incomplete == "" {
		in.Incomplete = fmt.Sprintf("the judge gave no usable verdict on %d answer(s)", len(probs))
	}
	for _, c := range res.Cases {
		in.Cases = append(in.Cases, gate.Case{ID: c.ID, Champion: c.ChampionMean, Challenger: c.ChallengerMean, Inconclusive: c.Inconclusive})
	}
	for _, a := range sp.Acceptance {
		re, err := evalset.CompileForbid(a.Forbid)
		if err != nil {
			return in, fmt.Errorf("acceptance %q: %w", a.ID, err)
		}
		acc := gate.Acceptance{ID: a.ID, Description: a.Description}
		for _, c := range res.Cases {
			for _, t := range c.Challenger {
				acc.Answers++
				if re.MatchString(t.Answer) {
					acc.Hits++
				}
			}
		}
		in.Acceptance = append(in.Acceptance, acc)
	}
	return in, nil
}

// Bundle assembles the evidence bundle: the gate verdict is computed here
// by gate.Evaluate from the same raw facts the bundle stores, so
// ingot-promote's recomputation agrees.
func (sp *Spec) Bundle(res *Result, s gate.Settings, usage evidence.Usage, now time.Time) (*evidence.Bundle, error) {
	in, err := sp.Input(res)
	if err != nil {
		return nil, err
	}
	v := gate.Evaluate(in, s)
	champ := evidence.Components{Description: sp.Champion.Components.Description, Body: sp.Champion.Components.Body}
	chall := evidence.Components{Description: sp.Challenger.Components.Description, Body: sp.Challenger.Components.Body, Files: sp.Challenger.Components.Files}
	if len(chall.Files) > 0 {
		champ.Files = map[string]string{}
		for p := range chall.Files {
			champ.Files[p] = sp.ChampionFiles[p]
		}
	}
	b := &evidence.Bundle{
		Schema: evidence.Schema, Skill: sp.Skill, Pass: sp.Pass, Created: now.UTC(), Source: "ingot-ab",
		Note: sp.Source, Dataset: sp.Dataset, Split: &evidence.Split{Kind: sp.Split.Kind, Leakage: len(sp.Leakage) > 0},
		Model: sp.AgentModel, Judge: strings.Join(sp.JudgeModels, ","),
		Champion:   evidence.Side{Revision: sp.Champion.Revision, Components: &champ, Tokens: &evidence.Tokens{}},
		Challenger: evidence.Side{Revision: sp.Challenger.Revision, Components: &chall, Tokens: &evidence.Tokens{}},
		Changed:    evidence.Changed(champ, chall),
		Mode:       sp.Mode, Repeat: sp.Repeat,
		Models: &evidence.Models{Agent: sp.AgentModel, Judges: sp.JudgeModels, Author: sp.AuthorModel},
		Usage:  &usage, Incomplete: in.Incomplete, Exchanges: ExchangesDir,
		Gate: &v, GateInput: &in,
	}
	if v.Stats != nil && v.Stats.N > 0 {
		a, c := v.Stats.ChampionMean, v.Stats.ChallengerMean
		b.Champion.Mean, b.Challenger.Mean = &a, &c
	}
	if sp.Routing != nil {
		b.Champion.Metrics, b.Challenger.Metrics = sp.Routing.Champion, sp.Routing.Challenger
	}
	p := &change.Proposal{Skill: sp.Skill, Champion: &champ, Challenger: chall}
	for _, d := range change.Diffs(p) {
		b.Diffs = append(b.Diffs, evidence.Diff{Component: d.Component, Diff: d.Diff})
	}
	for _, c := range res.Cases {
		ec := evidence.Case{Index: c.Index, ID: c.ID, Task: c.Task, ChampionScore: c.ChampionMean, ChallengerScore: c.ChallengerMean,
			Delta: c.Delta, Inconclusive: c.Inconclusive, ChampionTokens: &evidence.IO{}, ChallengerTokens: &evidence.IO{}}
		if c.Divergence != nil {
			d := c.Divergence.Section
			ec.Divergence = &d
			ec.DivergenceNote = fmt.Sprintf("section %d: champion %q / challenger %q", d, c.Divergence.Champion, c.Divergence.Challenger)
			if d == 0 {
				ec.DivergenceNote = fmt.Sprintf("routing: champion %s / challenger %s", c.Divergence.Champion, c.Divergence.Challenger)
			}
		}
		fill := func(ts []Trial, scores *[]float64, io *evidence.IO, lat *float64, reasons *[]string, check *string, tok *evidence.Tokens) {
			var in, out int64
			for _, t := range ts {
				*scores = append(*scores, t.Score)
				io.Input += t.InputTokens
				io.Output += t.OutputTokens
				in += t.InputTokens
				out += t.OutputTokens
				*lat += t.LatencyMS / float64(len(ts))
				// The judge's feedback and its correctness reason, once
				// each across the repeats.
				for _, r := range []string{t.Feedback, prefixed("correctness: ", t.Reasons["correctness"])} {
					if r != "" && !slices.Contains(*reasons, r) {
						*reasons = append(*reasons, r)
					}
				}
				if t.Check != nil && *check == "" {
					*check = string(t.Check.Status) + ": " + t.Check.Reason
				}
			}
			tok.Input = append(tok.Input, int(in))
			tok.Output = append(tok.Output, int(out))
		}
		fill(c.Champion, &ec.ChampionScores, ec.ChampionTokens, &ec.ChampionLatencyMS, &ec.ChampionReasons, &ec.ChampionCheck, b.Champion.Tokens)
		fill(c.Challenger, &ec.ChallengerScores, ec.ChallengerTokens, &ec.ChallengerLatencyMS, &ec.ChallengerReasons, &ec.ChallengerCheck, b.Challenger.Tokens)
		if c.Inconclusive != "" {
			ec.ChampionScores, ec.ChallengerScores = nil, nil
		} else {
			b.Champion.Scores = append(b.Champion.Scores, c.ChampionMean)
			b.Challenger.Scores = append(b.Challenger.Scores, c.ChallengerMean)
		}
		b.Cases = append(b.Cases, ec)
	}
	return b, nil
}

func prefixed(p, s string) string {
	if s == "" {
		return ""
	}
	return p + s
}

// UsageOf summarises a ledger report (and the champion trials reused).
func UsageOf(r llm.Report, res *Result) evidence.Usage {
	u := evidence.Usage{Requests: r.Total.Calls, CacheHits: r.Total.CacheHits, InputTokens: r.Total.Input,
		OutputTokens: r.Total.Output, CostUSD: r.Total.CostUSD, CostKnown: r.CostKnown(), CapUSD: r.CapUSD}
	if res != nil {
		for _, c := range res.Cases {
			for _, t := range c.Champion {
				if t.Reused {
					u.Reused++
				}
			}
		}
	}
	return u
}

// ChampionFiles reads the champion's content of the files c changes.
func ChampionFiles(sk *skill.Skill, c skill.Components) (map[string]string, error) {
	if len(c.Files) == 0 {
		return nil, nil
	}
	files := make([]string, 0, len(c.Files))
	for p := range c.Files {
		files = append(files, p)
	}
	sort.Strings(files)
	cc, err := skill.ReadComponents(sk.Dir, files...)
	if err != nil {
		return nil, fmt.Errorf("read champion files: %w", err)
	}
	return cc.Files, nil
}

// SameContent reports a challenger that changes nothing.
func SameContent(a, b revision.ID) bool { return a == b }

// TaskSimilarity is the router's lexical task similarity (mine.Lexical),
// as evalset.Set.Leakage takes it.
func TaskSimilarity(ctx context.Context, holdout, train []string) ([][]float64, error) {
	vs, err := mine.Lexical{}.Vectors(ctx, append(append([]string{}, holdout...), train...))
	if err != nil {
		return nil, err
	}
	m := make([][]float64, len(holdout))
	for i := range holdout {
		m[i] = make([]float64, len(train))
		for j := range train {
			m[i][j] = mine.Cosine(vs[i], vs[len(holdout)+j])
		}
	}
	return m, nil
}
