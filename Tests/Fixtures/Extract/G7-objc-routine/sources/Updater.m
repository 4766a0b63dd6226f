// Written for lstrings' own goldens: the call forms of a framework that localizes through a
// routine family of its own (`genstrings -s APPLocalizedString`), with a table macro.
#import "Updater.h"

#define APP_TABLE @"Updater"

@implementation Updater

- (void)showStatus {
    self.status = APPLocalizedStringFromTableInBundle(@"Checking for updates…", APP_TABLE, appBundle, @"Shown while checking; keep it short.");
    self.button = APPLocalizedStringFromTableInBundle(@"Retry", APP_TABLE, AppBundle(), nil);
    self.text = [NSString stringWithFormat:APPLocalizedStringFromTableInBundle(@"%@ %@ is ready—you have %@.", APP_TABLE, appBundle, "Plain C comment: new name, new version, old version"), name, newVersion, oldVersion];
    self.question = [NSString stringWithFormat:APPLocalizedStringFromTableInBundle(@"%1$@ needs %2$@; restart %1$@ now?", APP_TABLE, appBundle, nil), name, other];
    self.lines = APPLocalizedStringFromTableInBundle(@"Line one.\nLine \"two\".", APP_TABLE,
                                                     appBundle,
                                                     nil);
}

- (void)showFailure {
    [alert addButtonWithTitle:APPLocalizedStringFromTableInBundle(@"Retry", APP_TABLE, appBundle, @"Button after a failed check")];
    [alert addButtonWithTitle:APPLocalizedStringFromTableInBundle(@"Cancel", APP_TABLE, appBundle, nil)];
    [sheet addButtonWithTitle:APPLocalizedStringFromTableInBundle(@"Retry", APP_TABLE, appBundle, @"Alert button")];
    [sheet addButtonWithTitle:APPLocalizedStringFromTableInBundle(@"Cancel", APP_TABLE, appBundle, nil)];
}

- (NSString *)progressText {
    return [NSString stringWithFormat:APPLocalizedString(@"%d of %d files", @"Progress"), done, total];
}

- (NSString *)menuTitle {
    return APPLocalizedStringFromTable(@"Open", @"Menu", @"Menu item");
}

- (NSString *)errorText {
    return [NSString stringWithFormat:APPLocalizedStringWithDefaultValue(@"err.io", @"Menu", [NSBundle mainBundle], @"I/O error: %@ (%ld)", @"Error text"), path, (long)code];
}

@end
