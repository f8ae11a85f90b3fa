package mcpserver

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"strings"
	"sync"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/ingot-dev/ingot/pkg/change"
	"github.com/ingot-dev/ingot/pkg/route"
	"github.com/ingot-dev/ingot/pkg/safety"
	"github.com/ingot-dev/ingot/pkg/skill"
	"github.com/ingot-dev/ingot/pkg/trace"
)

// Name is the server's name in the MCP handshake.
const Name = "ingot"

// SkillsExtension is the MCP skills extension (SEP-2640) the server declares.
const SkillsExtension = "io.modelcontextprotocol/skills"

// Defaults for Options fields left at zero.
const (
	// DefaultListBudget is how many characters list_skills returns at most:
	// about 4,000 tokens, half of Claude Code's skill-listing budget at a
	// 200k context.
	DefaultListBudget = 16000
)

// Proposals is where create_skill queues new skills: a *change.Store.
type Proposals interface {
	ProposeNew(ctx context.Context, n change.NewSkill) (*change.ProposeResult, error)
	Pending(ctx context.Context, id string) (*change.Proposal, error)
}

var _ Proposals = (*change.Store)(nil)

// Options configure a Server.
type Options struct {
	// Roots are the skill roots, in order (skill.Roots).
	Roots []string
	// Discovery tunes skill discovery (depth, limits).
	Discovery skill.Options
	// Route configures the router. Start from route.DefaultOptions(); a
	// zero MinScore and RelatedScore take the defaults.
	Route route.Options
	// ReloadInterval is how often, at most, the roots are checked for
	// changes before a request (0: before every request).
	ReloadInterval time.Duration
	// LearnedStore is the file of learned requests (route.LoadLearned;
	// INGOT_ROUTE_LEARN) the router indexes in place of Route.Learned:
	// read at start, and again whenever the file changes, checked with
	// the roots. A store that cannot be read is logged: at start the
	// server routes without learned requests, later it keeps those it
	// read before. "": Route.Learned as given, never re-read.
	LearnedStore string
	// Traces is the trace store each call is recorded in; nil records
	// nothing (usage counts are then kept for this process only).
	Traces *trace.Store
	// Proposals queues create_skill proposals; nil makes create_skill
	// answer that creation is not available.
	Proposals Proposals
	// Safety holds the limits create_skill checks against (MaxBody,
	// CollisionScore); the server supplies Nearest and Existing.
	Safety safety.Options
	// ServeMaxBody caps the body get_skill and route_and_load serve, in
	// bytes (serving.DefaultMaxBody when zero; INGOT_SERVE_MAX_BODY); a
	// cut body says so in its note (get_skill) or reason (route_and_load).
	ServeMaxBody int
	// ListBudget bounds the characters list_skills returns
	// (DefaultListBudget when zero).
	ListBudget int
	// DefaultHarness is the harness route_and_load routes for when the
	// call names none and the client's name names neither Claude Code nor
	// Codex (any other MCP host); DefaultHarness when empty.
	DefaultHarness string
	// Version is reported in the handshake.
	Version string
	// Logger receives logs (never the protocol stream); nil discards them.
	Logger *slog.Logger
	// Now is the clock for reload checks; default time.Now.
	Now func() time.Time
}

// Server is an MCP server over one skill library. It is safe for many
// concurrent sessions.
type Server struct {
	opt Options
	log *slog.Logger
	srv *mcp.Server
	cat *catalog
	rec *recorder

	createMu sync.Mutex // serialises create_skill, so two proposals cannot race for one name

	resMu     sync.Mutex        // serialises resource registration
	resources map[string]string // registered resource URIs -> digest and revision

	refreshErrMu sync.Mutex
	refreshErr   string // last refresh failure logged, so it is logged once
	initial      *ReloadReport
}

// New loads the library, builds the router, prunes the trace store and
// reads its usage counts, and registers the tools, the skills extension and
// the skill:// resources.
func New(ctx context.Context, opt Options) (*Server, error) {
	if opt.Logger == nil {
		opt.Logger = slog.New(slog.DiscardHandler)
	}
	if opt.Now == nil {
		opt.Now = time.Now
	}
	if opt.ListBudget <= 0 {
		opt.ListBudget = DefaultListBudget
	}
	if opt.Route.MinScore == 0 && opt.Route.RelatedScore == 0 {
		d := route.DefaultOptions()
		opt.Route.MinScore, opt.Route.RelatedScore = d.MinScore, d.RelatedScore
	}
	if opt.Route.Logger == nil {
		opt.Route.Logger = opt.Logger
	}
	if opt.Version == "" {
		opt.Version = "dev"
	}
	s := &Server{opt: opt, log: opt.Logger, resources: map[string]string{}}
	rec, err := newRecorder(ctx, opt.Traces, opt.Logger)
	if err != nil {
		return nil, fmt.Errorf("read usage counts: %w", err)
	}
	s.rec = rec

	caps := &mcp.ServerCapabilities{
		Tools:     &mcp.ToolCapabilities{ListChanged: false},
		Resources: &mcp.ResourceCapabilities{ListChanged: true},
	}
	caps.AddExtension(SkillsExtension, nil)
	s.srv = mcp.NewServer(&mcp.Implementation{Name: Name, Title: "Ingot skills", Version: opt.Version}, &mcp.ServerOptions{
		Instructions: instructions,
		Logger:       quieter(opt.Logger),
		Capabilities: caps,
	})
	s.cat = &catalog{
		roots: opt.Roots, dopt: opt.Discovery, interval: opt.ReloadInterval, now: opt.Now, log: opt.Logger,
		onSwap: s.syncResources, learnedPath: opt.LearnedStore,
	}
	rep, err := s.cat.load(ctx, opt.Route)
	if err != nil {
		return nil, err
	}
	s.initial = rep
	if err := s.addTools(); err != nil {
		return nil, err
	}
	if err := s.addSkillsExtension(); err != nil {
		return nil, err
	}
	s.srv.AddReceivingMiddleware(s.refreshMiddleware, s.harnessMiddleware)
	return s, nil
}

// DefaultHarness is the harness assumed for a host that names none (the
// same default as ingot-route's --harness).
const DefaultHarness = "codex"

// harnessMiddleware makes the harness of route_and_load optional for any
// host: a call without one, from a client whose name names no harness, is
// routed for Options.DefaultHarness.
func (s *Server) harnessMiddleware(next mcp.MethodHandler) mcp.MethodHandler {
	return func(ctx context.Context, method string, req mcp.Request) (mcp.Result, error) {
		if r, ok := req.(*mcp.CallToolRequest); ok && method == "tools/call" && r.Params != nil && r.Params.Name == toolRoute {
			client := ""
			if p := r.Session.InitializeParams(); p != nil && p.ClientInfo != nil {
				client = p.ClientInfo.Name
			}
			if harnessOf(client) == "" {
				r.Params.Arguments = withDefaultHarness(r.Params.Arguments, s.defaultHarness())
			}
		}
		return next(ctx, method, req)
	}
}

func (s *Server) defaultHarness() string {
	if h := strings.TrimSpace(s.opt.DefaultHarness); h != "" {
		return h
	}
	return DefaultHarness
}

// withDefaultHarness sets "harness" in a tool call's arguments when it is
// absent or blank; arguments that are not a JSON object are left to the
// tool to refuse.
func withDefaultHarness(args json.RawMessage, harness string) json.RawMessage {
	m := map[string]json.RawMessage{}
	if len(args) > 0 && string(args) != "null" {
		if json.Unmarshal(args, &m) != nil {
			return args
		}
	}
	if raw, ok := m["harness"]; ok {
		var h string
		if json.Unmarshal(raw, &h) != nil || strings.TrimSpace(h) != "" {
			return args
		}
	}
	m["harness"], _ = json.Marshal(harness)
	out, err := json.Marshal(m)
	if err != nil {
		return args
	}
	return out
}

// quieter passes the SDK's own logs (one line per session start and end)
// at warning level and above, or all of them when debug logging is on.
func quieter(l *slog.Logger) *slog.Logger {
	if l.Enabled(context.Background(), slog.LevelDebug) {
		return l
	}
	return slog.New(floorHandler{l.Handler()})
}

type floorHandler struct{ slog.Handler }

func (h floorHandler) Enabled(ctx context.Context, l slog.Level) bool {
	return l >= slog.LevelWarn && h.Handler.Enabled(ctx, l)
}

func (h floorHandler) WithAttrs(as []slog.Attr) slog.Handler {
	return floorHandler{h.Handler.WithAttrs(as)}
}

func (h floorHandler) WithGroup(name string) slog.Handler {
	return floorHandler{h.Handler.WithGroup(name)}
}

// instructions tell the client's model how to use the server.
const instructions = `Ingot serves reviewed, versioned skills (expert instructions for a kind of task).
Before starting a non-trivial task, call route_and_load with the user's request: if it returns a match,
follow the skill_body it returns; if it returns a related_match, use that skill as a starting point; if it
says novel, no skill fits. suggest_skills and list_skills browse the library without loading bodies;
get_skill loads one skill by id. If you worked out a reusable procedure no skill covers, create_skill
proposes it for human review (it is not live until approved).`

// MCP returns the underlying SDK server (to connect transports to).
func (s *Server) MCP() *mcp.Server { return s.srv }

// Run serves one transport (stdio: &mcp.StdioTransport{}) until the client
// disconnects or ctx is cancelled.
func (s *Server) Run(ctx context.Context, t mcp.Transport) error { return s.srv.Run(ctx, t) }

// Reload rediscovers the library now (what reload_skills does).
func (s *Server) Reload(ctx context.Context) (*ReloadReport, error) { return s.cat.reload(ctx) }

// Loaded reports the initial load: skills served and diagnostics.
func (s *Server) Loaded() *ReloadReport { return s.initial }

// Roots are the skill roots served.
func (s *Server) Roots() []string { return s.opt.Roots }

// refreshMiddleware checks the roots for changes before every request
// that reads the library (reload_skills reloads by itself). A failed check
// is logged once and the current library keeps being served.
func (s *Server) refreshMiddleware(next mcp.MethodHandler) mcp.MethodHandler {
	return func(ctx context.Context, method string, req mcp.Request) (mcp.Result, error) {
		switch method {
		case "tools/call":
			if r, ok := req.(*mcp.CallToolRequest); ok && r.Params != nil && r.Params.Name == toolReload {
				break
			}
			s.refresh(ctx)
		case "resources/list", "resources/read", "resources/templates/list", methodSkillsList, methodSkillsGet:
			s.refresh(ctx)
		}
		return next(ctx, method, req)
	}
}

func (s *Server) refresh(ctx context.Context) {
	err := s.cat.maybeRefresh(ctx)
	s.refreshErrMu.Lock()
	defer s.refreshErrMu.Unlock()
	switch {
	case err == nil:
		s.refreshErr = ""
	case errors.Is(err, context.Canceled):
	case err.Error() != s.refreshErr:
		s.refreshErr = err.Error()
		s.log.Warn("skill reload failed; serving the previous library", "err", err)
	}
}
