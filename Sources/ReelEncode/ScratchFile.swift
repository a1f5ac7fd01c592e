import Foundation

/// A temporary file a size search's trials are encoded into (FFmpeg's muxers and libwebp write
/// to a path): made as AtomicOutput makes its temporaries, beside the destination under
/// `OutputPolicy` (O_EXCL, locked, registered with TemporaryFiles so a signal removes it,
/// named so StaleTemporaries knows it), and removed by `remove()`, its only owner.
final class ScratchFile {
    let path: String
    private let fd: Int32

    init(beside destination: String) throws {
        let target = try OutputPolicy.destination(destination)
        (path, fd) = try AtomicOutput.createRegisteredTemporary(in: target.folder, for: PathName.name(of: target.path))
    }

    /// What the last trial wrote.
    func read() throws -> Data {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw EncodeError("cannot read back a trial encode at \(OutputPolicy.quoted(path))", kind: .output)
        }
        return data
    }

    /// Removes the file (once).
    func remove() {
        unlink(path)
        close(fd)
        TemporaryFiles.shared.unregister(path)
    }
}
