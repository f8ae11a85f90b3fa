package optimizecmd

import (
	"context"
	"errors"
)

func runDescription(ctx context.Context, o *bodyOptions) error { return errors.New("not yet") }
