// Command ingot-ab measures a challenger skill against the live champion
// on held-out tasks, computes the gate verdict and writes the evidence
// bundle ingot-promote reads; it also runs the reference agent.
package main

import (
	"os"

	"github.com/ingot-dev/ingot/internal/abcmd"
)

func main() { os.Exit(abcmd.Main()) }
