import StringsFormats

/// How a catalog unit's state reads in an XLIFF `<target>`, as Xcode 27.0 exports it:
/// `translated` → `translated`, `new` → `new`, `needs_review` → `needs-review-l10n`,
/// `machine_translated` → `translated` with `state-qualifier="leveraged-mt"`.
///
/// A unit with no state is exported as translated (the catalog compiler ships it). `stale` (a unit
/// state Xcode reads but no observed export shows) is exported as `needs-review-l10n`, so a
/// translator looks at it again; any other value is kept as written (`x-` values are XLIFF's).
enum CatalogExportState {
  static func target(_ text: XLIFFText, state: UnitState?) -> XLIFFTarget {
    switch state {
    case nil, .translated?: XLIFFTarget(text: text, state: .translated)
    case .new?: XLIFFTarget(text: text, state: .new)
    case .needsReview?, .stale?: XLIFFTarget(text: text, state: .needsReviewL10n)
    case .machineTranslated?: XLIFFTarget(text: text, state: .translated, stateQualifier: "leveraged-mt")
    case let other?: XLIFFTarget(text: text, state: .other(other.rawValue))
    }
  }
}
