import CFFmpeg

/// A failure to write a file, with the message the user reads (one line).
public struct EncodeError: Error, CustomStringConvertible, Sendable {
    public var description: String
    public init(_ description: String) { self.description = description }
}

/// FFmpeg's text for an error code.
func avErrorText(_ code: Int32) -> String {
    withUnsafeTemporaryAllocation(of: CChar.self, capacity: 256) { buffer in
        reel_av_strerror(code, buffer.baseAddress, buffer.count)
        return String(cString: buffer.baseAddress!)
    }
}

/// Throws when an FFmpeg call failed, naming what was being done, with FFmpeg's own last
/// error line when it logged one (its log is kept, never printed: see FFmpegLoader).
@discardableResult
func check(_ code: Int32, _ doing: @autoclosure () -> String) throws(EncodeError) -> Int32 {
    if code < 0 {
        let logged = FFmpegLibraries.lastLogLine().map { " (\($0.count > 200 ? String($0.prefix(200)) + "…" : $0))" } ?? ""
        throw EncodeError("\(doing()): \(avErrorText(code))\(logged)")
    }
    return code
}
