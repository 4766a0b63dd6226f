import Foundation

/// A status line on standard error while a long step runs ("lstrings: checking 2,345 files… 3 s"),
/// for people watching a terminal; it is erased when the step ends, so the output that follows
/// reads as if it had never been there.
///
/// It appears only when standard error is a terminal (never in a pipe, a file, CI logs or an
/// editor's build output), and only once the step has taken `delay`: the steps are fast (lint of
/// 50 languages × 5,000 keys takes 0.3 s), so most runs never show it and nothing flickers.
/// The step runs on the calling thread; a timer on a private queue draws the line.
final class ProgressLine: @unchecked Sendable {
  private let queue = DispatchQueue(label: "lstrings.progress")
  private let write: @Sendable (String) -> Void
  private let isEnabled: Bool
  private let delay: Double
  /// Whether the line is on screen; touched on `queue` only.
  private var isShown = false

  /// Drawing to standard error when it is a terminal. `LSTRINGS_PROGRESS_DELAY` (seconds)
  /// overrides the delay, for tests.
  static func standardError() -> ProgressLine {
    let environment = ProcessInfo.processInfo.environment
    return ProgressLine(
      isEnabled: Terminal.stderrIsTerminal && environment["TERM"] != "dumb",
      delay: environment["LSTRINGS_PROGRESS_DELAY"].flatMap(Double.init) ?? 0.5,
      write: { Terminal.err($0) })
  }

  init(isEnabled: Bool, delay: Double, write: @escaping @Sendable (String) -> Void) {
    self.isEnabled = isEnabled
    self.delay = delay
    self.write = write
  }

  /// Runs `body`, showing `message` and the seconds elapsed while it runs longer than the delay.
  func run<T>(_ message: String, _ body: () throws -> T) rethrows -> T {
    guard isEnabled else { return try body() }
    let start = DispatchTime.now()
    let draw = { [self] in
      let seconds = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
      write(Self.clear + "lstrings: \(message)… \(Int(seconds)) s")
      isShown = true
    }
    // Without a delay the line is drawn before the step starts, however short it is.
    if delay <= 0 { queue.sync(execute: draw) }
    let timer = DispatchSource.makeTimerSource(queue: queue)
    timer.schedule(deadline: .now() + max(delay, 0.25), repeating: 0.25)
    timer.setEventHandler(handler: draw)
    timer.resume()
    defer {
      // Cancelled and erased on the queue, after any drawing already under way.
      queue.sync {
        timer.cancel()
        if isShown { write(Self.clear) }
        isShown = false
      }
    }
    return try body()
  }

  /// Carriage return, then erase to the end of the line (ECMA-48 EL).
  static let clear = "\r\u{1B}[K"

  /// "1 file", "2,345 files".
  static func count(_ number: Int, _ noun: String) -> String {
    let formatter = NumberFormatter()
    formatter.numberStyle = .decimal
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.groupingSeparator = ","
    formatter.usesGroupingSeparator = true
    let digits = formatter.string(from: NSNumber(value: number)) ?? String(number)
    return "\(digits) \(noun)\(number == 1 ? "" : "s")"
  }
}
