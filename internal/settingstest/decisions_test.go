package settingstest

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/ingot-dev/ingot/internal/testcorpus"
	"github.com/ingot-dev/ingot/internal/testutil"
	"github.com/ingot-dev/ingot/pkg/embed/uselite"
)

// cleanEnv is testutil.CleanEnv (no INGOT_* or OPENAI_* settings leak in).
func cleanEnv(vars map[string]string) []string { return testutil.CleanEnv(vars) }

// decision is what both programs must agree on.
type decision struct {
	Match        any     `json:"match"`
	RelatedMatch any     `json:"related_match"`
	Novel        bool    `json:"novel"`
	Revision     any     `json:"revision"`
	Score        float64 `json:"score"`
}

func (d decision) String() string {
	return fmt.Sprintf("match=%v related=%v novel=%v score=%.4f", d.Match, d.RelatedMatch, d.Novel, d.Score)
}

// TestSameSettingsSameDecision routes the 149 dev-set tasks through the built
// ingot-route and ingot-mcp (route_and_load over stdio) under several
// settings — bands moved, the encoder fused in with a weight large enough
// to change some top skills — and requires the same decision from both.
func TestSameSettingsSameDecision(t *testing.T) {
	dir := t.TempDir()
	routeBin, err := testutil.BuildCommand(dir, "ingot-route")
	if err != nil {
		t.Fatal(err)
	}
	mcpBin, err := testutil.BuildCommand(dir, "ingot-mcp")
	if err != nil {
		t.Fatal(err)
	}
	settings := []map[string]string{
		{},
		{"INGOT_MIN_SCORE": "0.30", "INGOT_RELATED_SCORE": "0.25"},
	}
	if _, err := os.Stat(filepath.Join(uselite.DefaultDir(os.Getenv), "model.json")); err == nil || os.Getenv("INGOT_REQUIRE_MODELS") == "1" {
		settings = append(settings, map[string]string{"INGOT_DENSE_WEIGHT": "10"})
	} else {
		t.Logf("USE-Lite weights not found in %s: the fused-encoder setting is not compared (make models)", uselite.DefaultDir(os.Getenv))
	}
	tasks := testcorpus.DevTasks(t)
	var requests strings.Builder
	for _, task := range tasks {
		b, _ := json.Marshal(map[string]string{"task": task, "harness": "codex"})
		requests.Write(append(b, '\n'))
	}
	for _, vars := range settings {
		home := t.TempDir()
		vars["INGOT_HOME"] = home
		vars["INGOT_SKILL_PATHS"] = testcorpus.Skills(t)
		cmd := exec.Command(mcpBin)
		cmd.Dir, cmd.Env = home, cleanEnv(vars)
		cs, err := mcp.NewClient(&mcp.Implementation{Name: "settings-test", Version: "1"}, nil).
			Connect(context.Background(), &mcp.CommandTransport{Command: cmd}, nil)
		if err != nil {
			t.Fatalf("%v: connect to ingot-mcp: %v", vars, err)
		}
		// ingot-route in filter mode: one decision per request line.
		c := exec.Command(routeBin)
		c.Dir, c.Env, c.Stdin = home, cleanEnv(vars), strings.NewReader(requests.String())
		out, err := c.Output()
		if err != nil {
			t.Fatalf("ingot-route: %v", err)
		}
		lines := strings.Split(strings.TrimSpace(string(out)), "\n")
		if len(lines) != len(tasks) {
			t.Fatalf("ingot-route answered %d of %d requests", len(lines), len(tasks))
		}
		for i, task := range tasks {
			var cli decision
			if err := json.Unmarshal([]byte(lines[i]), &cli); err != nil {
				t.Fatal(err)
			}
			res, err := cs.CallTool(context.Background(), &mcp.CallToolParams{Name: "route_and_load",
				Arguments: map[string]any{"task": task, "harness": "codex"}})
			if err != nil || res.IsError {
				t.Fatalf("route_and_load: %v %+v", err, res)
			}
			b, _ := json.Marshal(res.StructuredContent)
			var srv decision
			if err := json.Unmarshal(b, &srv); err != nil {
				t.Fatal(err)
			}
			if cli.String() != srv.String() || fmt.Sprint(cli.Revision) != fmt.Sprint(srv.Revision) {
				t.Errorf("%v %q:\n  ingot-route %s\n  ingot-mcp   %s", vars, task, cli, srv)
			}
		}
		cs.Close()
	}
}
