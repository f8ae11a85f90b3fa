package route

import (
	"context"

	"github.com/ingot-dev/ingot/pkg/embed"
)

// Configured returns the router options ingot-mcp serves with, for every
// program that must route the way agents are served (ingot-mcp, the
// reference agent of ingot-ab): the band thresholds and dense weight from
// the settings (OptionsFromEnv: INGOT_MIN_SCORE, INGOT_RELATED_SCORE,
// INGOT_DENSE_WEIGHT), and the encoder INGOT_ENCODER names (none when
// unset) with its vector cache under home. A malformed setting is an
// error matching ErrSetting; close releases the encoder (never nil).
func Configured(ctx context.Context, getenv func(string) string, home string, warn func(string)) (opt Options, close func() error, err error) {
	noop := func() error { return nil }
	opt, err = OptionsFromEnv(getenv)
	if err != nil {
		return opt, noop, &SettingError{Err: err}
	}
	enc, closeEnc, err := OpenEncoder(ctx, getenv(EnvEncoder), getenv, warn)
	if err != nil {
		return opt, noop, err
	}
	if enc != nil {
		opt.Embedder, opt.Cache = enc, embed.NewCache(embed.CacheDir(home))
	}
	return opt, closeEnc, nil
}

// SettingError is a malformed router setting (a usage error for
// commands).
type SettingError struct{ Err error }

func (e *SettingError) Error() string { return e.Err.Error() }
func (e *SettingError) Unwrap() error { return e.Err }
