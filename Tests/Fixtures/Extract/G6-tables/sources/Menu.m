NSString *a = NSLocalizedStringFromTable(@"Open", @"Menu", @"Menu item");
NSString *b = NSLocalizedStringWithDefaultValue(@"err.io", @"Menu", [NSBundle mainBundle], @"I/O error %@ %@", nil);
NSString *c = NSLocalizedString(@"foo " @"bar", nil);
