import Testing
@testable import ReelSwift

/// A SwiftUI modifier's numbers past what is drawn are refused at the modifier, as a UIKit
/// view's values are at their assignment, not as a canvas over the pixel limit named by the
/// scale flag once every frame is laid out.
@Suite struct SwiftUIDrawnRangeTests {
    static func refusal(_ modifier: String, run: String = "var v = V()") -> SwiftRefusal? {
        let source = """
            struct V: View {
                var body: some View {
                    Circle()
                        \(modifier)
                }
            }
            """
        return #expect(throws: SwiftRefusal.self) { try SwiftUISceneTests.clip(source: source, run: run) }
    }

    @Test(arguments: [
        (".scaleEffect(1e9)", "scaleEffect's x 1000000000 is not drawn: expected a number from -1000 to 1000"),
        (".scaleEffect(x: 2, y: -2000)", "scaleEffect's y -2000 is not drawn: expected a number from -1000 to 1000"),
        (".frame(width: 5e6, height: 20)", "frame's width 5000000 is not drawn: expected a number from 0 to 100000"),
        (".frame(width: -1)", "frame's width -1 is not drawn: expected a number from 0 to 100000"),
        (".frame(minWidth: .infinity)", "frame's minWidth inf is not drawn: expected a number from 0 to 100000"),
        (".offset(x: .nan)", "offset's x nan is not drawn: expected a number from -100000 to 100000"),
        (".position(x: 0, y: 2e5)", "position's y 200000 is not drawn: expected a number from -100000 to 100000"),
        (".padding(1e6)", "padding's top 1000000 is not drawn: expected a number from -100000 to 100000"),
        (".blur(radius: 1e7)", "blur's radius 10000000 is not drawn: expected a number from 0 to 100000"),
    ])
    func aNumberPastWhatIsDrawnIsRefusedAtItsModifier(modifier: String, message: String) throws {
        let refusal = try #require(Self.refusal(modifier))
        #expect(refusal.message == message)
        #expect(refusal.kind == .world)
        // Line 4, at the modifier's name (after the dot), not at `Circle()` on line 3.
        #expect(refusal.line == 4 && refusal.column == 14, "\(refusal.line):\(refusal.column)")
    }

    @Test func anInfiniteMaximumIsAFlexibleFramesOwnWord() throws {
        let source = """
            struct V: View {
                @State var on = false
                var body: some View {
                    Circle().frame(width: 20, height: 20)
                        .frame(maxWidth: .infinity, maxHeight: .infinity)
                        .scaleEffect(on ? 1000 : 1)
                }
            }
            """
        #expect(try SwiftUISceneTests.clip(source: source, run: "var v = V(); withAnimation { v.on = true }") != nil)
    }

    @Test func aValueReachedOnlyByTheRunIsRefusedWhenTheRunReachesIt() throws {
        let source = """
            struct V: View {
                @State var on = false
                var body: some View {
                    Circle().scaleEffect(on ? 1e4 : 1)
                }
            }
            """
        let refusal = #expect(throws: SwiftRefusal.self) { try SwiftUISceneTests.clip(source: source, run: "var v = V(); withAnimation { v.on = true }") }
        #expect(refusal?.message == "scaleEffect's x 10000 is not drawn: expected a number from -1000 to 1000")
    }

    /// A view built in the run has no state to change: before, the run fell through to the
    /// default UIKit scene and exited 0 with a still clip.
    @Test func aViewBuiltInTheRunIsRefusedNotDrawnAsTheDefaultScene() throws {
        let source = """
            struct V: View {
                var body: some View { Circle() }
            }
            """
        let refusal = #expect(throws: SwiftRefusal.self) {
            try SwiftUISceneTests.clip(source: source, run: "var v = Circle().frame(width: 20); withAnimation { v = Circle().frame(width: 40) }")
        }
        #expect(refusal?.message == "nothing drawn moves: v is a Circle built in the run, which has no state a run can change; bind a View struct the file declares (var v = MyView()) and change its @State")
        #expect(refusal?.kind == .entry)
    }
}
