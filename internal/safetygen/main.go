// Command safetygen trains the safety checks' learned stage on the issue
// 15 tables and the corpus (internal/safetyfit) and writes
// pkg/safety/lexmodel/model.bin. Run it through go generate:
//
//	go generate ./pkg/safety
//
// The fit is deterministic, so regenerating without a change to the data
// or the features reproduces the committed file (internal/safetyfit's
// test checks that it is up to date). Beside it, model.inputs records
// the digest of everything the fit read and ran (safetyfit.InputsDigest)
// and of the model, so that test refits only when an input changed.
package main

import (
	"context"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"time"

	"github.com/ingot-dev/ingot/internal/safetyfit"
	"github.com/ingot-dev/ingot/pkg/atomicfile"
)

func main() {
	if err := run(context.Background(), os.Args[1:]); err != nil {
		fmt.Fprintf(os.Stderr, "safetygen: %v\n", err)
		os.Exit(1)
	}
}

func run(ctx context.Context, args []string) error {
	fs := flag.NewFlagSet("safetygen", flag.ContinueOnError)
	root := fs.String("root", "../..", "the repository root")
	dst := fs.String("out", "lexmodel/model.bin", "file to write")
	if err := fs.Parse(args); err != nil {
		return err
	}
	start := time.Now()
	inputs, err := safetyfit.InputsDigest(ctx, *root)
	if err != nil {
		return err
	}
	d, err := safetyfit.Load(ctx, *root)
	if err != nil {
		return err
	}
	fmt.Fprintf(os.Stderr, "safetygen: %d tables, %d hostile and %d benign proposals (%d near-copies left out), %d probes, %d wrappers, %d corpus skills (%d chunks)\n",
		len(d.Tables), d.Hostile, d.Benign, d.Skipped, d.Probes, d.Wrappers, d.Corpus, len(d.Negative))
	b, err := safetyfit.Fit(d).MarshalBinary()
	if err != nil {
		return err
	}
	if err := atomicfile.WriteFile(*dst, b, 0o644); err != nil {
		return err
	}
	// The record last: a generator stopped between the two files leaves
	// a record that does not match the model, and the test refits.
	rec := filepath.Join(filepath.Dir(*dst), filepath.Base(safetyfit.DigestFile))
	if err := atomicfile.WriteFile(rec, safetyfit.Digest{Inputs: inputs, Model: safetyfit.ModelSum(b)}.Encode(), 0o644); err != nil {
		return err
	}
	fmt.Fprintf(os.Stderr, "safetygen: wrote %s (%d bytes) in %s\n", *dst, len(b), time.Since(start).Round(time.Millisecond))
	return nil
}
