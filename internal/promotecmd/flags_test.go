package promotecmd

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	"github.com/ingot-dev/ingot/internal/cli"
)

// TestFlags walks the whole tree: every command documents itself, every
// flag has usage, --help works without a store and names the exit codes.
func TestFlags(t *testing.T) {
	h := newHome(t)
	env, _, _, _ := h.env(nil)
	root := NewRoot(env)
	cli.Prepare(root)
	var walk func(c *cobra.Command)
	n := 0
	walk = func(c *cobra.Command) {
		if c.Hidden || c.Name() == "help" {
			return
		}
		n++
		if c.Short == "" {
			t.Errorf("%s: no Short help", c.CommandPath())
		}
		if c.Runnable() && c.Long == "" {
			t.Errorf("%s: no Long help", c.CommandPath())
		}
		c.Flags().VisitAll(func(f *pflag.Flag) {
			if f.Usage == "" {
				t.Errorf("%s --%s: no usage", c.CommandPath(), f.Name)
			}
		})
		args := append(strings.Fields(c.CommandPath())[1:], "--help")
		code, out, errOut := h.run(args...)
		if code != 0 || !strings.Contains(out, "EXIT STATUS") || errOut != "" {
			t.Errorf("%v: exit %d, stderr %q, EXIT STATUS in help: %v", args, code, errOut, strings.Contains(out, "EXIT STATUS"))
		}
		for _, sub := range c.Commands() {
			walk(sub)
		}
	}
	walk(root)
	if n != 12 {
		t.Fatalf("walked %d commands, want the root and 11 subcommands", n)
	}
	if _, err := os.Stat(filepath.Join(h.dir, "runs")); err == nil {
		t.Fatal("--help opened the store")
	}
}
