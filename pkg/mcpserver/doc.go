// Package mcpserver serves a skill library to agents over the Model Context
// Protocol: six tools, the skills extension and skill:// resources, with hot
// reload, a trace record per call and quarantined skill creation.
//
// # Tools
//
//	route_and_load  the router's nine-key decision (DESIGN §6), at most one body
//	suggest_skills  ranked ids, names, descriptions and scores; no bodies
//	get_skill       one skill's body under a "# Skill: id@revision" header, and
//	                the list (not the contents) of its bundled files
//	list_skills     the catalog, cut to a character budget (descriptions are
//	                shortened, then the list is paged, and the result says so)
//	create_skill    safety checks (pkg/safety), then a new-skill proposal in the
//	                review slot (pkg/change), source "agent"; never writes skills/
//	reload_skills   a forced refresh, with counts and diagnostics
//
// # Skills extension
//
// The server declares io.modelcontextprotocol/skills (SEP-2640) and answers
// skills/list and skills/get as custom JSON-RPC methods
// (mcp.AddReceivingCustomMethod: no transport shim). Every file of every
// skill is a resource skill://<skill-path>/<file>, where <skill-path> is the
// skill's id, with its frontmatter name appended when the folder is named
// differently (the extension requires the last segment to be the name).
// resources/list carries each file's size and, in _meta, its "sha256:"
// digest; resources/read serves exactly the bytes the digest names (SKILL.md
// from memory, other files re-hashed on every read).
//
// # Hot reload
//
// Before handling a request the server compares a cheap signature of every
// root (path, size, mtime, inode and ctime of each entry: no file is read),
// at most once per Options.ReloadInterval. When it changed, the library is
// rediscovered and the router refreshed (route.Router.Refresh re-analyses
// only changed skills). A skill that no longer loads keeps its previous
// revision served; the problem is reported by reload_skills and logged.
// The learned-requests store (Options.LearnedStore, INGOT_ROUTE_LEARN) is
// part of the signature: a store `ingot-route learn` rewrote is re-read
// and the router refreshed with it (route.Router.RefreshLearned); one that
// no longer reads keeps the requests read before, logged.
// Requests hold a read lock on the current snapshot, and a refresh swaps the
// router and the snapshot under the write lock, so a request never sees the
// router of one library and the catalog of another.
//
// # Traces and usage
//
// route_and_load, suggest_skills, get_skill and create_skill each append a
// trace record (pkg/trace) with the task, the decision, the skill and
// revision served, the harness, the session and the duration. Usage counts
// (offered vs loaded) are read from the store at start-up and kept up to
// date with trace.Tally; list_skills shows them.
//
// # Transports
//
// Run serves stdio. HTTPHandler serves streamable HTTP at one endpoint:
// requests of the 2026-07-28 protocol (MCP-Protocol-Version header) go to a
// stateless handler, which is the only HTTP mode that speaks it; everything
// else goes to a stateful handler, so legacy clients (≤ 2025-11-25) keep
// sessions and their standalone stream. The SDK's DNS-rebinding protection
// stays on; an optional bearer token is compared in constant time.
package mcpserver
