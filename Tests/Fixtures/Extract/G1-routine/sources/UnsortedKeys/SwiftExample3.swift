BCLocalizedString("ccc", comment: "")
