import Foundation
import ReelEncode
import ReelRender

/// What made a batch's bytes, beyond the job's own words and inputs: the running build (the
/// executable's GNU build id, which the linker derives from the linked code, or else the
/// SHA-256 of the executable file), the versions of the FFmpeg, libwebp, Cairo, Pango,
/// HarfBuzz, fontconfig and librsvg libraries actually loaded, and the SHA-256 of every font
/// file labels can be drawn with. Part of every record's key (BatchStamp), so a different
/// build, a library upgrade or a changed font re-renders, while the same build copied to
/// another folder or machine (paths differ, bytes do not) skips what is up to date.
public struct BuildFingerprint: Sendable, Hashable {
    /// `build-id 6c5e…` or `sha256 …` of the executable.
    public let build: String
    /// The loaded libraries' versions, one string.
    public let libraries: String
    /// Font files by name (never by path, which a copied bundle changes), size and digest.
    public let fonts: [String]

    /// The lines a record's key hashes.
    public var text: String {
        "build \(build)\nlibraries \(libraries)\n" + fonts.map { "font \($0)\n" }.joined()
    }

    /// This process's, worked out once (hashing the fonts takes a moment) and kept.
    public static func current() throws(ExportError) -> BuildFingerprint {
        try cache.value()
    }

    private static let cache = Once()

    /// Works it out now.
    static func compute() throws(ExportError) -> BuildFingerprint {
        let ffmpeg: String
        do { ffmpeg = try FFmpegLibraries.versions() } catch { throw .encoder(error.description) }
        var fonts: [String] = []
        for file in RenderLibraries.labelFontFiles() {
            guard let (size, digest) = RenderLibraries.sha256(ofFile: file) else {
                throw .input(path: file, reason: "cannot read this font file, which labels are drawn with")
            }
            fonts.append("\(URL(fileURLWithPath: file).lastPathComponent) \(size) \(digest)")
        }
        return BuildFingerprint(build: try executableIdentity(), libraries: ffmpeg + " " + RenderLibraries.versions(), fonts: fonts.sorted())
    }

    /// The running executable's build id, or the digest of its file when it has none.
    static func executableIdentity() throws(ExportError) -> String {
        let executable = Self.executablePath()
        if let id = ELFBuildID.read(from: executable) { return "build-id \(id)" }
        return "sha256 \(try FileDigests.compute(executable).digest)"
    }

    static func executablePath() -> String {
        #if os(Linux)
        return "/proc/self/exe"
        #else
        return Bundle.main.executablePath ?? CommandLine.arguments[0]
        #endif
    }

    /// Computes the fingerprint on first use, under a lock, and keeps the result (or error).
    private final class Once: @unchecked Sendable {
        private let lock = NSLock()
        private var result: Result<BuildFingerprint, ExportError>?

        func value() throws(ExportError) -> BuildFingerprint {
            lock.lock(); defer { lock.unlock() }
            if let result { return try result.get() }
            let computed: Result<BuildFingerprint, ExportError>
            do throws(ExportError) { computed = .success(try BuildFingerprint.compute()) } catch { computed = .failure(error) }
            result = computed
            return try computed.get()
        }
    }
}
