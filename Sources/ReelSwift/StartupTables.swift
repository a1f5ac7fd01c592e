import Foundation
internal import SwiftOperators

/// The tables every evaluation reads and nothing before it needs (the world's registry of
/// declared types and SwiftOperators' standard operator table), built on a second thread
/// while this one parses the file. Building them took ~0.6 ms of one core at startup,
/// profiled on `timeline BadgeHub.swift` (issue 38, item 4: a Swift file's timeline within
/// 1.3× the built-in's, whole process). Both are `static let`s, initialized once under the
/// runtime's lock: a reader that gets there first builds them itself, or waits for them.
enum StartupTables {
    static func buildBeside() { _ = started }

    private static let started: Void = {
        Thread {
            _ = WorldRegistry.type(named: "UIView")
            _ = OperatorTable.standardOperators
        }.start()
    }()
}
