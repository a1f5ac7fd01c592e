import ReelTimeline
import ReelWorld

/// A UIView (UILabel, UIImageView) of the world: a reference. Its members are declared in
/// Declarations/UIViewDeclarations.swift.
struct ViewValue: NativeValue {
    let view: UIView
    unowned let bridge: WorldBridge

    var isReference: Bool { true }
    var typeName: String { view is UILabel ? "UILabel" : view is UIImageView ? "UIImageView" : "UIView" }
    var typeChain: [String] { WorldRegistry.chain(typeName).map(\.name) }
    var interpolation: String { "<\(typeName)>" }

    /// The backing layer (a view always has one).
    var layer: CALayer { view.layer }
    /// The view as a UILabel: its declarations are reached only for a UILabel's members.
    var label: UILabel { view as! UILabel }
    /// UILabel.font: nil sets the default, the system font at 17 points (UILabel.h: "the
    /// default value for this property is the system font at a size of 17 points").
    var labelFont: UIFont? {
        get { label.font }
        nonmutating set { label.font = newValue ?? .systemFont(ofSize: 17) }
    }

    func isEqual(to other: any NativeValue) -> Bool { (other as? ViewValue)?.view === view }
}

/// A CALayer: a reference. Its members are declared in Declarations/CALayerDeclarations.swift.
struct LayerValue: NativeValue {
    let layer: CALayer
    unowned let bridge: WorldBridge

    var isReference: Bool { true }
    var typeName: String { "CALayer" }
    var typeChain: [String] { WorldRegistry.chain(typeName).map(\.name) }
    var interpolation: String { "<CALayer>" }

    func isEqual(to other: any NativeValue) -> Bool { (other as? LayerValue)?.layer === layer }
}
