package evidence

import (
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/ingot-dev/ingot/pkg/gate"
	"github.com/ingot-dev/ingot/pkg/revision"
)

func TestCheckSkillID(t *testing.T) {
	// Skill names of any script are ids too (skill.ValidName).
	good := []string{"pdf", "anthropics/pdf", "a/b/c-d", "skill-creator", "0x", "résumé-builder", "团队/日本語", "ۋايفاي-ug"}
	bad := []string{"", "..", "../x", "a/../b", "/abs", "a//b", "a/", "Upper", "a_b", "a.b", "-flag", "a/-b", "a\\b", "a b", strings.Repeat("a", MaxSkillIDLen+1), "Résumé", "e\u0301", "\ufb01le", "a\u200bb", "a\x00b"}
	for _, id := range good {
		if err := CheckSkillID(id); err != nil {
			t.Errorf("CheckSkillID(%q) = %v, want nil", id, err)
		}
	}
	for _, id := range bad {
		if err := CheckSkillID(id); !errors.Is(err, ErrInvalidSkillID) {
			t.Errorf("CheckSkillID(%q) = %v, want ErrInvalidSkillID", id, err)
		}
	}
}

func TestSkillKeyRoundTrip(t *testing.T) {
	for id, want := range map[string]string{"pdf": "pdf", "anthropics/pdf": "anthropics__pdf", "a/b/c": "a__b__c"} {
		key, err := SkillKey(id)
		if err != nil || key != want {
			t.Fatalf("SkillKey(%q) = %q, %v; want %q", id, key, err, want)
		}
		back, err := SkillIDFromKey(key)
		if err != nil || back != id {
			t.Fatalf("SkillIDFromKey(%q) = %q, %v; want %q", key, back, err, id)
		}
	}
	if _, err := SkillKey("../etc"); err == nil {
		t.Fatal("SkillKey accepted ../etc")
	}
	if _, err := SkillIDFromKey("a____b"); err == nil {
		t.Fatal("SkillIDFromKey accepted a key decoding to an empty segment")
	}
}

func rev(s string) revision.ID { return revision.Manifest{{Path: s, Size: 1}}.ID() }

func validBundle() *Bundle {
	g := gate.Pass()
	m1, m2 := 0.4, 0.8
	return &Bundle{
		Schema: Schema, Skill: "anthropics/pdf", Pass: PassBody,
		Created:    time.Date(2026, 3, 1, 12, 0, 0, 0, time.UTC),
		Champion:   Side{Revision: rev("a"), Components: &Components{Description: "d", Body: "old"}, Mean: &m1},
		Challenger: Side{Revision: rev("b"), Components: &Components{Description: "d", Body: "new"}, Mean: &m2},
		Changed:    []string{"body"},
		Cases:      []Case{{Index: 0, ChampionScore: 0.4, ChallengerScore: 0.8, Delta: 0.4}},
		Gate:       &g,
	}
}

func TestValidateNamesTheField(t *testing.T) {
	cases := []struct {
		field string
		edit  func(b *Bundle)
	}{
		{"schema", func(b *Bundle) { b.Schema = "skill-router/evidence/v1" }},
		{"skill", func(b *Bundle) { b.Skill = "../pdf" }},
		{"pass", func(b *Bundle) { b.Pass = "" }},
		{"challenger.revision", func(b *Bundle) { b.Challenger.Revision = revision.ID{} }},
		{"challenger.components", func(b *Bundle) { b.Challenger.Components = nil }},
		{"challenger.components.description", func(b *Bundle) { b.Challenger.Components.Description = " " }},
		{"challenger.components.files", func(b *Bundle) { b.Challenger.Components.Files = map[string]string{"../x": ""} }},
		{"champion.revision", func(b *Bundle) { b.Champion.Revision = revision.ID{} }},
		{"champion.revision", func(b *Bundle) { b.Pass = PassNew }},
		{"gate", func(b *Bundle) { b.Gate = nil }},
		{"gate", func(b *Bundle) { b.Gate.Blocked = []string{"x"} }},
	}
	for _, c := range cases {
		b := validBundle()
		c.edit(b)
		err := b.Validate()
		var fe *FieldError
		if !errors.As(err, &fe) || fe.Field != c.field {
			t.Errorf("Validate after editing %s = %v, want a FieldError on %s", c.field, err, c.field)
		}
	}
	if err := validBundle().Validate(); err != nil {
		t.Fatalf("valid bundle: %v", err)
	}
}

func TestWriteLoadRoundTrip(t *testing.T) {
	runs := t.TempDir()
	now := time.Date(2026, 3, 1, 12, 0, 0, 0, time.UTC)
	dir, err := NewDir(runs, "anthropics/pdf", now)
	if err != nil {
		t.Fatal(err)
	}
	if want := filepath.Join(runs, "evidence", "anthropics__pdf", "20260301T120000Z"); dir != want {
		t.Fatalf("NewDir = %s, want %s", dir, want)
	}
	dir2, err := NewDir(runs, "anthropics/pdf", now)
	if err != nil || filepath.Base(dir2) != "20260301T120000Z-2" {
		t.Fatalf("second NewDir in the same second = %s, %v", dir2, err)
	}
	b := validBundle()
	if err := Write(dir, b); err != nil {
		t.Fatal(err)
	}
	got, err := Load(dir)
	if err != nil {
		t.Fatal(err)
	}
	b.Gate = ptr(b.Gate.Normalize())
	if !reflect.DeepEqual(got, b) {
		t.Fatalf("round trip differs:\n got %+v\nwant %+v", got, b)
	}
	md, err := os.ReadFile(filepath.Join(dir, MarkdownFile))
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"# Evidence: anthropics/pdf (body pass)\n\n## Verdict: PASS\n", "| Mean held-out score | 0.400 | 0.800 | +0.400 |", "Changed components: body", "| 0 | 0.400 | 0.800 | +0.400 | none |"} {
		if !strings.Contains(string(md), want) {
			t.Errorf("EVIDENCE.md lacks %q:\n%s", want, md)
		}
	}
}

func ptr[T any](v T) *T { return &v }

func TestLoadErrorsNameTheFile(t *testing.T) {
	dir := t.TempDir()
	if _, err := Load(dir); err == nil || !strings.Contains(err.Error(), filepath.Join(dir, JSONFile)) {
		t.Fatalf("missing evidence.json: %v", err)
	}
	if err := os.WriteFile(filepath.Join(dir, JSONFile), []byte(`{"schema":`), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := Load(dir); err == nil || !strings.Contains(err.Error(), filepath.Join(dir, JSONFile)) || !strings.Contains(err.Error(), "invalid JSON") {
		t.Fatalf("truncated evidence.json: %v", err)
	}
	b := validBundle()
	b.Gate = nil
	data, _ := json.Marshal(b)
	if err := os.WriteFile(filepath.Join(dir, JSONFile), data, 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := Load(dir); err == nil || !strings.Contains(err.Error(), "gate: missing") {
		t.Fatalf("bundle without gate: %v", err)
	}
}

func TestBlockedMarkdown(t *testing.T) {
	b := validBundle()
	b.Gate = &gate.Verdict{Blocked: []string{"margin +0.01 < required +0.15"}, Warnings: []string{"w1", "w2"}}
	b.Note = "Demo bundle:\nhand-written."
	md := string(Markdown(b))
	for _, want := range []string{"> Demo bundle: hand-written.", "## Verdict: BLOCKED\n\nBlocked because:\n\n- margin +0.01 < required +0.15\n", "Warnings:\n\n- w1\n- w2\n"} {
		if !strings.Contains(md, want) {
			t.Errorf("EVIDENCE.md lacks %q:\n%s", want, md)
		}
	}
}

func TestChanged(t *testing.T) {
	a := Components{Description: "d", Body: "body\n", Files: map[string]string{"ref.md": "x"}}
	b := Components{Description: "d ", Body: "body", Files: map[string]string{"ref.md": "y", "new.md": "n"}}
	if got, want := Changed(a, b), []string{"file:new.md", "file:ref.md"}; !reflect.DeepEqual(got, want) {
		t.Fatalf("Changed = %v, want %v", got, want)
	}
	b.Body = "other"
	b.Description = "e"
	if got := Changed(a, b); got[0] != "description" || got[1] != "body" {
		t.Fatalf("Changed = %v", got)
	}
}

func TestRecordMatches(t *testing.T) {
	b := validBundle()
	r := NewRecord("runs/evidence/anthropics__pdf/x", b)
	if err := r.Check(); err != nil {
		t.Fatal(err)
	}
	if err := r.Matches(b); err != nil {
		t.Fatal(err)
	}
	data, err := json.Marshal(r)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(data), `"kind":"evidence","v":1`) {
		t.Fatalf("record JSON %s", data)
	}
	r2 := r
	r2.ChallengerRevision = rev("c")
	var fe *FieldError
	if err := r2.Matches(b); !errors.As(err, &fe) || fe.Field != "challenger_revision" {
		t.Fatalf("Matches with another challenger = %v", err)
	}
	r3 := r
	r3.Gate = &gate.Verdict{}
	if err := r3.Matches(b); !errors.As(err, &fe) || fe.Field != "gate" {
		t.Fatalf("Matches with another gate = %v", err)
	}
	// A new-skill record omits the champion revision entirely.
	nb := validBundle()
	nb.Pass, nb.Champion = PassNew, Side{}
	data, _ = json.Marshal(NewRecord("x", nb))
	if strings.Contains(string(data), "champion_revision") {
		t.Fatalf("new-skill record carries a champion revision: %s", data)
	}
}

func measuredBundle(champ, chall []float64) *Bundle {
	b := validBundle()
	b.Cases = nil
	in := &gate.Input{Pass: gate.PassBody}
	for i := range champ {
		id := string(rune('a' + i))
		in.Cases = append(in.Cases, gate.Case{ID: id, Champion: champ[i], Challenger: chall[i]})
		b.Cases = append(b.Cases, Case{Index: i, ChampionScore: champ[i], ChallengerScore: chall[i], Delta: chall[i] - champ[i]})
	}
	b.GateInput = in
	v := gate.Evaluate(*in, gate.DefaultSettings())
	b.Gate = &v
	return b
}

func TestRecomputeMatchesAMeasuredVerdict(t *testing.T) {
	b := measuredBundle([]float64{0.1, 0.2, 0.3}, []float64{0.9, 0.8, 0.9})
	v, err := b.Recompute(gate.DefaultSettings())
	if err != nil || !v.Allows() {
		t.Fatalf("Recompute = %+v, %v; want PASS", v, err)
	}
}

func TestRecomputeRefusesAForgedPass(t *testing.T) {
	// A losing challenger whose stored gate was edited to promotable.
	b := measuredBundle([]float64{0.8, 0.8, 0.8}, []float64{0.2, 0.9, 0.9})
	forged := gate.Pass()
	b.Gate = &forged
	v, err := b.Recompute(gate.DefaultSettings())
	if err == nil || v.Allows() || !strings.Contains(err.Error(), "says PASS but its own measurements give BLOCKED") {
		t.Fatalf("Recompute = %+v, %v; want a refusal", v, err)
	}
	// Editing the displayed case scores instead is caught too.
	b = measuredBundle([]float64{0.8, 0.8, 0.8}, []float64{0.2, 0.9, 0.9})
	b.Cases[0].ChallengerScore = 1
	if _, err := b.Recompute(gate.DefaultSettings()); err == nil || !strings.Contains(err.Error(), "cases[0]") {
		t.Fatalf("err = %v", err)
	}
}

func TestRecomputeUnderStricterSettings(t *testing.T) {
	b := measuredBundle([]float64{0.5, 0.5, 0.5}, []float64{0.7, 0.7, 0.7})
	s := gate.DefaultSettings()
	s.MinMargin = 0.3
	if _, err := b.Recompute(s); err == nil {
		t.Fatal("a PASS that the settings in force block must be refused")
	}
}

func TestRecomputeWithoutMeasurementIsUnmeasured(t *testing.T) {
	b := validBundle() // declares PASS, measured nothing
	v, err := b.Recompute(gate.DefaultSettings())
	if err == nil || v.Status() != "UNMEASURED" {
		t.Fatalf("Recompute = %+v, %v", v, err)
	}
	blocked := gate.Verdict{Blocked: []string{"x"}}
	b.Gate = &blocked
	if v, err := b.Recompute(gate.DefaultSettings()); err != nil || v.Status() != "UNMEASURED" {
		t.Fatalf("Recompute = %+v, %v", v, err)
	}
}

// A benchmark bundle's gate_input carries the worse-task rule its bench
// section declares: dropping it (or turning it into a warning) while the
// bench section says made-worse tasks block is caught.
func TestRecomputeBenchWorseRule(t *testing.T) {
	b := measuredBundle([]float64{0.1, 0.2, 0.3, 1}, []float64{0.9, 0.8, 0.9, 0.9})
	b.GateInput.WorseTasks = gate.WorseBlock
	b.Bench = &Bench{Tasks: "bench", Harness: "builtin", Repeat: 1}
	v := gate.Evaluate(*b.GateInput, gate.DefaultSettings())
	b.Gate = &v
	if _, err := b.Recompute(gate.DefaultSettings()); err != nil {
		t.Fatalf("consistent bench bundle: %v", err)
	}
	for _, worse := range []string{"", gate.WorseWarn} {
		b.GateInput.WorseTasks = worse
		v := gate.Evaluate(*b.GateInput, gate.DefaultSettings())
		b.Gate = &v
		if _, err := b.Recompute(gate.DefaultSettings()); err == nil || !strings.Contains(err.Error(), "worse_tasks") {
			t.Fatalf("worse_tasks %q with allow_worse false: err = %v", worse, err)
		}
	}
	b.Bench.AllowWorse = true // --allow-worse: the rule warns
	if _, err := b.Recompute(gate.DefaultSettings()); err != nil {
		t.Fatalf("allow_worse with worse_tasks warn: %v", err)
	}
}
