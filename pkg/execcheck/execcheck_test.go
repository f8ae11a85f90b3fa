package execcheck_test

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/ingot-dev/ingot/pkg/execcheck"
	"github.com/ingot-dev/ingot/pkg/sandbox"
	"github.com/ingot-dev/ingot/pkg/sandbox/sandboxtest"
	"gopkg.in/yaml.v3"
)

// The slugify task: the fixture tests the answer's slug.py.
var slugCheck = execcheck.Spec{
	Language: "python",
	File:     "slug.py",
	Files: map[string]string{
		"tests/test_slug.py": "import sys; sys.path.insert(0, '.')\n" +
			"from slug import slugify\n" +
			"assert slugify('Hello, World!') == 'hello-world', slugify('Hello, World!')\n" +
			"assert slugify('  A  b ') == 'a-b'\n" +
			"print('2 assertions ok')\n",
	},
	Run: "python3 tests/test_slug.py",
}

const goodSlug = "Sure:\n\n```python\nimport re\n\ndef slugify(s):\n    words = re.findall(r'[a-z0-9]+', s.lower())\n    return '-'.join(words)\n```\n\nExample:\n\n```python\nprint(slugify('Hi there'))\n```\n"

const badSlug = "```python\ndef slugify(s):\n    return s.lower().replace(' ', '-')\n```\n"

func check(t *testing.T, spec execcheck.Spec, answer string) execcheck.Result {
	t.Helper()
	return execcheck.Run(context.Background(), spec, answer, execcheck.Options{Sandbox: sandboxtest.New(t)})
}

func TestPass(t *testing.T) {
	res := check(t, slugCheck, goodSlug)
	if res.Status != execcheck.Pass || !strings.Contains(res.Output, "2 assertions ok") {
		t.Fatalf("result = %+v", res)
	}
	ev := res.Evidence()
	if !strings.HasPrefix(ev, "execution check: pass: `python3 tests/test_slug.py` exited 0") || !strings.Contains(ev, "2 assertions ok") {
		t.Errorf("evidence = %q", ev)
	}
}

func TestFail(t *testing.T) {
	res := check(t, slugCheck, badSlug)
	if res.Status != execcheck.Fail || !strings.Contains(res.Reason, "exited 1") || !strings.Contains(res.Output, "AssertionError") {
		t.Fatalf("result = %+v", res)
	}
	if ev := res.Evidence(); !strings.HasPrefix(ev, "execution check: fail: ") || !strings.Contains(ev, "hello,-world!") {
		t.Errorf("evidence = %q", ev)
	}
}

func TestNoCodeBlockFails(t *testing.T) {
	res := check(t, slugCheck, "Use re.sub to replace non-alphanumerics with dashes.")
	if res.Status != execcheck.Fail || res.Reason != "the answer has no python code block" {
		t.Fatalf("result = %+v", res)
	}
}

func TestBrokenSetupIsInconclusive(t *testing.T) {
	spec := slugCheck
	spec.Setup = "test -f data/missing.csv"
	res := check(t, spec, goodSlug) // a correct answer
	if res.Status != execcheck.Inconclusive || !strings.Contains(res.Reason, "the fixture is broken: setup") {
		t.Fatalf("result = %+v", res)
	}
	if ev := res.Evidence(); !strings.Contains(ev, "says nothing about the answer") {
		t.Errorf("evidence = %q", ev)
	}
}

func TestSetupRunsFirst(t *testing.T) {
	spec := execcheck.Spec{
		Language: "sh",
		Setup:    "printf '3\\n4\\n' > numbers.txt",
		Run:      `test "$(sh solution.sh numbers.txt)" = 7`,
	}
	res := check(t, spec, "```bash\nawk '{s+=$1} END {print s}' \"$1\"\n```")
	if res.Status != execcheck.Pass {
		t.Fatalf("result = %+v", res)
	}
}

func TestMissingInterpreterIsInconclusive(t *testing.T) {
	spec := slugCheck
	spec.Run = "no-such-interpreter-xyz tests/test_slug.py"
	res := check(t, spec, goodSlug)
	if res.Status != execcheck.Inconclusive || !strings.Contains(res.Reason, "no-such-interpreter-xyz") {
		t.Fatalf("result = %+v", res)
	}
}

// An answer whose own code calls a missing command fails: the fixture's
// command exists.
func TestAnswersMissingCommandFails(t *testing.T) {
	spec := execcheck.Spec{Language: "sh", Run: "sh solution.sh"}
	res := check(t, spec, "```sh\nno-such-tool-abc --frobnicate\n```")
	if res.Status != execcheck.Fail || !strings.Contains(res.Reason, "exited 127") {
		t.Fatalf("result = %+v", res)
	}
}

func TestEndlessLoopFailsOnTimeout(t *testing.T) {
	spec := execcheck.Spec{Language: "python", Run: "python3 solution.py", Timeout: "1s"}
	res := check(t, spec, "```python\nwhile True:\n    pass\n```")
	if res.Status != execcheck.Fail || !strings.Contains(res.Reason, "timed out after 1s") {
		t.Fatalf("result = %+v", res)
	}
}

func TestMemoryHogFails(t *testing.T) {
	spec := execcheck.Spec{Language: "python", Run: "python3 solution.py"}
	res := execcheck.Run(context.Background(), spec, "```python\nx = bytearray(1 << 31)\n```",
		execcheck.Options{Sandbox: sandboxtest.New(t), Limits: sandbox.Limits{MemoryBytes: 64 << 20}})
	if res.Status != execcheck.Fail || !strings.Contains(res.Reason, "memory") {
		t.Fatalf("result = %+v", res)
	}
}

func TestJavaScript(t *testing.T) {
	if _, err := os.Stat("/usr/bin/node"); err != nil {
		t.Skip("node is not installed; javascript checks need it in the sandbox")
	}
	spec := execcheck.Spec{
		Language: "javascript",
		Files:    map[string]string{"test.js": "const add = require('./solution.js');\nif (add(2, 3) !== 5) { console.error('add(2,3) =', add(2, 3)); process.exit(1); }\n"},
		Run:      "node test.js",
	}
	if res := check(t, spec, "```js\nmodule.exports = (a, b) => a + b;\n```"); res.Status != execcheck.Pass {
		t.Errorf("good answer: %+v", res)
	}
	if res := check(t, spec, "```js\nmodule.exports = (a, b) => a - b;\n```"); res.Status != execcheck.Fail || !strings.Contains(res.Output, "add(2,3) = -1") {
		t.Errorf("bad answer: %+v", res)
	}
}

func TestSandboxOffIsInconclusive(t *testing.T) {
	marker := filepath.Join(t.TempDir(), "ran")
	spec := execcheck.Spec{Language: "sh", Run: "sh solution.sh"}
	res := execcheck.Run(context.Background(), spec, "```sh\ntouch "+marker+"\n```",
		execcheck.Options{Sandbox: sandbox.New(sandbox.Options{Mode: sandbox.ModeOff})})
	if res.Status != execcheck.Inconclusive || !strings.Contains(res.Reason, "INGOT_EXEC_SANDBOX=off") {
		t.Fatalf("result = %+v", res)
	}
	if _, err := os.Stat(marker); err == nil {
		t.Fatal("the answer's code ran with the sandbox off")
	}
}

func TestMissingBwrapIsInconclusive(t *testing.T) {
	missing := filepath.Join(t.TempDir(), "bwrap")
	res := execcheck.Run(context.Background(), slugCheck, goodSlug,
		execcheck.Options{Sandbox: sandbox.New(sandbox.Options{Bwrap: missing})})
	if res.Status != execcheck.Inconclusive || !strings.Contains(res.Reason, missing) {
		t.Fatalf("result = %+v", res)
	}
}

func TestInvalidSpecIsInconclusive(t *testing.T) {
	res := execcheck.Run(context.Background(), execcheck.Spec{Language: "cobol", Run: "true"}, goodSlug, execcheck.Options{})
	if res.Status != execcheck.Inconclusive || !strings.Contains(res.Reason, "language") {
		t.Fatalf("result = %+v", res)
	}
}

func TestValidate(t *testing.T) {
	for _, tc := range []struct {
		name  string
		spec  execcheck.Spec
		field string // "" = valid
	}{
		{"valid", slugCheck, ""},
		{"valid with timeout and setup", execcheck.Spec{Language: "bash", Setup: "true", Run: "sh solution.sh", Timeout: "30s"}, ""},
		{"no language", execcheck.Spec{Run: "true"}, "language: missing"},
		{"unknown language", execcheck.Spec{Language: "ruby", Run: "true"}, `language: unsupported "ruby"`},
		{"no run", execcheck.Spec{Language: "python"}, "run: missing"},
		{"file escapes", execcheck.Spec{Language: "python", File: "../x.py", Run: "true"}, "file: "},
		{"absolute fixture", execcheck.Spec{Language: "python", Files: map[string]string{"/etc/x": ""}, Run: "true"}, "files: "},
		{"fixture on the answer's default file", execcheck.Spec{Language: "python", Files: map[string]string{"solution.py": ""}, Run: "true"}, `files: "solution.py" is where the answer's code goes`},
		{"bad timeout", execcheck.Spec{Language: "python", Run: "true", Timeout: "ten seconds"}, "timeout: "},
		{"zero timeout", execcheck.Spec{Language: "python", Run: "true", Timeout: "0s"}, "timeout: "},
		{"huge timeout", execcheck.Spec{Language: "python", Run: "true", Timeout: "2h"}, "timeout: "},
	} {
		t.Run(tc.name, func(t *testing.T) {
			err := tc.spec.Validate()
			if tc.field == "" {
				if err != nil {
					t.Fatalf("Validate = %v", err)
				}
				return
			}
			if err == nil || !strings.Contains(err.Error(), tc.field) {
				t.Fatalf("Validate = %v, want an error containing %q", err, tc.field)
			}
		})
	}
}

// The spec reads from the `check:` YAML of an eval task and round-trips
// through JSON.
func TestSpecYAML(t *testing.T) {
	src := `
language: python
file: slug.py
files:
  test_slug.py: |
    from slug import slugify
setup: mkdir -p out
run: python3 test_slug.py
timeout: 5s
`
	var spec execcheck.Spec
	if err := yaml.Unmarshal([]byte(src), &spec); err != nil {
		t.Fatal(err)
	}
	if spec.Language != "python" || spec.File != "slug.py" || spec.Files["test_slug.py"] != "from slug import slugify\n" ||
		spec.Setup != "mkdir -p out" || spec.Run != "python3 test_slug.py" || spec.Timeout != "5s" {
		t.Fatalf("spec = %+v", spec)
	}
	if err := spec.Validate(); err != nil {
		t.Fatal(err)
	}
	b, _ := json.Marshal(spec)
	var back execcheck.Spec
	if err := json.Unmarshal(b, &back); err != nil || back.Run != spec.Run || back.Files["test_slug.py"] != spec.Files["test_slug.py"] {
		t.Fatalf("JSON round trip: %s -> %+v %v", b, back, err)
	}
}
