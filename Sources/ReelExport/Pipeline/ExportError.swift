import Foundation
import ReelModels
import ReelEncode

/// Why an export failed, in the caller's words: a value refused at its neutral path (the
/// command line shows the flag, a scene file its line), an input that could not be read, an
/// output that could not be written, or the encoder's own failure.
public enum ExportError: Error, Sendable, CustomStringConvertible {
    /// A value out of range or a combination refused: a usage error.
    case invalid(ParameterError)
    /// A value well formed that this clip cannot meet (a size budget smaller than the smallest
    /// file it makes): a data error, worded as a refused value.
    case unreachable(ParameterError)
    /// A scene file refused, with its place.
    case scene(SceneError)
    /// An input file (scene, icon) that cannot be used: path and reason.
    case input(path: String, reason: String)
    /// An input file named by a parameter (`host.icon`) that cannot be used: the key, the
    /// path as given (cut short) and the reason. Each front end names the key its own way.
    case inputFile(key: String, path: String, reason: String)
    /// An output that cannot be written (missing folder, full disk): path and reason.
    case output(path: String, reason: String)
    /// The encoder failed (a broken FFmpeg install, a codec error): the reason.
    case encoder(String)

    /// The refusal in one line, in neutral words (a value at its path); a front end words a
    /// refused value or an input file its own way (the command line with the flag,
    /// BadgeReelCLI's `Flags.message(for:)`).
    public var description: String {
        switch self {
        case .invalid(let e), .unreachable(let e): e.description
        case .scene(let e): e.description
        case .input(let path, let reason): "\(path): \(reason)"
        case .inputFile(let key, let path, let reason): "\(key) \(path): \(reason)"
        case .output(let path, let reason): "\(path): \(reason)"
        case .encoder(let reason): reason
        }
    }
}

extension ExportError {
    /// The exit status the command line ends with (sysexits): a value refused is a usage
    /// error (64), a scene file's bad content a data error (65), an input that cannot be read
    /// 66, an output that cannot be written an I/O error (74), the encoder's own failure 1.
    public var exitStatus: Int32 {
        switch self {
        case .invalid: 64
        case .scene, .unreachable: 65
        case .input, .inputFile: 66
        case .output: 74
        case .encoder: 1
        }
    }
}

extension ExportError {
    /// An encoder-side failure for `output` in the caller's words: a malformed output path is
    /// a usage error naming the flag, a destination the write policy refuses an output error
    /// (exit 74), anything else the encoder's.
    static func writing(_ error: EncodeError, to output: String) -> ExportError {
        switch error.kind {
        case .usage: .invalid(ParameterError("output", value: ParameterText.quoted(output), accepted: error.description))
        case .output: .output(path: OutputPolicy.quoted(output), reason: error.description)
        case .encoder: .encoder(error.description)
        }
    }

    /// Any error thrown while writing `output`, as `writing(_:to:)` words it.
    static func writing(any error: any Error, to output: String) -> ExportError {
        if let error = error as? ExportError { return error }
        if let error = error as? EncodeError { return writing(error, to: output) }
        return .output(path: OutputPolicy.quoted(output), reason: systemReason(error))
    }

    /// A Foundation error of a write in the system's own words ("No space left on device"):
    /// its POSIX error, or the one under it. Printed as it was, a full disk read
    /// `Error Domain=NSCocoaErrorDomain Code=640 "(null)" UserInfo={…}`.
    static func systemReason(_ error: any Error) -> String {
        let ns = error as NSError
        if ns.domain == NSPOSIXErrorDomain { return String(cString: strerror(Int32(ns.code))) }
        if let under = ns.userInfo[NSUnderlyingErrorKey] as? NSError, under.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(under.code)))
        }
        if let cocoa = error as? CocoaError {
            switch cocoa.code {
            case .fileWriteOutOfSpace: return String(cString: strerror(ENOSPC))
            case .fileWriteNoPermission: return String(cString: strerror(EACCES))
            case .fileWriteVolumeReadOnly: return String(cString: strerror(EROFS))
            case .fileNoSuchFile, .fileWriteInvalidFileName: return String(cString: strerror(ENOENT))
            default: break
            }
        }
        return "\(error)"
    }
}
