package mcpserver

import (
	"context"
	"crypto/sha256"
	"crypto/subtle"
	"errors"
	"fmt"
	"log/slog"
	"net"
	"net/http"
	"strings"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Path is where the HTTP endpoint is served.
const Path = "/mcp"

// DefaultAddr is the default HTTP bind address: loopback only, since the
// tools read local files and queue proposals.
const DefaultAddr = "127.0.0.1:8000"

// modernProtocol is the first protocol version without sessions
// (SEP-2575); the SDK serves it over HTTP only in stateless mode.
const modernProtocol = "2026-07-28"

// HTTPOptions configure HTTPHandler.
type HTTPOptions struct {
	// Token, when set, must arrive on every request as
	// "Authorization: Bearer <token>"; anything else gets 401.
	Token string
	// SessionTimeout closes a legacy session idle this long (default 30
	// minutes), so clients that never say goodbye do not pile up.
	SessionTimeout time.Duration
	// Logger receives transport logs; nil uses the server's.
	Logger *slog.Logger
}

// HTTPHandler serves streamable HTTP at Path. Requests that carry
// MCP-Protocol-Version 2026-07-28 or later go to a stateless handler (the
// only HTTP mode of the SDK that speaks that version); all others, starting
// with a legacy initialize, go to a stateful handler that keeps sessions,
// so both protocol eras work against one URL. The SDK's DNS-rebinding
// protection is on in both; browsers' cross-origin requests are refused.
func (s *Server) HTTPHandler(opt HTTPOptions) http.Handler {
	if opt.SessionTimeout <= 0 {
		opt.SessionTimeout = 30 * time.Minute
	}
	if opt.Logger == nil {
		opt.Logger = s.log
	}
	get := func(*http.Request) *mcp.Server { return s.srv }
	modern := mcp.NewStreamableHTTPHandler(get, &mcp.StreamableHTTPOptions{Stateless: true, Logger: opt.Logger})
	legacy := mcp.NewStreamableHTTPHandler(get, &mcp.StreamableHTTPOptions{SessionTimeout: opt.SessionTimeout, Logger: opt.Logger})
	var h http.Handler = http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if v := r.Header.Get("Mcp-Protocol-Version"); v >= modernProtocol {
			modern.ServeHTTP(w, r)
			return
		}
		legacy.ServeHTTP(w, r)
	})
	h = http.NewCrossOriginProtection().Handler(h)
	if opt.Token != "" {
		h = requireBearer(opt.Token, h)
	}
	mux := http.NewServeMux()
	mux.Handle(Path, h)
	return mux
}

// requireBearer refuses any request without the token. The comparison is
// of SHA-256 digests in constant time, so neither the token nor its length
// leaks through timing.
func requireBearer(token string, next http.Handler) http.Handler {
	want := sha256.Sum256([]byte(token))
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		got, ok := strings.CutPrefix(r.Header.Get("Authorization"), "Bearer ")
		if !ok {
			got, ok = strings.CutPrefix(r.Header.Get("Authorization"), "bearer ")
		}
		sum := sha256.Sum256([]byte(strings.TrimSpace(got)))
		if !ok || subtle.ConstantTimeCompare(sum[:], want[:]) != 1 {
			w.Header().Set("WWW-Authenticate", `Bearer realm="ingot-mcp"`)
			http.Error(w, "unauthorized: send Authorization: Bearer <INGOT_MCP_TOKEN>", http.StatusUnauthorized)
			return
		}
		next.ServeHTTP(w, r)
	})
}

// ErrRemoteBind is returned by CheckBind for a non-loopback address
// without --allow-remote and a token.
var ErrRemoteBind = errors.New("refusing to serve on a non-loopback address")

// CheckBind refuses an address anyone but this machine can reach unless
// the operator allowed it and set a token. A host name counts as loopback
// only if every address it resolves to is a loopback address.
func CheckBind(ctx context.Context, addr string, allowRemote bool, token string) error {
	host, _, err := net.SplitHostPort(addr)
	if err != nil {
		return fmt.Errorf("address %q: %w", addr, err)
	}
	loop, err := isLoopback(ctx, host)
	if err != nil {
		return fmt.Errorf("address %q: %w", addr, err)
	}
	if loop {
		return nil
	}
	switch {
	case !allowRemote:
		return fmt.Errorf("%w %s: it is reachable from other machines; pass --allow-remote and set INGOT_MCP_TOKEN to allow it", ErrRemoteBind, addr)
	case token == "":
		return fmt.Errorf("%w %s without a token: set INGOT_MCP_TOKEN (clients then send Authorization: Bearer <token>)", ErrRemoteBind, addr)
	}
	return nil
}

func isLoopback(ctx context.Context, host string) (bool, error) {
	if host == "" {
		return false, nil // all interfaces
	}
	if strings.EqualFold(host, "localhost") {
		return true, nil
	}
	if ip := net.ParseIP(strings.Trim(host, "[]")); ip != nil {
		return ip.IsLoopback(), nil
	}
	addrs, err := net.DefaultResolver.LookupIPAddr(ctx, host)
	if err != nil {
		return false, err
	}
	for _, a := range addrs {
		if !a.IP.IsLoopback() {
			return false, nil
		}
	}
	return len(addrs) > 0, nil
}
