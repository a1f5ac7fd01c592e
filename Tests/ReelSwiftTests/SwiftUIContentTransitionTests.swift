import Testing
import ReelSwiftUI
import ReelTimeline
@testable import ReelSwift

/// `contentTransition(_:)` in a SwiftUI file, and a badge's count changing under
/// `withAnimation` (ReelSwiftUI's `ContentTransition`; `ContentTransitionTests` checks the
/// layout's frames by hand): the modifier is an environment value reaching the texts inside,
/// a change the model does not draw (`.numericText()`) is refused at the change, by name.
@Suite struct SwiftUIContentTransitionTests {
    /// A red badge, `Text("\(n)").padding(4).background(Color.red)`, inside a `ZStack` that
    /// carries `modifier` (the environment reaches the text through the stack and the padding).
    static func badge(_ modifier: String) -> String {
        """
        import SwiftUI
        struct Badge: View {
            @State var n = 9
            var body: some View {
                ZStack {
                    Text("\\(n)").padding(4).background(Color.red)
                }
                \(modifier)
            }
            func bump() {
                withAnimation(.linear(duration: 1)) {
                    n = 10
                }
            }
        }
        """
    }

    static let run = "var v = Badge(); v.bump()"

    static func texts(_ frame: ClipLayout.Frame) -> [(text: String, item: PlacedItem)] {
        frame.items.compactMap { item in
            if case let .text(s, _) = item.content { return (s, item) }
            return nil
        }
    }

    /// Text 10 points a character, 20 high (the helpers' measure), content centred: "9" is
    /// drawn 10 × 20 and "10" 20 × 20, both centred at (0, 0) — the badge grows about its
    /// centre — "9" at opacity 1 − f under "10" at f, f the linear progress.
    static func expectCrossFade(_ modifier: String) throws {
        var fading = 0
        for s in try SwiftUIForEachIdentityTests.frames(badge(modifier), run: run) where s.e >= 0 {
            let f = min(1, s.e)
            let texts = Self.texts(s.frame)
            let expected = f < 1 - 1e-9 ? ["9", "10"] : ["10"]
            try #require(texts.map(\.text) == expected, "at \(s.e) s: \(texts.map(\.text)), expected \(expected)")
            for (text, item) in texts {
                let opacity = text == "10" ? f : 1 - f
                let width = text == "10" ? 20.0 : 10
                let c = SwiftUIForEachIdentityTests.centre(item)
                #expect(abs(item.opacity - opacity) <= 1e-5, "\(text) at \(s.e) s: opacity \(item.opacity), expected \(opacity)")
                #expect(item.frame.size == Size(width: width, height: 20), "\(text) at \(s.e) s: \(item.frame.size)")
                #expect(abs(c.x) <= 1e-9 && abs(c.y) <= 1e-9, "\(text) at \(s.e) s: centred at \(c)")
            }
            if texts.count == 2 { fading += 1 }
        }
        #expect(fading >= 40, "\(fading) frames cross-fading")
    }

    @Test func aBadgeCountCrossFadesByDefault() throws { try Self.expectCrossFade("") }
    @Test func contentTransitionOpacityReachesTheTextsInside() throws { try Self.expectCrossFade(".contentTransition(.opacity)") }
    @Test func contentTransitionInterpolateFallsBackToOpacity() throws { try Self.expectCrossFade(".contentTransition(.interpolate)") }

    /// `.identity` outside, `.opacity` nearer the text: the nearer one wins (an environment value).
    @Test func theNearestContentTransitionWins() throws {
        let source = Self.badge(".contentTransition(.identity)").replacingOccurrences(of: ".background(Color.red)", with: ".background(Color.red).contentTransition(.opacity)")
        var fading = 0
        for s in try SwiftUIForEachIdentityTests.frames(source, run: Self.run) where s.e > 0 && s.e < 0.9 {
            if Self.texts(s.frame).count == 2 { fading += 1 }
        }
        #expect(fading > 40, "\(fading) frames cross-fading")
    }

    /// `.identity`: "10" alone, opaque, from the change on.
    @Test func contentTransitionIdentitySwaps() throws {
        for s in try SwiftUIForEachIdentityTests.frames(Self.badge(".contentTransition(.identity)"), run: Self.run) where s.e >= 0 {
            let texts = Self.texts(s.frame)
            #expect(texts.map(\.text) == ["10"] && texts.allSatisfy { $0.item.opacity == 1 }, "at \(s.e) s: \(texts.map { "\($0.text)@\($0.item.opacity)" })")
        }
    }

    /// `.numericText()` and `.numericText(value:)`: the per-digit roll is published nowhere, so a
    /// count changing under an animation is refused where the change is made, naming it.
    @Test func numericTextIsRefusedAtTheChange() throws {
        for (spelled, named) in [(".numericText()", "numericText(countsDown: false)"), (".numericText(countsDown: true)", "numericText(countsDown: true)"),
                                 (".numericText(value: Double(n))", "numericText(value: 10.0)")] {
            do {
                _ = try SwiftUISceneTests.clip(source: Self.badge(".contentTransition(\(spelled))"), run: Self.run)
                Issue.record("\(spelled) was drawn")
            } catch let refusal as SwiftRefusal {
                #expect(refusal.message.contains("contentTransition(.\(named))"), "\(refusal)")
                #expect(refusal.message.contains("the Text at "), "\(refusal)")
                #expect(refusal.kind == .notEvaluated(supported: [".identity", ".opacity", ".interpolate"]), "\(refusal)")
                #expect(refusal.fileName == "V.swift" && refusal.line == 12 && refusal.column == 13, "\(refusal)")
            }
        }
    }

    /// Without an animation a numeric text swaps at once, as every content transition does
    /// ("Content transitions only take effect within the context of an Animation block"):
    /// nothing is refused, and "10" is drawn alone from the change.
    @Test func numericTextWithoutAnAnimationSwaps() throws {
        let samples = try SwiftUIForEachIdentityTests.frames(Self.badge(".contentTransition(.numericText())"), run: "var v = Badge(); v.n = 10")
        #expect(samples.contains { Self.texts($0.frame).map(\.text) == ["10"] })
        #expect(samples.allSatisfy { Self.texts($0.frame).count == 1 })
    }
}
