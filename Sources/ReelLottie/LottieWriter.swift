import Foundation
import ReelTimeline
import ReelModels
import ReelRender

/// Fills a `LottieAnimation` from a clip. Each timeline layer becomes, bottom to top, the
/// Lottie layers the renderer's drawing of it amounts to: its box (background and border as
/// rounded rectangles), its icon (vector groups from the icon's Cairo paths, or an embedded
/// image) and its text (glyph outlines), one Lottie layer per distinct icon or text, shown
/// while the timeline shows it. All hang from one null layer that maps points to the
/// canvas's pixels, as the renderer's `scale` and `translate(−origin)` do.
struct LottieWriter {
    let clip: Clip
    let layout: CanvasLayout
    let background: RGBA
    let icons: IconSet
    let options: LottieOptions
    private(set) var baked: [String] = []
    private var layers: [LottieLayer] = []
    private var assets: [LottieAsset] = []
    private let frameCount: Int
    /// Every frame's snapshot, for finding what ever shows.
    private let snapshots: [Snapshot]

    /// The most frames a Lottie export takes (10 minutes at 60 fps).
    static let maxFrames = 36_000
    /// The most distinct icons or texts one layer may show in a clip.
    static let maxVariants = 256
    private static let rootIndex = 1

    init(clip: Clip, layout: CanvasLayout, background: RGBA, icons: IconSet, options: LottieOptions) throws(LottieError) {
        guard clip.fps.isFinite, clip.fps > 0, clip.fps <= 1000 else {
            throw LottieError("fps \(clip.fps): expected a frame rate above 0 and at most 1000", limit: .fps)
        }
        guard clip.duration.isFinite, clip.duration >= 0, clip.frameCount <= Self.maxFrames else {
            throw LottieError("the clip has \(clip.frameCount) frames; a Lottie export takes at most \(Self.maxFrames)", limit: .frames)
        }
        guard layout.scale.isFinite, layout.scale > 0, layout.origin.x.isFinite, layout.origin.y.isFinite,
              layout.pixelWidth <= CanvasLayout.maxPixels, layout.pixelHeight <= CanvasLayout.maxPixels else {
            throw LottieError("canvas \(layout.pixelWidth)x\(layout.pixelHeight): expected 1 to \(CanvasLayout.maxPixels) pixels a side", limit: .canvas)
        }
        self.clip = clip; self.layout = layout; self.background = background; self.icons = icons; self.options = options
        frameCount = clip.frameCount
        snapshots = (0..<clip.frameCount).map { clip.snapshot(frame: $0) }
    }

    mutating func write() throws(LottieError) -> LottieAnimation {
        let frames = Double(frameCount)
        var bottomUp: [LottieLayer] = []
        if background.alpha > 0 {
            let w = Double(layout.pixelWidth), h = Double(layout.pixelHeight)
            let rect = LottieRectangle(name: "canvas", position: .vector([w / 2, h / 2]), size: .vector([w, h]), roundness: .scalar(0))
            let fill = LottieFill(name: "background", color: .vector(LottieShapes.color(background)), opacity: .scalar(background.alpha * 100))
            bottomUp.append(LottieLayer(index: 2, kind: .shape, name: "background", transform: LottieTransform(),
                                        inPoint: 0, outPoint: frames,
                                        shapes: [.group(LottieGroup(name: "background", items: [.rectangle(rect), .fill(fill), .transform(LottieGroupTransform())]))]))
        }
        bottomUp.append(LottieLayer(index: Self.rootIndex, kind: .null, name: "points to pixels",
                                    transform: LottieTransform(anchor: .vector([layout.origin.x, layout.origin.y]),
                                                               scale: .vector([layout.scale * 100, layout.scale * 100])),
                                    inPoint: 0, outPoint: frames))
        var nextIndex = 3
        for id in 0..<clip.timeline.layerCount {
            for layer in try lottieLayers(of: id) {
                var layer = layer
                layer.index = nextIndex; nextIndex += 1
                bottomUp.append(layer)
            }
        }
        let meta = LottieMeta(generator: options.generator, description: options.commandLine)
        return LottieAnimation(frameRate: clip.fps, outPoint: frames, width: layout.pixelWidth, height: layout.pixelHeight,
                               name: "BadgeReel", assets: assets, layers: bottomUp.reversed(), meta: meta)
    }

    private func name(of id: Timeline.LayerID) -> String {
        switch id {
        case clip.layers.host: "host"
        case clip.layers.badge: "badge"
        case clip.layers.label: "label"
        default: "layer \(id)"
        }
    }

    /// Whether the renderer draws the layer at all in this state.
    private static func shows(_ s: LayerState) -> Bool {
        !s.isHidden && s.opacity > 0 && s.size.width > 0 && s.size.height > 0
    }

    private struct IconKey: Hashable { var contents: String; var color: RGBA; var size: Size }
    private struct TextKey: Hashable { var text: String; var fontSize: Double; var weight: Int }

    /// An icon's name as layers show it: a file's name without its folders, so the file
    /// does not carry the path it was made from.
    private static func shortName(_ contents: String) -> String {
        contents.split(separator: "/").last.map(String.init) ?? contents
    }

    private static func iconKey(_ s: LayerState) -> IconKey? {
        s.contents.map { IconKey(contents: $0, color: s.foregroundColor, size: s.size) }
    }
    private static func textKey(_ s: LayerState) -> TextKey? {
        s.text.isEmpty ? nil : TextKey(text: s.text, fontSize: s.fontSize, weight: s.fontWeight)
    }

    /// The distinct values of `key` over the frames that show the layer, in order of appearance.
    private func variants<K: Hashable>(of id: Timeline.LayerID, _ key: (LayerState) -> K?) throws(LottieError) -> [K] {
        var seen = Set<K>(), ordered: [K] = []
        for snapshot in snapshots {
            let s = snapshot.layers[id]
            guard Self.shows(s), let k = key(s), seen.insert(k).inserted else { continue }
            ordered.append(k)
            if ordered.count > Self.maxVariants {
                throw LottieError("\(name(of: id)) shows more than \(Self.maxVariants) different icons or texts in one clip")
            }
        }
        return ordered
    }

    private mutating func track(_ motion: LayerMotion, _ name: String, _ sources: [Source],
                                _ value: @escaping (LayerState) -> [Double]) -> LottieValue {
        let result = PropertyTrack(motion: motion, sources: sources, value: value, fps: clip.fps,
                                   frameCount: frameCount, bakeAll: options.bake).build(name: name)
        baked += result.baked
        return result.value
    }

    /// The layer's transform: position, rotation about the anchor point, and `opacity`.
    /// For an image, the anchor is in the image's pixels and the scale fits them to the box.
    private mutating func transform(_ motion: LayerMotion, _ layerName: String, opacity: LottieValue,
                                    image: (width: Double, height: Double)? = nil) -> LottieTransform {
        // Core Animation's transform is scale, then rotation about the anchor, then
        // translation in the parent's space: Lottie's transform is the same, so the translation
        // joins the position and the scale is the layer's scale.
        let position = track(motion, "\(layerName).position",
                             [\LayerState.position, \LayerState.translationX, \LayerState.translationY]) {
            [$0.position.x + $0.translationX, $0.position.y + $0.translationY]
        }
        let rotation = track(motion, "\(layerName).rotation", [\LayerState.rotation]) { [$0.rotation * 180 / .pi] }
        if let image {
            let anchor = track(motion, "\(layerName).anchorPoint", [\LayerState.anchorPoint]) {
                [$0.anchorPoint.x * image.width, $0.anchorPoint.y * image.height]
            }
            let scale = track(motion, "\(layerName).size", [\LayerState.size, \LayerState.scaleX, \LayerState.scaleY]) {
                [$0.size.width / image.width * 100 * $0.scaleX, $0.size.height / image.height * 100 * $0.scaleY]
            }
            return LottieTransform(anchor: anchor, position: position, scale: scale, rotation: rotation, opacity: opacity)
        }
        let anchor = track(motion, "\(layerName).anchorPoint", [\LayerState.anchorPoint, \LayerState.size]) {
            [$0.anchorPoint.x * $0.size.width, $0.anchorPoint.y * $0.size.height]
        }
        let scale = track(motion, "\(layerName).scale", [\LayerState.scaleX, \LayerState.scaleY]) {
            [$0.scaleX * 100, $0.scaleY * 100]
        }
        return LottieTransform(anchor: anchor, position: position, scale: scale, rotation: rotation, opacity: opacity)
    }

    /// Opacity in percent while the renderer draws the layer (and, for one of several icons
    /// or texts, while it shows that one); 0 otherwise.
    private mutating func opacity(_ motion: LayerMotion, _ name: String, extraSources: [Source] = [],
                                  showing: @escaping (LayerState) -> Bool = { _ in true }) -> LottieValue {
        track(motion, "\(name).opacity", [\LayerState.opacity, \LayerState.isHidden] + extraSources) {
            [!$0.isHidden && showing($0) ? $0.opacity * 100 : 0]
        }
    }

    private mutating func lottieLayers(of id: Timeline.LayerID) throws(LottieError) -> [LottieLayer] {
        let layerName = name(of: id)
        let motion = LayerMotion(timeline: clip.timeline, layer: id, duration: clip.duration)
        let frames = Double(frameCount)
        var result: [LottieLayer] = []
        let states = snapshots.map { $0.layers[id] }.filter(Self.shows)

        // The box: background, then the border over it, as CALayer draws them.
        let hasFill = states.contains { $0.backgroundColor.alpha > 0 }
        let hasBorder = states.contains { $0.borderWidth > 0 && $0.borderColor.alpha > 0 }
        if hasFill || hasBorder {
            var groups: [LottieShapeItem] = []
            let center = track(motion, "\(layerName).bounds.center", [\LayerState.size]) { [$0.size.width / 2, $0.size.height / 2] }
            let size = track(motion, "\(layerName).bounds.size", [\LayerState.size]) { [$0.size.width, $0.size.height] }
            // The players clamp the radius to half the shorter side, as the renderer does.
            let radius = track(motion, "\(layerName).cornerRadius", [\LayerState.cornerRadius]) { [max(0, $0.cornerRadius)] }
            let outer = LottieRectangle(name: "bounds", position: center, size: size, roundness: radius)
            if hasBorder {
                // The border lies inside the bounds: the ring between the bounds and the bounds
                // inset by the (clamped) width, whose radius is the outer one less the width.
                func width(_ s: LayerState) -> Double { min(s.borderWidth, min(s.size.width, s.size.height) / 2) }
                let innerSize = track(motion, "\(layerName).border inner size", [\LayerState.size, \LayerState.borderWidth]) {
                    [$0.size.width - 2 * width($0), $0.size.height - 2 * width($0)]
                }
                // The width's clamp to the size is left out of the sources: while it does not
                // bind, the radius follows the corner radius alone (exact keyframes); when it
                // binds, the check against the timeline bakes the property.
                let innerRadius = track(motion, "\(layerName).border inner radius",
                                        [\LayerState.cornerRadius, \LayerState.borderWidth]) {
                    [max(0, $0.cornerRadius - width($0))]
                }
                let inner = LottieRectangle(name: "inside", position: center, size: innerSize, roundness: innerRadius)
                let color = track(motion, "\(layerName).borderColor", [\LayerState.borderColor]) { LottieShapes.color($0.borderColor) }
                let alpha = track(motion, "\(layerName).borderColor.alpha", [\LayerState.borderColor]) { [$0.borderColor.alpha * 100] }
                let fill = LottieFill(name: "border", color: color, opacity: alpha, evenOdd: true)
                groups.append(.group(LottieGroup(name: "border", items: [.rectangle(outer), .rectangle(inner), .fill(fill),
                                                                          .transform(LottieGroupTransform())])))
            }
            if hasFill {
                let color = track(motion, "\(layerName).backgroundColor", [\LayerState.backgroundColor]) { LottieShapes.color($0.backgroundColor) }
                let alpha = track(motion, "\(layerName).backgroundColor.alpha", [\LayerState.backgroundColor]) { [$0.backgroundColor.alpha * 100] }
                let fill = LottieFill(name: "background", color: color, opacity: alpha)
                groups.append(.group(LottieGroup(name: "background", items: [.rectangle(outer), .fill(fill), .transform(LottieGroupTransform())])))
            }
            let ks = transform(motion, layerName, opacity: opacity(motion, layerName))
            result.append(LottieLayer(index: 0, kind: .shape, name: "\(layerName) box", transform: ks, inPoint: 0,
                                      outPoint: frames, parent: Self.rootIndex, shapes: groups))
        }

        // The icon, one Lottie layer (or one per clip region) for each icon the layer shows.
        let iconSources: [Source] = [\LayerState.contents, \LayerState.foregroundColor, \LayerState.size]
        // A symbol image view's image at its own size, placed by its content mode
        // (`LayerState.contentsSize`), is not the icon filling the layer that the icon
        // layers below draw: refused rather than drawn at another size.
        if let natural = try variants(of: id, { $0.contents == nil ? nil : $0.contentsSize }).first {
            throw LottieError("\(layerName): an image drawn at its own size (\(ParameterText.size(natural)) pt, a configured symbol or a content mode) is not written as Lottie; export a GIF, video or image sequence")
        }
        for key in try variants(of: id, Self.iconKey) {
            let opacity = opacity(motion, "\(layerName) icon", extraSources: iconSources) { Self.iconKey($0) == key }
            if let shapes = icons.vectorShapes(of: key.contents, size: key.size, color: key.color) {
                let ks = transform(motion, layerName, opacity: opacity)
                // Consecutive fills under the same clip share a layer; a clip is its mask.
                var runs: [(clip: VectorPath?, shapes: [VectorShape])] = []
                for shape in shapes {
                    if let last = runs.last, last.clip == shape.clip { runs[runs.count - 1].shapes.append(shape) } else { runs.append((shape.clip, [shape])) }
                }
                for run in runs {
                    let groups = run.shapes.enumerated().reversed().map { i, s in LottieShapes.group(s, name: "\(key.contents) \(i + 1)") }
                    let masks = run.clip.map { clip in LottieShapes.beziers(clip, closingAll: true).map { LottieMask(name: "clip", path: $0) } }
                    result.append(LottieLayer(index: 0, kind: .shape, name: "\(layerName) icon \(Self.shortName(key.contents))", transform: ks,
                                              inPoint: 0, outPoint: frames, parent: Self.rootIndex, masks: masks, shapes: groups))
                }
            } else if let image = icons.imagePNG(of: key.contents, size: key.size, scale: layout.scale, color: key.color) {
                let id = "image_\(assets.count)"
                assets.append(LottieAsset(id: id, width: image.width, height: image.height,
                                          dataURL: "data:image/png;base64," + Data(image.png).base64EncodedString()))
                let ks = transform(motion, layerName, opacity: opacity, image: (Double(image.width), Double(image.height)))
                result.append(LottieLayer(index: 0, kind: .image, name: "\(layerName) icon \(Self.shortName(key.contents))", transform: ks,
                                          inPoint: 0, outPoint: frames, parent: Self.rootIndex, referenceID: id))
            } else {
                throw LottieError("\(layerName): icon \(key.contents) is not loaded")
            }
        }

        // The text, one Lottie layer of glyph outlines per text the layer shows.
        let textSources: [Source] = [\LayerState.text, \LayerState.fontSize, \LayerState.fontWeight]
        for key in try variants(of: id, Self.textKey) {
            let outline = TextOutline(text: key.text, fontSize: key.fontSize, weight: key.weight)
            let opacity = opacity(motion, "\(layerName) text", extraSources: textSources) { Self.textKey($0) == key }
            let ks = transform(motion, layerName, opacity: opacity)
            let origin = track(motion, "\(layerName).text origin", [\LayerState.size]) {
                let p = outline.origin(in: $0.size); return [p.x, p.y]
            }
            let color = track(motion, "\(layerName).foregroundColor", [\LayerState.foregroundColor]) { LottieShapes.color($0.foregroundColor) }
            let alpha = track(motion, "\(layerName).foregroundColor.alpha", [\LayerState.foregroundColor]) { [$0.foregroundColor.alpha * 100] }
            var items = LottieShapes.pathItems(outline.path, name: "glyphs")
            items.append(.fill(LottieFill(name: "text", color: color, opacity: alpha)))
            items.append(.transform(LottieGroupTransform(position: origin)))
            result.append(LottieLayer(index: 0, kind: .shape, name: "\(layerName) text \(key.text)", transform: ks, inPoint: 0,
                                      outPoint: frames, parent: Self.rootIndex,
                                      shapes: [.group(LottieGroup(name: key.text, items: items))]))
        }
        return result
    }
}
