/// A scene file the reader refuses: where (file, line, path such as `actions[2].durations`)
/// and why, in one line.
public struct SceneError: Error, Equatable, Sendable, CustomStringConvertible {
    public var file: String
    public var line: Int?
    public var path: String
    public var message: String

    public var description: String {
        let place = line.map { "\(file):\($0)" } ?? file
        return path.isEmpty ? "\(place): \(message)" : "\(place): \(path): \(message)"
    }
}
