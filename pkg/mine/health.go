package mine

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"time"

	"github.com/ingot-dev/ingot/pkg/atomicfile"
	ingothome "github.com/ingot-dev/ingot/pkg/home"
)

// HealthDirTimeFormat names a saved health report: runs/health/<skill>/<ts>.json.
const HealthDirTimeFormat = "20060102T150405Z"

// HealthRecord is what one mining run saves under
// <home>/runs/health/<skill>/<ts>.json (the review page and ingot-optimize
// read it). Schema version 1:
//
//	kind            "health"
//	v               1
//	skill           the skill id
//	revision        the live revision of the skill when it was mined
//	ts              when the run finished (RFC 3339, UTC)
//	judge_models    the configured judge models
//	prompt_version  judge.PromptVersion of this build
//	report          the Report (coverage, mean score, bad cases, failing
//	                dimensions, backlog, cost)
//	tasks           the Task records the run output
type HealthRecord struct {
	Kind          string    `json:"kind"`
	V             int       `json:"v"`
	Skill         string    `json:"skill"`
	Revision      string    `json:"revision"`
	TS            time.Time `json:"ts"`
	JudgeModels   []string  `json:"judge_models"`
	PromptVersion string    `json:"prompt_version"`
	Report        Report    `json:"report"`
	Tasks         []Task    `json:"tasks"`
}

// SaveHealth writes h atomically to <home>/runs/health/<skill>/<ts>.json
// and returns the path. Two runs in the same second get -2, -3 ... suffixes.
func SaveHealth(home string, h HealthRecord) (string, error) {
	h.Kind, h.V = "health", 1
	if h.Tasks == nil {
		h.Tasks = []Task{}
	}
	dir := ingothome.New(home, nil).Run("health", filepath.FromSlash(h.Skill))
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return "", fmt.Errorf("save health report: %w", err)
	}
	data, err := json.MarshalIndent(h, "", "  ")
	if err != nil {
		return "", fmt.Errorf("save health report: %w", err)
	}
	base := h.TS.UTC().Format(HealthDirTimeFormat)
	path := filepath.Join(dir, base+".json")
	for n := 2; ; n++ {
		if _, err := os.Lstat(path); os.IsNotExist(err) {
			break
		}
		path = filepath.Join(dir, fmt.Sprintf("%s-%d.json", base, n))
	}
	if err := atomicfile.WriteFile(path, append(data, '\n'), 0o644); err != nil {
		return "", fmt.Errorf("save health report: %w", err)
	}
	return path, nil
}
