//go:build amd64 && !purego

package uselite

import "golang.org/x/sys/cpu"

//go:generate go run gen_gemm_amd64.go

// The AVX2/FMA micro-kernels in gemm_amd64.s: gemmKernelR computes
// C[0:R, 0:16] += A[0:R, 0:k] · P where P is one packed 16-column panel.
//
//go:noescape
func gemmKernel1(k int, a *float32, lda int, b *float32, c *float32, ldc int)

//go:noescape
func gemmKernel2(k int, a *float32, lda int, b *float32, c *float32, ldc int)

//go:noescape
func gemmKernel3(k int, a *float32, lda int, b *float32, c *float32, ldc int)

//go:noescape
func gemmKernel4(k int, a *float32, lda int, b *float32, c *float32, ldc int)

//go:noescape
func gemmKernel5(k int, a *float32, lda int, b *float32, c *float32, ldc int)

//go:noescape
func gemmKernel6(k int, a *float32, lda int, b *float32, c *float32, ldc int)

// panelWidth is the column count of one packed panel.
const panelWidth = 16

// kChunk is the k block of gemmPanels: kChunk×16 floats of a panel stay in
// L1 while every row block of A uses them.
const kChunk = 256

// avx2Kernel multiplies with the assembly micro-kernels. B is packed as
// N/16 panels of K×16 floats.
var avx2Kernel = kernel{name: "avx2", packInto: packPanels, gemm: gemmPanels, colBlock: panelWidth}

func bestKernel() kernel {
	if cpu.X86.HasAVX2 && cpu.X86.HasFMA {
		return avx2Kernel
	}
	return genericKernel
}

func packPanels(dst, src []float32, k, n, rs, cs int) matrix {
	p := dst[:k*n]
	for jp := 0; jp < n/panelWidth; jp++ {
		panel := p[jp*k*panelWidth : (jp+1)*k*panelWidth]
		for i := 0; i < k; i++ {
			row := panel[i*panelWidth : (i+1)*panelWidth]
			if cs == 1 {
				copy(row, src[i*rs+jp*panelWidth:])
				continue
			}
			for jj := range row {
				row[jj] = src[i*rs+(jp*panelWidth+jj)*cs]
			}
		}
	}
	return matrix{k: k, n: n, data: p}
}

func gemmPanels(m int, a []float32, lda int, b *matrix, c []float32, ldc int, j0, j1 int) {
	k := b.k
	if m == 0 || k == 0 || j0 >= j1 {
		return
	}
	// The kernels index without bounds checks: check the extremes once.
	_ = a[(m-1)*lda+k-1]
	_ = c[(m-1)*ldc+j1-1]
	_ = b.data[k*j1-1]
	for jp := j0 / panelWidth; jp < j1/panelWidth; jp++ {
		panel := b.data[jp*k*panelWidth : (jp+1)*k*panelWidth]
		// Walk k in chunks small enough that the panel chunk stays in L1
		// while every row block uses it.
		for k0 := 0; k0 < k; k0 += kChunk {
			kc := min(kChunk, k-k0)
			bp := &panel[k0*panelWidth]
			for i := 0; i < m; {
				// Spread the rows evenly over blocks of at most 6 rows: a
				// block of r rows keeps 2r accumulators in flight, and
				// fewer than 8 leave the FMA units idle.
				r := (m - i + (m-i+5)/6 - 1) / ((m - i + 5) / 6)
				ap, cp := &a[i*lda+k0], &c[i*ldc+jp*panelWidth]
				i += r
				switch r {
				case 1:
					gemmKernel1(kc, ap, lda, bp, cp, ldc)
				case 2:
					gemmKernel2(kc, ap, lda, bp, cp, ldc)
				case 3:
					gemmKernel3(kc, ap, lda, bp, cp, ldc)
				case 4:
					gemmKernel4(kc, ap, lda, bp, cp, ldc)
				case 5:
					gemmKernel5(kc, ap, lda, bp, cp, ldc)
				default:
					gemmKernel6(kc, ap, lda, bp, cp, ldc)
				}
			}
		}
	}
}
