import Foundation
import Testing
import ReelModels
import ReelSwiftUI
@testable import ReelSwift

/// Issue 39: SwiftUI files evaluated into frames — views built by the declarations, state
/// changed by the run, each animatable number animated by ReelSwiftUI's model.
@Suite struct SwiftUISceneTests {
    static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("examples/swiftui")

    static func clip(_ file: String, run: String?, length: Double? = nil) throws -> ViewClip {
        let text = try String(contentsOf: examples.appendingPathComponent(file), encoding: .utf8)
        let request = SwiftSceneRequest(program: SwiftProgram(fileName: file, text: text, run: run), length: length, measure: FixedAdvanceMetrics())
        return try #require(try SwiftScene.make(request).swiftUI)
    }

    static func clip(source: String, run: String) throws -> ViewClip? {
        let request = SwiftSceneRequest(program: SwiftProgram(fileName: "V.swift", text: source, run: run), measure: FixedAdvanceMetrics())
        return try SwiftScene.make(request).swiftUI
    }

    /// Every modifier of a tree, outermost first.
    static func modifiers(_ node: ViewNode) -> [ReelSwiftUI.ViewModifier] {
        switch node {
        case let .modified(inner, modifier): return [modifier] + modifiers(inner)
        case let .zStack(_, children), let .hStack(_, _, children), let .vStack(_, _, children): return children.flatMap(modifiers)
        default: return []
        }
    }

    static func scale(_ node: ViewNode) -> Double? {
        for case let .scaleEffect(x, _, _) in modifiers(node) { return x }
        return nil
    }

    @Test func likeButtonSpringsAsReelSwiftUIsAnimatedValue() throws {
        let clip = try Self.clip("LikeButton.swift", run: "var v = LikeButton(); withAnimation(.spring(duration: 0.4, bounce: 0.3)) { v.isLiked = true }")
        // The change happens at the clip's lead-in (0.25 s), when the run's clock starts.
        var reference = AnimatedValue(AnimatableVector(1))
        var changed = false
        for (k, frame) in clip.frames.enumerated() {
            let t = Double(k) / clip.fps
            if !changed, t >= ClipTiming().leadIn {
                reference.set(AnimatableVector(1.25), animation: .spring(duration: 0.4, bounce: 0.3), at: ClipTiming().leadIn)
                changed = true
            }
            let expected = reference.value(at: t).scalar
            #expect(Self.scale(frame) == expected, "frame \(k) at \(t) s")
        }
        // The exact spring (its closed form) agrees within the integrator's 0.5 % of the change.
        let spring = Spring(duration: 0.4, bounce: 0.3)
        let k = 30 // 0.6 s: 0.35 s into the spring
        let t = Double(k) / clip.fps - ClipTiming().leadIn
        let exact = 1 + 0.25 * spring.value(target: 1, time: t)
        #expect(abs(try #require(Self.scale(clip.frames[k])) - exact) <= 0.005 * 0.25)
        // Overshoot, as a bounce of 0.3 gives, and the settled end value.
        #expect(clip.frames.compactMap(Self.scale).max()! > 1.25)
        #expect(Self.scale(clip.frames.last!) == 1.25)
        // The first frame is the unliked heart, the last the filled one.
        guard case .image(let before, _)? = Self.symbols(clip.frames.first!).first,
              case .image(let after, _)? = Self.symbols(clip.frames.last!).first else {
            Issue.record("no symbol drawn"); return
        }
        #expect(before == "heart" && after == "heart.fill")
    }

    static func symbols(_ node: ViewNode) -> [ViewNode] {
        switch node {
        case .image: return [node]
        case let .modified(inner, modifier):
            var found = symbols(inner)
            if case let .overlay(o, _) = modifier { found += symbols(o) }
            if case let .background(b, _) = modifier { found += symbols(b) }
            return found
        case let .zStack(_, c), let .hStack(_, _, c), let .vStack(_, _, c): return c.flatMap(symbols)
        default: return []
        }
    }
}
