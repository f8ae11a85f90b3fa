package routecmd

import (
	"context"
	"fmt"
	"os"
	"path/filepath"

	"github.com/spf13/cobra"

	"github.com/ingot-dev/ingot/internal/cli"
	"github.com/ingot-dev/ingot/pkg/evidence"
	"github.com/ingot-dev/ingot/pkg/revision"
	"github.com/ingot-dev/ingot/pkg/skill"
)

type validateOptions struct {
	cmd        *cobra.Command
	paths      []string
	json       bool
	errorsOnly bool
}

const validateLong = `Lint skills against the Agent Skills specification and Ingot's limits, as
the library loader reads them: frontmatter present and valid YAML; a
non-empty description (else the skill cannot be routed); name rules (1-64
lowercase letters, digits and '-', matching the folder); field lengths (description
1024, compatibility 500); metadata.skill-router types; at most 512 files
and 16 MiB per skill folder; no links leaving the folder; duplicate ids
across roots; a folder path that change control (ingot-promote) cannot
take (upper case, '_', ...) is an error. Claude Code's own fields
(disable-model-invocation, user-invocable, argument-hint, model, context,
agent, hooks) are known; a SKILL.md past the spec's recommended 500 lines
or 5000 tokens is a warning.

Each PATH may be a SKILL.md, a skill folder, or a folder of skills (a
library root, searched recursively). With no PATH, the configured roots
are checked (<home>/skills, then INGOT_SKILL_PATHS). Findings are printed
as "file:line: severity: field: message".

EXIT STATUS
  0    no errors (warnings may be printed)
  1    at least one error, or a PATH that does not exist
  2    bad usage
  130  interrupted`

func newValidateCmd(f *factory, runF func(*validateOptions) error) *cobra.Command {
	o := &validateOptions{}
	cmd := &cobra.Command{
		Use:   "validate [PATH...]",
		Short: "Lint skills against the Agent Skills spec and Ingot's limits",
		Long:  validateLong,
		Example: `  ingot-route validate skills/pdf
  ingot-route validate --json ~/team-skills`,
		RunE: func(cmd *cobra.Command, args []string) error {
			o.cmd, o.paths = cmd, args
			if runF != nil {
				return runF(o)
			}
			return runValidate(cmd.Context(), f, o)
		},
	}
	cmd.Flags().BoolVar(&o.json, "json", false, "write JSON")
	cmd.Flags().BoolVar(&o.errorsOnly, "errors-only", false, "print only errors (warnings are still counted)")
	return cmd
}

type validateOutput struct {
	Skills      int                `json:"skills"`
	Errors      int                `json:"errors"`
	Warnings    int                `json:"warnings"`
	Diagnostics []skill.Diagnostic `json:"diagnostics"`
}

func runValidate(ctx context.Context, f *factory, o *validateOptions) error {
	var out validateOutput
	out.Diagnostics = []skill.Diagnostic{}
	add := func(n int, ds skill.Diagnostics) {
		out.Skills += n
		out.Diagnostics = append(out.Diagnostics, ds...)
	}
	if len(o.paths) == 0 {
		s, err := f.settings(o.cmd)
		if err != nil {
			return err
		}
		lib, err := skill.Discover(ctx, s.roots, skill.Options{})
		if err != nil {
			return err
		}
		add(len(lib.Skills), append(lib.Diagnostics, idDiagnostics(lib.Skills...)...))
		out.Skills += countSkipped(lib.Diagnostics)
	}
	for _, p := range o.paths {
		abs, err := filepath.Abs(p)
		if err != nil {
			return err
		}
		st, err := os.Stat(abs)
		if err != nil {
			add(0, skill.Diagnostics{{Severity: skill.SevError, File: p, Message: "no such file or folder"}})
			continue
		}
		dir := abs
		if !st.IsDir() {
			if filepath.Base(abs) != skill.FileName {
				add(0, skill.Diagnostics{{Severity: skill.SevError, File: p, Message: "not a SKILL.md or a folder"}})
				continue
			}
			dir = filepath.Dir(abs)
		}
		if _, err := os.Stat(filepath.Join(dir, skill.FileName)); err == nil {
			s, ds := skill.Load(filepath.Dir(dir), filepath.Base(dir), dir, revision.DefaultLimits)
			n := 1
			if s == nil && !ds.HasErrors() {
				n = 0
			}
			if s != nil {
				ds = append(ds, idDiagnostics(s)...)
			}
			add(n, ds)
			continue
		}
		lib, err := skill.Discover(ctx, []string{dir}, skill.Options{})
		if err != nil {
			return err
		}
		if len(lib.Skills) == 0 && len(lib.Diagnostics) == 0 {
			add(0, skill.Diagnostics{{Severity: skill.SevWarning, File: p, Message: "no SKILL.md found under this folder"}})
			continue
		}
		add(len(lib.Skills)+countSkipped(lib.Diagnostics), append(lib.Diagnostics, idDiagnostics(lib.Skills...)...))
	}
	for _, d := range out.Diagnostics {
		if d.Severity == skill.SevError {
			out.Errors++
		} else {
			out.Warnings++
		}
	}
	if o.errorsOnly {
		kept := out.Diagnostics[:0]
		for _, d := range out.Diagnostics {
			if d.Severity == skill.SevError {
				kept = append(kept, d)
			}
		}
		out.Diagnostics = kept
	}
	if o.json {
		if err := cli.WriteJSON(f.env.IO.Out, out); err != nil {
			return err
		}
	} else {
		w := f.env.IO.Out
		for _, d := range out.Diagnostics {
			fmt.Fprintln(w, d.String())
		}
		fmt.Fprintf(w, "%d skill(s) checked: %d error(s), %d warning(s)\n", out.Skills, out.Errors, out.Warnings)
	}
	if out.Errors > 0 {
		return fmt.Errorf("%d error(s) in skills", out.Errors)
	}
	return nil
}

// countSkipped counts skills Discover skipped (one error diagnostic per
// skipped SKILL.md file).
func countSkipped(ds skill.Diagnostics) int {
	files := map[string]bool{}
	for _, d := range ds {
		if d.Severity == skill.SevError && filepath.Base(d.File) == skill.FileName {
			files[d.File] = true
		}
	}
	return len(files)
}

// idDiagnostics reports skills whose id (folder path) change control
// cannot take: ingot-promote names files after it, so such a skill would
// be served but could never be proposed, approved or rolled back.
func idDiagnostics(skills ...*skill.Skill) skill.Diagnostics {
	var ds skill.Diagnostics
	for _, s := range skills {
		if err := evidence.CheckSkillID(s.ID); err != nil {
			ds = append(ds, skill.Diagnostic{Severity: skill.SevError, File: s.Dir, SkillID: s.ID,
				Message: fmt.Sprintf("folder name cannot go through change control (%v): rename the folder to lowercase letters, digits and '-'", err)})
		}
	}
	return ds
}
