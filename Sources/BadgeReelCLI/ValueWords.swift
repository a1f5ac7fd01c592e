import Foundation
import ReelExport

/// The value words of one batch job, lent to a command parsed once for every job of the same
/// shape (see `JobPlanner`): such a command holds a marker (`\0` index `\0`) where a value
/// word was, and every place that reads an option's text reads it through `filled`, so with
/// this job's words set the command plans exactly what the job's own words would.
enum ValueWords {
    /// What a job lends while it is planned on this thread.
    struct Lent: Sendable {
        /// The words the markers stand for.
        var words: [String]
        /// What the shape's command gives that does not depend on the words.
        var memo: ShapeMemo
        /// The batch's reels by request (`ReelRequestCache`).
        var reels: ReelRequestCache? = nil
    }

    /// The job being planned on this thread, if any.
    @TaskLocal static var current: Lent?

    /// The marker for the value word at `index`. NUL never reaches a command from a shell
    /// (argv cannot hold it), and a manifest word holding one is planned the slow way.
    static func marker(_ index: Int) -> String { "\u{0}\(index)\u{0}" }

    /// `text` as the job wrote it: a marker replaced by its value word, anything else as is.
    static func filled(_ text: String) -> String {
        guard let words = current?.words, text.utf8.first == 0, text.utf8.last == 0, text.utf8.count >= 3,
              let index = Int(text.dropFirst().dropLast()), words.indices.contains(index) else { return text }
        return words[index]
    }

    /// `text`, filled, when there is one.
    static func filled(_ text: String?) -> String? { text.map { filled($0) } }
}

/// An option group whose given options a `ReelRequest` takes as (declaration name, text)
/// pairs: the seed animations' parameter groups and `animate`'s fields.
protocol NamedOptionWords {
    /// The pairs as the options hold them (in a batch's shared parse, markers unfilled).
    var reflectedNamed: [(name: String, text: String)] { get }
}

extension NamedOptionWords {
    /// The options the user gave, as (declaration name, text). Each text is read through
    /// `ValueWords.filled`, so a batch's shared parse reads the job's own words, and the
    /// reflection is done once per shape (`ShapeMemo`).
    var named: [(name: String, text: String)] {
        guard let lent = ValueWords.current else { return reflectedNamed }
        let raw: [(name: String, text: String)]
        if let known = lent.memo.named(for: Self.self) { raw = known } else {
            raw = reflectedNamed
            lent.memo.setNamed(raw, for: Self.self)
        }
        return raw.map { ($0.name, ValueWords.filled($0.text)) }
    }
}

/// The (name, text) pairs each option group of one shape's command gives, markers unfilled,
/// read by reflection once per shape instead of once per job: `Mirror` looks up every
/// field's generic type by its mangled name on each use, a quarter of planning's time. Keyed
/// by the group's type: an export command holds each option group type once (a test checks).
///
/// The shape's first job fills it; `freeze()` then ends the writes, before the shape is
/// published to other threads (under the planner's lock, which orders the writes before
/// every later read), and reads take no lock: seven lock round trips a job on one lock that
/// both cores share.
final class ShapeMemo: @unchecked Sendable {
    private let lock = NSLock()
    private var named: [ObjectIdentifier: [(name: String, text: String)]] = [:]
    private var frozen = false

    func named(for type: Any.Type) -> [(name: String, text: String)]? {
        if frozen { return named[ObjectIdentifier(type)] }
        lock.lock(); defer { lock.unlock() }
        return named[ObjectIdentifier(type)]
    }

    /// Kept unless frozen (a frozen memo's missing pairs are read again by reflection).
    func setNamed(_ pairs: [(name: String, text: String)], for type: Any.Type) {
        lock.lock(); defer { lock.unlock() }
        if !frozen { named[ObjectIdentifier(type)] = pairs }
    }

    /// No more writes: from now on every read is lock-free.
    func freeze() {
        lock.lock(); defer { lock.unlock() }
        frozen = true
    }
}
