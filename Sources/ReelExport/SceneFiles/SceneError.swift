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
        return Self.oneLine(path.isEmpty ? "\(place): \(message)" : "\(place): \(path): \(message)")
    }

    /// `text` with every control character and line break written as an escape.
    static func oneLine(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: needsEscape) else { return text }
        var out = ""
        for c in text.unicodeScalars {
            switch c {
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default: if needsEscape(c) { out += "\\u{\(String(c.value, radix: 16))}" } else { out.unicodeScalars.append(c) }
            }
        }
        return out
    }

    private static func needsEscape(_ c: Unicode.Scalar) -> Bool {
        c.value < 0x20 || (0x7F...0x9F).contains(c.value) || c.value == 0x2028 || c.value == 0x2029
    }
}
