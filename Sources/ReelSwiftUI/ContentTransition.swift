/// How a view's own content animates when it changes — a `Text` whose string goes from "9" to
/// "10" — as opposed to a view inserted or removed (`Transition`) [Apple]
/// (…/swiftui/contenttransition: "A kind of transition that applies to the content within a
/// single view, rather than to the insertion or removal of a view"). Set with
/// `contentTransition(_:)`, an environment value (…/environmentvalues/contenttransition: "The
/// current method of animating the contents of views"), so it reaches every text inside.
///
/// "Content transitions only take effect within transactions that apply an Animation to the
/// views inside the contentTransition(_:) modifier" [Apple, …/swiftui/contenttransition]: a
/// change without an animation swaps the content at once whatever the transition.
public enum ContentTransition: Hashable, Sendable {
    /// No modifier above the text: the environment's default. Apple publishes no value for it;
    /// that a `withAnimation` animates a text's content by default is implied by `.identity`'s
    /// page ("selectively disable animations that would otherwise be applied by a
    /// withAnimation(_:_:) block"), and the default is taken as a cross-fade, `.opacity`
    /// [Inferred; OpenSwiftUI lists a `.default` name beside `.opacity` and `fadeIfDifferent`
    /// without their effects, RE names only]: docs/swiftui.md device check 15.
    case `default`
    /// "Content changes shouldn't animate" [Apple, …/contenttransition/identity].
    case identity
    /// "Content fades from transparent to opaque on insertion, and from opaque to transparent
    /// on removal" [Apple, …/contenttransition/opacity]: the old text fades out while the new
    /// one fades in, each with the change's animation.
    case opacity
    /// "Text views can interpolate transitions when the text views have identical strings …
    /// Any changes that can't show an interpolated animation use an opacity animation instead"
    /// [Apple, …/contenttransition/interpolate]: a changed string cross-fades as `.opacity`;
    /// the same string in another font would morph its glyphs, which is not modelled (refused).
    case interpolate
    /// `numericText(countsDown:)` / `numericText(value:)` [Apple]: "a nonstandard transition
    /// tailored to numeric characters that count up or down". Its per-digit motion (delays,
    /// scale, blur, offset) is published nowhere — OpenSwiftUI keeps four unexplained constants
    /// and leaves every accessor unimplemented — so a change it would animate is refused.
    case numericText(NumericTextDirection)

    /// The direction a numeric text counts: given (`countsDown:`) or from the value.
    public enum NumericTextDirection: Hashable, Sendable {
        case countsDown(Bool)
        case value(Double)
    }

    /// What a change of a text's drawn content does.
    public enum Effect: Hashable, Sendable {
        /// The new content at once.
        case swap
        /// The old content fades out and the new one in, with the change's animation.
        case crossFade
        /// Not modelled: the reason, naming the transition.
        case refused(String)
    }

    /// The effect of a text's content changing from `old` to `new` (string and font) in a
    /// change with an animation (`animated`) or without.
    public func effect(from old: (text: String, font: ResolvedFont), to new: (text: String, font: ResolvedFont), animated: Bool) -> Effect {
        guard animated, old != new else { return .swap }
        switch self {
        case .identity:
            return .swap
        case .default, .opacity:
            return .crossFade
        case .interpolate:
            if old.text == new.text {
                return .refused("contentTransition(.interpolate) of a text whose font changes (\(old.font.pointSize) pt weight \(old.font.weight.rawValue) to \(new.font.pointSize) pt weight \(new.font.weight.rawValue)): the glyphs' interpolation is not modelled")
            }
            return .crossFade
        case let .numericText(direction):
            let spelled: String
            switch direction {
            case let .countsDown(down): spelled = "numericText(countsDown: \(down))"
            case let .value(v): spelled = "numericText(value: \(v))"
            }
            return .refused("contentTransition(.\(spelled)) of a text changing from \"\(old.text)\" to \"\(new.text)\" under an animation: the per-digit motion of numeric text is published by no source (use .opacity or .interpolate, or change it without an animation)")
        }
    }
}
