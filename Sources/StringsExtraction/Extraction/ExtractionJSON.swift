/// Every call site found, as one JSON array (for scripts and other tools): key, value, comment,
/// table, file, line, column, routine and whether the key came from interpolation.
package enum ExtractionJSON {
  public static func render(_ strings: [ExtractedString]) -> String {
    var out = "[\n"
    for (index, string) in strings.enumerated() {
      var fields = [
        "\"key\":" + JSONText.quote(string.key),
        "\"value\":" + (string.value.map(JSONText.quote) ?? "null"),
        "\"comment\":" + (string.comment.map { JSONText.quote(StringsText($0)) } ?? "null"),
        "\"table\":" + JSONText.quote(StringsText(string.table)),
        "\"file\":" + JSONText.quote(StringsText(string.location.file)),
      ]
      fields += [
        "\"line\":\(string.location.line)", "\"column\":\(string.location.column)",
        "\"routine\":" + JSONText.quote(StringsText(string.routine)),
        "\"interpolated\":\(string.isInterpolated)",
      ]
      out += "  {" + fields.joined(separator: ",") + "}" + (index + 1 < strings.count ? ",\n" : "\n")
    }
    return out + "]\n"
  }
}
