import Foundation
import Testing
import ReelModels
import ReelTestSupport
import ReelTimeline
@testable import ReelSwiftOut

/// The tuned values reach the file as the same Doubles, under the seed's names, and the
/// SwiftUI form's tracks follow the timeline: exactly where they say they do.
@Suite struct SwiftOutValueTests {
    /// The seed's name for each parameter in the UIKit form (BadgeHub's Constants and pop's locals).
    static let seedNames: [String: String] = [
        "popStartTime": "timeStart", "popOutTime": "timeOut", "popInTime": "timeIn", "popEndTime": "timeEnd",
        "firstBumpTime": "bumpTimeSeconds", "secondBumpDistance": "secondBumpDist", "secondBumpTime": "bumpTimeSeconds2",
    ]

    static func source(_ scene: Scene, _ api: SwiftAPI, name: String = "motion.swift") throws -> String {
        try SwiftOut.source(.init(scene: scene, measure: FixedAdvanceMetrics(), fileName: name,
                                  commandLine: "badgereel test -o \(name)", options: Self.options, api: api))
    }

    /// The replay line's options as the command line spells them (BadgeReelCLI's `Flags`; its
    /// own tests check the line it writes): the writer spells none itself.
    static let options = ["run": "--run", "layout": "--layout", "leadIn": "--lead-in", "hold": "--hold"]

    /// The number given to `NAME` in the file: `let NAME: TYPE = VALUE` or a parameter's
    /// default `NAME: TYPE = VALUE`.
    static func constant(_ name: String, in text: String) -> Double? {
        for marker in ["let \(name): ", "(\(name): ", ", \(name): "] {
            guard let start = text.range(of: marker) else { continue }
            let rest = text[start.upperBound...]
            guard let equals = rest.range(of: " = ") else { continue }
            let digits = rest[equals.upperBound...].prefix { $0.isNumber || $0 == "." || $0 == "-" || $0 == "e" || $0 == "+" }
            return Double(String(digits))
        }
        return nil
    }

    @Test func tunedValuesReadBackBitForBit() throws {
        var rng = SplitMix64(seed: 7)
        for _ in 0..<PropertyCases.count(standard: 40) {
            for name in AnimationName.allCases {
                let animation = try WriterCases.random(name, &rng)
                let text = try Self.source(WriterCases.seed(animation), .uikit)
                let numbers = Set(name.parameters.filter { if case .number = $0.kind { true } else { false } }.map(\.key))
                for (key, value) in animation.keyedTexts where numbers.contains(key) {
                    let expected = Double(value)
                    let seedName: String = Self.seedNames[key] ?? key
                    let found = Self.constant(seedName, in: text)
                    #expect(found == expected, "\(name.rawValue).\(key) = \(value): the file says \(String(describing: found)) as \(seedName)")
                }
            }
        }
    }

    @Test func theFirstLinesReplayAndRecordTheCommand() throws {
        let text = try Self.source(WriterCases.seed(try BadgeAnimation(.pop)), .uikit, name: "out/pop.swift")
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[0] == "// badgereel render pop.swift --run 'badge.badgePop()'")
        #expect(lines[1] == "// badgereel test -o out/pop.swift")
        let shake = try Self.source(WriterCases.seed(try BadgeAnimation(.shake), timing: try ClipTiming.from([(key: "hold", text: "0.5"), (key: "repeat", text: "2")])), .uikit)
        #expect(shake.hasPrefix("// badgereel render motion.swift --run 'host.shakeWith(); DispatchQueue.main.asyncAfter(deadline: .now() + 1.5) { host.shakeWith() }' --layout bell --hold 0.5\n"))
    }

    /// The seed animations' SwiftUI tracks are the timeline's motion: within 1e-9 for the
    /// UIView.animate chains (the same curve evaluated the same way), within 1e-5 of the swing
    /// for the bell's curve pieces: both sides solve a Bézier to 1e-7 in time (ReelTimeline's
    /// TimingFunction), and a piece spanning a tenth of the curve scales that error tenfold
    /// (measured up to 3.8e-6 rad over these cases).
    @Test func seedTracksAreExact() throws {
        var rng = SplitMix64(seed: 11)
        for k in 0..<PropertyCases.count(standard: 12) {
            for name in AnimationName.allCases {
                let animation = k == 0 ? try BadgeAnimation(name) : try WriterCases.random(name, &rng)
                let scene = WriterCases.seed(animation)
                let tracks = SwiftUITracks(.init(scene: scene, measure: FixedAdvanceMetrics(), fileName: "m.swift", api: .swiftui),
                                           shape: SceneShape(scene))
                let sampled = tracks.layers.flatMap(\.tracks).contains { $0.approximation != nil }
                if let shake = animation.parameters(as: ShakeParameters.self) {
                    let exactCase = [.linear, .discrete, .paced].contains(shake.calculationMode) && 2 * abs(shake.angle) <= .pi
                        && (0...1).contains(shake.curve.y1) && (0...1).contains(shake.curve.y2)
                    #expect(sampled == !exactCase, "\(animation.keyedTexts)")
                    if exactCase {
                        // Linear: curve pieces within the solver's tolerance; discrete: holds and
                        // jumps at the times the curve reaches each key time, exact between them.
                        let worst = tracks.deviations["host.rotation"]?.value ?? 0
                        let limit = shake.calculationMode == .discrete ? 1e-9 : 1e-5 * max(1, abs(shake.angle))
                        #expect(worst <= limit, "\(animation.keyedTexts): \(worst)")
                    }
                } else {
                    #expect(!sampled)
                    for (track, deviation) in tracks.deviations {
                        #expect(deviation.value <= 1e-9, "\(name.rawValue) \(track): \(deviation.value) at \(deviation.at) s; \(animation.keyedTexts)")
                    }
                }
            }
        }
    }

    /// A user's basic animation with whole repeats and autoreverse is exact; what SwiftUI
    /// cannot say is sampled and the file says by how much it differs.
    @Test func ownAnimationsAreExactOrSayTheirDeviation() throws {
        for (name, action) in try WriterCases.ownActions() {
            let scene = Scene(animation: action, setup: BadgeSetup(), timing: ClipTiming())
            let tracks = SwiftUITracks(.init(scene: scene, measure: FixedAdvanceMetrics(), fileName: "m.swift", api: .swiftui),
                                       shape: SceneShape(scene))
            let text = try Self.source(scene, .swiftui)
            for layer in tracks.layers {
                for track in layer.tracks {
                    let worst = tracks.deviations["\(layer.layer).\(track.name)"]?.value ?? 0
                    if track.approximation == nil {
                        #expect(worst <= 1e-6, "\(name) \(layer.layer).\(track.name): \(worst)")
                    } else {
                        #expect(text.contains("// Approximate: "), "\(name): the sampled track has no comment")
                    }
                }
            }
        }
    }

    /// Every example scene's SwiftUI tracks follow its timeline from start to end (waits,
    /// plain actions and animations in order): the exact ones within 1e-6, the sampled ones
    /// within 0.01 (straight keyframes every 1/240 s of a smooth motion). In a script of every
    /// user action and option, where animations are held and overlap, a track that is not
    /// within 1e-6 says so in its comment.
    @Test func scenesFollowTheTimelineOrSaySo() throws {
        let torture = try #require(try WriterCases.all(randomPerAnimation: 1).first { $0.name == "every-own-action" })
        let tracks = SwiftUITracks(.init(scene: torture.scene, measure: FixedAdvanceMetrics(), fileName: "m.swift", api: .swiftui),
                                   shape: SceneShape(torture.scene))
        for layer in tracks.layers {
            for track in layer.tracks where (tracks.deviations["\(layer.layer).\(track.name)"]?.value ?? 0) > 1e-5 * max(1, track.segments.map { abs($0.to) }.max() ?? 0) {
                #expect(track.approximation != nil, "\(layer.layer).\(track.name) misses by more than the solver's tolerance without saying so")
            }
        }
        for c in try WriterCases.exampleScenes() {
            let tracks = SwiftUITracks(.init(scene: c.scene, measure: FixedAdvanceMetrics(), fileName: "m.swift", api: .swiftui),
                                       shape: SceneShape(c.scene))
            for layer in tracks.layers {
                for track in layer.tracks {
                    let worst = tracks.deviations["\(layer.layer).\(track.name)"]?.value ?? 0
                    #expect(worst <= (track.approximation == nil ? 1e-6 : 0.01), "\(c.name) \(layer.layer).\(track.name): \(worst)")
                }
            }
        }
    }
}
