package cli

import (
	"errors"
	"fmt"
	"strings"
	"text/tabwriter"

	"github.com/spf13/cobra"

	"github.com/ingot-dev/ingot/pkg/config"
)

// SettingsPlaceholder in a command's Long help is replaced by the
// registry's SETTINGS section for the binary (config.Help).
const SettingsPlaceholder = "{{SETTINGS}}"

// addConfigCommand gives every binary a `config` subcommand that prints the
// settings it reads, their values in force and where each came from, and
// appends the registry's SETTINGS section to the root's help.
func addConfigCommand(root *cobra.Command, env *Env) {
	if len(config.UsedBy(env.Name)) == 0 {
		return
	}
	for _, c := range root.Commands() {
		if c.Name() == "config" {
			return
		}
	}
	help := config.Help(env.Name)
	var fill func(c *cobra.Command)
	fill = func(c *cobra.Command) {
		c.Long = strings.ReplaceAll(c.Long, SettingsPlaceholder, help)
		for _, sub := range c.Commands() {
			fill(sub)
		}
	}
	fill(root)
	if root.Long != "" && !strings.Contains(root.Long, "SETTINGS") {
		if i := strings.Index(root.Long, "EXIT STATUS"); i >= 0 {
			root.Long = root.Long[:i] + help + "\n\n" + root.Long[i:]
		} else {
			root.Long += "\n\n" + help
		}
	}
	var asJSON bool
	cmd := &cobra.Command{
		Use:   "config",
		Short: "Print the settings in force and where each came from",
		Long: `config prints every setting this program reads: its value in force and
its source (flag, env, .env file, ingot.yaml file, or default). Secrets are
shown as "(set)". A value its grammar rejects is marked INVALID (the
program's other commands refuse to run with it, exit 2).

` + config.Help(env.Name),
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			cfg, err := env.Config(cmd.Flags())
			if err != nil {
				// Show the table even when a value is bad: that is when
				// it is needed.
				var ue *UsageError
				if !errors.As(err, &ue) || cfg == nil {
					return err
				}
			}
			eff := cfg.Effective(env.Name)
			home := env.Home(cfg)
			if asJSON {
				return WriteJSON(env.IO.Out, struct {
					Home     string             `json:"home"`
					Files    []string           `json:"files"`
					Settings []config.Effective `json:"settings"`
				}{home, append([]string{}, cfg.Files...), eff})
			}
			fmt.Fprintf(env.IO.Out, "home: %s\n", home)
			for _, f := range cfg.Files {
				fmt.Fprintf(env.IO.Out, "read: %s\n", f)
			}
			tw := tabwriter.NewWriter(env.IO.Out, 0, 4, 2, ' ', 0)
			fmt.Fprintln(tw, "SETTING\tVALUE\tSOURCE")
			for _, e := range eff {
				v := e.Value
				if v == "" {
					v = "-"
				}
				if e.Invalid != "" {
					v += "  INVALID: " + e.Invalid
				}
				fmt.Fprintf(tw, "%s\t%s\t%s\n", e.Name, v, e.Source)
			}
			return tw.Flush()
		},
	}
	cmd.Flags().BoolVar(&asJSON, "json", false, "print the settings as JSON")
	root.AddCommand(cmd)
}
