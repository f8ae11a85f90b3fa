// Package promotecmd is the ingot-promote command: the only writer of live
// skills. Each subcommand lives in its own file with its test beside it;
// the logic is in pkg/change, and this package maps flags to options,
// options to calls, and results to text, JSON and exit codes.
package promotecmd
