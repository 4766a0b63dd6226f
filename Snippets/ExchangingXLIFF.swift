// Reads a translator's XLIFF into the typed model, and writes it back in Xcode's bytes.
import StringsKit

let delivery = """
  <?xml version="1.0" encoding="UTF-8"?>
  <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
    <file original="App/Localizable.xcstrings" source-language="en" target-language="de" datatype="plaintext">
      <body>
        <trans-unit id="Hello %@" xml:space="preserve">
          <source>Hello %@</source>
          <target state="translated">Hallo %@</target>
          <note>Greeting on the home screen</note>
        </trans-unit>
        <trans-unit id="Cancel" xml:space="preserve">
          <source>Cancel</source>
          <note/>
        </trans-unit>
      </body>
    </file>
  </xliff>

  """

// Reading never fails: a problem is a diagnostic at its line, and the unit is left out.
let result = XLIFFReader.read(Array(delivery.utf8), path: "de.xliff")
print(result.diagnostics.count)  // 0
for file in result.document.files {
  print(file.original, file.targetLanguage ?? "no target language")  // App/Localizable.xcstrings de
  for unit in file.units {
    guard case .plain(let text)? = unit.target?.text else {
      print(unit.id, "→ not translated")  // Cancel → not translated
      continue
    }
    print(unit.id, "→", text)  // Hello %@ → Hallo %@
  }
}

// The same document in Xcode's layout (two spaces per level, `<tool …/>`, escaping).
let bytes = XLIFFWriter.write(result.document)
print(String(decoding: bytes, as: UTF8.self).hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"))  // true
