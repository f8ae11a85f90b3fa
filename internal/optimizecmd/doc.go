// Package optimizecmd is the ingot-optimize command: `ingot-optimize
// SKILL` (body.go) runs the body pass, or with --description the routing
// pass (description.go); `draft` (draft.go) drafts an eval set and `loop`
// (loop.go) runs mine → optimize → ab → promote propose for unhealthy
// skills. The search itself lives in pkg/optimize; this package maps flags
// to options, options to calls, and results to records, text and exit
// codes.
package optimizecmd
