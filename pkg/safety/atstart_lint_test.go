package safety

import (
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"regexp/syntax"
	"strconv"
	"strings"
	"testing"
)

// TestAnchoredPatternsStayAnchored reads the package's source: a pattern
// whose every alternative begins with ^ but that is not anchored as a
// whole ("(?i)^a|^b", or an extension "x.String() + `|^b`") makes the
// matcher walk the whole text on each call, and a rule that calls it
// once per position of a long line quadratic. Such a pattern is written
// ^(?:a|b), or extended with orAtStart.
func TestAnchoredPatternsStayAnchored(t *testing.T) {
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	fset := token.NewFileSet()
	checked := 0
	for _, name := range files {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		src, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		f, err := parser.ParseFile(fset, name, src, 0)
		if err != nil {
			t.Fatal(err)
		}
		ast.Inspect(f, func(n ast.Node) bool {
			call, ok := n.(*ast.CallExpr)
			if !ok || len(call.Args) != 1 {
				return true
			}
			// regexp.MustCompile, or lazyRegexp (compiled on first use).
			switch fn := call.Fun.(type) {
			case *ast.SelectorExpr:
				if fn.Sel.Name != "MustCompile" {
					return true
				}
			case *ast.Ident:
				if fn.Name != "lazyRegexp" {
					return true
				}
			default:
				return true
			}
			pos := fset.Position(call.Pos())
			// A whole literal: every alternative anchored means the
			// program must be too.
			if lit, ok := call.Args[0].(*ast.BasicLit); ok && lit.Kind == token.STRING {
				s, err := strconv.Unquote(lit.Value)
				if err != nil {
					return true
				}
				checked++
				if allAtStart(s) == nil && !anchoredProg(s) {
					t.Errorf("%s: every alternative begins with ^ but the pattern is not anchored; write ^(?:...|...)", pos)
				}
				return true
			}
			// An extension: x.String() + `|^...`.
			if bin, ok := call.Args[0].(*ast.BinaryExpr); ok {
				if lit, ok := bin.Y.(*ast.BasicLit); ok && lit.Kind == token.STRING {
					s, err := strconv.Unquote(lit.Value)
					if err != nil || !strings.HasPrefix(s, "|") {
						return true
					}
					checked++
					if allAtStart(s[1:]) == nil {
						t.Errorf("%s: an anchored alternative joined with |; use orAtStart", pos)
					}
				}
			}
			return true
		})
	}
	if checked < 100 {
		t.Fatalf("only %d patterns read: the scan is broken", checked)
	}
}

func anchoredProg(src string) bool {
	r, err := syntax.Parse(src, syntax.Perl)
	if err != nil {
		return false
	}
	prog, err := syntax.Compile(r.Simplify())
	if err != nil {
		return false
	}
	return prog.StartCond()&syntax.EmptyBeginText != 0
}
