# lint: the example's zh-Hans table has a full-width semicolon that makes CoreFoundation reject
# the whole file; lint shows where (exit 1 is expected here, so the demo goes on).
cd "$(dirname "$0")/.."
echo "\$ lstrings lint Resources"
"$LSTRINGS" lint Resources && echo "(exit 0)" || echo "(exit $? — the example has a deliberate defect)"
echo
echo "\$ lstrings convert --to json Resources/de.lproj/Localizable.strings"
"$LSTRINGS" convert --to json Resources/de.lproj/Localizable.strings
