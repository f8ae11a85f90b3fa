package reviewdesk

import (
	"context"
	"crypto/rand"
	"crypto/subtle"
	"embed"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"log/slog"
	"net"
	"net/http"
	"net/url"
	"strings"

	"github.com/ingot-dev/ingot/pkg/change"
	"github.com/ingot-dev/ingot/pkg/evidence"
	"github.com/ingot-dev/ingot/pkg/revision"
)

//go:embed page
var pageFS embed.FS

// Options configure a Server.
type Options struct {
	// Actor is recorded in the audit trail for every change made through
	// the page; required.
	Actor string
	// Token, when set, must accompany every request (INGOT_UI_TOKEN).
	Token string
	// Hosts are the Host header values accepted ("127.0.0.1:8080",
	// "localhost:8080"); empty accepts any host, which only a server
	// with a Token may do.
	Hosts []string
	// Safety runs the create_skill safety checks on folder proposals.
	Safety change.SafetyCheck
	// TraceCounts returns load counts per skill id from the trace store
	// (nil: not shown).
	TraceCounts func(ctx context.Context) (map[string]LoadCounts, error)
	// Logger receives one line per state change and per refused request.
	Logger *slog.Logger
}

// LoadCounts are how often a skill was offered and loaded (pkg/trace).
type LoadCounts struct {
	Offered int `json:"offered"`
	Loaded  int `json:"loaded"`
	Invoked int `json:"invoked"`
}

// Server is the review desk's HTTP handler.
type Server struct {
	store *change.Store
	opt   Options
	csrf  string
	mux   *http.ServeMux
	log   *slog.Logger
}

// New returns the review desk over store.
func New(store *change.Store, opt Options) (*Server, error) {
	if strings.TrimSpace(opt.Actor) == "" {
		return nil, errors.New("reviewdesk: an actor is required (it is recorded in the audit trail)")
	}
	if len(opt.Hosts) == 0 && opt.Token == "" {
		return nil, errors.New("reviewdesk: accepting any Host needs a token")
	}
	var b [32]byte
	if _, err := rand.Read(b[:]); err != nil {
		return nil, err
	}
	s := &Server{store: store, opt: opt, csrf: hex.EncodeToString(b[:]), mux: http.NewServeMux(), log: opt.Logger}
	if s.log == nil {
		s.log = slog.New(slog.NewTextHandler(io.Discard, nil))
	}
	static, err := fs.Sub(pageFS, "page")
	if err != nil {
		return nil, err
	}
	files := http.FileServerFS(static)
	s.mux.Handle("GET /{$}", http.HandlerFunc(s.index))
	s.mux.Handle("GET /app.js", files)
	s.mux.Handle("GET /style.css", files)
	s.mux.HandleFunc("GET /api/session", s.session)
	s.mux.HandleFunc("GET /api/pending", s.pending)
	s.mux.HandleFunc("GET /api/history", s.history)
	s.mux.HandleFunc("GET /api/library", s.library)
	s.mux.HandleFunc("POST /api/approve", s.approve)
	s.mux.HandleFunc("POST /api/reject", s.reject)
	s.mux.HandleFunc("POST /api/rollback", s.rollback)
	s.mux.HandleFunc("POST /api/adopt", s.adopt)
	s.mux.HandleFunc("POST /api/propose", s.proposeDir)
	return s, nil
}

// CSRF is the token state changes must carry in X-Ingot-CSRF.
func (s *Server) CSRF() string { return s.csrf }

const tokenCookie = "ingot_ui_token"

// ServeHTTP checks Host, token and, for state changes, Origin and CSRF,
// then dispatches.
func (s *Server) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	w.Header().Set("X-Content-Type-Options", "nosniff")
	w.Header().Set("X-Frame-Options", "DENY")
	w.Header().Set("Referrer-Policy", "no-referrer")
	w.Header().Set("Content-Security-Policy", "default-src 'self'; img-src 'self' data:; style-src 'self'; script-src 'self'; frame-ancestors 'none'")
	w.Header().Set("Cache-Control", "no-store")
	if len(s.opt.Hosts) > 0 && !contains(s.opt.Hosts, r.Host) {
		s.refuse(w, r, http.StatusForbidden, "host", fmt.Sprintf("Host %q is not this server (%s)", r.Host, strings.Join(s.opt.Hosts, ", ")))
		return
	}
	if s.opt.Token != "" {
		if t := r.URL.Query().Get("token"); r.Method == http.MethodGet && r.URL.Path == "/" && t != "" {
			if !equal(t, s.opt.Token) {
				s.refuse(w, r, http.StatusForbidden, "token", "wrong token")
				return
			}
			http.SetCookie(w, &http.Cookie{Name: tokenCookie, Value: t, Path: "/", HttpOnly: true, SameSite: http.SameSiteStrictMode})
			http.Redirect(w, r, "/", http.StatusSeeOther)
			return
		}
		if !equal(requestToken(r), s.opt.Token) {
			s.refuse(w, r, http.StatusForbidden, "token", "a token is required: open /?token=... or send Authorization: Bearer ... (INGOT_UI_TOKEN)")
			return
		}
	}
	if r.Method != http.MethodGet && r.Method != http.MethodHead {
		if err := s.sameOrigin(r); err != nil {
			s.refuse(w, r, http.StatusForbidden, "origin", err.Error())
			return
		}
		if !equal(r.Header.Get("X-Ingot-CSRF"), s.csrf) {
			s.refuse(w, r, http.StatusForbidden, "csrf", "missing or wrong X-Ingot-CSRF token: reload the page")
			return
		}
	}
	s.mux.ServeHTTP(w, r)
}

// sameOrigin requires the Origin (or, without one, the Referer) of a
// state change to be this server.
func (s *Server) sameOrigin(r *http.Request) error {
	src := r.Header.Get("Origin")
	if src == "" {
		src = r.Header.Get("Referer")
	}
	if src == "" || src == "null" {
		return errors.New("a state change needs an Origin header of this server")
	}
	u, err := url.Parse(src)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") {
		return fmt.Errorf("origin %q is not this server", src)
	}
	if u.Host != r.Host {
		return fmt.Errorf("origin %q is not this server (%s)", u.Scheme+"://"+u.Host, r.Host)
	}
	return nil
}

func requestToken(r *http.Request) string {
	if h := r.Header.Get("Authorization"); strings.HasPrefix(h, "Bearer ") {
		return strings.TrimPrefix(h, "Bearer ")
	}
	if c, err := r.Cookie(tokenCookie); err == nil {
		return c.Value
	}
	return ""
}

func equal(a, b string) bool { return subtle.ConstantTimeCompare([]byte(a), []byte(b)) == 1 }

func contains(list []string, s string) bool {
	for _, x := range list {
		if strings.EqualFold(x, s) {
			return true
		}
	}
	return false
}

// Hosts returns the Host values a loopback listener on addr answers to.
func Hosts(addr net.Addr) []string {
	host, port, err := net.SplitHostPort(addr.String())
	if err != nil {
		return []string{addr.String()}
	}
	out := []string{net.JoinHostPort(host, port), "localhost:" + port}
	if ip := net.ParseIP(host); ip != nil && ip.IsUnspecified() {
		out = append(out, "127.0.0.1:"+port, "[::1]:"+port)
	}
	return out
}

// apiError is the JSON body of every refusal.
type apiError struct {
	Error  string `json:"error"`
	Code   string `json:"code"`
	Holder string `json:"holder,omitempty"`
}

func (s *Server) refuse(w http.ResponseWriter, r *http.Request, status int, code, msg string) {
	s.log.Warn("refused", "method", r.Method, "path", r.URL.Path, "status", status, "code", code, "error", msg)
	writeJSON(w, status, apiError{Error: msg, Code: code})
}

func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.WriteHeader(status)
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	_ = enc.Encode(v)
}

// fail maps an error of pkg/change to a status and writes it.
func (s *Server) fail(w http.ResponseWriter, r *http.Request, err error) {
	status, code := classify(err)
	body := apiError{Error: err.Error(), Code: code}
	var le *change.LockedError
	if errors.As(err, &le) {
		body.Holder = le.Holder
	}
	if status >= 500 {
		s.log.Error("failed", "method", r.Method, "path", r.URL.Path, "error", err)
	} else {
		s.log.Warn("refused", "method", r.Method, "path", r.URL.Path, "status", status, "code", code, "error", err)
	}
	writeJSON(w, status, body)
}

func classify(err error) (int, string) {
	var le *change.LockedError
	var se *change.SlotError
	var sf *change.SafetyError
	switch {
	case errors.As(err, &le):
		return http.StatusConflict, "busy"
	case errors.Is(err, change.ErrChanged):
		return http.StatusConflict, "changed"
	case errors.Is(err, change.ErrNoPending):
		return http.StatusConflict, "no-pending"
	case errors.Is(err, evidence.ErrInvalidSkillID), errors.Is(err, revision.ErrInvalid), errors.Is(err, change.ErrReason), errors.Is(err, errBadRequest):
		return http.StatusBadRequest, "bad-request"
	case errors.Is(err, change.ErrNoSnapshot):
		return http.StatusNotFound, "no-snapshot"
	case errors.Is(err, change.ErrStale):
		return http.StatusUnprocessableEntity, "stale"
	case errors.Is(err, change.ErrBlocked):
		return http.StatusUnprocessableEntity, "blocked"
	case errors.Is(err, change.ErrVerdict):
		return http.StatusUnprocessableEntity, "verdict"
	case errors.Is(err, change.ErrUnmeasured):
		return http.StatusUnprocessableEntity, "unmeasured"
	case errors.Is(err, change.ErrEvidence), errors.As(err, &se):
		return http.StatusUnprocessableEntity, "evidence"
	case errors.Is(err, change.ErrNotFound):
		return http.StatusUnprocessableEntity, "not-live"
	case errors.Is(err, change.ErrExists):
		return http.StatusUnprocessableEntity, "exists"
	case errors.Is(err, change.ErrDamagedSnapshot):
		return http.StatusUnprocessableEntity, "damaged-snapshot"
	case errors.Is(err, change.ErrFolder), errors.As(err, &sf):
		return http.StatusUnprocessableEntity, "folder"
	case errors.Is(err, context.Canceled):
		return 499, "cancelled"
	}
	return http.StatusInternalServerError, "internal"
}

var errBadRequest = errors.New("bad request")

// decode reads a small JSON request body into v.
func decode(r *http.Request, v any) error {
	dec := json.NewDecoder(io.LimitReader(r.Body, 1<<20))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		return fmt.Errorf("%w: request body: %v", errBadRequest, err)
	}
	return nil
}

// ErrRemoteBind is returned by CheckBind for a non-loopback address
// without --allow-remote and a token.
var ErrRemoteBind = errors.New("refusing to serve the review desk on a non-loopback address")

// CheckBind refuses an address other machines can reach unless the
// operator allowed it (--allow-remote) and set a token (INGOT_UI_TOKEN).
// It reports whether the address is loopback.
func CheckBind(addr string, allowRemote bool, token string) (loopback bool, err error) {
	host, _, err := net.SplitHostPort(addr)
	if err != nil {
		return false, fmt.Errorf("address %q: want HOST:PORT, e.g. 127.0.0.1:8080", addr)
	}
	ip := net.ParseIP(strings.Trim(host, "[]"))
	if strings.EqualFold(host, "localhost") || (ip != nil && ip.IsLoopback()) {
		return true, nil
	}
	switch {
	case !allowRemote:
		return false, fmt.Errorf("%w %s: it is reachable from other machines; pass --allow-remote and set INGOT_UI_TOKEN to allow it", ErrRemoteBind, addr)
	case token == "":
		return false, fmt.Errorf("%w %s without a token: set INGOT_UI_TOKEN (open the page as /?token=<token>)", ErrRemoteBind, addr)
	}
	return false, nil
}
