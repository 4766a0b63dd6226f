import Combine

/// Another type of the app with a `laps` of its own: the name alone does not tell which `laps`
/// `(activity as? WorkoutMO)?.laps` is.
final class LapCounter: ObservableObject {
  @Published var laps: Int? = nil
}
