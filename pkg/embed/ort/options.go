package ort

import (
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"math"
	"os"
	"path/filepath"
	"strings"
)

// Defaults for the zero Options.
const (
	DefaultMaxLength      = 512
	DefaultIntraOpThreads = 2
	DefaultBatchSize      = 1
)

// ErrUnavailable is returned by Runtime.Open in a binary built without the
// "ort" build tag.
var ErrUnavailable = errors.New("onnx runtime encoder unavailable: built without the \"ort\" build tag")

// Pooling chooses how token vectors become one sentence vector.
type Pooling int

const (
	// PoolCLS takes the hidden state of the first token ([CLS]), as
	// bge-small-en-v1.5 is trained for.
	PoolCLS Pooling = iota
	// PoolMean averages the hidden states of the real (unpadded) tokens,
	// as all-MiniLM-L6-v2 and gte are trained for.
	PoolMean
)

func (p Pooling) String() string {
	switch p {
	case PoolCLS:
		return "cls"
	case PoolMean:
		return "mean"
	}
	return fmt.Sprintf("Pooling(%d)", int(p))
}

// ParsePooling reads "cls" or "mean".
func ParsePooling(s string) (Pooling, error) {
	switch strings.ToLower(strings.TrimSpace(s)) {
	case "cls", "":
		return PoolCLS, nil
	case "mean":
		return PoolMean, nil
	}
	return 0, fmt.Errorf("pooling %q: want cls or mean", s)
}

// PoolingOf reads the pooling a sentence-transformers model directory
// declares in 1_Pooling/config.json (bge-small: pooling_mode_cls_token,
// all-MiniLM: pooling_mode_mean_tokens). found is false when the file does
// not exist; a file that names another mode (max, weighted mean, last
// token), several modes or none is an error naming it.
func PoolingOf(dir string) (p Pooling, found bool, err error) {
	path := filepath.Join(dir, "1_Pooling", "config.json")
	data, err := os.ReadFile(path)
	if errors.Is(err, fs.ErrNotExist) {
		return PoolCLS, false, nil
	}
	if err != nil {
		return PoolCLS, false, fmt.Errorf("pooling: %w", err)
	}
	var modes map[string]any
	if err := json.Unmarshal(data, &modes); err != nil {
		return PoolCLS, false, fmt.Errorf("pooling: %s: %w", path, err)
	}
	var on []string
	for k, v := range modes {
		if b, ok := v.(bool); ok && b && strings.HasPrefix(k, "pooling_mode_") {
			on = append(on, k)
		}
	}
	if len(on) != 1 {
		return PoolCLS, false, fmt.Errorf("pooling: %s: %d pooling modes set (%s), want exactly one of pooling_mode_cls_token, pooling_mode_mean_tokens",
			path, len(on), strings.Join(on, ", "))
	}
	switch on[0] {
	case "pooling_mode_cls_token":
		return PoolCLS, true, nil
	case "pooling_mode_mean_tokens":
		return PoolMean, true, nil
	}
	return PoolCLS, false, fmt.Errorf("pooling: %s: %s is not supported (cls_token or mean_tokens)", path, on[0])
}

// Options tune an Encoder. The zero value means CLS pooling, 512 tokens,
// 2 intra-op threads and batches of one text.
type Options struct {
	Pooling Pooling
	// MaxLength caps the tokens per text, [CLS] and [SEP] included; longer
	// texts are cut at the end. It must not exceed the model's position
	// table (512 for BERT-base shapes).
	MaxLength int
	// IntraOpThreads is ONNX Runtime's thread count inside one run.
	IntraOpThreads int
	// BatchSize is how many texts go through the model in one run. With 1
	// (the default) a text's vector never depends on the other texts of
	// the call; larger batches pad to the longest text and are faster for
	// bulk work, but the vectors can then differ in the last float bits.
	BatchSize int
}

func (o Options) withDefaults() (Options, error) {
	if o.MaxLength == 0 {
		o.MaxLength = DefaultMaxLength
	}
	if o.IntraOpThreads == 0 {
		o.IntraOpThreads = DefaultIntraOpThreads
	}
	if o.BatchSize == 0 {
		o.BatchSize = DefaultBatchSize
	}
	switch {
	case o.Pooling != PoolCLS && o.Pooling != PoolMean:
		return o, fmt.Errorf("options: pooling %v is not cls or mean", o.Pooling)
	case o.MaxLength < 3:
		return o, fmt.Errorf("options: max length %d leaves no room for a token between [CLS] and [SEP]", o.MaxLength)
	case o.IntraOpThreads < 0:
		return o, fmt.Errorf("options: intra-op threads %d is negative", o.IntraOpThreads)
	case o.BatchSize < 0:
		return o, fmt.Errorf("options: batch size %d is negative", o.BatchSize)
	}
	return o, nil
}

// modelID names the model for vector caches: "ort:<dir>@<sha256[:12]>",
// plus "+mean" and/or "+max<N>" when pooling or the length cap differ from
// the defaults, because those change the vectors too.
func modelID(dir, sha256Hex string, o Options) string {
	id := "ort:" + filepath.Base(filepath.Clean(dir)) + "@" + sha256Hex[:12]
	if o.Pooling != PoolCLS {
		id += "+" + o.Pooling.String()
	}
	if o.MaxLength != DefaultMaxLength {
		id += fmt.Sprintf("+max%d", o.MaxLength)
	}
	return id
}

// ModelRoot is the directory scripts/fetch-models.sh installs into:
// $INGOT_MODEL_DIR, else $XDG_CACHE_HOME/ingot/models, else
// $HOME/.cache/ingot/models. getenv is os.Getenv outside tests.
func ModelRoot(getenv func(string) string) (string, error) {
	if d := getenv("INGOT_MODEL_DIR"); d != "" {
		return d, nil
	}
	if d := getenv("XDG_CACHE_HOME"); d != "" && filepath.IsAbs(d) {
		return filepath.Join(d, "ingot", "models"), nil
	}
	if h := getenv("HOME"); h != "" {
		return filepath.Join(h, ".cache", "ingot", "models"), nil
	}
	return "", errors.New("model directory: neither INGOT_MODEL_DIR, XDG_CACHE_HOME nor HOME is set")
}

// LibraryPath is where the ONNX Runtime shared library is looked for:
// $ONNXRUNTIME_LIB, else <ModelRoot>/ort/libonnxruntime.so.1.
func LibraryPath(getenv func(string) string) (string, error) {
	if p := getenv("ONNXRUNTIME_LIB"); p != "" {
		return p, nil
	}
	root, err := ModelRoot(getenv)
	if err != nil {
		return "", err
	}
	return filepath.Join(root, "ort", "libonnxruntime.so.1"), nil
}

// poolInto writes the pooled, L2-normalised vector of one sequence into dst
// (len hidden). states holds seqLen×hidden floats row-major; mask marks the
// real tokens (only mean pooling reads it).
func poolInto(dst, states []float32, mask []int64, hidden int, p Pooling) {
	acc := make([]float64, hidden)
	switch p {
	case PoolMean:
		n := 0
		for t, m := range mask {
			if m == 0 {
				continue
			}
			n++
			row := states[t*hidden : (t+1)*hidden]
			for i, v := range row {
				acc[i] += float64(v)
			}
		}
		if n > 0 {
			for i := range acc {
				acc[i] /= float64(n)
			}
		}
	default:
		for i, v := range states[:hidden] {
			acc[i] = float64(v)
		}
	}
	var ss float64
	for _, v := range acc {
		ss += v * v
	}
	inv := 0.0
	if ss > 0 {
		inv = 1 / math.Sqrt(ss)
	}
	for i, v := range acc {
		dst[i] = float32(v * inv)
	}
}
