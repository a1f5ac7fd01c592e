import Foundation
import Testing
import ReelModels
import ReelSwiftUI
import ReelTimeline
@testable import ReelSwift

/// Issue 39, view forms: `.modifier(_:)` with a `ViewModifier` or `GeometryEffect` of the file,
/// `extension View` helpers, `@Binding`/`$state`/`.constant`, `ForEach`, modifiers on a `View`
/// struct of the file, and the drawing modifiers' values in the tree. Each compared with a
/// value worked out here, independently of the scene.
@Suite struct SwiftUIFormsTests {
    static let leadIn = ClipTiming().leadIn

    static func clip(_ source: String, run: String) throws -> ViewClip {
        try #require(try SwiftUISceneTests.clip(source: source, run: run))
    }

    static func refusal(_ source: String, run: String) -> String? {
        do {
            _ = try SwiftUISceneTests.clip(source: source, run: run)
            return nil
        } catch {
            return "\(error)"
        }
    }

    static func transforms(_ node: ViewNode) -> [ReelSwiftUI.AffineTransform] {
        SwiftUISceneTests.modifiers(node).compactMap { if case let .transformEffect(t) = $0 { return t } else { return nil } }
    }

    static let shake = """
        struct Shake: GeometryEffect {
            var animatableData: CGFloat
            func effectValue(size: CGSize) -> ProjectionTransform {
                let dx = 8 * sin(animatableData * .pi * 3)
                return ProjectionTransform(CGAffineTransform(translationX: dx, y: 0))
            }
        }
        struct Row: View {
            @State var attempts: CGFloat = 0
            var body: some View { Text("PIN").modifier(Shake(animatableData: attempts)) }
        }
        """

    /// SwiftUI interpolates `animatableData` and asks the effect for its transform each frame:
    /// with a linear 0.5 s animation from 0 to 1, frame t shows 8·sin(3π·x), x = (t − t₀)/0.5.
    @Test func geometryEffectIsEvaluatedWithEachFramesAnimatableData() throws {
        let clip = try Self.clip(Self.shake, run: "var v = Row(); withAnimation(.linear(duration: 0.5)) { v.attempts = 1 }")
        var data = AnimatedValue(AnimatableVector(0))
        var changed = false
        var checked = 0
        for (k, frame) in clip.frames.enumerated() {
            let t = Double(k) / clip.fps
            if !changed, t >= Self.leadIn {
                data.set(AnimatableVector(1), animation: .linear(duration: 0.5), at: Self.leadIn)
                changed = true
            }
            let t0 = try #require(Self.transforms(frame).first)
            // Exactly the effect of the model's animatableData at that frame…
            #expect(abs(t0.tx - 8 * sin(data.value(at: t).scalar * .pi * 3)) < 1e-12, "frame \(k) at \(t) s")
            // …which is the linear ramp (the curve is solved to 1e-6 of the unit).
            let x = min(1, max(0, (t - Self.leadIn) / 0.5))
            #expect(abs(t0.tx - 8 * sin(x * .pi * 3)) < 1e-4, "frame \(k) at \(t) s")
            #expect(t0.ty == 0 && t0.a == 1 && t0.d == 1)
            if x > 0, x < 1 { checked += 1 }
        }
        #expect(checked >= 20)
        // The shake moves both ways and ends where it started (sin 3π = 0).
        let shown = clip.frames.compactMap { Self.transforms($0).first?.tx }
        #expect(shown.max()! > 7.9 && shown.min()! < -7.9)
        #expect(abs(shown.last!) < 1e-9)
    }

    @Test func geometryEffectReadingItsSizeIsRefusedByName() {
        let source = """
            struct Spin: GeometryEffect {
                var animatableData: CGFloat
                func effectValue(size: CGSize) -> ProjectionTransform {
                    ProjectionTransform(CGAffineTransform(translationX: size.width * animatableData, y: 0))
                }
            }
            struct V: View {
                @State var t: CGFloat = 0
                var body: some View { Text("x").modifier(Spin(animatableData: t)) }
            }
            """
        let message = Self.refusal(source, run: "var v = V(); v.t = 1")
        #expect(message?.contains("Spin.effectValue(size:) reading its size is not evaluated") == true, "\(message ?? "no refusal")")
    }

    /// A `ViewModifier`'s `body(content:)` with a `@Binding` and the file's `extension View`
    /// helpers: the badge shows the content's count and appears with it.
    @Test func viewModifierWithBindingAndExtensionHelpers() throws {
        let source = """
            extension View {
                func topTrailing() -> some View { frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topTrailing) }
            }
            struct Badge: ViewModifier {
                @Binding var count: Int
                func body(content: Content) -> some View {
                    content.overlay {
                        if count > 0 { Text("\\(count)").frame(width: 20, height: 20).topTrailing() }
                    }
                }
            }
            struct Cart: View {
                @State var count = 0
                var body: some View { Image(systemName: "cart").modifier(Badge(count: $count)) }
            }
            """
        let clip = try Self.clip(source, run: "var v = Cart(); v.count = 3")
        func texts(_ node: ViewNode) -> [String] {
            switch node {
            case let .text(s, _): return [s]
            case let .modified(inner, m):
                var found = texts(inner)
                if case let .overlay(o, _) = m { found += texts(o) }
                return found
            case let .zStack(_, c), let .hStack(_, _, c), let .vStack(_, _, c): return c.flatMap(texts)
            default: return []
            }
        }
        #expect(texts(clip.frames.first!) == [])
        #expect(texts(clip.frames.last!) == ["3"])
    }

    /// `$show` passed to an inner view: its `@Binding` reads the content's state on each change,
    /// and the inner view's `.animation(_:)` animates it (a fluid spring at double speed).
    @Test func bindingReadsTheContentsStateOnEachChange() throws {
        let source = """
            struct Toast: View {
                @Binding var show: Bool
                var body: some View { Text("Saved").opacity(show ? 1 : 0).animation(.spring().speed(2)) }
            }
            struct Screen: View {
                @State var show = false
                var body: some View { Toast(show: $show) }
            }
            """
        let clip = try Self.clip(source, run: "var v = Screen(); v.show = true")
        var reference = AnimatedValue(AnimatableVector(0))
        var changed = false
        for (k, frame) in clip.frames.enumerated() {
            let t = Double(k) / clip.fps
            if !changed, t >= Self.leadIn {
                reference.set(AnimatableVector(1), animation: Animation.spring.speed(2), at: Self.leadIn)
                changed = true
            }
            let opacity = SwiftUISceneTests.modifiers(frame).compactMap { if case let .opacity(o) = $0 { return o } else { return nil } }.first
            #expect(opacity == reference.value(at: t).scalar, "frame \(k)")
        }
        #expect(changed)
    }

    /// A write through a binding from an inner view's action changes the content's state;
    /// `.constant` ignores writes (…/binding/constant(_:)).
    @Test func writesThroughABindingReachTheContentAndConstantsIgnoreThem() throws {
        let source = """
            struct Switch: View {
                @Binding var on: Bool
                var body: some View { Circle().frame(width: 10, height: 10).opacity(on ? 1 : 0.2).onAppear { on = true } }
            }
            struct Panel: View {
                @State var on = false
                var body: some View { Switch(on: $on) }
            }
            struct Fixed: View {
                var body: some View { Switch(on: .constant(false)) }
            }
            """
        let clip = try Self.clip(source, run: "var v = Panel()")
        let opacities = clip.frames.map { SwiftUISceneTests.modifiers($0).compactMap { if case let .opacity(o) = $0 { return o } else { return nil } }.first }
        #expect(opacities.first == 0.2 && opacities.last == 1)
        let fixed = try Self.clip(source, run: "var v = Fixed()")
        #expect(fixed.frames.allSatisfy { SwiftUISceneTests.modifiers($0).contains(.opacity(0.2)) })
    }

    /// An inner view's own `@State` changed by its `onAppear` inside `withAnimation` animates
    /// as the content's does (…/swiftui/state: SwiftUI keeps the storage): the linear 1 s
    /// change of scale from 1 to 2 starting as the content appears shows 1 + (t − t₀) at frame t.
    @Test func anInnerViewsOwnStateAnimates() throws {
        let source = """
            struct Dot: View {
                @State var big = false
                var body: some View {
                    Circle().frame(width: 10, height: 10).scaleEffect(big ? 2 : 1)
                        .onAppear { withAnimation(.linear(duration: 1)) { big = true } }
                }
            }
            struct Screen: View {
                var body: some View { Dot() }
            }
            """
        let clip = try Self.clip(source, run: "var v = Screen()")
        var checked = 0
        for (k, frame) in clip.frames.enumerated() {
            let t = Double(k) / clip.fps
            let expected = t <= Self.leadIn ? 1 : min(2, 1 + (t - Self.leadIn))
            let scale = try #require(SwiftUISceneTests.scale(frame))
            // The linear curve is solved as a Bézier on a 2⁻²⁰ grid (UnitCurve): within 1e-5.
            #expect(abs(scale - expected) < 1e-5, "frame \(k): \(scale) against \(expected)")
            checked += 1
        }
        #expect(checked > Int(clip.fps))
        #expect(SwiftUISceneTests.scale(clip.frames.last!) == 2)
    }

    static let counters = """
        struct Counter: View {
            @State var taps = 0
            var body: some View { Button("Add") { taps += 1 }.opacity(Double(taps + 1) / 4) }
        }
        struct Screen: View {
            @State var big = false
            @State var hide = false
            var body: some View {
                VStack {
                    if !hide { Counter() }
                    Counter()
                }
                .scaleEffect(big ? 2 : 1)
            }
        }
        """

    /// A view's `@State` belongs to its place in the tree (WWDC21 "Demystify SwiftUI":
    /// structural identity; state lives as long as the identity): the parent's re-evaluation
    /// makes new `Counter()` structs, yet the first keeps its one tap (opacity 2/4) and the
    /// second its none (1/4); a view that leaves the tree and comes back starts afresh.
    @Test func innerStateIsKeptByPlaceAndDiscardedWhenTheViewLeaves() throws {
        func opacities(_ run: String) throws -> [Double] {
            let clip = try Self.clip(Self.counters, run: run)
            return SwiftUISceneTests.modifiers(clip.frames.last!).compactMap { if case let .opacity(o) = $0 { return o } else { return nil } }
        }
        #expect(try opacities("var v = Screen(); tap(\"Add\"); v.big = true") == [0.5, 0.25])
        #expect(try opacities("var v = Screen(); tap(\"Add\"); v.hide = true; v.hide = false; v.big = true") == [0.25, 0.25])
    }

    /// A change of an inner view's field that is neither `@State` nor `@Binding` is not
    /// evaluated: a run that moves nothing because of it is refused naming the view.
    @Test func anInnerViewsPlainFieldChangeIsNamedWhenNothingMoves() {
        let source = """
            struct Dot: View {
                var big = false
                var body: some View { Circle().frame(width: 10, height: 10).scaleEffect(big ? 2 : 1).onAppear { big = true } }
            }
            struct Screen: View {
                var body: some View { Dot() }
            }
            """
        let message = Self.refusal(source, run: "var v = Screen()")
        #expect(message?.contains("changes the state of Dot, a view inside Screen, which is not evaluated") == true, "\(message ?? "no refusal")")
    }

    /// A foreground colour set outside a button in the default style reaches its label (the
    /// style's accent colour tints only where none does); one set inside the label is nearer
    /// and still wins.
    @Test func aForegroundColourOutsideAButtonReplacesItsAccent() throws {
        let source = """
            struct Bells: View {
                @State var n = 0.0
                var body: some View {
                    HStack {
                        Button { n += 1 } label: { Image(systemName: "bell") }.foregroundColor(.white)
                        Button { n += 1 } label: { Image(systemName: "bell").foregroundColor(.red) }.foregroundColor(.white)
                        Button { n += 1 } label: { Image(systemName: "bell") }
                    }
                    .offset(x: n)
                }
            }
            """
        let clip = try Self.clip(source, run: "var v = Bells(); v.n = 1")
        var root = clip.frames.last!
        while case let .modified(inner, _) = root { root = inner }
        guard case let .hStack(_, _, children) = root else { Issue.record("not a stack: \(root)"); return }
        func foregrounds(_ node: ViewNode) -> [RGBA] {
            SwiftUISceneTests.modifiers(node).compactMap { if case let .foreground(c) = $0 { return c } else { return nil } }
        }
        let white = RGBA(red: 1, green: 1, blue: 1)
        #expect(foregrounds(children[0]) == [white])
        #expect(foregrounds(children[1]) == [white, SystemColor.red.rgba])
        #expect(foregrounds(children[2]) == [SystemColor.blue.rgba])
    }

    /// `ForEach(0..<3)` makes one place per element, and a modifier applied to a `View` struct
    /// of the file (`Dots().padding(10)`) wraps each new body: the staggered delays move the
    /// dots apart, each as its own delayed animation.
    @Test func forEachAndModifiersOutsideAViewStruct() throws {
        let source = """
            struct Dots: View {
                @State var up = false
                var body: some View {
                    HStack(spacing: 4) {
                        ForEach(0..<3) { i in
                            Circle().frame(width: 6, height: 6).offset(y: up ? -4 : 0)
                                .animation(.linear(duration: 0.4).delay(Double(i) * 0.1), value: up)
                        }
                    }
                    .onAppear { up = true }
                }
            }
            """
        let clip = try Self.clip(source, run: "var v = Dots().padding(10).clipShape(Capsule())")
        // Identities name places (the clip names the view it clips): not the tree's shape.
        guard case let .modified(.modified(stack, .padding(insets)), .clipShape(.capsule)) = clip.frames.last!.unidentified else {
            Issue.record("not clipShape(padding(stack)): \(clip.frames.last!)"); return
        }
        #expect(insets == EdgeInsets(all: 10))
        guard case let .hStack(_, _, children) = stack else { Issue.record("no HStack"); return }
        #expect(children.count == 3)
        // 0.2 s after the appear change, dot i has run 0.2 − 0.1·i of its 0.4 s: offsets −2, −1, 0.
        let k = Int(((Self.leadIn + 0.2) * clip.fps).rounded())
        let t = Double(k) / clip.fps - Self.leadIn
        let frame = clip.frames[k].unidentified
        guard case let .modified(.modified(inner, _), _) = frame, case let .hStack(_, _, dots) = inner else { Issue.record("shape"); return }
        for (i, dot) in dots.enumerated() {
            let y = SwiftUISceneTests.modifiers(dot).compactMap { if case let .offset(_, y) = $0 { return y } else { return nil } }.first
            let expected = -4 * min(1, max(0, (t - 0.1 * Double(i)) / 0.4))
            #expect(abs((y ?? 99) - expected) < 1e-5, "dot \(i): \(y ?? 99) vs \(expected)")
        }
    }

    /// The drawing modifiers as the tree holds them: `cornerRadius` is a continuous rounded
    /// clip, `shadow`'s colour defaults to black at 0.33, `imageScale(.large)` scales the
    /// symbol's box, `symbolVariant(.fill)` picks the filled drawing.
    @Test func drawingModifiersInTheTree() throws {
        let source = """
            struct V: View {
                @State var r: CGFloat = 4
                var body: some View {
                    VStack {
                        Text("A").padding().background(Color.blue).cornerRadius(r)
                        Circle().frame(width: 20, height: 20).shadow(radius: 5)
                        Image(systemName: "heart").imageScale(.large)
                        Image(systemName: "bell").symbolVariant(.fill).blur(radius: 2)
                    }
                }
            }
            """
        let clip = try Self.clip(source, run: "var v = V(); withAnimation(.linear(duration: 1)) { v.r = 8 }")
        let first = SwiftUISceneTests.modifiers(clip.frames.first!), last = SwiftUISceneTests.modifiers(clip.frames.last!)
        #expect(first.contains(.clipShape(.roundedRectangle(cornerRadius: 4))))
        #expect(last.contains(.clipShape(.roundedRectangle(cornerRadius: 8))))
        let k = Int(((Self.leadIn + 0.5) * clip.fps).rounded())
        let radius = SwiftUISceneTests.modifiers(clip.frames[k]).compactMap { m -> Double? in
            if case let .clipShape(.roundedRectangle(r)) = m { return r } else { return nil }
        }.first
        #expect(abs((radius ?? 0) - (4 + 4 * (Double(k) / clip.fps - Self.leadIn))) < 1e-4)
        #expect(first.contains(.shadow(ViewShadow(color: RGBA(red: 0, green: 0, blue: 0, alpha: 0.33), radius: 5))))
        #expect(first.contains(.blur(radius: 2)))
        let symbols = SwiftUISceneTests.symbols(clip.frames.first!)
        let body = Font.body.resolved.symbolSize.width
        #expect(symbols.contains(.image(systemName: "heart", size: Size(width: body * 1.29, height: body * 1.29))))
        #expect(symbols.contains(.image(systemName: "bell.fill", size: Size(width: body, height: body))))
    }

    /// A resizable symbol with `aspectRatio(contentMode: .fit)` in a frame of width 100 is
    /// 100 × 100 (our symbols are square); `.fill` in a 100 × 40 frame covers it: 100 × 100;
    /// `.fit` there: 40 × 40. `renderingMode(.template)` changes nothing.
    @Test func aspectRatioSizesAResizableSymbolInItsFrame() throws {
        let source = """
            struct V: View {
                @State var w: CGFloat = 100
                var body: some View {
                    VStack {
                        Image(systemName: "heart").resizable().renderingMode(.template).aspectRatio(contentMode: .fit).frame(width: w)
                        Image(systemName: "bell").resizable().aspectRatio(contentMode: .fill).frame(width: 100, height: 40)
                        Image(systemName: "star").resizable().aspectRatio(contentMode: .fit).frame(width: 100, height: 40)
                    }
                }
            }
            """
        let clip = try Self.clip(source, run: "var v = V(); v.w = 50")
        let first = SwiftUISceneTests.symbols(clip.frames.first!), last = SwiftUISceneTests.symbols(clip.frames.last!)
        #expect(first == [.image(systemName: "heart", size: Size(width: 100, height: 100)), .image(systemName: "bell", size: Size(width: 100, height: 100)),
                          .image(systemName: "star", size: Size(width: 40, height: 40))])
        #expect(last.first == .image(systemName: "heart", size: Size(width: 50, height: 50)))
    }

    @Test func aRadiusThatIsNotFiniteIsRefusedNamingIt() {
        let source = """
            struct V: View {
                @State var r: CGFloat = 2
                var body: some View { Circle().frame(width: 10, height: 10).blur(radius: r) }
            }
            """
        let message = Self.refusal(source, run: "var v = V(); v.r = .infinity")
        #expect(message?.contains("Circle.blur's radius inf is not a finite number") == true, "\(message ?? "no refusal")")
    }
}
