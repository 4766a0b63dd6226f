# lint --baseline: adopting lint on an app that already has findings. The team records today's
# findings once (--write-baseline), and from then on a run fails only on a new one; a recorded one
# that gets fixed is noted, so the baseline can shrink. On a scratch copy of the example's widget.
set -u
example=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cp -R "$example/Widget" "$work/Widget"
cd "$work"
run() { echo "\$ $*"; "$@" 2>&1; echo "(exit $?)"; echo; }
lstrings() { "$LSTRINGS" "$@"; }

run lstrings lint --quiet --write-baseline lstrings-baseline.json Widget
run cat lstrings-baseline.json
run lstrings lint --strict --baseline lstrings-baseline.json Widget
echo "# A translator fixes the Russian placeholder of \"Last from %@\"; someone flags the German \"Inbox\" for review."
sed -i.orig -e 's/Последнее от %lld/Последнее от %@/' \
  -e '/"Inbox" : {/,/"ru" : {/ s/"state" : "translated"/"state" : "needs_review"/' Widget/Resources/Localizable.xcstrings
rm Widget/Resources/Localizable.xcstrings.orig
run lstrings lint --strict --baseline lstrings-baseline.json Widget
