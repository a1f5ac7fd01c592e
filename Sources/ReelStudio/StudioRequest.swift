import Foundation
import ReelExport
import ReelModels
import ReelRender

/// What the page sends for a preview, an export or a save: the animation (a name, or
/// `action:N` for a scene's action) and the command line's own arguments as (flag name,
/// value) pairs, the flag without its dashes.
struct StudioRequest: Decodable, Sendable {
    var animation: String
    var args: [[String]]
    /// gif, mp4, webp or apng: the file an export makes, and the default frame rate it implies.
    var format: String?
    /// The frame the preview is showing, so its new version is drawn first.
    var from: Int?
    /// In scene mode, the unsaved edits as [scene path, value] pairs: `render --set`s.
    var sets: [[String]]?
    /// A preview's place among its page's: the page (a random name it made when it loaded)
    /// and a number that grows with every preview it asks for. Requests travel on connections
    /// of their own and may be handled out of order; these say which is the newest.
    var page: String?
    var seq: Int?
    /// Save: the scene's `version` as this page read it (`GET /api/scene`, or its last Save).
    var base: String?
    /// Preview: the picture's size the page shows it at, in device pixels (its box ×
    /// devicePixelRatio); frames are drawn for it, not blown up by the browser. The export's
    /// own size is unchanged.
    var box: [Int]?

    /// The most pairs a request may carry: more than every parameter twice over.
    static let maxArguments = 200
    /// The longest page name: the page makes 16 hex digits.
    static let maxPageName = 64
    /// What `animation` is in Swift mode: the Swift file open.
    static let swiftMode = "swift"
}

/// A request checked and resolved by the library (`ReelRequest`, as the command line's
/// options are): the reel it describes,
/// the command line that makes the same file, and where in a scene it goes.
struct StudioPlan: Sendable {
    var reel: Reel
    /// The animation being tuned (for the timeline report's header).
    var animation: BadgeAnimation
    /// `badgereel pop --pop-out-ratio 1.2 -o pop.gif`, or the scene's render command.
    var command: String
    /// The file name an export downloads as.
    var output: String
    /// The scene action edited, when a scene is open.
    var actionIndex: Int?
    /// The scene's edits, and its text with them applied (what a save writes).
    var sets: [SceneAssignment] = []
    var sceneText: String?
    /// The command line's words the plan was made in: its preview's and export's refusals
    /// and warnings are worded in them too.
    var words: any CommandLineWords
    /// Swift mode: whether the page's literal edits are unsaved.
    var swiftEdited = false
}

extension StudioRequest {
    /// Resolves the request as `badgereel ANIMATION ARGS -o FILE` would (both build a
    /// `ReelRequest`), refusing a bad value with the message the command line prints (its
    /// `words`), and refusing what the studio never does for a page: reading a file not named
    /// on its own command line, writing anywhere.
    func plan(document: StudioDocument?, swift: StudioSwiftDocument? = nil, words: any CommandLineWords) throws(StudioFailure) -> StudioPlan {
        let formatName = format ?? "gif"
        guard let ext = StudioSchema.formats.first(where: { $0.name == formatName })?.ext else {
            throw StudioFailure(400, "format \(ParameterText.quoted(formatName)): expected one of \(StudioSchema.formats.map(\.name).joined(separator: ", "))")
        }
        if animation == Self.swiftMode {
            // Swift mode: the file evaluated with the page's literal edits, as `render
            // Badge.swift` evaluates it once they are saved.
            guard let swift else { throw Studio.noSwift }
            guard args.isEmpty else { throw StudioFailure(400, "a Swift file's values are edits: send them as sets, [control, value] pairs") }
            let sets = try swiftSets()
            let (reel, _) = try swift.edited(sets)
            let output = "scene.\(ext)"
            return StudioPlan(reel: reel, animation: reel.scene.layoutAnimation, command: swift.command(output: output), output: output,
                              actionIndex: nil, sets: [], sceneText: nil, words: words, swiftEdited: !sets.isEmpty)
        }
        if animation.hasPrefix("action:") {
            // Scene mode: the file with the page's edits, as `render FILE --set …` reads it;
            // any of its animations, a seed's or the user's own (animate, spring, group).
            guard let document, let actionIndex = Int(animation.dropFirst("action:".count)),
                  document.animations.contains(where: { $0.index == actionIndex }) else {
                throw StudioFailure(400, "animation \(ParameterText.quoted(animation)): expected one of the scene's actions")
            }
            guard args.isEmpty else { throw StudioFailure(400, "a scene's values are edits: send them as sets, [path, value] pairs") }
            let sets = try assignments()
            let (text, reel) = try document.edited(sets)
            try Self.checkSceneIcon(reel, sets: sets, document: document, words: words)
            let output = "scene.\(ext)"
            let command = words.command(rendering: document.path, sets: sets, output: output)
            let animation: BadgeAnimation
            if case .animate(let a) = reel.scene.actions[safe: actionIndex] { animation = a } else { animation = reel.scene.layoutAnimation }
            return StudioPlan(reel: reel, animation: animation, command: command, output: output, actionIndex: actionIndex,
                              sets: sets, sceneText: text, words: words)
        }
        guard let kind = AnimationName(rawValue: animation) else {
            throw StudioFailure(400, "animation \(ParameterText.quoted(animation)): expected one of \(AnimationName.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        let values = try arguments(for: kind, inScene: false, document: document, words: words)
        let output = "\(kind.rawValue).\(ext)"
        let request = ReelRequest(animation: kind, values: values, output: output)
        let built: Reel
        do throws(ReelRequest.Refusal) {
            built = try request.reel()
        } catch {
            throw StudioFailure(error, animation: kind, words: words)
        }
        return StudioPlan(reel: built, animation: built.scene.layoutAnimation, command: words.command(for: request), output: output,
                          actionIndex: nil, words: words)
    }

    /// Swift mode's edits, [control id, value] pairs, at most `maxArguments`.
    func swiftSets() throws(StudioFailure) -> [[String]] {
        let pairs = sets ?? []
        guard pairs.count <= Self.maxArguments else {
            throw StudioFailure(413, "\(pairs.count) sets; expected at most \(Self.maxArguments)")
        }
        return pairs
    }

    /// The scene edits, checked as paths (the reader checks the values, in the file's words).
    func assignments() throws(StudioFailure) -> [SceneAssignment] {
        let pairs = sets ?? []
        guard pairs.count <= Self.maxArguments else {
            throw StudioFailure(413, "\(pairs.count) sets; expected at most \(Self.maxArguments)")
        }
        var out: [SceneAssignment] = []
        for pair in pairs {
            guard pair.count == 2, !pair[0].isEmpty else { throw StudioFailure(400, "a set is a [path, value] pair") }
            out.append(SceneAssignment(path: pair[0], value: pair[1]))
        }
        return out
    }

    /// The pairs as a request's values (by declaration name), in the order help lists them
    /// (the order the command line that makes the same file shows them); a toggle is given
    /// only when on. Only declared parameters pass; the icon is a built-in one or the scene's
    /// own file. Refusals name a parameter in the command line's `words`.
    func arguments(for kind: AnimationName, inScene: Bool, document: StudioDocument?, words: any CommandLineWords) throws(StudioFailure)
        -> [(name: String, text: String)] {
        guard args.count <= Self.maxArguments else {
            throw StudioFailure(413, "\(args.count) arguments; expected at most \(Self.maxArguments)")
        }
        var pairs: [(name: String, value: String)] = []
        for pair in args {
            guard pair.count == 2 else { throw StudioFailure(400, "an argument is a [name, value] pair") }
            let (name, value) = (pair[0], pair[1])
            guard let entry = StudioSchema.settable[name] else {
                throw StudioFailure(400, "\(words.option(named: ParameterText.quoted(name))): not a parameter the studio sets")
            }
            if inScene, entry.group == "clip", name != "fps" {
                throw StudioFailure(400, "\(words.option(named: name)): a scene's script sets its own timing; edit its wait actions in the file",
                                    field: Self.path(of: name))
            }
            if name == "icon" { try Self.checkIcon(value, document: document, words: words) }
            pairs.append((name, value))
        }
        pairs.sort { StudioSchema.rank($0.name, animation: kind) < StudioSchema.rank($1.name, animation: kind) }
        var values: [(name: String, text: String)] = []
        for (name, value) in pairs {
            guard let info = StudioSchema.settable[name]?.info else { continue }
            if info.kind == .toggle {
                // A toggle is on or off (on the command line, a flag present or not).
                switch value.lowercased() {
                case "true": values.append((info.name, "true"))
                case "false": break
                default: throw StudioFailure(400, "\(words.option(named: name)) \(ParameterText.quoted(value)): expected true or false",
                                             field: Self.path(of: name), value: ParameterText.quoted(value), accepted: "true or false")
                }
            } else {
                values.append((info.name, value))
            }
        }
        return values
    }

    /// The studio reads no file the user did not name: a built-in icon, or the icon file of
    /// the scene given on the command line.
    static func checkIcon(_ value: String, document: StudioDocument?, words: any CommandLineWords) throws(StudioFailure) {
        if BuiltInIcon(rawValue: value) != nil || value == "none" || (document?.iconFile != nil && value == document?.iconFile) { return }
        let names = BuiltInIcon.allCases.map(\.rawValue) + ["none"] + (document?.iconFile.map { [$0] } ?? [])
        let accepted = "one of \(names.joined(separator: ", ")) (the studio opens no other file)"
        throw StudioFailure(400, "\(words.option(named: "icon")) \(ParameterText.quoted(value)): expected \(accepted)",
                            field: path(of: "icon"), value: ParameterText.quoted(value), accepted: accepted)
    }

    /// The same rule for a scene's edits: the icon the edited scene names is a built-in one or
    /// the one the file named when the studio opened it (issue 32: `sets` with `host.icon`
    /// loaded any PNG or SVG path, and Save would have written it into the scene). Refused at
    /// the set that named it, in the same words as `--icon`.
    static func checkSceneIcon(_ reel: Reel, sets: [SceneAssignment], document: StudioDocument,
                               words: any CommandLineWords) throws(StudioFailure) {
        guard let icon = reel.scene.setup.icon else { return }
        do throws(StudioFailure) { try checkIcon(icon, document: document, words: words) } catch {
            var refusal = error
            if let set = sets.last(where: { $0.path == "host.icon" || $0.path.hasSuffix(".icon") || $0.path == "icon" }) {
                refusal.field = set.path
            }
            throw refusal
        }
    }

    /// The neutral path of the parameter with flag name `name`, as the library's refusals
    /// place it (`ParameterCatalog`: `badge.diameter`, `canvas.scale`, `pop.popOutRatio`).
    static func path(of name: String) -> String? {
        for group in ParameterCatalog.groups {
            if let p = group.parameters.first(where: { StudioSchema.flagName($0.name) == name }) {
                return group.prefix.isEmpty ? p.key : "\(group.prefix).\(p.key)"
            }
        }
        return nil
    }
}
