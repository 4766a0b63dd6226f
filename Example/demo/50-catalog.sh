# String Catalogs: the example's SwiftUI widget keeps its strings in Widget/Resources/
# Localizable.xcstrings. lint checks every language against the catalog's sourceLanguage and every
# plural entry against CLDR's rules (Russian needs 'few' for 2–4); compile writes what the runtime
# reads, on any platform; convert migrates the app's .lproj Settings table into a catalog.
# Exit 1 from lint is expected (deliberate defects), so the demo goes on.
cd "$(dirname "$0")/.."
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
run() { echo "\$ lstrings $*"; "$LSTRINGS" "$@" 2>&1 && echo "(exit 0)" || echo "(exit $?)"; echo; }
run lint Widget
run compile -o "$out/Compiled" Widget/Resources/Localizable.xcstrings
echo "\$ ls $out/Compiled/*.lproj"; (cd "$out/Compiled" && ls -1 */*); echo
run convert --to json Widget/Resources/Localizable.xcstrings
run convert --to xcstrings --table Settings Resources -o "$out/Settings.xcstrings"
echo "\$ head -20 Settings.xcstrings"; head -20 "$out/Settings.xcstrings"; echo; echo
echo "# The migrated catalog compiles to exactly what the runtime read from the tables (no output: no difference):"
run diff --exit-code "$out/Settings.xcstrings" Resources
