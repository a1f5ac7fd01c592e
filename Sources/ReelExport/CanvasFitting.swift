import ReelModels
import ReelRender

extension CanvasSpec {
    /// The canvas for `clip`: fitted to all it draws unless a size is given, refused when
    /// it would be empty or larger than the renderer draws.
    func layout(for clip: Clip) throws(ParameterError) -> CanvasLayout {
        let bounds = CanvasLayout.drawnBounds(of: (0..<clip.frameCount).lazy.map { clip.snapshot(frame: $0) })
        let layout = size.map { CanvasLayout.centered(on: bounds, size: $0, scale: scale) }
            ?? CanvasLayout.fitting(bounds, margin: margin, scale: scale)
        let limit = CanvasLayout.maxPixels
        guard layout.pixelWidth <= limit, layout.pixelHeight <= limit,
              layout.size.width * scale >= 1, layout.size.height * scale >= 1 else {
            let path = size == nil ? "canvas.scale" : "canvas.size"
            let value = size == nil ? plainNumber(scale) : ParameterText.size(layout.size)
            throw ParameterError(path, value: value,
                                 accepted: "a canvas of 1 to \(limit) pixels a side; it would be \(layout.pixelWidth)x\(layout.pixelHeight)")
        }
        return layout
    }
}
