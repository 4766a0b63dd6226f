/// How `generate-symbols` writes a table's file: which Xcode's form, with which access, for which
/// runtime.
public struct SymbolFileOptions: Sendable, Hashable {
  /// The form of the file, which changed between Xcode releases.
  public enum XcodeForm: String, Sendable, Hashable, CaseIterable {
    /// Xcode 26.0 and 26.1: `private let` globals and a plain `extension`.
    case plain
    /// A later 26.x: the bundle description `nonisolated`, the extension `nonisolated`, the bundle
    /// itself not (which release is *unconfirmed*: seen in committed files only).
    case nonisolatedDescription
    /// The newest form: both globals and the extension `nonisolated`.
    case nonisolated

    /// The form an Xcode version writes: `26.0`/`26.1` → `plain`, `26.2`/`26.3` →
    /// `nonisolatedDescription`, later → `nonisolated` (the boundaries after 26.1 are *unconfirmed*,
    /// docs/symbols.md); nil for a version before 26, which generates no symbols, or not a version.
    public init?(xcodeVersion: String) {
      let parts = xcodeVersion.split(separator: ".", omittingEmptySubsequences: false).map { Int($0) }
      guard let major = parts.first ?? nil, parts.allSatisfy({ $0 != nil }), parts.count <= 3 else { return nil }
      let minor = parts.count > 1 ? parts[1]! : 0
      switch (major, minor) {
      case (..<26, _): return nil
      case (26, ...1): self = .plain
      case (26, 2...3): self = .nonisolatedDescription
      default: self = .nonisolated
      }
    }
  }

  /// The access of the generated members. Xcode's are internal (no modifier).
  public enum Access: String, Sendable, Hashable, CaseIterable {
    case `internal`, `package`, `public`
  }

  /// What the symbols are.
  public enum Runtime: String, Sendable, Hashable, CaseIterable {
    /// Xcode's file: `LocalizedStringResource` members (Apple platforms).
    case apple
    /// `LocalizedSymbol` members, resolved by StringsKit's `LocalizedBundle` on any platform.
    case stringskit
  }

  public var form: XcodeForm
  public var access: Access
  public var runtime: Runtime

  public init(form: XcodeForm = .nonisolated, access: Access = .internal, runtime: Runtime = .apple) {
    self.form = form
    self.access = access
    self.runtime = runtime
  }
}
