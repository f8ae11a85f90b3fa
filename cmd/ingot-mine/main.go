// Command ingot-mine turns traces into a skill's health report and the
// tasks it serves worst, and imports traces from harness logs (ingest).
package main

import (
	"os"

	"github.com/ingot-dev/ingot/internal/cli"
	"github.com/ingot-dev/ingot/internal/minecmd"
)

func main() { os.Exit(cli.Main(minecmd.Name, os.Args[1:], minecmd.NewRoot)) }
