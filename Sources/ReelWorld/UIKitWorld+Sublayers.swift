import ReelModels
import ReelTimeline

/// The layers the code made (`CALayer()`, CAShapeLayer, CAReplicatorLayer) and the scene names
/// of those recorded: each layer added under a part is a scene `layer` action, named layer1,
/// layer2, … in the order they are first seen, with the values last recorded.
struct SublayerRecords {
    struct Recorded {
        var name: String
        var parent: String
        var part: ViewPart
        var values: SublayerParameters
    }
    /// Every layer made, kept while the world lives (within the views limit).
    var made: [CALayer] = []
    var recorded: [ObjectIdentifier: Recorded] = [:]
    /// The recorded layers, in the order first seen.
    var order: [CALayer] = []
}

extension UIKitWorld {
    /// One more layer made, within the views limit (a layer costs what a view does).
    func countLayer(_ layer: CALayer) throws(WorldError) {
        guard sublayerRecords.made.count < limits.views else {
            throw WorldError("more than \(limits.views) layers made (the views limit)", limit: .views)
        }
        sublayerRecords.made.append(layer)
    }

    /// The scene name and part of `layer` when it was recorded as a scene layer.
    func recordedSublayer(_ layer: CALayer) -> (name: String, part: ViewPart)? {
        sublayerRecords.recorded[ObjectIdentifier(layer)].map { ($0.name, $0.part) }
    }

    /// Records the layers the code added under the parts since the last record: a new one as
    /// a `layer` action that adds it (with all its values), a recorded one whose values
    /// changed as one that sets those, one taken out of the tree as hidden. A view that is not
    /// a part but holds such layers (a button subclass in the host) is recorded as a plain
    /// layer with its geometry, so its layers sit where UIKit puts them.
    func flushSublayers() throws(WorldError) {
        var seen: Set<ObjectIdentifier> = []
        for part in ViewPart.allCases {
            guard let view = bound[part] else { continue }
            try visit(view, parent: part.rawValue, part: part, seen: &seen)
        }
        for layer in sublayerRecords.order where !seen.contains(ObjectIdentifier(layer)) {
            guard var r = sublayerRecords.recorded[ObjectIdentifier(layer)], r.values.hidden != true else { continue }
            var p = SublayerParameters()
            p.name = r.name; p.hidden = true
            record(.layer(p))
            r.values.hidden = true
            sublayerRecords.recorded[ObjectIdentifier(layer)] = r
        }
    }

    /// Visits what `view`'s layer holds in Core Animation's order (`CALayer.children`): the
    /// layers the code added and its subviews' layers, back to front. A subview bound to no
    /// part that UIKit draws with a look of its own (a UIView, UILabel or UIImageView, or a
    /// file's subclass of one) is recorded as a layer with that look (`values(ofView:)`); any
    /// other that holds layers the code made (a button subclass) as a plain layer with its
    /// geometry, so its layers sit where UIKit puts them.
    private func visit(_ view: UIView, parent: String, part: ViewPart, seen: inout Set<ObjectIdentifier>) throws(WorldError) {
        guard let layer = view.layer else { return }
        if layer.mask != nil {
            throw refusedValue("a view's own layer's mask is not evaluated (a mask on a layer the code adds is): \(view.className).layer.mask", key: "mask", of: layer)
        }
        for child in layer.children {
            guard let subview = child.view else {
                try visit(child, parent: parent, part: part, seen: &seen)
                continue
            }
            guard subview.part == nil else { continue }
            let values: SublayerParameters
            if Self.drawsAsLayer(subview) {
                values = try self.values(ofView: subview)
            } else if Self.holdsMadeLayers(subview) {
                values = try Self.values(ofViewLayer: child)
            } else {
                continue
            }
            let name = try note(child, parent: parent, part: part, values: values, seen: &seen)
            try visit(subview, parent: name, part: part, seen: &seen)
        }
    }

    private func visit(_ layer: CALayer, parent: String, part: ViewPart, seen: inout Set<ObjectIdentifier>) throws(WorldError) {
        let name = try note(layer, parent: parent, part: part, values: try Self.values(of: layer), seen: &seen)
        for sub in layer.sublayers { try visit(sub, parent: name, part: part, seen: &seen) }
        guard let mask = layer.mask else { return }
        // CALayer.mask: recorded as the layer's mask, in its coordinates. A mask in a tree, or
        // one holding layers or masked itself, is not drawn here: refused by name.
        guard mask.view == nil, mask.superlayer == nil else {
            throw WorldError("a mask that is in a layer tree (a view's layer or a sublayer) is not evaluated: Core Animation requires a mask with no superlayer")
        }
        guard mask.sublayers.isEmpty, mask.mask == nil else {
            throw WorldError("a mask layer's own sublayers and mask are not drawn into the mask (its contents, background, border and path are)")
        }
        // One mask a layer in the scene: a mask taken off (`mask = nil`) is recorded hidden and
        // masks no more; another put in its place after it is drawn is refused.
        let maskID = ObjectIdentifier(mask)
        if sublayerRecords.recorded.contains(where: { $0.key != maskID && $0.value.parent == name && $0.value.values.mask == true }) {
            throw WorldError("replacing a layer's mask after it is drawn is not evaluated (\(name) has one): set the mask's own values instead")
        }
        var values = try Self.values(of: mask)
        values.mask = true
        _ = try note(mask, parent: name, part: part, values: values, seen: &seen)
    }

    /// Whether a view, or a view inside it, holds a layer the code made or a view drawn as one.
    static func holdsMadeLayers(_ view: UIView) -> Bool {
        !(view.layer?.sublayers.isEmpty ?? true) || view.subviews.contains { $0.part == nil && (drawsAsLayer($0) || holdsMadeLayers($0)) }
    }

    /// Whether `view`, bound to no part, is drawn as a layer with its look: a UIView, a UILabel
    /// or a UIImageView (a file's subclass of one is its base view here). UIKit's controls
    /// (UIButton, UISwitch, UITextField, a tab bar's views) draw content of their own that a
    /// layer does not hold: they pass on only their geometry.
    public static func drawsAsLayer(_ view: UIView) -> Bool {
        let type = ObjectIdentifier(Swift.type(of: view))
        return type == ObjectIdentifier(UIView.self) || type == ObjectIdentifier(UILabel.self) || type == ObjectIdentifier(UIImageView.self)
    }

    /// Takes back the binding of `view` as `part` made by inference, when the part has not
    /// yet been drawn with it (nothing recorded since): the stage's own view is the part again
    /// (its count label shown again if binding a badge hid it), and `view` is drawn as a
    /// layer. False when it was drawn as the part already.
    public func undoInference(of view: UIView, as part: ViewPart) -> Bool {
        guard bound[part] === view, appearing.contains(part), let stage = stageView(part) else { return false }
        view.part = nil
        stage.part = part
        bound[part] = stage
        appearing.remove(part)
        if part == .badge, bound[.label] === label, appearing.contains(.label) {
            label.isHidden = recorder.parts[.label]?.isHidden ?? false
            appearing.remove(.label)
        }
        return true
    }

    /// The layer name `view` is drawn as, when it is drawn as a layer (bound to no part).
    public func recordedLayerName(of view: UIView) -> String? {
        view.layer.flatMap { recordedSublayer($0)?.name }
    }

    /// Records `layer` (added, or its changed values) and returns its scene name.
    private func note(_ layer: CALayer, parent: String, part: ViewPart, values: SublayerParameters,
                      seen: inout Set<ObjectIdentifier>) throws(WorldError) -> String {
        let id = ObjectIdentifier(layer)
        seen.insert(id)
        guard var r = sublayerRecords.recorded[id] else {
            let name = "layer\(sublayerRecords.order.count + 1)"
            guard sublayerRecords.order.count < SublayerParameters.maxLayers else {
                throw WorldError("more than \(SublayerParameters.maxLayers) layers added under the scene's parts (a scene's layer limit)")
            }
            var p = values.withoutDefaults
            p.name = name; p.parent = parent
            record(.layer(try checkedLayer(p, layer)))
            sublayerRecords.recorded[id] = SublayerRecords.Recorded(name: name, parent: parent, part: part, values: values)
            sublayerRecords.order.append(layer)
            return name
        }
        guard r.parent == parent else {
            throw WorldError("moving a layer to another superlayer after it is drawn is not evaluated (\(r.name) was in \(r.parent))")
        }
        var changed: [(key: String, text: String)] = []
        for p in SublayerParameters.parameters where p.key != "name" {
            let now = p.text(in: values)
            guard now != p.text(in: r.values) else { continue }
            guard !SublayerParameters.addingKeys.contains(p.key) else {
                throw refusedValue("changing a layer's \(p.key) after it is drawn is not evaluated (\(r.name))", key: p.key, of: layer)
            }
            // Every value is given in each record, so none turns unset.
            guard let now else { continue }
            changed.append((p.key, now))
        }
        if !changed.isEmpty {
            var p: SublayerParameters
            // The value is named as where the layer is added (`checkedLayer`): the reader's
            // error of a value out of range leaves it out, so it is taken from what was set.
            do { p = try SublayerParameters.from([("name", r.name)] + changed) } catch {
                let given = error.value.isEmpty ? changed.first { $0.key == error.path }?.text ?? "" : error.value
                throw refusedValue("the layer \(r.name)'s \(error.path)\(given.isEmpty ? "" : " \(given)") is not drawn: expected \(error.accepted)",
                                   key: error.path, of: layer)
            }
            p.kind = nil
            record(.layer(try checkedLayer(p, layer)))
            r.values = values
            sublayerRecords.recorded[id] = r
        }
        return r.name
    }

    /// `p`, the values of `layer`, checked as a scene file's would be; a value out of range is
    /// refused at the assignment that gave it (`refusedValue`).
    private func checkedLayer(_ p: SublayerParameters, _ layer: CALayer) throws(WorldError) -> SublayerParameters {
        do { try p.validate() } catch {
            let value = error.value.isEmpty ? "" : " \(error.value)"
            throw refusedValue("the layer \(p.name ?? "")'s \(error.path)\(value) is not drawn: expected \(error.accepted)", key: error.path, of: layer)
        }
        return p
    }

    /// A layer's geometry and what every layer draws of its own: its background, corners
    /// (radius and curve), border and clip, every one given; a view's layer and a made one alike.
    static func look(of layer: CALayer) throws(WorldError) -> SublayerParameters {
        var p = try values(ofViewLayer: layer)
        p.backgroundColor = layer.backgroundColor?.drawn ?? .clear
        p.cornerRadius = layer.cornerRadius
        p.cornerCurve = layer.cornerCurve
        p.borderWidth = layer.borderWidth
        p.borderColor = layer.borderColor?.drawn ?? .clear
        p.masksToBounds = layer.masksToBounds
        return p
    }

    /// A layer's values as a scene's `layer` action holds them, every one given.
    static func values(of layer: CALayer) throws(WorldError) -> SublayerParameters {
        var p = try look(of: layer)
        p.contents = try layer.contents?.drawnName() ?? ViewImage.none
        if let shape = layer as? CAShapeLayer {
            p.kind = .shape
            p.path = ShapePathText.text(shape.path?.elements ?? [])
            p.fillColor = shape.fillColor?.drawn ?? .clear
            p.strokeColor = shape.strokeColor?.drawn ?? .clear
            p.lineWidth = shape.lineWidth
            p.lineCap = shape.lineCap.rawValue
            p.lineJoin = shape.lineJoin.rawValue
            p.strokeStart = shape.strokeStart
            p.strokeEnd = shape.strokeEnd
        } else if let replicator = layer as? CAReplicatorLayer {
            p.kind = .replicator
            p.instanceCount = replicator.instanceCount
            p.instanceDelay = replicator.instanceDelay
            if let reason = replicator.instanceTransform.undrawableReason { throw WorldError("a CAReplicatorLayer's instanceTransform: \(reason)") }
            guard let t = replicator.instanceTransform.affine.decomposition else {
                throw WorldError("a CAReplicatorLayer's instanceTransform skews, which is not drawn")
            }
            p.instanceScaleX = t.scaleX; p.instanceScaleY = t.scaleY; p.instanceRotation = t.rotation
            p.instanceTranslationX = t.translationX; p.instanceTranslationY = t.translationY
        } else {
            p.kind = .layer
        }
        return p
    }

    /// A view bound to no part as a layer with its look, every value given: its layer's
    /// geometry, background, corner radius and border; `clipsToBounds` (its layer's
    /// masksToBounds: what it holds is clipped to its rounded bounds); a UILabel's text, font
    /// and colour as the label part takes them; a UIImageView's image as the image-view part
    /// draws it (a symbol at its configured size, laid out by `contentMode`), in its tint.
    func values(ofView view: UIView) throws(WorldError) -> SublayerParameters {
        var p = try Self.look(of: view.layer!)
        p.contents = ViewImage.none
        p.text = ""; p.fontSize = 17; p.fontWeight = 400; p.textColor = .black
        p.imageSize = Size(width: 0, height: 0); p.contentMode = ViewValues.contentModes[0]
        if let label = view as? UILabel {
            p.text = label.text ?? ""
            p.fontSize = label.font.pointSize
            p.fontWeight = label.font.weight.cssWeight
            p.textColor = label.textColor.drawn
        } else if let imageView = view as? UIImageView, let image = imageView.image {
            // UIImageView puts its image in its layer's contents: a symbol drawn at its
            // configured size and laid out by the content mode, another image filling the
            // bounds, as the image-view part draws them (UIKitWorld+Recording).
            p.contents = try image.drawnName()
            if image.isSymbol, let side = try imageView.drawnSymbolSide() {
                p.imageSize = Size(width: side, height: side)
                p.contentMode = imageView.contentMode
            }
            // A template image (a symbol's `.automatic`, or `.alwaysTemplate`) is drawn in the
            // view's tint, inherited from its superviews ("the first nondefault tint color
            // value in the view's hierarchy", Apple, UIView.tintColor); an original one in its
            // own colours, as a button's image is.
            let template = image.renderingMode == .alwaysTemplate || (image.renderingMode == .automatic && image.isSymbol)
            p.textColor = template ? view.inheritedTintColor : image.isSymbol ? .black : recorder.parts[.host]?.foregroundColor ?? .black
        }
        return p
    }

    /// A layer's geometry, opacity and hiding (what a view that is not a part passes on to
    /// the layers inside it).
    static func values(ofViewLayer layer: CALayer) throws(WorldError) -> SublayerParameters {
        var p = SublayerParameters()
        p.kind = .layer
        p.positionX = layer.position.x; p.positionY = layer.position.y
        p.width = layer.bounds.width; p.height = layer.bounds.height
        p.boundsX = layer.bounds.minX; p.boundsY = layer.bounds.minY
        p.anchorX = layer.anchorPoint.x; p.anchorY = layer.anchorPoint.y
        if let reason = layer.transform.undrawableReason { throw WorldError("a layer's transform: \(reason)") }
        guard let t = layer.transform.affine.decomposition else { throw WorldError("a layer's transform skews, which is not drawn") }
        p.rotation = t.rotation; p.scaleX = t.scaleX; p.scaleY = t.scaleY
        p.translationX = t.translationX; p.translationY = t.translationY
        p.opacity = min(1, max(0, layer.opacity))
        p.hidden = layer.isHidden
        return p
    }
}

extension UIView {
    /// The tint a template image in this view is drawn in: its own `tintColor`, else the
    /// nearest superview's, else UIKit's default system blue (Apple, UIView.tintColor).
    var inheritedTintColor: RGBA {
        var view: UIView? = self
        while let v = view {
            if let tint = v.tintColor { return tint.drawn }
            view = v.superview
        }
        return UIButton.defaultTint
    }
}
