package atomicfile

import (
	"context"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"syscall"
	"testing"
)

func write(t *testing.T, path, content string, perm os.FileMode) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, []byte(content), perm); err != nil {
		t.Fatal(err)
	}
	if err := os.Chmod(path, perm); err != nil {
		t.Fatal(err)
	}
}

func TestCopyDirPreservesContentModesAndLinks(t *testing.T) {
	src := filepath.Join(t.TempDir(), "skill")
	write(t, filepath.Join(src, "SKILL.md"), "---\nname: skill\n---\nbody\n", 0o644)
	write(t, filepath.Join(src, "scripts", "run.sh"), "#!/bin/sh\necho hi\n", 0o755)
	write(t, filepath.Join(src, "secret.txt"), "s", 0o600)
	write(t, filepath.Join(src, "ro", "inner.md"), "inner", 0o444)
	if err := os.Chmod(filepath.Join(src, "ro"), 0o555); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink("scripts/run.sh", filepath.Join(src, "run")); err != nil {
		t.Fatal(err)
	}
	dst := filepath.Join(t.TempDir(), ".skill.copy")
	if err := CopyDir(context.Background(), src, dst); err != nil {
		t.Fatal(err)
	}
	for rel, want := range map[string]os.FileMode{"SKILL.md": 0o644, "scripts/run.sh": 0o755, "secret.txt": 0o600, "ro/inner.md": 0o444, "ro": 0o555 | fs.ModeDir} {
		a, err := os.Lstat(filepath.Join(src, rel))
		if err != nil {
			t.Fatal(err)
		}
		b, err := os.Lstat(filepath.Join(dst, rel))
		if err != nil {
			t.Fatalf("copy lacks %s: %v", rel, err)
		}
		if b.Mode() != want || a.Mode() != b.Mode() {
			t.Errorf("%s: mode %v, want %v (source %v)", rel, b.Mode(), want, a.Mode())
		}
		if !b.IsDir() {
			x, _ := os.ReadFile(filepath.Join(src, rel))
			y, _ := os.ReadFile(filepath.Join(dst, rel))
			if string(x) != string(y) {
				t.Errorf("%s: content %q, want %q", rel, y, x)
			}
		}
	}
	if target, err := os.Readlink(filepath.Join(dst, "run")); err != nil || target != "scripts/run.sh" {
		t.Fatalf("link copied as %q, %v; want the link itself", target, err)
	}
	if err := CopyDir(context.Background(), src, dst); !errors.Is(err, fs.ErrExist) {
		t.Fatalf("CopyDir onto an existing folder = %v, want ErrExist", err)
	}
	if err := RemoveAll(dst); err != nil {
		t.Fatalf("RemoveAll of a copy with a read-only folder: %v", err)
	}
	if _, err := os.Lstat(dst); !errors.Is(err, fs.ErrNotExist) {
		t.Fatalf("RemoveAll left %s", dst)
	}
}

func TestCopyDirRefusesSpecialFilesAndCleansUp(t *testing.T) {
	src := t.TempDir()
	write(t, filepath.Join(src, "a.md"), "a", 0o644)
	if err := syscall.Mkfifo(filepath.Join(src, "zz-fifo"), 0o644); err != nil {
		t.Fatal(err)
	}
	dst := filepath.Join(t.TempDir(), "copy")
	if err := CopyDir(context.Background(), src, dst); err == nil {
		t.Fatal("CopyDir copied a fifo")
	}
	if _, err := os.Lstat(dst); !errors.Is(err, fs.ErrNotExist) {
		t.Fatalf("a failed CopyDir left %s behind", dst)
	}
}

func TestCopyDirHonoursCancellation(t *testing.T) {
	src := t.TempDir()
	write(t, filepath.Join(src, "a.md"), "a", 0o644)
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	dst := filepath.Join(t.TempDir(), "copy")
	if err := CopyDir(ctx, src, dst); !errors.Is(err, context.Canceled) {
		t.Fatalf("CopyDir with a cancelled context = %v", err)
	}
	if _, err := os.Lstat(dst); !errors.Is(err, fs.ErrNotExist) {
		t.Fatalf("a cancelled CopyDir left %s behind", dst)
	}
}

func TestRenameNoReplace(t *testing.T) {
	dir := t.TempDir()
	a, b, c := filepath.Join(dir, "a"), filepath.Join(dir, "b"), filepath.Join(dir, "c")
	for _, d := range []string{a, b} {
		if err := os.Mkdir(d, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	// Plain rename(2) would replace the empty folder b; this must not.
	if err := RenameNoReplace(a, b); !errors.Is(err, fs.ErrExist) {
		t.Fatalf("RenameNoReplace onto an existing folder = %v, want ErrExist", err)
	}
	if _, err := os.Stat(a); err != nil {
		t.Fatalf("source vanished after a refused rename: %v", err)
	}
	if err := RenameNoReplace(a, c); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(c); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(a); !errors.Is(err, fs.ErrNotExist) {
		t.Fatal("source still there after rename")
	}
}
