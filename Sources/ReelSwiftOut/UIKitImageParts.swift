import ReelModels
import ReelTimeline

/// The parts a scene gives an image (a Swift file's `UIImageView` or `UIButton` drawn as the
/// host or the badge: `set`'s `image`, `imageSize`, `contentMode`, its tint `textColor`), as
/// the UIKit form declares and sets them, so that its own first line records the same images
/// at the same times.
///
/// What the Swift-file input records decides the class (UIKitWorld's `sceneState`):
/// - a `UIImageView` records a symbol (`UIImage(systemName:)`) at its own size, the one its
///   `preferredSymbolConfiguration` gives ("the configuration values to use when rendering
///   the image", Apple, UIImageView.preferredSymbolConfiguration), laid out by `contentMode`;
///   an image by name that is a built-in icon (`UIImage(named: "bell")`) filling the view; and
///   its `tintColor`;
/// - a `UIButton` records its image for the normal state (`setImage(_:for:)`) drawn without a
///   size of its own (a symbol centred at the default size, shrunk to fit), any other name as
///   the app's own image (the host's icon), none as none; a symbol is a template image, drawn
///   in the button's `tintColor` ("Configuring and displaying symbol images in your UI").
///
/// The host is the run's own `host`, a `UIImageView`; a badge with an image is a view the run
/// makes and binds (`let badgeButton = UIButton()`, `--view badgeButton=badge`), as the
/// original file bound its own. The count label draws no image.
struct UIKitImageParts {
    /// `label`: a `UILabel` bound as the badge, whose text the input draws on the badge's layer.
    enum Kind: Hashable { case imageView, button, label }

    /// The class each part is written as, where its image needs one (host and badge only).
    private(set) var kinds: [ViewPart: Kind] = [:]
    /// Why the scene's images are not written, or nil.
    private(set) var unwritten: String?
    /// Why a text on the badge is not written in the UIKit form, or nil (the SwiftUI form
    /// draws it over the badge's fill: only the UIKit form needs one view to show it).
    private(set) var textUnwritten: String?

    /// The point size each image view's symbol configuration gives, as the file has set it
    /// (nil: none set, UIKit's default), while the writer walks the script.
    private var configured: [ViewPart: Double] = [:]

    init(_ scene: Scene) {
        var texts: Set<ViewPart> = []
        var badgeSetAtStart = false
        var states: [ViewPart: LayerState] = [:]
        var allowed: [ViewPart: Set<Kind>] = [:]
        for entry in SceneSchedule(scene).entries {
            let inner = entry.action.unplaced
            guard case .set(let p) = inner else { continue }
            var state = states[p.view] ?? LayerState()
            p.values.apply(to: &state)
            states[p.view] = state
            // A text on the badge (not the count label): a UILabel bound as the badge, from the
            // start, as for an image (a part shows one or the other).
            // The label is bound from the start: where the code bound its own at the start (a set
            // of the badge at 0, the binding's look), a text set later is that label's.
            if p.view == .badge, entry.start == 0 { badgeSetAtStart = true }
            if p.view == .badge, !(p.values.text ?? "").isEmpty || texts.contains(.badge) {
                if !texts.contains(.badge), entry.start != 0, !badgeSetAtStart, textUnwritten == nil {
                    textUnwritten = "a text on the badge first set at \(plainNumber(entry.start)) s, with nothing set on it at the start (the UILabel the replay binds is the badge from the start)"
                }
                texts.insert(.badge)
            }
            guard p.values.setsImage else { continue }
            let part = p.view.rawValue
            if p.view == .label {
                unwritten = "an image on the count label (a UILabel draws none)"
                return
            }
            if p.view == .badge, allowed[.badge] == nil, entry.start != 0 {
                // The view the run binds is the badge from the start; the stage's badge until then
                // would be lost.
                unwritten = "an image on the badge first set at \(plainNumber(entry.start)) s, not at the start (the UIImageView or UIButton the replay binds is the badge from the start)"
                return
            }
            let kinds = Self.kinds(showing: state, contentModeSet: p.values.contentMode != nil)
            let remaining = (allowed[p.view] ?? [.imageView, .button]).intersection(kinds)
            if remaining.isEmpty {
                unwritten = kinds.isEmpty
                    ? "an image on the \(part) that neither a UIImageView nor a UIButton shows so (\(Self.describe(state)))"
                    : "images on the \(part) that no one view shows (\(Self.describe(state)) after others)"
                return
            }
            allowed[p.view] = remaining
        }
        if let host = allowed[.host] {
            // The run's host is a UIImageView, drawn as the host from the start.
            guard host.contains(.imageView) else {
                unwritten = "an image on the host that a UIImageView does not show so (a symbol without a size of its own, the app's own image or none: a UIButton's)"
                return
            }
            kinds[.host] = .imageView
        }
        if let badge = allowed[.badge] { kinds[.badge] = badge.contains(.imageView) ? .imageView : .button }
        if texts.contains(.badge), textUnwritten == nil {
            if kinds[.badge] != nil {
                textUnwritten = "a text and an image on the badge (no one UIKit view the input records draws both)"
            } else {
                kinds[.badge] = .label
            }
        }
    }

    /// The classes that record `state`'s image.
    private static func kinds(showing state: LayerState, contentModeSet: Bool) -> Set<Kind> {
        guard let name = state.contents, name != ViewImage.none else { return contentModeSet ? [] : [.button] }
        if let size = state.contentsSize {
            // A symbol at its own size: square, the side its point size gives.
            return size.width == size.height && size.width > 0 && isSymbol(name) ? [.imageView] : []
        }
        // contentMode is recorded with a symbol's own size only.
        if contentModeSet { return [] }
        if ViewImage.builtInIcons.contains(name) { return [.imageView, .button] }
        if isSymbol(name) || name == ViewImage.host { return [.button] }
        return []
    }

    /// A symbol `UIImage(systemName:)` names: the renderer's symbols, and `bell`, which the
    /// scene draws as its built-in bell (the Swift-file input's UIImage+Drawn).
    private static func isSymbol(_ name: String) -> Bool { name == "bell" || ViewImage.isSymbol(name) }

    private static func describe(_ state: LayerState) -> String {
        let name = state.contents ?? ViewImage.none
        guard let size = state.contentsSize else { return "image \(name)" }
        return "image \(name), imageSize \(plainNumber(size.width))x\(plainNumber(size.height)), contentMode \(state.contentMode)"
    }

    // MARK: - The function's parameters and the replay's run

    /// The type of the function's parameter for `part`.
    func type(of part: ViewPart) -> String {
        switch (part, kinds[part]) {
        case (.label, _), (_, .label?): "UILabel"
        case (_, .imageView?): "UIImageView"
        case (_, .button?): "UIButton"
        case (_, nil): "UIView"
        }
    }

    /// The name the replay's run gives the view it binds to `part`, or nil where the run's own
    /// view is passed (the host is a UIImageView already).
    func boundName(_ part: ViewPart) -> String? {
        guard part == .badge, let kind = kinds[part] else { return nil }
        switch kind {
        case .imageView: return "badgeImageView"
        case .button: return "badgeButton"
        case .label: return "badgeLabel"
        }
    }

    /// The run's statements before the call: each view it binds, made.
    var runPrefix: String {
        ViewPart.allCases.compactMap { part in
            boundName(part).map { "let \($0) = \(type(of: part))(); " }
        }.joined()
    }

    /// `--view NAME=part` for each view the run binds.
    var bindings: [String] { ViewPart.allCases.compactMap { part in boundName(part).map { "\($0)=\(part.rawValue)" } } }

    /// The call of the script's function `name`, with the views the run passes.
    func call(_ name: String) -> String {
        "\(name)(" + ViewPart.allCases.map { "\($0.rawValue): \(boundName($0) ?? $0.rawValue)" }.joined(separator: ", ") + ")"
    }

    // MARK: - Assignments

    /// The assignments that give `view` (the part `part`) the image values `values` sets, its
    /// state being `new` after them; none for a part without an image class. `named`: the
    /// image as the set names it (the stage's state holds `host` as the host's icon's name).
    /// `labelShown`: whether the count label shows after them.
    mutating func assignments(_ values: ViewValues, of view: String, part: ViewPart, new state: LayerState, named: String?,
                              labelShown: Bool) -> [String] {
        guard let kind = kinds[part] else { return [] }
        if kind == .label {
            // The text, font and colour are a label's own assignments (UIKitViewState, isLabel).
            guard isFirstImage(values, of: part) else { return [] }
            shown.insert(part)
            return labelShown ? ["label.isHidden = false"] : []
        }
        var new = state
        if let named, values.image != nil { new.contents = named == ViewImage.none ? nil : named }
        var out: [String] = []
        if isFirstImage(values, of: part) {
            shown.insert(part)
            // Binding a view to the badge hides the stage's count label (the Swift-file input's
            // rule: the code draws its own badge).
            if labelShown { out.append("label.isHidden = false") }
        }
        let symbol = new.contents.map(Self.isSymbol) ?? false
        switch kind {
        case .imageView:
            if values.image != nil, let contents = new.contents {
                out.append("\(view).image = \(new.contentsSize == nil ? Self.named(contents) : "UIImage(systemName: \(SwiftLiteral.string(contents)))")")
            }
            if let size = new.contentsSize, values.image != nil || values.imageSize != nil {
                // The side is the point size's 24/20 (SymbolBox); UIKit's default point size is
                // body text's 17 (UIFont.TextStyle.body), which needs no configuration.
                let point = size.width * 20 / 24
                let current = configured[part] ?? 17
                if abs(point - current) > 1e-12 {
                    out.append(abs(point - 17) <= 1e-12
                        ? "\(view).preferredSymbolConfiguration = nil"
                        : "\(view).preferredSymbolConfiguration = UIImage.SymbolConfiguration(pointSize: \(SwiftLiteral.computed(point)))")
                    configured[part] = point
                }
            }
            if values.contentMode != nil { out.append("\(view).contentMode = .\(new.contentMode)") }
            // An image view without a tint of its own keeps the part's colour (UIKitWorld's sceneState).
            if values.textColor != nil { out.append("\(view).tintColor = \(UIKitViewState.color(new.foregroundColor))") }
        case .label:
            break
        case .button:
            if values.image != nil {
                let image = new.contents.map { symbol ? "UIImage(systemName: \(SwiftLiteral.string($0)))" : Self.named($0) } ?? "nil"
                out.append("\(view).setImage(\(image), for: .normal)")
            }
            // A symbol is a template image, drawn in the tint (a new button's is inherited, not
            // the part's colour: the first symbol is given it); a named image in its own colours
            // (the scene draws the host's icon in the host's colour).
            if symbol, values.textColor != nil || (values.setsImage && !tinted.contains(part)) {
                out.append("\(view).tintColor = \(UIKitViewState.color(new.foregroundColor))")
                tinted.insert(part)
            }
        }
        return out
    }

    /// The parts whose first image the file has set; those given their tint.
    private var shown: Set<ViewPart> = []
    private var tinted: Set<ViewPart> = []

    /// Whether `values` give `part` its first image, on a view the run binds: the set where
    /// that view first shows, whose look the file writes from the new view's (`freshLook`).
    func isFirstImage(_ values: ViewValues, of part: ViewPart) -> Bool {
        // A label's first set is the binding's, at the start (init refused a later first text).
        let shows = kinds[part] == .label ? true : values.setsImage
        return boundName(part) != nil && shows && !shown.contains(part)
    }

    /// Whether `part` is written as a UILabel (its text, font and colour are written).
    func isLabel(_ part: ViewPart) -> Bool { part == .label || kinds[part] == .label }

    /// `state` with the look of a view just made (UIButton(), UIImageView()): no background
    /// colour, no corner radius, CALayer's default border colour, opaque black ("The default
    /// value of this property is an opaque black color", CALayer.borderColor). The values
    /// that differ from it are what the file writes where the view first shows: the stage's
    /// look where the scene keeps it, nothing where the scene's own view had a new view's look.
    static func freshLook(_ state: LayerState, kind: Kind? = nil) -> LayerState {
        var s = state
        s.backgroundColor = .clear
        s.cornerRadius = 0
        s.borderColor = .black
        if kind == .label {
            // A new UILabel: no text, the system font at 17 points ("The default value for this
            // property is the system font at a size of 17 points", UILabel.font), black
            // (UILabel.textColor: "the default value is the system label color", black in light mode).
            s.text = ""
            s.fontSize = 17
            s.fontWeight = 400
            s.foregroundColor = .black
        }
        return s
    }

    /// `UIImage(named:)` of a scene's image by name: a built-in icon by its name; the app's own
    /// image (`host`, drawn as the host's icon) by a name of the app's assets.
    private static func named(_ contents: String) -> String {
        contents == ViewImage.host ? "UIImage(named: \"icon\")" : "UIImage(named: \(SwiftLiteral.string(contents)))"
    }
}
