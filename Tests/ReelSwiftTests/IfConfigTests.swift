import Testing
import ReelModels
import ReelTimeline
@testable import ReelSwift

/// `#if` resolved as the compiler resolves it for an iPhone: iOS, arm64, not the simulator,
/// Swift 6.3; the first clause that holds is the code, at top level, in a type's members and in
/// a function's body; a condition the device's answer is not known for is refused where it is.
@Suite struct IfConfigTests {
    /// The badge's centre.y at the end of the run of `text` with `run` (UIKitBreadthTests' way).
    static func endY(_ text: String, run: String) throws -> Double {
        let clip = try UIKitBreadthTests.clip(text, run: run)
        let start = clip.timeline.presentation(of: clip.layers.badge, at: 0).position.y
        return clip.timeline.presentation(of: clip.layers.badge, at: clip.duration).position.y - start
    }

    @Test(arguments: [
        // (condition, whether it holds on the device)
        ("os(iOS)", true), ("os(macOS)", false), ("!os(watchOS)", true), ("targetEnvironment(simulator)", false),
        ("targetEnvironment(macCatalyst)", false), ("canImport(UIKit)", true), ("canImport(AppKit)", false),
        ("arch(arm64)", true), ("arch(x86_64)", false), ("swift(>=5.9)", true), ("swift(>=7)", false),
        ("compiler(<6)", false), ("os(iOS) && !targetEnvironment(simulator)", true), ("os(tvOS) || (os(iOS) && arch(arm64))", true),
        ("true", true), ("false", false),
    ])
    func aConditionHoldsAsOnAnIPhone(condition: String, holds: Bool) throws {
        let text = """
            #if \(condition)
            let lift: CGFloat = 10
            #else
            let lift: CGFloat = 30
            #endif
            """
        let moved = try Self.endY(text, run: "UIView.animate(withDuration: 0.2) { badge.center.y -= lift }")
        #expect(moved == (holds ? -10 : -30))
    }

    @Test func theFirstClauseThatHoldsIsTheCodeInMembersAndBodies() throws {
        let text = """
            class Nudger {
                #if os(macOS)
                func nudge(_ v: UIView) { v.center.y += 99 }
                #elseif os(iOS)
                func nudge(_ v: UIView) {
                    #if targetEnvironment(simulator)
                    let d: CGFloat = 1
                    #elseif canImport(UIKit)
                    let d: CGFloat = 7
                    #else
                    let d: CGFloat = 2
                    #endif
                    UIView.animate(withDuration: 0.2) { v.center.y -= d }
                }
                #endif
            }
            """
        #expect(try Self.endY(text, run: "Nudger().nudge(badge)") == -7)
        // With no clause that holds, nothing of the block is compiled: the function is not there.
        let none = UIKitBreadthTests.refusal("class N {\n#if os(macOS)\nfunc f() {}\n#endif\n}", run: "N().f()")
        #expect(none != "evaluated")
    }

    @Test func aConditionTheDeviceDoesNotAnswerIsRefusedWhereItIs() {
        let message = UIKitBreadthTests.refusal("#if DEBUG\nlet x = 1\n#endif", run: "badge.alpha = 0.5")
        #expect(message.hasPrefix("Code.swift:1:5: #if DEBUG is not evaluated (supported: os()"), "\(message)")
        let module = UIKitBreadthTests.refusal("func f() {\n#if canImport(Lottie)\nlet x = 1\n#endif\n}\nf()", run: "badge.alpha = 0.5")
        #expect(module.contains("#if canImport(Lottie) is not evaluated"), "\(module)")
    }

    @Test func theScreensScaleIsAnIPhones() throws {
        let moved = try Self.endY("", run: "UIView.animate(withDuration: 0.2) { badge.center.y -= UIScreen.main.scale }")
        #expect(moved == -3)
    }
}
