import ArgumentParser
import ReelModels
import ReelExport

/// The UIView.animate curve: shared by every animation (each animation declares it).
struct CurveOptions: ParsableArguments {
    @Option(help: help(PopParameters.self, "curve")) var curve: String?

    /// The curve as the animation's own (key, text), if given.
    var given: [(key: String, text: String)] { curve.map { [("curve", $0)] } ?? [] }

    /// The curve by its declaration's name, for a `ReelRequest`.
    var named: [(name: String, text: String)] { curve.map { [("curve", $0)] } ?? [] }

    func validate() throws {
        do { _ = try PopParameters.from(given) } catch { throw ValidationError(Flags.message(for: error)) }
    }
}
