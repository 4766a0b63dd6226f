/// Binds a call's argument labels to a declaration's parameters, the way Swift matches them:
/// in order, each argument to the next parameter with its label; a parameter with a default
/// value may be skipped; a variadic one takes the unlabelled arguments that follow it; a
/// parameter of function type may be left to a trailing closure (`Button("Save") { … }` fills
/// `action:`).
///
/// Lenient where the compiler is strict in ways extraction does not need (a missing closure is
/// accepted), so a call that compiles always binds.
extension [Parameter] {
  /// For each argument, the index of its parameter; nil when the labels do not fit.
  func bind(labels: [String?]) -> [Int]? {
    var binding: [Int] = []
    binding.reserveCapacity(labels.count)
    var argument = 0
    for (index, parameter) in enumerated() {
      if argument < labels.count, labels[argument] == parameter.label {
        binding.append(index)
        argument += 1
        while parameter.isVariadic, argument < labels.count, labels[argument] == nil {
          binding.append(index)
          argument += 1
        }
      } else if !(parameter.hasDefault || parameter.isVariadic || parameter.takesClosure) {
        return nil
      }
    }
    return argument == labels.count ? binding : nil
  }
}
