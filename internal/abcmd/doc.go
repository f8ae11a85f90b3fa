// Package abcmd is the ingot-ab command: the A/B measurement of a
// challenger against the live champion (the root command), --replay of a
// bundle, validate (an eval set, without calling a model) and agent (the
// reference agent). The logic lives in pkg/ab, pkg/evalset and pkg/agent.
package abcmd
