/// What `XMLReader` hands its caller, in document order.
///
/// An empty element (`<a/>`) is a start followed by its end, as in SAX, so that callers keep one
/// stack of open elements whichever way a document spells them.
package enum XMLEvent {
  case start(XMLStartTag)
  /// The end of the element named `name`; `offset` is its `</` (or the `<` of an empty element).
  case end(name: String, offset: Int)
  /// Character data: a text run with its references resolved and its line ends normalized, or a
  /// CDATA section. Consecutive runs are not merged (a caller that needs one string appends).
  case text(String)
}

/// A start tag: the element's name, its attributes in document order, and where it starts.
package struct XMLStartTag {
  package var name: String
  package var attributes: XMLAttributes
  /// The byte offset of its `<` in the (UTF-8) text the reader read.
  package var offset: Int
  /// 1-based line and column (in UTF-8 bytes) of its `<`.
  package var line: Int
  package var column: Int
}

/// An element's attributes, in document order, values with references resolved and white space
/// normalized as XML 1.0 §3.3.3 says (a literal tab or line end is a space; `&#10;` is a line end).
///
/// An array, not a dictionary: elements have a handful of attributes, and a linear search over
/// them is cheaper than hashing each name into a new dictionary per element.
package struct XMLAttributes {
  package private(set) var pairs: [(name: String, value: String)] = []

  package init() {
    pairs.reserveCapacity(8)
  }

  package init(_ pairs: [(name: String, value: String)]) {
    self.pairs = pairs
  }

  package subscript(name: String) -> String? {
    for pair in pairs where pair.name == name { return pair.value }
    return nil
  }

  package var names: [String] { pairs.map(\.name) }

  package var isEmpty: Bool { pairs.isEmpty }

  package mutating func append(_ name: String, _ value: String) {
    pairs.append((name, value))
  }
}
