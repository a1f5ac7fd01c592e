import Foundation
import ReelTestSupport
import Testing
@testable import BadgeReelCLI
@testable import ReelSwift

/// Round 15's hostile inputs whose cause was outside the SwiftUI world and the Swift writer:
/// each trapped BadgeReel itself (exit 132, no position), wrote over its own input, ran for
/// minutes within every limit, or was placed in a text the user never wrote. Each is now one
/// line placed in the user's code (exit 65) or naming the flag (exit 64), nothing written;
/// where Swift evaluates the code, it is evaluated as Swift does.
@Suite struct HostileRound15Tests {
    let dir = scratchFolder()

    func refusal(_ text: String) -> String? {
        do {
            try SwiftProgram(fileName: "Hostile.swift", text: text).evaluate()
            return nil
        } catch {
            return error.description
        }
    }

    /// `still X.swift -o frame.png`, where frame.png is a symbolic link to X.swift, wrote the
    /// PNG over the Swift file (exit 0): `still` did not tell the output check its input.
    /// A hard link kept the file's bytes only because the write renames a new file into place.
    @Test func stillNeverWritesOverItsSwiftFile() throws {
        let swift = dir.appendingPathComponent("Like.swift").path
        try Data(contentsOf: URL(fileURLWithPath: SwiftUICommandTests.like)).write(to: URL(fileURLWithPath: swift))
        let before = try Data(contentsOf: URL(fileURLWithPath: swift))
        let symbolic = dir.appendingPathComponent("frame.png").path
        try FileManager.default.createSymbolicLink(atPath: symbolic, withDestinationPath: "Like.swift")
        let hard = dir.appendingPathComponent("hard.png").path
        try FileManager.default.linkItem(atPath: swift, toPath: hard)
        for png in [symbolic, hard] {
            let refused = runInProcess(["still", swift, "-o", png])
            #expect(refused?.code == 64, "\(png)")
            #expect(refused?.message == "--output \(png): expected a path that is not an input; it would replace the scene file \(swift)")
            #expect(try Data(contentsOf: URL(fileURLWithPath: swift)) == before)
        }
        // A PNG of its own is still written.
        let own = dir.appendingPathComponent("own.png").path
        #expect(runInProcess(["still", swift, "-o", own]) == nil)
        #expect(FileManager.default.fileExists(atPath: own))
    }

    /// A SwiftUI view `V` whose body is `body` (with `on` its state), rendered with a run
    /// that turns `on`: the refusal's message and exit status, nil when the GIF was written.
    func rendered(_ body: String) throws -> (message: String, code: Int32)? {
        let file = dir.appendingPathComponent("V.swift")
        try Data("""
            import SwiftUI
            struct V: View {
                @State var on = false
                var body: some View {
                    \(body)
                }
            }

            """.utf8).write(to: file)
        let gif = dir.appendingPathComponent("v-\(UUID().uuidString).gif").path
        let refused = runInProcess(["render", file.path, "--run", "var v = V(); withAnimation { v.on = true }", "-o", gif])
        #expect(FileManager.default.fileExists(atPath: gif) == (refused == nil))
        return refused
    }

    /// `Color(hue: .nan, …)` trapped making the hue's sector an Int (exit 132); NaN and
    /// infinite components of either initializer name no colour and are refused at the call.
    @Test func colorComponentsAreFinite() throws {
        let cases: [(String, String)] = [
            ("Color(hue: Double.nan, saturation: 1, brightness: 1)", "hue nan"),
            ("Color(hue: 0.5, saturation: 1, brightness: -Double.infinity)", "brightness -inf"),
            ("Color(red: 1, green: Double.nan, blue: 0)", "green nan"),
            ("Color(red: 1, green: 0, blue: 0, opacity: Double.infinity)", "opacity inf"),
        ]
        for (color, named) in cases {
            let refused = try rendered("Circle().fill(\(color)).frame(width: 20, height: 20).scaleEffect(on ? 2 : 1)")
            #expect(refused?.code == 65, "\(color)")
            #expect(refused?.message.hasPrefix("\(dir.appendingPathComponent("V.swift").path):5:") == true, "\(refused?.message ?? "")")
            #expect(refused?.message.contains("error: Color's \(named) is not drawn: expected a finite number") == true, "\(refused?.message ?? "")")
        }
        #expect(try rendered("Circle().fill(Color(hue: 1.5, saturation: 1, brightness: 1, opacity: 0.5)).frame(width: 20, height: 20).scaleEffect(on ? 2 : 1)") == nil)
    }

    /// A `Text` of one character and 400,000 combining accents passed the 1,000-character
    /// limit and took 38 s for 95 frames (Pango shapes every scalar at every frame); its
    /// scalars are bounded too. A thousand accented letters (two scalars each) are drawn.
    @Test func aTextsScalarsAreBounded() throws {
        let zalgo = try rendered(#"Text("e" + String(repeating: "\u{301}", count: 400_000)).scaleEffect(on ? 2 : 1)"#)
        #expect(zalgo?.code == 65)
        #expect(zalgo?.message.contains("error: Text's text of 1 characters is not drawn: it holds 400001 Unicode scalars (combining marks and other joined scalars); expected at most 10000") == true,
                "\(zalgo?.message ?? "")")
        #expect(try rendered(#"Text(String(repeating: "e\u{301}", count: 1000)).font(.system(size: 2)).scaleEffect(on ? 2 : 1)"#) == nil)
    }

    /// Ranges past Int's count: a `for` over `Int.min..<Int.max` and `(Int.min...Int.max)`'s
    /// members trapped counting their elements; Swift loops (here: the loop limit) and reads
    /// `contains` from the bounds.
    @Test func rangesWiderThanIntCountsAreNotTrapped() {
        let loops = "loops ran more than 100000 iterations (limit: loop iterations; a runaway loop?)"
        #expect(refusal("for _ in Int.min..<Int.max {}") == "Hostile.swift:1:10: " + loops)
        #expect(refusal("for _ in Int.min...Int.max {}") == "Hostile.swift:1:10: " + loops)
        #expect(refusal("precondition((Int.min...Int.max).contains(0))") == nil)
        #expect(refusal("precondition((0...Int.max).contains(5) && !(0..<Int.max).contains(Int.max))") == nil)
        #expect(refusal("precondition((Int.min..<Int.max).lowerBound == Int.min)") == nil)
        #expect(refusal("var n = 0\nfor _ in Int.min..<Int.min { n += 1 }\nfor _ in (Int.max - 2)...Int.max { n += 1 }\nprecondition(n == 3)") == nil)
        // A closed range is checked when it is made, as Swift's `...` checks it.
        #expect(refusal("let r = 5...1") == "Hostile.swift:1:9: Fatal error: Range requires lowerBound <= upperBound")
    }

    /// An integer stride whose next step is past Int's range ends there, as Swift's does;
    /// `i += by` trapped. `abs(Int.min)` overflows, where Swift traps: refused at the call.
    @Test func integerStridesEndAtIntsRange() {
        #expect(refusal("let a = stride(from: 0, to: Int.max, by: Int.max / 2).map { $0 }\nprecondition(a == [0, 4611686018427387903, 9223372036854775806])") == nil)
        #expect(refusal("let a = stride(from: 10, through: Int.min, by: Int.min).map { $0 }\nprecondition(a == [10, -9223372036854775798])") == nil)
        #expect(refusal("let a = stride(from: Int.max - 1, through: Int.max, by: 1).map { $0 }\nprecondition(a.count == 2)") == nil)
        #expect(refusal("let x = abs(Int.min)") == "Hostile.swift:1:9: Fatal error: arithmetic overflow in abs(_:) of Int.min")
        #expect(refusal("precondition(abs(Int.min + 1) == Int.max)") == nil)
    }

    /// `ForEach(0...Int.max)` and `ForEach(Int.min..<Int.max)` trapped counting their
    /// elements; refused as any ForEach past the views laid out is.
    @Test func forEachRangesPastIntAreRefused() throws {
        let file = dir.appendingPathComponent("Rows.swift")
        func rows(_ range: String) throws -> (message: String, code: Int32)? {
            try Data("""
                import SwiftUI
                struct Rows: View {
                    @State var on = false
                    var body: some View { HStack { ForEach(\(range), id: \\.self) { _ in Text("x") } }.opacity(on ? 1 : 0.5) }
                }
                """.utf8).write(to: file)
            return runInProcess(["render", file.path, "--run", "var v = Rows(); withAnimation { v.on = true }",
                                 "-o", dir.appendingPathComponent("rows.gif").path])
        }
        let ranges: [(String, String)] = [("0...Int.max", "more than 9223372036854775807"),
                                          ("Int.min..<Int.max", "more than 9223372036854775807"),
                                          ("0..<401", "401"), ("0...400", "401")]
        for (range, count) in ranges {
            let refused = try rows(range)
            #expect(refused?.code == 65, "\(range)")
            #expect(refused?.message.hasSuffix("error: ForEach over \(count) elements; at most 400 views are laid out") == true,
                    "\(range): \(refused?.message ?? "")")
        }
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("rows.gif").path))
        // Two elements at the top of Int's range are two views.
        #expect(try rows("(Int.max - 1)...Int.max") == nil)
    }

    /// A refusal in the `#Preview` a file is shown by was placed in "run", a text the user
    /// never wrote (`run:1:15: error: …`, no excerpt); it is placed at the preview's view in
    /// the file, on its first line and on later ones.
    @Test func aPreviewsRefusalIsPlacedInTheFile() throws {
        let file = dir.appendingPathComponent("Previewed.swift")
        func shown(_ preview: String) throws -> String? {
            try Data("""
                import SwiftUI
                struct W: View {
                    @State var on = false
                    var body: some View { Text("x").scaleEffect(on ? 2 : 1) }
                }

                \(preview)

                """.utf8).write(to: file)
            return runInProcess(["still", file.path, "-o", dir.appendingPathComponent("w.png").path])?.message
        }
        let unknown = "error: no memberwise initializer of 'W' takes arguments (nonexistent:)"
        let first = try shown("#Preview {\n    W(nonexistent: 3)\n}")
        #expect(first?.hasPrefix("\(file.path):8:5: " + unknown) == true, "\(first ?? "")")
        let later = try shown("#Preview(\"Later\") {\n    W()\n        .opacity(nowhere)\n}")
        #expect(later?.hasPrefix("\(file.path):9:18: error: cannot find 'nowhere' in scope") == true, "\(later ?? "")")
    }

    /// A change to an array or dictionary copies it whole here (the place keeps its own), and
    /// a dictionary finds a key by comparing each: uncharged, 20,000 `append`s took 76 s and
    /// 100,000 (within every limit) about half an hour. Each copy or scan is charged a step per
    /// 16 elements, so the steps limit bounds them; an array of a thousand is still built.
    @Test func collectionCopiesAreCharged() {
        let small = EvaluationLimits(steps: 20_000)
        let appends = "var a: [Int] = []\nfor i in 0..<2000 { a.append(i) }"
        #expect(Refused.of(appends, limits: small) == Refused(.limit(.steps), at: 2, 21))
        let stores = "var a = (0..<2000).map { $0 }\nfor i in 0..<2000 { a[i] = i }"
        #expect(Refused.of(stores, limits: small) == Refused(.limit(.steps), at: 2, 21))
        let keyed = "var d: [Int: Int] = [:]\nfor i in 0..<2000 { d[i] = i }"
        #expect(Refused.of(keyed, limits: small) == Refused(.limit(.steps), at: 2, 28))
        let read = "var d: [Int: Int] = [:]\nfor i in 0..<600 { d[i] = i }\nvar n = 0\nfor i in 0..<600 { n += d[i]! }"
        #expect(Refused.of(read, limits: EvaluationLimits(steps: 30_000)) == Refused(.limit(.steps), at: 4, 25))
        // What animation code builds is built: a thousand elements each way.
        #expect(Refused.of("var a: [Int] = []\nfor i in 0..<1000 { a.append(i) }\nfor i in 0..<1000 { a[i] = 2 * i }\nprecondition(a[999] == 1998)") == nil)
        #expect(Refused.of("var d: [Int: Int] = [:]\nfor i in 0..<1000 { d[i] = i }\nprecondition(d[999] == 999)") == nil)
    }

    /// `Timer.publish(every: .nan)` ran as a 0.1 ms timer (exit 0): `max(0.0001, .nan)` is
    /// 0.0001. A NaN interval is refused as any interval past the scene is; 0 is still
    /// Foundation's 0.1 ms.
    @Test func aTimersIntervalIsANumber() throws {
        let nan = try rendered("Text(on ? \"a\" : \"b\").onReceive(Timer.publish(every: Double.nan, on: .main, in: .common).autoconnect()) { _ in on.toggle() }")
        #expect(nan?.code == 65)
        #expect(nan?.message.contains("error: Timer.publish every: nan is not a number of seconds within the scene") == true, "\(nan?.message ?? "")")
        let scheduled = try rendered("Text(on ? \"a\" : \"b\").onAppear { Timer.scheduledTimer(withTimeInterval: Double.nan, repeats: false) { _ in on = true } }")
        #expect(scheduled?.message.contains("error: Timer.scheduledTimer withTimeInterval: nan is not a number of seconds within the scene") == true, "\(scheduled?.message ?? "")")
    }

    /// A name declared with backticks (an escaped keyword: `case \`default\``, `struct \`class\``,
    /// `func \`repeat\``) was registered with them and never found ("cannot find 'class' in
    /// scope"); Swift reads `` `default` `` and `default` after a dot as one name.
    @Test func backtickedDeclarationsAreFound() {
        #expect(refusal("enum Size { case `default`, large }\nlet s = Size.default\nprecondition(s == .default && s != .large)") == nil)
        #expect(refusal("struct `class` { var x = 1 }\nlet c = `class`()\nprecondition(c.x == 1)") == nil)
        #expect(refusal("func `repeat`() -> Int { 3 }\nprecondition(`repeat`() == 3)") == nil)
    }

    /// A postfix `#if` (SE-0308) was refused as its base's first line ("Text(\"x\") is not
    /// evaluated (supported: literals, names, …)"), naming nothing the user wrote wrong; it is
    /// refused by name at its `#if`.
    @Test func aPostfixIfIsRefusedByName() {
        let said = refusal("let x = [1, 2]\n    #if DEBUG\n    .count\n    #endif")
        #expect(said == "Hostile.swift:2:5: a postfix '#if' (members chosen by a compilation condition after an expression) is not evaluated (supported: #if around whole statements, declarations and views)",
                "\(said ?? "")")
    }

    /// A `#Preview` named with a RIGHT-TO-LEFT OVERRIDE reached the terminal raw in the
    /// refusal that lists the previews, reordering the rest of the line; bidirectional
    /// formatting characters are escaped in messages as control characters are.
    @Test func bidiControlsAreEscapedInMessages() throws {
        let file = dir.appendingPathComponent("Named.swift")
        try Data("import SwiftUI\nstruct W: View {\n    @State var on = false\n    var body: some View { Text(\"x\").scaleEffect(on ? 2 : 1) }\n}\n#Preview(\"\u{202E}gnp.exe\") { W() }\n".utf8).write(to: file)
        let refused = runInProcess(["still", file.path, "--preview", "Other\u{2067}", "-o", dir.appendingPathComponent("n.png").path])
        #expect(refused?.code == 65)
        #expect(refused?.message.hasSuffix(#"the file has no #Preview named "Other\u{2067}" (it has: "\u{202e}gnp.exe")"#) == true, "\(refused?.message ?? "")")
        #expect(refused?.message.unicodeScalars.contains { $0.value == 0x202E || $0.value == 0x2067 } == false)
    }
    /// An opacity changed in transactions of their own while the others still run adds an
    /// animation each, and every frame evaluates them all: 250 changes under 100 s curves
    /// rendered for 216 s, 1,000 ran past 4 minutes, all within every limit. As a laid-out
    /// frame's, a number's combined animations are bounded at 64, refused by name at the
    /// change past that; 60 render.
    @Test func aNumbersCombinedAnimationsAreBounded() throws {
        func changes(_ n: Int) -> String {
            "Circle().frame(width: 20, height: 20).opacity(on ? 1 : 0.2).onAppear { for i in 1...\(n) { DispatchQueue.main.asyncAfter(deadline: .now() + Double(i) * 0.001) { withAnimation(.linear(duration: 1)) { on.toggle() } } } }"
        }
        let refused = try rendered(changes(70))
        #expect(refused?.code == 65)
        #expect(refused?.message.contains("error: the opacity of the view at 0 is moved by 65 animations at once") == true, "\(refused?.message ?? "")")
        #expect(refused?.message.contains("at most 64 combine (limit: animations combined)") == true, "\(refused?.message ?? "")")
        #expect(try rendered(changes(60)) == nil)
    }

    /// A negative duration, response or repeat count wrote a clip of exit 0: a finished
    /// value, a spring running backwards in time, a count read as endless. Each is refused at
    /// the animation with the range; 0 stays a duration (an instant change).
    @Test func durationsAndCountsAreNotNegative() throws {
        let cases: [(String, String)] = [
            (".linear(duration: -1)", "Animation.linear's duration -1 is not drawn: expected a number from 0 to 1000000"),
            (".spring(response: -1)", "Animation.spring's response -1 is not drawn: expected a number from 0 to 1000000"),
            (".snappy(duration: -2)", "Animation.snappy's duration -2 is not drawn: expected a number from 0 to 1000000"),
            (".linear(duration: 0.3).repeatCount(-1)", "Animation.repeatCount's _ -1 is not drawn: expected a number from 0 to 1000000"),
        ]
        for (animation, said) in cases {
            let refused = try rendered("Circle().frame(width: 20, height: 20).opacity(on ? 1 : 0.2).animation(\(animation), value: on)")
            #expect(refused?.code == 65, "\(animation)")
            #expect(refused?.message.contains("error: \(said)") == true, "\(animation): \(refused?.message ?? "")")
        }
        let instant = try rendered("Circle().frame(width: 20, height: 20).opacity(on ? 1 : 0.2).animation(.linear(duration: 0), value: on)")
        #expect(instant?.message.contains("is not drawn") != true, "\(instant?.message ?? "")")
    }
}
