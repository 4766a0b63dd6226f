# extract: the example app's Swift and Objective-C sources → en.lproj tables, then lint them and
# show what CoreFoundation loads. The default mode writes the keys the app looks up at run time;
# --compat genstrings writes what genstrings would, quirks included, for comparison.
cd "$(dirname "$0")/.."
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
example=$PWD
cd "$out" && ln -s "$example/Sources" Sources
echo "\$ lstrings extract -o en.lproj Sources"
"$LSTRINGS" extract -o en.lproj Sources 2>&1
echo
echo "\$ lstrings lint en.lproj"
"$LSTRINGS" lint en.lproj 2>&1
echo
echo "\$ lstrings convert --to json en.lproj/Localizable.strings   # what CoreFoundation loads"
"$LSTRINGS" convert --to json en.lproj/Localizable.strings
echo
for table in Localizable Settings; do
  if [ "$("$LSTRINGS" convert --to json en.lproj/$table.strings)" = "$("$LSTRINGS" convert --to json "$example/Resources/en.lproj/$table.strings")" ]; then
    echo "en.lproj/$table.strings loads exactly the keys and values of the example's Resources/en.lproj/$table.strings"
  else
    echo "en.lproj/$table.strings differs from the example's Resources/en.lproj/$table.strings"; exit 1
  fi
done
echo
echo "\$ lstrings convert --to strings --encoding utf8 en.lproj/Settings.strings   # the file is UTF-16LE + BOM, as genstrings writes it"
"$LSTRINGS" convert --to strings --encoding utf8 en.lproj/Settings.strings
echo "\$ lstrings extract --compat genstrings -SwiftUI -o genstrings.lproj Sources"
"$LSTRINGS" extract --compat genstrings -SwiftUI -o genstrings.lproj Sources 2>&1
echo
echo "\$ lstrings convert --to json genstrings.lproj/Localizable.strings   # no String(localized:), no Button, \\(name) verbatim"
"$LSTRINGS" convert --to json genstrings.lproj/Localizable.strings
