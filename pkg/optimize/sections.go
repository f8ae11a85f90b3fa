package optimize

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"sort"
	"strings"

	"github.com/ingot-dev/ingot/pkg/candidate"
	"github.com/ingot-dev/ingot/pkg/llm"
	"github.com/ingot-dev/ingot/pkg/skill"
)

// SectionDimensions are the five dimensions a section is rated on (0..1).
var SectionDimensions = []string{"clarity", "correctness", "completeness", "actionability", "brevity"}

// Sections settings.
const (
	// SectionsWeakBelow: a section whose mean rating is below this is weak.
	SectionsWeakBelow = 0.8
	// SectionsMaxEdits bounds the sections edited in one search.
	SectionsMaxEdits = 3
)

// Section is one section of a body: its heading line (empty for the text
// before the first heading) and its text, heading included. The sections
// of a body concatenate back to it byte for byte.
type Section struct {
	Title string `json:"title"` // heading text without the #s
	Level int    `json:"level"` // 1..6; 0 for the preamble
	Text  string `json:"text"`
}

// SplitSections splits body at its ATX heading lines outside code fences.
func SplitSections(body string) []Section {
	var out []Section
	cur := Section{}
	fence := ""
	lines := strings.SplitAfter(body, "\n")
	for _, line := range lines {
		t := strings.TrimSpace(line)
		if fence != "" {
			if strings.HasPrefix(t, fence) && strings.Trim(t, fence[:1]) == "" {
				fence = ""
			}
			cur.Text += line
			continue
		}
		if strings.HasPrefix(t, "```") || strings.HasPrefix(t, "~~~") {
			fence = t[:3]
			cur.Text += line
			continue
		}
		if lvl, title, ok := heading(line); ok {
			if cur.Text != "" || cur.Level > 0 {
				out = append(out, cur)
			}
			cur = Section{Title: title, Level: lvl, Text: line}
			continue
		}
		cur.Text += line
	}
	if cur.Text != "" {
		out = append(out, cur)
	}
	return out
}

// SplitUnits splits body into the units the sections strategy rates: its
// sections, or, when it has fewer than two headed sections, its paragraphs
// (blocks between blank lines outside code fences; a heading line is a
// unit of its own). The units concatenate back to body byte for byte.
func SplitUnits(body string) []Section {
	secs := SplitSections(body)
	headed := 0
	for _, s := range secs {
		if s.Level > 0 {
			headed++
		}
	}
	if headed >= 2 {
		return secs
	}
	var out []Section
	cur := Section{}
	blank := false // cur ends with a blank line
	fence := ""
	flush := func() {
		if cur.Text != "" {
			if cur.Level == 0 {
				cur.Title = fmt.Sprintf("paragraph %d", len(out)+1)
			}
			out = append(out, cur)
		}
		cur, blank = Section{}, false
	}
	for _, line := range strings.SplitAfter(body, "\n") {
		t := strings.TrimSpace(line)
		if fence != "" {
			if strings.HasPrefix(t, fence) && strings.Trim(t, fence[:1]) == "" {
				fence = ""
			}
			cur.Text += line
			continue
		}
		if t == "" {
			cur.Text += line
			blank = cur.Text != line
			continue
		}
		lvl, title, isHead := heading(line)
		if strings.TrimSpace(cur.Text) != "" && (blank || isHead || cur.Level > 0) {
			flush()
		}
		if isHead {
			cur.Level, cur.Title = lvl, title
		}
		if strings.HasPrefix(t, "```") || strings.HasPrefix(t, "~~~") {
			fence = t[:3]
		}
		cur.Text += line
	}
	flush()
	return out
}

// heading parses an ATX heading line.
func heading(line string) (int, string, bool) {
	l := strings.TrimRight(line, "\r\n")
	n := 0
	for n < len(l) && n < 7 && l[n] == '#' {
		n++
	}
	if n == 0 || n > 6 || (len(l) > n && l[n] != ' ' && l[n] != '\t') {
		return 0, "", false
	}
	return n, strings.TrimSpace(strings.TrimRight(strings.TrimSpace(l[n:]), "#")), true
}

func joinSections(ss []Section) string {
	var b strings.Builder
	for _, s := range ss {
		b.WriteString(s.Text)
	}
	return b.String()
}

// CheckSectionEdit validates a rewritten section against the old one: the
// same heading line, no heading at the section's level or above (the
// section boundaries stay where they are), closed fences, every code block
// of the old section kept, and a change.
func CheckSectionEdit(old Section, text string) (string, error) {
	text = strings.Trim(llm.StripFence(text), "\n")
	if strings.TrimSpace(text) == "" {
		return "", errors.New("empty section")
	}
	oldHead := strings.SplitN(strings.TrimLeft(old.Text, "\n"), "\n", 2)[0]
	if old.Level > 0 && strings.TrimSpace(strings.SplitN(text, "\n", 2)[0]) != strings.TrimSpace(oldHead) {
		return "", fmt.Errorf("the heading line changed (want %q)", strings.TrimSpace(oldHead))
	}
	secs := SplitSections(text + "\n")
	for k, s := range secs {
		if old.Level > 0 && k == 0 {
			continue
		}
		if s.Level > 0 && (old.Level == 0 || s.Level <= old.Level) {
			return "", fmt.Errorf("it adds the heading %q, which would move a section boundary", strings.TrimSpace(strings.SplitN(s.Text, "\n", 2)[0]))
		}
	}
	blocks, closed := codeBlocks(text)
	if !closed {
		return "", errors.New("a code fence is opened and never closed")
	}
	seed, _ := codeBlocks(old.Text)
	if i := missingBlock(seed, blocks); i > 0 {
		return "", fmt.Errorf("removed or altered code block %d of the section", i)
	}
	// Keep the blank-line layout between this section and the next.
	trail := old.Text[len(strings.TrimRight(old.Text, "\n")):]
	lead := old.Text[:len(old.Text)-len(strings.TrimLeft(old.Text, "\n"))]
	out := lead + text + trail
	if out == old.Text {
		return "", errors.New("no change to the section")
	}
	return out, nil
}

// Rating is a section's scores on SectionDimensions.
type Rating map[string]float64

// Mean is the mean over SectionDimensions (a missing dimension counts 0).
func (r Rating) Mean() float64 {
	s := 0.0
	for _, d := range SectionDimensions {
		s += r[d]
	}
	return s / float64(len(SectionDimensions))
}

func parseRatings(reply string, n int) ([]Rating, error) {
	var v struct {
		Sections []map[string]float64 `json:"sections"`
	}
	if err := json.Unmarshal([]byte(llm.StripFence(reply)), &v); err != nil {
		return nil, fmt.Errorf("ratings are not the JSON asked for: %v", err)
	}
	if len(v.Sections) != n {
		return nil, fmt.Errorf("%d section rating(s), want %d", len(v.Sections), n)
	}
	out := make([]Rating, n)
	for i, m := range v.Sections {
		out[i] = Rating{}
		for _, d := range SectionDimensions {
			x, ok := m[d]
			if !ok || x < 0 || x > 1 {
				return nil, fmt.Errorf("section %d: %s missing or outside 0..1", i+1, d)
			}
			out[i][d] = x
		}
	}
	return out, nil
}

const ratingSchema = `{"sections": [{"clarity": 0.0, "correctness": 0.0, "completeness": 0.0, "actionability": 0.0, "brevity": 0.0}]}`

func ratePrompt(secs []Section, fs []Failure) string {
	var b strings.Builder
	for i, s := range secs {
		fmt.Fprintf(&b, "<section n=\"%d\">\n%s\n</section>\n\n", i+1, strings.TrimRight(s.Text, "\n"))
	}
	b.WriteString("<failures>\n" + renderFailures(fs) + "</failures>\n\n")
	fmt.Fprintf(&b, "These are the %d sections of a skill body, and rollouts under it that fell short. Rate EACH section from 0 to 1 on %s, "+
		"judging how well it serves tasks like these. Reply with only this JSON object, one entry per section in order:\n%s",
		len(secs), strings.Join(SectionDimensions, ", "), ratingSchema)
	return b.String()
}

func rerateePrompt(s Section, fs []Failure) string {
	return "<section n=\"1\">\n" + strings.TrimRight(s.Text, "\n") + "\n</section>\n\n<failures>\n" + renderFailures(fs) + "</failures>\n\n" +
		fmt.Sprintf("This is 1 section of a skill body, and rollouts under the skill that fell short. Rate the section from 0 to 1 on %s, "+
			"judging how well it serves tasks like these. Reply with only this JSON object:\n%s", strings.Join(SectionDimensions, ", "), ratingSchema)
}

func editPrompt(body string, s Section, r Rating, fs []Failure) string {
	var dims []string
	for _, d := range SectionDimensions {
		dims = append(dims, fmt.Sprintf("%s %.2f", d, r[d]))
	}
	first := "Keep its heading line exactly as it is, add no heading of the same or a higher level, "
	if s.Level == 0 {
		first = "Add no heading, "
	}
	return "<skill>\n" + body + "\n</skill>\n\n<section>\n" + strings.TrimRight(s.Text, "\n") + "\n</section>\n\n<failures>\n" + renderFailures(fs) + "</failures>\n\n" +
		"The section above was rated " + strings.Join(dims, ", ") + ". Rewrite ONLY this section so it serves the failing tasks better. " +
		first + "keep every fenced code block verbatim, and keep paragraphs that are fine as they are. Reply with only the new section."
}

// sectionEdit is the output of one edit stage: the edit and its re-rating.
type sectionEdit struct {
	Edit   string `json:"edit"`
	Rerate string `json:"rerate,omitempty"`
}

// sections: rate every section on five dimensions (one author call), then
// for each weak section, worst first: one edit call, validated for section
// boundaries and fences, one re-rating call, and rollouts of the body with
// the edit on every train task. An edit is kept only when the section's
// rating rises and no train task scores lower than under the body so far.
func (r *bodyRun) sections(ctx context.Context, res *BodyResult, ch Champion, seed *Draft, fails []Failure) error {
	o := r.o
	secs := SplitUnits(ch.Skill.Body)
	var rate replyStage
	err := r.stage(ctx, "ratings", &rate, func() error {
		rep, err := o.Client.Chat(ctx, llm.RoleAuthor, llm.Request{
			Messages:    []llm.Message{llm.System(authorSystem), llm.User(ratePrompt(secs, fails))},
			Temperature: llm.Temp(0),
		})
		rate.Replies = []string{rep.Content}
		return err
	})
	if err != nil {
		return fmt.Errorf("section ratings: %w", err)
	}
	ratings, err := parseRatings(rate.Replies[0], len(secs))
	if err != nil {
		return fmt.Errorf("%w: %v", ErrNoUsableDraft, err)
	}
	var weak []int
	var parts []string
	for i, s := range secs {
		parts = append(parts, fmt.Sprintf("%s %.2f", sectionLabel(s), ratings[i].Mean()))
		if strings.TrimSpace(s.Text) != "" && ratings[i].Mean() < SectionsWeakBelow {
			weak = append(weak, i)
		}
	}
	r.log("sections rated: %s", strings.Join(parts, ", "))
	sort.SliceStable(weak, func(a, b int) bool { return ratings[weak[a]].Mean() < ratings[weak[b]].Mean() })
	if len(weak) > SectionsMaxEdits {
		weak = weak[:SectionsMaxEdits]
	}
	if len(weak) == 0 {
		res.Reason = fmt.Sprintf("no section rates below %.2f; nothing to edit", SectionsWeakBelow)
		r.log("%s; no candidate.", res.Reason)
		return nil
	}

	cur := seed
	kept := 0
	for n, si := range weak {
		label := fmt.Sprintf("s%d-%s", n+1, slug(secs[si].Title))
		d := &Draft{Label: label, Angle: StrategySections}
		res.Drafts = append(res.Drafts, d)
		var ed sectionEdit
		err := r.stage(ctx, fmt.Sprintf("edit-%d", n+1), &ed, func() error {
			rep, err := o.Client.Chat(ctx, llm.RoleAuthor, llm.Request{
				Messages:    []llm.Message{llm.System(authorSystem), llm.User(editPrompt(joinSections(secs), secs[si], ratings[si], fails))},
				Temperature: llm.Temp(0.7),
			})
			if err != nil {
				return err
			}
			ed.Edit = rep.Content
			text, err := CheckSectionEdit(secs[si], rep.Content)
			if err != nil {
				return nil // dropped below, with the reason; no re-rating
			}
			rep, err = o.Client.Chat(ctx, llm.RoleAuthor, llm.Request{
				Messages:    []llm.Message{llm.System(authorSystem), llm.User(rerateePrompt(Section{Title: secs[si].Title, Level: secs[si].Level, Text: text}, fails))},
				Temperature: llm.Temp(0),
			})
			ed.Rerate = rep.Content
			return err
		})
		if err != nil {
			return fmt.Errorf("edit of %s: %w", sectionLabel(secs[si]), err)
		}
		text, err := CheckSectionEdit(secs[si], ed.Edit)
		if err != nil {
			d.Dropped = err.Error()
			r.log("%s dropped: %s", label, d.Dropped)
			continue
		}
		nr, err := parseRatings(ed.Rerate, 1)
		if err != nil {
			d.Dropped = "re-rating: " + err.Error()
			r.log("%s dropped: %s", label, d.Dropped)
			continue
		}
		if nr[0].Mean() <= ratings[si].Mean()+1e-9 {
			d.Dropped = fmt.Sprintf("the section's rating does not rise (%.2f → %.2f)", ratings[si].Mean(), nr[0].Mean())
			r.log("%s dropped: %s", label, d.Dropped)
			continue
		}
		next := append([]Section(nil), secs...)
		next[si].Text = text
		d.Components = skill.Components{Description: ch.Skill.Description, Body: joinSections(next)}
		d.Notes = []string{fmt.Sprintf("section %s rated %.2f → %.2f", sectionLabel(secs[si]), ratings[si].Mean(), nr[0].Mean())}
		if err := checkBody(ch.Skill.Body, d.Components); err != nil {
			d.Dropped = err.Error()
			r.log("%s dropped: %s", label, d.Dropped)
			continue
		}
		if len(r.usable([]*Draft{d})) == 0 {
			continue
		}
		got, err := r.scoreStage(ctx, fmt.Sprintf("edit-%d-rollouts", n+1), []*Draft{d}, len(r.items))
		if err != nil {
			return fmt.Errorf("%s: %w", label, err)
		}
		round := candidate.Round{Tasks: len(r.tasks), Scores: map[string]float64{cur.Label: round6(cur.Score), label: round6(d.Score)}}
		if worse := regressions(cur.results, got[d]); len(worse) > 0 {
			d.Dropped = fmt.Sprintf("train task(s) %s score lower than before", joinInts(worse))
			r.log("%s dropped: %s", label, d.Dropped)
			round.Advanced = []string{cur.Label}
			res.Rounds = append(res.Rounds, round)
			continue
		}
		round.Advanced = []string{label}
		res.Rounds = append(res.Rounds, round)
		r.log("%s kept: %s; train %.3f (was %.3f)", label, d.Notes[0], d.Score, cur.Score)
		secs, ratings[si], cur = next, nr[0], d
		kept++
	}
	if kept == 0 {
		res.Reason = fmt.Sprintf("no section edit of %d was kept (each must raise its section's rating and regress no train task)", len(weak))
		r.log("%s; no candidate.", res.Reason)
		return nil
	}
	r.finish(res, cur)
	return nil
}

// regressions lists the tasks (1-based) where after scores lower than
// before (inconclusive rollouts compare as nothing).
func regressions(before, after map[int]rolloutRecord) []int {
	var out []int
	for i, b := range before {
		a, ok := after[i]
		if !ok || a.Inconclusive || b.Inconclusive {
			continue
		}
		if a.Score < b.Score-1e-9 {
			out = append(out, i+1)
		}
	}
	sort.Ints(out)
	return out
}

func sectionLabel(s Section) string {
	if s.Level == 0 {
		return "(preamble)"
	}
	return fmt.Sprintf("%q", s.Title)
}

func slug(s string) string {
	var b strings.Builder
	for _, r := range strings.ToLower(s) {
		switch {
		case r >= 'a' && r <= 'z', r >= '0' && r <= '9':
			b.WriteRune(r)
		case b.Len() > 0 && !strings.HasSuffix(b.String(), "-"):
			b.WriteByte('-')
		}
	}
	out := strings.Trim(b.String(), "-")
	if out == "" {
		return "preamble"
	}
	if len(out) > 24 {
		out = strings.Trim(out[:24], "-")
	}
	return out
}
