package safety

import (
	"context"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// TestAllPatternsCompile: every pattern the rules make at initialisation
// compiles. Patterns are compiled on first use (lazyRE), so without this
// a bad one would panic in a user's check, not at start-up.
func TestAllPatternsCompile(t *testing.T) {
	if len(initPatterns) < 1000 {
		t.Fatalf("only %d patterns listed: is lazyRegexp still recording them?", len(initPatterns))
	}
	for _, l := range initPatterns {
		if _, err := regexp.Compile(l.src); err != nil {
			t.Errorf("pattern %.80q: %v", l.src, err)
		}
	}
}

// TestInitCompilesNoPattern runs this test binary again, with nothing
// checked, and asks it how many patterns initialisation compiled (none
// may be: a binary that only routes, ingot-mcp serving skills, must not
// pay for the safety rules) and how much the package's initialisation
// allocated (GODEBUG=inittrace). Compiling every pattern at start-up
// allocated about 500 MB; the bound is a tenth of that.
func TestInitCompilesNoPattern(t *testing.T) {
	switch os.Getenv("INGOT_SAFETY_INIT_PROBE") {
	case "check": // BenchmarkStartup: one check, as a binary's first
		if _, err := Check(context.Background(), startupProposal, Options{}); err != nil {
			t.Fatal(err)
		}
		return
	case "1":
		n := 0
		for _, l := range initPatterns {
			if l.re != nil {
				n++
			}
		}
		fmt.Printf("compiled-at-init %d of %d\n", n, len(initPatterns))
		return
	}
	cmd := exec.Command(os.Args[0], "-test.run=^TestInitCompilesNoPattern$", "-test.count=1")
	cmd.Env = append(os.Environ(), "INGOT_SAFETY_INIT_PROBE=1", "GODEBUG=inittrace=1")
	var stdout, stderr strings.Builder
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	if err := cmd.Run(); err != nil {
		t.Fatalf("probe: %v\n%s%s", err, stdout.String(), stderr.String())
	}
	var n, total int
	at := strings.Index(stdout.String(), "compiled-at-init")
	if at < 0 {
		t.Fatalf("probe printed no count:\n%s", stdout.String())
	}
	if _, err := fmt.Sscanf(stdout.String()[at:], "compiled-at-init %d of %d", &n, &total); err != nil {
		t.Fatalf("probe output %q: %v", stdout.String(), err)
	}
	if n != 0 {
		t.Errorf("%d of %d patterns were compiled during initialisation", n, total)
	}
	bytes := -1
	for _, line := range strings.Split(stderr.String(), "\n") {
		f := strings.Fields(line)
		// init github.com/ingot-dev/ingot/pkg/safety @2.2 ms, 46 ms clock, 8333768 bytes, 41034 allocs
		if len(f) >= 9 && f[0] == "init" && strings.HasSuffix(f[1], "/pkg/safety") && f[8] == "bytes," {
			bytes, _ = strconv.Atoi(f[7])
		}
	}
	if bytes < 0 {
		t.Fatalf("no inittrace line for pkg/safety in:\n%s", stderr.String())
	}
	t.Logf("pkg/safety initialisation: %d patterns listed, none compiled, %d bytes allocated", total, bytes)
	if bytes > 50<<20 {
		t.Errorf("pkg/safety initialisation allocated %d bytes (bound %d)", bytes, 50<<20)
	}
}

// TestNoEagerPatterns: no pattern is compiled with regexp.MustCompile
// while the package is initialised (a package variable, a function
// literal run to make one, an init function); such patterns go through
// lazyRegexp. Inside the rules' own functions (a pattern built around a
// name found in the text) regexp.MustCompile is fine.
func TestNoEagerPatterns(t *testing.T) {
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	fset := token.NewFileSet()
	eager := func(n ast.Node) {
		ast.Inspect(n, func(m ast.Node) bool {
			c, ok := m.(*ast.CallExpr)
			if !ok {
				return true
			}
			if sel, ok := c.Fun.(*ast.SelectorExpr); ok && sel.Sel.Name == "MustCompile" {
				if id, ok := sel.X.(*ast.Ident); ok && id.Name == "regexp" {
					t.Errorf("%s: regexp.MustCompile at initialisation; use lazyRegexp", fset.Position(c.Pos()))
				}
			}
			return true
		})
	}
	for _, name := range files {
		if strings.HasSuffix(name, "_test.go") || name == "lazyre.go" {
			continue
		}
		f, err := parser.ParseFile(fset, name, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		for _, d := range f.Decls {
			switch d := d.(type) {
			case *ast.GenDecl:
				eager(d)
			case *ast.FuncDecl:
				if d.Name.Name == "init" && d.Recv == nil {
					eager(d)
				}
			}
		}
	}
}

// startupProposal is an ordinary skill, for BenchmarkStartup's first check.
var startupProposal = Proposal{
	Name:        "release-notes",
	Description: "Draft release notes from merged pull requests. Use when preparing a release.",
	Body:        "# Release notes\n\n1. List the pull requests merged since the last tag: `git log --merges v1.2.0..HEAD`.\n2. Group them by area and write one line each.\n3. Ask the maintainer to review the draft before publishing.\n",
}

// BenchmarkStartup: wall time of a fresh process of this test binary that
// only initialises the package ("init"), and one that initialises it and
// checks one ordinary skill ("first-check"): what a binary linking the
// rules pays at start-up, and what its first check pays on top, since
// patterns are compiled on first use.
func BenchmarkStartup(b *testing.B) {
	for _, mode := range []string{"init", "first-check"} {
		b.Run(mode, func(b *testing.B) {
			env := "1"
			if mode == "first-check" {
				env = "check"
			}
			for b.Loop() {
				cmd := exec.Command(os.Args[0], "-test.run=^TestInitCompilesNoPattern$", "-test.count=1")
				cmd.Env = append(os.Environ(), "INGOT_SAFETY_INIT_PROBE="+env)
				if out, err := cmd.CombinedOutput(); err != nil {
					b.Fatalf("%v\n%s", err, out)
				}
			}
		})
	}
}
