package route

import (
	"fmt"
	"strings"
)

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
