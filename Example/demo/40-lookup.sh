# lookup: what a user actually sees, in two languages, with each step of Apple's fallback.
# de-AT has no .lproj of its own, so German serves; zh-Hans's Localizable.strings is rejected by
# CoreFoundation (the full-width ';' that lint reports), so Chinese users see the key itself.
cd "$(dirname "$0")/.."
echo "\$ lstrings lookup --lang de-AT,en --lang zh-Hans --explain Resources Welcome"
"$LSTRINGS" lookup --lang de-AT,en --lang zh-Hans --explain Resources Welcome
echo
echo "\$ lstrings lookup --lang zh-Hans --lang de --table Settings Resources Language"
"$LSTRINGS" lookup --lang zh-Hans --lang de --table Settings Resources Language
echo
echo "\$ lstrings coverage --lang de-AT,en-AU Resources"
"$LSTRINGS" coverage --lang de-AT,en-AU Resources
