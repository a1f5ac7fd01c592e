import ArgumentParser
import Foundation
import ReelExport

/// Plans a batch's jobs at a fraction of the argument parser's cost per job. The parser
/// builds every command's argument set by reflection on each call (~1 ms a job here, most of
/// a 10,000-job batch's planning); but where a word lands depends only on the words that are
/// flags, never on the text of a value: every option of an export is text (`String?`) that
/// our own parameter declarations read and check. So jobs are grouped by *shape* — the
/// command's name, then its words with each value word (one not starting with `-`) replaced
/// by a marker — and each shape is parsed once. The name belongs to the shape: `pop -o X` and
/// `bump -o X` have the same words after it, and keyed without it a bump job planned from
/// pop's parse, a pop animation written to the bump's file. A job of a known shape runs the
/// parsed command's checks (every option group's `validate()`, as the parser would) and plans
/// its job, with its own value words lent through `ValueWords`; it plans exactly what parsing
/// its words would.
///
/// Anything else takes the parser's own path: words holding a NUL, commands that are not a
/// named subcommand, and every job that fails (so a refusal is always the parser's, word for
/// word).
final class JobPlanner: @unchecked Sendable {
    /// A shape's command, parsed once, and what its jobs reuse.
    private struct Template {
        /// One check a job of the shape runs, decided when the shape is parsed.
        enum Check {
            /// A group's `validate()`.
            case group(any ParsableArguments)
            /// A `RequestSection`'s checks beyond its request's.
            case beyondRequest(any RequestSection)
        }

        var command: any PlannedExport
        /// The checks, in the order the parser validates the option groups (innermost first).
        var checks: [Check]
        var memo: ShapeMemo

        /// The checks each job of the shape runs before planning, as parsing would run them:
        /// every group's `validate()`, but for a `RequestedExport` only what its request
        /// does not check again (`RequestSection`): its job checks every value, so checking
        /// them in the groups first was the same work twice (half of planning a job).
        /// Which is which is worked out once per shape (the casts per job were 7% of it).
        init(command: any PlannedExport, groups: [any ParsableArguments], memo: ShapeMemo) {
            self.command = command
            self.memo = memo
            let requested = command is any RequestedExport
            checks = groups.map { group in
                if requested, let section = group as? any RequestSection { return .beyondRequest(section) }
                return .group(group)
            }
        }

        func validate() throws {
            for check in checks {
                switch check {
                case .beyondRequest(let section): try section.validateBeyondRequest()
                case .group(let group):
                    var copy = group
                    try copy.validate()
                }
            }
            var command = command
            try command.validate()
        }
    }

    private let lock = NSLock()
    /// Parsed shapes by the command's name and the shape of its words.
    private var shapes: [ShapeKey: Template] = [:]

    private struct ShapeKey: Hashable {
        var command: String
        var words: [String]
    }
    let scenes: SceneLibrary
    let preflight: BatchPreflight
    /// The reels the batch's requests built, for jobs that differ only in their output.
    let reels = ReelRequestCache()

    init() {
        scenes = SceneLibrary()
        preflight = BatchPreflight(scenes: scenes)
    }

    /// How many shapes have a shared parse (for tests: a shape whose jobs all went the
    /// parser's way has none).
    var knownShapes: Int {
        lock.lock(); defer { lock.unlock() }
        return shapes.count
    }

    /// The subcommands by name, for the words' first.
    private let commands: [String: any ParsableCommand.Type] = {
        var byName: [String: any ParsableCommand.Type] = [:]
        for command in BadgeReel.configuration.subcommands {
            if let name = command.configuration.commandName { byName[name] = command }
        }
        return byName
    }()

    /// The job `spec`'s words plan, from a parsed shape when they have one.
    func plan(_ spec: BatchJobSpec, slowly: (BatchJobSpec) throws -> ExportJob) throws -> ExportJob {
        guard let name = spec.arguments.first, let command = commands[name] else { return try slowly(spec) }
        var shape: [String] = []
        var values: [String] = []
        shape.reserveCapacity(spec.arguments.count - 1)
        for word in spec.arguments.dropFirst() {
            if word.utf8.contains(0) { return try slowly(spec) }
            if word.hasPrefix("-") {
                shape.append(word)
            } else {
                shape.append(ValueWords.marker(values.count))
                values.append(word)
            }
        }
        let key = ShapeKey(command: name, words: shape)
        lock.lock()
        let known = shapes[key]
        lock.unlock()
        do {
            if let known {
                return try ValueWords.$current.withValue(.init(words: values, memo: known.memo, reels: reels)) {
                    // The checks the parser would run on these words (every group's, then the
                    // command's own), or those the job does not make itself: a job planned
                    // here either passes every check parsing makes or is planned again by
                    // the parser below, which refuses it in its own words.
                    try known.validate()
                    return try known.command.job(scenes: scenes)
                }
            }
            // The shape's first job parses it, with its own words lent so every check the
            // parser runs sees real values.
            let memo = ShapeMemo()
            return try ValueWords.$current.withValue(.init(words: values, memo: memo, reels: reels)) {
                guard let parsed = try command.parseAsRoot(shape) as? any PlannedExport else { throw ShapeNotPlanned() }
                let job = try parsed.job(scenes: scenes)
                // Every pair a job of the shape reads was read by this one; from here on the
                // memo is only read, by every thread, without a lock.
                memo.freeze()
                let template = Template(command: parsed, groups: Self.groups(in: parsed), memo: memo)
                lock.lock(); shapes[key] = template; lock.unlock()
                return job
            }
        } catch {
            // Refused (or not an export): the parser's own path says it in its words.
            return try slowly(spec)
        }
    }

    /// The option groups of `value`, in the order the parser validates them (an option group
    /// validates as it is decoded, the groups inside it first). `validate()` is mutating in
    /// the protocol; ours only read, and each copy is dropped.
    static func groups(in value: Any) -> [any ParsableArguments] {
        var groups: [any ParsableArguments] = []
        for child in Mirror(reflecting: value).children {
            if let group = child.value as? any NestedGroup { groups += group.groupsInOrder() }
        }
        return groups
    }

    private struct ShapeNotPlanned: Error {}
}

/// An `@OptionGroup`: its value and the groups inside it.
protocol NestedGroup {
    func groupsInOrder() -> [any ParsableArguments]
}

extension OptionGroup: NestedGroup {
    func groupsInOrder() -> [any ParsableArguments] { JobPlanner.groups(in: wrappedValue) + [wrappedValue] }
}
