// Command routegen fits pkg/route's match-probability model on the
// training suites of internal/routefit and writes gate_model.go. Run it
// through go generate:
//
//	go generate ./pkg/route
//
// The fit is deterministic, so regenerating without a change to the data
// or the features reproduces the committed file (internal/routecmd's
// tests check that it is up to date).
package main

import (
	"context"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/ingot-dev/ingot/internal/routefit"
	"github.com/ingot-dev/ingot/pkg/atomicfile"
	"github.com/ingot-dev/ingot/pkg/encoder"
	"github.com/ingot-dev/ingot/pkg/route"
)

func main() {
	if err := run(context.Background(), os.Args[1:]); err != nil {
		fmt.Fprintf(os.Stderr, "routegen: %v\n", err)
		os.Exit(1)
	}
}

func run(ctx context.Context, args []string) error {
	fs := flag.NewFlagSet("routegen", flag.ContinueOnError)
	root := fs.String("root", "../..", "the repository root")
	dst := fs.String("out", "gate_model.go", "file to write")
	only := fs.String("suites", "", "comma-separated suite names to fit on (default: all of routefit.Training)")
	if err := fs.Parse(args); err != nil {
		return err
	}
	lex, err := fit(ctx, *root, routefit.Training(), *only, route.DefaultOptions())
	if err != nil {
		return err
	}
	// The dense model needs the encoder the router fuses by default.
	enc, closeEnc, err := encoder.Open(ctx, encoder.USELite, os.Getenv, nil)
	if err != nil {
		return err
	}
	defer closeEnc()
	if enc == nil {
		return fmt.Errorf("the USE-Lite weights are needed to fit the dense gate (scripts/fetch-models.sh use-lite)")
	}
	opt := route.DefaultOptions()
	opt.Embedder, opt.ShortLibraryDenseWeight = enc, route.ShortLibraryDenseWeightMeasured
	dense, err := fit(ctx, *root, routefit.DenseTraining(), *only, opt)
	if err != nil {
		return err
	}
	src, err := routefit.Source([]routefit.Model{
		{Var: "DefaultGate", Doc: "the shipped match-probability model of the lexical router", Gate: lex.m, Trained: lex.specs},
		{Var: "DefaultDenseGate", Doc: "the match-probability model of a short library routed with the encoder (Options.ShortLibraryDenseWeight)", Gate: dense.m, Trained: dense.specs},
	})
	if err != nil {
		return err
	}
	fmt.Fprintf(os.Stderr, "routegen: lexical gate: %s\nroutegen: dense gate: %s\n", lex.m.String(), dense.m.String())
	return atomicfile.WriteFile(filepath.Clean(*dst), src, 0o644)
}

type fitted struct {
	m     route.GateModel
	specs []routefit.SuiteSpec
}

func fit(ctx context.Context, root string, specs []routefit.SuiteSpec, only string, opt route.Options) (fitted, error) {
	if only != "" {
		var keep []routefit.SuiteSpec
		for _, sp := range specs {
			if slices.Contains(strings.Split(only, ","), sp.Name) {
				keep = append(keep, sp)
			}
		}
		if len(keep) == 0 {
			return fitted{}, fmt.Errorf("-suites %q: none of %d training suites", only, len(specs))
		}
		specs = keep
	}
	suites, err := routefit.Load(ctx, root, specs, opt)
	if err != nil {
		return fitted{}, err
	}
	m, err := route.FitGateOn(ctx, suites)
	return fitted{m, specs}, err
}
