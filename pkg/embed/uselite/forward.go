package uselite

import (
	"math"
	"sync/atomic"
)

// The forward pass reproduces the TF.js graph for one sentence (the graph's
// batch rows are independent, so one sentence at a time gives the batched
// result). With L = min(len(ids), maxLen) tokens:
//
//	x0 = E[id] + (E[id] + timing[pos])          (the graph adds the embedding
//	                                             to its timing-shifted copy)
//	layer 0: a  = MHA(LN(x0)) · Wo + bo         (4 heads of 64, q scaled by 1/8)
//	         x1 = a + (x0 · Wd + bd)            (residual projected 256→512,
//	                                             from the un-normalised input)
//	         x2 = x1 + FFN(LN(x1))
//	layer 1: x3 = x2 + MHA(LN(x2)) · Wo + bo    (4 heads of 128, q scaled by 1/√128)
//	         x4 = x3 + FFN(LN(x3))
//	pooled = Σ x4 / max(L, 1)
//	out    = l2norm(tanh(pooled · Wt + bt))
//
// with FFN(h) = relu(h·W1 + b1)·W2 + b2, LN with epsilon 1e-6 and
// l2norm(v) = v / sqrt(max(Σv², 1e-12)). Since only the mean of x4 is used
// and W2 is linear, layer 1 applies W2 once to the mean of relu(h·W1 + b1)
// instead of to every token.

// scratch holds every per-call buffer of the forward pass; Encoder keeps
// them in a sync.Pool so Embed allocates only its results.
type scratch struct {
	tok  tokScratch
	x0   []float32 // maxLen × dEmbedding
	h    []float32 // maxLen × dModel, layer-norm output
	qkv  []float32 // keyPad(maxLen) × 3·dModel: attention packs whole column blocks of keys
	att  []float32 // maxLen × dModel, attention output before Wo
	x    []float32 // maxLen × dModel, residual stream
	ff   []float32 // maxLen × dFF
	pool []float32 // dFF
	vec  []float32 // dModel
	// split lets this call share its work with a helper goroutine (see
	// parallelFor and ShareCores).
	split bool
	// Per attention head: scores (maxLen × keyPad), keys packed as a
	// headDim × keyPad matrix, values packed as maxLen × headDim.
	heads []headScratch
}

type headScratch struct {
	scores, keys, values []float32
}

func (m *model) newScratch() *scratch {
	rows := m.maxLen
	keyPad := m.keyPad(rows)
	s := &scratch{
		x0:    make([]float32, rows*dEmbedding),
		h:     make([]float32, rows*dModel),
		qkv:   make([]float32, keyPad*3*dModel),
		att:   make([]float32, rows*dModel),
		x:     make([]float32, rows*dModel),
		ff:    make([]float32, rows*dFF),
		pool:  make([]float32, dFF),
		vec:   make([]float32, dModel),
		heads: make([]headScratch, m.layers[0].heads),
	}
	maxHD := max(m.layers[0].headDim, m.layers[1].headDim)
	for h := range s.heads {
		s.heads[h] = headScratch{
			scores: make([]float32, rows*keyPad),
			keys:   make([]float32, maxHD*keyPad),
			values: make([]float32, rows*maxHD),
		}
	}
	return s
}

// keyPad rounds a key count up to the kernel's column block.
func (m *model) keyPad(n int) int {
	b := m.kern.colBlock
	return (n + b - 1) / b * b
}

// forward writes the embedding of ids into dst (len dModel).
func (m *model) forward(s *scratch, ids []int32, dst []float32) {
	n := min(len(ids), m.maxLen)
	pooled := s.vec
	clear(pooled)
	if n > 0 {
		m.encode(s, ids[:n])
		// pooled = mean(x3) + mean(relu(...)) · W2 + b2; see the comment above.
		l := &m.layers[1]
		sumRows(pooled, s.x, n, dModel)
		sumRows(s.pool, s.ff, n, dFF)
		inv := 1 / float32(n)
		for j := range s.pool {
			s.pool[j] *= inv
		}
		for j := range pooled {
			pooled[j] = pooled[j]/float32(n) + l.ff2Bias[j]
		}
		m.gemv(s, s.pool, &l.ff2, pooled)
	}
	copy(dst, m.outBias)
	m.gemv(s, pooled, &m.outW, dst)
	var ss float64
	for j, v := range dst {
		t := float32(math.Tanh(float64(v)))
		dst[j] = t
		ss += float64(t) * float64(t)
	}
	scale := float32(1 / math.Sqrt(math.Max(ss, float64(m.l2Eps))))
	for j := range dst {
		dst[j] *= scale
	}
}

// encode runs both layers on n = len(ids) tokens. It leaves x3 in s.x and
// relu(LN(x3)·W1 + b1) of layer 1 in s.ff.
func (m *model) encode(s *scratch, ids []int32) {
	n := len(ids)
	const de = dEmbedding
	for i, id := range ids {
		if int(id) < 0 || int(id) >= m.vocab {
			id = unkID
		}
		e := m.embedding[int(id)*de : int(id+1)*de]
		t := m.timing[i*de : (i+1)*de]
		x := s.x0[i*de : (i+1)*de]
		for j := range x {
			x[j] = e[j] + (e[j] + t[j])
		}
	}

	for li := range m.layers {
		l := &m.layers[li]
		in, inW := s.x, dModel
		if li == 0 {
			in, inW = s.x0, de
		}
		// Attention block.
		m.layerNorm(s.h, in, n, inW, l.ln1Scale, l.ln1Bias)
		fillRows(s.qkv, l.qkvBias, n, 3*l.dAttn)
		m.mul(s, n, s.h, inW, &l.qkv, s.qkv, 3*l.dAttn)
		m.attention(s, l, n)
		if l.res != nil {
			// x = (att·Wo + bo) + (x0·Wd + bd)
			for i := 0; i < n; i++ {
				x := s.x[i*dModel : (i+1)*dModel]
				for j := range x {
					x[j] = l.outBias[j] + l.resBias[j]
				}
			}
			m.mul(s, n, s.x0, de, l.res, s.x, dModel)
		} else {
			addRows(s.x, l.outBias, n, dModel)
		}
		m.mul(s, n, s.att, l.dAttn, &l.out, s.x, dModel)

		// Feed-forward block (layer 1 stops after the ReLU; see forward).
		m.layerNorm(s.h, s.x, n, dModel, l.ln2Scale, l.ln2Bias)
		fillRows(s.ff, l.ff1Bias, n, dFF)
		m.mul(s, n, s.h, dModel, &l.ff1, s.ff, dFF)
		for i := range s.ff[:n*dFF] {
			s.ff[i] = max(s.ff[i], 0)
		}
		if li == len(m.layers)-1 {
			break
		}
		addRows(s.x, l.ff2Bias, n, dModel)
		m.mul(s, n, s.ff, dFF, &l.ff2, s.x, dModel)
	}
}

// layerNorm writes LN(src) for n rows of width w into dst (row stride w).
func (m *model) layerNorm(dst, src []float32, n, w int, scale, bias []float32) {
	for i := 0; i < n; i++ {
		x := src[i*w : (i+1)*w]
		y := dst[i*w : (i+1)*w]
		var sum float64
		for _, v := range x {
			sum += float64(v)
		}
		mean := float32(sum / float64(w))
		var sq float64
		for _, v := range x {
			d := float64(v - mean)
			sq += d * d
		}
		variance := float32(sq / float64(w))
		r := float32(1 / math.Sqrt(float64(variance+m.eps)))
		for j, v := range x {
			y[j] = scale[j]*r*(v-mean) + bias[j]
		}
	}
}

// attention computes multi-head self-attention over the n rows of s.qkv
// (q | k | v, each l.dAttn wide) into s.att, one head per work item.
func (m *model) attention(s *scratch, l *layer, n int) {
	clear(s.qkv[n*3*l.dAttn : m.keyPad(n)*3*l.dAttn])
	items := l.heads
	if n < parallelMinTokens {
		items = 1
	}
	per := l.heads / items
	m.parallelFor(s, items, func(i int) { m.attendHeads(s, l, n, i*per, (i+1)*per) })
}

// attendHeads computes heads h0..h1: scores = q·kᵀ (q pre-scaled, as in the
// graph), softmax over the keys, then att = p·v.
func (m *model) attendHeads(s *scratch, l *layer, n, h0, h1 int) {
	stride := 3 * l.dAttn
	hd := l.headDim
	kp := m.keyPad(n)
	for h := h0; h < h1; h++ {
		hs := &s.heads[h]
		qo, ko, vo := h*hd, l.dAttn+h*hd, 2*l.dAttn+h*hd
		for i := 0; i < n; i++ {
			q := s.qkv[i*stride+qo : i*stride+qo+hd]
			for j := range q {
				q[j] *= l.scale
			}
		}
		// kᵀ as an hd × kp matrix: element (d, j) is k_j[d]; rows n..kp of
		// s.qkv are zero (see attention), so keys past n are 0.
		kt := m.kern.packInto(hs.keys, s.qkv[ko:], hd, kp, 1, stride)
		scores := hs.scores[:n*kp]
		clear(scores)
		m.kern.gemm(n, s.qkv[qo:], stride, &kt, scores, kp, 0, kp)
		for i := 0; i < n; i++ {
			softmax(scores[i*kp : i*kp+n])
		}
		v := m.kern.packInto(hs.values[:n*hd], s.qkv[vo:], n, hd, stride, 1)
		for i := 0; i < n; i++ {
			clear(s.att[i*l.dAttn+qo : i*l.dAttn+qo+hd])
		}
		m.kern.gemm(n, scores, kp, &v, s.att[qo:], l.dAttn, 0, hd)
	}
}

// softmax replaces p with exp(p - max p) / Σ exp(p - max p).
func softmax(p []float32) {
	mx := float32(math.Inf(-1))
	for _, v := range p {
		mx = max(mx, v)
	}
	var sum float32
	for j, v := range p {
		e := float32(math.Exp(float64(v - mx)))
		p[j] = e
		sum += e
	}
	inv := 1 / sum
	for j := range p {
		p[j] *= inv
	}
}

// gemv computes y += x·B for one row x.
func (m *model) gemv(s *scratch, x []float32, b *matrix, y []float32) {
	m.mul(s, 1, x, len(x), b, y, len(y))
}

const (
	// chunkMACs is about how much work one parallel matrix-multiply item
	// holds (≈30 µs); smaller products run on the calling goroutine.
	chunkMACs = 1 << 20
	// parallelMinTokens is the shortest input whose attention heads are
	// spread over goroutines.
	parallelMinTokens = 16
)

// mul computes C += A·B for rows rows, in column chunks that a second core
// may share (see parallelFor).
func (m *model) mul(s *scratch, rows int, a []float32, lda int, b *matrix, c []float32, ldc int) {
	blk := m.kern.colBlock
	blocks := b.n / blk
	per := max(1, chunkMACs/(rows*b.k*blk))
	items := (blocks + per - 1) / per
	m.parallelFor(s, items, func(i int) {
		m.kern.gemm(rows, a, lda, b, c, ldc, i*per*blk, min((i+1)*per, blocks)*blk)
	})
}

// parallelFor runs fn(0..items-1), each exactly once, and returns when all
// are done. Unless s.split is set it runs them in order. Otherwise the caller works through the items itself; one helper goroutine
// takes items too once it gets a core. On a busy machine the helper may
// start after the caller has taken every item; it then exits at once and
// the call costs no more than running serially.
func (m *model) parallelFor(s *scratch, items int, fn func(int)) {
	if items <= 1 || !s.split {
		for i := 0; i < items; i++ {
			fn(i)
		}
		return
	}
	j := &parJob{items: int32(items), fn: fn, wake: make(chan struct{}, 1)}
	go func() {
		if j.work() {
			j.wake <- struct{}{}
		}
	}()
	if !j.work() {
		<-j.wake // the helper is finishing the last item
	}
}

// parJob is one parallelFor call, shared by the caller and its helper.
type parJob struct {
	next, done atomic.Int32
	items      int32
	fn         func(int)
	wake       chan struct{}
}

// work runs items until none are left and reports whether it completed the
// last one.
func (j *parJob) work() bool {
	for {
		i := j.next.Add(1) - 1
		if i >= j.items {
			return false
		}
		j.fn(int(i))
		if j.done.Add(1) == j.items {
			return true
		}
	}
}

// axpy computes y += a·x.
func axpy(a float32, x, y []float32) {
	x = x[:len(y)]
	for i := range y {
		y[i] += a * x[i]
	}
}

// fillRows sets n rows of width w to row.
func fillRows(dst, row []float32, n, w int) {
	for i := 0; i < n; i++ {
		copy(dst[i*w:(i+1)*w], row)
	}
}

// addRows adds row to n rows of width w.
func addRows(dst, row []float32, n, w int) {
	for i := 0; i < n; i++ {
		d := dst[i*w : (i+1)*w]
		for j := range d {
			d[j] += row[j]
		}
	}
}

// sumRows sets dst to the column sums of n rows of width w.
func sumRows(dst, src []float32, n, w int) {
	clear(dst)
	for i := 0; i < n; i++ {
		axpy(1, src[i*w:(i+1)*w], dst)
	}
}
