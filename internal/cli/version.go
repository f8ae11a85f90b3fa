package cli

import (
	"runtime/debug"
	"strings"
)

// Version is the build's identity for --version and the MCP server info:
// the module version ("(devel)" for a build from a work tree), then the
// VCS commit and whether the tree was modified, from the build info Go
// stamps into every binary:
//
//	v0.3.0 (commit 1a2b3c4d5e6f, go1.26.0)
//	(devel) (commit 1a2b3c4d5e6f-modified, go1.26.0)
//	(devel) (commit unknown, go1.26.0)    built without VCS information (go test, -buildvcs=false)
//
// commit is set at link time by make (-X .../internal/cli.commit=...) for
// builds that carry no VCS stamp.
var commit string

func Version() string {
	bi, ok := debug.ReadBuildInfo()
	if !ok {
		return "unknown (commit unknown)"
	}
	v := bi.Main.Version
	if v == "" {
		v = "(devel)"
	}
	rev, modified := "unknown", false
	for _, s := range bi.Settings {
		switch s.Key {
		case "vcs.revision":
			rev = s.Value
			if len(rev) > 12 {
				rev = rev[:12]
			}
		case "vcs.modified":
			modified = s.Value == "true"
		}
	}
	if rev == "unknown" && commit != "" {
		rev = commit
	}
	if modified {
		rev += "-modified"
	}
	var b strings.Builder
	b.WriteString(v)
	b.WriteString(" (commit ")
	b.WriteString(rev)
	if bi.GoVersion != "" {
		b.WriteString(", ")
		b.WriteString(bi.GoVersion)
	}
	b.WriteString(")")
	return b.String()
}
