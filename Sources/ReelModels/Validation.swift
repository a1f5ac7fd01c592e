import Foundation
import ReelTimeline

// Each parameter struct checks its own values, so flags and scene files refuse the same
// things with the same words.

extension PopParameters {
    public func validate() throws(InvalidParameter) {
        try Check.positive("popStartRatio", popStartRatio)
        try Check.positive("popOutRatio", popOutRatio)
        try Check.positive("popInRatio", popInRatio)
        try Check.positive("popStartTime", popStartTime)
        try Check.positive("popOutTime", popOutTime)
        try Check.positive("popInTime", popInTime)
        try Check.positive("popEndTime", popEndTime)
    }
}

extension BumpParameters {
    public func validate() throws(InvalidParameter) {
        try Check.finite("firstBumpDistance", firstBumpDistance)
        try Check.positive("firstBumpTime", firstBumpTime)
        try Check.finite("secondBumpDistance", secondBumpDistance)
        try Check.positive("secondBumpTime", secondBumpTime)
    }
}

extension BlinkParameters {
    public func validate() throws(InvalidParameter) {
        try Check.within("blinkAlpha", blinkAlpha, 0...1)
        try Check.positive("blinkDuration", blinkDuration)
    }
}

extension ShakeParameters {
    public func validate() throws(InvalidParameter) {
        try Check.positive("duration", duration)
        try Check.finite("angle", angle)
        try Check.finite("yOffset", yOffset)
        guard (2...1000).contains(keyframes) else {
            throw InvalidParameter("keyframes", keyframes, accepted: "a whole number from 2 to 1000")
        }
    }
}

extension BadgeAnimation {
    public func validate() throws(InvalidParameter) {
        switch self {
        case .pop(let p): try p.validate()
        case .bump(let p): try p.validate()
        case .blink(let p): try p.validate()
        case .shake(let p): try p.validate()
        }
    }
}

extension BadgeSetup {
    public func validate() throws(InvalidParameter) {
        guard maxCount > 0 else { throw InvalidParameter("maxCount", maxCount, accepted: "a whole number of 1 or more") }
        if let diameter { try Check.positive("diameter", diameter) }
        if let hostSize {
            guard hostSize.width.isFinite, hostSize.height.isFinite, hostSize.width > 0, hostSize.height > 0 else {
                throw InvalidParameter("hostSize", "\(hostSize.width)x\(hostSize.height)", accepted: "WxH with both above 0")
            }
        }
        guard circleOffset.x.isFinite, circleOffset.y.isFinite else {
            throw InvalidParameter("circleOffset", "\(circleOffset.x),\(circleOffset.y)", accepted: "X,Y as finite numbers")
        }
        try Check.positive("circleScale", circleScale)
        try Check.nonNegative("borderWidth", borderWidth)
        if dot, let text { throw InvalidParameter("text", text, accepted: "no text with dot: a dot has no label") }
        if let locale, !Self.isKnownLocale(locale) {
            throw InvalidParameter("locale", locale, accepted: "a locale identifier such as en_US, ar_EG, fa_IR or hi_IN@numbers=deva")
        }
    }
}

extension BadgeSetup {
    /// A locale ICU knows, by its identifier or by its base before any keywords ("@…", "-u-…").
    static func isKnownLocale(_ identifier: String) -> Bool {
        let available = Set(Locale.availableIdentifiers)
        if available.contains(identifier) { return true }
        var base = Substring(identifier)
        for marker in ["@", "-u-", "_u_"] {
            if let r = base.range(of: marker) { base = base[..<r.lowerBound] }
        }
        return !base.isEmpty && available.contains(String(base))
    }
}

extension ClipTiming {
    public func validate() throws(InvalidParameter) {
        guard fps.isFinite, fps > 0, fps <= 240 else {
            throw InvalidParameter("fps", fps, accepted: "a rate above 0 and at most 240")
        }
        try Check.nonNegative("leadIn", leadIn)
        try Check.nonNegative("hold", hold)
        guard (1...1000).contains(repeatCount) else {
            throw InvalidParameter("repeat", repeatCount, accepted: "a whole number from 1 to 1000")
        }
    }
}
