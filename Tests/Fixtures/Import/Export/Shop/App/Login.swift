import Foundation
let done = NSLocalizedString("Done", comment: "Done button")
