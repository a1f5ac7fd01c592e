import ArgumentParser
import ReelModels
import ReelExport

/// Frame rate and still time around the animation.
struct ClipOptions: ParameterOptions {
    typealias Values = ClipTiming
    @Option(parsing: .unconditional, help: help(Values.self, "fps")) var fps: String?
    @Option(parsing: .unconditional, help: help(Values.self, "leadIn")) var leadIn: String?
    @Option(parsing: .unconditional, help: help(Values.self, "hold")) var hold: String?
    @Option(name: .customLong("repeat"), parsing: .unconditional, help: help(Values.self, "repeat")) var `repeat`: String?

    /// The options that hold parameters, read by `named` in this order.
    static var fields: [ParameterField<ClipOptions>] {
        [
            .text("fps", \.fps),
            .text("leadIn", \.leadIn),
            .text("hold", \.hold),
            .text("repeat", \.`repeat`),
        ]
    }

    func validate() throws { try validateParameters() }
}
