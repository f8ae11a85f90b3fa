// Package settingstest holds the tests that hold every binary to the one
// settings registry (pkg/config.Registry): a bad value is refused the same
// way by each program that reads it, the registry names every variable the
// code reads, and its documented defaults are the ones the code uses.
package settingstest
