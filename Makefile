# lstrings — see README.md. Every target works from a fresh clone.
PREFIX ?= /usr/local
SWIFT ?= swift
CONFIG ?= debug
BIN_DIR = $(shell $(SWIFT) build -c release --show-bin-path)
LSTRINGS = .build/release/lstrings
SHARED ?= $(abspath ../shared)
# Release builds optimise across the three library modules (StringsFormats, StringsExtraction,
# StringsKit): without it the per-byte helpers of the lower layers are calls, not inlined code, and
# lint of a 10 MB .strings table costs 1.48x the instructions of the one-module build (1.11x with
# it; callgrind). A command-line flag, not Package.swift's unsafeFlags, so that the package stays
# usable as a dependency. The bench scripts build with the same flags (exported below).
export LSTRINGS_RELEASE_FLAGS = -c release -Xswiftc -cross-module-optimization

.PHONY: all build release test plugin-test demo bench fuzz fuzz-long format lint docs install install-files uninstall static clean

all: build

build:
	$(SWIFT) build

release:
	$(SWIFT) build $(LSTRINGS_RELEASE_FLAGS) --product lstrings

# The DocC catalog (docs: 14 s once the library is built), unit, golden, differential (CoreFoundation
# in-process) and property tests, then the plugins on
# a real package (plugin-test: 45-120 s on a fresh clone, mostly building lstrings for the
# fixture; about 10 s after). Fresh clone, 2 busy cores: 8 min 39 s in all (3 min 48 s of CPU).
test: lint
	$(SWIFT) build --build-tests
	$(MAKE) --no-print-directory docs
	$(SWIFT) test --skip-build
	$(MAKE) --no-print-directory plugin-test

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

# The code in .swift-format's pinned style. Tests/Fixtures holds inputs whose bytes the goldens
# pin (columns in expected diagnostics), so it is not formatted.
FORMATTED = Sources Tests/StringsKitTests Tests/lstringsTests Package.swift Plugins Snippets

format:
	$(SWIFT) format --in-place --recursive $(FORMATTED)

# Strict: a line that breaks the pinned format fails, as in CI (`make test` runs it first). Then
# the layers: no target of the library imports or depends on one above it (scripts/check-layers.py).
lint:
	$(SWIFT) format lint --strict --recursive $(FORMATTED)
	python3 scripts/check-layers.py

# The DocC catalog (Sources/StringsKit/StringsKit.docc) over the library's public symbols, into
# .build/docs/StringsKit.doccarchive. swift-docc-plugin is not a dependency, so this does what its
# `generate-documentation` does: the public symbol graph of the built module (with the two modules
# it re-exports, StringsFormats and StringsExtraction: one combined catalog), the snippets'
# graph (scripts/snippet-symbol-graph.py), then the toolchain's `docc convert`. Warnings fail it,
# unresolved symbol links and snippets included.
DOCC ?= $(dir $(shell command -v $(SWIFT)))docc
SYMBOL_GRAPHS = .build/symbol-graphs

docs:
	$(SWIFT) build --target StringsKit
	rm -rf $(SYMBOL_GRAPHS) .build/docs && mkdir -p $(SYMBOL_GRAPHS) .build/docs
	$(dir $(DOCC))swift-symbolgraph-extract -module-name StringsKit -minimum-access-level public \
	  -experimental-allowed-reexported-modules=StringsFormats,StringsExtraction \
	  -I $(shell $(SWIFT) build --show-bin-path)/Modules -target $(shell $(SWIFT) -print-target-info | \
	  sed -n 's/.*"triple": "\(.*\)",/\1/p' | head -1) -output-dir $(SYMBOL_GRAPHS)
	python3 scripts/snippet-symbol-graph.py lstrings Snippets $(SYMBOL_GRAPHS)
	$(DOCC) convert Sources/StringsKit/StringsKit.docc --fallback-display-name StringsKit \
	  --fallback-bundle-identifier org.lstrings.StringsKit --additional-symbol-graph-dir $(SYMBOL_GRAPHS) \
	  --warnings-as-errors --output-path .build/docs/StringsKit.doccarchive

# The binary, its bash/zsh/fish completions and its man page (generated from the commands' own
# help). `make install PREFIX=/usr/local`; DESTDIR is honoured for packaging.
install: release
	$(MAKE) install-files BIN=$(BIN_DIR)/lstrings

BIN ?= $(LSTRINGS)
INSTALL_BIN = $(DESTDIR)$(PREFIX)/bin
INSTALL_MAN = $(DESTDIR)$(PREFIX)/share/man/man1
INSTALL_BASH = $(DESTDIR)$(PREFIX)/share/bash-completion/completions
INSTALL_ZSH = $(DESTDIR)$(PREFIX)/share/zsh/site-functions
INSTALL_FISH = $(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d
INSTALLED = $(INSTALL_BIN)/lstrings $(INSTALL_MAN)/lstrings.1 $(INSTALL_BASH)/lstrings \
  $(INSTALL_ZSH)/_lstrings $(INSTALL_FISH)/lstrings.fish

# Installs an already built BIN (what `install` does after building; tests use the debug build).
install-files:
	install -d $(INSTALL_BIN) $(INSTALL_MAN) $(INSTALL_BASH) $(INSTALL_ZSH) $(INSTALL_FISH)
	install -m 755 $(BIN) $(INSTALL_BIN)/lstrings
	$(INSTALL_BIN)/lstrings generate-manual -o $(INSTALL_MAN)/lstrings.1
	$(INSTALL_BIN)/lstrings --generate-completion-script bash > $(INSTALL_BASH)/lstrings
	$(INSTALL_BIN)/lstrings --generate-completion-script zsh > $(INSTALL_ZSH)/_lstrings
	$(INSTALL_BIN)/lstrings --generate-completion-script fish > $(INSTALL_FISH)/lstrings.fish

uninstall:
	rm -f $(INSTALLED)

# A release binary with the Swift runtime and Foundation linked in (glibc stays shared), to copy
# to machines without a Swift toolchain: .build-static/release/lstrings (see docs/integrations.md).
static:
	$(SWIFT) build $(LSTRINGS_RELEASE_FLAGS) --product lstrings --static-swift-stdlib --scratch-path .build-static
	strip -o .build-static/lstrings .build-static/release/lstrings
	@ls -l .build-static/release/lstrings .build-static/lstrings

clean:
	$(SWIFT) package clean
	rm -rf .build .build-static fuzz/.build bench/out
