import ReelModels
import ReelTimeline

/// One reel asked for in neutral words: what moves (one of the seed's animations by name, or
/// the user's own Core Animation animation on a key path) and parameter values as
/// (name, text) pairs, the declarations' own names (`popOutRatio`, `diameter`, `fps`) and
/// the texts as typed. Every front end turns its input into one: the command line's
/// exports, `still`, `timeline` and `animate`, the studio's requests, a batch's jobs;
/// `reel()` checks and builds it the one way, so a value is refused in the same words
/// wherever it was typed.
///
/// The checks run in the command line's order: first each section on its own (the
/// animation's parameters, the badge's content and geometry, its look, the canvas, the
/// curve, the clip, the encoding), then the rules between them. Within a section the
/// first refused value is the first in that section's order (`sections`), not in the
/// order given, so a request refuses the same value however its pairs are ordered.
public struct ReelRequest: Sendable {
    /// What moves in the reel.
    public enum Motion: Sendable, Hashable {
        /// One of the seed's animations (BadgeHub's pop, bump, blink; the Shaky Bell's shake).
        case animation(AnimationName)
        /// The user's own CABasicAnimation or CAKeyframeAnimation (`.animate`) or
        /// CASpringAnimation (`.spring`) on `keyPath`, its fields among the values.
        case own(AnimateAction.Kind, keyPath: String)
    }

    /// What moves.
    public var motion: Motion
    /// Parameter values by declaration name; a name given twice keeps its last text.
    public var values: [(name: String, text: String)]
    /// The file the reel is for: its format sets the default frame rate. nil: the clip's
    /// own default (stills, timeline reports).
    public var output: String?

    /// A request for `animation` with `values`, for `output`.
    public init(animation: AnimationName, values: [(name: String, text: String)], output: String?) {
        self.init(motion: .animation(animation), values: values, output: output)
    }

    /// A request for `motion` with `values`, for `output`.
    public init(motion: Motion, values: [(name: String, text: String)], output: String?) {
        self.motion = motion
        self.values = values
        self.output = output
    }

    /// A request refused, in the library's terms: what was refused and why. Each front end
    /// words it (the command line with its flags, `--diameter 0: expected …`); the command
    /// line ends with exit status 64 (a usage error) for every one.
    public enum Refusal: Error, Sendable, Hashable, CustomStringConvertible {
        /// A value refused at its neutral path.
        case value(ParameterError)
        /// The user's animation's key path refused (the command's argument, not a value).
        case keyPath(ParameterError)
        /// A name no section of the request's motion declares.
        case unknown(name: String)
        /// A field of the other kind of the user's animation: `name` is a spring's own, given
        /// for a basic or keyframe animation (`kind` `.animate`), or the other way round.
        case otherKindsField(name: String, kind: AnimateAction.Kind)

        /// The command line's exit status for it (sysexits: 64, a usage error).
        public var exitStatus: Int32 { 64 }

        /// The value refused, at its neutral path, when the refusal is one value's: what a
        /// front end that places refusals by field (the studio's page) reads.
        public var parameter: ParameterError? {
            switch self {
            case .value(let e), .keyPath(let e): e
            case .unknown, .otherKindsField: nil
            }
        }

        /// The refusal in neutral words (paths and declaration names).
        public var description: String {
            switch self {
            case .value(let e): e.description
            case .keyPath(let e): "keyPath \(e.value): expected \(e.accepted)"
            case .unknown(let name): "\(name): not a parameter of this request"
            case .otherKindsField(let name, let kind): "\(name): not a field of \(kind.rawValue)"
            }
        }
    }

    /// The badge's content and geometry, and its look: two sections of `BadgeSetup`, in the
    /// order the command line's help lists them (`BadgeOptions`, `LookOptions`; a test holds
    /// the two lists equal).
    public static let badgeSection = ["count", "maxCount", "locale", "text", "dot", "diameter", "hostSize",
                                      "circleOffset", "circleScale", "style", "cornerStyle", "initialCenter", "layout"]
    /// The look section of `BadgeSetup`.
    public static let lookSection = ["icon", "badgeColor", "textColor", "borderColor", "borderWidth", "hostColor"]

    /// The reel, checked: every value against its declaration, then the rules between them.
    public func reel() throws(Refusal) -> Reel {
        let given = try self.given()
        func pairs(_ section: [(name: String, key: String)]) -> [(key: String, text: String)] { Self.pairs(section, given) }
        let curve = given["curve"].map { [(key: "curve", text: $0)] } ?? []
        let badge = pairs(Self.sections.badge)
        let look = pairs(Self.sections.look)
        let canvas = pairs(Self.sections.canvas)
        let clip = pairs(Self.sections.clip)
        let encoding = pairs(Self.sections.encoding)
        do throws(ParameterError) {
            // Each section alone, as the command line validates its option groups.
            // Each section alone, as the command line validates its option groups; what moves
            // first.
            let moving: Moving
            switch motion {
            case .animation(let name):
                let own = Self.pairs(Self.sections.own[name] ?? [], given)
                moving = .seed(name, try BadgeAnimation(name, own), own: own)
            case .own(let kind, let keyPath):
                moving = .own(try action(kind, keyPath, given))
            }
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
            let setup = look.isEmpty ? badgeSetup : badge.isEmpty ? lookSetup : try BadgeSetup.from(badge + look)
            var base = ClipTiming()
            if let output { base.fps = ReelExporter.defaultFPS(for: output) }
            let timing = base == ClipTiming() ? clipAlone : try ClipTiming.from(clip, over: base)
            let scene: Scene
            switch moving {
            case .seed(let name, let alone, let own):
                let kind = curve.isEmpty ? alone : try BadgeAnimation(name, own + curve)
                scene = Scene(animation: kind, setup: setup, timing: timing)
            case .own(let action):
                scene = Scene(animation: action, setup: setup, timing: timing)
            }
            return Reel(scene: scene, canvas: canvasSpec, encoding: encodingSpec)
        } catch {
            throw refusal(error)
        }
    }

    /// Checks each section but what moves, each alone and in order (the badge, its look, the
    /// canvas, the curve, the clip, the encoding), as the command line's option groups check
    /// them as soon as they are parsed. A name no section knows is left to `reel()`.
    public func checkSectionsAlone() throws(Refusal) {
        var given: [String: String] = [:]
        for (name, text) in values { given[name] = text }
        do throws(ParameterError) {
            _ = try BadgeSetup.from(Self.pairs(Self.sections.badge, given))
            _ = try BadgeSetup.from(Self.pairs(Self.sections.look, given))
            _ = try CanvasSpec.from(Self.pairs(Self.sections.canvas, given))
            if let curve = given["curve"] { _ = try PopParameters.from([("curve", curve)]) }
            _ = try ClipTiming.from(Self.pairs(Self.sections.clip, given))
            _ = try EncodingSpec.from(Self.pairs(Self.sections.encoding, given))
        } catch {
            throw refusal(error)
        }
    }

    /// Checks only what moves (the animation's own values, or the user animation's fields and
    /// key path), as the command line does as soon as it has parsed them.
    public func checkMotion() throws(Refusal) {
        let given = try self.given()
        do throws(ParameterError) { try checkMotion(given) } catch { throw refusal(error) }
    }

    private func checkMotion(_ given: [String: String]) throws(ParameterError) {
        switch motion {
        case .animation(let name): _ = try BadgeAnimation(name, own(given))
        case .own(let kind, let keyPath): _ = try action(kind, keyPath, given)
        }
    }

    /// The seed animation's own values (the curve apart: it is a section of its own).
    private func own(_ given: [String: String]) -> [(key: String, text: String)] {
        guard case .animation(let name) = motion else { return [] }
        return Self.pairs(Self.sections.own[name] ?? [], given)
    }

    /// The user's animation from its fields, in their declaration order.
    private func action(_ kind: AnimateAction.Kind, _ keyPath: String, _ given: [String: String]) throws(ParameterError) -> AnimateAction {
        let fields = kind.parameters.filter { $0.name != "keyPath" }.compactMap { p in given[p.name].map { (p.key, $0) } }
        let action = try AnimateAction(kind, [("keyPath", keyPath)] + fields)
        // The badge's layers draw no stroke: a stroke's animation would leave the clip still.
        if let shapeOnly = action.keyPaths.first(where: \.isShapeLayerOnly) {
            throw ParameterError("keyPath", value: keyPath,
                                 accepted: "\(AnimationKeyPath.partKeyPaths.map(\.rawValue).joined(separator: ", ")) (\(shapeOnly.shapeLayerOnlyReason) in a scene file)")
        }
        return action
    }

    /// A value's refusal; the key path is the command's argument, not a value.
    private func refusal(_ error: ParameterError) -> Refusal {
        if case .own = motion, error.path == "keyPath" { return .keyPath(error) }
        return .value(error)
    }

    /// The names a section other than the motion's declares.
    private static let sectionNames = badgeSection + lookSection + CanvasSpec.infos.map(\.name)
        + ClipTiming.infos.map(\.name) + EncodingSpec.infos.map(\.name)

    /// What moves, checked alone: a seed animation with its own values, or the user's.
    private enum Moving {
        case seed(AnimationName, BadgeAnimation, own: [(key: String, text: String)])
        case own(AnimateAction)
    }

    /// `section`'s given values as (scene key, text), in the section's order.
    private static func pairs(_ section: [(name: String, key: String)], _ given: [String: String]) -> [(key: String, text: String)] {
        section.compactMap { entry in given[entry.name].map { (entry.key, $0) } }
    }

    /// What checking the curve section with nothing given says: the same for every request,
    /// so worked out once (nil: the defaults pass, as they do).
    private static let defaultCurveRefusal: ParameterError? = {
        do throws(ParameterError) { _ = try PopParameters.from([]); return nil } catch { return error }
    }()

    /// The values by name, the last text of each; a name no section declares for this
    /// motion is refused as the command line refuses an unknown flag, and a field of the
    /// other kind of user animation as `animate` refuses it.
    private func given() throws(Refusal) -> [String: String] {
        let known: Set<String>
        switch motion {
        case .animation(let name): known = Self.sections.known[name] ?? []
        case .own(let kind, _): known = Set(kind.parameters.map(\.name).filter { $0 != "keyPath" } + Self.sectionNames)
        }
        var out: [String: String] = [:]
        for (name, text) in values {
            guard known.contains(name) else {
                if case .own(let kind, _) = motion {
                    if kind == .spring, AnimateAction.Kind.animate.parameters.contains(where: { $0.name == name }) {
                        throw .otherKindsField(name: name, kind: kind)
                    }
                    if kind == .animate, AnimateAction.Kind.spring.parameters.contains(where: { $0.name == name }) {
                        throw .otherKindsField(name: name, kind: kind)
                    }
                }
                throw .unknown(name: name)
            }
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
