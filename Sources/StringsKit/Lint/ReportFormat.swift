/// The output formats of `lstrings lint --reporter`.
package enum ReportFormat: String, Sendable, CaseIterable {
  /// `path:line:col: warning: message [rule]`, as clang prints (Xcode, editors, terminals).
  case xcode
  /// A JSON array of findings, for scripts.
  case json
  /// GitHub Actions workflow commands: annotations on the pull request.
  case github
  /// SARIF 2.1.0, for GitHub code scanning and other dashboards.
  case sarif

  /// Renders a run's findings. `workspace` is `GITHUB_WORKSPACE` for the GitHub format.
  public func render(_ diagnostics: [StringsDiagnostic], workspace: String? = nil) -> String {
    switch self {
    case .xcode: XcodeReporter.render(diagnostics)
    case .json: JSONReporter.render(diagnostics)
    case .github: GitHubReporter.render(diagnostics, workspace: workspace)
    case .sarif: SARIFReporter.render(diagnostics)
    }
  }
}
