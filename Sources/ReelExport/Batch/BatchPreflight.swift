import Foundation
import ReelEncode
import ReelModels
import ReelRender
import ReelTimeline

/// Every check an export makes before it draws, made for each job of a batch while the batch
/// is planned: the output's format and frame rate, the icon file (read and decoded), the
/// clip's length (at most 600 s), the fitted canvas against the format's limits, and the
/// output's folder (an existing folder we may write, or one that can be made). A job that
/// would fail at run time is refused with the whole batch before any work, so no job fails
/// after others ran and no folder is made for an export that never comes.
///
/// What many jobs share is checked once: an icon per path, a folder per path, and a clip
/// and what it draws per distinct scene (the 3,000 jobs of one scene fit it once; jobs that
/// differ only in their canvas — its scale, size, margin or colour — walk the clip once, and
/// each fits its own canvas to what it draws).
public final class BatchPreflight: Sendable {
    /// What the walk through a clip (`CanvasSpec.drawnBounds`) is keyed by: a scene file's
    /// digest when the job renders that file's scene as it is (hashing 3,000 actions for each
    /// of 3,000 jobs cost more than the fit), else the scene itself. Never the canvas: what a
    /// clip draws is the same on every canvas (issue 41: 50 `render --set canvas.scale=…` jobs
    /// over a 10,000-action scene walked its whole clip 50 times).
    enum LayoutKey: Hashable, Sendable {
        case sceneFile(digest: String)
        case reel(Scene)
        /// A scene whose script never changes the count, keyed without the count itself:
        /// its setup with the count zeroed, and what the count decides (`CountEffect`).
        /// 10,000 jobs that differ in their count fit ~100 canvases, not 10,000 (fitting
        /// was a third of planning a job).
        case counted(Scene, CountEffect)
    }

    /// All that a count decides of the canvas, when nothing in the script changes it.
    /// BadgeHub reads its count in three places (`BadgeHub.setCount`): the label's text
    /// (`labelText`, through maxCount and the locale's digits), checkZero (a count of 0 or
    /// less hides the badge) and resizeToFitDigits (the width grows with ⌊log10 count⌋, so
    /// 100 and 999 are both "99+" yet 1000 is wider). The text reaches the canvas only as
    /// the width NotificationBadge fits to it (`fitContent`) and as whether there is any
    /// (`drawsSomething`): the fit unions layer frames, never glyphs. So the key holds the
    /// hub's geometry once the stage is set up (every frame, the centre bump returns to, the
    /// font size), whether the label is empty, the badge hidden, and the digits' magnitude:
    /// two such scenes equal in the rest and in these fit the same canvas. Labels of one
    /// width (digits of one advance) share a fit, so 1,000 counts fit a handful of canvases
    /// per locale, not ~100 (with the text itself as the key, fitting was three quarters of
    /// planning 5,000 pop jobs in five locales: 1.74 s of CPU, now 0.29 s).
    struct CountEffect: Hashable, Sendable {
        var circleFrame: Rect
        var baseFrame: Rect
        var initialFrame: Rect
        var initialCenter: Point
        var fontSize: Double
        var labelIsEmpty: Bool
        var hidesBadge: Bool
        var digitsMagnitude: Int

        /// The effect of `scene`'s count, read from its stage as the clip sets it up.
        init(_ scene: Scene) {
            let setup = scene.setup
            let hub = setup.makeStage(for: scene.layoutAnimation, measure: RenderedTextMetrics()).hub
            circleFrame = hub.circleFrame
            baseFrame = hub.baseFrame
            initialFrame = hub.initialFrame
            initialCenter = hub.initialCenter
            fontSize = hub.fontSize
            labelIsEmpty = hub.labelText.isEmpty
            hidesBadge = setup.count <= 0
            digitsMagnitude = setup.count > 0 ? max(Int(log10(Double(setup.count))), 1) : 0
        }
    }

    private struct PixelSize: Sendable {
        var width: Int, height: Int
    }

    private let scenes: SceneLibrary?
    private let icons = OnceCache<String, Bool, ExportError>()
    /// Each folder's problem (nil: none), without the output that asked: the refusal names
    /// each job's own output.
    private let folders = OnceCache<String, String?, ExportError>()
    /// What each distinct scene's clip draws, in points (`LayoutKey`).
    private let drawings = OnceCache<LayoutKey, Rect, ExportError>()
    /// Count effects by what decides them: the label's text goes through a NumberFormatter,
    /// which cost as much as the rest of the key (10,000 jobs hold ~1,000 distinct counts).
    private let countEffects = OnceCache<CountEffectKey, CountEffect, Never>()

    /// Checks for one batch, whose scene files `scenes` read.
    public init(scenes: SceneLibrary? = nil) { self.scenes = scenes }

    /// Refuses `job` as its export would, without drawing or writing anything.
    public func check(_ job: ExportJob) throws(ExportError) {
        try OutputSafety.check(job)
        try ReelExporter.checkSwiftAPI(job)
        let reel = job.reel
        let format: OutputFormat?
        switch try ReelExporter.output(job.output, swiftAPI: job.swiftAPI) {
        case .encoded: format = try ReelExporter.outputFormat(job.output, fps: reel.scene.fps)
        case .lottie, .swift: format = nil
        }
        if let icon = reel.scene.setup.icon {
            _ = try icons.value(icon) { () throws(ExportError) -> Bool in _ = try PreparedReel.loadIcons(icon); return true }
        }
        let bounds = try drawings.value(layoutKey(job)) { () throws(ExportError) -> Rect in try drawnBounds(of: reel) }
        let size = try pixelSize(of: reel.canvas, drawing: bounds)
        if let format { try ReelExporter.check(format, fps: reel.scene.fps, width: size.width, height: size.height) }
        for output in [job.output] + (job.saveScene.map { [$0] } ?? []) {
            let folder = PlainPath.folder(of: output)
            // Cached by folder, so the refusal is built here: a cached error would name the
            // output of whichever job of that folder was checked first (on another core, not
            // always the first in the manifest, so the same manifest was refused in two ways).
            if let problem = try folders.value(folder, { () throws(ExportError) -> String? in problem(withFolder: folder) }) {
                throw .output(path: output, reason: problem)
            }
            // What is there was found only when the job ran, after the other jobs' work.
            try ReelExporter.checkWhatIsThere(output)
        }
    }

    func layoutKey(_ job: ExportJob) -> LayoutKey {
        if job.sources.count == 1, let scenes, let file = try? scenes.parsed(job.sources[0]), Self.same(file.reel.scene, job.reel.scene) {
            return .sceneFile(digest: file.digest)
        }
        return Self.layoutKey(job.reel) { scene in
            countEffects.value(CountEffectKey(setup: scene.setup, isBell: scene.isBell)) { CountEffect(scene) }
        }
    }

    /// The key of a reel's canvas fit: without its count when its script leaves the count
    /// alone (see `CountEffect`), else the whole scene. `effect` is `CountEffect.init` or a
    /// memo of it.
    static func layoutKey(_ reel: Reel, effect: (Scene) -> CountEffect = CountEffect.init) -> LayoutKey {
        let changesCount = reel.scene.actions.contains { action in
            switch action.unplaced {
            case .setCount, .increment, .decrement: true
            case .wait, .hide, .show, .hideCount, .showCount, .animate, .layerAnimation: false
            // A view action may set the label's text, but only as a value of the scene,
            // which the key holds whole.
            case .set, .viewAnimate, .viewKeyframes, .removeAnimation, .transition, .layer, .at: false
            }
        }
        guard !changesCount else { return .reel(reel.scene) }
        var scene = reel.scene
        scene.setup.count = 0
        return .counted(scene, effect(reel.scene))
    }

    /// All of a scene that `CountEffect.init` reads (`BadgeSetup.makeStage` takes only the
    /// setup and whether the first animation is the bell's), so effects are made once per key.
    struct CountEffectKey: Hashable, Sendable {
        var setup: BadgeSetup
        var isBell: Bool
    }

    /// Whether `a` is `b` as planned from one parse: the same action storage (shared, never
    /// copied) and equal in everything else, compared without walking the actions.
    private static func same(_ a: Scene, _ b: Scene) -> Bool {
        let shared = a.actions.withUnsafeBufferPointer { x in
            b.actions.withUnsafeBufferPointer { $0.baseAddress == x.baseAddress && $0.count == x.count }
        }
        guard shared else { return false }
        var a = a, b = b
        a.actions = []; b.actions = []
        return a == b
    }

    /// What `reel`'s clip draws, once the clip is found at most `ClipLimits.maxDuration`.
    private func drawnBounds(of reel: Reel) throws(ExportError) -> Rect {
        let clip = reel.scene.makeClip(measure: RenderedTextMetrics())
        do throws(ParameterError) { try ClipLimits.check(clip) } catch { throw .invalid(error) }
        return CanvasSpec.drawnBounds(of: clip, scene: reel.scene)
    }

    /// The pixel size the export would encode: `canvas` fitted to the clip's `drawing`.
    private func pixelSize(of canvas: CanvasSpec, drawing: Rect) throws(ExportError) -> PixelSize {
        do throws(ParameterError) {
            let layout = try canvas.layout(fitting: drawing)
            return PixelSize(width: layout.pixelWidth, height: layout.pixelHeight)
        } catch {
            throw .invalid(error)
        }
    }

    /// Why no output can be written in `folder`, or nil when it exists and is writable or can
    /// be made (its nearest existing ancestor is a folder we may write to).
    private func problem(withFolder folder: String) -> String? {
        var existing = folder
        var info = stat()
        while stat(existing, &info) != 0 {
            guard errno == ENOENT, existing != "/" else {
                return "cannot create the folder \(folder): \(String(cString: strerror(errno)))"
            }
            existing = URL(fileURLWithPath: existing).deletingLastPathComponent().path
        }
        guard (info.st_mode & S_IFMT) == S_IFDIR else {
            return "cannot create the folder \(folder): \(existing) is not a folder"
        }
        guard access(existing, W_OK | X_OK) == 0 else {
            return existing == folder ? "the folder \(folder) is not writable"
                                      : "cannot create the folder \(folder): \(existing) is not writable"
        }
        return nil
    }
}
