// Command ingot-promote proposes, reviews, approves, rejects and rolls back
// changes to skills; it is the only writer of live skills.
package main

import (
	"os"

	"github.com/ingot-dev/ingot/internal/promotecmd"
)

func main() { os.Exit(promotecmd.Main()) }
