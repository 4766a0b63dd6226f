msg = NSLocalizedString("authorize execution of the application " + bundleName, comment: "Bundle name")
msg = NSLocalizedString("authorize execution of " + signingID, comment: "Signing ID")
msg = NSLocalizedString("authorize execution of " + (filePath as NSString).lastPathComponent, comment: "File path")
Text("Copy Details", comment: "Copy Details button in more details dialog")
Text(verbatim: "Copy Details")
Text("Path").bold()
Text("""
     Santa is an application control system for macOS.

     There are no user-configurable settings.
     """, comment: "Explanation in About view")
