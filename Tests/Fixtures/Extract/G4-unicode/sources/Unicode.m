NSLocalizedString(@"AB\U0043D", @"Comment");
