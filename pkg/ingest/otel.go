package ingest

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"sort"
	"strconv"
	"strings"
	"time"

	"github.com/ingot-dev/ingot/pkg/jsonl"
	"github.com/ingot-dev/ingot/pkg/trace"
)

// OTLP/JSON trace exports (FORMATS.md §3): one ExportTraceServiceRequest per
// file or per line. Spans are grouped by traceId across every file of one
// import; each root span with a user prompt becomes one record.

type otlpRequest struct {
	ResourceSpans []otlpResourceSpans `json:"resourceSpans"`
	Data          *otlpRequest        `json:"data"` // a collector capture wrapper
}

type otlpResourceSpans struct {
	Resource struct {
		Attributes []json.RawMessage `json:"attributes"`
	} `json:"resource"`
	ScopeSpans                  []otlpScopeSpans `json:"scopeSpans"`
	InstrumentationLibrarySpans []otlpScopeSpans `json:"instrumentationLibrarySpans"`
}

type otlpScopeSpans struct {
	Scope                  struct{ Name string } `json:"scope"`
	InstrumentationLibrary struct{ Name string } `json:"instrumentationLibrary"`
	Spans                  []json.RawMessage     `json:"spans"`
}

type otlpSpan struct {
	TraceID      string            `json:"traceId"`
	SpanID       string            `json:"spanId"`
	ParentSpanID string            `json:"parentSpanId"`
	Name         string            `json:"name"`
	Start        json.RawMessage   `json:"startTimeUnixNano"`
	End          json.RawMessage   `json:"endTimeUnixNano"`
	Attributes   []json.RawMessage `json:"attributes"`
	Events       []struct {
		Name       string            `json:"name"`
		Attributes []json.RawMessage `json:"attributes"`
	} `json:"events"`
	Status struct {
		Code json.RawMessage `json:"code"`
	} `json:"status"`
}

type otlpKV struct {
	Key   string    `json:"key"`
	Value otlpValue `json:"value"`
}

type otlpValue struct {
	StringValue *string         `json:"stringValue"`
	IntValue    json.RawMessage `json:"intValue"`
	DoubleValue json.RawMessage `json:"doubleValue"`
	BoolValue   *bool           `json:"boolValue"`
	ArrayValue  *struct {
		Values []otlpValue `json:"values"`
	} `json:"arrayValue"`
	KvlistValue *struct {
		Values []otlpKV `json:"values"`
	} `json:"kvlistValue"`
	BytesValue *string `json:"bytesValue"`
}

// attrs holds decoded attribute values: string, int64, float64, bool,
// []any or map[string]any.
type attrs map[string]any

type otelEvent struct {
	name  string
	attrs attrs
}

type otelSpan struct {
	traceID, spanID, parentID, name string
	start, end                      int64 // unix nanoseconds
	attrs                           attrs
	events                          []otelEvent
	status                          int
	service, scope                  string
	file                            string
	line                            int
}

type otelFile struct {
	path     string
	spans    []*otelSpan
	warnings []Warning
}

// readOTelFile reads every span of a file: one JSON document, or JSON Lines
// of requests. Bad requests, spans and attributes are skipped with warnings.
func readOTelFile(ctx context.Context, r io.Reader, path string) (*otelFile, error) {
	data, err := io.ReadAll(r)
	if err != nil {
		return nil, fmt.Errorf("read %s: %w", path, err)
	}
	of := &otelFile{path: path}
	trimmed := bytes.TrimSpace(bytes.TrimPrefix(data, jsonl.BOM))
	if json.Valid(trimmed) {
		of.request(trimmed, 1)
		return of, nil
	}
	first := true
	err = eachLine(ctx, bytes.NewReader(data), path, func(line []byte, no int, terminated bool) error {
		if !json.Valid(line) {
			var v any
			err := json.Unmarshal(line, &v)
			if first && (string(line) == "{" || string(line) == "[") {
				// A pretty-printed document that does not parse as a whole.
				var se *json.SyntaxError
				derr := json.Unmarshal(trimmed, &v)
				at := 0
				if errors.As(derr, &se) {
					at = bytes.Count(data[:min(int(se.Offset), len(data))], []byte("\n")) + 1
				}
				of.warn(at, fmt.Sprintf("invalid JSON document (%v); file skipped", derr))
				return errStopLines
			}
			of.warn(no, decodeErr(err, terminated))
			first = false
			return nil
		}
		first = false
		of.request(line, no)
		return nil
	})
	if err != nil {
		return of, err
	}
	return of, nil
}

func (of *otelFile) warn(line int, msg string) {
	of.warnings = append(of.warnings, Warning{File: of.path, Line: line, Msg: msg})
}

// request decodes one ExportTraceServiceRequest (or an array of them).
func (of *otelFile) request(raw []byte, line int) {
	if len(raw) > 0 && raw[0] == '[' {
		var reqs []json.RawMessage
		if err := json.Unmarshal(raw, &reqs); err != nil {
			of.warn(line, fmt.Sprintf("invalid request array (%v); skipped", err))
			return
		}
		for _, r := range reqs {
			of.request(bytes.TrimSpace(r), line)
		}
		return
	}
	var req otlpRequest
	if err := json.Unmarshal(raw, &req); err != nil {
		of.warn(line, fmt.Sprintf("not an OTLP trace request (%v); skipped", err))
		return
	}
	if req.ResourceSpans == nil && req.Data != nil {
		req = *req.Data
	}
	if req.ResourceSpans == nil {
		of.warn(line, "no resourceSpans; skipped")
		return
	}
	for ri, rs := range req.ResourceSpans {
		res := of.attrs(rs.Resource.Attributes, line)
		service, _ := res["service.name"].(string)
		scopes := append(rs.ScopeSpans, rs.InstrumentationLibrarySpans...)
		for si, ss := range scopes {
			scope := ss.Scope.Name
			if scope == "" {
				scope = ss.InstrumentationLibrary.Name
			}
			for k, rawSpan := range ss.Spans {
				where := fmt.Sprintf("resourceSpans[%d].scopeSpans[%d].spans[%d]", ri, si, k)
				var s otlpSpan
				if err := json.Unmarshal(rawSpan, &s); err != nil {
					of.warn(line, fmt.Sprintf("%s: %v; skipped", where, err))
					continue
				}
				if s.TraceID == "" || s.SpanID == "" {
					of.warn(line, fmt.Sprintf("%s: span without traceId or spanId; skipped", where))
					continue
				}
				sp := &otelSpan{
					traceID: strings.ToLower(s.TraceID), spanID: strings.ToLower(s.SpanID),
					parentID: strings.ToLower(s.ParentSpanID), name: s.Name,
					attrs: of.attrs(s.Attributes, line), service: service, scope: scope,
					file: of.path, line: line,
				}
				if strings.Trim(sp.parentID, "0") == "" {
					sp.parentID = ""
				}
				var ok bool
				if sp.start, ok = otlpInt(s.Start); !ok && len(s.Start) > 0 {
					of.warn(line, fmt.Sprintf("%s: bad startTimeUnixNano %s", where, s.Start))
				}
				if sp.end, ok = otlpInt(s.End); !ok && len(s.End) > 0 {
					of.warn(line, fmt.Sprintf("%s: bad endTimeUnixNano %s", where, s.End))
				}
				sp.status = otlpStatus(s.Status.Code)
				for _, e := range s.Events {
					sp.events = append(sp.events, otelEvent{name: e.Name, attrs: of.attrs(e.Attributes, line)})
				}
				of.spans = append(of.spans, sp)
			}
		}
	}
}

// attrs decodes key/value pairs one at a time, so one bad value costs only
// itself.
func (of *otelFile) attrs(kvs []json.RawMessage, line int) attrs {
	a := make(attrs, len(kvs))
	for _, raw := range kvs {
		var kv otlpKV
		if err := json.Unmarshal(raw, &kv); err != nil {
			of.warn(line, fmt.Sprintf("attribute %s: %v; skipped", truncate(string(raw), 80), err))
			continue
		}
		v, ok := kv.Value.decode()
		if !ok {
			of.warn(line, fmt.Sprintf("attribute %q: unreadable value; skipped", kv.Key))
			continue
		}
		a[kv.Key] = v
	}
	return a
}

func (v otlpValue) decode() (any, bool) {
	switch {
	case v.StringValue != nil:
		return *v.StringValue, true
	case len(v.IntValue) > 0:
		return otlpInt(v.IntValue)
	case len(v.DoubleValue) > 0:
		s := strings.Trim(string(v.DoubleValue), `"`)
		f, err := strconv.ParseFloat(s, 64)
		return f, err == nil
	case v.BoolValue != nil:
		return *v.BoolValue, true
	case v.ArrayValue != nil:
		out := make([]any, 0, len(v.ArrayValue.Values))
		for _, e := range v.ArrayValue.Values {
			if x, ok := e.decode(); ok {
				out = append(out, x)
			}
		}
		return out, true
	case v.KvlistValue != nil:
		out := map[string]any{}
		for _, kv := range v.KvlistValue.Values {
			if x, ok := kv.Value.decode(); ok {
				out[kv.Key] = x
			}
		}
		return out, true
	case v.BytesValue != nil:
		return *v.BytesValue, true
	}
	return nil, true // an empty value: present, says nothing
}

// otlpInt reads an int64 written as a JSON number or (proto3 JSON) a string.
func otlpInt(raw json.RawMessage) (int64, bool) {
	s := strings.TrimSpace(string(raw))
	if s == "" || s == "null" {
		return 0, false
	}
	s = strings.Trim(s, `"`)
	if n, err := strconv.ParseInt(s, 10, 64); err == nil {
		return n, true
	}
	if f, err := strconv.ParseFloat(s, 64); err == nil && f == float64(int64(f)) {
		return int64(f), true
	}
	return 0, false
}

func otlpStatus(raw json.RawMessage) int {
	if n, ok := otlpInt(raw); ok {
		return int(n)
	}
	switch strings.Trim(string(raw), `"`) {
	case "STATUS_CODE_OK":
		return 1
	case "STATUS_CODE_ERROR":
		return 2
	}
	return 0
}

func (a attrs) str(keys ...string) string {
	for _, k := range keys {
		if s, ok := a[k].(string); ok && strings.TrimSpace(s) != "" {
			return s
		}
	}
	return ""
}

func (a attrs) num(keys ...string) (int64, bool) {
	for _, k := range keys {
		switch v := a[k].(type) {
		case int64:
			return v, true
		case float64:
			return int64(v), true
		case string:
			if n, err := strconv.ParseInt(strings.TrimSpace(v), 10, 64); err == nil {
				return n, true
			}
		}
	}
	return 0, false
}

func (a attrs) has(keys ...string) bool {
	for _, k := range keys {
		if _, ok := a[k]; ok {
			return true
		}
	}
	return false
}

// otelResult is what buildOTel reports for one file.
type otelResult struct {
	path   string
	result Result
}

// buildOTel groups the spans of all files by trace and builds one record
// per prompted root span, reported under the file that holds the root.
func buildOTel(files []*otelFile) []otelResult {
	out := make([]otelResult, len(files))
	idx := map[string]int{}
	for i, f := range files {
		out[i] = otelResult{path: f.path, result: Result{Format: FormatOTel, Warnings: f.warnings}}
		if _, dup := idx[f.path]; !dup {
			idx[f.path] = i
		}
	}
	traces := map[string][]*otelSpan{}
	seen := map[string]bool{}
	var order []string
	for _, f := range files {
		for _, s := range f.spans {
			key := s.traceID + "/" + s.spanID
			if seen[key] {
				continue // the same batch given twice
			}
			seen[key] = true
			if _, ok := traces[s.traceID]; !ok {
				order = append(order, s.traceID)
			}
			traces[s.traceID] = append(traces[s.traceID], s)
		}
	}
	sort.Strings(order)
	for _, id := range order {
		recs, warns := buildTrace(id, traces[id])
		for _, r := range recs {
			i := idx[r.file]
			out[i].result.Records = append(out[i].result.Records, r.rec)
		}
		for _, w := range warns {
			i := idx[w.File]
			out[i].result.Warnings = append(out[i].result.Warnings, w)
		}
	}
	for i := range out {
		sortRecords(out[i].result.Records)
		sortWarnings(out[i].result.Warnings)
	}
	return out
}

type recAt struct {
	file string
	rec  trace.Record
}

func buildTrace(id string, spans []*otelSpan) ([]recAt, []Warning) {
	sort.SliceStable(spans, func(i, j int) bool {
		if spans[i].start != spans[j].start {
			return spans[i].start < spans[j].start
		}
		return spans[i].spanID < spans[j].spanID
	})
	var roots []*otelSpan
	for _, s := range spans {
		if s.parentID == "" {
			roots = append(roots, s)
		}
	}
	if len(roots) == 0 {
		for _, s := range spans {
			if isGenAI(s) {
				return nil, []Warning{{File: s.file, Line: s.line, Msg: fmt.Sprintf(
					"trace %s: root span not in the files given (%d spans seen); skipped as incomplete", id, len(spans))}}
			}
		}
		return nil, nil
	}
	var (
		recs  []recAt
		warns []Warning
	)
	for _, root := range roots {
		members := spans
		if len(roots) > 1 {
			members = subtree(root, spans)
		}
		rec, ok, warn := otelRecord(id, root, members)
		if warn != "" {
			warns = append(warns, Warning{File: root.file, Line: root.line, Msg: warn})
		}
		if ok {
			recs = append(recs, recAt{file: root.file, rec: rec})
		}
	}
	return recs, warns
}

func subtree(root *otelSpan, spans []*otelSpan) []*otelSpan {
	children := map[string][]*otelSpan{}
	for _, s := range spans {
		if s.parentID != "" {
			children[s.parentID] = append(children[s.parentID], s)
		}
	}
	out := []*otelSpan{root}
	for i := 0; i < len(out); i++ {
		out = append(out, children[out[i].spanID]...)
	}
	return out
}

func isGenAI(s *otelSpan) bool {
	if isLLMCall(s) || strings.HasPrefix(s.name, "claude_code.") || strings.HasPrefix(s.name, "ai.") {
		return true
	}
	for k := range s.attrs {
		if strings.HasPrefix(k, "gen_ai.") {
			return true
		}
	}
	return false
}

// isLLMCall reports whether a span is one model call carrying usage.
func isLLMCall(s *otelSpan) bool {
	if s.name == "claude_code.llm_request" || s.attrs.str("span.type") == "llm_request" {
		return true
	}
	if s.attrs.has("gen_ai.usage.input_tokens", "gen_ai.usage.output_tokens", "gen_ai.usage.prompt_tokens", "gen_ai.usage.completion_tokens") {
		return true
	}
	return strings.HasSuffix(s.name, ".doGenerate") || strings.HasSuffix(s.name, ".doStream")
}

func llmTokens(s *otelSpan) trace.Tokens {
	a := s.attrs
	var t trace.Tokens
	if s.name == "claude_code.llm_request" || a.str("span.type") == "llm_request" {
		// Claude Code: Anthropic counts, input excludes the cache.
		t.Input, _ = a.num("input_tokens")
		t.Output, _ = a.num("output_tokens")
		t.CacheRead, _ = a.num("cache_read_tokens")
		t.CacheWrite, _ = a.num("cache_creation_tokens")
		return t
	}
	in, _ := a.num("gen_ai.usage.input_tokens", "gen_ai.usage.prompt_tokens", "ai.usage.promptTokens", "ai.usage.inputTokens")
	t.Output, _ = a.num("gen_ai.usage.output_tokens", "gen_ai.usage.completion_tokens", "ai.usage.completionTokens", "ai.usage.outputTokens")
	t.CacheRead, _ = a.num("gen_ai.usage.cache_read.input_tokens", "gen_ai.usage.cache_read_input_tokens")
	t.CacheWrite, _ = a.num("gen_ai.usage.cache_creation.input_tokens", "gen_ai.usage.cache_creation_input_tokens")
	// GenAI semantic conventions count cached tokens inside input_tokens.
	t.Input = max(in-t.CacheRead-t.CacheWrite, 0)
	return t
}

func llmModel(s *otelSpan) string {
	return s.attrs.str("gen_ai.response.model", "gen_ai.request.model", "model", "ai.response.model", "ai.model.id")
}

func otelRecord(id string, root *otelSpan, members []*otelSpan) (trace.Record, bool, string) {
	byID := make(map[string]*otelSpan, len(members))
	for _, s := range members {
		byID[s.spanID] = s
	}
	// Model calls, outermost only (a provider span inside an SDK step is the
	// same call), and each response id once.
	var llm []*otelSpan
	respSeen := map[string]bool{}
	for _, s := range members {
		if !isLLMCall(s) || hasLLMAncestor(s, byID) {
			continue
		}
		if rid := s.attrs.str("gen_ai.response.id"); rid != "" {
			if respSeen[rid] {
				continue
			}
			respSeen[rid] = true
		}
		llm = append(llm, s)
	}
	var tok trace.Tokens
	for _, s := range llm {
		u := llmTokens(s)
		tok.Input += u.Input
		tok.Output += u.Output
		tok.CacheRead += u.CacheRead
		tok.CacheWrite += u.CacheWrite
	}
	byEnd := append([]*otelSpan(nil), llm...)
	sort.SliceStable(byEnd, func(i, j int) bool { return byEnd[i].end < byEnd[j].end })

	task := otelTask(root, llm)
	if task == "" {
		if len(llm) > 0 && otelAnswer(root, byEnd) != "" || root.attrs.has("user_prompt_length") {
			return trace.Record{}, false, fmt.Sprintf("trace %s: span %s has no prompt text (content capture off?); skipped", id, root.spanID)
		}
		return trace.Record{}, false, ""
	}
	answer := otelAnswer(root, byEnd)
	model := ""
	for i := len(byEnd) - 1; i >= 0 && model == ""; i-- {
		if byEnd[i].attrs.str("gen_ai.operation.name") == "embeddings" {
			continue
		}
		model = llmModel(byEnd[i])
	}
	if model == "" {
		model = llmModel(root)
	}
	session := ""
	for _, s := range append([]*otelSpan{root}, members...) {
		if session = s.attrs.str("gen_ai.conversation.id", "session.id", "session_id", "ai.telemetry.metadata.sessionId"); session != "" {
			break
		}
	}
	if session == "" {
		session = id
	}
	t := newTurn(id+"/"+root.spanID, root.line)
	t.task = task
	t.answer = answer
	t.model = model
	t.session = session
	if root.start > 0 {
		t.ts = time.Unix(0, root.start).UTC()
	}
	if d, ok := root.attrs.num("interaction.duration_ms"); ok && d > 0 {
		t.durationMS = float64(d)
	} else if root.end > root.start && root.start > 0 {
		t.durationMS = float64(root.end-root.start) / 1e6
	}
	t.setUsage("sum", tok)
	for _, s := range members {
		otelSkills(t, s)
	}
	if root.status == 2 {
		t.flag("error")
	}
	return t.record(FormatOTel, otelHarness(root), nil), true, ""
}

func hasLLMAncestor(s *otelSpan, byID map[string]*otelSpan) bool {
	for n, p := 0, byID[s.parentID]; p != nil && n < 64; n, p = n+1, byID[p.parentID] {
		if isLLMCall(p) {
			return true
		}
	}
	return false
}

func otelHarness(root *otelSpan) string {
	switch {
	case root.service == "claude-code" || strings.Contains(root.scope, "claude_code"):
		return "claude"
	case root.scope == "ai":
		return "vercel-ai-sdk"
	case root.scope != "":
		return root.scope
	case root.service != "":
		return root.service
	}
	return "otel"
}

// otelTask finds the human request: producer attributes on the root first,
// then the input messages of the first model call.
func otelTask(root *otelSpan, llm []*otelSpan) string {
	a := root.attrs
	if s := a.str("user_prompt"); s != "" {
		return strings.TrimSpace(s)
	}
	for _, k := range []string{"ai.prompt", "gen_ai.input.messages", "gen_ai.prompt", "input.value", "ai.prompt.messages"} {
		if s := a.str(k); s != "" {
			if t := lastText(s, "user"); t != "" {
				return t
			}
		}
	}
	if t := indexedText(a, "gen_ai.prompt", "user"); t != "" {
		return t
	}
	for _, s := range llm {
		for _, k := range []string{"gen_ai.input.messages", "ai.prompt.messages", "gen_ai.prompt", "input.value"} {
			if v := s.attrs.str(k); v != "" {
				if t := lastText(v, "user"); t != "" {
					return t
				}
			}
		}
		if t := indexedText(s.attrs, "gen_ai.prompt", "user"); t != "" {
			return t
		}
		for _, e := range s.events {
			if e.name == "gen_ai.user.message" {
				if t := e.attrs.str("content"); t != "" {
					return strings.TrimSpace(t)
				}
			}
		}
		break // only the first call holds the request
	}
	return ""
}

// otelAnswer finds the final text: the root's response, else the last
// model call's output.
func otelAnswer(root *otelSpan, byEnd []*otelSpan) string {
	a := root.attrs
	if s := a.str("ai.response.text"); s != "" {
		return strings.TrimSpace(s)
	}
	for _, k := range []string{"gen_ai.output.messages", "output.value", "gen_ai.completion"} {
		if s := a.str(k); s != "" {
			if t := lastText(s, "assistant"); t != "" {
				return t
			}
		}
	}
	for i := len(byEnd) - 1; i >= 0; i-- {
		s := byEnd[i]
		if v := s.attrs.str("response.model_output", "ai.response.text"); v != "" {
			return strings.TrimSpace(v)
		}
		for _, k := range []string{"gen_ai.output.messages", "gen_ai.completion", "output.value"} {
			if v := s.attrs.str(k); v != "" {
				if t := lastText(v, "assistant"); t != "" {
					return t
				}
			}
		}
		if t := indexedText(s.attrs, "gen_ai.completion", ""); t != "" {
			return t
		}
		for _, e := range s.events {
			if e.name == "gen_ai.choice" {
				if t := e.attrs.str("content"); t != "" {
					return strings.TrimSpace(t)
				}
				if m := e.attrs.str("message"); m != "" {
					if t := lastText(m, ""); t != "" {
						return t
					}
				}
			}
		}
	}
	return ""
}

// lastText reads a prompt or message list in any of the common shapes
// ({"prompt": …}, {"messages": […]}, [{role, content|parts}], plain text)
// and returns the text of the last message with the given role ("" = any).
func lastText(s, role string) string {
	var v any
	if err := json.Unmarshal([]byte(s), &v); err != nil {
		return strings.TrimSpace(s) // plain text
	}
	return strings.TrimSpace(textOf(v, role, 0))
}

func textOf(v any, role string, depth int) string {
	if depth > 6 {
		return ""
	}
	switch x := v.(type) {
	case string:
		return x
	case []any:
		// A message list: the last message with the role; or content parts.
		for i := len(x) - 1; i >= 0; i-- {
			m, ok := x[i].(map[string]any)
			if !ok {
				continue
			}
			if r, ok := m["role"].(string); ok {
				if role == "" || r == role {
					return textOf(m, role, depth+1)
				}
				continue
			}
		}
		var parts []string
		for _, e := range x {
			m, ok := e.(map[string]any)
			if !ok {
				if s, ok := e.(string); ok {
					parts = append(parts, s)
				}
				continue
			}
			if _, isMsg := m["role"]; isMsg {
				continue
			}
			if t, _ := m["type"].(string); t != "" && t != "text" {
				continue
			}
			for _, k := range []string{"text", "content"} {
				if s, ok := m[k].(string); ok {
					parts = append(parts, s)
					break
				}
			}
		}
		return strings.Join(parts, "\n")
	case map[string]any:
		if p, ok := x["prompt"]; ok && role == "user" {
			if t := textOf(p, role, depth+1); t != "" {
				return t
			}
		}
		if m, ok := x["messages"]; ok {
			return textOf(m, role, depth+1)
		}
		for _, k := range []string{"content", "parts", "text", "message"} {
			if c, ok := x[k]; ok {
				if t := textOf(c, role, depth+1); t != "" {
					return t
				}
			}
		}
	}
	return ""
}

// indexedText reads OpenLLMetry-style prefix.N.role / prefix.N.content.
func indexedText(a attrs, prefix, role string) string {
	best, bestN := "", -1
	for k, v := range a {
		if !strings.HasPrefix(k, prefix+".") || !strings.HasSuffix(k, ".content") {
			continue
		}
		n, err := strconv.Atoi(strings.TrimSuffix(strings.TrimPrefix(k, prefix+"."), ".content"))
		if err != nil {
			continue
		}
		if role != "" && a.str(fmt.Sprintf("%s.%d.role", prefix, n)) != role {
			continue
		}
		if s, ok := v.(string); ok && n > bestN {
			best, bestN = s, n
		}
	}
	return strings.TrimSpace(best)
}

// otelSkills finds skill loads in one span: a Skill tool call, a SKILL.md
// read, an Ingot route_and_load / get_skill result, or ingot.* attributes.
func otelSkills(t *turn, s *otelSpan) {
	a := s.attrs
	if n := a.str("ingot.skill", "skill.name"); n != "" {
		t.addSkill(skillName(n))
		if r := a.str("ingot.revision"); r != "" {
			t.revisions[skillName(n)] = r
		}
	}
	tool := a.str("tool_name", "ai.toolCall.name", "gen_ai.tool.name")
	if tool == "" {
		return
	}
	input := a.str("tool_input", "ai.toolCall.args", "gen_ai.tool.call.arguments")
	if i := strings.IndexByte(input, '\n'); i >= 0 && strings.HasPrefix(input, "[TOOL INPUT:") {
		input = input[i+1:] // Claude Code prefixes its tool input
	}
	var in struct {
		Skill    string `json:"skill"`
		Command  string `json:"command"`
		FilePath string `json:"file_path"`
	}
	_ = json.Unmarshal([]byte(input), &in)
	switch {
	case tool == "Skill":
		n := in.Skill
		if n == "" {
			n = in.Command
		}
		t.addSkill(skillName(n))
	case tool == "Read":
		p := a.str("file_path")
		if p == "" {
			p = in.FilePath
		}
		t.addSkill(skillFromPath(p))
	case tool == "Bash":
		c := a.str("full_command")
		if c == "" {
			c = in.Command
		}
		for _, n := range skillsReadByCommand(c) {
			t.addSkill(n)
		}
	case isServingTool(tool):
		res := a.str("ai.toolCall.result", "gen_ai.tool.call.result", "tool_result")
		if res != "" {
			b, _ := json.Marshal(res)
			if sv, ok := parseServed(b); ok {
				t.serve(sv)
			}
		}
	}
}

func truncate(s string, n int) string {
	if len(s) <= n {
		return s
	}
	return s[:n] + "…"
}
