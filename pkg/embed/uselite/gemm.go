package uselite

// matrix is a K×N matrix packed for one kernel.
type matrix struct {
	k, n int
	data []float32
}

// kernel is a matrix-multiply implementation.
type kernel struct {
	name string
	// packInto stores the k×n matrix whose (i, j) element is src[i*rs+j*cs]
	// into dst (len ≥ k·n) in the kernel's layout. n must be a multiple of
	// colBlock.
	packInto func(dst, src []float32, k, n, rs, cs int) matrix
	// gemm computes C[0:m, j0:j1] += A[0:m, 0:k] · B[0:k, j0:j1], where A
	// and C are row-major with row strides lda and ldc and j0, j1 are
	// multiples of colBlock.
	gemm func(m int, a []float32, lda int, b *matrix, c []float32, ldc int, j0, j1 int)
	// colBlock is the column granularity of packInto and gemm.
	colBlock int
}

// pack packs a row-major k×n matrix into fresh memory.
func (kn kernel) pack(w []float32, k, n int) matrix {
	if len(w) != k*n || n%kn.colBlock != 0 {
		return matrix{}
	}
	return kn.packInto(make([]float32, k*n), w, k, n, n, 1)
}

// genericKernel is portable Go: B is stored transposed (N×K) and every output
// is a dot product, computed 2 rows × 4 columns at a time.
var genericKernel = kernel{name: "go", packInto: packTransposed, gemm: gemmTransposed, colBlock: 4}

func packTransposed(dst, src []float32, k, n, rs, cs int) matrix {
	t := dst[:k*n]
	for j := 0; j < n; j++ {
		row := t[j*k : (j+1)*k]
		for i := range row {
			row[i] = src[i*rs+j*cs]
		}
	}
	return matrix{k: k, n: n, data: t}
}

func gemmTransposed(m int, a []float32, lda int, b *matrix, c []float32, ldc int, j0, j1 int) {
	k := b.k
	i := 0
	for ; i+2 <= m; i += 2 {
		a0 := a[i*lda : i*lda+k]
		a1 := a[(i+1)*lda : (i+1)*lda+k]
		c0 := c[i*ldc : i*ldc+j1]
		c1 := c[(i+1)*ldc : (i+1)*ldc+j1]
		for j := j0; j < j1; j += 4 {
			// Equal lengths let the compiler drop the bounds checks below.
			a1 := a1[:len(a0)]
			b0 := b.data[j*k : (j+1)*k][:len(a0)]
			b1 := b.data[(j+1)*k : (j+2)*k][:len(a0)]
			b2 := b.data[(j+2)*k : (j+3)*k][:len(a0)]
			b3 := b.data[(j+3)*k : (j+4)*k][:len(a0)]
			var s00, s01, s02, s03, s10, s11, s12, s13 float32
			for p, x0 := range a0 {
				x1 := a1[p]
				w0, w1, w2, w3 := b0[p], b1[p], b2[p], b3[p]
				s00 += x0 * w0
				s01 += x0 * w1
				s02 += x0 * w2
				s03 += x0 * w3
				s10 += x1 * w0
				s11 += x1 * w1
				s12 += x1 * w2
				s13 += x1 * w3
			}
			c0[j] += s00
			c0[j+1] += s01
			c0[j+2] += s02
			c0[j+3] += s03
			c1[j] += s10
			c1[j+1] += s11
			c1[j+2] += s12
			c1[j+3] += s13
		}
	}
	for ; i < m; i++ {
		ai := a[i*lda : i*lda+k]
		ci := c[i*ldc : i*ldc+j1]
		for j := j0; j < j1; j++ {
			ci[j] += dot(ai, b.data[j*k:(j+1)*k])
		}
	}
}

// dot returns the dot product of a and b[:len(a)].
func dot(a, b []float32) float32 {
	b = b[:len(a)]
	var s0, s1, s2, s3 float32
	p := 0
	for ; p+4 <= len(a); p += 4 {
		s0 += a[p] * b[p]
		s1 += a[p+1] * b[p+1]
		s2 += a[p+2] * b[p+2]
		s3 += a[p+3] * b[p+3]
	}
	for ; p < len(a); p++ {
		s0 += a[p] * b[p]
	}
	return (s0 + s1) + (s2 + s3)
}
