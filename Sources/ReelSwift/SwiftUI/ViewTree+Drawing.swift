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
            guard case let .image(name, size) = child else { return child }
            return .image(systemName: name, size: Size(width: size.width * scale, height: size.height * scale))
        case let .geometry(call):
            return child.modifier(.transformEffect(call.transform(n(path + "#animatableData", call.data, scopes))))
        }
    }
}
