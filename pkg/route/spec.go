package route

import (
	"fmt"
	"strings"
)

// CheckEncoderSpec rejects an encoder spec OpenEncoder would not accept,
// without loading anything, so a typo is caught even when the encoder is
// not needed (a zero dense weight).
func CheckEncoderSpec(spec string) error {
	name, arg, _ := strings.Cut(strings.TrimSpace(spec), ":")
	switch strings.ToLower(name) {
	case "", EncoderNone, EncoderUSELite:
		return nil
	case EncoderORT:
		if arg == "" {
			return fmt.Errorf("encoder %q: name the model directory, as ort:<dir>", spec)
		}
		return nil
	}
	return fmt.Errorf("encoder %q: want none, use-lite, use-lite:<dir> or ort:<dir>", spec)
}

// CheckPlatform rejects a platform NormalizePlatform cannot map to macos,
// linux or windows ("" is this machine).
func CheckPlatform(p string) error {
	if strings.TrimSpace(p) == "" {
		return nil
	}
	switch NormalizePlatform(p) {
	case "macos", "linux", "windows":
		return nil
	}
	return fmt.Errorf("platform %q: want macos, linux or windows", p)
}
