/// One unit both sides of a three-way merge changed, each differently: what `merge-driver`
/// reports (and git then marks), with both values and the side the result kept.
package struct ThreeWayConflict: Sendable, Hashable {
  /// Which side a conflict keeps: git's `%A` (the branch merged into) or `%B` (the one merged).
  package enum Side: String, Sendable, CaseIterable {
    case ours, theirs
  }

  /// What the unit is: `"Done" de stringUnit.value`, a key of a table.
  package var unit: String
  /// The value on our side, as written (nil: deleted there).
  package var ours: String?
  /// The value on their side (nil: deleted there).
  package var theirs: String?
  /// Where the kept value is in the result.
  package var location: StringsSourceLocation

  /// The diagnostic `merge-driver` prints for it.
  package func diagnostic(kept side: Side) -> StringsDiagnostic {
    let show = { (value: String?) in value ?? "(deleted)" }
    return StringsDiagnostic(
      .threeWayConflict,
      message:
        "both sides changed \(unit): ours \(show(ours)), theirs \(show(theirs)); the result keeps \(side.rawValue)",
      location: location)
  }
}
