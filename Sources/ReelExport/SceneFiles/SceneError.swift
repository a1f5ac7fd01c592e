import ReelModels

/// A scene file the reader refuses: where (file, line, path such as `actions[2].durations`)
/// and why, in one line.
public struct SceneError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file's name as messages show it.
    public var file: String
    /// The line (from 1), when known.
    public var line: Int?
    /// Where in the scene, e.g. `actions[2].durations`; empty for the file as a whole.
    public var path: String
    /// Why, in words the user reads.
    public var message: String

    /// "file:line: path: message", leaving out what is not known; one line whatever a file
    /// name, key or parser message holds (issue 32: a key with a line break in it, or the
    /// parser's words, were echoed raw): control characters and line breaks are escaped.
    public var description: String {
        let place = line.map { "\(file):\($0)" } ?? file
        return ParameterText.oneLine(path.isEmpty ? "\(place): \(message)" : "\(place): \(path): \(message)")
    }
}
