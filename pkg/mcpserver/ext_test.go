package mcpserver

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"strings"
	"testing"

	"github.com/modelcontextprotocol/go-sdk/jsonrpc"
	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/ingot-dev/ingot/internal/testutil"
)

// digestOf is the extension's digest of a file's bytes.
func digestOf(b []byte) string {
	s := sha256.Sum256(b)
	return "sha256:" + hex.EncodeToString(s[:])
}

func extFixture(t *testing.T) *fixture {
	return newFixture(t, fixtureOpt{setup: func(f *fixture) {
		f.addSkill("tools/pdf", "Extract text and tables from PDF files.", "# PDF\nRun scripts/extract.py.",
			map[string]string{"scripts/extract.py": "print('hi')\n", "empty.txt": "", "logo.bin": "\x00\xff\xfe"})
		dir := f.home + "/skills/misnamed"
		testutil.WriteFile(f.t, dir+"/SKILL.md", "---\nname: real-name\ndescription: \"A skill whose folder is named otherwise.\"\nlicense: MIT\nmetadata:\n  version: 1.0\n  released: 2024-05-01\n  tags: [a, b]\n---\nBody.\n")
	}})
}

func TestSkillsExtension(t *testing.T) {
	f := extFixture(t)
	cs := f.connect("test")
	ctx := context.Background()
	list, err := mcp.CallCustomMethod[*ListSkillsParams, *ListSkillsResult](ctx, cs, methodSkillsList, &ListSkillsParams{})
	if err != nil {
		t.Fatal(err)
	}
	if len(list.Skills) != 2 || list.CacheScope != "public" || list.NextCursor != "" {
		t.Fatalf("skills/list = %+v", list)
	}
	byURI := map[string]SkillInfo{}
	for _, s := range list.Skills {
		byURI[s.URI] = s
	}
	// The last segment of the skill path is the frontmatter name.
	mis, ok := byURI["skill://misnamed/real-name/SKILL.md"]
	if !ok {
		t.Fatalf("uris = %v", keys(byURI))
	}
	fm := mis.Frontmatter
	md, _ := fm["metadata"].(map[string]any)
	if fm["name"] != "real-name" || fm["license"] != "MIT" || md["version"] != 1.0 || md["released"] != "2024-05-01" {
		t.Errorf("frontmatter is not the YAML as JSON (dates stay strings): %#v", fm)
	}
	pdf := byURI["skill://tools/pdf/SKILL.md"]
	if len(pdf.Resources) != 4 {
		t.Fatalf("pdf resources = %+v (every file, SKILL.md included)", pdf.Resources)
	}
	// Every listed file reads back as bytes matching its digest and size.
	for _, s := range list.Skills {
		for _, r := range s.Resources {
			rr, err := cs.ReadResource(ctx, &mcp.ReadResourceParams{URI: r.URI})
			if err != nil {
				t.Fatalf("read %s: %v", r.URI, err)
			}
			c := rr.Contents[0]
			b := []byte(c.Text)
			if c.Text == "" {
				b = c.Blob
			}
			if int64(len(b)) != r.Size || digestOf(b) != r.Digest {
				t.Errorf("%s: %d bytes %s, listed %d %s", r.URI, len(b), digestOf(b), r.Size, r.Digest)
			}
			if c.Meta["digest"] != r.Digest {
				t.Errorf("%s: _meta digest %v", r.URI, c.Meta["digest"])
			}
		}
	}
	get, err := mcp.CallCustomMethod[*GetSkillParams, *GetSkillResult](ctx, cs, methodSkillsGet, &GetSkillParams{URI: pdf.URI})
	if err != nil || get.Skill.URI != pdf.URI || len(get.Skill.Resources) != 4 {
		t.Fatalf("skills/get = %+v, %v", get, err)
	}
	_, err = mcp.CallCustomMethod[*GetSkillParams, *GetSkillResult](ctx, cs, methodSkillsGet, &GetSkillParams{URI: "skill://nosuch/SKILL.md"})
	var je *jsonrpc.Error
	if !errors.As(err, &je) || je.Code != jsonrpc.CodeInvalidParams {
		t.Errorf("unknown skill: %v, want -32602", err)
	}
}

func keys[V any](m map[string]V) []string {
	var out []string
	for k := range m {
		out = append(out, k)
	}
	return out
}

func TestResources(t *testing.T) {
	f := extFixture(t)
	cs := f.connect("test")
	ctx := context.Background()
	res, err := cs.ListResources(ctx, nil)
	if err != nil {
		t.Fatal(err)
	}
	found := map[string]*mcp.Resource{}
	for _, r := range res.Resources {
		found[r.URI] = r
	}
	r := found["skill://tools/pdf/scripts/extract.py"]
	if r == nil || r.Size != int64(len("print('hi')\n")) || r.Meta["digest"] != digestOf([]byte("print('hi')\n")) {
		t.Fatalf("resource = %+v (of %v)", r, keys(found))
	}
	if sk := found["skill://tools/pdf/SKILL.md"]; sk == nil || sk.Description == "" || sk.MIMEType != "text/markdown" {
		t.Errorf("SKILL.md resource = %+v", sk)
	}
	// A file changed on disk since its revision was loaded is refused, not
	// served under the old digest; the next request reloads it.
	testutil.WriteFile(t, f.home+"/skills/tools/pdf/scripts/extract.py", "print('changed')\n")
	rr, err := cs.ReadResource(ctx, &mcp.ReadResourceParams{URI: "skill://tools/pdf/scripts/extract.py"})
	if err != nil || rr.Contents[0].Text != "print('changed')\n" || rr.Contents[0].Meta["digest"] != digestOf([]byte("print('changed')\n")) {
		t.Fatalf("after an edit (interval 0 reloads first): %v %+v", err, rr)
	}
	if _, err := cs.ReadResource(ctx, &mcp.ReadResourceParams{URI: "skill://tools/pdf/nosuch"}); err == nil {
		t.Error("an unlisted file was served")
	}
	if _, err := cs.ReadResource(ctx, &mcp.ReadResourceParams{URI: "skill://tools/pdf/../../../etc/passwd"}); err == nil {
		t.Error("a path outside the skill was served")
	}
	// The listing follows reloads.
	f.addSkill("docx", "Create and edit Word documents.", "# DOCX", nil)
	res, err = cs.ListResources(ctx, nil)
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, r := range res.Resources {
		if strings.HasPrefix(r.URI, "skill://docx/") {
			n++
		}
	}
	if n != 1 {
		t.Errorf("new skill's resources listed %d times", n)
	}
}

func TestFrontmatterJSON(t *testing.T) {
	fm, err := frontmatterJSON([]byte("---\nname: x\ndescription: 'a: b'\nn: 017\nh: 0x1F\nf: 1.5\nb: true\ny: yes\nz: null\nd: 2024-01-02\nl:\n  - 1\n  - two\n---\nbody\n"))
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]any{"name": "x", "description": "a: b", "n": int64(17), "h": int64(31), "f": 1.5, "b": true, "y": "yes", "z": nil, "d": "2024-01-02"}
	for k, v := range want {
		if fm[k] != v {
			t.Errorf("%s = %#v, want %#v", k, fm[k], v)
		}
	}
	if l, _ := fm["l"].([]any); len(l) != 2 || l[0] != int64(1) || l[1] != "two" {
		t.Errorf("l = %#v", fm["l"])
	}
	if _, err := frontmatterJSON([]byte("no frontmatter")); err == nil {
		t.Error("no frontmatter accepted")
	}
}

func TestResourceChangedOnDisk(t *testing.T) {
	// Between two reload checks a file can change under a loaded revision:
	// its bytes no longer match the listed digest, so it is refused.
	f := newFixture(t, fixtureOpt{interval: 1 << 62, setup: func(f *fixture) {
		f.addSkill("pdf", "Extract text and tables from PDF files.", "# PDF", map[string]string{"a.py": "1\n"})
	}})
	cs := f.connect("test")
	testutil.WriteFile(t, f.home+"/skills/pdf/a.py", "2\n")
	_, err := cs.ReadResource(context.Background(), &mcp.ReadResourceParams{URI: "skill://pdf/a.py"})
	if err == nil || !strings.Contains(err.Error(), "changed on disk") {
		t.Fatalf("stale file served: %v", err)
	}
	// SKILL.md is served from memory: still the loaded revision's bytes.
	testutil.WriteFile(t, f.home+"/skills/pdf/SKILL.md", skillMD("pdf", "Extract text and tables from PDF files.", "# PDF edited"))
	rr, err := cs.ReadResource(context.Background(), &mcp.ReadResourceParams{URI: "skill://pdf/SKILL.md"})
	if err != nil || strings.Contains(rr.Contents[0].Text, "edited") {
		t.Fatalf("SKILL.md: %v %+v", err, rr)
	}
}
