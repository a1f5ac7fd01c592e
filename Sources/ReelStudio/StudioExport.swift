import Foundation
import Hummingbird
import ReelEncode
import ReelExport

/// An export from the page: the normal exporter writes into a private temporary folder, the
/// file is streamed back as a download and the folder removed. One export at a time: an
/// export uses every core, and a second would only slow the first.
actor StudioExporter {
    private var busy = false
    /// Where each export's private folder is made: the system's temporary directory, or a
    /// folder of the caller's (the tests', so they count only their own exports' folders).
    let parent: URL

    init(parent: URL = FileManager.default.temporaryDirectory) {
        self.parent = parent
    }

    /// Runs `plan`'s export off the server's threads; the file's path, in a folder the caller
    /// removes.
    func export(_ plan: StudioPlan) async throws(StudioFailure) -> (folder: URL, file: URL) {
        guard !busy else { throw StudioFailure(409, "an export is running; try again when it finishes") }
        busy = true
        defer { busy = false }
        try StudioPreview.checkLength(plan.reel)
        let folder = parent.appendingPathComponent("badgereel-studio-\(UUID().uuidString)")
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false,
                                                    attributes: [.posixPermissions: 0o700])
        } catch {
            throw StudioFailure(500, "cannot make a temporary folder: \(error.localizedDescription)")
        }
        let file = folder.appendingPathComponent(plan.output)
        let job = ExportJob(reel: plan.reel, output: file.path)
        let failure: StudioFailure? = await withCheckedContinuation { continuation in
            // A thread of its own: the exporter blocks while it draws and encodes.
            Thread {
                do throws(ExportError) {
                    try ReelExporter.run(job)
                    continuation.resume(returning: nil)
                } catch {
                    continuation.resume(returning: StudioFailure(error, words: plan.words))
                }
            }.start()
        }
        if let failure {
            try? FileManager.default.removeItem(at: folder)
            throw failure
        }
        return (folder, file)
    }

    /// The file as a download, read in chunks; the folder removed once it is sent (or the
    /// page goes away).
    static func download(_ file: URL, folder: URL) throws(StudioFailure) -> Response {
        guard let handle = try? FileHandle(forReadingFrom: file),
              let size = (try? FileManager.default.attributesOfItem(atPath: file.path))?[.size] as? Int else {
            try? FileManager.default.removeItem(at: folder)
            throw StudioFailure(500, "the export finished but its file cannot be read")
        }
        var headers = HTTPFields()
        headers[.contentType] = (OutputFormat.forPath(file.path) ?? .raw).mimeType
        headers[.contentDisposition] = "attachment; filename=\"\(file.lastPathComponent)\""
        let body = ResponseBody(contentLength: size) { writer in
            defer {
                try? handle.close()
                try? FileManager.default.removeItem(at: folder)
            }
            while let chunk = try handle.read(upToCount: 1 << 16), !chunk.isEmpty {
                try await writer.write(ByteBuffer(bytes: chunk))
            }
            try await writer.finish(nil)
        }
        return Response(status: .ok, headers: headers, body: body)
    }
}
