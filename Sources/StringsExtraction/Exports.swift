// The formats this layer reads and writes, visible in every file of the module and to its clients.
@_exported import StringsFormats
