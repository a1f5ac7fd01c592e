import ReelEncode
import ReelExport
import ReelModels
import ReelRender
import ReelSwiftOut
import ReelTimeline

/// The parameter declarations as the page reads them: one control per entry, its name the
/// flag without dashes. Generated from `ParameterCatalog`, so a parameter added there gets
/// its control, its range and its default with no change here.
enum StudioSchema {
    struct Parameter: Encodable, Sendable {
        /// The flag without dashes: the control's `name` (`pop-out-ratio`).
        var name: String
        /// The declaration's own name (`popOutRatio`) and scene-file key.
        var parameter: String
        var key: String
        var kind: String
        var min: Double?
        var max: Double?
        var choices: [String]?
        var maxLength: Int?
        var unit: String
        /// The unit as shown beside the control: s, °, pt, ×, fps.
        var symbol: String
        /// The slider's span (the declaration's suggested range); typing reaches min…max.
        var softMin: Double?
        var softMax: Double?
        var help: String
        var defaultText: String
        /// A colour's default resolved to #RRGGBB(AA), named UIKit colours included, so a
        /// swatch shows the colour the export draws.
        var defaultColor: String?
        var aliasOf: String?
        /// A list's items: their kind (`number`, `value`, `curve`), range and unit; the
        /// list's own `maxLength` is its most items.
        var element: Element?
        /// A list whose count goes with another list of the same mapping (`keyTimes` with
        /// `values`): the page adds and removes its item with the other's.
        var follows: Follows?
    }

    /// How a list's count goes with another's.
    struct Follows: Encodable, Sendable {
        /// The other list's key.
        var key: String
        /// One item per segment between the other's items (one fewer), not one per item.
        var perSegment: Bool
    }

    /// CAKeyframeAnimation's lists that count with `values`: one key time per value, one
    /// timing function per segment between values (Apple's documentation of `keyTimes` and
    /// `timingFunctions`; `checkKeyframes` refuses anything else).
    static let follows: [String: Follows] = [
        "keyTimes": Follows(key: "values", perSegment: false),
        "timingFunctions": Follows(key: "values", perSegment: true),
    ]

    /// What one item of a list parameter holds.
    struct Element: Encodable, Sendable {
        var kind: String
        var min: Double?
        var max: Double?
        var choices: [String]?
        var unit: String
        var symbol: String
        var softMin: Double?
        var softMax: Double?
    }

    /// A key path a user's animation may animate, with what its values are: a number in a
    /// unit (its slider's span the unit's hand-tuned range) or a colour. The page's value
    /// controls (fromValue, values' items, …) follow the action's key path.
    struct KeyPath: Encodable, Sendable {
        var name: String
        /// `number` or `color`.
        var valueType: String
        var unit: String
        var symbol: String
        var softMin: Double?
        var softMax: Double?
    }

    struct Group: Encodable, Sendable {
        var name: String
        var summary: String?
        var parameters: [Parameter]
        /// Where a scene file holds this group's keys: `canvas.` + `scale`; an animation's
        /// are under `actions[N].`.
        var scenePrefix: String = ""
        /// A group's children: the kinds it holds and the key that lists them (`animations`).
        var childKinds: [String]?
        var childKey: String?
    }

    /// A heading of the page's controls and the flags (without dashes) under it.
    struct Section: Encodable, Sendable {
        var title: String
        var parameters: [String]
    }

    struct Curve: Encodable, Sendable {
        var name: String
        var points: [Double]
    }

    struct Format: Encodable, Sendable {
        var name: String
        var label: String
        var ext: String
    }

    struct Document: Encodable, Sendable {
        /// The scene file's path and its animations (index in `actions`, kind).
        var path: String
        var actions: [Action]
        var iconFile: String?
    }

    struct Action: Encodable, Sendable {
        var index: Int
        /// A seed animation's name (`pop`) or a user animation's kind (`animate`, `spring`, `group`).
        var animation: String
        /// `action:INDEX`, what requests name it by.
        var id: String
        /// What a user animation animates (`transform.scale`), for its label.
        var keyPath: String?
        /// A group's children, in the file's order.
        var children: [Child]?
    }

    /// One animation of a group's `animations`.
    struct Child: Encodable, Sendable {
        var index: Int
        var animation: String
        var keyPath: String
    }

    struct Root: Encodable, Sendable {
        var animations: [Group]
        /// A scene's own Core Animation actions (`animate`, `spring`, `group`): their fields,
        /// under `actions[N].` (a group's children's under `actions[N].animations[M].`).
        var layerAnimations: [Group]
        var keyPaths: [KeyPath]
        var groups: [Group]
        /// How the badge group's controls are grouped on the page.
        var sections: [Section]
        var curves: [Curve]
        /// Every colour name a colour control accepts, resolved to #RRGGBB(AA).
        var colors: [String: String]
        var icons: [String]
        var formats: [String]
        var exports: [Format]
        var scene: Document?
        /// Swift mode: the Swift file open and its `--run` (its controls: `GET /api/swift`).
        var swift: SwiftFile?
    }

    struct SwiftFile: Encodable, Sendable {
        var path: String
        var run: String?
        /// The file's own API (`swiftui` for a SwiftUI view): the Swift panel's first choice.
        var api: String
    }

    /// The export formats the page offers, by the name requests use, with their extension
    /// (`OutputFormat`'s own), and Lottie's JSON.
    static let formats: [(name: String, label: String, ext: String)] =
        [(OutputFormat.gif, "GIF"), (.mp4, "MP4"), (.webp, "WebP"), (.apng, "APNG")].map { format, label in
            (format.rawValue, label, format.fileExtension ?? format.rawValue)
        } + [("lottie", "Lottie", "json")]

    /// The badge's parameters as a designer looks for them: what it says, how it looks,
    /// where and how big; the rest follow under "Badge".
    static let sections: [Section] = [
        Section(title: "Content", parameters: ["count", "max-count", "text", "dot", "locale", "style", "corner-style"]),
        Section(title: "Look", parameters: ["icon", "host-color", "badge-color", "text-color", "border-color", "border-width"]),
        Section(title: "Geometry", parameters: ["diameter", "host-size", "circle-offset", "circle-scale"]),
    ]

    /// The unit beside a control.
    static func symbol(_ unit: ParameterUnit) -> String {
        switch unit {
        case .none: ""
        case .points: "pt"
        case .seconds: "s"
        case .radians: "rad"
        case .degrees: "°"
        case .ratio: "×"
        case .fraction: "0–1"
        case .framesPerSecond: "fps"
        case .pixelsPerPoint: "px/pt"
        case .plays: "plays"
        case .bytes: "bytes"
        }
    }

    /// `popOutRatio` → `pop-out-ratio`: the command line's flag without its dashes.
    static func flagName(_ name: String) -> String { ParameterCatalog.kebab(name) }

    static func parameter(_ p: ParameterInfo) -> Parameter {
        var out = Parameter(name: flagName(p.name), parameter: p.name, key: p.key, kind: "", unit: p.unit.rawValue,
                            symbol: symbol(p.unit), softMin: p.suggested?.lowerBound, softMax: p.suggested?.upperBound,
                            help: p.help, defaultText: p.defaultText, aliasOf: p.aliasOf.map(flagName))
        switch p.kind {
        case .number(let lo, let hi): out.kind = "number"; out.min = lo; out.max = hi
        case .integer(let lo, let hi): out.kind = "integer"; out.min = Double(lo); out.max = Double(hi)
        case .toggle: out.kind = "toggle"
        case .text(let n): out.kind = "text"; out.maxLength = n
        case .choice(let names): out.kind = "choice"; out.choices = names
        case .color:
            out.kind = "color"
            // "systemIndigo; the bell #1C1C1E": the first word is the usual default.
            let first = p.defaultText.split(whereSeparator: { $0 == ";" || $0 == "," || $0 == " " }).first.map(String.init) ?? ""
            out.defaultColor = RGBA.parse(first)?.hexString
        case .size(let lo, let hi): out.kind = "size"; out.min = lo; out.max = hi; out.symbol = "pt"
        case .point(let lo, let hi): out.kind = "point"; out.min = lo; out.max = hi; out.symbol = "pt"
        case .curve: out.kind = "curve"; out.choices = TimingFunction.presets.map(\.0)
        // A user animation's values: a number or a colour as its key path holds
        // (`keyPaths`), in the action's key path's unit.
        case .animatedValue(let lo, let hi): out.kind = "value"; out.min = lo; out.max = hi
        // Typed as text (500KB, 1.5MiB); the server reads and checks it as every front end does.
        case .byteSize(let lo, let hi): out.kind = "text"; out.maxLength = 24; out.min = Double(lo); out.max = Double(hi)
        case .list(let element, let n):
            out.kind = "list"; out.maxLength = n
            out.element = Self.element(element, unit: p.unit)
            out.follows = follows[p.key]
        }
        return out
    }

    static func element(_ kind: ParameterKind, unit: ParameterUnit) -> Element {
        var out = Element(kind: "", unit: unit.rawValue, symbol: symbol(unit))
        switch kind {
        case .number(let lo, let hi):
            out.kind = "number"; out.min = lo; out.max = hi
            let soft = unit.suggested(nil, accepted: lo...hi, default: nil)
            out.softMin = soft?.lowerBound; out.softMax = soft?.upperBound
        case .animatedValue(let lo, let hi): out.kind = "value"; out.min = lo; out.max = hi
        case .curve: out.kind = "curve"; out.choices = TimingFunction.presets.map(\.0)
        default: out.kind = "text"
        }
        return out
    }

    /// The line under the page's header for a user animation: which Core Animation class it is.
    static func summary(_ kind: AnimateAction.Kind) -> String {
        switch kind {
        case .animate: "CABasicAnimation (fromValue/toValue/byValue) or CAKeyframeAnimation (values, keyTimes, timingFunctions)"
        case .spring: "CASpringAnimation: a damped spring from mass, stiffness, damping and initial velocity"
        case .group: "CAAnimationGroup: its children run in the group's time, cut at its duration"
        }
    }

    /// The unit of a key path's values: a scale is a ratio, a rotation radians, opacity a
    /// fraction, the rest of the geometry points (Core Animation's own units for them).
    static func unit(of keyPath: AnimationKeyPath) -> ParameterUnit {
        switch keyPath {
        case .scale, .scaleX, .scaleY: .ratio
        case .rotation, .rotationAlias: .radians
        case .opacity, .strokeStart, .strokeEnd: .fraction
        case .translationX, .translationY, .positionX, .positionY, .cornerRadius, .width, .height, .borderWidth: .points
        case .backgroundColor, .borderColor: .none
        }
    }

    /// Where a hand tunes a key path's values: its unit's range, except a scale, which
    /// starts at 0 (a badge scaling in from nothing), opacity 0–1 and the sizes 0–80 pt.
    static func keyPath(_ keyPath: AnimationKeyPath) -> KeyPath {
        let unit = unit(of: keyPath)
        var soft = unit.suggested
        switch keyPath {
        case .scale, .scaleX, .scaleY: soft = 0...2
        case .opacity, .strokeStart, .strokeEnd: soft = 0...1
        case .cornerRadius, .width, .height, .borderWidth: soft = 0...80
        default: break
        }
        let isColor = keyPath.valueType == .color
        return KeyPath(name: keyPath.rawValue, valueType: isColor ? "color" : "number", unit: unit.rawValue,
                       symbol: isColor ? "" : symbol(unit), softMin: isColor ? nil : soft?.lowerBound,
                       softMax: isColor ? nil : soft?.upperBound)
    }

    /// The whole schema, with the scene's animations when one is open.
    static func root(document: StudioDocument?, swift: StudioSwiftDocument? = nil) -> Root {
        let animationNames = Set(AnimationName.allCases.map(\.rawValue))
        return Root(
            animations: AnimationName.allCases.map { kind in
                Group(name: kind.rawValue, summary: kind.summary, parameters: kind.parameters.map(parameter), scenePrefix: "actions[N].")
            },
            layerAnimations: AnimateAction.Kind.allCases.map { kind in
                Group(name: kind.rawValue, summary: summary(kind), parameters: kind.parameters.map(parameter), scenePrefix: "actions[N].",
                      childKinds: kind == .group ? AnimateAction.Kind.allCases.filter { $0 != .group }.map(\.rawValue) : nil,
                      childKey: kind == .group ? "animations" : nil)
            },
            keyPaths: AnimationKeyPath.allCases.map(keyPath),
            groups: ParameterCatalog.groups.filter { !animationNames.contains($0.name) }.map { group in
                Group(name: group.name, parameters: group.parameters.map(parameter),
                      scenePrefix: ["canvas": "canvas.", "encoding": "encoding."][group.name] ?? "")
            },
            sections: sections,
            curves: TimingFunction.presets.map { Curve(name: $0.0, points: [$0.1.x1, $0.1.y1, $0.1.x2, $0.1.y2]) },
            colors: RGBA.named.mapValues(\.hexString),
            icons: BuiltInIcon.allCases.map(\.rawValue) + ["none"] + (document?.iconFile.map { [$0] } ?? []),
            formats: formats.filter { $0.name != "lottie" }.map(\.name),
            exports: formats.map { Format(name: $0.name, label: $0.label, ext: $0.ext) },
            scene: document.map { doc in
                Document(path: doc.path, actions: doc.animations.map { a in
                    Action(index: a.index, animation: a.kind, id: "action:\(a.index)", keyPath: a.keyPath,
                           children: a.children.map { $0.enumerated().map { Child(index: $0, animation: $1.kind, keyPath: $1.keyPath) } })
                }, iconFile: doc.iconFile)
            },
            swift: swift.map { SwiftFile(path: $0.path, run: $0.run, api: $0.isSwiftUI ? SwiftAPI.swiftui.rawValue : SwiftAPI.uikit.rawValue) }
        )
    }

    /// Every parameter a request may set, by its flag name, and the group it belongs to
    /// ("badge", "clip", "canvas", "encoding" or an animation's name).
    static let settable: [String: (info: ParameterInfo, group: String)] = {
        var out: [String: (ParameterInfo, String)] = [:]
        for group in ParameterCatalog.groups {
            for p in group.parameters where out[flagName(p.name)] == nil { out[flagName(p.name)] = (p, group.name) }
        }
        return out
    }()

    /// The order the command line lists flags in: the animation's, then the rest as the
    /// catalog declares them.
    static func rank(_ name: String, animation: AnimationName) -> Int {
        if let i = animation.parameters.firstIndex(where: { flagName($0.name) == name }) { return i }
        var offset = 100
        for group in ParameterCatalog.groups where AnimationName(rawValue: group.name) == nil {
            if let i = group.parameters.firstIndex(where: { flagName($0.name) == name }) { return offset + i }
            offset += 100
        }
        return 10_000
    }
}
