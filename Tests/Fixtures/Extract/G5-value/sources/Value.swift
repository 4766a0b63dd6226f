_ = NSLocalizedString("test", value: "test value", comment: "test comment")
