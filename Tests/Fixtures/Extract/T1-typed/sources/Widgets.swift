// Pattern family: WidgetKit. The configuration's display name and description are
// LocalizedStringKey; a widget configuration intent's title is LocalizedStringResource.
import AppIntents
import SwiftUI
import WidgetKit

struct LatestPostsWidget: Widget {
    let kind: String = "LatestPostsWidget"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: Provider()) { entry in
            Text("Latest posts")
        }
        .configurationDisplayName("Latest posts widget")
        .description("Shows the latest posts of your timeline")
    }
}

struct TimelineConfiguration: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Timeline widget configuration"
}
