package ingest

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"testing"
)

// scanMembers collects an object's members with scanObject.
func scanMembers(b []byte) (map[string]string, error) {
	out := map[string]string{}
	err := scanObject(b, func(k, v []byte) bool {
		// Keys are raw; decode them as encoding/json does (escapes,
		// invalid UTF-8) to compare.
		var key string
		if json.Unmarshal(append(append([]byte{'"'}, k...), '"'), &key) != nil {
			key = string(k)
		}
		out[key] = string(v)
		return true
	})
	return out, err
}

// sameAsEncodingJSON checks that scanObject finds exactly the members (and
// raw values) encoding/json finds in a valid object.
func sameAsEncodingJSON(t *testing.T, b []byte) {
	t.Helper()
	var want map[string]json.RawMessage
	if err := json.Unmarshal(b, &want); err != nil {
		return // not a valid object: nothing to compare
	}
	got, err := scanMembers(b)
	if err != nil {
		t.Fatalf("scanObject(%.80q): %v", b, err)
	}
	if len(got) != len(want) {
		t.Fatalf("scanObject(%.80q): %d members, encoding/json %d", b, len(got), len(want))
	}
	for k, v := range want {
		if got[k] != string(v) {
			t.Fatalf("member %q = %.60q, encoding/json %.60q", k, got[k], v)
		}
	}
}

func TestScanObjectMatchesEncodingJSONOnRealLines(t *testing.T) {
	files, _ := filepath.Glob(td("*", "*.jsonl"))
	more, _ := filepath.Glob(td("*", "*.json"))
	n := 0
	for _, f := range append(files, more...) {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, line := range bytes.Split(data, []byte("\n")) {
			if len(bytes.TrimSpace(line)) > 0 {
				sameAsEncodingJSON(t, line)
				n++
			}
		}
	}
	if n < 500 {
		t.Fatalf("only %d lines compared", n)
	}
}

func TestScanObjectEdgeCases(t *testing.T) {
	for _, s := range []string{
		`{}`, ` { } `, `{"a":1}`, `{"a":"x\"}y","b":[1,{"c":"]"}],"d":null}`,
		`{"a":"\\","b":"\\\"","c":true}`, "{\n \"a\" : [ ] ,\n \"b\" : { }\n}",
		`{"a":-1.5e3,"b":false}`, `{"k":"\u00e9\n"}`,
	} {
		sameAsEncodingJSON(t, []byte(s))
	}
	for _, s := range []string{
		`{"a":1`, `{"a":"x`, `{"a" 1}`, `{"a":1,}`, `[1]`, ``, `{"a":{"b":1}`, `{"a":1} x`, `{"a":}`,
	} {
		if _, err := scanMembers([]byte(s)); err == nil {
			t.Errorf("scanObject(%q): no error", s)
		}
	}
	var elems []string
	if err := scanArray([]byte(` [1, "a,b" ,{"x":[2]}] `), func(v []byte) bool { elems = append(elems, string(v)); return true }); err != nil || len(elems) != 3 || elems[1] != `"a,b"` || elems[2] != `{"x":[2]}` {
		t.Errorf("scanArray = %q, %v", elems, err)
	}
	var s string
	if err := jsonString([]byte(`"a\"b\u00e9"`), &s); err != nil || s != "a\"bé" {
		t.Errorf("jsonString = %q, %v", s, err)
	}
}

func FuzzScanObject(f *testing.F) {
	f.Add([]byte(`{"type":"user","message":{"content":"a \"quoted\" \\ word"}}`))
	f.Add([]byte(`{"a":[1,2,{"b":"}"}],"c":null}`))
	f.Fuzz(func(t *testing.T, b []byte) {
		sameAsEncodingJSON(t, b)
	})
}
