package safety

import (
	"context"
	"fmt"

	"github.com/ingot-dev/ingot/pkg/safety/lexmodel"
)

// Guard is the optional model stage (INGOT_GUARD_MODEL): a classifier that
// scores texts, 0 to 1, for how much they read as a prompt injection or a
// jailbreak. It can only add refusals: a score under the threshold clears
// nothing the rules found. pkg/safety/guard opens one from a model
// directory.
type Guard interface {
	Score(ctx context.Context, texts []string) ([]float64, error)
}

// RuleGuardModel is a refusal from the Guard stage.
const RuleGuardModel = "guard.model"

// DefaultGuardThreshold is the score at or above which a chunk is refused
// when Options.GuardThreshold is zero.
const DefaultGuardThreshold = 0.5

// guardChunk is the most text one Score input holds (the model truncates
// further anyway); maxGuardChunks bounds the chunks per proposal.
const (
	guardChunk     = lexmodel.ChunkBytes
	maxGuardChunks = 64
)

// checkGuard scores the description and the body's paragraphs (merged up
// to guardChunk bytes) and refuses each chunk at or over the threshold.
func (c *checker) checkGuard(ctx context.Context) error {
	if c.opt.Guard == nil {
		return nil
	}
	chunks := c.scoredChunks(maxGuardChunks)
	if len(chunks) == 0 {
		return nil
	}
	texts := make([]string, len(chunks))
	for i, ch := range chunks {
		texts[i] = c.fieldText(ch.field)[ch.start:ch.end]
	}
	scores, err := c.opt.Guard.Score(ctx, texts)
	if err != nil {
		return fmt.Errorf("safety check %q: guard model: %w", c.p.Name, err)
	}
	if len(scores) != len(texts) {
		return fmt.Errorf("safety check %q: guard model returned %d scores for %d texts", c.p.Name, len(scores), len(texts))
	}
	th := c.opt.GuardThreshold
	if th <= 0 {
		th = DefaultGuardThreshold
	}
	for i, s := range scores {
		if s >= th {
			ch := chunks[i]
			c.addRaw(RuleGuardModel, Refuse, ch.field, ch.start, ch.end,
				fmt.Sprintf("the guard model scores this text %.2f (>= %.2f) as a prompt injection or jailbreak", s, th))
		}
	}
	return nil
}

// guardSpans cuts text into chunks of whole paragraphs up to guardChunk
// bytes, as the learned stage does.
func guardSpans(text string) [][2]int { return lexmodel.Chunks(text, guardChunk) }
