//go:build !amd64 || purego

package uselite

// bestKernel returns the portable kernel: there is no assembly for this
// architecture (or the purego build tag is set).
func bestKernel() kernel { return genericKernel }
