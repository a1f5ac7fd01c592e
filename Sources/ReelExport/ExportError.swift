import ReelModels

/// Why an export failed, in the caller's words: a value refused at its neutral path (the
/// command line shows the flag, a scene file its line), an input that could not be read, an
/// output that could not be written, or the encoder's own failure.
public enum ExportError: Error, Sendable, CustomStringConvertible {
    /// A value out of range or a combination refused: a usage error.
    case invalid(ParameterError)
    /// A scene file refused, with its place.
    case scene(SceneError)
    /// An input file (scene, icon) that cannot be used: path and reason.
    case input(path: String, reason: String)
    /// An output that cannot be written (missing folder, full disk): path and reason.
    case output(path: String, reason: String)
    /// The encoder failed (a broken FFmpeg install, a codec error): the reason.
    case encoder(String)

    public var description: String {
        switch self {
        case .invalid(let e): e.description
        case .scene(let e): e.description
        case .input(let path, let reason): "\(path): \(reason)"
        case .output(let path, let reason): "\(path): \(reason)"
        case .encoder(let reason): reason
        }
    }
}
