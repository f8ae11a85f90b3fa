package uselite

// matrix is a K×N weight matrix packed for one kernel.
type matrix struct {
	k, n int
	data []float32
}

// kernel is a matrix-multiply implementation: pack rearranges a row-major
// K×N weight once at load, gemm computes C += A·B for M rows of A (row
// stride lda) into C (row stride ldc). gemm may read and write up to
// rowPad(M) rows of A and C, so callers size their buffers with rowPad.
type kernel struct {
	name string
	pack func(w []float32, k, n int) matrix
	gemm func(m int, a []float32, lda int, b *matrix, c []float32, ldc int)
	// rows is the kernel's row block; buffers hold a multiple of it.
	rows int
}

// rowPad rounds m up to the kernel's row block.
func (k kernel) rowPad(m int) int { return (m + k.rows - 1) / k.rows * k.rows }

// genericKernel is portable Go: B is stored transposed (N×K) and every output
// is a dot product, computed 2 rows × 4 columns at a time.
var genericKernel = kernel{name: "go", pack: packTransposed, gemm: gemmTransposed, rows: 1}

func packTransposed(w []float32, k, n int) matrix {
	if len(w) != k*n {
		return matrix{}
	}
	t := make([]float32, k*n)
	for i := 0; i < k; i++ {
		for j := 0; j < n; j++ {
			t[j*k+i] = w[i*n+j]
		}
	}
	return matrix{k: k, n: n, data: t}
}

func gemmTransposed(m int, a []float32, lda int, b *matrix, c []float32, ldc int) {
	k, n := b.k, b.n
	i := 0
	for ; i+2 <= m; i += 2 {
		a0 := a[i*lda : i*lda+k]
		a1 := a[(i+1)*lda : (i+1)*lda+k]
		c0 := c[i*ldc : i*ldc+n]
		c1 := c[(i+1)*ldc : (i+1)*ldc+n]
		j := 0
		for ; j+4 <= n; j += 4 {
			b0 := b.data[j*k : (j+1)*k]
			b1 := b.data[(j+1)*k : (j+2)*k]
			b2 := b.data[(j+2)*k : (j+3)*k]
			b3 := b.data[(j+3)*k : (j+4)*k]
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
		for ; j < n; j++ {
			bj := b.data[j*k : (j+1)*k]
			c0[j] += dot(a0, bj)
			c1[j] += dot(a1, bj)
		}
	}
	for ; i < m; i++ {
		ai := a[i*lda : i*lda+k]
		ci := c[i*ldc : i*ldc+n]
		for j := range ci {
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
