import ReelModels
import ReelTimeline

/// What the code did to the bound views, read from them and handed to the scene recorder: a
/// part's values in the scene's space, checked as a scene file's would be.
extension UIKitWorld {
    /// Records every change made to the bound views since the last record as `set`s at now.
    ///
    /// A part bound to a view the code made itself (`--view`, or inferred when it is added to
    /// the host) shows that view from then on. Bound in the run's first turn, before any
    /// animation, its first record is how the view first appears, so it is the scene's starting
    /// state, shown through the lead-in (a badge made and animated in one statement was drawn as
    /// the stage's "1" until the run started), as a layer added in the turn of its first
    /// animation is (`Timeline.showFirstPresentation`: Core Animation commits a turn's changes
    /// together). Later changes in that turn keep their place at the run's start, as on the
    /// stage's own views (BadgeHub's blink dims, then brightens).
    public func flush() throws(WorldError) {
        let firstTurn = now == .zero && !recorder.recordedOtherThanSets
        let wasStartingState = recorder.recordingStartingState
        defer { recorder.recordingStartingState = wasStartingState }
        for part in ViewPart.allCases {
            guard let view = bound[part], let old = recorder.parts[part] else { continue }
            recorder.recordingStartingState = wasStartingState || (firstTurn && appearing.contains(part))
            appearing.remove(part)
            let state = try sceneState(of: view, as: part)
            if let transition = try takePendingTransition(part, values: ViewValues(from: old, to: state)) {
                // A transition shows the turn's changes (or turns the same content over).
                record(transition)
                recorder.parts[part] = state
                continue
            }
            guard state != old else { continue }
            var p = SetViewParameters()
            p.view = part
            p.values = ViewValues(from: old, to: state)
            // Only what ViewValues holds can differ.
            if p.values.isEmpty { recorder.parts[part] = state; continue }
            record(.set(try checked(p, part, layer: view.layer)))
            recorder.parts[part] = state
        }
        try flushSublayers()
    }

    /// `p` validated as a scene file would read it; a value out of range is the code's refusal,
    /// at the assignment that gave it to `layer` where one is noted (`refusedValue`).
    func checked<P: ParameterSet>(_ p: P, _ part: ViewPart, layer: CALayer? = nil) throws(WorldError) -> P {
        do { try p.validate() } catch {
            let value = error.value.isEmpty ? "" : " \(error.value)"
            throw refusedValue("the \(part.rawValue)'s \(error.path)\(value) is not drawn: expected \(error.accepted)", key: error.path, of: layer)
        }
        return p
    }

    /// Appends `action` at now.
    func record(_ action: SceneAction) {
        recorder.record(action, at: sceneNow)
    }

    /// One more animation made, within the animations limit.
    func countAnimation() throws(WorldError) {
        try recorder.countAnimation(limit: limits.animations)
    }

    /// Notes an animation ending at `end` (scene clock) for the open transactions and the length.
    func noteEnd(_ end: Rational) {
        recorder.noteEnd(end)
        transactions.noteEnd(end)
    }

    /// The part's values as `view` shows them, in the scene's space: its position carried up
    /// through its superviews to the host (or a view with none), its opacity and hiding
    /// combined with theirs; colours as a scene file holds them.
    ///
    /// The scene draws its parts side by side, not nested: a superview's rotation and scale
    /// move a subview's center, but do not turn or scale the subview itself, and the host's own
    /// motion does not carry its subviews (the badge stays level while the bell swings, as the
    /// Shaky Bell's badge does; a badge inside a moving host would not).
    func sceneState(of view: UIView, as part: ViewPart) throws(WorldError) -> LayerState {
        var s = recorder.parts[part] ?? LayerState()
        let layer = view.layer!
        var position = layer.position
        var opacity = layer.opacity
        var hidden = layer.isHidden || view.isRemoved
        var above = view.superview
        while let sup = above, sup.part != .host {
            let sl = sup.layer!
            let local = Point(x: position.x - sl.bounds.minX - sl.anchorPoint.x * sl.bounds.width,
                              y: position.y - sl.bounds.minY - sl.anchorPoint.y * sl.bounds.height)
            let turned = sl.transform.isIdentity ? local : local.applying(sl.transform.affine)
            position = Point(x: sl.position.x + turned.x, y: sl.position.y + turned.y)
            opacity *= sl.opacity
            hidden = hidden || sl.isHidden || sup.isRemoved
            above = sup.superview
        }
        if let reason = layer.transform.undrawableReason { throw refusedValue("the \(part.rawValue)'s transform: \(reason)", key: "rotation", of: layer) }
        guard let t = layer.transform.affine.decomposition else {
            throw refusedValue("the \(part.rawValue)'s transform skews, which is not drawn", key: "rotation", of: layer)
        }
        s.position = position
        s.size = layer.bounds.size
        s.anchorPoint = layer.anchorPoint
        s.rotation = t.rotation; s.scaleX = t.scaleX; s.scaleY = t.scaleY
        s.translationX = t.translationX; s.translationY = t.translationY
        s.opacity = min(1, max(0, opacity))
        s.isHidden = hidden
        s.backgroundColor = layer.backgroundColor?.drawn ?? .clear
        s.cornerRadius = layer.cornerRadius
        // A part's state is recorded as a scene's view values, which hold no corner curve:
        // drawn circular, its corners would differ from a device's, so it is refused.
        if layer.cornerCurve != "circular" {
            throw refusedValue("the \(part.rawValue)'s layer.cornerCurve .\(layer.cornerCurve) is not drawn on a view drawn as a part (it is on a layer the code adds): add a layer with it",
                               key: "cornerCurve", of: layer)
        }
        s.borderWidth = layer.borderWidth
        s.borderColor = layer.borderColor?.drawn ?? .clear
        s.contentsSize = nil
        if let label = view as? UILabel {
            s.text = label.text ?? ""
            s.fontSize = label.font.pointSize
            s.fontWeight = label.font.weight.cssWeight
            s.foregroundColor = label.textColor.drawn
        } else if let button = view as? UIButton {
            // UIButton draws its title for the current state with its title label's font and
            // the state's title colour, centred, as a UILabel would.
            s.text = button.currentTitle ?? ""
            s.fontSize = button.titleLabel.font.pointSize
            s.fontWeight = button.titleLabel.font.weight.cssWeight
            if let color = button.titleColor(for: button.state) { s.foregroundColor = color.drawn }
            // Without a title, its image for the current state, centred (UIButton's content
            // alignments are `.center` by default [Apple, UIControl.contentHorizontalAlignment]).
            // A title and an image sit side by side on a device; the title alone is drawn then.
            if s.text.isEmpty {
                let drawn = try button.drawnContents(hostColor: recorder.parts[.host]?.foregroundColor ?? .black)
                s.contents = drawn?.image
                if let drawn { s.foregroundColor = drawn.color }
            }
        } else if let field = view as? UITextField {
            let (text, color) = field.drawnText
            let font = field.font ?? .systemFont(ofSize: 17)
            s.text = text
            s.fontSize = font.pointSize
            s.fontWeight = font.weight.cssWeight
            s.foregroundColor = color.drawn
        } else if let imageView = view as? UIImageView {
            if let tint = imageView.tintColor { s.foregroundColor = tint.drawn }
            // A symbol image (UIImage(systemName:)) is drawn as the renderer draws that symbol,
            // in the view's tint; an image named as a built-in icon (`bell`, `app`, `avatar`) is
            // that icon, as a button's is (UIButton+Image.swift); any other name keeps the part's
            // icon (its pixels are the app's).
            if let image = imageView.image {
                try image.refuseDrawnByCode()
                if image.isSymbol {
                    s.contents = try image.drawnSymbol()
                    // The image's own size, laid out in the bounds by the view's content mode
                    // (UIView.ContentMode; `.scaleToFill`, the default, stretches it to them).
                    if let side = try imageView.drawnSymbolSide() {
                        s.contentsSize = Size(width: side, height: side)
                        s.contentMode = imageView.contentMode
                    }
                } else if ViewImage.builtInIcons.contains(image.name) {
                    s.contents = image.name
                }
            }
        }
        return s
    }
}
