package optimize

import "math"

// Round is one round of successive halving: the candidates still in the
// race are scored on the first Tasks train tasks, and Keep of them go on.
type Round struct {
	Candidates int // candidates scored this round
	Tasks      int // train tasks each of them has been scored on by the end of the round
	Keep       int // survivors
}

// Schedule is the successive-halving plan for n candidates over t train
// tasks: each round halves the field (rounding up) and doubles the task
// prefix, ending with one survivor scored on all t tasks. With n = 5 and
// t = 6 it is 5 on 1 task, 3 on 2, 2 on 3, then the winner on 6: 13
// rollouts instead of 30.
func Schedule(n, t int) []Round {
	if n <= 0 || t <= 0 {
		return nil
	}
	halvings := 0
	for k := n; k > 1; k = (k + 1) / 2 {
		halvings++
	}
	var out []Round
	alive := n
	for r := 0; r < halvings; r++ {
		tasks := int(math.Ceil(float64(t) / math.Pow(2, float64(halvings-r))))
		tasks = max(1, min(t, tasks))
		keep := (alive + 1) / 2
		out = append(out, Round{Candidates: alive, Tasks: tasks, Keep: keep})
		alive = keep
	}
	return append(out, Round{Candidates: 1, Tasks: t, Keep: 1})
}

// Rollouts is how many rollouts a schedule costs: each candidate is rolled
// out once per task it sees (a task already scored is never rolled out
// again).
func Rollouts(s []Round) int {
	total, prev := 0, 0
	for _, r := range s {
		total += r.Candidates * (r.Tasks - prev)
		prev = r.Tasks
	}
	return total
}

// Penalty settings (INGOT_BODY_TARGET_CHARS is shared with the gate).
const (
	DefaultBodyTargetChars = 6000
	MaxLengthPenalty       = 0.10
)

// LengthPenalty is min(0.10, 0.10*max(0, len-target)/target), len in
// characters (code points): nothing at or under the target, capped.
func LengthPenalty(body string, target int) float64 {
	if target <= 0 {
		target = DefaultBodyTargetChars
	}
	n := len([]rune(body))
	over := math.Max(0, float64(n-target))
	return math.Min(MaxLengthPenalty, MaxLengthPenalty*over/float64(target))
}
