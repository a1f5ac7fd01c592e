import Foundation
import ReelFrame
import ReelModels
import ReelRender
import ReelTimeline

/// A reel made ready to draw: its icons loaded and checked, its clip evaluated, its canvas
/// fitted. Every export, still, preview and Lottie file starts here, so they agree.
public struct PreparedReel: @unchecked Sendable {
    /// The reel as given.
    public let reel: Reel
    /// Its scene evaluated into a clip.
    public let clip: Clip
    /// The canvas fitted to the clip.
    public let layout: CanvasLayout
    /// The icons the clip draws, loaded and checked.
    public let icons: IconSet

    /// Prepares `reel`; refuses a bad icon or a canvas out of bounds before anything is drawn.
    public init(_ reel: Reel) throws(ExportError) {
        self.reel = reel
        icons = try Self.loadIcons(reel.scene.setup.icon)
        clip = reel.scene.makeClip(measure: RenderedTextMetrics())
        do {
            try ClipLimits.check(clip)
            layout = try reel.canvas.layout(for: clip, of: reel.scene)
        } catch { throw .invalid(error) }
    }

    /// The clip's frames for an encoder, drawn on `workers` threads.
    public func frames(workers: Int = ProcessInfo.processInfo.activeProcessorCount) -> ClipFrames {
        ClipFrames(clip: clip, layout: layout, background: reel.canvas.background, icons: icons, workers: workers)
    }

    /// A renderer for this reel's canvas (one per thread).
    public func makeRenderer() -> Renderer {
        Renderer(layout: layout, background: reel.canvas.background, icons: icons)
    }

    /// The built-in icons, plus `icon` loaded when it names a file.
    static func loadIcons(_ icon: String?) throws(ExportError) -> IconSet {
        let set = IconSet()
        guard let icon, icon != "none", !set.contains(icon) else { return set }
        let lower = icon.lowercased()
        guard lower.hasSuffix(".png") || lower.hasSuffix(".svg") else {
            throw .invalid(ParameterError("host.icon", value: ParameterText.quoted(icon), accepted: IconSet.accepted))
        }
        do { try set.load(file: icon) } catch {
            // The renderer's message starts with the path; the parameter's refusal names it once.
            let prefix = IconSet.quoted(icon) + ": "
            let reason = error.description.hasPrefix(prefix) ? String(error.description.dropFirst(prefix.count)) : error.description
            throw .inputFile(key: "host.icon", path: IconSet.quoted(icon), reason: reason)
        }
        return set
    }
}
