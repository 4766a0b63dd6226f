// The yardstick for bench/15-xml.sh: swift-corelibs-foundation's XMLParser (libxml2's SAX parser
// underneath), as lstrings used it for storyboards, xibs and Core Data models before it had its own
// reader. Reads every file named, counts what a reader hands out, and prints the counts as one line
// of JSON, so the script can check both readers saw the same elements. Built by the script with
// `swiftc -O`; not part of the package (FoundationXML is no longer a dependency of lstrings).
import Foundation

#if canImport(FoundationXML)
  import FoundationXML
#endif

final class Counter: NSObject, XMLParserDelegate {
  var elements = 0
  var attributes = 0
  var attributeBytes = 0
  var textBytes = 0
  var errors = 0

  func parser(
    _ parser: XMLParser, didStartElement element: String, namespaceURI: String?, qualifiedName: String?,
    attributes: [String: String] = [:]
  ) {
    elements += 1
    self.attributes += attributes.count
    for (_, value) in attributes { attributeBytes += value.utf8.count }
  }

  func parser(_ parser: XMLParser, foundCharacters string: String) {
    textBytes += string.utf8.count
  }

  func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
    errors += 1
  }
}

let counter = Counter()
for path in CommandLine.arguments.dropFirst() {
  guard let data = FileManager.default.contents(atPath: path) else { continue }
  let parser = XMLParser(data: data)
  parser.shouldProcessNamespaces = false
  parser.shouldResolveExternalEntities = false
  parser.delegate = counter
  _ = parser.parse()
}
print(
  "{\"elements\":\(counter.elements),\"attributes\":\(counter.attributes),\"attributeBytes\":\(counter.attributeBytes),"
    + "\"textBytes\":\(counter.textBytes),\"errors\":\(counter.errors)}")
