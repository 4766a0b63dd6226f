/// The first well-formedness error of a document: what is wrong and exactly where.
///
/// XML 1.0 (§1.2) makes a well-formedness error fatal: a reader must not go on handing out content
/// after it, because nothing after it means what the author meant. `XMLReader` therefore reports
/// the first one only; everything read before it has been handed out already.
package struct XMLProblem: Equatable, Sendable {
  /// The byte offset in the (UTF-8) text read.
  package var offset: Int
  package var line: Int
  package var column: Int
  /// Words for a person: what was expected and what was found, and what to write instead when
  /// that is clear.
  package var message: String
}
