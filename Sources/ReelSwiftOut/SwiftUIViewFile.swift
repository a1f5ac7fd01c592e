import ReelModels
import ReelSwiftUI
import ReelTimeline

/// `-o x.swift` of a SwiftUI file (issue 39 item 4, issue 40 item 4): the view the stage drew,
/// as SwiftUI source, inside one `KeyframeAnimator` whose tracks move only the numbers that
/// move (springs as the springs the file used, curves as their curves, the rest sampled at the
/// clip's frames), played as the view appears. Its first line renders it through the SwiftUI
/// input, which draws the same frames within `SwiftUIViewTracks`' tolerance.
public enum SwiftUIViewFile {
    /// What to write.
    public struct Request: Sendable {
        public var clip: ViewClip
        /// The file's name (`like.swift`): its stem names the view (`LikeMotion`).
        public var fileName: String
        /// The command that made the file, for its second line.
        public var commandLine: String?
        /// Canvas values the replay needs as the original had them, by parameter name.
        public var replayValues: [(name: String, text: String?)]
        /// How the front end spells each option of the replay line (`length` and the replay
        /// values' names → options); the libraries spell no flag.
        public var options: [String: String]
        /// The layout the clip is drawn with: a clip whose views change is written as the views
        /// it draws, placed by numbers that move (`SwiftUIPlacedTree`); nil refuses it.
        public var layout: ViewLayout?

        public init(clip: ViewClip, fileName: String, commandLine: String? = nil,
                    replayValues: [(name: String, text: String?)] = [], options: [String: String] = [:], layout: ViewLayout? = nil) {
            self.clip = clip; self.fileName = fileName; self.commandLine = commandLine
            self.replayValues = replayValues; self.options = options; self.layout = layout
        }
    }

    /// How far a number a `SpringKeyframe` moves may be from the original's frames, as a
    /// fraction of its range (`SwiftUIViewTracks.springTolerance`); every other number is
    /// within 1e-9 at every frame.
    public static let springTolerance = SwiftUIViewTracks.springTolerance

    /// The option names a replay line may spell besides the replay values' (`view`: the UIKit
    /// form binds its label and symbol to the replay's parts, `SwiftUILayerFile`).
    public static let replayNames = ["run", "length", "view"]

    /// One number or text that moves: its field in the values struct and its track.
    private struct Field {
        var name: String
        var positions: [Int]
        var track: KeyframeTrackModel
        /// For a text: the strings its values index (0, 1, …).
        var strings: [String] = []
        /// For a text a change cross-fades: not a track but the view's own state, set by the
        /// replay line at each change (`SwiftUITextFades`), and its content transition where the
        /// source set one other than the default.
        var state: [(time: Double, index: Int, animation: ReelSwiftUI.Animation?)]?
        var transition: ContentTransition?
    }

    public static func source(_ request: Request) throws(SwiftOutRefusal) -> String {
        var clip = request.clip
        let subject = clip.contentName
        guard var first = clip.frames.first else { throw SwiftOutRefusal(subject, "the clip has no frames") }
        let shape = first.shape
        // A text a change cross-fades (SwiftUITextFades): the clip's views are those it draws
        // with the text swapped, the fade the replay's own, from its state set in an animation.
        var textChanges: [SwiftUITextFades.Change] = []
        if let layout = request.layout, !clip.layoutChanges.isEmpty {
            textChanges = SwiftUITextFades.changes(clip, layout: layout)
            if textChanges.contains(where: \.crossFades) { clip = SwiftUITextFades.swapping(clip, layout: layout) }
        }
        // A tree that changes, or one drawn with what only the stage adds (a transition's
        // frames, a GeometryEffect's transform that is not a move or a scale), is written as the
        // views it draws, placed by numbers (`SwiftUIPlacedTree`); the record of what moved the
        // numbers is of the original tree's, so those numbers are sampled.
        var spelling = SwiftUIViewSource(.init(number: { v, _, _ in SwiftLiteral.computed(v) }, string: { s, _ in SwiftLiteral.string(s) }))
        var unspellable: String?, isPlaced = false
        var model: [[Double]]?
        for frame in clip.frames where unspellable == nil {
            do throws(SwiftUIViewSource.Unwritable) { _ = try spelling.lines(frame) } catch { unspellable = error.what }
        }
        let changes = clip.frames.firstIndex(where: { $0.shape != shape })
        // A tree of one shape whose views the layout moves from change to change (a text that
        // grows under an animation moves the views beside it): its numbers alone would replay
        // them jumping, so it is written as the views it draws too.
        var layoutMoves = false
        var drawn: [ClipLayout.Frame]?   // the clip laid out as the renderer draws it, once
        if changes == nil, unspellable == nil, let layout = request.layout, !clip.layoutChanges.isEmpty {
            var still = clip
            still.layoutChanges = []
            let laidOut = ClipLayout(measure: layout.measure)
            drawn = laidOut.frames(of: clip)
            layoutMoves = drawn != laidOut.frames(of: still)
        }
        if changes != nil || unspellable != nil || layoutMoves {
            guard let layout = request.layout else {
                if let k = changes {
                    throw SwiftOutRefusal(subject, "its views change at \(plainNumber(Double(k) / clip.fps)) s (a view inserted or removed, or a transition running): written only with the layout that draws them")
                }
                throw SwiftOutRefusal(subject, "\(unspellable ?? ""): written only with the layout that draws it")
            }
            let laidOut = ClipLayout(measure: layout.measure)
            let placed = try SwiftUIPlacedTree.frames(clip, drawn: drawn ?? laidOut.frames(of: clip))
            // The same views laid out without the layout's animations: where each change moves
            // each number to (`Series.model`), where the trees read alike.
            var still = clip
            still.layoutChanges = []
            if !clip.layoutChanges.isEmpty, let unanimated = try? SwiftUIPlacedTree.frames(still, drawn: laidOut.frames(of: still)),
               zip(unanimated.frames, placed.frames).allSatisfy({ $0.shape == $1.shape }) {
                model = unanimated.frames.map(\.numbers)
            }
            clip.frames = placed.frames
            isPlaced = true
            clip.motion = ViewClipMotion(start: clip.motion?.start ?? 0, numbers: placed.presence)
            first = clip.frames[0]
        }
        let start = clip.motion?.start ?? 0
        // The animations the original's changes started (placed numbers' tracks, finite
        // repeats): read from the record once, when a track first needs them.
        lazy var starts = SwiftUIPlacedMotion.starts(of: request.clip, start: start)
        let numbers = clip.frames.map(\.numbers), strings = clip.frames.map(\.strings)
        let times = clip.frames.indices.map { Double($0) / clip.fps - start }
        let recorded = Dictionary((clip.motion?.numbers ?? []).map { ($0.position, $0.events) }, uniquingKeysWith: { a, _ in a })

        // Names: what each slot is, from a first spelling of the tree.
        var described: [Int: (view: SwiftUIViewSource.View, property: String)] = [:]
        var describedStrings: [Int: SwiftUIViewSource.View] = [:]
        var views: [SwiftUIViewSource.View] = []
        do throws(SwiftUIViewSource.Unwritable) {
            var p = 0, q = 0
            var source = SwiftUIViewSource(.init(number: { v, view, property in described[p] = (view, property); p += 1; return SwiftLiteral.computed(v) },
                                                 string: { s, view in describedStrings[q] = view; q += 1; return SwiftLiteral.string(s) }))
            _ = try source.lines(first)
            views = source.views
            guard p == numbers[0].count, q == strings[0].count else { throw SwiftUIViewSource.Unwritable(what: "a view the writer reads other than the stage draws it") }
        } catch {
            throw SwiftOutRefusal(subject, "\(error.what): not written as Swift yet")
        }
        // Numbers that move, one field for the numbers of one view and one property whose frames
        // are equal (scale x and y, a padding's edges, a width and a height).
        var groups: [[Int]] = []
        var groupOf: [String: Int] = [:]
        for p in numbers[0].indices {
            let series = numbers.map { $0[p] }
            guard series.contains(where: { $0 != series[0] }) else { continue }
            let (view, property) = described[p]!
            // Placed views that move alike (a badge's capsule and text under one transition)
            // share a field too: one `scale`, one `opacity`.
            let key = (isPlaced ? "" : view.kind) + " \(family(property)) \(series)"
            if let g = groupOf[key] { groups[g].append(p) } else { groupOf[key] = groups.count; groups.append([p]) }
        }
        let movingStrings = strings[0].indices.filter { p in strings.contains { $0[p] != strings[0][p] } }
        if groups.isEmpty && movingStrings.isEmpty { throw SwiftOutRefusal(subject, "nothing in it moves: there is no motion to write") }

        var fields: [Field] = []
        var proposed: [SwiftUIFieldNames.Field] = []
        let series = groups.map { group in
            SwiftUIViewTracks.Series(values: numbers.map { $0[group[0]] }, times: times,
                                     changes: group.count == 1 || group.allSatisfy({ recorded[$0] == recorded[group[0]] }) ? recorded[group[0]] : nil,
                                     model: model?.map { $0[group[0]] })
        }
        // Everything that moves repeats forever from the trigger with one cycle: one
        // `KeyframeAnimator(repeating: true)` of that cycle says it, repetition and all.
        let forever = movingStrings.isEmpty ? series.map { SwiftUIViewTracks.forever($0, start: start) } : []
        let repeating = !forever.isEmpty && forever.allSatisfy { $0 != nil && abs($0!.cycle - forever[0]!.cycle) < 1e-12 }
        for (group, series) in zip(groups, series) {
            let track: KeyframeTrackModel
            if repeating {
                track = SwiftUIViewTracks.forever(series, start: start)!.track
            } else if isPlaced {
                // A placed number is the record's motion through the layout: each change's
                // animation where it says the frames, samples where none does.
                track = SwiftUIPlacedMotion.fitted(series, starts: starts, start: start) ?? SwiftUIViewTracks.sampled(series, start: start)
            } else if let exact = SwiftUIViewTracks.exact(series, start: start) {
                track = exact
            } else if SwiftUIPlacedMotion.repeatsFinitely(series) {
                // A finite repeat is its iterations, cut where the frames were (issue 40).
                track = SwiftUIPlacedMotion.fitted(series, starts: starts, start: start)
                    ?? SwiftUIViewTracks.sampled(series, start: start)
            } else {
                track = SwiftUIViewTracks.sampled(series, start: start)
            }
            // A placed number that moves only by rounding (a view's offset about the point its
            // scale keeps still) holds its first value: it is written as that number.
            if isPlaced, track.segments.isEmpty { continue }
            proposed.append(.init(property: groupName(group.map { described[$0]!.property }), views: group.map { described[$0]!.view }))
            fields.append(Field(name: "", positions: group, track: track))
        }
        for p in movingStrings {
            var seen: [String] = []
            for frame in strings where !seen.contains(frame[p]) { seen.append(frame[p]) }
            let values = strings.map { Double(seen.firstIndex(of: $0[p])!) }
            // A text is swapped at once: each new index a jump.
            let track = swaps(values: values, times: times)
            let view = describedStrings[p]!
            proposed.append(.init(property: view.kind == "text" ? "text" : "symbol", views: [view]))
            var field = Field(name: "", positions: [p], track: track, strings: seen)
            if view.kind == "text", textChanges.contains(where: \.crossFades) {
                try stateChanges(of: &field, values: values, strings: strings.map { $0[p] }, textChanges: textChanges, fps: clip.fps, subject: subject)
            }
            fields.append(field)
        }
        let names = SwiftUIFieldNames.names(proposed, all: views)
        for i in fields.indices { fields[i].name = names[i]; fields[i].track.name = names[i] }

        // The tree again, moving slots read from the value.
        let numberField = Dictionary(fields.filter { $0.strings.isEmpty }.flatMap { f in f.positions.map { ($0, f.name) } }, uniquingKeysWith: { a, _ in a })
        let stringField = Dictionary(fields.filter { !$0.strings.isEmpty }.map { ($0.positions[0], $0) }, uniquingKeysWith: { a, _ in a })
        var p = 0, q = 0
        var source = SwiftUIViewSource(.init(number: { v, _, _ in
            defer { p += 1 }
            return numberField[p].map { "value.\($0)" } ?? SwiftLiteral.computed(v)
        }, string: { s, _ in
            defer { q += 1 }
            guard let field = stringField[q] else { return SwiftLiteral.string(s) }
            // A text the replay line sets is the view's own state, an index.
            if field.state != nil {
                if field.strings.count == 2 { return "\(field.name) < 1 ? \(SwiftLiteral.string(field.strings[0])) : \(SwiftLiteral.string(field.strings[1]))" }
                return "[\(field.strings.map(SwiftLiteral.string).joined(separator: ", "))][\(field.name)]"
            }
            if field.strings.count == 2 { return "value.\(field.name) < 1 ? \(SwiftLiteral.string(field.strings[0])) : \(SwiftLiteral.string(field.strings[1]))" }
            return "[\(field.strings.map(SwiftLiteral.string).joined(separator: ", "))][Int(value.\(field.name))]"
        }))
        var tree: [String]
        do throws(SwiftUIViewSource.Unwritable) { tree = try source.lines(first) } catch { throw SwiftOutRefusal(subject, "\(error.what): not written as Swift yet") }
        // A content transition the source set: on the text, first of its modifiers.
        for field in fields {
            guard let transition = field.transition, let at = tree.firstIndex(where: { $0.drop(while: { $0 == " " }).hasPrefix("Text(\(field.name) < 1 ?") || $0.contains("][\(field.name)])") }) else { continue }
            let indent = String(tree[at].prefix { $0 == " " })
            tree.insert(indent + "    .contentTransition(\(transition == .interpolate ? ".interpolate" : ".opacity"))", at: at + 1)
        }
        let states = fields.filter { $0.state != nil }

        let viewName = typeName(SwiftOut.stem(request.fileName))
        let valuesName = viewName + "Values"
        var body = SwiftLines()
        body.add("/// The values the keyframes move, as the view first shows them.")
        body.block("struct \(valuesName) {") { l in
            for field in fields where field.state == nil { l.add("var \(field.name): CGFloat = \(SwiftLiteral.computed(field.track.initial))") }
        }
        body.add("")
        if repeating {
            body.add("/// \(UserText.comment(clip.contentName)) as BadgeReel drew it, its motion as keyframes that repeat forever from")
            body.add("/// when the view appears, as the original's `repeatForever` does.")
        } else {
            body.add("/// \(UserText.comment(clip.contentName)) as BadgeReel drew it, its motion as keyframes; it plays as the view appears")
            body.add("/// (to play it on a change of yours, make that value the `trigger`).")
        }
        var constants = SwiftLines()
        body.block("struct \(viewName): View {") { l in
            if !repeating {
                l.add("@State private var play = false")
                for field in states {
                    l.add("/// Which string the text shows; the replay line sets it, inside the change's animation where the text cross-fades.")
                    l.add("@State var \(field.name) = 0")
                }
                l.add("")
            }
            l.block("var body: some View {") { l in
                l.add("KeyframeAnimator(initialValue: \(valuesName)(), \(repeating ? "repeating: true" : "trigger: play")) { value in")
                l.indented { l in for line in tree { l.add(line) } }
                l.block("} keyframes: { _ in") { l in
                    if repeating, let rest = forever.first??.rest, rest > 0 {
                        l.add("// Each repeat holds its end for \(SwiftLiteral.computed(rest)) s, as SwiftUI ends a repeat on the first frame after it.")
                    }
                    for field in fields where field.state == nil {
                        if let note = field.track.approximation { l.add("// \(note) (1/\(plainNumber(clip.fps)) s): exact at every frame, straight between.") }
                        l.block("KeyframeTrack(\\.\(field.name)) {") { l in
                            SwiftUIFile.keyframes(field.track, samplesName: field.name, to: &l, constants: &constants, spell: SwiftUIViewTracks.spell)
                        }
                    }
                }
                if !repeating { l.add(".onAppear { play = true }") }
            }
        }
        body.add("")
        if !constants.lines.isEmpty {
            body.add("")
            body.add("// Sampled keyframes: (value, seconds) of each straight LinearKeyframe.")
            for line in constants.lines { body.add(line) }
        }

        // The view bound as the content plays as it appears; the clip is as long as the
        // original's (`length` counts from the lead-in, and the last frame is at its end).
        let replay = request.options["length"] == nil ? nil
            : request.replayValues + [("length", SwiftLiteral.computed(Double(clip.frames.count - 1) / clip.fps - start))]
        var call = "var v = \(viewName)()"
        let sets = states.flatMap { field in field.state!.map { (time: $0.time, name: field.name, index: $0.index, animation: $0.animation) } }
        if !sets.isEmpty {
            guard let statements = SwiftUITextFades.statements(sets, start: start) else {
                throw SwiftOutRefusal(subject, "a text cross-fades under an animation SwiftUI combined from two (no Swift spells it): not written as Swift yet")
            }
            call += "; " + statements
        }
        return head(request, call: call, replay: replay, generated: [
            "// Generated by BadgeReel (swiftui): the view the command above drew, with its motion as",
            "// keyframeAnimator tracks of only what moves; springs and curves are the file's own, sampled",
            "// tracks say so. iOS 17 or later. The first line replays this file.",
        ], importing: "SwiftUI") + body.text
    }

    /// A SwiftUI view's file head, in either form: the replay line (`badgereel render FILE` with
    /// `call` as the run and `replay`'s values, each by its option; none without a `run`
    /// option or without `replay`), the line that made it, `//`, the form's `generated` lines
    /// and its one import.
    static func head(_ request: Request, call: String, replay: [(name: String, text: String?)]?, generated: [String], importing module: String) -> String {
        var head: [String] = []
        if let run = request.options["run"], let replay {
            var words = ["badgereel", "render", UserText.shellWord(request.fileName.split(separator: "/").last.map(String.init) ?? request.fileName),
                         run, UserText.shellWord(call)]
            for (name, text) in replay { words += [request.options[name] ?? name] + (text.map { [UserText.shellWord($0)] } ?? []) }
            head.append("// " + words.joined(separator: " "))
        }
        if let made = request.commandLine { head.append("// " + UserText.comment(made)) }
        head += ["//"] + generated + ["import \(module)", ""]
        return head.map { $0 + "\n" }.joined()
    }

    /// A text a change cross-fades, as the view's state: each of its swaps (the frame that
    /// first shows a new string) is the text change of a layout change at that frame, set at
    /// that change's time with its animation where the stage cross-faded it, at once where it
    /// swapped it; its content transition where the source set one. Refused by name where a swap
    /// is in no change, or the changes' transitions differ.
    private static func stateChanges(of field: inout Field, values: [Double], strings: [String], textChanges: [SwiftUITextFades.Change],
                                     fps: Double, subject: String) throws(SwiftOutRefusal) {
        var sets: [(time: Double, index: Int, animation: ReelSwiftUI.Animation?)] = []
        var transitions = Set<ContentTransition>()
        for k in values.indices.dropFirst() where values[k] != values[k - 1] {
            guard let change = textChanges.last(where: { $0.frame == k && $0.old == strings[k - 1] && $0.new == strings[k] }) else {
                throw SwiftOutRefusal(subject, "a text changes from \"\(strings[k - 1])\" to \"\(strings[k])\" at \(plainNumber(Double(k) / fps)) s in no change of its state: its cross-fade is not written as Swift yet")
            }
            sets.append((change.time, Int(values[k]), change.crossFades ? change.animation : nil))
            if change.crossFades { transitions.insert(change.transition) }
        }
        guard transitions.count <= 1 else {
            throw SwiftOutRefusal(subject, "a text cross-fades with different content transitions at different changes: not written as Swift yet")
        }
        field.state = sets
        if let t = transitions.first, t != .default { field.transition = t }
    }

    /// A text's swaps: its index jumps at the frame that first shows each new value.
    private static func swaps(values: [Double], times: [Double]) -> KeyframeTrackModel {
        var track = KeyframeTrackModel(name: "", initial: values[0])
        for k in values.indices.dropFirst() where values[k] != values[k - 1] {
            // The jump lands between the frame before and this one (the change's own time is
            // not recorded for texts), at the trigger when the frame before is earlier.
            let at = times[k - 1] < 0 ? 0 : (times[k - 1] + times[k]) / 2
            track.hold(until: at)
            track.move(to: values[k])
        }
        return track
    }

    /// The properties one field may hold together when their frames are equal.
    private static func family(_ property: String) -> String {
        switch property {
        case "scaleX", "scaleY": "scale"
        case "width", "height": "size"
        default: property
        }
    }

    /// A group's field name: `scale` for scale x and y together, `padding` for its edges,
    /// `size` for a width and a height, else the first property.
    private static func groupName(_ properties: [String]) -> String {
        let set = Set(properties)
        if set == ["scaleX", "scaleY"] { return "scale" }
        if set == ["width", "height"] { return "size" }
        return properties[0]
    }

    /// `LikeMotion` from `like` (a stem of any characters).
    private static func typeName(_ stem: String) -> String {
        let id = SwiftLiteral.identifier(stem, prefix: "")
        let name = id.isEmpty ? "Reel" : id
        return name + "Motion"
    }
}
