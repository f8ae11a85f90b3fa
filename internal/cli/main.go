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
	"sync/atomic"
	"syscall"
	"time"

	"github.com/spf13/cobra"
)

// Main runs a binary: it builds the real environment, cancels the context on
// SIGINT/SIGTERM, executes the command tree, prints any error exactly once
// as "name: message" and returns the exit code. After a signal the exit
// code is 130 (ExitCanceled); a command still busy InterruptGrace after
// the signal (blocked reading a terminal or a pipe) is ended with 130, and
// a second signal ends it at once.
func Main(name string, args []string, newRoot func(*Env) *cobra.Command) int {
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	sigs := make(chan os.Signal, 1)
	signal.Notify(sigs, os.Interrupt, syscall.SIGTERM)
	defer signal.Stop(sigs)
	done := make(chan struct{})
	var signalled atomic.Bool
	go func() {
		select {
		case <-sigs:
		case <-done:
			return
		}
		signalled.Store(true)
		cancel()
		select {
		case <-sigs:
		case <-time.After(InterruptGrace):
		case <-done:
			return
		}
		fmt.Fprintf(os.Stderr, "%s: interrupted\n", name)
		os.Exit(ExitCanceled)
	}()
	env := NewEnv(System())
	code := Run(ctx, env, name, args, newRoot)
	close(done)
	if signalled.Load() {
		return ExitCanceled
	}
	return code
}

// InterruptGrace is how long a command may take to wind down after SIGINT
// or SIGTERM (finish a write, release a lock) before Main ends it.
const InterruptGrace = 3 * time.Second

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
					var ue *UsageError
					if errors.As(err, &ue) {
						return err // the command already says what it expects
					}
					return &UsageError{Err: fmt.Errorf("%v; usage: %s", err, cmd.UseLine())}
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
	// --version on every binary (cobra adds the flag), and a
	// "completion bash|zsh|fish|powershell" command, also on binaries
	// without subcommands (cobra's own is only added to those with some).
	root.Version = Version()
	root.SetVersionTemplate("{{.Name}} {{.Version}}\n")
	if c, _, err := root.Find([]string{"completion"}); err != nil || c == root {
		root.AddCommand(completionCmd())
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

// completionCmd prints a shell completion script for the whole tree.
func completionCmd() *cobra.Command {
	return &cobra.Command{
		Use:   "completion bash|zsh|fish|powershell",
		Short: "Print a shell completion script",
		// Hidden from the command list (it is in the README and works on
		// every binary), so each binary's listing shows its own commands.
		Hidden: true,
		Long: `Print a completion script for the shell. For example:

  source <(ingot-route completion bash)                  # this shell
  ingot-route completion bash > /etc/bash_completion.d/ingot-route
  ingot-route completion zsh > "${fpath[1]}/_ingot-route"
  ingot-route completion fish > ~/.config/fish/completions/ingot-route.fish`,
		Args:      cobra.MatchAll(cobra.ExactArgs(1), cobra.OnlyValidArgs),
		ValidArgs: []string{"bash", "zsh", "fish", "powershell"},
		RunE: func(cmd *cobra.Command, args []string) error {
			out, root := cmd.OutOrStdout(), cmd.Root()
			switch args[0] {
			case "bash":
				return root.GenBashCompletionV2(out, true)
			case "zsh":
				return root.GenZshCompletion(out)
			case "fish":
				return root.GenFishCompletion(out, true)
			default:
				return root.GenPowerShellCompletionWithDesc(out)
			}
		},
	}
}
