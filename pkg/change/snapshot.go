package change

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"time"

	"github.com/ingot-dev/ingot/pkg/atomicfile"
	"github.com/ingot-dev/ingot/pkg/jsonl"
	"github.com/ingot-dev/ingot/pkg/revision"
	"github.com/ingot-dev/ingot/pkg/skill"
)

const (
	indexFile      = ".snapshots.json"
	manifestSuffix = ".manifest"
)

// Snapshot is one stored revision of a skill.
type Snapshot struct {
	Revision revision.ID `json:"revision"`
	Created  time.Time   `json:"created"`
	Seq      int         `json:"seq"`
	Path     string      `json:"path"`
}

type indexEntry struct {
	Created time.Time `json:"created"`
	Seq     int       `json:"seq"`
}

// snapshot stores the live revision of sk under runs/revisions/<key>/<rev>
// unless a verified copy is there already, and stamps the index so the
// snapshot sorts newest. It returns the snapshot path and warnings (index
// write failures, a damaged earlier copy that was replaced).
func (s *Store) snapshot(ctx context.Context, key string, sk *skill.Skill) (string, []string, error) {
	var warns []string
	dir := filepath.Join(s.revisionsDir(), key)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return "", nil, fmt.Errorf("snapshot: %w", err)
	}
	rev := sk.Revision
	dest := filepath.Join(dir, rev.String())
	var damaged string
	if fileExists(dest) {
		m, err := revision.HashDir(dest, s.opt.Limits)
		if err == nil && m.ID() == rev {
			if err := s.writeManifest(dir, rev, m); err != nil {
				warns = append(warns, err.Error())
			}
			if err := s.stamp(dir, rev); err != nil {
				warns = append(warns, err.Error())
			}
			s.fail(ctx, StepSnapshotted)
			return dest, warns, nil
		}
		// A copy that no longer hashes to its name is set aside and
		// replaced by a fresh one.
		damaged = filepath.Join(dir, "."+rev.String()+"."+randomName()+".damaged")
		if err := os.Rename(dest, damaged); err != nil {
			return "", nil, fmt.Errorf("snapshot: set aside damaged %s: %w", dest, err)
		}
		warns = append(warns, fmt.Sprintf("snapshot %s did not hash to its name and was replaced with a fresh copy", s.rel(dest)))
	}
	tmp := filepath.Join(dir, "."+rev.String()+"."+randomName()+".tmp")
	if err := atomicfile.CopyDir(ctx, sk.Dir, tmp); err != nil {
		return "", nil, fmt.Errorf("snapshot %s: %w", sk.ID, err)
	}
	s.fail(ctx, StepSnapshotCopied)
	m, err := revision.HashDir(tmp, s.opt.Limits)
	if err != nil || m.ID() != rev {
		_ = atomicfile.RemoveAll(tmp)
		if err != nil {
			return "", nil, fmt.Errorf("snapshot %s: verify copy: %w", sk.ID, err)
		}
		return "", nil, fmt.Errorf("snapshot %s: the copy hashes to %s, not %s: the live folder changed while it was copied (or holds an absolute link)", sk.ID, m.ID().Short(), rev.Short())
	}
	if err := os.Rename(tmp, dest); err != nil {
		_ = atomicfile.RemoveAll(tmp)
		return "", nil, fmt.Errorf("snapshot %s: %w", sk.ID, err)
	}
	if err := atomicfile.SyncDir(dir); err != nil {
		return "", nil, err
	}
	if damaged != "" {
		_ = atomicfile.RemoveAll(damaged)
	}
	if err := s.writeManifest(dir, rev, m); err != nil {
		warns = append(warns, err.Error())
	}
	if err := s.stamp(dir, rev); err != nil {
		warns = append(warns, err.Error())
	}
	s.fail(ctx, StepSnapshotted)
	return dest, warns, nil
}

// writeManifest records the snapshot's manifest beside it so verify can
// name the file that changed.
func (s *Store) writeManifest(dir string, rev revision.ID, m revision.Manifest) error {
	p := filepath.Join(dir, rev.String()+manifestSuffix)
	if old, err := os.ReadFile(p); err == nil && bytes.Equal(old, m.Canonical()) {
		return nil
	}
	if err := atomicfile.WriteFile(p, m.Canonical(), 0o644); err != nil {
		return fmt.Errorf("snapshot manifest: %w", err)
	}
	return nil
}

// readManifest parses a stored manifest ("<digest> <size> <path>" lines).
func readManifest(path string) (revision.Manifest, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	var m revision.Manifest
	// Raw: a path may end in a space; every line must be an entry.
	err = jsonl.Lines(context.Background(), bytes.NewReader(data), path, jsonl.LineOptions{Raw: true, MaxLen: 1 << 20}, func(l jsonl.RawLine) error {
		n := l.No
		if l.TooLong {
			return fmt.Errorf("%s:%d: line longer than 1 MiB", path, n)
		}
		f := strings.SplitN(string(l.Bytes), " ", 3)
		if len(f) != 3 {
			return fmt.Errorf("%s:%d: want '<digest> <size> <path>'", path, n)
		}
		d, err := revision.ParseDigest(f[0])
		if err != nil {
			return fmt.Errorf("%s:%d: %w", path, n, err)
		}
		size, err := strconv.ParseInt(f[1], 10, 64)
		if err != nil {
			return fmt.Errorf("%s:%d: size: %w", path, n, err)
		}
		m = append(m, revision.Entry{Path: f[2], Size: size, Digest: d})
		return nil
	})
	return m, err
}

func (s *Store) readIndex(dir string) map[string]indexEntry {
	idx := map[string]indexEntry{}
	data, err := os.ReadFile(filepath.Join(dir, indexFile))
	if err != nil {
		return idx
	}
	if json.Unmarshal(data, &idx) != nil {
		return map[string]indexEntry{}
	}
	return idx
}

// stamp makes rev the newest entry of the snapshot index.
func (s *Store) stamp(dir string, rev revision.ID) error {
	idx := s.readIndex(dir)
	seq := 0
	for _, e := range idx {
		seq = max(seq, e.Seq)
	}
	idx[rev.String()] = indexEntry{Created: s.now(), Seq: seq + 1}
	data, err := json.MarshalIndent(idx, "", "  ")
	if err != nil {
		return err
	}
	if err := atomicfile.WriteFile(filepath.Join(dir, indexFile), append(data, '\n'), 0o644); err != nil {
		return fmt.Errorf("snapshot index: %w", err)
	}
	return nil
}

// Snapshots lists a skill's snapshots, newest first (index order, then
// time, then revision).
func (s *Store) Snapshots(ctx context.Context, id string) ([]Snapshot, error) {
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	key, err := checkID(id)
	if err != nil {
		return nil, err
	}
	dir := filepath.Join(s.revisionsDir(), key)
	ents, err := os.ReadDir(dir)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	idx := s.readIndex(dir)
	var out []Snapshot
	for _, de := range ents {
		rev, err := revision.Parse(de.Name())
		if err != nil || !de.IsDir() {
			continue
		}
		sn := Snapshot{Revision: rev, Path: filepath.Join(dir, de.Name())}
		if e, ok := idx[de.Name()]; ok {
			sn.Created, sn.Seq = e.Created, e.Seq
		}
		if sn.Created.IsZero() {
			if info, err := de.Info(); err == nil {
				sn.Created = info.ModTime().UTC()
			}
		}
		out = append(out, sn)
	}
	sort.Slice(out, func(i, j int) bool {
		a, b := out[i], out[j]
		if a.Seq != b.Seq {
			return a.Seq > b.Seq
		}
		if !a.Created.Equal(b.Created) {
			return a.Created.After(b.Created)
		}
		return a.Revision.String() > b.Revision.String()
	})
	return out, nil
}

// ResolveSnapshot turns a full revision or a unique prefix of at least 12
// hex digits into the revision of one of the skill's snapshots.
func (s *Store) ResolveSnapshot(ctx context.Context, id, ref string) (revision.ID, error) {
	if rev, err := revision.Parse(ref); err == nil {
		return rev, nil
	}
	if len(ref) < 12 || len(ref) > 64 || strings.Trim(ref, "0123456789abcdef") != "" {
		return revision.ID{}, fmt.Errorf("%w %q: want 64 hex digits or a prefix of at least 12", revision.ErrInvalid, ref)
	}
	snaps, err := s.Snapshots(ctx, id)
	if err != nil {
		return revision.ID{}, err
	}
	var found []revision.ID
	for _, sn := range snaps {
		if strings.HasPrefix(sn.Revision.String(), ref) {
			found = append(found, sn.Revision)
		}
	}
	switch len(found) {
	case 0:
		return revision.ID{}, fmt.Errorf("%w of %s at revision %s", ErrNoSnapshot, id, ref)
	case 1:
		return found[0], nil
	default:
		return revision.ID{}, fmt.Errorf("revision prefix %s is ambiguous among %d snapshots of %s", ref, len(found), id)
	}
}

// keyDirs lists the skill keys that have snapshots.
func (s *Store) keyDirs() ([]string, error) {
	ents, err := os.ReadDir(s.revisionsDir())
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	var out []string
	for _, de := range ents {
		if de.IsDir() && !strings.HasPrefix(de.Name(), ".") {
			out = append(out, de.Name())
		}
	}
	sort.Strings(out)
	return out, nil
}
