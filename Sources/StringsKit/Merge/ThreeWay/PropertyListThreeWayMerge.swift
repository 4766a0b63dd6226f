/// Three-way merge of property-list values, dictionary member by member, down to each string:
/// what a `.stringsdict` needs, since every unit of one is a member (entry › variable › form, and
/// the format key, spec type and value type beside them).
///
/// The same rules as `JSONThreeWayMerge`: a member changed on one side only takes that side;
/// added on both sides, its members are merged in turn; changed differently on both (or changed
/// on one and deleted on the other), it is a conflict and the result keeps `kept`'s value. A
/// dictionary's members keep our order, each of their additions where it is among them in theirs.
struct PropertyListThreeWayMerge {
  /// One conflicting member: its path of keys from the top, and the two values.
  struct Conflict {
    var path: [StringsText]
    var ours: StringsValue?
    var theirs: StringsValue?
  }

  let kept: ThreeWayConflict.Side
  private(set) var conflicts: [Conflict] = []

  init(kept: ThreeWayConflict.Side) {
    self.kept = kept
  }

  /// The merged value at `path` (nil: absent from the result).
  mutating func merge(
    base: StringsValue?, ours: StringsValue?, theirs: StringsValue?, path: [StringsText] = []
  ) -> StringsValue? {
    if ours == theirs { return ours }
    if base == ours { return theirs }
    if base == theirs { return ours }
    if case .dictionary(let ourPairs)? = ours, case .dictionary(let theirPairs)? = theirs {
      var basePairs: [(key: StringsText, value: StringsValue)] = []
      if case .dictionary(let pairs)? = base {
        basePairs = pairs
      } else if base != nil {
        return conflict(path, ours, theirs)
      }
      let (o, a, b) = (StringsValue.collapsed(basePairs), StringsValue.collapsed(ourPairs), StringsValue.collapsed(theirPairs))
      var members: [(key: StringsText, value: StringsValue)] = []
      for name in Self.order(ours: ourPairs.map(\.key), theirs: theirPairs.map(\.key), base: basePairs.map(\.key)) {
        if let merged = merge(base: o[name], ours: a[name], theirs: b[name], path: path + [name]) {
          members.append((name, merged))
        }
      }
      return .dictionary(members)
    }
    return conflict(path, ours, theirs)
  }

  /// Our keys in our order; each key only they have goes before the next key of theirs that we
  /// have too, else after the one it follows there (so a `few` form they added sits between
  /// `one` and `other` even when we added `one`); then the base's others.
  static func order(ours: [StringsText], theirs: [StringsText], base: [StringsText]) -> [StringsText] {
    var order = ours
    var placed = Set(ours)
    let ourKeys = placed
    var insertion = 0
    for (position, name) in theirs.enumerated() {
      if ourKeys.contains(name) {
        insertion = (order.firstIndex(of: name) ?? insertion) + 1
      } else if placed.insert(name).inserted {
        let successor = theirs[(position + 1)...].first { ourKeys.contains($0) }
        let index = successor.flatMap { next in order.firstIndex(of: next) } ?? insertion
        order.insert(name, at: min(index, order.count))
        insertion = index + 1
      }
    }
    for name in base where placed.insert(name).inserted { order.append(name) }
    return order
  }

  private mutating func conflict(_ path: [StringsText], _ ours: StringsValue?, _ theirs: StringsValue?) -> StringsValue? {
    conflicts.append(Conflict(path: path, ours: ours, theirs: theirs))
    return kept == .ours ? ours : theirs
  }
}
