/// An App Shortcuts phrase set: `"stringSet" : { "state" : "translated", "values" : [ … ] }`, which
/// Xcode writes in place of a `stringUnit` in `AppShortcuts.xcstrings`. Each value is one phrase
/// Siri and Shortcuts accept for the shortcut; a language may have more or fewer phrases than the
/// source, and each keeps the `${applicationName}`-style parameters the code declares.
///
/// The model reads it from the localization's kept fields (`CatalogLocalization.otherFields`):
/// the member stays exactly as written, so a catalog with phrase sets is written back byte for
/// byte as before.
public struct StringSet: Sendable, Hashable {
  /// The translation state, as a unit's (`translated`, `new`, `needs_review`, `machine_translated`).
  public var state: UnitState?
  /// The phrases, in file order.
  public var values: [String]
  /// Where each phrase's opening quote is written (0 when made in memory).
  public var valueOffsets: [Int]
  /// Where the `stringSet` object starts.
  public var offset: Int

  /// A phrase set of `values` in `state`.
  public init(state: UnitState? = .translated, values: [String], valueOffsets: [Int] = [], offset: Int = 0) {
    self.state = state
    self.values = values
    self.valueOffsets = valueOffsets.count == values.count ? valueOffsets : values.map { _ in offset }
    self.offset = offset
  }

  /// The `stringSet` member as Xcode writes it (its members in Xcode's order by the writer).
  package var member: JSONMember {
    var fields: [JSONMember] = []
    if let state { fields.append(JSONMember(key: "state", value: JSONNode(.string(state.rawValue)))) }
    fields.append(
      JSONMember(key: "values", value: JSONNode(.array(values.map { JSONNode(.string($0)) }))))
    return JSONMember(key: Self.key, value: JSONNode(.object(fields)))
  }

  package static let key = "stringSet"

  /// One unit per phrase, in the set's state: how the rules that count units by state (coverage,
  /// `needs-review`, `machine-translated`, merge) and lint's tables see a phrase set.
  package var units: [StringUnit] {
    zip(values, valueOffsets).map { StringUnit(state: state, value: $0, valueOffset: $1) }
  }

  /// The form a phrase fills in `diff` (`stringSet.1` for the first).
  package static func formName(_ index: Int) -> String { "\(key).\(index + 1)" }

  /// The phrase set a `stringSet` member holds; nil when it is not an object. A `values` that is
  /// not an array of strings reads as the strings it has.
  package init?(_ node: JSONNode) {
    guard node.members != nil else { return nil }
    state = node["state"]?.string.map(UnitState.init(rawValue:))
    values = []
    valueOffsets = []
    offset = node.offset
    if case .array(let items)? = node["values"]?.value {
      for item in items {
        guard let text = item.string else { continue }
        values.append(text)
        valueOffsets.append(item.offset)
      }
    }
  }
}

extension CatalogLocalization {
  /// The localization's App Shortcuts phrase set, if it has one.
  public var stringSet: StringSet? {
    get { otherFields.last { $0.key == StringSet.key }.flatMap { StringSet($0.value) } }
    set {
      let index = otherFields.lastIndex { $0.key == StringSet.key }
      switch (index, newValue) {
      case (let index?, let set?): otherFields[index] = set.member
      case (let index?, nil): otherFields.remove(at: index)
      case (nil, let set?): otherFields.append(set.member)
      case (nil, nil): break
      }
    }
  }
}
