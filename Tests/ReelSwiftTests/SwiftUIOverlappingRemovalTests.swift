import Testing
import ReelModels
import ReelSwiftUI
@testable import ReelSwift

/// Removals whose transitions overlap (a view toggled faster than its removal plays): each
/// change's departing tree is drawn beside the content in one flat list, and at most
/// `TransitionRuns.maximumDepartures` of them play at once, refused by name past that.
@Suite struct SwiftUIOverlappingRemovalTests {
    static let source = """
        import SwiftUI
        struct Panel: View {
            @State var shown = true
            var body: some View {
                VStack {
                    if shown { Circle().fill(Color.red).frame(width: 20, height: 20) }
                }
            }
        }
        """

    /// `toggles` toggles 1 ms apart, each under a 3 s linear animation: every second one
    /// removes the circle while the earlier removals still play.
    static func run(toggles: Int) -> String {
        "var v = Panel(); for i in 0..<\(toggles) { DispatchQueue.main.asyncAfter(deadline: .now() + Double(i) * 0.001) { withAnimation(.linear(duration: 3)) { v.shown.toggle() } } }"
    }

    @Test func overlappingRemovalsAreOneFlatListBesideTheFrame() throws {
        // 64 toggles: 32 removals, all still playing 1 s after the last.
        let clip = try #require(try SwiftUISceneTests.clip(source: Self.source, run: Self.run(toggles: 64)))
        let k = Int(((SwiftUIMotionTests.leadIn + 1) * clip.fps).rounded())
        guard case let .modified(content, .departing(trees, _)) = clip.frames[k] else { Issue.record("no departing views"); return }
        #expect(trees.count == 32)
        // Nothing departing inside the content or inside a departing tree: not nested.
        let nested = ([content] + trees).contains { node in
            SwiftUISceneTests.modifiers(node).contains { if case .departing = $0 { return true } else { return false } }
        }
        #expect(!nested)
        // Each departing circle is drawn, fading out from where it was.
        let items = ViewLayout(measure: SwiftUIEdgeTransitionTests.NoText()).place(clip.frames[k]).items
        #expect(items.filter { $0.color == SystemColor.red.rgba }.count == 32 + 1)
        // Each under a name of its own: the timeline never names two views alike.
        #expect(Set(items.map(\.path)).count == items.count, "\(items.map(\.path))")
    }

    @Test func aRemovedViewIsNamedApartFromTheViewNowAtItsPlace() throws {
        let source = """
            import SwiftUI
            struct Swap: View {
                @State var left = true
                var body: some View {
                    HStack {
                        if left { Circle().fill(Color.red).frame(width: 20, height: 20) } else { Color.blue.frame(width: 20, height: 20) }
                    }
                }
            }
            """
        let clip = try #require(try SwiftUISceneTests.clip(source: source, run: "var v = Swap(); withAnimation(.linear(duration: 1)) { v.left = false }"))
        let k = Int(((SwiftUIMotionTests.leadIn + 0.5) * clip.fps).rounded())
        let items = ViewLayout(measure: SwiftUIEdgeTransitionTests.NoText()).place(clip.frames[k]).items
        // The blue view now at "0"; the red one the first change removed, as it was at "0".
        #expect(items.map(\.path).sorted() == ["0", "removed1.0"], "\(items.map(\.path))")
        #expect(items.first { $0.path == "removed1.0" }?.color == SystemColor.red.rgba)
    }

    @Test func moreRemovalsPlayingAtOnceThanTheLimitAreRefusedByName() {
        // 66 toggles: the 33rd removal starts while 32 play.
        do {
            _ = try SwiftUISceneTests.clip(source: Self.source, run: Self.run(toggles: 66))
            Issue.record("33 removals playing at once were drawn")
        } catch let refusal as SwiftRefusal {
            #expect(refusal.message.contains("more than \(TransitionRuns.maximumDepartures) changes") && refusal.message.contains("limit: transitions in progress"), "\(refusal)")
            #expect(refusal.fileName == "V.swift" && refusal.line == 5, "\(refusal)")
        } catch {
            Issue.record("unexpected \(error)")
        }
    }
}
