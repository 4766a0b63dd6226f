/// Renders diagnostics as a SARIF 2.1.0 log, the format GitHub code scanning and most static
/// analysis dashboards import.
///
/// One run; `tool.driver.rules` lists every rule with its documentation and default level, and
/// each result points at its rule by id and index. Notes with a location become
/// `relatedLocations`; notes without one are appended to the message. Paths are written as
/// relative URI references (percent-encoded), absolute paths as `file://` URIs.
///
/// SARIF counts columns in UTF-16 code units by default; lstrings counts UTF-8 bytes, so the log
/// declares `columnKind: unicodeCodePoints` — identical for ASCII lines, and for other lines the
/// column may point a few characters too far right.
enum SARIFReporter {
  static func render(
    _ diagnostics: [StringsDiagnostic], rules: [RuleDescription] = LintRules.all.map { $0.description },
    toolVersion: String = StringsKitVersion.current
  ) -> String {
    var ruleIndex: [String: Int] = [:]
    for (index, rule) in rules.enumerated() { ruleIndex[rule.id] = index }
    let driver: JSONValue = .object([
      ("name", .string("lstrings")),
      ("version", .string(toolVersion)),
      ("rules", .array(rules.map(rule))),
    ])
    let run: JSONValue = .object([
      ("tool", .object([("driver", driver)])),
      ("columnKind", .string("unicodeCodePoints")),
      ("results", .array(diagnostics.map { result($0, index: ruleIndex[$0.ruleID]) })),
    ])
    return JSONValue.object([
      ("$schema", .string("https://json.schemastore.org/sarif-2.1.0.json")),
      ("version", .string("2.1.0")),
      ("runs", .array([run])),
    ]).rendered()
  }

  static func rule(_ rule: RuleDescription) -> JSONValue {
    .object([
      ("id", .string(rule.id)),
      (
        "name",
        .string(
          rule.id.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined())
      ),
      ("shortDescription", .object([("text", .string(rule.name))])),
      ("fullDescription", .object([("text", .string(rule.documentation))])),
      (
        "defaultConfiguration",
        .object([
          ("enabled", .bool(rule.isEnabledByDefault)),
          ("level", .string(level(rule.defaultSeverity))),
        ])
      ),
    ])
  }

  static func result(_ diagnostic: StringsDiagnostic, index: Int?) -> JSONValue {
    var text = diagnostic.message
    for note in diagnostic.notes where note.location == nil {
      text += "\n" + note.message
    }
    var fields: [(String, JSONValue)] = [("ruleId", .string(diagnostic.ruleID))]
    if let index { fields.append(("ruleIndex", .int(index))) }
    fields += [
      ("level", .string(level(diagnostic.severity))),
      ("message", .object([("text", .string(text))])),
      (
        "locations",
        .array([.object([("physicalLocation", physicalLocation(diagnostic.location))])])
      ),
    ]
    let related = diagnostic.notes.compactMap { note in note.location.map { (note.message, $0) } }
    if !related.isEmpty {
      fields.append(
        (
          "relatedLocations",
          .array(
            related.enumerated().map { index, pair in
              .object([
                ("id", .int(index + 1)),
                ("physicalLocation", physicalLocation(pair.1)),
                ("message", .object([("text", .string(pair.0))])),
              ])
            })
        ))
    }
    return .object(fields)
  }

  static func physicalLocation(_ location: StringsSourceLocation) -> JSONValue {
    .object([
      ("artifactLocation", .object([("uri", .string(uri(location.file)))])),
      (
        "region",
        .object([("startLine", .int(location.line)), ("startColumn", .int(location.column))])
      ),
    ])
  }

  static func level(_ severity: StringsDiagnostic.Severity) -> String {
    switch severity {
    case .error: "error"
    case .warning: "warning"
    case .note: "note"
    }
  }

  /// A path as a URI reference: unreserved characters and `/` as they are, the rest
  /// percent-encoded as UTF-8.
  static func uri(_ path: String) -> String {
    var out = path.hasPrefix("/") ? "file://" : ""
    for byte in path.utf8 {
      switch byte {
      case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"),
        UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"),
        UInt8(ascii: "/"):
        out.unicodeScalars.append(Unicode.Scalar(byte))
      default:
        let hex = String(byte, radix: 16, uppercase: true)
        out += "%" + (hex.count == 1 ? "0" + hex : hex)
      }
    }
    return out
  }
}
