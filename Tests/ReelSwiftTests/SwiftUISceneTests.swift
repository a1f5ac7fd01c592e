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

    static func offsetX(_ node: ViewNode) -> Double? {
        for case let .offset(x, _) in modifiers(node) { return x }
        return nil
    }

    static let mover = """
        struct Mover: View {
            @State var x = 0.0
            var body: some View {
                Circle().frame(width: 10, height: 10).offset(x: x)
            }
        }
        """

    /// A spring interrupting a spring takes over with its velocity (SwiftUI's merge): the
    /// frames are ReelSwiftUI's AnimatedValue given the same two changes at the same times.
    @Test func anInterruptedSpringMergesAsTheModelDoes() throws {
        let clip = try #require(try Self.clip(source: Self.mover, run: """
            var v = Mover()
            withAnimation(.spring(response: 0.5, dampingFraction: 0.825)) { v.x = 100 }
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.2) {
                withAnimation(.bouncy) { v.x = -40 }
            }
            """))
        let lead = ClipTiming().leadIn
        var reference = AnimatedValue(AnimatableVector(0))
        var step = 0
        for (k, frame) in clip.frames.enumerated() {
            let t = Double(k) / clip.fps
            if step == 0, t >= lead { reference.set(AnimatableVector(100), animation: .spring(response: 0.5, dampingFraction: 0.825), at: lead); step = 1 }
            if step == 1, t >= lead + 0.2 { reference.set(AnimatableVector(-40), animation: .bouncy, at: lead + 0.2); step = 2 }
            #expect(Self.offsetX(frame) == reference.value(at: t).scalar, "frame \(k)")
        }
        #expect(Self.offsetX(clip.frames.last!) == -40)
        // Merged, the second spring starts with the first one's velocity: the frame after the
        // interruption still moves right, past where the first spring was.
        let k = Int(((lead + 0.2) * clip.fps).rounded(.up))
        #expect(Self.offsetX(clip.frames[k + 1])! > Self.offsetX(clip.frames[k - 1])!)
    }

    /// `.animation(_:value:)` animates the views inside it when its value changed, overriding
    /// the transaction's; a change it does not watch jumps.
    @Test func animationModifierAppliesWhenItsValueChanges() throws {
        let source = """
            struct Two: View {
                @State var a = 0.0
                @State var b = 0.0
                var body: some View {
                    HStack {
                        Circle().frame(width: 10, height: 10).offset(x: a).animation(.linear(duration: 1), value: a)
                        Circle().frame(width: 10, height: 10).offset(x: b).animation(.linear(duration: 1), value: a)
                    }
                }
            }
            """
        let clip = try #require(try Self.clip(source: source, run: "var v = Two(); v.a = 10; v.b = 10"))
        let lead = ClipTiming().leadIn
        // About half way through the second after the change: a is on its line, b jumped to 10 on
        // its own change (its modifier watches a, which did not change then).
        let k = Int(((lead + 0.5) * clip.fps).rounded())
        guard case let .hStack(_, _, children) = clip.frames[k] else { Issue.record("not a stack"); return }
        let t = Double(k) / clip.fps - lead
        // The linear curve is solved as a Bézier (UnitCurve), within 1e-5 of the straight line.
        #expect(abs(Self.offsetX(children[0])! - 10 * t) < 1e-5)
        #expect(Self.offsetX(children[1]) == 10)
    }

    /// `.animation(.none)` is `Optional<Animation>.none` (the parameter is `Animation?`): nil,
    /// no animation for the views inside, even inside `withAnimation` [Apple]
    /// (…/view/animation(_:): "The animation to apply. If animation is nil, the view doesn't
    /// animate"). The view outside it follows the transaction's linear second.
    @Test func animationNoneStopsTheTransactionsAnimationInside() throws {
        let source = """
            struct Two: View {
                @State var x = 0.0
                func still(_ a: Animation?) -> Animation? { a }
                var body: some View {
                    HStack {
                        Circle().frame(width: 10, height: 10).offset(x: x).animation(.none)
                        Circle().frame(width: 10, height: 10).offset(x: x).animation(still(.none))
                        Circle().frame(width: 10, height: 10).offset(x: x)
                    }
                }
            }
            """
        let clip = try #require(try Self.clip(source: source, run: "var v = Two(); withAnimation(.linear(duration: 1)) { v.x = 10 }"))
        let lead = ClipTiming().leadIn
        let k = Int(((lead + 0.5) * clip.fps).rounded())
        guard case let .hStack(_, _, children) = clip.frames[k] else { Issue.record("not a stack"); return }
        let t = Double(k) / clip.fps - lead
        #expect(Self.offsetX(children[0]) == 10)
        #expect(Self.offsetX(children[1]) == 10)
        #expect(abs(Self.offsetX(children[2])! - 10 * t) < 1e-5)
    }

    /// `Image(systemName: on ? "heart.fill" : "heart")` is one view whose content changes
    /// (structural identity, WWDC21 "Demystify SwiftUI"): under an animation it swaps without
    /// the insertion's fade, while an `if`/`else` of two images fades the new one in.
    @Test func aSymbolWhoseNameChangesIsTheSameView() throws {
        let source = """
            struct Like: View {
                @State var on = false
                var body: some View {
                    HStack {
                        Image(systemName: on ? "heart.fill" : "heart")
                        if on { Image(systemName: "star.fill") } else { Image(systemName: "star") }
                    }
                }
            }
            """
        let clip = try #require(try Self.clip(source: source, run: "var v = Like(); withAnimation(.linear(duration: 1)) { v.on = true }"))
        let k = Int(((ClipTiming().leadIn + 0.5) * clip.fps).rounded())
        // The outline star the `else` drew is leaving: drawn from the tree it left.
        guard case let .modified(current, .departing(trees, _)) = clip.frames[k], trees.count == 1, let gone = trees.first else { Issue.record("no departing star"); return }
        guard case let .hStack(_, _, children) = current else { Issue.record("not a stack"); return }
        let t = Double(k) / clip.fps - ClipTiming().leadIn
        var fades: [Double] = []
        for case let .opacity(o) in Self.modifiers(children[0]) { fades.append(o) }
        #expect(fades.isEmpty, "\(fades)")
        var starFade: [Double] = []
        for case let .opacity(o) in Self.modifiers(children[1]) { starFade.append(o) }
        #expect(starFade.count == 1 && abs(starFade[0] - t) < 1e-5, "\(starFade)")
        // It fades out as the filled one fades in; the heart is not in that tree's drawing.
        var goneFade: [Double] = []
        for case let .opacity(o) in Self.modifiers(gone) { goneFade.append(o) }
        #expect(goneFade.count == 1 && abs(goneFade[0] - (1 - t)) < 1e-5, "\(goneFade)")
    }

    /// An `if` keeps its place in the builder: the view after it is the same view whether or
    /// not the `if` draws, so its change animates instead of appearing anew; the view the `if`
    /// inserts fades in (the default transition, SwiftUITransitions).
    @Test func anIfKeepsTheIdentityOfTheViewsAfterIt() throws {
        let source = """
            struct Badge: View {
                @State var on = false
                var body: some View {
                    VStack {
                        if on { Text("new") }
                        Circle().frame(width: 10, height: 10).opacity(on ? 1 : 0.5)
                    }
                }
            }
            """
        let clip = try #require(try Self.clip(source: source, run: "var v = Badge(); withAnimation(.linear(duration: 1)) { v.on = true }"))
        let k = Int(((ClipTiming().leadIn + 0.5) * clip.fps).rounded())
        var opacities: [Double] = []
        for case let .opacity(o) in Self.modifiers(clip.frames[k]) { opacities.append(o) }
        let t = Double(k) / clip.fps - ClipTiming().leadIn
        #expect(opacities.count == 2 && abs(opacities[0] - t) < 1e-5 && abs(opacities[1] - (0.5 + 0.5 * t)) < 1e-5, "\(opacities)")
    }

    @Test func aViewTreeTooDeepIsRefusedBeforeLayout() throws {
        let source = """
            struct Deep: View {
                var body: some View {
                    Circle()\(String(repeating: ".padding(1)", count: 30))
                }
            }
            """
        let refusal = #expect(throws: SwiftRefusal.self) { try Self.clip(source: source, run: "var v = Deep()") }
        #expect(refusal?.message.contains("31 views deep") == true, "\(String(describing: refusal))")
    }
}
