/// The localizable APIs of SwiftUI, App Intents, WidgetKit and Foundation, written as Swift
/// declarations and read by the same parser as the project's sources: one vocabulary for both,
/// and a new API is one line of Swift, not code.
///
/// Stub signatures only, with the parameter labels and types of Apple's documentation (checked
/// against developer.apple.com for the less obvious ones: `badge(_:)` takes
/// `LocalizedStringKey?`; `Gauge` and `Slider` have no string title at all, only view builders;
/// `AppShortcut(…shortTitle:)` takes a `LocalizedStringResource`, while its `phrases` are
/// `AppShortcutPhrase`s, which Xcode keeps in `AppShortcuts.xcstrings`, not `Localizable`).
/// Overloads are written out where a literal's landing depends on them:
///
/// - `Text(verbatim:)` and the `some StringProtocol` overloads take no key. A *literal* argument
///   still picks the `LocalizedStringKey` overload (the compiler prefers a concrete literal type
///   to a generic one; `SwiftType.literalIsLocalizable(among:)` applies that rule), a
///   variable `String` picks `StringProtocol` and is not extracted.
/// - `LocalizedStringKey("…")`, `LocalizedStringResource("…")`, `String.LocalizationValue("…")`
///   are written `init(_ literal: Self)`: a literal passed to the initialiser of an
///   `ExpressibleByStringLiteral` type *is* that type (SE-0213), so it is a key.
/// - `String(localized: "key", defaultValue: "value")`: the key is a `StaticString`, the default
///   value the `LocalizationValue`; the call form, not the type, says the first is the key.
/// - `NSLocalizedString` is not here: its key is a plain `String`, found by its call form.
enum FrameworkDeclarations {
  static let swiftUIViews = """
    struct Text {
      init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil)
      init(_ resource: LocalizedStringResource)
      init(verbatim content: String)
      init(_ content: some StringProtocol)
      init(_ attributedContent: AttributedString)
      init(_ image: Image)
      init(_ date: Date, style: Text.DateStyle)
      init<F: FormatStyle>(_ input: F.FormatInput, format: F)
      init(_ subject: some ReferenceConvertible, formatter: Formatter)
    }
    struct Button<Label: View> {
      init(_ titleKey: LocalizedStringKey, action: @escaping () -> Void)
      init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping () -> Void)
      init(_ titleKey: LocalizedStringKey, systemImage: String, action: @escaping () -> Void)
      init(_ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole?, action: @escaping () -> Void)
      init(_ titleKey: LocalizedStringKey, image: ImageResource, action: @escaping () -> Void)
      init(_ title: some StringProtocol, action: @escaping () -> Void)
      init(_ title: some StringProtocol, role: ButtonRole?, action: @escaping () -> Void)
      init(_ title: some StringProtocol, systemImage: String, action: @escaping () -> Void)
      init(action: @escaping () -> Void, @ViewBuilder label: () -> Label)
      init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label)
    }
    struct Label<Title: View, Icon: View> {
      init(_ titleKey: LocalizedStringKey, systemImage name: String)
      init(_ titleKey: LocalizedStringKey, image name: String)
      init(_ title: some StringProtocol, systemImage name: String)
      init(_ title: some StringProtocol, image name: String)
      init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon)
    }
    struct Toggle<Label: View> {
      init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>)
      init(_ titleKey: LocalizedStringKey, systemImage: String, isOn: Binding<Bool>)
      init(_ titleKey: LocalizedStringKey, sources: some RandomAccessCollection, isOn: KeyPath<Element, Binding<Bool>>)
      init(_ title: some StringProtocol, isOn: Binding<Bool>)
      init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label)
    }
    struct Picker<Label: View, SelectionValue: Hashable, Content: View> {
      init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content)
      init(_ titleKey: LocalizedStringKey, systemImage: String, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content)
      init(_ titleKey: LocalizedStringKey, sources: some RandomAccessCollection, selection: KeyPath<Element, Binding<SelectionValue>>, @ViewBuilder content: () -> Content)
      init(_ title: some StringProtocol, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content)
      init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label)
    }
    struct Section<Parent: View, Content: View, Footer: View> {
      init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content)
      init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content)
      init(_ title: some StringProtocol, @ViewBuilder content: () -> Content)
      init(@ViewBuilder content: () -> Content)
      init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent)
      init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer)
      init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer)
      init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content)
      init(header: Parent, @ViewBuilder content: () -> Content)
      init(footer: Footer, @ViewBuilder content: () -> Content)
    }
    struct Link<Label: View> {
      init(_ titleKey: LocalizedStringKey, destination: URL)
      init(_ title: some StringProtocol, destination: URL)
      init(destination: URL, @ViewBuilder label: () -> Label)
    }
    struct ColorPicker<Label: View> {
      init(_ titleKey: LocalizedStringKey, selection: Binding<Color>, supportsOpacity: Bool = true)
      init(_ title: some StringProtocol, selection: Binding<Color>, supportsOpacity: Bool = true)
      init(selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label)
    }
    struct TextField<Label: View> {
      init(_ titleKey: LocalizedStringKey, text: Binding<String>)
      init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?)
      init(_ titleKey: LocalizedStringKey, text: Binding<String>, axis: Axis)
      init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?, axis: Axis)
      init(_ titleKey: LocalizedStringKey, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void = { _ in }, onCommit: @escaping () -> Void = {})
      init<F: ParseableFormatStyle>(_ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil)
      init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter, prompt: Text? = nil)
      init(_ title: some StringProtocol, text: Binding<String>)
      init(_ title: some StringProtocol, text: Binding<String>, prompt: Text?)
      init(_ title: some StringProtocol, text: Binding<String>, axis: Axis)
      init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label)
    }
    struct SecureField<Label: View> {
      init(_ titleKey: LocalizedStringKey, text: Binding<String>)
      init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?)
      init(_ titleKey: LocalizedStringKey, text: Binding<String>, onCommit: @escaping () -> Void)
      init(_ title: some StringProtocol, text: Binding<String>)
      init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label)
    }
    struct Menu<Label: View, Content: View> {
      init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content)
      init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content)
      init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void)
      init(_ title: some StringProtocol, @ViewBuilder content: () -> Content)
      init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label)
    }
    struct NavigationLink<Label: View, Destination: View> {
      init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination)
      init(_ titleKey: LocalizedStringKey, destination: Destination)
      init(_ titleKey: LocalizedStringKey, value: (some Hashable)?)
      init(_ titleKey: LocalizedStringKey, isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination)
      init(_ title: some StringProtocol, @ViewBuilder destination: () -> Destination)
      init(_ title: some StringProtocol, value: (some Hashable)?)
      init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label)
      init(value: (some Hashable)?, @ViewBuilder label: () -> Label)
    }
    struct Stepper<Label: View> {
      init<V: Strideable>(_ titleKey: LocalizedStringKey, value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in })
      init<V: Strideable>(_ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in })
      init<F: FormatStyle>(_ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, step: F.FormatInput.Stride = 1, format: F, onEditingChanged: @escaping (Bool) -> Void = { _ in })
      init(_ titleKey: LocalizedStringKey, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?, onEditingChanged: @escaping (Bool) -> Void = { _ in })
      init<V: Strideable>(_ title: some StringProtocol, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1)
      init<V: Strideable>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label)
    }
    struct DatePicker<Label: View> {
      init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, displayedComponents: DatePicker.Components = [.hourAndMinute, .date])
      init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: ClosedRange<Date>, displayedComponents: DatePicker.Components = [.hourAndMinute, .date])
      init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeFrom<Date>, displayedComponents: DatePicker.Components = [.hourAndMinute, .date])
      init(_ title: some StringProtocol, selection: Binding<Date>, displayedComponents: DatePicker.Components = [.hourAndMinute, .date])
      init(selection: Binding<Date>, displayedComponents: DatePicker.Components = [.hourAndMinute, .date], @ViewBuilder label: () -> Label)
    }
    struct LabeledContent<Label: View, Content: View> {
      init(_ titleKey: LocalizedStringKey, value: some StringProtocol)
      init<F: FormatStyle>(_ titleKey: LocalizedStringKey, value: F.FormatInput, format: F)
      init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content)
      init(_ title: some StringProtocol, value: some StringProtocol)
      init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label)
    }
    struct GroupBox<Label: View, Content: View> {
      init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content)
      init(_ title: some StringProtocol, @ViewBuilder content: () -> Content)
      init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label)
      init(@ViewBuilder content: () -> Content)
    }
    struct DisclosureGroup<Label: View, Content: View> {
      init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping () -> Content)
      init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content)
      init(_ title: some StringProtocol, @ViewBuilder content: @escaping () -> Content)
      init(@ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label)
      init(isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label)
    }
    struct ContentUnavailableView<Label: View, Description: View, Actions: View> {
      init(_ title: LocalizedStringKey, image name: String, description: Text? = nil)
      init(_ title: LocalizedStringKey, systemImage name: String, description: Text? = nil)
      init(_ title: some StringProtocol, systemImage name: String, description: Text? = nil)
      init(@ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() }, @ViewBuilder actions: () -> Actions = { EmptyView() })
      static func search(text: String) -> ContentUnavailableView
    }
    struct Tab<Value, Content, Label> {
      init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content)
      init(_ titleKey: LocalizedStringKey, image: String, @ViewBuilder content: () -> Content)
      init(_ titleKey: LocalizedStringKey, systemImage: String, value: Value, @ViewBuilder content: () -> Content)
      init(_ titleKey: LocalizedStringKey, image: String, value: Value, @ViewBuilder content: () -> Content)
      init(_ titleKey: LocalizedStringKey, systemImage: String, value: Value, role: TabRole?, @ViewBuilder content: () -> Content)
      init(_ title: some StringProtocol, systemImage: String, @ViewBuilder content: () -> Content)
      init(value: Value, role: TabRole? = nil, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label)
      init(role: TabRole? = nil, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label)
    }
    struct ShareLink<Data, PreviewImage, PreviewIcon, Label> {
      init(_ titleKey: LocalizedStringKey, item: URL, subject: Text? = nil, message: Text? = nil)
      init(_ titleKey: LocalizedStringKey, item: some Transferable, subject: Text? = nil, message: Text? = nil, preview: SharePreview<PreviewImage, PreviewIcon>)
      init(_ titleKey: LocalizedStringKey, items: Data, subject: Text? = nil, message: Text? = nil)
      init(_ title: some StringProtocol, item: URL, subject: Text? = nil, message: Text? = nil)
      init(item: URL, subject: Text? = nil, message: Text? = nil)
      init(item: URL, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label)
      init(item: some Transferable, subject: Text? = nil, message: Text? = nil, preview: SharePreview<PreviewImage, PreviewIcon>)
    }
    struct SharePreview<Image, Icon> {
      init(_ titleKey: LocalizedStringKey, image: Image, icon: Icon)
      init(_ titleKey: LocalizedStringKey, image: Image)
      init(_ titleKey: LocalizedStringKey, icon: Icon)
      init(_ titleKey: LocalizedStringKey)
    }
    struct TableColumn<RowValue, Sort, Content, Label> {
      init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String>)
      init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String>, comparator: some SortComparator)
      init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping (RowValue) -> Content)
      init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, some Comparable>, @ViewBuilder content: @escaping (RowValue) -> Content)
      init(_ titleKey: LocalizedStringKey, sortUsing comparator: some SortComparator, @ViewBuilder content: @escaping (RowValue) -> Content)
      init(_ title: some StringProtocol, value: KeyPath<RowValue, String>)
    }
    struct ProgressView<Label: View, CurrentValueLabel: View> {
      init(_ titleKey: LocalizedStringKey)
      init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0)
      init(_ title: some StringProtocol)
      init<V: BinaryFloatingPoint>(_ title: some StringProtocol, value: V?, total: V = 1.0)
      init()
      init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0)
      init(@ViewBuilder label: () -> Label)
      init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label)
      init(timerInterval: ClosedRange<Date>, countsDown: Bool = true)
    }
    struct Gauge<Label, CurrentValueLabel, BoundsLabel, MarkedValueLabels> {
      init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label)
      init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> CurrentValueLabel)
      init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> CurrentValueLabel, @ViewBuilder minimumValueLabel: () -> BoundsLabel, @ViewBuilder maximumValueLabel: () -> BoundsLabel)
    }
    struct Slider<Label, ValueLabel> {
      init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, onEditingChanged: @escaping (Bool) -> Void = { _ in })
      init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in })
      init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in })
      init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label, @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel, onEditingChanged: @escaping (Bool) -> Void = { _ in })
    }
    struct Alert {
      init(title: Text, message: Text? = nil, dismissButton: Alert.Button? = nil)
      init(title: Text, message: Text? = nil, primaryButton: Alert.Button, secondaryButton: Alert.Button)
    }
    """

  static let swiftUIModifiers = """
    extension View {
      func navigationTitle(_ titleKey: LocalizedStringKey) -> some View
      func navigationTitle(_ title: LocalizedStringResource) -> some View
      func navigationTitle(_ title: Text) -> some View
      func navigationTitle(_ title: some StringProtocol) -> some View
      func navigationBarTitle(_ titleKey: LocalizedStringKey) -> some View
      func navigationBarTitle(_ titleKey: LocalizedStringKey, displayMode: NavigationBarItem.TitleDisplayMode) -> some View
      func navigationBarTitle(_ title: Text) -> some View
      func navigationBarTitle(_ title: some StringProtocol) -> some View
      func navigationSubtitle(_ subtitleKey: LocalizedStringKey) -> some View
      func navigationSubtitle(_ subtitle: Text) -> some View
      func navigationSubtitle(_ subtitle: some StringProtocol) -> some View
      func accessibilityLabel(_ labelKey: LocalizedStringKey) -> some View
      func accessibilityLabel(_ label: Text) -> some View
      func accessibilityLabel(_ label: some StringProtocol) -> some View
      func accessibilityHint(_ hintKey: LocalizedStringKey) -> some View
      func accessibilityHint(_ hint: Text) -> some View
      func accessibilityHint(_ hint: some StringProtocol) -> some View
      func accessibilityValue(_ valueKey: LocalizedStringKey) -> some View
      func accessibilityValue(_ value: Text) -> some View
      func accessibilityValue(_ value: some StringProtocol) -> some View
      func accessibilityAction(named nameKey: LocalizedStringKey, _ handler: @escaping () -> Void) -> some View
      func accessibilityInputLabels(_ inputLabelKeys: [LocalizedStringKey]) -> some View
      func help(_ textKey: LocalizedStringKey) -> some View
      func help(_ text: Text) -> some View
      func help(_ text: some StringProtocol) -> some View
      func alert<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View
      func alert<A: View, M: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View
      func alert<A: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A) -> some View
      func alert<A: View, M: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View
      func alert<A: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View
      func alert<A: View>(_ title: some StringProtocol, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View
      func alert(isPresented: Binding<Bool>, content: () -> Alert) -> some View
      func confirmationDialog<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A) -> some View
      func confirmationDialog<A: View, M: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View
      func confirmationDialog<A: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?, @ViewBuilder actions: (T) -> A) -> some View
      func confirmationDialog<A: View>(_ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A) -> some View
      func confirmationDialog<A: View>(_ title: some StringProtocol, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A) -> some View
      func badge(_ key: LocalizedStringKey?) -> some View
      func badge(_ label: Text?) -> some View
      func badge(_ count: Int) -> some View
      func badge(_ label: (some StringProtocol)?) -> some View
      func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey) -> some View
      func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil) -> some View
      func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: some StringProtocol) -> some View
      func searchable(text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey) -> some View
      func searchable(text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil) -> some View
      func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View
    }
    """

  static let appIntents = """
    protocol AppIntent {
      static var title: LocalizedStringResource { get }
      static var description: IntentDescription? { get }
    }
    protocol AppEntity {
      static var typeDisplayRepresentation: TypeDisplayRepresentation { get }
      var displayRepresentation: DisplayRepresentation { get }
    }
    protocol AppEnum {
      static var typeDisplayRepresentation: TypeDisplayRepresentation { get }
      static var caseDisplayRepresentations: [Self: DisplayRepresentation] { get }
    }
    protocol AppShortcutsProvider {
      static var appShortcuts: [AppShortcut] { get }
    }
    struct IntentDescription {
      init(_ descriptionText: LocalizedStringResource, categoryName: LocalizedStringResource? = nil, searchKeywords: [LocalizedStringResource] = [], resultValueName: LocalizedStringResource? = nil)
    }
    struct IntentDialog {
      init(_ fullDialog: LocalizedStringResource)
      init(full: LocalizedStringResource, supporting: LocalizedStringResource)
      init(full: LocalizedStringResource, systemImageName: String)
      init(full: LocalizedStringResource, supporting: LocalizedStringResource, systemImageName: String)
    }
    struct DisplayRepresentation {
      init(title: LocalizedStringResource, subtitle: LocalizedStringResource? = nil, image: DisplayRepresentation.Image? = nil)
      init(title: LocalizedStringResource, subtitle: LocalizedStringResource? = nil, image: DisplayRepresentation.Image? = nil, synonyms: [LocalizedStringResource])
    }
    struct TypeDisplayRepresentation {
      init(name: LocalizedStringResource, numericFormat: LocalizedStringResource? = nil)
    }
    struct AppShortcut {
      init<Intent: AppIntent>(intent: Intent, phrases: [AppShortcutPhrase<Intent>], shortTitle: LocalizedStringResource, systemImageName: String)
      init<Intent: AppIntent>(intent: Intent, phrases: [AppShortcutPhrase<Intent>], shortTitle: LocalizedStringResource, systemImageName: String, parameterPresentation: AppShortcutParameterPresentation)
      init<Intent: AppIntent>(intent: Intent, phrases: [AppShortcutPhrase<Intent>], systemImageName: String)
      init<Intent: AppIntent>(intent: Intent, phrases: [AppShortcutPhrase<Intent>])
    }
    struct Parameter<Value> {
      init(title: LocalizedStringResource, description: LocalizedStringResource? = nil, default: Value? = nil, requestValueDialog: IntentDialog? = nil, inputOptions: String.IntentInputOptions? = nil, requestDisambiguationDialog: IntentDialog? = nil)
      init(title: LocalizedStringResource, description: LocalizedStringResource? = nil, default: Value? = nil, controlStyle: IntentParameter.ControlStyle = .field, inclusiveRange: (Int, Int)? = nil, requestValueDialog: IntentDialog? = nil)
      init(title: LocalizedStringResource, description: LocalizedStringResource? = nil, default: Value? = nil, defaultUnit: UnitType? = nil, supportsNegativeNumbers: Bool? = nil, requestValueDialog: IntentDialog? = nil)
      init(title: LocalizedStringResource, description: LocalizedStringResource? = nil, default: Value? = nil, optionsProvider: some DynamicOptionsProvider, requestValueDialog: IntentDialog? = nil)
      init(title: LocalizedStringResource, description: LocalizedStringResource? = nil, default: Value? = nil, supportedContentTypes: [UTType] = [UTType.item], requestValueDialog: IntentDialog? = nil, requestDisambiguationDialog: IntentDialog? = nil, inputConnectionBehavior: InputConnectionBehavior = .default)
      init(title: LocalizedStringResource, description: LocalizedStringResource? = nil, default: Value? = nil, supportedTypeIdentifiers: [String] = ["public.item"], requestValueDialog: IntentDialog? = nil, inputConnectionBehavior: InputConnectionBehavior = .default)
      init(title: LocalizedStringResource, description: LocalizedStringResource? = nil, requestValueDialog: IntentDialog? = nil, inputConnectionBehavior: InputConnectionBehavior = .default)
    }
    struct Property<Value> {
      init(title: LocalizedStringResource)
    }
    extension IntentResult {
      static func result(dialog: IntentDialog) -> some IntentResult
      static func result<V>(value: V, dialog: IntentDialog) -> some IntentResult
      static func result(dialog: IntentDialog, view: some View) -> some IntentResult
      static func result<V>(value: V, dialog: IntentDialog, view: some View) -> some IntentResult
      static func result(opensIntent: some AppIntent, dialog: IntentDialog) -> some IntentResult
    }
    extension IntentParameter {
      func needsValueError(_ dialog: IntentDialog) -> Error
      func requestValue(_ dialog: IntentDialog) async throws -> Value
      func requestDisambiguation(among: [Value], dialog: IntentDialog) async throws -> Value
      func requestConfirmation(for value: Value, dialog: IntentDialog) async throws -> Bool
    }
    """

  static let widgetKit = """
    extension WidgetConfiguration {
      func configurationDisplayName(_ displayNameKey: LocalizedStringKey) -> some WidgetConfiguration
      func configurationDisplayName(_ displayName: Text) -> some WidgetConfiguration
      func configurationDisplayName(_ displayName: some StringProtocol) -> some WidgetConfiguration
      func description(_ descriptionKey: LocalizedStringKey) -> some WidgetConfiguration
      func description(_ description: Text) -> some WidgetConfiguration
      func description(_ description: some StringProtocol) -> some WidgetConfiguration
    }
    """

  static let foundation = """
    extension String {
      init(localized keyAndValue: String.LocalizationValue, table: String? = nil, bundle: Bundle? = nil, locale: Locale = .current, comment: StaticString? = nil)
      init(localized key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil, bundle: Bundle? = nil, locale: Locale = .current, comment: StaticString? = nil)
      init(localized resource: LocalizedStringResource)
      init(describing instance: some Any)
      init(_ value: some LosslessStringConvertible)
      struct LocalizationValue {
        init(_ literal: String.LocalizationValue)
      }
    }
    extension AttributedString {
      init(localized keyAndValue: String.LocalizationValue, options: AttributedString.LocalizationOptions = [], table: String? = nil, bundle: Bundle? = nil, locale: Locale? = nil, comment: StaticString? = nil)
      init(localized key: StaticString, defaultValue: String.LocalizationValue, options: AttributedString.LocalizationOptions = [], table: String? = nil, bundle: Bundle? = nil, locale: Locale? = nil, comment: StaticString? = nil)
      init(localized resource: LocalizedStringResource)
    }
    struct LocalizedStringResource {
      init(_ keyAndValue: String.LocalizationValue, table: String? = nil, locale: Locale = .current, bundle: LocalizedStringResource.BundleDescription = .main, comment: StaticString? = nil)
      init(_ key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil, locale: Locale = .current, bundle: LocalizedStringResource.BundleDescription = .main, comment: StaticString? = nil)
    }
    struct LocalizedStringKey {
      init(_ literal: LocalizedStringKey)
    }
    """

  /// Every stub, in one text.
  static var all: String { [swiftUIViews, swiftUIModifiers, appIntents, widgetKit, foundation].joined(separator: "\n") }
}

extension DeclarationIndex {
  /// The frameworks' declarations, parsed once.
  static let frameworks = DeclarationIndex(swift: FrameworkDeclarations.all)
}
