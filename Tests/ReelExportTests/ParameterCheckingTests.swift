import Testing
import ReelExport
import ReelModels

/// `ParameterSet.from(_:)` over the defaults checks only the values given (and what an
/// alias stands for), trusting the defaults it left alone; these hold every declaration to
/// what that relies on, and the shortcut to the full check's answers.
@Suite struct ParameterCheckingTests {
    /// Texts of every kind: in range at both ends and between, out of range, malformed.
    static func candidates(_ kind: ParameterKind) -> [String] {
        func numbers(_ lo: Double, _ hi: Double) -> [Double] { [lo, hi, (lo + hi) / 2, lo - 1, hi + 1] }
        switch kind {
        case .number(let lo, let hi), .animatedValue(let lo, let hi):
            return numbers(lo, hi).map(plainNumber) + ["nope", "", " 1 ", "#FF0000"]
        case .integer(let lo, let hi):
            return [lo, hi, lo / 2 + hi / 2].map(String.init) + [String(Double(hi) + 1), "1.5", "x"]
        case .toggle: return ["true", "false", "maybe"]
        case .text: return ["en_US", "ar_EG", "x", "", "zz_ZZ", "a\u{0}b"]
        case .choice(let names): return names + [names[0].uppercased(), "nope"]
        case .color: return ["#123456", "systemBlue", "RED", "#12345", "no-colour"]
        case .size(let lo, let hi): return numbers(lo, hi).map { "\(plainNumber($0))x\(plainNumber($0))" } + ["1x", "x"]
        case .point(let lo, let hi): return numbers(lo, hi).map { "\(plainNumber($0)),\(plainNumber(-$0))" } + ["1,", ","]
        case .curve: return ["linear", "easeIn", "cubic-bezier(0.1,0.2,0.3,0.4)", "wobbly"]
        case .byteSize(let lo, let hi):
            return [String(lo), String(hi), "1.5MiB", "500KB", String(lo - 1), String(hi + 1), "2M", "x"]
        case .list(let element, _):
            let items = candidates(element)
            return items.prefix(3).map { "\($0),\($0)" } + ["\(items[0]),\(items[1])"] + items.prefix(1) + items.suffix(2)
        }
    }

    /// Setting one parameter changes no other's value but the one an alias stands for.
    /// `context`: values given first, for parameters accepted only beside another (an
    /// animation's key times only with its values).
    func assignmentsStayInTheirOwnValue<S: ParameterSet>(_: S.Type, context: [(key: String, text: String)] = []) {
        for p in S.parameters {
            let target = p.aliasOf ?? p.key
            var changedOwn = false
            for given in (context.isEmpty ? [[]] : [[], context]) where given.allSatisfy({ $0.key != target }) {
                guard let reference = try? S.from(given, over: S()) else { continue }
                for text in Self.candidates(p.kind) {
                    guard let value = try? S.from(given + [(p.key, text)], over: S()) else { continue }
                    for q in S.parameters where q.aliasOf == nil && q.key != target {
                        #expect(q.text(in: value) == q.text(in: reference), "\(S.self).\(p.key) = \(text) changed \(q.key)")
                    }
                    if let own = S.parameter(key: target), own.text(in: value) != own.text(in: reference) { changedOwn = true }
                }
            }
            #expect(changedOwn, "\(S.self).\(p.key): no candidate changed it, so the check above proved nothing")
        }
    }

    /// The shortcut over the defaults answers as the full check does: the same value, or the
    /// same refusal, for single values and for pairs of them.
    func shortcutAgreesWithTheFullCheck<S: ParameterSet>(_: S.Type) {
        func outcome(_ body: () throws(ParameterError) -> S) -> String {
            do throws(ParameterError) { return "\(try body().keyedTexts.map { "\($0.key)=\($0.text)" })" } catch { return "refused \(error)" }
        }
        let singles = S.parameters.flatMap { p in Self.candidates(p.kind).map { [(key: p.key, text: $0)] } }
        var cases = singles
        // Pairs of neighbours, so rules between parameters (checkCombination) are reached.
        for (a, b) in zip(singles, singles.dropFirst(7)) where a[0].key != b[0].key { cases.append(a + b) }
        for given in cases {
            #expect(outcome { () throws(ParameterError) in try S.from(given) } == outcome { () throws(ParameterError) in try S.from(given, over: S()) },
                    "\(S.self) \(given)")
        }
    }

    @Test func everySetsAssignmentsStayInTheirOwnValue() {
        assignmentsStayInTheirOwnValue(PopParameters.self)
        assignmentsStayInTheirOwnValue(BumpParameters.self)
        assignmentsStayInTheirOwnValue(BlinkParameters.self)
        assignmentsStayInTheirOwnValue(ShakeParameters.self)
        assignmentsStayInTheirOwnValue(BadgeSetup.self)
        assignmentsStayInTheirOwnValue(ClipTiming.self)
        assignmentsStayInTheirOwnValue(CanvasSpec.self)
        assignmentsStayInTheirOwnValue(EncodingSpec.self)
        assignmentsStayInTheirOwnValue(AnimateParameters.self, context: [("values", "0,1")])
        assignmentsStayInTheirOwnValue(SpringActionParameters.self)
        assignmentsStayInTheirOwnValue(GroupParameters.self)
    }

    @Test func theShortcutAgreesWithTheFullCheck() {
        shortcutAgreesWithTheFullCheck(PopParameters.self)
        shortcutAgreesWithTheFullCheck(BumpParameters.self)
        shortcutAgreesWithTheFullCheck(BlinkParameters.self)
        shortcutAgreesWithTheFullCheck(ShakeParameters.self)
        shortcutAgreesWithTheFullCheck(BadgeSetup.self)
        shortcutAgreesWithTheFullCheck(ClipTiming.self)
        shortcutAgreesWithTheFullCheck(CanvasSpec.self)
        shortcutAgreesWithTheFullCheck(EncodingSpec.self)
        shortcutAgreesWithTheFullCheck(AnimateParameters.self)
        shortcutAgreesWithTheFullCheck(SpringActionParameters.self)
        shortcutAgreesWithTheFullCheck(GroupParameters.self)
    }
}
