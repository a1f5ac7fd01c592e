import Foundation
import CFFmpeg

/// A failure to write a file, with the message the user reads (one line).
public struct EncodeError: Error, CustomStringConvertible, Sendable {
    /// Whose fault a failure is, which decides the exit status a front end gives it.
    public enum Kind: Sendable, Equatable {
        /// The encoder or FFmpeg failed.
        case encoder
        /// The destination cannot be written as asked (a device, a read-only file, a missing
        /// folder, a full disk): sysexits' EX_IOERR.
        case output
        /// The output path itself is malformed (a bad frame pattern): a usage error. The
        /// description then says what is wrong and what is accepted, without the path.
        case usage
    }

    /// The message, in one line.
    public var description: String
    /// Whose fault it is.
    public var kind: Kind
    /// A failure with `description`, the encoder's fault unless `kind` says otherwise.
    public init(_ description: String, kind: Kind = .encoder) {
        self.description = description
        self.kind = kind
    }
}

/// FFmpeg's text for an error code.
func avErrorText(_ code: Int32) -> String {
    withUnsafeTemporaryAllocation(of: CChar.self, capacity: 256) { buffer in
        guard let text = buffer.baseAddress else { return "error \(code)" }
        reel_av_strerror(code, text, buffer.count)
        return String(cString: text)
    }
}

extension EncodeError.Kind {
    /// The errno values that say the destination cannot take the bytes (a full disk, a quota,
    /// a file past the size limit, a read-only or failing device, a closed pipe): the
    /// output's fault, exit 74, whichever writer met them.
    static let outputErrnos: Set<Int32> = [ENOSPC, EDQUOT, EFBIG, EIO, EROFS, EPIPE]

    /// `.output` for those errno values, else `.encoder`.
    static func ofErrno(_ code: Int32) -> Self { outputErrnos.contains(code) ? .output : .encoder }
}

/// Throws when an FFmpeg call failed, naming what was being done, with FFmpeg's own last
/// error line when it logged one (its log is kept, never printed: see FFmpegLoader). An I/O
/// error of the destination (AVERROR(ENOSPC) is -ENOSPC) is the output's.
@discardableResult
func check(_ code: Int32, _ doing: @autoclosure () -> String) throws(EncodeError) -> Int32 {
    if code < 0 {
        let logged = FFmpegLibraries.lastLogLine().map { " (\($0.count > 200 ? String($0.prefix(200)) + "…" : $0))" } ?? ""
        throw EncodeError("\(doing()): \(avErrorText(code))\(logged)", kind: .ofErrno(-code))
    }
    return code
}
