import ReelTimeline

/// A SwiftUI view tree as a value: the views and modifiers a badge, bell or like button is
/// made of, ready to be laid out (`ViewLayout`). Modifiers wrap the view they apply to, in
/// source order (`Text("3").padding().background(Circle())` is background(padding(text))).
public indirect enum ViewNode: Hashable, Sendable {
    /// `Text`, in a font (`.body` when none is set).
    case text(String, font: Font)
    /// `Image(systemName:)` at the size the symbol is drawn (symbols are not resizable: they
    /// keep their size whatever is proposed).
    case image(systemName: String, size: Size)
    /// `Circle()`, `Capsule()`, `Rectangle()`, `RoundedRectangle(cornerRadius:)`, `Ellipse()`.
    case shape(ShapeKind)
    /// `Circle().stroke(lineWidth:)` / `.strokeBorder(lineWidth:)`: the shape's outline in the
    /// foreground colour instead of its fill.
    case strokedShape(ShapeKind, ShapeStroke)
    /// A `Color` used as a view: fills what it is offered, as a shape does.
    case color(RGBA)
    /// `Spacer(minLength:)`.
    case spacer(minLength: Double?)
    case zStack(alignment: Alignment, [ViewNode])
    case hStack(alignment: VerticalAlignment, spacing: Double?, [ViewNode])
    case vStack(alignment: HorizontalAlignment, spacing: Double?, [ViewNode])
    case modified(ViewNode, ViewModifier)

    /// Applies `modifier` to this view.
    public func modifier(_ modifier: ViewModifier) -> ViewNode { .modified(self, modifier) }
}

/// The shapes a badge is drawn with.
public enum ShapeKind: Hashable, Sendable {
    case circle, capsule, rectangle, ellipse
    /// `RoundedRectangle(cornerRadius:)`, whose corner style defaults to `.continuous` [Apple]
    /// (…/roundedrectangle/init(cornerradius:style:)).
    case roundedRectangle(cornerRadius: Double)
}

/// How a shape's outline is stroked. `stroke(lineWidth:)` centres the line on the shape's
/// path, so half of it falls outside the frame; `strokeBorder(lineWidth:)` first insets the
/// shape by half the line width, so all of it stays inside [Apple] (…/swiftui/insettableshape/
/// strokeborder(_:linewidth:antialiased:): "Returns a view that is the result of insetting
/// self by style.lineWidth / 2, stroking the resulting shape with style").
public struct ShapeStroke: Hashable, Sendable {
    public var lineWidth: Double
    /// `strokeBorder`: inset by half the line width before stroking.
    public var insideBorder: Bool
    public init(lineWidth: Double = 1, insideBorder: Bool = false) {
        self.lineWidth = lineWidth; self.insideBorder = insideBorder
    }
}

/// The modifiers the layout model knows, on a laid-out view (`ViewModifier`).
public typealias ViewModifier = LayoutModifier<ViewNode>

/// The modifiers the layout model knows, over the kind of view their secondary views
/// (`overlay`, `background`) are: `ViewNode` for layout, the interpreter's own tree before it
/// is lowered (one list of modifiers for both: issue 37 item 11).
public enum LayoutModifier<Content> {
    /// `frame(width:height:alignment:)`: nil leaves that dimension to the child.
    case frame(width: Double?, height: Double?, alignment: Alignment)
    /// `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`.
    case flexibleFrame(FlexibleFrame)
    /// `padding(_:_:)`; `EdgeInsets.defaultPadding` is what `.padding()` means on iOS.
    case padding(EdgeInsets)
    /// `offset(x:y:)`: moves the drawing, not the layout.
    case offset(x: Double, y: Double)
    /// `position(x:y:)`: the view's centre at (x, y) of the space it is offered.
    case position(x: Double, y: Double)
    /// `scaleEffect(x:y:anchor:)`.
    case scaleEffect(x: Double, y: Double, anchor: UnitPoint)
    /// `rotationEffect(_:anchor:)`, in radians (clockwise on screen).
    case rotationEffect(radians: Double, anchor: UnitPoint)
    case opacity(Double)
    /// `overlay(alignment:content:)`: drawn over the view, sized by it.
    case overlay(Content, alignment: Alignment)
    /// `background(alignment:content:)`: drawn under the view, sized by it.
    case background(Content, alignment: Alignment)
    /// `foregroundStyle` / `fill` / `foregroundColor`: the colour text and shapes inside draw in.
    case foreground(RGBA)
    /// `clipShape(_:)`, `cornerRadius(_:)`: what is drawn inside, clipped to the shape in the
    /// view's frame (ViewDrawingEffects.swift).
    case clipShape(ShapeKind)
    /// `shadow(color:radius:x:y:)`: a blurred, tinted copy of what is drawn inside, under it.
    case shadow(ViewShadow)
    /// `blur(radius:)`: what is drawn inside, blurred.
    case blur(radius: Double)
    /// A `GeometryEffect`'s `effectValue(size:)`, in the view's own space (origin top-left).
    case transformEffect(AffineTransform)
    /// `hidden()`: laid out as it is, nothing drawn [Apple] (…/view/hidden(): "Hidden views are
    /// invisible … However, they do remain in the view hierarchy and affect layout").
    case hidden
    /// An offset in units of the view's own laid-out size: how `move(edge:)`, `push(from:)`
    /// and `.slide` move a view (only the layout knows the size).
    case sizedOffset(x: Double, y: Double)
    /// Views being removed while their removal transitions play: for each change that removed
    /// some, the tree as it was before that change, laid out at its own ideal size from this
    /// view's origin (where the content was laid out then), everything in it hidden but the
    /// departing views, drawn over the view in the order of the changes; it changes nothing of
    /// this view's layout. One list beside the view, never nested: a removal starting while
    /// others play adds a tree, so the layout's work grows with their count, not its square.
    /// Each tree has a name (`names`, one per tree: the change that removed its views): a
    /// departing view whose name a view drawn before it has goes under it ("removed3.0" is
    /// the view at "0" the third change removed), so no name is given twice.
    case departing([Content], names: [String])
    /// A view moving between the frames of a removed and an inserted view of one id
    /// (MatchedGeometry.swift).
    case matchedGeometry(MatchedGeometry)
    /// The view's structural identity (its place in the interpreter's tree, `"0.1|0"`), given
    /// to everything it draws (`PlacedItem.identity`), so its laid-out frame can animate from
    /// one change to the next (`ClipLayout`); nothing of the layout changes.
    case identified(String)
}

extension LayoutModifier: Equatable where Content: Equatable {}
extension LayoutModifier: Hashable where Content: Hashable {}
extension LayoutModifier: Sendable where Content: Sendable {}

/// `frame(minWidth:…)`'s constraints; nil where not given.
public struct FlexibleFrame: Hashable, Sendable {
    public var minWidth: Double?, idealWidth: Double?, maxWidth: Double?
    public var minHeight: Double?, idealHeight: Double?, maxHeight: Double?
    public var alignment: Alignment
    public init(minWidth: Double? = nil, idealWidth: Double? = nil, maxWidth: Double? = nil,
                minHeight: Double? = nil, idealHeight: Double? = nil, maxHeight: Double? = nil,
                alignment: Alignment = .center) {
        self.minWidth = minWidth; self.idealWidth = idealWidth; self.maxWidth = maxWidth
        self.minHeight = minHeight; self.idealHeight = idealHeight; self.maxHeight = maxHeight
        self.alignment = alignment
    }
}

/// Insets on the four edges (`EdgeInsets`).
public struct EdgeInsets: Hashable, Sendable {
    public var top: Double, leading: Double, bottom: Double, trailing: Double
    public init(top: Double, leading: Double, bottom: Double, trailing: Double) {
        self.top = top; self.leading = leading; self.bottom = bottom; self.trailing = trailing
    }
    public init(all: Double) { self.init(top: all, leading: all, bottom: all, trailing: all) }

    /// What `.padding()` (length nil) means on iOS: 16 points on every edge. Apple says only "a
    /// platform-specific default amount" (…/view/padding(_:_:)) [Apple]; 16 is SwiftUICore's
    /// `DefaultPaddingKey` value [RE] (OpenSwiftUI `DefaultPadding.swift`, ID 47C1BD8C…).
    public static let defaultPadding = EdgeInsets(all: 16)
}

/// SwiftUI's stack spacing when none is given, between two views that are not both text:
/// 8 points on iOS [Inferred; SwiftUICore reads it from `CoreGlue.defaultSpacing`, OpenSwiftUI
/// `Spacing.swift`]. Between text views SwiftUI spaces by the fonts' metrics instead: not
/// modelled (docs/swiftui.md).
public let defaultStackSpacing = 8.0

public enum HorizontalAlignment: Hashable, Sendable { case leading, center, trailing }
public enum VerticalAlignment: Hashable, Sendable { case top, center, bottom }

/// `Alignment`: a horizontal and a vertical guide.
public struct Alignment: Hashable, Sendable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal; self.vertical = vertical
    }
    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
}

extension HorizontalAlignment {
    /// The guide's x in a view of `width`.
    func guide(_ width: Double) -> Double {
        switch self { case .leading: return 0; case .center: return width / 2; case .trailing: return width }
    }
}

extension VerticalAlignment {
    func guide(_ height: Double) -> Double {
        switch self { case .top: return 0; case .center: return height / 2; case .bottom: return height }
    }
}
