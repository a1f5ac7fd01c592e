import Foundation
import Testing
import ReelModels
import ReelTestSupport
import ReelTimeline
@testable import ReelSwiftOut

/// Swift out as a person would write it: only what moves, and numbers as typed (issue 40).
@Suite struct SwiftOutShapeTests {
    /// fade-and-rise moves two values of two views: its SwiftUI file holds those tracks, not
    /// one per value per view (29 KB before).
    @Test func fadeAndRiseWritesOnlyWhatMoves() throws {
        let scene = try #require(try WriterCases.exampleScenes().first { $0.name == "fade-and-rise" }).scene
        let text = try SwiftOutValueTests.source(scene, .swiftui, name: "far.swift")
        #expect(text.utf8.count <= 6 * 1024, "\(text.utf8.count) bytes")
        let tracks = text.components(separatedBy: "KeyframeTrack(\\.").dropFirst().map { $0.prefix { $0 != ")" } }
        #expect(tracks.sorted() == ["opacity", "opacity", "translationY", "translationY"], "\(tracks)")
    }

    /// Two blocks one timer starts on two views (a physical spring on the badge, a
    /// damping-ratio spring on the host, as a Swift file records them, placed at one time):
    /// each view's keyframes are its own block's spring, not samples of the other's overlap.
    /// UIKit's ratio spring is mass 1, ω = ln 1500 / (duration · ratio), damping 2ωζ
    /// (SpringParameters(dampingRatio:initialVelocity:duration:)'s documented correspondence).
    @Test func twoBlocksStartedTogetherOnTwoViewsStayExact() throws {
        let badgeSpring = SpringParameters(mass: 1.5, stiffness: 180, damping: 12)
        var scene = Scene()
        scene.actions = [
            .at(0.25, try SceneAction(named: "viewAnimate", [(key: "view", text: "badge"), (key: "alpha", text: "0.4"), (key: "springStiffness", text: "180"),
                                                             (key: "springMass", text: "1.5"), (key: "springDampingCoefficient", text: "12"),
                                                             (key: "duration", text: String(badgeSpring.settlingDuration)), (key: "delay", text: "0.3")])),
            .at(0.25, try SceneAction(named: "viewAnimate", [(key: "view", text: "host"), (key: "alpha", text: "0.5"), (key: "duration", text: "0.5"),
                                                             (key: "springDamping", text: "0.6")])),
            .at(2.5, .wait(0)),
        ]
        let text = try SwiftOutValueTests.source(scene, .swiftui)
        #expect(!text.contains("Approximate"), "\(text)")
        let omega = log(1500) / (0.5 * 0.6)
        #expect(text.contains("SpringKeyframe(0.5, duration: 0.5, spring: Spring(mass: 1.0, stiffness: \(omega * omega), damping: \(2 * omega * 0.6)))"), "\(text)")
        #expect(text.contains("SpringKeyframe(0.4, duration: \(SwiftLiteral.computed(badgeSpring.settlingDuration)), spring: Spring(mass: 1.5, stiffness: 180.0, damping: 12.0))"), "\(text)")
    }

    /// Whether `token` is float noise: 15 or more significant digits with a run of seven 0s or
    /// 9s (0.35000000000000003, 2.605999999999824), or a tiny exponent standing for zero
    /// (1.1102230246251565e-16).
    static func isNoise(_ token: Substring) -> Bool {
        let parts = token.split(separator: "e")
        if parts.count == 2, let exponent = Int(parts[1]), exponent <= -10 { return true }
        let digits = parts[0].filter(\.isNumber).drop { $0 == "0" }
        return digits.count >= 15 && (digits.contains("0000000") || digits.contains("9999999"))
    }

    /// No number of any file carries float noise; a value the user typed is written as typed.
    @Test func numbersAreWrittenAsTyped() throws {
        let number = try Regex(#"[0-9]+\.[0-9]+(e-?[0-9]+)?"#)
        for c in try WriterCases.all(randomPerAnimation: 2) where !c.name.hasSuffix("-random") {
            for api in SwiftAPI.allCases {
                let text = try SwiftOutValueTests.source(c.scene, api, name: "\(c.name).swift")
                // Comments measure deviations; the code's numbers are what a device runs.
                for line in text.split(separator: "\n") where !line.drop(while: { $0 == " " }).hasPrefix("//") {
                    let noisy = line.matches(of: number).map { line[$0.range] }.filter(Self.isNoise)
                    #expect(noisy.isEmpty, "\(c.name) (\(api)): \(noisy) in \(line)")
                }
            }
        }
        let scene = try #require(try WriterCases.exampleScenes().first { $0.name == "increment-and-pop" }).scene
        let text = try SwiftOutValueTests.source(scene, .swiftui, name: "iap.swift")
        #expect(text.contains("duration: 0.35,") || text.contains("duration: 0.35)") || !text.contains("0.35000000000000003"))
        #expect(!text.contains("0.7580000000000006") && !text.contains("2.605999999999824"))
    }

    @Test func computedNumbersAreShortestWithin1e13() {
        #expect(SwiftLiteral.computed(0.35000000000000003) == "0.35")
        #expect(SwiftLiteral.computed(0.7580000000000006) == "0.758")
        #expect(SwiftLiteral.computed(2.605999999999824) == "2.606")
        #expect(SwiftLiteral.computed(1.1102230246251565e-16) == "0.0")
        #expect(SwiftLiteral.computed(-0.09999999999999998) == "-0.1")
        #expect(SwiftLiteral.computed(0.39269908169872414) == "0.3926990816987")
        #expect(Self.isNoise("0.35000000000000003") && Self.isNoise("2.605999999999824") && Self.isNoise("1.1102230246251565e-16"))
        #expect(!Self.isNoise("130.5071656342394") && !Self.isNoise("12.000000174677") && !Self.isNoise("0.0041666666667"))
        #expect(SwiftLiteral.computed(96) == "96.0")
        #expect(SwiftLiteral.computed(1.5e-9) == "1.5e-09")
    }
}
