/// One declaration the index answers from: what a call or a name may refer to, and its types.
///
/// Kept small and flat (no syntax tree): extraction only asks which types a call's arguments,
/// a call's result or a name have, so a declaration is its name, its owner, its parameters and
/// one type.
struct Declaration: Hashable, Sendable {
  enum Kind: Hashable, Sendable {
    /// A function, a method, or an operator-free `func` requirement of a protocol.
    case function
    /// An initialiser, written or synthesised (a struct's memberwise one); its `name` is its
    /// type's name, the way a call spells it (`SettingsRow(title:)`).
    case initializer
    /// A subscript; its `name` is `subscript`.
    case `subscript`
    /// A `var` or `let` of a type or of the file: stored, computed, static or global. Locals and
    /// parameters are not indexed: no other file sees them, and the scanner reads the file's own
    /// (`TypeHints`).
    case property
    /// An enum case; with associated values it is callable (`.row(title:)`).
    case enumCase
  }

  var kind: Kind
  /// The name a call or a reference spells.
  var name: String
  /// The enclosing type (`Outer.Inner`, or the extended type of an extension), nil at file level.
  var owner: String?
  /// The parameters of a callable declaration; nil for a property or a case without associated
  /// values (they are not called with parentheses).
  var parameters: [Parameter]?
  /// The result of a function, method or subscript (`Void` when none is written); the type
  /// itself for an initialiser or an enum case; the declared (or inferred) type of a property;
  /// nil when the source does not show it.
  var type: SwiftType?
  var isStatic = false
}

/// One parameter of a function, initialiser, subscript or enum case, as binding a call needs it.
struct Parameter: Hashable, Sendable {
  /// The argument label a call writes, nil for `_` (and for an unlabelled associated value).
  var label: String?
  /// The name inside the body, nil when the declaration has none (`case a(Int)`).
  var name: String?
  /// The type of one argument (for a variadic `T...`, `T`).
  var type: SwiftType
  /// Whether a call may leave it out (`= value`; an optional stored property in a memberwise
  /// initialiser).
  var hasDefault = false
  /// `T...`: takes every following unlabelled argument.
  var isVariadic = false

  /// Whether a trailing closure may fill it.
  var takesClosure: Bool { type.isFunction }
}
