package mcpserver

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"unicode/utf8"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// ListInput is the input of list_skills.
type ListInput struct {
	Offset int `json:"offset,omitempty"`
}

// Uses counts how often a skill was put in front of an agent.
type Uses struct {
	Offered int `json:"offered"`
	Loaded  int `json:"loaded"`
}

// CatalogEntry is one skill in list_skills.
type CatalogEntry struct {
	ID          string `json:"id"`
	Name        string `json:"name"`
	Description string `json:"description"`
	Revision    string `json:"revision"`
	Uses        *Uses  `json:"uses,omitempty"`
}

// ListOutput is the result of list_skills.
type ListOutput struct {
	Skills           []CatalogEntry `json:"skills"`
	Total            int            `json:"total"`
	Offset           int            `json:"offset"`
	NextOffset       int            `json:"next_offset,omitempty"`
	DescriptionChars int            `json:"description_chars"`
	Note             string         `json:"note"`
}

// minDescChars is the shortest a description is cut to before the list is
// paged instead: below it a description no longer says what a skill is for.
const minDescChars = 80

func (s *Server) listSkills(_ context.Context, _ *mcp.CallToolRequest, in ListInput) (*mcp.CallToolResult, ListOutput, error) {
	v := s.cat.acquire()
	all := make([]CatalogEntry, 0, len(v.skills))
	for _, sk := range v.skills {
		e := CatalogEntry{ID: sk.ID, Name: sk.Name, Description: sk.Description, Revision: sk.Revision.Short()}
		if u := s.rec.usage(sk.ID); u.Offered > 0 || u.Loaded > 0 {
			e.Uses = &Uses{Offered: u.Offered, Loaded: u.Loaded}
		}
		all = append(all, e)
	}
	v.release()
	return nil, fitList(all, in.Offset, s.opt.ListBudget), nil
}

// fitList cuts a catalog to about budget characters of JSON, from offset:
// first by shortening every description to one common length (at a word
// boundary), and when even minDescChars is too long, by paging.
func fitList(all []CatalogEntry, offset, budget int) ListOutput {
	out := ListOutput{Skills: []CatalogEntry{}, Total: len(all), Offset: max(offset, 0)}
	if out.Offset > len(all) {
		out.Offset = len(all)
	}
	rest := all[out.Offset:]
	const overhead = 300           // the envelope and the note
	base := make([]int, len(rest)) // JSON length without the description
	desc := make([]int, len(rest)) // JSON length of the description
	longest := 0
	for i, e := range rest {
		desc[i] = jsonLen(e.Description) - 2
		e.Description = ""
		base[i] = jsonLen(e) + 1 // the comma
		longest = max(longest, utf8.RuneCountInString(rest[i].Description))
	}
	size := func(n, limit int) int { // the first n entries, descriptions cut to about limit runes
		t := overhead
		for i := 0; i < n; i++ {
			t += base[i] + min(desc[i], limit+8)
		}
		return t
	}
	limit := longest
	n := len(rest)
	if size(n, limit) > budget {
		lo, hi := minDescChars, longest
		if size(n, lo) > budget {
			limit = lo
			t := overhead
			for i := range n { // as many entries as fit
				if t += base[i] + min(desc[i], limit+8); t > budget && i > 0 {
					n = i
					break
				}
			}
		} else {
			for lo < hi { // the longest limit that fits
				mid := (lo + hi + 1) / 2
				if size(n, mid) <= budget {
					lo = mid
				} else {
					hi = mid - 1
				}
			}
			limit = lo
		}
	}
	cut := 0
	for _, e := range rest[:n] {
		if d, ok := truncate(e.Description, limit); ok {
			e.Description = d
			cut++
		}
		out.Skills = append(out.Skills, e)
	}
	var notes []string
	if cut > 0 {
		out.DescriptionChars = limit
		notes = append(notes, fmt.Sprintf("%d descriptions cut to about %d characters to fit the context budget; get_skill shows one in full", cut, limit))
	}
	if end := out.Offset + n; end < len(all) {
		out.NextOffset = end
		notes = append(notes, fmt.Sprintf("showing skills %d-%d of %d: call list_skills with offset %d for the rest, or suggest_skills to search by task", out.Offset+1, end, len(all), end))
	} else {
		notes = append(notes, fmt.Sprintf("%d skills", len(all)))
	}
	out.Note = strings.Join(notes, "; ")
	return out
}

func jsonLen(v any) int {
	b, _ := json.Marshal(v)
	return len(b)
}

// truncate cuts s to at most limit runes, at a word boundary when one is
// near, marking the cut with an ellipsis. It reports whether it cut.
func truncate(s string, limit int) (string, bool) {
	if utf8.RuneCountInString(s) <= limit {
		return s, false
	}
	r := []rune(s)[:limit]
	cutAt := len(r)
	for i := len(r) - 1; i > len(r)*3/4; i-- {
		if r[i] == ' ' {
			cutAt = i
			break
		}
	}
	return strings.TrimRight(string(r[:cutAt]), " ,;:.-") + "…", true
}
