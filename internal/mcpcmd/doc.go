// Package mcpcmd is the ingot-mcp command: it resolves settings (flags,
// INGOT_* variables, .env, ingot.yaml), opens the stores under the Ingot
// home, and serves pkg/mcpserver on stdio or streamable HTTP, with logs on
// stderr only (stdout is the protocol on stdio).
package mcpcmd
