#!/usr/bin/env bash
# test.sh: install what the ONNX Runtime backend's tests need, then run them
# with INGOT_REQUIRE_MODELS=1 so that nothing is skipped.
#
# usage: scripts/ort/test.sh [extra go test flags, e.g. -run X -bench . -benchtime 3x]
#
# 1. Debian's python3-onnx (for scripts/ort/make_bert.py), unless present;
# 2. libonnxruntime.so.1 through scripts/fetch-models.sh ort (idempotent);
# 3. go test -tags ort ./pkg/embed/ort/...
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
cd "$root"

log() { printf 'ort/test.sh: %s\n' "$*" >&2; }

if /usr/bin/python3 -c 'import onnx, numpy' 2>/dev/null; then
	log "python3-onnx present"
else
	sudo=""
	[ "$(id -u)" = 0 ] || sudo="sudo"
	log "installing python3-onnx with apt-get"
	$sudo apt-get update -qq
	DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq python3-onnx >/dev/null
	/usr/bin/python3 -c 'import onnx, numpy' || { log "python3-onnx did not install"; exit 1; }
fi

scripts/fetch-models.sh ort

INGOT_REQUIRE_MODELS=1 go test -tags ort "$@" ./pkg/embed/ort/...
