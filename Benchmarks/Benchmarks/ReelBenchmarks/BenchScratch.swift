import Foundation

/// A folder under the temporary directory for one benchmark group's files, removed when the
/// benchmark process exits: package-benchmark starts a process per run, and the batch group's
/// 105 MB hashing input, left behind, filled /tmp by some 9 GB over a day of benchmarking.
func benchScratch(_ name: String) -> URL {
    var template = Array((FileManager.default.temporaryDirectory.path + "/\(name)-\(getpid())-XXXXXX").utf8CString)
    guard template.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }) != nil else {
        fatalError("benchScratch: mkdtemp failed (errno \(errno))")
    }
    let path = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    benchScratchFolders.withLock { $0.append(path) }
    if benchScratchFolders.withLock({ $0.count }) == 1 {
        atexit { for path in benchScratchFolders.withLock({ $0 }) { try? FileManager.default.removeItem(atPath: path) } }
    }
    return URL(fileURLWithPath: path, isDirectory: true)
}

/// The folders `benchScratch` made in this process (its exit handler cannot capture).
private let benchScratchFolders = ScratchList()

private final class ScratchList: @unchecked Sendable {
    private let lock = NSLock()
    private var paths: [String] = []
    func withLock<T>(_ body: (inout [String]) -> T) -> T { lock.lock(); defer { lock.unlock() }; return body(&paths) }
}
