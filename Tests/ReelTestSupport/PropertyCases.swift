import Foundation

/// How many cases a property test runs. `swift test` (and CI) runs each test's `standard`
/// count, chosen so the whole suite stays fast while every generator still covers its
/// values many times over; `BADGEREEL_PROPERTY_CASES=N` runs N cases in every property test
/// instead, for a deeper search before a release (`BADGEREEL_PROPERTY_CASES=2000 swift test
/// --filter Hostile`).
public enum PropertyCases {
    /// The environment variable that overrides every property test's count.
    public static let variable = "BADGEREEL_PROPERTY_CASES"

    /// `standard`, or the count the environment asks for (a whole number from 1).
    public static func count(standard: Int) -> Int {
        guard let text = ProcessInfo.processInfo.environment[variable], let n = Int(text), n >= 1 else { return standard }
        return n
    }
}
