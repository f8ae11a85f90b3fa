// Command lexicalgen writes pkg/lexical's background table: the
// document-frequency prior the BM25F index pools with every library (see
// lexical.Background). It discovers the skills under -corpus exactly as
// the router does, analyses them with pkg/lexical, and writes their term
// statistics — per-term document frequencies, total field lengths and each
// skill's content key — to -out. Run it through go generate:
//
//	go generate ./pkg/lexical
//
// The output is a pure function of the corpus and the analysis Version, so
// regenerating without a change reproduces the committed file (the route
// package's tests check that it is up to date).
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"

	"github.com/ingot-dev/ingot/pkg/atomicfile"
	"github.com/ingot-dev/ingot/pkg/lexical"
	"github.com/ingot-dev/ingot/pkg/skill"
)

func main() {
	if err := run(context.Background(), os.Args[1:], os.Stdout); err != nil {
		fmt.Fprintf(os.Stderr, "lexicalgen: %v\n", err)
		os.Exit(1)
	}
}

func run(ctx context.Context, args []string, out io.Writer) error {
	fs := flag.NewFlagSet("lexicalgen", flag.ContinueOnError)
	corpus := fs.String("corpus", "", "skill root to take the statistics from (testdata/corpus/skills)")
	dst := fs.String("out", lexical.BackgroundFile, "file to write")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if *corpus == "" {
		return errors.New("-corpus is required")
	}
	lib, err := skill.Discover(ctx, []string{*corpus}, skill.Options{})
	if err != nil {
		return fmt.Errorf("discover %s: %w", *corpus, err)
	}
	for _, d := range lib.Diagnostics {
		if d.Severity == skill.SevError {
			return fmt.Errorf("%s: %s", d.File, d.Message)
		}
	}
	if len(lib.Skills) == 0 {
		return fmt.Errorf("%s: no skills", *corpus)
	}
	docs := make([]lexical.Doc, len(lib.Skills))
	for i, s := range lib.Skills {
		docs[i] = lexical.Doc{Name: s.Name, Description: s.Description, Body: s.Body}
	}
	an, err := lexical.AnalyzeAll(ctx, docs, nil)
	if err != nil {
		return fmt.Errorf("analyze %s: %w", *corpus, err)
	}
	bg := lexical.NewBackground(an)
	data, err := bg.Encode()
	if err != nil {
		return err
	}
	if err := atomicfile.WriteFile(*dst, data, 0o644); err != nil {
		return fmt.Errorf("write %s: %w", *dst, err)
	}
	d := bg.Digest()
	fmt.Fprintf(out, "%s: %d skills, %d terms, %d bytes, digest %x\n", *dst, bg.Len(), bg.Terms(), len(data), d[:8])
	return nil
}
