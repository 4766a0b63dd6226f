import Foundation
import StringsExtraction
import StringsFormats
import StringsKit

/// Compares a `JSONNode` with what Foundation's `JSONSerialization` read from the same bytes: the
/// same keys (a duplicate key's last value, as Foundation keeps), the same strings, numbers of the
/// same value. Returns the path of the first difference, or nil.
enum JSONFoundationComparison {
  static func firstDifference(_ node: JSONNode, _ object: Any, path: String = "$") -> String? {
    switch node.value {
    case .object(let members):
      guard let dictionary = object as? [String: Any] else { return "\(path): Foundation has no object" }
      var last: [String: JSONNode] = [:]
      for member in members { last[member.key] = member.value }
      guard Set(last.keys) == Set(dictionary.keys) else { return "\(path): keys differ" }
      for (key, value) in last {
        guard let other = dictionary[key] else { return "\(path).\(key): missing" }
        if let difference = firstDifference(value, other, path: "\(path).\(key)") { return difference }
      }
      return nil
    case .array(let elements):
      guard let array = object as? [Any], array.count == elements.count else { return "\(path): arrays differ" }
      for (index, element) in elements.enumerated() {
        if let difference = firstDifference(element, array[index], path: "\(path)[\(index)]") { return difference }
      }
      return nil
    case .string(let text):
      return (object as? String) == text ? nil : "\(path): strings differ"
    case .number(let text):
      // Foundation reads big integers as Decimal and others as Double: values are compared where
      // a Double holds the text exactly enough (short texts), otherwise only the kind.
      guard let number = object as? NSNumber else { return "\(path): Foundation has no number" }
      guard text.utf8.count <= 15, let value = Double(text) else { return nil }
      return number.doubleValue == value ? nil : "\(path): numbers differ"
    case .bool(let value):
      return (object as? Bool) == value ? nil : "\(path): booleans differ"
    case .null:
      return object is NSNull ? nil : "\(path): null differs"
    }
  }
}
