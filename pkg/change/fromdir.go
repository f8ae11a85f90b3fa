package change

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"sort"
	"strings"
	"unicode/utf8"

	"gopkg.in/yaml.v3"

	"github.com/ingot-dev/ingot/pkg/evidence"
	"github.com/ingot-dev/ingot/pkg/gate"
	"github.com/ingot-dev/ingot/pkg/revision"
	"github.com/ingot-dev/ingot/pkg/skill"
)

// SafetyCheck runs the create_skill safety checks (pkg/safety) on a
// proposed description and body of skill id in lib: refusals stop the
// proposal, warnings are shown to the reviewer. The caller supplies it so
// this package stays free of the router and the rules.
type SafetyCheck func(ctx context.Context, lib *skill.Library, id string, c skill.Components) (refusals, warnings []string, err error)

// FromDir is a proposal made from an edited copy of a skill folder.
type FromDir struct {
	// Skill is the id of the live skill the folder edits (or of the new
	// skill it creates, which must then be its name).
	Skill string
	// Dir is the edited folder.
	Dir string
	// Evidence is an evidence bundle folder measuring exactly this edit
	// (ingot-ab --challenger DIR); empty queues the edit UNMEASURED.
	Evidence string
	// Source says who proposed it; default "hand-edit".
	Source string
	// Safety, when set, runs the create_skill safety checks; a refusal
	// queues nothing.
	Safety SafetyCheck
}

// ErrFolder: the edited folder cannot be proposed as it stands.
var ErrFolder = errors.New("edited folder")

// SafetyError lists the safety refusals of a proposal; nothing was queued.
type SafetyError struct {
	Skill    string
	Refusals []string
}

func (e *SafetyError) Error() string {
	return fmt.Sprintf("safety checks refused %s, nothing was queued: %s", e.Skill, strings.Join(e.Refusals, "; "))
}

// ProposeDir computes both revisions of a hand edit itself and fills the
// skill's review slot: the champion is the live folder, the challenger is
// the folder approval would install (the edited description, body and
// changed files applied to the live folder). The edited folder must hold
// a valid SKILL.md with the live skill's name; it may not delete files,
// change binary files or change frontmatter fields other than the
// description (a proposal carries description, body and text files).
// Without fd.Evidence the proposal is UNMEASURED.
func (s *Store) ProposeDir(ctx context.Context, fd FromDir) (*ProposeResult, error) {
	if _, err := checkID(fd.Skill); err != nil {
		return nil, err
	}
	if fd.Source == "" {
		fd.Source = "hand-edit"
	}
	fail := func(format string, a ...any) error {
		return fmt.Errorf("propose %s from %s: %w: %s", fd.Skill, fd.Dir, ErrFolder, fmt.Sprintf(format, a...))
	}
	st, err := os.Stat(fd.Dir)
	if err != nil {
		return nil, fail("%v", err)
	}
	if !st.IsDir() {
		return nil, fail("not a folder")
	}
	abs, err := filepath.Abs(fd.Dir)
	if err != nil {
		return nil, fail("%v", err)
	}
	for _, root := range s.opt.Roots {
		if r, err := filepath.Rel(root, abs); err == nil && r != ".." && !strings.HasPrefix(r, ".."+string(filepath.Separator)) {
			return nil, fail("it is inside the skill root %s, where it would be served as a skill of its own; edit a copy outside the roots (cp -r %s /tmp/)", root, abs)
		}
	}
	lib, err := s.library(ctx)
	if err != nil {
		return nil, err
	}
	sk, lerr := live(lib, fd.Skill)
	if lerr != nil && !errors.Is(lerr, ErrNotFound) {
		return nil, lerr
	}
	name := filepath.Base(fd.Skill)
	if sk != nil {
		name = filepath.Base(sk.Dir)
	}
	mdPath := filepath.Join(fd.Dir, skill.FileName)
	data, err := os.ReadFile(mdPath)
	if err != nil {
		return nil, fail("%v", err)
	}
	doc, ds := skill.Parse(mdPath, name, data)
	if ds.HasErrors() {
		for _, d := range ds {
			if d.Severity == skill.SevError {
				return nil, fail("not a valid skill: %s", d.String())
			}
		}
	}
	if sk != nil && doc.Name != sk.Name {
		return nil, fail("%s: name %q is not the live skill's name %q", mdPath, doc.Name, sk.Name)
	}
	edited, err := revision.HashDir(fd.Dir, s.opt.Limits)
	if err != nil {
		return nil, fail("%v", err)
	}
	comps := skill.Components{Description: doc.Description, Body: doc.Body}
	var liveMD []byte
	var liveM revision.Manifest
	if sk != nil {
		liveM = sk.Manifest
		if liveMD, err = os.ReadFile(filepath.Join(sk.Dir, skill.FileName)); err != nil {
			return nil, err
		}
	}
	for _, e := range edited {
		if e.Path == skill.FileName {
			continue
		}
		if le, ok := liveM.Lookup(e.Path); ok && le.Digest == e.Digest {
			continue
		}
		b, err := os.ReadFile(filepath.Join(fd.Dir, filepath.FromSlash(e.Path)))
		if err != nil {
			return nil, fail("%v", err)
		}
		if !utf8.Valid(b) || bytes.IndexByte(b, 0) >= 0 {
			return nil, fail("%s: a binary file changed; a proposal carries text files only (install binaries by hand, then ingot-promote adopt %s)", e.Path, fd.Skill)
		}
		if comps.Files == nil {
			comps.Files = map[string]string{}
		}
		comps.Files[e.Path] = string(b)
	}
	var deleted []string
	for _, e := range liveM {
		if _, ok := edited.Lookup(e.Path); !ok {
			deleted = append(deleted, e.Path)
		}
	}
	if len(deleted) > 0 {
		return nil, fail("%s deleted: a proposal cannot delete files (put them back, or delete them by hand and run ingot-promote adopt %s)", strings.Join(deleted, ", "), fd.Skill)
	}
	if changed := frontmatterChanges(liveMD, data, sk == nil); len(changed) > 0 {
		return nil, fail("%s: frontmatter field(s) %s changed; a proposal carries the description, body and files only", mdPath, strings.Join(changed, ", "))
	}
	var refusals, warnings []string
	if fd.Safety != nil {
		if refusals, warnings, err = fd.Safety(ctx, lib, fd.Skill, comps); err != nil {
			return nil, err
		}
		if len(refusals) > 0 {
			return nil, &SafetyError{Skill: fd.Skill, Refusals: refusals}
		}
	}
	if sk == nil {
		if doc.Name != fd.Skill {
			return nil, fail("%v, and a new skill's id must be its name %q (got %q)", lerr, doc.Name, fd.Skill)
		}
		if fd.Evidence != "" {
			return nil, fail("a new skill has no champion to measure against; propose it without --evidence")
		}
		return s.ProposeNew(ctx, NewSkill{Name: doc.Name, Description: comps.Description, Body: comps.Body, Files: comps.Files, Source: fd.Source, Warnings: warnings})
	}
	m, err := skill.Prospective(sk.Dir, name, comps, s.opt.Limits)
	if err != nil {
		return nil, fail("%v", err)
	}
	if m.ID() == sk.Revision {
		return nil, fail("nothing changed: it holds the live revision %s", sk.Revision.Short())
	}
	var notes []string
	if m.ID() != edited.ID() {
		notes = append(notes, fmt.Sprintf("approval writes SKILL.md from the live one with your description and body (revision %s); your folder's own bytes hash to %s because of formatting only", m.ID().Short(), edited.ID().Short()))
	}
	var res *ProposeResult
	if fd.Evidence != "" {
		b, err := evidence.Load(fd.Evidence)
		if err != nil {
			return nil, err
		}
		if b.Skill != fd.Skill || b.Challenger.Revision != m.ID() {
			return nil, fmt.Errorf("propose %s: %s measured %s challenger %s, not this edit (%s)", fd.Skill, filepath.Join(fd.Evidence, evidence.JSONFile), b.Skill, b.Challenger.Revision.Short(), m.ID().Short())
		}
		res, err = s.propose(ctx, fd.Evidence, b)
		if err != nil {
			return nil, err
		}
	} else {
		files := make([]string, 0, len(comps.Files))
		for f := range comps.Files {
			files = append(files, f)
		}
		sort.Strings(files)
		champ, err := skill.ReadComponents(sk.Dir, files...)
		if err != nil {
			return nil, err
		}
		ec, eh := fromSkill(champ), fromSkill(comps)
		g := gate.NoMeasurement(warnings...)
		b := &evidence.Bundle{
			Schema: evidence.Schema, Skill: fd.Skill, Name: sk.Name, Pass: evidence.PassBody, Created: s.now(), Source: fd.Source,
			Note:       "A hand edit proposed from " + abs + ". Nothing was measured: read the diff before approving (ingot-ab --challenger DIR measures it).",
			Champion:   evidence.Side{Revision: sk.Revision, Components: &ec},
			Challenger: evidence.Side{Revision: m.ID(), Components: &eh},
			Changed:    evidence.Changed(ec, eh),
			Gate:       &g,
		}
		if res, err = s.proposeWritten(ctx, b); err != nil {
			return nil, err
		}
	}
	res.Warnings = append(res.Warnings, notes...)
	return res, nil
}

// frontmatterChanges names the frontmatter fields other than the
// description whose values differ between two SKILL.md texts. For a new
// skill (orig nil) every field but name and description counts.
func frontmatterChanges(orig, edited []byte, isNew bool) []string {
	a, b := frontmatter(orig), frontmatter(edited)
	keys := map[string]bool{}
	for k := range a {
		keys[k] = true
	}
	for k := range b {
		keys[k] = true
	}
	var out []string
	for k := range keys {
		if k == "description" || (isNew && k == "name") {
			continue
		}
		if isNew || !reflect.DeepEqual(a[k], b[k]) {
			out = append(out, k)
		}
	}
	sort.Strings(out)
	return out
}

// frontmatter parses the YAML between a SKILL.md's fences (nil when
// there is none or it does not parse: Parse reports that).
func frontmatter(data []byte) map[string]any {
	fm, _, ok, _ := skill.Frontmatter(data)
	if !ok {
		return nil
	}
	var m map[string]any
	if yaml.Unmarshal([]byte(fm), &m) != nil {
		return nil
	}
	return m
}
