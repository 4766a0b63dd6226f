NSString *text = NSLocalizedString(@"%@ and %@ will receive invitations", @"Both participants are invited");
