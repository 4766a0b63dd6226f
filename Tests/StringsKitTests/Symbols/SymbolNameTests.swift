import StringsKit
import Testing

/// Xcode's names for catalog keys, each pair as Xcode 26 wrote it in a `GeneratedStringSymbols_*.swift`
/// file committed to a public repository (the key is in the member's doc comment, the name is the
/// member's; docs/symbols.md lists the files). Only key → name facts are kept here, no file.
@Suite struct SymbolNameTests {
  @Test(arguments: [
    // Separators: dots, underscores, spaces, hyphens, commas, sentence punctuation.
    ("action.copy_link", "actionCopyLink"),
    ("paywall.error.productUnavailable", "paywallErrorProductUnavailable"),
    ("audio.controls.openYouTube", "audioControlsOpenYouTube"),
    ("F_A_Description", "fADescription"),
    ("Amber Monitor", "amberMonitor"),
    (
      "Clean black-and-white visuals with glow and trails stripped back.",
      "cleanBlackAndWhiteVisualsWithGlowAndTrailsStrippedBack"
    ),
    ("Phosphor greens, strong contrast, and a terminal-style glow.", "phosphorGreensStrongContrastAndATerminalStyleGlow"),
    ("Deleting Synced Content…", "deletingSyncedContent"),
    // Digits stay in their word.
    ("paywall.general.bullet1", "paywallGeneralBullet1"),
    // Case: the first word lowercased, an acronym (two capitals first) lowercased then capitalised.
    ("SPEED BOOST", "speedBoost"),
    ("Retro Green CRT", "retroGreenCrt"),
    ("The JSON store changed while Snip Snap was copying it.", "theJsonStoreChangedWhileSnipSnapWasCopyingIt"),
    ("A list with that name already exists.", "aListWithThatNameAlreadyExists"),
    ("Setting Up iCloud Sync…", "settingUpICloudSync"),
    ("Snip Snap could not open its SwiftData store.", "snipSnapCouldNotOpenItsSwiftDataStore"),
    ("files use CKAsset data", "filesUseCkassetData"),
    ("Snip Snap does not send local-only data to CloudKit.", "snipSnapDoesNotSendLocalOnlyDataToCloudKit"),
    // Apostrophes join their word.
    ("Snip Snap’s maintainers", "snipSnapsMaintainers"),
    // Placeholders give no word.
    ("%lld active", "active"),
    ("Score %@, %@ %lld, %@ %lld", "score"),
    ("%@ Snip Snap also could not open the JSON store", "snipSnapAlsoCouldNotOpenTheJsonStore"),
    ("An attachment did not match its copied file: %@.", "anAttachmentDidNotMatchItsCopiedFile"),
    ("On", "on"),
    // A capital after a small letter starts a word, and acronyms count word by word.
    ("CFBundleDisplayName", "cfbundleDisplayName"),
    ("CFBundleName", "cfbundleName"),
    ("locChildIsSleeping", "locChildIsSleeping"),
    ("llm.provider.minimax", "llmProviderMinimax"),
  ])
  func xcodeNames(key: String, name: String) {
    #expect(SymbolName.derive(fromKey: key) == .name(name))
  }

  @Test func keysWithoutWordsGiveNoName() {
    for key in ["", "%lld", "…", "%@ %@", "!!!", "%%"] {
      #expect(SymbolName.derive(fromKey: key) == .invalid(.noWords), "\(key)")
    }
    #expect(SymbolName.derive(fromKey: "2 items") == .invalid(.startsWithDigit("2Items")))
    #expect(SymbolName.derive(fromKey: "Self") == .invalid(.reserved("self")))
  }

  @Test func keywordsAreSpelledInBackticks() {
    #expect(SymbolName.derive(fromKey: "Default") == .name("default"))
    #expect(SymbolName.spelled("default") == "`default`")
    #expect(SymbolName.spelled("defaults") == "defaults")
    #expect(SymbolName.typeName(ofTable: "Paywall") == "Paywall")
    #expect(SymbolName.typeName(ofTable: "app-shortcuts") == "AppShortcuts")
  }

  @Test func argumentsComeFromPlaceholders() throws {
    let named = try SymbolArgument.arguments(of: "%(name)@ has %(count)lld new messages").get()
    #expect(named.map(\.declaration) == ["name: String", "count: Int"])
    #expect(named.map(\.interpolation).joined() == #"\(name)\(count, specifier: "%lld")"#)
    let positional = try SymbolArgument.arguments(of: "%2$lld by %1$@, %3$llu at %4$.1f").get()
    #expect(positional.map(\.declaration) == ["_ arg1: String", "_ arg2: Int", "_ arg3: UInt", "_ arg4: Double"])
    #expect(positional[3].interpolation == #"\(arg4, specifier: "%.1f")"#)
    #expect(try SymbolArgument.arguments(of: "%(age)llu").get().map(\.interpolation) == [#"\(age, specifier: "%llu")"#])
    #expect(SymbolArgument.arguments(of: "%(done)lld of %2$lld") == .failure(.mixedNamedAndPositional))
    #expect(SymbolArgument.arguments(of: "%(n)@ %(n)lld") == .failure(.nameWithTwoTypes("n")))
    #expect(SymbolArgument.arguments(of: "%1$@ %3$@") == .failure(.missingPosition(2)))
    #expect(SymbolArgument.arguments(of: "%s") == .failure(.unsupported("%s")))
    guard case .failure(.invalidPlaceholder) = SymbolArgument.arguments(of: "Open %(name") else {
      Issue.record("an unclosed %( gives no function")
      return
    }
  }
}
