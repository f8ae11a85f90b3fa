package ingest

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"path"
	"path/filepath"
	"regexp"
	"strings"

	"github.com/ingot-dev/ingot/pkg/trace"
)

// Claude Code transcripts (FORMATS.md §1): one JSON object per line; the
// records that matter are `user` (typed prompts, tool results, injected meta
// text), `assistant` (one record per content block, usage repeated per
// message id) and `system` (turn_duration).

// The records are decoded with scanObject: only the fields below are read,
// everything else (tool output, snapshots, progress payloads) is skipped in
// one pass.

type ccRecord struct {
	Type             string
	UUID             string
	SessionID        string
	Timestamp        string
	CWD              string
	IsSidechain      bool
	IsMeta           bool
	IsCompactSummary bool
	Subtype          string
	DurationMS       float64
	Content          []byte // system records
	Message          []byte
	SourceToolUseID  string
}

func decodeCCRecord(line []byte, r *ccRecord) error {
	var ferr error
	err := scanObject(line, func(k, v []byte) bool {
		switch string(k) {
		case "type":
			ferr = jsonString(v, &r.Type)
		case "uuid":
			ferr = jsonString(v, &r.UUID)
		case "sessionId":
			ferr = jsonString(v, &r.SessionID)
		case "timestamp":
			ferr = jsonString(v, &r.Timestamp)
		case "cwd":
			ferr = jsonString(v, &r.CWD)
		case "subtype":
			ferr = jsonString(v, &r.Subtype)
		case "sourceToolUseID":
			ferr = jsonString(v, &r.SourceToolUseID)
		case "isSidechain":
			ferr = jsonBool(v, &r.IsSidechain)
		case "isMeta":
			ferr = jsonBool(v, &r.IsMeta)
		case "isCompactSummary":
			ferr = jsonBool(v, &r.IsCompactSummary)
		case "durationMs":
			ferr = jsonNumber(v, &r.DurationMS)
		case "content":
			r.Content = v
		case "message":
			r.Message = v
		default:
			return true
		}
		if ferr != nil {
			ferr = fmt.Errorf("field %s: %w", k, ferr)
			return false
		}
		return true
	})
	if err != nil {
		return err
	}
	return ferr
}

type ccUsage struct {
	Input      int64 `json:"input_tokens"`
	Output     int64 `json:"output_tokens"`
	CacheRead  int64 `json:"cache_read_input_tokens"`
	CacheWrite int64 `json:"cache_creation_input_tokens"`
}

type ccMessage struct {
	ID      string
	Model   string
	Role    string
	Content []byte
	Usage   *ccUsage
}

func decodeCCMessage(b []byte, m *ccMessage) error {
	var ferr error
	err := scanObject(b, func(k, v []byte) bool {
		switch string(k) {
		case "id":
			ferr = jsonString(v, &m.ID)
		case "model":
			ferr = jsonString(v, &m.Model)
		case "role":
			ferr = jsonString(v, &m.Role)
		case "content":
			m.Content = v
		case "usage":
			if string(v) != "null" {
				m.Usage = &ccUsage{}
				ferr = json.Unmarshal(v, m.Usage)
			}
		default:
			return true
		}
		if ferr != nil {
			ferr = fmt.Errorf("field message.%s: %w", k, ferr)
			return false
		}
		return true
	})
	if err != nil {
		return err
	}
	return ferr
}

type ccBlock struct {
	Type      string
	Text      string
	ID        string
	Name      string
	Input     []byte
	ToolUseID string
	Content   []byte
}

// decodeCCContent reads message content: a string (one text block) or a
// list of blocks.
func decodeCCContent(b []byte) ([]ccBlock, bool, error) {
	b = bytes.TrimSpace(b)
	if len(b) == 0 || string(b) == "null" {
		return nil, false, nil
	}
	if b[0] == '"' {
		var s string
		if err := jsonString(b, &s); err != nil {
			return nil, false, err
		}
		return []ccBlock{{Type: "text", Text: s}}, true, nil
	}
	if b[0] != '[' {
		return nil, false, errors.New("neither text nor blocks")
	}
	var blocks []ccBlock
	err := scanArray(b, func(v []byte) bool {
		var bl ccBlock
		var ferr error
		err := scanObject(v, func(k, v []byte) bool {
			switch string(k) {
			case "type":
				ferr = jsonString(v, &bl.Type)
			case "text":
				ferr = jsonString(v, &bl.Text)
			case "id":
				ferr = jsonString(v, &bl.ID)
			case "name":
				ferr = jsonString(v, &bl.Name)
			case "tool_use_id":
				ferr = jsonString(v, &bl.ToolUseID)
			case "input":
				bl.Input = v
			case "content":
				bl.Content = v
			}
			return ferr == nil
		})
		if err == nil && ferr == nil {
			blocks = append(blocks, bl)
		}
		return true // an unreadable block costs only itself
	})
	return blocks, false, err
}

// ccIgnored are record types that carry nothing for a trace.
var ccIgnored = map[string]bool{
	"file-history-snapshot": true, "progress": true, "queue-operation": true, "summary": true,
	"attachment": true, "permission-mode": true, "custom-title": true, "last-prompt": true,
	"agent-name": true, "tag": true, "pr-link": true,
}

const skillBaseDir = "Base directory for this skill:"

var (
	ccCommandName = regexp.MustCompile(`<command-name>\s*([^<]*?)\s*</command-name>`)
	ccCommandArgs = regexp.MustCompile(`(?s)<command-args>(.*?)</command-args>`)
)

// ccInjectedPrefixes start user text that Claude Code or a hook wrote, not a
// human request.
var ccInjectedPrefixes = []string{
	"<local-command-stdout>", "<local-command-stderr>", "<local-command-caveat>",
	"<bash-input>", "<bash-stdout>", "<bash-stderr>", "<system-reminder>",
	"<task-notification>", "<user-memory-input>", "<command-message>",
	"Caveat: The messages below were generated by the user while running local commands",
}

type ccParser struct {
	name    string
	session string // from the file name, until a record names it
	res     Result
	known   map[string]string // skill -> revision learned in this session

	cur        *turn
	tentative  bool           // current turn is a slash command not yet acted on
	answerMsg  string         // message id the current answer comes from
	answerText []string       // its non-blank text blocks
	skillCalls map[string]int // Skill tool_use id -> index in cur.skills
	serveCalls map[string]bool
	unknown    map[string]int // unknown record type -> count
	unknownAt  map[string]int
}

func parseClaudeCode(ctx context.Context, r io.Reader, name string) (Result, error) {
	p := &ccParser{
		name:    name,
		session: strings.TrimSuffix(filepath.Base(name), ".jsonl"),
		known:   map[string]string{},
		unknown: map[string]int{}, unknownAt: map[string]int{},
	}
	p.res.Format = FormatClaudeCode
	err := eachLine(ctx, r, name, func(line []byte, no int, terminated bool) error {
		var rec ccRecord
		if err := decodeCCRecord(line, &rec); err != nil {
			msg := fmt.Sprintf("%v; skipped", err)
			if errors.Is(err, errScan) {
				msg = decodeErr(err, terminated)
			}
			// The bad line may have been the next prompt: never guess a
			// turn boundary across it.
			switch {
			case p.cur != nil && p.tentative:
				// A slash command nothing acted on yet is no turn: it is
				// dropped, as at any other turn boundary.
				msg += fmt.Sprintf("; the slash command of line %d (%q), not acted on yet, ends here, and what follows up to the next prompt is not attributed to any turn",
					p.cur.line, truncate(p.cur.task, 40))
				p.finishTurn()
			case p.cur != nil:
				msg += cutNote(p.cur)
				p.cur.flag(TagIncomplete)
				p.finishTurn()
			}
			p.warn(no, "%s", msg)
			return nil
		}
		p.handle(&rec, no)
		return nil
	})
	if err != nil && ctx.Err() != nil {
		return p.res, err // cancelled: no half-finished last turn
	}
	p.finish()
	return p.res, err
}

func (p *ccParser) warn(line int, format string, args ...any) {
	p.res.warnf(p.name, line, format, args...)
}

func (p *ccParser) handle(rec *ccRecord, no int) {
	switch rec.Type {
	case "user":
		p.user(rec, no)
	case "assistant":
		p.assistant(rec, no)
	case "system":
		p.system(rec)
	case "":
		p.warn(no, "record without a type; skipped")
	default:
		if !ccIgnored[rec.Type] {
			if p.unknown[rec.Type] == 0 {
				p.unknownAt[rec.Type] = no
			}
			p.unknown[rec.Type]++
		}
	}
}

func (p *ccParser) see(rec *ccRecord) {
	if p.cur == nil {
		return
	}
	if ts, ok := parseTS(rec.Timestamp); ok {
		p.cur.see(ts)
	}
}

func (p *ccParser) user(rec *ccRecord, no int) {
	if rec.IsSidechain {
		return
	}
	if len(rec.Message) == 0 {
		p.warn(no, "user record without a message; skipped")
		return
	}
	var msg ccMessage
	if err := decodeCCMessage(rec.Message, &msg); err != nil {
		p.warn(no, "user message: %v; skipped", err)
		return
	}
	blocks, isString, err := decodeCCContent(msg.Content)
	var text string
	switch {
	case err != nil && errors.Is(err, errScan):
		p.warn(no, "user content: %v; skipped", err)
		return
	case err != nil:
		p.warn(no, "user content is neither text nor blocks; skipped")
		return
	case blocks == nil && !isString:
		p.warn(no, "user message without content; skipped")
		return
	case isString:
		text = blocks[0].Text
	default:
		var parts []string
		toolResult := false
		for _, b := range blocks {
			switch b.Type {
			case "tool_result":
				toolResult = true
				if p.cur != nil && p.serveCalls[b.ToolUseID] {
					if s, ok := parseServed(b.Content); ok {
						p.cur.serve(s)
						if s.name != "" && s.revision != "" {
							p.known[s.name] = s.revision
						}
					}
				}
			case "text":
				parts = append(parts, b.Text)
			}
		}
		if toolResult {
			p.see(rec)
			return
		}
		text = strings.Join(parts, "\n")
	}
	text = strings.TrimSpace(text)

	if rec.IsMeta {
		p.see(rec)
		if strings.HasPrefix(text, skillBaseDir) && p.cur != nil {
			dir := strings.TrimSpace(strings.SplitN(strings.TrimPrefix(text, skillBaseDir), "\n", 2)[0])
			name := path.Base(strings.ReplaceAll(dir, `\`, "/"))
			if name == "." || name == "/" {
				name = ""
			}
			if i, ok := p.skillCalls[rec.SourceToolUseID]; ok && name != "" {
				p.cur.skills[i] = name // the folder name beats the invoked name
				p.dedupeSkills()
			} else if name != "" {
				p.cur.addSkill(name)
				p.tentative = false
			}
		}
		return
	}
	if rec.IsCompactSummary {
		return
	}
	if strings.HasPrefix(text, "[Request interrupted by user") {
		if p.cur != nil {
			p.cur.flag(TagInterrupted)
			p.see(rec)
		}
		return
	}
	if m := ccCommandName.FindStringSubmatch(text); m != nil {
		p.command(rec, no, m[1], text)
		return
	}
	for _, pre := range ccInjectedPrefixes {
		if strings.HasPrefix(text, pre) {
			p.see(rec)
			return
		}
	}
	if text == "" {
		return // e.g. an image with no words: nothing to call a task
	}
	p.start(rec, no, text)
}

// command handles a slash command. It becomes a turn only when the model
// acts on it or a skill body is injected for it: /model or /clear do not.
func (p *ccParser) command(rec *ccRecord, no int, name, text string) {
	args := ""
	if m := ccCommandArgs.FindStringSubmatch(text); m != nil {
		args = strings.TrimSpace(m[1])
	}
	task := args
	if task == "" {
		task = strings.TrimSpace(name)
	}
	p.start(rec, no, task)
	p.tentative = true
}

func (p *ccParser) start(rec *ccRecord, no int, task string) {
	p.finishTurn()
	key := rec.UUID
	if key == "" {
		key = fmt.Sprintf("line:%d", no)
	}
	t := newTurn(key, no)
	t.task = task
	t.cwd = rec.CWD
	t.session = rec.SessionID
	if t.session == "" {
		t.session = p.session
	}
	if ts, ok := parseTS(rec.Timestamp); ok {
		t.ts, t.lastTS = ts, ts
	} else if rec.Timestamp != "" {
		p.warn(no, "bad timestamp %q", rec.Timestamp)
	}
	p.cur = t
	p.tentative = false
	p.answerMsg, p.answerText = "", nil
	p.skillCalls = map[string]int{}
	p.serveCalls = map[string]bool{}
}

func (p *ccParser) dedupeSkills() {
	seen := map[string]int{}
	var out []string
	remap := map[int]int{}
	for i, s := range p.cur.skills {
		if j, ok := seen[s]; ok {
			remap[i] = j
			continue
		}
		seen[s] = len(out)
		remap[i] = len(out)
		out = append(out, s)
	}
	p.cur.skills = out
	for id, i := range p.skillCalls {
		p.skillCalls[id] = remap[i]
	}
}

func (p *ccParser) assistant(rec *ccRecord, no int) {
	if rec.IsSidechain {
		return
	}
	if len(rec.Message) == 0 {
		p.warn(no, "assistant record without a message; skipped")
		return
	}
	var msg ccMessage
	if err := decodeCCMessage(rec.Message, &msg); err != nil {
		p.warn(no, "assistant message: %v; skipped", err)
		return
	}
	if p.cur == nil {
		return // an answer to no typed request (e.g. after /clear)
	}
	p.see(rec)
	if msg.Model == "<synthetic>" {
		return // written by Claude Code itself, not by a model
	}
	p.tentative = false
	t := p.cur
	id := msg.ID
	if id == "" {
		id = "uuid:" + rec.UUID
	}
	if msg.Usage != nil {
		t.setUsage(id, trace.Tokens{Input: msg.Usage.Input, Output: msg.Usage.Output, CacheRead: msg.Usage.CacheRead, CacheWrite: msg.Usage.CacheWrite})
	}
	if msg.Model != "" {
		t.lastModel = msg.Model
	}
	blocks, _, err := decodeCCContent(msg.Content)
	if err != nil {
		p.warn(no, "assistant content: %v; skipped", err)
		return
	}
	for _, b := range blocks {
		switch b.Type {
		case "text":
			if strings.TrimSpace(b.Text) == "" {
				continue
			}
			if id != p.answerMsg {
				p.answerMsg, p.answerText = id, nil
			}
			p.answerText = append(p.answerText, strings.TrimSpace(b.Text))
			t.answer = strings.Join(p.answerText, "\n\n")
			t.model = msg.Model
		case "tool_use":
			p.toolUse(b)
		}
	}
}

func (p *ccParser) toolUse(b ccBlock) {
	t := p.cur
	var in struct {
		Skill    string `json:"skill"`
		Command  string `json:"command"`
		FilePath string `json:"file_path"`
	}
	_ = json.Unmarshal(b.Input, &in) // a tool input we cannot read names no skill
	switch {
	case b.Name == "Skill":
		n := in.Skill
		if n == "" {
			n = in.Command
		}
		if n = skillName(n); n != "" {
			t.addSkill(n)
			for i, s := range t.skills {
				if s == n {
					p.skillCalls[b.ID] = i
				}
			}
		}
	case b.Name == "Read":
		t.addSkill(skillFromPath(in.FilePath))
	case b.Name == "Bash":
		for _, n := range skillsReadByCommand(in.Command) {
			t.addSkill(n)
		}
	case isServingTool(b.Name):
		p.serveCalls[b.ID] = true
	}
}

func (p *ccParser) system(rec *ccRecord) {
	if p.cur == nil || rec.IsSidechain {
		return
	}
	switch rec.Subtype {
	case "turn_duration":
		if rec.DurationMS > 0 {
			p.cur.durationMS = rec.DurationMS
		}
		p.see(rec)
	case "local_command":
		// Slash-command bookkeeping (/model, /clear): it ends the turn
		// before it and belongs to no turn itself.
		var s string
		if jsonString(rec.Content, &s) == nil && ccCommandName.MatchString(s) {
			p.finishTurn()
		}
	}
}

func (p *ccParser) finishTurn() {
	if p.cur == nil {
		return
	}
	if !p.tentative {
		p.res.Records = append(p.res.Records, p.cur.record(FormatClaudeCode, "claude", p.known))
	}
	p.cur = nil
	p.tentative = false
}

func (p *ccParser) finish() {
	p.finishTurn()
	for typ, n := range p.unknown {
		p.warn(p.unknownAt[typ], "unknown record type %q (%d records); skipped", typ, n)
	}
	sortWarnings(p.res.Warnings)
}
