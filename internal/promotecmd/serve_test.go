package promotecmd

import (
	"bufio"
	"encoding/json"
	"net/http"
	"os"
	"os/user"
	"regexp"
	"strings"
	"testing"
)

func TestServeRefusesARemoteAddressWithoutTokenAndFlag(t *testing.T) {
	h := newHome(t)
	if code, _, errOut := h.run("serve", "--addr", "0.0.0.0:8080"); code != 2 || !strings.Contains(errOut, "--allow-remote") {
		t.Fatalf("remote without --allow-remote: exit %d, %q", code, errOut)
	}
	if code, _, errOut := h.run("serve", "--addr", "0.0.0.0:8080", "--allow-remote"); code != 2 || !strings.Contains(errOut, "INGOT_UI_TOKEN") {
		t.Fatalf("remote without a token: exit %d, %q", code, errOut)
	}
	if code, _, errOut := h.run("serve", "--addr", "8080"); code != 2 || !strings.Contains(errOut, "HOST:PORT") {
		t.Fatalf("bad address: exit %d, %q", code, errOut)
	}
}

func TestServeAsAProcess(t *testing.T) {
	h := newHome(t)
	h.addSkill("pdf", "Old.", nil)
	h.propose("pdf", "New.")
	c := h.command(nil, "serve", "--addr", "127.0.0.1:0")
	stderr, err := c.StderrPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := c.Start(); err != nil {
		t.Fatal(err)
	}
	defer func() { _ = c.Process.Kill(); _ = c.Wait() }()
	sc := bufio.NewScanner(stderr)
	var url string
	re := regexp.MustCompile(`review desk at (http://127\.0\.0\.1:\d+/)`)
	for sc.Scan() {
		if m := re.FindStringSubmatch(sc.Text()); m != nil {
			url = m[1]
			break
		}
	}
	if url == "" {
		t.Fatalf("serve never said where it listens (%v)", sc.Err())
	}
	go func() {
		for sc.Scan() { // keep draining the log
		}
	}()
	resp, err := http.Get(url + "api/session")
	if err != nil {
		t.Fatal(err)
	}
	var s struct{ Actor, CSRF string }
	_ = json.NewDecoder(resp.Body).Decode(&s)
	resp.Body.Close()
	want := "local-operator"
	if u, err := user.Current(); err == nil && u.Username != "" {
		want = u.Username
	}
	if resp.StatusCode != 200 || s.Actor != want || len(s.CSRF) != 64 {
		t.Fatalf("session = %d %+v, want actor %q", resp.StatusCode, s, want)
	}
	resp, err = http.Get(url + "api/pending")
	if err != nil || resp.StatusCode != 200 {
		t.Fatalf("pending = %v %v", resp, err)
	}
	resp.Body.Close()
	if err := c.Process.Signal(os.Interrupt); err != nil {
		t.Fatal(err)
	}
	err = c.Wait()
	if c.ProcessState.ExitCode() != 130 {
		t.Fatalf("serve after SIGINT: %v (exit %d), want 130", err, c.ProcessState.ExitCode())
	}
}

// TestServeJSONSaysWhereItListens: with --json the listening address comes
// as one JSON line on stdout, for scripts that ask for port 0.
func TestServeJSONSaysWhereItListens(t *testing.T) {
	h := newHome(t)
	h.addSkill("pdf", "Old.", nil)
	c := h.command(nil, "serve", "--addr", "127.0.0.1:0", "--json")
	stdout, err := c.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := c.Start(); err != nil {
		t.Fatal(err)
	}
	defer func() { _ = c.Process.Kill(); _ = c.Wait() }()
	var got struct{ URL, Addr, Home, Actor string }
	if err := json.NewDecoder(stdout).Decode(&got); err != nil {
		t.Fatalf("no JSON line on stdout: %v", err)
	}
	if !strings.HasPrefix(got.URL, "http://127.0.0.1:") || got.Addr == "" || got.Home == "" || got.Actor == "" {
		t.Fatalf("serve --json = %+v", got)
	}
	resp, err := http.Get(got.URL + "api/pending")
	if err != nil || resp.StatusCode != 200 {
		t.Fatalf("pending at the announced URL = %v %v", resp, err)
	}
	resp.Body.Close()
}
