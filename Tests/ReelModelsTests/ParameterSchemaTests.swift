import Testing
import ReelTimeline
@testable import ReelModels

/// The parameter declarations: the one source of defaults, ranges, parsing and writing.
@Suite struct ParameterSchemaTests {
    /// Every set's declarations, type-erased, with a default value and its round trip.
    static let sets: [(String, [ParameterInfo], [(key: String, text: String)])] = [
        ("pop", PopParameters.infos, PopParameters().keyedTexts),
        ("bump", BumpParameters.infos, BumpParameters().keyedTexts),
        ("blink", BlinkParameters.infos, BlinkParameters().keyedTexts),
        ("shake", ShakeParameters.infos, ShakeParameters().keyedTexts),
        ("setup", BadgeSetup.infos, BadgeSetup().keyedTexts),
        ("timing", ClipTiming.infos, ClipTiming().keyedTexts),
    ]

    @Test func defaultsAreTheSeedsConstants() {
        let pop = PopParameters()
        #expect(pop.popStartRatio == 0.85 && pop.popOutRatio == 1.05 && pop.popInRatio == 0.95)
        #expect(PopParameters.parameter(named: "popOutRatio")?.defaultText == "1.05")
        #expect(BumpParameters.parameter(named: "firstBumpDistance")?.defaultText == "8")
        #expect(ShakeParameters().angle == .pi / 8)
        #expect(ShakeParameters.parameter(named: "angleDegrees")?.defaultText == "22.5")
        #expect(BadgeSetup.parameter(named: "maxCount")?.defaultText == "100000")
    }

    @Test func namesAreUniqueWithinEachSetAndKeysToo() {
        for (name, infos, _) in Self.sets {
            #expect(Set(infos.map(\.name)).count == infos.count, "\(name)")
            #expect(Set(infos.map(\.key)).count == infos.count, "\(name)")
        }
    }

    @Test func everyDefaultIsAccepted() throws {
        #expect(throws: Never.self) { try PopParameters().validate() }
        #expect(throws: Never.self) { try BumpParameters().validate() }
        #expect(throws: Never.self) { try BlinkParameters().validate() }
        #expect(throws: Never.self) { try ShakeParameters().validate() }
        #expect(throws: Never.self) { try BadgeSetup().validate() }
        #expect(throws: Never.self) { try ClipTiming().validate() }
    }

    /// What a scene file writes reads back to the same values, for every set.
    @Test func writtenValuesReadBackEqual() throws {
        var pop = PopParameters(); pop.popOutRatio = 1.2345678901234567; pop.curve = TimingFunction(0.1, 0.2, 0.3, 1.4)
        #expect(try PopParameters.from(pop.keyedTexts) == pop)
        var shake = ShakeParameters(); shake.angle = 0.1; shake.calculationMode = .cubicPaced; shake.keyframes = 9
        #expect(try ShakeParameters.from(shake.keyedTexts) == shake)
        var setup = BadgeSetup()
        setup.text = "Tab\tand \"quotes\" \u{85}"; setup.hostSize = Size(width: 10, height: 20.5)
        setup.circleOffset = Point(x: -15, y: 15); setup.badgeColor = RGBA(hex: 0x34C759); setup.style = .notification
        #expect(try BadgeSetup.from(setup.keyedTexts) == setup)
    }

    @Test(arguments: [
        ("popOutRatio", "0", "a number from 0.01 to 10"),
        ("popOutRatio", "1e308", "a number from 0.01 to 10"),
        ("popOutRatio", "nan", "a number from 0.01 to 10"),
        ("popOutRatio", "inf", "a number from 0.01 to 10"),
        ("popOutTime", "-1", "a number from 0.001 to 60"),
        ("curve", "bouncy", TimingFunction.accepted),
    ])
    func refusalsNameTheKeyAndWhatIsAccepted(key: String, text: String, accepted: String) {
        #expect(throws: ParameterError(key, value: text, accepted: accepted)) { try PopParameters.from([(key, text)]) }
    }

    @Test func setupRefusalsCarryTheirSection() {
        #expect(throws: ParameterError("badge.diameter", value: "1e20", accepted: "a number from 1 to 1000")) {
            try BadgeSetup.from([("badge.diameter", "1e20")])
        }
        #expect(throws: ParameterError("badge.circleOffset", value: "1e308,1e308",
                                       accepted: "X,Y with each from -2000 to 2000, e.g. -15,15")) {
            try BadgeSetup.from([("badge.circleOffset", "1e308,1e308")])
        }
        #expect(throws: ParameterError.self) { try BadgeSetup.from([("badge.dot", "true"), ("badge.text", "New")]) }
    }

    @Test func anAliasAndWhatItStandsForAreNotBothGiven() throws {
        #expect(try ShakeParameters.from([("angleDegrees", "45")]).angle == .pi / 4)
        #expect(throws: ParameterError.self) { try ShakeParameters.from([("angle", "1"), ("angleDegrees", "45")]) }
        // The alias is read, never written.
        #expect(!ShakeParameters().keyedTexts.contains { $0.key == "angleDegrees" })
    }

    @Test func unknownKeysAreRefused() {
        #expect(throws: ParameterError.self) { try PopParameters.from([("popOutRatoi", "1.2")]) }
    }

    @Test func longValuesAreNotEchoedInFull() {
        let huge = String(repeating: "9", count: 100_000)
        do {
            _ = try PopParameters.from([("popOutRatio", huge)])
            Issue.record("accepted")
        } catch {
            #expect(error.value.count <= ParameterText.quoteLimit + 1)
        }
    }

    @Test func textLongerThanItsLimitIsRefused() {
        #expect(throws: ParameterError.self) { try BadgeSetup.from([("badge.text", String(repeating: "x", count: 101))]) }
        #expect(throws: Never.self) { try BadgeSetup.from([("badge.text", String(repeating: "x", count: 100))]) }
    }

    @Test func sceneActionsReadTheirKeys() throws {
        #expect(try SceneAction(named: "wait", [("seconds", "0.5")]) == .wait(0.5))
        #expect(try SceneAction(named: "increment", []) == .increment(1))
        #expect(throws: ParameterError.self) { try SceneAction(named: "wait", []) }
        #expect(throws: ParameterError.self) { try SceneAction(named: "hide", [("by", "1")]) }
        #expect(throws: ParameterError.self) { try SceneAction(named: "twirl", []) }
        #expect(try SceneAction(named: "pop", [("popOutRatio", "1.2")]) == .animate(.seed({ var p = PopParameters(); p.popOutRatio = 1.2; return p }())))
    }
}
