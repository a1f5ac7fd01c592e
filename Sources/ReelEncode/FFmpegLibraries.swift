import FFmpegLoader

/// FFmpeg's libraries, loaded when first needed rather than when the process starts (see
/// FFmpegLoader): `--help`, `timeline` and `still` never load them.
public enum FFmpegLibraries {
    /// FFmpeg's libraries in the sets that are loaded separately, so an export loads only
    /// what its format calls (`OutputFormat.libraries`); every set brings libavutil with it.
    public struct Libraries: OptionSet, Sendable, Hashable {
        /// The sets as bits.
        public let rawValue: UInt32
        /// Sets from their bits.
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// libavutil: frames, buffers, FFmpeg's log (~2 ms to load).
        public static let util = Libraries(rawValue: UInt32(REEL_FFMPEG_UTIL))
        /// libswscale: pixel formats and color matrices.
        public static let scale = Libraries(rawValue: UInt32(REEL_FFMPEG_SCALE))
        /// libavcodec and libavformat: encoders and muxers (~45 ms: they pull in ~150 libraries).
        public static let codec = Libraries(rawValue: UInt32(REEL_FFMPEG_CODEC))
        /// libavfilter: filter graphs (~50 ms more).
        public static let filter = Libraries(rawValue: UInt32(REEL_FFMPEG_FILTER))
        /// libwebp and libwebpmux: the WebP animation encoder.
        public static let webp = Libraries(rawValue: UInt32(REEL_FFMPEG_WEBP))
        /// Every set.
        public static let all = Libraries(rawValue: UInt32(REEL_FFMPEG_ALL))
    }

    /// Loads the libraries of `libraries` not loaded yet and resolves every function of
    /// theirs that ReelEncode calls, or fails with one line saying which library could not be
    /// opened or which function is missing. Once libavutil is loaded, FFmpeg's log lines are
    /// kept in memory and never printed.
    public static func load(_ libraries: Libraries = .all) throws(EncodeError) {
        var buffer = [CChar](repeating: 0, count: 512)
        guard reel_ffmpeg_load_sets(libraries.rawValue, &buffer, buffer.count) != 0 else { return }
        throw EncodeError(decodedCString(buffer))
    }

    /// Whether every set is loaded, every function resolved (package-wide: a test seam).
    package static var isLoaded: Bool { reel_ffmpeg_is_loaded() != 0 }

    /// The sets loaded so far.
    public static var loaded: Libraries { Libraries(rawValue: reel_ffmpeg_loaded_sets()) }

    /// Starts loading `libraries` on a background thread (signals blocked there), so the
    /// time it takes (~45 ms for the codecs, ~50 ms more for libavfilter) overlaps the work
    /// an export does before it encodes (parsing, evaluating the clip, fitting the canvas).
    /// The first call decides what is preloaded; later calls, or `load` meanwhile, load each
    /// library once. While that load is in flight, `exit()` waits for it: a refused command
    /// exits within milliseconds, and tearing the process down while the other thread runs
    /// the constructors of GLib and the ~150 libraries FFmpeg pulls in is what made GLib abort.
    public static func preload(_ libraries: Libraries = .all) {
        reel_ffmpeg_preload_sets(libraries.rawValue)
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
