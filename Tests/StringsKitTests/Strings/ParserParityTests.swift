import Foundation
import StringsExtraction
import StringsFormats
import StringsKit
import Testing

/// The examples of docs/strings-format.md (../shared), each run through lstrings and through
/// CoreFoundation in-process: the same value, or the same error message with the same line.
@Suite struct ParserParityTests {
  static let cases: [(String, [UInt8])] = [
    // §1, §3 top level
    ("empty file", []),
    ("junk after braces", b(#"{ "a" = "b"; } x"#)),
    ("braces form", b(#"{ "a" = "b"; }"#)),
    ("braces then comments", b("{ \"a\" = \"b\"; } /* c */\n// d")),
    ("braceless ignores junk", b(#""a" = "b"; } x"#)),
    ("lone string", b(#""hello""#)),
    ("shorthand", b(#""hello";"#)),
    ("array top level", b(#"("a", "b")"#)),
    ("data then junk", b(#"<0a> = "x";"#)),
    ("leading semicolon", b(#";"a" = "b";"#)),
    ("leading equals", b(#"= "b";"#)),
    ("unterminated first", b("\"a = b;\n")),
    ("xml plist", b("<dict><key>a</key><string>b</string></dict> junk")),
    // §2 encodings
    ("utf16le bom", [0xFF, 0xFE] + u16le(#""k" = "v";"#)),
    ("utf16be bom", [0xFE, 0xFF] + u16be(#""k" = "v";"#)),
    ("utf16le no bom", u16le(#""k" = "v";"#)),
    ("utf16le no bom newline", u16le("\n\"k\" = \"v\";")),
    ("utf16be no bom", u16be(#""k" = "v";"#)),
    ("utf16le no bom line count", u16le("\n\"a\" = \"b\"\n")),
    ("utf8 nul", b("\"\0\" = \"x\";")),
    ("utf32le", [0xFF, 0xFE, 0, 0] + u32le(#""k" = "v";"#)),
    ("utf32be", [0, 0, 0xFE, 0xFF] + u32be(#""k" = "v";"#)),
    ("utf16 bom then nul", [0xFF, 0xFE] + u16le("\0\"k\" = \"v\";")),
    ("utf8 bom", [0xEF, 0xBB, 0xBF] + b(#""k" = "v";"#)),
    ("bom only", [0xEF, 0xBB, 0xBF]),
    ("bom newline", [0xEF, 0xBB, 0xBF, 0x0A]),
    ("double bom", [0xEF, 0xBB, 0xBF, 0xEF, 0xBB, 0xBF] + b(#""a" = "b";"#)),
    ("latin1 e9", b(#""k" = "caf"#) + [0xE9] + b(#"";"#)),
    ("a9 byte", b(#""k" = ""#) + [0xA9] + b(#"";"#)),
    ("a8 byte", b(#""k" = ""#) + [0xA8] + b(#"";"#)),
    ("overlong", b(#""k" = ""#) + [0xC0, 0xAF] + b(#"";"#)),
    ("encoded surrogates", b(#""k" = ""#) + [0xED, 0xA0, 0xBD, 0xED, 0xB8, 0x80] + b(#"";"#)),
    ("above max", b(#""k" = ""#) + [0xF4, 0x90, 0x80, 0x80] + b(#"";"#)),
    ("truncated", b(#""k" = ""#) + [0xE2, 0x82] + b(#"";"#)),
    ("utf16 lone surrogate", [0xFF, 0xFE] + u16le(#""k" = ""#) + [0x00, 0xD8] + u16le(#"";"#)),
    ("utf16 odd byte", [0xFF, 0xFE] + u16le(#""k" = "v";"#) + [0x41]),
    ("utf16 bom one byte", [0xFF, 0xFE, 0x41]),
    ("two bytes fffe", [0xFF, 0xFE]),
    ("three bytes nul", [0x0A, 0x00, 0x41]),
    // §4 lexical
    ("separators", b("\"a\"\u{2028}=\u{2029}\"b\";")),
    ("nbsp", b("\"a\"\u{A0}= \"b\";")),
    ("nel", b("\"a\"\u{85}= \"b\";")),
    ("nested comment open", b(#"/* a /* b */ "k" = "v";"#)),
    ("nested comment close", b(#"/* a /* b */ */ "k" = "v";"#)),
    ("line comment 2028", b("// c\u{2028}\"a\" = \"b\";")),
    ("unclosed comment after", b(#""a" = "b"; /* never closed"#)),
    ("unclosed comment first", b("/* never closed\n\"a\" = \"b\";")),
    ("unclosed comment value", b(#""a" = /* never closed"#)),
    ("value starts comment", b("k = //p;\n")),
    ("slash value", b("k = /p;")),
    ("trailing slash", b(#""a" = "b"; /"#)),
    ("missing semicolon eof newline", b("\"a\" = \"b\"\n")),
    ("missing semicolon next", b("\"a\" = \"b\"\n\n\"c\" = \"d\";")),
    ("missing semicolon crlf", b("\"a\" = \"b\";\r\"c\" = \"d\"\r\n\"e\" = \"f\";\r")),
    ("lf cr", b("\"a\" = \"b\"\n\r\"c\" = \"d\";")),
    ("2028 not line", b("\"a\" = \"b\"\u{2028}\u{2028}\"c\" = \"d\";")),
    // §5 strings
    ("single quotes", b(#"'k' = 'say "hi"';"#)),
    ("escaped single", b(#""k" = 'it\'s';"#)),
    ("multiline", b("\"k\" = \"line1\nline2\r\nline3\";")),
    ("nul inside", b("\"k\" = \"a\0b\";")),
    ("empty key", b(#""" = "";"#)),
    ("unterminated value later", b("\"a\" = \"b\";\n\"c\" = \"d\n")),
    ("array unterminated element", b(#""k" = ("a", ");"#)),
    ("dict unterminated key", b(#""k" = { "};"#)),
    ("stray quote", b("\"a\" = \"b;\n\"c\" = \"d\";")),
    ("escapes", b(#""k" = "\a\b\f\n\r\t\v";"#)),
    ("escaped quotes", b(#""k" = "\"\\\'";"#)),
    ("unknown escapes", b(#""k" = "\q\u0041\x41\?\/\e";"#)),
    ("line continuation", b("\"k\" = \"a\\\nb\";")),
    ("continuation crlf", b("\"k\" = \"a\\\r\nb\";")),
    ("backslash eof", b(#""k" = "a\"#)),
    ("backslash eof key", b("\"a\" = \"b\";\n\"c\\")),
    ("octal", b(#""k" = "\101\1012\0\08\8";"#)),
    ("octal high", b(#""k" = "\200\251\341\376";"#)),
    ("octal wrap", b(#""k" = "\400\477\541\777";"#)),
    ("U escapes", b(#""k" = "\U00e9\U41\U1F600\Ug\U";"#)),
    ("U pair", b(#""k" = "\UD83D\UDE00";"#)),
    ("U lone", b(#""k" = "\UDC00";"#)),
    ("U pair split by literal", b(#""k" = "\UD83D"#) + [0xF0, 0x9F, 0x98, 0x80] + b(#"";"#)),
    ("backslash emoji", b(#""k" = "\"#) + [0xF0, 0x9F, 0x98, 0x80] + b(#"";"#)),
    ("unquoted", b("$k_1 = -1.5:/x;")),
    ("url", b("url = http://x.y/z;")),
    ("double slash", b("k = a//b;")),
    ("comment glued", b("k = a/*c*/;")),
    ("plus", b("k = a+b;")),
    ("non-ascii first", b(#"é = "v";"#)),
    ("non-ascii key", b(#"ké = "v";"#)),
    // §6 statements
    ("shorthand two", b("\"a\";\nb;")),
    ("last wins", b("\"k\" = \"1\";\n\"k\" = \"2\";")),
    ("shorthand overrides", b("\"k\" = \"1\";\n\"k\";")),
    ("two keys", b(#""a" "b";"#)),
    ("empty value", b(#""a" = ;"#)),
    ("eof after equals", b(#""a" ="#)),
    ("key at eof", b("\"a\" = \"b\";\n\"c\"\n")),
    ("double equals", b(#""a" = "b" = "c";"#)),
    ("empty statement", b("\"a\" = \"b\";\n;\n\"c\" = \"d\";")),
    ("at signs", b("\"a\" = \"b\";\n@@@ \"c\" = \"d\";")),
    ("bom after", b("\"a\" = \"b\";") + [0xEF, 0xBB, 0xBF] + b("\"c\" = \"d\";")),
    ("nul after", b("\"a\" = \"b\";\0\"c\" = \"d\";")),
    ("unterminated key after", b("\"a\" = \"b\";\n\"c")),
    ("unterminated value after", b("\"a\" = \"b\";\n\"c\" = \"d")),
    ("nested empty statement", b(#""k" = { "a" = "b"; ; };"#)),
    ("smart quotes", b("\"a\" = \"b\";\n\u{201C}c\u{201D} = \u{201C}d\u{201D};")),
    ("full width space", b("\"a\" = \"b\";\u{3000}\"c\" = \"d\";")),
    ("equivalent keys", b("\"é\" = \"1\";\n\"e\u{301}\" = \"2\";")),
    // §7 values
    ("nested dict", b(#""k" = { "x" = "y"; z; };"#)),
    ("empty dict", b(#""k" = {};"#)),
    ("dict missing semicolon", b(#""k" = { "x" = "y" };"#)),
    ("dict bad key", b(#""k" = { (a) = b; };"#)),
    ("dict unclosed", b(#""k" = { "a" = "b";"#)),
    ("array mix", b(#""k" = ("a", b, (), {x = y;}, <00ff>,);"#)),
    ("array leading comma", b(#""k" = (, "a");"#)),
    ("array double comma", b(#""k" = ("a",, "b");"#)),
    ("array no comma", b(#""k" = ("a" "b");"#)),
    ("array eof", b(#""k" = ("a""#)),
    ("array open eof", b(#""k" = ("#)),
    ("array bad data dropped", b(#""k" = ("a", <4 );"#)),
    ("array dict dropped", b(#""k" = ({a = b);"#)),
    ("array unclosed dict dropped", b(#""k" = ({a = b;);"#)),
    ("array data gt", b(#""k" = (<4>);"#)),
    ("data", b("\"k\" = <48 65\n6c6C 6f>;")),
    ("empty data", b(#""k" = <>;"#)),
    ("data 2028", b("\"k\" = <48\u{2028}65>;")),
    ("data low byte", b("\"k\" = <\u{141}\u{130}>;")),
    ("data uneven", b(#""k" = <486>;"#)),
    ("data split", b(#""k" = <4 8>;"#)),
    ("data invalid", b(#""k" = <48zz>;"#)),
    ("data comment", b(#""k" = <48 /* x */ 65>;"#)),
    ("data vt", b("\"k\" = <48\u{0B}65>;")),
    ("data unclosed", b(#""k" = <4865"#)),
    ("data emoji", b("\"k\" = <\u{1F600}>;")),
    ("depth 512 empty", b("\"k\" = " + String(repeating: "(", count: 512) + String(repeating: ")", count: 512) + ";")),
    ("depth 511 value", b("\"k\" = " + String(repeating: "(", count: 511) + "\"x\"" + String(repeating: ")", count: 511) + ";")),
    ("depth 512 value", b("\"k\" = " + String(repeating: "(", count: 512) + "\"x\"" + String(repeating: ")", count: 512) + ";")),
    ("depth dict 511", b("\"k\" = " + String(repeating: "{a = ", count: 511) + "{}" + String(repeating: ";}", count: 511) + ";")),
    ("depth dict 512", b("\"k\" = " + String(repeating: "{a = ", count: 512) + "v" + String(repeating: ";}", count: 512) + ";")),
    ("whitespace only", b(" \n\t// c\n/* d */")),
  ]

  @Test(arguments: cases.indices)
  func matchesCoreFoundation(_ index: Int) {
    let (name, bytes) = Self.cases[index]
    let ours = StringsParser.parse(bytes, path: name).oracleResult
    let reference = CoreFoundationOracle.parse(bytes)
    #expect(ours == reference, "\(name): lstrings \(ours), CoreFoundation \(reference)")
  }

  @Test(arguments: cases.indices)
  func roundTripsByteForByte(_ index: Int) {
    let (name, bytes) = Self.cases[index]
    let result = StringsParser.parse(bytes, path: name)
    #expect(result.file.encoded() == bytes, "\(name) does not round-trip")
  }
}

func b(_ string: String) -> [UInt8] { Array(string.utf8) }
func u16le(_ string: String) -> [UInt8] { string.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] } }
func u16be(_ string: String) -> [UInt8] { string.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] } }
func u32le(_ string: String) -> [UInt8] {
  string.unicodeScalars.flatMap { s in (0..<4).map { UInt8((s.value >> (8 * $0)) & 0xFF) } }
}
func u32be(_ string: String) -> [UInt8] { u32le(string).chunked4Reversed() }

extension Array where Element == UInt8 {
  fileprivate func chunked4Reversed() -> [UInt8] {
    stride(from: 0, to: count, by: 4).flatMap { self[$0..<$0 + 4].reversed() }
  }
}

/// Text that starts with `<?xml` goes through CF's XML-declaration encoding sniffing first.
@Suite struct XMLDeclarationParityTests {
  static let cases: [(String, [UInt8])] = [
    ("declaration without encoding, short", b("<?xmlNSHumanReadable\"")),
    ("declaration with ?", b("<?xml version=\"1.0\"?>\n\"a\" = \"b\";")),
    ("declared utf-8", b("<?xml encoding=\"UTF-8\" \"a\" = \"b\";")),
    ("declared latin1", b("<?xml encoding=\"ISO-8859-1\" \"a\" = \"caf") + [0xE9] + b("\";")),
    ("unknown encoding", b("<?xml encoding=\"NOPE-1\" \"a\" = \"b\";")),
    ("macintosh is CF's encoding 0, read as none", b("<?xml encoding=\"macintosh\" \"a\" = \"b\";")),
    ("lenient UTF-8 name", b("<?xml encoding=\"UTF-8@?\" \"a\" = \"b\";")),
    ("unterminated name", b("<?xml encoding=\"UTF-8 \"a\" = \"b\";")),
    (
      "xml plist",
      b("<?xml version=\"1.0\" encoding=\"UTF-8\"?><plist version=\"1.0\"><dict><key>a</key><string>b</string></dict></plist>")
    ),
  ]

  @Test(arguments: cases.indices)
  func matchesCoreFoundation(_ index: Int) {
    let (name, bytes) = Self.cases[index]
    let result = StringsParser.parse(bytes, path: name)
    let reference = CoreFoundationOracle.parse(bytes)
    #expect(result.oracleResult == reference, "\(name): lstrings \(result.oracleResult), CoreFoundation \(reference)")
    #expect(result.file.encoded() == bytes)
  }
}
