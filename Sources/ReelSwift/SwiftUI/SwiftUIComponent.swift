import ReelSwiftUI

/// A `View` struct of the file used as a view with modifiers applied outside it
/// (`TypingDots().padding().background(.gray)`): the struct, whose state the scene changes and
/// whose `body` it evaluates again on each change, and the modifiers around it, applied again
/// to each new body. SwiftUI keeps the struct's state in the view graph and re-runs only its
/// `body` on a change [Apple] (…/swiftui/managing-user-interface-state: "When the value
/// changes, SwiftUI updates the parts of the view hierarchy that depend on the value").
///
/// A view value that is no struct of the file but carries a view modifier of the file
/// (`Image(systemName: "bell").modifier(Ring())`) is a component too: its tree as first built
/// (`base`), with the modifier's `body(content:)` evaluated again on each change of the
/// modifier's own `@State` (SwiftUIInnerState), as SwiftUI keeps a modifier's state in the
/// view graph like a view's.
struct ViewComponent {
    /// The struct whose `body` is evaluated; nil for a view value (`base`).
    let view: StructValue?
    var wraps: [(ViewTree) throws -> ViewTree] = []
    /// The tree a view value had before its first view modifier; nil for a struct.
    var base: ViewTree? = nil
    /// Where that view modifier was applied (the scene's refusals and actions point there).
    var site: CallSite? = nil

    /// The tree a new `body` makes once the modifiers outside are applied to it.
    func tree(body: ViewTree) throws -> ViewTree { try wraps.reduce(body) { try $1($0) } }
}

extension SwiftUIViewValue {
    /// This view with `wrap` applied to its tree (and kept, when it is a component's, to be
    /// applied to each new body).
    func wrapped(_ wrap: @escaping (ViewTree) -> ViewTree) -> SwiftUIViewValue {
        var result = SwiftUIViewValue(typeName: typeName, tree: wrap(tree))
        result.component = component.map { ViewComponent(view: $0.view, wraps: $0.wraps + [wrap], base: $0.base, site: $0.site) }
        return result
    }

    /// `wrapped` for a wrap that evaluates the file's code (a `ViewModifier`'s body, applied
    /// at `site`): a view value that is not yet a component becomes one, its tree the base.
    func wrapped(throwing wrap: @escaping (ViewTree) throws -> ViewTree, at site: CallSite) throws -> SwiftUIViewValue {
        var result = SwiftUIViewValue(typeName: typeName, tree: try wrap(tree))
        result.component = component.map { ViewComponent(view: $0.view, wraps: $0.wraps + [wrap], base: $0.base, site: $0.site) }
            ?? ViewComponent(view: nil, wraps: [wrap], base: tree, site: site)
        return result
    }
}

extension WorldBridge {
    /// A `View` struct of the file as a SwiftUI view value, for a modifier or an `extension
    /// View` method called on it (`TypingDots().padding()`); nil for a struct without `body`.
    public func viewValue(of value: StructValue, at site: CallSite) throws -> (any NativeValue)? {
        guard value.type.computedProperty("body") != nil else { return nil }
        let arguments = BridgeArguments([], call: value.type.name, site: site, bridge: self)
        var view = SwiftUIViewValue(typeName: "View", tree: try SwiftUIDeclarations.tree(of: .structValue(value), arguments))
        view.component = ViewComponent(view: value)
        return view
    }
}
