package uselite

// bestKernel returns the fastest matrix kernel this CPU supports.
func bestKernel() kernel { return genericKernel }
