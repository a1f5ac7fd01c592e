import ReelSwiftUI
import ReelTimeline

/// What the interpreter's tree keeps of two drawing modifiers beyond the layout model's
/// (issue 39): a symbol's scale and a geometry effect, each lowered to ReelSwiftUI's terms
/// with its animatable numbers keyed as the others are. (`clipShape`, `shadow` and `blur` are
/// layout modifiers: `ViewEffect.layout`.)
enum DrawingEffect {
    /// `imageScale(_:)` of one symbol image (the modifier wraps each image inside that no
    /// closer `imageScale` wraps, so the closest one wins, as an environment value does).
    case imageScale(Double)
    /// A `GeometryEffect` given to `.modifier(_:)`.
    case geometry(GeometryEffectCall)
    /// `aspectRatio(_:contentMode:)` of a resizable symbol: width ÷ height, and `.fill`.
    case aspectRatio(Double, fill: Bool)

    /// A resizable symbol with an aspect ratio in a frame of `width` and/or `height`: the
    /// largest box of that ratio inside the frame (`.fit`) or the smallest around it (`.fill`);
    /// one side given, the other from the ratio [Apple] (…/view/aspectratio(_:contentmode:)).
    static func fitted(ratio: Double, fill: Bool, width: Double?, height: Double?) -> Size? {
        switch (width, height) {
        case let (w?, h?):
            let byWidth = Size(width: w, height: w / ratio), byHeight = Size(width: h * ratio, height: h)
            return (byWidth.height <= h) != fill ? byWidth : byHeight
        case let (w?, nil): return Size(width: w, height: w / ratio)
        case let (nil, h?): return Size(width: h * ratio, height: h)
        case (nil, nil): return nil
        }
    }
}

/// A `GeometryEffect` value: its `animatableData` as the body set it, and its
/// `effectValue(size:)` evaluated for any value of that data.
///
/// SwiftUI animates an `Animatable` view's `animatableData`, not its stored properties: each
/// frame the animation gives the interpolated data and SwiftUI asks the effect for its
/// transform [Apple] (…/swiftui/animatable: "SwiftUI … interpolates the animatableData";
/// …/geometryeffect/effectvalue(size:): "Returns the current value of the effect"). So the
/// data is one animatable number here, and `transform` is evaluated with the number each
/// frame shows.
final class GeometryEffectCall {
    let data: Double
    let transform: (Double) -> AffineTransform

    init(data: Double, transform: @escaping (Double) -> AffineTransform) {
        self.data = data; self.transform = transform
    }
}

extension ViewTree.Lowering {
    func lower(_ effect: DrawingEffect, child: ViewNode, path: String, scopes: [ViewTree.AnimationScope]) -> ViewNode {
        switch effect {
        case let .imageScale(scale):
            // The symbol carries its identity (ViewTree.Lowering): scaled inside it.
            guard case let .modified(.image(name, size), .identified(identity)) = child else { return child }
            return ViewNode.image(systemName: name, size: Size(width: size.width * scale, height: size.height * scale)).modifier(.identified(identity))
        case .aspectRatio:
            // Sized by the frame around it (ViewTree.Lowering's frame); alone, the symbol's box.
            return child
        case let .geometry(call):
            return child.modifier(.transformEffect(call.transform(n(path + "#animatableData", call.data, scopes))))
        }
    }
}
