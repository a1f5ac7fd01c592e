import Testing
import ReelModels
@testable import ReelSwift

/// A call no overload takes, or a material, is refused by its own name at its place — not as
/// the first implicit member in its arguments that has no type to be looked up in ("cannot
/// infer contextual base in reference to member 'red'").
@Suite struct SwiftUIRefusalNamingTests {
    static func refusal(_ body: String, run: String = "var v = Badge()") throws -> SwiftRefusal {
        let source = """
            import SwiftUI
            struct Badge: View {
                @State var on = false
                var body: some View {
                    \(body)
                }
            }
            """
        let request = SwiftSceneRequest(program: SwiftProgram(fileName: "Badge.swift", text: source, run: run), measure: FixedAdvanceMetrics())
        do {
            _ = try SwiftScene.make(request)
        } catch {
            return error
        }
        Issue.record("evaluated: \(body)")
        throw CancellationError()
    }

    /// `foregroundStyle(.white, .red)` (palette rendering): the two-style form is named, at
    /// the method's name (column 40: the body's line is indented 8, `Image(systemName:
    /// "bell.fill")` is 30 characters, then the dot), with the form that is evaluated.
    @Test func aTwoStyleForegroundStyleIsRefusedByItsName() throws {
        let refusal = try Self.refusal("Image(systemName: \"bell.fill\").foregroundStyle(.white, .red).opacity(on ? 1 : 0.5)")
        #expect(refusal.message.contains("foregroundStyle(_:_:) is not evaluated"), "\(refusal.message)")
        #expect(refusal.message.contains("foregroundStyle(_:)"))
        #expect(!refusal.message.contains("contextual base"))
        #expect(refusal.line == 5 && refusal.column == 40, "\(refusal.line):\(refusal.column)")
        if case .notEvaluated = refusal.kind {} else { Issue.record("kind \(refusal.kind)") }
    }

    /// `.background(.ultraThinMaterial)`: the material is named where it is written (column
    /// 40: 8 of indent, `Text("3")`, `.padding()`, `.background(` are 31 characters).
    @Test func aMaterialIsRefusedByItsName() throws {
        let refusal = try Self.refusal("Text(\"3\").padding().background(.ultraThinMaterial).opacity(on ? 1 : 0.5)")
        #expect(refusal.message.contains("'.ultraThinMaterial' (a SwiftUI Material) is not evaluated"), "\(refusal.message)")
        #expect(refusal.line == 5 && refusal.column == 40, "\(refusal.line):\(refusal.column)")
    }

    /// An implicit member that is not a material still says what swiftc says.
    @Test func anUntypedImplicitMemberStillSaysSo() throws {
        let refusal = try Self.refusal("Text(\"3\").background(.mystery).opacity(on ? 1 : 0.5)")
        #expect(refusal.message.contains("cannot infer contextual base in reference to member 'mystery'"), "\(refusal.message)")
    }
}
