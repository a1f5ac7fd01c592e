import ReelModels
import ReelSwiftUI
import ReelTimeline

/// The `--swift-api swiftui` file: for each view that moves, a values struct and a `View`
/// modifier that runs a `keyframeAnimator` (iOS 17) whose tracks reproduce the motion from
/// the trigger on.
enum SwiftUIFile {
    /// Every number of the SwiftUI form is computed from the timeline (its keyframes'
    /// values and times): written without float noise (`SwiftLiteral.computed`).
    private static func n(_ v: Double) -> String { SwiftLiteral.computed(v) }

    static func text(_ request: SwiftOut.Request, shape: SceneShape) throws(SwiftOutRefusal) -> String {
        try SwiftUITransitionRefusal.check(request.scene)
        if let what = SwiftUISymbolContent.unwritten(request.scene) {
            throw SwiftOutRefusal("set", "set: \(what)")
        }
        try SwiftUISublayers.refuse(request.scene)
        let tracks = SwiftUITracks(request, shape: shape)
        if tracks.stateChanges.count > SwiftUISceneView.mostStateChanges {
            throw SwiftOutRefusal("swiftApi", "its texts and colours are set \(tracks.stateChanges.count) times: the SwiftUI form's replay sets each one from its first line, at most \(SwiftUISceneView.mostStateChanges) (the UIKit form writes them all)")
        }
        let imageParts = Set(request.scene.actions.compactMap { action -> String? in
            if case .set(let p) = action.unplaced, p.values.image != nil { return p.view.rawValue }
            return nil
        })
        let base: String
        switch shape.kind {
        case .seed(let a): base = tracks.seedName ?? SwiftLiteral.identifier(a.name, prefix: "badge")
        case .own, .script: base = SwiftLiteral.identifier(SwiftOut.stem(request.fileName), prefix: "play")
        }
        var body = SwiftLines()
        let single = tracks.layers.count == 1
        var calls: [String] = []
        // Runs of sampled keyframes, as file-level arrays a `for` loop reads (buildArray): a
        // result builder with hundreds of statements takes the compiler minutes.
        var constants = SwiftLines()
        // Each moving part's modifier and symbol view, which the scene view draws it with.
        var methods: [String: String] = [:], symbolTypes: [String: String] = [:]
        for layerTracks in tracks.layers {
            let suffix = single ? "" : layerTracks.layer.prefix(1).uppercased() + layerTracks.layer.dropFirst()
            let method = base + suffix
            methods[layerTracks.layer] = method
            let valuesType = method.prefix(1).uppercased() + method.dropFirst() + "Values"
            // The symbol a set gives the part (not the setup's icon), as the view the keyframes are applied to.
            let symbolType = method.prefix(1).uppercased() + method.dropFirst() + "Symbol"
            if imageParts.contains(layerTracks.layer), let content = SwiftUISymbolContent.body(layerTracks.base) {
                if layerTracks.tracks.contains(where: { $0.name == "width" || $0.name == "height" }) {
                    throw SwiftOutRefusal("set", "set: a symbol image on the \(layerTracks.layer), whose size the keyframes move: not written in the SwiftUI form yet (the UIKit form has it)")
                }
                calls.append("\(layerTracks.layer): \(symbolType)().\(method)(trigger:)")
                symbolTypes[layerTracks.layer] = symbolType
                body.add("/// The \(layerTracks.layer)'s symbol, where and as large as UIKit draws it, in its colour.")
                body.block("struct \(symbolType): View {") { l in
                    l.block("var body: some View {") { l in for line in content { l.add(line) } }
                }
                body.add("")
            } else {
                calls.append("\(layerTracks.layer): .\(method)(trigger:)")
            }
            body.add("/// The \(layerTracks.layer)'s values the keyframes move, as it rests before the trigger.")
            body.block("struct \(valuesType) {") { l in
                for track in layerTracks.tracks { l.add("var \(track.name): CGFloat = \(n(track.initial))") }
            }
            body.add("")
            body.block("extension View {") { l in
                l.add("/// Apply to the \(describe(layerTracks.layer)); the motion starts when `trigger` changes.")
                l.block("func \(method)(trigger: some Equatable) -> some View {") { l in
                    l.add("keyframeAnimator(initialValue: \(valuesType)(), trigger: trigger) { content, value in")
                    l.indented { l in
                        l.add("content")
                        l.indented { l in for m in modifiers(layerTracks) { l.add(m) } }
                    }
                    l.block("} keyframes: { _ in") { l in
                        for track in layerTracks.tracks {
                            let deviation = tracks.deviations["\(layerTracks.layer).\(track.name)"] ?? (0, 0)
                            if let note = track.approximation {
                                l.add("// Approximate: \(note); largest deviation \(measure(deviation.value)) at \(ms(deviation.at)) after the trigger (measured every \(ms(tracks.measureStep))).")
                            }
                            l.block("KeyframeTrack(\\.\(track.name)) {") { l in
                                let name = "\(method)\(track.name.prefix(1).uppercased() + track.name.dropFirst())"
                                keyframes(track, samplesName: name, to: &l, constants: &constants)
                            }
                        }
                    }
                }
            }
            body.add("")
        }
        if tracks.layers.isEmpty { body.add("// Nothing moves in this scene.") }
        if !constants.lines.isEmpty {
            body.add("// Sampled keyframes: (value, seconds) of each straight LinearKeyframe.")
            for line in constants.lines { body.add(line) }
        }
        for colors in tracks.unwrittenColors {
            body.add("// Not written: \(colors) (a colour's keyframes need Color.Resolved; the UIKit form has them).")
        }
        // The scene the tracks were measured on, drawn by the modifiers: what the first line replays.
        let sceneType = SwiftUISceneView.typeName(base)
        var replay: String?
        if let canvas = request.canvas {
            let moving = Dictionary(uniqueKeysWithValues: tracks.layers.map { ($0.layer, Set($0.tracks.map(\.name))) })
            let parts = tracks.parts.map { part in
                SwiftUISceneView.Part(layer: part.layer, base: part.base, method: methods[part.layer],
                                      symbol: symbolTypes[part.layer].map { .type($0) }
                                          ?? (imageParts.contains(part.layer) ? SwiftUISymbolContent.body(part.base).map { .lines($0) } : nil))
            }
            if let view = SwiftUISceneView.lines(typeName: sceneType, parts: parts, canvas: canvas.frame, tracked: moving, changes: tracks.stateChanges) {
                if body.lines.last != "" { body.add("") }
                for line in view.lines { body.add(line) }
                replay = replayLine(request, shape: shape, tracks: tracks, sceneType: sceneType, canvas: canvas)
            }
        }
        let said = replay == nil
            ? "// otherwise. iOS 17 or later."
            : "// otherwise. iOS 17 or later. The first line replays it: \(sceneType) draws the scene with them."
        var lines = SwiftOut.headLines(request, replay: replay, generated: [
            "// Generated by BadgeReel (swiftui): keyframeAnimator tracks that reproduce the motion of the",
            "// command above from the trigger on (\(plainNumber(tracks.duration)) s); exact but where a comment says",
            said,
        ], importing: "SwiftUI")
        if !calls.isEmpty { lines.insert("// Views: \(calls.joined(separator: ", ")).", at: lines.count - 2) }
        return lines.map { $0 + "\n" }.joined() + body.text
    }

    /// The first line: the file rendered through the SwiftUI input, `sceneType`'s trigger
    /// changed at the scene's trigger time (its lead-in) and again one period later for each
    /// further run (the Swift-file input takes no `--repeat`), on the scene's canvas, held as
    /// long as the scene holds after the last run.
    static func replayLine(_ request: SwiftOut.Request, shape: SceneShape, tracks: SwiftUITracks, sceneType: String,
                           canvas: SwiftOut.SceneCanvas) -> String? {
        guard let runOption = request.options["run"] else { return nil }
        func option(_ name: String) -> String { request.options[name] ?? name }
        var statements = "var scene = \(sceneType)(); scene.trigger = 1"
        // Texts and colours set at once are the scene view's state (a count is the app's, not
        // the motion's), set at their times after the trigger as the scene set them.
        for change in tracks.stateChanges {
            statements += "; DispatchQueue.main.asyncAfter(deadline: .now() + \(n(change.at))) { scene.\(SwiftUISceneView.field(change)) = \(SwiftUISceneView.literal(change.value)) }"
        }
        for k in 1..<max(shape.runs, 1) {
            statements += "; DispatchQueue.main.asyncAfter(deadline: .now() + \(n(Double(k) * shape.period))) { scene.trigger = \(k + 1) }"
        }
        // A keyframe run lasts as long as its longest track as written (holds at the end dropped).
        // The SwiftUI stage holds from the last change it makes: a run's end or a state set.
        let run = max(tracks.layers.flatMap(\.tracks).map(\.duration).max() ?? 0, tracks.stateChanges.map(\.at).max() ?? 0)
        let hold = max(0, tracks.clipDuration - tracks.trigger - Double(max(shape.runs, 1) - 1) * shape.period - run)
        var words = ["badgereel", "render", UserText.shellWord(SwiftOut.fileBase(request.fileName)), runOption, UserText.shellWord(statements),
                     option("size"), "\(plainNumber(canvas.frame.width))x\(plainNumber(canvas.frame.height))"]
        for (name, text) in canvas.values { words += [option(name)] + (text.map { [UserText.shellWord($0)] } ?? []) }
        words += [option("leadIn"), plainNumber(tracks.trigger), option("hold"), plainNumber(SwiftLiteral.shortest(hold, within: 1e-9))]
        return "// " + words.joined(separator: " ")
    }

    private static func describe(_ layer: String) -> String {
        switch layer {
        case "host": "host view (the icon or bell)"
        case "badge": "badge circle"
        default: "count label"
        }
    }

    private static func measure(_ v: Double) -> String {
        v == 0 ? "0" : String(format3(v))
    }

    /// Three significant digits for a comment (never a value the code uses).
    private static func format3(_ v: Double) -> String {
        guard v.isFinite, v > 0 else { return "0" }
        var exponent = 0, m = v
        while m >= 10 { m /= 10; exponent += 1 }
        while m < 1 { m *= 10; exponent -= 1 }
        let rounded = (m * 100).rounded() / 100
        return "\(rounded)e\(exponent)"
    }

    private static func ms(_ t: Double) -> String { "\(plainNumber((t * 10000).rounded() / 10)) ms" }

    static func curve(_ fn: TimingFunction) -> String {
        if fn == .linear { return ".linear" }
        return ".bezier(startControlPoint: UnitPoint(x: \(n(fn.x1)), y: \(n(fn.y1))), endControlPoint: UnitPoint(x: \(n(fn.x2)), y: \(n(fn.y2))))"
    }

    /// A track's keyframes; a run of more than `runLength` straight ones becomes a loop over a
    /// constant array named after the track.
    static func keyframes(_ track: KeyframeTrackModel, samplesName: String, to l: inout SwiftLines,
                          constants: inout SwiftLines,
                          spell: (KeyframeTrackModel.Segment, Double) -> String = SwiftUIFile.keyframe) {
        let runLength = 6
        var from = track.initial
        var i = 0, runs = 0
        let segments = track.segments
        func straight(_ s: KeyframeTrackModel.Segment) -> Bool {
            if case .linear(let fn) = s.kind, fn == .linear, s.duration > 0 { return true }
            return false
        }
        while i < segments.count {
            var j = i
            while j < segments.count, straight(segments[j]) { j += 1 }
            if j - i > runLength {
                runs += 1
                let name = "\(samplesName)Samples\(runs == 1 ? "" : String(runs))"
                constants.add("private let \(name): [(CGFloat, TimeInterval)] = [")
                constants.indented { c in
                    for s in segments[i..<j] { c.add("(\(n(s.to)), \(n(s.duration))),") }
                }
                constants.add("]")
                l.block("for (value, duration) in \(name) {") { l in l.add("LinearKeyframe(value, duration: duration)") }
                from = segments[j - 1].to
                i = j
                continue
            }
            l.add(spell(segments[i], from))
            from = segments[i].to
            i += 1
        }
    }

    static func keyframe(_ s: KeyframeTrackModel.Segment, from: Double) -> String {
        switch s.kind {
        case .move: return "MoveKeyframe(\(n(s.to)))"
        case .linear(let fn): return "LinearKeyframe(\(n(s.to)), duration: \(n(s.duration)), timingCurve: \(curve(fn)))"
        case .spring(let sp):
            // CASpringAnimation's initialVelocity is in distances per second; SwiftUI's startVelocity in the value's units.
            var text = "SpringKeyframe(\(n(s.to)), duration: \(n(s.duration)), spring: \(spring(sp))"
            if sp.initialVelocity != 0 { text += ", startVelocity: \(n(sp.initialVelocity * (s.to - from)))" }
            return text + ")"
        case .swiftUISpring(let spring):
            return "SpringKeyframe(\(n(s.to)), duration: \(n(s.duration)), spring: \(swiftUISpring(spring)))"
        }
    }

    /// SwiftUI's `Spring` that moves as Core Animation's spring `sp` does. SwiftUI treats an
    /// overdamped spring (damping² > 4·mass·stiffness) as critically damped unless
    /// `allowOverDamping` is true (Apple, Spring.init(mass:stiffness:damping:allowOverDamping:):
    /// "false specifies that such cases should instead be treated as critically damped",
    /// https://developer.apple.com/documentation/swiftui/spring/init(mass:stiffness:damping:allowoverdamping:));
    /// Core Animation keeps it overdamped, so such a spring says so.
    static func spring(_ sp: SpringParameters) -> String {
        if let form = responseForm(sp) { return "Spring(response: \(form.response), dampingRatio: \(form.ratio))" }
        let values = "mass: \(SwiftLiteral.number(sp.mass)), stiffness: \(SwiftLiteral.number(sp.stiffness)), damping: \(SwiftLiteral.number(sp.damping))"
        return isOverdamped(sp) ? "Spring(\(values), allowOverDamping: true)" : "Spring(\(values))"
    }

    /// `Spring(response:dampingRatio:)`'s two numbers where that form says `sp`: a spring of
    /// mass 1, not overdamped (a ratio of at most 1 as written), whose response 2π/√stiffness and ratio damping / (2·√stiffness)
    /// are short decimals (at most 6 significant digits, in SwiftLiteral.computed's shortest
    /// form) from which Apple's documented conversion — stiffness (2π/response)², damping
    /// 2·√stiffness·ratio (`springStiffness(response:)`, `springDamping(fraction:response:)`,
    /// emitted into the client) — gives back the spring's stiffness and damping within 1e-12
    /// of each (the last bits of a Double: `spring(response: 0.55, dampingFraction: 0.825)`'s
    /// damping computed as 4π·0.825/0.55 is one ulp from 2·√k·0.825). A spring that came from
    /// that form is written as it came; any other in mass, stiffness and damping as typed.
    static func responseForm(_ sp: SpringParameters) -> (response: String, ratio: String)? {
        guard sp.mass == 1, sp.stiffness > 0 else { return nil }
        let root = sp.stiffness.squareRoot()
        let response = SwiftLiteral.computed(2 * Double.pi / root), ratio = SwiftLiteral.computed(sp.damping / (2 * root))
        guard SwiftLiteral.significantDigits(response) <= 6, SwiftLiteral.significantDigits(ratio) <= 6,
              let r = Double(response), let z = Double(ratio), r > 0, z <= 1 else { return nil }
        let k = (2 * Double.pi / r) * (2 * Double.pi / r), c = 2 * k.squareRoot() * z
        guard abs(k - sp.stiffness) <= 1e-12 * sp.stiffness, abs(c - sp.damping) <= 1e-12 * max(sp.damping, 1) else { return nil }
        return (response, ratio)
    }

    /// A SwiftUI `Spring` as a person types it: `Spring(duration:bounce:)` (the form
    /// `spring(duration:bounce:)` and the presets come from) where its bounce is a short decimal
    /// that Apple's documented conversion (damping ratio 1 − bounce, or 1 / (1 + bounce) below
    /// 0: `springDampingFraction(bounce:)`, emitted into the client) gives back within 1e-12;
    /// else `Spring(response:dampingRatio:)` with the two numbers.
    static func swiftUISpring(_ spring: Spring) -> String {
        let ratio = spring.dampingRatio, duration = n(spring.response)
        let bounce = n(ratio <= 1 ? 1 - ratio : 1 / ratio - 1)
        if SwiftLiteral.significantDigits(bounce) <= 6, let b = Double(bounce), abs(Spring.dampingRatio(bounce: b) - ratio) <= 1e-12 {
            return b == 0 ? "Spring(duration: \(duration))" : "Spring(duration: \(duration), bounce: \(bounce))"
        }
        return "Spring(response: \(duration), dampingRatio: \(n(ratio)))"
    }

    /// Whether the spring's damping ratio, damping / (2·√(mass·stiffness)), is above 1.
    static func isOverdamped(_ sp: SpringParameters) -> Bool { sp.damping * sp.damping > 4 * sp.mass * sp.stiffness }

    /// The modifiers that show the tracks, in Core Animation's order: the size, the corner and
    /// border, then scale and rotation about the anchor, then the translation and offset.
    private static func modifiers(_ t: SwiftUITracks.LayerTracks) -> [String] {
        let names = Set(t.tracks.map(\.name))
        var out: [String] = []
        let anchor = "UnitPoint(x: \(n(t.base.anchorPoint.x)), y: \(n(t.base.anchorPoint.y)))"
        if names.contains("width") || names.contains("height") {
            out.append(".frame(width: \(names.contains("width") ? "value.width" : n(t.base.size.width)), height: \(names.contains("height") ? "value.height" : n(t.base.size.height)))")
        }
        if names.contains("cornerRadius") { out.append(".clipShape(RoundedRectangle(cornerRadius: value.cornerRadius))") }
        if names.contains("borderWidth") {
            let c = t.base.borderColor
            out.append(".border(\(SwiftUIViewSource.colorLiteral(c)), width: value.borderWidth)")
        }
        if names.contains("scaleX") || names.contains("scaleY") {
            out.append(".scaleEffect(x: \(names.contains("scaleX") ? "value.scaleX" : "1"), y: \(names.contains("scaleY") ? "value.scaleY" : "1"), anchor: \(anchor))")
        }
        if names.contains("rotation") { out.append(".rotationEffect(.radians(value.rotation), anchor: \(anchor))") }
        let xs = ["offsetX", "translationX"].filter(names.contains).map { "value.\($0)" }
        let ys = ["offsetY", "translationY"].filter(names.contains).map { "value.\($0)" }
        if !xs.isEmpty || !ys.isEmpty {
            out.append(".offset(x: \(xs.isEmpty ? "0" : xs.joined(separator: " + ")), y: \(ys.isEmpty ? "0" : ys.joined(separator: " + ")))")
        }
        if names.contains("opacity") { out.append(".opacity(value.opacity)") }
        return out
    }
}
