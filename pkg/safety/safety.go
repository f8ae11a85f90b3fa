package safety

import (
	"context"
	"fmt"
	"sort"
	"strings"

	"github.com/ingot-dev/ingot/pkg/safety/lexmodel"
	"github.com/ingot-dev/ingot/pkg/skill"
)

// Tier says what a finding does to a proposal.
type Tier int

const (
	// Refuse means create_skill must not queue the proposal.
	Refuse Tier = iota
	// Flag means the proposal is queued and the finding is shown to the
	// reviewer with it.
	Flag
)

func (t Tier) String() string {
	switch t {
	case Refuse:
		return "refuse"
	case Flag:
		return "flag"
	}
	return fmt.Sprintf("tier(%d)", int(t))
}

// MarshalText writes the tier as "refuse" or "flag", so a stored proposal
// reads the same as the report.
func (t Tier) MarshalText() ([]byte, error) {
	switch t {
	case Refuse, Flag:
		return []byte(t.String()), nil
	}
	return nil, fmt.Errorf("marshal tier: unknown tier %d", int(t))
}

// UnmarshalText reads "refuse" or "flag".
func (t *Tier) UnmarshalText(b []byte) error {
	switch string(b) {
	case "refuse":
		*t = Refuse
	case "flag":
		*t = Flag
	default:
		return fmt.Errorf("unmarshal tier: unknown tier %q", b)
	}
	return nil
}

// Field names used in findings.
const (
	FieldName        = "name"
	FieldDescription = "description"
	FieldBody        = "body"
)

// Finding is one rule hit. Start and End are byte offsets into the named
// field of the proposal as submitted; Excerpt is that span made printable
// (invisible characters shown as <U+XXXX>) and cut to about 120 characters.
type Finding struct {
	Rule    string `json:"rule"`
	Tier    Tier   `json:"tier"`
	Field   string `json:"field"`
	Start   int    `json:"start"`
	End     int    `json:"end"`
	Excerpt string `json:"excerpt"`
	Message string `json:"message"`
}

func (f Finding) String() string {
	return fmt.Sprintf("%s %s %s[%d:%d] %q: %s", f.Tier, f.Rule, f.Field, f.Start, f.End, f.Excerpt, f.Message)
}

// Proposal is an agent-authored skill as create_skill receives it: the
// frontmatter name and description, and the markdown body that follows the
// frontmatter.
type Proposal struct {
	Name, Description, Body string
}

// Defaults for Options fields left at zero.
const (
	// DefaultMaxBody is the body limit when Options.MaxBody is zero: 64 KiB.
	// The largest of the 392 corpus skills is 44 KiB and the Agent Skills
	// guidance is to keep SKILL.md near 500 lines, so 64 KiB leaves room for
	// a long legitimate skill while keeping a proposal something a person
	// can actually review. (The Python baseline allowed 200,000 characters.)
	DefaultMaxBody = 64 << 10
	// DefaultCollisionScore is the description cosine at or above which a
	// proposal shadows an existing skill, the baseline's COLLISION_SCORE.
	DefaultCollisionScore = 0.94
	// maxScan: bodies longer than maxScan × MaxBody get the spec and
	// Unicode checks only.
	maxScan = 4
	// maxPerRule caps the findings kept per rule and field; the last one
	// kept says how many more there were.
	maxPerRule = 20
	// MaxNameLen and MaxDescriptionLen are the Agent Skills spec limits,
	// as pkg/skill defines them (one set of limits for validate, serving
	// and the door); the description limit counts characters (runes).
	MaxNameLen        = skill.MaxNameLen
	MaxDescriptionLen = skill.MaxDescriptionLen
)

// Options configures Check. The zero value is usable: no collision check,
// no name check, default limits.
type Options struct {
	// MaxBody is the largest body in bytes (INGOT_SKILL_MAX_BODY); zero
	// means DefaultMaxBody.
	MaxBody int
	// CollisionScore is the router cosine at or above which the proposal's
	// description shadows an existing skill (INGOT_COLLISION_SCORE); zero
	// means DefaultCollisionScore.
	CollisionScore float64
	// Nearest returns the live skill whose description is closest to the
	// given one and its cosine. Nil skips the collision check entirely and
	// silently: callers without a router (tests, offline linting) are
	// expected to say so themselves. An error from Nearest fails Check.
	Nearest func(ctx context.Context, description string) (skillID string, score float64, err error)
	// Describe returns the description of a live skill by id (the one
	// Nearest named), so the collision check can measure word overlap as
	// well as the router's cosine and catch a paraphrased copy below
	// CollisionScore. Nil limits the check to the cosine.
	Describe func(skillID string) string
	// NamedLike returns the live skills whose name is the proposal's name
	// or a near spelling of it (NameLike: "python-antipatterns" for
	// "python-anti-patterns"). A proposal under such a name whose
	// description reuses most of that skill's words is a copy meant to
	// take its requests, whatever skill the router finds nearest. Nil
	// skips this check; it needs Describe.
	NamedLike func(name string) []string
	// Existing reports whether a name is already taken by a live skill or a
	// pending proposal. Nil skips the check.
	Existing func(name string) bool
	// Guard is the optional classifier stage (INGOT_GUARD_MODEL); nil, the
	// default, skips it. It can only add refusals; an error from it fails
	// Check.
	Guard Guard
	// GuardThreshold is the Guard score at or above which a chunk is
	// refused (INGOT_GUARD_THRESHOLD); zero means DefaultGuardThreshold.
	GuardThreshold float64
	// LexicalThreshold is the learned stage's score at or above which a
	// chunk is refused (INGOT_SAFETY_MODEL_THRESHOLD); zero means
	// DefaultLexicalThreshold, 1 or more turns the stage off.
	LexicalThreshold float64
	// lexical replaces the shipped model (experiments measure models
	// trained without the tables they score).
	lexical *lexmodel.Model
}

// Report is the outcome of Check.
type Report struct {
	Findings []Finding `json:"findings"`
}

// Refused reports whether any finding is in the Refuse tier.
func (r Report) Refused() bool {
	for _, f := range r.Findings {
		if f.Tier == Refuse {
			return true
		}
	}
	return false
}

// Refusals returns the Refuse-tier findings.
func (r Report) Refusals() []Finding { return r.tier(Refuse) }

// Warnings returns the Flag-tier findings, the ones stored with a queued
// proposal and shown to its reviewer.
func (r Report) Warnings() []Finding { return r.tier(Flag) }

func (r Report) tier(t Tier) []Finding {
	var out []Finding
	for _, f := range r.Findings {
		if f.Tier == t {
			out = append(out, f)
		}
	}
	return out
}

// Check runs every rule over the proposal. It returns an error only when ctx
// is cancelled or Nearest fails; a bad proposal is a Report with Refuse
// findings, never an error.
func Check(ctx context.Context, p Proposal, opt Options) (Report, error) {
	if err := ctx.Err(); err != nil {
		return Report{}, fmt.Errorf("safety check: %w", err)
	}
	if opt.MaxBody <= 0 {
		opt.MaxBody = DefaultMaxBody
	}
	if opt.CollisionScore <= 0 {
		opt.CollisionScore = DefaultCollisionScore
	}
	c := &checker{p: p, opt: opt}
	c.checkSpec()
	c.checkUnicode(FieldName, p.Name)
	c.checkUnicode(FieldDescription, p.Description)
	c.checkUnicode(FieldBody, p.Body)

	c.topic = classifyTopic(p.Name, scannedDescription(p.Description))
	c.classifyMultilingual()
	desc := newDoc(FieldDescription, scannedDescription(p.Description))
	docs := []*doc{desc}
	// A body far over the limit is already refused; reading all of it
	// would only let an oversized proposal cost more time.
	if len(p.Body) <= maxScan*opt.MaxBody {
		docs = append(docs, newDoc(FieldBody, p.Body))
	}
	for _, d := range docs {
		if err := ctx.Err(); err != nil {
			return Report{}, fmt.Errorf("safety check: %w", err)
		}
		c.checkContent(d)
	}
	c.checkCatchAll(desc)
	if err := c.checkCollision(ctx); err != nil {
		return Report{}, err
	}
	if rulesObserver != nil {
		rulesObserver(p, Report{Findings: append([]Finding(nil), c.findings...)})
	}
	if err := c.checkLexical(); err != nil {
		return Report{}, err
	}
	if err := c.checkGuard(ctx); err != nil {
		return Report{}, err
	}
	return Report{Findings: c.result()}, nil
}

// scannedDescription is the part of a description the content rules read:
// all of it, unless it is far over the spec's limit (and so already
// refused), when only its beginning is read, so an oversized description
// cannot cost more time (1 MiB took half a minute to read whole).
func scannedDescription(d string) string {
	if n := maxScan * MaxDescriptionLen; len(d) > 4*n {
		return d[:byteOffsetOfRune(d, n)]
	}
	return d
}

// rulesObserver, when set (by the probedump test build only), sees every
// proposal with the rules' findings before the learned stage runs; it
// collects the test probes the model is trained on (internal/safetyfit).
var rulesObserver func(Proposal, Report)

// checkContent runs the content rules (everything but spec, unicode and
// shadowing) over one field, then over any encoded payload found in it.
func (c *checker) checkContent(d *doc) {
	c.checkOverride(d)
	c.checkIntent(d)
	c.checkNoLimits(d)
	c.checkPersonaStack(d)
	c.checkForeignAddress(d)
	c.checkForged(d)
	c.checkExfil(d)
	c.checkTamper(d)
	c.checkEncodedExec(d)
	c.checkReverseShell(d)
	c.checkFlags(d)
	c.checkHidden(d)
	c.checkRemoteInstructions(d)
	c.checkRemoteExec(d)
	c.checkPayloads(d)
	c.checkDestructive(d)
	c.checkBodyScope(d)
	c.checkActions(d)
	c.checkLeft43(d) // round 43 (left): left43.go
}

// checker accumulates findings for one proposal.
type checker struct {
	p        Proposal
	opt      Options
	topic    topic
	findings []Finding
	dropped  map[[2]string]int // (rule, field) -> findings over maxPerRule
	kept     map[[2]string]int
	// payload is set while rules run over a decoded payload: findings are
	// then reported on the payload's span in the original field.
	payload *payloadSpan
	// aliasReads counts the variable bindings writesThrough has followed.
	aliasReads int
	// blockIntent memoises overrideIntent per block of text (by its
	// bounds), so many role markers in one block read it once.
	blockIntent map[[2]int]bool
	blockClaims map[[2]int]bool
	// fenceStmts memoises the parsed shell statements of a code block (by
	// its index; nil when it does not parse as shell).
	fenceStmts map[int][]shellStmt
	// multilingual: the skill's name or description is about languages.
	multilingual bool
	// memoStealth and memoHarness: per-unit judgements of reportTamper.
	memoStealth, memoHarness map[[2]int]bool
	// memoGuard and memoFan: an agent instruction edit's unit removes a
	// guard, or reaches every such file.
	memoGuard, memoFan, memoSelf map[[2]int]bool
	// memoBinds: a unit's find-and-write commands and bindings (writesThrough).
	memoBinds map[[2]int]unitBinds
	// memoCmds: the top-level commands of a code unit (shellWritesMemo).
	memoCmds map[[2]int][][2]int
	// stackFrameVal: the skill casts a character (stackFramed), read once.
	stackFrameVal, stackFrameDone bool
}

// claimsIn: t[s:e] carries an authority claim or an override, read once
// per block.
func (c *checker) claimsIn(t string, s, e int) bool {
	if c.blockClaims == nil {
		c.blockClaims = map[[2]int]bool{}
	}
	k := [2]int{s, e}
	v, ok := c.blockClaims[k]
	if !ok {
		v = authorityRe.MatchString(t[s:e]) || c.overrideIn(t, s, e)
		c.blockClaims[k] = v
	}
	return v
}

// overrideIn is overrideIntent over t[s:e], read once per block.
func (c *checker) overrideIn(t string, s, e int) bool {
	if c.blockIntent == nil {
		c.blockIntent = map[[2]int]bool{}
	}
	k := [2]int{s, e}
	v, ok := c.blockIntent[k]
	if !ok {
		v = overrideIntent(t[s:e])
		c.blockIntent[k] = v
	}
	return v
}

type payloadSpan struct {
	field      string
	start, end int
	encoding   string
}

func (c *checker) fieldText(field string) string {
	switch field {
	case FieldName:
		return c.p.Name
	case FieldDescription:
		return c.p.Description
	}
	return c.p.Body
}

// addRaw records a finding on original byte offsets of a field.
func (c *checker) addRaw(rule string, tier Tier, field string, start, end int, msg string) {
	if c.payload != nil {
		field, start, end = c.payload.field, c.payload.start, c.payload.end
		msg = fmt.Sprintf("inside a %s-encoded payload: %s", c.payload.encoding, msg)
	}
	if c.kept == nil {
		c.kept, c.dropped = map[[2]string]int{}, map[[2]string]int{}
	}
	key := [2]string{rule, field}
	if c.kept[key] >= maxPerRule {
		c.dropped[key]++
		return
	}
	c.kept[key]++
	c.findings = append(c.findings, Finding{
		Rule: rule, Tier: tier, Field: field, Start: start, End: end,
		Excerpt: excerpt(c.fieldText(field), start, end), Message: msg,
	})
}

// add records a finding on a span of a doc's normalised text.
func (c *checker) add(d *doc, rule string, tier Tier, start, end int, msg string) {
	if c.payload != nil {
		c.addRaw(rule, tier, d.field, 0, 0, msg)
		return
	}
	os, oe := d.v.orig(start, end)
	c.addRaw(rule, tier, d.field, os, oe, msg)
}

// result sorts findings (refusals first, then by field and offset) and drops
// exact duplicates and same-rule findings nested in one another.
func (c *checker) result() []Finding {
	fieldOrder := map[string]int{FieldName: 0, FieldDescription: 1, FieldBody: 2}
	fs := c.findings
	for key, n := range c.dropped {
		for i := len(fs) - 1; i >= 0; i-- {
			if fs[i].Rule == key[0] && fs[i].Field == key[1] {
				fs[i].Message += fmt.Sprintf(" (and %d more like this)", n)
				break
			}
		}
	}
	sort.SliceStable(fs, func(i, j int) bool {
		a, b := fs[i], fs[j]
		if a.Tier != b.Tier {
			return a.Tier < b.Tier
		}
		if a.Field != b.Field {
			return fieldOrder[a.Field] < fieldOrder[b.Field]
		}
		if a.Start != b.Start {
			return a.Start < b.Start
		}
		if a.End != b.End {
			return a.End > b.End
		}
		return a.Rule < b.Rule
	})
	var out []Finding
outer:
	for _, f := range fs {
		for _, g := range out {
			if g.Rule == f.Rule && g.Field == f.Field && g.Start <= f.Start && f.End <= g.End &&
				(g.Tier == f.Tier || g.Tier == Refuse) {
				continue outer
			}
		}
		out = append(out, f)
	}
	return out
}

// lowerHas reports whether lower (already ASCII-lowered) holds any of the
// keywords; it is the cheap prefilter in front of most regexps.
func lowerHas(lower string, kws ...string) bool {
	for _, k := range kws {
		if strings.Contains(lower, k) {
			return true
		}
	}
	return false
}
