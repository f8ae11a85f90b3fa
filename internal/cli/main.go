package cli

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"os/signal"
	"strings"
	"syscall"

	"github.com/spf13/cobra"
)

// Main runs a binary: it builds the real environment, cancels the context on
// SIGINT/SIGTERM, executes the command tree, prints any error exactly once
// as "name: message" and returns the exit code.
func Main(name string, args []string, newRoot func(*Env) *cobra.Command) int {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	env := NewEnv(System())
	return Run(ctx, env, name, args, newRoot)
}

// Run executes the tree built by newRoot with args and returns the exit
// code, printing the error on env.IO.ErrOut. Tests call it in-process.
func Run(ctx context.Context, env *Env, name string, args []string, newRoot func(*Env) *cobra.Command) int {
	if env.Name == "" {
		env.Name = name
	}
	root := newRoot(env)
	addConfigCommand(root, env)
	Prepare(root)
	root.SetArgs(args)
	root.SetIn(env.IO.In)
	root.SetOut(env.IO.Out)
	root.SetErr(env.IO.ErrOut)
	err := root.ExecuteContext(ctx)
	if err != nil && IsBrokenPipe(err) {
		err = nil
	}
	if err != nil && !errors.Is(err, SilentError) {
		fmt.Fprintf(env.IO.ErrOut, "%s: %v\n", name, err)
		var ue *UsageError
		if errors.As(err, &ue) {
			fmt.Fprintf(env.IO.ErrOut, "Run '%s --help' for usage.\n", commandPath(root, args))
		}
	}
	return ExitCode(err)
}

func commandPath(root *cobra.Command, args []string) string {
	if c, _, err := root.Find(args); err == nil && c != nil {
		return c.CommandPath()
	}
	return root.Name()
}

// Prepare applies the house settings to a whole command tree: errors are
// printed once by Run, not by cobra; flag errors and wrong arity are usage
// errors (exit 2); EXIT STATUS is appended to every Long help.
func Prepare(root *cobra.Command) {
	var walk func(c *cobra.Command)
	walk = func(c *cobra.Command) {
		c.SilenceErrors = true
		c.SilenceUsage = true
		c.SetFlagErrorFunc(func(_ *cobra.Command, err error) error { return &UsageError{Err: err} })
		if c.Args != nil {
			orig := c.Args
			c.Args = func(cmd *cobra.Command, args []string) error {
				if err := orig(cmd, args); err != nil {
					return &UsageError{Err: err}
				}
				return nil
			}
		}
		if c.Runnable() && c.Long != "" && !containsExitStatus(c.Long) {
			c.Long += "\n" + ExitStatusHelp
		}
		for _, sub := range c.Commands() {
			walk(sub)
		}
	}
	walk(root)
	root.CompletionOptions.DisableDefaultCmd = true
	// An unknown subcommand of a group command is a usage error.
	if root.Args == nil && !root.Runnable() {
		root.Args = func(cmd *cobra.Command, args []string) error {
			if len(args) > 0 {
				return &UsageError{Err: fmt.Errorf("unknown command %q", args[0])}
			}
			return nil
		}
	}
}

func containsExitStatus(s string) bool { return strings.Contains(s, "EXIT STATUS") }

// WriteJSON writes v as indented JSON with a trailing newline, without
// HTML escaping.
func WriteJSON(w io.Writer, v any) error {
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	return enc.Encode(v)
}

// NoArgsGroup makes a command that only groups subcommands fail with a
// usage error when called with an unknown subcommand, and print help when
// called bare.
func NoArgsGroup(c *cobra.Command) {
	c.Args = func(cmd *cobra.Command, args []string) error {
		if len(args) > 0 {
			return &UsageError{Err: fmt.Errorf("unknown command %q for %q", args[0], cmd.CommandPath())}
		}
		return nil
	}
	c.RunE = func(cmd *cobra.Command, args []string) error {
		_ = cmd.Help()
		return &UsageError{Err: errors.New("a subcommand is required")}
	}
}
