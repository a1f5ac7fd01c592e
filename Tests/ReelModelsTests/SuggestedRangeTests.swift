import Testing
@testable import ReelModels

/// Every number's slider range is declared with it: inside what it accepts, around its
/// default, and narrower than the accepted range where that is too wide for a hand.
@Suite struct SuggestedRangeTests {
    static var numbers: [ParameterInfo] {
        AnimationName.allCases.flatMap(\.parameters) + BadgeSetup.parameters.map(\.info) + ClipTiming.parameters.map(\.info)
    }

    @Test func everyNumberHasASoftRangeInsideItsAcceptedOne() {
        for p in Self.numbers {
            let accepted: ClosedRange<Double>
            switch p.kind {
            case .number(let lo, let hi): accepted = lo...hi
            case .integer(let lo, let hi): accepted = Double(lo)...Double(hi)
            default:
                #expect(p.suggested == nil, "\(p.name)")
                continue
            }
            guard let soft = p.suggested else { Issue.record("\(p.name) has no suggested range"); continue }
            #expect(accepted.contains(soft.lowerBound) && accepted.contains(soft.upperBound), "\(p.name): \(soft) outside \(accepted)")
            if let value = Double(p.defaultText) { #expect(soft.contains(value), "\(p.name): default \(value) outside \(soft)") }
        }
    }

    @Test func theIssuesExamples() {
        let pop = AnimationName.pop.parameters
        #expect(pop.first { $0.name == "popOutRatio" }?.suggested == 0.5...2)
        #expect(pop.first { $0.name == "popOutTime" }?.suggested == 0.01...1)
        let shake = AnimationName.shake.parameters
        #expect(shake.first { $0.name == "angleDegrees" }?.suggested == -90...90)
        #expect(shake.first { $0.name == "angle" }?.suggested == -Double.pi / 2...Double.pi / 2)
        #expect(AnimationName.bump.parameters.first { $0.name == "firstBumpDistance" }?.suggested?.upperBound == 40)
        // A unit's range is cut to what is accepted and widened to the default.
        #expect(ParameterUnit.seconds.suggested(nil, accepted: 0...600, default: 3) == 0.01...6)
        #expect(ParameterUnit.ratio.suggested(nil, accepted: 0...1, default: 0.5) == 0...1)
    }
}
