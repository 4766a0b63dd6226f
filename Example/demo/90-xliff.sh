# export / import: the widget's catalogs go to a French translator as XLIFF, without Xcode. The
# translator's file comes back with one placeholder typed wrong: lint finds it at its XLIFF line,
# import places what it can and names the unit it cannot; once fixed, the catalog gains French in
# Xcode's bytes. On a scratch copy.
set -u
example=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cp -R "$example/Widget" "$work/"
cd "$work"
run() { echo "\$ $*"; "$@" 2>&1; echo "(exit $?)"; echo; }
lstrings() { "$LSTRINGS" "$@"; }

run lstrings export --lang fr --xliff -o Translations Widget
run grep -c "<trans-unit" Translations/fr.xliff

# The translator fills in two units; "Last from %@" comes back with %d.
translate() {
  sed -e "s|<source>$1</source>|<source>$1</source><target state=\"translated\">$2</target>|" Translations/fr.xliff >Translations/fr.tmp
  mv Translations/fr.tmp Translations/fr.xliff
}
translate "Inbox" "Boîte de réception"
translate "Last from %@" "Dernier message de %d"
run lstrings lint Translations/fr.xliff
run lstrings import --dry-run Translations/fr.xliff Widget

# The translator sends it back with %@.
sed -e 's|Dernier message de %d|Dernier message de %@|' Translations/fr.xliff >Translations/fr.tmp && mv Translations/fr.tmp Translations/fr.xliff
run lstrings import Translations/fr.xliff Widget
run lstrings diff "$example/Widget/Resources/Localizable.xcstrings" Widget/Resources/Localizable.xcstrings
