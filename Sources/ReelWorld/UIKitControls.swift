import ReelTimeline

/// UISwitch (UISwitch.h): an on/off control. Its value is what code reads (`isOn`); the switch
/// itself (track and thumb) is not drawn.
public final class UISwitch: UIView {
    /// UISwitch.isOn: false until set ("the default value of this property is false").
    public var isOn = false
    /// UISwitch.setOn(_:animated:): the value; the thumb's slide is not drawn.
    public func setOn(_ on: Bool, animated: Bool) { isOn = on }
    public override var className: String { "UISwitch" }
}

/// UITextField (UITextField.h): a view with one line of text. Drawn as a label is when bound
/// (its background and corners as any view's; its text, or its placeholder while the text is
/// empty, centred in its bounds: UIKit's left alignment and insets are not drawn).
public final class UITextField: UIView {
    public var text: String?
    public var placeholder: String?
    /// UITextField.font: nil draws the system font at 17 points, as a UILabel's default.
    public var font: UIFont? = nil
    /// UITextField.textColor: nil draws `.label` (black in light mode).
    public var textColor: UIColor? = nil
    /// The placeholder's colour: `.placeholderText`, #3C3C43 at 30% in light mode (UIColor.h).
    public static let placeholderColor = UIColor(RGBA(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.3))
    public override var className: String { "UITextField" }

    /// What the field draws: its text, else its placeholder, with the colour each is drawn in.
    public var drawnText: (text: String, color: UIColor) {
        if let text, !text.isEmpty { return (text, textColor ?? .black) }
        return (placeholder ?? "", Self.placeholderColor)
    }
}

extension UIKitWorld {
    /// UISwitch(frame:) and UISwitch().
    public func makeSwitch(frame: Rect = .zero) throws(WorldError) -> UISwitch {
        try madeView(UISwitch(world: self, frame: frame))
    }
    /// UITextField(frame:) and UITextField().
    public func makeTextField(frame: Rect = .zero) throws(WorldError) -> UITextField {
        try madeView(UITextField(world: self, frame: frame))
    }
}
