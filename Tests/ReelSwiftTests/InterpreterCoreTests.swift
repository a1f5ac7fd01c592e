import Testing
@testable import ReelSwift

/// The language core on its own (no world): each case states the value Swift gives.
@Suite struct InterpreterCoreTests {
    func run(_ text: String, run: String? = nil) throws -> Interpreter {
        try SwiftProgram(fileName: "Core.swift", text: text, run: run).evaluate()
    }

    func value(_ text: String, _ name: String) throws -> Value {
        let interpreter = try run(text)
        return try #require(interpreter.globalValue(name))
    }

    func refusal(_ text: String, run: String? = nil, limits: EvaluationLimits = .standard) -> String {
        do {
            try SwiftProgram(fileName: "Core.swift", text: text, run: run).evaluate(limits: limits)
            return "evaluated"
        } catch {
            return error.description
        }
    }

    @Test func precedenceFollowsSwiftsOperatorTable() throws {
        let i = try run("let a = 1 + 2 * 3\nlet b = (1 + 2) * 3\nlet c = 10 - 4 - 3\nlet d = 1 < 2 && 3 > 4 || true\nlet e = 7 % 3 + 8 / 3\nlet f = 2 > 1 ? 10 : 20")
        #expect(i.text(of: i.globalValue("a")!) == "7")
        #expect(i.text(of: i.globalValue("b")!) == "9")
        #expect(i.text(of: i.globalValue("c")!) == "3")
        #expect(i.text(of: i.globalValue("d")!) == "true")
        #expect(i.text(of: i.globalValue("e")!) == "3")
        #expect(i.text(of: i.globalValue("f")!) == "10")
    }

    @Test func literalsTakeTheirContextsType() throws {
        let i = try run("""
            let w: CGFloat = 30
            let third = w * 2 / 3
            let n = 6
            let d: Double = 1 / 3
            let frames: Double = 6
            let step = Double(1 / frames)
            let mixed = 2 * 0.5
            """)
        guard case .cgFloat(let third) = i.globalValue("third")! else { Issue.record("third is not a CGFloat"); return }
        #expect(third == 30.0 * 2 / 3)
        guard case .int(6) = i.globalValue("n")! else { Issue.record("n is not Int 6"); return }
        guard case .double(let d) = i.globalValue("d")! else { Issue.record("d is not a Double"); return }
        #expect(d == 1.0 / 3)
        guard case .double(let step) = i.globalValue("step")! else { Issue.record("step is not a Double"); return }
        #expect(step == 1.0 / 6)
        guard case .double(1.0) = i.globalValue("mixed")! else { Issue.record("mixed is not Double 1"); return }
    }

    @Test func floatArithmeticRoundsAsFloat() throws {
        let i = try run("""
            let height: CGFloat = 30
            let popStartHeight: Float = Float(height * 0.85)
            let timeStart: Float = 0.05
            let timeOut: Float = 0.2
            let sum = timeStart + timeOut
            let half = popStartHeight / 2
            let back = CFTimeInterval(sum)
            let tenth = Float(0.1)
            """)
        let height: Double = 30
        let popStartHeight = Float(height * 0.85)
        guard case .float(let half) = i.globalValue("half")! else { Issue.record("half is not a Float"); return }
        #expect(half == popStartHeight / 2)
        let timeStart: Float = 0.05, timeOut: Float = 0.2
        guard case .double(let back) = i.globalValue("back")! else { Issue.record("back is not a Double"); return }
        #expect(back == Double(timeStart + timeOut))
        guard case .float(let tenth) = i.globalValue("tenth")! else { Issue.record("tenth is not a Float"); return }
        #expect(tenth == Float(0.1))
    }

    @Test func mixingFloatAndDoubleIsATypeMismatch() {
        #expect(refusal("let a: Float = 1\nlet b: Double = 2\nlet c = a * b") ==
                "Core.swift:3:9: binary operator '*' cannot be applied to operands of type 'Float' and 'Double'")
        #expect(refusal("let n = 3\nlet x: Double = n") == "Core.swift:2:17: cannot convert value of type 'Int' to specified type 'Double'")
    }

    @Test func classesStructsObserversAndStatics() throws {
        let i = try run("""
            class Counter: NSObject {
                private struct Constants {
                    static let step: CGFloat = 0.5
                }
                var log: [String] = []
                var count: Int = 0 {
                    didSet { log.append("did \\(oldValue)->\\(count)") }
                    willSet { log.append("will \\(newValue)") }
                }
                var doubled: Int { count * 2 }
                let start: CGFloat
                init(start: CGFloat) {
                    self.start = start
                    super.init()
                    count = 5
                }
                func bump(by amount: Int = 1) { count += amount }
                func scaled() -> CGFloat { start * Constants.step }
            }
            class Sub: Counter {
                override func bump(by amount: Int = 1) { super.bump(by: amount * 10) }
            }
            struct Point { var x: CGFloat; var y: CGFloat = 0
                mutating func move(dx: CGFloat) { x += dx }
            }
            let c = Counter(start: 3)
            c.bump()
            c.bump(by: 2)
            let s = Sub(start: 1)
            s.bump()
            var p = Point(x: 1)
            var q = p
            q.x = 9
            q.move(dx: 1)
            let alias = c
            alias.bump()
            let summary = "\\(c.count) \\(c.doubled) \\(c.scaled()) \\(s.count) \\(p.x) \\(q.x) \\(c.log)"
            """)
        #expect(i.text(of: i.globalValue("summary")!) ==
                "9 18 1.5 15 1.0 10.0 [\"will 6\", \"did 5->6\", \"will 8\", \"did 6->8\", \"will 9\", \"did 8->9\"]")
    }

    @Test func enumsWithRawAndAssociatedValuesAndSwitch() throws {
        let i = try run("""
            enum Direction: Int { case up = 1, down, left = 10, right }
            enum Motion { case none; case shake(angle: Double, times: Int); case pop(Double) }
            func describe(_ m: Motion) -> String {
                switch m {
                case .none: return "none"
                case .shake(let angle, let times) where times > 2: return "big shake \\(angle) x\\(times)"
                case let .shake(angle, _): return "shake \\(angle)"
                case .pop(let s): return "pop \\(s)"
                }
            }
            func grade(_ n: Int) -> String {
                switch n {
                case 0: return "zero"
                case 1...3: return "few"
                case 4..<10: return "some"
                default: return "many"
                }
            }
            let raws = "\\(Direction.down.rawValue) \\(Direction.right.rawValue) \\(Direction(rawValue: 10) == .left)"
            let motions = [describe(.none), describe(.shake(angle: 0.5, times: 3)), describe(.shake(angle: 0.25, times: 1)), describe(Motion.pop(2))]
            let grades = [grade(0), grade(2), grade(5), grade(99)]
            """)
        #expect(i.text(of: i.globalValue("raws")!) == "2 11 true")
        #expect(i.text(of: i.globalValue("motions")!) == "[\"none\", \"big shake 0.5 x3\", \"shake 0.25\", \"pop 2.0\"]")
        #expect(i.text(of: i.globalValue("grades")!) == "[\"zero\", \"few\", \"some\", \"many\"]")
    }

    @Test func optionals() throws {
        let i = try run("""
            class Box { var inner: Box?; var value: Int = 1 }
            let a = Box()
            let missing = a.inner?.value
            a.inner?.value = 5
            let b: Box? = Box()
            b?.value = 7
            var found = 0
            if let b = b { found = b.value }
            func first(_ x: Box?) -> Int {
                guard let x else { return -1 }
                return x.value
            }
            var forced: Box! = Box()
            forced.value = 3
            let results = "\\(missing == nil) \\(missing ?? 42) \\(found) \\(first(nil)) \\(first(a)) \\(forced.value) \\(b!.value)"
            """)
        #expect(i.text(of: i.globalValue("results")!) == "true 42 7 -1 1 3 7")
        #expect(Refused.of("var x: Int? = nil\nlet y = x!") == Refused(.trap, at: 2, 9))
    }

    @Test func closuresCaptureAndTrail() throws {
        let i = try run("""
            func twice(_ f: (Int) -> Int, then done: () -> Void) -> Int { let r = f(f(1)); done(); return r }
            func both(first: () -> Void, second: () -> Void) { first(); second() }
            var calls: [String] = []
            let r = twice({ $0 + 3 }) { calls.append("done") }
            both { calls.append("a") } second: { calls.append("b") }
            var counter = 0
            let increment = { counter += 1 }
            increment(); increment()
            let squares = (1...4).map { $0 * $0 }.filter { $0 > 1 }
            let total = squares.reduce(0) { $0 + $1 }
            let text = "\\(r) \\(calls) \\(counter) \\(squares) \\(total)"
            """)
        #expect(i.text(of: i.globalValue("text")!) == "7 [\"done\", \"a\", \"b\"] 2 [4, 9, 16] 29")
    }

    @Test func loopsAndStrides() throws {
        let i = try run("""
            var values: [Double] = []
            for t in stride(from: 0.0, to: 1.0, by: 0.1) { values.append(t) }
            var ints: [Int] = []
            for i in stride(from: 10, through: 0, by: -5) { ints.append(i) }
            var n = 0
            outer: for i in 0..<5 {
                if i == 1 { continue }
                for j in 0..<5 { if j == 2 { continue outer }; n += 10 }
            }
            var w = 0
            while w < 5 { w += 2 }
            var items = ""
            for (index, name) in ["a", "b"].enumerated() { items += "\\(index)\\(name)" }
            """)
        var expected: [Double] = []
        for t in stride(from: 0.0, to: 1.0, by: 0.1) { expected.append(t) }
        guard case .array(let got) = i.globalValue("values")! else { Issue.record("values"); return }
        #expect(got.compactMap(\.doubleValue) == expected)
        #expect(i.text(of: i.globalValue("ints")!) == "[10, 5, 0]")
        #expect(i.text(of: i.globalValue("n")!) == "80")
        #expect(i.text(of: i.globalValue("w")!) == "6")
        #expect(i.text(of: i.globalValue("items")!) == "0a1b")
    }

    @Test func mathAndConversions() throws {
        let i = try run("""
            let a = Int(log10(Double(42)))
            let b = min(3, 1, 2)
            let c = max(CGFloat(2), 2.5)
            let d = abs(-3.5)
            let e = CGFloat.pi / 8
            let f = sin(Double.pi / 2)
            let g = M_PI
            let h = Int(2.9)
            let k = sqrt(16.0) + pow(2.0, 3)
            let m = floor(2.7) + round(2.5)
            """)
        #expect(i.text(of: i.globalValue("a")!) == "1")
        #expect(i.text(of: i.globalValue("b")!) == "1")
        #expect(i.text(of: i.globalValue("c")!) == "2.5")
        #expect(i.text(of: i.globalValue("d")!) == "3.5")
        #expect(i.globalValue("e")!.doubleValue == Double.pi / 8)
        #expect(i.text(of: i.globalValue("f")!) == "1.0")
        #expect(i.globalValue("g")!.doubleValue == Double.pi)
        #expect(i.text(of: i.globalValue("h")!) == "2")
        #expect(i.text(of: i.globalValue("k")!) == "12.0")
        #expect(i.text(of: i.globalValue("m")!) == "5.0")
    }

    @Test func attributesAndImportsAreIgnoredAndPrintGoesToTheLog() throws {
        let i = try run("""
            import UIKit
            import QuartzCore
            class V: NSObject {
                @IBOutlet var other: V!
                @IBInspectable var radius: CGFloat = 2
                @objc func tapped() { print("tapped", radius) }
            }
            let v = V()
            v.tapped()
            let s = #selector(V.tapped)
            """)
        #expect(i.log == ["tapped 2.0"])
    }

    @Test func playgroundOrderThenRun() throws {
        let i = try run("var x = 1\nfunc bump() { x += 10 }\nx += 1", run: "bump(); let y = x * 2")
        #expect(i.text(of: i.globalValue("y")!) == "24")
    }

    @Test func refusalsNameThePositionAndWhatIsSupported() {
        #expect(refusal("let a = 1\nlet b = nowhere + a") == "Core.swift:2:9: cannot find 'nowhere' in scope")
        let thrown = Refused.of("func f() {\n    throw MyError()\n}\nf()")
        #expect(thrown.map { ($0.line, $0.column) } ?? (0, 0) == (2, 5))
        if case .notEvaluated(let supported)? = thrown?.kind { #expect(!supported.isEmpty) } else { Issue.record("throw refused as \(String(describing: thrown))") }
        #expect(Refused.of("let x = (1 +\n") == Refused(.syntax, at: 1, 13))
        #expect(refusal("let a = 1", run: "let b = a.nothing") == "run:1:9: value of type 'Int' has no member 'nothing'")
        #expect(refusal("let a = 1\nlet a2 = a\na = 2") == "Core.swift:3:1: cannot assign to value: 'a' is a 'let' constant")
    }

    @Test func constructsOutsideTheSubsetAreRefusedWhereTheyAre() {
        // Key paths of properties evaluate (KeyframeTrack(\\.scale)); other components do not.
        #expect(refusal("let a = 1\nlet f = \\[Int].[0]") ==
                "Core.swift:2:15: .[0] is not evaluated (supported: key paths of properties (\\.scale, \\Frame.offset.y))")
        #expect(refusal("let r = Double.random(in: 0...1)") ==
                "Core.swift:1:9: Double.random is not evaluated (a render is repeatable: write the number)")
        #expect(refusal("protocol P {}\nextension P { func g() {} }") ==
                "Core.swift:2:11: extension of 'P' is not evaluated (supported: extensions of the file's types and of UIKit and Core Animation types)")
        #expect(refusal("let x: Int = 3.5") == "Core.swift:1:14: cannot convert value of type 'Double' to expected type 'Int'")
        #expect(Refused.of("let i = Int(Double.nan)") == Refused(.trap, at: 1, 9))
    }

    @Test func limitsAreNamedInTheirRefusals() {
        var limits = EvaluationLimits.standard
        limits.loopIterations = 1000
        #expect(refusal("var i = 0\nwhile true { i += 1 }", limits: limits) ==
                "Core.swift:2:1: loops ran more than 1000 iterations (limit: loop iterations; a runaway loop?)")
        #expect(refusal("func f(_ n: Int) -> Int { f(n + 1) }\nlet x = f(0)") ==
                "Core.swift:1:27: calls nested deeper than 200 (limit: recursion depth; a runaway recursion?)")
        #expect(Refused.of("var i = 0\nwhile true { i += 1 }", limits: limits) == Refused(.limit(.loopIterations), at: 2, 1))
        limits = .standard
        limits.steps = 500
        #expect(Refused.of("var s = 0\nfor i in 0..<10000 { s += i }", limits: limits)?.kind == .limit(.steps))
        limits = .standard
        limits.sourceBytes = 10
        #expect(refusal("let a = 1 + 2 + 3", limits: limits) ==
                "Core.swift:1:1: the source is larger than the source size limit of 10 bytes")
    }
}
