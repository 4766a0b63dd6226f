/// The findings a team accepted when it turned lint on (`lint --write-baseline`), so that later
/// runs (`lint --baseline`) fail only on new ones.
///
/// A large app's first lint run can report thousands of findings; nobody fixes them all before
/// enabling the check, so without a baseline the check stays off. With one, the findings recorded
/// are suppressed, anything new is reported as usual, and what was recorded but is gone is
/// reported as fixed, so the file shrinks as the team works through it.
package struct LintBaseline: Sendable, Equatable {
  /// How many times each finding was recorded.
  package var counts: [BaselineFinding: Int]
  /// The line of each finding in the file it was read from, where a fixed finding's note points.
  var lines: [BaselineFinding: Int] = [:]

  /// A baseline of these findings (each as often as it occurs).
  package init(_ findings: [BaselineFinding]) {
    var counts: [BaselineFinding: Int] = [:]
    for finding in findings { counts[finding, default: 0] += 1 }
    self.counts = counts
  }

  /// How many findings it holds, repeats included.
  package var count: Int { counts.values.reduce(0, +) }

  package static func == (lhs: LintBaseline, rhs: LintBaseline) -> Bool { lhs.counts == rhs.counts }
}
