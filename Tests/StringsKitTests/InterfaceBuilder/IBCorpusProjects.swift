/// The mirrored projects (fetched with the search tools' `fetch`) and their pairs.
enum IBCorpusProjects {
  static let all: [IBCorpus.Project] = [
    IBCorpus.Project(
      name: "Flinesoft+BartyCrouch", postProcessing: .none, commit: "a690802ee6aecbd21dd3c9b171f58d67e9fbc327",
      pairs: [
        ("Demo/Untouched/Demo/Base.lproj/Main.storyboard", "Demo/Untouched/Demo/en.lproj/Main.strings"),
        (
          "Tests/Resources/Storyboards/iOS/Base.lproj/Example.storyboard",
          "Tests/Resources/Storyboards/iOS/en.lproj/Example.strings"
        ),
        (
          "Tests/Resources/Storyboards/macOS/Base.lproj/Example.storyboard",
          "Tests/Resources/Storyboards/macOS/en.lproj/Example.strings"
        ),
        (
          "Tests/Resources/Storyboards/tvOS/Base.lproj/Example.storyboard",
          "Tests/Resources/Storyboards/tvOS/en.lproj/Example.strings"
        ),
      ]),
    IBCorpus.Project(
      name: "Criptext+iOS-Email-Client", postProcessing: .commentsStripped, commit: "2e6547e0ea7eaea25f59b8382dd63be73f623231",
      pairs: [
        ("ShareExtension/Base.lproj/ComposerUIView.xib", "ShareExtension/en.lproj/ComposerUIView.strings"),
        ("ShareExtension/Base.lproj/MainInterface.storyboard", "ShareExtension/en.lproj/MainInterface.strings"),
        ("ShareExtension/Base.lproj/PasscodeLockView.xib", "ShareExtension/en.lproj/PasscodeLockView.strings"),
        ("iOS-Email-Client/Base.lproj/LaunchScreen.storyboard", "iOS-Email-Client/en.lproj/LaunchScreen.strings"),
        ("iOS-Email-Client/Base.lproj/Login.storyboard", "iOS-Email-Client/en.lproj/Login.strings"),
        ("iOS-Email-Client/Base.lproj/Main.storyboard", "iOS-Email-Client/en.lproj/Main.strings"),
        ("iOS-Email-Client/Views/Base.lproj/BackupHeaderView.xib", "iOS-Email-Client/Views/en.lproj/BackupHeaderView.strings"),
        (
          "iOS-Email-Client/Views/Base.lproj/ComposerVerifyRecoveryUIPopup.xib",
          "iOS-Email-Client/Views/en.lproj/ComposerVerifyRecoveryUIPopup.strings"
        ),
        ("iOS-Email-Client/Views/Base.lproj/ConnectView.xib", "iOS-Email-Client/Views/en.lproj/ConnectView.strings"),
        (
          "iOS-Email-Client/Views/Base.lproj/ContactsDetailUIPopover.xib",
          "iOS-Email-Client/Views/en.lproj/ContactsDetailUIPopover.strings"
        ),
        (
          "iOS-Email-Client/Views/Base.lproj/EmailDetailTableCell.xib",
          "iOS-Email-Client/Views/en.lproj/EmailDetailTableCell.strings"
        ),
        (
          "iOS-Email-Client/Views/Base.lproj/EmailSetPasswordUIPopover.xib",
          "iOS-Email-Client/Views/en.lproj/EmailSetPasswordUIPopover.strings"
        ),
        (
          "iOS-Email-Client/Views/Base.lproj/EmailTableFooterView.xib",
          "iOS-Email-Client/Views/en.lproj/EmailTableFooterView.strings"
        ),
        (
          "iOS-Email-Client/Views/Base.lproj/EnableAutoBackupUIPopover.xib",
          "iOS-Email-Client/Views/en.lproj/EnableAutoBackupUIPopover.strings"
        ),
        (
          "iOS-Email-Client/Views/Base.lproj/LabelsFooterTableViewCell.xib",
          "iOS-Email-Client/Views/en.lproj/LabelsFooterTableViewCell.strings"
        ),
        (
          "iOS-Email-Client/Views/Base.lproj/LabelsHeaderTableViewCell.xib",
          "iOS-Email-Client/Views/en.lproj/LabelsHeaderTableViewCell.strings"
        ),
        ("iOS-Email-Client/Views/Base.lproj/LabelsUIPopover.xib", "iOS-Email-Client/Views/en.lproj/LabelsUIPopover.strings"),
        ("iOS-Email-Client/Views/Base.lproj/MXRecordsUIView.xib", "iOS-Email-Client/Views/en.lproj/MXRecordsUIView.strings"),
        (
          "iOS-Email-Client/Views/Base.lproj/MailboxHeaderUITableCell.xib",
          "iOS-Email-Client/Views/en.lproj/MailboxHeaderUITableCell.strings"
        ),
        (
          "iOS-Email-Client/Views/Base.lproj/ManualSyncUIPopover.xib",
          "iOS-Email-Client/Views/en.lproj/ManualSyncUIPopover.strings"
        ),
        ("iOS-Email-Client/Views/Base.lproj/MoreOptionsUIView.xib", "iOS-Email-Client/Views/en.lproj/MoreOptionsUIView.strings"),
        (
          "iOS-Email-Client/Views/Base.lproj/OptionsPickerUIPopover.xib",
          "iOS-Email-Client/Views/en.lproj/OptionsPickerUIPopover.strings"
        ),
        ("iOS-Email-Client/Views/Base.lproj/PasscodeLockView.xib", "iOS-Email-Client/Views/en.lproj/PasscodeLockView.strings"),
        ("iOS-Email-Client/Views/Base.lproj/PasswordUIPopover.xib", "iOS-Email-Client/Views/en.lproj/PasswordUIPopover.strings"),
        (
          "iOS-Email-Client/Views/Base.lproj/RemoveDeviceUIPopover.xib",
          "iOS-Email-Client/Views/en.lproj/RemoveDeviceUIPopover.strings"
        ),
        ("iOS-Email-Client/Views/Base.lproj/RestoreUIPopover.xib", "iOS-Email-Client/Views/en.lproj/RestoreUIPopover.strings"),
        (
          "iOS-Email-Client/Views/Base.lproj/SignInVerificationUIPopover.xib",
          "iOS-Email-Client/Views/en.lproj/SignInVerificationUIPopover.strings"
        ),
        (
          "iOS-Email-Client/Views/Base.lproj/SignInWarningUIPopover.xib",
          "iOS-Email-Client/Views/en.lproj/SignInWarningUIPopover.strings"
        ),
        (
          "iOS-Email-Client/Views/Base.lproj/SingleTextInputUIPopover.xib",
          "iOS-Email-Client/Views/en.lproj/SingleTextInputUIPopover.strings"
        ),
        ("iOS-Email-Client/Views/Base.lproj/WelcomeTourView.xib", "iOS-Email-Client/Views/en.lproj/WelcomeTourView.strings"),
        (
          "iOS-Email-Client/Views/iOS-Email-Client/Views/iOS-Email-Client/Views/Base.lproj/AddAliasUIPopover.xib",
          "iOS-Email-Client/Views/iOS-Email-Client/Views/iOS-Email-Client/Views/en.lproj/AddAliasUIPopover.strings"
        ),
      ]),
    IBCorpus.Project(
      name: "MonitorControl+MonitorControl", postProcessing: .bartyCrouchIgnore,
      commit: "f16d90f29cefbd9fff47e26fc8f99fe7a5280deb",
      pairs: [
        ("MonitorControl/UI/Base.lproj/Main.storyboard", "MonitorControl/UI/en.lproj/Main.strings")
      ]),
    IBCorpus.Project(
      name: "iina+iina", postProcessing: .curated, commit: "3e7e879cd12fa22753183872acf49ce38630ef42",
      pairs: [
        ("iina/Base.lproj/AboutWindowController.xib", "iina/en.lproj/AboutWindowController.strings"),
        ("iina/Base.lproj/CropSettingsViewController.xib", "iina/en.lproj/CropSettingsViewController.strings"),
        ("iina/Base.lproj/FilterWindowController.xib", "iina/en.lproj/FilterWindowController.strings"),
        ("iina/Base.lproj/FontPickerWindowController.xib", "iina/en.lproj/FontPickerWindowController.strings"),
        ("iina/Base.lproj/FreeSelectingViewController.xib", "iina/en.lproj/FreeSelectingViewController.strings"),
        ("iina/Base.lproj/GuideWindowController.xib", "iina/en.lproj/GuideWindowController.strings"),
        ("iina/Base.lproj/HistoryWindowController.xib", "iina/en.lproj/HistoryWindowController.strings"),
        ("iina/Base.lproj/InitialWindowController.xib", "iina/en.lproj/InitialWindowController.strings"),
        ("iina/Base.lproj/InspectorWindowController.xib", "iina/en.lproj/InspectorWindowController.strings"),
        ("iina/Base.lproj/KeyRecordViewController.xib", "iina/en.lproj/KeyRecordViewController.strings"),
        ("iina/Base.lproj/LogWindowController.xib", "iina/en.lproj/LogWindowController.strings"),
        ("iina/Base.lproj/MainMenu.xib", "iina/en.lproj/MainMenu.strings"),
        ("iina/Base.lproj/MainWindowController.xib", "iina/en.lproj/MainWindowController.strings"),
        ("iina/Base.lproj/MiniPlayerWindowController.xib", "iina/en.lproj/MiniPlayerWindowController.strings"),
        ("iina/Base.lproj/OpenURLWindowController.xib", "iina/en.lproj/OpenURLWindowController.strings"),
        ("iina/Base.lproj/PlaylistViewController.xib", "iina/en.lproj/PlaylistViewController.strings"),
        ("iina/Base.lproj/PrefAdvancedViewController.xib", "iina/en.lproj/PrefAdvancedViewController.strings"),
        ("iina/Base.lproj/PrefCodecViewController.xib", "iina/en.lproj/PrefCodecViewController.strings"),
        ("iina/Base.lproj/PrefControlViewController.xib", "iina/en.lproj/PrefControlViewController.strings"),
        ("iina/Base.lproj/PrefGeneralViewController.xib", "iina/en.lproj/PrefGeneralViewController.strings"),
        ("iina/Base.lproj/PrefKeyBindingViewController.xib", "iina/en.lproj/PrefKeyBindingViewController.strings"),
        ("iina/Base.lproj/PrefNetworkViewController.xib", "iina/en.lproj/PrefNetworkViewController.strings"),
        (
          "iina/Base.lproj/PrefOSCToolbarSettingsSheetController.xib",
          "iina/en.lproj/PrefOSCToolbarSettingsSheetController.strings"
        ),
        ("iina/Base.lproj/PrefPluginViewController.xib", "iina/en.lproj/PrefPluginViewController.strings"),
        ("iina/Base.lproj/PrefSubViewController.xib", "iina/en.lproj/PrefSubViewController.strings"),
        ("iina/Base.lproj/PrefUIViewController.xib", "iina/en.lproj/PrefUIViewController.strings"),
        ("iina/Base.lproj/PrefUtilsViewController.xib", "iina/en.lproj/PrefUtilsViewController.strings"),
        ("iina/Base.lproj/PreferenceWindowController.xib", "iina/en.lproj/PreferenceWindowController.strings"),
        ("iina/Base.lproj/QuickSettingViewController.xib", "iina/en.lproj/QuickSettingViewController.strings"),
        ("iina/Base.lproj/ScreenshootOSDView.xib", "iina/en.lproj/ScreenshootOSDView.strings"),
        ("iina/Base.lproj/SubChooseViewController.xib", "iina/en.lproj/SubChooseViewController.strings"),
      ]),
    IBCorpus.Project(
      name: "64characters+Telephone", postProcessing: .none, commit: "3f30dc142569eff0621ef59a9eb3f938db84fa60",
      pairs: [
        ("Telephone/Base.lproj/Account.xib", "Telephone/en.lproj/Account.strings"),
        ("Telephone/Base.lproj/AccountPreferencesView.xib", "Telephone/en.lproj/AccountPreferencesView.strings"),
        ("Telephone/Base.lproj/AccountSetup.xib", "Telephone/en.lproj/AccountSetup.strings"),
        ("Telephone/Base.lproj/CallHistoryViewController.xib", "Telephone/en.lproj/CallHistoryViewController.strings"),
        ("Telephone/Base.lproj/GeneralPreferencesView.xib", "Telephone/en.lproj/GeneralPreferencesView.strings"),
        ("Telephone/Base.lproj/IncomingCallView.xib", "Telephone/en.lproj/IncomingCallView.strings"),
        ("Telephone/Base.lproj/MainMenu.xib", "Telephone/en.lproj/MainMenu.strings"),
        ("Telephone/Base.lproj/NetworkPreferencesView.xib", "Telephone/en.lproj/NetworkPreferencesView.strings"),
        ("Telephone/Base.lproj/Preferences.xib", "Telephone/en.lproj/Preferences.strings"),
        ("Telephone/Base.lproj/SoundPreferencesView.xib", "Telephone/en.lproj/SoundPreferencesView.strings"),
        ("Telephone/Base.lproj/StoreViewController.xib", "Telephone/en.lproj/StoreViewController.strings"),
        ("Telephone/Base.lproj/StoreWindowController.xib", "Telephone/en.lproj/StoreWindowController.strings"),
      ]),
  ]
}
