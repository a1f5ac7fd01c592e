import Foundation
import ReelModels
import ReelSwiftUI
import ReelTestSupport
import Testing
@testable import BadgeReelCLI
@testable import ReelSwift

/// Round 17's hostile inputs to the Swift-file input: refusals placed where the user did not
/// write the value, naming what the user never wrote; work done in full before a refusal its
/// first part already proved.
@Suite struct HostileRound17Tests {
    /// What making the scene of `run` says, nil when it is made.
    func refusal(_ run: String, views: [String: ViewPart] = [:]) -> String? {
        do {
            _ = try SwiftScene.make(UnboundViewLayerTests.request(run, views: views))
            return nil
        } catch {
            return "\(error)"
        }
    }

    /// A value out of range given to a view or layer is found only when the changes are
    /// recorded: at the next animation, layer animation or the turn's end. It was refused there
    /// (`run:9:1: … the layer layer1's fontSize 1e+308 …`, the line of `b.layer.add`), naming
    /// the scene's `layer1`, which the user never wrote. It is refused at the assignment (or
    /// the initializer) that gave it, naming it as written; on a bound part, a layer the code
    /// made, a view drawn as a layer, through a member of a member and an initializer alike.
    @Test func aValueRecordedLaterIsRefusedWhereItWasSet() {
        let cases: [(set: String, line: Int, said: String)] = [
            ("lab.font = .systemFont(ofSize: 1e308)", 5, "lab.font: the layer layer1's fontSize 1e+308 is not drawn"),
            ("ring.lineWidth = 5000", 5, "ring.lineWidth: the layer layer2's lineWidth 5000 is not drawn"),
            ("lab.layer.borderWidth = -2", 5, "lab.layer.borderWidth: the layer layer1's borderWidth -2 is not drawn"),
            ("labels[0].center.x = 2e9", 5, "labels[0].center.x: the layer layer1's positionX 2000000000 is not drawn"),
            ("b.layer.cornerRadius = -1", 5, "b.layer.cornerRadius: the badge's cornerRadius -1 is not drawn"),
            ("b.layer.cornerCurve = .continuous", 5, "b.layer.cornerCurve: the badge's layer.cornerCurve .continuous is not drawn on a view drawn as a part (it is on a layer the code adds): add a layer with it"),
            ("let other = UILabel(frame: CGRect(x: 1e9, y: 0, width: 4, height: 4)); b.addSubview(other)", 5,
             "UILabel(frame: CGRect(x: 1e9, y: 0, width: 4, height: 4)): the layer layer3's positionX 1000000002 is not drawn"),
        ]
        for c in cases {
            let said = refusal("""
                let b = UIView()
                b.frame = CGRect(x: 60, y: 0, width: 20, height: 20)
                host.addSubview(b)
                let lab = UILabel(); lab.text = "a"; b.addSubview(lab); let labels = [lab]; let ring = CAShapeLayer(); b.layer.addSublayer(ring)
                \(c.set)
                let pulse = CABasicAnimation(keyPath: "opacity")
                pulse.fromValue = 1
                pulse.toValue = 0.5
                b.layer.add(pulse, forKey: "pulse")
                """, views: ["b": .badge])
            #expect(said?.hasPrefix("run:\(c.line):") == true, "\(c.set): \(said ?? "made")")
            #expect(said?.contains(": \(c.said)") == true, "\(c.set): \(said ?? "made")")
        }
        // Set later in a timed call, it is placed there too.
        let later = refusal("""
            let b = UIView()
            b.frame = CGRect(x: 60, y: 0, width: 20, height: 20)
            host.addSubview(b)
            let lab = UILabel(); lab.text = "a"; b.addSubview(lab)
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) {
                lab.font = .systemFont(ofSize: -3)
                b.alpha = 0.5
            }
            """, views: ["b": .badge])
        #expect(later?.hasPrefix("run:6:") == true, "\(later ?? "made")")
        #expect(later?.contains("lab.font: the layer layer1's fontSize -3 is not drawn") == true, "\(later ?? "made")")
    }

    /// A SwiftUI view of `count` texts, each moved, turned, faded and recoloured when `on`
    /// turns (round 16's `ManyViews`).
    static func texts(_ count: Int) -> String {
        """
        import SwiftUI

        struct Many: View {
            @State var on = false
            var body: some View {
                ZStack {
                    ForEach(0..<\(count)) { i in
                        Text("\\(i)")
                            .font(.system(size: 8))
                            .foregroundColor(.blue)
                            .background(on ? Color.green : Color.yellow)
                            .clipShape(RoundedRectangle(cornerRadius: 3))
                            .offset(x: on ? Double(i % 12) * 8 : 0, y: on ? Double(i / 12) * 8 : 0)
                            .rotationEffect(.degrees(on ? Double(i) * 7 : 0))
                            .opacity(on ? 0.3 : 1)
                    }
                }
            }
        }

        """
    }

    /// `render Many.swift … -o x.swift --swift-api uikit` of 40 texts over 115 s evaluated every
    /// frame of the clip and wrote it whole (142 s, 1.5 GB) before refusing the text past the
    /// Swift size limit (over 30 s: 10.8 s, 445 MB, 26 MB of text). That form grows with the
    /// clip, so the clip is bounded as it is made: at 64, 256, 1,024 and 4,096 frames the clip
    /// so far is written, and one already a quarter past the limit stops there and is refused,
    /// naming --output and how far it got (0.8 s, 80 MB); nothing is written.
    @Test func theUIKitFormOfAClipIsBoundedAsTheClipIsMade() throws {
        let dir = TestScratch.url("hostile17-uikit-bound")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let file = dir.appendingPathComponent("Many.swift")
        try Data(Self.texts(40).utf8).write(to: file)
        let out = dir.appendingPathComponent("many.swift").path
        let refused = runInProcess(["render", file.path, "--run", "var v = Many(); withAnimation(.linear(duration: 30)) { v.on = true }",
                                    "-o", out, "--swift-api", "uikit"])
        #expect(refused?.code == 64)
        #expect(refused?.message.hasPrefix("--output \(out): expected Swift that BadgeReel reads back, at most 262144 bytes; the uikit form of this clip's first 64 frames is already ") == true,
                "\(refused?.message ?? "written")")
        #expect(refused?.message.hasSuffix(" bytes, so it was evaluated no further: a shorter clip, or fewer views that move") == true)
        #expect(!FileManager.default.fileExists(atPath: out))
    }

    /// The clip stops at the first check its bound says is past, and only there: the frames
    /// made are the checks' count, not the clip's (1,500 here); a bound never past makes the
    /// whole clip, as before.
    @Test func aClipsBoundStopsItAtACheck() throws {
        func clip(_ past: @escaping @Sendable (ViewClip) -> Bool) throws -> ViewClip? {
            var request = UnboundViewLayerTests.request("var v = Many(); withAnimation(.linear(duration: 30)) { v.on = true }")
            request.program = SwiftProgram(fileName: "Many.swift", text: Self.texts(2), run: "var v = Many(); withAnimation(.linear(duration: 30)) { v.on = true }")
            request.clipBound = ViewClipBound(isPast: past)
            return try SwiftScene.make(request).swiftUI
        }
        let stopped = try clip { $0.frames.count >= 256 }
        #expect(stopped?.frames.count == 256)
        #expect(stopped?.stoppedEarly == true)
        let whole = try clip { _ in false }
        #expect(whole?.frames.count ?? 0 >= 1_500)
        #expect(whole?.stoppedEarly == false)
    }
}
