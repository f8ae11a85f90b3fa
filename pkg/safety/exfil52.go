package safety

import "strings"

// Round 52 (exfil-flow, exfil-prose).

// A block in braces (a function's body, a bare { ... }) is read as one
// statement, so a network object bound to a name on one of its lines
// ("const s = net.connect(port, host, () => s.end(x))") sits inside the
// statement, not at its start, where sinkHandleRe looks: bound on a line
// of the block it is a handle as it is on a line of its own, and a send
// on it later in the block is a send (handleSend).
func blockHandles52(t string, st *flowState) {
	if !strings.Contains(t, "\n") || !lowerHas(asciiLower(t), "connect", "socket", "request", "session", "client", "smtp", "ftp", "websocket", "webclient", "net::http", "dial") {
		return
	}
	for _, line := range strings.Split(t, "\n") {
		if len(st.handles) >= maxTainted {
			return
		}
		if m := sinkHandleRe.FindStringSubmatch(line); m != nil {
			st.handles[m[1]] = true
		}
	}
}
