// Package e2e runs the built binaries of cmd/* as a user does: the help
// and usage errors of every command of every binary (binaries are
// discovered from cmd/, so new ones are included), signals, and the
// README's "Your own skills in ten minutes" path. It has no code of its
// own, only tests.
package e2e
