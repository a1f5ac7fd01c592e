import ReelModels
import ReelTimeline

/// The SwiftUI form's scene: a `View` that draws the host, the badge and its count where the
/// scene draws them on its canvas, each with the modifier the file writes for it, so the file
/// replays through its own first line (BadgeReel's SwiftUI input evaluates the keyframes) and
/// a preview of your own shows the motion on the views it was measured on.
///
/// Each part is the view SwiftUI draws it with: the badge a `Circle`, a `Capsule`, a
/// `RoundedRectangle` or a `Rectangle` filled with its colour (`shape(_:radiusMoves:)`), the
/// count a `Text`, the bell `Image(systemName: "bell.fill")` (the renderer draws the built-in
/// bell and that symbol alike, BuiltInIcon), a part's symbol its symbol view. Each is framed at its
/// size and placed by its frame's centre (`.position`) in a canvas-sized `ZStack`, whose
/// top-leading corner is the canvas's: the SwiftUI input centres the content on a canvas of
/// that size, so every point lands where the scene drew it.
enum SwiftUISceneView {
    /// One part: its name, its state at the trigger and its modifier's name (nil: it never moves).
    struct Part {
        var layer: String
        var base: LayerState
        var method: String?
        /// The symbol image a `set` gives the part (SwiftUISymbolContent): the file's view for
        /// a moving part, its lines (framed at the part's size) for one that stays.
        var symbol: Symbol? = nil
    }

    enum Symbol { case type(String), lines([String]) }

    private static func n(_ v: Double) -> String { SwiftLiteral.computed(v) }

    /// The most texts and colours a replay line sets (each a statement of its `--run`).
    static let mostStateChanges = 100

    /// The scene view's state holding a part's text or fill where it changes (`labelText`, `badgeColor`).
    static func field(_ change: SwiftUITracks.StateChange) -> String { field(change.layer, change.value) }

    static func field(_ layer: String, _ value: SwiftUITracks.StateChange.Value) -> String {
        if case .text = value { return layer + "Text" }
        return layer + "Color"
    }

    /// A state change's value as Swift.
    static func literal(_ value: SwiftUITracks.StateChange.Value) -> String {
        switch value {
        case .text(let t): SwiftLiteral.string(t)
        case .fill(let c): color(c)
        }
    }

    /// The view's type name for a file whose modifiers are named from `base` (`badgePop` →
    /// `BadgePopScene`).
    static func typeName(_ base: String) -> String { base.prefix(1).uppercased() + base.dropFirst() + "Scene" }

    /// The scene view's lines, or nil when no part draws.
    static func lines(typeName: String, parts: [Part], canvas: Rect, tracked: [String: Set<String>],
                      changes: [SwiftUITracks.StateChange] = []) -> SwiftLines? {
        let changingText = Set(changes.filter { if case .text = $0.value { true } else { false } }.map(\.layer))
        let changingFill = Set(changes.filter { if case .fill = $0.value { true } else { false } }.map(\.layer))
        let drawn = parts.filter { !$0.base.isHidden || $0.method != nil || changingText.contains($0.layer) || changingFill.contains($0.layer) }
        guard !drawn.isEmpty else { return nil }
        var l = SwiftLines()
        l.add("/// The scene the keyframes were measured on, for the replay on the first line: the host, the")
        l.add("/// badge and its count where it draws them on its \(plainNumber(canvas.width)) × \(plainNumber(canvas.height))-point canvas, each with its")
        l.add("/// modifier. The motion plays when `trigger` changes.")
        l.block("struct \(typeName): View {") { l in
            l.add("@State var trigger = 0")
            for part in drawn {
                if changingText.contains(part.layer) { l.add("@State var \(field(part.layer, .text(""))) = \(SwiftLiteral.string(part.base.text))") }
                if changingFill.contains(part.layer) { l.add("@State var \(field(part.layer, .fill(.clear))) = \(color(part.base.backgroundColor))") }
            }
            l.add("")
            l.block("var body: some View {") { l in
                l.block("ZStack(alignment: .topLeading) {") { l in
                    for part in drawn {
                        let frame = part.base.frame
                        let moves = tracked[part.layer] ?? []
                        var view = Self.view(part, moving: moves, textChanges: changingText.contains(part.layer), fillChanges: changingFill.contains(part.layer))
                        // A symbol's view frames itself at the part's size (SwiftUISymbolContent).
                        if moves.isDisjoint(with: ["width", "height"]), part.symbol == nil {
                            view.append(".frame(width: \(n(frame.width)), height: \(n(frame.height)))")
                        }
                        view += still(part.base, moving: moves)
                        if let method = part.method { view.append(".\(method)(trigger: trigger)") }
                        view.append(".position(x: \(n(frame.midX - canvas.minX)), y: \(n(frame.midY - canvas.minY)))")
                        l.add(view[0])
                        l.indented { l in for line in view.dropFirst() { l.add(line) } }
                    }
                }
                l.add(".frame(width: \(n(canvas.width)), height: \(n(canvas.height)), alignment: .topLeading)")
            }
        }
        return l
    }

    /// The view a part is drawn with, and its look, before its frame.
    private static func view(_ part: Part, moving: Set<String>, textChanges: Bool, fillChanges: Bool) -> [String] {
        let s = part.base
        var out: [String]
        let text = ["Text(\(textChanges ? field(part.layer, .text("")) : SwiftLiteral.string(s.text)))",
                    ".font(.system(size: \(n(s.fontSize)), weight: \(weight(s.fontWeight))))", ".foregroundStyle(\(color(s.foregroundColor)))"]
        let fill = s.backgroundColor.alpha > 0 || s.borderWidth > 0 || fillChanges
        switch part.symbol {
        case .type(let name)?: return ["\(name)()"]
        case .lines(let lines)?: return lines.map { $0.hasPrefix("    ") ? String($0.dropFirst(4)) : $0 }
        case nil: break
        }
        if (!s.text.isEmpty || textChanges) && !fill {
            out = text
        } else if s.contents == "bell" {
            out = ["Image(systemName: \"bell.fill\")", ".resizable()", ".foregroundStyle(\(color(s.foregroundColor)))"]
        } else if fill {
            let shape = Self.shape(s, radiusMoves: moving.contains("cornerRadius"))
            // A shape's fill is its foreground style; a layer's border is drawn inside its
            // bounds, as `strokeBorder` strokes (CALayer.borderWidth: "drawn inset from the
            // receiver's bounds").
            out = [shape, ".foregroundStyle(\(fillChanges ? field(part.layer, .fill(.clear)) : color(s.backgroundColor)))"]
            if s.borderWidth > 0 {
                out.append(".overlay { \(shape).strokeBorder(lineWidth: \(n(s.borderWidth))).foregroundStyle(\(color(s.borderColor))) }")
            }
            // A part that draws its own text over its fill (a UILabel bound as the badge).
            if !s.text.isEmpty || textChanges { out.append(".overlay { \(text.joined()) }") }
        } else {
            // An icon SwiftUI has no symbol for (the app icon, the avatar, a file of yours), or
            // none: its place, for the motion; your own view goes here.
            out = ["Color.clear" + (s.contents.map { " // the host: \($0 == "app" || $0 == "avatar" ? "BadgeReel's \($0) icon" : "your icon"); your view here" } ?? "")]
        }
        return out
    }

    /// The shape a layer's rounded bounds are: Core Animation rounds a layer's corners with
    /// circular arcs, its radius clamped to half the shorter side, so a radius of at least
    /// that is a `Circle` or a `Capsule` (both circular [Apple …/capsule: style defaults to
    /// `.circular`]); a smaller one a `RoundedRectangle`, which SwiftUI rounds continuously
    /// unless told `.circular`, as a layer is only with `cornerCurve = .continuous` (the SwiftUI
    /// input draws continuous corners alone, so that style is the one written); no radius, or
    /// one the modifier moves (its `clipShape` rounds it), a `Rectangle`.
    private static func shape(_ s: LayerState, radiusMoves: Bool) -> String {
        let half = min(s.size.width, s.size.height) / 2
        if radiusMoves || s.cornerRadius <= 0 { return "Rectangle()" }
        if s.cornerRadius >= half { return s.size.width == s.size.height ? "Circle()" : "Capsule()" }
        return "RoundedRectangle(cornerRadius: \(n(s.cornerRadius)))"
    }

    /// The part's transform and opacity at the trigger where its modifier does not move them
    /// (a view scaled or faded before the motion starts), in the modifier's order.
    private static func still(_ s: LayerState, moving: Set<String>) -> [String] {
        var out: [String] = []
        let anchor = "UnitPoint(x: \(n(s.anchorPoint.x)), y: \(n(s.anchorPoint.y)))"
        if moving.isDisjoint(with: ["scaleX", "scaleY"]), s.scaleX != 1 || s.scaleY != 1 {
            out.append(".scaleEffect(x: \(n(s.scaleX)), y: \(n(s.scaleY)), anchor: \(anchor))")
        }
        if !moving.contains("rotation"), s.rotation != 0 { out.append(".rotationEffect(.radians(\(n(s.rotation))), anchor: \(anchor))") }
        if moving.isDisjoint(with: ["translationX", "translationY"]), s.translationX != 0 || s.translationY != 0 {
            out.append(".offset(x: \(n(s.translationX)), y: \(n(s.translationY)))")
        }
        // A view hidden at rest is at opacity 0 (TrackedProperty.opacity reads it so).
        let opacity = s.isHidden ? 0 : s.opacity
        if !moving.contains("opacity"), opacity != 1 { out.append(".opacity(\(n(opacity)))") }
        return out
    }

    private static func color(_ c: RGBA) -> String { SwiftUIViewSource.colorLiteral(c) }

    /// SwiftUI's `Font.Weight` for a CSS weight (UIFont.Weight's nine steps).
    static func weight(_ css: Int) -> String {
        let names = [(100, "ultraLight"), (200, "thin"), (300, "light"), (400, "regular"), (500, "medium"),
                     (600, "semibold"), (700, "bold"), (800, "heavy"), (900, "black")]
        return "." + (names.min { abs($0.0 - css) < abs($1.0 - css) }?.1 ?? "regular")
    }
}
