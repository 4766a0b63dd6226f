# merge: the translator's loop on a scratch copy of the example (the committed files are never
# touched). A developer adds and renames strings; `make strings` extracts them into en.lproj and
# brings every language up to date without rewriting a single existing translation.
set -u
example=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cp -R "$example" "$work/Example"
cd "$work/Example"
run() { echo "\$ $*"; "$@" 2>&1; echo "(exit $?)"; echo; }

echo "# A developer adds an Archive button and renames \"Welcome\" to \"Welcome back\"."
sed -i.orig -e 's|      Text("Welcome")|      Text("Welcome back")|' \
  -e 's|      Text(verbatim: "v1.0")  // not localized|      Button(String(localized: "Archive", comment: "Button that archives the message")) { }\n      Text(verbatim: "v1.0")  // not localized|' \
  Sources/ContentView.swift
rm Sources/ContentView.swift.orig
echo

echo "# zh-Hans has a full-width semicolon, so CoreFoundation rejects it: merge skips it, says where, and fails."
run make -s strings LSTRINGS="$LSTRINGS"

echo "# The German table gained the new keys; every existing line is untouched:"
git diff --no-index --no-color "$example/Resources/de.lproj/Localizable.strings" Resources/de.lproj/Localizable.strings | tail -n +5
echo

echo "# A second run changes nothing (unchanged files are not even rewritten):"
run "$LSTRINGS" merge --mark-new --from-sources Sources -o Resources/en.lproj Resources/de.lproj

echo "# Fix the zh-Hans defect (；→ ;). What does each language lack now?"
sed -i.orig 's/"欢迎"；/"欢迎";/' Resources/zh-Hans.lproj/Localizable.strings && rm Resources/zh-Hans.lproj/Localizable.strings.orig
run make -s diff-strings LSTRINGS="$LSTRINGS"
run make -s strings LSTRINGS="$LSTRINGS"
run make -s diff-strings LSTRINGS="$LSTRINGS"

echo "# Retire the obsolete \"Welcome\" everywhere (preview first: nothing is written):"
run "$LSTRINGS" merge --dry-run --obsolete remove --from-sources Sources -o Resources/en.lproj
run "$LSTRINGS" merge --obsolete remove --from-sources Sources -o Resources/en.lproj Resources

echo "# git shows UTF-16 tables as text with a textconv driver:"
cd "$work" && git init -q repo && cd repo
git config user.email demo@example.com && git config user.name demo
echo '*.strings diff=strings' > .gitattributes
git config diff.strings.textconv "$LSTRINGS diff --textconv"
printf '/* Title */\n"title" = "Posteingang";\n' | iconv -f UTF-8 -t UTF-16 > Localizable.strings
git add . && git commit -qm init
printf '/* Title */\n"title" = "Eingang";\n' | iconv -f UTF-8 -t UTF-16 > Localizable.strings
run git --no-pager diff --no-color
