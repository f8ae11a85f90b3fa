package sandbox

import (
	"errors"
	"fmt"
	"strings"
)

// EnvMode is the setting that chooses the sandbox.
const EnvMode = "INGOT_EXEC_SANDBOX"

// Mode says how commands are run.
type Mode string

const (
	// ModeBwrap runs commands under bubblewrap (the default).
	ModeBwrap Mode = "bwrap"
	// ModeOff runs nothing: every Run returns an *UnavailableError.
	ModeOff Mode = "off"
)

// ParseMode reads a value of INGOT_EXEC_SANDBOX; empty means bwrap. An
// unknown value is an error naming the variable and the values it takes.
func ParseMode(s string) (Mode, error) {
	switch m := Mode(strings.ToLower(strings.TrimSpace(s))); m {
	case "":
		return ModeBwrap, nil
	case ModeBwrap, ModeOff:
		return m, nil
	default:
		return "", fmt.Errorf("%s: unknown value %q (want bwrap or off; there is no unsandboxed mode)", EnvMode, s)
	}
}

// ModeFromEnv reads INGOT_EXEC_SANDBOX through getenv (config.Config.Getenv
// in commands).
func ModeFromEnv(getenv func(string) string) (Mode, error) {
	if getenv == nil {
		return ModeBwrap, nil
	}
	return ParseMode(getenv(EnvMode))
}

// ErrUnavailable is matched (errors.Is) by every *UnavailableError.
var ErrUnavailable = errors.New("sandbox unavailable")

// UnavailableError says why a command could not be run sandboxed: the
// sandbox is off, bubblewrap is missing, or it failed to start. The command
// did not run, or its outcome is unknown.
type UnavailableError struct {
	Reason string
}

func (e *UnavailableError) Error() string { return "sandbox unavailable: " + e.Reason }

// Is makes errors.Is(err, ErrUnavailable) true.
func (e *UnavailableError) Is(target error) bool { return target == ErrUnavailable }
