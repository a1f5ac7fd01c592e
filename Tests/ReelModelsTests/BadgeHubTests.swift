import Testing
import ReelTimeline
@testable import ReelModels

@Suite struct BadgeHubTests {
    let host = Size(width: 96, height: 96)

    @Test func defaultPlacement() {
        let hub = BadgeHub(hostSize: host)
        // x = W − 2d/3 = 96 − 20, y = −d/3 = −10.
        #expect(hub.circleFrame == Rect(x: 76, y: -10, width: 30, height: 30))
        #expect(hub.initialCenter == Point(x: 91, y: 5))
        #expect(hub.fontSize == 15)
        #expect(hub.cornerRadius == 15)
        #expect(hub.isCircleHidden)   // count 0: checkZero hides it
    }

    @Test(arguments: [(1, 30.0), (9, 30), (10, 30), (99, 30), (100, 39), (999, 39), (1000, 48), (99999, 57), (100000, 66)])
    func resizeToFitDigits(count: Int, width: Double) {
        var hub = BadgeHub(hostSize: host)
        hub.setCount(count)
        #expect(near(hub.circleFrame.width, width))
        // About the initial frame's center.
        #expect(near(hub.circleFrame.center.x, 91))
        #expect(near(hub.initialCenter.x, 91))
        #expect(hub.circleFrame.height == 30)
    }

    @Test func maxCountAndDecrement() {
        var hub = BadgeHub(hostSize: host)
        hub.setCount(100_001)
        #expect(hub.labelText == "100000+")
        hub.setMaxCount(99)
        hub.setCount(150)
        #expect(hub.labelText == "99+")
        #expect(hub.circleFrame.width == 39)   // the width still follows the count
        hub.decrement(by: 200)
        #expect(hub.count == 0)
        #expect(hub.isCircleHidden && hub.isLabelHidden)
        hub.increment()
        #expect(hub.labelText == "1" && !hub.isCircleHidden)
    }

    @Test func scaleThenMove() {
        var hub = BadgeHub(hostSize: host)
        hub.scaleCircleSize(by: 2)
        #expect(hub.circleFrame == Rect(x: 61, y: -25, width: 60, height: 60))
        #expect(hub.fontSize == 30)
        hub.moveCircleBy(x: -15, y: 15)
        #expect(hub.circleFrame == Rect(x: 46, y: -10, width: 60, height: 60))
        #expect(hub.initialCenter == Point(x: 76, y: 20))
    }

    @Test func localeFormatsTheCount() {
        var hub = BadgeHub(hostSize: host)
        hub.numberLocale = "ar_EG"
        hub.setCount(42)
        #expect(hub.labelText == "٤٢")
        hub.setMaxCount(99)
        hub.setCount(150)
        #expect(hub.labelText == "٩٩+")
        hub.numberLocale = "de_DE"
        hub.setMaxCount(100_000)
        hub.setCount(1234)
        #expect(hub.labelText == "1.234")
        hub.numberLocale = nil
        #expect(hub.labelText == "1234")   // BadgeHub's own "\(count)"
        var setup = BadgeSetup(); setup.locale = "zz_nowhere"
        #expect(throws: ParameterError.self) { try setup.validate() }
        setup.locale = "hi_IN@numbers=deva"
        #expect(throws: Never.self) { try setup.validate() }
    }

    @Test func notificationStyleFitsItsContent() {
        var setup = BadgeSetup()
        setup.style = .notification
        setup.count = 5
        var stage = setup.makeStage(for: .seed(PopParameters()), measure: FixedAdvanceMetrics())
        // 16 points high, caption2 11-point semibold; "5" is 6.6 points: a 16-point circle.
        #expect(stage.hub.circleFrame.size == Size(width: 16, height: 16))
        #expect(stage.hub.fontSize == 11 && stage.hub.fontWeight == 600)
        #expect(stage.hub.circleColor == .systemRed)
        // A script's count change refits the pill: "150" is 19.8 points plus 4.5 a side.
        stage.update { $0.setCount(150) }
        #expect(near(stage.hub.circleFrame.width, 28.8))
        #expect(near(stage.hub.circleFrame.center.x, 96 - 16 * 2 / 3 + 8))
        let label = stage.timeline.model(of: stage.label, at: stage.now)
        #expect(label.text == "150" && label.fontWeight == 600 && near(label.frame.width, 28.8))
        // Text takes the same padding.
        setup.text = "New"
        let text = setup.makeStage(for: .seed(PopParameters()), measure: FixedAdvanceMetrics())
        #expect(near(text.hub.circleFrame.width, 3 * 0.6 * 11 + 9))
    }

    @Test func hideShowAndCount() {
        var hub = BadgeHub(hostSize: host)
        hub.setCount(3)
        hub.hideCount()
        #expect(!hub.isCircleHidden && hub.isLabelHidden)
        hub.showCount(); hub.hide()
        #expect(hub.isCircleHidden && hub.isLabelHidden)
        hub.show()
        #expect(!hub.isCircleHidden && !hub.isLabelHidden)
    }

    @Test func textWidensIntoAPill() {
        var setup = BadgeSetup()
        setup.text = "New"
        let stage = setup.makeStage(for: .seed(PopParameters()), measure: FixedAdvanceMetrics())
        // 3 × 0.6 × 15 = 27 points of text, plus half the height of padding.
        #expect(near(stage.hub.circleFrame.width, 42))
        #expect(near(stage.hub.circleFrame.center.x, 91))
        #expect(stage.hub.labelText == "New")
    }

    @Test func dotAndCornerStyles() {
        var setup = BadgeSetup()
        setup.dot = true
        let dot = setup.makeStage(for: .seed(PopParameters()), measure: FixedAdvanceMetrics())
        #expect(dot.hub.circleFrame.size == Size(width: 10, height: 10))
        #expect(!dot.hub.isCircleHidden && dot.hub.isLabelHidden)
        #expect(CornerStyle.none.radius(forHeight: 30) == 0)
        #expect(CornerStyle.medium.radius(forHeight: 30) == 4)
        #expect(CornerStyle.large.radius(forHeight: 10) == 5)
        #expect(CornerStyle.max.radius(forHeight: 30) == 15)
    }
}
