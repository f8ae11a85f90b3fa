package optimizecmd

import (
	"context"
	"errors"

	"github.com/spf13/cobra"
)

func newLoopCmd(f *factory, runF func(context.Context) error) *cobra.Command {
	return &cobra.Command{Use: "loop [SKILL...]", Short: "Optimize unhealthy skills", RunE: func(cmd *cobra.Command, args []string) error { return errors.New("not yet") }}
}
