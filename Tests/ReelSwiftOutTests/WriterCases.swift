import ReelExport
import ReelModels
import ReelTestSupport
import ReelTimeline
import Foundation

/// The scenes the writer's tests write: every seed animation at its defaults and at random
/// values, every user action kind with every option, every example scene.
enum WriterCases {
    /// A scene and the file name it is written as.
    struct Case {
        var name: String
        var scene: Scene
    }

    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// Each seed animation, framed as its export frames it.
    static func seed(_ animation: BadgeAnimation, setup: BadgeSetup = BadgeSetup(), timing: ClipTiming = ClipTiming()) -> Scene {
        Scene(animation: animation, setup: setup, timing: timing)
    }

    /// `name`'s animation with random values in each parameter's suggested range.
    static func random(_ name: AnimationName, _ rng: inout SplitMix64) throws -> BadgeAnimation {
        var given: [(key: String, text: String)] = []
        for info in name.parameters where info.aliasOf == nil {
            switch info.kind {
            case .number(let lo, let hi):
                let range = info.suggested ?? lo...hi
                // Times stay short: the SwiftUI form measures every millisecond.
                let upper = info.unit == .seconds ? min(range.upperBound, 1.5) : range.upperBound
                let lower = info.unit == .seconds ? max(range.lowerBound, 0.01) : range.lowerBound
                given.append((info.key, String(lower + (upper - lower) * unit(&rng))))
            case .integer(let lo, let hi):
                given.append((info.key, String(lo + rng.below(min(hi, 12) - lo + 1))))
            case .choice(let names):
                given.append((info.key, names[rng.below(names.count)]))
            case .curve:
                given.append((info.key, curve(&rng).description))
            default:
                break
            }
        }
        return try BadgeAnimation(name, given)
    }

    static func unit(_ rng: inout SplitMix64) -> Double { Double(rng.next() >> 11) / Double(1 << 53) }

    /// A preset or a random cubic-bezier (x in 0...1, y in -0.5...1.5).
    static func curve(_ rng: inout SplitMix64) -> TimingFunction {
        let presets = TimingFunction.presets.map(\.1)
        if rng.below(3) > 0 { return presets[rng.below(presets.count)] }
        return TimingFunction(unit(&rng), unit(&rng) * 2 - 0.5, unit(&rng), unit(&rng) * 2 - 0.5)
    }

    /// One of every user action kind and option: basic (from/to/by), keyframes in every
    /// calculation mode with key times and timing functions, every named and a cubic timing
    /// function, repeats, autoreverse, every fill mode, speed, offsets, additive, a spring with
    /// and without its duration, groups (on the badge, mixing colour and geometry, on the host).
    static func ownActions() throws -> [(String, AnimateAction)] {
        func a(_ kind: AnimateAction.Kind, _ pairs: [(String, String)], children: [AnimateAction] = []) throws -> AnimateAction {
            try AnimateAction(kind, pairs.map { (key: $0.0, text: $0.1) }, children: children)
        }
        var out: [(String, AnimateAction)] = [
            ("basic-from-to", try a(.animate, [("keyPath", "transform.scale"), ("fromValue", "0.5"), ("toValue", "1.5"), ("duration", "0.4"), ("timingFunction", "easeOut")])),
            ("basic-by", try a(.animate, [("keyPath", "position.y"), ("byValue", "-12"), ("duration", "0.3"), ("timingFunction", "cubic-bezier(0.3,1.4,0.6,1)")])),
            ("basic-to-autoreverse", try a(.animate, [("keyPath", "opacity"), ("toValue", "0.2"), ("duration", "0.2"), ("autoreverses", "true"), ("repeatCount", "2"), ("timingFunction", "easeInEaseOut")])),
            ("basic-held", try a(.animate, [("keyPath", "transform.rotation.z"), ("fromValue", "0"), ("toValue", "0.6"), ("beginTime", "0.1"), ("fillMode", "both"), ("removedOnCompletion", "false"), ("timingFunction", "default")])),
            ("basic-speed-offset", try a(.animate, [("keyPath", "transform.translation.x"), ("fromValue", "0"), ("toValue", "20"), ("speed", "2"), ("timeOffset", "0.1"), ("repeatDuration", "0.5"), ("fillMode", "backwards")])),
            ("basic-additive", try a(.animate, [("keyPath", "bounds.size.width"), ("fromValue", "0"), ("toValue", "10"), ("additive", "true"), ("fillMode", "forwards")])),
            ("basic-color", try a(.animate, [("keyPath", "backgroundColor"), ("fromValue", "#FF3B30"), ("toValue", "systemBlue"), ("duration", "0.5")])),
            ("basic-border", try a(.animate, [("keyPath", "borderWidth"), ("fromValue", "0"), ("toValue", "3"), ("repeatCount", "1.5")])),
            ("spring-settling", try a(.spring, [("keyPath", "transform.scale"), ("fromValue", "0"), ("toValue", "1"), ("stiffness", "130.5071656342394"), ("damping", "18.84955592153876")])),
            ("spring-velocity", try a(.spring, [("keyPath", "position.x"), ("byValue", "30"), ("mass", "2"), ("stiffness", "300"), ("damping", "12"), ("initialVelocity", "4"), ("duration", "0.8"), ("layer", "host")])),
            ("spring-color", try a(.spring, [("keyPath", "borderColor"), ("fromValue", "white"), ("toValue", "#00000080"), ("duration", "0.3")])),
        ]
        for mode in CalculationMode.allCases {
            var pairs = [("keyPath", "transform.rotation"), ("values", "0,-0.26,0.26,-0.16,0.16,0"), ("calculationMode", mode.rawValue), ("duration", "0.5")]
            if mode == .linear || mode == .discrete || mode == .cubic {
                pairs.append(("keyTimes", "0,0.15,0.4,0.6,0.8,1"))
                pairs.append(("timingFunctions", "easeOut,easeInEaseOut,linear,cubic-bezier(0.2,0.8,0.4,1),easeIn"))
            }
            out.append(("keyframes-\(mode.rawValue)", try a(.animate, pairs)))
        }
        out.append(("keyframes-eased", try a(.animate, [("keyPath", "cornerRadius"), ("values", "15,4,15"), ("timingFunction", "easeIn"), ("repeatCount", "3")])))
        let fade = try a(.animate, [("keyPath", "opacity"), ("fromValue", "0"), ("toValue", "1"), ("duration", "0.2")])
        let rise = try a(.animate, [("keyPath", "transform.translation.y"), ("fromValue", "12"), ("toValue", "0"), ("duration", "0.35"), ("timingFunction", "easeOut")])
        let tint = try a(.animate, [("keyPath", "backgroundColor"), ("fromValue", "red"), ("toValue", "orange"), ("duration", "0.3")])
        let bounce = try a(.spring, [("keyPath", "transform.scale"), ("fromValue", "0.6"), ("toValue", "1"), ("beginTime", "0.05")])
        out.append(("group-badge", try a(.group, [("duration", "0.35")], children: [fade, rise])))
        out.append(("group-mixed", try a(.group, [("duration", "0.5"), ("timingFunction", "easeInEaseOut"), ("beginTime", "0.1"), ("autoreverses", "true")], children: [rise, tint, bounce])))
        out.append(("group-host", try a(.group, [("layer", "host"), ("duration", "0.4"), ("repeatCount", "2"), ("fillMode", "forwards"), ("removedOnCompletion", "false")], children: [fade, bounce])))
        return out
    }

    /// What a Swift file records (`set`, `viewAnimate` in every form written, `viewKeyframes`,
    /// `removeAnimation`, each placed with `at:` as a timer places it), as a script.
    static func viewActions() throws -> Scene {
        func action(_ name: String, _ pairs: [(String, String)]) throws -> SceneAction {
            try SceneAction(named: name, pairs.map { (key: $0.0, text: $0.1) })
        }
        func keyframe(_ pairs: [(String, String)]) throws -> ViewKeyframeParameters {
            try ViewKeyframeParameters.from(pairs.map { (key: $0.0, text: $0.1) })
        }
        let block = try ViewKeyframesParameters.from([(key: "view", text: "host"), (key: "duration", text: "0.6"), (key: "calculationMode", text: "linear")])
        let frames = try ViewKeyframesAction(block, [
            try keyframe([("start", "0"), ("duration", "0.5"), ("rotation", "-0.3")]),
            try keyframe([("start", "0.5"), ("duration", "0.5"), ("rotation", "0"), ("scaleX", "1.2"), ("scaleY", "1.2")]),
        ])
        var scene = Scene()
        scene.actions = [
            .at(0.1, try action("set", [("view", "badge"), ("borderColor", "#000000"), ("borderWidth", "2")])),
            .at(0.1, try action("set", [("view", "label"), ("text", "7")])),
            .at(0.1, try action("viewAnimate", [("view", "badge"), ("width", "25.5"), ("height", "25.5"), ("duration", "0.05")])),
            .at(0.15, try action("viewAnimate", [("view", "badge"), ("width", "31.5"), ("height", "31.5"), ("duration", "0.2"), ("curve", "easeOut"), ("delay", "0.05")])),
            try action("viewAnimate", [("view", "label"), ("alpha", "0.4"), ("duration", "0.3"), ("springDamping", "0.6"), ("springVelocity", "0.5")]),
            try action("viewAnimate", [("view", "badge"), ("centerY", "20"), ("translationX", "4"), ("duration", "0.25"), ("autoreverses", "true"), ("curve", "cubic-bezier(0.2,0.8,0.4,1)")]),
            .viewKeyframes(frames),
            .wait(0.2),
        ]
        // A physical spring (its block lasts its settling time, as a property animator runs it),
        // a finite repeat, a keyed animation taken off, then every animation of the host.
        let spring = SpringParameters(mass: 1.5, stiffness: 180, damping: 12, initialVelocity: 2)
        let pulse = try AnimateAction(.animate, [(key: "keyPath", text: "transform.scale"), (key: "toValue", text: "1.3"),
                                                 (key: "duration", text: "0.6"), (key: "key", text: "pulse")])
        scene.actions += [
            try action("viewAnimate", [("view", "host"), ("alpha", "0.6"), ("duration", String(spring.settlingDuration)), ("springStiffness", "180"),
                                       ("springMass", "1.5"), ("springDampingCoefficient", "12"), ("springVelocity", "2"), ("delay", "0.1")]),
            try action("viewAnimate", [("view", "badge"), ("alpha", "0.5"), ("duration", "0.2"), ("repeatCount", "2.5"), ("autoreverses", "true")]),
            .at(2.5, .layerAnimation(pulse)),
            .at(2.7, try action("removeAnimation", [("view", "badge"), ("key", "pulse")])),
            .at(2.8, try action("removeAnimation", [("view", "host")])),
            .wait(0.1),
        ]
        return scene
    }

    /// The example scenes: every `examples/*.yaml` and `examples/custom/*.yaml`.
    static func exampleScenes() throws -> [Case] {
        var out: [Case] = []
        for folder in ["examples", "examples/custom"] {
            let dir = repository.appendingPathComponent(folder)
            let names = try FileManager.default.contentsOfDirectory(atPath: dir.path).filter { $0.hasSuffix(".yaml") }.sorted()
            for name in names {
                let reel = try SceneFileReader.load(dir.appendingPathComponent(name).path)
                out.append(Case(name: String(name.dropLast(5)), scene: reel.scene))
            }
        }
        return out
    }

    /// Every case the type-check test writes: a file per seed animation at its defaults; a
    /// script per animation holding `randomPerAnimation` random variants (each its own method,
    /// so one file checks them all); one user animation of each kind framed alone; a script of
    /// every user action and option; every example scene.
    static func all(randomPerAnimation: Int) throws -> [Case] {
        var out: [Case] = []
        var rng = SplitMix64(seed: 30)
        for name in AnimationName.allCases {
            out.append(Case(name: "\(name.rawValue)-defaults", scene: seed(try BadgeAnimation(name))))
            var script = Scene()
            script.actions = [.wait(0.25)]
            for _ in 0..<randomPerAnimation { script.actions += [.animate(try random(name, &rng)), .wait(0.1)] }
            out.append(Case(name: "\(name.rawValue)-random", scene: script))
        }
        out.append(Case(name: "bump-tutorial-center", scene: seed(try BadgeAnimation(.bump), setup: try BadgeSetup.from([(key: "badge.initialCenter", text: "zero")]))))
        let own = try ownActions()
        for kind in AnimateAction.Kind.allCases {
            if let (name, action) = own.first(where: { $0.1.kind == kind }) {
                out.append(Case(name: name, scene: Scene(animation: action, setup: BadgeSetup(), timing: ClipTiming())))
            }
        }
        var script = Scene()
        script.actions = [.setCount(42), .wait(0.1)]
        for (_, action) in own { script.actions += [.layerAnimation(action), .increment(1), .wait(0.05)] }
        script.actions += [.hide, .wait(0.1), .show, .hideCount, .showCount, .decrement(40)]
        out.append(Case(name: "every-own-action", scene: script))
        out.append(Case(name: "every-view-action", scene: try viewActions()))
        out += try exampleScenes()
        return out
    }
}
