// Written for lstrings' own goldens: calls nested in message sends and a ternary, the default
// family beside the routine's, and a Swift-style label the NSLocalizedString macro discards.
#import "Profile.h"

@implementation Profile

- (NSArray *)rows {
    return @[
        @[APPLocalizedStringFromTableInBundle(@"Uses 64-bit?", APP_TABLE, appBundle, nil),
          is64Bit ? APPLocalizedStringFromTableInBundle(@"Yes", APP_TABLE, appBundle, nil)
                  : APPLocalizedStringFromTableInBundle(@"No", APP_TABLE, appBundle, nil)],
        @[APPLocalizedStringFromTableInBundle(@"Yes", APP_TABLE, appBundle, nil)],
    ];
}

- (NSString *)footer {
    return NSLocalizedString(@"Default family still works", nil);
}

- (NSString *)callError {
    return NSLocalizedString(@"The call could not be placed. "
                             @"Check the number.", @"Error");
}

- (NSString *)skipTitle {
    return NSLocalizedString(@"Skip", comment: @"Dismisses the prompt");
}

@end
