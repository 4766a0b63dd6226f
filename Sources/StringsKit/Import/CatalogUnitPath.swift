/// Where a trans-unit's id points inside a catalog entry: the variation leaf Xcode's export names
/// after the key (`key|==|plural.one`, `key|==|device.iphone.plural.other`,
/// `key|==|substitutions.NAME.plural.few`, `@…@` around a name that holds dots); no steps for the
/// entry's plain value.
struct CatalogUnitPath: Hashable, Sendable {
  enum Step: Hashable, Sendable {
    case plural(String)
    case device(String)
    case substitution(String)
  }

  var steps: [Step]

  /// What Xcode puts between the key and the variation path.
  static let separator = "|==|"

  /// The devices Xcode's catalogs vary by.
  static let devices: Set<Substring> = ["iphone", "ipod", "ipad", "applewatch", "appletv", "applevision", "mac", "other"]

  init(steps: [Step] = []) {
    self.steps = steps
  }

  /// The path a suffix after `|==|` spells; nil when it is not one Xcode writes.
  init?(suffix: Substring) {
    var rest = suffix
    var steps: [Step] = []
    func take(_ prefix: String) -> Bool {
      guard rest.hasPrefix(prefix) else { return false }
      rest = rest.dropFirst(prefix.count)
      return true
    }
    func name() -> Substring {
      let end = rest.firstIndex(of: ".") ?? rest.endIndex
      defer { rest = rest[end...] }
      return rest[..<end]
    }
    func category() -> String? {
      let value = name()
      return PluralCategory(rawValue: String(value)) == nil ? nil : String(value)
    }
    if take("device.") {
      let device = name()
      guard Self.devices.contains(device) else { return nil }
      steps.append(.device(String(device)))
      if !rest.isEmpty {
        guard take(".plural."), let category = category() else { return nil }
        steps.append(.plural(category))
      }
    } else if take("plural.") {
      guard let category = category() else { return nil }
      steps.append(.plural(category))
    } else if take("substitutions.") {
      let substitution: Substring
      if rest.hasPrefix("@") {
        let body = rest.dropFirst()
        guard let close = body.firstIndex(of: "@") else { return nil }
        substitution = body[..<close]
        rest = body[body.index(after: close)...]
      } else {
        substitution = name()
      }
      guard !substitution.isEmpty, take(".plural."), let category = category() else { return nil }
      steps += [.substitution(String(substitution)), .plural(category)]
    } else {
      return nil
    }
    guard rest.isEmpty else { return nil }
    self.steps = steps
  }

  /// `plural.one`, `device.iphone.plural.other`, `substitutions.NAME.plural.few`: how the
  /// messages name the place.
  var description: String {
    steps.map { step in
      switch step {
      case .plural(let name): "plural.\(name)"
      case .device(let name): "device.\(name)"
      case .substitution(let name): "substitutions.\(name)"
      }
    }.joined(separator: ".")
  }
}

/// The entry a unit id names in a catalog, found without guessing: the id is a key, or a key
/// followed by `|==|` and a variation path; an id that reads both ways (a key that itself ends in
/// a variation suffix next to the variation of a shorter key) names nothing for sure.
enum CatalogUnitTarget {
  case found(key: String, path: CatalogUnitPath)
  case unknown
  case ambiguous([String])

  init(id: String, keys: Set<String>) {
    var readings: [(String, CatalogUnitPath)] = []
    if keys.contains(id) { readings.append((id, CatalogUnitPath())) }
    var searchStart = id.startIndex
    while let range = id[searchStart...].range(of: CatalogUnitPath.separator) {
      let key = String(id[..<range.lowerBound])
      if keys.contains(key), let path = CatalogUnitPath(suffix: id[range.upperBound...]) {
        readings.append((key, path))
      }
      searchStart = id.index(after: range.lowerBound)
    }
    switch readings.count {
    case 0: self = .unknown
    case 1: self = .found(key: readings[0].0, path: readings[0].1)
    default: self = .ambiguous(readings.map(\.0))
    }
  }
}
