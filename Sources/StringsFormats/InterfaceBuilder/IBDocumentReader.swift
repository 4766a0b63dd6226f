import Foundation

/// Reads a storyboard or xib with `XMLReader` and collects the texts ibtool would export.
///
/// Never throws and never stops on odd input: a file that is not XML, a compiled nib, a document
/// of an unknown type or an object without an ID gives a located diagnostic, and whatever could
/// be read is kept.
package enum IBDocumentReader {
  /// Reads the file at `path`.
  package static func read(path: String) -> IBDocument {
    guard let data = FileManager.default.contents(atPath: path) else {
      return failed(path, "cannot read the file", line: 1, column: 1)
    }
    return read(Array(data), path: path)
  }

  /// Reads a document held in memory; `path` is only used in diagnostics and the table name.
  static func read(_ bytes: [UInt8], path: String) -> IBDocument {
    if bytes.starts(with: Array("bplist".utf8)) || bytes.starts(with: Array("NIBArchive".utf8)) {
      return failed(
        path, "a compiled nib, not an Interface Builder document: localize the .xib or .storyboard it was built from", line: 1,
        column: 1)
    }
    let collector = IBTextCollector(path: path)
    let xmlError = XMLReader.read(bytes) { event in
      switch event {
      case .start(let tag): collector.start(tag)
      case .end(let element, _): collector.end(element)
      case .text(let text): collector.characters(text)
      }
    }
    var diagnostics = collector.diagnostics
    if let error = xmlError {
      diagnostics.append(problem(path, "not well-formed XML: \(error.message)", line: error.line, column: error.column))
    } else if !collector.sawDocument {
      diagnostics.append(problem(path, "not an Interface Builder document (no <document> element)", line: 1, column: 1))
    }
    let entries = collector.entries.sorted(by: IBStringsOrder.precedes)
    return IBDocument(path: path, platform: collector.platform, entries: entries, diagnostics: diagnostics)
  }

  static func problem(
    _ path: String, _ message: String, line: Int, column: Int, kind: DiagnosticKind = .ibUnreadable
  ) -> StringsDiagnostic {
    StringsDiagnostic(kind, message: message, location: StringsSourceLocation(file: path, line: line, column: column))
  }

  private static func failed(_ path: String, _ message: String, line: Int, column: Int) -> IBDocument {
    IBDocument(path: path, platform: nil, entries: [], diagnostics: [problem(path, message, line: line, column: column)])
  }
}

/// What `IBDocumentReader` does with each XML event: keeps a stack of open elements and of open objects (elements with an
/// `id`), credits every text to the object that owns it, and emits an object's entries when it
/// closes (its Comment for Localizer may come after its texts).
final class IBTextCollector {
  let path: String
  private(set) var platform: IBPlatform?
  private(set) var sawDocument = false
  private(set) var entries: [IBStringsEntry] = []
  private(set) var diagnostics: [StringsDiagnostic] = []

  /// An element with an `id` whose texts are being collected.
  private struct OpenObject {
    var id: String?
    var element: String
    var className: String
    var line: Int
    var column: Int
    var kind: IBLocalizableProperties.ObjectKind?
    /// Key suffix → text, in the order found; a later text for the same property replaces it.
    var texts: [(property: String, value: String)] = []
    var note: String?
    var segmentCount = 0
    var scopeTitleCount = 0
    var objectValueCount = 0

    mutating func set(_ property: String, _ value: String) {
      if let index = texts.firstIndex(where: { $0.property == property }) {
        texts[index].value = value
      } else {
        texts.append((property, value))
      }
    }
  }

  /// What the characters inside the current element are.
  private enum Capture {
    case property(String)
    case scopeTitle
    case objectValue
    case note
  }

  /// One open element: its name, whether it opened an object, and what it says about the text
  /// of its children.
  private struct Frame {
    var element: String
    var opensObject: Bool
    /// `<state key="normal">`: the state whose `<string key="title">` child is a title.
    var state: String?
    var capture: Capture?
    var inUserComments = false
    var inBindingOptions = false
    var inScopeButtonTitles = false
    var inObjectValues = false
    /// `<string base64-UTF8="YES">`: IB's form for a text that XML would not keep as it is
    /// (whitespace only, control characters); its characters are the Base64 of the UTF-8.
    var isBase64 = false
  }

  private var frames: [Frame] = []
  private var objects: [OpenObject] = []
  private var captured = ""
  private var reportedUnknownType = false

  init(path: String) {
    self.path = path
  }

  func start(_ tag: XMLStartTag) {
    let element = tag.name
    let attributes = tag.attributes
    let parent = frames.last
    var frame = Frame(element: element, opensObject: false)
    frame.inUserComments = parent?.inUserComments ?? false
    frame.inBindingOptions = false
    if frames.isEmpty {
      startDocument(element, attributes, tag)
      frames.append(frame)
      return
    }
    guard let platform else {
      frames.append(frame)
      return
    }
    switch element {
    case "attributedString" where attributes["key"] == "userComments":
      frame.inUserComments = true
    case "fragment" where frame.inUserComments:
      if let content = attributes["content"] { appendNote(content) }
    case "string":
      frame.capture = stringCapture(attributes["key"], parent: parent)
      frame.isBase64 = attributes["base64-UTF8"] == "YES"
      captured = ""
    case "dictionary" where attributes["key"] == "options" && parent?.element == "binding":
      frame.inBindingOptions = true
    case "scopeButtonTitles":
      frame.inScopeButtonTitles = true
    case "objectValues" where parent?.element == "comboBoxCell":
      frame.inObjectValues = true
    default:
      break
    }
    if let child = IBLocalizableProperties.childText(element, on: platform), !objects.isEmpty {
      credit(child, attributes, frame: &frame)
    } else if let id = attributes["id"], !isStructural(element) {
      // A binding with an id is an object of its own: ibtool keys its placeholders on it.
      openObject(element, id: id, attributes, platform: platform, tag: tag)
      frame.opensObject = true
    } else if attributes["id"] == nil, IBLocalizableProperties.kind(of: element, on: platform) != nil,
      attributes.pairs.contains(where: { isText($0.name, of: element, on: platform) })
    {
      // An object with texts but no ID cannot be localized: ibtool has no key for it.
      openObject(element, id: nil, attributes, platform: platform, tag: tag)
      frame.opensObject = true
    }
    frames.append(frame)
  }

  func characters(_ string: String) {
    if frames.last?.capture != nil { captured += string }
  }

  func end(_ element: String) {
    guard let frame = frames.popLast() else { return }
    if let capture = frame.capture {
      if frame.isBase64 { captured = Self.decodeBase64(captured) }
      switch capture {
      case .property(let property): objects.indices.last.map { objects[$0].set(property, captured) }
      case .scopeTitle:
        if let last = objects.indices.last {
          objects[last].set(IBLocalizableProperties.scopeButtonTitles + "[\(objects[last].scopeTitleCount)]", captured)
          objects[last].scopeTitleCount += 1
        }
      case .objectValue:
        if let last = objects.indices.last {
          objects[last].set(IBLocalizableProperties.objectValues + "[\(objects[last].objectValueCount)]", captured)
          objects[last].objectValueCount += 1
        }
      case .note: appendNote(captured)
      }
      captured = ""
    }
    if frame.opensObject, let object = objects.popLast() { close(object) }
  }

  /// The text of a `base64-UTF8` string (IB breaks the Base64 over lines); the characters as
  /// they are when they are not valid Base64 of UTF-8, so that nothing is lost.
  static func decodeBase64(_ text: String) -> String {
    var compact = text.filter { !$0.isWhitespace }
    // IB leaves out the padding (`IA` for a space), which Foundation requires.
    compact += String(repeating: "=", count: (4 - compact.count % 4) % 4)
    guard let data = Data(base64Encoded: compact), let decoded = String(data: data, encoding: .utf8) else { return text }
    return decoded
  }

  // MARK: - Document

  private func startDocument(_ element: String, _ attributes: XMLAttributes, _ tag: XMLStartTag) {
    guard element == "document" else {
      let message =
        element == "archive"
        ? "an Interface Builder 3 archive (xib from before Xcode 5): open and save it in a current Xcode first"
        : "not an Interface Builder document: the root element is <\(element)>, not <document>"
      diagnostics.append(IBDocumentReader.problem(path, message, line: tag.line, column: tag.column))
      sawDocument = true
      return
    }
    sawDocument = true
    let type = attributes["type"] ?? ""
    platform = IBPlatform(documentType: type)
    if platform == nil {
      diagnostics.append(
        IBDocumentReader.problem(
          path, "unknown Interface Builder document type '\(type)'", line: tag.line, column: tag.column)
      )
    }
  }

  // MARK: - Objects

  /// Elements with an `id` that are not objects of their own: their texts belong elsewhere or
  /// they have none.
  private func isStructural(_ element: String) -> Bool {
    switch element {
    case "constraint", "outlet", "action", "segue", "outletCollection", "connections", "placeholder", "scene", "exit":
      return true
    default:
      return false
    }
  }

  private func isText(_ attribute: String, of element: String, on platform: IBPlatform) -> Bool {
    IBLocalizableProperties.kind(of: element, on: platform)?.attributes.contains { $0.attribute == attribute } ?? false
  }

  private func openObject(_ element: String, id: String?, _ attributes: XMLAttributes, platform: IBPlatform, tag: XMLStartTag) {
    let kind = element == "binding" ? nil : IBLocalizableProperties.kind(of: element, on: platform)
    let className =
      element == "binding"
      ? IBLocalizableProperties.bindingConnectionClass : IBLocalizableProperties.className(of: element, on: platform)
    var object = OpenObject(
      id: id, element: element, className: className,
      line: tag.line, column: tag.column, kind: kind)
    for (attribute, property) in kind?.attributes ?? [] {
      if let value = attributes[attribute] { object.set(property, value) }
    }
    if platform == .appKit, element != "binding", let toolTip = attributes["toolTip"],
      !(kind?.attributes.contains { $0.attribute == "toolTip" } ?? false)
    {
      object.set(IBLocalizableProperties.shadowedToolTip, toolTip)
    }
    objects.append(object)
  }

  private func credit(_ child: IBLocalizableProperties.ChildText, _ attributes: XMLAttributes, frame: inout Frame) {
    guard let last = objects.indices.last else { return }
    switch child {
    case .stateTitle:
      guard let state = attributes["key"] else { return }
      frame.state = state
      if let title = attributes["title"] { objects[last].set(state + "Title", title) }
    case .segment(let attribute, let arrayProperty, let toolTips):
      let index = objects[last].segmentCount
      objects[last].segmentCount += 1
      if let text = attributes[attribute] { objects[last].set(arrayProperty + "[\(index)]", text) }
      if let toolTips, let text = attributes["toolTip"] { objects[last].set(toolTips + "[\(index)]", text) }
    case .headerCell:
      if let title = attributes["title"] { objects[last].set("headerCell.title", title) }
    case .accessibility(let texts):
      for (attribute, property) in texts {
        if let text = attributes[attribute] { objects[last].set(property, text) }
      }
    }
  }

  /// What a `<string key="…">` element's characters are, given where it is.
  private func stringCapture(_ key: String?, parent: Frame?) -> Capture? {
    guard let parent, let object = objects.last else { return nil }
    if parent.inScopeButtonTitles { return .scopeTitle }
    if parent.inObjectValues { return .objectValue }
    guard let key else { return nil }
    if parent.inUserComments, key == "content" { return .note }
    if parent.inBindingOptions { return IBLocalizableProperties.bindingPlaceholders[key].map { .property($0) } }
    if let state = parent.state, key == "title" { return .property(state + "Title") }
    guard parent.opensObject else { return nil }
    if let property = object.kind?.attributes.first(where: { $0.attribute == key })?.property { return .property(property) }
    if key == "toolTip", platform == .appKit { return .property(IBLocalizableProperties.shadowedToolTip) }
    return nil
  }

  private func appendNote(_ text: String) {
    guard let last = objects.indices.last else { return }
    objects[last].note = (objects[last].note ?? "") + text
  }

  private func close(_ object: OpenObject) {
    if object.element == "popUpButtonCell" { return }
    let texts = object.texts.filter { !$0.value.isEmpty }
    guard !texts.isEmpty else { return }
    guard let id = object.id else {
      diagnostics.append(
        IBDocumentReader.problem(
          path, "<\(object.element)> has localizable text but no id: ibtool cannot export it", line: object.line,
          column: object.column,
          kind: .ibMissingObjectID))
      return
    }
    for (property, value) in texts {
      entries.append(
        IBStringsEntry(
          objectID: id, property: property, className: object.className, value: value, note: object.note, line: object.line))
    }
  }
}
