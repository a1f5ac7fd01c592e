import ArgumentParser
import ReelModels
import ReelExport

/// The canvas: pixels per point, size, margin, background.
struct CanvasOptions: ParameterOptions {
    typealias Values = CanvasSpec
    @Option(parsing: .unconditional, help: help(Values.self, "scale")) var scale: String?
    @Option(help: help(Values.self, "size")) var size: String?
    @Option(parsing: .unconditional, help: help(Values.self, "margin")) var margin: String?
    @Option(help: help(Values.self, "background")) var background: String?

    func validate() throws { try validateParameters() }
}
