import ReelTimeline
import ReelWorld

// CALayer (CALayer.h): its geometry and look by key path into ReelWorld's layer (`opacity` a
// Float, as Core Animation types it), and the animation methods.

extension WorldType {
    static let caLayer = WorldType(
        name: "CALayer", superclass: "NSObject",
        summary: "a view's layer, or one the code makes and adds (`CALayer()`, `addSublayer`): geometry, look, and the animations added to it",
        properties: caLayerTreeMembers.properties + [
            .stored("position", \LayerValue.layer.position, .point),
            .stored("bounds", \LayerValue.layer.bounds, .rect),
            .stored("frame", \LayerValue.layer.frame, .rect),
            .stored("anchorPoint", \LayerValue.layer.anchorPoint, .point),
            .stored("transform", \LayerValue.layer.transform, .transform3D),
            .stored("opacity", \LayerValue.layer.opacity, .float),
            .stored("isHidden", \LayerValue.layer.isHidden, .bool),
            .stored("backgroundColor", \LayerValue.layer.backgroundColor, ValueKind.color.optional),
            .stored("cornerRadius", \LayerValue.layer.cornerRadius, .cgFloat),
            .stored("cornerCurve", \LayerValue.layer.cornerCurve, .cornerCurve),
            .stored("borderWidth", \LayerValue.layer.borderWidth, .cgFloat),
            .stored("borderColor", \LayerValue.layer.borderColor, ValueKind.color.optional),
            .stored("masksToBounds", \LayerValue.layer.masksToBounds, .bool),
            .stored("zPosition", \LayerValue.layer.zPosition, .cgFloat),
            .stored("mask", \LayerValue.layer.mask, ValueKind.layer.optional),
            // An image's cgImage is the image itself here (`UIImage.cgImage`), as cgColor is the colour.
            .stored("contents", \LayerValue.layer.contents, ValueKind.image.optional),
        ],
        methods: caLayerTreeMembers.methods + [
            .method("add", [.arg("_", .animation), .arg("forKey", ValueKind.string.optional)], on: LayerValue.self) { l, a in
                guard let animation = try a.read(nil, .animation) else { throw a.site.refuse("CALayer.add(_:forKey:) needs an animation", .invalid) }
                let key = try a.read("forKey", ValueKind.string.optional) ?? nil
                try l.layer.add(animation, forKey: key)
                return .void
            },
            // Swift 2's spelling of add(_:forKey:) (before SE-0005's renaming), as old code has it.
            .method("addAnimation", [.arg("_", .animation), .arg("forKey", ValueKind.string.optional)], on: LayerValue.self) { l, a in
                guard let animation = try a.read(nil, .animation) else { throw a.site.refuse("CALayer.addAnimation(_:forKey:) needs an animation", .invalid) }
                try l.layer.add(animation, forKey: try a.read("forKey", ValueKind.string.optional) ?? nil)
                return .void
            },
            .method("removeAnimation", [.arg("forKey", .string)], on: LayerValue.self) { l, a in
                try l.layer.removeAnimation(forKey: try a.read("forKey", .string) ?? "")
                return .void
            },
            .method("removeAllAnimations", on: LayerValue.self) { l, _ in try l.layer.removeAllAnimations(); return .void },
            .method("animationKeys", on: LayerValue.self) { l, a in ValueKind.string.array("[String]").optional.wrap(l.layer.animationKeys(), a.bridge) },
            .method("animation", [.arg("forKey", .string)], on: LayerValue.self) { l, a in
                ValueKind.animation.optional.wrap(l.layer.animation(forKey: try a.read("forKey", .string) ?? ""), a.bridge)
            },
            // Accepted: the layer draws no content of its own, and there is no layout pass.
            .method("setNeedsDisplay", on: LayerValue.self) { _, _ in .void },
            .method("layoutIfNeeded", on: LayerValue.self) { _, _ in .void },
        ],
        initializers: caLayerTreeMembers.initializers)

    /// CALayerCornerCurve (iOS 13): "circular" and "continuous" [Apple, CALayerCornerCurve].
    static let caLayerCornerCurve = WorldType(
        name: "CALayerCornerCurve", superclass: nil,
        summary: "a layer's corners: circular (the default) or continuous (drawn as SwiftUI's RoundedRectangle)",
        constants: LayerState.cornerCurves.map { .token($0, "CALayerCornerCurve", .cornerCurve($0)) })
}

extension ValueKind where T == String {
    /// `CALayerCornerCurve`, by its name.
    static let cornerCurve = ValueKind.token("CALayerCornerCurve", { .cornerCurve($0) }) {
        if case .cornerCurve(let c) = $0 { return c }
        return nil
    }
}
