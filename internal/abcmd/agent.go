package abcmd

import (
	"context"

	"github.com/spf13/cobra"
)

func newAgentCmd(f *factory, runF func(context.Context, *abOptions) error) *cobra.Command {
	return &cobra.Command{Use: "agent TASK", Short: "placeholder", Args: cobra.ExactArgs(1), RunE: func(*cobra.Command, []string) error { return nil }}
}
