package mcpserver

import (
	"strings"
	"testing"

	"github.com/ingot-dev/ingot/pkg/serving"
)

// route_and_load's text is the serving contract's text of the skill (the
// body once in it, as get_skill serves it), and a body past the serving
// cap is cut with a note saying so, in both tools.
func TestRouteTextIsTheServingContractAndBodiesAreCapped(t *testing.T) {
	long := "# PDF\nUse pdfplumber to extract tables.\n" + strings.Repeat("Another careful step about PDF tables.\n", 40)
	f := newFixture(t, fixtureOpt{serveMax: 400, setup: func(f *fixture) {
		smallLibrary(f)
		f.addSkill("pdf", "Extract text and tables from PDF files, fill PDF forms and merge PDF documents.", long, nil)
	}})
	cs := f.connect("claude-code")
	var d map[string]any
	res := call(t, cs, toolRoute, map[string]any{"task": "extract text and tables from the PDF files, fill the PDF forms and merge the PDF documents with pdfplumber"}, &d)
	mustOK(t, toolRoute, res)
	if d["match"] != "pdf" {
		t.Fatalf("match = %v", d["match"])
	}
	txt := text(res)
	body := d["skill_body"].(string)
	if len(body) > 400 || !strings.HasPrefix(long, body) || !strings.Contains(d["reason"].(string), "the body was cut to its first") {
		t.Fatalf("structured body not capped with a reason: %d bytes, reason %q", len(body), d["reason"])
	}
	if strings.Count(txt, "Use pdfplumber to extract tables.") != 1 || !strings.Contains(txt, "# Skill: pdf@") ||
		!strings.Contains(txt, "Note: the body was cut") || strings.Contains(txt, `"skill_body"`) {
		t.Fatalf("route_and_load text must be the served skill, body once, no JSON copy:\n%s", txt)
	}
	var g SkillOutput
	res = call(t, cs, toolGet, map[string]any{"name": "pdf"}, &g)
	mustOK(t, toolGet, res)
	if len(g.Body) > 400 || !strings.Contains(g.Note, serving.EnvMaxBody) || !strings.Contains(text(res), "Note: the body was cut") {
		t.Fatalf("get_skill not capped: %d bytes, note %q", len(g.Body), g.Note)
	}
}
