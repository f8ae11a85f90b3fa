package guard

import (
	"context"
	"fmt"
	"strings"

	"github.com/ingot-dev/ingot/pkg/safety"
)

var _ safety.Guard = (*Classifier)(nil)

// Open opens the classifier a spec names: "" means none (nil, nil);
// "ort:<dir>" an ONNX model directory. getenv supplies ONNXRUNTIME_LIB and
// INGOT_MODEL_DIR for the library's location. Close the Classifier when done.
func Open(ctx context.Context, spec string, getenv func(string) string) (*Classifier, error) {
	spec = strings.TrimSpace(spec)
	if spec == "" {
		return nil, nil
	}
	dir, ok := strings.CutPrefix(spec, "ort:")
	if !ok || dir == "" {
		return nil, fmt.Errorf("INGOT_GUARD_MODEL %q: want ort:<model dir>", spec)
	}
	return openORT(ctx, dir, getenv)
}

// unsafeLabel picks the scored label from config.json's id2label.
func unsafeLabel(id2label map[int]string, n int) int {
	for i := 0; i < n; i++ {
		l := strings.ToLower(id2label[i])
		for _, w := range []string{"injection", "jailbreak", "unsafe", "malicious", "attack"} {
			if strings.Contains(l, w) {
				return i
			}
		}
	}
	if n == 2 {
		return 1
	}
	return -1
}
