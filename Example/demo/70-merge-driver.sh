# merge-driver: git merges the widget's String Catalog by key, language and field. Two branches
# each add a translation or a key: no conflict, nothing lost, Xcode's bytes. Then both change the
# same German unit: one conflict, reported with both values at its line; the result keeps ours.
set -u
example=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$work"
run() { echo "\$ $*"; "$@" 2>&1; echo "(exit $?)"; echo; }
lstrings() { "$LSTRINGS" "$@"; }
catalog=Widget/Resources/Localizable.xcstrings
# edit OLD NEW: replaces the text OLD of the catalog by NEW (edits as Xcode would write them).
edit() { python3 -c 'import sys; p, old, new = sys.argv[1:]; t = open(p).read(); assert old in t; open(p, "w").write(t.replace(old, new, 1))' "$catalog" "$1" "$2"; }
unit() { printf '        "%s" : {\n          "stringUnit" : {\n            "state" : "translated",\n            "value" : "%s"\n          }\n        }' "$1" "$2"; }

git init -q -b main && git config user.email demo@example.com && git config user.name Demo
mkdir -p Widget/Resources && cp "$example/$catalog" "$catalog"
git add -A && git commit -q -m "the widget's catalog"
run lstrings merge-driver --install
git config merge.lstrings.driver "'$LSTRINGS' merge-driver %O %A %B %P"   # this build, not one on PATH
run cat .gitattributes

echo "# Branch french translates \"Inbox\"; main adds the key \"Archive\" in German."
git checkout -q -b french
edit '"value" : "Posteingang"
          }
        },' "\"value\" : \"Posteingang\"
          }
        },
$(unit fr 'Boîte de réception'),"
git commit -q -am "French: Inbox"
git checkout -q main
edit '    "Inbox" : {' "    \"Archive\" : {
      \"localizations\" : {
$(unit de Archivieren)
      }
    },
    \"Inbox\" : {"
git commit -q -am "Archive"
run git merge --no-edit french
run git diff --stat HEAD~1 HEAD
git show HEAD~1:"$catalog" > before.xcstrings
run lstrings diff before.xcstrings "$catalog"

echo "# Both branches reword the German \"Mark All as Read\"."
git checkout -q -b review
edit '"Alle als gelesen markieren"' '"Alles gelesen"'
git commit -q -am "de: shorter"
git checkout -q main
edit '"Alle als gelesen markieren"' '"Alle als gelesen kennzeichnen"'
git commit -q -am "de: reworded"
run git merge --no-edit review
run git diff --name-only --diff-filter=U
git merge --abort
