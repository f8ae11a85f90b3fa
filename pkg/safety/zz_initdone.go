package safety

// This file's name sorts last, so its init function runs after every
// other of the package's: patterns made from here on are made by checks
// (see lazyRegexp).
func init() { initDone = true }
