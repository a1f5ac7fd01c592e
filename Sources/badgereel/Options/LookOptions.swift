import ArgumentParser
import ReelTimeline
import ReelModels
import ReelRender

/// How the host and badge look: icon, colors, corners. Shared by every drawing command.
struct LookOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Host icon: \(IconSet.accepted) (default: app; shake: bell).", valueName: "icon"))
    var icon: String?

    @Option(help: ArgumentHelp("Badge color: \(colorHelp) (default: red, BadgeHub's UIColor.red; the bell's systemRed).", valueName: "color"),
            transform: Parse.color)
    var badgeColor: RGBA?

    @Option(help: ArgumentHelp("Count or text color (default: white).", valueName: "color"), transform: Parse.color)
    var textColor: RGBA?

    @Option(help: ArgumentHelp("Badge border color (default: white).", valueName: "color"), transform: Parse.color)
    var borderColor: RGBA?

    @Option(parsing: .unconditional, help: "Badge border width in points, drawn inside the badge (default: 0).", transform: Parse.number)
    var borderWidth: Double?

    @Option(help: ArgumentHelp("Host icon color (default: systemIndigo; the bell #1C1C1E).", valueName: "color"), transform: Parse.color)
    var hostColor: RGBA?

    static let colorHelp = "#RGB, #RRGGBB, #RRGGBBAA or a UIKit name such as systemRed"

    /// Writes these flags into `setup`.
    func apply(to setup: inout BadgeSetup) throws {
        setup.icon = icon
        setup.badgeColor = badgeColor
        if let textColor { setup.textColor = textColor }
        if let borderColor { setup.borderColor = borderColor }
        if let borderWidth { setup.borderWidth = borderWidth }
        setup.hostColor = hostColor
        try checked { () throws(InvalidParameter) in try setup.validate() }
    }
}

/// The canvas: pixels per point, size, background.
struct CanvasOptions: ParsableArguments {
    @Option(parsing: .unconditional, help: "Pixels per point: 1, 2, 3 like @1x, @2x, @3x; fractions allowed (default: 2).", transform: Parse.number)
    var scale: Double = 2

    @Option(help: ArgumentHelp("Canvas size in points (default: fitted to everything the clip draws, plus --margin).", valueName: "WxH"),
            transform: Parse.size)
    var size: Size?

    @Option(parsing: .unconditional, help: "Space around the fitted canvas in points (default: 8).", transform: Parse.number)
    var margin: Double = 8

    @Option(help: ArgumentHelp("Canvas color: \(LookOptions.colorHelp), or transparent (default: white).", valueName: "color"),
            transform: Parse.color)
    var background: RGBA = .white

    /// The canvas part of a scene.
    func spec() throws -> CanvasSpec {
        guard scale.isFinite, scale > 0, scale <= 16 else {
            throw ValidationError("--scale \(plainNumber(scale)): expected a number above 0 and at most 16")
        }
        guard margin.isFinite, margin >= 0 else { throw ValidationError("--margin \(plainNumber(margin)): expected 0 or more points") }
        var c = CanvasSpec()
        c.scale = scale; c.size = size; c.margin = margin; c.background = background
        return c
    }
}

extension CanvasSpec {
    /// The canvas for `clip`: fitted to all it draws unless a size is given.
    func layout(for clip: Clip) throws -> CanvasLayout {
        let bounds = CanvasLayout.drawnBounds(of: (0..<clip.frameCount).lazy.map { clip.snapshot(frame: $0) })
        let layout = size.map { CanvasLayout.centered(on: bounds, size: $0, scale: scale) }
            ?? CanvasLayout.fitting(bounds, margin: margin, scale: scale)
        let limit = CanvasLayout.maxPixels
        guard layout.pixelWidth <= limit, layout.pixelHeight <= limit,
              layout.size.width * scale >= 1, layout.size.height * scale >= 1 else {
            let flag = size == nil ? "--scale \(plainNumber(scale))" : "--size \(plainNumber(layout.size.width))x\(plainNumber(layout.size.height))"
            throw ValidationError("\(flag): the canvas would be \(layout.pixelWidth)x\(layout.pixelHeight) pixels; expected 1 to \(limit) pixels a side")
        }
        return layout
    }
}
