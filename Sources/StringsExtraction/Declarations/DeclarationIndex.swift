import Foundation

/// The declarations of a whole project (and of the frameworks, `FrameworkDeclarations`), indexed
/// by the names calls and references spell: the answer to "what type does this literal land
/// in?" and "what type is this interpolated value?".
///
/// Names are not resolved to one declaration (no scopes, no imports, no type checking): every
/// declaration a name may refer to answers, and the caller decides with all of them (a literal
/// is extracted when its argument types agree it is localizable; a specifier is known when the
/// types agree on it).
struct DeclarationIndex: DeclaredTypes {
  /// Callable declarations by callee: functions and methods by name, initialisers by their
  /// type's simple name and by `init`, enum cases with associated values by case name,
  /// subscripts by `subscript`.
  private var callables: [String: [Declaration]] = [:]
  /// Properties and enum cases by name.
  private var named: [String: [Declaration]] = [:]
  /// How many declarations were added.
  private(set) var count = 0

  init() {}

  init(_ declarations: some Sequence<Declaration>) {
    for declaration in declarations { add(declaration) }
  }

  /// The declarations of one Swift file's bytes.
  init(source: [UInt8]) {
    self.init(source.withUnsafeBufferPointer { DeclarationParser.declarations(in: $0) })
  }

  /// The declarations of Swift source text (tests, the framework data).
  init(swift source: String) {
    self.init(source: Array(source.utf8))
  }

  /// The declarations of the Swift files among `files`, parsed on every core; the index is the
  /// same on every run (files are added in the order given). A file that cannot be read adds
  /// nothing: the scan reports it.
  static func build(files: [String]) -> DeclarationIndex {
    let swiftFiles = files.filter { SourceLanguage(path: $0) == .swift }
    let perFile = Parallel.map(swiftFiles.count) { index -> [Declaration] in
      guard let bytes = try? FileReader.read(swiftFiles[index]) else { return [] }
      return bytes.withUnsafeBufferPointer { DeclarationParser.declarations(in: $0) }
    }
    return DeclarationIndex(files: perFile)
  }

  /// The project's declarations with the frameworks': what extraction asks.
  static func project(files: [String]) -> DeclarationIndex {
    build(files: files).merging(.frameworks)
  }

  mutating func add(_ declaration: Declaration) {
    count += 1
    Self.addCallable(declaration, to: &callables)
    Self.addNamed(declaration, to: &named)
  }

  /// The declarations of many files, in the order given: the two tables are built at the same
  /// time, one per core (one after the other they were 62 M instructions of serial work on
  /// bench/40-extract's Swift tree, between the parallel parse and the parallel scan).
  init(files perFile: [[Declaration]]) {
    let tables = Parallel.map(2) { table -> [String: [Declaration]] in
      var built: [String: [Declaration]] = [:]
      for declarations in perFile {
        for declaration in declarations {
          if table == 0 { Self.addCallable(declaration, to: &built) } else { Self.addNamed(declaration, to: &built) }
        }
      }
      return built
    }
    callables = tables[0]
    named = tables[1]
    count = perFile.reduce(0) { $0 + $1.count }
  }

  /// Files `declaration` where a call finds it (see `callables`).
  private static func addCallable(_ declaration: Declaration, to callables: inout [String: [Declaration]]) {
    switch declaration.kind {
    case .function, .subscript:
      callables[declaration.name, default: []].append(declaration)
    case .initializer:
      callables[declaration.name, default: []].append(declaration)
      callables["init", default: []].append(declaration)
    case .enumCase:
      if declaration.parameters != nil { callables[declaration.name, default: []].append(declaration) }
    case .property:
      break
    }
  }

  /// Files `declaration` where a name finds it (see `named`).
  private static func addNamed(_ declaration: Declaration, to named: inout [String: [Declaration]]) {
    switch declaration.kind {
    case .enumCase, .property: named[declaration.name, default: []].append(declaration)
    case .function, .subscript, .initializer: break
    }
  }

  /// Both indexes' declarations (this one's first).
  func merging(_ other: DeclarationIndex) -> DeclarationIndex {
    var merged = self
    merged.callables.merge(other.callables) { $0 + $1 }
    merged.named.merge(other.named) { $0 + $1 }
    merged.count += other.count
    return merged
  }

  /// Every callable declaration a call `callee(…)` may be, whatever its labels.
  func callables(named callee: String) -> [Declaration] { callables[callee] ?? [] }

  /// Every property or case called `name`.
  func references(named name: String) -> [Declaration] { named[name] ?? [] }

  // MARK: - DeclaredTypes

  func argumentTypes(callee: String, labels: [String?], position: Int) -> [SwiftType] {
    var types: [SwiftType] = []
    for declaration in callables[callee] ?? [] {
      guard let parameters = declaration.parameters, let binding = parameters.bind(labels: labels),
        position >= 0, position < binding.count
      else { continue }
      let type = parameters[binding[position]].type
      if type != .unknown, !types.contains(type) { types.append(type) }
    }
    return types
  }

  func resultTypes(callee: String, labels: [String?]) -> [SwiftType] {
    var types: [SwiftType] = []
    for declaration in callables[callee] ?? [] {
      guard let parameters = declaration.parameters, parameters.bind(labels: labels) != nil,
        let type = declaration.type, type != .unknown
      else { continue }
      if !types.contains(type) { types.append(type) }
    }
    return types
  }

  func memberTypes(named name: String) -> [SwiftType] {
    var types: [SwiftType] = []
    for declaration in named[name] ?? [] {
      guard let type = declaration.type, type != .unknown, !types.contains(type) else { continue }
      types.append(type)
    }
    return types
  }

  func memberTypes(named name: String, owner: String) -> [SwiftType] {
    let simpleOwner = Self.simpleName(owner)
    var types: [SwiftType] = []
    for declaration in named[name] ?? [] {
      guard let declared = declaration.owner, Self.simpleName(declared) == simpleOwner,
        let type = declaration.type, type != .unknown, !types.contains(type)
      else { continue }
      types.append(type)
    }
    return types
  }

  func associatedValueTypes(ofCase name: String, position: Int, count: Int, label: String?) -> [SwiftType] {
    var types: [SwiftType] = []
    for declaration in callables[name] ?? [] where declaration.kind == .enumCase {
      guard let parameters = declaration.parameters else { continue }
      let type: SwiftType?
      if let label {
        type = parameters.first { $0.label == label }?.type
      } else if count == 1, parameters.count > 1 {
        type = SwiftType(spelling: "(" + parameters.map(\.type.spelling).joined(separator: ",") + ")")
      } else {
        type = count == parameters.count && position < parameters.count ? parameters[position].type : nil
      }
      guard let type, type != .unknown, !types.contains(type) else { continue }
      types.append(type)
    }
    return types
  }

  /// `Inner` of `Outer.Inner` (or of `Module.Inner`).
  private static func simpleName(_ type: String) -> Substring {
    type.split(separator: ".").last ?? Substring(type)
  }
}
