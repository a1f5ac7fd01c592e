import ArgumentParser

/// What a Swift file input takes beyond a scene's flags: the statements to run, which of the
/// code's views are the scene's parts, and how long a clip of forever-repeating animations is.
struct SwiftFileOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Swift statements run after the file's declarations and top-level code, with host, badge and label predefined (declarations allowed).", valueName: "statements"))
    var run: String?

    @Option(name: .customLong("view"), help: ArgumentHelp("Bind a view the code creates to a scene part: NAME=badge, NAME=host or NAME=label; repeatable.", valueName: "name=part"))
    var views: [String] = []

    @Option(parsing: .unconditional, help: ArgumentHelp("Seconds a clip of animations that repeat forever plays (default: two of their cycles); 0 < seconds ≤ \(Self.maximumLength).", valueName: "seconds"))
    var length: String?

    @Option(help: ArgumentHelp("Which #Preview of a SwiftUI file to show when no --run is given, by its name (default: the first).", valueName: "name"))
    var preview: String?

    /// The longest clip `--length` accepts, the interpreter's scene length limit.
    static let maximumLength = 120.0
    /// The longest `--run` text accepted, the interpreter's source size limit.
    static let maximumRunBytes = 262_144

    /// The flags given, as the user typed their names (for "applies to a Swift file" refusals).
    var givenFlags: [String] {
        (run == nil ? [] : ["--run"]) + (views.isEmpty ? [] : ["--view"]) + (length == nil ? [] : ["--length"]) + (preview == nil ? [] : ["--preview"])
    }

    func validate() throws {
        _ = try bindings()
        _ = try lengthSeconds()
        if let preview {
            if run != nil { throw ValidationError("--preview \(preview) applies without --run: the run's first view is what is shown") }
            if preview.isEmpty || preview.count > 200 { throw ValidationError("--preview \(preview): expected a #Preview's name, 1 to 200 characters") }
        }
        if let run, run.utf8.count > Self.maximumRunBytes {
            throw ValidationError("--run: \(run.utf8.count) bytes: expected at most \(Self.maximumRunBytes) bytes of Swift")
        }
    }

    /// `--view NAME=PART` pairs, each name and each part once.
    func bindings() throws -> [(name: String, part: String)] {
        var result: [(name: String, part: String)] = []
        for text in views {
            let pieces = text.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
            guard pieces.count == 2, Self.isIdentifier(pieces[0]), ["badge", "host", "label"].contains(pieces[1]) else {
                throw ValidationError("--view \(text): expected NAME=badge, NAME=host or NAME=label (NAME a Swift name)")
            }
            if result.contains(where: { $0.name == pieces[0] }) {
                throw ValidationError("--view \(text): \(pieces[0]) is bound twice: expected each name once")
            }
            if result.contains(where: { $0.part == pieces[1] }) {
                throw ValidationError("--view \(text): the \(pieces[1]) is bound twice: expected each part once")
            }
            result.append((pieces[0], pieces[1]))
        }
        return result
    }

    /// `--length` in seconds, nil when not given.
    func lengthSeconds() throws -> Double? {
        guard let length else { return nil }
        guard let seconds = Double(length), seconds.isFinite, seconds > 0, seconds <= Self.maximumLength else {
            throw ValidationError("--length \(length): expected seconds, 0 < seconds ≤ \(Int(Self.maximumLength))")
        }
        return seconds
    }

    static func isIdentifier(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, first == "_" || first.properties.isAlphabetic else { return false }
        return text.unicodeScalars.allSatisfy { $0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0) }
    }
}
