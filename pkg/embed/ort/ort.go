//go:build ort

package ort

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sync"

	ortapi "github.com/yalue/onnxruntime_go"

	"github.com/ingot-dev/ingot/pkg/embed"
	"github.com/ingot-dev/ingot/pkg/embed/wordpiece"
)

var _ embed.Embedder = (*Encoder)(nil)

// Runtime owns ONNX Runtime's environment, which is process-wide: the
// onnxruntime_go binding keeps it in package state, so there can be only one
// per process whatever the number of Runtime values. Create one Runtime per
// process (the first Init loads the library; a second Runtime finds the
// environment already up and shares it without owning it).
type Runtime struct {
	libPath string
	once    sync.Once
	err     error
	owns    bool
}

// NewRuntime returns a Runtime that loads the ONNX Runtime shared library
// at libPath (see LibraryPath) on first use.
func NewRuntime(libPath string) *Runtime {
	return &Runtime{libPath: libPath}
}

// Init loads the library and creates the environment once; later calls
// return the first result. Open calls it, so calling it is optional.
func (r *Runtime) Init() error {
	r.once.Do(func() {
		if ortapi.IsInitialized() {
			return
		}
		if _, err := os.Stat(r.libPath); err != nil {
			r.err = fmt.Errorf("onnx runtime library: %w (run scripts/fetch-models.sh ort, or set ONNXRUNTIME_LIB)", err)
			return
		}
		ortapi.SetSharedLibraryPath(r.libPath)
		if err := ortapi.InitializeEnvironment(ortapi.WithLogLevelFatal()); err != nil {
			r.err = fmt.Errorf("onnx runtime %s: %w", r.libPath, err)
			return
		}
		r.owns = true
	})
	return r.err
}

// Version is the loaded ONNX Runtime's version, such as "1.30.0".
func (r *Runtime) Version() (string, error) {
	if err := r.Init(); err != nil {
		return "", err
	}
	return ortapi.GetVersion(), nil
}

// Close destroys the environment if this Runtime created it. Every Encoder
// opened from it must be closed first, and the Runtime cannot be used
// again; call it at the end of the process, if at all.
func (r *Runtime) Close() error {
	if !r.owns {
		return nil
	}
	r.owns = false
	if err := ortapi.DestroyEnvironment(); err != nil {
		return fmt.Errorf("onnx runtime: destroy environment: %w", err)
	}
	return nil
}

// input is one model input the Encoder feeds.
type input int

const (
	inputIDs input = iota
	inputMask
	inputTypes
)

// Encoder embeds texts with one BERT-family ONNX model. Embed may be called
// from many goroutines at once: ONNX Runtime sessions are safe for
// concurrent runs, and everything else is read-only after Open.
type Encoder struct {
	id      string
	dim     int
	opts    Options
	tok     *wordpiece.Tokenizer
	padID   int64
	inputs  []input
	session *ortapi.DynamicAdvancedSession

	mu     sync.RWMutex // held for reading by Embed, for writing by Close
	closed bool
}

// Open loads dir/model.onnx and dir/tokenizer.json.
func (r *Runtime) Open(ctx context.Context, dir string, opts Options) (*Encoder, error) {
	opts, err := opts.withDefaults()
	if err != nil {
		return nil, fmt.Errorf("open %s: %w", dir, err)
	}
	if err := r.Init(); err != nil {
		return nil, err
	}
	modelPath := filepath.Join(dir, "model.onnx")
	sum, err := fileSHA256(ctx, modelPath)
	if err != nil {
		return nil, err
	}
	tok, err := wordpiece.LoadFile(filepath.Join(dir, "tokenizer.json"))
	if err != nil {
		return nil, err
	}
	if opts.MaxLength <= tok.NumSpecial() {
		return nil, fmt.Errorf("open %s: max length %d leaves no room next to %d special tokens", dir, opts.MaxLength, tok.NumSpecial())
	}
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	info, err := inspect(modelPath)
	if err != nil {
		return nil, err
	}
	if info.clsOnly && opts.Pooling != PoolCLS {
		return nil, fmt.Errorf("open %s: the model outputs only the [CLS] position (quantize_int8.py --cls-only), so it cannot be %s-pooled", dir, opts.Pooling)
	}
	so, err := ortapi.NewSessionOptions()
	if err != nil {
		return nil, fmt.Errorf("%s: session options: %w", modelPath, err)
	}
	defer so.Destroy()
	if err := so.SetIntraOpNumThreads(opts.IntraOpThreads); err != nil {
		return nil, fmt.Errorf("%s: intra-op threads: %w", modelPath, err)
	}
	if err := so.SetInterOpNumThreads(1); err != nil {
		return nil, fmt.Errorf("%s: inter-op threads: %w", modelPath, err)
	}
	if err := so.SetGraphOptimizationLevel(ortapi.GraphOptimizationLevelEnableAll); err != nil {
		return nil, fmt.Errorf("%s: graph optimization: %w", modelPath, err)
	}
	// Errors come back as statuses; keep ONNX Runtime's own logger (which
	// writes to stderr) for fatal messages only.
	if err := so.SetLogSeverityLevel(ortapi.LoggingLevelFatal); err != nil {
		return nil, fmt.Errorf("%s: log level: %w", modelPath, err)
	}
	session, err := ortapi.NewDynamicAdvancedSession(modelPath, info.names, []string{info.output}, so)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", modelPath, err)
	}
	padID, ok := tok.TokenID("[PAD]")
	if !ok {
		padID = 0
	}
	e := &Encoder{
		id:      modelID(dir, sum, opts),
		dim:     info.dim,
		opts:    opts,
		tok:     tok,
		padID:   padID,
		inputs:  info.inputs,
		session: session,
	}
	if e.dim <= 0 { // dynamic hidden size: learn it from one run
		v, err := e.run(ctx, []string{""})
		if err != nil {
			e.Close()
			return nil, fmt.Errorf("%s: probe run: %w", modelPath, err)
		}
		e.dim = len(v[0])
	}
	return e, nil
}

// modelInfo is what Open needs to know of a model's inputs and output.
type modelInfo struct {
	names  []string // input names, in the model's order
	inputs []input  // what each input is
	output string   // the [batch, sequence, hidden] output
	dim    int      // hidden size; <= 0 when the model leaves it dynamic
	// clsOnly says the output holds one position per text, the [CLS] one
	// (a model cut by quantize_int8.py --cls-only).
	clsOnly bool
}

// inspect reads the model's declared inputs and picks its output.
func inspect(modelPath string) (modelInfo, error) {
	so, err := ortapi.NewSessionOptions()
	if err != nil {
		return modelInfo{}, fmt.Errorf("%s: session options: %w", modelPath, err)
	}
	defer so.Destroy()
	// The session made here only answers questions: keep it cheap.
	_ = so.SetGraphOptimizationLevel(ortapi.GraphOptimizationLevelDisableAll)
	_ = so.SetIntraOpNumThreads(1)
	_ = so.SetLogSeverityLevel(ortapi.LoggingLevelFatal)
	ins, outs, err := ortapi.GetInputOutputInfoWithOptions(modelPath, so)
	if err != nil {
		return modelInfo{}, fmt.Errorf("%s: %w", modelPath, err)
	}
	var info modelInfo
	haveIDs := false
	for _, in := range ins {
		var kind input
		switch in.Name {
		case "input_ids":
			kind, haveIDs = inputIDs, true
		case "attention_mask":
			kind = inputMask
		case "token_type_ids":
			kind = inputTypes
		default:
			return modelInfo{}, fmt.Errorf("%s: input %q is not one of input_ids, attention_mask, token_type_ids", modelPath, in.Name)
		}
		if in.DataType != ortapi.TensorElementDataTypeInt64 || len(in.Dimensions) != 2 {
			return modelInfo{}, fmt.Errorf("%s: input %q is %v %s, want int64 [batch, sequence]", modelPath, in.Name, in.Dimensions, in.DataType)
		}
		info.names = append(info.names, in.Name)
		info.inputs = append(info.inputs, kind)
	}
	if !haveIDs {
		return modelInfo{}, fmt.Errorf("%s: no input_ids input", modelPath)
	}
	var pick *ortapi.InputOutputInfo
	for i := range outs {
		o := &outs[i]
		if o.DataType != ortapi.TensorElementDataTypeFloat || len(o.Dimensions) != 3 {
			continue
		}
		if o.Name == "last_hidden_state" || pick == nil {
			pick = o
		}
	}
	if pick == nil {
		return modelInfo{}, fmt.Errorf("%s: no float output of shape [batch, sequence, hidden] (want last_hidden_state)", modelPath)
	}
	info.output, info.dim, info.clsOnly = pick.Name, int(pick.Dimensions[2]), pick.Dimensions[1] == 1
	return info, nil
}

func fileSHA256(ctx context.Context, path string) (string, error) {
	f, err := os.Open(path)
	if err != nil {
		return "", fmt.Errorf("open model: %w", err)
	}
	defer f.Close()
	h := sha256.New()
	buf := make([]byte, 1<<20)
	for {
		if err := ctx.Err(); err != nil {
			return "", err
		}
		n, err := f.Read(buf)
		h.Write(buf[:n])
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			return "", fmt.Errorf("read %s: %w", path, err)
		}
	}
	return hex.EncodeToString(h.Sum(nil)), nil
}

// ID is "ort:<model dir name>@<first 12 hex digits of model.onnx's
// sha256>", with "+mean" or "+max<N>" for non-default pooling or length.
func (e *Encoder) ID() string { return e.id }

// Dim is the model's hidden size.
func (e *Encoder) Dim() int { return e.dim }

// Embed returns one unit-length vector per text, in order. It checks ctx
// between batches and cancels a running batch through ONNX Runtime's
// terminate flag.
func (e *Encoder) Embed(ctx context.Context, texts []string) ([][]float32, error) {
	e.mu.RLock()
	defer e.mu.RUnlock()
	if e.closed {
		return nil, errors.New("embed: encoder is closed")
	}
	out := make([][]float32, 0, len(texts))
	for start := 0; start < len(texts); start += e.opts.BatchSize {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		vecs, err := e.run(ctx, texts[start:min(start+e.opts.BatchSize, len(texts))])
		if err != nil {
			return nil, err
		}
		out = append(out, vecs...)
	}
	return out, nil
}

// Close releases the session. Embed calls under way finish first.
func (e *Encoder) Close() error {
	e.mu.Lock()
	defer e.mu.Unlock()
	if e.closed {
		return nil
	}
	e.closed = true
	if err := e.session.Destroy(); err != nil {
		return fmt.Errorf("close encoder %s: %w", e.id, err)
	}
	return nil
}

// run embeds one batch: tokenize, pad to the longest text, run, pool.
func (e *Encoder) run(ctx context.Context, texts []string) ([][]float32, error) {
	encs := make([]wordpiece.Encoding, len(texts))
	seq := 0
	for i, t := range texts {
		encs[i] = e.tok.Encode(t, e.opts.MaxLength)
		seq = max(seq, len(encs[i].IDs))
	}
	batch := len(texts)
	ids := make([]int64, batch*seq)
	mask := make([]int64, batch*seq)
	types := make([]int64, batch*seq)
	for i, enc := range encs {
		row := i * seq
		for j := range seq {
			if j < len(enc.IDs) {
				ids[row+j], mask[row+j], types[row+j] = enc.IDs[j], 1, enc.TypeIDs[j]
			} else {
				ids[row+j] = e.padID
			}
		}
	}
	shape := ortapi.NewShape(int64(batch), int64(seq))
	values := make([]ortapi.Value, len(e.inputs))
	defer func() {
		for _, v := range values {
			if v != nil {
				v.Destroy()
			}
		}
	}()
	for i, kind := range e.inputs {
		data := ids
		switch kind {
		case inputMask:
			data = mask
		case inputTypes:
			data = types
		}
		t, err := ortapi.NewTensor(shape, data)
		if err != nil {
			return nil, fmt.Errorf("embed: input tensor: %w", err)
		}
		values[i] = t
	}
	outputs := []ortapi.Value{nil}
	if err := e.runSession(ctx, values, outputs); err != nil {
		return nil, err
	}
	defer outputs[0].Destroy()
	hidden, ok := outputs[0].(*ortapi.Tensor[float32])
	if !ok {
		return nil, fmt.Errorf("embed: model output is %T, want a float32 tensor", outputs[0])
	}
	s := hidden.GetShape()
	// A --cls-only model returns the [CLS] position alone, which is all
	// CLS pooling reads (Open refuses it for mean pooling).
	clsOnly := len(s) == 3 && s[1] == 1 && e.opts.Pooling == PoolCLS
	if len(s) != 3 || s[0] != int64(batch) || (s[1] != int64(seq) && !clsOnly) || (e.dim > 0 && s[2] != int64(e.dim)) {
		return nil, fmt.Errorf("embed: model output shape %v, want [%d %d %d]", s, batch, seq, e.dim)
	}
	h, rows := int(s[2]), int(s[1])
	data := hidden.GetData()
	vecs := make([][]float32, batch)
	for i := range vecs {
		vecs[i] = make([]float32, h)
		poolInto(vecs[i], data[i*rows*h:(i+1)*rows*h], mask[i*seq:i*seq+rows], h, e.opts.Pooling)
	}
	return vecs, nil
}

// runSession runs the model and sets ONNX Runtime's terminate flag if ctx
// is cancelled meanwhile.
func (e *Encoder) runSession(ctx context.Context, inputs, outputs []ortapi.Value) error {
	ro, err := ortapi.NewRunOptions()
	if err != nil {
		return fmt.Errorf("embed: run options: %w", err)
	}
	var mu sync.Mutex
	finished := false
	stop := context.AfterFunc(ctx, func() {
		mu.Lock()
		defer mu.Unlock()
		if !finished {
			ro.Terminate()
		}
	})
	runErr := e.session.RunWithOptions(inputs, outputs, ro)
	stop()
	mu.Lock()
	finished = true
	mu.Unlock()
	ro.Destroy()
	if err := ctx.Err(); err != nil {
		if runErr == nil && outputs[0] != nil {
			outputs[0].Destroy()
		}
		return err
	}
	if runErr != nil {
		return fmt.Errorf("embed: %w", runErr)
	}
	return nil
}
