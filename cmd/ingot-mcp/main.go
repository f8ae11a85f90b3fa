// Command ingot-mcp serves a skill library to agents over the Model Context
// Protocol, on stdio or streamable HTTP.
package main

import (
	"os"

	"github.com/ingot-dev/ingot/internal/mcpcmd"
)

func main() { os.Exit(mcpcmd.Main()) }
