# lint across languages: the example app's tables compared with the base language (en). The German
# table reads the unread count with %@ where English has %lld (a crash in String(format:)), and the
# zh-Hans table does not parse at all, so it is reported once, not as 7 missing translations.
# Exit 1 is expected here (the example has deliberate defects), so the demo goes on.
cd "$(dirname "$0")/.."
run() { echo "\$ lstrings $*"; "$LSTRINGS" "$@" 2>&1 && echo "(exit 0)" || echo "(exit $?)"; echo; }
run lint --verbose Resources
# The same finding for scripts, and as GitHub annotations (% is escaped as %25 there).
run lint --reporter json --disable parse-error Resources/en.lproj Resources/de.lproj
run lint --reporter github --quiet Resources/en.lproj Resources/de.lproj
# Against the code: every key the Swift and Objective-C sources look up ("Hello, \(name)!" is
# looked up as "Hello, %@!") is defined, and every key of the base tables is used: nothing to say.
run lint --sources Sources --disable parse-error,placeholder-mismatch Resources
# An unknown rule is a usage error (exit 64) that lists the rules.
run lint --disable placeholders Resources
