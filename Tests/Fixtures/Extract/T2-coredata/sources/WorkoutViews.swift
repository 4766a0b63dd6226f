import CoreData
import SwiftUI

struct LapList: View {
  @ObservedObject var activity: Activity

  var body: some View {
    if let laps = (activity as? WorkoutMO)?.laps {
      ForEach(0..<laps, id: \.self) { lap in
        Text("Lap \(lap + 1)")
      }
    }
  }
}

struct WorkoutSummary: View {
  @ObservedObject var workout: WorkoutMO

  var body: some View {
    VStack {
      Text("Score \(workout.score)")
      Text("Distance \(workout.distance)")
      Text("Steps \(workout.steps)")
      Text("Rating \(workout.rating)")
      Text("Calories \(workout.calories ?? 0)")
      Text("Pinned \(workout.isPinned)")
      Text("Named \(workout.title ?? "")")
    }
  }
}
