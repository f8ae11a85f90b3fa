//go:build ort

package guard

import (
	"context"
	"encoding/json"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"strconv"
	"sync"

	ortapi "github.com/yalue/onnxruntime_go"

	"github.com/ingot-dev/ingot/pkg/embed/ort"
	"github.com/ingot-dev/ingot/pkg/embed/wordpiece"
)

// maxLength is the token budget per text (BERT-family limit).
const maxLength = 512

// Classifier runs a sequence-classification model. It is safe for
// concurrent use.
type Classifier struct {
	tok     *wordpiece.Tokenizer
	padID   int64
	names   []string // input names, in the model's order
	output  string
	labels  int
	unsafe  int
	session *ortapi.DynamicAdvancedSession

	mu     sync.RWMutex
	closed bool
}

func openORT(ctx context.Context, dir string, getenv func(string) string) (*Classifier, error) {
	lib, err := ort.LibraryPath(getenv)
	if err != nil {
		return nil, err
	}
	if err := ort.NewRuntime(lib).Init(); err != nil {
		return nil, err
	}
	tok, err := wordpiece.LoadFile(filepath.Join(dir, "tokenizer.json"))
	if err != nil {
		return nil, fmt.Errorf("guard model %s: %w", dir, err)
	}
	var cfg struct {
		ID2Label map[string]string `json:"id2label"`
	}
	if b, err := os.ReadFile(filepath.Join(dir, "config.json")); err == nil {
		if err := json.Unmarshal(b, &cfg); err != nil {
			return nil, fmt.Errorf("guard model %s: config.json: %w", dir, err)
		}
	}
	id2label := map[int]string{}
	for k, v := range cfg.ID2Label {
		if i, err := strconv.Atoi(k); err == nil {
			id2label[i] = v
		}
	}
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	modelPath := filepath.Join(dir, "model.onnx")
	so, err := ortapi.NewSessionOptions()
	if err != nil {
		return nil, fmt.Errorf("%s: session options: %w", modelPath, err)
	}
	defer so.Destroy()
	_ = so.SetIntraOpNumThreads(1)
	_ = so.SetInterOpNumThreads(1)
	_ = so.SetLogSeverityLevel(ortapi.LoggingLevelFatal)
	ins, outs, err := ortapi.GetInputOutputInfoWithOptions(modelPath, so)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", modelPath, err)
	}
	c := &Classifier{tok: tok}
	haveIDs := false
	for _, in := range ins {
		switch in.Name {
		case "input_ids":
			haveIDs = true
		case "attention_mask", "token_type_ids":
		default:
			return nil, fmt.Errorf("%s: input %q is not one of input_ids, attention_mask, token_type_ids", modelPath, in.Name)
		}
		if in.DataType != ortapi.TensorElementDataTypeInt64 || len(in.Dimensions) != 2 {
			return nil, fmt.Errorf("%s: input %q is %v %s, want int64 [batch, sequence]", modelPath, in.Name, in.Dimensions, in.DataType)
		}
		c.names = append(c.names, in.Name)
	}
	if !haveIDs {
		return nil, fmt.Errorf("%s: no input_ids input", modelPath)
	}
	for _, o := range outs {
		if o.DataType == ortapi.TensorElementDataTypeFloat && len(o.Dimensions) == 2 {
			c.output, c.labels = o.Name, int(o.Dimensions[1])
			break
		}
	}
	if c.output == "" {
		return nil, fmt.Errorf("%s: no float output of shape [batch, labels] (want logits)", modelPath)
	}
	if c.labels <= 0 {
		c.labels = max(2, len(id2label))
	}
	if c.unsafe = unsafeLabel(id2label, c.labels); c.unsafe < 0 {
		return nil, fmt.Errorf("%s: config.json id2label names no injection/jailbreak/unsafe label among %d", dir, c.labels)
	}
	if c.session, err = ortapi.NewDynamicAdvancedSession(modelPath, c.names, []string{c.output}, so); err != nil {
		return nil, fmt.Errorf("%s: %w", modelPath, err)
	}
	if id, ok := tok.TokenID("[PAD]"); ok {
		c.padID = id
	}
	return c, nil
}

// Score returns, per text, the softmax probability of the unsafe label.
func (c *Classifier) Score(ctx context.Context, texts []string) ([]float64, error) {
	c.mu.RLock()
	defer c.mu.RUnlock()
	if c.closed {
		return nil, fmt.Errorf("guard model: closed")
	}
	out := make([]float64, 0, len(texts))
	for _, t := range texts { // one text per run: no padding effects, bounded memory
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		s, err := c.one(t)
		if err != nil {
			return nil, err
		}
		out = append(out, s)
	}
	return out, nil
}

func (c *Classifier) one(text string) (float64, error) {
	enc := c.tok.Encode(text, maxLength)
	n := len(enc.IDs)
	mask := make([]int64, n)
	for i := range mask {
		mask[i] = 1
	}
	shape := ortapi.NewShape(1, int64(n))
	values := make([]ortapi.Value, len(c.names))
	defer func() {
		for _, v := range values {
			if v != nil {
				v.Destroy()
			}
		}
	}()
	for i, name := range c.names {
		data := enc.IDs
		switch name {
		case "attention_mask":
			data = mask
		case "token_type_ids":
			data = enc.TypeIDs
		}
		v, err := ortapi.NewTensor(shape, data)
		if err != nil {
			return 0, fmt.Errorf("guard model: input tensor: %w", err)
		}
		values[i] = v
	}
	outputs := []ortapi.Value{nil}
	if err := c.session.Run(values, outputs); err != nil {
		return 0, fmt.Errorf("guard model: %w", err)
	}
	defer outputs[0].Destroy()
	lt, ok := outputs[0].(*ortapi.Tensor[float32])
	if !ok {
		return 0, fmt.Errorf("guard model: output is %T, want float32", outputs[0])
	}
	logits := lt.GetData()
	if len(logits) < c.labels || c.unsafe >= len(logits) {
		return 0, fmt.Errorf("guard model: %d logits, want %d", len(logits), c.labels)
	}
	m := math.Inf(-1)
	for _, l := range logits[:c.labels] {
		m = math.Max(m, float64(l))
	}
	sum := 0.0
	for _, l := range logits[:c.labels] {
		sum += math.Exp(float64(l) - m)
	}
	return math.Exp(float64(logits[c.unsafe])-m) / sum, nil
}

// Close releases the session.
func (c *Classifier) Close() error {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.closed {
		return nil
	}
	c.closed = true
	return c.session.Destroy()
}
