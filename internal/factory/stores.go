package factory

import (
	"context"
	"fmt"
	"log/slog"
	"time"

	"github.com/ingot-dev/ingot/internal/cli"
	"github.com/ingot-dev/ingot/pkg/config"
	"github.com/ingot-dev/ingot/pkg/llm"
	"github.com/ingot-dev/ingot/pkg/skill"
	"github.com/ingot-dev/ingot/pkg/trace"
)

// Roots are the skill roots of the settings: <home>/skills, then
// INGOT_SKILL_PATHS. A root that does not exist is an error (and so is a
// home that was named but does not exist): a typo must not serve an empty
// library.
func Roots(cfg *config.Config, home string) ([]string, error) {
	roots := skill.Roots(home, cfg.Get("INGOT_SKILL_PATHS"))
	if err := skill.CheckRoots(home, cfg.Get("INGOT_HOME") != "", roots); err != nil {
		return nil, err
	}
	return roots, nil
}

// Library discovers the skills under Roots. warn hears how many skills
// were skipped for errors and, loudly, that the library is empty.
func Library(ctx context.Context, cfg *config.Config, home string, warn func(string)) (*skill.Library, error) {
	roots, err := Roots(cfg, home)
	if err != nil {
		return nil, err
	}
	return LibraryAt(ctx, roots, warn)
}

// LibraryAt is Library over roots already resolved (and checked).
func LibraryAt(ctx context.Context, roots []string, warn func(string)) (*skill.Library, error) {
	lib, err := skill.Discover(ctx, roots, skill.Options{})
	if err != nil {
		return nil, err
	}
	if warn != nil {
		skipped := 0
		for _, d := range lib.Diagnostics {
			if d.Severity == skill.SevError {
				skipped++
			}
		}
		if skipped > 0 {
			warn(fmt.Sprintf("%d skill(s) skipped because of errors (see ingot-route validate)", skipped))
		}
		if w := lib.EmptyWarning(); w != "" {
			warn("warning: " + w)
		}
	}
	return lib, nil
}

// Traces opens the home's trace store with the INGOT_TRACE_* settings;
// warn hears skipped lines and other non-fatal problems. now may be nil.
func Traces(cfg *config.Config, home string, now func() time.Time, warn func(error)) (*trace.Store, error) {
	opts, err := trace.OptionsFrom(home, cfg.Getenv)
	if err != nil {
		return nil, &cli.UsageError{Err: err}
	}
	if now != nil {
		opts.Now = now
	}
	opts.Warn = warn
	return trace.New(opts)
}

// LLM opens the client of the configured endpoint(s), caching replies
// under the home, after checking that every role in need has a model.
func LLM(cfg *config.Config, home string, logger *slog.Logger, need ...llm.Role) (*llm.Client, llm.Settings, error) {
	s, err := llm.SettingsFrom(cfg.Getenv)
	if err != nil {
		return nil, s, err
	}
	if len(need) > 0 {
		if err := s.Require(need...); err != nil {
			return nil, s, err
		}
	}
	c, err := llm.New(s, llm.Options{Home: home, Logger: logger})
	return c, s, err
}
