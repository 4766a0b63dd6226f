NSLocalizedString("ccc", comment: "")
