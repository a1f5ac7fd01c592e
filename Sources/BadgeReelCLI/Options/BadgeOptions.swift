import ArgumentParser
import ReelModels
import ReelExport

/// The badge's content and geometry: flags every subcommand shares.
struct BadgeOptions: ParameterOptions {
    typealias Values = BadgeSetup
    @Option(parsing: .unconditional, help: help(Values.self, "count")) var count: String?
    @Option(parsing: .unconditional, help: help(Values.self, "maxCount")) var maxCount: String?
    @Option(help: help(Values.self, "locale")) var locale: String?
    @Option(help: help(Values.self, "text")) var text: String?
    @Flag(help: help(Values.self, "dot")) var dot = false
    @Option(parsing: .unconditional, help: help(Values.self, "diameter")) var diameter: String?
    @Option(help: help(Values.self, "hostSize")) var hostSize: String?
    @Option(parsing: .unconditional, help: help(Values.self, "circleOffset")) var circleOffset: String?
    @Option(parsing: .unconditional, help: help(Values.self, "circleScale")) var circleScale: String?
    @Option(help: help(Values.self, "style")) var style: String?
    @Option(help: help(Values.self, "cornerStyle")) var cornerStyle: String?
    @Option(help: help(Values.self, "initialCenter")) var initialCenter: String?
    @Option(help: help(Values.self, "layout")) var layout: String?

    func validate() throws { try validateParameters() }
}
