package promotecmd

import (
	"context"
	"fmt"

	"github.com/ingot-dev/ingot/pkg/change"
	"github.com/ingot-dev/ingot/pkg/config"
	"github.com/ingot-dev/ingot/pkg/route"
	"github.com/ingot-dev/ingot/pkg/safety"
	"github.com/ingot-dev/ingot/pkg/skill"
)

// safetyCheck returns the create_skill safety checks as ingot-mcp runs
// them (pkg/safety with the lexical router's Nearest for description
// collisions, INGOT_COLLISION_SCORE and INGOT_SKILL_MAX_BODY), for
// proposals made from a folder.
func safetyCheck(cfg *config.Config) (change.SafetyCheck, error) {
	var opt safety.Options
	var err error
	if opt.CollisionScore, err = cfg.Float("INGOT_COLLISION_SCORE", route.DefaultCollisionScore); err != nil {
		return nil, err
	}
	if opt.MaxBody, err = cfg.Int("INGOT_SKILL_MAX_BODY", 0); err != nil {
		return nil, err
	}
	if opt.LexicalThreshold, err = cfg.Float("INGOT_SAFETY_MODEL_THRESHOLD", safety.DefaultLexicalThreshold); err != nil {
		return nil, err
	}
	return func(ctx context.Context, lib *skill.Library, id string, c skill.Components) ([]string, []string, error) {
		r, _, err := route.New(ctx, lib, route.DefaultOptions())
		if err != nil {
			return nil, nil, fmt.Errorf("safety checks: build router: %w", err)
		}
		o := opt
		o.Nearest = func(_ context.Context, description string) (string, float64, error) {
			n := r.Nearest(description, id) // the skill itself is not a collision
			return n.ID, n.Score, nil
		}
		name := id
		if sk := lib.Get(id); sk != nil {
			name = sk.Name
		}
		o.Describe = func(other string) string {
			if sk := lib.Get(other); sk != nil {
				return sk.Description
			}
			return ""
		}
		o.NamedLike = func(n string) (ids []string) {
			for _, sk := range lib.Skills {
				if sk.ID != id && safety.NameLike(n, sk.Name) {
					ids = append(ids, sk.ID)
				}
			}
			return ids
		}
		rep, err := safety.Check(ctx, safety.Proposal{Name: name, Description: c.Description, Body: c.Body}, o)
		if err != nil {
			return nil, nil, err
		}
		var refusals, warnings []string
		for _, f := range rep.Refusals() {
			refusals = append(refusals, f.String())
		}
		for _, f := range rep.Warnings() {
			warnings = append(warnings, f.String())
		}
		return refusals, warnings, nil
	}, nil
}
