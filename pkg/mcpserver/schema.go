package mcpserver

import (
	"context"
	"encoding/json"
	"fmt"
	"slices"

	"github.com/google/jsonschema-go/jsonschema"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// schemaFor infers the JSON schema of T and makes it portable: the SDK's
// inference turns every Go slice into "type": ["null", "array"], which
// single-type dialects (Gemini, OpenAPI subsets) reject and the MCP
// Inspector's --strict flags. Every array here is sent non-nil, so the
// schemas say "array". desc sets property descriptions by name, at any
// depth ("skills.id" for a property of array items).
func schemaFor[T any](desc map[string]string) *jsonschema.Schema {
	s, err := jsonschema.For[T](nil)
	if err != nil {
		panic(fmt.Sprintf("schema for %T: %v", *new(T), err)) // programmer error
	}
	portable(s)
	for k, v := range desc {
		p := lookupProp(s, k)
		if p == nil {
			panic(fmt.Sprintf("schema for %T: no property %q", *new(T), k)) // programmer error
		}
		p.Description = v
	}
	return s
}

// portable replaces a ["null", T] type (a Go slice or pointer) by T
// throughout s: every slice here is sent non-nil and every pointer is
// omitted when nil, so null never occurs.
func portable(s *jsonschema.Schema) {
	if s == nil {
		return
	}
	if len(s.Types) == 2 && slices.Contains(s.Types, "null") {
		t := s.Types[0]
		if t == "null" {
			t = s.Types[1]
		}
		s.Types, s.Type = nil, t
	}
	for _, p := range s.Properties {
		portable(p)
	}
	portable(s.Items)
	portable(s.AdditionalProperties)
}

// lookupProp finds a property by a dotted path through objects and array
// items.
func lookupProp(s *jsonschema.Schema, path string) *jsonschema.Schema {
	cur := s
	for _, part := range splitDots(path) {
		for cur != nil && cur.Items != nil && cur.Properties == nil {
			cur = cur.Items
		}
		if cur == nil || cur.Properties == nil {
			return nil
		}
		cur = cur.Properties[part]
	}
	return cur
}

func splitDots(p string) []string {
	var out []string
	start := 0
	for i := 0; i < len(p); i++ {
		if p[i] == '.' {
			out = append(out, p[start:i])
			start = i + 1
		}
	}
	return append(out, p[start:])
}

// decisionSchema is the output schema of route_and_load: exactly the nine
// keys of DESIGN §6, null where a key does not apply.
func decisionSchema() *jsonschema.Schema {
	// anyOf of single types, not "type": ["string", "null"], which
	// single-type dialects (Gemini's OpenAPI subset) reject.
	nullable := func(d string) *jsonschema.Schema {
		return &jsonschema.Schema{AnyOf: []*jsonschema.Schema{{Type: "string"}, {Type: "null"}}, Description: d}
	}
	alt := &jsonschema.Schema{
		Type:     "object",
		Required: []string{"name", "score", "reason"},
		Properties: map[string]*jsonschema.Schema{
			"name":   {Type: "string", Description: "skill id"},
			"score":  {Type: "number"},
			"reason": {Type: "string"},
		},
		AdditionalProperties: &jsonschema.Schema{Not: &jsonschema.Schema{}},
	}
	return &jsonschema.Schema{
		Type: "object",
		Required: []string{"match", "related_match", "score", "reason", "skill_body", "skill_root",
			"revision", "alternatives", "novel"},
		Properties: map[string]*jsonschema.Schema{
			"match":         nullable("id of the skill that fits the task (its body is in skill_body), or null"),
			"related_match": nullable("id of a related skill loaded to compose with or extend, or null"),
			"score":         {Type: "number", Description: "router score of the best compatible skill, 0-1"},
			"reason":        {Type: "string", Description: "why the router decided so"},
			"skill_body":    {Type: "string", Description: "instructions of the skill served; empty when novel"},
			"skill_root":    nullable("folder of the skill served (its bundled files are under it), or null"),
			"revision":      nullable("revision (sha-256, 64 hex) of the skill served, or null"),
			"alternatives":  {Type: "array", MaxItems: jsonschema.Ptr(3), Items: alt, Description: "runners-up, never with bodies"},
			"novel":         {Type: "boolean", Description: "true when no skill fits: work without one"},
		},
		AdditionalProperties: &jsonschema.Schema{Not: &jsonschema.Schema{}},
	}
}

// addBodyTool registers a tool that returns a skill body. Its output is
// marshalled once, by the handler: the SDK's typed path would marshal it,
// parse it back, validate it against the output schema and marshal it
// again, which for bodies of tens of kilobytes was most of a call's cost.
// The input is still validated against the input schema before the
// handler runs; the output's conformance to its schema is a test's job
// (TestBodyToolOutputsMatchSchemas).
func addBodyTool[In any](s *Server, t *mcp.Tool, h func(context.Context, *mcp.CallToolRequest, In) (json.RawMessage, string, error)) {
	in, ok := t.InputSchema.(*jsonschema.Schema)
	if !ok {
		panic("addBodyTool " + t.Name + ": input schema must be a *jsonschema.Schema") // programmer error
	}
	resolved, err := in.Resolve(nil)
	if err != nil {
		panic(fmt.Sprintf("addBodyTool %s: %v", t.Name, err)) // programmer error
	}
	s.srv.AddTool(t, func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		raw := req.Params.Arguments
		if len(raw) == 0 || string(raw) == "null" {
			raw = json.RawMessage("{}")
		}
		var args map[string]any
		if err := json.Unmarshal(raw, &args); err != nil {
			return errorResult(fmt.Errorf("arguments: %w", err)), nil
		}
		if err := resolved.Validate(args); err != nil {
			return errorResult(fmt.Errorf("validating \"arguments\": %w", err)), nil
		}
		var v In
		if err := json.Unmarshal(raw, &v); err != nil {
			return errorResult(fmt.Errorf("arguments: %w", err)), nil
		}
		out, text, err := h(ctx, req, v)
		if err != nil {
			return errorResult(err), nil
		}
		if text == "" {
			text = string(out)
		}
		return &mcp.CallToolResult{StructuredContent: out, Content: []mcp.Content{&mcp.TextContent{Text: text}}}, nil
	})
}

func errorResult(err error) *mcp.CallToolResult {
	r := &mcp.CallToolResult{}
	r.SetError(err)
	return r
}
