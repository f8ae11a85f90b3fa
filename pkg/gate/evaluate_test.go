package gate

import (
	"math"
	"strings"
	"testing"
)

// cases builds paired cases from champion and challenger score lists.
func cases(champ, chall []float64) []Case {
	out := make([]Case, len(champ))
	for i := range champ {
		out[i] = Case{ID: string(rune('a' + i)), Champion: champ[i], Challenger: chall[i]}
	}
	return out
}

func winning() Input {
	return Input{Pass: PassBody, Cases: cases([]float64{0.2, 0.3, 0.4, 0.2}, []float64{0.8, 0.9, 0.7, 0.6})}
}

func hasBlock(v Verdict, sub string) bool {
	for _, b := range v.Blocked {
		if strings.Contains(b, sub) {
			return true
		}
	}
	return false
}

func hasWarn(v Verdict, sub string) bool {
	for _, b := range v.Warnings {
		if strings.Contains(b, sub) {
			return true
		}
	}
	return false
}

func TestEvaluatePassesAClearWin(t *testing.T) {
	v := Evaluate(winning(), DefaultSettings())
	if !v.Allows() || v.Status() != "PASS" {
		t.Fatalf("verdict = %+v, want PASS", v)
	}
	if v.Stats == nil || v.Stats.N != 4 || math.Abs(v.Stats.Delta-0.475) > 1e-9 {
		t.Fatalf("stats = %+v", v.Stats)
	}
	if !hasWarn(v, "few samples") {
		t.Fatalf("4 samples should warn about few samples: %v", v.Warnings)
	}
}

func TestEvaluateMargin(t *testing.T) {
	in := Input{Pass: PassBody, Cases: cases([]float64{0.5, 0.6, 0.7}, []float64{0.6, 0.7, 0.8})}
	v := Evaluate(in, DefaultSettings())
	if !hasBlock(v, "margin +0.10 < required +0.15") {
		t.Fatalf("blocked = %v", v.Blocked)
	}
	// Exactly the margin passes.
	in = Input{Pass: PassBody, Cases: cases([]float64{0.5, 0.5, 0.5}, []float64{0.65, 0.65, 0.65})}
	if v := Evaluate(in, DefaultSettings()); hasBlock(v, "margin") {
		t.Fatalf("a margin equal to the minimum must pass: %v", v.Blocked)
	}
}

func TestEvaluateMinSamples(t *testing.T) {
	in := Input{Pass: PassBody, Cases: cases([]float64{0, 0}, []float64{1, 1})}
	if v := Evaluate(in, DefaultSettings()); !hasBlock(v, "only 2 held-out tasks (< 3)") {
		t.Fatalf("blocked = %v", v.Blocked)
	}
}

func TestEvaluateCatastrophicRegression(t *testing.T) {
	in := Input{Pass: PassBody, Cases: cases([]float64{0.6, 0, 0, 0}, []float64{0.4, 1, 1, 1})}
	v := Evaluate(in, DefaultSettings())
	if !hasBlock(v, "catastrophic regression on 1 task(s) the champion passed: a") {
		t.Fatalf("blocked = %v", v.Blocked)
	}
}

func TestEvaluateLeakageAndIncomplete(t *testing.T) {
	in := winning()
	in.Leakage = []string{"holdout 1 ~ train 3 (0.97)"}
	in.Incomplete = "INGOT_MAX_RUN_USD reached"
	v := Evaluate(in, DefaultSettings())
	if !hasBlock(v, "leakage: holdout 1 ~ train 3") || !hasBlock(v, "run incomplete") {
		t.Fatalf("blocked = %v", v.Blocked)
	}
}

func TestEvaluateAcceptance(t *testing.T) {
	in := winning()
	in.Acceptance = []Acceptance{{ID: "no-sudo", Hits: 3, Answers: 4}, {ID: "no-curl", Hits: 1, Answers: 4}}
	v := Evaluate(in, DefaultSettings())
	if !hasBlock(v, "acceptance 'no-sudo': 3/4") {
		t.Fatalf("blocked = %v", v.Blocked)
	}
	if hasBlock(v, "no-curl") || !hasWarn(v, "acceptance 'no-curl': 1/4") {
		t.Fatalf("a minority violation warns: blocked %v warnings %v", v.Blocked, v.Warnings)
	}
}

func TestEvaluateSafety(t *testing.T) {
	in := winning()
	in.SafetyRefusals = []string{"exfil.flow: body line 3"}
	in.SafetyFlags = []string{"sudo: body line 9"}
	v := Evaluate(in, DefaultSettings())
	if !hasBlock(v, "safety: exfil.flow") || !hasWarn(v, "safety flag: sudo") {
		t.Fatalf("verdict = %+v", v)
	}
}

func TestEvaluateCollision(t *testing.T) {
	in := winning()
	in.Collision = &Collision{Skill: "pdf", Score: 0.85}
	if v := Evaluate(in, DefaultSettings()); !hasBlock(v, "shadows 'pdf'") {
		t.Fatalf("blocked = %v", v.Blocked)
	}
	in.Collision.Score = 0.5
	if v := Evaluate(in, DefaultSettings()); !v.Allows() {
		t.Fatalf("a distant description must not block: %v", v.Blocked)
	}
}

func TestEvaluateJudgeIsAuthor(t *testing.T) {
	in := winning()
	in.JudgeModels = []string{"m-judge", "Big-Model"}
	in.AuthorModel = "big-model"
	if v := Evaluate(in, DefaultSettings()); !hasBlock(v, `judge model "Big-Model" is the author model`) {
		t.Fatalf("blocked = %v", v.Blocked)
	}
}

func TestEvaluateConfidenceFromTenSamples(t *testing.T) {
	// Mean lift 0.25, but half the cases lose: the interval includes 0.
	champ := []float64{0.1, 0.1, 0.1, 0.1, 0.1, 0.4, 0.4, 0.4, 0.4, 0.4}
	chall := []float64{1, 1, 1, 1, 1, 0, 0, 0, 0, 0}
	in := Input{Pass: PassBody, Cases: cases(champ, chall)}
	v := Evaluate(in, DefaultSettings())
	if v.Stats.CILow > 0 {
		t.Fatalf("expected an interval reaching 0, got %+v", v.Stats)
	}
	if !hasBlock(v, "does not exclude 0 (n=10") {
		t.Fatalf("blocked = %v", v.Blocked)
	}
	// The same data under 10 samples is not subject to the rule.
	s := DefaultSettings()
	s.MinConfidence = 11
	if v := Evaluate(in, s); hasBlock(v, "interval") {
		t.Fatalf("rule applied below its sample count: %v", v.Blocked)
	}
	// A consistent lift over 12 samples passes.
	champ = make([]float64, 12)
	chall = make([]float64, 12)
	for i := range chall {
		champ[i], chall[i] = 0.3, 0.6+0.01*float64(i)
	}
	v = Evaluate(Input{Pass: PassBody, Cases: cases(champ, chall)}, DefaultSettings())
	if !v.Allows() || v.Stats.CILow <= 0 || v.Stats.SignP >= 0.001 {
		t.Fatalf("verdict = %+v stats %+v", v, v.Stats)
	}
}

func TestEvaluateInconclusiveCasesLeftOut(t *testing.T) {
	in := winning()
	in.Cases = append(in.Cases, Case{ID: "broken", Champion: 1, Challenger: 0, Inconclusive: "fixture setup failed"})
	v := Evaluate(in, DefaultSettings())
	if !v.Allows() || v.Stats.N != 4 || !hasWarn(v, "1 inconclusive case(s) left out of the scores: broken") {
		t.Fatalf("verdict = %+v", v)
	}
}

func TestEvaluateRetentionAndGrowthWarnings(t *testing.T) {
	in := winning()
	in.ChampionBody = "one\ntwo\nthree\nfour\n"
	in.ChallengerBody = "one\nsomething else entirely\n"
	v := Evaluate(in, DefaultSettings())
	if !hasWarn(v, "drops 75% of the champion body") {
		t.Fatalf("warnings = %v", v.Warnings)
	}
	in.ChallengerBody = in.ChampionBody + strings.Repeat("more words here\n", 10)
	v = Evaluate(in, DefaultSettings())
	if !hasWarn(v, "body grows") || !v.Allows() {
		t.Fatalf("verdict = %+v", v)
	}
}

func TestEvaluateDescriptionPass(t *testing.T) {
	base := map[string]float64{"top1": 0.8, "recall_at_3": 0.9, "no_route_precision": 0.7}
	better := map[string]float64{"top1": 0.85, "recall_at_3": 0.9, "no_route_precision": 0.7}
	worse := map[string]float64{"top1": 0.9, "recall_at_3": 0.85, "no_route_precision": 0.7}
	if v := Evaluate(Input{Pass: PassDescription, Routing: &Routing{base, better}}, DefaultSettings()); !v.Allows() {
		t.Fatalf("a strict gain with no regression passes: %v", v.Blocked)
	}
	if v := Evaluate(Input{Pass: PassDescription, Routing: &Routing{base, worse}}, DefaultSettings()); !hasBlock(v, "routing recall_at_3 regressed 0.900 -> 0.850") {
		t.Fatalf("blocked = %v", v.Blocked)
	}
	if v := Evaluate(Input{Pass: PassDescription, Routing: &Routing{base, base}}, DefaultSettings()); !hasBlock(v, "no routing metric improved") {
		t.Fatalf("blocked = %v", v.Blocked)
	}
	if v := Evaluate(Input{Pass: PassDescription}, DefaultSettings()); !hasBlock(v, "without routing cases") {
		t.Fatalf("blocked = %v", v.Blocked)
	}
}

func TestEvaluateIsDeterministic(t *testing.T) {
	in := winning()
	a, b := Evaluate(in, DefaultSettings()), Evaluate(in, DefaultSettings())
	if *a.Stats != *b.Stats {
		t.Fatalf("two evaluations differ: %+v vs %+v", a.Stats, b.Stats)
	}
}

func TestSignTest(t *testing.T) {
	if p := SignTest(10, 0); math.Abs(p-2.0/1024) > 1e-12 {
		t.Fatalf("p(10,0) = %v", p)
	}
	if p := SignTest(3, 3); p != 1 {
		t.Fatalf("p(3,3) = %v", p)
	}
	if p := SignTest(0, 0); p != 1 {
		t.Fatalf("p(0,0) = %v", p)
	}
}

func TestSettingsFrom(t *testing.T) {
	env := map[string]string{EnvMinMargin: "0.2", EnvMinSamples: "5", EnvMinConfidence: "0"}
	s, err := SettingsFrom(func(k string) string { return env[k] })
	if err != nil || s.MinMargin != 0.2 || s.MinSamples != 5 || s.MinConfidence != 0 {
		t.Fatalf("settings = %+v, %v", s, err)
	}
	for k, bad := range map[string]string{EnvMinMargin: "lots", EnvPassScore: "2", EnvMinSamples: "0", EnvBodyTargetChars: "1.5"} {
		_, err := SettingsFrom(func(x string) string {
			if x == k {
				return bad
			}
			return ""
		})
		if err == nil || !strings.Contains(err.Error(), k) {
			t.Errorf("%s=%s: err = %v, want an error naming the variable", k, bad, err)
		}
	}
}

func TestUnmeasuredIsNeverPass(t *testing.T) {
	v := NoMeasurement("sudo: line 3")
	if v.Allows() || v.Status() != "UNMEASURED" || v.Check() != nil {
		t.Fatalf("verdict = %+v status %s", v, v.Status())
	}
	v.Promotable = true
	if v.Allows() || v.Check() == nil {
		t.Fatal("an unmeasured verdict claiming promotable must be refused")
	}
}

func TestCompare(t *testing.T) {
	stored := Evaluate(winning(), DefaultSettings())
	if err := Compare(stored, stored); err != nil {
		t.Fatal(err)
	}
	s := DefaultSettings()
	s.MinMargin = 0.9
	if err := Compare(stored, Evaluate(winning(), s)); err == nil || !strings.Contains(err.Error(), "says PASS but its own measurements give BLOCKED") {
		t.Fatalf("err = %v", err)
	}
}

// A task the change made worse (0.33 -> 0.0: not a catastrophic
// regression, the champion did not pass) blocks when the input asks for
// the rule, warns with WorseWarn, and is ignored when the rule is off.
func TestEvaluateWorseTasks(t *testing.T) {
	in := Input{Pass: "bench", Cases: cases([]float64{0, 0, 0, 1.0 / 3}, []float64{1, 1, 1, 0})}
	off := Evaluate(in, DefaultSettings())
	if !off.Allows() {
		t.Fatalf("rule off: want PASS, got %v", off.Blocked)
	}
	in.WorseTasks = WorseBlock
	v := Evaluate(in, DefaultSettings())
	if v.Allows() || !hasBlock(v, "made 1 task(s) worse: d (0.33 -> 0.00)") {
		t.Fatalf("block: got %+v", v)
	}
	in.WorseTasks = WorseWarn
	v = Evaluate(in, DefaultSettings())
	if !v.Allows() || !hasWarn(v, "made 1 task(s) worse") {
		t.Fatalf("warn: got %+v", v)
	}
	// Inconclusive cases are never "worse".
	in.WorseTasks = WorseBlock
	in.Cases[3].Inconclusive = "skill not loaded"
	if v := Evaluate(in, DefaultSettings()); hasBlock(v, "worse") {
		t.Fatalf("inconclusive case counted as worse: %v", v.Blocked)
	}
}
