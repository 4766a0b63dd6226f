/// Reads XLIFF 1.2 — as Xcode exports it and as translators' tools send it back — into an
/// `XLIFFDocument`, on lstrings' own `XMLReader` (which never traps, whatever the bytes).
///
/// What it accepts beyond Xcode's own bytes, because translators' tools write it: elements and
/// attributes XLIFF or a tool defines that the model has no place for (`<alt-trans>`, `<context>`,
/// `<group>`, `approved="yes"`) are skipped, inline markup inside a text (`<g>`, `<ph>`, `<x/>`,
/// `<mrk>` other than a phrase set's) is read as its text, as Xcode flattens it; several notes are
/// kept in order; elements under a namespace prefix (`<ns0:trans-unit>`, which Python's ElementTree
/// writes and Xcode silently skips) are read by their local name.
///
/// One pass over the events, no per-byte work of its own: the reader's strings are the document's.
public enum XLIFFReader {
  /// Reads `bytes`; `path` is what the diagnostics name.
  public static func read(_ bytes: [UInt8], path: String) -> XLIFFParseResult {
    var builder = XLIFFDocumentBuilder(path: path)
    builder.expectedUnits = XLIFFUnitCount.startTags(in: bytes)
    let problem = XMLReader.read(bytes) { builder.handle($0) }
    var diagnostics = builder.diagnostics
    if let problem {
      diagnostics.append(
        StringsDiagnostic(
          .parseError, message: "the XLIFF is not well-formed XML: \(problem.message); nothing after this point is read",
          location: StringsSourceLocation(file: path, line: problem.line, column: problem.column)))
    } else if !builder.sawRoot {
      diagnostics.append(StringsDiagnostic(.parseError, message: "the file holds no XML element", file: path))
    }
    return XLIFFParseResult(path: path, document: builder.finish(), diagnostics: diagnostics.sorted())
  }

  /// Reads the file at `path`. Throws only when it cannot be read.
  public static func read(file path: String) throws -> XLIFFParseResult {
    read(try FileReader.read(path), path: path)
  }
}

/// The state of one read: the open elements that matter, and the file and unit being built.
struct XLIFFDocumentBuilder {
  let path: String
  private(set) var diagnostics: [StringsDiagnostic] = []
  private(set) var sawRoot = false
  private var files: [XLIFFFile] = []
  /// Local names of the open elements.
  private var open: [Substring] = []

  private var file: XLIFFFile?
  /// About how many `<trans-unit>`s the document has (`XLIFFUnitCount`): a file's unit array is
  /// made that large once instead of doubling as it grows (which held the old and the new array
  /// at once: a third more memory at the peak on a 100 MB XLIFF).
  var expectedUnits = 0
  private var unitsSoFar = 0

  private var unit: XLIFFUnit?
  private var unitHasID = false
  /// The text element being read: `source`, `target` or `note`, at this depth of `open`.
  private var text: (kind: TextKind, depth: Int)?
  private var plain = ""
  private var phrases: [String] = []
  /// Depth of an open `<mrk mtype="x-set">`, if inside one.
  private var phraseDepth: Int?
  private var targetAttributes: XLIFFTarget?
  private var noteFrom: String?

  enum TextKind { case source, target, note }

  init(path: String) {
    self.path = path
  }

  /// An element's name without its namespace prefix (`ns0:trans-unit` → `trans-unit`).
  private static func localName(_ name: String) -> Substring {
    guard let colon = name.utf8.firstIndex(of: UInt8(ascii: ":")) else { return Substring(name) }
    return name[name.index(after: colon)...]
  }

  /// An attribute by local name (`xml:lang` is asked for whole; `ns0:state` answers `state`).
  private static func attribute(_ name: String, in attributes: XMLAttributes) -> String? {
    if let value = attributes[name] { return value }
    for pair in attributes.pairs where localName(pair.name) == name && pair.name.utf8.contains(UInt8(ascii: ":")) {
      return pair.value
    }
    return nil
  }

  private func location(_ tag: XMLStartTag) -> XLIFFLocation { XLIFFLocation(line: tag.line, column: tag.column) }

  private func sourceLocation(_ location: XLIFFLocation) -> StringsSourceLocation {
    StringsSourceLocation(file: path, line: location.line, column: location.column)
  }

  private mutating func report(_ message: String, at location: XLIFFLocation, notes: [StringsDiagnostic.Note] = []) {
    diagnostics.append(
      StringsDiagnostic(.invalidXLIFF, message: message, location: sourceLocation(location), notes: notes))
  }

  mutating func handle(_ event: XMLEvent) {
    switch event {
    case .start(let tag): start(tag)
    case .end: end()
    case .text(let string): characters(string)
    }
  }

  private mutating func start(_ tag: XMLStartTag) {
    let name = Self.localName(tag.name)
    defer { open.append(name) }
    if open.isEmpty {
      sawRoot = true
      if name != "xliff" {
        report("the root element is <\(tag.name)>, not <xliff>: this is not an XLIFF file", at: location(tag))
      }
      return
    }
    if let text {
      // Inline markup inside a text: a phrase set's `<mrk>`, or markup read as its text.
      if text.kind != .note, name == "mrk", Self.attribute("mtype", in: tag.attributes) == "x-set", phraseDepth == nil {
        phraseDepth = open.count
        phrases.append("")
      }
      return
    }
    switch name {
    case "file" where file == nil && unit == nil:
      startFile(tag)
    case "tool" where file != nil && unit == nil && open.last == "header":
      let attributes = tag.attributes
      file?.tool = XLIFFTool(
        id: Self.attribute("tool-id", in: attributes) ?? "", name: Self.attribute("tool-name", in: attributes) ?? "",
        version: Self.attribute("tool-version", in: attributes), buildNumber: Self.attribute("build-num", in: attributes))
    case "trans-unit" where file != nil && unit == nil:
      let id = Self.attribute("id", in: tag.attributes)
      unitHasID = id != nil
      unit = XLIFFUnit(
        id: id ?? "", translate: Self.attribute("translate", in: tag.attributes) != "no", source: .plain(""),
        location: location(tag))
      if id == nil {
        report(
          "a <trans-unit> without an id: nothing says which string it translates (Xcode stops the whole import with \"XLIFF id attribute missing\"); it is skipped",
          at: location(tag))
      }
    case "source" where unit != nil && open.last == "trans-unit":
      beginText(.source)
    case "target" where unit != nil && open.last == "trans-unit":
      let state = Self.attribute("state", in: tag.attributes).map(XLIFFState.init(attributeValue:))
      targetAttributes = XLIFFTarget(
        text: .plain(""), state: state, stateQualifier: Self.attribute("state-qualifier", in: tag.attributes),
        location: location(tag))
      if let language = tag.attributes["xml:lang"], let target = file?.targetLanguage, language != target {
        report(
          "this <target> says it is in \(language), but its <file> translates into \(target): it is skipped",
          at: location(tag))
        unitHasID = false
      }
      beginText(.target)
    case "note" where unit != nil && open.last == "trans-unit":
      noteFrom = Self.attribute("from", in: tag.attributes)
      beginText(.note)
    default:
      break
    }
  }

  private mutating func startFile(_ tag: XMLStartTag) {
    let attributes = tag.attributes
    let names = attributes.names.map { Self.localName($0) }
    let datatypeIndex = names.firstIndex(of: "datatype")
    let sourceIndex = names.firstIndex(of: "source-language")
    let order: XLIFFAttributeOrder =
      if let datatypeIndex, let sourceIndex, datatypeIndex < sourceIndex { .datatypeFirst } else { .languagesFirst }
    let original = Self.attribute("original", in: attributes)
    let target = Self.attribute("target-language", in: attributes)
    if original == nil {
      report("a <file> without an original: nothing says which table its units belong to", at: location(tag))
    }
    if Self.attribute("source-language", in: attributes) == nil {
      report("a <file> without a source-language", at: location(tag))
    }
    if target == nil {
      report(
        "the <file> \"\(original ?? "")\" has no target-language: nothing says which language its targets are in (Xcode skips such a file silently on import)",
        at: location(tag))
    }
    file = XLIFFFile(
      original: original ?? "", sourceLanguage: Self.attribute("source-language", in: attributes) ?? "",
      targetLanguage: target, datatype: Self.attribute("datatype", in: attributes) ?? "", attributeOrder: order,
      location: location(tag))
    file?.units.reserveCapacity(max(0, expectedUnits - unitsSoFar))
  }

  private mutating func beginText(_ kind: TextKind) {
    text = (kind, open.count)
    plain = ""
    phrases = []
    phraseDepth = nil
  }

  private mutating func characters(_ string: String) {
    guard text != nil else { return }
    if phraseDepth != nil {
      phrases[phrases.count - 1] += string
    } else {
      plain += string
    }
  }

  private mutating func end() {
    guard let name = open.popLast() else { return }
    if let current = text {
      if phraseDepth == open.count { phraseDepth = nil }
      guard current.depth == open.count else { return }
      text = nil
      let value: XLIFFText = phrases.isEmpty ? .plain(plain) : .phraseSet(phrases)
      switch current.kind {
      case .source:
        unit?.source = value
      case .target:
        targetAttributes?.text = value
        unit?.target = targetAttributes
      case .note:
        unit?.notes.append(XLIFFNote(plain, from: noteFrom))
      }
      return
    }
    switch name {
    case "trans-unit" where unit != nil && open.count >= 1:
      finishUnit()
    case "file" where file != nil && unit == nil:
      finishFile()
    default:
      break
    }
  }

  private mutating func finishUnit() {
    guard let finished = unit else { return }
    unit = nil
    guard unitHasID else { return }
    unitsSoFar += 1
    file?.units.append(finished)
  }

  /// Ends the current `<file>`: ids used twice are reported, and their units left out.
  ///
  /// Found by sorting the units' positions by id, not with a set of every id read: that set was
  /// 16 MB more at the peak for a 100 MB XLIFF.
  private mutating func finishFile() {
    guard var finished = file else { return }
    file = nil
    let units = finished.units
    let order = units.indices.sorted { units[$0].id < units[$1].id || (units[$0].id == units[$1].id && $0 < $1) }
    var dropped: [Int] = []
    var index = 1
    while index < order.count {
      let first = order[index - 1]
      guard units[order[index]].id == units[first].id else {
        index += 1
        continue
      }
      dropped.append(first)
      while index < order.count, units[order[index]].id == units[first].id {
        let unit = units[order[index]]
        report(
          "the id \"\(unit.id)\" is used by another unit of this <file> too: which one is meant cannot be told, so neither is used",
          at: unit.location,
          notes: [StringsDiagnostic.Note(message: "the first unit with this id", location: sourceLocation(units[first].location))]
        )
        dropped.append(order[index])
        index += 1
      }
      index += 1
    }
    if !dropped.isEmpty {
      let drop = Set(dropped)
      finished.units = units.indices.filter { !drop.contains($0) }.map { units[$0] }
    } else if finished.units.capacity > finished.units.count + finished.units.count / 4 + 16 {
      // A file of a document with several: give back what was reserved for the files after it.
      finished.units = Array(finished.units)
    }
    files.append(finished)
  }

  /// The document read; a `<file>` the XML stopped inside is kept with the units read so far.
  mutating func finish() -> XLIFFDocument {
    finishFile()
    return XLIFFDocument(files: files)
  }
}
