import ReelModels

/// One reel asked for in neutral words: an animation by name and parameter values as
/// (name, text) pairs, the declarations' own names (`popOutRatio`, `diameter`, `fps`) and
/// the texts as typed. Every front end turns its input into one: the command line's option
/// groups, the studio's requests; `reel()` checks and builds it the one way, so a value is
/// refused in the same words wherever it was typed.
///
/// The checks run in the command line's order: first each section on its own (the
/// animation's parameters, the badge's content and geometry, its look, the canvas, the
/// curve, the clip, the encoding), then the rules between them. Within a section the
/// first refused value is the first in that section's order (`sections`), not in the
/// order given, so a request refuses the same value however its pairs are ordered.
public struct ReelRequest: Sendable {
    /// The animation the reel plays.
    public var animation: AnimationName
    /// Parameter values by declaration name; a name given twice keeps its last text.
    public var values: [(name: String, text: String)]
    /// The file the reel is for: its format sets the default frame rate. nil: the clip's
    /// own default (stills, timeline reports).
    public var output: String?

    /// A request for `animation` with `values`, for `output`.
    public init(animation: AnimationName, values: [(name: String, text: String)], output: String?) {
        self.animation = animation
        self.values = values
        self.output = output
    }

    /// A request refused: the one line a front end shows, in the command line's words, and
    /// the exit status the command line ends with (64: a value refused).
    public struct Refusal: Error, Sendable {
        /// The line: `--diameter 0: expected a number from 1 to 1000`.
        public var message: String
        /// The command line's exit status for it (sysexits).
        public var exitStatus: Int32

        init(_ error: ParameterError) {
            message = Flags.message(for: error)
            exitStatus = 64
        }

        init(_ message: String) {
            self.message = message
            exitStatus = 64
        }
    }

    /// The badge's content and geometry, and its look: two sections of `BadgeSetup`, in the
    /// order the command line's help lists them (`BadgeOptions`, `LookOptions`; a test holds
    /// the two lists equal).
    public static let badgeSection = ["count", "maxCount", "locale", "text", "dot", "diameter", "hostSize",
                                      "circleOffset", "circleScale", "style", "cornerStyle", "initialCenter"]
    /// The look section of `BadgeSetup`.
    public static let lookSection = ["icon", "badgeColor", "textColor", "borderColor", "borderWidth", "hostColor"]

    /// The reel, checked: every value against its declaration, then the rules between them.
    public func reel() throws(Refusal) -> Reel {
        let given = try self.given()
        func pairs<S: ParameterSet>(_: S.Type, _ names: [String]) -> [(key: String, text: String)] {
            names.compactMap { name in given[name].flatMap { text in S.parameter(named: name).map { ($0.key, text) } } }
        }
        let ownNames = animation.parameters.map(\.name).filter { $0 != "curve" }
        let curve = given["curve"].map { [(key: "curve", text: $0)] } ?? []
        let badge = pairs(BadgeSetup.self, Self.badgeSection)
        let look = pairs(BadgeSetup.self, Self.lookSection)
        let canvas = pairs(CanvasSpec.self, CanvasSpec.parameters.map(\.name))
        let clip = pairs(ClipTiming.self, ClipTiming.parameters.map(\.name))
        let encoding = pairs(EncodingSpec.self, EncodingSpec.parameters.map(\.name))
        do throws(ParameterError) {
            // Each section alone, as the command line validates its option groups.
            let own: [(key: String, text: String)] = ownNames.compactMap { name in
                given[name].flatMap { text in animation.parameters.first { $0.name == name }.map { ($0.key, text) } }
            }
            _ = try BadgeAnimation(animation, own)
            _ = try BadgeSetup.from(badge)
            _ = try BadgeSetup.from(look)
            _ = try CanvasSpec.from(canvas)
            _ = try PopParameters.from(curve)
            _ = try ClipTiming.from(clip)
            _ = try EncodingSpec.from(encoding)
            // Then together.
            let kind = try BadgeAnimation(animation, own + curve)
            let setup = try BadgeSetup.from(badge + look)
            var base = ClipTiming()
            if let output { base.fps = ReelExporter.defaultFPS(for: output) }
            let timing = try ClipTiming.from(clip, over: base)
            return Reel(scene: Scene(animation: kind, setup: setup, timing: timing),
                        canvas: try CanvasSpec.from(canvas), encoding: try EncodingSpec.from(encoding))
        } catch {
            throw Refusal(error)
        }
    }

    /// The values by name, the last text of each; a name no section declares for this
    /// animation is refused as the command line refuses an unknown flag.
    private func given() throws(Refusal) -> [String: String] {
        let known = Set(animation.parameters.map(\.name) + Self.badgeSection + Self.lookSection
                        + CanvasSpec.parameters.map(\.name) + ClipTiming.parameters.map(\.name)
                        + EncodingSpec.parameters.map(\.name))
        var out: [String: String] = [:]
        for (name, text) in values {
            guard known.contains(name) else { throw Refusal("Unknown option '\(Flags.flag(for: name))'") }
            out[name] = text
        }
        return out
    }
}
