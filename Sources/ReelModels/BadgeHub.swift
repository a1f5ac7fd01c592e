import ReelTimeline
import Synchronization

/// BadgeHub's state, as the library keeps it: the red circle's frame, the count label, and
/// the frames its animations start from. A value type: every method mutates this copy only,
/// and `BadgeStage` turns the result into model changes on a timeline.
///
/// Where the seed's tutorial code and the library differ, this follows the library:
/// `initialCenter` is set by setCircleAtFrame and resizeToFitDigits (the tutorial never sets
/// it, so its bump would fly to y = 0).
public struct BadgeHub: Hashable, Sendable {
    /// BadgeHub's Constants, by their names in the library.
    public enum Constants {
        /// The circle's diameter in points when none is given.
        public static let notificHubDefaultDiameter = 30.0
        /// How much wider the circle grows per extra order of magnitude of the count, times its initial width.
        public static let countMagnitudeAdaptationRatio = 0.3
        /// The count above which the label reads "maxCount+", unless set.
        public static let defaultMaxCount = 100_000
    }

    /// The host view's size in points; the default circle is placed against it.
    public private(set) var hostSize: Size
    /// redCircle.frame.
    public private(set) var circleFrame: Rect
    /// The frame pop scales from: set by setCircleAtFrame and resizeToFitDigits.
    public private(set) var baseFrame: Rect
    /// The frame resizeToFitDigits widens from: set by setCircleAtFrame only.
    public private(set) var initialFrame: Rect
    /// Where bump returns to.
    public private(set) var initialCenter: Point
    /// The Custom Badge tutorial's copy of BadgeHub never sets `initialCenter`, so it stays
    /// CGPoint.zero and its bump flies the badge to y = 0 and rests there (its recorded demo
    /// shows it). True reproduces that; the library's behaviour is the default.
    public var keepsTutorialInitialCenter = false

    /// The center bump moves about: the library's initialCenter, or the tutorial's zero.
    public var bumpCenter: Point { keepsTutorialInitialCenter ? .zero : initialCenter }
    /// The count the label shows (BadgeHub.count).
    public private(set) var count: Int = 0
    /// Above it the label reads "maxCount+".
    public var maxCount: Int = Constants.defaultMaxCount
    /// hide(): the circle and label are hidden whatever the count.
    public private(set) var isForcedHidden = false
    /// hideCount(): the label is hidden, the circle stays.
    public private(set) var isCountHidden = false
    /// Text shown instead of the count (NotificationBadge's `.text`), widening the circle
    /// into a pill; nil for a counter.
    public private(set) var customText: String?
    /// The width customText needs, measured by the renderer's font engine.
    public private(set) var customTextWidth: Double = 0
    /// Label font size: setCircleAtFrame sets UIFont.systemFont(ofSize: width / 2), unless a
    /// style fixes it (NotificationBadge's caption2).
    public private(set) var fontSize: Double
    /// A fixed label size that setCircleAtFrame keeps; nil for BadgeHub's width / 2.
    public var fixedFontSize: Double? { didSet { if let fixedFontSize { fontSize = fixedFontSize } } }
    /// 400 regular (UIFont.systemFont), 600 semibold (NotificationBadge).
    public var fontWeight = 400
    /// Padding each side when the badge fits its measured content (NotificationBadge); nil
    /// for BadgeHub's digit rule.
    public var contentPadding: Double?
    /// A locale identifier (e.g. "ar_EG") to format the count as NotificationBadge does, with
    /// that locale's digits and grouping; nil keeps BadgeHub's plain "\(count)".
    public var numberLocale: String?
    /// Corner radius; nil keeps BadgeHub's height / 2 (a circle or capsule).
    public var cornerRadiusOverride: Double?
    /// redCircle.backgroundColor.
    public var circleColor: RGBA = .red
    /// redCircle.layer.borderColor.
    public var circleBorderColor: RGBA = .clear
    /// redCircle.layer.borderWidth, in points.
    public var circleBorderWidth: Double = 0
    /// countLabel.textColor.
    public var labelColor: RGBA = .white
    /// setAlpha: applied to the circle and the label separately.
    public private(set) var alpha: Double = 1

    /// BadgeHub(view:) for a host view of `hostSize`, with the circle at the library's default
    /// place: x = W − 2d/3, y = −d/3, diameter d.
    public init(hostSize: Size, diameter: Double = Constants.notificHubDefaultDiameter) {
        self.hostSize = hostSize
        let frame = Rect(x: hostSize.width - diameter * 2 / 3, y: -diameter / 3, width: diameter, height: diameter)
        circleFrame = frame; baseFrame = frame; initialFrame = frame
        initialCenter = frame.center
        fontSize = frame.width / 2
    }

    /// checkZero: with nothing to count (count ≤ 0, no text) the circle and label hide; so
    /// does hide(). Derived, so it can never be stale.
    public var isCircleHidden: Bool { isForcedHidden || (customText == nil && count <= 0) }
    /// Whether countLabel is hidden: with the circle, or by hideCount().
    public var isLabelHidden: Bool { isCircleHidden || isCountHidden }

    /// What countLabel.text reads.
    public var labelText: String {
        if let customText { return customText }
        return count > maxCount ? format(maxCount) + "+" : format(count)
    }

    /// The count in `numberLocale`'s digits, or BadgeHub's plain digits when there is no
    /// locale or ICU cannot format numbers for it (see `canFormat(locale:)`).
    private func format(_ n: Int) -> String {
        guard let numberLocale, Self.canFormat(locale: numberLocale) else { return "\(n)" }
        return Self.formatted(n, locale: numberLocale)
    }

    /// `n` as the decimal formatter for `identifier` writes it. One formatter per locale,
    /// made once and used under a lock (a NumberFormatter is not safe to share between
    /// threads): making one for every label was 8% of planning a batch job. The formatter's
    /// settings never change after it is made, so its output is what a fresh one gives.
    private static func formatted(_ n: Int, locale identifier: String) -> String {
        formatters.withLock { formatters in
            let formatter: NumberFormatter
            if let known = formatters[identifier] { formatter = known } else {
                formatter = decimalFormatter(identifier)
                formatters[identifier] = formatter
            }
            return formatter.string(from: NSNumber(value: n)) ?? "\(n)"
        }
    }

    /// Bounded by the locales `canFormat` accepts that a run names (a manifest's few); a
    /// formatter is used under the lock only (NumberFormatter is not thread-safe).
    private static let formatters = Mutex<[String: NumberFormatter]>([:])

    /// Whether a count can be formatted for the locale `identifier` with its own digits.
    ///
    /// Foundation's NumberFormatter traps (SIGILL) on a locale whose numbering system ICU
    /// does not have ("en_US@numbers=klingon"), and ICU formats an algorithmic system
    /// ("@numbers=roman", "ja_JP@numbers=jpan") as words or numerals with a minus sign
    /// even for 1234. So a locale is accepted when its numbering system is one ICU lists
    /// and it writes each of 0 to 9 as one distinct character: a decimal digit system
    /// (latn, arab, thai, deva, hanidec, …). Identifiers longer than 100 characters are
    /// refused unread. The answer is cached per identifier.
    public static func canFormat(locale identifier: String) -> Bool {
        guard identifier.utf8.count <= 100 else { return false }
        return localeChecks.withLock { checks in
            if let known = checks[identifier] { return known }
            let locale = Locale(identifier: identifier)
            var ok = Locale.NumberingSystem.availableNumberingSystems.contains(locale.numberingSystem)
            if ok {
                let formatter = decimalFormatter(identifier)
                let digits = (0...9).map { formatter.string(from: NSNumber(value: $0)) ?? "" }
                ok = digits.allSatisfy { $0.count == 1 } && Set(digits).count == 10
            }
            checks[identifier] = ok
            return ok
        }
    }

    private static func decimalFormatter(_ identifier: String) -> NumberFormatter {
        let formatter = NumberFormatter()
        formatter.locale = Locale(identifier: identifier)
        formatter.numberStyle = .decimal
        return formatter
    }

    private static let localeChecks = Mutex<[String: Bool]>([:])

    /// The circle's corner radius: BadgeHub's height / 2 unless a style overrides it.
    public var cornerRadius: Double { cornerRadiusOverride ?? circleFrame.height / 2 }

    // MARK: geometry

    /// setCircleAtFrame: the circle, the base and initial frames, the label and its font.
    public mutating func setCircleAtFrame(_ frame: Rect) {
        circleFrame = frame; baseFrame = frame; initialFrame = frame
        initialCenter = frame.center
        fontSize = fixedFontSize ?? frame.width / 2
        resizeToFitContent()
    }

    /// Sizes the badge to its content, measured by the renderer's font engine: `width` points
    /// of label plus the padding on each side, never narrower than the circle, about the
    /// initial frame's center. Only for badges with a content padding (NotificationBadge).
    public mutating func fitContent(width: Double) {
        guard let contentPadding, customText == nil else { return }
        var frame = initialFrame
        frame.size.width = max(initialFrame.width, width + 2 * contentPadding)
        frame.origin.x = initialFrame.minX - (frame.width - initialFrame.width) / 2
        circleFrame = frame; baseFrame = frame
        initialCenter = frame.center
    }

    /// moveCircleBy(x:y:).
    public mutating func moveCircleBy(x: Double, y: Double) {
        var frame = circleFrame
        frame.origin.x += x; frame.origin.y += y
        setCircleAtFrame(frame)
    }

    /// scaleCircleSize(by:): scales the initial frame about its center.
    public mutating func scaleCircleSize(by scale: Double) {
        let fr = initialFrame
        let width = fr.width * scale, height = fr.height * scale
        setCircleAtFrame(Rect(x: fr.minX - (width - fr.width) / 2, y: fr.minY - (height - fr.height) / 2,
                              width: width, height: height))
    }

    // MARK: count

    /// setCount: the label, checkZero (derived) and resizeToFitDigits, as the count's didSet does.
    public mutating func setCount(_ newCount: Int) {
        count = newCount
        resizeToFitContent()
    }

    /// increment(by:). Saturates at Int.max and Int.min instead of overflowing: the count
    /// is a Swift Int, where UIKit's `count += amount` would trap.
    public mutating func increment(by amount: Int = 1) {
        let (sum, overflow) = count.addingReportingOverflow(amount)
        setCount(overflow ? (amount > 0 ? Int.max : Int.min) : sum)
    }

    /// decrement(by:): never below zero (and saturating at Int.max for a negative amount).
    public mutating func decrement(by amount: Int = 1) {
        if amount >= count { setCount(0); return }
        let (difference, overflow) = count.subtractingReportingOverflow(amount)
        setCount(overflow ? Int.max : difference)
    }

    /// setMaxCount: the label changes; the width still follows the count, as in the library.
    public mutating func setMaxCount(_ value: Int) { maxCount = value }

    /// Shows `text` instead of the count, widening the circle to `width` plus padding.
    public mutating func setText(_ text: String?, width: Double) {
        customText = text; customTextWidth = width
        resizeToFitContent()
    }

    /// resizeToFitDigits: width × (1 + 0.3 × (m − 1)) with m = max(⌊log10 count⌋, 1), about
    /// the initial frame's center; a count of zero or less leaves the frame alone.
    public mutating func resizeToFitDigits() {
        guard count > 0 else { return }
        let magnitude = max(Int(log10(Double(count))), 1)
        var frame = initialFrame
        frame.size.width = initialFrame.width * (1 + Constants.countMagnitudeAdaptationRatio * Double(magnitude - 1))
        frame.origin.x = initialFrame.minX - (frame.width - initialFrame.width) / 2
        circleFrame = frame; baseFrame = frame
        initialCenter = frame.center
    }

    /// resizeToFitDigits for counts; for text, a pill as wide as the text plus the content
    /// padding each side (a quarter of the height unless the style sets it), never narrower
    /// than the circle.
    private mutating func resizeToFitContent() {
        guard customText != nil else { resizeToFitDigits(); return }
        var frame = initialFrame
        let padding = contentPadding ?? initialFrame.height / 4
        frame.size.width = max(initialFrame.width, customTextWidth + 2 * padding)
        frame.origin.x = initialFrame.minX - (frame.width - initialFrame.width) / 2
        circleFrame = frame; baseFrame = frame
        initialCenter = frame.center
    }

    // MARK: visibility and style

    /// hide(): hides the circle and label whatever the count.
    public mutating func hide() { isForcedHidden = true }
    /// show(): undoes hide(); with nothing to count the badge still hides (checkZero).
    public mutating func show() { isForcedHidden = false }
    /// hideCount(): hides the label, keeping the circle.
    public mutating func hideCount() { isCountHidden = true }
    /// showCount(): undoes hideCount().
    public mutating func showCount() { isCountHidden = false }
    /// setAlpha(alpha:).
    public mutating func setAlpha(_ value: Double) { alpha = value }
}

import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
