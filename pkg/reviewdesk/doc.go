// Package reviewdesk is the review page of ingot-promote serve: one HTML
// page embedded in the binary (plain HTML, CSS and JavaScript, no build
// step, nothing fetched from elsewhere) over a small JSON API in
// pkg/change terms. Every button calls the same pkg/change function as
// the CLI; the page never writes a file itself.
//
// # API
//
//	GET  /api/session   the CSRF token, actor and settings of this server
//	GET  /api/pending   every review slot: verdict (recomputed), scores,
//	                    per-case deltas, interval, warnings, tokens, EVIDENCE.md, diffs
//	GET  /api/history   per skill: snapshots, audit records; and verify's result
//	GET  /api/library   every live skill: revision, approved revision, drift,
//	                    validation, health, load counts
//	POST /api/approve   {"skill", "challenger", "unmeasured"}
//	POST /api/reject    {"skill", "reason", "challenger" (optional: 409 if replaced)}
//	POST /api/rollback  {"skill", "revision"}
//	POST /api/adopt     {"skill", "reason"}
//	POST /api/propose   {"skill", "dir", "evidence"}: a hand edit from a folder
//
// Errors are JSON {"error": "...", "code": "..."} with a 4xx status:
// 400 bad input, 401/403 a missing token, a foreign Origin or Host, or a
// missing CSRF token, 404 nothing there, 409 a change that raced another
// (the lock holder is named) or a proposal that was already decided or
// replaced, 422 a change the gate, freshness or the evidence does not
// allow.
//
// # Security
//
// The server is meant for loopback (the command refuses another address
// without --allow-remote and a token). Requests must name an allowed Host
// (DNS rebinding); with a token configured (INGOT_UI_TOKEN) every request
// carries it, as a bearer header or the cookie the page sets after
// /?token=...; a state change also needs an Origin (or Referer) of this
// server and the per-process CSRF token in X-Ingot-CSRF.
package reviewdesk
