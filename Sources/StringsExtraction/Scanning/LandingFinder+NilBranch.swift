extension LandingFinder {
  /// Whether the other branch of a ternary at token `k` leaves the literal's landing to the slot:
  /// a string literal, or `nil` (`hint: cond ? nil : "Use Hold, Then Press"` passes a
  /// `LocalizedStringKey?`: the literal is that key, as the compiler types it).
  func isLiteralBranch(_ k: Int) -> Bool {
    if case .string = list[k].kind { return true }
    return list[k].kind == .identifier && list.isWord(k, "nil")
  }
}
