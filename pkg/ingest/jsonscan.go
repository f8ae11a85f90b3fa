package ingest

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
)

// A minimal scanner over JSON text that visits the members of one object (or
// the elements of one array) without decoding or validating the values it
// skips. Transcript lines carry large values nobody needs (tool output, file
// snapshots, subagent progress); skipping them in one pass, instead of
// encoding/json's validate-then-decode on every nesting level, is what makes
// importing fast. Values that are used are decoded with encoding/json, which
// validates them.

var errScan = errors.New("malformed JSON")

func scanErr(at int, what string) error {
	return fmt.Errorf("%w: %s at offset %d", errScan, what, at)
}

func skipWS(b []byte, i int) int {
	for i < len(b) && (b[i] == ' ' || b[i] == '\t' || b[i] == '\n' || b[i] == '\r') {
		i++
	}
	return i
}

// skipString returns the index just past the string starting at b[i] == '"'.
func skipString(b []byte, i int) (int, error) {
	j := i + 1
	for {
		k := bytes.IndexByte(b[j:], '"')
		if k < 0 {
			return 0, scanErr(i, "unterminated string")
		}
		j += k
		// The quote is escaped when an odd number of backslashes precede it.
		n := 0
		for m := j - 1; m > i && b[m] == '\\'; m-- {
			n++
		}
		if n%2 == 0 {
			return j + 1, nil
		}
		j++
	}
}

// skipValue returns the index just past the value starting at b[i].
func skipValue(b []byte, i int) (int, error) {
	if i >= len(b) {
		return 0, scanErr(i, "missing value")
	}
	switch b[i] {
	case '"':
		return skipString(b, i)
	case '{', '[':
		depth := 0
		for j := i; j < len(b); j++ {
			switch b[j] {
			case '"':
				end, err := skipString(b, j)
				if err != nil {
					return 0, err
				}
				j = end - 1
			case '{', '[':
				depth++
			case '}', ']':
				depth--
				if depth == 0 {
					return j + 1, nil
				}
			}
		}
		return 0, scanErr(i, "unterminated object or array")
	default:
		j := i
		for j < len(b) {
			c := b[j]
			if c == ',' || c == '}' || c == ']' || c == ' ' || c == '\t' || c == '\n' || c == '\r' {
				break
			}
			j++
		}
		if j == i {
			return 0, scanErr(i, "unexpected character")
		}
		return j, nil
	}
}

// scanObject calls fn for each member of the object in b (raw key without
// its quotes, raw value) until fn returns false. Keys are compared raw: the
// keys this package reads contain no escapes.
func scanObject(b []byte, fn func(key, val []byte) bool) error {
	i := skipWS(b, 0)
	if i >= len(b) || b[i] != '{' {
		return scanErr(i, "not an object")
	}
	i = skipWS(b, i+1)
	if i < len(b) && b[i] == '}' {
		return trailing(b, i+1)
	}
	for {
		if i >= len(b) || b[i] != '"' {
			return scanErr(i, "expected a key")
		}
		kEnd, err := skipString(b, i)
		if err != nil {
			return err
		}
		key := b[i+1 : kEnd-1]
		i = skipWS(b, kEnd)
		if i >= len(b) || b[i] != ':' {
			return scanErr(i, "expected ':'")
		}
		i = skipWS(b, i+1)
		vEnd, err := skipValue(b, i)
		if err != nil {
			return err
		}
		if !fn(key, b[i:vEnd]) {
			return nil
		}
		i = skipWS(b, vEnd)
		if i >= len(b) {
			return scanErr(i, "unterminated object")
		}
		switch b[i] {
		case ',':
			i = skipWS(b, i+1)
		case '}':
			return trailing(b, i+1)
		default:
			return scanErr(i, "expected ',' or '}'")
		}
	}
}

// scanArray calls fn for each element of the array in b.
func scanArray(b []byte, fn func(val []byte) bool) error {
	i := skipWS(b, 0)
	if i >= len(b) || b[i] != '[' {
		return scanErr(i, "not an array")
	}
	i = skipWS(b, i+1)
	if i < len(b) && b[i] == ']' {
		return nil
	}
	for {
		vEnd, err := skipValue(b, i)
		if err != nil {
			return err
		}
		if !fn(b[i:vEnd]) {
			return nil
		}
		i = skipWS(b, vEnd)
		if i >= len(b) {
			return scanErr(i, "unterminated array")
		}
		switch b[i] {
		case ',':
			i = skipWS(b, i+1)
		case ']':
			return nil
		default:
			return scanErr(i, "expected ',' or ']'")
		}
	}
}

func trailing(b []byte, i int) error {
	if i = skipWS(b, i); i != len(b) {
		return scanErr(i, "data after the object")
	}
	return nil
}

// jsonString decodes a JSON string value ("null" leaves dst alone).
func jsonString(v []byte, dst *string) error {
	if len(v) == 4 && string(v) == "null" {
		return nil
	}
	if len(v) < 2 || v[0] != '"' || v[len(v)-1] != '"' {
		return errors.New("not a string")
	}
	inner := v[1 : len(v)-1]
	plain := true
	for _, c := range inner {
		if c == '\\' || c < 0x20 {
			plain = false
			break
		}
	}
	if plain {
		*dst = string(inner)
		return nil
	}
	return json.Unmarshal(v, dst)
}

// jsonBool decodes true/false ("null" leaves dst alone).
func jsonBool(v []byte, dst *bool) error {
	switch string(v) {
	case "true":
		*dst = true
	case "false":
	case "null":
	default:
		return errors.New("not a boolean")
	}
	return nil
}

// jsonNumber decodes a number ("null" leaves dst alone).
func jsonNumber(v []byte, dst *float64) error {
	if string(v) == "null" {
		return nil
	}
	f, err := strconv.ParseFloat(string(v), 64)
	if err != nil {
		return errors.New("not a number")
	}
	*dst = f
	return nil
}
