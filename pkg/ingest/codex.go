package ingest

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"path/filepath"
	"regexp"
	"strings"

	"github.com/ingot-dev/ingot/pkg/trace"
)

// Codex rollouts (FORMATS.md §2): {"timestamp","type","payload"} per line.
// Turns start at event_msg user_message (the clean typed prompt); the model
// comes only from turn_context; token_count totals are cumulative per session.

type cxLine struct {
	Timestamp  string          `json:"timestamp"`
	Type       string          `json:"type"`
	Payload    json.RawMessage `json:"payload"`
	RecordType string          `json:"record_type"` // pre-envelope state marker
	// pre-envelope header fields
	ID           string          `json:"id"`
	Instructions json.RawMessage `json:"instructions"`
}

type cxPayload struct {
	Type string `json:"type"`
	// session_meta
	ID  string `json:"id"`
	CWD string `json:"cwd"`
	// turn_context, task_started, task_complete
	Model  string `json:"model"`
	TurnID string `json:"turn_id"`
	// response_item message
	Role    string          `json:"role"`
	Content json.RawMessage `json:"content"`
	// response_item function_call(_output), local_shell_call
	Name      string          `json:"name"`
	Arguments string          `json:"arguments"`
	CallID    string          `json:"call_id"`
	Output    json.RawMessage `json:"output"`
	Action    *struct {
		Command []string `json:"command"`
	} `json:"action"`
	// event_msg
	Message          json.RawMessage `json:"message"`
	LastAgentMessage *string         `json:"last_agent_message"`
	DurationMS       float64         `json:"duration_ms"`
	Info             *struct {
		Total *cxUsage `json:"total_token_usage"`
	} `json:"info"`
	ParsedCmd []struct {
		Type string `json:"type"`
		Path string `json:"path"`
	} `json:"parsed_cmd"`
	Invocation *struct {
		Tool string `json:"tool"`
	} `json:"invocation"`
	Result json.RawMessage `json:"result"`
}

type cxUsage struct {
	Input  int64 `json:"input_tokens"`
	Cached int64 `json:"cached_input_tokens"`
	Output int64 `json:"output_tokens"`
}

// cxInjected starts user-role text that Codex injects as context.
var cxInjected = regexp.MustCompile(`^(# AGENTS\.md instructions|<environment_context>|<user_instructions>|<INSTRUCTIONS>|<user_shell_command>|<turn_aborted>|<[a-z_ ]*instructions>|<collaboration_mode>)`)

const cxRequestMarker = "## My request for Codex:"

var cxKnownTypes = map[string]bool{"session_meta": true, "turn_context": true, "response_item": true, "event_msg": true, "compacted": true}

var cxBareItems = map[string]bool{
	"message": true, "reasoning": true, "function_call": true, "function_call_output": true,
	"local_shell_call": true, "custom_tool_call": true, "custom_tool_call_output": true, "web_search_call": true,
}

type cxParser struct {
	name     string
	res      Result
	session  string
	metaSeen bool
	cwd      string
	model    string
	turnID   string // from task_started / turn_context, for the next turn
	total    cxUsage
	known    map[string]string

	cur        *turn
	startedBy  string // "event" or "item"
	active     bool   // the model has acted in the current turn
	base       cxUsage
	itemAnswer string
	evtAnswer  string
	doneAnswer string
	serveCalls map[string]bool
	unknown    map[string]int
	unknownAt  map[string]int
}

func parseCodex(ctx context.Context, r io.Reader, name string) (Result, error) {
	p := &cxParser{name: name, known: map[string]string{}, unknown: map[string]int{}, unknownAt: map[string]int{}}
	p.res.Format = FormatCodex
	// rollout-<ts>-<uuid>.jsonl: the session id until session_meta says.
	if b := strings.TrimSuffix(filepath.Base(name), ".jsonl"); len(b) >= 36 {
		p.session = b[len(b)-36:]
	}
	err := eachLine(ctx, r, name, func(line []byte, no int, terminated bool) error {
		var l cxLine
		if err := json.Unmarshal(line, &l); err != nil {
			msg := decodeErr(err, terminated)
			if p.cur != nil {
				// The bad line may have been the next prompt: never guess
				// a turn boundary across it.
				msg += cutNote(p.cur)
				p.cur.flag(TagIncomplete)
				p.finishTurn()
			}
			p.warn(no, "%s", msg)
			return nil
		}
		p.handle(&l, line, no)
		return nil
	})
	if err != nil && ctx.Err() != nil {
		return p.res, err // cancelled: no half-finished last turn
	}
	p.finish()
	return p.res, err
}

func (p *cxParser) warn(line int, format string, args ...any) {
	p.res.warnf(p.name, line, format, args...)
}

func (p *cxParser) handle(l *cxLine, raw []byte, no int) {
	typ, payload := l.Type, l.Payload
	switch {
	case l.RecordType != "":
		return // pre-envelope state marker
	case len(payload) == 0 && l.ID != "" && len(l.Instructions) > 0:
		if !p.metaSeen {
			p.session, p.metaSeen = l.ID, true
		}
		return // pre-envelope header
	case len(payload) == 0 && cxBareItems[typ]:
		typ, payload = "response_item", raw // pre-envelope response item
	case len(payload) == 0 || string(payload) == "null":
		if typ == "" {
			p.warn(no, "record without type or payload; skipped")
		} else {
			p.warn(no, "%s record without a payload; skipped", typ)
		}
		return
	}
	if !cxKnownTypes[typ] {
		if p.unknown[typ] == 0 {
			p.unknownAt[typ] = no
		}
		p.unknown[typ]++
		return
	}
	var pl cxPayload
	if err := json.Unmarshal(payload, &pl); err != nil {
		p.warn(no, "%s payload: %v; skipped", typ, err)
		return
	}
	ts, ok := parseTS(l.Timestamp)
	if !ok && l.Timestamp != "" {
		p.warn(no, "bad timestamp %q", l.Timestamp)
	}
	// The record belongs to the turn it finds open, unless it opens the
	// next one (its user prompt or the bookkeeping just before it).
	if prev := p.cur; prev != nil {
		defer func() {
			if p.cur == prev && typ != "turn_context" && pl.Type != "task_started" {
				prev.see(ts)
			}
		}()
	}
	switch typ {
	case "session_meta":
		// A resumed or forked session repeats session_meta: the first names it.
		if !p.metaSeen {
			if pl.ID != "" {
				p.session = pl.ID
			}
			if pl.CWD != "" {
				p.cwd = pl.CWD
			}
			p.metaSeen = true
		}
	case "turn_context":
		if pl.Model != "" {
			p.model = pl.Model
			if p.cur != nil {
				p.cur.lastModel = pl.Model
			}
		}
		if pl.CWD != "" {
			p.cwd = pl.CWD
			if p.cur != nil && !p.active {
				p.cur.cwd = pl.CWD
			}
		}
		if pl.TurnID != "" && p.cur == nil {
			p.turnID = pl.TurnID
		}
	case "response_item":
		p.item(&pl, l.Timestamp, no)
	case "event_msg":
		p.event(&pl, l.Timestamp, no)
	}
}

func (p *cxParser) item(pl *cxPayload, ts string, no int) {
	switch pl.Type {
	case "message":
		text := cxText(pl.Content)
		switch pl.Role {
		case "user":
			text = strings.TrimSpace(text)
			if text == "" || cxInjected.MatchString(text) {
				return
			}
			if p.cur != nil && p.startedBy == "event" && !p.active {
				return // the same prompt, already taken from its user_message event
			}
			p.start(cxRequest(text), ts, no, "item")
		case "assistant":
			if p.cur == nil {
				return
			}
			p.active = true
			if t := strings.TrimSpace(text); t != "" {
				p.itemAnswer = t
				p.cur.model = p.model
			}
		}
	case "function_call", "local_shell_call", "custom_tool_call":
		if p.cur == nil {
			return
		}
		p.active = true
		var skills []string
		switch {
		case pl.Action != nil && len(pl.Action.Command) > 0:
			skills = skillsReadByArgv(pl.Action.Command)
		case isServingTool(pl.Name):
			p.serveCalls[pl.CallID] = true
		case pl.Arguments != "":
			var args struct {
				Command json.RawMessage `json:"command"`
				Cmd     string          `json:"cmd"`
			}
			if json.Unmarshal([]byte(pl.Arguments), &args) == nil {
				var argv []string
				var s string
				switch {
				case args.Cmd != "":
					skills = skillsReadByCommand(args.Cmd)
				case json.Unmarshal(args.Command, &argv) == nil && len(argv) > 0:
					skills = skillsReadByArgv(argv)
				case json.Unmarshal(args.Command, &s) == nil:
					skills = skillsReadByCommand(s)
				}
			}
		}
		for _, s := range skills {
			p.cur.addSkill(s)
		}
	case "function_call_output", "custom_tool_call_output":
		if p.cur != nil && p.serveCalls[pl.CallID] {
			p.served(pl.Output)
		}
	case "reasoning":
		if p.cur != nil {
			p.active = true
		}
	}
}

func (p *cxParser) served(raw json.RawMessage) {
	if s, ok := parseServed(raw); ok {
		p.cur.serve(s)
		if s.name != "" && s.revision != "" {
			p.known[s.name] = s.revision
		}
	}
}

func (p *cxParser) event(pl *cxPayload, ts string, no int) {
	switch pl.Type {
	case "task_started":
		if pl.TurnID != "" {
			p.turnID = pl.TurnID
		}
	case "user_message":
		var text string
		_ = json.Unmarshal(pl.Message, &text)
		text = cxRequest(strings.TrimSpace(text))
		if text == "" {
			return
		}
		if p.cur != nil && p.startedBy == "item" && !p.active {
			p.cur.task = text // the event is the cleaner copy of the same prompt
			p.startedBy = "event"
			return
		}
		p.start(text, ts, no, "event")
	case "agent_message":
		if p.cur == nil {
			return
		}
		var text string
		_ = json.Unmarshal(pl.Message, &text)
		if t := strings.TrimSpace(text); t != "" {
			p.active = true
			p.evtAnswer = t
			if p.cur.model == "" {
				p.cur.model = p.model
			}
		}
	case "task_complete":
		if p.cur == nil {
			return
		}
		if pl.LastAgentMessage != nil && strings.TrimSpace(*pl.LastAgentMessage) != "" {
			p.doneAnswer = strings.TrimSpace(*pl.LastAgentMessage)
			if p.cur.model == "" {
				p.cur.model = p.model
			}
		}
		if pl.DurationMS > 0 {
			p.cur.durationMS = pl.DurationMS
		}
		p.turnID = ""
	case "turn_aborted":
		if p.cur != nil {
			p.cur.flag(TagInterrupted) // as Claude Code's "[Request interrupted by user]"
			p.cur.flag("aborted")
		}
		p.turnID = ""
	case "token_count":
		if pl.Info != nil && pl.Info.Total != nil {
			tot := *pl.Info.Total
			if tot.Input < p.total.Input || tot.Output < p.total.Output {
				// The counter restarted (a resumed or forked session):
				// what came before is already accounted.
				p.base = cxUsage{}
			}
			p.total = tot
		}
	case "exec_command_end":
		if p.cur == nil {
			return
		}
		for _, c := range pl.ParsedCmd {
			if c.Type == "read" {
				p.cur.addSkill(skillFromPath(c.Path))
			}
		}
	case "mcp_tool_call_end":
		if p.cur != nil && pl.Invocation != nil && isServingTool(pl.Invocation.Tool) {
			p.served(pl.Result)
		}
	}
}

// cxRequest unwraps an IDE prompt ("# Files mentioned by the user: …
// ## My request for Codex: <prompt>").
func cxRequest(text string) string {
	if i := strings.LastIndex(text, cxRequestMarker); i >= 0 {
		return strings.TrimSpace(text[i+len(cxRequestMarker):])
	}
	return text
}

func cxText(raw json.RawMessage) string {
	var blocks []struct {
		Type string `json:"type"`
		Text string `json:"text"`
	}
	if json.Unmarshal(raw, &blocks) != nil {
		var s string
		_ = json.Unmarshal(raw, &s)
		return s
	}
	var parts []string
	for _, b := range blocks {
		if b.Type == "input_text" || b.Type == "output_text" || b.Type == "text" {
			parts = append(parts, b.Text)
		}
	}
	return strings.Join(parts, "\n")
}

func (p *cxParser) start(task, ts string, no int, by string) {
	p.finishTurn()
	key := p.turnID
	if key == "" && ts != "" {
		key = "ts:" + ts
	}
	if key == "" {
		key = fmt.Sprintf("line:%d", no)
	}
	t := newTurn(key, no)
	t.task = task
	t.session = p.session
	t.cwd = p.cwd
	t.lastModel = p.model
	if tt, ok := parseTS(ts); ok {
		t.ts, t.lastTS = tt, tt
	}
	p.cur = t
	p.startedBy = by
	p.active = false
	p.base = p.total
	p.itemAnswer, p.evtAnswer, p.doneAnswer = "", "", ""
	p.serveCalls = map[string]bool{}
}

func (p *cxParser) finishTurn() {
	t := p.cur
	if t == nil {
		return
	}
	switch {
	case p.itemAnswer != "":
		t.answer = p.itemAnswer
	case p.evtAnswer != "":
		t.answer = p.evtAnswer
	default:
		t.answer = p.doneAnswer
	}
	in := p.total.Input - p.base.Input
	cached := p.total.Cached - p.base.Cached
	if in > 0 || cached > 0 || p.total.Output > p.base.Output {
		t.setUsage("session-total", trace.Tokens{
			Input:     max(in-cached, 0),
			Output:    p.total.Output - p.base.Output,
			CacheRead: max(cached, 0),
		})
	}
	if t.session == "" {
		t.session = p.session
	}
	p.res.Records = append(p.res.Records, t.record(FormatCodex, "codex", p.known))
	p.cur = nil
}

func (p *cxParser) finish() {
	p.finishTurn()
	for typ, n := range p.unknown {
		p.warn(p.unknownAt[typ], "unknown record type %q (%d records); skipped", typ, n)
	}
	sortWarnings(p.res.Warnings)
}
