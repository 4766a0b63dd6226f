# lstrings — see README.md. Every target works from a fresh clone.
PREFIX ?= /usr/local
SWIFT ?= swift
CONFIG ?= debug
BIN_DIR = $(shell $(SWIFT) build -c release --show-bin-path)
LSTRINGS = .build/release/lstrings
SHARED ?= $(abspath ../shared)

.PHONY: all build release test plugin-test demo bench fuzz fuzz-long format lint install uninstall clean

all: build

build:
	$(SWIFT) build

release:
	$(SWIFT) build -c release --product lstrings

# Unit, golden, differential (CoreFoundation in-process) and property tests.
test:
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build

# Builds Tests/PluginFixture, a package that uses LStringsLintPlugin and the `lstrings` command
# plugin, and checks the build fails on its broken table, then passes once it is fixed.
plugin-test:
	bash Tests/PluginFixture/plugin-test.sh

# Runs the tool on the bundled example app: Example/demo/*.sh, in order.
demo: release
	@for step in Example/demo/*.sh; do \
	  echo; echo "== $$step"; LSTRINGS=$(abspath $(LSTRINGS)) bash "$$step" || exit 1; \
	done

# Benchmarks against CoreFoundation / xgettext in the same run: bench/*.sh, in order.
bench: release
	@for step in bench/*.sh; do \
	  echo; echo "== $$step"; LSTRINGS=$(abspath $(LSTRINGS)) SHARED=$(SHARED) bash "$$step" || exit 1; \
	done

# libFuzzer against the parser and CoreFoundation (FUZZ_SECONDS, default 60).
fuzz:
	bash fuzz/run.sh $${FUZZ_SECONDS:-60}

format:
	$(SWIFT) format --in-place --recursive Sources Tests Package.swift

lint:
	$(SWIFT) format lint --recursive Sources Tests Package.swift

install: release
	install -d $(PREFIX)/bin
	install $(BIN_DIR)/lstrings $(PREFIX)/bin/lstrings

uninstall:
	rm -f $(PREFIX)/bin/lstrings

clean:
	$(SWIFT) package clean
	rm -rf .build fuzz/.build bench/out
