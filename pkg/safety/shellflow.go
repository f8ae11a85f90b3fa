package safety

import (
	"strings"

	"mvdan.cc/sh/v3/syntax"
)

// shellStmt is one simple statement of a shell code block as mvdan.cc/sh
// parses it: its span in the block (heredoc bodies included), the names it
// assigns, loop variables it binds, and the files it writes.
type shellStmt struct {
	start, end int
	assigns    []string
	files      []string
}

// shellLangs are fence languages read as shell; an unlabelled fence is
// tried as shell too and falls back to line reading if it does not parse.
var shellLangs = map[string]bool{"": true, "bash": true, "sh": true, "shell": true, "zsh": true, "console": true, "shellscript": true, "ksh": true}

// maxShellParse bounds the block size handed to the parser.
const maxShellParse = 256 << 10

// shellStatements parses src as Bash and flattens it into statements in
// source order: loop headers (binding the loop variable to what they
// iterate), then the statements of bodies, pipelines and lists as wholes.
func shellStatements(src string) ([]shellStmt, bool) {
	if len(src) > maxShellParse {
		return nil, false
	}
	f, err := syntax.NewParser(syntax.Variant(syntax.LangBash)).Parse(strings.NewReader(src), "")
	if err != nil {
		return nil, false
	}
	var out []shellStmt
	var walk func(stmts []*syntax.Stmt)
	walk = func(stmts []*syntax.Stmt) {
		for _, s := range stmts {
			if s == nil {
				continue
			}
			switch cmd := s.Cmd.(type) {
			case *syntax.ForClause:
				st := shellStmt{start: off(cmd.Pos()), end: off(cmd.DoPos)}
				if wi, ok := cmd.Loop.(*syntax.WordIter); ok && wi.Name != nil {
					st.assigns = append(st.assigns, wi.Name.Value)
				}
				if st.end <= st.start {
					st.end = off(cmd.End())
				}
				out = append(out, st)
				walk(cmd.Do)
				// "done > file" writes the loop's output to a file.
				if fs := redirFiles(s.Redirs); len(fs) > 0 {
					out = append(out, shellStmt{start: off(cmd.Pos()), end: stmtEnd(s), files: fs})
				}
			case *syntax.WhileClause:
				// "while read -r line; do ...; done < FILE": the loop
				// variables hold FILE's lines.
				if st, ok := whileReadFrom(src, cmd, s.Redirs); ok {
					out = append(out, st)
				}
				walk(cmd.Cond)
				walk(cmd.Do)
			case *syntax.IfClause:
				for c := cmd; c != nil; c = c.Else {
					walk(c.Cond)
					walk(c.Then)
				}
			case *syntax.Block:
				walk(cmd.Stmts)
			case *syntax.Subshell:
				walk(cmd.Stmts)
			case *syntax.FuncDecl:
				if cmd.Body != nil {
					// A function's output is what its body reads: a call
					// ($(collect github)) carries a secret the body reads
					// like a variable assigned from it.
					if cmd.Name != nil {
						out = append(out, shellStmt{start: off(cmd.Body.Pos()), end: off(cmd.Body.End()), assigns: []string{cmd.Name.Value}})
					}
					walk([]*syntax.Stmt{cmd.Body})
				}
			default:
				st := shellStmt{start: off(s.Pos()), end: stmtEnd(s), files: redirFiles(s.Redirs)}
				syntax.Walk(s, func(n syntax.Node) bool {
					switch n := n.(type) {
					case *syntax.Assign:
						if n.Name != nil {
							st.assigns = append(st.assigns, n.Name.Value)
						}
					case *syntax.WordIter:
						if n.Name != nil {
							st.assigns = append(st.assigns, n.Name.Value)
						}
					case *syntax.Stmt:
						st.files = append(st.files, redirFiles(n.Redirs)...)
					case *syntax.CallExpr:
						st.files = append(st.files, copyTarget(src, n)...)
					}
					return true
				})
				out = append(out, st)
			}
		}
	}
	walk(f.Stmts)
	for i := range out {
		out[i].start = min(max(out[i].start, 0), len(src))
		out[i].end = min(max(out[i].end, out[i].start), len(src))
	}
	return out, true
}

func off(p syntax.Pos) int { return int(p.Offset()) }

// whileReadFrom is the statement a "while read VAR...; do ... done < FILE"
// loop makes of its input: the redirection's span (so FILE is what it
// reads) assigning the read variables.
func whileReadFrom(src string, w *syntax.WhileClause, rs []*syntax.Redirect) (shellStmt, bool) {
	var in *syntax.Redirect
	for _, r := range rs {
		// A here-string (<<< "$v") feeds read as a redirected file does.
		if (r.Op == syntax.RdrIn || r.Op == syntax.WordHdoc) && r.Word != nil {
			in = r
		}
	}
	if in == nil {
		return shellStmt{}, false
	}
	st := shellStmt{start: off(in.Pos()), end: off(in.End())}
	for _, c := range w.Cond {
		syntax.Walk(c, func(n syntax.Node) bool {
			ce, ok := n.(*syntax.CallExpr)
			if !ok || len(ce.Args) < 2 || ce.Args[0].Lit() != "read" {
				return true
			}
			for _, a := range ce.Args[1:] {
				if l := a.Lit(); l != "" && !strings.HasPrefix(l, "-") {
					st.assigns = append(st.assigns, l)
				}
			}
			return true
		})
	}
	if len(st.assigns) == 0 || st.end <= st.start || st.end > len(src) {
		return shellStmt{}, false
	}
	return st, true
}

// stmtEnd is the end of a statement including any heredoc body.
func stmtEnd(s *syntax.Stmt) int {
	e := off(s.End())
	syntax.Walk(s, func(n syntax.Node) bool {
		if r, ok := n.(*syntax.Redirect); ok && r.Hdoc != nil {
			e = max(e, off(r.Hdoc.End()))
		}
		return true
	})
	return e
}

// redirFiles are the literal files a statement's output redirections write.
func redirFiles(rs []*syntax.Redirect) []string {
	var out []string
	for _, r := range rs {
		switch r.Op {
		case syntax.RdrOut, syntax.AppOut, syntax.RdrAll, syntax.AppAll, syntax.RdrClob:
			if r.Word != nil {
				if l := r.Word.Lit(); l != "" && l != "/dev/null" {
					out = append(out, l)
				}
			}
		}
	}
	return out
}

// copyTarget is the destination of cp, mv, install or Copy-Item: the last
// argument, unquoted.
func copyTarget(src string, c *syntax.CallExpr) []string {
	if len(c.Args) < 3 {
		return nil
	}
	switch c.Args[0].Lit() {
	case "cp", "mv", "install", "Copy-Item", "rsync":
	default:
		return nil
	}
	last := c.Args[len(c.Args)-1]
	a, b := off(last.Pos()), off(last.End())
	if a < 0 || b > len(src) || a >= b {
		return nil
	}
	return []string{strings.Trim(src[a:b], `"'`)}
}
