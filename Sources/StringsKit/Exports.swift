// The layers below, re-exported: `import StringsKit` gives the whole library, as before the split.
@_exported import StringsExtraction
@_exported import StringsFormats
