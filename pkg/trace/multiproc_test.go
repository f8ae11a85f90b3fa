package trace

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"testing"
	"time"
)

// Environment of a child process started by TestMultiProcessAppend.
const (
	childEnv      = "INGOT_TRACE_TEST_CHILD"
	childPathEnv  = "INGOT_TRACE_TEST_PATH"
	childCountEnv = "INGOT_TRACE_TEST_COUNT"
	childMaxEnv   = "INGOT_TRACE_TEST_MAXBYTES"
	childStartEnv = "INGOT_TRACE_TEST_START"
)

func TestMain(m *testing.M) {
	if name := os.Getenv(childEnv); name != "" {
		if err := runChild(name); err != nil {
			fmt.Fprintln(os.Stderr, "child", name+":", err)
			os.Exit(1)
		}
		os.Exit(0)
	}
	os.Exit(m.Run())
}

// runChild appends COUNT records named <name>-<i>, singly and in batches of
// three, with bodies of varied size (some over a pipe buffer), to a store
// that rotates often.
func runChild(name string) error {
	n, err := strconv.Atoi(os.Getenv(childCountEnv))
	if err != nil {
		return err
	}
	maxBytes, err := strconv.ParseInt(os.Getenv(childMaxEnv), 10, 64)
	if err != nil {
		return err
	}
	o := DefaultOptions("")
	o.Path = os.Getenv(childPathEnv)
	o.MaxBytes, o.Backups = maxBytes, 100000
	s, err := New(o)
	if err != nil {
		return err
	}
	// Start together: wait for the parent's go signal file.
	for start := os.Getenv(childStartEnv); ; time.Sleep(time.Millisecond) {
		if _, err := os.Stat(start); err == nil {
			break
		}
	}
	ctx := context.Background()
	for i := 0; i < n; {
		k := 1
		if i%5 == 0 && i+3 <= n {
			k = 3
		}
		var batch []Record
		for j := 0; j < k; j++ {
			id := fmt.Sprintf("%s-%d", name, i+j)
			size := 50 + (i+j)*997%6000
			batch = append(batch, Record{ID: id, Task: "task " + id, Answer: strings.Repeat(name[len(name)-1:], size)})
		}
		if err := s.Append(ctx, batch...); err != nil {
			return err
		}
		i += k
	}
	return nil
}

func TestMultiProcessAppend(t *testing.T) {
	const procs, per = 6, 150
	dir := t.TempDir()
	path := dir + "/runs/traces.jsonl"
	start := dir + "/go"
	var cmds []*exec.Cmd
	for p := range procs {
		cmd := exec.Command(os.Args[0], "-test.run=^$")
		cmd.Env = append(os.Environ(),
			childEnv+"=p"+strconv.Itoa(p),
			childPathEnv+"="+path,
			childCountEnv+"="+strconv.Itoa(per),
			childMaxEnv+"=65536",
			childStartEnv+"="+start,
		)
		var out strings.Builder
		cmd.Stdout, cmd.Stderr = &out, &out
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		cmds = append(cmds, cmd)
		t.Cleanup(func() {
			if t.Failed() && out.Len() > 0 {
				t.Logf("child %d output: %s", p, out.String())
			}
		})
	}
	if err := os.WriteFile(start, nil, 0o600); err != nil {
		t.Fatal(err)
	}
	for i, cmd := range cmds {
		if err := cmd.Wait(); err != nil {
			t.Fatalf("child %d: %v", i, err)
		}
	}

	o := DefaultOptions("")
	o.Path = path
	o.MaxBytes, o.Backups = 65536, 100000
	s := mustStore(t, o)
	// Every line is one whole record whose body is intact.
	lines := 0
	scanStoreLines(t, s, func(line string) {
		lines++
		var r Record
		if err := json.Unmarshal([]byte(line), &r); err != nil {
			t.Fatalf("line %d is not one record: %v: %.120s", lines, err, line)
		}
		name := r.ID[:strings.IndexByte(r.ID, '-')]
		if strings.Trim(r.Answer, name[len(name)-1:]) != "" {
			t.Fatalf("record %s has a body mixed with another record's", r.ID)
		}
	})
	if lines != procs*per {
		t.Errorf("%d lines, want %d", lines, procs*per)
	}
	checkIntact(t, s, procs*per)
	files, _ := s.Files()
	if len(files) < 10 {
		t.Errorf("only %d files: the test should rotate many times while processes race", len(files))
	}
	t.Logf("%d processes x %d records: %d lines over %d files", procs, per, lines, len(files))
}
