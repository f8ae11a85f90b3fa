package cli

import (
	"context"
	"errors"
	"fmt"
	"io"
	"strings"
	"syscall"
)

// Exit codes, documented under EXIT STATUS in every command's help.
const (
	ExitOK       = 0
	ExitFailure  = 1
	ExitUsage    = 2
	ExitCanceled = 130
)

// ExitStatusHelp is the EXIT STATUS section appended to commands' Long help.
const ExitStatusHelp = `
EXIT STATUS
  0    success
  1    failure (the error is printed on stderr)
  2    bad usage: unknown flag, wrong number of arguments, invalid value
  130  interrupted`

// UsageError marks bad usage (exit 2).
type UsageError struct{ Err error }

func (e *UsageError) Error() string { return e.Err.Error() }
func (e *UsageError) Unwrap() error { return e.Err }

// Usagef returns a *UsageError.
func Usagef(format string, a ...any) error {
	return &UsageError{Err: fmt.Errorf(format, a...)}
}

// SilentError fails with exit code 1 without printing anything more (the
// command has already reported what went wrong).
var SilentError = errors.New("silent failure")

// ExitCode maps an error to the process exit code.
func ExitCode(err error) int {
	var ue *UsageError
	switch {
	case err == nil:
		return ExitOK
	case errors.As(err, &ue):
		return ExitUsage
	case errors.Is(err, context.Canceled):
		return ExitCanceled
	default:
		return ExitFailure
	}
}

// IsBrokenPipe reports a closed downstream pipe (`| head`), which is
// success for a producer.
func IsBrokenPipe(err error) bool {
	return errors.Is(err, syscall.EPIPE) || errors.Is(err, io.ErrClosedPipe)
}

// AsUsage marks err (a bad setting or argument) as a usage error (exit 2),
// unless it already is one; nil stays nil.
func AsUsage(err error) error {
	if err == nil {
		return nil
	}
	var ue *UsageError
	if errors.As(err, &ue) {
		return err
	}
	return &UsageError{Err: err}
}

// Warnf prints "name: warning: ..." on w: a warning people can tell from
// data.
func Warnf(w io.Writer, name, format string, a ...any) {
	fmt.Fprintf(w, "%s: warning: %s\n", name, strings.TrimSpace(fmt.Sprintf(format, a...)))
}
