import FFmpegLoader

/// FFmpeg's libraries, loaded when first needed rather than when the process starts (see
/// FFmpegLoader): `--help`, `timeline` and `still` never load them.
public enum FFmpegLibraries {
    /// Loads the libraries and resolves every function ReelEncode calls, or fails with one
    /// line saying which library could not be opened or which function is missing. Once it
    /// succeeds, FFmpeg's log lines are kept in memory and never printed.
    public static func load() throws(EncodeError) {
        var buffer = [CChar](repeating: 0, count: 512)
        guard reel_ffmpeg_load(&buffer, buffer.count) != 0 else { return }
        throw EncodeError(decodedCString(buffer))
    }

    /// Whether the libraries are loaded, every function resolved.
    public static var isLoaded: Bool { reel_ffmpeg_is_loaded() != 0 }

    /// Starts loading them on a background thread (signals blocked there), so the ~45 ms it
    /// takes overlaps the work an export does before it encodes (parsing, evaluating the
    /// clip, fitting the canvas). Calling it more than once, or `load` meanwhile, loads them
    /// once. While that load is in flight, `exit()` waits for it: a refused command exits
    /// within milliseconds, and tearing the process down while the other thread runs the
    /// constructors of GLib and the ~150 libraries FFmpeg pulls in is what made GLib abort.
    public static func preload() {
        reel_ffmpeg_preload()
    }

    /// Waits for a load started by `preload` to finish; returns at once when none was started
    /// or it has finished. Call it before ending the process by any path that skips `exit()`'s
    /// handlers (`_exit`, `abort`), or to make the wait explicit before `exit()`.
    public static func settle() {
        reel_ffmpeg_settle()
    }

    /// The last line FFmpeg logged at error level on this thread, or nil.
    static func lastLogLine() -> String? {
        var buffer = [CChar](repeating: 0, count: 512)
        reel_ffmpeg_last_log(&buffer, buffer.count)
        let line = decodedCString(buffer)
        return line.isEmpty ? nil : line
    }

    /// Forgets the last logged line, before a call whose failure may quote it.
    static func clearLog() {
        reel_ffmpeg_clear_log()
    }

    private static func decodedCString(_ buffer: [CChar]) -> String {
        let bytes = buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
        return String(decoding: bytes, as: UTF8.self)
    }
}
