import Foundation

/// Reads a Core Data model bundle (`.xcdatamodeld`, or a lone `.xcdatamodel`) into the entities
/// Xcode generates classes for.
///
/// A versioned bundle holds one `.xcdatamodel` folder per version; the one Xcode compiles (and
/// generates code from) is named by the bundle's `.xccurrentversion` property list
/// (`_XCCurrentVersionName`), and each version's model is the XML file `contents`. Never throws
/// and never stops on odd input: what cannot be read is a located warning, and whatever could be
/// read is kept.
enum CoreDataModelReader {
  /// A model and what went wrong reading it.
  struct Reading: Sendable {
    var model: CoreDataModel?
    var diagnostics: [StringsDiagnostic]
  }

  /// The extensions of the folders a walk reports as models (and does not walk into).
  static let bundleExtensions: Set<String> = ["xcdatamodeld", "xcdatamodel"]

  /// Reads the model bundle at `path`.
  static func read(path: String) -> Reading {
    let version: String
    switch currentVersion(of: path) {
    case .found(let found): version = found
    case .unknown(let problem): return Reading(model: nil, diagnostics: [problem])
    }
    let contents = version + "/contents"
    guard let bytes = try? FileReader.read(contents) else {
      return Reading(model: nil, diagnostics: [warning(contents, "cannot read the file", line: 1, column: 1)])
    }
    return parse(bytes, path: contents)
  }

  /// Reads a model's `contents` held in memory; `path` is only used in diagnostics.
  static func parse(_ bytes: [UInt8], path: String) -> Reading {
    var collector = CoreDataModelCollector()
    let xmlError = XMLReader.read(bytes) { event in
      if case .start(let tag) = event { collector.start(tag) }
    }
    if let error = xmlError {
      return Reading(
        model: nil, diagnostics: [warning(path, "not well-formed XML: \(error.message)", line: error.line, column: error.column)])
    }
    guard collector.sawModel else {
      return Reading(model: nil, diagnostics: [warning(path, "not a Core Data model (no <model> element)", line: 1, column: 1)])
    }
    return Reading(model: collector.model(), diagnostics: [])
  }

  /// Which version of a bundle Xcode compiles.
  enum Version: Sendable {
    /// The version's `.xcdatamodel` folder.
    case found(String)
    /// None can be told: why.
    case unknown(StringsDiagnostic)
  }

  /// The folder of the version Xcode compiles: the `.xcdatamodel` itself, the one
  /// `.xccurrentversion` names, or a bundle's only version.
  static func currentVersion(of path: String) -> Version {
    let bundle = path.hasSuffix("/") ? String(path.dropLast()) : path
    if bundle.hasSuffix(".xcdatamodel") { return .found(bundle) }
    if let plist = try? FileReader.read(bundle + "/.xccurrentversion"),
      case .dictionary(let entries)? = PropertyListReader.read(plist),
      let name = entries.last(where: { $0.key.string == "_XCCurrentVersionName" })?.value.text?.string
    {
      return .found(bundle + "/" + name)
    }
    let versions = ((try? FileManager.default.contentsOfDirectory(atPath: bundle)) ?? []).filter {
      $0.hasSuffix(".xcdatamodel")
    }
    if versions.count == 1, let only = versions.first { return .found(bundle + "/" + only) }
    let problem =
      versions.isEmpty
      ? "a Core Data model bundle without a version (.xcdatamodel)"
      : "a Core Data model bundle with \(versions.count) versions and no readable .xccurrentversion naming the current one"
    return .unknown(warning(bundle, problem + "; its generated properties are not known", line: 1, column: 1))
  }

  static func warning(_ path: String, _ message: String, line: Int, column: Int) -> StringsDiagnostic {
    StringsDiagnostic(
      severity: .warning, ruleID: DiagnosticKind.unreadableFile.id, message: message,
      location: StringsSourceLocation(file: path, line: line, column: column))
  }
}

/// What `CoreDataModelReader` does with each start tag: collects entities, their attributes and relationships; relationship
/// types are resolved at the end, when every entity's class name is known.
struct CoreDataModelCollector {
  private struct Relationship {
    var name: String
    var destination: String?
    var isToMany: Bool
    var isOrdered: Bool
  }

  private var entities: [CoreDataModel.Entity] = []
  private var relationships: [[Relationship]] = []
  private(set) var sawModel = false

  mutating func start(_ tag: XMLStartTag) {
    let attributes = tag.attributes
    switch tag.name {
    case "model":
      sawModel = true
    case "entity":
      let name = attributes["name"] ?? ""
      let represented = attributes["representedClassName"].flatMap { $0.split(separator: ".").last.map(String.init) }
      let generation = attributes["codeGenerationType"]
      entities.append(
        CoreDataModel.Entity(
          name: name, className: represented ?? name, parentEntity: attributes["parentEntity"],
          generatesCode: generation == "class" || generation == "category", properties: []))
      relationships.append([])
    case "attribute":
      guard !entities.isEmpty, let name = attributes["name"],
        let type = attributes["attributeType"].flatMap(CoreDataAttributeType.init(rawValue:))
      else { return }  // `Undefined` (transient) and `Composite` have no type to give
      let swiftType = type.swiftType(
        isScalar: attributes["usesScalarValueType"] == "YES", customClassName: attributes["customClassName"])
      entities[entities.count - 1].properties.append(CoreDataModel.Property(name: name, type: swiftType))
    case "relationship":
      guard !relationships.isEmpty, let name = attributes["name"] else { return }
      relationships[relationships.count - 1].append(
        Relationship(
          name: name, destination: attributes["destinationEntity"], isToMany: attributes["toMany"] == "YES",
          isOrdered: attributes["ordered"] == "YES"))
    default:
      break
    }
  }

  /// The entities read, relationships typed as Xcode types them: `Destination?` to one,
  /// `NSSet?` (`NSOrderedSet?` when ordered) to many.
  func model() -> CoreDataModel {
    let classes = Dictionary(entities.map { ($0.name, $0.className) }, uniquingKeysWith: { first, _ in first })
    var typed = entities
    for (index, list) in relationships.enumerated() {
      for relationship in list {
        let spelling: String
        if relationship.isToMany {
          spelling = relationship.isOrdered ? "NSOrderedSet?" : "NSSet?"
        } else {
          guard let destination = relationship.destination.flatMap({ classes[$0] }) else { continue }
          spelling = destination + "?"
        }
        typed[index].properties.append(CoreDataModel.Property(name: relationship.name, type: SwiftType(spelling: spelling)))
      }
    }
    return CoreDataModel(entities: typed)
  }
}
