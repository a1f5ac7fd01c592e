import Foundation

/// ReelEncode's front: encodes frames to a file in the format its path names, never leaving a
/// partial file. (ReelExport's `ReelExporter` is the layer above: a reel → frames → this.)
public enum FileEncoder {
    /// Checks the format's limits and the path, loads the FFmpeg libraries the format needs
    /// (`OutputFormat.libraries`), encodes, and reports what the
    /// file holds. Throws `FormatLimitError` for a rate or canvas the format cannot keep,
    /// `EncodeError` for a bad path or a failure to encode or write, or the source's error.
    @discardableResult
    public static func encode(_ source: some FrameSource, to path: String, format: OutputFormat,
                              settings: EncodeSettings) throws -> EncodedFile {
        try format.check(fps: settings.fps, width: source.width, height: source.height)
        try settings.check()
        let pattern = format == .pngSequence ? try FramePattern(path) : nil
        try FFmpegLibraries.load(format.libraries)
        if format.libraries.contains(.codec) { try format.checkAvailable() }
        FFmpegLibraries.clearLog()
        let width = format.padsToEven ? (source.width + 1) & ~1 : source.width
        let height = format.padsToEven ? (source.height + 1) & ~1 : source.height
        var result = EncodedFile(format: format, width: width, height: height, sourceFrameCount: source.frameCount,
                                  frameCount: source.frameCount, bytes: 0)
        switch format {
        case .pngSequence:
            guard let pattern else { preconditionFailure("a PNG sequence always has a pattern") }
            result.bytes = try PNGSequenceWriter(settings: settings).encode(source, to: pattern)
        case .raw:
            result.bytes = try RawWriter(settings: settings).encode(source)
        case .gif:
            var stored = source.frameCount
            try AtomicOutput.write(to: path) { stored = try GIFEncoder(settings: settings).encode(source, to: $0) }
            result.bytes = fileSize(path)
            result.frameCount = stored
        case .webp:
            try AtomicOutput.write(to: path) { try WebPEncoder(settings: settings).encode(source, to: $0) }
            result.bytes = fileSize(path)
            if let count = StoredFrames.count(in: path, format: format) { result.frameCount = count }
        default:
            try AtomicOutput.write(to: path) { try VideoEncoder(format: format, settings: settings).encode(source, to: $0) }
            result.bytes = fileSize(path)
            if let count = StoredFrames.count(in: path, format: format) { result.frameCount = count }
        }
        return result
    }

    /// Checks, before anything is drawn, that `path` can be written in `format`: a frame
    /// pattern's form and its folder, or `OutputPolicy` for a file.
    public static func checkDestination(_ path: String, format: OutputFormat) throws(EncodeError) {
        switch format {
        case .raw: return
        case .pngSequence: try PNGSequenceWriter.checkDestination(try FramePattern(path))
        default: try AtomicOutput.checkWritable(path)
        }
    }

    /// The size of the file at `path` in bytes (0 if it cannot be read).
    static func fileSize(_ path: String) -> Int64 {
        var info = stat()
        return stat(path, &info) == 0 ? Int64(info.st_size) : 0
    }
}
