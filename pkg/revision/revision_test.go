package revision

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// writeTree creates files (path -> content) under a new temp dir; a value
// starting with "->" makes a symbolic link to the rest.
func writeTree(t testing.TB, files map[string]string) string {
	t.Helper()
	dir := t.TempDir()
	for p, c := range files {
		full := filepath.Join(dir, filepath.FromSlash(p))
		if err := os.MkdirAll(filepath.Dir(full), 0o755); err != nil {
			t.Fatal(err)
		}
		if target, ok := strings.CutPrefix(c, "->"); ok {
			if err := os.Symlink(target, full); err != nil {
				t.Fatal(err)
			}
			continue
		}
		if err := os.WriteFile(full, []byte(c), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

// The expected revisions were computed outside Go, with coreutils:
//
//	find -L . -type f | sed 's|^\./||' | LC_ALL=C sort | while read f; do
//	  printf 'sha256:%s %d %s\n' "$(sha256sum "$f" | cut -d' ' -f1)" "$(stat -L -c %s "$f")" "$f"
//	done | sha256sum
func TestHashDirVectors(t *testing.T) {
	cases := []struct {
		name     string
		files    map[string]string
		manifest string // canonical manifest, when checked in full
		rev      string
	}{
		{
			name:     "empty body",
			files:    map[string]string{"SKILL.md": "---\nname: a\ndescription: d\n---\n"},
			manifest: "sha256:81f62cc77d0c68059fd131fe5f32e77d8bb35c4ac85145bf09d5e47e2de80378 31 SKILL.md\n",
			rev:      "4425139e84c37cadf13804fe18aa4fbd974e39aced0e982e56777b579370dc0f",
		},
		{
			name: "unicode content and path",
			files: map[string]string{
				"SKILL.md":      "---\nname: b\ndescription: Résumé 🚀\n---\nÉtape ✓\n",
				"données/ü.txt": "ü",
			},
			manifest: "sha256:74c4ee1b4f0212d3c20fb9379eaf8118a4b16feb05b4a7d733116c4a04f7769a 54 SKILL.md\n" +
				"sha256:607474ca475a9724d7360aba71a56d5df77e61350e3f724cfa1f46e857e2d85f 2 données/ü.txt\n",
			rev: "f636760131073ffdb51cd5dfbb54cc4c29a8424e83436b904b9b147ca65a4212",
		},
		{
			name: "nested and empty files",
			files: map[string]string{
				"SKILL.md":            "---\nname: c\ndescription: nested\n---\nbody\n",
				"scripts/deep/run.sh": "#!/bin/sh\necho hi\n",
				"scripts/empty.txt":   "",
			},
			rev: "a71ff8320fe335d40df55c35428e15865539ba20dd5e66ed01d403ee51ae8029",
		},
		{
			name: "symlink inside the folder is hashed as its target",
			files: map[string]string{
				"SKILL.md":     "---\nname: d\ndescription: link\n---\nbody\n",
				"reference.md": "ref",
				"link.md":      "->reference.md",
			},
			manifest: "sha256:844e42a80a0eaa32028f4daf057b75e2e3ebe02cb23318ff8901e3045d51d5dc 39 SKILL.md\n" +
				"sha256:3ff6c05723bb069d19953340320fa9512f0be584742703e60226ded28bb43861 3 link.md\n" +
				"sha256:3ff6c05723bb069d19953340320fa9512f0be584742703e60226ded28bb43861 3 reference.md\n",
			rev: "f1ad05324d4c1c925afb8015b3b038eedd8a6b063d1854bb40eec6463e1855d7",
		},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			dir := writeTree(t, tc.files)
			m, err := HashDir(dir, DefaultLimits)
			if err != nil {
				t.Fatal(err)
			}
			if tc.manifest != "" && string(m.Canonical()) != tc.manifest {
				t.Fatalf("manifest:\n%s\nwant:\n%s", m.Canonical(), tc.manifest)
			}
			if got := m.ID().String(); got != tc.rev {
				t.Fatalf("revision %s, want %s", got, tc.rev)
			}
			// The same content predicted from memory hashes the same.
			files := map[string][]byte{}
			for _, e := range m {
				b, err := os.ReadFile(filepath.Join(dir, filepath.FromSlash(e.Path)))
				if err != nil {
					t.Fatal(err)
				}
				files[e.Path] = b
			}
			fm, err := FromFiles(files, DefaultLimits)
			if err != nil {
				t.Fatal(err)
			}
			if fm.ID() != m.ID() {
				t.Fatalf("FromFiles %s != HashDir %s", fm.ID(), m.ID())
			}
		})
	}
}

func TestSymlinkEscapingIsRefused(t *testing.T) {
	outside := writeTree(t, map[string]string{"secret.txt": "s3cret"})
	for _, target := range []string{filepath.Join(outside, "secret.txt"), "../" + filepath.Base(outside), "/etc/passwd"} {
		dir := writeTree(t, map[string]string{"SKILL.md": "---\nname: e\ndescription: e\n---\n"})
		if err := os.Symlink(target, filepath.Join(dir, "leak")); err != nil {
			t.Fatal(err)
		}
		_, err := HashDir(dir, DefaultLimits)
		var ee *EscapeError
		if !errors.As(err, &ee) {
			t.Fatalf("link to %s: want *EscapeError, got %v", target, err)
		}
		if !strings.Contains(err.Error(), "leak") {
			t.Fatalf("error does not name the link: %v", err)
		}
	}
}

func TestLimits(t *testing.T) {
	files := map[string]string{"SKILL.md": "x"}
	for i := 0; i < 5; i++ {
		files[filepath.Join("f", string(rune('a'+i)))] = "12345"
	}
	dir := writeTree(t, files)
	_, err := HashDir(dir, Limits{MaxFiles: 5, MaxBytes: 1 << 20})
	var le *LimitError
	if !errors.As(err, &le) || le.What != "files" {
		t.Fatalf("want files limit error, got %v", err)
	}
	_, err = HashDir(dir, Limits{MaxFiles: 100, MaxBytes: 20})
	if !errors.As(err, &le) || le.What != "bytes" || !strings.Contains(err.Error(), "bytes") {
		t.Fatalf("want bytes limit error, got %v", err)
	}
	if _, err := HashDir(dir, Limits{MaxFiles: 6, MaxBytes: 26}); err != nil {
		t.Fatalf("exactly at the limits must pass: %v", err)
	}
}

func TestProspectiveMatchesDiskAfterWrite(t *testing.T) {
	dir := writeTree(t, map[string]string{"SKILL.md": "old", "a.txt": "a", "gone.txt": "g"})
	ov := map[string]Override{
		"SKILL.md":     {Content: []byte("new")},
		"sub/added.md": {Content: []byte("added")},
		"gone.txt":     {Delete: true},
	}
	before, err := HashDir(dir, DefaultLimits)
	if err != nil {
		t.Fatal(err)
	}
	pred, err := Prospective(dir, ov, DefaultLimits)
	if err != nil {
		t.Fatal(err)
	}
	after, err := HashDir(dir, DefaultLimits)
	if err != nil {
		t.Fatal(err)
	}
	if before.ID() != after.ID() {
		t.Fatal("Prospective wrote to the folder")
	}
	// Now apply for real and compare.
	os.WriteFile(filepath.Join(dir, "SKILL.md"), []byte("new"), 0o644)
	os.MkdirAll(filepath.Join(dir, "sub"), 0o755)
	os.WriteFile(filepath.Join(dir, "sub/added.md"), []byte("added"), 0o644)
	os.Remove(filepath.Join(dir, "gone.txt"))
	real, err := HashDir(dir, DefaultLimits)
	if err != nil {
		t.Fatal(err)
	}
	if pred.ID() != real.ID() {
		t.Fatalf("predicted %s, disk %s\n%s\n%s", pred.ID(), real.ID(), pred.Canonical(), real.Canonical())
	}
}

func TestProspectiveRefusesEscapingPaths(t *testing.T) {
	dir := writeTree(t, map[string]string{"SKILL.md": "x"})
	for _, p := range []string{"../x", "/etc/passwd", "a/../../x", "a//b", "./a", `a\b`, ""} {
		if _, err := Prospective(dir, map[string]Override{p: {Content: []byte("x")}}, DefaultLimits); err == nil {
			t.Errorf("path %q accepted", p)
		}
	}
}

func TestParse(t *testing.T) {
	good := strings.Repeat("ab", 32)
	id, err := Parse(good)
	if err != nil || id.String() != good || id.Short() != good[:12] {
		t.Fatalf("Parse(%s) = %v, %v", good, id, err)
	}
	for _, bad := range []string{"", good[:63], strings.ToUpper(good), "../" + good[:61], good + "0", strings.Repeat("g", 64)} {
		if _, err := Parse(bad); !errors.Is(err, ErrInvalid) {
			t.Errorf("Parse(%q) accepted", bad)
		}
	}
	d := DigestOf([]byte(""))
	if d.String() != "sha256:e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855" {
		t.Fatal(d)
	}
	back, err := ParseDigest(d.String())
	if err != nil || back != d {
		t.Fatal(err)
	}
	var rt ID
	if err := rt.UnmarshalText([]byte(good)); err != nil || rt != id {
		t.Fatal("text round trip")
	}
}
