import ReelEncode
import ReelExport
import ReelModels
import ReelRender
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
        var help: String
        var defaultText: String
        var aliasOf: String?
    }

    struct Group: Encodable, Sendable {
        var name: String
        var summary: String?
        var parameters: [Parameter]
    }

    struct Document: Encodable, Sendable {
        /// The scene file's path and its animations (index in `actions`, kind).
        var path: String
        var actions: [Action]
        var iconFile: String?
    }

    struct Action: Encodable, Sendable {
        var index: Int
        var animation: String
        /// `action:INDEX`, what requests name it by.
        var id: String
    }

    /// A titled section of the badge's controls, by the parameters' flag names.
    struct Section: Encodable, Sendable {
        var title: String
        var parameters: [String]
    }

    /// A named curve and its control points, for the curve editor.
    struct Curve: Encodable, Sendable {
        var name: String
        var points: [Double]
    }

    struct Root: Encodable, Sendable {
        var animations: [Group]
        var groups: [Group]
        var icons: [String]
        var formats: [String]
        /// Where the badge's shared parameters are shown; one not listed lands in "Badge".
        var sections: [Section]
        /// `TimingFunction.presets` with their control points.
        var curves: [Curve]
        var scene: Document?
    }

    /// The badge's controls in the sections the page shows them in.
    static let sections = [
        Section(title: "Content", parameters: ["count", "max-count", "text", "dot", "locale", "style", "corner-style"]),
        Section(title: "Look", parameters: ["icon", "host-color", "badge-color", "text-color", "border-color", "border-width"]),
        Section(title: "Geometry", parameters: ["diameter", "host-size", "circle-offset", "circle-scale"]),
    ]

    /// The export formats the page offers, by the name requests use, with their extension
    /// (`OutputFormat`'s own).
    static let formats: [(name: String, ext: String)] = [OutputFormat.gif, .mp4, .webp, .apng].map { format in
        (format.rawValue, format.fileExtension ?? format.rawValue)
    }

    /// `popOutRatio` → `pop-out-ratio`: the command line's flag without its dashes.
    static func flagName(_ name: String) -> String { String(Flags.flag(for: name).dropFirst(2)) }

    static func parameter(_ p: ParameterInfo) -> Parameter {
        var out = Parameter(name: flagName(p.name), parameter: p.name, key: p.key, kind: "", unit: p.unit.rawValue,
                            help: p.help, defaultText: p.defaultText, aliasOf: p.aliasOf.map(flagName))
        switch p.kind {
        case .number(let lo, let hi): out.kind = "number"; out.min = lo; out.max = hi
        case .integer(let lo, let hi): out.kind = "integer"; out.min = Double(lo); out.max = Double(hi)
        case .toggle: out.kind = "toggle"
        case .text(let n): out.kind = "text"; out.maxLength = n
        case .choice(let names): out.kind = "choice"; out.choices = names
        case .color: out.kind = "color"
        case .size(let lo, let hi): out.kind = "size"; out.min = lo; out.max = hi
        case .point(let lo, let hi): out.kind = "point"; out.min = lo; out.max = hi
        case .curve: out.kind = "curve"; out.choices = TimingFunction.presets.map(\.0)
        // A user animation's values and lists (the studio's controls for them are its own
        // issue's); declared here so the schema names every parameter's kind.
        case .animatedValue(let lo, let hi): out.kind = "value"; out.min = lo; out.max = hi
        case .list(_, let n): out.kind = "list"; out.maxLength = n
        }
        return out
    }

    /// The whole schema, with the scene's animations when one is open.
    static func root(document: StudioDocument?) -> Root {
        let animationNames = Set(AnimationName.allCases.map(\.rawValue))
        return Root(
            animations: AnimationName.allCases.map { kind in
                Group(name: kind.rawValue, summary: kind.summary, parameters: kind.parameters.map(parameter))
            },
            groups: ParameterCatalog.groups.filter { !animationNames.contains($0.name) }.map { group in
                Group(name: group.name, parameters: group.parameters.map(parameter))
            },
            icons: BuiltInIcon.allCases.map(\.rawValue) + ["none"] + (document?.iconFile.map { [$0] } ?? []),
            formats: formats.map(\.name),
            sections: sections,
            curves: TimingFunction.presets.map { Curve(name: $0.0, points: [$0.1.x1, $0.1.y1, $0.1.x2, $0.1.y2]) },
            scene: document.map { doc in
                Document(path: doc.path, actions: doc.animations.map { Action(index: $0.index, animation: $0.kind.rawValue, id: "action:\($0.index)") },
                         iconFile: doc.iconFile)
            }
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
