import Foundation

extension BadgeSetup {
    /// ICU's locale list, read once: building it is ~0.3 ms, and a batch checks a locale for
    /// every job it plans (twice: once parsing the flags, once making the job) — a quarter of
    /// planning's time before it was kept.
    private static let knownLocales = Set(Locale.availableIdentifiers)

    /// A locale ICU knows, by its identifier or by its base before any keywords ("@…", "-u-…").
    static func isKnownLocale(_ identifier: String) -> Bool {
        let available = knownLocales
        if available.contains(identifier) { return true }
        var base = Substring(identifier)
        for marker in ["@", "-u-", "_u_"] {
            if let r = base.range(of: marker) { base = base[..<r.lowerBound] }
        }
        return !base.isEmpty && available.contains(String(base))
    }
}
