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
        func pairs(_ section: [(name: String, key: String)]) -> [(key: String, text: String)] {
            section.compactMap { entry in given[entry.name].map { (entry.key, $0) } }
        }
        let curve = given["curve"].map { [(key: "curve", text: $0)] } ?? []
        let badge = pairs(Self.sections.badge)
        let look = pairs(Self.sections.look)
        let canvas = pairs(Self.sections.canvas)
        let clip = pairs(Self.sections.clip)
        let encoding = pairs(Self.sections.encoding)
        do throws(ParameterError) {
            // Each section alone, as the command line validates its option groups.
            let own = pairs(Self.sections.own[animation] ?? [])
            let ownKind = try BadgeAnimation(animation, own)
            let badgeSetup = try BadgeSetup.from(badge)
            let lookSetup = try BadgeSetup.from(look)
            let canvasSpec = try CanvasSpec.from(canvas)
            if curve.isEmpty { if let refusal = Self.defaultCurveRefusal { throw refusal } } else { _ = try PopParameters.from(curve) }
            let clipAlone = try ClipTiming.from(clip)
            let encodingSpec = try EncodingSpec.from(encoding)
            // Then together. A value built from the same pairs over the same base is the
            // same value, so it is reused rather than parsed and checked again (checking
            // every value twice was half of planning a batch job): `from` is a pure function
            // of its pairs and base. With no curve the curve section is the defaults alone,
            // checked once for the process (`defaultCurveRefusal`).
            let kind = curve.isEmpty ? ownKind : try BadgeAnimation(animation, own + curve)
            let setup = look.isEmpty ? badgeSetup : badge.isEmpty ? lookSetup : try BadgeSetup.from(badge + look)
            var base = ClipTiming()
            if let output { base.fps = ReelExporter.defaultFPS(for: output) }
            let timing = base == ClipTiming() ? clipAlone : try ClipTiming.from(clip, over: base)
            return Reel(scene: Scene(animation: kind, setup: setup, timing: timing),
                        canvas: canvasSpec, encoding: encodingSpec)
        } catch {
            throw Refusal(error)
        }
    }

    /// What checking the curve section with nothing given says: the same for every request,
    /// so worked out once (nil: the defaults pass, as they do).
    private static let defaultCurveRefusal: ParameterError? = {
        do throws(ParameterError) { _ = try PopParameters.from([]); return nil } catch { return error }
    }()

    /// The values by name, the last text of each; a name no section declares for this
    /// animation is refused as the command line refuses an unknown flag.
    private func given() throws(Refusal) -> [String: String] {
        let known = Self.sections.known[animation] ?? []
        var out: [String: String] = [:]
        for (name, text) in values {
            guard known.contains(name) else { throw Refusal("Unknown option '\(Flags.flag(for: name))'") }
            out[name] = text
        }
        return out
    }

    /// Each section's parameters as (declaration name, scene key) in the section's order, and
    /// the names each animation's request knows: the same for every request, so read from
    /// the declarations once (building them per request was a tenth of planning a batch job).
    private struct Sections: Sendable {
        var own: [AnimationName: [(name: String, key: String)]] = [:]
        var badge: [(name: String, key: String)]
        var look: [(name: String, key: String)]
        var canvas: [(name: String, key: String)]
        var clip: [(name: String, key: String)]
        var encoding: [(name: String, key: String)]
        var known: [AnimationName: Set<String>] = [:]

        init() {
            func section<S: ParameterSet>(_: S.Type, _ names: [String]) -> [(name: String, key: String)] {
                names.compactMap { name in S.parameter(named: name).map { (name, $0.info.key) } }
            }
            badge = section(BadgeSetup.self, ReelRequest.badgeSection)
            look = section(BadgeSetup.self, ReelRequest.lookSection)
            canvas = section(CanvasSpec.self, CanvasSpec.parameters.map(\.info.name))
            clip = section(ClipTiming.self, ClipTiming.parameters.map(\.info.name))
            encoding = section(EncodingSpec.self, EncodingSpec.parameters.map(\.info.name))
            for animation in AnimationName.allCases {
                // The animation's own parameters but its curve, which is a section of its own.
                var seen = Set<String>()
                own[animation] = animation.parameters.compactMap { p in
                    p.name != "curve" && seen.insert(p.name).inserted ? (p.name, p.key) : nil
                }
                known[animation] = Set(animation.parameters.map(\.name) + ReelRequest.badgeSection + ReelRequest.lookSection
                                       + CanvasSpec.parameters.map(\.info.name) + ClipTiming.parameters.map(\.info.name)
                                       + EncodingSpec.parameters.map(\.info.name))
            }
        }
    }

    private static let sections = Sections()
}
