#!/usr/bin/env python3
"""Generate StringsKit's CLDR plural rules and their test samples.

Usage:
    python3 scripts/generate-plural-rules.py PATH/TO/common/supplemental/plurals.xml [--cldr-version N]
    python3 scripts/generate-plural-rules.py PATH/TO/cldr-json/cldr-core/supplemental/plurals.json

Writes (relative to the repository root, or to --repo-root):
    Sources/StringsFormats/Plurals/PluralRules+Generated.swift         the rule text of every cardinal rule set
    Tests/StringsKitTests/Plurals/CLDRPluralSamples+Generated.swift  every @integer / @decimal sample, expanded

Input. CLDR's own source is `common/supplemental/plurals.xml` (cardinal rules). That file carries no
release number (its <version> is "$Revision$"); the release is the `cldrVersion` fixed in
`common/dtd/ldmlSupplemental.dtd`, which this script reads when the XML sits in a CLDR checkout, and
which --cldr-version gives otherwise. The JSON that CLDR publishes from the same XML for every
release (unicode-org/cldr-json, tag `46.0.0`, `cldr-json/cldr-core/supplemental/plurals.json`) holds
the same rule strings keyed by locale plus `_cldrVersion`, and is accepted too: it is the easiest way
to pin an exact release. Both give the same rules; cldr-json (since CLDR 44) leaves out the deprecated
codes `in`, `iw`, `ji` (PluralRules maps them to `id`, `he`, `yi` itself) and calls `root` `und`.

Which CLDR release. Foundation on Apple platforms chooses plural forms with the ICU it ships, so
lstrings should follow the CLDR release inside current Apple OSes:
  * macOS 14 ships ICU 74 = CLDR 44 (swiftlang/swift-corelibs-foundation#5040: "ICU 74.0, which is
    the version shipped in macOS Sonoma"; swift-foundation-icu#42 "aligns with macOS Sonoma").
  * In October 2025 swift-foundation-icu, which mirrors the ICU Apple ships so that Foundation
    "uses the same ICU version on all platforms", moved to Apple's ICU 76104.3 (swift-foundation-icu#80,
    #81): ICU 76 = CLDR 46.
So the generated data is CLDR 46. The cardinal rules of every language Apple localizes into are
identical from CLDR 42 to 48 (checked against the cldr-json tags): 42->43 no change; 44 adds `blo`;
46 adds `csw`, `lld` and gives `scn` the `many` category; 48 adds `cv`, `ie`, `kok`, `kok_Latn`, `sgs`.
Before CLDR 38 French had no `many`; es/it/pt/ca/pt_PT got `many` (1,000,000 and compact exponents)
in CLDR 42. Apple OSes older than ICU 72 (iOS 16 and earlier) therefore differ for those languages.

Python 3 standard library only.
"""

import argparse
import json
import os
import re
import sys
import xml.etree.ElementTree as ElementTree
from decimal import Decimal

CATEGORY_ORDER = ["zero", "one", "two", "few", "many", "other"]
RULES_OUTPUT = "Sources/StringsFormats/Plurals/PluralRules+Generated.swift"
SAMPLES_OUTPUT = "Tests/StringsKitTests/Plurals/CLDRPluralSamples+Generated.swift"


# MARK: - Reading the input


def read_xml(path):
    """Returns {locale: {category: rule text with samples}} from CLDR's plurals.xml (cardinal only)."""
    root = ElementTree.parse(path).getroot()
    rules_by_locale = {}
    for plurals in root.iter("plurals"):
        if plurals.get("type", "cardinal") != "cardinal":
            continue
        for rule_set in plurals.iter("pluralRules"):
            rules = {rule.get("count"): (rule.text or "") for rule in rule_set.iter("pluralRule")}
            for locale in rule_set.get("locales", "").split():
                rules_by_locale[locale] = rules
    return rules_by_locale


def version_from_dtd(xml_path):
    """The CLDR release of a plurals.xml inside a CLDR checkout, from the DTD beside it, or None."""
    dtd = os.path.join(os.path.dirname(os.path.abspath(xml_path)), "..", "dtd", "ldmlSupplemental.dtd")
    try:
        with open(dtd, encoding="utf-8") as handle:
            match = re.search(r'<!ATTLIST version cldrVersion CDATA #FIXED "([^"]+)"', handle.read())
    except OSError:
        return None
    return match.group(1) if match else None


def read_json(path):
    """Returns ({locale: {category: rule text}}, version) from cldr-json's plurals.json."""
    with open(path, encoding="utf-8") as handle:
        supplemental = json.load(handle)["supplemental"]
    rules_by_locale = {}
    for locale, rules in supplemental["plurals-type-cardinal"].items():
        rules_by_locale[locale] = {key[len("pluralRule-count-"):]: text for key, text in rules.items()}
    return rules_by_locale, supplemental.get("version", {}).get("_cldrVersion")


# MARK: - Rule sets


def split_rule(text):
    """Splits `condition @integer … @decimal …` into (condition, integer samples, decimal samples)."""
    condition, integers, decimals = text, "", ""
    if "@decimal" in condition:
        condition, decimals = condition.split("@decimal", 1)
    if "@integer" in condition:
        condition, integers = condition.split("@integer", 1)
    return " ".join(condition.split()), integers.strip(), decimals.strip()


def group_rule_sets(rules_by_locale):
    """Locales with identical rules (and samples) share one rule set, as in plurals.xml.

    Rule sets are ordered by how many categories they have, then by their first locale, so that the
    XML and the JSON of one release give the same output."""
    groups = {}
    for locale, rules in rules_by_locale.items():
        unknown = set(rules) - set(CATEGORY_ORDER)
        if unknown:
            sys.exit(f"error: {locale}: unknown plural categories {sorted(unknown)}")
        if "other" not in rules:
            sys.exit(f"error: {locale}: no `other` rule")
        key = tuple((category, " ".join(rules[category].split())) for category in CATEGORY_ORDER if category in rules)
        groups.setdefault(key, []).append(locale.replace("-", "_"))
    rule_sets = [(sorted(locales), key) for key, locales in groups.items()]
    rule_sets.sort(key=lambda item: (len(item[1]), item[0][0]))
    return rule_sets


# MARK: - Samples


SAMPLE_VALUE = re.compile(r"^(\d+)(?:\.(\d+))?(?:[ce](\d+))?$")


def expand_samples(samples):
    """Expands CLDR's sample list: `0~15` and `0.0~1.5` step by the unit of the last digit written
    (so `0.00~0.04` is 0.00, 0.01 … 0.04, keeping the visible zeros); `…` (more values follow) is
    dropped; compact exponents (`1c6`, `1.0000001c6`) are kept as written."""
    values = []
    for item in (part.strip() for part in samples.split(",")):
        if item in ("", "…", "..."):
            continue
        if "~" not in item:
            if not SAMPLE_VALUE.match(item):
                sys.exit(f"error: unreadable sample {item!r}")
            values.append(item)
            continue
        low, high = item.split("~")
        low_match, high_match = SAMPLE_VALUE.match(low), SAMPLE_VALUE.match(high)
        if not low_match or not high_match or low_match.group(3) or high_match.group(3):
            sys.exit(f"error: unreadable sample range {item!r}")
        decimals = len(low_match.group(2) or "")
        if decimals != len(high_match.group(2) or ""):
            sys.exit(f"error: sample range with different precisions {item!r}")
        scale = Decimal(10) ** decimals
        start, end = int(Decimal(low) * scale), int(Decimal(high) * scale)
        for scaled in range(start, end + 1):
            values.append(format(Decimal(scaled) / scale, f".{decimals}f"))
    return values


# MARK: - Writing Swift


def swift_string(text):
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


def header(version, source_name, what):
    return (
        f"// Generated by scripts/generate-plural-rules.py from CLDR {version} ({source_name}): {what}.\n"
        "// Do not edit. To regenerate, run from the repository root:\n"
        "//   python3 scripts/generate-plural-rules.py PATH/TO/common/supplemental/plurals.xml\n"
        "// (or cldr-json's cldr-core/supplemental/plurals.json); the script's header says which release and why.\n"
        "// code-shape: long — generated CLDR data, one row per rule set: no logic to split.\n"
    )


def rules_file(rule_sets, version, source_name):
    lines = [header(version, source_name, "the cardinal plural rules of every CLDR locale")]
    lines.append("extension PluralRules {")
    lines.append("  /// The CLDR release the rules come from.")
    lines.append(f"  static let cldrVersion = {swift_string(version)}")
    lines.append("")
    lines.append("  /// Every cardinal rule set: the locales that share it and the condition of each category but")
    lines.append("  /// `other` (which is what no condition matches), in CLDR order.")
    lines.append("  static let generatedRuleSets: [PluralRuleSetSource] = [")
    for locales, rules in rule_sets:
        conditions = [(category, split_rule(text)[0]) for category, text in rules if category != "other"]
        lines.append(f"    PluralRuleSetSource(")
        lines.append(f"      locales: {swift_string(' '.join(locales))},")
        if not conditions:
            lines.append("      conditions: []),")
            continue
        lines.append("      conditions: [")
        for category, condition in conditions:
            lines.append(f"        (.{category}, {swift_string(condition)}),")
        lines.append("      ]),")
    lines.append("  ]")
    lines.append("}")
    return "\n".join(lines) + "\n"


def samples_file(rule_sets, version, source_name):
    lines = [header(version, source_name, "every @integer and @decimal sample, expanded")]
    lines.append("extension CLDRPluralSamples {")
    lines.append("  /// One entry per rule set; values are space-separated, `…` dropped, ranges expanded.")
    lines.append("  static let cardinal: [CLDRPluralSamples] = [")
    for locales, rules in rule_sets:
        lines.append(f"    CLDRPluralSamples(locales: {swift_string(' '.join(locales))}, categories: [")
        for category, text in rules:
            _, integers, decimals = split_rule(text)
            integer_values = " ".join(expand_samples(integers))
            decimal_values = " ".join(expand_samples(decimals))
            lines.append(f"      (.{category}, integers: {swift_string(integer_values)}, decimals: {swift_string(decimal_values)}),")
        lines.append("    ]),")
    lines.append("  ]")
    lines.append("}")
    return "\n".join(lines) + "\n"


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("input", help="CLDR common/supplemental/plurals.xml, or cldr-json's plurals.json")
    parser.add_argument("--cldr-version", help="the CLDR release of the input, when it cannot be read from it")
    parser.add_argument("--repo-root", default=os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
    arguments = parser.parse_args()

    with open(arguments.input, "rb") as handle:
        is_json = handle.read(64).lstrip().startswith(b"{")
    if is_json:
        rules_by_locale, version = read_json(arguments.input)
        source_name = "cldr-json plurals.json"
    else:
        rules_by_locale, version = read_xml(arguments.input), version_from_dtd(arguments.input)
        source_name = "common/supplemental/plurals.xml"
    version = arguments.cldr_version or version
    if not version:
        sys.exit("error: the CLDR release of this file is unknown; give it with --cldr-version")

    rule_sets = group_rule_sets(rules_by_locale)
    outputs = {
        RULES_OUTPUT: rules_file(rule_sets, version, source_name),
        SAMPLES_OUTPUT: samples_file(rule_sets, version, source_name),
    }
    for relative_path, text in outputs.items():
        path = os.path.join(arguments.repo_root, relative_path)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "w", encoding="utf-8") as handle:
            handle.write(text)
        print(f"wrote {relative_path} ({len(text.encode('utf-8'))} bytes)")
    print(f"CLDR {version}: {len(rules_by_locale)} locales in {len(rule_sets)} rule sets")


if __name__ == "__main__":
    main()
