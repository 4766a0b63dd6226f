/// The catalog state a `<target>` comes in as, or why it does not come in at all.
///
/// lstrings keeps every target a translator sent: `translated`, `final`, `signed-off`, a target
/// without a state and any state XLIFF does not define come in as `translated` (as in Xcode 27),
/// `state-qualifier="leveraged-mt"` as `machine_translated`, the needs-review states as
/// `needs_review`, `new` and the needs-translation states as `new`. With `xcodeStates`, the
/// targets Xcode 27's import ignores — `new`, `needs-review-l10n`, `needs-review-translation` —
/// are ignored too, leaving the old value.
enum ImportedState {
  static func state(of target: XLIFFTarget, xcodeStates: Bool) -> UnitState? {
    switch target.state {
    case .new?, .needsReviewL10n?, .needsReviewTranslation?:
      if xcodeStates { return nil }
    default:
      break
    }
    switch target.state {
    case .new?, .needsTranslation?, .needsL10n?:
      return .new
    case .needsReviewL10n?, .needsReviewTranslation?, .needsReviewAdaptation?, .needsAdaptation?:
      return .needsReview
    case nil, .translated?, .final?, .signedOff?, .other?:
      return target.stateQualifier == "leveraged-mt" ? .machineTranslated : .translated
    }
  }
}
