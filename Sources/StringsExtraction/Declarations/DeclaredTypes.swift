/// What extraction asks of the declarations it can see: the project's own (the declaration index)
/// and the frameworks' (SwiftUI, App Intents, WidgetKit, Foundation, described as data).
///
/// A protocol so the scanner's questions are written once, and a test can answer them from a
/// handful of declarations.
///
/// The index that answers for a scan is `DeclarationIndex.project(files:)` (the project's Swift
/// files, parsed on every core, merged with `DeclarationIndex.frameworks`). A literal argument is
/// extracted when `SwiftType.literalIsLocalizable(among: argumentTypes(…))`; an interpolated
/// value's specifier comes from `InterpolationSpecifier.infer(…, declarations:)`.
protocol DeclaredTypes: Sendable {
  /// The types the argument at `position` can have in a call `callee(labels…)`, one per overload
  /// whose labels fit the call (defaulted parameters may be left out, a trailing closure fills
  /// the last function-typed one). `callee` is the name before `(`: a function or method name,
  /// or a type name for its initialisers (`Text`, `SettingsRow`), or `init` after `self.`/`super.`.
  /// A label is nil for an unlabelled argument.
  func argumentTypes(callee: String, labels: [String?], position: Int) -> [SwiftType]

  /// The result types of the functions, methods, initialisers (the type itself) or subscripts
  /// the call `callee(labels…)` may be.
  func resultTypes(callee: String, labels: [String?]) -> [SwiftType]

  /// The declared types of the properties, variables and enum cases called `name` (a member of
  /// any type, or a global). Locals and parameters are not indexed: no other file can see them,
  /// and a file's own are read by the scanner (`TypeHints`); a local of one file must not decide
  /// the type of a name in another.
  func memberTypes(named name: String) -> [SwiftType]

  /// The declared types of the members called `name` of the type `owner` (its extensions'
  /// too; a nested type matched by its simple name, `Outer.Inner` by `Inner`): what
  /// `(session as? MultiphaseSession)?.phaseCount` is, where `phaseCount` alone is also an `Int`
  /// of another type. Empty when the index knows no such member there.
  func memberTypes(named name: String, owner: String) -> [SwiftType]

  /// The types of the associated value a pattern `case .name(…)` of `count` elements binds:
  /// the one labelled `label` (`case .retry(attempt: let a)`), else the one at `position`; all
  /// of them, as a tuple, when one element binds a case of several values. One per enum case
  /// called `name` whose values fit the pattern.
  func associatedValueTypes(ofCase name: String, position: Int, count: Int, label: String?) -> [SwiftType]
}

extension DeclaredTypes {
  /// Without owners, nothing is known by owner: callers fall back to `memberTypes(named:)`.
  func memberTypes(named name: String, owner: String) -> [SwiftType] { [] }

  /// Without enum cases, no pattern's values are known.
  func associatedValueTypes(ofCase name: String, position: Int, count: Int, label: String?) -> [SwiftType] { [] }
}
