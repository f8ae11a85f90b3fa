// Package factory builds, from the settings in force, the dependencies
// every Ingot binary shares — today the routing options and encoder, so
// that ingot-route, ingot-mcp and ingot-mine (and the binaries that route
// on their behalf) decide alike from the same settings.
package factory

import (
	"context"
	"errors"

	"github.com/ingot-dev/ingot/pkg/embed"
	"github.com/ingot-dev/ingot/pkg/encoder"
	"github.com/ingot-dev/ingot/pkg/home"
	"github.com/ingot-dev/ingot/pkg/route"
	"github.com/ingot-dev/ingot/pkg/skill"
)

// Needs says which signals a caller wants beyond what the settings ask.
type Needs int

const (
	// Lexical: the encoder only when the dense weight is above 0.
	Lexical Needs = iota
	// ExplicitEncoder: also when INGOT_ENCODER names one explicitly (an
	// index of vectors, MCP's suggest_skills), never for the default alone,
	// so nothing embeds a library that routing will not use.
	ExplicitEncoder
	// Encoder: always (suggest shows the cosines).
	Encoder
	// Dense: dense-only evaluation; an encoder is required.
	Dense
)

// RouteOptions are the router options and encoder of the settings read
// through getenv: INGOT_MIN_SCORE, INGOT_RELATED_SCORE, INGOT_DENSE_WEIGHT,
// INGOT_ENCODER (default use-lite, loaded only when needed), the index and
// vector caches under the home's cache (pkg/home). warn reports once what
// the caller should know (weights missing, a weight that cannot apply).
// closeEnc releases the encoder; it is never nil.
//
// edit, when set, adjusts the options (a mode, a weight forced to 0)
// before the encoder is chosen. lib, when known, lets a library of short
// skills switch the encoder on by itself (route.WantsEncoder, when
// Options.ShortLibraryDenseWeight is above 0); nil when the library
// changes under a long-running server.
func RouteOptions(ctx context.Context, getenv func(string) string, h home.Home, lib *skill.Library, needs Needs, edit func(*route.Options), warn func(string)) (opt route.Options, closeEnc func() error, err error) {
	closeEnc = func() error { return nil }
	if opt, err = route.OptionsFromEnv(getenv); err != nil {
		return opt, closeEnc, err
	}
	opt.IndexDir = h.CacheFor("lexical")
	if edit != nil {
		edit(&opt)
	}
	if opt.Mode == route.DenseOnly {
		needs = Dense
	}
	auto := lib != nil && opt.Mode == route.Hybrid && opt.DenseWeight == 0 && opt.ShortLibraryDenseWeight > 0 && route.WantsEncoder(lib)
	if auto && needs == Lexical {
		needs = Encoder
	}
	if opt.DenseWeight == 0 && needs == Lexical {
		return opt, closeEnc, nil
	}
	if opt.DenseWeight == 0 && needs == ExplicitEncoder && !encoder.Explicit(getenv) {
		return opt, closeEnc, nil
	}
	e, closer, err := encoder.Open(ctx, encoder.Spec(getenv), getenv, warn)
	if err != nil {
		return opt, closeEnc, err
	}
	closeEnc = closer
	if e == nil {
		if needs == Dense {
			return opt, closeEnc, errors.New("dense-only routing needs an encoder (--encoder use-lite with its weights, or ort:<dir>)")
		}
		if opt.DenseWeight > 0 && warn != nil {
			warn("no encoder loaded: the dense weight is ignored")
		}
		opt.DenseWeight = 0
		return opt, closeEnc, nil
	}
	opt.Embedder = e
	c := embed.NewCache(h.CacheFor("embed"))
	if warn != nil {
		c.Warn = func(err error) { warn(err.Error()) }
	}
	opt.Cache = c
	return opt, closeEnc, nil
}
