package safetyfit

import (
	"bufio"
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
)

// DigestFile records, beside the shipped model, what it was fit on:
// internal/safetygen writes it with model.bin. The stale-model test refits
// (five minutes of safety checks on two cores) only when these inputs
// changed since, so CI pays for the fit when a change calls for it.
const DigestFile = "pkg/safety/lexmodel/model.inputs"

// ModelFile is the model internal/safetygen writes, relative to the root.
const ModelFile = "pkg/safety/lexmodel/model.bin"

// genPackage is the generator: the Go source of every package of this
// module it builds from is an input of the fit (the rules cut the
// wrappers and judge the probes).
const genPackage = "./internal/safetygen"

// Digest is what DigestFile records.
type Digest struct {
	Inputs string // sha256 over InputFiles' names and contents and the Go version
	Model  string // sha256 of the model written from them
}

// ModelSum is the digest of an encoded model as DigestFile records it.
func ModelSum(b []byte) string {
	s := sha256.Sum256(b)
	return "sha256:" + hex.EncodeToString(s[:])
}

// InputFiles lists, relative to root and sorted, every file the fit reads
// or runs: the tables Load reads (not Held), the probes, the corpus
// skills, go.mod and go.sum, and the Go files (and embedded files, but the
// model itself) of every package of this module the generator builds
// from, as `go list -deps` names them.
func InputFiles(ctx context.Context, root string) ([]string, error) {
	root, err := filepath.Abs(root)
	if err != nil {
		return nil, err
	}
	tables, err := tableFiles(root)
	if err != nil {
		return nil, err
	}
	var out []string
	for _, f := range tables {
		out = append(out, rel(root, f))
	}
	out = append(out, ProbesFile, "go.mod", "go.sum")
	corpus := filepath.Join(root, "testdata", "corpus", "skills")
	err = filepath.WalkDir(corpus, func(p string, e fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if e.Type().IsRegular() {
			out = append(out, rel(root, p))
		}
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("corpus: %w", err)
	}
	src, err := sourceFiles(ctx, root)
	if err != nil {
		return nil, err
	}
	out = append(out, src...)
	slices.Sort(out)
	return slices.Compact(out), nil
}

// InputsDigest hashes InputFiles (each name and content) and the Go
// version that runs the rules.
func InputsDigest(ctx context.Context, root string) (string, error) {
	files, err := InputFiles(ctx, root)
	if err != nil {
		return "", err
	}
	h := sha256.New()
	fmt.Fprintf(h, "go %s\n", runtime.Version())
	for _, f := range files {
		b, err := os.ReadFile(filepath.Join(root, f))
		if err != nil {
			return "", err
		}
		fmt.Fprintf(h, "%s %d\n", f, len(b))
		h.Write(b)
	}
	return "sha256:" + hex.EncodeToString(h.Sum(nil)), nil
}

// sourceFiles asks the go command which files of this module the
// generator is built from.
func sourceFiles(ctx context.Context, root string) ([]string, error) {
	goBin, err := exec.LookPath("go")
	if err != nil {
		goBin = filepath.Join(runtime.GOROOT(), "bin", "go")
	}
	const tmpl = `{{if .Module}}{{if .Module.Main}}{{.Dir}}{{range .GoFiles}}|{{.}}{{end}}{{range .CgoFiles}}|{{.}}{{end}}{{range .EmbedFiles}}|{{.}}{{end}}{{"\n"}}{{end}}{{end}}`
	cmd := exec.CommandContext(ctx, goBin, "list", "-deps", "-f", tmpl, genPackage)
	cmd.Dir = root
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	b, err := cmd.Output()
	if err != nil {
		return nil, fmt.Errorf("go list -deps %s: %w: %s", genPackage, err, strings.TrimSpace(stderr.String()))
	}
	var out []string
	sc := bufio.NewScanner(bytes.NewReader(b))
	for sc.Scan() {
		parts := strings.Split(sc.Text(), "|")
		for _, f := range parts[1:] {
			p := rel(root, filepath.Join(parts[0], f))
			if p != ModelFile {
				out = append(out, p)
			}
		}
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("go list -deps %s: no Go file of this module", genPackage)
	}
	return out, nil
}

func rel(root, p string) string {
	r, err := filepath.Rel(root, p)
	if err != nil {
		return p
	}
	return filepath.ToSlash(r)
}

// ReadDigest reads DigestFile.
func ReadDigest(path string) (Digest, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return Digest{}, err
	}
	var d Digest
	for i, line := range strings.Split(string(b), "\n") {
		line = strings.TrimSpace(line)
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		k, v, ok := strings.Cut(line, " ")
		switch {
		case ok && k == "inputs":
			d.Inputs = v
		case ok && k == "model":
			d.Model = v
		default:
			return Digest{}, fmt.Errorf("%s:%d: want \"inputs sha256:...\" or \"model sha256:...\", got %q", path, i+1, line)
		}
	}
	if d.Inputs == "" || d.Model == "" {
		return Digest{}, fmt.Errorf("%s: needs both an inputs and a model line", path)
	}
	return d, nil
}

// Encode is DigestFile's text.
func (d Digest) Encode() []byte {
	return []byte("# Written by internal/safetygen (go generate ./pkg/safety) with model.bin:\n" +
		"# the digest of what the fit read and ran, and of the model it wrote.\n" +
		"inputs " + d.Inputs + "\nmodel " + d.Model + "\n")
}
