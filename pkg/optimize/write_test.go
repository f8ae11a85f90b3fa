package optimize

import (
	"context"
	"os"
	"path/filepath"
	"sync"
	"testing"

	"github.com/ingot-dev/ingot/pkg/revision"
	"github.com/ingot-dev/ingot/pkg/skill"
)

// TestWriteFolderConcurrentWritersAgree: two processes (a loop and a
// manual run) that emit the same candidate race to publish one folder; a
// folder already there with the candidate's revision is kept, so every
// writer succeeds with the same folder and no staging folder is left.
func TestWriteFolderConcurrentWritersAgree(t *testing.T) {
	home := t.TempDir()
	dir := filepath.Join(home, "skills", "demo")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	md := "---\nname: demo\ndescription: Merge reports.\n---\n\n# Demo\n\nMerge.\n"
	if err := os.WriteFile(filepath.Join(dir, "SKILL.md"), []byte(md), 0o644); err != nil {
		t.Fatal(err)
	}
	for i := range 20 {
		if err := os.WriteFile(filepath.Join(dir, "ref"+string(rune('a'+i))+".md"), []byte("reference\n"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	sk, ds := skill.Load(filepath.Join(home, "skills"), "demo", dir, revision.DefaultLimits)
	if ds.HasErrors() {
		t.Fatal(ds)
	}
	c := skill.Components{Description: sk.Description, Body: "# Demo\n\nMerge by column name.\n"}
	const writers = 8
	var wg sync.WaitGroup
	dirs, errs := make([]string, writers), make([]error, writers)
	for i := range writers {
		wg.Go(func() { dirs[i], _, errs[i] = WriteFolder(context.Background(), home, sk, c) })
	}
	wg.Wait()
	for i := range writers {
		if errs[i] != nil || dirs[i] != dirs[0] {
			t.Errorf("writer %d: %q %v", i, dirs[i], errs[i])
		}
	}
	ents, _ := os.ReadDir(filepath.Join(home, "runs", "candidates", "demo"))
	if len(ents) != 1 {
		var names []string
		for _, e := range ents {
			names = append(names, e.Name())
		}
		t.Errorf("candidate folders: %v, want the one", names)
	}
}
