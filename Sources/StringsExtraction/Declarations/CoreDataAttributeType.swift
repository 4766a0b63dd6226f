/// The attribute types of a Core Data model (`attributeType="Integer 16"` in a `.xcdatamodel`'s
/// `contents`), and the Swift type Xcode's code generation gives each property.
///
/// The mapping is Xcode's (Apple's "Generating Code" and `NSAttributeType` pages): a number or
/// Boolean is a Swift scalar when the model says `usesScalarValueType="YES"` (the model editor's
/// default for new attributes) and an `NSNumber?` otherwise; every object type is optional
/// whatever the model's "Optional" box says (`String?` for a required string), because a managed
/// object exists before its values are set. The specifier of `Text("Phase \(idx + 1)")` hangs on
/// it: `Int16` writes `%d`, `NSNumber` `%@`.
enum CoreDataAttributeType: String, Sendable, CaseIterable {
  case integer16 = "Integer 16"
  case integer32 = "Integer 32"
  case integer64 = "Integer 64"
  case decimal = "Decimal"
  case double = "Double"
  case float = "Float"
  case string = "String"
  case boolean = "Boolean"
  case date = "Date"
  case binary = "Binary"
  case uuid = "UUID"
  case uri = "URI"
  case transformable = "Transformable"
  case objectID = "ObjectID"

  /// The type of the generated property; `customClassName` is a transformable's declared class
  /// (`[Double]`), which Xcode writes as the property's type.
  func swiftType(isScalar: Bool, customClassName: String?) -> SwiftType {
    switch self {
    case .integer16: scalar("Int16", isScalar)
    case .integer32: scalar("Int32", isScalar)
    case .integer64: scalar("Int64", isScalar)
    case .double: scalar("Double", isScalar)
    case .float: scalar("Float", isScalar)
    case .boolean: scalar("Bool", isScalar)
    case .decimal: SwiftType(spelling: "NSDecimalNumber?")
    case .string: SwiftType(spelling: "String?")
    case .date: SwiftType(spelling: "Date?")
    case .binary: SwiftType(spelling: "Data?")
    case .uuid: SwiftType(spelling: "UUID?")
    case .uri: SwiftType(spelling: "URL?")
    case .objectID: SwiftType(spelling: "NSManagedObjectID?")
    case .transformable: SwiftType(spelling: (customClassName ?? "NSObject") + "?")
    }
  }

  private func scalar(_ name: String, _ isScalar: Bool) -> SwiftType {
    SwiftType(spelling: isScalar ? name : "NSNumber?")
  }
}
