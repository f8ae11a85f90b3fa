package e2e

import (
	"strings"
	"testing"
)

// subcommands lists the commands a --help output offers (without help).
func subcommands(help string) []string {
	_, rest, ok := strings.Cut(help, "Available Commands:\n")
	if !ok {
		return nil
	}
	var out []string
	for _, l := range strings.Split(rest, "\n") {
		if strings.TrimSpace(l) == "" {
			break
		}
		if name := strings.Fields(l)[0]; name != "help" {
			out = append(out, name)
		}
	}
	return out
}

// TestEveryCommandHelpAndUsage walks every command of every binary: --help
// succeeds on stdout with nothing on stderr and documents EXIT STATUS on
// commands that run; an unknown flag is a usage error (exit 2) that says
// where to look; every command that runs accepts --json; every binary
// answers --version.
func TestEveryCommandHelpAndUsage(t *testing.T) {
	home := t.TempDir()
	env := []string{"INGOT_HOME=" + home, "HOME=" + home}
	if len(bins) < 4 {
		t.Fatalf("found binaries %v in cmd/, want at least the four", names())
	}
	for _, bin := range names() {
		var walk func(path []string)
		walk = func(path []string) {
			name := bin + " " + strings.Join(path, " ")
			r := run(t, home, env, "", bin, append(append([]string{}, path...), "--help")...)
			if r.code != 0 || r.err != "" || !strings.Contains(r.out, "Usage:") {
				t.Errorf("%s --help: exit %d, stderr %q\n%s", name, r.code, r.err, r.out)
				return
			}
			subs := subcommands(r.out)
			if len(path) > 0 && path[0] == "completion" {
				return // cobra's script generator: no --json, no EXIT STATUS needed
			}
			if len(subs) == 0 || runnableRoot(bin) {
				if !strings.Contains(r.out, "EXIT STATUS") {
					t.Errorf("%s --help has no EXIT STATUS section", name)
				}
				if !strings.Contains(r.out, "--json") {
					t.Errorf("%s does not accept --json", name)
				}
			}
			r = run(t, home, env, "", bin, append(append([]string{}, path...), "--no-such-flag")...)
			if r.code != 2 || !strings.Contains(r.err, "unknown flag: --no-such-flag") || !strings.Contains(r.err, "--help' for usage") {
				t.Errorf("%s --no-such-flag: exit %d, stderr %q; want 2 and a pointer to --help", name, r.code, r.err)
			}
			for _, s := range subs {
				walk(append(append([]string{}, path...), s))
			}
		}
		walk(nil)
		r := run(t, home, env, "", bin, "--version")
		if r.code != 0 || !strings.HasPrefix(r.out, bin+" ") || !strings.Contains(r.out, "commit") {
			t.Errorf("%s --version: exit %d, %q", bin, r.code, r.out)
		}
		r = run(t, home, env, "", bin, "completion", "bash")
		if r.code != 0 || !strings.Contains(r.out, "complete") {
			t.Errorf("%s completion bash: exit %d, stderr %q", bin, r.code, r.err)
		}
	}
}

// runnableRoot reports binaries whose root command itself does work.
func runnableRoot(bin string) bool {
	switch bin {
	case "ingot-promote":
		return false
	}
	return true
}

// Usage errors name what is expected and exit 2.
func TestUsageErrorsNameWhatIsExpected(t *testing.T) {
	home := t.TempDir()
	env := []string{"INGOT_HOME=" + home, "HOME=" + home}
	for _, c := range []struct {
		bin  string
		args []string
		want string
	}{
		{"ingot-mine", nil, "usage: ingot-mine SKILL"},
		{"ingot-route", []string{"write", "specs"}, `quote it: ingot-route "write specs"`},
		{"ingot-mcp", []string{"--http", "8000"}, "want HOST:PORT"},
		{"ingot-route", []string{"--platform", "amiga", "x"}, "want macos, linux or windows"},
		{"ingot-route", []string{"--encoder", "bert", "x"}, "want one of none, use-lite"},
		{"ingot-promote", []string{"approve"}, "usage: ingot-promote approve"},
	} {
		if _, ok := bins[c.bin]; !ok {
			t.Fatalf("no binary %s", c.bin)
		}
		r := run(t, home, env, "", c.bin, c.args...)
		if r.code != 2 || !strings.Contains(r.err, c.want) {
			t.Errorf("%s %v: exit %d, stderr %q; want 2 and %q", c.bin, c.args, r.code, r.err, c.want)
		}
	}
}
