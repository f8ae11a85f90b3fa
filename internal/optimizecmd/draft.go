package optimizecmd

import (
	"context"
	"errors"
	"path/filepath"

	"github.com/spf13/cobra"
)

func draftPath(home, skillID string) string {
	return filepath.Join(home, "evals", filepath.FromSlash(skillID)+".draft.yaml")
}

func newDraftCmd(f *factory, runF func(context.Context) error) *cobra.Command {
	return &cobra.Command{Use: "draft SKILL", Short: "Draft an eval set", Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error { return errors.New("not yet") }}
}
