#!/usr/bin/env bash
# bench.sh: the speed and memory figures the issues ask for (`make bench`).
# Timed assertions never live in tests; they live here. Every figure is a Go
# benchmark (or a small harness) printed as it ran; nothing is hard-coded.
#
#   scripts/bench.sh            all groups
#   scripts/bench.sh route mcp  some groups: change route embed ort mine mcp trace ab bench optimize compile safety
#
# Figures depend on the machine and its load: run on an idle machine.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/usr/local/go/bin:$PATH"

groups=("$@")
[ ${#groups[@]} -gt 0 ] || groups=(change route embed ort mine mcp trace ab bench optimize compile safety)
want() { local g; for g in "${groups[@]}"; do [ "$g" = "$1" ] && return 0; done; return 1; }

bench() { # bench TITLE PATTERN PKG [go test flags...]
	local title=$1 pat=$2 pkg=$3
	shift 3
	printf '\n## %s\n' "$title"
	go test -run '^$' -bench "$pat" -benchmem "$@" "$pkg" 2>&1 | grep -E '^(Benchmark|FAIL|panic|---|\s+\S+_test\.go)' || true
}

scripts/fetch-models.sh use-lite >/dev/null

if want change; then
	bench "Revision hashing (16 MiB, 512 files), discover + hash of the 392-skill corpus, approve of a 100-file skill" \
		'BenchmarkHashDir16MiB512Files|BenchmarkDiscoverCorpus|BenchmarkApprove100Files' ./pkg/change -benchtime 5x
	bench "ingot-promote approve as a process (100-file skill), wall time" 'BenchmarkApproveProcess100Files' ./internal/promotecmd -benchtime 5x
fi
if want route; then
	bench "Routing: lexical and hybrid (pure-Go USE-Lite) route latency, index build, 10,000-skill library" \
		'BenchmarkRouteLexical|BenchmarkRouteHybrid|BenchmarkBuildCorpus|BenchmarkLoadCorpus|BenchmarkBuild10k|BenchmarkRoute10k' ./pkg/route -benchtime 3x
	bench "ingot-route \"TASK\" cold start (process start to answer, warm caches)" 'BenchmarkColdStart' ./internal/routecmd -benchtime 20x
fi
if want embed; then
	bench "USE-Lite (pure Go) query latency over the 149 dev tasks, load time" 'BenchmarkEmbedDevTasks|BenchmarkEmbedQuery|BenchmarkLoad' ./pkg/embed/uselite -benchtime 3x
	bench "WordPiece tokenizer throughput" 'BenchmarkEncode' ./pkg/embed/wordpiece
fi
if want ort; then
	scripts/fetch-models.sh ort >/dev/null
	bench "ONNX Runtime backend: bge-small-en-v1.5-shaped random graph, query latency (float; int8 from scripts/ort/quantize_int8.py)" \
		'BenchmarkQueryLatencyBGESmallShape$' ./pkg/embed/ort -tags ort -benchtime 3x
fi
if want mine; then
	bench "Mining 10,000 synthetic traces (LLM latency excluded: an instant local judge server)" 'BenchmarkMine10k' ./pkg/mine -benchtime 3x
	bench "Harness import throughput" 'BenchmarkImportClaudeCode' ./pkg/ingest -benchtime 3x
fi
if want trace; then
	bench "Trace store append and redaction of one 1 MiB text" 'BenchmarkAppend$|BenchmarkAppendParallel|BenchmarkRedact$' ./pkg/trace
	bench "Redaction of the importers' session files, one record at a time, prefiltered and plain" 'BenchmarkRedactRecords' ./pkg/trace -benchtime 3x
fi
if want ab; then
	bench "ingot-ab: one A/B of 6 holdout tasks (20 ms scripted endpoint): requests, tokens, wall time at 1/4/8 requests in flight" \
		'BenchmarkAB6' ./pkg/ab -benchtime 3x
fi
if want bench; then
	bench "ingot-ab --bench: sandbox overhead per benchmark task (count-lines, trivial scripted agent: env copy, 2 bubblewrap runs, reward)" \
		'BenchmarkTaskOverhead' ./pkg/bench -benchtime 20x
fi
if want mcp; then
	printf '\n## ingot-mcp: 32 sessions x 500 route_and_load over HTTP (both protocol eras); 1,000 calls over stdio\n'
	INGOT_MCP_LOAD=1 go test -count=1 -run 'TestLoad' -v -timeout 30m ./internal/mcpcmd 2>&1 |
		grep -E '^(ingot-mcp |--- |ok|FAIL|panic)|_test\.go:[0-9]+: ' | grep -vE '_test\.go:[0-9]+: ingot-mcp ' || true
	bench "ingot-mcp: one route_and_load round trip" 'BenchmarkRouteAndLoad' ./internal/mcpcmd
fi
if want optimize; then
	bench "ingot-optimize: body pass (5 candidates, 6 train tasks) and description pass (392-skill corpus, 149 cases); scripted LLM replying after 50 ms" \
		'BenchmarkBodyPass|BenchmarkDescriptionPassCorpus' ./pkg/optimize -benchtime 3x
fi
if want compile; then
	bench "ingot-optimize compile: every corpus skill (392) for every shipped profile, deterministic steps, time per skill" \
		'BenchmarkCompileCorpus' ./pkg/compile -benchtime 1x
fi

if want safety; then
	bench "Safety checks: the 392 corpus skills (skills/s), crafted worst-case 64 KiB proposals, process start-up (init only; init and a first check)" \
		'BenchmarkCorpus|BenchmarkWorstCase64K|BenchmarkStartup' ./pkg/safety -benchtime 3x
fi
