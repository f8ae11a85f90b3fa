package mcpserver

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/ingot-dev/ingot/pkg/route"
	"github.com/ingot-dev/ingot/pkg/serving"
	"github.com/ingot-dev/ingot/pkg/skill"
	"github.com/ingot-dev/ingot/pkg/trace"
)

// Tool names.
const (
	toolRoute   = "route_and_load"
	toolSuggest = "suggest_skills"
	toolGet     = "get_skill"
	toolList    = "list_skills"
	toolCreate  = "create_skill"
	toolReload  = "reload_skills"
)

// ToolNames lists the six tools, in the order they are registered.
var ToolNames = []string{toolRoute, toolSuggest, toolGet, toolList, toolCreate, toolReload}

// RouteInput is the input of route_and_load.
type RouteInput struct {
	Task           string   `json:"task"`
	Harness        string   `json:"harness,omitempty"`
	Cwd            string   `json:"cwd,omitempty"`
	AvailableTools []string `json:"available_tools,omitempty"`
	AvailableMCPs  []string `json:"available_mcps,omitempty"`
	Platform       string   `json:"platform,omitempty"`
}

// SuggestInput is the input of suggest_skills.
type SuggestInput struct {
	Task string `json:"task"`
	K    int    `json:"k,omitempty"`
}

// Suggestion is one ranked skill, without a body.
type Suggestion struct {
	ID          string  `json:"id"`
	Name        string  `json:"name"`
	Description string  `json:"description"`
	Score       float64 `json:"score"`
	Related     bool    `json:"related"`
}

// SuggestOutput is the result of suggest_skills.
type SuggestOutput struct {
	Skills []Suggestion `json:"skills"`
	Novel  bool         `json:"novel"`
	Note   string       `json:"note"`
}

// GetInput is the input of get_skill.
type GetInput struct {
	Name string `json:"name"`
}

// BundledFile is a file that ships with a skill (not its content).
type BundledFile struct {
	Path string `json:"path"`
	Size int64  `json:"size"`
	URI  string `json:"uri"`
}

// SkillOutput is the result of get_skill.
type SkillOutput struct {
	ID          string        `json:"id"`
	Name        string        `json:"name"`
	Description string        `json:"description"`
	Revision    string        `json:"revision"`
	Header      string        `json:"header"`
	Body        string        `json:"body"`
	SkillRoot   string        `json:"skill_root"`
	Files       []BundledFile `json:"files"`
	Note        string        `json:"note,omitempty"`
}

// Empty is the input of tools without arguments.
type Empty struct{}

const (
	defaultK = 5
	maxK     = 20
)

func boolPtr(b bool) *bool { return &b }

// addTools registers the six tools.
func (s *Server) addTools() error {
	routeIn := schemaFor[RouteInput](map[string]string{
		"task":            "the user's request, in their words (what you are about to do)",
		"harness":         "the agent harness you run in: claude (Claude Code) or codex; taken from the MCP client when omitted",
		"cwd":             "absolute path of the project you are working in (project-scoped skills match files under it)",
		"available_tools": "tools you can call (skills that require others are skipped)",
		"available_mcps":  "MCP servers you are connected to (skills that require others are skipped)",
		"platform":        "macos, linux or windows; default: the server's",
	})
	routeIn.Required = []string{"task"}
	routeIn.Properties["task"].MinLength = ptr(1)
	addBodyTool(s, &mcp.Tool{
		Name:  toolRoute,
		Title: "Route a task to a skill and load it",
		Description: "Pick the one reviewed skill that fits a task and load its instructions. Call this before starting " +
			"any non-trivial task, with the user's request as `task`. The answer is the router's decision: `match` is " +
			"a skill that fits and `skill_body` holds its instructions - follow them; `related_match` is a related skill " +
			"loaded for you to compose with or extend; `novel: true` means no skill fits, so work without one. At most " +
			"one body is returned; `alternatives` names up to two runners-up without bodies (load one with get_skill if " +
			"it fits better). `revision` names the exact version served and `skill_root` the folder of its bundled files.",
		InputSchema:  routeIn,
		OutputSchema: decisionSchema(),
		Annotations:  &mcp.ToolAnnotations{ReadOnlyHint: true, IdempotentHint: true, OpenWorldHint: boolPtr(false)},
	}, s.routeAndLoad)

	suggestIn := schemaFor[SuggestInput](map[string]string{
		"task": "what you want to do",
		"k":    fmt.Sprintf("how many skills at most (1-%d, default %d)", maxK, defaultK),
	})
	suggestIn.Required = []string{"task"}
	suggestIn.Properties["task"].MinLength = ptr(1)
	suggestIn.Properties["k"].Minimum = ptrF(1)
	suggestIn.Properties["k"].Maximum = ptrF(maxK)
	mcp.AddTool(s.srv, &mcp.Tool{
		Name:  toolSuggest,
		Title: "Suggest skills for a task",
		Description: "Rank the library's skills for a task without loading any: ids, names, descriptions and scores " +
			"(0-1). Skills that fit come first; when none fits, up to two `related: true` skills are shown; an empty " +
			"list (`novel: true`) means nothing fits. Use it to browse options, then get_skill to load one.",
		InputSchema: suggestIn,
		OutputSchema: schemaFor[SuggestOutput](map[string]string{
			"skills":       "best first",
			"skills.id":    "skill id, for get_skill",
			"skills.score": "router score, 0-1",
			"novel":        "true when no skill fits the task",
		}),
		Annotations: &mcp.ToolAnnotations{ReadOnlyHint: true, IdempotentHint: true, OpenWorldHint: boolPtr(false)},
	}, s.suggest)

	getIn := schemaFor[GetInput](map[string]string{
		"name": "skill id (e.g. lambdatest/rspec-skill), or a name only one skill has; id@revision is accepted",
	})
	getIn.Properties["name"].MinLength = ptr(1)
	addBodyTool(s, &mcp.Tool{
		Name:  toolGet,
		Title: "Load a skill",
		Description: "Load one skill by id (e.g. `lambdatest/rspec-skill`) or by a name only one skill carries. Returns " +
			"its instructions under a header line `# Skill: <id>@<revision>`, the folder it lives in (`skill_root`) and " +
			"the list of its bundled files (paths and sizes, not contents: read them under skill_root when the " +
			"instructions refer to them).",
		InputSchema: getIn,
		OutputSchema: schemaFor[SkillOutput](map[string]string{
			"revision": "full revision (sha-256 of the skill folder's manifest)",
			"header":   "# Skill: <id>@<short revision>",
			"files":    "bundled files besides SKILL.md",
		}),
		Annotations: &mcp.ToolAnnotations{ReadOnlyHint: true, IdempotentHint: true, OpenWorldHint: boolPtr(false)},
	}, s.getSkill)

	listIn := schemaFor[ListInput](map[string]string{
		"offset": "skip this many skills (from next_offset of a previous call)",
	})
	listIn.Properties["offset"].Minimum = ptrF(0)
	mcp.AddTool(s.srv, &mcp.Tool{
		Name:  toolList,
		Title: "List the skill library",
		Description: "List the skill library: id, name, short revision and description of each skill, with how often " +
			"it was offered and loaded. A large library is cut to fit your context: descriptions are shortened, then " +
			"the list is paged (`next_offset`), and `note` says what was cut. To find the skill for a task, prefer " +
			"route_and_load or suggest_skills.",
		InputSchema: listIn,
		OutputSchema: schemaFor[ListOutput](map[string]string{
			"skills.revision":   "first 12 hex digits of the revision",
			"skills.uses":       "times offered (returned by route_and_load or suggest_skills) and loaded (body served)",
			"next_offset":       "pass as offset to list the rest; absent on the last page",
			"description_chars": "descriptions were cut to this many characters (0: none was cut)",
		}),
		Annotations: &mcp.ToolAnnotations{ReadOnlyHint: true, IdempotentHint: true, OpenWorldHint: boolPtr(false)},
	}, s.listSkills)

	createIn := schemaFor[CreateInput](map[string]string{
		"name":        "new skill name: 1-64 lowercase letters, digits and single hyphens (also its folder name)",
		"description": "when to use the skill and what it does, in one or two sentences (at most 1024 characters)",
		"body":        "the skill's Markdown instructions (without frontmatter)",
	})
	for _, k := range []string{"name", "description", "body"} {
		createIn.Properties[k].MinLength = ptr(1)
	}
	mcp.AddTool(s.srv, &mcp.Tool{
		Name:  toolCreate,
		Title: "Propose a new skill for review",
		Description: "Propose a NEW skill when you worked out a reusable procedure for a kind of task that no existing " +
			"skill covers. The proposal is safety-checked and queued for human review; it is NOT live until a person " +
			"approves it (`ingot-promote approve <name>`), and it never overwrites an existing skill (to improve one, " +
			"say so to the user instead). The answer says exactly what was queued (status `queued`, the review slot and " +
			"the revision it would have), or why it was refused (status `refused`: each rule with the offending text).",
		InputSchema: createIn,
		OutputSchema: schemaFor[CreateOutput](map[string]string{
			"status":   "queued or refused",
			"slot":     "review slot file, relative to the Ingot home",
			"revision": "revision the skill will have once approved",
			"refusals": "findings that refused the proposal (empty when queued)",
			"warnings": "findings queued with the proposal for the reviewer",
		}),
		Annotations: &mcp.ToolAnnotations{ReadOnlyHint: false, DestructiveHint: boolPtr(false), IdempotentHint: false, OpenWorldHint: boolPtr(false)},
	}, s.createSkill)

	mcp.AddTool(s.srv, &mcp.Tool{
		Name:  toolReload,
		Title: "Reload the skill library",
		Description: "Re-read the skill folders now (changes are also picked up by themselves within about a second). " +
			"Returns how many skills are served, which were added, changed or removed, which skills' folders are broken " +
			"(their previous revision stays served) and the loader's diagnostics.",
		InputSchema:  schemaFor[Empty](nil),
		OutputSchema: schemaFor[ReloadReport](nil),
		Annotations:  &mcp.ToolAnnotations{ReadOnlyHint: true, IdempotentHint: true, OpenWorldHint: boolPtr(false)},
	}, s.reloadSkills)
	return nil
}

func ptr(n int) *int          { return &n }
func ptrF(f float64) *float64 { return &f }

// callInfo is what a trace record needs to know about the caller.
type callInfo struct {
	session string
	client  string // MCP client name
}

func infoOf(req *mcp.CallToolRequest) callInfo {
	var ci callInfo
	if req == nil || req.Session == nil {
		return ci
	}
	ci.session = req.Session.ID()
	if p := req.Session.InitializeParams(); p != nil && p.ClientInfo != nil {
		ci.client = p.ClientInfo.Name
	}
	return ci
}

// harnessOf maps an MCP client name to a harness the router knows.
func harnessOf(client string) string {
	c := strings.ToLower(client)
	switch {
	case strings.Contains(c, "claude"):
		return "claude"
	case strings.Contains(c, "codex"):
		return "codex"
	}
	return ""
}

func ms(d time.Duration) float64 { return float64(d.Microseconds()) / 1000 }

func (s *Server) routeAndLoad(ctx context.Context, req *mcp.CallToolRequest, in RouteInput) (json.RawMessage, string, error) {
	start := time.Now()
	ci := infoOf(req)
	harness := strings.TrimSpace(in.Harness)
	if harness == "" {
		harness = harnessOf(ci.client)
	}
	if harness == "" {
		return nil, "", errors.New("harness is required: say which agent harness you run in (claude or codex)")
	}
	if strings.TrimSpace(in.Task) == "" {
		return nil, "", errors.New("task is required: pass the user's request")
	}
	v := s.cat.acquire()
	rreq := route.Request{
		Task: in.Task, Harness: harness, Cwd: in.Cwd, Platform: in.Platform,
		Tools: in.AvailableTools, MCPs: in.AvailableMCPs,
	}
	d, err := v.router.Route(ctx, rreq)
	if err == nil {
		// Nothing compatible: say which filter excluded which skill, as
		// ingot-route does.
		route.NameExclusions(&d, v.router.Skills(), rreq)
	}
	v.release()
	if err != nil {
		return nil, "", fmt.Errorf("route: %w", err)
	}
	if d.Alternatives == nil {
		d.Alternatives = []route.Alternative{}
	}
	var served *serving.Served
	if d.Skill != nil && d.SkillBody != "" {
		sv := serving.FromSkill(d.Skill, harness)
		sv.Body = d.SkillBody
		sv = sv.Capped(s.opt.ServeMaxBody)
		if sv.Note != "" {
			d.SkillBody = sv.Body
			d.Reason = strings.TrimSpace(d.Reason + "; " + sv.Note)
		}
		served = &sv
	}
	rec := trace.Record{
		Task: in.Task, Harness: harness, Source: trace.SourceRouteAndLoad, Session: ci.session, CWD: in.Cwd,
		Route: &trace.Route{Match: d.Match, RelatedMatch: d.RelatedMatch, Score: d.Score, Novel: d.Novel},
	}
	if d.Skill != nil && d.SkillBody != "" {
		rec.Skill, rec.Revision = d.Skill.ID, d.Revision.String()
	}
	for _, a := range d.Alternatives {
		rec.Offered = append(rec.Offered, a.Name)
	}
	out, err := d.MarshalJSON()
	if err != nil {
		return nil, "", fmt.Errorf("route: %w", err)
	}
	rec.DurationMS = ms(time.Since(start))
	s.rec.record(ctx, rec)
	if served == nil {
		return out, "", nil // novel: the decision JSON, no body
	}
	return out, routeText(d, *served), nil
}

// routeText is route_and_load's text content when a skill is served: one
// line with the decision, the runners-up, then the skill exactly as the
// serving contract renders it (get_skill's text). The body appears once in
// the text; the structured result carries the decision object.
func routeText(d route.Decision, sv serving.Served) string {
	var b strings.Builder
	band := "match"
	if d.Match == "" {
		band = "related_match (no skill fits exactly; compose with or extend this one)"
	}
	// The full revision is on the first line so a transcript of this result
	// names exactly what was served (ingot-mine ingest reads it back).
	fmt.Fprintf(&b, "%s: %s (score %.3f; revision %s). %s\n", band, sv.Ref, d.Score, d.Revision, d.Reason)
	if len(d.Alternatives) > 0 {
		alts := make([]string, 0, len(d.Alternatives))
		for _, a := range d.Alternatives {
			alts = append(alts, fmt.Sprintf("%s (%.3f)", a.Name, a.Score))
		}
		fmt.Fprintf(&b, "alternatives (load with get_skill): %s\n", strings.Join(alts, ", "))
	}
	b.WriteString("\n")
	b.WriteString(serving.Text(sv))
	return b.String()
}

func (s *Server) suggest(ctx context.Context, req *mcp.CallToolRequest, in SuggestInput) (*mcp.CallToolResult, SuggestOutput, error) {
	start := time.Now()
	k := in.K
	if k <= 0 {
		k = defaultK
	}
	k = min(k, maxK)
	v := s.cat.acquire()
	sugs, _, err := v.router.Suggest(ctx, in.Task, max(k, 2))
	opt := v.router.Options()
	v.release()
	if err != nil {
		return nil, SuggestOutput{}, fmt.Errorf("suggest: %w", err)
	}
	out := SuggestOutput{Skills: []Suggestion{}}
	for _, sg := range sugs {
		if sg.Score >= opt.MinScore && len(out.Skills) < k {
			out.Skills = append(out.Skills, Suggestion{ID: sg.ID, Name: sg.Name, Description: sg.Description, Score: sg.Score})
		}
	}
	if len(out.Skills) == 0 {
		for _, sg := range sugs {
			if sg.Score >= opt.RelatedScore && len(out.Skills) < 2 {
				out.Skills = append(out.Skills, Suggestion{ID: sg.ID, Name: sg.Name, Description: sg.Description, Score: sg.Score, Related: true})
			}
		}
	}
	switch {
	case len(out.Skills) == 0:
		out.Novel = true
		out.Note = "no skill fits this task; work without one"
	case out.Skills[0].Related:
		out.Note = fmt.Sprintf("no skill reaches the match score %.3f; these are related (use one to compose or extend)", opt.MinScore)
	default:
		out.Note = fmt.Sprintf("skills scoring at least %.3f, best first; load one with get_skill", opt.MinScore)
	}
	ci := infoOf(req)
	rec := trace.Record{Task: in.Task, Harness: harnessOrClient(ci), Source: trace.SourceSuggest, Session: ci.session,
		Route: &trace.Route{Novel: out.Novel}}
	for _, sg := range out.Skills {
		rec.Offered = append(rec.Offered, sg.ID)
	}
	if len(out.Skills) > 0 {
		rec.Route.Score = out.Skills[0].Score
	}
	rec.DurationMS = ms(time.Since(start))
	s.rec.record(ctx, rec)
	return nil, out, nil
}

func harnessOrClient(ci callInfo) string {
	if h := harnessOf(ci.client); h != "" {
		return h
	}
	return ci.client
}

func (s *Server) getSkill(ctx context.Context, req *mcp.CallToolRequest, in GetInput) (json.RawMessage, string, error) {
	start := time.Now()
	ref, wantRev, _ := strings.Cut(strings.TrimSpace(in.Name), "@")
	v := s.cat.acquire()
	sk, err := v.router.Lookup(ref)
	var out SkillOutput
	if err == nil {
		out = SkillOutput{
			ID: sk.ID, Name: sk.Name, Description: sk.Description, Revision: sk.Revision.String(),
			Header: "# Skill: " + sk.Ref(), Body: sk.BodyFor(harnessOf(infoOf(req).client)), SkillRoot: sk.Dir,
			Files: []BundledFile{},
		}
		capped := serving.Served{Body: out.Body, Root: sk.Dir}.Capped(s.opt.ServeMaxBody)
		out.Body, out.Note = capped.Body, capped.Note
		e := v.entries[sk.ID]
		for _, f := range sk.Files() {
			bf := BundledFile{Path: f.Path, Size: f.Size}
			if e != nil {
				bf.URI = e.base + "/" + escapePath(f.Path)
			}
			out.Files = append(out.Files, bf)
		}
		if k, ok := v.kept[sk.ID]; ok {
			out.Note = strings.TrimPrefix(out.Note+"; the skill's folder no longer loads ("+strings.Join(k.Problems, "; ")+"); this is its last good revision", "; ")
		}
	}
	v.release()
	ci := infoOf(req)
	rec := trace.Record{Task: "get_skill " + in.Name, Harness: harnessOrClient(ci), Source: trace.SourceGetSkill, Session: ci.session}
	if err != nil {
		rec.DurationMS = ms(time.Since(start))
		s.rec.record(ctx, rec)
		if errors.Is(err, skill.ErrNotFound) {
			return nil, "", fmt.Errorf("no skill %q: call suggest_skills or list_skills to find one", ref)
		}
		return nil, "", err
	}
	if wantRev != "" && !strings.HasPrefix(out.Revision, strings.ToLower(wantRev)) {
		out.Note = strings.TrimSpace(out.Note + " revision " + wantRev + " is not the one served; this is the current revision")
	}
	b, err := marshal(out)
	if err != nil {
		return nil, "", err
	}
	rec.Skill, rec.Revision = out.ID, out.Revision
	rec.DurationMS = ms(time.Since(start))
	s.rec.record(ctx, rec)
	return b, skillText(out), nil
}

// marshal is json.Marshal without HTML escaping (a body full of <, > and
// & reads as written).
func marshal(v any) (json.RawMessage, error) {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		return nil, err
	}
	return bytes.TrimRight(b.Bytes(), "\n"), nil
}

// skillText is get_skill's text content: the serving contract's Text of
// the skill (pkg/serving), so agents read what A/B runs measure.
func skillText(o SkillOutput) string {
	sv := serving.Served{Ref: strings.TrimPrefix(o.Header, "# Skill: "), Description: o.Description, Body: o.Body, Root: o.SkillRoot, Note: o.Note}
	for _, f := range o.Files {
		sv.Files = append(sv.Files, serving.File{Path: f.Path, Size: f.Size})
	}
	return serving.Text(sv)
}

func (s *Server) reloadSkills(ctx context.Context, _ *mcp.CallToolRequest, _ Empty) (*mcp.CallToolResult, ReloadReport, error) {
	rep, err := s.cat.reload(ctx)
	if err != nil {
		return nil, ReloadReport{}, fmt.Errorf("reload failed, the previous library is still served: %w", err)
	}
	return nil, *rep, nil
}
