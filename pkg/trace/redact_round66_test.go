package trace

import "testing"

// TestRedactRound66: the leaks and the change of fresh201-204 (session
// 31), fixed by principle after they were measured, each beside
// look-alikes that stay as written.
func TestRedactRound66(t *testing.T) {
	checkRedactions(t, []redactProbe{
		// Kinyarwanda's and Malagasy's words for password
		{"ijambobanga rya seriveri ni Qm82vLp4XeTz", "Qm82vLp4XeTz"},
		{"teny miafina ho an'ny seriveri: 7vKp2LmQx9Zr", "7vKp2LmQx9Zr"},
		// a Perforce ticket line; steamcmd's +login
		{"ssl:p4.example.net:1666=ci-builder:0A1B2C3D4E5F60718293A4B5C6D7E8F9", "0A1B2C3D4E5F60718293A4B5C6D7E8F9"},
		{"steamcmd +login deploybot Xk4mT9qLw2Rz +app_update 740 +quit", "Xk4mT9qLw2Rz"},
	}, []string{
		"Font glyph cache key: NotoSansDevanagari-Bold_24px_9f8e7d6c5b4a3210",
		"partition key: TenantId2026Q4Region",
		"ijambobanga rigomba kuba rifite inyuguti 12",
		"p4 set P4PORT=ssl:p4.example.net:1666",
		"steamcmd +login anonymous +app_update 740 +quit",
	})
}
