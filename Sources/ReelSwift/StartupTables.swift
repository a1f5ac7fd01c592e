import Foundation

/// The table every evaluation reads and nothing before it needs (the world's registry of
/// declared types), built on a second thread while this one parses the file. Building it and
/// SwiftOperators' table took ~0.6 ms of one core at startup, profiled on `timeline
/// BadgeHub.swift` (issue 38, item 4: a Swift file's timeline within 1.3× the built-in's, whole
/// process). SwiftOperators' table is no longer built here: the interpreter folds the standard
/// operators itself (SequenceFolding), and only a custom operator or an arrow needs it. A
/// `static let` is initialized once under the runtime's lock: a reader that gets there first
/// builds it itself, or waits for it.
enum StartupTables {
    static func buildBeside() { _ = started }

    private static let started: Void = {
        Thread {
            _ = WorldRegistry.type(named: "UIView")
        }.start()
    }()
}
