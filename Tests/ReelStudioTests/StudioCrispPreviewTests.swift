import Foundation
import Hummingbird
import NIOCore
import Testing
@testable import BadgeReelCLI
@testable import ReelStudio

/// Issue 31: the preview is drawn for the box the page shows it in (box × devicePixelRatio),
/// not the export's pixels blown up by the browser; the export keeps its own size, and a
/// page cannot ask for frames of any size it likes.
@Suite struct StudioCrispPreviewTests {
    static func body(_ args: [[String]], box: Any?) -> ByteBuffer {
        var object: [String: Any] = ["animation": "shake", "args": args]
        if let box { object["box"] = box }
        return ByteBuffer(bytes: (try? JSONSerialization.data(withJSONObject: object)) ?? Data())
    }

    /// The bell at 24 pt is a small export; in a 684 × 684 device-pixel box (342 CSS px on a
    /// 2× screen) its frames are drawn at that size, of the export's proportions, the same
    /// clip and timing; the export's own size is in the header and unchanged.
    @Test func framesAreDrawnForTheBox() async throws {
        let args = [["icon", "bell"], ["size", "24x24"]]
        try await StudioServerTests.app().test { client in
            let plain = try await client.execute(uri: "/api/preview", method: .post, headers: StudioServerTests.json, body: Self.body(args, box: nil)) { r in
                try StudioServerTests.Stream(r.body)
            }
            let crisp = try await client.execute(uri: "/api/preview", method: .post, headers: StudioServerTests.json, body: Self.body(args, box: [684, 684])) { r in
                #expect(r.status == .ok)
                return try StudioServerTests.Stream(r.body)
            }
            let w = try #require(plain.header["width"] as? Int), h = try #require(plain.header["height"] as? Int)
            #expect(plain.header["exportWidth"] as? Int == w && plain.header["exportHeight"] as? Int == h)
            #expect(crisp.header["exportWidth"] as? Int == w && crisp.header["exportHeight"] as? Int == h)
            let cw = try #require(crisp.header["width"] as? Int), ch = try #require(crisp.header["height"] as? Int)
            #expect(max(cw, ch) >= 680 && cw <= 684 && ch <= 684, "\(cw)x\(ch) for a \(w)x\(h) export")
            #expect(abs(Double(cw) / Double(ch) - Double(w) / Double(h)) < 0.02)
            for key in ["frames", "fps", "duration", "sources", "command"] {
                #expect("\(crisp.header[key] ?? "")" == "\(plain.header[key] ?? "")", "\(key)")
            }
            #expect(crisp.frames.allSatisfy { $0.bytes == cw * ch * 4 })
        }
    }

    /// However large the box, frames stay within the preview's 1,024 px a side (the canvas
    /// fitted again at its scale may come a few pixels under); a box that is
    /// not two whole numbers from 1 to 8,192 is refused at its field.
    @Test func theBoxIsBounded() async throws {
        try await StudioServerTests.app().test { client in
            try await client.execute(uri: "/api/preview", method: .post, headers: StudioServerTests.json, body: Self.body([], box: [8192, 8192])) { r in
                let stream = try StudioServerTests.Stream(r.body)
                let side = max(stream.header["width"] as? Int ?? .max, stream.header["height"] as? Int ?? .max)
                #expect(side <= StudioPreview.maxSide && side > StudioPreview.maxSide * 9 / 10, "\(side)")
            }
            for box in [[0, 10], [10, 8193], [10], [10, 10, 10], [-1, 5]] as [Any] {
                try await client.execute(uri: "/api/preview", method: .post, headers: StudioServerTests.json, body: Self.body([], box: box)) { r in
                    #expect(r.status == .badRequest, "\(box)")
                    #expect(StudioServerTests.refusal(r)?["field"] == "box", "\(box)")
                    #expect(StudioServerTests.refusal(r)?["accepted"] == "[width, height] in device pixels, each from 1 to 8192")
                }
            }
        }
    }

    /// Issue 41: the canvas fitted again at the preview's scale snaps its edges to the pixel
    /// grid, which could round a side up past the documented 1,024 (1,025 px measured). Across
    /// export sizes, a box of any size gets frames of at most 1,024 px a side.
    @Test func framesNeverPassTheLargestSide() throws {
        var largest = 0
        func check(_ args: [[String]], box: [Int]?) throws {
            let request = StudioRequest(animation: "shake", args: args, format: "gif", from: 0, sets: nil, box: box)
            let preview = try StudioPreview(plan: try request.plan(document: nil, words: StudioCommandLine()), from: 0, box: box)
            let side = max(preview.width, preview.height)
            largest = max(largest, side)
            #expect(side <= StudioPreview.maxSide, "\(args) in \(box.map { "\($0)" } ?? "no box"): \(side) px")
        }
        for width in stride(from: 20, through: 62, by: 3) {
            try check([["size", "\(width)x\(width + 7)"]], box: [8192, 8192])
        }
        // Exports just past the largest side, previewed at their own size (no box).
        for hundredths in stride(from: 300, through: 700, by: 7) {
            try check([["scale", "\(Double(hundredths) / 100)"]], box: nil)
        }
        #expect(largest > StudioPreview.maxSide * 9 / 10)
    }
}
