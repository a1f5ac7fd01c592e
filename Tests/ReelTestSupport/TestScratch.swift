import Foundation

/// Where every test writes its files: one folder per test process under the temporary directory,
/// removed with everything in it when the process exits. A full suite run makes some 560
/// folders (about 220 MB, one of them a copy of the 150 MB debug binary); left behind, they
/// filled the disk of a CI machine before its bundle step (round twelve's CI, "No space left on
/// device"), and a developer's /tmp by some 9 GB a day.
///
/// The root's name is random and made with `mkdtemp`, so what is removed is provably this
/// process's own; a test that crashes the process leaves its root for the reader to look at.
public enum TestScratch {
    /// The process's root folder, made on first use.
    public static let root: URL = {
        var template = Array((FileManager.default.temporaryDirectory.path + "/badgereel-tests-\(getpid())-XXXXXX").utf8CString)
        let made = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
        guard made != nil else { fatalError("TestScratch: mkdtemp failed (errno \(errno)) under \(FileManager.default.temporaryDirectory.path)") }
        let path = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        // 0755, as the folders the tests made under the temporary directory were: some tests run
        // the binary as another user.
        chmod(path, 0o755)
        rootPath = path
        atexit { if let path = TestScratch.rootPath { try? FileManager.default.removeItem(atPath: path) } }
        return URL(fileURLWithPath: path, isDirectory: true)
    }()

    /// Set once, with `root`; read by the exit handler, which cannot capture.
    nonisolated(unsafe) private static var rootPath: String?

    /// A path inside the root; nothing is created (callers create what they need, as they did
    /// under the temporary directory).
    public static func url(_ name: String) -> URL { root.appendingPathComponent(name) }
}
