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
	specs := routefit.Training()
	if *only != "" {
		var keep []routefit.SuiteSpec
		for _, sp := range specs {
			if slices.Contains(strings.Split(*only, ","), sp.Name) {
				keep = append(keep, sp)
			}
		}
		if len(keep) == 0 {
			return fmt.Errorf("-suites %q: none of %d training suites", *only, len(specs))
		}
		specs = keep
	}
	opt := route.DefaultOptions()
	suites, err := routefit.Load(ctx, *root, specs, opt)
	if err != nil {
		return err
	}
	m, err := route.FitGateOn(ctx, suites)
	if err != nil {
		return err
	}
	src, err := routefit.Source(m, specs)
	if err != nil {
		return err
	}
	fmt.Fprintf(os.Stderr, "routegen: %s\n", m.String())
	return atomicfile.WriteFile(filepath.Clean(*dst), src, 0o644)
}
