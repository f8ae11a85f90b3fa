package safety

//go:generate go run ../../internal/safetygen -root ../.. -out lexmodel/model.bin

import (
	"context"
	"fmt"
	"strings"

	"github.com/ingot-dev/ingot/pkg/safety/lexmodel"
)

// RuleLexicalModel is a refusal from the learned stage (pkg/safety/lexmodel).
const RuleLexicalModel = "model.lexical"

// DefaultLexicalThreshold is the learned stage's score at or above which a
// chunk is refused when Options.LexicalThreshold is zero. It was 0.98,
// chosen by cross-validation when the stage was trained on 26 tables
// (docs/safety-history.md, "How the learned stage was chosen"). In session 19 it was re-chosen on the
// four sets of tables measured blind since (fresh99-114), each replayed
// with the rules and the stage of the moment it was measured
// (scripts/blind-tables/threshold-replay.sh): at 0.95 the stage adds no
// false refusal to any of their 1,944 benign cases and refuses 25 more of
// their 2,734 attacks (0.935 -> 0.944). 0.94 adds 27 and no false refusal
// there, but refuses two of the package's own benign constructs (a CI
// secret decoded to a file, a loop that lints every skill, scored 0.945
// and 0.941); 0.90 adds 47 and one false refusal (docs/safety-history.md, "Session 19").
const DefaultLexicalThreshold = 0.95

// checkLexical scores the description and the body's chunks with the
// shipped lexical model and refuses each chunk at or over the threshold,
// naming the paragraph (or line) in it that scores highest. Like the guard
// stage it can only add refusals.
func (c *checker) checkLexical() error {
	th := c.opt.LexicalThreshold
	if th == 0 {
		th = DefaultLexicalThreshold
	}
	if th >= 1 {
		return nil
	}
	m := c.opt.lexical
	if m == nil {
		var err error
		if m, err = lexmodel.Default(); err != nil {
			return fmt.Errorf("safety check %q: %w", c.p.Name, err)
		}
	}
	chunks := c.scoredChunks(0)
	for _, ch := range chunks {
		if c.rulesJudged(ch.field, ch.start, ch.end) {
			continue
		}
		text := c.fieldText(ch.field)
		s := m.ScoreText(text[ch.start:ch.end])
		if s < th {
			continue
		}
		start, end := narrowest(m, text, ch.start, ch.end, th)
		if c.originVouched(ch.field, start, end) || c.secretSendJudged(ch.field, start, end) || c.secretKeptLocal(ch.field, start, end) {
			continue
		}
		c.addRaw(RuleLexicalModel, Refuse, ch.field, start, end,
			fmt.Sprintf("the learned stage scores this text %.3f (>= %.2f): it reads like the hostile proposals the model was trained on", s, th))
	}
	return nil
}

// originVouched: the line the model names is a download piped into a
// shell that the rules read and only flagged, having found its origin
// vouched for (the skill's own tool, a known installer host); an
// unvouched origin is refused by the rules themselves. The model reads the
// shape, not the origin, so it does not overrule them on that line.
func (c *checker) originVouched(field string, start, end int) bool {
	return c.lineFlagged(field, start, end, func(f Finding) bool { return f.Rule == RulePipeToShell })
}

// lineFlagged: the span the model names is one line (not a paragraph)
// and a flag the rules left on it satisfies judged.
func (c *checker) lineFlagged(field string, start, end int, judged func(Finding) bool) bool {
	if strings.Count(c.fieldText(field)[start:end], "\n") > 1 {
		return false // a paragraph, not the command's line
	}
	for _, f := range c.findings {
		if f.Field == field && f.Tier == Flag && f.Start < end && f.End > start && judged(f) {
			return true
		}
	}
	return false
}

// secretSendJudged: the line the model names is a request carrying a
// secret that the rules read whole (whose secret it is by its name, which
// host receives it, as data) and only flagged for the reviewer, having
// found the host named for what the secret is for: a deploy-hook token
// posted to a hooks host. The model reads the shape a secret sent to a
// URL has in the hostile proposals it was trained on, not the names of
// the secret and the host, so, as with a vouched download, it does not
// overrule the rules on that line; a paragraph around it that reads
// hostile is still its to refuse, and a secret sent to a host named for
// nothing it is for (a deploy token to a "collect" endpoint) is too.
func (c *checker) secretSendJudged(field string, start, end int) bool {
	return c.lineFlagged(field, start, end, func(f Finding) bool {
		return f.Rule == RuleSecretToURL && strings.HasSuffix(f.Message, roleHostNote)
	})
}

// chunk is a span of one field that a model scores.
type chunk struct {
	field      string
	start, end int
}

// scoredChunks is what the learned stage and the guard stage score: the
// description whole, and the body (up to MaxBody) cut into
// lexmodel.BodyUnits, at most max chunks (0: no limit).
func (c *checker) scoredChunks(max int) []chunk {
	var chunks []chunk
	if strings.TrimSpace(c.p.Description) != "" {
		chunks = append(chunks, chunk{FieldDescription, 0, len(c.p.Description)})
	}
	body := c.p.Body
	if len(body) > c.opt.MaxBody {
		body = body[:c.opt.MaxBody]
	}
	for _, sp := range lexmodel.BodyUnits(body) {
		if max > 0 && len(chunks) >= max {
			break
		}
		chunks = append(chunks, chunk{FieldBody, sp[0], sp[1]})
	}
	return chunks
}

// rulesJudged reports a chunk where a rule found its hostile shape and
// downgraded it to a flag because it reads as a mention (a quotation, an
// example in a security skill) or as a change the user asks for. The rules
// read that span more closely than the model, so the model does not
// overrule them there; other flags (an additive CI change, a skill whose
// job is editing skills) do not stop it.
func (c *checker) rulesJudged(field string, start, end int) bool {
	for _, f := range c.findings {
		if f.Field != field || f.Tier != Flag || f.Start >= end || f.End <= start {
			continue
		}
		if strings.HasSuffix(f.Message, contextNote) || strings.HasSuffix(f.Message, userAsksNote) || strings.HasSuffix(f.Message, userConfirmNote) {
			return true
		}
	}
	return false
}

// minNarrowFeatures is the fewest features a paragraph or line needs to be
// named alone as the refused span.
const minNarrowFeatures = 12

// narrowest returns the span inside [start, end) to show for a refused
// chunk: the paragraph that scores highest, and inside it the line that
// scores highest when that line alone reaches the threshold.
func narrowest(m *lexmodel.Model, text string, start, end int, th float64) (int, int) {
	best := func(parts [][2]int) ([2]int, float64) {
		var top [2]int
		score := -1.0
		for _, p := range parts {
			// a heading or a few words alone says too little to name
			x := lexmodel.Features(text[p[0]:p[1]])
			if len(x) < minNarrowFeatures {
				continue
			}
			if s := m.Score(x); s > score {
				top, score = p, s
			}
		}
		return top, score
	}
	split := func(s, e int, sep string) [][2]int {
		var out [][2]int
		for i := s; i < e; {
			j := strings.Index(text[i:e], sep)
			if j < 0 {
				out = append(out, [2]int{i, e})
				break
			}
			out = append(out, [2]int{i, i + j})
			i += j + len(sep)
		}
		return out
	}
	para, _ := best(split(start, end, "\n\n"))
	if para == [2]int{} {
		para = [2]int{start, end}
	} else if line, s := best(split(para[0], para[1], "\n")); s >= th {
		para = line
	}
	// trim surrounding blanks
	for para[0] < para[1] && strings.ContainsRune(" \t\r\n", rune(text[para[0]])) {
		para[0]++
	}
	for para[1] > para[0] && strings.ContainsRune(" \t\r\n", rune(text[para[1]-1])) {
		para[1]--
	}
	return para[0], para[1]
}

// Wrapper cuts out of a hostile proposal the paragraphs of its body where
// the rules (the learned stage off) locate the attack and returns the
// rest: the useful skill the attack sat in. ok is false unless the rules
// refused in the body only, something is left, and the rules pass it.
// The learned stage is trained on wrappers as benign documents, so that it
// does not learn a writer's ordinary steps around an attack as hostile.
func Wrapper(ctx context.Context, description, body string) (rest string, ok bool, err error) {
	opt := Options{LexicalThreshold: 1}
	rep, err := Check(ctx, Proposal{Name: "training-case", Description: description, Body: body}, opt)
	if err != nil {
		return "", false, err
	}
	var spans [][2]int
	for _, f := range rep.Refusals() {
		if f.Field != FieldBody {
			return "", false, nil
		}
		spans = append(spans, [2]int{f.Start, f.End})
	}
	if len(spans) == 0 {
		return "", false, nil
	}
	if rest, ok = lexmodel.Strip(body, spans); !ok {
		return "", false, nil
	}
	rep, err = Check(ctx, Proposal{Name: "training-case", Description: description, Body: rest}, opt)
	if err != nil || rep.Refused() {
		return "", false, err
	}
	return rest, true, nil
}
