package minecmd

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/spf13/cobra"

	"github.com/ingot-dev/ingot/internal/cli"
	"github.com/ingot-dev/ingot/pkg/config"
	"github.com/ingot-dev/ingot/pkg/ingest"
	"github.com/ingot-dev/ingot/pkg/trace"
)

type ingestOptions struct {
	IO    *cli.IOStreams
	Paths []string // "-" is stdin
	// Defaulted: Paths came from ingest.DefaultSources, so missing
	// directories are only noted.
	Defaulted bool
	JSON      bool
	Home      string

	cfg *config.Config
	f   *factory
}

func newIngestCmd(f *factory, runF func(context.Context, *ingestOptions) error) *cobra.Command {
	opts := &ingestOptions{IO: f.env.IO, f: f}
	cmd := &cobra.Command{
		Use:   "ingest [PATH...]",
		Short: "Import harness logs into the local trace store",
		Long: `Import traces into the local trace store (<home>/runs/traces.jsonl).

Each PATH is a file or a directory (searched for *.jsonl and *.json,
dot-directories skipped); "-" reads stdin. Formats are recognised by
content: Claude Code session transcripts, Codex session logs, OpenTelemetry
OTLP/JSON span exports with GenAI attributes (batches of one trace split
over several files are merged), and Ingot trace records (JSONL). Without a
PATH, the default log folders of your user account are read:
CLAUDE_PROJECTS_DIR (default $HOME/.claude/projects) and CODEX_SESSIONS_DIR
(default $HOME/.codex/sessions), wherever the Ingot home is.

Records get stable ids, so importing the same logs again adds nothing:
records already in the store are counted as duplicates. The store redacts
secrets on the way in (INGOT_TRACE_REDACT), refuses records older than its
retention (INGOT_TRACE_MAX_AGE_DAYS, default 30; counted as expired and said
on stderr with the count), also for files named explicitly: the store would
prune them at once. Raise the setting (0 keeps everything) to import older
history. The store is pruned after the import. A bad record is skipped with a warning naming its file and line
on stderr; it never aborts the import.

The counts per source (files, records, added, duplicates, expired,
warnings) go to stdout, as a table or, with --json, as JSON.

EXIT STATUS
  0    success (also when records were skipped with warnings)
  1    failure: a PATH could not be read, or the store could not be
       written (other sources are still imported)
  2    bad usage: unknown flag, invalid value
  130  interrupted`,
		Example: `  ingot-mine ingest
  ingot-mine ingest ~/.claude/projects/-home-me-proj
  ingot-mine ingest exported-traces.jsonl otel-batch-*.json
  other-machine-export | ingot-mine ingest -`,
		RunE: func(cmd *cobra.Command, args []string) error {
			cfg, home, err := f.config(cmd)
			if err != nil {
				return err
			}
			opts.cfg, opts.Home = cfg, home
			opts.Paths = args
			if len(args) == 0 {
				user := strings.TrimSpace(cfg.Get("HOME"))
				if user == "" && (cfg.Get("CLAUDE_PROJECTS_DIR") == "" || cfg.Get("CODEX_SESSIONS_DIR") == "") {
					return errors.New("cannot tell your home directory (HOME is unset): give a PATH, or set CLAUDE_PROJECTS_DIR and CODEX_SESSIONS_DIR")
				}
				opts.Paths = ingest.DefaultSources(user, cfg.Getenv)
				opts.Defaulted = true
			}
			if runF != nil {
				return runF(cmd.Context(), opts)
			}
			return runIngest(cmd.Context(), opts)
		},
	}
	cmd.Flags().BoolVar(&opts.JSON, "json", false, "print the counts as JSON")
	return cmd
}

// sourceCounts is what one PATH yielded.
type sourceCounts struct {
	Source     string         `json:"source"`
	Files      int            `json:"files"`
	Formats    map[string]int `json:"formats"` // files per format
	Records    int            `json:"records"`
	Added      int            `json:"added"`
	Updated    int            `json:"updated"` // newer versions of stored records (turns finished since)
	Duplicates int            `json:"duplicates"`
	Expired    int            `json:"expired"`
	Warnings   int            `json:"warnings"`
	Error      string         `json:"error,omitempty"` // the source could not be read or stored
	Missing    bool           `json:"missing,omitempty"`
}

type ingestReport struct {
	Store   string         `json:"store"`
	Sources []sourceCounts `json:"sources"`
	Total   sourceCounts   `json:"total"`
	Pruned  []string       `json:"pruned,omitempty"`
}

func runIngest(ctx context.Context, o *ingestOptions) error {
	st, err := o.f.store(o.cfg, o.Home)
	if err != nil {
		return err
	}
	if st.Disabled() {
		return fmt.Errorf("the trace store is disabled (%s=false): nothing imported", trace.EnvEnabled)
	}
	rep := ingestReport{Store: st.Path()}
	failed := 0
	for _, p := range o.Paths {
		if err := ctx.Err(); err != nil {
			return err
		}
		sc := o.importSource(ctx, st, p)
		if sc.Error != "" {
			failed++
			fmt.Fprintf(o.IO.ErrOut, "%s: %s: %s\n", Name, sc.Source, sc.Error)
		}
		rep.Sources = append(rep.Sources, sc)
	}
	if err := ctx.Err(); err != nil {
		return err
	}
	pr, err := st.Prune(ctx)
	if err != nil {
		warnf(o.IO.ErrOut, "prune the trace store: %v", err)
	}
	rep.Pruned = pr.Removed
	rep.Total = sourceCounts{Source: "total", Formats: map[string]int{}}
	for _, s := range rep.Sources {
		t := &rep.Total
		t.Files += s.Files
		t.Records += s.Records
		t.Added += s.Added
		t.Updated += s.Updated
		t.Duplicates += s.Duplicates
		t.Expired += s.Expired
		t.Warnings += s.Warnings
		for f, n := range s.Formats {
			t.Formats[f] += n
		}
	}
	if n := rep.Total.Expired; n > 0 {
		days := int(st.Options().MaxAge / (24 * time.Hour))
		warnf(o.IO.ErrOut, "%d record(s) older than %d day(s) not imported: the trace store keeps %s=%d days of history "+
			"(and would prune older records at once); to import them, raise %s (0 keeps everything)",
			n, days, trace.EnvMaxAgeDays, days, trace.EnvMaxAgeDays)
	}
	if o.JSON {
		err = cli.WriteJSON(o.IO.Out, rep)
	} else {
		err = writeIngestTable(o.IO.Out, rep)
	}
	if err != nil {
		return err
	}
	if failed > 0 {
		return fmt.Errorf("%d of %d source(s) could not be imported (see above)", failed, len(o.Paths))
	}
	return nil
}

// importSource imports one PATH and appends its records to the store,
// deduplicated by id. Problems are reported, never returned: one source
// never stops the others.
func (o *ingestOptions) importSource(ctx context.Context, st *trace.Store, path string) sourceCounts {
	sc := sourceCounts{Source: path, Formats: map[string]int{}}
	if path == "-" {
		sc.Source = "stdin"
	}
	var recs []trace.Record
	collect := func(file string, r ingest.Result) {
		sc.Files++
		if r.Format != "" {
			sc.Formats[string(r.Format)]++
		}
		for _, w := range r.Warnings {
			if path == "-" {
				w.File = "stdin"
			}
			warnf(o.IO.ErrOut, "%s", w.String())
		}
		sc.Warnings += len(r.Warnings)
		recs = append(recs, r.Records...)
	}
	var err error
	switch {
	case path == "-":
		err = importStdin(ctx, o.IO.In, collect)
	default:
		fi, serr := os.Stat(path)
		switch {
		case serr != nil && o.Defaulted && errors.Is(serr, os.ErrNotExist):
			sc.Missing = true
			fmt.Fprintf(o.IO.ErrOut, "%s: no logs at %s (nothing to import there)\n", Name, path)
			return sc
		case serr != nil:
			sc.Error = serr.Error()
			return sc
		case fi.IsDir():
			err = ingest.ImportDir(ctx, path, collect)
		default:
			err = ingest.ImportFiles(ctx, []string{path}, collect)
		}
	}
	if err != nil {
		sc.Error = err.Error()
	}
	sc.Records = len(recs)
	if len(recs) > 0 {
		res, aerr := st.AppendNew(ctx, recs)
		if aerr != nil {
			sc.Error = strings.TrimPrefix(strings.TrimSpace(sc.Error+"; "+aerr.Error()), "; ")
		}
		sc.Added, sc.Updated, sc.Duplicates, sc.Expired = res.Added, res.Updated, res.Duplicates, res.Expired
	}
	return sc
}

// importStdin spools stdin to a private temporary file, so the importers
// can recognise its format as they do a file's, and imports it.
func importStdin(ctx context.Context, in io.Reader, fn func(string, ingest.Result)) error {
	dir, err := os.MkdirTemp("", "ingot-ingest-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(dir)
	path := filepath.Join(dir, "stdin.jsonl")
	f, err := os.OpenFile(path, os.O_CREATE|os.O_WRONLY|os.O_EXCL, 0o600)
	if err != nil {
		return err
	}
	if _, err := io.Copy(f, in); err != nil {
		f.Close()
		return fmt.Errorf("read stdin: %w", err)
	}
	if err := f.Close(); err != nil {
		return err
	}
	return ingest.ImportFiles(ctx, []string{path}, fn)
}

func writeIngestTable(w io.Writer, rep ingestReport) error {
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintln(tw, "FILES\tRECORDS\tADDED\tUPDATED\tDUPLICATES\tEXPIRED\tWARNINGS\t  SOURCE")
	row := func(s sourceCounts) {
		src := s.Source
		var fs []string
		for f, n := range s.Formats {
			fs = append(fs, fmt.Sprintf("%s %d", f, n))
		}
		sort.Strings(fs)
		if len(fs) > 0 {
			src += " (" + strings.Join(fs, ", ") + ")"
		}
		switch {
		case s.Missing:
			src += " (not found)"
		case s.Error != "":
			src += " (failed)"
		}
		fmt.Fprintf(tw, "%d\t%d\t%d\t%d\t%d\t%d\t%d\t  %s\n", s.Files, s.Records, s.Added, s.Updated, s.Duplicates, s.Expired, s.Warnings, src)
	}
	for _, s := range rep.Sources {
		row(s)
	}
	if len(rep.Sources) > 1 {
		row(rep.Total)
	}
	if err := tw.Flush(); err != nil {
		return err
	}
	_, err := fmt.Fprintf(w, "store: %s\n", rep.Store)
	return err
}
