import ReelJSON
import ReelModels
import ReelSwiftUI
import ReelTimeline

/// `badgereel timeline View.swift`: a SwiftUI clip's frames as JSON (issue 39): each frame's
/// time and every view it draws, named by its place in the view tree (`PlacedItem.path`,
/// "1.overlay"), with its frame in the layout's space, its transform to the screen (whose
/// origin is the content's centre: the content is drawn centred, `ClipLayout`; a view a
/// change moves is drawn moved there as its frame animates), its opacity and colour. Laid out as the export lays it out (`SwiftUIFrames`), so what it says
/// is what is drawn.
public struct SwiftUITimelineReport {
    let frames: SwiftUIFrames
    let clip: ViewClip

    public init(clip: ViewClip, canvas: CanvasSpec = CanvasSpec()) throws(ExportError) {
        self.clip = clip
        frames = try SwiftUIFrames(clip: clip, canvas: canvas)
    }

    private static let writer = JSONWriter(numbers: .shortest, layout: .indented(level: 0, oneLineFrom: 3))

    /// The report's text.
    public var json: String { Self.writer.text(value) + "\n" }

    var value: JSONValue {
        .object([
            ("view", .string(clip.contentName)),
            ("fps", .number(clip.fps)),
            ("duration", .number(clip.duration)),
            ("frames", .array(frames.placed.enumerated().map { k, items in
                .object([("time", .number(Double(k) / clip.fps)), ("views", .array(items.map(Self.item)))])
            })),
        ])
    }

    static func item(_ item: PlacedItem) -> JSONValue {
        let kind: String
        switch item.content {
        case let .text(text, _): kind = "text " + text
        case let .image(name): kind = "image " + name
        case let .shape(shape), let .strokedShape(shape, _): kind = "\(shape)"
        case .color: kind = "color"
        }
        let t = item.transform, f = item.frame
        var fields: [(String, JSONValue)] = [
            ("path", .string(item.path.isEmpty ? "root" : item.path)), ("draws", .string(kind)),
            ("frame", .array([f.origin.x, f.origin.y, f.size.width, f.size.height].map(JSONValue.number))),
            ("transform", .array([t.a, t.b, t.c, t.d, t.tx, t.ty].map(JSONValue.number))),
            ("opacity", .number(item.opacity)), ("color", .string(item.color.hexString)),
        ]
        // Clips, blurs and shadows, innermost first; the key only when there are any, so a
        // view without them reads as before.
        if !item.effects.isEmpty { fields.append(("effects", .array(item.effects.map(effect)))) }
        return .object(fields)
    }

    static func effect(_ effect: ItemEffect) -> JSONValue {
        switch effect {
        case let .clip(kind, _, _): return .string("clip \(kind)")
        case let .blur(sigma): return .object([("blur", .number(sigma))])
        case let .shadow(color, sigma, dx, dy):
            return .object([("shadow", .number(sigma)), ("offset", .array([.number(dx), .number(dy)])), ("color", .string(color.hexString))])
        }
    }
}
