// Package routecmd is the ingot-route command: route a task to a skill
// (one decision, or a JSONL filter on stdin), and suggest, eval,
// collisions, index and validate. Each subcommand lives in its own file
// with its test beside it; the logic is in pkg/route and pkg/lexical, and
// this package maps flags and settings to options, options to calls, and
// results to text, JSON and exit codes.
package routecmd
