// Command ingot-optimize searches for a better skill body or description
// and writes candidates, never live skills.
package main

import (
	"os"

	"github.com/ingot-dev/ingot/internal/cli"
	"github.com/ingot-dev/ingot/internal/optimizecmd"
)

func main() { os.Exit(cli.Main(optimizecmd.Name, os.Args[1:], optimizecmd.NewRoot)) }
