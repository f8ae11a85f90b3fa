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
	srcs, err := o.importSources(ctx, st)
	if err != nil {
		return err
	}
	failed := 0
	for _, sc := range srcs {
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

// importSources imports every PATH in one ingest.ImportFiles call (so the
// OTel batches of one trace merge across arguments as they do inside a
// folder), then appends each source's records to the store, deduplicated by
// id. Problems of one source are reported in its counts, never returned:
// one source never stops the others. Only a cancelled context is an error.
func (o *ingestOptions) importSources(ctx context.Context, st *trace.Store) ([]sourceCounts, error) {
	srcs := make([]sourceCounts, len(o.Paths))
	recs := make([][]trace.Record, len(o.Paths))
	owner := map[string]int{} // file -> index of the source that named it
	var files []string
	stdin := -1
	collect := func(i int) func(string, ingest.Result) {
		return func(file string, r ingest.Result) {
			if j, ok := owner[file]; ok {
				i = j
			}
			sc := &srcs[i]
			sc.Files++
			if r.Format != "" {
				sc.Formats[string(r.Format)]++
			}
			for _, w := range r.Warnings {
				if i == stdin {
					w.File = "stdin"
				}
				warnf(o.IO.ErrOut, "%s", w.String())
			}
			sc.Warnings += len(r.Warnings)
			recs[i] = append(recs[i], r.Records...)
		}
	}
	add := func(i int, file string) {
		if _, dup := owner[file]; !dup {
			owner[file] = i
			files = append(files, file)
		}
	}
	for i, path := range o.Paths {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		sc := &srcs[i]
		*sc = sourceCounts{Source: path, Formats: map[string]int{}}
		if path == "-" {
			sc.Source = "stdin"
			if stdin >= 0 {
				sc.Error = "stdin given twice"
				continue
			}
			stdin = i
			spool, cleanup, err := spoolStdin(o.IO.In)
			if err != nil {
				sc.Error = err.Error()
				continue
			}
			defer cleanup()
			add(i, spool)
			continue
		}
		fi, serr := os.Stat(path)
		switch {
		case serr != nil && o.Defaulted && errors.Is(serr, os.ErrNotExist):
			sc.Missing = true
			fmt.Fprintf(o.IO.ErrOut, "%s: no logs at %s (nothing to import there)\n", Name, path)
		case serr != nil:
			sc.Error = serr.Error()
		case fi.IsDir():
			list, err := ingest.ListDir(ctx, path, collect(i))
			if err != nil {
				if ctx.Err() != nil {
					return nil, ctx.Err()
				}
				sc.Error = err.Error()
			}
			for _, f := range list {
				add(i, f)
			}
		default:
			add(i, path)
		}
	}
	if err := ingest.ImportFiles(ctx, files, collect(0)); err != nil {
		return nil, err
	}
	for i := range srcs {
		sc := &srcs[i]
		sc.Records = len(recs[i])
		if len(recs[i]) == 0 {
			continue
		}
		res, aerr := st.AppendNew(ctx, recs[i])
		if aerr != nil {
			if ctx.Err() != nil {
				return nil, ctx.Err()
			}
			sc.Error = strings.TrimPrefix(strings.TrimSpace(sc.Error+"; "+aerr.Error()), "; ")
		}
		sc.Added, sc.Updated, sc.Duplicates, sc.Expired = res.Added, res.Updated, res.Duplicates, res.Expired
	}
	return srcs, nil
}

// spoolStdin copies stdin to a private temporary file, so the importers
// can recognise its format as they do a file's. cleanup removes it.
func spoolStdin(in io.Reader) (path string, cleanup func(), err error) {
	dir, err := os.MkdirTemp("", "ingot-ingest-")
	if err != nil {
		return "", nil, err
	}
	cleanup = func() { os.RemoveAll(dir) }
	path = filepath.Join(dir, "stdin.jsonl")
	f, err := os.OpenFile(path, os.O_CREATE|os.O_WRONLY|os.O_EXCL, 0o600)
	if err != nil {
		cleanup()
		return "", nil, err
	}
	if _, err := io.Copy(f, in); err != nil {
		f.Close()
		cleanup()
		return "", nil, fmt.Errorf("read stdin: %w", err)
	}
	if err := f.Close(); err != nil {
		cleanup()
		return "", nil, err
	}
	return path, cleanup, nil
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
