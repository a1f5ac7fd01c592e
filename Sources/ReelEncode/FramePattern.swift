import Foundation

/// Where PNG frames go: a folder ("frames/", files frame-0001.png, …) or a pattern
/// ("out/f-%04d.png"), with the rules that keep a sequence bounded and honest: one number
/// field of width at most 9, the extension .png (the frames are PNG data), and no other %.
public struct FramePattern: Sendable, Equatable {
    /// The folder the frame files end up in.
    public let folder: String
    /// Whether the output names a folder of its own (replaced as a whole) rather than a
    /// pattern among other files.
    public let isFolder: Bool
    let prefix: String
    let suffix: String
    let width: Int
    let zeroPad: Bool

    /// What a PNG frame output may look like, for messages.
    public static let accepted = "a folder ending in / or a file name with one %d, %4d or %04d (width at most 9) ending in .png"

    /// Reads `path`, or fails with a usage error saying what is accepted and what is wrong.
    public init(_ path: String) throws(EncodeError) {
        if path.hasSuffix("/") {
            var folder = path
            while folder.count > 1 && folder.hasSuffix("/") { folder.removeLast() }
            guard !folder.contains("%") else { throw EncodeError("\(Self.accepted); a frame folder's name cannot hold %", kind: .usage) }
            self.folder = folder; isFolder = true
            prefix = "frame-"; suffix = ".png"; width = 4; zeroPad = true
            return
        }
        let name = PathName.name(of: path)
        let directory = path.contains("/") ? PathName.folder(of: path) : ""
        guard !directory.contains("%") else {
            throw EncodeError("\(Self.accepted); the number field must be in the file name", kind: .usage)
        }
        guard let range = name.range(of: #"%(0?)([1-9]?)d"#, options: .regularExpression) else {
            throw EncodeError(Self.accepted, kind: .usage)
        }
        let rest = name[..<range.lowerBound] + name[range.upperBound...]
        guard !rest.contains("%") else {
            throw EncodeError("\(Self.accepted); a frame pattern has one number field and no other % (%% included)", kind: .usage)
        }
        guard name[range.upperBound...].lowercased().hasSuffix(".png") else {
            throw EncodeError("\(Self.accepted); frames are PNG images, so the name must end in .png", kind: .usage)
        }
        let spec = name[range].dropFirst().dropLast()
        zeroPad = spec.hasPrefix("0")
        width = Int(spec.drop(while: { $0 == "0" })) ?? 0
        prefix = String(name[..<range.lowerBound]); suffix = String(name[range.upperBound...])
        folder = directory.isEmpty ? "." : directory
        isFolder = false
    }

    /// The file name of frame k (numbered from 1, as FFmpeg's image2 does).
    public func name(for k: Int) -> String {
        var number = String(k + 1)
        if number.count < width { number = String(repeating: zeroPad ? "0" : " ", count: width - number.count) + number }
        return prefix + number + suffix
    }

    /// The frame number (from 1) a file name stands for, or nil when it is not one of ours.
    func frameNumber(of name: String) -> Int? {
        guard name.hasPrefix(prefix), name.hasSuffix(suffix), name.count > prefix.count + suffix.count else { return nil }
        let middle = name.dropFirst(prefix.count).dropLast(suffix.count)
        let digits = middle.drop(while: { $0 == " " })
        guard !digits.isEmpty, digits.count <= 19, digits.allSatisfy({ $0.isASCII && $0.isNumber }), let n = Int(digits), n >= 1 else { return nil }
        return name == self.name(for: n - 1) ? n : nil
    }

    /// A path in messages, cut short when it is long.
    static func quoted(_ path: String) -> String {
        path.count <= 200 ? path : String(path.prefix(200)) + "…"
    }
}
