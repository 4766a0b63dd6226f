import Foundation
import StringsExtraction
import StringsFormats
import StringsKit

/// Real Interface Builder documents and the ibtool tables their projects commit beside them, read
/// from bare git mirrors (`$LSTRINGS_IB_CORPUS`, else `/work/.mirror`) with `git show`; nothing is
/// copied into the repository. docs/interface-builder.md lists the projects and what matched.
enum IBCorpus {
  /// One project mirror: `<root>/<owner+name>/repo` (a bare repository or one with `.git`).
  struct Project {
    var name: String
    var postProcessing: PostProcessing
    var commit: String
    /// Document path → committed table path, both at `commit`.
    var pairs: [(document: String, table: String)]
    /// Documents changed after their table was generated (checked with `git log`): not asserted.
    var stale: Set<String> = []
  }

  /// What a project did to ibtool's output before committing it, undone before comparing.
  enum PostProcessing {
    /// Committed as generated.
    case none
    /// BartyCrouch removed entries whose text or Note holds `#bc-ignore!`.
    case bartyCrouchIgnore
    /// Comments removed from some tables: in a table without any comment, keys, values and
    /// order are compared.
    case commentsStripped
    /// Entries removed and edited by hand (iina): only counted, not asserted.
    case curated
  }

  /// `rows` as the project's post-processing leaves them.
  static func applying(_ processing: PostProcessing, to rows: [Row], committed: [Row]) -> [Row] {
    switch processing {
    case .none, .curated: rows
    case .bartyCrouchIgnore: rows.filter { !($0.value + ($0.comment ?? "")).contains("#bc-ignore!") }
    case .commentsStripped:
      committed.contains { $0.comment != nil } ? rows : rows.map { Row(key: $0.key, value: $0.value, comment: nil) }
    }
  }

  static let root: String? = {
    let path = ProcessInfo.processInfo.environment["LSTRINGS_IB_CORPUS"] ?? "/work/.mirror"
    return FileManager.default.fileExists(atPath: path) ? path : nil
  }()

  static let missingMessage =
    "no mirror of the IB corpus projects ($LSTRINGS_IB_CORPUS or /work/.mirror): corpus comparison skipped"

  /// The git directory of `project` under `root`, when mirrored.
  static func gitDirectory(_ project: String) -> String? {
    guard let root else { return nil }
    for candidate in ["\(root)/\(project)/repo/.git", "\(root)/\(project)/repo"]
    where FileManager.default.fileExists(atPath: candidate + "/HEAD") {
      return candidate
    }
    return nil
  }

  /// The bytes of `path` at `commit`, or nil.
  static func show(_ project: String, _ commit: String, _ path: String) -> [UInt8]? {
    guard let git = gitDirectory(project) else { return nil }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["git", "--git-dir=\(git)", "show", "\(commit):\(path)"]
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = FileHandle.nullDevice
    do { try process.run() } catch { return nil }
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return process.terminationStatus == 0 ? Array(data) : nil
  }

  /// One committed entry: key, value and the comment above it.
  struct Row: Equatable, CustomStringConvertible {
    var key: String
    var value: String
    var comment: String?
    var objectID: String { key.split(separator: ".", maxSplits: 1).first.map(String.init) ?? key }
    var description: String { "\(comment.map { "/* \($0) */ " } ?? "")\(key) = \(value)" }
  }

  /// The committed table's entries in file order, read with lstrings' own parser.
  static func rows(ofTable bytes: [UInt8], path: String) -> [Row] {
    let parsed = StringsParser.parse(bytes, path: path)
    var rows: [Row] = []
    var comment: String?
    for item in parsed.file.items {
      switch item {
      case .trivia(let trivia): comment = trivia.trailingComment.map { $0.trimmingCharacters(in: .whitespaces) }
      case .entry(let entry):
        if case .string(let value) = entry.value {
          rows.append(Row(key: entry.key.description, value: value.description, comment: comment))
        }
        comment = nil
      case .unparsed: comment = nil
      }
    }
    return rows
  }

  /// Our entries as rows (the comment as ibtool writes it).
  static func rows(of document: IBDocument) -> [Row] {
    document.entries.map { Row(key: $0.key, value: $0.value, comment: $0.comment) }
  }

  /// How a committed table differs from ours, each difference explained by the document having
  /// changed after the table was generated, or not.
  struct Difference {
    /// Their rows whose object the document no longer has.
    var removedObjects = 0
    /// Their rows whose text the document now gives differently.
    var changedTexts = 0
    /// Their rows whose text the object no longer has.
    var removedTexts = 0
    /// Our rows for objects the committed table does not know (added since).
    var addedObjects = 0
    /// Order differs with the same rows.
    var orderOnly = false
    /// Differences staleness does not explain: a property we export and ibtool did not, or the
    /// reverse, for an object both know; or a different comment for the same text.
    var unexplained: [String] = []

    init(ours: [Row], theirs: [Row], documentText: String) {
      guard ours != theirs else { return }
      let ourRows = Dictionary(ours.map { ($0.key, $0) }, uniquingKeysWith: { a, _ in a })
      let theirRows = Dictionary(theirs.map { ($0.key, $0) }, uniquingKeysWith: { a, _ in a })
      let theirObjects = Set(theirs.map(\.objectID))
      for row in theirs {
        if let mine = ourRows[row.key] {
          if mine.value != row.value {
            changedTexts += 1
          } else if mine != row {
            unexplained.append("comment: \(row) ≠ \(mine)")
          }
        } else if !documentText.contains("id=\"\(row.objectID)\"") {
          removedObjects += 1
        } else if !Self.startTag(of: row.objectID, in: documentText).contains("\"\(row.value)\"") {
          removedTexts += 1
        } else {
          unexplained.append("missing: \(row)")
        }
      }
      for row in ours where theirRows[row.key] == nil {
        if theirObjects.contains(row.objectID) {
          unexplained.append("extra: \(row)")
        } else {
          addedObjects += 1
        }
      }
      if unexplained.isEmpty, Set(ours.map(\.key)) == Set(theirs.map(\.key)), changedTexts == 0 {
        orderOnly = true
        unexplained.append("order: \(theirs.map(\.key).prefix(6)) vs \(ours.map(\.key).prefix(6))")
      }
    }

    /// The start tag of the element with `id` (where IB writes its texts).
    static func startTag(of id: String, in document: String) -> Substring {
      guard let idRange = document.range(of: "id=\"\(id)\"") else { return "" }
      let start = document[..<idRange.lowerBound].lastIndex(of: "<") ?? idRange.lowerBound
      let end = document[idRange.upperBound...].firstIndex(of: ">") ?? idRange.upperBound
      return document[start..<end]
    }

    var summary: String {
      "\(removedObjects) removed objects, \(removedTexts) removed texts, \(changedTexts) changed texts, \(addedObjects) added objects, \(unexplained.count) unexplained"
    }
  }
}
