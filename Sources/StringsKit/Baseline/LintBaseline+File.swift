import Foundation

/// The baseline file: JSON, one finding per line, sorted, so that a fixed finding is one deleted
/// line in a diff and two runs on the same findings write the same bytes.
///
/// ```json
/// {
///   "lstrings-baseline": 1,
///   "findings": [
///     {"file": "Resources/Localizable.xcstrings", "rule": "needs-review", "key": "Done", "language": "de"},
///     {"file": "Resources/Localizable.xcstrings", "rule": "missing-plural-category", "key": "%lld files", "language": "ru", "form": "plural", "count": 2}
///   ]
/// }
/// ```
extension LintBaseline {
  /// The format version the file's first field names; a reader refuses a version it does not know.
  package static let formatVersion = 1

  /// A baseline file that cannot be used, with where and why.
  package struct Problem: Error, CustomStringConvertible {
    package var description: String
  }

  /// The file's bytes.
  package func encoded() -> [UInt8] {
    var out = "{\n  \"lstrings-baseline\": \(Self.formatVersion),\n  \"findings\": ["
    let sorted = counts.keys.sorted()
    for (index, finding) in sorted.enumerated() {
      out += index == 0 ? "\n    {" : ",\n    {"
      var fields: [(String, String)] = [("file", finding.file), ("rule", finding.rule)]
      if let key = finding.key { fields.append(("key", key)) }
      if let language = finding.language { fields.append(("language", language)) }
      if let form = finding.form { fields.append(("form", form)) }
      for (position, (name, value)) in fields.enumerated() {
        out += position == 0 ? "\"" : ", \""
        out += name + "\": "
        JSONValue.quote(value, into: &out)
      }
      if let count = counts[finding], count > 1 { out += ", \"count\": \(count)" }
      out += "}"
    }
    out += sorted.isEmpty ? "]\n}\n" : "\n  ]\n}\n"
    return Array(out.utf8)
  }

  /// Reads a baseline file; `path` is how messages name it.
  package static func read(file path: String) throws(Problem) -> LintBaseline {
    let bytes: [UInt8]
    do {
      bytes = try FileReader.read(path)
    } catch {
      throw Problem(description: "cannot read the baseline \(path): \(error)")
    }
    return try parse(bytes, path: path)
  }

  /// Reads a baseline from its bytes.
  package static func parse(_ bytes: [UInt8], path: String) throws(Problem) -> LintBaseline {
    let result = JSONReader.parse(bytes, path: path)
    if let error = result.diagnostics.first(where: { $0.severity == .error }) {
      throw Problem(description: "\(path):\(error.location.line):\(error.location.column): \(error.message)")
    }
    let fail = { (offset: Int, message: String) in
      let location = result.location(of: offset)
      return Problem(
        description: "\(path):\(location.line):\(location.column): \(message) (write it again with lint --write-baseline)")
    }
    guard let root = result.root, root.members != nil else { throw fail(0, "a baseline is a JSON object") }
    guard case .number(let version)? = root["lstrings-baseline"]?.value, Int(version) == formatVersion else {
      throw fail(root.offset, "not an lstrings baseline of format \(formatVersion) (no \"lstrings-baseline\": \(formatVersion))")
    }
    guard let list = root["findings"], case .array(let items) = list.value else {
      throw fail(root.offset, "the baseline has no \"findings\" array")
    }
    var baseline = LintBaseline([])
    for item in items {
      guard let rule = item["rule"]?.string, let file = item["file"]?.string else {
        throw fail(item.offset, "a finding needs a \"rule\" and a \"file\" string")
      }
      let finding = BaselineFinding(
        rule: rule, file: file, key: item["key"]?.string, language: item["language"]?.string,
        form: item["form"]?.string)
      var count = 1
      if let field = item["count"] {
        guard case .number(let text) = field.value, let number = Int(text), number > 0 else {
          throw fail(field.offset, "\"count\" is a whole number above 0")
        }
        count = number
      }
      baseline.counts[finding, default: 0] += count
      baseline.lines[finding] = baseline.lines[finding] ?? result.location(of: item.offset).line
    }
    return baseline
  }
}
