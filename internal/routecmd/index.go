package routecmd

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"time"

	"github.com/spf13/cobra"

	"github.com/ingot-dev/ingot/internal/cli"
)

type indexOptions struct {
	cmd  *cobra.Command
	json bool
}

const indexLong = `Build or refresh the caches routing reads at start-up: the BM25F index
(saved per library content, analysis version and parameters) and, when an
encoder is configured and its weights are present, one vector per skill
(name and description, keyed by model and text digest). Unchanged skills
are never re-analysed or re-embedded. Prints counts and timings.

` + settingsHelpText + `

EXIT STATUS
  0    success
  1    failure: unreadable library, encoder error, a cache that cannot be saved
  2    bad usage
  130  interrupted`

func newIndexCmd(f *factory, runF func(*indexOptions) error) *cobra.Command {
	o := &indexOptions{}
	cmd := &cobra.Command{
		Use:     "index",
		Short:   "Build or refresh the index and vector caches",
		Long:    indexLong,
		Example: `  ingot-route --skill-paths ~/skills index`,
		Args:    cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			o.cmd = cmd
			if runF != nil {
				return runF(o)
			}
			return runIndex(cmd.Context(), f, o)
		},
	}
	cmd.Flags().BoolVar(&o.json, "json", false, "write JSON")
	return cmd
}

type indexOutput struct {
	Roots      []string `json:"roots"`
	Skills     int      `json:"skills"`
	Skipped    int      `json:"skipped"`
	Terms      int      `json:"terms"`
	Collection int      `json:"collection"` // skills idf is pooled over: the library's and the background's
	Loaded     bool     `json:"index_loaded"`
	Analyzed   int      `json:"analyzed"`
	Encoder    string   `json:"encoder"`
	Embedded   int      `json:"embedded"`
	CacheDir   string   `json:"cache_dir"`
	DiscoverMS float64  `json:"discover_ms"`
	AnalyzeMS  float64  `json:"analyze_ms"`
	IndexMS    float64  `json:"index_ms"`
	EmbedMS    float64  `json:"embed_ms"`
	TotalMS    float64  `json:"total_ms"`
}

func ms(d time.Duration) float64 { return float64(d.Microseconds()) / 1000 }

func runIndex(ctx context.Context, f *factory, o *indexOptions) error {
	start := time.Now()
	s, err := f.settings(o.cmd)
	if err != nil {
		return err
	}
	lib, err := f.library(ctx, s)
	if err != nil {
		return err
	}
	discover := time.Since(start)
	r, st, closeEnc, err := f.router(ctx, s, lib, needIndex, nil)
	if err != nil {
		return err
	}
	defer closeEnc()
	// Building the caches is index's job: a cache it cannot write is a
	// failure here (routing only warns, and rebuilds next time).
	dirs := []string{r.Options().IndexDir}
	if r.Options().Embedder != nil {
		dirs = append(dirs, filepath.Join(s.cacheDir, "embed"))
	}
	for _, d := range dirs {
		if err := checkWritable(d); err != nil {
			return fmt.Errorf("cannot save the caches: %w", err)
		}
	}
	out := indexOutput{Roots: s.roots, Skills: st.Skills, Terms: st.Terms, Collection: st.Collection, Loaded: st.Loaded, Analyzed: st.Analyzed,
		Encoder: "none", Embedded: st.Embedded, CacheDir: s.cacheDir,
		DiscoverMS: ms(discover), AnalyzeMS: ms(st.Analyze), IndexMS: ms(st.Index), EmbedMS: ms(st.Embed), TotalMS: ms(time.Since(start))}
	for _, d := range lib.Diagnostics {
		if d.Severity == "error" {
			out.Skipped++
		}
	}
	if e := r.Options().Embedder; e != nil {
		out.Encoder = e.ID()
	}
	if o.json {
		return cli.WriteJSON(f.env.IO.Out, out)
	}
	w := f.env.IO.Out
	fmt.Fprintf(w, "skills      %d (%d skipped with errors) from %d root(s)\n", out.Skills, out.Skipped, len(out.Roots))
	how := fmt.Sprintf("built, %d skill(s) analysed", out.Analyzed)
	if out.Loaded {
		how = "loaded from the cache"
	}
	fmt.Fprintf(w, "index       %d terms, %s; idf over %d skills (library and background)\n", out.Terms, how, out.Collection)
	fmt.Fprintf(w, "vectors     encoder %s, %d embedded now (the rest from the cache)\n", out.Encoder, out.Embedded)
	fmt.Fprintf(w, "cache       %s\n", filepath.Clean(out.CacheDir))
	fmt.Fprintf(w, "timings     discover %.1f ms, analyse %.1f ms, index %.1f ms, embed %.1f ms, total %.1f ms\n",
		out.DiscoverMS, out.AnalyzeMS, out.IndexMS, out.EmbedMS, out.TotalMS)
	return nil
}

// checkWritable makes sure dir exists and a file can be created in it.
func checkWritable(dir string) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	f, err := os.CreateTemp(dir, ".write-check-*")
	if err != nil {
		return err
	}
	name := f.Name()
	cerr := f.Close()
	rerr := os.Remove(name)
	if cerr != nil {
		return cerr
	}
	return rerr
}
