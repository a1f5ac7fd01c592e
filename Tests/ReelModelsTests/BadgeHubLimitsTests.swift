import Testing
import ReelTimeline
@testable import ReelModels

/// Counts at the ends of Int and locales ICU cannot format: the model stays defined.
@Suite struct BadgeHubLimitsTests {
    let host = Size(width: 96, height: 96)

    @Test func incrementSaturatesAtIntMax() {
        var hub = BadgeHub(hostSize: host)
        hub.setCount(Int.max)
        hub.increment()
        #expect(hub.count == Int.max)
        hub.increment(by: Int.max)
        #expect(hub.count == Int.max)
        hub.setCount(Int.min)
        hub.increment(by: -1)
        #expect(hub.count == Int.min)
        hub.setCount(5)
        hub.increment(by: 2)
        #expect(hub.count == 7)
    }

    @Test func decrementNeverGoesBelowZeroOrOverflows() {
        var hub = BadgeHub(hostSize: host)
        hub.setCount(3)
        hub.decrement(by: 5)
        #expect(hub.count == 0)
        hub.setCount(Int.max - 1)
        hub.decrement(by: -5)
        #expect(hub.count == Int.max)
        hub.setCount(10)
        hub.decrement(by: Int.min)
        #expect(hub.count == Int.max)
        hub.setCount(10)
        hub.decrement(by: 4)
        #expect(hub.count == 6)
    }

    @Test(arguments: ["en_US@numbers=klingon", "zh@numbers=traditional", "en_US@numbers=roman", "ja_JP@numbers=jpan",
                      String(repeating: "x", count: 101)])
    func unformattableLocalesFallBackToPlainDigits(locale: String) {
        #expect(!BadgeHub.canFormat(locale: locale))
        var hub = BadgeHub(hostSize: host)
        hub.numberLocale = locale
        hub.setCount(1234)
        #expect(hub.labelText == "1234")
    }

    @Test(arguments: [("ar_EG", "١٢"), ("de@numbers=thai", "๑๒"), ("en_US", "12"), ("xx_YY", "12")])
    func decimalLocalesKeepTheirDigits(locale: String, twelve: String) {
        #expect(BadgeHub.canFormat(locale: locale))
        var hub = BadgeHub(hostSize: host)
        hub.numberLocale = locale
        hub.setCount(12)
        #expect(hub.labelText == twelve)
    }
}
