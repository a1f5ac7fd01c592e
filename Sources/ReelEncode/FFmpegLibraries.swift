import FFmpegLoader
import Foundation

/// FFmpeg's libraries, loaded when first needed rather than when the process starts (see
/// FFmpegLoader): `--help`, `timeline` and `still` never load them.
public enum FFmpegLibraries {
    /// Loads the libraries, or fails with one line saying which could not be loaded.
    public static func load() throws(EncodeError) {
        let reason = withUnsafeTemporaryAllocation(of: CChar.self, capacity: 512) { buffer -> String? in
            reel_ffmpeg_load(buffer.baseAddress, buffer.count) == 0 ? nil : String(cString: buffer.baseAddress!)
        }
        if let reason { throw EncodeError(reason) }
    }

    /// Starts loading them on a background thread, so the ~45 ms it takes overlaps the work
    /// an export does before it encodes (parsing, evaluating the clip, fitting the canvas).
    /// Calling it more than once, or `load` meanwhile, loads them once.
    public static func preload() {
        let thread = Thread { _ = reel_ffmpeg_load(nil, 0) }
        thread.start()
    }
}
