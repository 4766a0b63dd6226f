#!/usr/bin/env bash
# The steps of action.yml (the lstrings GitHub Action), runnable outside GitHub:
#
#   scripts/github-action.sh cache-key   # writes key=… to $GITHUB_OUTPUT
#   scripts/github-action.sh build       # builds lstrings, puts its folder on $GITHUB_PATH
#   scripts/github-action.sh lint        # lint with the action's inputs (INPUT_* variables)
#
# Inputs (as GitHub passes them to a composite action's steps, here through env:):
#   INPUT_PATHS      folders or files to lint, separated by spaces or newlines (default .)
#   INPUT_STRICT     true: warnings fail the step too
#   INPUT_SARIF      a file to write a SARIF log to (empty: none); never fails the step itself
#   INPUT_BASELINE   a baseline file (lint --baseline): only findings it does not hold are reported
#   INPUT_ARGUMENTS  more lint options, e.g. --sources Sources
# LSTRINGS names the binary (default: lstrings on PATH); ACTION_PATH the lstrings checkout
# (default: this script's repository).
set -euo pipefail

ACTION_PATH=${ACTION_PATH:-${GITHUB_ACTION_PATH:-$(cd "$(dirname "$0")/.." && pwd)}}
LSTRINGS=${LSTRINGS:-lstrings}
SWIFT=${SWIFT:-swift}

# The cache key: what the binary is built from (every source and manifest of the checkout) and
# with (the compiler), so a new lstrings or a new toolchain never reuses an old .build.
cache_key() {
  local sources toolchain
  sources=$(cd "$ACTION_PATH" && find Package.swift Sources -type f | LC_ALL=C sort | xargs sha256sum | sha256sum | cut -c1-16)
  toolchain=$("$SWIFT" --version 2>&1 | sha256sum | cut -c1-16)
  echo "key=lstrings-$(uname -s)-$(uname -m)-$toolchain-$sources" >>"${GITHUB_OUTPUT:-/dev/stdout}"
}

build() {
  "$SWIFT" build -c release -Xswiftc -cross-module-optimization --product lstrings --package-path "$ACTION_PATH"
  local bin
  bin=$("$SWIFT" build -c release --package-path "$ACTION_PATH" --show-bin-path)
  echo "$bin" >>"${GITHUB_PATH:-/dev/stdout}"
  echo "bin=$bin" >>"${GITHUB_OUTPUT:-/dev/stdout}"
}

lint() {
  local -a paths options
  set -f  # the paths are split on white space, never globbed
  # shellcheck disable=SC2206
  paths=(${INPUT_PATHS:-.})
  # shellcheck disable=SC2206
  options=(${INPUT_ARGUMENTS:-})
  set +f
  [ ${#paths[@]} -gt 0 ] || paths=(.)
  if [ "${INPUT_STRICT:-false}" = true ]; then options+=(--strict); fi
  if [ -n "${INPUT_BASELINE:-}" ]; then options+=(--baseline "$INPUT_BASELINE"); fi
  if [ -n "${INPUT_SARIF:-}" ]; then
    # Findings are what SARIF is for: only a usage error (64) or a crash fails here.
    local status=0
    "$LSTRINGS" lint --reporter sarif --quiet "${options[@]}" "${paths[@]}" >"$INPUT_SARIF" || status=$?
    if [ "$status" -gt 1 ]; then exit "$status"; fi
  fi
  "$LSTRINGS" lint --reporter github "${options[@]}" "${paths[@]}"
}

case "${1:-}" in
  cache-key) cache_key ;;
  build) build ;;
  lint) lint ;;
  *) echo "usage: $0 cache-key|build|lint" >&2; exit 64 ;;
esac
