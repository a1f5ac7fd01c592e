import ArgumentParser
import Foundation
import ReelTimeline
import ReelModels
import ReelRender
import ReelEncode

/// `badgereel sweep`: the Shaky Bell's slider rig, side by side. Every combination of the
/// swept values becomes a labeled cell of one synchronized clip.
struct SweepCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sweep",
        abstract: "Render every combination of comma-separated values as a labeled grid in one clip.",
        discussion: """
            Give any numeric parameter of the animation (or of the badge) several values, e.g. \
            badgereel sweep shake --angle 0.2,0.4,0.8 --y-offset 0,0.5,1 -o grid.gif. \
            Every other flag of the animation's own command applies to every cell.
            """
    )

    @Argument(help: "pop, bump, blink or shake.")
    var animation: AnimationName

    @Argument(parsing: .captureForPassthrough, help: ArgumentHelp("The animation's flags, swept ones with comma-separated values, and -o FILE.", valueName: "flags"))
    var flags: [String] = []

    /// Flags whose value is one number, so a comma means several values.
    static let sweepable: Set<String> = [
        "--count", "--max-count", "--diameter", "--circle-scale", "--border-width", "--lead-in", "--hold",
        "--pop-start-ratio", "--pop-out-ratio", "--pop-in-ratio", "--pop-start-time", "--pop-out-time", "--pop-in-time", "--pop-end-time",
        "--first-bump-distance", "--first-bump-time", "--second-bump-distance", "--second-bump-time",
        "--blink-alpha", "--blink-duration",
        "--duration", "--angle", "--angle-degrees", "--y-offset", "--keyframes",
    ]

    /// The most cells one grid may hold.
    static let maxCells = 64

    func run() throws {
        // Split the swept flags from the rest.
        var base: [String] = []
        var swept: [(flag: String, values: [String])] = []
        var i = 0
        while i < flags.count {
            let flag = flags[i]
            if Self.sweepable.contains(flag), i + 1 < flags.count, flags[i + 1].contains(",") {
                let values = flags[i + 1].split(separator: ",", omittingEmptySubsequences: false).map(String.init)
                guard values.allSatisfy({ Double($0)?.isFinite == true }) else {
                    throw ValidationError("\(flag) \(flags[i + 1]): expected comma-separated numbers, e.g. 0.2,0.4,0.8")
                }
                guard !swept.contains(where: { $0.flag == flag }) else { throw ValidationError("\(flag) is swept twice; give its values once") }
                swept.append((flag, values))
                i += 2
                continue
            }
            if flag == "--save-scene" { throw ValidationError("--save-scene: a sweep is many scenes; save one from its animation's own command") }
            base.append(flag)
            i += 1
        }
        guard !swept.isEmpty else {
            throw ValidationError("nothing to sweep: give a numeric flag comma-separated values, e.g. --angle 0.2,0.4,0.8")
        }
        var combinations: [[(String, String)]] = [[]]
        for (flag, values) in swept { combinations = combinations.flatMap { c in values.map { c + [(flag, $0)] } } }
        guard combinations.count <= Self.maxCells else {
            throw ValidationError("\(swept.map { "\($0.flag) \($0.values.joined(separator: ","))" }.joined(separator: " ")): \(combinations.count) cells; expected at most \(Self.maxCells)")
        }

        // Each cell is the animation's own command, parsed and checked as if typed alone.
        var scenes: [Scene] = []
        var output = "", quiet = false
        for combination in combinations {
            let args = base + combination.flatMap { [$0.0, $0.1] }
            let (scene, export) = try Self.scene(animation, args)
            scenes.append(scene)
            output = export.output; quiet = export.encoding.quiet
        }
        // With two swept flags the first runs down the rows and the second across the columns.
        let captions = combinations.map { $0.map { "\($0.0.dropFirst(2)) \($0.1)" } }
        let format = try SceneExport.outputFormat(output, fps: scenes[0].fps)
        let grid = try SweepGrid(scenes: scenes, captions: captions, columns: swept.count == 2 ? swept[1].values.count : nil)
        try grid.export(to: output, format: format, quiet: quiet)
    }

    /// One cell's scene, from its flags, through the animation's own command.
    static func scene(_ animation: AnimationName, _ args: [String]) throws -> (Scene, ExportOptions) {
        switch animation {
        case .pop: let c = try PopCommand.parse(args); return (try c.export.scene(c.parameters.animation(curve: c.export.curve.curve)), c.export)
        case .bump: let c = try BumpCommand.parse(args); return (try c.export.scene(c.parameters.animation(curve: c.export.curve.curve)), c.export)
        case .blink: let c = try BlinkCommand.parse(args); return (try c.export.scene(c.parameters.animation(curve: c.export.curve.curve)), c.export)
        case .shake: let c = try ShakeCommand.parse(args); return (try c.export.scene(c.parameters.animation(curve: c.export.curve.curve)), c.export)
        }
    }
}

/// Cells laid out in a grid, each the same size (the union of everything any cell draws),
/// with its swept values under it; frame k shows every cell at the same time.
struct SweepGrid {
    let clips: [Clip]
    let scene: Scene
    let captions: [[String]]
    let columns: Int
    let rows: Int
    let cellBounds: Rect
    let cellSize: Size
    static let captionLine = 13.0
    static let captionFont = 10.0

    init(scenes: [Scene], captions: [[String]], columns: Int?) throws {
        let first = scenes[0]
        guard scenes.allSatisfy({ $0.fps == first.fps && $0.canvas == first.canvas && $0.encoding == first.encoding }) else {
            throw ValidationError("--fps: every cell of a sweep plays at one rate; sweep other flags")
        }
        scene = first
        clips = scenes.map { $0.makeClip(measure: RenderedTextMetrics()) }
        self.captions = captions
        let n = clips.count
        self.columns = min(n, columns ?? Int(Double(n).squareRoot().rounded(.up)))
        rows = (n + self.columns - 1) / self.columns
        let frames = clips.map(\.frameCount).max() ?? 1
        var bounds = Rect.zero
        for clip in clips {
            for k in 0..<frames { bounds = bounds.union(CanvasLayout.drawnBounds(of: [clip.timeline.evaluate(at: Double(k) / first.fps)])) }
        }
        let m = first.canvas.margin
        cellBounds = Rect(x: bounds.minX - m, y: bounds.minY - m, width: bounds.width + 2 * m, height: bounds.height + 2 * m)
        let captionHeight = Double(captions.map(\.count).max() ?? 0) * Self.captionLine + 4
        cellSize = Size(width: max(cellBounds.width, 90), height: cellBounds.height + captionHeight)
    }

    var frameCount: Int { clips.map(\.frameCount).max() ?? 1 }

    /// Every cell's layers moved into place, then the captions as text layers.
    func snapshot(_ k: Int) -> Snapshot {
        let t = Double(k) / scene.fps
        var layers: [LayerState] = []
        for (i, clip) in clips.enumerated() {
            let origin = Point(x: Double(i % columns) * cellSize.width + (cellSize.width - cellBounds.width) / 2 - cellBounds.minX,
                               y: Double(i / columns) * cellSize.height - cellBounds.minY)
            for var layer in clip.timeline.evaluate(at: t).layers {
                layer.position = layer.position.adding(origin)
                layers.append(layer)
            }
            for (line, caption) in captions[i].enumerated() {
                let frame = Rect(x: Double(i % columns) * cellSize.width,
                                 y: Double(i / columns) * cellSize.height + cellBounds.height + Double(line) * Self.captionLine,
                                 width: cellSize.width, height: Self.captionLine)
                layers.append(LayerState(frame: frame, text: caption, fontSize: Self.captionFont,
                                         foregroundColor: RGBA(red: 0.24, green: 0.24, blue: 0.26, alpha: 0.75)))
            }
        }
        return Snapshot(time: t, layers: layers)
    }

    func export(to output: String, format: OutputFormat, quiet: Bool) throws {
        let size = Size(width: Double(columns) * cellSize.width, height: Double(rows) * cellSize.height)
        let layout = CanvasLayout(origin: .zero, size: size, scale: scene.canvas.scale)
        guard layout.pixelWidth <= CanvasLayout.maxPixels, layout.pixelHeight <= CanvasLayout.maxPixels else {
            throw ValidationError("--scale \(plainNumber(scene.canvas.scale)): the grid would be \(layout.pixelWidth)x\(layout.pixelHeight) pixels; expected at most \(CanvasLayout.maxPixels) a side")
        }
        let icons = try IconSet.loading(scene.setup.icon)
        let grid = self
        let frames = ClipFrames(frameCount: frameCount, snapshot: { grid.snapshot($0) }, layout: layout,
                                background: scene.canvas.background, icons: icons,
                                workers: ProcessInfo.processInfo.activeProcessorCount)
        try SceneExport.write(frames, scene: scene, layout: layout, to: output, format: format, quiet: quiet)
    }
}
