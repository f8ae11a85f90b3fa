// Package minecmd is the ingot-mine command: `ingot-mine SKILL` (mine.go)
// turns trace records into a health report and the weakest tasks, and
// `ingot-mine ingest` (ingest.go) imports harness logs into the local trace
// store. The logic lives in pkg/mine, pkg/ingest and pkg/trace; this package
// maps flags to options, options to calls, and results to text, JSON and
// exit codes.
package minecmd
