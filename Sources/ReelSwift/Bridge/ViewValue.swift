import ReelTimeline
import ReelWorld

/// A UIView (UILabel, UIImageView) of the world: a reference. Its members are declared in
/// Declarations/UIViewDeclarations.swift.
struct ViewValue: NativeReference {
    let view: UIView
    unowned let bridge: WorldBridge

    var object: UIView { view }
    var typeName: String { view.className }

    /// The backing layer (a view always has one).
    var layer: CALayer { view.layer }
    /// The view as a UILabel: its declarations are reached only for a UILabel's members.
    var label: UILabel { view as! UILabel }
    /// The view as a UIButton: its declarations are reached only for a UIButton's members.
    var button: UIButton { view as! UIButton }
    /// UIButton.titleLabel and .imageView (optionals in UIKit; a button here always has both).
    var buttonTitleLabel: UIView? { button.titleLabel }
    var buttonImageView: UIView? { button.imageView }
    /// The view as a UIImageView: likewise.
    var imageView: UIImageView { view as! UIImageView }
    /// UILabel.font: nil sets the default, the system font at 17 points (UILabel.h: "the
    /// default value for this property is the system font at a size of 17 points").
    var labelFont: UIFont? {
        get { label.font }
        nonmutating set { label.font = newValue ?? .systemFont(ofSize: 17) }
    }

}

/// A CALayer: a reference. Its members are declared in Declarations/CALayerDeclarations.swift.
struct LayerValue: NativeReference {
    let layer: CALayer
    unowned let bridge: WorldBridge

    var object: CALayer { layer }
    /// The layer's class (CAShapeLayer, CAReplicatorLayer), whose members it has.
    var typeName: String { layer.className }
}

/// A UIViewController: a reference. Its members are declared in Declarations/UIButtonDeclarations.swift.
struct ViewControllerValue: NativeReference {
    let controller: UIViewController
    unowned let bridge: WorldBridge

    var object: UIViewController { controller }
    var typeName: String { controller.className }
}

/// A UIImage by name (`UIImage(named:)`, `UIImage(systemName:)`): a value.
struct ImageValue: NativeValue, Equatable {
    var image: UIImage
    var typeName: String { "UIImage" }
    var interpolation: String { "<UIImage \(image.name)>" }
}

/// A UIBarButtonItem: a reference. Its members are declared in Declarations/UIButtonDeclarations.swift.
struct BarButtonItemValue: NativeReference {
    let item: UIBarButtonItem

    var object: UIBarButtonItem { item }
    var typeName: String { "UIBarButtonItem" }
}
