package change

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"github.com/ingot-dev/ingot/pkg/atomicfile"
	"github.com/ingot-dev/ingot/pkg/revision"
	"github.com/ingot-dev/ingot/pkg/skill"
)

// Recovery says what recovery did and what it could not settle.
type Recovery struct {
	Actions  []string `json:"actions"`
	Problems []string `json:"problems"`
}

// Recover completes or undoes a change that was interrupted at any point,
// under the exclusive lock. Every mutating call runs the same recovery
// first.
//
//   - With an intent file: a stage that was not yet swapped in is removed
//     (the old revision stays live); a stage that verifies against the
//     intended revision while the live folder is missing is renamed into
//     place; once the new revision is live, the previous copy is removed,
//     the slot cleared and the audit record appended if it is missing.
//   - Without one: leftover ".<name>.<rand>.stage" folders beside live
//     skills are removed; a ".previous" folder is put back when its live
//     folder is missing, and removed once the live folder loads.
//   - Half-written snapshot and temporary files under runs/ are removed,
//     and an audit head one record behind the file is brought up to date.
func (s *Store) Recover(ctx context.Context) (*Recovery, error) {
	unlock, err := s.Lock(ctx, true, "recover")
	if err != nil {
		return nil, err
	}
	defer unlock()
	return s.recoverLocked(ctx)
}

func (s *Store) recoverLocked(ctx context.Context) (*Recovery, error) {
	r := &Recovery{Actions: []string{}, Problems: []string{}}
	in, err := s.readIntent()
	if err != nil {
		return nil, fmt.Errorf("recover: %w", err)
	}
	if in != nil {
		if err := s.recoverIntent(ctx, in, r); err != nil {
			return nil, fmt.Errorf("recover %s of %s: %w", in.Action, in.Skill, err)
		}
	}
	if err := s.sweepRoots(ctx, r); err != nil {
		return nil, err
	}
	s.sweepRuns(r)
	s.repairAuditHead(r)
	return r, nil
}

// hashes reports whether dir hashes to rev.
func (s *Store) hashes(dir string, rev revision.ID) bool {
	if rev.IsZero() {
		return false
	}
	m, err := revision.HashDir(dir, s.opt.Limits)
	return err == nil && m.ID() == rev
}

func (s *Store) recoverIntent(ctx context.Context, in *intent, r *Recovery) error {
	parent := filepath.Dir(in.Live)
	L, S := fileExists(in.Live), fileExists(in.Stage)
	P := in.Previous != "" && fileExists(in.Previous)
	what := fmt.Sprintf("interrupted %s of %s", in.Action, in.Skill)
	switch {
	case L && S && !P:
		// Crashed before the first rename: the old revision is live.
		if err := atomicfile.RemoveAll(in.Stage); err != nil {
			return err
		}
		_ = atomicfile.SyncDir(parent)
		r.Actions = append(r.Actions, fmt.Sprintf("undid %s: removed the staged copy %s; the live folder was never touched", what, in.Stage))
		return s.removeIntent()
	case !L && S:
		// Crashed between the renames (or, for create, before the only
		// one): roll forward if the stage is what was verified.
		if s.hashes(in.Stage, in.To) {
			if err := atomicfile.RenameNoReplace(in.Stage, in.Live); err != nil {
				return err
			}
			if err := atomicfile.SyncDir(parent); err != nil {
				return err
			}
			r.Actions = append(r.Actions, fmt.Sprintf("completed %s: installed the verified staged copy as %s (revision %s)", what, in.Live, in.To.Short()))
			r.Problems = append(r.Problems, s.finish(ctx, in, true)...)
			return nil
		}
		if P {
			if err := os.Rename(in.Previous, in.Live); err != nil {
				return err
			}
			_ = atomicfile.SyncDir(parent)
			_ = atomicfile.RemoveAll(in.Stage)
			r.Actions = append(r.Actions, fmt.Sprintf("undid %s: the staged copy did not verify; put the previous folder back at %s", what, in.Live))
			return s.removeIntent()
		}
		return fmt.Errorf("%s is missing and the staged copy %s does not hash to %s; inspect it", in.Live, in.Stage, in.To.Short())
	case L:
		if S {
			// Not a state a single writer produces; the live folder wins.
			if err := atomicfile.RemoveAll(in.Stage); err != nil {
				return err
			}
			r.Actions = append(r.Actions, fmt.Sprintf("removed the stray staged copy %s", in.Stage))
		}
		if s.hashes(in.Live, in.To) {
			r.Actions = append(r.Actions, fmt.Sprintf("completed %s: revision %s is live; tidied up", what, in.To.Short()))
			r.Problems = append(r.Problems, s.finish(ctx, in, true)...)
			return nil
		}
		if in.From.IsZero() || s.hashes(in.Live, in.From) {
			if P {
				if err := atomicfile.RemoveAll(in.Previous); err != nil {
					return err
				}
			}
			r.Actions = append(r.Actions, fmt.Sprintf("undid %s: the live folder is unchanged", what))
			return s.removeIntent()
		}
		return fmt.Errorf("the live folder %s hashes to neither %s nor %s; inspect it (any previous copy is kept at %s)", in.Live, in.From.Short(), in.To.Short(), in.Previous)
	case P:
		// No live folder and no stage: put the previous folder back.
		if err := atomicfile.RenameNoReplace(in.Previous, in.Live); err != nil {
			return err
		}
		_ = atomicfile.SyncDir(parent)
		r.Actions = append(r.Actions, fmt.Sprintf("undid %s: put the previous folder back at %s", what, in.Live))
		return s.removeIntent()
	default:
		if in.Action == actionCreate {
			r.Actions = append(r.Actions, fmt.Sprintf("undid %s: nothing had been created", what))
			return s.removeIntent()
		}
		// Nothing left on disk but the snapshot taken before the swap.
		key, err := checkID(in.Skill)
		if err != nil {
			return err
		}
		snap := filepath.Join(s.revisionsDir(), key, in.From.String())
		if !s.hashes(snap, in.From) {
			return fmt.Errorf("%s, its staged copy and its previous copy are all missing, and no verified snapshot of %s exists", in.Live, in.From.Short())
		}
		if err := atomicfile.CopyDir(ctx, snap, in.Stage); err != nil {
			return err
		}
		if err := atomicfile.RenameNoReplace(in.Stage, in.Live); err != nil {
			return err
		}
		_ = atomicfile.SyncDir(parent)
		r.Actions = append(r.Actions, fmt.Sprintf("undid %s: the live folder was missing; restored revision %s from its snapshot", what, in.From.Short()))
		return s.removeIntent()
	}
}

// sweepRoots handles staging leftovers beside live skills when no intent
// names them.
func (s *Store) sweepRoots(ctx context.Context, r *Recovery) error {
	type group struct{ parent, name string }
	previous := map[group][]string{}
	for _, root := range s.opt.Roots {
		err := walkStaging(ctx, root, func(parent, name, kind, path string) {
			switch kind {
			case "stage":
				if err := atomicfile.RemoveAll(path); err != nil {
					r.Problems = append(r.Problems, fmt.Sprintf("remove leftover staged copy %s: %v", path, err))
					return
				}
				r.Actions = append(r.Actions, "removed the leftover staged copy "+path)
			case "previous":
				g := group{parent, name}
				previous[g] = append(previous[g], path)
			}
		})
		if err != nil {
			return err
		}
	}
	groups := make([]group, 0, len(previous))
	for g := range previous {
		groups = append(groups, g)
	}
	sort.Slice(groups, func(i, j int) bool { return groups[i].parent+groups[i].name < groups[j].parent+groups[j].name })
	for _, g := range groups {
		paths := previous[g]
		live := filepath.Join(g.parent, g.name)
		if fileExists(live) {
			if sk, ds := skill.Load(g.parent, g.name, live, s.opt.Limits); sk == nil {
				r.Problems = append(r.Problems, fmt.Sprintf("%s does not load (%s); kept the previous copies %s", live, firstDiag(ds), strings.Join(paths, ", ")))
				continue
			}
			for _, p := range paths {
				if err := atomicfile.RemoveAll(p); err != nil {
					r.Problems = append(r.Problems, fmt.Sprintf("remove leftover previous copy %s: %v", p, err))
					continue
				}
				r.Actions = append(r.Actions, "removed the leftover previous copy "+p+" (the live folder loads)")
			}
			continue
		}
		if len(paths) > 1 {
			r.Problems = append(r.Problems, fmt.Sprintf("%s is missing and there are %d previous copies (%s): pick one (ingot-promote history shows the last audited revision) and rename it to %s", live, len(paths), strings.Join(paths, ", "), live))
			continue
		}
		if err := atomicfile.RenameNoReplace(paths[0], live); err != nil {
			r.Problems = append(r.Problems, fmt.Sprintf("put back %s: %v", paths[0], err))
			continue
		}
		_ = atomicfile.SyncDir(g.parent)
		r.Actions = append(r.Actions, fmt.Sprintf("put the previous copy %s back at %s (the live folder was missing)", paths[0], live))
	}
	return nil
}

func firstDiag(ds skill.Diagnostics) string {
	for _, d := range ds {
		if d.Severity == skill.SevError {
			return d.String()
		}
	}
	return "unknown error"
}

// walkStaging calls fn for every ".<name>.<rand>.stage|previous" folder
// beside skills under root. It does not enter skill folders, dot folders
// or node_modules, and stays within a bounded depth.
func walkStaging(ctx context.Context, root string, fn func(parent, name, kind, path string)) error {
	real, err := filepath.EvalSymlinks(root)
	if err != nil {
		return nil // a missing root holds nothing
	}
	var walk func(dir string, depth int) error
	walk = func(dir string, depth int) error {
		if err := ctx.Err(); err != nil {
			return err
		}
		ents, err := os.ReadDir(dir)
		if err != nil {
			return nil
		}
		for _, de := range ents {
			name := de.Name()
			if !de.IsDir() {
				continue // links are never staging folders
			}
			if m := tempNameRE.FindStringSubmatch(name); m != nil {
				fn(dir, m[1], m[3], filepath.Join(dir, name))
				continue
			}
			if strings.HasPrefix(name, ".") || name == "node_modules" || depth >= 8 {
				continue
			}
			sub := filepath.Join(dir, name)
			if fileExists(filepath.Join(sub, skill.FileName)) {
				continue
			}
			if err := walk(sub, depth+1); err != nil {
				return err
			}
		}
		return nil
	}
	return walk(real, 0)
}

// sweepRuns removes temporary files and half-written snapshots under runs/.
func (s *Store) sweepRuns(r *Recovery) {
	remove := func(p string) {
		if err := atomicfile.RemoveAll(p); err != nil {
			r.Problems = append(r.Problems, fmt.Sprintf("remove %s: %v", p, err))
			return
		}
		r.Actions = append(r.Actions, "removed the leftover "+s.rel(p))
	}
	tmpIn := func(dir string, suffixes ...string) {
		ents, err := os.ReadDir(dir)
		if err != nil {
			return
		}
		for _, de := range ents {
			n := de.Name()
			if !strings.HasPrefix(n, ".") {
				continue
			}
			for _, suf := range suffixes {
				if strings.HasSuffix(n, suf) {
					remove(filepath.Join(dir, n))
					break
				}
			}
		}
	}
	tmpIn(s.runs, ".tmp")
	tmpIn(s.pendingDir(), ".tmp")
	keys, _ := s.keyDirs()
	for _, k := range keys {
		tmpIn(filepath.Join(s.revisionsDir(), k), ".tmp", ".damaged")
	}
}

// repairAuditHead brings the head up to date when a crash fell between
// the audit append and the head write (the head is exactly one record
// behind and the record before it matches).
func (s *Store) repairAuditHead(r *Recovery) {
	hashes, err := auditLineHashes(s.AuditPath())
	if err != nil || len(hashes) == 0 {
		return
	}
	var h auditHead
	data, err := os.ReadFile(s.auditHeadPath())
	switch {
	case errors.Is(err, fs.ErrNotExist):
		if len(hashes) != 1 {
			return
		}
	case err != nil || json.Unmarshal(data, &h) != nil:
		return
	case h.Lines == len(hashes) && h.Last == hashes[len(hashes)-1]:
		return
	case h.Lines != len(hashes)-1 || h.Last != hashes[len(hashes)-2]:
		return
	}
	head, _ := json.Marshal(auditHead{Lines: len(hashes), Last: hashes[len(hashes)-1]})
	if err := atomicfile.WriteFile(s.auditHeadPath(), append(head, '\n'), 0o600); err != nil {
		r.Problems = append(r.Problems, err.Error())
		return
	}
	r.Actions = append(r.Actions, "brought the audit head up to date with the last audit record")
}
