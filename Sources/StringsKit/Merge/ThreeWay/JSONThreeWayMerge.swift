/// Three-way merge of JSON trees, object member by object member, down to each field: what a
/// String Catalog needs, since every unit of one is an object member (`strings` › key ›
/// `localizations` › language › `variations` › `plural` › form › `stringUnit` › `value`).
///
/// A member changed on one side only takes that side; added on both sides, its members are
/// merged in turn; changed differently on both (or changed on one and deleted on the other), it is
/// a conflict, and the result keeps `kept`'s value. Offsets are ignored: the same text at another
/// place in the file is the same value.
struct JSONThreeWayMerge {
  /// One conflicting member: its path from the root, and the two values.
  struct Conflict {
    var path: [String]
    var ours: JSONNode?
    var theirs: JSONNode?
  }

  let kept: ThreeWayConflict.Side
  private(set) var conflicts: [Conflict] = []

  init(kept: ThreeWayConflict.Side) {
    self.kept = kept
  }

  /// The merged value at `path` (nil: absent from the result).
  mutating func merge(base: JSONNode?, ours: JSONNode?, theirs: JSONNode?, path: [String] = []) -> JSONNode? {
    if Self.same(ours, theirs) { return ours }
    if Self.same(base, ours) { return theirs }
    if Self.same(base, theirs) { return ours }
    // Objects on both sides (added on both, or changed on both) are merged member by member.
    // An object one side deleted and the other changed is one conflict, whole: a half-deleted
    // unit (a value without its state) would be neither side's.
    if ours?.members != nil, theirs?.members != nil, base == nil || base?.members != nil {
      var members: [JSONMember] = []
      var names = (base?.members ?? []).map(\.key) + (ours?.members ?? []).map(\.key) + (theirs?.members ?? []).map(\.key)
      var seen: Set<String> = []
      names = names.filter { seen.insert($0).inserted }
      let order = (ours?.members ?? []).map(\.key) + (theirs?.members ?? []).map(\.key) + names
      seen = []
      for name in order where seen.insert(name).inserted {
        let merged = merge(base: base?[name], ours: ours?[name], theirs: theirs?[name], path: path + [name])
        if let merged { members.append(JSONMember(key: name, value: merged)) }
      }
      return JSONNode(.object(members))
    }
    conflicts.append(Conflict(path: path, ours: ours, theirs: theirs))
    return kept == .ours ? ours : theirs
  }

  /// Whether two values are equal, wherever they are in their files.
  static func same(_ lhs: JSONNode?, _ rhs: JSONNode?) -> Bool {
    switch (lhs?.value, rhs?.value) {
    case (nil, nil): return true
    case (.object(let l)?, .object(let r)?):
      return l.count == r.count && zip(l, r).allSatisfy { $0.key == $1.key && same($0.value, $1.value) }
    case (.array(let l)?, .array(let r)?):
      return l.count == r.count && zip(l, r).allSatisfy { same($0, $1) }
    case (.string(let l)?, .string(let r)?): return l == r
    case (.number(let l)?, .number(let r)?): return l == r
    case (.bool(let l)?, .bool(let r)?): return l == r
    case (.null?, .null?): return true
    default: return false
    }
  }
}
