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

    func validate() throws { try validateParameters() }
}

/// How the host and badge look: icon, colors, border. Shared by every drawing command.
struct LookOptions: ParameterOptions {
    typealias Values = BadgeSetup
    @Option(help: help(Values.self, "icon")) var icon: String?
    @Option(help: help(Values.self, "badgeColor")) var badgeColor: String?
    @Option(help: help(Values.self, "textColor")) var textColor: String?
    @Option(help: help(Values.self, "borderColor")) var borderColor: String?
    @Option(parsing: .unconditional, help: help(Values.self, "borderWidth")) var borderWidth: String?
    @Option(help: help(Values.self, "hostColor")) var hostColor: String?

    func validate() throws { try validateParameters() }
}

/// The canvas: pixels per point, size, margin, background.
struct CanvasOptions: ParameterOptions {
    typealias Values = CanvasSpec
    @Option(parsing: .unconditional, help: help(Values.self, "scale")) var scale: String?
    @Option(help: help(Values.self, "size")) var size: String?
    @Option(parsing: .unconditional, help: help(Values.self, "margin")) var margin: String?
    @Option(help: help(Values.self, "background")) var background: String?

    func validate() throws { try validateParameters() }
}

/// Frame rate and still time around the animation.
struct ClipOptions: ParameterOptions {
    typealias Values = ClipTiming
    @Option(parsing: .unconditional, help: help(Values.self, "fps")) var fps: String?
    @Option(parsing: .unconditional, help: help(Values.self, "leadIn")) var leadIn: String?
    @Option(parsing: .unconditional, help: help(Values.self, "hold")) var hold: String?
    @Option(name: .customLong("repeat"), parsing: .unconditional, help: help(Values.self, "repeat")) var `repeat`: String?

    func validate() throws { try validateParameters() }

    /// The timing these flags give, at `defaultFPS` unless --fps names one.
    func timing(defaultFPS: Double) throws -> ClipTiming {
        var base = ClipTiming()
        base.fps = defaultFPS
        return try values(over: base)
    }
}

/// The UIView.animate curve: shared by every animation (each animation declares it).
struct CurveOptions: ParsableArguments {
    @Option(help: help(PopParameters.self, "curve")) var curve: String?

    /// The curve as the animation's own (key, text), if given.
    var given: [(key: String, text: String)] { curve.map { [("curve", $0)] } ?? [] }

    func validate() throws {
        do { _ = try PopParameters.from(given) } catch { throw ValidationError(Flags.message(for: error)) }
    }
}
