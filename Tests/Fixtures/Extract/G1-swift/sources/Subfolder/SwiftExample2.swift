NSLocalizedString("TestKey2", comment: "Comment for TestKey1")
String(format: NSLocalizedString("%010d and %03.f", comment: ""), 25, 89.5)
String.localizableStringWithFormat(NSLocalizedString("%d ignore(s)", comment: "Ignoring stringsdict key #bc-ignore!"), 25)
