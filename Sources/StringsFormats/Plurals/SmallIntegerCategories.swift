import Foundation

/// The plural category of every integer below `limit`, per locale, computed once per process.
///
/// Lint's plural rules (`missing-plural-category`, `ambiguous-one-form`) ask, for every set of
/// plural forms, which small integers fall in a category: up to 1,000 evaluations of CLDR's rules
/// per question, the same answers for every entry of a language. A catalog of 50 languages with
/// plural variations asked them tens of thousands of times: 320 M of the 773 M instructions of
/// `lstrings lint` on bench/50-catalog.sh's 1 MB catalog (callgrind). Here each language's 1,000
/// categories are evaluated once and read after that.
final class SmallIntegerCategories: @unchecked Sendable {
  static let shared = SmallIntegerCategories()

  /// Integers from 0 below this are kept (what lint asks for: examples below 1,000).
  static let limit = 1000

  private let lock = NSLock()
  private var byLocale: [String: [PluralCategory]] = [:]

  /// The category of each integer from 0 below `limit` under `rules`.
  func categories(of rules: PluralRules) -> [PluralCategory] {
    lock.lock()
    let known = byLocale[rules.locale]
    lock.unlock()
    if let known { return known }
    // Evaluated outside the lock: two threads may both compute a language once, never wait.
    let computed = (0..<Self.limit).map { rules.category(for: $0) }
    lock.lock()
    byLocale[rules.locale] = computed
    lock.unlock()
    return computed
  }
}
