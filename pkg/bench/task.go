package bench

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"time"

	"github.com/pelletier/go-toml/v2"
)

// Files of a task folder.
const (
	InstructionFile = "instruction.md"
	ConfigFile      = "task.toml"
	EnvironmentDir  = "environment"
	SkillsDir       = "skills" // under environment/ and in the work dir
	TestScript      = "tests/test.sh"
)

// Defaults for the zero fields of a task.toml.
const (
	DefaultAgentTimeout    = 600 * time.Second
	DefaultVerifierTimeout = 120 * time.Second
	DefaultMemoryMB        = 1024
)

// Task is one task folder.
type Task struct {
	ID          string `json:"id"`  // the folder's name
	Dir         string `json:"dir"` // absolute path of the folder
	Instruction string `json:"instruction"`
	Config      Config `json:"config"`
}

// Config is what Ingot reads of task.toml.
type Config struct {
	Version         string         `json:"version,omitempty"`
	Metadata        map[string]any `json:"metadata,omitempty"`
	AgentTimeout    time.Duration  `json:"agent_timeout"`
	VerifierTimeout time.Duration  `json:"verifier_timeout"`
	MemoryMB        int            `json:"memory_mb"`
	AllowInternet   bool           `json:"allow_internet"`
}

// tomlFile is task.toml as decoded; pointers tell "absent" from zero.
type tomlFile struct {
	Version  any            `toml:"version"`
	Metadata map[string]any `toml:"metadata"`
	Agent    struct {
		TimeoutSec *float64 `toml:"timeout_sec"`
	} `toml:"agent"`
	Verifier struct {
		TimeoutSec *float64 `toml:"timeout_sec"`
	} `toml:"verifier"`
	Environment struct {
		MemoryMB      *int  `toml:"memory_mb"`
		AllowInternet *bool `toml:"allow_internet"`
	} `toml:"environment"`
}

// Load reads every task folder directly under dir, sorted by name.
// Dot-prefixed entries and plain files are skipped; a folder that is not
// a valid task is an error naming the file at fault (all of them, joined).
func Load(dir string) ([]Task, error) {
	abs, err := filepath.Abs(dir)
	if err != nil {
		return nil, err
	}
	ents, err := os.ReadDir(abs)
	if err != nil {
		return nil, fmt.Errorf("benchmark folder: %w", err)
	}
	var tasks []Task
	var errs []error
	for _, e := range ents {
		if strings.HasPrefix(e.Name(), ".") || !e.IsDir() {
			continue
		}
		t, err := LoadTask(filepath.Join(abs, e.Name()))
		if err != nil {
			errs = append(errs, err)
			continue
		}
		tasks = append(tasks, t)
	}
	if len(errs) > 0 {
		return nil, errors.Join(errs...)
	}
	if len(tasks) == 0 {
		return nil, fmt.Errorf("%s: no task folders (each holds %s, %s and %s)", dir, InstructionFile, ConfigFile, TestScript)
	}
	sort.Slice(tasks, func(i, j int) bool { return tasks[i].ID < tasks[j].ID })
	return tasks, nil
}

// LoadTask reads one task folder.
func LoadTask(dir string) (Task, error) {
	abs, err := filepath.Abs(dir)
	if err != nil {
		return Task{}, err
	}
	t := Task{ID: filepath.Base(abs), Dir: abs}
	b, err := os.ReadFile(filepath.Join(abs, InstructionFile))
	if err != nil {
		return t, fmt.Errorf("task %s: %w", t.ID, missing(err, filepath.Join(abs, InstructionFile)))
	}
	t.Instruction = strings.TrimSpace(string(b))
	if t.Instruction == "" {
		return t, fmt.Errorf("%s: empty: the instruction is the task", filepath.Join(abs, InstructionFile))
	}
	if t.Config, err = ReadConfig(filepath.Join(abs, ConfigFile)); err != nil {
		return t, err
	}
	ts := filepath.Join(abs, filepath.FromSlash(TestScript))
	fi, err := os.Stat(ts)
	if err != nil {
		return t, fmt.Errorf("task %s: %w", t.ID, missing(err, ts))
	}
	if !fi.Mode().IsRegular() {
		return t, fmt.Errorf("%s: not a file", ts)
	}
	if fi, err := os.Stat(filepath.Join(abs, EnvironmentDir)); err == nil && !fi.IsDir() {
		return t, fmt.Errorf("%s: not a folder", filepath.Join(abs, EnvironmentDir))
	}
	return t, nil
}

func missing(err error, path string) error {
	if errors.Is(err, fs.ErrNotExist) {
		return fmt.Errorf("%s is missing", path)
	}
	return err
}

// ReadConfig reads a task.toml. A syntax or type error names the file and
// line; unknown keys are ignored.
func ReadConfig(path string) (Config, error) {
	c := Config{AgentTimeout: DefaultAgentTimeout, VerifierTimeout: DefaultVerifierTimeout, MemoryMB: DefaultMemoryMB}
	b, err := os.ReadFile(path)
	if err != nil {
		return c, missing(err, path)
	}
	var f tomlFile
	if err := toml.Unmarshal(b, &f); err != nil {
		var de *toml.DecodeError
		if errors.As(err, &de) {
			row, col := de.Position()
			return c, fmt.Errorf("%s:%d:%d: %s", path, row, col, de.Error())
		}
		return c, fmt.Errorf("%s: %v", path, err)
	}
	if f.Version != nil {
		c.Version = fmt.Sprint(f.Version)
	}
	c.Metadata = f.Metadata
	secs := func(table, field string, p *float64, dst *time.Duration) error {
		if p == nil {
			return nil
		}
		if *p <= 0 || *p > 24*3600 {
			return fmt.Errorf("%s:%d: %s = %g: must be between 0 and 86400 seconds", path, lineOf(b, table, field), field, *p)
		}
		*dst = time.Duration(*p * float64(time.Second))
		return nil
	}
	if err := secs("agent", "timeout_sec", f.Agent.TimeoutSec, &c.AgentTimeout); err != nil {
		return c, fmt.Errorf("[agent] %w", err)
	}
	if err := secs("verifier", "timeout_sec", f.Verifier.TimeoutSec, &c.VerifierTimeout); err != nil {
		return c, fmt.Errorf("[verifier] %w", err)
	}
	if m := f.Environment.MemoryMB; m != nil {
		if *m < 16 {
			return c, fmt.Errorf("%s:%d: [environment] memory_mb = %d: must be at least 16", path, lineOf(b, "environment", "memory_mb"), *m)
		}
		c.MemoryMB = *m
	}
	if a := f.Environment.AllowInternet; a != nil {
		c.AllowInternet = *a
	}
	return c, nil
}

// lineOf is the 1-based line that sets key in [table] (0: none), or
// table.key = ... at the top level.
func lineOf(b []byte, table, key string) int {
	in := ""
	for i, l := range strings.Split(string(b), "\n") {
		t := strings.TrimSpace(l)
		if strings.HasPrefix(t, "[") {
			in = strings.TrimSpace(strings.Trim(strings.SplitN(t, "#", 2)[0], "[] \t"))
			continue
		}
		k, _, ok := strings.Cut(t, "=")
		if !ok {
			continue
		}
		k = strings.TrimSpace(k)
		if (in == table && k == key) || (in == "" && k == table+"."+key) {
			return i + 1
		}
	}
	return 0
}
