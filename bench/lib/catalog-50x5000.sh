# Sourced by bench/50-catalog.sh and bench/60-export.sh: makes "$catalog", gen-corpus's 50 languages
# × 5,000 keys converted to one String Catalog (49.9 MB), unless it exists. Needs $GEN, $out,
# $LSTRINGS and $catalog.
make_50x5000_catalog() {
  [ -f "$catalog" ] && return 0
  local corpus="$out/gen-lproj"
  rm -rf "$corpus"
  # gen-corpus has words for 15 languages: those, then 35 more languages whose files are copies of
  # one of them (regional variants and languages of the same script), for 50 × 5,000 keys.
  python3 "$GEN" lproj "$corpus" --languages en,fr,de,es,pt-BR,ru,el,tr,ja,zh-Hans,ko,ar,he,hi,th \
    --entries 5000 --missing 50 --placeholder-mismatch 50 --seed 1 >/dev/null
  for pair in en:en-GB en:en-AU en:en-IN fr:fr-CA fr:fr-CH de:de-AT de:de-CH es:es-419 es:es-MX es:ca \
    es:gl pt-BR:pt-PT ru:uk ru:be ru:bg ru:kk ru:sr el:el-CY tr:az ja:ja-JP zh-Hans:zh-Hant \
    zh-Hans:zh-HK ko:ko-KR ar:fa ar:ur he:yi hi:mr hi:ne th:lo de:nl de:da de:sv de:nb fr:it fr:ro; do
    cp -r "$corpus/${pair%%:*}.lproj" "$corpus/${pair#*:}.lproj"
  done
  "$LSTRINGS" convert --to xcstrings "$corpus" --table Localizable -o "$catalog" >/dev/null
  rm -rf "$corpus"
}
