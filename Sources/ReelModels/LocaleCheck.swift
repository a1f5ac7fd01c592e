import Foundation

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
