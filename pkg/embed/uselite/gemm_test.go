package uselite

import (
	"fmt"
	"math"
	"math/rand/v2"
	"testing"
)

// kernels returns every kernel this machine can run.
func kernels() []kernel {
	ks := []kernel{genericKernel}
	if b := bestKernel(); b.name != genericKernel.name {
		ks = append(ks, b)
	}
	return ks
}

// TestGemm checks C += A·B against a float64 reference for shapes that hit
// every row-block size, odd and chunk-crossing k, column sub-ranges and
// strided packing.
func TestGemm(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for _, kern := range kernels() {
		for _, m := range []int{1, 2, 3, 4, 5, 6, 7, 11, 13, 26} {
			for _, k := range []int{1, 2, 7, 64, 255, 257, 600} {
				for _, n := range []int{16, 48} {
					t.Run(fmt.Sprintf("%s/%dx%dx%d", kern.name, m, k, n), func(t *testing.T) {
						lda, ldc := k+3, n+5
						a := randSlice(rng, m*lda)
						c := randSlice(rng, m*ldc)
						// B is read transposed from a strided source: element
						// (i, j) is src[i + j*(k+1)].
						src := randSlice(rng, n*(k+1))
						b := kern.packInto(make([]float32, k*n), src, k, n, 1, k+1)
						j0, j1 := kern.colBlock, n // skip the first column block
						want := append([]float32(nil), c...)
						for i := 0; i < m; i++ {
							for j := j0; j < j1; j++ {
								var s float64
								for p := 0; p < k; p++ {
									s += float64(a[i*lda+p]) * float64(src[p+j*(k+1)])
								}
								want[i*ldc+j] = float32(float64(want[i*ldc+j]) + s)
							}
						}
						kern.gemm(m, a, lda, &b, c, ldc, j0, j1)
						for i := range c {
							if d := math.Abs(float64(c[i] - want[i])); d > 1e-4*math.Sqrt(float64(k)) {
								t.Fatalf("C[%d][%d] = %v, want %v", i/ldc, i%ldc, c[i], want[i])
							}
						}
					})
				}
			}
		}
	}
}

func randSlice(rng *rand.Rand, n int) []float32 {
	s := make([]float32, n)
	for i := range s {
		s[i] = rng.Float32()*2 - 1
	}
	return s
}
