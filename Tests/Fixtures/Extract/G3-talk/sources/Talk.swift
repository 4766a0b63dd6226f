let message = NSLocalizedString("An error occurred while setting \(formattedPhoneNumber) as phone number", comment: "")
let title = NSLocalizedString("Leave conversation \"%@\"", comment: "Where \"%@\" is the name of the conversation")
