# Swift symbols: Xcode 26 generates `LocalizedStringResource.widgetRefresh` and
# `.unreadSummary(count:sender:)` from the widget catalog's manually managed entries, on a Mac, at
# build time. generate-symbols writes the same file on any platform (lint checks the keys give
# valid, distinct symbols: symbol-invalid-key, symbol-collision); --runtime stringskit writes
# symbols StringsKit's LocalizedBundle resolves where LocalizedStringResource does not exist.
cd "$(dirname "$0")/.."
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
run() { echo "\$ lstrings $*"; "$LSTRINGS" "$@" 2>&1 && echo "(exit 0)" || echo "(exit $?)"; echo; }
run generate-symbols -o "$out/Generated" Widget/Resources/Localizable.xcstrings
echo "\$ tail -n 17 GeneratedStringSymbols_Localizable.swift"; tail -n 17 "$out/Generated/GeneratedStringSymbols_Localizable.swift"; echo; echo
run generate-symbols --runtime stringskit --access public -o "$out/Linux" Widget/Resources/Localizable.xcstrings
echo "\$ grep -A2 'static func' GeneratedStringSymbols_Localizable.swift"; grep -A2 'static func' "$out/Linux/GeneratedStringSymbols_Localizable.swift"; echo
