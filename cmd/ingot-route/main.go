// Command ingot-route routes a task to a skill and measures the router:
// one decision per task, a JSONL filter mode, suggest, eval, collisions,
// index and validate. The logic lives in internal/routecmd and pkg/route.
package main

import (
	"os"

	"github.com/ingot-dev/ingot/internal/routecmd"
)

func main() { os.Exit(routecmd.Main()) }
