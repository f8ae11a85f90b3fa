package change

import (
	"context"
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"github.com/ingot-dev/ingot/internal/testcorpus"
	"github.com/ingot-dev/ingot/internal/testutil"
	"github.com/ingot-dev/ingot/pkg/evidence"
	"github.com/ingot-dev/ingot/pkg/gate"
	"github.com/ingot-dev/ingot/pkg/revision"
	"github.com/ingot-dev/ingot/pkg/skill"
)

// BenchmarkHashDir16MiB512Files hashes a skill at the limits: 512 files,
// 16 MiB. The MB/s column is the revision hashing throughput.
func BenchmarkHashDir16MiB512Files(b *testing.B) {
	dir := b.TempDir()
	const files, size = 512, (16 << 20) / 512
	chunk := strings.Repeat("skill text 0123456789abcdef\n", size/28+1)[:size]
	testutil.WriteFile(b, filepath.Join(dir, "SKILL.md"), chunk)
	for i := 1; i < files; i++ {
		testutil.WriteFile(b, filepath.Join(dir, fmt.Sprintf("ref/%02d/file-%03d.md", i%16, i)), chunk)
	}
	b.SetBytes(16 << 20)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		m, err := revision.HashDir(dir, revision.DefaultLimits)
		if err != nil {
			b.Fatal(err)
		}
		if len(m) != files {
			b.Fatalf("%d files", len(m))
		}
	}
}

// BenchmarkDiscoverCorpus discovers and hashes the 392-skill corpus.
func BenchmarkDiscoverCorpus(b *testing.B) {
	root := testcorpus.Skills(b)
	for i := 0; i < b.N; i++ {
		lib, err := skill.Discover(context.Background(), []string{root}, skill.Options{})
		if err != nil {
			b.Fatal(err)
		}
		if len(lib.Skills) != 392 {
			b.Fatalf("%d skills", len(lib.Skills))
		}
	}
}

// BenchmarkApprove100Files times Approve (lock, recovery, checks, snapshot,
// stage, verify, swap, audit) of a body change to a 100-file skill.
func BenchmarkApprove100Files(b *testing.B) {
	f := newFixture(b, Options{})
	extra := map[string]string{}
	for i := 1; i < 100; i++ {
		extra[fmt.Sprintf("references/doc-%02d.md", i)] = strings.Repeat(fmt.Sprintf("reference line %d\n", i), 64)
	}
	f.addSkill("", "big", "Body 0.", extra)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		b.StopTimer()
		dir, _ := f.bundle("big", evidence.PassBody, fmt.Sprintf("Body %d.", i+1), gate.Pass())
		if _, err := f.store.ProposeBundle(context.Background(), dir); err != nil {
			b.Fatal(err)
		}
		b.StartTimer()
		if _, err := f.store.Approve(context.Background(), "big", ""); err != nil {
			b.Fatal(err)
		}
	}
}
