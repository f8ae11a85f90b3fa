package ingest

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"time"

	"github.com/ingot-dev/ingot/pkg/jsonl"
	"github.com/ingot-dev/ingot/pkg/trace"
)

// Format names a kind of input file.
type Format string

// The formats Detect recognises. The values double as trace.Record.Source.
const (
	FormatClaudeCode Format = "claude-code" // Claude Code session transcript (JSONL)
	FormatCodex      Format = "codex"       // Codex rollout (JSONL)
	FormatOTel       Format = "otel"        // OTLP/JSON trace export (one request, or JSON Lines of them)
	FormatJSONL      Format = "jsonl"       // Ingot `trace` records (JSONL)
)

// ErrUnknownFormat is returned by Detect when a file matches no importer.
var ErrUnknownFormat = errors.New("unrecognized trace format")

// Warning is one skipped record or other problem that did not stop the import.
type Warning struct {
	File string
	Line int // 1-based; 0 when the problem is not tied to one line
	Msg  string
}

func (w Warning) String() string {
	if w.Line > 0 {
		return fmt.Sprintf("%s:%d: %s", w.File, w.Line, w.Msg)
	}
	return fmt.Sprintf("%s: %s", w.File, w.Msg)
}

// Result is what one file yielded.
type Result struct {
	Format   Format
	Records  []trace.Record
	Warnings []Warning
}

// warnf records a warning about line of file.
func (r *Result) warnf(file string, line int, format string, args ...any) {
	r.Warnings = append(r.Warnings, Warning{File: file, Line: line, Msg: fmt.Sprintf(format, args...)})
}

// headSize is how much of a file Detect looks at.
const headSize = 64 << 10

// ImportFile imports one file, dispatching on Detect. An OTel file is
// imported on its own: a trace whose other batches are in other files is
// reported as incomplete (use ImportFiles to merge batches).
func ImportFile(ctx context.Context, path string) (Result, error) {
	var (
		res   Result
		found bool
	)
	err := importFiles(ctx, []string{path}, true, func(p string, r Result) {
		res, found = r, true
	})
	if err != nil {
		return Result{}, err
	}
	if !found {
		return Result{}, fmt.Errorf("import %s: no result", path)
	}
	return res, nil
}

// ImportFiles imports each path and calls fn once per file, in order, except
// that OTel files are reported last: their spans are first grouped by traceId
// across all the files, so one trace split over several export batches
// becomes one record (attributed to the file holding its root span). A file
// that cannot be read or recognised yields a Result with a Warning; only a
// cancelled context stops the import.
func ImportFiles(ctx context.Context, paths []string, fn func(path string, r Result)) error {
	return importFiles(ctx, paths, false, fn)
}

func importFiles(ctx context.Context, paths []string, strict bool, fn func(path string, r Result)) error {
	var otelFiles []*otelFile
	for _, path := range paths {
		if err := ctx.Err(); err != nil {
			return err
		}
		f, format, err := openDetect(path)
		if err != nil {
			if strict {
				return err
			}
			msg := err.Error()
			if errors.Is(err, ErrUnknownFormat) {
				msg = "unrecognized format (not a Claude Code, Codex, OTLP/JSON or trace file); skipped"
			}
			fn(path, Result{Warnings: []Warning{{File: path, Msg: msg}}})
			continue
		}
		switch format {
		case FormatOTel:
			of, err := readOTelFile(ctx, f, path)
			f.Close()
			if err != nil {
				if ctx.Err() != nil || strict {
					return err
				}
				fn(path, Result{Format: format, Warnings: []Warning{{File: path, Msg: err.Error()}}})
				continue
			}
			otelFiles = append(otelFiles, of)
			continue
		default:
			var res Result
			switch format {
			case FormatClaudeCode:
				res, err = parseClaudeCode(ctx, f, path)
			case FormatCodex:
				res, err = parseCodex(ctx, f, path)
			case FormatJSONL:
				res, err = parseTraceJSONL(ctx, f, path)
			}
			f.Close()
			if err != nil {
				if ctx.Err() != nil || strict {
					return err
				}
				res.Warnings = append(res.Warnings, Warning{File: path, Msg: err.Error()})
			}
			res.Format = format
			fn(path, res)
		}
	}
	if len(otelFiles) > 0 {
		for _, of := range buildOTel(otelFiles) {
			fn(of.path, of.result)
		}
	}
	return nil
}

// openDetect opens path and detects its format; the file is positioned at 0.
func openDetect(path string) (*os.File, Format, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, "", fmt.Errorf("open %s: %w", path, err)
	}
	head := make([]byte, headSize)
	n, err := io.ReadFull(f, head)
	if err != nil && !errors.Is(err, io.ErrUnexpectedEOF) && !errors.Is(err, io.EOF) {
		f.Close()
		return nil, "", fmt.Errorf("read %s: %w", path, err)
	}
	// A UTF-8 byte-order mark (some Windows editors and exporters write
	// one) is not content: detection and the readers start after it.
	var start int64
	if bytes.HasPrefix(head[:n], jsonl.BOM) {
		start = int64(len(jsonl.BOM))
	}
	format, err := Detect(path, head[start:n])
	if err != nil {
		f.Close()
		return nil, "", err
	}
	if _, err := f.Seek(start, io.SeekStart); err != nil {
		f.Close()
		return nil, "", fmt.Errorf("seek %s: %w", path, err)
	}
	return f, format, nil
}

// ImportDir walks dir for *.jsonl and *.json files (sorted, dot-directories
// skipped) and imports them as ImportFiles does. Claude Code subagent
// transcripts (…/subagents/…, agent-*.jsonl) are skipped: their "user" turns
// are prompts written by the main agent, not by a human.
func ImportDir(ctx context.Context, dir string, fn func(path string, r Result)) error {
	paths, err := ListDir(ctx, dir, fn)
	if err != nil {
		return err
	}
	return ImportFiles(ctx, paths, fn)
}

// ListDir returns the files ImportDir would import from dir, in order. A
// subdirectory that cannot be read is reported through fn as a Result with
// a Warning. Callers that import several folders and files at once list
// them first and make one ImportFiles call, so OTel batches of one trace
// merge across all of them.
func ListDir(ctx context.Context, dir string, fn func(path string, r Result)) ([]string, error) {
	var paths []string
	err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			if p == dir {
				return err
			}
			fn(p, Result{Warnings: []Warning{{File: p, Msg: fmt.Sprintf("walk: %v", err)}}})
			if d != nil && d.IsDir() {
				return fs.SkipDir
			}
			return nil
		}
		if cerr := ctx.Err(); cerr != nil {
			return cerr
		}
		name := d.Name()
		if d.IsDir() {
			if p != dir && (strings.HasPrefix(name, ".") || name == "subagents") {
				return fs.SkipDir
			}
			return nil
		}
		if !d.Type().IsRegular() {
			return nil
		}
		if strings.HasPrefix(name, "agent-") && strings.HasSuffix(name, ".jsonl") {
			return nil
		}
		if strings.HasSuffix(name, ".jsonl") || strings.HasSuffix(name, ".json") {
			paths = append(paths, p)
		}
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("walk %s: %w", dir, err)
	}
	return paths, nil
}

// DefaultSources returns the directories harnesses write their logs to:
// Claude Code projects (CLAUDE_PROJECTS_DIR, default ~/.claude/projects) and
// Codex sessions (CODEX_SESSIONS_DIR, default ~/.codex/sessions). userHome
// is the user's home directory ($HOME), never the Ingot home. The
// directories may not exist; callers check.
func DefaultSources(userHome string, getenv func(string) string) []string {
	home := userHome
	pick := func(env string, def ...string) string {
		if v := strings.TrimSpace(getenv(env)); v != "" {
			return v
		}
		return filepath.Join(append([]string{home}, def...)...)
	}
	return []string{
		pick("CLAUDE_PROJECTS_DIR", ".claude", "projects"),
		pick("CODEX_SESSIONS_DIR", ".codex", "sessions"),
	}
}

// Detect names the format of a file from its first bytes (head) and, only to
// break a tie, its name.
func Detect(path string, head []byte) (Format, error) {
	// Classify the first complete lines that parse as JSON objects.
	rest := head
	for i := 0; i < 8 && len(rest) > 0; i++ {
		nl := bytes.IndexByte(rest, '\n')
		if nl < 0 {
			break
		}
		line := bytes.TrimSpace(rest[:nl])
		rest = rest[nl+1:]
		if len(line) == 0 {
			continue
		}
		var m map[string]json.RawMessage
		if json.Unmarshal(line, &m) != nil {
			break // a partial object (pretty-printed JSON) or garbage: use markers
		}
		if f, ok := classify(m); ok {
			return f, nil
		}
	}
	// A whole head that is one JSON document (a short single-request file).
	var m map[string]json.RawMessage
	if json.Unmarshal(bytes.TrimSpace(head), &m) == nil {
		if f, ok := classify(m); ok {
			return f, nil
		}
	}
	// Markers, earliest first: the first record's own keys come before any
	// text it quotes.
	best, bestAt := Format(""), -1
	for _, mk := range detectMarkers {
		if i := bytes.Index(head, []byte(mk.s)); i >= 0 && (bestAt < 0 || i < bestAt) {
			best, bestAt = mk.f, i
		}
	}
	if bestAt >= 0 {
		return best, nil
	}
	if t := bytes.TrimSpace(head); len(t) > 0 && (t[0] == '{' || t[0] == '[') && strings.HasSuffix(path, ".json") {
		return "", fmt.Errorf("detect %s: %w (JSON without resourceSpans)", path, ErrUnknownFormat)
	}
	return "", fmt.Errorf("detect %s: %w", path, ErrUnknownFormat)
}

var detectMarkers = []struct {
	s string
	f Format
}{
	{`"resourceSpans"`, FormatOTel},
	{`"kind":"trace"`, FormatJSONL},
	{`"kind": "trace"`, FormatJSONL},
	{`"type":"session_meta"`, FormatCodex},
	{`"type":"response_item"`, FormatCodex},
	{`"type":"event_msg"`, FormatCodex},
	{`"type":"turn_context"`, FormatCodex},
	{`"parentUuid"`, FormatClaudeCode},
	{`"leafUuid"`, FormatClaudeCode},
	{`"type":"file-history-snapshot"`, FormatClaudeCode},
	{`"type":"queue-operation"`, FormatClaudeCode},
}

func classify(m map[string]json.RawMessage) (Format, bool) {
	if _, ok := m["resourceSpans"]; ok {
		return FormatOTel, true
	}
	if d, ok := m["data"]; ok {
		var inner map[string]json.RawMessage
		if json.Unmarshal(d, &inner) == nil {
			if _, ok := inner["resourceSpans"]; ok {
				return FormatOTel, true
			}
		}
	}
	if _, ok := m["kind"]; ok {
		return FormatJSONL, true
	}
	_, hasType := m["type"]
	if _, ok := m["payload"]; ok && hasType {
		return FormatCodex, true
	}
	if _, ok := m["record_type"]; ok {
		return FormatCodex, true
	}
	if hasType {
		for _, k := range []string{"sessionId", "uuid", "parentUuid", "leafUuid", "messageId"} {
			if _, ok := m[k]; ok {
				return FormatClaudeCode, true
			}
		}
	}
	return "", false
}

// errStopLines ends eachLine early without an error.
var errStopLines = errors.New("stop reading lines")

// eachLine calls fn with every non-blank line of r (trimmed of surrounding
// space), its 1-based number and whether it ended with a newline (false for
// a final, possibly truncated line), checking ctx every 1024 lines. fn may
// return errStopLines to stop. A read error is returned wrapped with name;
// a cancelled context as ctx.Err().
func eachLine(ctx context.Context, r io.Reader, name string, fn func(line []byte, no int, terminated bool) error) error {
	return jsonl.Lines(ctx, r, name, jsonl.LineOptions{}, func(l jsonl.RawLine) error {
		if err := fn(l.Bytes, l.No, l.Terminated); err != nil {
			if errors.Is(err, errStopLines) {
				return jsonl.ErrStop
			}
			return err
		}
		return nil
	})
}

// decodeErr words a JSON error on one line, calling out a truncated last line.
func decodeErr(err error, terminated bool) string {
	if !terminated {
		return fmt.Sprintf("truncated final line (%v); skipped", err)
	}
	return fmt.Sprintf("invalid JSON (%v); skipped", err)
}

// Tags the importers put on trace records.
const (
	// TagInterrupted marks a turn the user stopped (Claude Code's
	// "[Request interrupted by user]", a Codex turn_aborted event).
	TagInterrupted = "interrupted"
	// TagIncomplete marks a turn cut at an unreadable line: what the
	// line held (perhaps the next prompt, perhaps more of the answer) is
	// lost, and nothing after it is attributed to this turn.
	TagIncomplete = "incomplete"
)

// cutNote is the consequence of a bad line inside turn t, for its warning.
func cutNote(t *turn) string {
	return fmt.Sprintf("; the turn of line %d (%q) is cut here and tagged %q, and what follows up to the next prompt is not attributed to any turn",
		t.line, truncate(t.task, 40), TagIncomplete)
}

// turn accumulates one user turn before it becomes a record.
type turn struct {
	key        string // turn identity inside the session
	line       int
	ts         time.Time
	lastTS     time.Time
	task       string
	cwd        string
	session    string
	answer     string
	model      string // model of the answer
	lastModel  string // last model seen in the turn
	durationMS float64
	usage      map[string]trace.Tokens // per API response id, last value wins
	usageOrder []string
	skills     []string
	revisions  map[string]string // skill -> revision
	route      *trace.Route
	served     string // skill named by a route_and_load / get_skill result
	flags      []string
	answered   bool
}

func newTurn(key string, line int) *turn {
	return &turn{key: key, line: line, usage: map[string]trace.Tokens{}, revisions: map[string]string{}}
}

func (t *turn) see(ts time.Time) {
	if !ts.IsZero() && ts.After(t.lastTS) {
		t.lastTS = ts
	}
}

func (t *turn) setUsage(id string, tok trace.Tokens) {
	if _, ok := t.usage[id]; !ok {
		t.usageOrder = append(t.usageOrder, id)
	}
	t.usage[id] = tok
}

func (t *turn) addSkill(name string) {
	if name == "" {
		return
	}
	for _, s := range t.skills {
		if s == name {
			return
		}
	}
	t.skills = append(t.skills, name)
}

func (t *turn) flag(f string) {
	for _, x := range t.flags {
		if x == f {
			return
		}
	}
	t.flags = append(t.flags, f)
}

// serve records a route_and_load / get_skill result.
func (t *turn) serve(s servedSkill) {
	if s.route != nil && t.route == nil {
		t.route = s.route
		if s.route.Novel {
			t.flag("novel")
		} else if s.route.Match == "" && s.route.RelatedMatch != "" {
			t.flag("related")
		}
	}
	if s.name != "" {
		if t.served == "" {
			t.served = s.name
		}
		t.addSkill(s.name)
		if s.revision != "" {
			t.revisions[s.name] = s.revision
		}
	}
}

// record builds the trace record. known holds revisions learned earlier in
// the session (skill -> revision).
func (t *turn) record(source Format, harness string, known map[string]string) trace.Record {
	var tok trace.Tokens
	for _, id := range t.usageOrder {
		u := t.usage[id]
		tok.Input += u.Input
		tok.Output += u.Output
		tok.CacheRead += u.CacheRead
		tok.CacheWrite += u.CacheWrite
	}
	model := t.model
	if model == "" {
		model = t.lastModel
	}
	skill := t.served
	if skill == "" && len(t.skills) > 0 {
		skill = t.skills[0]
	}
	var tags []string
	for _, s := range t.skills {
		tags = append(tags, "skill:"+s)
	}
	rev := ""
	for _, s := range t.skills {
		r := t.revisions[s]
		if r == "" {
			r = known[s]
		}
		if r == "" {
			continue
		}
		tags = append(tags, "revision="+s+"@"+r)
		if s == skill {
			rev = r
		}
	}
	tags = append(tags, t.flags...)
	dur := t.durationMS
	if dur == 0 && !t.ts.IsZero() && t.lastTS.After(t.ts) {
		dur = float64(t.lastTS.Sub(t.ts).Milliseconds())
	}
	return trace.Record{
		Kind:       "trace",
		V:          1,
		ID:         trace.StableID(string(source), t.session, t.key, t.task),
		TS:         t.ts,
		Task:       t.task,
		Answer:     t.answer,
		Skill:      skill,
		Revision:   rev,
		Route:      t.route,
		Harness:    harness,
		Model:      model,
		Tokens:     tok,
		Tags:       tags,
		Source:     string(source),
		Session:    t.session,
		CWD:        t.cwd,
		DurationMS: dur,
	}
}

// parseTS parses an RFC 3339 timestamp; zero and false when absent or bad.
func parseTS(s string) (time.Time, bool) {
	if s == "" {
		return time.Time{}, false
	}
	t, err := time.Parse(time.RFC3339Nano, s)
	if err != nil {
		return time.Time{}, false
	}
	return t.UTC(), true
}

// sortRecords orders records by time, then id, for deterministic output.
func sortRecords(rs []trace.Record) {
	sort.SliceStable(rs, func(i, j int) bool {
		if !rs[i].TS.Equal(rs[j].TS) {
			return rs[i].TS.Before(rs[j].TS)
		}
		return rs[i].ID < rs[j].ID
	})
}

func sortWarnings(ws []Warning) {
	sort.SliceStable(ws, func(i, j int) bool {
		if ws[i].File != ws[j].File {
			return ws[i].File < ws[j].File
		}
		return ws[i].Line < ws[j].Line
	})
}
