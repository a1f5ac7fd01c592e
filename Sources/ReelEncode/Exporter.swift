import CFFmpeg

/// Writes frames to a file in the format its path names, never leaving a partial file.
public enum Exporter {
    public static func export(_ source: some FrameSource, to path: String, format: OutputFormat,
                              settings: EncodeSettings) throws {
        if format != .raw {
            try FFmpegLibraries.load()
            try format.checkAvailable()
        }
        av_log_set_level(AV_LOG_ERROR)
        switch format {
        case .pngSequence:
            let folder = path.hasSuffix("/") ? String(path.dropLast()) : path
            try AtomicOutput.checkWritable(path.hasSuffix("/") ? folder : path)
            try PNGSequenceWriter(settings: settings).encode(source, to: path)
        case .raw:
            try RawWriter(settings: settings).encode(source)
        case .gif:
            try AtomicOutput.write(to: path) { try GIFEncoder(settings: settings).encode(source, to: $0) }
        default:
            try AtomicOutput.write(to: path) { try VideoEncoder(format: format, settings: settings).encode(source, to: $0) }
        }
    }
}
