import ArgumentParser
import ReelExport
import ReelModels
import ReelSwiftOut

/// An export's words → what they ask for: one pure function over the parameter declarations,
/// which the command line (`Main`), a batch's jobs (`JobPlanner`) and `sweep`'s cells all
/// call. The seed animations' exports and `animate` become a `ReelRequest` (every value as
/// typed, by its declaration's name, checked by the library and refused in the
/// declaration's words), and `render` its scene file with its `--set`s.
///
/// ArgumentParser stays for help, completion scripts and every word this function does not
/// take plainly: an unknown flag, a missing or repeated one, a value starting with `-`, a
/// flag joined to its value but for `--name=value` (with a value after the `=`), `--loop`
/// with `--no-loop`, `--help`, `render -`. Those are `.parserDecides`, and the
/// caller parses the words with the command, which says what is wrong in its own words or
/// plans what they mean. A word this function takes, the parser takes with the same meaning
/// (the options are the same declarations; `ExportWordsTests` holds the two to the same jobs
/// and refusals, on random manifests).
enum ExportWords {
    /// What an export's words ask for.
    struct Export: Sendable {
        enum Subject: Sendable {
            /// A seed animation's reel, asked for by a request.
            case request(ReelRequest)
            /// A scene file with `--set`s (PATH=VALUE words, as typed).
            case scene(String, sets: [String])
        }

        var subject: Subject
        /// `-o`.
        var output: String
        /// `--save-scene`.
        var saveScene: String?
        /// `-q`: no progress bar and no summary line.
        var quiet: Bool
        /// `--swift-api`, as typed.
        var swiftAPI: String? = nil
    }

    /// What reading an export's words gives.
    enum Reading: Sendable {
        /// The export asked for.
        case export(Export)
        /// Words this function does not take: the command's parser decides.
        case parserDecides
    }

    /// `words`: a command name and its words, as typed after `badgereel`.
    static func read(_ words: [String]) -> Reading {
        guard let name = words.first, let table = tables[name] else { return .parserDecides }
        var values: [(name: String, text: String)] = []
        var output: String?, saveScene: String?, quiet = false, noLoop = false, swiftAPI: String?
        var positional: [String] = [], sets: [String] = [], spring = false
        var seen = Set<String>()
        var i = 1
        while i < words.count {
            let word = words[i]
            i += 1
            guard word.hasPrefix("-") else { positional.append(word); continue }
            // `--name=value`: the value as attached, whatever it starts with (as the parser reads
            // it). Nothing after the `=` is an empty value, refused in its declaration's words:
            // the parser took the next word instead, and `pop --count= -o x.gif` was told it had
            // no --output.
            var flag = word, attached: String?
            if word.hasPrefix("--"), let equals = word.firstIndex(of: "=") {
                flag = String(word[..<equals])
                attached = String(word[word.index(after: equals)...])
            }
            guard let entry = table.entries[flag] else { return .parserDecides }
            // A flag given twice (or as its short and long names) is the parser's to answer.
            if entry != .set { guard seen.insert(entry.key(flag)).inserted else { return .parserDecides } }
            let text: String
            if entry.takesValue {
                if let attached { text = attached } else {
                    guard i < words.count, !words[i].hasPrefix("-") else { return .parserDecides }
                    text = words[i]
                    i += 1
                }
            } else {
                guard attached == nil else { return .parserDecides }
                text = "true"
            }
            switch entry {
            case .parameter(let parameter, _): values.append((parameter, text))
            case .output: output = text
            case .saveScene: saveScene = text
            case .swiftAPI: swiftAPI = text
            case .quiet: quiet = true
            case .noLoop: noLoop = true
            case .set: sets.append(text)
            case .spring: spring = true
            }
        }
        guard let output, positional.count == table.positionals else { return .parserDecides }
        // --loop with --no-loop: the loop group refuses the pair before the encoding's values
        // and after the sections before it, an order only the parser keeps.
        if noLoop {
            if values.contains(where: { $0.name == "loop" }) { return .parserDecides }
            values.append(("loop", "1"))
        }
        let subject: Export.Subject
        switch table.command {
        case .animation(let animation):
            subject = .request(ReelRequest(animation: animation, values: values, output: output))
        case .own:
            // The fields in their declarations' order, as the command's group gives them: a
            // request refuses the first field of the other kind in the order given.
            let fields = values.filter { animateFieldOrder[$0.name] != nil }
                .enumerated().sorted { (animateFieldOrder[$0.element.name]!, $0.offset) < (animateFieldOrder[$1.element.name]!, $1.offset) }
                .map(\.element)
            let motion = ReelRequest.Motion.own(spring ? .spring : .animate, keyPath: positional[0])
            subject = .request(ReelRequest(motion: motion, values: fields + values.filter { animateFieldOrder[$0.name] == nil },
                                           output: output))
        case .render:
            // Standard input is read by the command itself (and refused by a batch).
            guard positional[0] != "-" else { return .parserDecides }
            subject = .scene(positional[0], sets: sets)
        }
        return .export(Export(subject: subject, output: output, saveScene: saveScene, quiet: quiet, swiftAPI: swiftAPI))
    }

    /// What one flag of a command is.
    enum Entry: Hashable, Sendable {
        /// A parameter by its declaration's name; a toggle takes no value (its text is "true").
        case parameter(String, takesValue: Bool)
        case output, saveScene, quiet, noLoop, set, spring, swiftAPI

        var takesValue: Bool {
            switch self {
            case .parameter(_, let takesValue): takesValue
            case .output, .saveScene, .set, .swiftAPI: true
            case .quiet, .noLoop, .spring: false
            }
        }

        /// What a flag given twice is the same as (`-o` and `--output` are one).
        func key(_ flag: String) -> String {
            switch self {
            case .parameter(let name, _): name
            case .output: "-o"
            case .quiet: "-q"
            default: flag
            }
        }
    }

    /// One command's flags, from the declarations.
    struct Table: Sendable {
        enum Command: Sendable {
            case animation(AnimationName)
            /// `animate`: the user's own animation, on the key path its word names.
            case own
            case render
        }

        var command: Command
        var entries: [String: Entry]
        /// How many words that are not flags the command takes.
        var positionals: Int
    }

    /// `animate`'s fields (a basic or keyframe animation's, then a spring's own), each once, in
    /// the order its command's group declares them.
    static let animateFields: [ParameterInfo] = {
        var seen = Set<String>()
        return (AnimateAction.Kind.animate.parameters + AnimateAction.Kind.spring.parameters)
            // `sublayer` names a layer a scene's layer action added: a command adds none.
            .filter { $0.name != "keyPath" && $0.name != "sublayer" && seen.insert($0.name).inserted }
    }()

    /// Each field's place in `animateFields`.
    static let animateFieldOrder: [String: Int] = Dictionary(uniqueKeysWithValues: animateFields.enumerated().map { ($1.name, $0) })

    /// Whether a parameter's flag takes a value: all but a toggle that is off unless given
    /// (`--dot`); a toggle on by default (`--removed-on-completion false`) takes one.
    static func takesValue(_ info: ParameterInfo) -> Bool { info.kind != .toggle || info.defaultText == "true" }

    /// Every command these words can name: each seed animation's export, `animate` and `render`.
    static let tables: [String: Table] = {
        let output: [String: Entry] = ["-o": .output, "--output": .output, "-q": .quiet, "--quiet": .quiet, "--swift-api": .swiftAPI]
        var tables: [String: Table] = [:]
        for animation in AnimationName.allCases {
            var entries = output.merging(["--save-scene": .saveScene, "--no-loop": .noLoop]) { a, _ in a }
            // The command's groups, flat: its own parameters and the curve, the badge and its
            // look, the canvas, the clip, the encoding (`ExportCommand`).
            let infos = animation.parameters + BadgeSetup.infos + CanvasSpec.infos + ClipTiming.infos + EncodingSpec.infos
            for info in infos {
                entries[Flags.flag(for: info.name)] = .parameter(info.name, takesValue: takesValue(info))
            }
            tables[animation.rawValue] = Table(command: .animation(animation), entries: entries, positionals: 0)
        }
        if let animate = AnimateCommand.configuration.commandName {
            // Its fields, `--spring`, then the badge and its look, the canvas, the clip, the
            // encoding (`AnimateCommand`); no curve: the animation's own timing is its curve.
            var entries = output.merging(["--save-scene": .saveScene, "--no-loop": .noLoop, "--spring": .spring]) { a, _ in a }
            for info in animateFields + BadgeSetup.infos + CanvasSpec.infos + ClipTiming.infos + EncodingSpec.infos {
                entries[Flags.flag(for: info.name)] = .parameter(info.name, takesValue: takesValue(info))
            }
            tables[animate] = Table(command: .own, entries: entries, positionals: 1)
        }
        if let render = RenderCommand.configuration.commandName {
            tables[render] = Table(command: .render, entries: output.merging(["--set": .set]) { a, _ in a }, positionals: 1)
        }
        return tables
    }()
}

extension ExportWords.Export {
    /// The export, checked as the command checks it: the reel from `reels` (the same request
    /// builds the same reel), the scene from `scenes` (a batch's jobs of one scene share it).
    /// A refusal is the command's own (a `ValidationError` for a value, exit 64; the
    /// scene's `CommandFailure`).
    func job(reels: ReelRequestCache? = nil, scenes: SceneLibrary? = nil) throws -> ExportJob {
        switch subject {
        case .request(let request):
            let reel: Reel
            do throws(ReelRequest.Refusal) {
                // `animate` checks its option groups as it parses them and what moves after
                // them (`AnimateCommand.validate()`); a request checks what moves first.
                if case .own = request.motion {
                    try request.checkSectionsAlone()
                    try request.checkMotion()
                }
                if let reels { reel = try reels.reel(for: request) } else { reel = try request.reel() }
            } catch {
                throw ValidationError(Flags.message(for: error))
            }
            return ExportJob(reel: reel, output: output, saveScene: saveScene, swiftAPI: try SwiftAPIOption.parse(swiftAPI),
                  swiftOptions: Flags.swiftReplayOptions)
        case .scene(let path, let sets):
            var job = try RenderCommand.job(scene: path, sets: sets, output: output, scenes: scenes)
            job.swiftAPI = try SwiftAPIOption.parse(swiftAPI)
            return job
        }
    }
}
