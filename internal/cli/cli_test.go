package cli

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/spf13/cobra"
)

func testRoot(env *Env) *cobra.Command {
	root := &cobra.Command{Use: "ingot-x", Short: "test tool"}
	NoArgsGroup(root)
	var n int
	echo := &cobra.Command{
		Use:   "echo WORD",
		Short: "print a word",
		Long:  "Print a word.",
		Args:  cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			if args[0] == "fail" {
				return errors.New("it failed")
			}
			if args[0] == "cancel" {
				return context.Canceled
			}
			for i := 0; i < n; i++ {
				cmd.Print("")
			}
			_, err := env.IO.Out.Write([]byte(args[0] + "\n"))
			return err
		},
	}
	echo.Flags().IntVarP(&n, "count", "n", 1, "how many")
	root.AddCommand(echo)
	return root
}

func TestRunExitCodes(t *testing.T) {
	cases := []struct {
		name       string
		args       []string
		code       int
		out, inErr string
	}{
		{"ok", []string{"echo", "hi"}, 0, "hi\n", ""},
		{"failure printed once", []string{"echo", "fail"}, 1, "", "ingot-x: it failed\n"},
		{"wrong arity", []string{"echo"}, 2, "", "accepts 1 arg"},
		{"unknown flag", []string{"echo", "--nope", "x"}, 2, "", "unknown flag: --nope"},
		{"bad flag value", []string{"echo", "-n", "abc", "x"}, 2, "", "invalid argument"},
		{"unknown subcommand", []string{"nosuch"}, 2, "", "unknown command"},
		{"bare group", nil, 2, "", "a subcommand is required"},
		{"canceled", []string{"echo", "cancel"}, 130, "", "canceled"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			ios, _, out, errOut := Test()
			env := &Env{IO: ios}
			code := Run(context.Background(), env, "ingot-x", tc.args, testRoot)
			if code != tc.code {
				t.Fatalf("exit %d, want %d; stderr %q", code, tc.code, errOut)
			}
			if tc.out != "" && out.String() != tc.out {
				t.Fatalf("stdout %q, want %q", out, tc.out)
			}
			if !strings.Contains(errOut.String(), tc.inErr) {
				t.Fatalf("stderr %q does not contain %q", errOut, tc.inErr)
			}
			if strings.Count(errOut.String(), "ingot-x:") > 1 {
				t.Fatalf("error printed more than once: %q", errOut)
			}
		})
	}
}

func TestHelpHasExitStatus(t *testing.T) {
	ios, _, out, _ := Test()
	code := Run(context.Background(), &Env{IO: ios}, "ingot-x", []string{"echo", "--help"}, testRoot)
	if code != 0 || !strings.Contains(out.String(), "EXIT STATUS") {
		t.Fatalf("exit %d, help:\n%s", code, out)
	}
}

// Item 11 of issue 14: the home's ingot.yaml is read from any working
// directory, and an unknown key in it is said on stderr.
func TestConfigReadsHomeYAMLAndWarns(t *testing.T) {
	home, cwd := t.TempDir(), t.TempDir()
	if err := os.WriteFile(filepath.Join(home, "ingot.yaml"), []byte("min_score: 0.7\nmin_scroe: 1\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	ios, _, _, errOut := Test()
	env := &Env{IO: ios, Dir: cwd, Getenv: func(k string) string {
		if k == "INGOT_HOME" {
			return home
		}
		return ""
	}}
	cfg, err := env.Config(nil)
	if err != nil {
		t.Fatal(err)
	}
	if cfg.Get("INGOT_MIN_SCORE") != "0.7" || !strings.Contains(errOut.String(), "min_scroe") {
		t.Fatalf("min score %q, stderr %q", cfg.Get("INGOT_MIN_SCORE"), errOut)
	}
}

// Every binary answers --version with its module version and commit, and
// has shell completion; a wrong arity names the expected usage.
func TestVersionCompletionAndArity(t *testing.T) {
	ios, _, out, _ := Test()
	if code := Run(context.Background(), &Env{IO: ios}, "ingot-x", []string{"--version"}, testRoot); code != 0 || !strings.HasPrefix(out.String(), "ingot-x "+Version()) {
		t.Fatalf("--version: exit %d, %q", code, out)
	}
	if v := Version(); v == "" || !strings.Contains(v, "commit") {
		t.Fatalf("Version() = %q, want a module version and a commit", v)
	}
	ios, _, out, _ = Test()
	if code := Run(context.Background(), &Env{IO: ios}, "ingot-x", []string{"completion", "bash"}, testRoot); code != 0 || !strings.Contains(out.String(), "bash completion") {
		t.Fatalf("completion: exit %d, %.80q", code, out)
	}
	ios, _, _, errOut := Test()
	if code := Run(context.Background(), &Env{IO: ios}, "ingot-x", []string{"echo"}, testRoot); code != 2 || !strings.Contains(errOut.String(), "usage: ingot-x echo WORD") {
		t.Fatalf("arity: exit %d, %q", code, errOut)
	}
}
