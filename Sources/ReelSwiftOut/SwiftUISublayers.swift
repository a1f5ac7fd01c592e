import ReelModels

/// The SwiftUI form and the layers a UIKit script adds (`layer` actions): refused there by
/// name, written by the UIKit form (`UIKitSublayerCode`).
///
/// The SwiftUI form is a `keyframeAnimator` for each of the three parts (host, badge, count);
/// a layer the code added would be a view of its own beside them — a `Shape` of its path,
/// `.fill` or `.stroke(lineWidth:)`, `.trim(from:to:)` for strokeStart and strokeEnd — that
/// the form does not write, and which no SwiftUI API replays as a CAReplicatorLayer's
/// instances with their `instanceDelay`, or as a layer masked by another's alpha. Refused in
/// this form only, naming the layer, its class (a UILabel or UIImageView bound to no part is one too) and the
/// form that writes it.
enum SwiftUISublayers {
    static func refuse(_ scene: Scene) throws(SwiftOutRefusal) {
        for action in scene.actions {
            guard case .layer(let p) = action.unplaced, p.parent != nil || p.kind != nil else { continue }
            let kind: String = switch p.kind ?? .layer {
            case _ where UIKitSublayerCode.isLabel(p): "a UILabel"
            case _ where UIKitSublayerCode.isImageView(p): "a UIImageView"
            case _ where p.mask == true: "a mask layer"
            case .shape: "a CAShapeLayer"
            case .replicator: "a CAReplicatorLayer"
            case .layer: "a CALayer"
            }
            throw SwiftOutRefusal(action.name, "\(action.name): \(kind) the code adds (\(p.name ?? "")) is not written as SwiftUI yet: "
                + "the SwiftUI form moves the host, badge and count with keyframeAnimator tracks and writes no view of a layer's own "
                + "(a Shape filled or stroked, trimmed for strokeStart and strokeEnd; no SwiftUI API replicates a view with an instance delay "
                + "as a CAReplicatorLayer does); the UIKit form writes it")
        }
    }
}
