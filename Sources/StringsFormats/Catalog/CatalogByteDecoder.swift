/// Builds a `StringCatalog` straight from a `.xcstrings` file's bytes, without the `JSONNode`
/// tree in between: the catalog's own objects (`strings`, each entry, `localizations`, each
/// localization, `stringUnit`, `variations` and their forms) are read member by member, their
/// field names compared as bytes, and a `String` made only for what the model keeps (keys,
/// language codes, values, comments, states).
///
/// Why: the tree cost more than the catalog it was read into. On bench/50-catalog.sh's 10 MB
/// catalog, reading the tree (a `String` per key and value, an array of members per object) and
/// decoding the model from it were 581 M instructions of lint's 2,930 M, and a 100 MB catalog
/// held the tree and the model at once.
///
/// Identical results by construction, not by imitation:
/// - whatever the catalog does not name, or names with a shape it does not expect (a number
///   where Xcode writes a string, a unit without a value), is read as a `JSONNode` by
///   `JSONByteReader` and handed to `CatalogDecoder`, the tree path's own code, at the same point
///   of the walk; an object whose reading went wrong half-way is read again from its start that
///   way, its problems so far dropped;
/// - a file with any JSON problem at all (a syntax error, a comment, a byte order mark, invalid
///   UTF-8, a number no double holds) is not decoded here: `decode` returns nil and the caller
///   reads it the tree way, with the JSON reader's recovery and messages.
struct CatalogByteDecoder {
  private var reader: JSONByteReader
  private var decoder = CatalogDecoder()

  /// Why the direct reading of an object stopped.
  private enum Stop: Error {
    /// Something the tree path must read (a syntax problem, an escaped field name, a unit
    /// without a value): the enclosing object is read again as a tree.
    case unusual
    /// The JSON reader reported a problem: the file is read the tree way from the start.
    case abandon
  }

  private init(bytes: UnsafeBufferPointer<UInt8>) {
    reader = JSONByteReader(bytes: bytes)
  }

  /// The catalog and the shape problems `CatalogDecoder` would report, or nil when the file must
  /// be read the tree way (see the type's comment).
  static func decode(_ bytes: [UInt8]) -> (catalog: StringCatalog, problems: [CatalogDecoder.Problem])? {
    bytes.withUnsafeBufferPointer { buffer in
      var decoder = CatalogByteDecoder(bytes: buffer)
      guard let catalog = try? decoder.document(), decoder.reader.problems.isEmpty else { return nil }
      return (catalog, decoder.decoder.problems)
    }
  }

  // MARK: - The catalog's objects

  private mutating func document() throws(Stop) -> StringCatalog {
    let bytes = reader.bytes
    // Byte order marks and UTF-16 are the JSON reader's to report.
    guard bytes.count >= 2, bytes[0] != 0, bytes[1] != 0, bytes[0] < 0x80 else { throw .abandon }
    reader.skipSpace()
    guard !reader.atEnd, reader.current == UInt8(ascii: "{") else { throw .abandon }
    let rootOffset = reader.position
    var catalog = StringCatalog(sourceLanguage: "")
    var hasSourceLanguage = false
    var hasStrings = false
    if try firstMember() {
      repeat {
        let keyOffset = reader.position
        let name = try fieldName()
        try colon()
        switch name {
        case _ where matches(name, "sourceLanguage"):
          catalog.sourceLanguage = try string()
          hasSourceLanguage = true
        case _ where matches(name, "version"):
          catalog.version = try string()
        case _ where matches(name, "strings"):
          guard reader.current == UInt8(ascii: "{") else { throw .abandon }
          hasStrings = true
          try entries(into: &catalog.entries)
        default:
          catalog.otherFields.append(JSONMember(key: text(name), value: try value(), keyOffset: keyOffset))
        }
      } while try nextMember()
    }
    reader.skipSpace()
    guard reader.atEnd else { throw .abandon }
    decoder.reportMissing(hasSourceLanguage: hasSourceLanguage, hasStrings: hasStrings, at: rootOffset)
    return catalog
  }

  /// The members of `strings` (the cursor on its `{`), appended as entries.
  private mutating func entries(into entries: inout [CatalogEntry]) throws(Stop) {
    guard try firstMember() else { return }
    repeat {
      let keyOffset = reader.position
      guard let key = reader.readString() else { throw .abandon }
      try colon()
      let offset = Self.memberOffset(keyOffset)
      if reader.current == UInt8(ascii: "{") {
        switch try attempt({ (self) throws(Stop) in try self.entry(key: key, keyOffset: offset) }) {
        case .direct(let entry): entries.append(entry)
        case .tree(let node): entries.append(decoder.entry(JSONMember(key: key, value: node, keyOffset: keyOffset)))
        }
      } else {
        entries.append(decoder.entry(JSONMember(key: key, value: try value(), keyOffset: keyOffset)))
      }
    } while try nextMember()
  }

  private mutating func entry(key: String, keyOffset: Int) throws(Stop) -> CatalogEntry {
    var entry = CatalogEntry(key: key, keyOffset: keyOffset)
    guard try firstMember() else { return entry }
    repeat {
      let nameOffset = reader.position
      let name = try fieldName()
      try colon()
      let opening = reader.current
      if opening == UInt8(ascii: "\""), matches(name, "comment") {
        entry.comment = try string()
      } else if opening == UInt8(ascii: "\""), matches(name, "extractionState") {
        entry.extractionState = ExtractionState(rawValue: try string())
      } else if opening == UInt8(ascii: "{"), matches(name, "localizations") {
        entry.localizations = try localizations()
      } else {
        decoder.apply(JSONMember(key: text(name), value: try value(), keyOffset: nameOffset), to: &entry)
      }
    } while try nextMember()
    return entry
  }

  /// The members of `localizations` (the cursor on its `{`).
  private mutating func localizations() throws(Stop) -> [LanguageLocalization] {
    var languages: [LanguageLocalization] = []
    guard try firstMember() else { return languages }
    repeat {
      let keyOffset = reader.position
      guard let language = reader.readString() else { throw .abandon }
      try colon()
      languages.append(
        LanguageLocalization(
          language: language, localization: try localization(), languageOffset: Self.memberOffset(keyOffset)))
    } while try nextMember()
    return languages
  }

  /// The localization at the cursor: an object read directly, anything else by `CatalogDecoder`.
  private mutating func localization() throws(Stop) -> CatalogLocalization {
    // A member's value offset is stored in 28 bits by the tree (`JSONMember`): the same here.
    let offset = Self.memberOffset(reader.position)
    guard reader.current == UInt8(ascii: "{") else { return decoder.localization(JSONNode(try value().value, offset: offset)) }
    switch try attempt({ (self) throws(Stop) in try self.localizationObject(offset: offset) }) {
    case .direct(let localization): return localization
    case .tree(let node): return decoder.localization(JSONNode(node.value, offset: offset))
    }
  }

  private mutating func localizationObject(offset: Int) throws(Stop) -> CatalogLocalization {
    var localization = CatalogLocalization(offset: offset)
    guard try firstMember() else { return localization }
    repeat {
      let nameOffset = reader.position
      let name = try fieldName()
      try colon()
      let isObject = reader.current == UInt8(ascii: "{")
      if isObject, matches(name, "stringUnit") {
        let valueOffset = Self.memberOffset(reader.position)
        switch try attempt({ (self) throws(Stop) in try self.stringUnit(offset: valueOffset) }) {
        case .direct(let unit): localization.stringUnit = unit
        case .tree(let node):
          decoder.apply(JSONMember(key: "stringUnit", value: node, keyOffset: nameOffset), to: &localization)
        }
      } else if isObject, matches(name, "variations") {
        localization.variations = try variations()
      } else {
        decoder.apply(JSONMember(key: text(name), value: try value(), keyOffset: nameOffset), to: &localization)
      }
    } while try nextMember()
    return localization
  }

  /// The string unit at the cursor (an object); `.unusual` when it has no value, so that the tree
  /// path reports it and keeps it as read.
  private mutating func stringUnit(offset: Int) throws(Stop) -> StringUnit {
    var unit = StringUnit(state: nil, value: "", valueOffset: offset)
    var hasValue = false
    if try firstMember() {
      repeat {
        let nameOffset = reader.position
        let name = try fieldName()
        try colon()
        let isString = reader.current == UInt8(ascii: "\"")
        if isString, matches(name, "value") {
          unit.valueOffset = Self.memberOffset(reader.position)
          unit.value = try string()
          hasValue = true
        } else if isString, matches(name, "state") {
          unit.state = UnitState(rawValue: try string())
        } else {
          let field = JSONMember(key: text(name), value: try value(), keyOffset: nameOffset)
          decoder.apply(field, to: &unit, hasValue: &hasValue)
        }
      } while try nextMember()
    }
    guard hasValue else { throw .unusual }
    return unit
  }

  /// The `variations` object at the cursor.
  private mutating func variations() throws(Stop) -> CatalogVariations {
    var variations = CatalogVariations()
    guard try firstMember() else { return variations }
    repeat {
      let nameOffset = reader.position
      let name = try fieldName()
      try colon()
      let kind: CatalogVariations.Kind? =
        matches(name, "plural") ? .plural : matches(name, "device") ? .device : nil
      if let kind, reader.current == UInt8(ascii: "{") {
        let forms = try forms()
        switch kind {
        case .plural: variations.plural = forms
        case .device: variations.device = forms
        }
      } else {
        decoder.apply(JSONMember(key: text(name), value: try value(), keyOffset: nameOffset), to: &variations)
      }
    } while try nextMember()
    return variations
  }

  /// The forms of a `plural` or `device` object at the cursor.
  private mutating func forms() throws(Stop) -> [CatalogVariations.Form] {
    var forms: [CatalogVariations.Form] = []
    guard try firstMember() else { return forms }
    repeat {
      let nameOffset = reader.position
      guard let name = reader.readString() else { throw .abandon }
      try colon()
      forms.append(
        CatalogVariations.Form(name: name, localization: try localization(), nameOffset: Self.memberOffset(nameOffset)))
    } while try nextMember()
    return forms
  }

  // MARK: - Reading again as a tree

  private enum Attempt<Value> {
    case direct(Value)
    /// The value read again as a tree, from its start.
    case tree(JSONNode)
  }

  /// Reads the object at the cursor with `direct`; when that stops as `.unusual`, reads it again
  /// from its start as a `JSONNode`, the problems reported meanwhile dropped.
  private mutating func attempt<Value>(
    _ direct: (inout CatalogByteDecoder) throws(Stop) -> Value
  ) throws(Stop) -> Attempt<Value> {
    let start = reader.position
    let depth = reader.depth
    let problems = decoder.problems.count
    do {
      return .direct(try direct(&self))
    } catch .unusual {
      reader.position = start
      reader.depth = depth
      decoder.problems.removeSubrange(problems...)
      return .tree(try value())
    } catch {
      throw .abandon
    }
  }

  /// Any value at the cursor, as a tree.
  private mutating func value() throws(Stop) -> JSONNode {
    guard let node = reader.readValue(), reader.problems.isEmpty else { throw .abandon }
    return node
  }

  // MARK: - Objects member by member

  /// Enters the object at the cursor (its `{`): true with the cursor on the first member's key,
  /// false when the object is empty (and read).
  private mutating func firstMember() throws(Stop) -> Bool {
    guard reader.depth < JSONReader.maximumDepth else { throw .unusual }
    reader.depth += 1
    reader.position += 1
    reader.skipSpace()
    guard !reader.atEnd else { throw .unusual }
    if reader.current == UInt8(ascii: "}") {
      reader.position += 1
      reader.depth -= 1
      return false
    }
    guard reader.current == UInt8(ascii: "\"") else { throw .unusual }
    return true
  }

  /// After a member's value: true with the cursor on the next member's key, false when the
  /// object closed (and is read).
  private mutating func nextMember() throws(Stop) -> Bool {
    reader.skipSpace()
    guard !reader.atEnd else { throw .unusual }
    switch reader.current {
    case UInt8(ascii: ","):
      reader.position += 1
      reader.skipSpace()
      guard !reader.atEnd, reader.current == UInt8(ascii: "\"") else { throw .unusual }
      return true
    case UInt8(ascii: "}"):
      reader.position += 1
      reader.depth -= 1
      return false
    default:
      throw .unusual
    }
  }

  /// The `:` after a key, and the space around it; the cursor ends on the value's first byte.
  private mutating func colon() throws(Stop) {
    reader.skipSpace()
    guard !reader.atEnd, reader.current == UInt8(ascii: ":") else { throw .unusual }
    reader.position += 1
    reader.skipSpace()
    guard !reader.atEnd else { throw .unusual }
  }

  /// The bytes of the field name at the cursor (its opening quote), quotes excluded: printable
  /// ASCII without escapes, as every name the catalog knows is; anything else is read as a tree.
  private mutating func fieldName() throws(Stop) -> Range<Int> {
    let bytes = reader.bytes
    let start = reader.position + 1
    var index = start
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") {
        reader.position = index + 1
        return start..<index
      }
      guard byte >= 0x20, byte < 0x7F, byte != UInt8(ascii: "\\") else { throw .unusual }
      index += 1
    }
    throw .unusual
  }

  /// Whether the field name `name` is `expected`.
  private func matches(_ name: Range<Int>, _ expected: StaticString) -> Bool {
    guard name.count == expected.utf8CodeUnitCount else { return false }
    let bytes = reader.bytes
    let pointer = expected.utf8Start
    for i in 0..<name.count where bytes[name.lowerBound + i] != pointer[i] { return false }
    return true
  }

  /// A field name as the tree keeps it.
  private func text(_ name: Range<Int>) -> String {
    String(decoding: UnsafeBufferPointer(rebasing: reader.bytes[name]), as: UTF8.self)
  }

  /// The string at the cursor (its opening quote).
  private mutating func string() throws(Stop) -> String {
    guard reader.current == UInt8(ascii: "\"") else { throw .abandon }
    guard let text = reader.readString() else { throw .abandon }
    return text
  }

  /// An offset as a `JSONMember` stores it (28 bits; see there).
  private static func memberOffset(_ offset: Int) -> Int {
    min(offset, JSONMember.maximumOffset)
  }
}
