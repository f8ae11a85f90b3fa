package setting

import (
	"testing"
	"time"
)

func TestParseBool(t *testing.T) {
	for in, want := range map[string]bool{"y": true, "YES": true, " on ": true, "1": true, "t": true, "n": false, "off": false, "0": false, "False": false} {
		if got, ok := ParseBool(in); !ok || got != want {
			t.Errorf("ParseBool(%q) = %v, %v", in, got, ok)
		}
	}
	for _, bad := range []string{"", "maybe", "2", "yess"} {
		if _, ok := ParseBool(bad); ok {
			t.Errorf("ParseBool(%q) accepted", bad)
		}
	}
	if _, err := Bool("INGOT_X", "maybe", false); err == nil || err.Error() != `INGOT_X="maybe": not a boolean (true/false, 1/0, yes/no, on/off)` {
		t.Errorf("err = %v", err)
	}
	if b, err := Bool("INGOT_X", "", true); err != nil || !b {
		t.Errorf("default not used")
	}
}

func TestParseDurationAndSize(t *testing.T) {
	if d, err := ParseDuration("1.5"); err != nil || d != 1500*time.Millisecond {
		t.Errorf("ParseDuration(1.5) = %v, %v", d, err)
	}
	for _, bad := range []string{"-1", "-1s", "soon"} {
		if _, err := ParseDuration(bad); err == nil {
			t.Errorf("ParseDuration(%q) accepted", bad)
		}
	}
	if n, err := ParseSize("10MiB"); err != nil || n != 10<<20 {
		t.Errorf("ParseSize = %v, %v", n, err)
	}
	for _, bad := range []string{"-1", "lots", "99999999999999999999"} {
		if _, err := ParseSize(bad); err == nil {
			t.Errorf("ParseSize(%q) accepted", bad)
		}
	}
}
