package optimize

import (
	"crypto/rand"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"sync"
	"time"

	"github.com/ingot-dev/ingot/pkg/atomicfile"
	"github.com/ingot-dev/ingot/pkg/filelock"
)

// ManifestFile is the run directory's manifest.
const ManifestFile = "manifest.json"

// Stage statuses in a manifest.
const (
	StageRunning = "running"
	StageDone    = "done"
)

// Run statuses in a manifest.
const (
	RunRunning = "running"
	RunDone    = "done"
	RunFailed  = "failed"
)

// ErrRunBusy is matched when another process works in the run directory.
var ErrRunBusy = errors.New("another ingot-optimize works in this run directory")

// ErrRunMismatch is matched when --resume meets a run directory whose
// inputs, settings or version differ from this invocation's.
var ErrRunMismatch = errors.New("the run directory was made from other inputs")

// ErrRunExists is matched when a run directory already holds a run and
// --resume was not given.
var ErrRunExists = errors.New("the run directory already holds a run")

// Identity is what a run's stage outputs depend on. Stage outputs are
// reused only when every field matches.
type Identity struct {
	Skill            string `json:"skill"`
	ChampionRevision string `json:"champion_revision"`
	EvalSetDigest    string `json:"eval_set_digest"` // sha256 of evals/<skill>.yaml
	TasksDigest      string `json:"tasks_digest"`    // sha256 of the train tasks searched (eval set + mined)
	ConfigHash       string `json:"config_hash"`     // sha256 of the settings that shape the search
	Version          string `json:"version"`         // Ingot's build and the prompt version
}

// Differences names the fields of id that differ from o.
func (id Identity) Differences(o Identity) []string {
	var out []string
	add := func(name, a, b string) {
		if a != b {
			out = append(out, fmt.Sprintf("%s (%s, now %s)", name, short(a), short(b)))
		}
	}
	add("skill", id.Skill, o.Skill)
	add("champion_revision", id.ChampionRevision, o.ChampionRevision)
	add("eval_set_digest", id.EvalSetDigest, o.EvalSetDigest)
	add("tasks_digest", id.TasksDigest, o.TasksDigest)
	add("config_hash", id.ConfigHash, o.ConfigHash)
	add("version", id.Version, o.Version)
	return out
}

func short(s string) string {
	if len(s) > 19 {
		return s[:19] + "…"
	}
	return s
}

// Digest is "sha256:<hex>" of the JSON encoding of v (or of v's bytes
// when v is []byte).
func Digest(v any) string {
	b, ok := v.([]byte)
	if !ok {
		var err error
		if b, err = json.Marshal(v); err != nil {
			panic(fmt.Sprintf("optimize.Digest: %v", err)) // only plain data is digested
		}
	}
	h := sha256.Sum256(b)
	return "sha256:" + hex.EncodeToString(h[:])
}

// StageEntry is one stage's state in the manifest.
type StageEntry struct {
	Name    string    `json:"name"`
	Status  string    `json:"status"`
	File    string    `json:"file,omitempty"`   // stages/<name>.json
	Digest  string    `json:"digest,omitempty"` // of the file's bytes
	Started time.Time `json:"started"`
	Done    time.Time `json:"done,omitzero"`
}

// Manifest is manifest.json.
type Manifest struct {
	V        int          `json:"v"`
	ID       string       `json:"id"`
	Created  time.Time    `json:"created"`
	Updated  time.Time    `json:"updated"`
	Strategy string       `json:"strategy"`
	Identity Identity     `json:"identity"`
	Status   string       `json:"status"`
	Stages   []StageEntry `json:"stages"`
	Errors   []string     `json:"errors,omitempty"`
	// Resumes counts the times the run was continued.
	Resumes   int    `json:"resumes,omitempty"`
	Candidate string `json:"candidate,omitempty"` // skill@revision of the emitted candidate
	Result    string `json:"result,omitempty"`    // why no candidate, when none
}

// RunDir is a resumable run directory: manifest.json, stages/<name>.json
// (each stage's output, written atomically once the stage is done) and
// aside/ (outputs of stages that never finished, moved there on resume).
// One process works in it at a time (an exclusive lock on .lock). It
// implements Stages.
type RunDir struct {
	Dir  string
	Now  func() time.Time
	mu   sync.Mutex
	m    Manifest
	lock *filelock.Lock
}

var runIDRE = regexp.MustCompile(`^[A-Za-z0-9][A-Za-z0-9._-]*$`)

// NewRunID is a fresh run id: <skill key>-<UTC time>-<random>.
func NewRunID(skillID string, now time.Time) string {
	var rnd [3]byte
	_, _ = rand.Read(rnd[:])
	return strings.ReplaceAll(skillID, "/", "_") + "-" + now.UTC().Format("20060102T150405Z") + "-" + hex.EncodeToString(rnd[:])
}

// OpenRunDir takes the run directory for a run with identity id. A new or
// empty directory starts a run. One that holds a run is continued only
// with resume, and only when its identity matches (ErrRunMismatch names the
// fields that differ); then every stage not marked done has its output
// moved to aside/. ErrRunBusy when another process holds it.
func OpenRunDir(dir string, id Identity, strategy string, resume bool, now func() time.Time) (*RunDir, error) {
	if now == nil {
		now = time.Now
	}
	if base := filepath.Base(dir); !runIDRE.MatchString(base) {
		return nil, fmt.Errorf("run directory %s: its name must be letters, digits, '.', '_' or '-'", dir)
	}
	// Refuse what cannot start or continue a run before making anything,
	// so a refusal leaves no folder or file behind.
	if _, err := os.Stat(filepath.Join(dir, ManifestFile)); errors.Is(err, fs.ErrNotExist) {
		if resume {
			return nil, fmt.Errorf("--resume: %s holds no run (no %s)", dir, ManifestFile)
		}
		if err := checkNewRunDir(dir); err != nil {
			return nil, err
		}
	}
	if err := os.MkdirAll(filepath.Join(dir, "stages"), 0o755); err != nil {
		return nil, fmt.Errorf("run directory %s: %w", dir, err)
	}
	lock, err := filelock.Try(filepath.Join(dir, ".lock"), filelock.Options{Exclusive: true})
	if errors.Is(err, filelock.ErrBusy) {
		return nil, fmt.Errorf("%s: %w", dir, ErrRunBusy)
	}
	if err != nil {
		return nil, err
	}
	rd := &RunDir{Dir: dir, Now: now, lock: lock}
	ok := false
	defer func() {
		if !ok {
			_ = lock.Unlock()
		}
	}()
	b, err := os.ReadFile(rd.manifestPath())
	switch {
	case errors.Is(err, fs.ErrNotExist):
		if resume {
			return nil, fmt.Errorf("--resume: %s holds no run (no %s)", dir, ManifestFile)
		}
		t := now().UTC()
		rd.m = Manifest{V: 1, ID: filepath.Base(dir), Created: t, Strategy: strategy, Identity: id, Status: RunRunning}
	case err != nil:
		return nil, fmt.Errorf("run directory %s: %w", dir, err)
	default:
		if err := json.Unmarshal(b, &rd.m); err != nil {
			return nil, fmt.Errorf("%s: %w", rd.manifestPath(), err)
		}
		if !resume {
			return nil, fmt.Errorf("%s (status %s): %w; continue it with --resume, or give another --run-dir", dir, rd.m.Status, ErrRunExists)
		}
		diff := rd.m.Identity.Differences(id)
		if rd.m.Strategy != strategy {
			diff = append(diff, fmt.Sprintf("strategy (%s, now %s)", rd.m.Strategy, strategy))
		}
		if len(diff) > 0 {
			return nil, fmt.Errorf("%s: %w: %s differ; start a new run", dir, ErrRunMismatch, strings.Join(diff, ", "))
		}
		if err := rd.setAside(); err != nil {
			return nil, err
		}
		rd.m.Resumes++
		rd.m.Status = RunRunning
	}
	if err := rd.write(); err != nil {
		return nil, err
	}
	ok = true
	return rd, nil
}

// checkNewRunDir refuses a directory that holds files other than a run's
// own (stages/ and .lock, left by a run killed before its first manifest):
// a new run starts only in a new or empty directory.
func checkNewRunDir(dir string) error {
	ents, err := os.ReadDir(dir)
	if errors.Is(err, fs.ErrNotExist) {
		return nil
	}
	if err != nil {
		return fmt.Errorf("run directory %s: %w", dir, err)
	}
	for _, e := range ents {
		if e.Name() == ".lock" || (e.Name() == "stages" && e.IsDir()) {
			continue
		}
		return fmt.Errorf("%s holds %s but no %s: a new run starts only in a new or empty directory; give another --run-dir", dir, e.Name(), ManifestFile)
	}
	return nil
}

// Close releases the lock.
func (rd *RunDir) Close() error { return rd.lock.Unlock() }

// Manifest returns a copy of the manifest.
func (rd *RunDir) Manifest() Manifest {
	rd.mu.Lock()
	defer rd.mu.Unlock()
	m := rd.m
	m.Stages = append([]StageEntry(nil), rd.m.Stages...)
	return m
}

func (rd *RunDir) manifestPath() string { return filepath.Join(rd.Dir, ManifestFile) }

func (rd *RunDir) stagePath(name string) string {
	return filepath.Join(rd.Dir, "stages", name+".json")
}

// write stores the manifest atomically; the caller holds mu or owns rd.
func (rd *RunDir) write() error {
	rd.m.Updated = rd.Now().UTC()
	b, err := json.MarshalIndent(rd.m, "", "  ")
	if err != nil {
		return err
	}
	return atomicfile.WriteFile(rd.manifestPath(), append(b, '\n'), 0o644)
}

// setAside moves the output of every stage not marked done (and any stray
// file in stages/) to aside/<time>/, and forgets those stages.
func (rd *RunDir) setAside() error {
	done := map[string]bool{}
	var keep []StageEntry
	for _, s := range rd.m.Stages {
		if s.Status == StageDone {
			done[s.File] = true
			keep = append(keep, s)
		}
	}
	ents, err := os.ReadDir(filepath.Join(rd.Dir, "stages"))
	if err != nil {
		return err
	}
	aside := filepath.Join(rd.Dir, "aside", rd.Now().UTC().Format("20060102T150405.000000000Z"))
	moved := 0
	for _, e := range ents {
		rel := "stages/" + e.Name()
		if done[rel] {
			continue
		}
		if err := os.MkdirAll(aside, 0o755); err != nil {
			return err
		}
		if err := os.Rename(filepath.Join(rd.Dir, rel), filepath.Join(aside, e.Name())); err != nil {
			return fmt.Errorf("move aside %s: %w", rel, err)
		}
		moved++
	}
	if moved > 0 {
		if err := atomicfile.SyncDir(filepath.Join(rd.Dir, "stages")); err != nil {
			return err
		}
	}
	rd.m.Stages = keep
	return nil
}

func (rd *RunDir) entry(name string) int {
	for i, s := range rd.m.Stages {
		if s.Name == name {
			return i
		}
	}
	return -1
}

// Load fills v from a finished stage, checking the file against the digest
// the manifest recorded.
func (rd *RunDir) Load(name string, v any) (bool, error) {
	rd.mu.Lock()
	defer rd.mu.Unlock()
	i := rd.entry(name)
	if i < 0 || rd.m.Stages[i].Status != StageDone {
		return false, nil
	}
	b, err := os.ReadFile(rd.stagePath(name))
	if err != nil {
		return false, err
	}
	if d := Digest(b); d != rd.m.Stages[i].Digest {
		return false, fmt.Errorf("%s does not match the digest in %s", rd.stagePath(name), ManifestFile)
	}
	if err := json.Unmarshal(b, v); err != nil {
		return false, fmt.Errorf("%s: %w", rd.stagePath(name), err)
	}
	return true, nil
}

// Begin marks a stage running.
func (rd *RunDir) Begin(name string) error {
	rd.mu.Lock()
	defer rd.mu.Unlock()
	e := StageEntry{Name: name, Status: StageRunning, File: "stages/" + name + ".json", Started: rd.Now().UTC()}
	if i := rd.entry(name); i >= 0 {
		rd.m.Stages[i] = e
	} else {
		rd.m.Stages = append(rd.m.Stages, e)
	}
	return rd.write()
}

// Save writes a stage's output atomically, then marks it done.
func (rd *RunDir) Save(name string, v any) error {
	b, err := json.MarshalIndent(v, "", "  ")
	if err != nil {
		return err
	}
	b = append(b, '\n')
	if err := atomicfile.WriteFile(rd.stagePath(name), b, 0o644); err != nil {
		return err
	}
	rd.mu.Lock()
	defer rd.mu.Unlock()
	i := rd.entry(name)
	if i < 0 {
		rd.m.Stages = append(rd.m.Stages, StageEntry{Name: name, File: "stages/" + name + ".json", Started: rd.Now().UTC()})
		i = len(rd.m.Stages) - 1
	}
	rd.m.Stages[i].Status, rd.m.Stages[i].Digest, rd.m.Stages[i].Done = StageDone, Digest(b), rd.Now().UTC()
	return rd.write()
}

// Finish records the end of the run: the candidate emitted (skill@rev),
// or why there is none, or the error that ended it.
func (rd *RunDir) Finish(candidate, result string, runErr error) error {
	rd.mu.Lock()
	defer rd.mu.Unlock()
	rd.m.Candidate, rd.m.Result = candidate, result
	if runErr != nil {
		rd.m.Status = RunFailed
		rd.m.Errors = append(rd.m.Errors, fmt.Sprintf("%s: %v", rd.Now().UTC().Format(time.RFC3339), runErr))
	} else {
		rd.m.Status = RunDone
	}
	return rd.write()
}

// StageNames lists the stages marked done, in order.
func (m Manifest) StageNames() []string {
	var out []string
	for _, s := range m.Stages {
		if s.Status == StageDone {
			out = append(out, s.Name)
		}
	}
	sort.Strings(out)
	return out
}
