package optimize

import (
	"context"
	"fmt"
)

// Strategies of the body pass (BodyOptions.Strategy, --strategy).
const (
	StrategyBestOfN  = "bestofn"  // N drafts, successive halving
	StrategyContrast = "contrast" // lessons from top vs bottom rollouts, local patches
	StrategySections = "sections" // per-section ratings, validated local edits
)

// Strategies lists the body-pass strategies, the default first.
var Strategies = []string{StrategyBestOfN, StrategyContrast, StrategySections}

// Stages keeps the outputs of a body pass's stages durably, so a killed run
// resumes without repeating the paid calls of the stages it finished
// (RunDir implements it). Load fills v with a finished stage's output and
// reports whether there was one; Begin marks a stage started; Save stores
// a finished stage's output and marks it done, atomically.
type Stages interface {
	Load(name string, v any) (bool, error)
	Begin(name string) error
	Save(name string, v any) error
}

// stage runs compute for the named stage unless the run directory already
// holds its output (then v is filled from it and compute is skipped), saves
// the output, and passes the failpoint named after the stage.
func (r *bodyRun) stage(ctx context.Context, name string, v any, compute func() error) error {
	if st := r.o.Stages; st != nil {
		ok, err := st.Load(name, v)
		if err != nil {
			return fmt.Errorf("stage %s: %w", name, err)
		}
		if ok {
			r.log("stage %s: reused from the run directory (no calls)", name)
			return nil
		}
		if err := st.Begin(name); err != nil {
			return fmt.Errorf("stage %s: %w", name, err)
		}
	}
	if err := compute(); err != nil {
		return err
	}
	if st := r.o.Stages; st != nil {
		if err := st.Save(name, v); err != nil {
			return fmt.Errorf("stage %s: %w", name, err)
		}
	}
	if r.o.Failpoint != nil {
		r.o.Failpoint(ctx, "stage:"+name)
	}
	return nil
}

// rolloutRecord is one rollout as a stage stores it.
type rolloutRecord struct {
	Draft        string   `json:"draft"`
	Item         int      `json:"item"` // index into the run's items (task × sample)
	Answer       string   `json:"answer"`
	Score        float64  `json:"score"`
	Inconclusive bool     `json:"inconclusive,omitempty"`
	Feedback     string   `json:"feedback,omitempty"`
	Failed       []string `json:"failed,omitempty"`
}

// rolloutStage is the output of a stage that rolls drafts out.
type rolloutStage struct {
	Rollouts []rolloutRecord `json:"rollouts"`
}

// replyStage is the output of a stage made of author calls.
type replyStage struct {
	Replies []string `json:"replies"`
}
