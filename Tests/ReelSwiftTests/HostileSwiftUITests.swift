import Foundation
import ReelTestSupport
import Testing
@testable import BadgeReelCLI

/// Round 12's hostile SwiftUI files through the command line: each was a crash (exit 132),
/// a run past two minutes, or a clip of exit 0 whose numbers meant nothing. Each is now one
/// line naming the value and what is accepted, exit 65 (64 for a flag), nothing written.
@Suite struct HostileSwiftUITests {
    static let source = """
        import SwiftUI

        struct Dot: View {
            @State var d = 0.0
            var body: some View { Circle().frame(width: 10, height: 10).opacity(d) }
        }

        struct Said: View {
            @State var s = "a"
            var body: some View { Text(s).opacity(s.count > 1 ? 1 : 0.5) }
        }

        struct Sized: View {
            @State var x = 12.0
            var body: some View { Text("A").font(.system(size: x)) }
        }

        struct Away: View {
            @State var on = false
            var body: some View {
                ZStack {
                    Circle().frame(width: 10, height: 10)
                    if on { Circle().frame(width: 10, height: 10).transition(.offset(x: .infinity, y: 0)) }
                }
            }
        }

        """
    let dir = scratchFolder()

    func render(_ run: String, _ extra: [String] = []) throws -> (refusal: (message: String, code: Int32)?, wrote: Bool) {
        let file = dir.appendingPathComponent("Hostile.swift")
        try Data(Self.source.utf8).write(to: file)
        let gif = dir.appendingPathComponent("out-\(UUID().uuidString).gif").path
        let refusal = runInProcess(["render", file.path, "--run", run, "-o", gif] + extra)
        return (refusal, FileManager.default.fileExists(atPath: gif))
    }

    /// A number made an Int where a Double can be past Int's range: `repeatCount(Int.max)`,
    /// read through a Double (2^63), trapped converting back. A count is held to a million
    /// where it is written (it was refused by the scene length, after evaluating).
    @Test func numbersPastIntAreRefusedNotTrapped() throws {
        let repeated = try render("var v = Dot(); withAnimation(.linear(duration: 1).repeatCount(Int.max)) { v.d = 1 }")
        let said = repeated.refusal?.message ?? ""
        #expect(said.contains("error: Animation.repeatCount's _ ") && said.hasSuffix("is not drawn: expected a number from 0 to 1000000"), "\(said)")
        #expect(repeated.refusal?.code == 65 && !repeated.wrote)
    }

    /// A transition's offset or scale past what is drawn: `.offset(x: .infinity)` trapped
    /// making the canvas's size an Int (exit 132); it is refused at the transition.
    @Test func transitionNumbersHaveRanges() throws {
        let away = try render("var v = Away(); withAnimation { v.on = true }")
        #expect(away.refusal?.message.hasSuffix("error: AnyTransition.offset's x inf is not drawn: expected a number from -100000 to 100000") == true,
                "\(away.refusal?.message ?? "rendered")")
        #expect(away.refusal?.code == 65 && !away.wrote)
    }

    /// A finite animation longer than the scene was cut at 120 s and written with exit 0; it
    /// is refused at the change, as UIKit's too-long block is. With `--length` it is cut there.
    @Test func aFiniteAnimationPastTheSceneIsRefusedAtTheChange() throws {
        let run = "var v = Dot(); withAnimation(.linear(duration: 1).repeatCount(1000)) { v.d = 1 }"
        let long = try render(run)
        #expect(long.refusal?.message.hasPrefix("--run:1:72: error: the scene runs longer than 120 s (limit: scene length)") == true)
        #expect(!long.wrote)
        #expect(try render(run, ["--length", "3"]).refusal == nil)
    }

    /// An `Animation`'s numbers are held to what evaluates, at the call.
    @Test func animationNumbersHaveRanges() throws {
        let cases: [(String, String)] = [
            (".interpolatingSpring(mass: 1e-300, stiffness: 1e300, damping: 0)", "Animation.interpolatingSpring's mass 1e-300 is not drawn: expected a number from 1e-06 to 1000000"),
            (".timingCurve(0.5, .nan, 0.5, 1, duration: 1)", "Animation.timingCurve's control point nan is not drawn: expected a number from -1000000 to 1000000"),
            (".linear(duration: 1).speed(1e-300)", "Animation.speed's _ 1e-300 is not drawn: expected a number from 1e-06 to 1000000"),
        ]
        for (animation, message) in cases {
            let refused = try render("var v = Dot(); withAnimation(\(animation)) { v.d = 1 }")
            #expect(refused.refusal?.message.hasSuffix("error: " + message) == true, "\(refused.refusal?.message ?? "rendered")")
            #expect(refused.refusal?.code == 65 && !refused.wrote)
        }
        // Within range, as before.
        #expect(try render("var v = Dot(); withAnimation(.interpolatingSpring(mass: 1, stiffness: 170, damping: 15)) { v.d = 1 }").refusal == nil)
    }

    /// A font size was unranged: 1e308 failed inside FreeType (a canvas of millions of
    /// points), -5 drew something at exit 0. Held to a label's font sizes, at the call.
    @Test func fontSizesHaveARange() throws {
        for (size, shown) in [("1e308", "1e+308"), ("-5", "-5")] {
            let refused = try render("var v = Sized(); withAnimation { v.x = \(size) }")
            #expect(refused.refusal?.message.hasSuffix("error: Font.system's size \(shown) is not drawn: expected a number from 0 to 1000") == true,
                    "\(refused.refusal?.message ?? "rendered")")
            #expect(refused.refusal?.code == 65 && !refused.wrote)
        }
        #expect(try render("var v = Sized(); withAnimation { v.x = 40 }").refusal == nil)
    }

    /// A `Text` of half a million characters was shaped by Pango at every frame (past two
    /// minutes); text is bounded where it is made.
    @Test func drawnTextIsBounded() throws {
        let refused = try render("var v = Said(); var s = \"a\"; for _ in 0..<11 { s = s + s }; withAnimation { v.s = s }")
        #expect(refused.refusal?.message.hasSuffix("error: Text's text of 2048 characters is not drawn: expected at most 1000 characters") == true,
                "\(refused.refusal?.message ?? "rendered")")
        #expect(try render("var v = Said(); withAnimation { v.s = \"Hello\" }").refusal == nil)
    }
}
