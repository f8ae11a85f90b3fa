package trace

import (
	"strings"
	"testing"
)

// redactProbe is one probe line and the secret in it.
type redactProbe struct{ in, secret string }

// checkRedactions asserts every secret is replaced (and reported) and every
// look-alike comes out byte-identical: the round probes' shared check.
func checkRedactions(t *testing.T, secrets []redactProbe, lookalikes []string) {
	t.Helper()
	for _, tc := range secrets {
		out, fs := Redact(tc.in)
		if strings.Contains(out, tc.secret) || len(fs) == 0 {
			t.Errorf("%s\n  got %s", tc.in, out)
		}
	}
	for _, in := range lookalikes {
		if out, _ := Redact(in); out != in {
			t.Errorf("look-alike changed:\n  in:  %s\n  out: %s", in, out)
		}
	}
}
