#!/usr/bin/env bash
# golden-tokens.sh regenerates pkg/embed/wordpiece/testdata/golden.json with
# HuggingFace's tokenizers (npm package, pinned) as the reference.
# Usage: scripts/ort/golden-tokens.sh [ROUTING_YAML]
#   ROUTING_YAML defaults to ../shared/corpus/routing-dev.yaml beside the repo;
#   when it is missing, the routing task texts are left out of the goldens.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
testdata="$root/pkg/embed/wordpiece/testdata"
routing="${1:-$root/../shared/corpus/routing-dev.yaml}"
[ -f "$routing" ] || { echo "golden-tokens: $routing not found; routing tasks skipped" >&2; routing=""; }

tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
npm install --silent --no-audit --no-fund --prefix "$tmp" tokenizers@0.23.2 >/dev/null
NODE_PATH="$tmp/node_modules" node "$root/scripts/ort/golden-tokens.js" "$testdata" $routing >"$tmp/golden.json"
mv "$tmp/golden.json" "$testdata/golden.json"
echo "wrote $testdata/golden.json" >&2
