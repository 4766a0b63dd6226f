# pseudo: the example's widget catalog gains an accented, bounded pseudo-language (en-XA), and the
# app's tables gain en-XA.lproj; lint then finds nothing it did not find before (placeholders,
# plural forms and variations are kept). On a scratch copy.
set -u
example=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cp -R "$example/Widget" "$example/Resources" "$work/"
cd "$work"
run() { echo "\$ $*"; "$@" 2>&1; echo "(exit $?)"; echo; }
lstrings() { "$LSTRINGS" "$@"; }

lstrings lint --quiet --write-baseline before.json Widget >/dev/null
run lstrings pseudo --lang en-XA --style accented --style bounded Widget/Resources/Localizable.xcstrings
run lstrings diff "$example/Widget/Resources/Localizable.xcstrings" Widget/Resources/Localizable.xcstrings
run lstrings lint --baseline before.json Widget
run lstrings pseudo --lang en-XA --style double-length Resources
run cat Resources/en-XA.lproj/Localizable.strings
