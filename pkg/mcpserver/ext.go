package mcpserver

import (
	"context"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"io"
	"mime"
	"os"
	"path"
	"path/filepath"
	"strconv"
	"unicode/utf8"

	"github.com/modelcontextprotocol/go-sdk/jsonrpc"
	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/ingot-dev/ingot/pkg/revision"
	"github.com/ingot-dev/ingot/pkg/skill"
)

// Methods of the skills extension.
const (
	methodSkillsList = "skills/list"
	methodSkillsGet  = "skills/get"
)

// skillsPageSize is how many skills one skills/list page holds.
const skillsPageSize = 100

// SkillResource is one file of a skill in the skills extension.
type SkillResource struct {
	URI    string `json:"uri"`
	Digest string `json:"digest"` // "sha256:<64 hex>"
	Size   int64  `json:"size"`
}

// SkillInfo is a skill as the skills extension lists it.
type SkillInfo struct {
	URI         string          `json:"uri"` // its SKILL.md
	Frontmatter map[string]any  `json:"frontmatter"`
	Resources   []SkillResource `json:"resources"`
}

// ListSkillsParams are the params of skills/list.
type ListSkillsParams struct {
	mcp.ParamsBase
	Cursor string `json:"cursor,omitempty"`
}

// ListSkillsResult is the result of skills/list.
type ListSkillsResult struct {
	mcp.ResultBase
	Skills     []SkillInfo `json:"skills"`
	NextCursor string      `json:"nextCursor,omitempty"`
	TTLMs      int         `json:"ttlMs"`
	CacheScope string      `json:"cacheScope"`
	ResultType string      `json:"resultType,omitempty"`
}

// GetSkillParams are the params of skills/get.
type GetSkillParams struct {
	mcp.ParamsBase
	URI string `json:"uri"`
}

// GetSkillResult is the result of skills/get.
type GetSkillResult struct {
	mcp.ResultBase
	Skill      SkillInfo `json:"skill"`
	TTLMs      int       `json:"ttlMs"`
	CacheScope string    `json:"cacheScope"`
	ResultType string    `json:"resultType,omitempty"`
}

// addSkillsExtension registers skills/list, skills/get and the skill://
// resource template that reads every file.
func (s *Server) addSkillsExtension() error {
	if err := mcp.AddReceivingCustomMethod(s.srv, methodSkillsList, s.skillsList); err != nil {
		return err
	}
	if err := mcp.AddReceivingCustomMethod(s.srv, methodSkillsGet, s.skillsGet); err != nil {
		return err
	}
	s.srv.AddResourceTemplate(&mcp.ResourceTemplate{
		Name:        "skill-file",
		Title:       "A file of a skill",
		URITemplate: "skill://{+path}",
		Description: "Any file of a served skill; skills/list and resources/list give each file's URI, size and sha256 digest.",
	}, s.readResource)
	return nil
}

func info(e *skillEntry) SkillInfo {
	si := SkillInfo{URI: e.uri, Frontmatter: e.frontmatter, Resources: make([]SkillResource, 0, len(e.files))}
	for _, f := range e.files {
		si.Resources = append(si.Resources, SkillResource{URI: f.uri, Digest: f.digest.String(), Size: f.size})
	}
	return si
}

func (s *Server) skillsList(_ context.Context, _ *mcp.ServerSession, p *ListSkillsParams) (*ListSkillsResult, error) {
	start := 0
	if p != nil && p.Cursor != "" {
		b, err := base64.RawURLEncoding.DecodeString(p.Cursor)
		n, err2 := strconv.Atoi(string(b))
		if err != nil || err2 != nil || n < 0 {
			return nil, &jsonrpc.Error{Code: jsonrpc.CodeInvalidParams, Message: "invalid cursor"}
		}
		start = n
	}
	v := s.cat.acquire()
	defer v.release()
	res := &ListSkillsResult{Skills: []SkillInfo{}, CacheScope: "public", ResultType: "complete"}
	i := 0
	for _, sk := range v.skills {
		e := v.entries[sk.ID]
		if e == nil {
			continue
		}
		if i >= start {
			if len(res.Skills) == skillsPageSize {
				res.NextCursor = base64.RawURLEncoding.EncodeToString([]byte(strconv.Itoa(i)))
				break
			}
			res.Skills = append(res.Skills, info(e))
		}
		i++
	}
	return res, nil
}

func (s *Server) skillsGet(_ context.Context, _ *mcp.ServerSession, p *GetSkillParams) (*GetSkillResult, error) {
	if p == nil || p.URI == "" {
		return nil, &jsonrpc.Error{Code: jsonrpc.CodeInvalidParams, Message: "missing uri"}
	}
	v := s.cat.acquire()
	defer v.release()
	e := v.byEntry[p.URI]
	if e == nil {
		data, _ := json.Marshal(map[string]string{"uri": p.URI})
		return nil, &jsonrpc.Error{Code: jsonrpc.CodeInvalidParams, Message: "unknown skill " + p.URI, Data: data}
	}
	return &GetSkillResult{Skill: info(e), CacheScope: "public", ResultType: "complete"}, nil
}

// readResource serves one skill file: exactly the bytes its digest names.
// SKILL.md comes from memory; another file is read and re-hashed, and a
// file that changed on disk since its revision was loaded is refused (the
// next request after a change reloads the skill).
func (s *Server) readResource(_ context.Context, req *mcp.ReadResourceRequest) (*mcp.ReadResourceResult, error) {
	uri := req.Params.URI
	v := s.cat.acquire()
	f := v.byURI[uri]
	var raw []byte
	var dir string
	if f != nil {
		dir = f.entry.skill.Dir
		if f.path == skill.FileName {
			raw = f.entry.raw
		}
	}
	v.release()
	if f == nil {
		return nil, mcp.ResourceNotFoundError(uri)
	}
	data := raw
	if data == nil {
		var err error
		data, err = readExact(filepath.Join(dir, filepath.FromSlash(f.path)), f.size)
		if err != nil {
			return nil, fmt.Errorf("read %s: %w", uri, err)
		}
		if revision.DigestOf(data) != f.digest {
			return nil, fmt.Errorf("read %s: the file changed on disk since revision %s was loaded; read it again",
				uri, f.entry.skill.Revision.Short())
		}
	}
	c := &mcp.ResourceContents{URI: uri, MIMEType: mimeType(f.path),
		Meta: mcp.Meta{"digest": f.digest.String(), "size": f.size}}
	if utf8.Valid(data) && len(data) > 0 {
		c.Text = string(data)
	} else {
		c.Blob = append([]byte{}, data...) // non-nil, so an empty file is "blob": ""
	}
	return &mcp.ReadResourceResult{Contents: []*mcp.ResourceContents{c}}, nil
}

// readExact reads a file of the expected size, and at most one byte more
// (so a grown file is caught without reading all of it).
func readExact(p string, size int64) ([]byte, error) {
	fh, err := os.Open(p)
	if err != nil {
		return nil, err
	}
	defer fh.Close()
	return io.ReadAll(io.LimitReader(fh, size+1))
}

func mimeType(p string) string {
	switch path.Ext(p) {
	case ".md", ".markdown":
		return "text/markdown"
	case ".txt", "":
		return "text/plain"
	}
	if t := mime.TypeByExtension(path.Ext(p)); t != "" {
		return t
	}
	return "application/octet-stream"
}

// syncResources registers every file of the new snapshot as a resource
// (its size, and its digest in _meta) and removes the files that went
// away; the SDK then tells subscribed clients the list changed.
func (s *Server) syncResources(_, next *snapshot) {
	s.resMu.Lock()
	defer s.resMu.Unlock()
	var gone []string
	for uri := range s.resources {
		if next.byURI[uri] == nil {
			gone = append(gone, uri)
			delete(s.resources, uri)
		}
	}
	if len(gone) > 0 {
		s.srv.RemoveResources(gone...)
	}
	for _, sk := range next.skills {
		e := next.entries[sk.ID]
		if e == nil {
			continue
		}
		for _, f := range e.files {
			key := f.digest.String() + " " + sk.Revision.String()
			if s.resources[f.uri] == key {
				continue
			}
			r := &mcp.Resource{
				URI: f.uri, Name: sk.ID + "/" + f.path, MIMEType: mimeType(f.path), Size: f.size,
				Meta: mcp.Meta{"digest": f.digest.String(), "skill": sk.ID, "revision": sk.Revision.String()},
			}
			if f.path == skill.FileName {
				r.Title = sk.Name
				r.Description = sk.Description
			}
			s.srv.AddResource(r, s.readResource)
			s.resources[f.uri] = key
		}
	}
}
