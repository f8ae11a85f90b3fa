package optimize

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"sort"
	"strings"
	"sync"

	"github.com/ingot-dev/ingot/pkg/candidate"
	"github.com/ingot-dev/ingot/pkg/llm"
	"github.com/ingot-dev/ingot/pkg/skill"
)

// Contrast settings.
const (
	// ContrastMinRollouts is the fewest seed rollouts a contrast search
	// ranks: train tasks are sampled again until there are this many.
	ContrastMinRollouts = 6
	// ContrastMaxPairs bounds the contrast pairs (one author call each).
	ContrastMaxPairs = 3
	// ContrastMaxPatches bounds the local patches the reduce call may
	// return.
	ContrastMaxPatches = 3
	// ContrastSampleTemperature is the agent's temperature for the extra
	// samples of a task.
	ContrastSampleTemperature = 0.7
)

// Lesson is what one contrast teaches: guidance for a section.
type Lesson struct {
	Section string `json:"section"`
	Lesson  string `json:"lesson"`
}

// Patch is one local edit of a skill body: Old (exact text of the body,
// found exactly once) replaced by New; with Old empty, New is appended to
// the end of Section (or of the body when Section names none).
type Patch struct {
	Section string `json:"section"`
	Old     string `json:"old"`
	New     string `json:"new"`
}

// contrast: the seed's rollouts (≥ ContrastMinRollouts) ranked by the
// judge's score, the top and bottom thirds paired, one lesson call per
// pair, one reduce call into a few local patches, and the patched body
// scored against the seed.
func (r *bodyRun) contrast(ctx context.Context, res *BodyResult, ch Champion, seed *Draft) error {
	o := r.o
	var ranked []int
	for i := range r.items {
		if !r.seed[i].Inconclusive {
			ranked = append(ranked, i)
		}
	}
	sort.SliceStable(ranked, func(a, b int) bool { return r.seed[ranked[a]].Score > r.seed[ranked[b]].Score })
	g := max(1, len(ranked)/3)
	var pairs []pair
	for k := 0; k < g && k < ContrastMaxPairs && len(ranked) >= 2; k++ {
		good, poor := ranked[k], ranked[len(ranked)-1-k]
		if r.seed[good].Score <= r.seed[poor].Score {
			break
		}
		pairs = append(pairs, pair{good, poor})
	}
	if len(pairs) == 0 {
		res.Reason = fmt.Sprintf("no contrast: the seed's %d conclusive rollout(s) all score the same, so there is no better rollout to learn from", len(ranked))
		r.log("%s; no candidate.", res.Reason)
		return nil
	}
	r.log("contrast: %d rollout(s) ranked; top and bottom %d; %d pair(s) (scores %s)", len(ranked), g, len(pairs), describePairs(r, pairs))

	// One lesson call per pair, in parallel.
	var lessons replyStage
	err := r.stage(ctx, "lessons", &lessons, func() error {
		lessons.Replies = make([]string, len(pairs))
		errs := make([]error, len(pairs))
		var wg sync.WaitGroup
		for k, p := range pairs {
			wg.Go(func() {
				rep, err := o.Client.Chat(ctx, llm.RoleAuthor, llm.Request{
					Messages:    []llm.Message{llm.System(authorSystem), llm.User(lessonPrompt(ch.SkillMD, r.rolloutView(p.good), r.rolloutView(p.poor)))},
					Temperature: llm.Temp(0),
				})
				lessons.Replies[k], errs[k] = rep.Content, err
			})
		}
		wg.Wait()
		return errors.Join(errs...)
	})
	if err != nil {
		return fmt.Errorf("contrast lessons: %w", err)
	}
	var all []Lesson
	for k, rep := range lessons.Replies {
		ls, err := parseLessons(rep)
		if err != nil {
			r.log("contrast pair %d: %v; skipped", k+1, err)
			continue
		}
		all = append(all, ls...)
	}
	if len(all) == 0 {
		return fmt.Errorf("%w: no contrast pair gave a usable lesson", ErrNoUsableDraft)
	}
	r.log("contrast: %d lesson(s) from %d pair(s)", len(all), len(pairs))

	// One reduce call: the lessons into a few local patches.
	var reduce replyStage
	err = r.stage(ctx, "patches", &reduce, func() error {
		rep, err := o.Client.Chat(ctx, llm.RoleAuthor, llm.Request{
			Messages:    []llm.Message{llm.System(authorSystem), llm.User(reducePrompt(ch.Skill.Body, all))},
			Temperature: llm.Temp(0),
		})
		reduce.Replies = []string{rep.Content}
		return err
	})
	if err != nil {
		return fmt.Errorf("contrast patches: %w", err)
	}
	patches, err := parsePatches(reduce.Replies[0])
	if err != nil {
		return fmt.Errorf("%w: %v", ErrNoUsableDraft, err)
	}
	body := ch.Skill.Body
	var notes []string
	applied := 0
	for k, p := range patches {
		nb, err := ApplyPatch(body, p)
		if err != nil {
			r.log("patch %d dropped: %v", k+1, err)
			continue
		}
		notes = append(notes, patchNote(body, k, p))
		body = nb
		applied++
	}
	d := &Draft{Label: "contrast-patched", Angle: StrategyContrast, Notes: notes}
	res.Drafts = []*Draft{d}
	if applied == 0 {
		d.Dropped = "no patch applied"
		return fmt.Errorf("%w: none of the %d patch(es) applied", ErrNoUsableDraft, len(patches))
	}
	c := skill.Components{Description: ch.Skill.Description, Body: body}
	if err := checkBody(ch.Skill.Body, c); err != nil {
		d.Dropped = err.Error()
		return fmt.Errorf("%w: the patched body: %v", ErrNoUsableDraft, err)
	}
	d.Components = c
	if len(r.usable(res.Drafts)) == 0 {
		return fmt.Errorf("%w: %s", ErrNoUsableDraft, d.Dropped)
	}
	if _, err := r.scoreStage(ctx, "candidate", []*Draft{d}, len(r.items)); err != nil {
		return fmt.Errorf("contrast candidate: %w", err)
	}
	res.Rounds = append(res.Rounds, candidate.Round{Tasks: len(r.tasks), Scores: map[string]float64{"seed": round6(seed.Score), d.Label: round6(d.Score)}})
	r.log("contrast: %d patch(es) applied; %s %.3f vs seed %.3f over %d rollout(s)", applied, d.Label, d.Score, seed.Score, len(r.items))
	r.finish(res, d)
	return nil
}

// pair is a contrast: a better and a worse seed rollout (items).
type pair struct{ good, poor int }

func describePairs(r *bodyRun, ps []pair) string {
	parts := make([]string, len(ps))
	for i, p := range ps {
		parts[i] = fmt.Sprintf("%.2f/%.2f", r.seed[p.good].Score, r.seed[p.poor].Score)
	}
	return strings.Join(parts, ", ")
}

func sectionName(s string) string {
	if strings.TrimSpace(s) == "" {
		return "the end of the body"
	}
	return fmt.Sprintf("%q", s)
}

// rolloutView renders one seed rollout for a prompt.
func (r *bodyRun) rolloutView(i int) string {
	it, a := r.items[i], r.seed[i]
	t := r.tasks[it.task]
	var b strings.Builder
	fmt.Fprintf(&b, "task: %s\n", clip(t.Task, 1500))
	if t.Rubric != "" {
		fmt.Fprintf(&b, "rubric: %s\n", clip(t.Rubric, 800))
	}
	fmt.Fprintf(&b, "score: %.2f\nanswer: %s\njudge feedback: %s\n", a.Score, clip(a.Answer, 1500), clip(a.Feedback, 600))
	return b.String()
}

func lessonPrompt(skillMD, good, poor string) string {
	return "<skill>\n" + skillMD + "\n</skill>\n\n<better>\n" + good + "</better>\n\n<worse>\n" + poor + "</worse>\n\n" +
		"Both answers were served this skill. Compare the better rollout with the worse one: what did the better answer do that the skill " +
		"should make every answer do, or what did the worse one get wrong that the skill should prevent? Name the section of the skill " +
		"(its heading, or \"\" for a new section at the end) each lesson belongs to. Reply with only this JSON object:\n" +
		`{"lessons": [{"section": "<heading>", "lesson": "<one concrete instruction>"}]}`
}

func renderLessons(ls []Lesson) string {
	var b strings.Builder
	for _, l := range ls {
		fmt.Fprintf(&b, "- [%s] %s\n", l.Section, l.Lesson)
	}
	return b.String()
}

func reducePrompt(body string, ls []Lesson) string {
	return "<skill>\n" + body + "\n</skill>\n\n<lessons>\n" + renderLessons(ls) + "</lessons>\n\n" +
		fmt.Sprintf("Merge these lessons into at most %d LOCAL patches of the skill body above: each either replaces an exact, unique "+
			"passage (\"old\", copied verbatim from the body) with improved text (\"new\"), or, with \"old\" empty, appends \"new\" to the end of "+
			"the section named by its heading (\"section\"; empty: the end of the body). Do not touch fenced code blocks. Reply with only this JSON object:\n", ContrastMaxPatches) +
		`{"patches": [{"section": "<heading>", "old": "<exact text or empty>", "new": "<text>"}]}`
}

func parseLessons(reply string) ([]Lesson, error) {
	var v struct {
		Lessons []Lesson `json:"lessons"`
	}
	if err := json.Unmarshal([]byte(llm.StripFence(reply)), &v); err != nil {
		return nil, fmt.Errorf("lessons are not the JSON asked for: %v", err)
	}
	var out []Lesson
	for _, l := range v.Lessons {
		if strings.TrimSpace(l.Lesson) != "" {
			out = append(out, l)
		}
	}
	if len(out) == 0 {
		return nil, errors.New("no lesson")
	}
	return out, nil
}

func parsePatches(reply string) ([]Patch, error) {
	var v struct {
		Patches []Patch `json:"patches"`
	}
	if err := json.Unmarshal([]byte(llm.StripFence(reply)), &v); err != nil {
		return nil, fmt.Errorf("patches are not the JSON asked for: %v", err)
	}
	var out []Patch
	for _, p := range v.Patches {
		if strings.TrimSpace(p.New) != "" || p.Old != "" {
			out = append(out, p)
		}
	}
	if len(out) == 0 {
		return nil, errors.New("the reduce call returned no patch")
	}
	if len(out) > ContrastMaxPatches {
		out = out[:ContrastMaxPatches]
	}
	return out, nil
}

// ApplyPatch applies one local patch to body: Old must occur exactly once
// (and not inside a code fence); with Old empty, New goes to the end of the
// section whose heading text is Section, or to the end of the body when
// Section is empty or names no heading.
func ApplyPatch(body string, p Patch) (string, error) {
	if p.Old != "" {
		n := strings.Count(body, p.Old)
		if n == 0 {
			return "", fmt.Errorf("its old text is not in the body")
		}
		if n > 1 {
			return "", fmt.Errorf("its old text occurs %d times in the body", n)
		}
		blocks, _ := codeBlocks(body)
		for _, b := range blocks {
			if strings.Contains(b, p.Old) || strings.Contains(p.Old, b) {
				return "", fmt.Errorf("it edits a fenced code block")
			}
		}
		return strings.Replace(body, p.Old, p.New, 1), nil
	}
	add := strings.Trim(p.New, "\n")
	secs := SplitSections(body)
	if k := sectionIndex(secs, p.Section); k >= 0 {
		secs[k].Text = strings.TrimRight(secs[k].Text, "\n") + "\n\n" + add + "\n"
		if k < len(secs)-1 {
			secs[k].Text += "\n"
		}
		return joinSections(secs), nil
	}
	return strings.TrimRight(body, "\n") + "\n\n" + add + "\n", nil
}

// sectionIndex is the index of the section of secs headed name, or -1.
func sectionIndex(secs []Section, name string) int {
	want := normHeading(name)
	if want == "" {
		return -1
	}
	for k, s := range secs {
		if normHeading(s.Title) == want {
			return k
		}
	}
	return -1
}

// patchNote says where patch k (applied to body) went: an append to a
// section the body does not have goes to the end of the body, and the
// note says so rather than naming the section.
func patchNote(body string, k int, p Patch) string {
	if p.Old == "" && strings.TrimSpace(p.Section) != "" && sectionIndex(SplitSections(body), p.Section) < 0 {
		return fmt.Sprintf("patch %d appended to the end of the body (no section %q)", k+1, p.Section)
	}
	return fmt.Sprintf("patch %d applied to %s", k+1, sectionName(p.Section))
}

func normHeading(s string) string {
	return strings.ToLower(strings.Join(strings.Fields(strings.TrimLeft(strings.TrimSpace(s), "# ")), " "))
}

// checkBody validates a changed body against the seed's: not empty, fences
// closed, every seed code block kept, something changed.
func checkBody(seedBody string, c skill.Components) error {
	if strings.TrimSpace(c.Body) == "" {
		return errors.New("empty body")
	}
	blocks, closed := codeBlocks(c.Body)
	if !closed {
		return errors.New("a code fence is opened and never closed")
	}
	seed, _ := codeBlocks(seedBody)
	if i := missingBlock(seed, blocks); i > 0 {
		return fmt.Errorf("removed or altered code block %d of the seed", i)
	}
	if strings.TrimSpace(c.Body) == strings.TrimSpace(seedBody) && len(c.Files) == 0 {
		return errors.New("no change from the seed")
	}
	return nil
}

// missingBlock is the 1-based number of the first block of want that got
// does not hold verbatim, or 0 when got keeps them all.
func missingBlock(want, got []string) int {
	for i, b := range want {
		if !slices.Contains(got, b) {
			return i + 1
		}
	}
	return 0
}
