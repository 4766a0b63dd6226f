/// The entities of a Core Data model, as far as Xcode's code generation turns them into Swift.
///
/// An entity with `codeGenerationType="class"` or `"category"` gets a class (or an extension)
/// that Xcode writes into DerivedData at build time: no file of the project declares its
/// properties, yet the compiler types `session.phaseCount` from them (`Integer 16` → `Int16`,
/// so `Text("Phase \(idx + 1)")` is the key `Phase %d`). The model gives those declarations to
/// the project's index, under the class's name, so the typer sees what the compiler sees.
struct CoreDataModel: Sendable, Equatable {
  struct Entity: Sendable, Equatable {
    /// The entity's name in the model (`parentEntity` and relationships name it).
    var name: String
    /// The generated class: `representedClassName` without a module prefix, else the name.
    var className: String
    var parentEntity: String?
    /// Whether Xcode generates the properties (`class` or `category`); with `manual/none` the
    /// project's own Swift files declare them, and the index reads those.
    var generatesCode: Bool
    var properties: [Property]
  }

  /// One generated `@NSManaged` property.
  struct Property: Sendable, Equatable {
    var name: String
    var type: SwiftType
  }

  var entities: [Entity]

  /// The declarations Xcode's generated code makes: each generated entity's properties, and its
  /// ancestors' (a subclass has them; the index does not follow inheritance), under its class
  /// name, with the initialiser `init(context:)`.
  var declarations: [Declaration] {
    let byName = Dictionary(entities.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    var declarations: [Declaration] = []
    for entity in entities where entity.generatesCode {
      declarations.append(
        Declaration(
          kind: .initializer, name: entity.className, owner: nil,
          parameters: [Parameter(label: "context", name: "context", type: SwiftType(spelling: "NSManagedObjectContext"))],
          type: SwiftType(spelling: entity.className)))
      var seen: Set<String> = []
      var current: Entity? = entity
      // Up the parents, each once (a cycle in a hand-edited model ends).
      while let ancestor = current, seen.insert(ancestor.name).inserted {
        for property in ancestor.properties {
          declarations.append(
            Declaration(kind: .property, name: property.name, owner: entity.className, parameters: nil, type: property.type))
        }
        current = ancestor.parentEntity.flatMap { byName[$0] }
      }
    }
    return declarations
  }
}
