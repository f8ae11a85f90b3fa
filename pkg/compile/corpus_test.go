package compile

import (
	"context"
	"os"
	"path/filepath"
	"reflect"
	"regexp"
	"sort"
	"strings"
	"testing"

	"gopkg.in/yaml.v3"

	"github.com/ingot-dev/ingot/internal/testcorpus"
	"github.com/ingot-dev/ingot/pkg/skill"
)

var bg = context.Background()

// Skills named for what they exercise: multi-line inline code, quoted
// sentences with inner full stops, version numbers in headings, long
// "When to use" sections, nested fences in lists.
var namedCorpus = []string{
	"anthropics/skill-creator", "anthropics/mcp-builder", "anthropics/canvas-design",
	"wshobson/spark-environment-setup", "wshobson/architecture-patterns", "wshobson/brand-landingpage",
	"nvidia/cuopt-numerical-optimization-formulation", "superpowers/finishing-a-development-branch",
}

// corpusTable is the named skills plus every 12th skill of the sorted
// corpus: 40 or so real skills from every vendored library.
func corpusTable(t testing.TB) []string {
	t.Helper()
	root := testcorpus.Skills(t)
	all, err := filepath.Glob(filepath.Join(root, "*", "*", skill.FileName))
	if err != nil {
		t.Fatal(err)
	}
	sort.Strings(all)
	seen := map[string]bool{}
	var out []string
	for _, n := range namedCorpus {
		p := filepath.Join(root, filepath.FromSlash(n), skill.FileName)
		if _, err := os.Stat(p); err != nil {
			t.Fatalf("corpus skill %s: %v", n, err)
		}
		seen[p] = true
		out = append(out, p)
	}
	for i := 0; i < len(all); i += 12 {
		if !seen[all[i]] {
			out = append(out, all[i])
		}
	}
	if len(out) < 30 {
		t.Fatalf("only %d corpus skills in the table", len(out))
	}
	return out
}

// Independent detectors (not the package's): fenced blocks by a plain
// toggle, inline code and URLs by simple expressions.
var (
	testCodeRE = regexp.MustCompile("`[^`\n]+`")
	testURLRE  = regexp.MustCompile(`https?://[^\s)<>\]"'` + "`" + `]+[^\s)<>\]"'.,;:` + "`" + `]`)
)

func independentSpans(body string) []string {
	var out []string
	var cur []string
	var marker string
	for _, l := range strings.Split(body, "\n") {
		t := strings.TrimSpace(l)
		if marker == "" {
			if strings.HasPrefix(t, "```") || strings.HasPrefix(t, "~~~") {
				marker = t[:3]
				cur = []string{l}
				continue
			}
			out = append(out, testCodeRE.FindAllString(l, -1)...)
			out = append(out, testURLRE.FindAllString(l, -1)...)
			continue
		}
		cur = append(cur, l)
		if strings.HasPrefix(t, marker) && strings.Trim(t, marker[:1]) == "" {
			out = append(out, strings.Join(cur, "\n"))
			marker = ""
		}
	}
	if marker != "" {
		out = append(out, strings.Join(cur, "\n"))
	}
	return out
}

func frontmatterMap(t *testing.T, md []byte) map[string]any {
	t.Helper()
	fm, _, ok, msg := skill.Frontmatter(md)
	if !ok {
		t.Fatalf("no frontmatter: %s", msg)
	}
	var m map[string]any
	if err := yaml.Unmarshal([]byte(fm), &m); err != nil {
		t.Fatal(err)
	}
	delete(m, "description")
	return m
}

// TestCorpusProtectedSpansSurvive compiles a table of real corpus skills
// for every shipped profile and checks, with detectors of its own, that
// every code fence, inline command and URL of the source is in the
// compiled body byte for byte, that the package's full span check (paths,
// versions, quoted literals too) finds nothing broken, and that every
// frontmatter key but the description is unchanged in the SKILL.md the
// candidate would have.
func TestCorpusProtectedSpansSurvive(t *testing.T) {
	table := corpusTable(t)
	changed, trimmed, overBudget := 0, 0, 0
	for _, name := range Shipped() {
		p, err := LoadProfile(name)
		if err != nil {
			t.Fatal(err)
		}
		for _, f := range table {
			id := strings.TrimSuffix(strings.TrimPrefix(f, testcorpus.Skills(t)+"/"), "/"+skill.FileName)
			t.Run(name+"/"+id, func(t *testing.T) {
				src, err := os.ReadFile(f)
				if err != nil {
					t.Fatal(err)
				}
				folder := filepath.Base(filepath.Dir(f))
				res, err := Compile(bg, folder, src, Options{Profile: p})
				if err != nil {
					t.Fatal(err)
				}
				for _, s := range res.Steps {
					if s.Status == StatusRolledBack || s.Status == StatusFailed {
						t.Errorf("step %s %s: %s (a deterministic step must not break the corpus)", s.Name, s.Status, s.Reason)
					}
				}
				out := res.Output.Body
				want := map[string]int{}
				for _, s := range independentSpans(res.Source.Body) {
					want[s]++
				}
				for s, n := range want {
					if got := strings.Count(out, s); got < n {
						t.Errorf("protected text %q: %d in the source, %d after", firstLine(s), n, got)
					}
				}
				if b := CheckSpans(Spans(res.Source.Body), out); len(b) > 0 {
					t.Errorf("broken spans: %v", b)
				}
				md, err := skill.Render(folder, src, skill.Components{Description: res.Output.Description, Body: out})
				if err != nil {
					t.Fatal(err)
				}
				doc, ds := skill.Parse(skill.FileName, folder, md)
				if ds.HasErrors() {
					t.Fatalf("compiled SKILL.md does not parse: %v", ds)
				}
				if !reflect.DeepEqual(frontmatterMap(t, src), frontmatterMap(t, md)) {
					t.Errorf("frontmatter keys other than the description changed:\n%v\n%v", frontmatterMap(t, src), frontmatterMap(t, md))
				}
				a, _ := frontmatterKeys(src)
				b, _ := frontmatterKeys(md)
				if !reflect.DeepEqual(a, b) {
					t.Errorf("frontmatter text other than the description changed:\n%q\n%q", a, b)
				}
				if doc.Body != strings.TrimSpace(out) || doc.Description != res.Output.Description {
					t.Errorf("the rendered SKILL.md does not carry the compiled body and description")
				}
				if res.Changed {
					changed++
				}
				if res.SourceChars > res.Budget {
					if res.BodyChars >= res.SourceChars {
						t.Errorf("body of %d characters over the budget of %d was not trimmed (%d after)", res.SourceChars, res.Budget, res.BodyChars)
					}
					trimmed++
					if res.BodyChars > res.Budget {
						overBudget++
					}
				}
			})
		}
	}
	total := len(table) * len(Shipped())
	t.Logf("%d skills x %d profiles: %d changed, %d over budget trimmed (%d still over: protected text)", len(table), len(Shipped()), changed, trimmed, overBudget)
	if changed < total/3 {
		t.Errorf("only %d of %d compiles changed anything: the rewrites are not doing their job", changed, total)
	}
	if trimmed == 0 {
		t.Errorf("no skill in the table was over any budget: the trim step went untested")
	}
}

func firstLine(s string) string {
	l, _, _ := strings.Cut(s, "\n")
	return l
}
