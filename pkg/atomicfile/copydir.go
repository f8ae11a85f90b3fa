package atomicfile

import (
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
)

// CopyDir copies the tree at src to dst, which must not exist. Permission
// bits are preserved, symbolic links are copied as links (their targets
// verbatim), and every file and folder is fsynced before CopyDir returns,
// so a following rename of dst publishes complete content. Other special
// files are refused. On any error the partial dst is removed.
//
// Give dst a temporary name beside its final place and rename it there.
func CopyDir(ctx context.Context, src, dst string) (err error) {
	st, err := os.Lstat(src)
	if err != nil {
		return fmt.Errorf("copy %s: %w", src, err)
	}
	if !st.IsDir() {
		return fmt.Errorf("copy %s: not a folder", src)
	}
	if err := os.Mkdir(dst, 0o700); err != nil {
		return fmt.Errorf("copy %s: %w", src, err)
	}
	defer func() {
		if err != nil {
			_ = makeWritable(dst)
			_ = os.RemoveAll(dst)
		}
	}()
	return copyTree(ctx, src, dst, st.Mode().Perm())
}

func copyTree(ctx context.Context, src, dst string, perm fs.FileMode) error {
	ents, err := os.ReadDir(src)
	if err != nil {
		return fmt.Errorf("copy %s: %w", src, err)
	}
	for _, de := range ents {
		if err := ctx.Err(); err != nil {
			return err
		}
		s, d := filepath.Join(src, de.Name()), filepath.Join(dst, de.Name())
		info, err := de.Info()
		if err != nil {
			return fmt.Errorf("copy %s: %w", s, err)
		}
		switch typ := info.Mode().Type(); {
		case typ == fs.ModeSymlink:
			target, err := os.Readlink(s)
			if err != nil {
				return fmt.Errorf("copy %s: %w", s, err)
			}
			if err := os.Symlink(target, d); err != nil {
				return fmt.Errorf("copy %s: %w", s, err)
			}
		case typ.IsDir():
			if err := os.Mkdir(d, 0o700); err != nil {
				return fmt.Errorf("copy %s: %w", s, err)
			}
			if err := copyTree(ctx, s, d, info.Mode().Perm()); err != nil {
				return err
			}
		case typ.IsRegular():
			if err := copyFile(s, d, info.Mode().Perm()); err != nil {
				return err
			}
		default:
			return fmt.Errorf("copy %s: not a regular file, folder or link (%v)", s, typ)
		}
	}
	if err := SyncDir(dst); err != nil {
		return err
	}
	if err := os.Chmod(dst, perm); err != nil {
		return fmt.Errorf("copy %s: %w", src, err)
	}
	return nil
}

func copyFile(src, dst string, perm fs.FileMode) (err error) {
	in, err := os.Open(src)
	if err != nil {
		return fmt.Errorf("copy %s: %w", src, err)
	}
	defer in.Close()
	out, err := os.OpenFile(dst, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o600)
	if err != nil {
		return fmt.Errorf("copy %s: %w", src, err)
	}
	defer func() {
		if cerr := out.Close(); cerr != nil && err == nil {
			err = fmt.Errorf("copy %s: close: %w", dst, cerr)
		}
	}()
	if _, err := io.Copy(out, in); err != nil {
		return fmt.Errorf("copy %s: %w", src, err)
	}
	if err := out.Chmod(perm); err != nil {
		return fmt.Errorf("copy %s: %w", src, err)
	}
	if err := out.Sync(); err != nil {
		return fmt.Errorf("copy %s: sync: %w", dst, err)
	}
	return nil
}

// makeWritable gives the owner write permission on every folder under dir,
// so a partial copy of a read-only tree can be removed.
func makeWritable(dir string) error {
	return filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return nil
		}
		if d.IsDir() {
			if info, err := d.Info(); err == nil && info.Mode().Perm()&0o700 != 0o700 {
				_ = os.Chmod(p, info.Mode().Perm()|0o700)
			}
		}
		return nil
	})
}

// RemoveAll removes a tree, first making its folders writable by the owner
// so read-only copies can be removed too. A missing path is not an error.
func RemoveAll(path string) error {
	if _, err := os.Lstat(path); errors.Is(err, fs.ErrNotExist) {
		return nil
	}
	_ = makeWritable(path)
	return os.RemoveAll(path)
}
