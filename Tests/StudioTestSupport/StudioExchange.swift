import Foundation
import Hummingbird
import NIOCore
import ReelStudio
import Testing

/// What the studio's route tests send and read back: shared by ReelStudioTests and the Swift
/// mode's suites, which live in ReelSwiftTests beside the evaluator they run (issue 37).
public enum StudioExchange {
    public static let json: HTTPFields = [.contentType: "application/json"]

    public static let token = StudioToken("0123456789abcdef0123456789abcdef")

    /// A refusal's fields, as the contract declares them: `{"error": {"message", "field",
    /// "value", "accepted"}}`, nothing else; nil when the body is not that shape.
    public static func refusal(_ response: RouterClient.Response) -> [String: String]? {
        guard let root = try? JSONSerialization.jsonObject(with: Data(response.body.readableBytesView)) as? [String: Any],
              root.count == 1, let error = root["error"] as? [String: String], error["message"] != nil,
              Set(error.keys).isSubset(of: ["message", "field", "value", "accepted"]) else { return nil }
        return error
    }

    /// A request's body with the page's `sets` of edits (and no arguments).
    public static func body(_ animation: String, sets: [[String]], format: String? = nil, base: String? = nil) -> ByteBuffer {
        var object: [String: Any] = ["animation": animation, "args": [[String]](), "sets": sets]
        if let format { object["format"] = format }
        if let base { object["base"] = base }
        return ByteBuffer(bytes: (try? JSONSerialization.data(withJSONObject: object)) ?? Data())
    }

    /// The preview stream's header and frames.
    public struct Stream {
        public var header: [String: Any]
        public var frames: [(index: Int, bytes: Int)]
        public init(_ buffer: ByteBuffer) throws {
            var b = buffer
            let length = b.readInteger(endianness: .little, as: UInt32.self)
            let data = try #require(length.flatMap { b.readData(length: Int($0)) })
            header = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
            let w = try #require(header["width"] as? Int), h = try #require(header["height"] as? Int)
            frames = []
            while b.readableBytes > 0 {
                let index = b.readInteger(endianness: .little, as: UInt32.self)
                let pixels = b.readSlice(length: w * h * 4)
                let frame = try #require(index.flatMap { i in pixels.map { (Int(i), $0.readableBytes) } })
                frames.append(frame)
            }
        }
    }
}
