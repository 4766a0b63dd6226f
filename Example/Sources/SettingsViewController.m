#import <UIKit/UIKit.h>

@implementation SettingsViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.title = NSLocalizedString(@"Settings", @"Title of the settings screen");
    // NSLocalizedString(@"Commented out", @"never extracted")
    self.label.text = NSLocalizedStringFromTable(@"Language", @"Settings", @"Row that opens the language picker");
}

@end
