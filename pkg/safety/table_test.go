package safety

import (
	"context"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"

	"gopkg.in/yaml.v3"
)

type tableCase struct {
	Case        string   `yaml:"case"`
	Expect      []string `yaml:"expect"` // hostile: Refuse rules that must be present
	Flags       []string `yaml:"flags"`  // benign: Flag rules that must be present
	Name        string   `yaml:"name"`
	Description string   `yaml:"description"`
	Body        string   `yaml:"body"`
}

func loadTable(t *testing.T, file string) []tableCase {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("testdata", file))
	if err != nil {
		t.Fatalf("read %s: %v", file, err)
	}
	var cs []tableCase
	if err := yaml.Unmarshal(b, &cs); err != nil {
		t.Fatalf("parse %s: %v", file, err)
	}
	return cs
}

func rulesOf(fs []Finding) []string {
	var out []string
	for _, f := range fs {
		if !slices.Contains(out, f.Rule) {
			out = append(out, f.Rule)
		}
	}
	return out
}

// TestHostile: every hostile proposal is refused, by the rule it was written
// to trip (other rules may fire too), and every refusal points at a real,
// non-empty span of the field it names.
func TestHostile(t *testing.T) {
	cases := loadTable(t, "hostile.yaml")
	if len(cases) < 40 {
		t.Fatalf("hostile table has %d cases; want at least 40", len(cases))
	}
	covered := map[string]bool{}
	for _, tc := range cases {
		t.Run(tc.Case, func(t *testing.T) {
			if len(tc.Expect) == 0 {
				t.Fatal("case lists no expected rule")
			}
			rep, err := Check(context.Background(), Proposal{Name: tc.Name, Description: tc.Description, Body: tc.Body}, Options{})
			if err != nil {
				t.Fatal(err)
			}
			got := rulesOf(rep.Refusals())
			for _, want := range tc.Expect {
				covered[want] = true
				if !slices.Contains(got, want) {
					t.Errorf("not refused by %s; refusals %v; all findings:\n%s", want, got, dump(rep.Findings))
				}
			}
			p := Proposal{Name: tc.Name, Description: tc.Description, Body: tc.Body}
			for _, f := range rep.Refusals() {
				assertSpan(t, p, f)
			}
			again, err := Check(context.Background(), p, Options{})
			if err != nil || !reflect.DeepEqual(again, rep) {
				t.Errorf("second Check differs (err %v):\n%s\nvs\n%s", err, dump(rep.Findings), dump(again.Findings))
			}
		})
	}
	for _, rule := range []string{RuleInvisible, RuleBidi, RuleTag, RuleControl, RuleOverride, RuleRoleMarker,
		RuleExfilCommand, RuleExfilDNS, RuleExfilImage, RuleExfilInstruction, RuleEncodedExec,
		RuleTamperSkills, RuleTamperHarness, RuleTamperCI, RuleTamperReview, RuleCatchAll} {
		if !covered[rule] {
			t.Errorf("no hostile case exercises %s", rule)
		}
	}
}

// TestBenign: ordinary skills are never refused, and the flags a reviewer
// should see are raised.
func TestBenign(t *testing.T) {
	cases := loadTable(t, "benign.yaml")
	for _, tc := range cases {
		t.Run(tc.Case, func(t *testing.T) {
			rep, err := Check(context.Background(), Proposal{Name: tc.Name, Description: tc.Description, Body: tc.Body}, Options{})
			if err != nil {
				t.Fatal(err)
			}
			if rep.Refused() {
				t.Errorf("refused:\n%s", dump(rep.Refusals()))
			}
			got := rulesOf(rep.Warnings())
			for _, want := range tc.Flags {
				if !slices.Contains(got, want) {
					t.Errorf("missing flag %s; flags %v", want, got)
				}
			}
		})
	}
}

// assertSpan checks that a finding's offsets lie inside its field and that
// its excerpt is non-empty.
func assertSpan(t *testing.T, p Proposal, f Finding) {
	t.Helper()
	var text string
	switch f.Field {
	case FieldName:
		text = p.Name
	case FieldDescription:
		text = p.Description
	case FieldBody:
		text = p.Body
	default:
		t.Errorf("%s: unknown field %q", f.Rule, f.Field)
		return
	}
	if f.Start < 0 || f.End > len(text) || f.Start > f.End {
		t.Errorf("%s: span [%d,%d) outside %s of %d bytes", f.Rule, f.Start, f.End, f.Field, len(text))
		return
	}
	if f.Rule != RuleName && f.Rule != RuleBodyEmpty && f.Rule != RuleDescription && (f.End == f.Start || f.Excerpt == "") {
		t.Errorf("%s: empty span or excerpt: %+v", f.Rule, f)
	}
}

func dump(fs []Finding) string {
	var b strings.Builder
	for _, f := range fs {
		b.WriteString("  ")
		b.WriteString(f.String())
		b.WriteByte('\n')
	}
	return b.String()
}
