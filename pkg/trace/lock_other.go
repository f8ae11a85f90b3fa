//go:build !unix && !windows

package trace

import "os"

// On platforms without file locking (js/wasm, plan9) there is one process
// per store; the Store's own mutex serialises its writers.
func tryLock(f *os.File, exclusive bool) (busy bool, err error) { return false, nil }

func unlock(f *os.File) error { return nil }
