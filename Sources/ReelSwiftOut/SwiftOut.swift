import ReelModels
import ReelTimeline

/// Swift source that moves exactly like a scene: the writer behind `-o NAME.swift`, `render`
/// to a `.swift` file and the studio's Swift panel.
///
/// A scene that is one animation framed as an export frames it (a lead-in, then the
/// animation and a hold, repeated) becomes that animation's method or function; any other
/// scene becomes a function that plays its script in order, each step at its time.
public enum SwiftOut {
    /// What to write.
    public struct Request: Sendable {
        /// The scene the file moves like.
        public var scene: Scene
        /// The font engine's measure, for badges that fit their text (the stage's layout).
        public var measure: any TextMeasuring
        /// The file's name (`pop.swift`): its stem names a user animation's or a scene's function.
        public var fileName: String
        /// The command that made the file, for its second line; nil writes none.
        public var commandLine: String?
        /// The badge, look and canvas values that set the scene's views up as the scene does
        /// (`count` `42`; a switch on with no text), by parameter name, for the replay command
        /// on the first line.
        public var setupValues: [(name: String, text: String?)]
        /// How the front end spells each option of the replay command (`run`, the clip's
        /// `replayClipNames`, and each setup value's name → its option); the libraries spell no
        /// flag (ARCHITECTURE.md). Without `run` among them the file has no replay line.
        public var options: [String: String]
        /// Which API family to write.
        public var api: SwiftAPI
        /// The canvas the scene is drawn on, for the SwiftUI form's scene view and its replay
        /// line; nil writes neither.
        public var canvas: SceneCanvas?

        /// A request for `scene` written as `fileName` in `api`.
        public init(scene: Scene, measure: any TextMeasuring, fileName: String, commandLine: String? = nil,
                    setupValues: [(name: String, text: String?)] = [], options: [String: String] = [:], api: SwiftAPI = .uikit,
                    canvas: SceneCanvas? = nil) {
            self.scene = scene; self.measure = measure; self.fileName = fileName
            self.commandLine = commandLine; self.setupValues = setupValues; self.options = options; self.api = api
            self.canvas = canvas
        }
    }

    /// A scene's canvas: where it lies in the host's points (the renderer's fitted or given
    /// canvas) and the canvas values its replay is given besides its size (`scale`,
    /// `background`), by parameter name.
    public struct SceneCanvas: Sendable {
        public var frame: Rect
        public var values: [(name: String, text: String?)]
        public init(frame: Rect, values: [(name: String, text: String?)]) { self.frame = frame; self.values = values }
    }

    /// The clip's options a replay line may name, besides `run` and the setup values' names.
    public static let replayClipNames = ["layout", "leadIn", "hold", "length"]

    /// The file's text.
    public static func source(_ request: Request) throws(SwiftOutRefusal) -> String {
        let shape = SceneShape(request.scene)
        try shape.checkWritable()
        switch request.api {
        case .uikit:
            try UIKitPartText.check(request.scene, parts: shape.parts)
            return UIKitFile.text(request, shape: shape)
        case .swiftui: return try SwiftUIFile.text(request, shape: shape)
        }
    }

    /// The file's stem (`pop` of `out/pop.swift`).
    static func stem(_ fileName: String) -> String {
        let base = fileName.split(separator: "/").last.map(String.init) ?? fileName
        return base.lowercased().hasSuffix(".swift") ? String(base.dropLast(6)) : base
    }

    /// The first line: the command that replays the file through the Swift-file input.
    static func replayLine(_ request: Request, shape: SceneShape, call: String) -> String? {
        // Later runs of a framed animation start one period after another, as the export's
        // repeats do (`--repeat` is the seed commands'; the Swift-file input's code says how often).
        // A view the run makes and binds to a part, for the image or text it shows (UIKitImageParts).
        let images = shape.parts
        var run = images.runPrefix + call
        if shape.runs > 1 {
            for k in 1..<shape.runs {
                run += "; DispatchQueue.main.asyncAfter(deadline: .now() + \(SwiftLiteral.number(Double(k) * shape.period))) { \(call) }"
            }
        }
        guard let runOption = request.options["run"] else { return nil }
        func option(_ name: String) -> String { request.options[name] ?? name }
        var words = ["badgereel", "render", UserText.shellWord(stemFile(request.fileName)), runOption, UserText.shellWord(run)]
        for (name, text) in request.setupValues { words += [option(name)] + (text.map { [UserText.shellWord($0)] } ?? []) }
        for (name, text) in shape.clipValues { words += [option(name), UserText.shellWord(text)] }
        for binding in images.bindings { words += [option("view"), UserText.shellWord(binding)] }
        return "// " + words.joined(separator: " ")
    }

    /// The second line: the command that made it.
    static func madeLine(_ request: Request) -> String? {
        request.commandLine.map { "// " + UserText.comment($0) }
    }

    /// A file's head, the same in both forms: the replay line and the line that made it (each
    /// when there is one), `//`, the form's `generated` comment lines, its one import and a
    /// blank line.
    static func headLines(_ request: Request, replay: String?, generated: [String], importing module: String) -> [String] {
        var lines = replay.map { [$0] } ?? []
        if let made = madeLine(request) { lines.append(made) }
        return lines + ["//"] + generated + ["import \(module)", ""]
    }

    /// The file's name without its folders, as a replay line names it.
    static func fileBase(_ fileName: String) -> String { stemFile(fileName) }

    private static func stemFile(_ fileName: String) -> String {
        fileName.split(separator: "/").last.map(String.init) ?? fileName
    }
}

extension String {
    /// Every occurrence of `target` replaced (Foundation-free).
    func replacingOccurrences(of target: String, with replacement: String) -> String {
        guard !target.isEmpty else { return self }
        var out = ""
        var rest = self[...]
        while let range = rest.range(of: target) {
            out += rest[..<range.lowerBound] + replacement
            rest = rest[range.upperBound...]
        }
        return out + rest
    }
}

extension Substring {
    /// The first range of `target` (Foundation-free).
    func range(of target: String) -> Range<Substring.Index>? {
        let t = Array(target)
        guard !t.isEmpty, count >= t.count else { return nil }
        var i = startIndex
        while i < endIndex {
            var j = i, k = 0
            while k < t.count, j < endIndex, self[j] == t[k] { j = index(after: j); k += 1 }
            if k == t.count { return i..<j }
            i = index(after: i)
        }
        return nil
    }
}
