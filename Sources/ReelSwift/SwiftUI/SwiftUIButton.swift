import ReelSwiftUI

/// A SwiftUI `Button` as the tree keeps it: its label (what a `ButtonStyle` receives), its
/// title when it was made with one, and its action (what `tap("…")` runs).
struct SwiftUIButton {
    var title: String?
    var label: ViewTree
    var action: Function?
    /// Set once a `buttonStyle` closer to the button styled it: an outer one leaves it as it is
    /// [Apple] (…/view/buttonstyle(_:)-…: "sets the style for buttons within this view"; the
    /// closest environment value wins, as for every environment value).
    var styled = false

    /// The names the run may tap it by: its title, and each text and symbol in its label.
    var names: [String] {
        var names: [String] = title.map { [$0] } ?? []
        label.walk { tree in
            switch tree {
            case let .text(s): names.append(s)
            case let .image(name, _): names.append(name)
            default: break
            }
        }
        return names
    }

    /// A button in the default style: its label in the accent colour.
    static func view(label: ViewTree, title: String?, _ a: BridgeArguments) -> Value {
        let button = SwiftUIButton(title: title, label: label, action: a.closure("action", trailing: true))
        return SwiftUIDeclarations.view("Button", .modified(.modified(label, .layout(.foreground(SystemColor.blue.rgba))), .button(button)))
    }
}

extension ViewTree {
    /// Calls `visit` on this tree and every tree inside it (overlays and backgrounds included).
    func walk(_ visit: (ViewTree) -> Void) {
        visit(self)
        switch self {
        case .leaf, .text, .image: break
        case let .stack(_, children), let .group(children): for child in children { child.walk(visit) }
        case let .modified(content, effect):
            content.walk(visit)
            switch effect {
            case let .layout(.overlay(inner, _)), let .layout(.background(inner, _)): inner.walk(visit)
            case let .button(button): button.label.walk(visit)
            default: break
            }
        }
    }

    /// The buttons in the tree, in drawing order.
    var buttons: [SwiftUIButton] {
        var found: [SwiftUIButton] = []
        walk { if case let .modified(_, .button(button)) = $0 { found.append(button) } }
        return found
    }

    /// The tree with each button in the default style drawing its label without the accent
    /// colour, for a foreground style set outside it: the default style tints a label only
    /// where no foreground style reaches it, so `Button { … }.foregroundColor(.white)` draws
    /// a white label [Inferred from how buttons are styled in practice; no Apple text says which
    /// wins: a device check in docs/swiftui.md]. A colour set inside the label still wins.
    func releasingButtonAccent() -> ViewTree {
        switch self {
        case .leaf, .text, .image: return self
        case let .stack(kind, children): return .stack(kind, children.map { $0.releasingButtonAccent() })
        case let .group(children): return .group(children.map { $0.releasingButtonAccent() })
        case let .modified(.modified(label, .layout(.foreground)), .button(button)) where !button.styled:
            return .modified(label, .button(button))
        case let .modified(content, effect):
            let inner: ViewEffect
            switch effect {
            case let .layout(.overlay(tree, alignment)): inner = .layout(.overlay(tree.releasingButtonAccent(), alignment: alignment))
            case let .layout(.background(tree, alignment)): inner = .layout(.background(tree.releasingButtonAccent(), alignment: alignment))
            default: inner = effect
            }
            return .modified(content.releasingButtonAccent(), inner)
        }
    }

    /// The tree with each button not yet styled drawn as `style` draws it.
    func restylingButtons(_ style: (SwiftUIButton) throws -> ViewTree) rethrows -> ViewTree {
        switch self {
        case .leaf, .text, .image: return self
        case let .stack(kind, children): return .stack(kind, try children.map { try $0.restylingButtons(style) })
        case let .group(children): return .group(try children.map { try $0.restylingButtons(style) })
        case let .modified(_, .button(button)) where !button.styled:
            var styled = button
            styled.styled = true
            return .modified(try style(button), .button(styled))
        case let .modified(content, effect):
            let inner: ViewEffect
            switch effect {
            case let .layout(.overlay(tree, alignment)): inner = .layout(.overlay(try tree.restylingButtons(style), alignment: alignment))
            case let .layout(.background(tree, alignment)): inner = .layout(.background(try tree.restylingButtons(style), alignment: alignment))
            default: inner = effect
            }
            return .modified(try content.restylingButtons(style), inner)
        }
    }
}
