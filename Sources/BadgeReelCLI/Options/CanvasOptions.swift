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

    /// The options that hold parameters, read by `named` in this order.
    static var fields: [ParameterField<CanvasOptions>] {
        [
            .text("scale", \.scale),
            .text("size", \.size),
            .text("margin", \.margin),
            .text("background", \.background),
        ]
    }

    func validate() throws { try validateParameters() }
}
