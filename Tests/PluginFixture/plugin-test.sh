#!/usr/bin/env bash
# make plugin-test: builds this fixture package with lstrings' plugins, for real.
#
#  1. LStringsLintPlugin fails the build with the broken German table's file:line:column error
#     (and shows the catalog's warning);
#  2. the command plugin lints it (`swift package lstrings lint`, exit 1), with the manifest's
#     defaultLocalization as the base language;
#  3. with the table fixed the build passes, and a second build does not run lint again;
#  4. a .lstrings.json with "strict": true is read (the warning now fails the build);
#  5. `swift package … lstrings extract -o` regenerates the English table byte for byte.
#
# The fixture is copied to .build/plugin-fixture (gitignored), where `../..` is still the
# repository, so its `.package(path: "../..")` works as written; its own .build is kept between
# runs. swift-argument-parser resolves as this package's does (no network needed when git's
# url.insteadOf points github.com at a local mirror, as in CI).
set -euo pipefail
cd "$(dirname "$0")/../.."
ROOT=$PWD
WORK=$ROOT/.build/plugin-fixture
SWIFT=${SWIFT:-swift}
TABLE=Sources/Greeter/Resources/de.lproj/Localizable.strings
CATALOG=Sources/Greeter/Resources/Settings.xcstrings
LOG=$(mktemp)
trap 'rm -f "$LOG"' EXIT

fail() { echo "plugin-test: FAIL: $*" >&2; echo "--- output:" >&2; cat "$LOG" >&2; exit 1; }
step() { echo "plugin-test: $*"; }
# Runs a command into $LOG; `expect_status 0|nonzero COMMAND…`.
expect_status() {
  local want=$1; shift
  local status=0
  (cd "$WORK" && "$@") >"$LOG" 2>&1 || status=$?
  if [ "$want" = 0 ] && [ "$status" != 0 ]; then fail "'$*' exited with $status, expected 0"; fi
  if [ "$want" = nonzero ] && [ "$status" = 0 ]; then fail "'$*' succeeded, expected a failure"; fi
}
expect_line() { grep -qF -- "$1" "$LOG" || fail "no line containing: $1"; }
expect_no_line() { ! grep -qF -- "$1" "$LOG" || fail "unexpected line containing: $1"; }

mkdir -p "$WORK"
rm -rf "$WORK/Sources" "$WORK/Fixed" "$WORK/Package.swift" "$WORK/.lstrings.json"
cp -R Tests/PluginFixture/Sources Tests/PluginFixture/Fixed Tests/PluginFixture/Package.swift "$WORK/"

step "1. build with the broken table fails with its error"
start=$(date +%s)
expect_status nonzero "$SWIFT" build
step "   (first build: $(($(date +%s) - start)) s)"
expect_line "$WORK/$TABLE:2:25: error: expected ';' after this entry, found '\"' [parse-error]"
expect_line "$WORK/$CATALOG:10:23: warning: the de translation of \"Sound\" needs review"

step "2. swift package lstrings lint reports it too"
expect_status nonzero "$SWIFT" package lstrings lint
expect_line "$TABLE:2:25: error: expected ';' after this entry"
expect_line "1 error, 1 warning in 3 files"

step "   the base language is the manifest's defaultLocalization"
sed -i.orig 's/defaultLocalization: "en"/defaultLocalization: "de"/' "$WORK/Package.swift"
expect_status nonzero "$SWIFT" package lstrings lint
expect_line "$TABLE:2:25: note: other languages are not compared with this base table"
mv "$WORK/Package.swift.orig" "$WORK/Package.swift"

step "3. the fixed table builds; an unchanged package does not lint again"
cp Tests/PluginFixture/Fixed/de.lproj/Localizable.strings "$WORK/$TABLE"
expect_status 0 "$SWIFT" build
expect_line "lstrings lint Greeter (3 files)"
expect_line "$WORK/$CATALOG:10:23: warning:"
expect_status 0 "$SWIFT" build
expect_no_line "lstrings lint Greeter"

step "4. .lstrings.json is read: strict makes the warning fail the build"
printf '{ "strict": true }\n' >"$WORK/.lstrings.json"
expect_status nonzero "$SWIFT" build
expect_line "$WORK/$CATALOG:10:23: warning:"
rm "$WORK/.lstrings.json"
expect_status 0 "$SWIFT" build

step "5. swift package lstrings extract regenerates the English table"
rm -rf "$WORK/extracted"
expect_status 0 "$SWIFT" package --allow-writing-to-package-directory lstrings extract --encoding utf8 -o extracted
expect_line "2 strings, 2 keys from 1 file"
cmp "$WORK/extracted/Localizable.strings" "$WORK/Sources/Greeter/Resources/en.lproj/Localizable.strings" \
  || fail "extract's table differs from the fixture's en.lproj/Localizable.strings"

step "passed"
