import Foundation
import Synchronization
import Yams

/// The scene files of one batch, each read and parsed once however many jobs render it, and
/// its reel shared between them (Swift's arrays are shared until written, and nothing writes
/// a planned reel): a manifest of 3 × 1,000 jobs over one 60 KB scene parsed the scene 3,000
/// times and held 3,000 copies of its actions (273 s and 4.3 GB for `--list`).
///
/// Keyed by path, then by the content's SHA-256, so two paths to the same bytes share one
/// parse too. What a batch holds is bounded across the whole batch, not per file: the
/// distinct scene files' bytes and their actions added up.
public final class SceneLibrary: Sendable {
    /// The most bytes of distinct scene files one batch reads: sixteen of the largest scene
    /// files, or thousands of ordinary ones (a scene is a few KB).
    public static let maxBytes = 16 << 20
    /// The most actions the distinct scenes of one batch hold together: ten of the longest
    /// scripts (`SceneFileReader.maxActions`).
    public static let maxActions = 10 * SceneFileReader.maxActions

    private let byPath = OnceCache<String, Parsed, ExportError>()
    /// The distinct scenes read, by digest, and the bytes and actions they add up to.
    private struct Held {
        var byDigest: [String: Parsed] = [:]
        var bytes = 0
        var actions = 0
    }

    private let held = Mutex(Held())
    private let byteLimit: Int
    private let actionLimit: Int

    /// A scene file's reel, the SHA-256 of its text, and the text and its tree, which jobs
    /// with `--set`s edit (each edit parsed once, the file never again).
    struct Parsed: @unchecked Sendable {
        // Unchecked for `Node` (Yams' tree, a value type of strings and arrays that Yams does
        // not mark Sendable); nothing here is ever mutated once stored.
        var reel: Reel
        var digest: String
        var text: String
        var root: Node
    }

    /// A library for one batch; the limits are this batch's (tests lower them).
    public init(maxBytes: Int = SceneLibrary.maxBytes, maxActions: Int = SceneLibrary.maxActions) {
        byteLimit = maxBytes; actionLimit = maxActions
    }

    /// The reel of the scene file at `path`, parsed on first use; its refusal, the same each
    /// time it is asked for.
    public func load(_ path: String) throws(ExportError) -> Reel { try parsed(path).reel }

    /// The reel of the scene file at `path` with `sets` applied to its text, from the copy
    /// read once for the batch: the same reel and refusals as `SceneFileReader.load(_:sets:)`.
    public func load(_ path: String, sets: [SceneAssignment]) throws(ExportError) -> Reel {
        let parsed = try parsed(path)
        guard !sets.isEmpty else { return parsed.reel }
        do throws(SceneError) {
            return try SceneFileReader.read(path, text: parsed.text, root: parsed.root, sets: sets, read: parsed.reel)
        } catch { throw .scene(error) }
    }

    /// The reel and the digest of the scene at `path`.
    func parsed(_ path: String) throws(ExportError) -> Parsed {
        try byPath.value(path) { () throws(ExportError) -> Parsed in try read(path) }
    }

    private func read(_ path: String) throws(ExportError) -> Parsed {
        let text = try SceneFileInput.read(path, limit: SceneFileReader.maxBytes)
        let digest = SHA256.hex(text)
        let known: Parsed?, tooLarge: Bool
        (known, tooLarge) = held.withLock { held in
            if let known = held.byDigest[digest] { return (known, false) }
            held.bytes += text.utf8.count
            return (nil, held.bytes > byteLimit)
        }
        if let known { return known }
        if tooLarge {
            throw .scene(SceneError(file: path, line: nil, path: "",
                                    message: "the batch's scene files add up to more than \(byteLimit) bytes; a batch reads at most \(byteLimit)"))
        }
        let reel: Reel, root: Node
        do throws(SceneError) {
            root = try BoundedYAML.compose(text, file: path)
            reel = try SceneFileReader(file: path).read(root: root)
        } catch { throw .scene(error) }
        let parsed = Parsed(reel: reel, digest: digest, text: text, root: root)
        let stored = held.withLock { held in
            held.actions += reel.scene.actions.count
            guard held.actions <= actionLimit else { return false }
            held.byDigest[digest] = parsed
            return true
        }
        guard stored else {
            throw .scene(SceneError(file: path, line: nil, path: "actions",
                                    message: "the batch's scene files hold more than \(actionLimit) actions together; a batch holds at most \(actionLimit)"))
        }
        return parsed
    }
}
