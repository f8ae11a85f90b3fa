package uselite

import (
	"crypto/sha256"
	"encoding/binary"
	"encoding/json"
	"errors"
	"fmt"
	"hash"
	"io"
	"io/fs"
	"math"
	"os"
	"path/filepath"
	"slices"
)

// Weight names in model.json. The graph (modelTopology) wires them as
// described in forward.go; the scalars the graph uses (clip length, layer-norm
// epsilon, attention scales, head counts) are read from the weights too.
const (
	pKona  = "module_apply_default/Encoder_en/KonaTransformer/"
	pEnc   = pKona + "Encode/"
	pStack = pKona + "Encode/TransformerStack/"
	pVar   = "module/Encoder_en/KonaTransformer/Encode/"
	pOut   = "module/Encoder_en/hidden_layers/"

	wEmbeddings = "module/Embeddings_en"
	wInvTime    = pStack + "Layer_0/AddTimingSignal/TimingSignal/ExpandDims_1"
	wMaxLen     = pKona + "ClipToMaxLength/Less/y"
	wLNEps      = pStack + "Layer_1/TransformerLayer/FFN/layer_prepostprocess/layer_norm/Cast/x"
	wHeads      = pStack + "Layer_1/TransformerLayer/MultiheadAttention/split_heads/split_last_dimension/Reshape/shape/2"
	wL2Eps      = "module_apply_default/Encoder_en/hidden_layers/l2_normalize/Maximum/y"
	wOutKernel  = pOut + "tanh_layer_0/weights"
	wOutBias    = pOut + "tanh_layer_0/bias"
)

// manifest is the part of model.json this package reads.
type manifest struct {
	WeightsManifest []struct {
		Paths   []string `json:"paths"`
		Weights []struct {
			Name  string `json:"name"`
			Shape []int  `json:"shape"`
			DType string `json:"dtype"`
		} `json:"weights"`
	} `json:"weightsManifest"`
}

// rawWeight is one tensor from the shards.
type rawWeight struct {
	shape []int
	dtype string
	data  []byte // little-endian float32 or int32
}

// weightFile reads model.json and its shards from dir, hashing every byte it
// reads into h.
func readWeights(dir string, h hash.Hash) (map[string]rawWeight, error) {
	modelPath := filepath.Join(dir, "model.json")
	data, err := readHashed(modelPath, h)
	if err != nil {
		return nil, err
	}
	var m manifest
	if err := json.Unmarshal(data, &m); err != nil {
		return nil, fmt.Errorf("load %s: %w", modelPath, err)
	}
	if len(m.WeightsManifest) == 0 {
		return nil, fmt.Errorf("load %s: weightsManifest is empty", modelPath)
	}
	weights := make(map[string]rawWeight)
	for _, group := range m.WeightsManifest {
		// The shards are one byte stream; read them into one buffer.
		var size int
		for _, p := range group.Paths {
			if p != filepath.Base(p) {
				return nil, fmt.Errorf("load %s: weight shard path %q is not a plain file name", modelPath, p)
			}
			fi, err := os.Stat(filepath.Join(dir, p))
			if err == nil {
				size += int(fi.Size())
			}
		}
		buf := make([]byte, 0, size)
		for _, p := range group.Paths {
			var err error
			if buf, err = appendHashed(buf, filepath.Join(dir, p), h); err != nil {
				return nil, err
			}
		}
		off := 0
		for _, w := range group.Weights {
			if w.DType != "float32" && w.DType != "int32" {
				return nil, fmt.Errorf("load %s: weight %s: unsupported dtype %q", modelPath, w.Name, w.DType)
			}
			n := 4
			for _, d := range w.Shape {
				n *= d
			}
			if off+n > len(buf) {
				return nil, fmt.Errorf("load %s: weight %s runs past the end of its shards (%d bytes)", modelPath, w.Name, len(buf))
			}
			weights[w.Name] = rawWeight{shape: w.Shape, dtype: w.DType, data: buf[off : off+n : off+n]}
			off += n
		}
		if off != len(buf) {
			return nil, fmt.Errorf("load %s: shards hold %d bytes, the manifest describes %d", modelPath, len(buf), off)
		}
	}
	return weights, nil
}

// readHashed reads a whole file and adds its name, size and contents to h.
// A missing file is reported as ErrNotFound.
func readHashed(path string, h hash.Hash) ([]byte, error) {
	return appendHashed(nil, path, h)
}

// appendHashed is readHashed appending to buf.
func appendHashed(buf []byte, path string, h hash.Hash) ([]byte, error) {
	f, err := os.Open(path)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, fmt.Errorf("load %s: %w: %w", path, ErrNotFound, err)
	}
	if err != nil {
		return nil, fmt.Errorf("load %s: %w", path, err)
	}
	defer f.Close()
	if fi, err := f.Stat(); err == nil && fi.Size() > 0 {
		buf = slices.Grow(buf, int(fi.Size())+1)
	}
	start := len(buf)
	for {
		if len(buf) == cap(buf) {
			buf = append(buf, 0)[:len(buf)]
		}
		n, err := f.Read(buf[len(buf):cap(buf)])
		buf = buf[:len(buf)+n]
		if err == io.EOF {
			break
		}
		if err != nil {
			return nil, fmt.Errorf("load %s: %w", path, err)
		}
	}
	data := buf[start:]
	var hdr [8]byte
	binary.LittleEndian.PutUint64(hdr[:], uint64(len(data)))
	io.WriteString(h, filepath.Base(path))
	h.Write(hdr[:])
	h.Write(data)
	return buf, nil
}

// weightReader looks weights up by name and checks their shapes; the first
// problem is kept in err and later calls return zero values.
type weightReader struct {
	w   map[string]rawWeight
	src string
	err error
}

func (r *weightReader) get(name, dtype string, shape ...int) rawWeight {
	if r.err != nil {
		return rawWeight{}
	}
	w, ok := r.w[name]
	if !ok {
		r.err = fmt.Errorf("load %s: weight %s is missing", r.src, name)
		return rawWeight{}
	}
	if w.dtype != dtype || !sameShape(w.shape, shape) {
		r.err = fmt.Errorf("load %s: weight %s is %s%v, want %s%v", r.src, name, w.dtype, w.shape, dtype, shape)
		return rawWeight{}
	}
	return w
}

// floats returns a float32 weight of the given shape.
func (r *weightReader) floats(name string, shape ...int) []float32 {
	w := r.get(name, "float32", shape...)
	out := make([]float32, len(w.data)/4)
	for i := range out {
		out[i] = math.Float32frombits(binary.LittleEndian.Uint32(w.data[4*i:]))
	}
	return out
}

// scalarF returns a float32 scalar.
func (r *weightReader) scalarF(name string) float32 {
	v := r.floats(name)
	if len(v) != 1 {
		return 0
	}
	return v[0]
}

// scalarI returns an int32 scalar.
func (r *weightReader) scalarI(name string) int {
	w := r.get(name, "int32")
	if len(w.data) != 4 {
		return 0
	}
	return int(int32(binary.LittleEndian.Uint32(w.data)))
}

func sameShape(a, b []int) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// layer holds one transformer layer, matrices packed for gemm.
type layer struct {
	dIn, dAttn, dOut, dFF int
	heads, headDim        int
	scale                 float32 // applied to queries
	ln1Scale, ln1Bias     []float32
	qkv                   matrix // dIn × 3·dAttn
	qkvBias               []float32
	out                   matrix // dAttn × dOut
	outBias               []float32
	res                   *matrix // dIn × dOut projection of the residual (layer 0 only)
	resBias               []float32
	ln2Scale, ln2Bias     []float32
	ff1                   matrix // dOut × dFF
	ff1Bias               []float32
	ff2                   matrix // dFF × dOut
	ff2Bias               []float32
}

// model is the immutable USE-Lite network.
type model struct {
	maxLen    int
	dEmb      int
	vocab     int
	eps       float32 // layer-norm epsilon
	l2Eps     float32
	embedding []float32 // vocab × dEmb
	timing    []float32 // maxLen × dEmb, the sinusoid timing signal
	layers    [2]layer
	outW      matrix // dModel × dModel
	outBias   []float32
	kern      kernel
}

const (
	dEmbedding = 256
	dModel     = 512
	dFF        = 1536
)

func newModel(weights map[string]rawWeight, src string, kern kernel) (*model, error) {
	r := &weightReader{w: weights, src: src}
	emb := r.get(wEmbeddings, "float32", r.w[wEmbeddings].shape...)
	if r.err == nil && (len(emb.shape) != 2 || emb.shape[1] != dEmbedding) {
		return nil, fmt.Errorf("load %s: weight %s is %v, want [vocab %d]", src, wEmbeddings, emb.shape, dEmbedding)
	}
	m := &model{
		maxLen: r.scalarI(wMaxLen),
		dEmb:   dEmbedding,
		eps:    r.scalarF(wLNEps),
		l2Eps:  r.scalarF(wL2Eps),
		kern:   kern,
	}
	if r.err != nil {
		return nil, r.err
	}
	m.vocab = emb.shape[0]
	m.embedding = r.floats(wEmbeddings, m.vocab, dEmbedding)
	if m.maxLen < 1 || m.maxLen > 1<<16 {
		return nil, fmt.Errorf("load %s: weight %s = %d, want a positive clip length", src, wMaxLen, m.maxLen)
	}
	heads := r.scalarI(wHeads)
	if r.err == nil && (heads < 1 || dEmbedding%heads != 0 || dModel%heads != 0) {
		return nil, fmt.Errorf("load %s: weight %s = %d heads, want a divisor of %d", src, wHeads, heads, dEmbedding)
	}

	// Timing signal, computed as the graph does in float32:
	// [sin(pos·inv) , cos(pos·inv)] for the 128 inverse timescales.
	inv := r.floats(wInvTime, 1, dEmbedding/2)
	if r.err != nil {
		return nil, r.err
	}
	m.timing = make([]float32, m.maxLen*dEmbedding)
	for pos := 0; pos < m.maxLen; pos++ {
		row := m.timing[pos*dEmbedding : (pos+1)*dEmbedding]
		for i, f := range inv {
			x := float64(float32(pos) * f)
			row[i] = float32(math.Sin(x))
			row[len(inv)+i] = float32(math.Cos(x))
		}
	}

	for li := range m.layers {
		dIn := dModel
		if li == 0 {
			dIn = dEmbedding
		}
		l := &m.layers[li]
		*l = layer{dIn: dIn, dAttn: dIn, dOut: dModel, dFF: dFF, heads: heads, headDim: dIn / heads}
		n := fmt.Sprint(li)
		tl := pEnc + "Layer_" + n + "/TransformerLayer/"
		st := pStack + "Layer_" + n + "/TransformerLayer/"
		vr := pVar + "Layer_" + n + "/TransformerLayer/"
		l.scale = r.scalarF(st + "MultiheadAttention/mul/y")
		hd := r.scalarI(st + "MultiheadAttention/split_heads/split_last_dimension/Reshape/shape/3")
		if r.err == nil && hd != l.headDim {
			return nil, fmt.Errorf("load %s: layer %d head size is %d, want %d", src, li, hd, l.headDim)
		}
		l.ln1Scale = r.floats(tl+"layer_prepostprocess/layer_norm/layer_norm_scale/ConcatPartitions/concat", dIn)
		l.ln1Bias = r.floats(tl+"layer_prepostprocess/layer_norm/layer_norm_bias/ConcatPartitions/concat", dIn)
		l.qkv = kern.pack(r.floats(vr+"MultiheadAttention/qkv_transform_single/kernel/part_0", 1, 1, dIn, 3*l.dAttn), dIn, 3*l.dAttn)
		l.qkvBias = r.floats(tl+"MultiheadAttention/qkv_transform_single/bias/ConcatPartitions/concat", 3*l.dAttn)
		l.out = kern.pack(r.floats(vr+"MultiheadAttention/output_transform_single/kernel/part_0", 1, 1, l.dAttn, dModel), l.dAttn, dModel)
		l.outBias = r.floats(tl+"MultiheadAttention/output_transform_single/bias/ConcatPartitions/concat", dModel)
		if dIn != dModel {
			res := kern.pack(r.floats(tl+"dense/kernel/ConcatPartitions/concat", dIn, dModel), dIn, dModel)
			l.res = &res
			l.resBias = r.floats(tl+"dense/bias/ConcatPartitions/concat", dModel)
		}
		l.ln2Scale = r.floats(tl+"FFN/layer_prepostprocess/layer_norm/layer_norm_scale/ConcatPartitions/concat", dModel)
		l.ln2Bias = r.floats(tl+"FFN/layer_prepostprocess/layer_norm/layer_norm_bias/ConcatPartitions/concat", dModel)
		l.ff1 = kern.pack(r.floats(st+"FFN/conv1/Tensordot/Reshape_1", dModel, dFF), dModel, dFF)
		l.ff1Bias = r.floats(tl+"FFN/conv1/bias/ConcatPartitions/concat", dFF)
		l.ff2 = kern.pack(r.floats(st+"FFN/conv2/Tensordot/Reshape_1", dFF, dModel), dFF, dModel)
		l.ff2Bias = r.floats(tl+"FFN/conv2/bias/ConcatPartitions/concat", dModel)
	}
	m.outW = kern.pack(r.floats(wOutKernel, dModel, dModel), dModel, dModel)
	m.outBias = r.floats(wOutBias, dModel)
	if r.err != nil {
		return nil, r.err
	}
	if !(m.eps > 0) || !(m.l2Eps > 0) {
		return nil, fmt.Errorf("load %s: layer-norm epsilon %g or l2 epsilon %g is not positive", src, m.eps, m.l2Eps)
	}
	return m, nil
}

// weightsDigest returns a fresh hash for readWeights.
func weightsDigest() hash.Hash { return sha256.New() }
